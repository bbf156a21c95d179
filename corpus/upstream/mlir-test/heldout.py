#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Write the kept-back upstream-test set (heldout.json) OUTSIDE the
repository and measure the reader and `./cts check` on it.

    PYTHONPATH=. nice -n 10 python3 corpus/upstream/mlir-test/heldout.py \\
        --from UPSTREAM_DIR --out OUT_DIR [--jobs 2] [--only PATH_PREFIX]... [--every N]

UPSTREAM_DIR holds the kept-back inputs under their upstream paths
(UPSTREAM_DIR/mlir/test/...), e.g. an llvm-project checkout or files fetched
at the commits heldout.json records. Each is copied into OUT_DIR/sources/
with the `// upstream: PATH @ COMMIT` line regen.py reads, regen.py writes
the set into OUT_DIR (files/, golden/, manifest.json), and
oracle/check/measure.py writes OUT_DIR/measure.json and measure.md.

These files are for measuring only: nothing they show may be used to write
or tune a rule (a file read for that moves to `used` in heldout.json).
"""

import argparse
import importlib.util
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
_spec = importlib.util.spec_from_file_location("regen", os.path.join(HERE, "regen.py"))
regen = importlib.util.module_from_spec(_spec)  # regen.py, next to this script
_spec.loader.exec_module(regen)


def stem_of(path):
    """mlir/test/Dialect/UB/ops.mlir -> Dialect_UB_ops (unique per path)."""
    p = path[len("mlir/test/"):] if path.startswith("mlir/test/") else path
    return p[:-len(".mlir")].replace("/", "_").replace(" ", "_")


def write_sources(listing, upstream_dir, srcdir, only):
    os.makedirs(srcdir, exist_ok=True)
    written, missing = [], []
    for e in listing["heldout"]:
        if only and not any(e["path"].startswith(o) for o in only):
            continue
        src = os.path.join(upstream_dir, e["path"])
        if not os.path.exists(src):
            missing.append(e["path"])
            continue
        with open(src, encoding="utf-8") as f:
            text = f.read()
        with open(os.path.join(srcdir, stem_of(e["path"]) + ".mlir"), "w", encoding="utf-8") as f:
            f.write("// upstream: %s @ %s (kept back for measuring)\n" % (e["path"], e["commit"]))
            f.write(text)
        written.append(e["path"])
    return written, missing


def inside(path, root):
    path, root = os.path.realpath(path), os.path.realpath(root)
    return path == root or path.startswith(root + os.sep)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--from", dest="upstream", required=True,
                    help="directory holding the kept-back inputs under mlir/test/...")
    ap.add_argument("--out", required=True, help="output directory, outside the repository")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--only", action="append", default=[], metavar="PATH_PREFIX",
                    help="keep only kept-back paths starting so (repeatable)")
    ap.add_argument("--every", type=int, default=1, metavar="N",
                    help="keep every N-th chunk only (in source order): a sample that "
                         "finishes N times sooner")
    ap.add_argument("--reader", default=os.path.join(REPO, "build", "bin", "mlirbc-read"))
    args = ap.parse_args(argv)
    if inside(args.out, REPO):
        sys.stderr.write("heldout: --out must be outside the repository\n")
        return 2
    with open(os.path.join(HERE, "heldout.json"), encoding="utf-8") as f:
        listing = json.load(f)
    written, missing = write_sources(listing, args.upstream,
                                     os.path.join(args.out, "sources"), args.only)
    for p in missing:
        sys.stderr.write("heldout: not in --from: %s\n" % p)
    if not written:
        sys.stderr.write("heldout: no kept-back input found\n")
        return 2
    m = regen.generate(os.path.join(args.out, "sources"), args.out, args.jobs,
                       every=max(1, args.every))
    print("heldout: %d inputs, %d files written, %d combinations skipped"
          % (len(written), len(m["files"]), len(m["skipped"])))
    cmd = [sys.executable, "-m", "oracle.check.measure", "--manifest",
           os.path.join(args.out, "manifest.json"), "--reader", args.reader,
           "--jobs", str(args.jobs), "--json", os.path.join(args.out, "measure.json"),
           "--md", os.path.join(args.out, "measure.md"),
           "--title", "Kept-back upstream inputs: check and reader print"]
    return subprocess.call(cmd, cwd=REPO, env=dict(os.environ, PYTHONPATH=REPO))


if __name__ == "__main__":
    sys.exit(main())
