#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# cts — front door of mlirbc-cts (MLIR bytecode conformance test suite).
set -euo pipefail
CTS_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
export CTS_ROOT
# Every Python tool imports the project's packages (oracle, spec) from the checkout.
export PYTHONPATH="$CTS_ROOT${PYTHONPATH:+:$PYTHONPATH}"
source "$CTS_ROOT/scripts/common.sh"

usage() {
  cat <<'U'
usage: ./cts COMMAND [OPTIONS]   (every command takes --help)

  report      the conformance report: reference reader + every installed
              mlir-opt (16/19/22) over the corpus, L0-L3 comparison, ambiguity
              table, cross-version matrix; writes reports/latest/
              (conformance.json, index.html, summary.md)
  test        build with ASan+UBSan (build-asan/) and run every CTest test
              (--no-sanitize: use build/)
  bench       time the reader against mlir-opt-22 on large generated files
  fuzz        build the fuzz targets (libFuzzer + AFL++) and run a campaign:
              merge corpora, dedup crashes, differential vs mlir-opt, write
              reports/fuzz/ (--budget SECONDS, default 60, or --runs N;
              --smoke for CI)
  bootstrap   install missing Debian packages (mlir-opt 22/19/16, clang-19,
              libclang-rt-19-dev, afl++, chromium, cmake, python3);
              --lane NAME: also what ./cts test --lane NAME needs
  help        this text
U
}

# Bootstrap when something is missing. Under CI=true a failed bootstrap is
# fatal; otherwise we go on and the tests that need a tool skip loudly.
# ensure_tools COMMAND: only what that command uses (bootstrap.sh --for).
ensure_tools() {
  local for_cmd=(--for "${1:?ensure_tools needs the command}")
  if "$CTS_ROOT/scripts/bootstrap.sh" --check "${for_cmd[@]}" >/dev/null 2>&1; then return 0; fi
  if "$CTS_ROOT/scripts/bootstrap.sh" "${for_cmd[@]}"; then return 0; fi
  if [[ "${CI:-}" == "true" ]]; then die "bootstrap failed under CI=true"; fi
  warn "bootstrap failed; continuing (tests needing missing tools will be skipped)"
}

cmd_report() {
  case "${1:-}" in -h|--help)
    cat <<'U'
usage: ./cts report [--out DIR] [-j N] [--oracle PATH]... [--cases GLOB]...
                    [--timeout S] [--no-sweep] [--no-mlir-opt] [--no-cache]
                    [--cache-dir DIR] [--previous FILE] [--no-render] [-q]
                    [--shard K/N] [--reader-version STRING]
       ./cts report --merge DIR... [--out DIR] [--previous FILE]

