#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""mlirbc.py keeps its promises on a sample of the corpus (every 10th case,
every upstream-written file):

* validate, dump, annotate, annotate_text and findings give one verdict;
* dump("json") is JSON, and text is None exactly when rejected;
* annotate's rows cover every byte exactly once (leaf rows in increasing
  offsets), each row lies inside its parent group one level up, and
  annotate_text has one line per row (16 bytes per data line);
* the last findings record is the verdict;
* bytes, bytearray and memoryview read the same;
* misuse raises (wrong data type, format, era).

Usage: test_api.py REPO   (MLIRBC_LIB_DIR: where libmlirbc is)
"""

import glob
import json
import math
import os
import sys
import unittest

REPO = None
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import mlirbc  # noqa: E402
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(HERE)))))
from oracle.core import deepjson  # noqa: E402  (the corpus holds dumps nested deeper than json.loads can recurse)


def key(v):
    return (v.verdict, v.code, v.section, v.offset, v.message)


class Api(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cases = sorted(glob.glob(os.path.join(REPO, "corpus", "cases", "*.mlirbc")))[::10]
        up = sorted(glob.glob(os.path.join(REPO, "corpus", "upstream", "files", "*.mlirbc")))
        cls.files = cases + up

    def test_sample(self):
        rejected = 0
        for path in self.files:
            with open(path, "rb") as f:
                data = f.read()
            name = os.path.relpath(path, REPO)
            v = mlirbc.validate(data)
            rejected += v.verdict == "reject"
            d = mlirbc.dump(data, "json")
            self.assertEqual(key(v), key(d), name)
            self.assertEqual(d.text is None, v.verdict == "reject", name)
            if d.text is not None:
                deepjson.loads(d.text)
            a = mlirbc.annotate(data)
            self.assertEqual(key(v), key(a), name)
            at, lines = 0, 0
            for i, r in enumerate(a.fields):
                lines += math.ceil(r.length / 16) if r.kind == "data" else 1
                if r.parent >= 0:
                    p = a.fields[r.parent]
                    self.assertEqual((p.kind, p.depth), ("group", r.depth - 1), (name, i))
                    self.assertTrue(p.offset <= r.offset and
                                    r.offset + r.length <= p.offset + p.length, (name, i))
                else:
                    self.assertEqual(r.depth, 0, (name, i))
                if r.kind != "group" and r.length:
                    self.assertEqual(r.offset, at, (name, i, r.name))
                    at = r.offset + r.length
                self.assertEqual(r.kind == "data", r.name == "", (name, i))
            self.assertEqual(at, len(data), name)
            t = mlirbc.annotate_text(data)
            self.assertEqual(key(v), key(t), name)
            self.assertEqual(t.text.count("\n"), lines, name)
            fi = mlirbc.findings(data)
            self.assertEqual(key(v), key(fi), name)
            last = fi.records[-1]
            self.assertEqual((last["kind"], last["verdict"], last.get("code"), last.get("offset")),
                             ("verdict", v.verdict, v.code, v.offset), name)
        self.assertTrue(0 < rejected < len(self.files), "the sample has both verdicts")

    def test_inputs_and_misuse(self):
        with open(self.files[-1], "rb") as f:
            data = f.read()
        ref = key(mlirbc.validate(data))
        self.assertEqual(key(mlirbc.validate(bytearray(data))), ref)
        self.assertEqual(key(mlirbc.validate(memoryview(b"xx" + data)[2:])), ref)
        empty = mlirbc.validate(b"")
        self.assertEqual((empty.verdict, empty.offset), ("reject", 0))
        self.assertRaises(TypeError, mlirbc.validate, "ML\xefR")
        self.assertRaises(ValueError, mlirbc.dump, data, "xml")
        self.assertRaises(ValueError, mlirbc.validate, data, era=15)
        self.assertEqual(mlirbc.validate(data, era=20, decode_all=True).verdict in
                         ("accept", "reject"), True)


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    REPO = os.path.abspath(sys.argv.pop(1))
    unittest.main(verbosity=1)
