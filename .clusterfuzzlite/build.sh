#!/bin/bash -eu
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# ClusterFuzzLite / OSS-Fuzz build script: builds the libFuzzer targets of
# fuzz/targets.txt through CMake (fuzz/CMakeLists.txt) with the environment's
# $CC, $CFLAGS and $LIB_FUZZING_ENGINE, installs them into $OUT with their
# .options and the dictionary, and adds a seed corpus zip per target
# (corpus/**/*.mlirbc). Runs locally too (fuzz/test_cflite_build.sh does,
# with clang-19).
ROOT="${MLIRBC_SRC:-}"
if [[ -z "$ROOT" ]]; then
  if [[ -d "${SRC:-/nonexistent}/mlirbc-cts/fuzz" ]]; then ROOT="$SRC/mlirbc-cts"
  else ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"; fi
fi
: "${CC:?}" "${OUT:?}" "${WORK:?}" "${LIB_FUZZING_ENGINE:?}"
CFLAGS="${CFLAGS:-}"
build="$WORK/mlirbc-build"
rm -rf "$build"; mkdir -p "$OUT"

# Build type None: the flags are the environment's (sanitizers, coverage),
# after -O1 -g; MLIRBC_FUZZ_ENGINE keeps CMake from adding its own.
cmake -S "$ROOT" -B "$build" -DCMAKE_C_COMPILER="$CC" -DCMAKE_BUILD_TYPE=None \
  -DCMAKE_C_FLAGS="-O1 -g $CFLAGS" -DMLIRBC_FUZZ=ON -DMLIRBC_FUZZ_ENGINE="$LIB_FUZZING_ENGINE"
cmake --build "$build" -j "$(nproc)" --target mlirbc_fuzzers
cmake --install "$build" --component fuzzers --prefix "$OUT"

# Seed corpus: every corpus/**/*.mlirbc (libFuzzer treats them as inputs;
# for fuzz_roundtrip they are just bytes that pick generator knobs).
seeds="$WORK/mlirbc-seeds"
rm -rf "$seeds"; mkdir -p "$seeds"
find "$ROOT/corpus" -name '*.mlirbc' -type f -size -64k -exec cp -t "$seeds" {} + 2>/dev/null || true
make_zip() { # make_zip ZIP DIR
  rm -f "$1"
  if command -v zip >/dev/null; then (cd "$2" && zip -q -r "$1" .)
  else (cd "$2" && python3 -m zipfile -c "$1" .); fi
}
built=()
for opts in "$OUT"/*.options; do  # one per installed target
  t="$(basename "$opts" .options)"
  make_zip "$OUT/${t}_seed_corpus.zip" "$seeds"
  built+=("$t")
done
echo "built: ${built[*]}"
