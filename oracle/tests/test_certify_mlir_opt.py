#!/usr/bin/env python3
"""mlir-opt-19 certified as a third-party reader: the leading cluster names
the LLVM 20+ FileLineColRange encoding (issue: one missing feature must not
drown the rest). A slice of the corpus: the smallest valid cases that use
FileLineColRange and the smallest valid cases with locations that do not.
Usage: test_certify_mlir_opt.py MLIRBC_READ"""

import json
import os
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import fixture  # noqa: E402

READER = None
FLCR = "builtin.attr.FileLineColRange"


def valid(e):
    return e["verdict"] == "accept"


class MlirOpt19Test(unittest.TestCase):
    def test_first_cluster_names_filelinecolrange(self):
        with_range = fixture.smallest(lambda e: valid(e) and FLCR in e.get("fields", []), 8)
        without = fixture.smallest(lambda e: valid(e) and FLCR not in e.get("fields", [])
                                   and "locations" in e["features"], 12)
        with tempfile.TemporaryDirectory(prefix="oracle-mlir-opt-") as out:
            cmd = [sys.executable, os.path.join(REPO, "oracle", "certify.py"),
                   "--reader", "mlir-opt-19 --allow-unregistered-dialect {} -o /dev/null",
                   "--name", "mlir-opt-19", "--out", out, "--reference", READER, "-j", "2",
                   "-q", "--no-cache", "--minimize-budget", "5"]
            for cid in with_range + without:
                cmd += ["--cases", cid]
            p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=300)
            self.assertEqual(p.returncode, 1, p.stderr.decode())
            with open(os.path.join(out, "certificate.json")) as f:
                cert = json.load(f)
        first = cert["clusters"][0]
        self.assertIn("the FileLineColRange attribute (builtin attr code 22, LLVM 20+)",
                      first["explanation"], cert["clusters"])
        self.assertGreaterEqual(len(set(first["cases"]) & set(with_range)), len(with_range) // 2)
        self.assertFalse(set(first["cases"]) & set(without))
        # with a feature carrying llvm_min 20 (spec/features.json), the hint is the era claim
        with open(os.path.join(REPO, "spec", "features.json")) as f:
            feats = {e["id"]: e for e in json.load(f)["features"]}
        tagged = [t for t in [first["tag"]] + first["same_cases_as"]
                  if feats.get(t, {}).get("llvm_min") == 20]
        if tagged:
            self.assertEqual(first["hint"], "claim `era: 19` to mark these not-applicable")


if __name__ == "__main__":
    READER = os.path.abspath(sys.argv.pop(1))
    unittest.main()
