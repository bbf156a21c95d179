#!/usr/bin/env bash
# reader_coverage.sh — source-based coverage of the reference reader
# (reader/src/) reached by a set of inputs: builds fuzz_read_replay and
# fuzz_dump_replay with clang-19 -fprofile-instr-generate -fcoverage-mapping,
# replays every input, and prints llvm-cov's region/branch/line totals for
# reader/src. Used to measure what structure-aware fuzzing reaches (the
# fuzz issue's ">= 90% of reachable edges"), not as a pass/fail test.
#
#   fuzz/reader_coverage.sh [--build-dir DIR] [--json OUT] INPUT_DIR...
#
# Needs clang-19, llvm-profdata-19 and llvm-cov-19 (Debian: clang-19, llvm-19).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="/tmp/mlirbc-cov-build" json=""
usage() { sed -n '2,11p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; }
while [[ $# -gt 0 ]]; do
  case "$1" in
    -h|--help) usage; exit 0 ;;
    --build-dir) build="${2:?}"; shift 2 ;;
    --json) json="${2:?}"; shift 2 ;;
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
if [[ -n "$json" ]]; then
  llvm-cov-19 export -summary-only -instr-profile="$build/reader.profdata" "${objs[@]}" \
    "$root/reader/src" | python3 -c '
import json, sys
d = json.load(sys.stdin)["data"][0]["totals"]
json.dump({k: d[k] for k in ("regions", "branches", "lines", "functions")}, sys.stdout, indent=1)
' > "$json"
fi
