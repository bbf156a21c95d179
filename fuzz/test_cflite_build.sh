#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# test_cflite_build.sh ROOT TMPDIR — runs .clusterfuzzlite/build.sh as
# ClusterFuzzLite would (CC/CFLAGS/LIB_FUZZING_ENGINE, empty $SRC, $WORK, $OUT)
# but with the local clang-19, then checks that every expected target exists
# with its options, seed zip and the dictionary, and that each binary runs
# over a seed and for a few hundred generated inputs without a finding.
set -euo pipefail
root="${1:?usage: test_cflite_build.sh ROOT TMPDIR}"
tmp="${2:?usage: test_cflite_build.sh ROOT TMPDIR}"
rm -rf "$tmp"; mkdir -p "$tmp/src" "$tmp/work" "$tmp/out"
CC=clang-19 CFLAGS="-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all" \
LIB_FUZZING_ENGINE="-fsanitize=fuzzer" SRC="$tmp/src" WORK="$tmp/work" OUT="$tmp/out" \
  bash "$root/.clusterfuzzlite/build.sh"

# Every target of the one list (fuzz/targets.txt), by name.
mapfile -t expect < <(sed -e 's/#.*//' -e '/^[[:space:]]*$/d' "$root/fuzz/targets.txt" | awk '{print $1}')
[[ ${#expect[@]} -gt 0 ]] || { echo "FAIL: no target in fuzz/targets.txt" >&2; exit 1; }
[[ -f "$tmp/out/mlirbc.dict" ]] || { echo "FAIL: mlirbc.dict not in \$OUT" >&2; exit 1; }
seed="$(find "$root/corpus" -name '*.mlirbc' -size -64k | sort | sed -n 1p)"  # sed, not head: no SIGPIPE under pipefail
[[ -n "$seed" ]] || { echo "FAIL: no seed in corpus/" >&2; exit 1; }
for t in "${expect[@]}"; do
  bin="$tmp/out/$t"
  [[ -x "$bin" ]] || { echo "FAIL: $t not built" >&2; exit 1; }
  [[ -f "$tmp/out/$t.options" ]] || { echo "FAIL: $t.options missing" >&2; exit 1; }
  python3 - "$tmp/out/${t}_seed_corpus.zip" <<'PY'
import sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as z:
    n = len([i for i in z.infolist() if not i.is_dir()])
if n == 0:
    sys.exit("FAIL: %s is empty" % sys.argv[1])
PY
  "$bin" "$seed" >"$tmp/$t.seed.log" 2>&1 || { echo "FAIL: $t on $seed" >&2; tail -20 "$tmp/$t.seed.log" >&2; exit 1; }
  grep -q "Executed $seed" "$tmp/$t.seed.log" || { echo "FAIL: $t did not run $seed" >&2; exit 1; }
  mkdir -p "$tmp/corpus-$t"
  "$bin" -runs=300 -seed=1 -dict="$tmp/out/mlirbc.dict" "$tmp/corpus-$t" >"$tmp/$t.runs.log" 2>&1 \
    || { echo "FAIL: $t finding in 300 runs" >&2; tail -30 "$tmp/$t.runs.log" >&2; exit 1; }
  echo "ok: $t"
done
