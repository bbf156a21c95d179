#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# compare_coverage.sh BIN_DIR SEEDS_DIR OUT_DIR [CPU_SECONDS]
# Structure-aware (fuzz_read_sa) vs byte-level (fuzz_read) at equal CPU time,
# from an empty corpus and from SEEDS_DIR. Each run is limited by RLIMIT_CPU
# (fair on a shared machine); the resulting corpus is measured with the same
# byte-level binary (fuzz_read -runs=0: INITED cov/ft), so generator code in
# fuzz_read_sa never counts. Results: OUT_DIR/results.txt.
set -uo pipefail
B="${1:?BIN_DIR}"; S="${2:?SEEDS_DIR}"; E="${3:?OUT_DIR}"; CPU="${4:-60}"
D="$(cd "$(dirname "$0")" && pwd)/mlirbc.dict"
mkdir -p "$E"; : > "$E/results.txt"
export ASAN_OPTIONS=dedup_token_length=3:allocator_may_return_null=1:detect_leaks=1:malloc_limit_mb=2560
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
measure() { "$B/fuzz_read" -runs=0 -max_len=65536 "$1" 2>&1 | grep -o 'INITED cov: [0-9]* ft: [0-9]*' | tail -1; }
for start in empty seeds; do
  for t in fuzz_read fuzz_read_sa; do
    c="$E/$start-$t"; rm -rf "$c"; mkdir -p "$c"
    extra=(); [[ $start == seeds ]] && extra=("$S")
    ( ulimit -t "$CPU"; "$B/$t" -seed=1 -max_len=65536 -dict="$D" -timeout=25 -rss_limit_mb=2560 \
        -max_total_time=100000 -artifact_prefix="$E/art-$start-$t-" "$c" "${extra[@]}" \
        > "$E/$start-$t.log" 2>&1 )
    execs=$(grep -o '^#[0-9]*' "$E/$start-$t.log" | tail -1)
    [[ $start == seeds ]] && cp -n "$S"/* "$c"/ 2>/dev/null
    echo "$start $t cpu=${CPU}s execs=${execs#\#} files=$(ls "$c" | wc -l) $(measure "$c")" | tee -a "$E/results.txt"
  done
done
