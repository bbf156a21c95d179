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
  * the other kinds (--kind block, attr, type) at depth 64: the same bytes
    twice, the reader's --dump=json equals the structure at every version
    0-6, and its --dump=mlir holds 64 levels of the kind (block arguments
    ^bb0, ArrayAttrs "[", TupleTypes "tuple<");
  * bad arguments: --depth above the limit, --structure above its limit, a
    missing -o and an unknown --kind are usage errors (exit 2) with a message.
mlir-opt (with --mlir-opt PATH): at depth 100 (region) and 64 (the other
kinds) mlir-opt reads the file and its generic print, normalized by
oracle/core/normalize.py, equals the reference reader's --dump=mlir
normalized the same way.

usage: test_gen_nest.py GEN READER [--mlir-opt PATH --root ROOT] [--deep-depth N]
"""
import argparse
import os
import subprocess
import sys
import tempfile


def run(argv, **kw):
    return subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=300, **kw)


KIND_DEPTH = 64
# what the reader's --dump=mlir shows once per level of a kind
LEVEL_MARK = {"block": "^bb0(", "attr": "[", "type": "tuple<"}


def nest(gen, tmp, depth, version=6, structure=True, kind="region"):
    base = os.path.join(tmp, "nest_%s_%d_v%d" % (kind, depth, version))
    argv = [gen, "nest", "--kind", kind, "--depth", str(depth), "--version", str(version), "-o", base + ".mlirbc"]
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

    for kind, mark in sorted(LEVEL_MARK.items()):
        first = read(nest(a.gen, tmp, KIND_DEPTH, kind=kind) + ".mlirbc")
        if read(nest(a.gen, tmp, KIND_DEPTH, kind=kind) + ".mlirbc") != first:
            fails.append("%s %d: two runs give different bytes" % (kind, KIND_DEPTH))
        for version in range(7):
            base = nest(a.gen, tmp, KIND_DEPTH, version, kind=kind)
            p = run([a.reader, "--dump=json", base + ".mlirbc"])
            if p.returncode != 0:
                fails.append("%s %d v%d: reader rejects: %s"
                             % (kind, KIND_DEPTH, version, p.stderr.decode(errors="replace")[:300]))
                continue
            if p.stdout != read(base + ".json"):
                fails.append("%s %d v%d: reader's --dump=json differs from the generator's structure"
                             % (kind, KIND_DEPTH, version))
            m = run([a.reader, "--dump=mlir", base + ".mlirbc"]).stdout.decode(errors="replace")
            if m.count(mark) != KIND_DEPTH:
                fails.append("%s %d v%d: --dump=mlir shows %r %d times, expected %d"
                             % (kind, KIND_DEPTH, version, mark, m.count(mark), KIND_DEPTH))

    bad = [["--depth", "1000001", "-o", os.path.join(tmp, "x")],
           ["--kind", "loop", "--depth", "5", "-o", os.path.join(tmp, "x")],
           ["--depth", "10001", "-o", os.path.join(tmp, "x"), "--structure", os.path.join(tmp, "y")],
           ["--depth", "5"], ["--depth", "5", "--version", "7", "-o", os.path.join(tmp, "x")]]
    for argv in bad:
        p = run([a.gen, "nest"] + argv)
        if p.returncode != 2 or not p.stderr.strip():
            fails.append("nest %s: exit %d, stderr %r (expected a usage error, exit 2)"
                         % (" ".join(argv), p.returncode, p.stderr[:200]))
    print("reader: %d region files and %d of other kinds agree, depth %d counted"
          % (len(cases), 7 * len(LEVEL_MARK), d))


def mlir_opt_agrees(a, tmp, fails, kind, depth):
    """mlir-opt's generic print of the nest equals the reader's --dump=mlir
    (both normalized); returns the normalized text or None."""
    from oracle.core import normalize  # noqa: E402
    path = nest(a.gen, tmp, depth, structure=False, kind=kind) + ".mlirbc"
    label = "%s %d" % (kind, depth)
    p = run([a.mlir_opt, "--allow-unregistered-dialect", "--mlir-print-op-generic", "--mlir-print-debuginfo",
             "--mlir-print-local-scope", path])
    if p.returncode != 0:
        fails.append("%s: %s rejects: %s" % (label, a.mlir_opt, p.stderr.decode(errors="replace")[:300]))
        return None
    d = run([a.reader, "--dump=mlir", path])
    if d.returncode != 0:
        fails.append("%s: reader --dump=mlir failed: %s" % (label, d.stderr.decode(errors="replace")[:300]))
        return None
    want = normalize.normalize(p.stdout.decode("utf-8", "replace"))
    got = normalize.normalize(d.stdout.decode("utf-8", "replace"))
    if want != got:
        fails.append("%s: %s's generic print differs from the reader's --dump=mlir" % (label, a.mlir_opt))
        return None
    return want


def mlir_opt_checks(a, tmp, fails):
    sys.path.insert(0, a.root)
    want = mlir_opt_agrees(a, tmp, fails, "region", 100)
    if want is not None and (want.count('"x.op"') != 100 or want.count('"x.leaf"') != 1):
        fails.append("depth 100: %s printed %d x.op and %d x.leaf (expected 100 and 1)"
                     % (a.mlir_opt, want.count('"x.op"'), want.count('"x.leaf"')))
    for kind, mark in sorted(LEVEL_MARK.items()):
        want = mlir_opt_agrees(a, tmp, fails, kind, KIND_DEPTH)
        if want is not None and want.count(mark) != KIND_DEPTH:
            fails.append("%s %d: %s printed %r %d times (expected %d)"
                         % (kind, KIND_DEPTH, a.mlir_opt, mark, want.count(mark), KIND_DEPTH))
    print("%s: region 100 and %s %d read, prints equal the reader's"
          % (a.mlir_opt, ", ".join(sorted(LEVEL_MARK)), KIND_DEPTH))


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
