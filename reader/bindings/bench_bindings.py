#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Speed of the bindings against the native library, on the same files.

    python3 reader/bindings/bench_bindings.py [--repeat N] [--wasm FILE] [--lib-dir DIR]
                                     [--node NODE] [FILE... | --corpus]

Times validate() (open + walk: what `mlirbc-read FILE` does) over the files,
already in memory, in CPU time (user + system of the process: on a shared
machine wall time says more about the neighbours), best of N runs (default 5): the native library called
in-process through ctypes (libmlirbc.so; the per-call cost of ctypes is a
few microseconds), and the WebAssembly build in Node (mlirbc.mjs, which
copies each file into the module's memory). --corpus: every
corpus/**/*.mlirbc as one set. Prints a markdown table.
"""

import argparse
import glob
import importlib.util
import json
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.abspath(os.path.join(HERE, "..", ".."))


def native_ms(paths, repeat):
    # Loaded by path: the binding is a single file, not an installed package.
    spec = importlib.util.spec_from_file_location("mlirbc", os.path.join(HERE, "python", "mlirbc.py"))
    mlirbc = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mlirbc)
    datas = [open(p, "rb").read() for p in paths]
    best = float("inf")
    for _ in range(repeat):
        t0 = time.process_time()
        for d in datas:
            mlirbc.validate(d)
        best = min(best, time.process_time() - t0)
    return best * 1000


def wasm_ms(paths, repeat, wasm, node):
    p = subprocess.run([node, os.path.join(HERE, "js", "tests", "bench.mjs"), wasm, str(repeat)],
                       input="".join(x + "\n" for x in paths), capture_output=True, text=True,
                       check=True)
    return json.loads(p.stdout)["ms"]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("files", nargs="*")
    ap.add_argument("--corpus", action="store_true", help="every corpus file, as one set")
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--wasm", default=os.path.join(HERE, "js", "mlirbc.wasm"))
    ap.add_argument("--lib-dir", help="directory of libmlirbc.so (default: build/lib)")
    ap.add_argument("--node", default="node")
    args = ap.parse_args()
    if args.lib_dir:
        os.environ["MLIRBC_LIB_DIR"] = args.lib_dir
    sets = [(os.path.basename(f), [f]) for f in args.files]
    if args.corpus or not sets:
        files = sorted(glob.glob(os.path.join(REPO, "corpus", "**", "*.mlirbc"), recursive=True))
        sets.insert(0, ("corpus (%d files)" % len(files), files))
    print("| files | MB | native (ctypes) CPU ms | wasm (Node) CPU ms | wasm / native |")
    print("|---|---:|---:|---:|---:|")
    for name, paths in sets:
        mb = sum(os.path.getsize(p) for p in paths) / 1e6
        n, w = native_ms(paths, args.repeat), wasm_ms(paths, args.repeat, args.wasm, args.node)
        print("| %s | %.1f | %.1f | %.1f | %.2fx |" % (name, mb, n, w, w / n))
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
