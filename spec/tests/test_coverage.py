#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""spec/tools/grammar_coverage.py sees what a manifest covers and, with --require-all,
fails on exactly the gaps.

* a small hand-written manifest (spec/tests/manifest_small.json): covered
  elements, flag states, versions and alignment classes are counted under
  the right verdict; uncovered ones and an unknown ID are reported;
* a complete synthetic manifest built from the grammar passes
  --require-all; removing one flag state, one version or one element makes
  it fail naming that gap.
"""
import json
import os
import subprocess
import sys
import tempfile
import unittest

TESTS = os.path.dirname(os.path.abspath(__file__))
SPEC = os.path.dirname(TESTS)
sys.path.insert(0, os.path.dirname(SPEC))
from spec.tools import mkgrammar as gg  # noqa: E402

REPO = os.path.dirname(SPEC)
SMALL = os.path.join(TESTS, "manifest_small.json")


def run(*args):
    p = subprocess.run([sys.executable, "-m", "spec.tools.grammar_coverage"] + list(args), cwd=REPO,
                       stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, universal_newlines=True, timeout=120)
    return p.returncode, p.stdout, p.stderr


def complete_manifest(g):
    """Cases reaching everything: per version an accept and a reject case;
    the accept case of v6 lists every ID and both states of every flag."""
    states, ids = [], []
    for eid, kind, rec in gg.elements(g):
        if kind.endswith("flag"):
            states.append(eid + "=0")
            if not rec.get("reserved"):
                states.append(eid + "=1")
        else:
            ids.append(eid)
    cases = []
    for v in range(7):
        cases.append({"id": "y_v%d_min" % v, "version": v, "verdict": "accept",
                      "fields": ["file.magic"], "features": []})
        cases.append({"id": "n_v%d_trunc" % v, "version": v, "verdict": "reject",
                      "fields": ["file.magic"], "features": []})
    cases.append({"id": "y_all", "version": 6, "verdict": "accept", "fields": ids + states,
                  "features": ["large-alignment"]})
    for eid, kind, rec in gg.elements(g):
        if kind.endswith("flag") and rec.get("reserved"):
            cases.append({"id": "n_reserved_" + eid.replace(":", "_"), "version": 6,
                          "verdict": "reject", "fields": [eid + "=1"], "features": []})
    return {"format": "mlirbc-corpus", "version": 1, "cases": cases}


class Small(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        rc, out, err = run("--manifest", SMALL, "--json")
        assert rc == 0, err
        cls.j = json.loads(out)
        cls.rc, cls.out, cls.err = run("--manifest", SMALL, "--require-all")

    def test_case_kinds(self):
        self.assertEqual(self.j["cases"], {"y": 1, "n": 1, "i": 1})

    def test_covered(self):
        el = self.j["elements"]
        self.assertEqual(el["file.magic"]["y"], 1)
        self.assertEqual(el["file.magic"]["n"], 1)
        self.assertEqual(el["file"]["y"], 1, "a production is covered through its fields")
        self.assertEqual(el["ir.op.mask"]["y"], 1, "a flag state covers its field")
        self.assertEqual(el["builtin.type.IndexType"]["y"], 1)
        self.assertEqual(self.j["flag_states"]["ir.op.mask:hasAttrs=1"]["y"], 1)
        self.assertEqual(self.j["flag_states"]["ir.op.mask:reserved0x80=1"]["n"], 1)
        self.assertEqual(self.j["versions"]["0"], {"y": 1, "n": 1, "i": 0})
        self.assertEqual(self.j["versions"]["3"], {"y": 0, "n": 0, "i": 1})
        self.assertEqual(self.j["alignment_classes"]["none"]["y"], 1)
        self.assertEqual(self.j["alignment_classes"]["section"]["i"], 1)
        self.assertEqual(self.j["features"]["builtin-types"]["y"], 1)

    def test_uncovered(self):
        el = self.j["elements"]
        self.assertEqual(el["ir.uselist.index"], {"kind": "field", "y": 0, "n": 0, "i": 0})
        self.assertEqual(self.j["flag_states"]["ir.op.mask:hasAttrs=0"]["y"], 0)
        self.assertEqual(self.j["unknown_ids"], ["ir.op.bogus"])

    def test_require_all_lists_gaps(self):
        self.assertEqual(self.rc, 1)
        for gap in ("element ir.uselist.index (field): no accept case",
                    "flag ir.op.mask:hasAttrs=0: no accept case",
                    "version 3: no accept case", "version 1: no reject case",
                    "alignment class blob: no accept case", "unknown id ir.op.bogus"):
            self.assertIn(gap, self.err)
        self.assertNotIn("element file.magic ", self.err)
        self.assertNotIn("flag ir.op.mask:hasAttrs=1", self.err)
        self.assertNotIn("ir.op.mask:reserved0x80=1", self.err)
        self.assertNotIn("version 0:", self.err)

    def test_table_and_help(self):
        rc, out, _ = run("--manifest", SMALL)
        self.assertEqual(rc, 0)
        self.assertIn("grammar elements reached by an accept case: ", out)
        self.assertRegex(out, r"ir\.uselist\.index +0 +0 +0 +<- no accept case")
        rc, out, _ = run("--help")
        self.assertEqual(rc, 0)
        self.assertIn("--require-all", out)
        self.assertEqual(run("--manifest", os.path.join(TESTS, "missing.json"))[0], 2)


class Complete(unittest.TestCase):
    def check(self, manifest):
        with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
            json.dump(manifest, f)
        try:
            return run("--manifest", f.name, "--require-all")
        finally:
            os.unlink(f.name)

    def test_complete_passes_and_each_removal_fails(self):
        g = gg.load()
        m = complete_manifest(g)
        rc, _, err = self.check(m)
        self.assertEqual(rc, 0, err)
        removals = {
            "flag ir.block.arg.type:hasLocation=1": ("y_all", "ir.block.arg.type:hasLocation=1"),
            "element builtin.attr.DistinctAttr.referencedAttr": (
                "y_all", "builtin.attr.DistinctAttr.referencedAttr"),
            "alignment class blob-padded": ("y_all", "resources.blob.padding"),
        }
        for gap, (cid, item) in removals.items():
            with self.subTest(gap):
                m2 = json.loads(json.dumps(m))
                case = next(c for c in m2["cases"] if c["id"] == cid)
                case["fields"].remove(item)
                rc, _, err = self.check(m2)
                self.assertEqual(rc, 1)
                self.assertIn(gap, err)
        m3 = json.loads(json.dumps(m))
        m3["cases"] = [c for c in m3["cases"] if c["id"] != "n_v4_trunc"]
        rc, _, err = self.check(m3)
        self.assertEqual(rc, 1)
        self.assertIn("version 4: no reject case", err)


if __name__ == "__main__":
    unittest.main(verbosity=1)
