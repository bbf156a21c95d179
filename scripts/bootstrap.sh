#!/usr/bin/env bash
# bootstrap.sh [--check] [--lane NAME]
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
usage: ./cts bootstrap [--check] [--minimal | --lane m32|be|msan|analyze]

Installs the missing Debian packages among
  mlir-22-tools mlir-19-tools mlir-16-tools clang-19 libclang-rt-19-dev afl++
  chromium (headless checks of the HTML report) nodejs (the Node.js adapter of
  spec/certify-protocol.md, the JavaScript binding) lld-19 wasi-libc
  libclang-rt-19-dev-wasm32 (./cts wasm) pkg-config npm (the JavaScript
  package test) cmake python3 gcc g++ make
with `apt-get update` first. Does nothing when everything is present.
As non-root it uses sudo; without sudo it prints the one command to run and
exits 1. --check only reports what is missing (exit 1 if anything is).
--minimal: only the build tools (cmake python3 gcc g++ make): enough to build
the reference reader and run ./cts certify (the GitHub Action, action.yml).
--lane NAME: only the build tools (cmake python3 gcc make) and what
`./cts test --lane NAME` needs:
  m32      gcc-12-multilib libc6-dev-i386 (i386 libgcc and libc)
  be       qemu-user gcc-s390x-linux-gnu libc6-dev-s390x-cross
  msan     clang-19 libclang-rt-19-dev (the MemorySanitizer runtime)
  analyze  clang-19 (clang-19 --analyze); gcc -fanalyzer comes with gcc
U
}

check_only=0
lane=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --check) check_only=1; shift ;;
    --lane) lane="${2:?--lane needs a name}"; shift 2 ;;
    --minimal) lane=minimal; shift ;;
    -h|--help) usage; exit 0 ;;
    *) usage >&2; die "unknown argument: $1" ;;
  esac
done

# package:probe (a command on PATH, or a file path)
want=(
  "cmake:cmake" "python3:python3" "gcc:gcc" "g++:g++" "make:make"
  "mlir-22-tools:mlir-opt-22" "mlir-19-tools:mlir-opt-19" "mlir-16-tools:mlir-opt-16"
  "clang-19:clang-19"
  "libclang-rt-19-dev:/usr/lib/llvm-19/lib/clang/19/lib/linux/libclang_rt.fuzzer-x86_64.a"
  "afl++:afl-fuzz"
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
case "$lane" in
  "") ;;
  minimal) want+=("g++:g++") ;;
  # gcc-12-multilib, not gcc-multilib: that one conflicts with the cross gcc.
  m32) want+=("gcc-12-multilib:/usr/lib/gcc/x86_64-linux-gnu/12/32/libgcc.a"
              "libc6-dev-i386:/usr/include/x86_64-linux-gnu/gnu/stubs-32.h") ;;
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

if [[ ${#missing[@]} -eq 0 ]]; then
  log "bootstrap: all tools present"
  exit 0
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
