#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""oracle/report.py on a fixture corpus (oracle/core/tests/fixture.py).

* conformance.json follows spec/conformance-schema.md (required keys, one
  result per reader and case, classifications from the vocabulary);
* it is deterministic: a second (cached) run writes the same bytes;
* the alignment sweep ran at every offset and found no offset-dependent verdict;
* a changed previous report shows up in `changes`;
* with mlir-opt installed (optional here): mlir-opt readers are compared too.
Usage: test_report.py MLIRBC_READ
"""

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, os.pardir, os.pardir, os.pardir))
from oracle.core.tests.testenv import REPO, SHARED  # noqa: E402,F401  (paths, PYTHONPATH)
import fixture  # noqa: E402

REPORT = ["-m", "oracle.report"]
READER = None
VERDICTS = {"accepted-equal", "accepted-different", "accepted", "rejected", "rejected-silent",
            "crash", "timeout", "oom", "not-applicable"}
CLASS = re.compile(r"^(ok|reader-bug|oracle-bug|cross-version-break|not-applicable|"
                   r"spec-ambiguity:AMB-\d{3})$")


class ReportTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory(prefix="oracle-report-")
        cls.root = os.path.join(cls.tmp.name, "root")
        cls.ids = fixture.build(cls.root)
        cls.cache = os.path.join(cls.tmp.name, "cache")

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def report(self, out, *extra):
        cmd = [sys.executable, *REPORT, "--root", self.root, "--reader", READER, "--out", out,
               "--cache-dir", self.cache, "-q", "--no-render", "-j", "2"] + list(extra)
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=300)
        self.assertEqual(p.returncode, 0, p.stderr.decode())
        with open(os.path.join(out, "conformance.json"), "rb") as f:
            return f.read()

    def test_schema_determinism_sweep_changes(self):
        out = os.path.join(self.tmp.name, "out")
        first = self.report(out, "--no-mlir-opt")
        doc = json.loads(first)
        for k in ("format", "schema_version", "corpus", "readers", "cases", "results", "xversion",
                  "ambiguities", "changes", "summary"):
            self.assertIn(k, doc)
        self.assertEqual(doc["format"], "mlirbc-conformance")
        self.assertEqual([c["id"] for c in doc["cases"]], sorted(self.ids))
        res = doc["results"]["mlirbc-read"]
        self.assertEqual(sorted(res), sorted(self.ids))
        for cid, r in res.items():
            self.assertIn(r["verdict"], VERDICTS)
            self.assertRegex(r["classification"], CLASS)
            self.assertEqual(sorted(r["align"]), ["0", "1", "16", "4096", "8"], cid)
        self.assertEqual(res["n_fixture_magic"]["code"], "E_MAGIC")
        self.assertEqual(res["y_fixture_cf"]["classification"], "ok")
        amb3 = [a for a in doc["ambiguities"] if a["id"] == "AMB-003"][0]
        self.assertEqual(amb3["alignment_sweep"]["mlirbc-read"]["offset_dependent"], [])
        amb6 = [a for a in doc["ambiguities"] if a["id"] == "AMB-006"][0]
        self.assertEqual(amb6["cases"], ["i_fixture_trailing"])
        # deterministic, and the second run comes from the cache
        shutil.copy(os.path.join(out, "conformance.json"), os.path.join(self.tmp.name, "prev.json"))
        second = self.report(out, "--no-mlir-opt", "--previous",
                             os.path.join(self.tmp.name, "prev.json"))
        self.assertEqual(json.loads(second)["results"], doc["results"])
        third = self.report(out, "--no-mlir-opt", "--previous",
                            os.path.join(self.tmp.name, "prev.json"))
        self.assertEqual(second, third)
        with open(os.path.join(out, "perf.json")) as f:
            self.assertEqual(json.load(f)["readers"]["mlirbc-read"]["runs"], 0)
        # a previous report where y_fixture_cf failed: now it is "fixed" (an
        # earlier reader: with the same reader and bytes it would be flaky)
        doc["readers"][0]["version"] = "src:000000000000"
        doc["results"]["mlirbc-read"]["y_fixture_cf"].update(verdict="rejected",
                                                            classification="reader-bug")
        doc["results"]["mlirbc-read"]["n_fixture_magic"].update(verdict="rejected-silent")
        with open(os.path.join(self.tmp.name, "prev.json"), "w") as f:
            json.dump(doc, f)
        ch = json.loads(self.report(out, "--no-mlir-opt", "--previous",
                                    os.path.join(self.tmp.name, "prev.json")))["changes"]
        self.assertEqual([x["case"] for x in ch["fixed"]], ["y_fixture_cf"])
        self.assertEqual([x["case"] for x in ch["changed"]], ["n_fixture_magic"])
        self.assertEqual(ch["new_failures"], [])

    def test_with_mlir_opt(self):
        if not shutil.which("mlir-opt-22"):
            if os.environ.get("CI") == "true":
                self.fail("mlir-opt-22 missing under CI=true (run ./cts bootstrap)")
            self.skipTest("mlir-opt-22 not installed")
        out = os.path.join(self.tmp.name, "out-mlir")
        doc = json.loads(self.report(out, "--cases", "y_*", "--no-sweep"))
        r = doc["results"]["mlir-opt-22"]
        # mlir-opt-22 reads its own v6 file and prints what the reference reader prints
        self.assertEqual(r["y_fixture_cf"]["verdict"], "accepted-equal")
        self.assertEqual(r["y_fixture_cf"]["compared_with"], "reference")
        if "mlir-opt-16" in doc["results"]:
            r16 = doc["results"]["mlir-opt-16"]
            # 16 reads only v0: a v6 case is not run; a v0 file of 19 is another era
            self.assertEqual(r16["y_fixture_cf"]["verdict"], "not-applicable")
            self.assertIn(r16["y_fixture_func"]["classification"], ("ok", "cross-version-break"))
            self.assertNotEqual(r16["y_fixture_func"]["verdict"], "not-applicable")

    def test_buffer_offset_same_output(self):
        f = os.path.join(self.root, "corpus", "cases", "y_fixture_cf.mlirbc")
        base = subprocess.run([READER, "--dump=json", f], stdout=subprocess.PIPE).stdout
        for off in ("1", "8", "4095", "65536"):
            p = subprocess.run([READER, "--buffer-offset", off, "--dump=json", f],
                               stdout=subprocess.PIPE)
            self.assertEqual((p.returncode, p.stdout), (0, base), off)
        for bad in ("-1", "65537", "x", ""):
            p = subprocess.run([READER, "--buffer-offset=" + bad, f], stderr=subprocess.PIPE)
            self.assertEqual(p.returncode, 2, bad)


if __name__ == "__main__":
    READER = os.path.abspath(sys.argv.pop(1))
    unittest.main()
