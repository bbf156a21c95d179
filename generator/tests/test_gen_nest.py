#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""`mlirbc-gen nest` self-checks.

Reader (always):
  * determinism: the same --depth and --version give the same bytes;
  * agreement: at depths 0, 1, 50 for every version 0-6 and at depth 1000
    (v6) the reference reader accepts the file and its --dump=json equals
    the generator's --structure byte for byte;
  * depth: at --deep-depth (default 100,000, past any recursion limit) the
    reader accepts the file and --stats counts depth + 2 ops, depth + 1
    regions and blocks, nesting depth + 1;
  * bad arguments: --depth above the limit, --structure above its limit and
    a missing -o are usage errors (exit 2) with a message.
mlir-opt (with --mlir-opt PATH): at depth 100 mlir-opt-22 reads the file and
its generic print, normalized by oracle/core/normalize.py, equals the reference
reader's --dump=mlir normalized the same way.

usage: test_gen_nest.py GEN READER [--mlir-opt PATH --root ROOT] [--deep-depth N]
"""
import argparse
import os
import subprocess
import sys
import tempfile


def run(argv, **kw):
    return subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=300, **kw)


def nest(gen, tmp, depth, version=6, structure=True):
    base = os.path.join(tmp, "nest_%d_v%d" % (depth, version))
    argv = [gen, "nest", "--depth", str(depth), "--version", str(version), "-o", base + ".mlirbc"]
    if structure:
        argv += ["--structure", base + ".json"]
    p = run(argv)
    if p.returncode != 0:
        raise RuntimeError("%s failed: %s" % (" ".join(argv), p.stderr.decode(errors="replace")))
    return base


def read(path):
    with open(path, "rb") as f:
        return f.read()


def reader_checks(a, tmp, fails):
    first = read(nest(a.gen, tmp, 1000) + ".mlirbc")
    if read(nest(a.gen, tmp, 1000) + ".mlirbc") != first:
        fails.append("depth 1000: two runs give different bytes")
    cases = [(d, v) for v in range(7) for d in (0, 1, 50)] + [(1000, 6)]
    for depth, version in cases:
        base = nest(a.gen, tmp, depth, version)
        p = run([a.reader, "--dump=json", base + ".mlirbc"])
        if p.returncode != 0:
            fails.append("depth %d v%d: reader rejects: %s" % (depth, version, p.stderr.decode(errors="replace")[:300]))
        elif p.stdout != read(base + ".json"):
            fails.append("depth %d v%d: reader's --dump=json differs from the generator's structure"
                         % (depth, version))

    d = a.deep_depth
    base = nest(a.gen, tmp, d, structure=False)
    p = run([a.reader, "--stats", base + ".mlirbc"])
    if p.returncode != 0:
        fails.append("depth %d: reader rejects: %s" % (d, p.stderr.decode(errors="replace")[:300]))
    else:
        stats = dict(line.split(": ", 1) for line in p.stdout.decode().splitlines() if ": " in line)
        want = {"ops": d + 2, "regions": d + 1, "blocks": d + 1, "max_depth": d + 1, "results": 0}
        got = {k: int(stats.get(k, "-1")) for k in want}
        if got != want:
            fails.append("depth %d: reader counts %s, expected %s" % (d, got, want))

    bad = [["--depth", "1000001", "-o", os.path.join(tmp, "x")],
           ["--depth", "10001", "-o", os.path.join(tmp, "x"), "--structure", os.path.join(tmp, "y")],
           ["--depth", "5"], ["--depth", "5", "--version", "7", "-o", os.path.join(tmp, "x")]]
    for argv in bad:
        p = run([a.gen, "nest"] + argv)
        if p.returncode != 2 or not p.stderr.strip():
            fails.append("nest %s: exit %d, stderr %r (expected a usage error, exit 2)"
                         % (" ".join(argv), p.returncode, p.stderr[:200]))
    print("reader: %d files agree, depth %d counted" % (len(cases), d))


def mlir_opt_checks(a, tmp, fails):
    sys.path.insert(0, a.root)
    from oracle.core import normalize  # noqa: E402
    path = nest(a.gen, tmp, 100, structure=False) + ".mlirbc"
    p = run([a.mlir_opt, "--allow-unregistered-dialect", "--mlir-print-op-generic", "--mlir-print-debuginfo",
             "--mlir-print-local-scope", path])
    if p.returncode != 0:
        fails.append("depth 100: %s rejects: %s" % (a.mlir_opt, p.stderr.decode(errors="replace")[:300]))
        return
    d = run([a.reader, "--dump=mlir", path])
    if d.returncode != 0:
        fails.append("depth 100: reader --dump=mlir failed: %s" % d.stderr.decode(errors="replace")[:300])
        return
    want = normalize.normalize(p.stdout.decode("utf-8", "replace"))
    got = normalize.normalize(d.stdout.decode("utf-8", "replace"))
    if want != got:
        fails.append("depth 100: %s's generic print differs from the reader's --dump=mlir" % a.mlir_opt)
    elif want.count('"x.op"') != 100 or want.count('"x.leaf"') != 1:
        fails.append("depth 100: %s printed %d x.op and %d x.leaf (expected 100 and 1)"
                     % (a.mlir_opt, want.count('"x.op"'), want.count('"x.leaf"')))
    print("%s: depth 100 read, print equals the reader's" % a.mlir_opt)


def main():
    ap = argparse.ArgumentParser(description="checks of `mlirbc-gen nest` against the reader (and mlir-opt)")
    ap.add_argument("gen")
    ap.add_argument("reader")
    ap.add_argument("--mlir-opt", help="check depth 100 with this mlir-opt instead of the reader checks")
    ap.add_argument("--root", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."),
                    help="project root (for oracle/core/normalize.py)")
    ap.add_argument("--deep-depth", type=int, default=100_000)
    a = ap.parse_args()
    fails = []
    with tempfile.TemporaryDirectory() as tmp:
        try:
            (mlir_opt_checks if a.mlir_opt else reader_checks)(a, tmp, fails)
        except (RuntimeError, subprocess.TimeoutExpired) as e:
            fails.append(str(e))
    for f in fails:
        print("FAIL", f)
    print("mlirbc-gen nest: %d failures" % len(fails))
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
