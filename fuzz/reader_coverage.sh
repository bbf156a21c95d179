#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# reader_coverage.sh — source-based coverage of the reference reader
# (reader/src/) reached by a set of inputs: builds fuzz_read_replay and
# fuzz_dump_replay with clang-19 -fprofile-instr-generate -fcoverage-mapping,
# replays every input, and prints llvm-cov's region/branch/line totals for
# reader/src. Used to measure what structure-aware fuzzing reaches (the
# fuzz issue's ">= 90% of reachable edges"), not as a pass/fail test.
#
#   fuzz/reader_coverage.sh [--build-dir DIR] [--json OUT] [--files "a.c b.c"] INPUT_DIR...
#
# --files: also each of these reader/src files' own figures (regions,
# branch edges, lines covered), e.g. the decoders a campaign was for; with
# --json they are under "files".
# Needs clang-19, llvm-profdata-19 and llvm-cov-19 (Debian: clang-19, llvm-19).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="/tmp/mlirbc-cov-build" json="" files=""
usage() { sed -n '3,15p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; }
while [[ $# -gt 0 ]]; do
  case "$1" in
    -h|--help) usage; exit 0 ;;
    --build-dir) build="${2:?}"; shift 2 ;;
    --json) json="${2:?}"; shift 2 ;;
    --files) files="${2:?}"; shift 2 ;;
    -*) echo "reader_coverage.sh: unknown option $1" >&2; exit 2 ;;
    *) break ;;
  esac
done
[[ $# -gt 0 ]] || { usage >&2; exit 2; }
for t in clang-19 llvm-profdata-19 llvm-cov-19; do
  command -v "$t" >/dev/null || { echo "reader_coverage.sh: $t not found (apt-get install clang-19 llvm-19)" >&2; exit 2; }
done
flags="-fprofile-instr-generate -fcoverage-mapping"
cmake -S "$root" -B "$build" -DCMAKE_C_COMPILER=clang-19 -DCMAKE_CXX_COMPILER=clang++-19 -DCMAKE_BUILD_TYPE=Debug \
  -DCMAKE_C_FLAGS="$flags" -DCMAKE_EXE_LINKER_FLAGS="$flags" >/dev/null
cmake --build "$build" -j2 --target fuzz_read_replay fuzz_dump_replay >/dev/null
rm -f "$build"/prof-*.profraw
for t in fuzz_read fuzz_dump; do
  LLVM_PROFILE_FILE="$build/prof-$t-%p.profraw" "$build/bin/${t}_replay" "$@" >/dev/null
done
llvm-profdata-19 merge -sparse "$build"/prof-*.profraw -o "$build/reader.profdata"
objs=("$build/bin/fuzz_read_replay" -object "$build/bin/fuzz_dump_replay")
llvm-cov-19 report -instr-profile="$build/reader.profdata" "${objs[@]}" \
  "$root/reader/src" | tail -n 1 | awk -v dirs="$*" '
  { printf "reader/src coverage over %s\n", dirs
    printf "  regions  %s of %s (%s)\n", $2-$3, $2, $4
    printf "  function %s of %s (%s)\n", $5-$6, $5, $7
    printf "  lines    %s of %s (%s)\n", $8-$9, $8, $10
    printf "  branches %s of %s (%s)\n", $11-$12, $11, $13 }'
# "Reachable" approximated as: code inside functions the inputs entered at
# least once. Header inline helpers a file never calls and API accessors the
# harnesses never call are not reachable from the fuzz entry points.
llvm-cov-19 export -instr-profile="$build/reader.profdata" "${objs[@]}" "$root/reader/src" \
  | python3 -c '
import json, os, sys
d = json.load(sys.stdin)["data"][0]
tot = {k: d["totals"][k] for k in ("regions", "branches", "lines", "functions")}
reg = [0, 0]; br = [0, 0]; seen = set()
for fn in d["functions"]:
    if fn["count"] == 0 or not fn["filenames"][0].startswith(sys.argv[1]):
        continue
    if fn["name"] in seen:                  # same function in both binaries
        continue
    seen.add(fn["name"])
    for r in fn["regions"]:
        if r[7] == 0:                       # code region
            reg[0] += 1; reg[1] += r[4] > 0
    for b in fn.get("branches", []):
        br[0] += 2; br[1] += (b[4] > 0) + (b[5] > 0)
tot["reached_functions"] = {"regions": reg[0], "regions_covered": reg[1],
                            "branch_edges": br[0], "branch_edges_covered": br[1]}
wanted = sys.argv[3].split() if len(sys.argv) > 3 else []
if wanted:
    tot["files"] = {}
    print("  per file:")
for name in wanted:
    f = next((f for f in d["files"] if f["filename"].endswith("/reader/src/" + name)), None)
    if f is None:
        sys.exit("reader_coverage.sh: no coverage data for reader/src/%s" % name)
    s = f["summary"]
    row = {"regions": s["regions"]["count"], "regions_covered": s["regions"]["covered"],
           "branch_edges": s["branches"]["count"], "branch_edges_covered": s["branches"]["covered"],
           "lines": s["lines"]["count"], "lines_covered": s["lines"]["covered"]}
    tot["files"]["reader/src/" + name] = row
    print("    %-20s regions %d of %d (%.1f%%), branch edges %d of %d (%.1f%%)" % (
        name, row["regions_covered"], row["regions"], 100.0 * row["regions_covered"] / max(row["regions"], 1),
        row["branch_edges_covered"], row["branch_edges"],
        100.0 * row["branch_edges_covered"] / max(row["branch_edges"], 1)))
print("  in functions reached: regions %d of %d (%.2f%%), branch edges %d of %d (%.2f%%)"
      % (reg[1], reg[0], 100.0 * reg[1] / max(reg[0], 1), br[1], br[0], 100.0 * br[1] / max(br[0], 1)))
# the inputs as the checkout names them (no machine paths in a committed file)
root = os.path.dirname(os.path.dirname(sys.argv[1]))
tot["inputs"] = [os.path.relpath(os.path.abspath(a), root)
                 if not os.path.relpath(os.path.abspath(a), root).startswith("..")
                 else "<outside>/" + os.path.basename(a.rstrip("/")) for a in sys.argv[4:]]
if len(sys.argv) > 2 and sys.argv[2]:
    with open(sys.argv[2], "w") as f:
        json.dump(tot, f, indent=1, sort_keys=True)
        f.write("\n")
' "$root/reader/src" "$json" "$files" "$@"
