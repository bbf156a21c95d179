#!/usr/bin/env bash
# fuzz.sh [--budget SECONDS] [--build-dir DIR] [--cc COMPILER] [--target NAME]...
# Builds the libFuzzer targets with clang (MLIRBC_FUZZ=ON, ASan+UBSan) and runs
# each for its share of the budget over seeds from corpus/. Prints execs/s per
# target. Exits non-zero when a target crashes, leaks, hangs or runs out of memory
# (the reproducer is left in BUILD_DIR/artifacts/).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

usage() {
  cat <<'U'
usage: ./cts fuzz [--budget SECONDS] [--build-dir DIR] [--target NAME]...

Builds the libFuzzer targets (fuzz/fuzz_*.c) with clang-19 and ASan+UBSan in
build-fuzz/ (or DIR) and runs each for an equal share of the budget
(default 60 s in total) with -max_len=65536 and fuzz/mlirbc.dict, starting
from every corpus/**/*.mlirbc. Reports execs/s; exits 1 on any crash, and the
reproducer is kept in DIR/artifacts/. Replay one with
  build/bin/fuzz_read_replay FILE
U
}

budget=60
build_dir="$CTS_ROOT/build-fuzz"
cc="${CTS_FUZZ_CC:-clang-19}"
targets=()
while [[ $# -gt 0 ]]; do
  case "$1" in
    --budget) budget="${2:?--budget needs a value}"; shift 2 ;;
    --budget=*) budget="${1#*=}"; shift ;;
    --build-dir) build_dir="${2:?}"; shift 2 ;;
    --cc) cc="${2:?}"; shift 2 ;;
    --target) targets+=("${2:?}"); shift 2 ;;
    -h|--help) usage; exit 0 ;;
    *) usage >&2; die "unknown argument: $1" ;;
  esac
done
[[ "$budget" =~ ^[0-9]+$ && "$budget" -gt 0 ]] || die "--budget must be a positive integer"
command -v "$cc" >/dev/null || die "$cc not found (run ./cts bootstrap)"

if [[ ${#targets[@]} -eq 0 ]]; then
  for f in "$CTS_ROOT"/fuzz/fuzz_*.c; do targets+=("$(basename "$f" .c)"); done
fi

cts_build "$build_dir" -DCMAKE_C_COMPILER="$cc" -DMLIRBC_FUZZ=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo

# Seeds: every .mlirbc in corpus/ (read-only input dir).
seeds="$build_dir/seeds"
rm -rf "$seeds"; mkdir -p "$seeds"
n_seeds=0
while IFS= read -r -d '' f; do
  cp "$f" "$seeds/$(printf '%05d' "$n_seeds")-$(basename "$f")"
  n_seeds=$((n_seeds + 1))
done < <(find "$CTS_ROOT/corpus" -name '*.mlirbc' -type f -print0 2>/dev/null | sort -z)
# Always add a minimal valid-looking header so the fuzzer has somewhere to start.
printf 'ML\xefR\x0dMLIR\x00' > "$seeds/zz-header-only"
log "seeds: $n_seeds corpus files"

share=$(( budget / ${#targets[@]} )); [[ $share -ge 1 ]] || share=1
status=0
summary=()
mkdir -p "$build_dir/artifacts"
for t in "${targets[@]}"; do
  bin="$build_dir/bin/$t"
  [[ -x "$bin" ]] || die "$bin not built"
  opts=()
  # fuzz/<t>.options: [libfuzzer] key = value lines -> -key=value
  if [[ -f "$CTS_ROOT/fuzz/$t.options" ]]; then
    while IFS='=' read -r k v; do
      k="${k// /}"; v="${v## }"; v="${v%% }"
      [[ -z "$k" || "$k" == \[* || "$k" == \#* ]] && continue
      [[ "$k" == dict ]] && v="$CTS_ROOT/fuzz/$v"
      opts+=("-$k=$v")
    done < "$CTS_ROOT/fuzz/$t.options"
  else
    opts+=("-max_len=65536" "-dict=$CTS_ROOT/fuzz/mlirbc.dict")
  fi
  work="$build_dir/corpus-$t"; mkdir -p "$work"
  logf="$build_dir/$t.log"
  log "fuzzing $t for ${share}s (log: $logf)"
  rc=0
  UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1" \
  ASAN_OPTIONS="detect_leaks=1:abort_on_error=0" \
  "$bin" "${opts[@]}" -max_total_time="$share" -print_final_stats=1 \
    -artifact_prefix="$build_dir/artifacts/$t-" "$work" "$seeds" >"$logf" 2>&1 || rc=$?
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$logf" | tail -1)
  eps=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$logf" | tail -1)
  cov=$(grep -Eo 'cov: [0-9]+' "$logf" | tail -1 | cut -d' ' -f2 || true)
  if [[ $rc -ne 0 ]]; then
    status=1
    summary+=("$t: FAILED (exit $rc) after ${execs:-?} execs; see $logf")
    grep -E 'ERROR: |SUMMARY: |runtime error|Test unit written' "$logf" | head -20 >&2 || true
  else
    summary+=("$t: ok, ${execs:-?} execs, ${eps:-?} execs/s, cov ${cov:-?}, ${share}s")
  fi
done
echo "fuzz summary (budget ${budget}s, ${#targets[@]} targets):"
for s in "${summary[@]}"; do echo "  $s"; done
exit $status
