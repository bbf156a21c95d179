#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# run.sh LANE [CTEST ARGS...] — ./cts test --lane LANE (see --help).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../common.sh"
LANES="$CTS_ROOT/scripts/lanes"

usage() {
  cat <<'U'
usage: ./cts test --lane m32|be|msan|analyze [CTEST ARGS...]

Portability and hardening lanes (docs/lanes.md). Each builds into
build-lane-LANE/ and prints ctest's summary line:
  m32      i386 build (gcc -m32, ASan+UBSan; under qemu-i386 with UBSan alone
           where the kernel cannot run i386 programs), reader tests (unit, alloc-failure,
           limits incl. 2^60 counts and 100k nesting, test_wide: sizes past
           4 GiB described by counts), whole-corpus comparison with x86-64
  be       s390x (big-endian) cross build run under qemu-s390x: the reader
           tests (unit, alloc-failure, limits, CLI, --batch, validate vs
           dump), every program through qemu-s390x; whole-corpus comparison
  msan     clang-19 MemorySanitizer build: reader tests, whole-corpus
           comparison, 60 s libFuzzer smoke of fuzz_read under MSan
           (MLIRBC_MSAN_FUZZ_SECONDS to change)
  analyze  gcc -fanalyzer and clang-19 --analyze over reader/ and generator/,
           -std=c11 -pedantic -Wconversion over reader/; new findings fail
           (scripts/lanes/analyze-baseline.txt lists the justified ones)
The whole-corpus comparison (scripts/lanes/corpus_compare.py) runs the x86-64
reader of build-lane-ref/ (RelWithDebInfo, shared by the lanes) and the lane's reader in --batch mode over every
corpus/**/*.mlirbc: verdict, error code, section, offset and --dump=json must
be identical. Install what a lane needs with ./cts bootstrap --lane LANE.
U
}

lane="${1:-}"
case "$lane" in -h|--help|"") usage; exit 0 ;; esac
shift

if [[ "$lane" == analyze ]]; then exec "$LANES/analyze.sh" "$@"; fi

dir="$CTS_ROOT/build-lane-$lane"
jobs="${CTS_JOBS:-2}"
# No C++ in the lanes: the header C++ check is a host-compiler matter and
# needs a C++ runtime per target.
common=(-DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=CMAKE_CXX_COMPILER-NOTFOUND)
emu=()
ctest_sel=(-L reader)
case "$lane" in
  m32)  conf=(-DCMAKE_TOOLCHAIN_FILE="$LANES/m32.cmake" -DMLIRBC_SANITIZE=ON) ;;
  be)   conf=(-DCMAKE_TOOLCHAIN_FILE="$LANES/s390x.cmake")
        # The toolchain file's CMAKE_CROSSCOMPILING_EMULATOR: CTest runs test
        # programs through it and the Python tests get it as MLIRBC_RUNNER
        # (no binfmt_misc in a container).
        emu=(qemu-s390x -L /usr/s390x-linux-gnu) ;;
  msan) conf=(-DCMAKE_TOOLCHAIN_FILE="$LANES/msan.cmake") ;;
  *) usage >&2; die "unknown lane: $lane" ;;
esac

"$CTS_ROOT/scripts/bootstrap.sh" --check --lane "$lane" >/dev/null 2>&1 \
  || die "lane $lane: missing packages; run ./cts bootstrap --lane $lane"

if [[ "$lane" == m32 ]]; then
  # The m32 programs run natively. A kernel without IA32 emulation (some VM
  # kernels) cannot run them: then they run under qemu-i386, with UBSan
  # alone (ASan's shadow memory cannot be mapped under qemu-user); without
  # qemu-i386 either, say so plainly rather than fail every test with
  # "Exec format error".
  probe=$(mktemp -d)
  printf 'int main(void) { return 0; }\n' >"$probe/p.c"
  prc=0 qrc=1
  { gcc -m32 "$probe/p.c" -o "$probe/p" && "$probe/p"; } 2>/dev/null || prc=$?
  if [[ $prc -ne 0 ]] && command -v qemu-i386 >/dev/null; then
    qemu-i386 "$probe/p" 2>/dev/null && qrc=0
  fi
  rm -rf "$probe"
  if [[ $prc -ne 0 && $qrc -eq 0 ]]; then
    log "lane m32: this kernel cannot run i386 programs; running them under qemu-i386 (UBSan only)"
    emu=(qemu-i386)
    conf+=(-DCMAKE_CROSSCOMPILING_EMULATOR=qemu-i386 -DMLIRBC_SANITIZERS=undefined)
    dir="$dir-qemu"  # another build: other sanitizers
  elif [[ $prc -ne 0 ]]; then
    # exit 77: the machine, not the code (.ci/run reports it as not run here)
    echo "[cts] lane m32: this machine cannot run i386 programs (exit $prc; kernel without IA32 emulation?) and has no qemu-i386 (./cts bootstrap --lane be installs qemu-user)" >&2
    exit 77
  fi
fi

start=$(date +%s)
# The x86-64 reference reader, in a directory of its own: the default builds
# (build/, build-asan/) are left to ./cts test, which may run at the same time.
ref="$CTS_ROOT/build-lane-ref"
mkdir -p "$ref"
log "configuring $ref (x86-64 reference reader)"
run_logged "$ref/cts-configure.log" cmake -S "$CTS_ROOT" -B "$ref" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  || die "cmake configure failed"
run_logged "$ref/cts-build.log" cmake --build "$ref" -j "$jobs" --target mlirbc-read \
  || die "reference build failed"

targets=(mlirbc-read)
for t in "$CTS_ROOT"/reader/tests/test_*.c; do t="${t##*/}"; targets+=("${t%.c}"); done
mkdir -p "$dir"
log "configuring $dir (lane $lane)"
run_logged "$dir/cts-configure.log" cmake -S "$CTS_ROOT" -B "$dir" "${common[@]}" "${conf[@]}" \
  || die "cmake configure failed"
log "building $dir: ${targets[*]}"
run_logged "$dir/cts-build.log" cmake --build "$dir" -j "$jobs" --target "${targets[@]}" \
  || die "lane build failed"

rc=0
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=0}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1}"
export MSAN_OPTIONS="${MSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1}"
log "running ctest ${ctest_sel[*]} in $dir"
(cd "$dir" && ctest --output-on-failure -j "$jobs" "${ctest_sel[@]}" "$@") || rc=1

log "whole-corpus comparison with x86-64"
python3 "$LANES/corpus_compare.py" --root "$CTS_ROOT" --ref "$ref/bin/mlirbc-read" \
  --lane "${emu[*]+${emu[*]} }$dir/bin/mlirbc-read" || rc=1

if [[ "$lane" == msan ]]; then
  "$LANES/msan_fuzz.sh" "$dir" "${MLIRBC_MSAN_FUZZ_SECONDS:-60}" || rc=1
fi
log "lane $lane: $([[ $rc -eq 0 ]] && echo PASS || echo FAIL) after $(( $(date +%s) - start ))s"
exit $rc
