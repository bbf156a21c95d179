#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""spec/tools/mkprops.py: the release model's ops.tsv -> the reader's table."""
import os
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(os.path.dirname(HERE)))
from spec.tools import mkprops as gen_props  # noqa: E402


def write_release(root, rel, text, name="ops.tsv"):
    d = os.path.join(root, str(rel))
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, name), "w", encoding="utf-8") as f:
        f.write(text)


class ModelTest(unittest.TestCase):
    def test_committed_model_translates(self):
        rel = gen_props.load()
        self.assertTrue({16, 19, 22} <= set(rel))
        for r, ops in rel.items():
            custom = [op for op, f in ops.items() if f and any(k == "custom" for k, _, _ in f)]
            self.assertEqual(custom, [], f"release {r}: fields without a reader rule")
        self.assertEqual(rel[22]["func.func"],
                         [("attr?", "arg_attrs", 0), ("attr", "function_type", 0),
                          ("attr?", "no_inline", 0), ("attr?", "res_attrs", 0),
                          ("attr", "sym_name", 0), ("attr?", "sym_visibility", 0)])
        self.assertEqual(rel[19]["llvm.add"], [("bitenum", "overflowFlags", 0)])
        self.assertEqual(rel[22]["llvm.add"], [("enum", "overflowFlags", 32)])
        self.assertIn(("bool", "disjoint", 0), rel[22]["affine.linearize_index"])
        self.assertIsNone(rel[16]["func.func"])

    def test_table_sorted_and_stable(self):
        rel = gen_props.load()
        a, b = gen_props.generate(rel), gen_props.generate(rel)
        self.assertEqual(a, b)
        tables, cur = [], None
        for line in a.splitlines():
            if line.startswith("static const mbc_prop_layout L"):
                cur = []
                tables.append(cur)
            elif cur is not None and line.startswith('  {"'):
                cur.append(line.split('"')[1].encode())
            elif line == "};":
                cur = None
        self.assertEqual(len(tables), len(rel))
        for t in tables:  # the reader binary-searches each table bytewise
            self.assertEqual(t, sorted(t))
        self.assertEqual(sum(map(len, tables)), sum(map(len, rel.values())))


class FormatTest(unittest.TestCase):
    def load(self, text, extra=None):
        with tempfile.TemporaryDirectory() as d:
            write_release(d, 22, text)
            if extra:
                write_release(d, 22, extra, "ops.extra.tsv")
            return gen_props.load(d)[22]

    def test_every_token(self):
        ops = self.load("# c\nx.a\tp:StringAttr q?:TypeAttr s=segments_attr(3)@v<6 "
                        "b=bool:bool e=varint(u8):X::E f=varint:IntegerOverflowFlags "
                        "o=opt_varint:std::optional<int64_t> s=segments_sparse(3)@v>=6\n"
                        "x.b\t-\n")
        self.assertEqual(ops["x.a"], [("attr", "p", 0), ("attr?", "q", 0), ("seg5", "s", 3),
                                      ("bool", "b", 0), ("enum", "e", 8), ("bitenum", "f", 0),
                                      ("opt64", "o", 0), ("seg6", "s", 3)])
        self.assertIsNone(ops["x.b"])

    def test_unknown_rules_are_custom(self):
        ops = self.load("x.a\tf=varint:SomeEnum\nx.b\topaque(why)\n")
        self.assertEqual(ops["x.a"], [("custom", "f", 0)])
        self.assertIn("MBC_PL_CUSTOM", gen_props.generate({22: ops}))

    def test_errors(self):
        for bad in ("x.a\tp:\n", "x.a p:A\n", "xa\tp:A\n", "x.a\ts=segments_attr(3)@v<5\n",
                    "x.a\ts=segments_attr(0)@v<6\n", "x.a\tp=what:A\n", "x.a\t-\nx.a\t-\n"):
            with self.assertRaises(gen_props.DataError, msg=bad):
                self.load(bad)
        with self.assertRaises(gen_props.DataError):
            self.load("x.a\t-\n", extra="x.a\tp:A\n")


if __name__ == "__main__":
    unittest.main()
