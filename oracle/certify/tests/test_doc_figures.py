#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""oracle/certify/doc_figures.py on a readers matrix rendered from synthetic
certificates (oracle/matrix/tests' own): the figures it reads are the
certificates' (so a change of the matrix's layout that it cannot read fails
here), the page's passages take them, a second rendering changes nothing,
and a stale, unknown, missing or misplaced figure is refused."""

import os
import tempfile
import unittest

from oracle.certify import doc_figures
from oracle.matrix import cli
from oracle.matrix.tests.test_matrix import cert, write_cert

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))


def page():
    with open(os.path.join(REPO, doc_figures.DOC), encoding="utf-8") as f:
        return f.read()


class DocFigures(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory(prefix="doc-figures-")
        root = cls.tmp.name
        ref = cert("mlirbc-read", "v1", va=(10, 10), ir=(4, 4), crashes=0)
        ref["clusters"] = []
        opt = cert(doc_figures.EXAMPLE, "LLVM 19.1.7", va=(7, 10), crashes=3)
        opt["complete"] = False
        opt["score"].update(hangs=2, ooms=1)
        opt["clusters"] = [{"id": 1}, {"id": 2, "axis": "unexplained", "cases": ["a", "b", "c"]}]
        dirs = [write_cert(root, "ref", ref, {"label": "reference (C)", "certified": "2026-01-02"}),
                write_cert(root, "opt", opt, {"label": doc_figures.EXAMPLE, "certified": "2026-01-03",
                                              "version": "LLVM 19.1.7"})]
        cli.build(dirs, os.path.join(root, "m"), history_path="")
        cls.index = os.path.join(root, "m", "index.md")
        cls.cols = doc_figures.matrix(cls.index)
        cls.opt = opt

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def test_reads_the_certificates_figures(self):
        c = doc_figures.column(self.cols, doc_figures.EXAMPLE)
        self.assertEqual(c["date"], "2026-01-03")
        self.assertEqual(c["version"], "LLVM 19.1.7")
        self.assertEqual(doc_figures.score(c, "crashes / hangs / OOMs"), "3 / 2 / 1")
        self.assertEqual(doc_figures.causes_text(c), "1 root cause and 3 unexplained failures")
        cell = lambda v: {"rows": {("Scores", doc_figures.SCORE.get(k, k)): v
                                   for k in ["root causes of the failures"]}}
        self.assertEqual(doc_figures.causes_text(cell("11 + 8 minor + 91 unexplained")),
                         "11 root causes, 8 minor causes and 91 unexplained failures")
        self.assertEqual(doc_figures.causes_text(cell("2 + 1 minor")),
                         "2 root causes and 1 minor cause")
        self.assertEqual(doc_figures.cases_text(c), "14 cases (a partial run)")
        self.assertEqual(doc_figures.score(c, "headline"),
                         "%.1f %%" % (100 * self.opt["score"]["headline"]))
        self.assertEqual(doc_figures.reference_cases(self.cols), "14")

    def test_passages_take_the_figures_and_settle(self):
        once = doc_figures.render(page(), self.cols)
        self.assertIn("certified on 2026-01-03 over 14 cases (a partial run)", once)
        self.assertIn("| mlir-opt-19 | LLVM 19.1.7 | 2026-01-03 | 1 + 3 unexplained |", once)
        self.assertEqual(doc_figures.render(once, self.cols), once)

    def test_stale_figure_fails_the_check(self):
        with tempfile.TemporaryDirectory() as d:
            doc = os.path.join(d, "certification.md")
            with open(doc, "w", encoding="utf-8") as f:
                f.write(doc_figures.render(page(), self.cols))
            self.assertEqual(doc_figures.main(["--doc", doc, "--matrix", self.index, "--check"]), 0)
            with open(doc, encoding="utf-8") as f:
                text = f.read()
            budget = "<!-- GENERATED sites-budget -->"
            with open(doc, "w", encoding="utf-8") as f:
                f.write(text.replace(budget, budget + "1"))
            self.assertEqual(doc_figures.main(["--doc", doc, "--matrix", self.index, "--check"]), 1)

    def test_refuses_unknown_missing_and_misplaced_figures(self):
        text = page()
        for bad in (text + "\nsee <!-- GENERATED no-such -->1<!-- END GENERATED -->\n",
                    text.replace("<!-- GENERATED gdb-chunk -->", "<!-- GENERATED-NOT -->"),
                    text + "\n<!-- GENERATED gdb-chunk -->16<!-- END GENERATED --> opens a line\n"):
            with self.assertRaises(SystemExit):
                doc_figures.render(bad, self.cols)


if __name__ == "__main__":
    unittest.main()
