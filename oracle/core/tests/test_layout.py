#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The house rules of the Python side, checked on the tracked tree:

* no `sys.path.insert` outside tests (packages and python3 -m instead);
* no production module imports a test module;
* no function of the oracle takes more than 8 parameters (a run context,
  oracle/core/context.py, instead of long lists);
* every oracle job has an entry point (python3 -m oracle.JOB) and oracle/
  holds no module outside its jobs and core/.
"""
import ast
import os
import subprocess
import sys
import unittest

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
JOBS = ("report", "certify", "check", "matrix", "peers")
MAX_PARAMS = 8


def tracked_py():
    out = subprocess.run(["git", "-C", REPO, "ls-files", "*.py"], capture_output=True, text=True,
                         check=True).stdout.split()
    return [p for p in out if os.path.isfile(os.path.join(REPO, p))]


def is_test(path):
    parts = path.split("/")
    return "tests" in parts[:-1] or parts[-1].startswith("test_")


def tree(path):
    with open(os.path.join(REPO, path), encoding="utf-8") as f:
        return ast.parse(f.read(), path)


def production_nodes(prefix=""):
    """(path, node) of every AST node of the tracked production modules."""
    for p in tracked_py():
        if p.startswith(prefix) and not is_test(p):
            for n in ast.walk(tree(p)):
                yield p, n


class Layout(unittest.TestCase):
    def test_no_path_tricks(self):
        bad = []
        for p, n in production_nodes():
            if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and \
                    n.func.attr == "insert" and isinstance(n.func.value, ast.Attribute) and \
                    n.func.value.attr == "path":
                bad.append("%s:%d" % (p, n.lineno))
        self.assertEqual(bad, [], "sys.path.insert outside tests: import the package instead "
                                  "(run with the repository on PYTHONPATH, as ./cts and CTest do)")

    def test_no_test_imports(self):
        bad = []
        for p, n in production_nodes():
            names = [a.name for a in n.names] if isinstance(n, ast.Import) else \
                [n.module or ""] if isinstance(n, ast.ImportFrom) else []
            bad += ["%s:%d imports %s" % (p, n.lineno, m) for m in names
                    if ".tests" in m or m.split(".")[-1].startswith("test_")]
        self.assertEqual(bad, [], "production code imports test code: move what it needs out "
                                  "of the test into the package")

    def test_short_signatures(self):
        bad = []
        for p, n in production_nodes("oracle/"):
            if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)):
                a = n.args
                names = [x.arg for x in a.posonlyargs + a.args + a.kwonlyargs]
                names += [x.arg for x in (a.vararg, a.kwarg) if x]
                if names[:1] in (["self"], ["cls"]):
                    names = names[1:]
                if len(names) > MAX_PARAMS:
                    bad.append("%s:%d %s(%d parameters)" % (p, n.lineno, n.name, len(names)))
        self.assertEqual(bad, [], "more than %d parameters: pass a context "
                                  "(oracle/core/context.py Run) or plain data" % MAX_PARAMS)

    def test_jobs(self):
        for job in JOBS:
            self.assertTrue(os.path.isfile(os.path.join(REPO, "oracle", job, "__main__.py")),
                            "python3 -m oracle.%s needs oracle/%s/__main__.py" % (job, job))
        loose = [p for p in tracked_py() if p.startswith("oracle/") and p.count("/") == 1
                 and p != "oracle/__init__.py"]
        self.assertEqual(loose, [], "modules of oracle/ belong to a job folder or core/")


if __name__ == "__main__":
    unittest.main(argv=sys.argv[:1])
