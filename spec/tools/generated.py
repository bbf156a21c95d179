# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""A generated, committed file: write it, or (--check) say whether the
committed copy equals a fresh generation."""
import os
import sys

from oracle.core.paths import REPO


def write_or_check(path, text, check, tool, why):
    """0 written or equal; 1 when check and the committed copy differs
    (TOOL: the generator's name; WHY: what the file should equal)."""
    if check:
        with open(path, encoding="utf-8") as f:
            if f.read() != text:
                sys.stderr.write("%s: %s differs from %s; regenerate it\n"
                                 % (tool, os.path.relpath(path, REPO), why))
                return 1
        return 0
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    return 0
