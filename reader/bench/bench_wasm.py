#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""bench_wasm.py — the WebAssembly reader against the native library.

    bench_wasm.py --json FILE [--wasm mlirbc.wasm] [--repeat N] [--node NODE] BENCHFILE...

For each bytecode file, validate() on the file in memory, in one process,
as reader/bindings/bench_bindings.py measures it (its functions): the native
library through ctypes (libmlirbc.so, MLIRBC_LIB_DIR) and the WebAssembly
build in Node; CPU time of the process, best of N calls, and the first call
of a fresh process (WebAssembly then grows its memory: every page is new,
and engines run baseline code until they have optimised it). Writes the
"wasm" group of FILE (reader/bench/bench_report.py) and prints it.
"""
import argparse
import importlib.util
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def sibling(path, name):
    spec = importlib.util.spec_from_file_location(name, os.path.join(HERE, path))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def label(path):
    """ops_2m.g2.v6.mlirbc -> "ops_2m v6", the size group's name of the file."""
    m = re.match(r"(.+)\.g\d+\.v(\d+)\.mlirbc$", os.path.basename(path))
    return f"{m.group(1)} v{m.group(2)}" if m else os.path.basename(path)


def native_first_ms(path):
    """The first call of a fresh process (this script, --native-first)."""
    p = subprocess.run([sys.executable, os.path.abspath(__file__), "--native-first", path],
                       capture_output=True, text=True, check=True)
    return float(p.stdout)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("files", nargs="*")
    ap.add_argument("--json")
    ap.add_argument("--wasm", default=os.path.join(HERE, "..", "bindings", "js", "mlirbc.wasm"))
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--node", default="node")
    ap.add_argument("--native-first", help=argparse.SUPPRESS)
    args = ap.parse_args()
    bb = sibling(os.path.join("..", "bindings", "bench_bindings.py"), "bench_bindings")
    if args.native_first:
        print(bb.native_ms([args.native_first], 1))
        return 0
    if not args.json or not args.files:
        ap.error("--json and at least one file are needed")
    rows = []
    for f in args.files:
        load = os.getloadavg()[0]
        print(f"[bench] wasm and native on {label(f)}", file=sys.stderr, flush=True)
        rows.append({"file": label(f), "mb": round(os.path.getsize(f) / 1e6, 3),
                     "native_best_ms": round(bb.native_ms([f], args.repeat), 2),
                     "wasm_best_ms": round(bb.wasm_ms([f], args.repeat, args.wasm, args.node), 2),
                     "native_first_ms": round(native_first_ms(f), 2),
                     "wasm_first_ms": round(bb.wasm_ms([f], 1, args.wasm, args.node), 2),
                     "load": round(load, 2)})
    br = sibling("bench_report.py", "bench_report")
    group = {"measured": br.measured_now(), "repeat": args.repeat, "rows": rows}
    br.merge_group(args.json, "wasm", group)
    print("\n".join(br.render_wasm(group)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
