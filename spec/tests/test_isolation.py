#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""spec/tools/feature_isolation.py on small hand-made manifests: it counts must-accept cases
with Y and without X per version, honours version_min, implies (transitively)
and baseline, reads features implied by fields, and exits 1 on a gap."""
import io
import json
import os
import sys
import tempfile
import unittest
from contextlib import redirect_stderr, redirect_stdout

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(os.path.dirname(HERE)))
from spec.tools import feature_isolation as isolation  # noqa: E402

FEATURES = {"features": [
    {"id": "a", "kind": "ir", "doc": "", "implied_by": ["x.a"]},
    {"id": "b", "kind": "ir", "doc": "", "implied_by": [], "version_min": 6, "implies": ["c"]},
    {"id": "c", "kind": "ir", "doc": "", "implied_by": [], "implies": ["base"]},
    {"id": "base", "kind": "ir", "doc": "", "implied_by": [], "baseline": True},
]}


def case(v, feats, fields=(), verdict="accept"):
    return {"version": v, "verdict": verdict, "features": list(feats), "fields": list(fields)}


def full(n=5):
    """n cases of each feature alone (with what it implies) at every version it exists."""
    cs = []
    for v in range(7):
        cs += [case(v, ["a", "base"])] * n + [case(v, ["c", "base"])] * n + [case(v, ["base"])] * n
    cs += [case(6, ["b", "c", "base"])] * n
    return cs


class IsolationTest(unittest.TestCase):
    def gaps(self, cases, need=5):
        return isolation.matrix(FEATURES, {"cases": cases}, need)[1]

    def test_isolated_corpus_has_no_gap(self):
        self.assertEqual(self.gaps(full()), [])

    def test_one_case_short_is_a_gap(self):
        cs = full()
        cs.remove(case(3, ["a", "base"]))
        self.assertEqual(self.gaps(cs), [("b", "a", 3, 4), ("c", "a", 3, 4)])

    def test_only_accept_cases_count(self):
        cs = [c if not (c["version"] == 2 and c["features"] == ["c", "base"])
              else dict(c, verdict="reject") for c in full()]
        self.assertIn(("a", "c", 2, 0), self.gaps(cs))

    def test_implied_pairs_and_baseline_are_exempt(self):
        # b implies c implies base: (c, b) and (base, *) are never checked
        checked = isolation.matrix(FEATURES, {"cases": full()}, 5)[0]
        # Y=a: 7 versions x X in {b, c}; Y=c: 7 x {a, b}; Y=base: 7 x {a, b, c}; Y=b: v6 x {a}
        self.assertEqual(checked, 7 * 2 + 7 * 2 + 7 * 3 + 1)

    def test_fields_imply_features(self):
        cs = [c if c["features"] != ["a", "base"] else case(c["version"], ["base"], ["x.a"])
              for c in full()]
        self.assertEqual(self.gaps(cs), [])

    def test_exit_status_and_listing(self):
        cs = full()
        cs.remove(case(6, ["b", "c", "base"]))
        with tempfile.TemporaryDirectory() as d:
            m, f = os.path.join(d, "m.json"), os.path.join(d, "f.json")
            with open(m, "w") as fh:
                json.dump({"cases": cs}, fh)
            with open(f, "w") as fh:
                json.dump(FEATURES, fh)
            out, err = io.StringIO(), io.StringIO()
            with redirect_stdout(out), redirect_stderr(err):
                rc = isolation.main(["--manifest", m, "--features", f])
        self.assertEqual(rc, 1)
        self.assertIn("without a", err.getvalue())
        self.assertIn("with b", err.getvalue())
        self.assertIn("v6:4", err.getvalue())


if __name__ == "__main__":
    unittest.main()
