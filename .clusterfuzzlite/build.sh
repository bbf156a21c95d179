#!/bin/bash -eu
# ClusterFuzzLite / OSS-Fuzz build script: compiles the libFuzzer targets of
# fuzz/ with the environment's $CC $CFLAGS and links them with
# $LIB_FUZZING_ENGINE into $OUT, each with its .options, the dictionary and a
# seed corpus zip (corpus/**/*.mlirbc). Generator-driven targets
# (fuzz_roundtrip, fuzz_read_sa) are built when generator/src has sources.
# Runs locally too (fuzz/test_cflite_build.sh does, with clang-19).
ROOT="${MLIRBC_SRC:-}"
if [[ -z "$ROOT" ]]; then
  if [[ -d "${SRC:-/nonexistent}/mlirbc-cts/fuzz" ]]; then ROOT="$SRC/mlirbc-cts"
  else ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"; fi
fi
: "${CC:?}" "${OUT:?}" "${WORK:?}" "${LIB_FUZZING_ENGINE:?}"
CFLAGS="${CFLAGS:-}"
obj="$WORK/mlirbc-obj"
rm -rf "$obj"; mkdir -p "$obj/reader" "$obj/gen" "$OUT"

compile_dir() { # compile_dir OUTDIR INCLUDES... -- SOURCES...
  local dir="$1"; shift
  local inc=()
  while [[ "$1" != "--" ]]; do inc+=("-I$1"); shift; done
  shift
  local s
  for s in "$@"; do
    # Sources of different subdirectories may share a base name.
    local o="$dir/$(echo "${s#"$ROOT"/}" | tr '/' '_').o"
    $CC $CFLAGS -std=c11 -O1 -g "${inc[@]}" -c "$s" -o "$o"
  done
}

# The grammar ID header (spec/CMakeLists.txt generates it the same way).
gen_dir="$WORK/mlirbc-generated"
mkdir -p "$gen_dir"
if [[ -f "$ROOT/spec/gen_grammar.py" ]]; then
  python3 "$ROOT/spec/gen_grammar.py" --grammar "$ROOT/spec/grammar.json" \
    --header "$gen_dir/mlirbc_grammar_ids.h"
fi
# The op properties layouts of the release model (reader/CMakeLists.txt
# generates the same table).
reader_gen=()
if [[ -f "$ROOT/spec/gen_props.py" ]]; then
  python3 "$ROOT/spec/gen_props.py" --releases "$ROOT/spec/releases" \
    --out "$gen_dir/mlirbc_props_table.c"
  reader_gen=("$gen_dir/mlirbc_props_table.c")
fi

shopt -s nullglob
compile_dir "$obj/reader" "$ROOT/reader/include" "$ROOT/reader/src" "$gen_dir" -- "$ROOT"/reader/src/*.c "${reader_gen[@]}"
reader_objs=("$obj"/reader/*.o)
gen_srcs=("$ROOT"/generator/src/*.c "$ROOT"/generator/src/mutate/*.c)
gen_objs=()
if [[ ${#gen_srcs[@]} -gt 0 ]]; then
  gen_inc=("$ROOT/generator/include" "$ROOT/generator/src" "$gen_dir")
  compile_dir "$obj/gen" "${gen_inc[@]}" -- "${gen_srcs[@]}"
  gen_objs=("$obj"/gen/*.o)
fi

targets=(fuzz_read fuzz_read_paths fuzz_dump)
[[ ${#gen_objs[@]} -gt 0 ]] && targets+=(fuzz_roundtrip fuzz_read_sa)

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

for t in "${targets[@]}"; do
  srcs=("$ROOT/fuzz/$t.c")
  [[ "$t" == *_sa ]] && srcs=("$ROOT/fuzz/${t%_sa}.c" "$ROOT/fuzz/custom_mutator.c")
  extra=("${reader_objs[@]}")
  [[ "$t" == fuzz_roundtrip || "$t" == *_sa ]] && extra+=("${gen_objs[@]}")
  $CC $CFLAGS -std=c11 -O1 -g -I"$ROOT/reader/include" -I"$ROOT/generator/include" \
    "${srcs[@]}" "${extra[@]}" $LIB_FUZZING_ENGINE -lm -o "$OUT/$t"
  [[ -f "$ROOT/fuzz/$t.options" ]] && cp "$ROOT/fuzz/$t.options" "$OUT/$t.options"
  make_zip "$OUT/${t}_seed_corpus.zip" "$seeds"
done
cp "$ROOT/fuzz/mlirbc.dict" "$OUT/mlirbc.dict"
echo "built: ${targets[*]}"
