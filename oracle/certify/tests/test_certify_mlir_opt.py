#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""mlir-opt-16 and mlir-opt-19 certified as third-party readers.
mlir-opt-19: the leading root cause names the LLVM 20+ FileLineColRange
feature, with the `"era": 19` claim (one missing feature must not drown
the rest); a slice of the corpus: the smallest valid cases that use
FileLineColRange and the smallest valid cases with locations that do not.
mlir-opt-16 (reads only version 0): the leading root cause is "every
version but 0" with a `"versions": [0]` claim hint.
Usage: test_certify_mlir_opt.py MLIRBC_READ"""

import json
import os
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, os.pardir, os.pardir, os.pardir))
from oracle.core.tests.testenv import REPO, SHARED  # noqa: E402,F401  (paths, PYTHONPATH)
import fixture  # noqa: E402

READER = None
FLCR = "builtin.attr.FileLineColRange"


def valid(e):
    return e["verdict"] == "accept"


def certify(tool, cases, budget):
    """Certify `tool` as a reader over `cases`; its certificate.json."""
    with tempfile.TemporaryDirectory(prefix="oracle-mlir-opt-") as out:
        cmd = [sys.executable, "-m", "oracle.certify",
               "--reader", "%s --allow-unregistered-dialect {} -o /dev/null" % tool,
               "--name", tool, "--out", out, "--reference", READER, "-j", "2",
               "-q", "--no-cache", "--minimize-budget", budget]
        for cid in cases:
            cmd += ["--cases", cid]
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=300)
        if p.returncode != 1:
            raise AssertionError("certify %s: exit %d\n%s" % (tool, p.returncode, p.stderr.decode()))
        with open(os.path.join(out, "certificate.json")) as f:
            return json.load(f)


class MlirOpt19Test(unittest.TestCase):
    def test_first_cluster_names_filelinecolrange(self):
        with_range = fixture.smallest(lambda e: valid(e) and FLCR in e.get("fields", []), 8)
        without = fixture.smallest(lambda e: valid(e) and FLCR not in e.get("fields", [])
                                   and "locations" in e["features"], 12)
        cert = certify("mlir-opt-19", with_range + without, "5")
        first = cert["clusters"][0]
        self.assertIn("feature `builtin-filelinecolrange`", first["explanation"], cert["clusters"])
        self.assertIn("code 22", first["explanation"])
        self.assertGreaterEqual(len(set(first["cases"]) & set(with_range)), len(with_range) // 2)
        self.assertFalse(set(first["cases"]) & set(without))
        self.assertEqual(first["hint"], 'claim `"era": 19` to mark these not-applicable')

    def test_mlir_opt_16_names_version_0(self):
        cases = fixture.smallest(lambda e: valid(e) and e["version"] == 0, 6)
        for v in range(1, 7):
            cases += fixture.smallest(lambda e: valid(e) and e["version"] == v, 3)
        cert = certify("mlir-opt-16", cases, "0")
        first = cert["clusters"][0]
        self.assertEqual((first["mode"], first["axis"], first["value"]), ("rejects", "version", [1, 6]),
                         cert["clusters"])
        self.assertIn("every version but 0", first["explanation"])
        self.assertEqual(first["claim"], {"versions": [0]})
        self.assertEqual(len(first["cases"]), 18)


if __name__ == "__main__":
    READER = os.path.abspath(sys.argv.pop(1))
    unittest.main()
