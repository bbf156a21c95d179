#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""oracle/robustness.py on synthetic report data (no readers run):

* a crash whose message names its cause is one root cause across releases
  and across the reference reader's codes (merged by signature);
* a crash with a generic message (stack-dump banner) is split by what the
  reference reader says about the file;
* hangs and OOMs are root causes of their own; releases affected count the
  cases per mlir-opt; the reference reader's own failures are not listed;
* the reproducer is the smallest member with the root cause's trait (the
  most common reference code), not merely the smallest member;
* spec/upstream-bugs.json: an OOM on an E_ALIGN file names
  llvm/llvm-project#181266, a crash on a FusedLoc without metadata #99626;
* the same input gives the same output; summary.md and index.html show it.
Usage: test_robustness.py
"""

import os
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, os.pardir, os.pardir, os.pardir))
from oracle.core.tests.testenv import REPO, SHARED  # noqa: E402,F401  (paths, PYTHONPATH)
from oracle.report import html as render_html
from oracle.report import markdown as render_md
from oracle.report import view as render_model
from oracle.report import robustness

SMALLVEC = "LLVM ERROR: SmallVector unable to grow. Requested capacity (%d) is larger than maximum"
BANNER = "PLEASE submit a bug report to https://github.com/llvm/llvm-project/issues/ and include"
READERS = [{"id": "mlirbc-read", "kind": "reference", "command": "mlirbc-read {file}"},
           {"id": "mlir-opt-19", "kind": "mlir-opt", "command": "mlir-opt-19 {file}"},
           {"id": "mlir-opt-22", "kind": "mlir-opt", "command": "mlir-opt-22 {file}"}]
# case id -> (size, reference code or None (accepted), {reader: (verdict, message)})
CASES = {
    "n_count_a": (300, "E_COUNT", {"mlir-opt-19": ("crash", SMALLVEC % 18446744073709551615),
                                   "mlir-opt-22": ("crash", SMALLVEC % 18446744073709551615)}),
    "n_count_b": (90, "E_COUNT", {"mlir-opt-22": ("crash", SMALLVEC % 9223372036854775807)}),
    "n_mask_c": (20, "E_OP_MASK", {"mlir-opt-22": ("crash", SMALLVEC % 4563402752)}),
    "n_args_a": (72, "E_TOPLEVEL_ARGS", {"mlir-opt-19": ("crash", BANNER),
                                         "mlir-opt-22": ("crash", BANNER)}),
    "n_cycle_a": (74, "E_CYCLE", {"mlir-opt-19": ("crash", BANNER),
                                  "mlir-opt-22": ("timeout", "")}),
    "n_align_0": (50, "E_ALIGN", {"mlir-opt-22": ("oom", "LLVM ERROR: out of memory")}),
    "i_fused_1": (45, "E_ATTRTYPE_ENTRY", {"mlir-opt-19": ("crash", BANNER)}),
    "y_ok": (10, None, {"mlir-opt-19": ("accepted-equal", None),
                        "mlir-opt-22": ("rejected", "0:0: error: whatever")}),
}
REF_MESSAGE = {"i_fused_1": "45: [attrtype] E_ATTRTYPE_ENTRY: FusedLoc without metadata needs "
                            "at least 2 locations"}


def report():
    cases, results = [], {r["id"]: {} for r in READERS}
    for cid, (size, code, per) in sorted(CASES.items()):
        cases.append({"id": cid, "file": "corpus/cases/%s.mlirbc" % cid, "size": size,
                      "expected": {"n": "reject", "i": "impl", "y": "accept"}[cid[0]],
                      "features": [], "version": 1})
        results["mlirbc-read"][cid] = (
            {"verdict": "accepted-equal", "classification": "ok", "message": None} if code is None
            else {"verdict": "rejected", "classification": "ok", "code": code,
                  "message": REF_MESSAGE.get(cid, "10: [ir] %s: something" % code)})
        for rid, (verdict, msg) in per.items():
            results[rid][cid] = {"verdict": verdict, "message": msg, "classification": "reader-bug"}
    results["mlirbc-read"]["y_ok"] = {"verdict": "crash", "message": "killed by SIGSEGV"}
    return cases, results


class RootCauses(unittest.TestCase):
    def causes(self):
        cases, results = report()
        return robustness.root_causes(cases, results, READERS, robustness.load_known(REPO))

    def by_case(self, causes, cid, failure):
        return [c for c in causes if cid in c["cases"] and c["failure"] == failure]

    def test_root_causes(self):
        causes = self.causes()
        smallvec = self.by_case(causes, "n_count_a", "crash")
        self.assertEqual(len(smallvec), 1)
        sv = smallvec[0]
        self.assertEqual(sv["id"], "R1")
        self.assertEqual(sv["cases"], ["n_count_a", "n_count_b", "n_mask_c"])
        self.assertEqual(sv["releases"], {"mlir-opt-19": 1, "mlir-opt-22": 3})
        self.assertIn("SmallVector unable to grow", sv["signature"])
        # the trait is E_COUNT (2 of 3): the reproducer is n_count_b, not
        # the smaller n_mask_c whose reference code is E_OP_MASK
        self.assertEqual(sv["trait"]["reference"]["code"], "E_COUNT")
        self.assertEqual(sv["reproducer"]["case"], "n_count_b")
        self.assertEqual(sv["reproducer"]["command"], "mlir-opt-22 corpus/cases/n_count_b.mlirbc")
        # generic banner: split by the reference reader's code
        args = self.by_case(causes, "n_args_a", "crash")[0]
        cycle = self.by_case(causes, "n_cycle_a", "crash")[0]
        self.assertNotEqual(args["id"], cycle["id"])
        self.assertIsNone(args["signature"])
        self.assertEqual(args["releases"], {"mlir-opt-19": 1, "mlir-opt-22": 1})
        self.assertIn("E_TOPLEVEL_ARGS", args["summary"])
        hang = self.by_case(causes, "n_cycle_a", "timeout")[0]
        self.assertEqual((hang["releases"], hang["summary"]),
                         ({"mlir-opt-22": 1}, "hangs on files the reference reader rejects with E_CYCLE"))
        # known upstream issues
        oom = self.by_case(causes, "n_align_0", "oom")[0]
        self.assertEqual([u["id"] for u in oom["upstream"]], ["llvm/llvm-project#181266"])
        fused = self.by_case(causes, "i_fused_1", "crash")[0]
        self.assertEqual([u["id"] for u in fused["upstream"]], ["llvm/llvm-project#99626"])
        self.assertEqual(args["upstream"], [])
        # the reference reader's own crash and plain rejections are not listed
        self.assertFalse(any("y_ok" in c["cases"] for c in causes))
        self.assertEqual(len(causes), 6)
        self.assertEqual(self.causes(), causes)

    def test_a_recorded_crash_site_decides(self):
        """Crashes behind the generic banner with the site their stack names:
        one site is one cause across releases and reference codes; two sites
        are two causes even with one reference code."""
        cases, results = report()
        site_a = "mlir::BytecodeReader::Impl::parseRegion < mlir::BytecodeReader::Impl::parseRegions"
        site_b = "mlir::BytecodeReader::Impl::parseDialectSection < mlir::BytecodeReader::Impl::read"
        results["mlir-opt-19"]["n_args_a"]["signature"] = site_a
        results["mlir-opt-22"]["n_args_a"]["signature"] = site_a
        results["mlir-opt-19"]["n_cycle_a"]["signature"] = site_a
        results["mlir-opt-19"]["i_fused_1"]["signature"] = site_b
        causes = robustness.root_causes(cases, results, READERS, robustness.load_known(REPO))
        a = self.by_case(causes, "n_args_a", "crash")[0]
        self.assertEqual(a["cases"], ["n_args_a", "n_cycle_a"])
        self.assertEqual(a["releases"], {"mlir-opt-19": 2, "mlir-opt-22": 1})
        self.assertEqual(a["site"], site_a)
        self.assertIn("crashes at `%s` on files" % site_a, a["summary"])
        b = self.by_case(causes, "i_fused_1", "crash")[0]
        self.assertNotEqual(a["id"], b["id"])
        self.assertEqual(b["site"], site_b)
        self.assertEqual(len(causes), 5)

    def test_rendered(self):
        cases, results = report()
        doc = {"readers": READERS, "cases": cases, "results": results, "summary": {},
               "robustness": self.causes(), "changes": {"previous": None}}
        model = render_model.Model(doc)
        md = render_md.render(model)
        self.assertIn("## Upstream robustness bugs", md)
        self.assertIn("6 distinct root causes", md)
        self.assertIn("llvm/llvm-project#181266", md)
        html = render_html.robustness(model)
        self.assertIn('href="https://github.com/llvm/llvm-project/issues/181266"', html)
        self.assertIn("n_count_b", html)


if __name__ == "__main__":
    unittest.main()
