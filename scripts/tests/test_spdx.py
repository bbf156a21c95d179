#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Every source file names its license in its first lines (LICENSE at the root).

  test_spdx.py ROOT

Sources: C, Python, JavaScript, shell, CMake, YAML, HTML, CSS and
extensionless scripts (a shebang), tracked by git. Not checked: corpus data
and the upstream test inputs (corpus/, their own NOTICE), reports/, derived
release-model tables, reader and DSL test inputs, the oracle's fixture corpus.
"""
import os
import re
import subprocess
import sys

TAG = "SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception"
NOT_CHECKED = re.compile(r"^(corpus/|reports/|oracle/core/tests/data/"
                         r"|reader/tests/bad/|generator/asm/tests/(bad|good)/|spec/releases/\d)")
SOURCE_EXT = (".c", ".h", ".css", ".js", ".mjs", ".ts", ".html", ".py", ".sh", ".cmake", ".in",
              ".yml", ".yaml")


def is_source(root, rel):
    base = os.path.basename(rel)
    if base in ("CMakeLists.txt", "Dockerfile") or base.endswith(SOURCE_EXT):
        return True
    if "." in base:
        return False
    with open(os.path.join(root, rel), "rb") as f:
        return f.read(2) == b"#!"


def main(argv):
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    root = os.path.abspath(argv[1])
    try:
        files = subprocess.run(["git", "-C", root, "ls-files"], stdout=subprocess.PIPE,
                               universal_newlines=True, check=True).stdout.split("\n")
    except (OSError, subprocess.CalledProcessError):
        print("SKIP: not a git checkout", file=sys.stderr)
        return 77
    missing, n = [], 0
    for rel in files:
        path = os.path.join(root, rel)
        if not rel or NOT_CHECKED.search(rel) or not os.path.isfile(path) or not is_source(root, rel):
            continue
        n += 1
        with open(path, encoding="utf-8", errors="replace") as f:
            head = [f.readline() for _ in range(5)]
        if not any(TAG in line for line in head):
            missing.append(rel)
    for rel in missing:
        print("FAIL: %s: no '%s' in its first lines (after a shebang; as a comment of "
              "the file's language)" % (rel, TAG), file=sys.stderr)
    if missing:
        return 1
    print("OK: %d source files name their license" % n)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
