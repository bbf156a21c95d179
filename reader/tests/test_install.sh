#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# test_install.sh BUILD_DIR REPO [FLAGS]
# `cmake --install` of the reader into a temporary prefix, then two
# consumers of what was installed, built outside this project:
#   * consumer.c compiled with `pkg-config --cflags --libs mlirbc`,
#   * reader/tests/consumer/ configured with find_package(mlirbc) and linked
#     to mlirbc::mlirbc (shared) and mlirbc::mlirbc_static,
# each run on an accepted and a rejected corpus file, where it must print
# mlirbc-read's rejection line and exit status. Also: the shared library's
# soname is libmlirbc.so.1 and it exports only mlirbc_* functions; the
# installed mlirbc-read runs. FLAGS: compiler flags the consumers need to
# link the build's libraries (the sanitizer flags of an ASan build).
set -euo pipefail
build="$1" repo="$2" flags="${3:-}"
need() {
  command -v "$1" >/dev/null 2>&1 && return 0
  if [[ "${CI:-}" == true ]]; then echo "FAIL: $1 missing under CI=true" >&2; exit 1; fi
  echo "SKIP: $1 missing (./cts bootstrap)" >&2; exit 77
}
need pkg-config
need cmake
cc="${CC:-cc}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
prefix="$tmp/prefix"
fail() { echo "FAIL: $*" >&2; exit 1; }

cmake --install "$build" --prefix "$prefix" >"$tmp/install.log" 2>&1 \
  || { cat "$tmp/install.log"; fail "cmake --install"; }
libdir="$(dirname "$(find "$prefix" -name 'libmlirbc.so.1' -print -quit)")"
[[ -d "$libdir" && "$libdir" != . ]] || fail "no libmlirbc.so.1 installed"
for f in include/mlirbc.h bin/mlirbc-read; do
  [[ -f "$prefix/$f" ]] || fail "not installed: $f"
done
for f in libmlirbc.a libmlirbc.so pkgconfig/mlirbc.pc cmake/mlirbc/mlirbcConfig.cmake \
         cmake/mlirbc/mlirbcConfigVersion.cmake cmake/mlirbc/mlirbcTargets.cmake; do
  [[ -e "$libdir/$f" ]] || fail "not installed: ${libdir#"$prefix"/}/$f"
done
if grep -rq "$repo\|$build" "$libdir/pkgconfig/mlirbc.pc" "$libdir/cmake/mlirbc/"; then
  fail "installed package files name the source or build tree"
fi

# The shared library: versioned soname, only the public API exported.
soname="$(objdump -p "$libdir/libmlirbc.so.1" | awk '$1 == "SONAME" { print $2 }')"
[[ "$soname" == libmlirbc.so.1 ]] || fail "soname is '$soname', not libmlirbc.so.1"
exported="$(nm -D --defined-only "$libdir/libmlirbc.so.1" | awk '$2 ~ /^[TDBR]$/ { print $3 }')"
others="$(grep -v '^mlirbc_' <<<"$exported" | grep -v '^_\(init\|fini\|edata\|end\|_bss_start\)$' || true)"
[[ -z "$others" ]] || fail "libmlirbc.so.1 exports non-API symbols: $(head -5 <<<"$others" | tr '\n' ' ')"
api="$(grep -o '^MLIRBC_API [^(]*(' "$repo/reader/include/mlirbc.h" | sed 's/.*[ *]\(mlirbc_[a-z_]*\)($/\1/' | sort)"
[[ $(wc -l <<<"$api") -ge 30 ]] || fail "found only $(wc -l <<<"$api") MLIRBC_API functions in mlirbc.h"
missing="$(comm -23 <(echo "$api") <(sort <<<"$exported"))"
[[ -z "$missing" ]] || fail "mlirbc.h functions not exported: $missing"
echo "libmlirbc.so.1: soname $soname, $(wc -l <<<"$exported") exported symbols, all mlirbc_*"

upstream=("$repo"/corpus/upstream/files/*.mlirbc)
accept="${upstream[0]}"
reject="$repo/corpus/cases/n_resource_missing_offset.mlirbc"
[[ -f "$accept" && -f "$reject" ]] || fail "corpus files missing"
# check_consumer NAME BINARY: same exit status and error line as mlirbc-read
check_consumer() {
  local name="$1" bin="$2" f want got
  for f in "$accept" "$reject"; do
    want="$("$build/bin/mlirbc-read" "$f" 2>&1; echo "exit $?")"
    got="$(LD_LIBRARY_PATH="$libdir" "$bin" "$f" 2>&1; echo "exit $?")"
    [[ "$want" == "$got" ]] || fail "$name on $f: '$got', mlirbc-read: '$want'"
  done
  echo "$name: agrees with mlirbc-read on an accepted and a rejected file"
}

# pkg-config
export PKG_CONFIG_PATH="$libdir/pkgconfig"
[[ "$(pkg-config --modversion mlirbc)" == 1.* ]] || fail "pkg-config --modversion mlirbc"
# shellcheck disable=SC2046,SC2086
"$cc" -std=c11 -Wall -Wextra -Werror $flags "$repo/reader/tests/consumer/consumer.c" \
  $(pkg-config --cflags --libs mlirbc) -o "$tmp/consumer_pc"
LD_LIBRARY_PATH="$libdir" ldd "$tmp/consumer_pc" | grep "libmlirbc.so.1 => $libdir" >/dev/null || fail "the pkg-config consumer does not load the installed libmlirbc.so.1"
check_consumer "pkg-config consumer (shared)" "$tmp/consumer_pc"
# shellcheck disable=SC2046,SC2086
"$cc" -std=c11 $flags "$repo/reader/tests/consumer/consumer.c" \
  $(pkg-config --cflags mlirbc) "$libdir/libmlirbc.a" $(pkg-config --static --libs-only-l mlirbc | sed 's/-lmlirbc//') \
  -o "$tmp/consumer_pc_static"
check_consumer "pkg-config consumer (static)" "$tmp/consumer_pc_static"
if LD_LIBRARY_PATH= ldd "$tmp/consumer_pc_static" | grep libmlirbc >/dev/null; then
  fail "the static consumer links libmlirbc.so"
fi

# find_package(mlirbc)
cmake -S "$repo/reader/tests/consumer" -B "$tmp/cbuild" -DCMAKE_PREFIX_PATH="$prefix" \
  -DCMAKE_C_COMPILER="$cc" -DCMAKE_C_FLAGS="$flags" -DCMAKE_EXE_LINKER_FLAGS="$flags" \
  >"$tmp/cconf.log" 2>&1 || { cat "$tmp/cconf.log"; fail "find_package consumer: configure"; }
cmake --build "$tmp/cbuild" >"$tmp/cbuild.log" 2>&1 \
  || { cat "$tmp/cbuild.log"; fail "find_package consumer: build"; }
check_consumer "find_package consumer (mlirbc::mlirbc)" "$tmp/cbuild/consumer"
check_consumer "find_package consumer (mlirbc::mlirbc_static)" "$tmp/cbuild/consumer_static"

# the installed command line
"$prefix/bin/mlirbc-read" "$accept" || fail "installed mlirbc-read rejects $accept"
echo "test_install: ok"
