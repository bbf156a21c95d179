#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The reader's --dump=json keeps the contract of spec/structure.md.

For every corpus file the reader accepts: the output is valid JSON of
structure version 1, the same on a second run, and its value ids follow the
canonical numbering (0, 1, 2, ... in order of first appearance: an op's
results, then its operands, then its regions; block arguments at their
block). Usage: test_structure.py READER [CORPUS_DIR]
"""

import glob
import os
import subprocess
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, os.pardir, os.pardir, os.pardir))
from oracle.core.tests.testenv import REPO, SHARED  # noqa: E402,F401  (paths, PYTHONPATH)
READER = None
CORPUS = os.path.join(REPO, "corpus")
from oracle.core import deepjson  # noqa: E402  (json.loads dies on y_ir_deep_nesting)


def dump(path):
    p = subprocess.run([READER, "--dump=json", path], stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, timeout=120)
    return p.returncode, p.stdout


def check_numbering(test, doc, name):
    """Walk ops/regions/blocks with an explicit stack, replaying first appearance."""
    seen = {}
    stack = [("ops", doc["ops"])]
    while stack:
        kind, item = stack.pop()
        if kind == "ops":
            for op in reversed(item):
                stack.append(("op", op))
        elif kind == "block":
            for a in item["args"]:
                seen.setdefault(a["id"], len(seen))
            stack.append(("ops", item["ops"]))
        else:
            for r in item["results"]:
                seen.setdefault(r["id"], len(seen))
            for v in item["operands"]:
                seen.setdefault(v, len(seen))
            for region in reversed(item["regions"]):
                for block in reversed(region["blocks"]):
                    stack.append(("block", block))
    for vid, order in seen.items():
        test.assertEqual(vid, order, "%s: value %d appears as number %d" % (name, vid, order))


class StructureTest(unittest.TestCase):
    def test_corpus_dumps(self):
        files = sorted(glob.glob(os.path.join(CORPUS, "**", "*.mlirbc"), recursive=True))
        self.assertTrue(files, "no corpus files under %s" % CORPUS)
        checked = 0
        for path in files:
            rc, out = dump(path)
            if rc == 1:
                self.assertEqual(out, b"", "%s: rejected but wrote output" % path)
                continue
            self.assertEqual(rc, 0, path)
            doc = deepjson.loads(out.decode("ascii"))
            self.assertEqual(doc["format"], "mlirbc-structure", path)
            self.assertEqual(doc["structure_version"], 1, path)
            self.assertEqual(dump(path), (rc, out), "%s: second dump differs" % path)
            check_numbering(self, doc, path)
            checked += 1
        self.assertGreater(checked, 0)
        print("checked %d of %d files" % (checked, len(files)), file=sys.stderr)

    def test_deep_json_round_trip(self):
        """Far deeper than any recursion limit: parsed, re-encoded, the same."""
        depth = 200000
        text = '{"ops": ' + '[{"r": ' * depth + '[1.5, "x", null]' + '}]' * depth + '}'
        doc = deepjson.loads(text)
        self.assertEqual(deepjson.dumps(doc, separators=(",", ":")), text.replace(" ", ""))
        self.assertEqual(deepjson.loads(deepjson.dumps(doc, sort_keys=True)).keys(), {"ops"})
        with self.assertRaises(ValueError):
            deepjson.loads('[' * depth + ']' * (depth - 1))

    def test_numbering_checker_catches_a_bad_id(self):
        doc = {"ops": [{"results": [{"id": 1}], "operands": [], "regions": []}]}
        with self.assertRaises(AssertionError):
            check_numbering(self, doc, "synthetic")


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    READER = os.path.abspath(sys.argv[1])
    if len(sys.argv) > 2:
        CORPUS = sys.argv[2]
    unittest.main(argv=[sys.argv[0]])
