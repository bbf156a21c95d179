#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""spec/grammar.json is well-formed and its derived header is current.

* unique IDs; version ranges within 0..6; every flag named, one bit, with a
  doc; every builtin production has a code and an era range, codes unique
  per era; every ID referenced by a production body exists;
* the checker catches each of those mistakes (broken copies);
* every upstream builtin def of the era tables is present with its code;
* the file is in canonical layout (python3 -m spec.tools.mkgrammar --format);
* the generated header (argv[1], if given) matches the grammar, and every
  macro name is distinct.
Usage: test_grammar.py [BUILD/generated/mlirbc_grammar_ids.h]
"""
import copy
import os
import sys
import unittest

SPEC = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.dirname(SPEC))
from spec.tools import mkgrammar as gg  # noqa: E402

HEADER = sys.argv[1] if len(sys.argv) > 1 else None

# Codes of the builtin defs as the reference reader implements them
# (reader/src/builtin_attr.c, builtin_type.c); the grammar must agree.
ATTR_CODES = ["ArrayAttr", "DictionaryAttr", "StringAttr", "StringAttrWithType",
              "FlatSymbolRefAttr", "SymbolRefAttr", "TypeAttr", "UnitAttr", "IntegerAttr",
              "FloatAttr", "CallSiteLoc", "FileLineColLoc", "FusedLoc", "FusedLocWithMetadata",
              "NameLoc", "UnknownLoc", "DenseResourceElementsAttr", "DenseArrayAttr",
              "DenseIntOrFPElementsAttr", "DenseStringElementsAttr", "SparseElementsAttr",
              "DistinctAttr", "FileLineColRange", "AffineMapAttr"]
TYPE_CODES = ["IntegerType", "IndexType", "FunctionType", "BFloat16Type", "Float16Type",
              "Float32Type", "Float64Type", "Float80Type", "Float128Type", "ComplexType",
              "MemRefType", "MemRefTypeWithMemSpace", "NoneType", "RankedTensorType",
              "RankedTensorTypeWithEncoding", "TupleType", "UnrankedMemRefType",
              "UnrankedMemRefTypeWithMemSpace", "UnrankedTensorType", "VectorType",
              "VectorTypeWithScalableDims", "FloatTF32Type", "Float8E5M2Type", "Float8E4M3Type",
              "Float8E4M3FNType", "Float8E5M2FNUZType", "Float8E4M3FNUZType",
              "Float8E4M3B11FNUZType", "Float8E3M4Type", "Float4E2M1FNType", "Float6E2M3FNType",
              "Float6E3M2FNType", "Float8E8M0FNUType"]
FLOATS_23 = TYPE_CODES[21:]  # PR #191962: read by LLVM 23, not yet written
FIRST_ERA = dict({"DistinctAttr": 17, "FileLineColRange": 20, "AffineMapAttr": 23},
                 **{name: 23 for name in FLOATS_23})


class Grammar(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.g = gg.load()

    def test_no_problems(self):
        self.assertEqual(gg.problems(self.g), [])

    def test_existing_field_ids_kept(self):
        # the 63 IDs of grammar v1, traced by the reader, must never go away
        ids = {f["id"] for f in self.g["fields"]}
        for must in ("file.magic", "section.padding", "dialects.opname", "attrtype.entry",
                     "resources.blob.padding", "props.unregistered.attr", "ir.block.arg.type",
                     "ir.op.mask", "ir.uselist.index"):
            self.assertIn(must, ids)
        self.assertGreaterEqual(len(ids), 63)

    def test_checker_catches_mistakes(self):
        def broken(edit):
            g = copy.deepcopy(self.g)
            edit(g)
            return gg.problems(g)
        f0 = lambda g: g["fields"][0]
        mask = lambda g: next(f for f in g["fields"] if f["id"] == "ir.op.mask")
        cases = {
            "duplicate id": lambda g: g["fields"].append(copy.deepcopy(f0(g))),
            "version 7": lambda g: f0(g).__setitem__("versions", [0, 7]),
            "reversed range": lambda g: f0(g).__setitem__("versions", [4, 2]),
            "unnamed flag": lambda g: mask(g)["flags"][0].pop("name"),
            "two-bit flag": lambda g: mask(g)["flags"][0].__setitem__("mask", 3),
            "flag outside a byte": lambda g: mask(g)["flags"][0].__setitem__("mask", 256),
            "builtin without code": lambda g: g["builtin"][0].pop("code"),
            "builtin without era": lambda g: g["builtin"][0].pop("eras"),
            "builtin code twice": lambda g: g["builtin"][1].__setitem__("code", 0),
            "unknown production in body": lambda g: g["productions"][0]["body"].append({"prod": "nope"}),
            "unknown flag in condition": lambda g: g["productions"][1]["body"].append(
                {"when": {"flag": "section.id:nope"}, "body": []}),
            "unknown class": lambda g: f0(g).__setitem__("class", "varint7"),
        }
        for name, edit in cases.items():
            with self.subTest(name):
                self.assertNotEqual(broken(edit), [], name)

    def test_builtin_codes(self):
        got = {(b["kind"], b["code"]): b for b in self.g["builtin"]}
        for kind, names in (("attr", ATTR_CODES), ("type", TYPE_CODES)):
            for code, name in enumerate(names):
                b = got.get((kind, code))
                self.assertIsNotNone(b, "%s code %d" % (kind, code))
                self.assertEqual(b["td"], name)
                self.assertEqual(b["eras"], [FIRST_ERA.get(name, 16), 23], name)
        self.assertEqual(len(self.g["builtin"]), len(ATTR_CODES) + len(TYPE_CODES))

    def test_every_flag_has_a_field_width(self):
        for eid, kind, rec in gg.elements(self.g):
            if kind.endswith("flag"):
                self.assertIn(":", eid)

    def test_canonical_layout(self):
        with open(gg.DEFAULT_GRAMMAR, encoding="utf-8") as f:
            self.assertEqual(f.read(), gg.canonical_text(self.g),
                             "run python3 -m spec.tools.mkgrammar --format")

    def test_macros_distinct(self):
        names = [gg.macro_name(e[0]) for e in gg.elements(self.g)]
        self.assertEqual(len(names), len(set(names)))
        self.assertEqual(gg.macro_name("ir.op.numResults"), "GID_IR_OP_NUM_RESULTS")
        self.assertEqual(gg.macro_name("ir.op.mask:hasAttrs"), "GID_IR_OP_MASK__HAS_ATTRS")

    def test_format_md_names_every_element(self):
        with open(os.path.join(SPEC, "format.md"), encoding="utf-8") as f:
            text = f.read()
        missing = []
        for eid, kind, rec in gg.elements(self.g):
            if kind in ("production", "field") and eid not in text:
                missing.append(eid)
            elif kind == "flag" and rec["name"] not in text:
                missing.append(eid)
            elif kind == "builtin" and rec["td"] not in text:
                missing.append(eid)
        self.assertEqual(missing, [], "spec/format.md does not describe these")

    @unittest.skipUnless(HEADER, "no header given")
    def test_header_current(self):
        with open(HEADER, encoding="utf-8") as f:
            text = f.read()
        self.assertEqual(text, gg.header_text(self.g), "stale generated header")
        for eid, _, _ in gg.elements(self.g):
            self.assertIn('"%s"' % eid, text)


if __name__ == "__main__":
    unittest.main(argv=sys.argv[:1], verbosity=1)
