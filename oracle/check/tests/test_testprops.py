#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The measured layouts of spec/releases/N/ops.test-dialect.tsv replayed on
files mlir-opt-N wrote (reader/tests/testprops/N.vV.mlirbc, one op per
layout, spec/tools/mktestprops.py): `READER --dump=mlir` must print each op
as mlir-opt-N did (the stored .mlir, normalized by oracle/core/normalize.py),
and every layout of the table must be in the file.

  python3 oracle/check/tests/test_testprops.py READER
"""
import difflib
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))))))
from oracle.core import normalize  # noqa: E402
from oracle.core.paths import REPO  # noqa: E402

DATA = os.path.join(REPO, "reader", "tests", "testprops")
OP_RE = re.compile(r'"([a-z_][A-Za-z0-9_.]*)"\(')


def layouts(n):
    """Ops of N/ops.test-dialect.tsv the reader decodes (not `-`, not opaque)."""
    path = os.path.join(REPO, "spec", "releases", str(n), "ops.test-dialect.tsv")
    ops = set()
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or "\t" not in line:
                continue
            op, lay = line.rstrip("\n").split("\t", 1)
            if lay != "-" and "opaque(" not in lay:
                ops.add(op)
    return ops


def main(argv):
    reader = argv[1:] or [os.path.join(REPO, "build", "bin", "mlirbc-read")]
    failures, checked = 0, 0
    for n in (19, 22):
        want_ops = layouts(n)
        for v in (5, 6):
            base = os.path.join(DATA, f"{n}.v{v}")
            d = subprocess.run(reader + ["--dump=mlir", base + ".mlirbc"], capture_output=True,
                               text=True, timeout=120)
            if d.returncode != 0:
                print(f"FAIL {n}.v{v}: reader exit {d.returncode}: {d.stderr.strip()[:200]}")
                failures += 1
                continue
            got = normalize.normalize(d.stdout)
            with open(base + ".mlir", encoding="utf-8") as f:
                want = f.read()
            seen = set(OP_RE.findall(want))
            missing = want_ops - seen
            if missing:
                print(f"FAIL {n}.v{v}: layouts not in the file: {sorted(missing)[:10]}")
                failures += 1
            if got != want:
                diff = difflib.unified_diff(want.splitlines(), got.splitlines(), "mlir-opt", "reader",
                                            n=0, lineterm="")
                print(f"FAIL {n}.v{v}: print differs\n" + "\n".join(list(diff)[:40]))
                failures += 1
            checked += len(want_ops & seen)
    print(f"test_testprops: {checked} layouts replayed, {'FAILED' if failures else 'ok'}")
    return 1 if failures or not checked else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
