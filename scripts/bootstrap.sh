#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# bootstrap.sh [--check] [--lane NAME | --for COMMAND] [--release-model]
# Installs the Debian (bookworm) packages the suite needs, only when one is missing.
#   minimal: what a build needs (gcc, g++, cmake, python3, make)
#   all:     + mlir-opt 22/19/16, clang-19 + libclang-rt-19-dev (libFuzzer, sanitizers), afl++,
#            chromium (headless check of the HTML report), nodejs (certify-protocol adapter,
#            JavaScript binding), lld-19 + wasi-libc + libclang-rt-19-dev-wasm32 (./cts wasm),
#            pkg-config (install test), npm (JavaScript package test)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

usage() {
  cat <<'U'
usage: ./cts bootstrap [--check] [--minimal | --lane m32|be|msan|analyze | --for COMMAND]
                       [--release-model]

Installs the missing Debian packages among
  mlir-22-tools mlir-19-tools mlir-16-tools clang-19 libclang-rt-19-dev afl++
  llvm-19 (llvm-cov: fuzz/reader_coverage.sh) chromium (headless checks of the
  HTML report) nodejs (the Node.js adapter of spec/certify-protocol.md, the
  JavaScript binding) lld-19 wasi-libc
  libclang-rt-19-dev-wasm32 (./cts wasm) pkg-config npm (the JavaScript
  package test) cmake python3 gcc g++ make
with `apt-get update` first. Does nothing when everything is present.
As non-root it uses sudo; without sudo it prints the one command to run and
exits 1. --check only reports what is missing (exit 1 if anything is).
--minimal: only the build tools (cmake python3 gcc g++ make): enough to build
the reference reader and run ./cts certify (the GitHub Action, action.yml).
--lane NAME: only the build tools (cmake python3 gcc make) and what
`./cts test --lane NAME` needs:
  m32      gcc-12-multilib libc6-dev-i386 (i386 libgcc and libc), qemu-user
           (qemu-i386, for kernels that cannot run i386 programs)
  be       qemu-user gcc-s390x-linux-gnu libc6-dev-s390x-cross
  msan     clang-19 libclang-rt-19-dev (the MemorySanitizer runtime)
  analyze  clang-19 (clang-19 --analyze); gcc -fanalyzer comes with gcc
--for COMMAND: only what that ./cts command uses (./cts calls it so):
  report   the build tools and mlir-opt 16/19/22
  bench    the build tools, mlir-opt-22, and for the WebAssembly and
           explorer rows clang-19 lld-19 wasi-libc libclang-rt-19-dev-wasm32
           nodejs chromium
  fuzz     the build tools, clang-19 libclang-rt-19-dev afl++, llvm-19 (coverage
           of a campaign's corpus), mlir-opt-22 (the differential step)
  test     everything above, nodejs npm pkg-config, and the release model
--release-model: only unpack libmlir-16-dev, libmlir-19-dev and libmlir-22-dev
  (generated headers and static libraries that spec/tools/mkreleases.py reads)
  under .cache/release-model/N. The three packages conflict with each other,
  so they are fetched with `apt-get download` and unpacked, not installed.
  The full bootstrap (no --lane) does this too.
U
}

check_only=0
lane=""
release_model_only=0
for_cmd=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --check) check_only=1; shift ;;
    --lane) lane="${2:?--lane needs a name}"; shift 2 ;;
    --minimal) lane=minimal; shift ;;
    --for) for_cmd="${2:?--for needs a command}"; shift 2 ;;
    --release-model) release_model_only=1; shift ;;
    -h|--help) usage; exit 0 ;;
    *) usage >&2; die "unknown argument: $1" ;;
  esac
done

