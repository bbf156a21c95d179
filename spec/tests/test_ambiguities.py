#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""spec/ambiguities/AMB-*.json entries are complete and consistent.

Every entry has the registry keys, its id matches its file name, the seed
numbers AMB-001..AMB-014 exist and numbering has no gaps, grammar_ids are
grammar IDs, decision names a D-* row of spec/reader-decisions.md; with a
corpus manifest, listed cases exist and every impl case names an entry.
"""
import glob
import json
import os
import re
import sys
import unittest

SPEC = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REPO = os.path.dirname(SPEC)
sys.path.insert(0, REPO)
from spec.tools import mkgrammar as gg  # noqa: E402

KEYS = ["id", "title", "grammar_ids", "doc_says", "options", "reference_reader", "upstream",
        "cases", "decision"]


def entries():
    out = {}
    for path in sorted(glob.glob(os.path.join(SPEC, "ambiguities", "AMB-*.json"))):
        with open(path, encoding="utf-8") as f:
            out[os.path.basename(path)[:-5]] = json.load(f)
    return out


class Registry(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.e = entries()
        cls.ids = {x[0] for x in gg.elements(gg.load())}
        with open(os.path.join(SPEC, "reader-decisions.md"), encoding="utf-8") as f:
            cls.decisions = set(re.findall(r"^\| (D-[A-Z0-9-]+) \|", f.read(), re.M))

    def test_numbering(self):
        nums = sorted(int(k[4:]) for k in self.e)
        self.assertEqual(nums, list(range(1, len(nums) + 1)))
        self.assertGreaterEqual(len(nums), 14)

    def test_entries(self):
        self.assertGreater(len(self.decisions), 10)
        for name, e in self.e.items():
            with self.subTest(name):
                self.assertEqual([k for k in KEYS if k not in e], [])
                self.assertEqual(e["id"], name)
                self.assertGreaterEqual(len(e["options"]), 2)
                self.assertTrue(e["upstream"] and e["reference_reader"] and e["doc_says"])
                for gid in e["grammar_ids"]:
                    self.assertIn(gid, self.ids)
                self.assertIn(e["decision"], self.decisions)
                with open(os.path.join(SPEC, "ambiguities", name + ".json"), encoding="utf-8") as f:
                    self.assertEqual(f.read(), gg.canonical_text(e), "canonical layout")

    def test_corpus_links(self):
        path = os.path.join(REPO, "corpus", "manifest.json")
        if not os.path.exists(path):
            self.skipTest("no corpus/manifest.json yet")
        with open(path, encoding="utf-8") as f:
            cases = {c["id"]: c for c in json.load(f)["cases"]}
        for name, e in self.e.items():
            for cid in e["cases"]:
                self.assertIn(cid, cases, "%s lists unknown case %s" % (name, cid))
        for cid, c in cases.items():
            if c.get("verdict") == "impl" or cid.startswith("i_"):
                self.assertIn(c.get("ambiguity"), self.e, "%s: ambiguity %r" % (cid, c.get("ambiguity")))


if __name__ == "__main__":
    unittest.main(verbosity=1)
