#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# fuzz.sh — build the fuzz targets and run a campaign (fuzz/campaign.py).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

usage() {
  cat <<'U'
usage: ./cts fuzz [--budget SECONDS | --cpu-budget SECONDS | --runs N] [--jobs N] [--build-dir DIR] [--report-dir DIR]
                  [--target NAME]... [--no-afl | --afl-only] [--smoke]
                  [--differential SECONDS] [--cc COMPILER]

Builds the fuzz targets in DIR (default build-fuzz/):
  DIR/bin/      the libFuzzer targets of fuzz/targets.txt (clang-19, ASan+UBSan;
                what each checks: fuzz/README.md)
  DIR/afl/bin/  AFL++ persistent-mode targets (afl-clang-fast, ASan+UBSan)
  DIR/plain/    uninstrumented mlirbc-read and libafl_mutator.so (AFL++
                custom mutator around the generator)
then runs each target for an equal share of the wall-clock budget (default
60 s; AFL++ gets one share, with the custom mutator when built), from seeds
corpus/**/*.mlirbc + reader/tests + fuzz/regressions, merges and minimizes
each corpus into DIR/corpus/<target>, deduplicates findings by stack (ASan
dedup tokens), minimizes reproducers into DIR/crashes/, runs
fuzz/differential.py (reader vs mlir-opt) on the new corpus, and writes
reports/fuzz/summary.{json,md} (or --report-dir).

  --runs N          a count instead of --budget: N inputs per libFuzzer target
                    after its seeds (-runs), N executions of AFL++ (-E), so a
                    run does the same work however loaded the machine is
                    (CTest fuzz_smoke / fuzz_afl_smoke)
  --cpu-budget S    S CPU seconds per libFuzzer target instead of a share of
                    the wall-clock budget: rounds of fuzzing, each resuming
                    from the target's corpus, until its processes used S
                    (a campaign of record on a shared machine)
  --jobs N          libFuzzer -fork=N (default 1; nightly CI uses 2)
  --smoke           short CI run: every 8th seed (CTest <target>_corpus
                    replays them all), a fresh corpus, no fork mode, no
                    corpus merge, no minimization, no differential step;
                    report in DIR/report unless --report-dir
  --differential S  seconds for the differential step (default: budget/6,
                    at most 900; 0 disables it)
  --no-afl          skip AFL++        --afl-only   only AFL++

Sanitizer settings as OSS-Fuzz: -timeout=25 -rss_limit_mb=2560, ASAN_OPTIONS
with dedup_token_length=3, allocator_may_return_null=1, malloc_limit_mb=2560;
UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1.
Ctrl-C (or SIGTERM to fuzz/campaign.py) stops the running target, skips the
ones not started, and still merges, triages and writes the report.
Exit status 1 on a finding whose dedup key is not in fuzz/known-crashes.txt
(or when a fuzzer fails to run). Replay a reproducer with
  DIR/bin/<target> FILE      or     build-asan/bin/<target>_replay FILE
U
}

budget=60
runs=0
cpu_budget=0
jobs=1
build_dir="$CTS_ROOT/build-fuzz"
report_dir=""
cc="${CTS_FUZZ_CC:-clang-19}"
targets=()
smoke=0
afl=auto
differential=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --budget) budget="${2:?--budget needs a value}"; shift 2 ;;
    --budget=*) budget="${1#*=}"; shift ;;
    --runs) runs="${2:?--runs needs a value}"; shift 2 ;;
    --cpu-budget) cpu_budget="${2:?--cpu-budget needs a value}"; shift 2 ;;
    --jobs) jobs="${2:?}"; shift 2 ;;
    --build-dir) build_dir="${2:?}"; shift 2 ;;
    --report-dir) report_dir="${2:?}"; shift 2 ;;
    --cc) cc="${2:?}"; shift 2 ;;
    --target) targets+=("${2:?}"); shift 2 ;;
    --smoke) smoke=1; shift ;;
    --no-afl) afl=no; shift ;;
    --afl-only) afl=only; shift ;;
    --differential) differential="${2:?}"; shift 2 ;;
    -h|--help) usage; exit 0 ;;
    *) usage >&2; die "unknown argument: $1" ;;
  esac
