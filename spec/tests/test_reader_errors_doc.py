#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""spec/reader-errors.md agrees with the reference reader.

* the code table lists exactly the codes of reader/include/mlirbc.h, with the
  same numbers and names;
* every reader/tests/bad/ case named in a row's "example trigger" column
  (globs such as `missing-*` included) expects that row's code;
* every corpus case named in a row (`corpus: ...`) has that row's
  expect_code in corpus/manifest.json and the reader reports that code on it;
* every code the reader reports on a corpus case with an expect_code is a
  documented code.
Usage: test_reader_errors_doc.py READER"""

import fnmatch
import glob
import json
import os
import re
import subprocess
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
READER = None
ROW = re.compile(r"^\|\s*(\d+)\s*\|\s*`([A-Z_]+)`\s*\|(.*)$")
CODE = re.compile(r"\b(OK|E_[A-Z0-9_]+)\b")


def doc_rows():
    rows = []
    with open(os.path.join(REPO, "spec", "reader-errors.md"), encoding="utf-8") as f:
        for line in f:
            m = ROW.match(line)
            if m:
                cells = [c.strip() for c in m.group(3).split("|")]
                rows.append((int(m.group(1)), m.group(2), cells))
    return rows


def header_codes():
    with open(os.path.join(REPO, "reader", "include", "mlirbc.h"), encoding="utf-8") as f:
        text = f.read()
    body = text[text.index("MLIRBC_OK = 0"):]
    body = body[:body.index("}")]
    return [m.group(1) for m in re.finditer(r"^\s*MLIRBC_([A-Z0-9_]+)\s*(?:=\s*0)?,", body, re.M)]


def reader_code(path):
    p = subprocess.run([READER, path], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                       timeout=60)
    if p.returncode == 0:
        return "OK"
    m = re.search(r"\] (E_[A-Z0-9_]+):", p.stderr.decode("utf-8", "replace"))
    return m.group(1) if m else "?exit %d" % p.returncode


class ReaderErrorsDocTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.rows = doc_rows()
        cls.names = {name for _, name, _ in cls.rows}
        with open(os.path.join(REPO, "corpus", "manifest.json"), encoding="utf-8") as f:
            cls.cases = {c["id"]: c for c in json.load(f)["cases"]}
        cls.bad = {}
        for path in glob.glob(os.path.join(REPO, "reader", "tests", "bad", "*.hex")):
            with open(path, encoding="utf-8") as f:
                m = re.search(r"#\s*expect:\s*(OK|E_[A-Z0-9_]+)", f.read())
            cls.bad[os.path.basename(path)[:-4]] = m.group(1) if m else None

    def test_table_matches_header(self):
        self.assertEqual([(n, name) for n, name, _ in self.rows],
                         list(enumerate(header_codes())))

    def test_named_bad_cases_expect_the_row_code(self):
        checked = 0
        for n, name, cells in self.rows:
            trigger = cells[1] if len(cells) > 1 else ""
            for word in re.findall(r"`([^`]+)`", trigger.split("corpus:")[0]):
                hits = [b for b in self.bad if fnmatch.fnmatchcase(b, word)]
                for b in hits:
                    self.assertEqual(self.bad[b], name, "reader/tests/bad/%s.hex (row %d)" % (b, n))
                    checked += 1
        self.assertGreater(checked, 30)

    def test_named_corpus_cases_give_the_row_code(self):
        checked = 0
        for n, name, cells in self.rows:
            trigger = cells[1] if len(cells) > 1 else ""
            if "corpus:" not in trigger:
                continue
            for cid in re.findall(r"`([^`]+)`", trigger.split("corpus:", 1)[1]):
                case = self.cases.get(cid)
                self.assertIsNotNone(case, "row %d names %s, not in corpus/manifest.json" % (n, cid))
                self.assertEqual(case.get("expect_code"), name, "%s expect_code (row %d)" % (cid, n))
                got = reader_code(os.path.join(REPO, "corpus", case["file"]))
                self.assertEqual(got, name, "%s: the reader reports %s (row %d)" % (cid, got, n))
                checked += 1
        self.assertGreater(checked, 5)

    def test_codes_on_the_corpus_are_documented(self):
        seen = {}
        for cid, case in sorted(self.cases.items()):
            if case.get("expect_code"):
                seen.setdefault(case["expect_code"], cid)
        for code, cid in sorted(seen.items()):
            self.assertIn(code, self.names, "%s: expect_code %s is not documented" % (cid, code))
        # and what the reader actually says, one case per expected code
        for code, cid in sorted(seen.items()):
            got = reader_code(os.path.join(REPO, "corpus", self.cases[cid]["file"]))
            self.assertIn(got, self.names, "%s: the reader reports undocumented %s" % (cid, got))


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    READER = os.path.abspath(sys.argv[1])
    unittest.main(argv=[sys.argv[0]])
