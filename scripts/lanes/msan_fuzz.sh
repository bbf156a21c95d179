#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# msan_fuzz.sh BUILD_DIR SECONDS — libFuzzer smoke of fuzz_read under
# MemorySanitizer, linked against BUILD_DIR's MSan libmlirbc.a (msan lane).
# Seeds: corpus/cases (read only); new inputs go to a scratch directory.
# Fails on any MSan report, crash, leak or timeout of one input.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../common.sh"
case "${1:-}" in -h|--help|"") sed -n '2,5p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;; esac
dir="$1" secs="${2:-60}"
out="$dir/msan-fuzz"
rm -rf "$out"; mkdir -p "$out/new" "$out/artifacts"
log "building fuzz_read with -fsanitize=fuzzer,memory"
clang-19 -std=c11 -O1 -g -fsanitize=fuzzer,memory -fsanitize-memory-track-origins=2 \
  -fno-omit-frame-pointer -I"$CTS_ROOT/reader/include" -I"$CTS_ROOT/fuzz" \
  "$CTS_ROOT/fuzz/fuzz_read.c" "$dir/lib/libmlirbc.a" -lm -o "$out/fuzz_read" \
  || die "fuzz_read (MSan) did not build"
log "fuzz_read under MSan for ${secs}s (seeds: corpus/cases)"
rc=0
"$out/fuzz_read" -max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 \
  -dict="$CTS_ROOT/fuzz/mlirbc.dict" -artifact_prefix="$out/artifacts/" -print_final_stats=1 \
  "$out/new" "$CTS_ROOT/corpus/cases" >"$out/fuzz.log" 2>&1 || rc=$?
grep -E '^stat::number_of_executed_units|^#[0-9]+.*DONE' "$out/fuzz.log" | tail -2 >&2 || true
if [[ $rc -ne 0 ]]; then
  tail -n 60 "$out/fuzz.log" >&2
  die "fuzz_read under MSan failed (exit $rc); inputs in $out/artifacts/"
fi
log "fuzz_read under MSan: no findings in ${secs}s"