# Release model sources (spec/tools/mkreleases.py): libmlir-N-dev unpacked under
# .cache/release-model/N. Not installed: the three -dev packages conflict.
release_model_dir="$CTS_ROOT/.cache/release-model"
release_model_missing() {
  local v
  for v in 16 19 22; do
    [[ -f "$release_model_dir/$v/usr/lib/llvm-$v/lib/libMLIRIR.a" ]] || echo "$v"
  done
}
release_model_fetch() {
  local v deb tmp
  local missing_v; missing_v=$(release_model_missing)
  [[ -z "$missing_v" ]] && { log "bootstrap: release model sources present"; return 0; }
  [[ $check_only -eq 1 ]] && { log "bootstrap: release model sources missing: $(echo $missing_v)"; return 1; }
  command -v dpkg-deb >/dev/null 2>&1 || die "bootstrap: dpkg-deb not found (needed to unpack libmlir-N-dev)"
  tmp=$(mktemp -d) && chmod 755 "$tmp"  # readable by apt's _apt user
  for v in $missing_v; do
    log "bootstrap: fetching libmlir-$v-dev"
    if ! (cd "$tmp" && apt-get download "libmlir-$v-dev" >&2); then
      (apt-get update >&2 || true)
      (cd "$tmp" && apt-get download "libmlir-$v-dev" >&2) || { rm -rf "$tmp"; die "bootstrap: apt-get download libmlir-$v-dev failed"; }
    fi
    deb=$(ls "$tmp"/libmlir-"$v"-dev_*.deb)
    rm -rf "$release_model_dir/$v" && mkdir -p "$release_model_dir/$v"
    dpkg-deb -x "$deb" "$release_model_dir/$v" || { rm -rf "$tmp"; die "bootstrap: unpacking $deb failed"; }
    rm -f "$deb"
  done
  rm -rf "$tmp"
  [[ -z "$(release_model_missing)" ]] || die "bootstrap: release model sources still missing"
  log "bootstrap: unpacked libmlir-{$(echo $missing_v | tr ' ' ,)}-dev under .cache/release-model"
}
if [[ $release_model_only -eq 1 ]]; then release_model_fetch; exit $?; fi

# package:probe (a command on PATH, or a file path)
want=(
  "cmake:cmake" "python3:python3" "gcc:gcc" "g++:g++" "make:make"
  "mlir-22-tools:mlir-opt-22" "mlir-19-tools:mlir-opt-19" "mlir-16-tools:mlir-opt-16"
  "clang-19:clang-19"
  "libclang-rt-19-dev:/usr/lib/llvm-19/lib/clang/19/lib/linux/libclang_rt.fuzzer-x86_64.a"
  "afl++:afl-fuzz"
  "llvm-19:llvm-cov-19"  # fuzz/reader_coverage.sh (llvm-profdata-19, llvm-cov-19)
  "chromium:chromium"
  "nodejs:node"
  # ./cts wasm (the WebAssembly reader) and the install test's pkg-config consumer
  "lld-19:wasm-ld-19"
  "wasi-libc:/usr/lib/wasm32-wasi/libc.a"
  "libclang-rt-19-dev-wasm32:/usr/lib/llvm-19/lib/clang/19/lib/wasi/libclang_rt.builtins-wasm32.a"
  "pkg-config:pkg-config"
  "npm:npm"
)
# Per lane (./cts test --lane NAME): only the build tools plus what the lane
# needs (no mlir-opt, afl++, chromium, nodejs).
[[ -n "$lane" ]] && want=("cmake:cmake" "python3:python3" "gcc:gcc" "make:make")
# Per command (./cts COMMAND): the build tools plus what it runs.
build_tools=("cmake:cmake" "python3:python3" "gcc:gcc" "make:make")
wasm_tools=("clang-19:clang-19" "lld-19:wasm-ld-19" "wasi-libc:/usr/lib/wasm32-wasi/libc.a"
            "libclang-rt-19-dev-wasm32:/usr/lib/llvm-19/lib/clang/19/lib/wasi/libclang_rt.builtins-wasm32.a")
