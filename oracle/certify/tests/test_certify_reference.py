#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The reference reader certified against the corpus with its expectations
file (oracle/certify/expectations/mlirbc-read.txt), over --batch with the
buffer-offset sweep: it must pass (no unexpected failure, no stale entry).

Without MLIRBC_CTS_FULL=1 in the environment the run is `--every K`: every
K-th case by id (default 4) and every case the expectations file lists.
corpus_reader already holds the (sanitized) reader to every case's verdict,
code and structure; what the whole sweep adds here (the certify pipeline and
the offset sweep on each file) a deterministic sample of every kind of case
shows too, at a quarter of the ~3 reference-reader processes per case the
certificate's facts cost. The nightly sweep runs every case.

Usage: test_certify_reference.py READER OUT [--every K]
"""

import argparse
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.normpath(os.path.join(HERE, os.pardir, os.pardir, os.pardir))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("reader")
    ap.add_argument("out")
    ap.add_argument("--every", type=int, default=4, metavar="K")
    a = ap.parse_args()
    every = 1 if os.environ.get("MLIRBC_CTS_FULL") == "1" else a.every
    cmd = [sys.executable, "-m", "oracle.certify",
           "--reader", a.reader + " --batch", "--protocol", "batch", "--name", "mlirbc-read",
           "--expectations", os.path.join(REPO, "oracle", "certify", "expectations",
                                          "mlirbc-read.txt"),
           "--reference", a.reader, "--out", a.out, "--every", str(every),
           "--no-cache", "--minimize-budget", "0", "-q", "-j", "2"]
    return subprocess.run(cmd, cwd=REPO).returncode


if __name__ == "__main__":
    sys.exit(main())