Bootstraps if needed, builds build/ (no sanitizers), then runs the conformance
oracle (python3 -m oracle.report): the reference reader and every installed mlir-opt
(mlir-opt-16/19/22 on PATH, more with --oracle PATH) over corpus/manifest.json,
corpus/upstream/ and any other corpus/**/*.mlirbc; compares outputs at L1-L3,
classifies disagreements, sweeps buffer offsets (AMB-003), builds the
cross-version matrix and compares with the previous report. Writes
OUT/conformance.json (spec/conformance-schema.md), OUT/perf.json (timings;
not tracked) and OUT/index.html + OUT/summary.md (oracle/report/render.py); OUT is
--out DIR, by default reports/latest/ (committed: the latest published report).
Reproducible: with nothing changed a re-run rewrites no tracked file. The
reference reader is identified by a digest of its sources, mlir-opt by its
version. A verdict that differs from the previous report for the same file
bytes and reader identity is environment-dependent: it is marked flaky (with
the attempts that tried to reproduce it: again, and at a longer path), keeps
the previous result and is never a change. The crashes, hangs and OOMs of
each mlir-opt are grouped into root causes across releases, each with a
reproducer and the upstream issue when spec/upstream-bugs.json knows one.
Results are cached in build/oracle-cache/ (--cache-dir DIR elsewhere; a re-run
only does new work; --no-cache ignores it).
A full run into reports/latest also fills the measured parts of
spec/ambiguities/*.json ("cases", "observed", "flaky"; oracle/report/ambiguities.py).
-j N: parallel runs (default: CPUs). --cases GLOB: only matching case ids/files
(fnmatch, repeatable). --timeout S: per run (default 30). --oracle PATH: one
more mlir-opt binary. --no-mlir-opt: none from PATH (--oracle ones run). --no-sweep:
skip the buffer-offset sweep. --previous FILE: the report to list changes
against (default: OUT/conformance.json before it is overwritten).
--no-render: conformance.json + perf.json only. -q: no progress on stderr
(otherwise progress and runs/s per reader go to stderr).
--shard K/N: run only the K-th of N slices of the cases (by a hash of the case
id) into OUT (give each shard its own --out, and --previous for flaky
detection); --merge DIR...: join the N shard outputs into one report (the same
bytes a single run writes), render it, fill the registry. .github/workflows/
report-shards.yml runs the shards as a CI matrix.
Exits 1 if the reference reader crashed, hung or ran out of memory on a case.
U
    return 0 ;;
  esac
  local out="$CTS_ROOT/reports/latest" pass=() merge=0
  while [[ $# -gt 0 ]]; do
    case "$1" in
      --out) out="${2:?}"; shift 2 ;;
      -j|--oracle|--cases|--timeout|--previous|--cache-dir|--shard|--reader-version)
        pass+=("$1" "${2:?}"); shift 2 ;;
      -j*|--no-cache|--no-sweep|--no-mlir-opt|--no-render|-q|--quiet) pass+=("$1"); shift ;;
      --merge)
        merge=1; pass+=("$1"); shift
        [[ $# -gt 0 && "$1" != -* ]] || die "report: --merge needs at least one DIR"
        while [[ $# -gt 0 && "$1" != -* ]]; do pass+=("$1"); shift; done ;;
      *) die "report: unknown argument: $1 (see ./cts report --help)" ;;
    esac
  done
  # a merge runs no reader: it needs no mlir-opt, only the reader for the
  # annotated hex dumps of the rendered page
  [[ $merge -eq 1 ]] || ensure_tools report
  cts_build "$CTS_ROOT/build" -DCMAKE_BUILD_TYPE=RelWithDebInfo
  local reader="$CTS_ROOT/build/bin/mlirbc-read"
  [[ -x "$reader" ]] || die "mlirbc-read was not built"
  log "running the oracle (python3 -m oracle.report)"
  # A full run into reports/latest also fills the registry's measured parts
  # (oracle/report/ambiguities.py).
  PYTHONPATH="$CTS_ROOT" python3 -m oracle.report --reader "$reader" --out "$out" ${pass[@]+"${pass[@]}"}
}

cmd_test() {
  local sanitize=1 jobs=2 ctest_args=()
  while [[ $# -gt 0 ]]; do
    case "$1" in
      -h|--help)
        cat <<'U'
usage: ./cts test [--no-sanitize] [-j N] [CTEST ARGS...]
       ./cts test --lane m32|be|msan|analyze [CTEST ARGS...]

Bootstraps if needed, configures and builds build-asan/ with
-DMLIRBC_SANITIZE=ON (ASan+UBSan) and runs `ctest --output-on-failure -j2`.
--no-sanitize builds and tests build/ instead. Other arguments go to ctest,
e.g. `./cts test -L reader` or `./cts test -R fuzz_smoke`.
Labels: reader, oracle, mlir (needs mlir-opt), fuzz.
--lane NAME: a portability/hardening lane in build-lane-NAME/ (32-bit,
big-endian under qemu, MemorySanitizer, static analysis); see
`./cts test --lane --help` and `./cts bootstrap --lane NAME`.
Under CI=true a test whose tool (mlir-opt, clang-19, afl++) is missing fails;
otherwise it is reported as skipped.
U
        return 0 ;;
      --no-sanitize) sanitize=0; shift ;;
      --lane) shift; CTS_JOBS="$jobs" exec "$CTS_ROOT/scripts/lanes/run.sh" "$@" ;;
      --lane=*) local l="${1#--lane=}"; shift
        CTS_JOBS="$jobs" exec "$CTS_ROOT/scripts/lanes/run.sh" "$l" "$@" ;;
      -j) jobs="${2:?}"; shift 2 ;;
      -j*) jobs="${1#-j}"; shift ;;
      *) ctest_args+=("$1"); shift ;;
    esac
  done
  ensure_tools test
  local dir
  if [[ $sanitize -eq 1 ]]; then
    dir="$CTS_ROOT/build-asan"
    cts_build "$dir" -DMLIRBC_SANITIZE=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo
  else
    dir="$CTS_ROOT/build"
    cts_build "$dir" -DCMAKE_BUILD_TYPE=RelWithDebInfo
  fi
  log "running ctest in $dir"
  export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=0}"
  export UBSAN_OPTIONS="${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1}"
  (cd "$dir" && ctest --output-on-failure -j "$jobs" ${ctest_args[@]+"${ctest_args[@]}"})
}

cmd_bench() {
  case "${1:-}" in -h|--help)
    cat <<'U'
usage: ./cts bench [--quick] [--only ops,blobs,deep,wasm,depth] [--deep N] [--baseline READER]
                   [--blob-mb N] [--repeat N] [--timeout S] [--reader-mem-gb G]
       ./cts bench --explorer FILE

Builds build/ (optimised, no sanitizers), generates large bytecode files
(cached in build/bench/: 200k and 2M ops at v1 and v6 and 128 MB of
dense_resource blobs, converted by mlir-opt-22; a 100,000-deep nest written
by `mlirbc-gen nest`), and times `mlirbc-read FILE`,
`mlirbc-read --dump=json FILE`, the varint walk (build/bin/varint-walk:
every byte decoded as varints, nothing else) and `mlir-opt-22` on them
(best of 3: wall time, CPU time, peak RSS). Prints one markdown table.
wasm: the WebAssembly build (./cts wasm) against the native library on the
v6 ops files (reader/bench/bench_wasm.py). The figures go into
reports/bench/bench.json (one group each; a partial run replaces only its
groups) and docs/benchmarks.md's tables are rendered from it
(reader/bench/bench_report.py; CTest bench_docs checks). Each run is killed
after --timeout seconds (default 120; the table says "> 120 s"), a reader
run is limited to --reader-mem-gb GB (default 4). --quick: only the 200k-op
files. --only: those row groups. --deep N: the nest's depth (0 = no deep
row). --baseline: time another mlirbc-read build alongside. The first run
spends a few minutes making the files; the deep row takes about 4 minutes
(mlir-opt-22 and the reader's --dump=json both reach the timeout).

--explorer FILE: only the explorer (explorer/tests/bench_explorer.py): opens
FILE in the page in headless Chromium with the WebAssembly reader (./cts wasm)
and prints one JSON line {"ready_s", "verdict_s", "peak_mb", "file_mb", ...}:
seconds until the page is ready (a file of 4 MB or more: its bytes, the
tree's root and the verdict pending), until the verdict is shown, the
renderer's peak resident MB; the figures go into reports/bench/bench.json's
"explorer" group and docs/benchmarks.md.

--only depth (only when named): depth scaling instead, reader/bench/bench_depth.py:
nested regions, blocks, attributes and types at 1k, 4k, 16k and 32k levels,
the reader and each mlir-opt-16/19/22 (CPU time per level, start-up taken
out), written to reports/depth/depth.json and reports/depth/index.md; takes
about 15 minutes (--repeat, default 3, and --timeout apply).
U
    return 0 ;;
  esac
  ensure_tools bench
  cts_build "$CTS_ROOT/build" -DCMAKE_BUILD_TYPE=RelWithDebInfo
  if [[ "${1:-}" == --explorer ]]; then
    local file=${2:?--explorer needs a file} json="$CTS_ROOT/reports/bench/bench.json"
    "$CTS_ROOT/scripts/cts-wasm" >&2 || return
    nice -n 10 python3 "$CTS_ROOT/explorer/tests/bench_explorer.py" --reader "$CTS_ROOT/build/bin/mlirbc-read" \
      --wasm "$CTS_ROOT/reader/bindings/js/mlirbc.wasm" --json "$json" "$file" || return
    python3 "$CTS_ROOT/reader/bench/bench_report.py" --json "$json" --doc "$CTS_ROOT/docs/benchmarks.md"
    return
  fi
  # --only depth: the depth bench (its own script); wasm: bench_wasm.py;
  # other groups: the size bench
  local a groups="" only=0 depth=0 wasm=1 quick=0 rest=() dargs=(--repeat 3)
  local json="$CTS_ROOT/reports/bench/bench.json"
  while (($#)); do
    a=$1; shift
    case "$a" in
      --only) groups=${1:-}; only=1; shift || true ;;
      --only=*) groups=${a#--only=}; only=1 ;;
      --repeat|--timeout) dargs+=("$a" "${1:-}"); rest+=("$a" "${1:-}"); shift || true ;;
      --quick) quick=1; rest+=("$a") ;;
      *) rest+=("$a") ;;
    esac
  done
  if ((only)); then
    [[ ",$groups," == *,wasm,* ]] || wasm=0
    groups=$(printf '%s' ",$groups," | sed 's/,wasm,/,/; s/^,//; s/,$//')
  fi
  if [[ ",$groups," == *,depth,* ]]; then
    depth=1
    groups=$(printf '%s' ",$groups," | sed 's/,depth,/,/; s/^,//; s/,$//')
  fi
  if ((depth)); then
    python3 "$CTS_ROOT/reader/bench/bench_depth.py" --reader "$CTS_ROOT/build/bin/mlirbc-read" \
      --gen "$CTS_ROOT/build/bin/mlirbc-gen" --cache "$CTS_ROOT/build/bench/depth" \
      --out "$CTS_ROOT/reports/depth" "${dargs[@]}" || return
    [[ -n "$groups" || $wasm -eq 1 ]] || return 0
  fi
  local rc=0
  if [[ $only -eq 0 || -n "$groups" ]]; then
    python3 "$CTS_ROOT/reader/bench/bench_vs_mlir_opt.py" --reader "$CTS_ROOT/build/bin/mlirbc-read" \
      --cache "$CTS_ROOT/build/bench" --json "$json" ${groups:+--only "$groups"} \
      ${rest[@]+"${rest[@]}"} || rc=$?
  fi
  if ((wasm)); then
    local f files=()
    for f in "$CTS_ROOT"/build/bench/ops_2*.v6.mlirbc; do
      [[ -f "$f" && ( $quick -eq 0 || "$f" == */ops_200k.* ) ]] && files+=("$f")
    done
    if [[ ${#files[@]} -eq 0 ]]; then
      warn "bench: no ops files in build/bench yet (run ./cts bench --only ops first); no wasm group"
    else
      "$CTS_ROOT/scripts/cts-wasm" || return
      MLIRBC_LIB_DIR="$CTS_ROOT/build/lib" python3 "$CTS_ROOT/reader/bench/bench_wasm.py" \
        --json "$json" "${files[@]}" || return
    fi
  fi
  python3 "$CTS_ROOT/reader/bench/bench_report.py" --json "$json" \
    --doc "$CTS_ROOT/docs/benchmarks.md" || return
  log "figures: reports/bench/bench.json; tables: docs/benchmarks.md"
  return $rc
}

cmd_fuzz() {
  case "${1:-}" in -h|--help) "$CTS_ROOT/scripts/fuzz.sh" --help; return 0 ;; esac
  ensure_tools fuzz
  "$CTS_ROOT/scripts/fuzz.sh" "$@"
}

list_plugins() {
  local f
  for f in "$CTS_ROOT"/scripts/cts-*; do
    [[ -x "$f" ]] || continue
    printf '  %-11s %s\n' "${f##*/cts-}" "$(sed -n 's/^# cts-summary: //p' "$f" | head -1)"
  done
}

cmd_bootstrap() { "$CTS_ROOT/scripts/bootstrap.sh" "$@"; }

main() {
  local cmd="${1:-help}"
  [[ $# -gt 0 ]] && shift
  case "$cmd" in
    report) cmd_report "$@" ;;
    test) cmd_test "$@" ;;
    bench) cmd_bench "$@" ;;
    fuzz) cmd_fuzz "$@" ;;
    bootstrap) cmd_bootstrap "$@" ;;
    help|-h|--help) usage; list_plugins ;;
    *)
      # Commands owned by other parts of the suite live in scripts/cts-CMD
      # (any executable); each handles its own --help.
      if [[ -x "$CTS_ROOT/scripts/cts-$cmd" ]]; then
        exec "$CTS_ROOT/scripts/cts-$cmd" "$@"
      fi
      usage >&2; die "unknown command: $cmd" ;;
  esac
}
main "$@"