case "$for_cmd" in
  ""|test) ;;
  report) want=("${build_tools[@]}" "mlir-22-tools:mlir-opt-22" "mlir-19-tools:mlir-opt-19"
                "mlir-16-tools:mlir-opt-16") ;;
  bench) want=("${build_tools[@]}" "mlir-22-tools:mlir-opt-22" "${wasm_tools[@]}"
               "nodejs:node" "chromium:chromium") ;;
  fuzz) want=("${build_tools[@]}" "clang-19:clang-19"
              "libclang-rt-19-dev:/usr/lib/llvm-19/lib/clang/19/lib/linux/libclang_rt.fuzzer-x86_64.a"
              "afl++:afl-fuzz" "llvm-19:llvm-cov-19" "mlir-22-tools:mlir-opt-22") ;;
  *) die "unknown command for --for: $for_cmd (report, bench, fuzz, test)" ;;
esac
[[ -n "$lane" && -n "$for_cmd" ]] && die "--lane and --for exclude each other"
case "$lane" in
  "") ;;
  minimal) want+=("g++:g++") ;;
  # gcc-12-multilib, not gcc-multilib: that one conflicts with the cross gcc.
  m32) want+=("gcc-12-multilib:/usr/lib/gcc/x86_64-linux-gnu/12/32/libgcc.a"
              "libc6-dev-i386:/usr/include/x86_64-linux-gnu/gnu/stubs-32.h"
              "qemu-user:qemu-i386") ;;
  be) want+=("qemu-user:qemu-s390x" "gcc-s390x-linux-gnu:s390x-linux-gnu-gcc"
             "libc6-dev-s390x-cross:/usr/s390x-linux-gnu/include/stdio.h") ;;
  msan) want+=("clang-19:clang-19" "libclang-rt-19-dev:/usr/lib/llvm-19/lib/clang/19/lib/linux/libclang_rt.msan-x86_64.a") ;;
  # clang-19 --analyze is the static analyzer itself (scan-build only wraps it).
  analyze) want+=("clang-19:clang-19") ;;
  *) die "unknown lane: $lane (m32, be, msan, analyze)" ;;
esac

missing=()
for w in "${want[@]}"; do
  pkg="${w%%:*}" probe="${w#*:}"
  if [[ "$probe" == /* ]]; then
    # Architecture-independent check for the runtime file.
    if [[ "$pkg" == libclang-rt-19-dev && "$probe" == *fuzzer* ]]; then
      compgen -G "/usr/lib/llvm-19/lib/clang/19/lib/linux/libclang_rt.fuzzer-*.a" >/dev/null \
        || missing+=("$pkg")
    else
      [[ -e "$probe" ]] || missing+=("$pkg")
    fi
  else
    command -v "$probe" >/dev/null 2>&1 || missing+=("$pkg")
  fi
done

rm_status=0
if [[ -z "$lane" && ( -z "$for_cmd" || "$for_cmd" == test ) ]]; then
  release_model_fetch || rm_status=1
fi
if [[ ${#missing[@]} -eq 0 ]]; then
  log "bootstrap: all tools present"
  exit $rm_status
fi
log "bootstrap: missing packages: ${missing[*]}"
[[ $check_only -eq 1 ]] && exit 1

cmd="apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ${missing[*]}"
if [[ $(id -u) -eq 0 ]]; then
  sh -c "$cmd" >&2
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  sudo sh -c "$cmd" >&2
else
  echo "bootstrap: not root and no sudo; run this as root:" >&2
  echo "  sh -c '$cmd'"
  exit 1
fi

# Verify.
still=()
for w in "${want[@]}"; do
  pkg="${w%%:*}" probe="${w#*:}"
  if [[ "$probe" != /* ]]; then command -v "$probe" >/dev/null 2>&1 || still+=("$pkg"); fi
done
[[ ${#still[@]} -eq 0 ]] || die "bootstrap: still missing after install: ${still[*]}"
log "bootstrap: installed ${missing[*]}"