done
[[ "$budget" =~ ^[0-9]+$ && "$budget" -gt 0 ]] || die "--budget must be a positive integer"
[[ "$jobs" =~ ^[0-9]+$ && "$jobs" -gt 0 ]] || die "--jobs must be a positive integer"
[[ "$runs" =~ ^[0-9]+$ ]] || die "--runs must be a non-negative integer"
[[ "$cpu_budget" =~ ^[0-9]+$ ]] || die "--cpu-budget must be a non-negative integer"
command -v "$cc" >/dev/null || die "$cc not found (run ./cts bootstrap)"
build_dir="$(mkdir -p "$build_dir" && cd "$build_dir" && pwd)"
if [[ -z "$report_dir" ]]; then
  if [[ $smoke -eq 1 ]]; then report_dir="$build_dir/report"; else report_dir="$CTS_ROOT/reports/fuzz"; fi
fi
if [[ -z "$differential" ]]; then
  differential=$(( budget / 6 )); [[ $differential -le 900 ]] || differential=900
fi
if [[ "$afl" == auto ]]; then
  if command -v afl-fuzz >/dev/null && command -v afl-clang-fast >/dev/null; then afl=yes
  else warn "afl++ not installed: AFL++ runs skipped"; afl=no; fi
fi

camp=(python3 "$CTS_ROOT/fuzz/campaign.py" --build-dir "$build_dir" --budget "$budget"
      --jobs "$jobs" --report-dir "$report_dir" --runs "$runs" --cpu-budget "$cpu_budget")
[[ $smoke -eq 1 ]] && camp+=(--smoke)

# 1. libFuzzer targets (and the uninstrumented helpers, needed by the AFL++ run
#    and the differential step). Only the fuzz targets: the rest of the
#    project (tests, generator tools) is not used from this build.
if [[ "$afl" != only ]]; then
  run_logged "$build_dir/cts-configure.log" cmake -S "$CTS_ROOT" -B "$build_dir" \
    -DCMAKE_C_COMPILER="$cc" -DMLIRBC_FUZZ=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    || die "configure $build_dir failed"
  run_logged "$build_dir/cts-build.log" cmake --build "$build_dir" -j "$CTS_JOBS" \
    --target mlirbc_fuzzers || die "build $build_dir failed"
  if [[ ${#targets[@]} -eq 0 ]]; then
    # Every target of fuzz/targets.txt, in its order.
    while read -r t _; do
      [[ -x "$build_dir/bin/$t" ]] && targets+=("$t")
    done < <(sed -e 's/#.*//' -e '/^[[:space:]]*$/d' "$CTS_ROOT/fuzz/targets.txt")
  fi
  for t in "${targets[@]}"; do
    [[ -x "$build_dir/bin/$t" ]] || die "$build_dir/bin/$t not built"
    camp+=(--target "$t")
  done
fi
plain="$build_dir/plain"
if [[ "$afl" != no || ( $smoke -eq 0 && "$differential" -gt 0 ) ]]; then
  mkdir -p "$plain"
  run_logged "$plain/cts-configure.log" cmake -S "$CTS_ROOT" -B "$plain" \
    -DCMAKE_C_COMPILER="$cc" -DCMAKE_BUILD_TYPE=RelWithDebInfo || die "configure $plain failed"
  plain_targets=(mlirbc-read afl_mutator)
  run_logged "$plain/cts-build.log" cmake --build "$plain" -j "$CTS_JOBS" --target "${plain_targets[@]}" \
    || die "build $plain failed"
fi
camp+=(--differential-seconds "$([[ $smoke -eq 1 ]] && echo 0 || echo "$differential")")

# 2. AFL++ persistent-mode targets (afl-clang-fast: LLVM pass of the afl++ package).
if [[ "$afl" != no ]]; then
  afl_dir="$build_dir/afl"
  mkdir -p "$afl_dir"
  run_logged "$afl_dir/cts-configure.log" env AFL_QUIET=1 cmake -S "$CTS_ROOT" -B "$afl_dir" \
    -DCMAKE_C_COMPILER=afl-clang-fast -DMLIRBC_AFL=ON -DMLIRBC_SANITIZE=ON \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo || die "configure $afl_dir failed"
  run_logged "$afl_dir/cts-build.log" env AFL_QUIET=1 cmake --build "$afl_dir" -j "$CTS_JOBS" \
    --target afl_fuzz_read || die "build $afl_dir failed"
  mut=""
  [[ -f "$plain/lib/libafl_mutator.so" ]] && mut=",$plain/lib/libafl_mutator.so"
  camp+=(--afl "afl_fuzz_read=$afl_dir/bin/afl_fuzz_read$mut")
fi

exec "${camp[@]}"
