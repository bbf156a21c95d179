#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The reader's --dump=json keeps the contract of spec/structure.md.

For every corpus file the reader accepts (over --batch, one process for
all): the output is valid JSON of structure version 1, the same from a
second process, the same as --dump=json prints (a sample), and its value ids follow the
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
from oracle.core import batch, deepjson  # noqa: E402  (json.loads dies on y_ir_deep_nesting)


def dump(path):
    p = subprocess.run([READER, "--dump=json", path], stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, timeout=120)
    return p.returncode, p.stdout


def batch_dumps(files):
    """[(record, document bytes or None)] of every file from one `READER
    --batch` process (oracle/core/batch.py): a process per file costs ~80 ms
    under ASan, the whole corpus twice took over 15 minutes."""
    pool = batch.Pool([READER, "--batch"], REPO, 120)
    out = []
    try:
        for i in range(0, len(files), 200):
            reqs = []
            for path in files[i:i + 200]:
                with open(path, "rb") as f:
                    reqs.append((f.read(), None, "json"))
            out += pool.request_many(reqs)
    finally:
        problems = pool.close()
    assert not problems and pool.restarts == 0, (problems, pool.restarts)
    return out


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
        first, second = batch_dumps(files), batch_dumps(files)
        checked = 0
        for path, (rec, out) in zip(files, first):
            if rec["verdict"] != "accepted":
                self.assertIn(rec["verdict"], ("rejected", "rejected-silent"), "%s: %s" % (path, rec))
                self.assertIsNone(out, "%s: rejected but wrote output" % path)
                continue
            doc = deepjson.loads(out.decode("ascii"))
            self.assertEqual(doc["format"], "mlirbc-structure", path)
            self.assertEqual(doc["structure_version"], 1, path)
            check_numbering(self, doc, path)
            checked += 1
        for path, a, b in zip(files, first, second):
            self.assertEqual(a, b, "%s: second dump differs" % path)
        self.assertGreater(checked, 0)
        # The command line prints what the batch protocol answers (a sample:
        # every 97th file, one process each).
        for path, (rec, out) in list(zip(files, first))[::97]:
            rc, cli_out = dump(path)
            self.assertEqual(rc, 0 if rec["verdict"] == "accepted" else 1, path)
            self.assertEqual(cli_out, out or b"", "%s: --dump=json differs from --batch" % path)
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
