#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# analyze.sh [CTEST ARGS...] — the analyze lane (./cts test --lane analyze):
# configures build-lane-analyze/ (compile_commands.json, the generated grammar
# header) and runs the CTest tests labelled analyze: gcc -fanalyzer and
# clang-19 --analyze over reader/ and generator/, -std=c11 -pedantic
# -Wconversion over reader/, each against scripts/lanes/analyze-baseline.txt.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../common.sh"
case "${1:-}" in -h|--help) sed -n '2,6p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;; esac
"$CTS_ROOT/scripts/bootstrap.sh" --check --lane analyze >/dev/null 2>&1 \
  || die "lane analyze: missing packages; run ./cts bootstrap --lane analyze"
dir="$CTS_ROOT/build-lane-analyze"
start=$(date +%s)
mkdir -p "$dir"
log "configuring $dir (lane analyze)"
run_logged "$dir/cts-configure.log" cmake -S "$CTS_ROOT" -B "$dir" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DMLIRBC_LANE_ANALYZE=ON -DCMAKE_EXPORT_COMPILE_COMMANDS=ON || die "cmake configure failed"
run_logged "$dir/cts-build.log" cmake --build "$dir" --target mlirbc_grammar_header \
  || die "grammar header build failed"
rc=0
# One test at a time: each runs its compiler on two cores itself.
(cd "$dir" && ctest --output-on-failure -j 1 -L analyze "$@") || rc=1
log "lane analyze: $([[ $rc -eq 0 ]] && echo PASS || echo FAIL) after $(( $(date +%s) - start ))s"
exit $rc
