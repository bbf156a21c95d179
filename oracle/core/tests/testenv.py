# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""What every oracle test needs first: the repository on sys.path and on
PYTHONPATH (the oracle runs as python3 -m oracle.JOB), and the fixtures the
tests share (this folder) importable."""
import os
import sys

SHARED = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(os.path.dirname(SHARED)))
for p in (SHARED, REPO):
    if p not in sys.path:
        sys.path.insert(0, p)
os.environ["PYTHONPATH"] = REPO
