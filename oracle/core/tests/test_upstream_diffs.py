# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Known upstream print differences (oracle/core/upstream_diffs.py) on a
small fixture (data/upstream_diffs/: a reader print and mlir-opt's golden
print of one file per kind), and that a reader mismatch stays one."""

import os
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, os.pardir, os.pardir, os.pardir))
from oracle.core.tests.testenv import REPO  # noqa: E402,F401  (paths, PYTHONPATH)
from oracle.core import compare, normalize  # noqa: E402

DATA = os.path.join(HERE, "data", "upstream_diffs")


def pair(name):
    """(reader print, golden print, reader trailer, golden trailer), normalized."""
    out = []
    for side in ("reader", "golden"):
        with open(os.path.join(DATA, "%s.%s.mlir" % (name, side)), encoding="utf-8") as f:
            text = f.read()
        out.append((normalize.normalize(text), normalize.extract_resources(text)))
    return out[0][0], out[1][0], out[0][1], out[1][1]


class KnownDifferenceTest(unittest.TestCase):
    def test_table_rows_have_cause_and_reference(self):
        ids = [r["id"] for r in compare.KNOWN_DIFFERENCES]
        self.assertEqual(len(ids), len(set(ids)))
        for r in compare.KNOWN_DIFFERENCES:
            self.assertTrue(r["cause"] and "llvm/llvm-project" in r["upstream"], r["id"])

    def test_fixture_differs(self):
        for name in ("distinct", "resource"):
            got, want, gr, wr = pair(name)
            self.assertNotEqual((got, gr), (want, wr), name)

    def test_distinct_printed_twice(self):
        got, want, _, _ = pair("distinct")
        self.assertEqual(compare.upstream_difference(got, want)["id"], "distinct-printed-twice")

    def test_resource_key_renamed(self):
        got, want, gr, wr = pair("resource")
        self.assertTrue(gr and wr)
        self.assertEqual(compare.upstream_difference(got, want, gr, wr)["id"],
                         "resource-key-renamed")

    def test_both_in_one_file(self):
        dg, dw, _, _ = pair("distinct")
        rg, rw, rgr, rwr = pair("resource")
        up = compare.upstream_difference(dg + rg, dw + rw, rgr, rwr)
        self.assertEqual(up["id"], "distinct-printed-twice + resource-key-renamed")

    def test_equal_prints_are_no_difference(self):
        got, _, gr, _ = pair("resource")
        self.assertIsNone(compare.upstream_difference(got, got, gr, gr))

    def test_reader_mismatch_is_not_recognized(self):
        got, want, gr, wr = pair("resource")
        self.assertIsNone(compare.upstream_difference(got.replace("2xi32", "3xi32"), want, gr, wr))
        got, want, _, _ = pair("distinct")
        # the reader splitting a shared attribute is the reader's fault
        self.assertIsNone(compare.upstream_difference(want, got))
        self.assertIsNone(compare.upstream_difference(got.replace("42", "43"), want))

    def test_renamed_key_the_reader_also_has_is_not_recognized(self):
        got, want, gr, wr = pair("resource")
        both = got.replace("dense_resource<blob1>", "dense_resource<blob1_1>")
        self.assertIsNone(compare.upstream_difference(both + got, want + want, gr, wr))


if __name__ == "__main__":
    unittest.main()
