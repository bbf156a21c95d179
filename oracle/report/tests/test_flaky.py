#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""A previous report with a flipped result (oracle/flaky.py): the same file
bytes and the same reader identity, another verdict in the previous report,
as when the report was written on another machine.

* the result is classified flaky, never a change: it keeps the previous
  report's result, records the attempts that tried to reproduce both sides
  (this run, again, through a longer path), and is listed under
  changes.flaky and in summary.md;
* a re-run against that report rewrites none of its files (the mark and its
  attempts stay while the reader and the bytes stay the same);
* a steady difference in the classification alone (the comparison, not the
  reader's behaviour) is a change, not flaky;
* `git status` of the checkout is the same before and after.
Usage: test_flaky.py MLIRBC_READ
"""

import json
import os
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, os.pardir, os.pardir, os.pardir))
from oracle.core.tests.testenv import REPO, SHARED  # noqa: E402,F401  (paths, PYTHONPATH)
REPORT = ["-m", "oracle.report"]
READER = None
SLICE = ["y_gen_v0_rand_04[0-3]", "n_header_magic*"]
FLIPPED = "y_gen_v0_rand_041"
OUTPUTS = ("conformance.json", "summary.md", "index.html")


def git_status():
    p = subprocess.run(["git", "-C", REPO, "status", "--porcelain", "--untracked-files=all"],
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if p.returncode != 0:
        return None  # not a git checkout (a source tarball): nothing to compare
    return p.stdout.decode()


def read(path):
    with open(path, "rb") as f:
        return f.read()


class FlippedPrevious(unittest.TestCase):
    def report(self, out, previous=None):
        cmd = [sys.executable, *REPORT, "--reader", READER, "--out", out, "--no-mlir-opt",
               "--no-sweep", "--no-cache", "-q", "-j", "2"]
        for glob in SLICE:
            cmd += ["--cases", glob]
        cmd += ["--previous", previous] if previous else []
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=300)
        self.assertEqual(p.returncode, 0, p.stderr.decode()[-3000:])
        with open(os.path.join(out, "conformance.json"), encoding="utf-8") as f:
            return json.load(f), p.stderr.decode()

    def test_flipped_previous_is_flaky(self):
        before = git_status()
        with tempfile.TemporaryDirectory(prefix="oracle-flaky-") as tmp:
            first, _ = self.report(os.path.join(tmp, "a"))
            real = first["results"]["mlirbc-read"][FLIPPED]
            self.assertEqual(real["verdict"], "accepted-equal", real)
            # the previous report says the reference reader rejected this file
            prev = json.loads(json.dumps(first))
            was = {"classification": "false-reject", "code": "E_TRUNCATED",
                   "compared_with": None, "diff": None, "exit": 1, "level": "L0",
                   "message": "x.mlirbc:12: [ir] E_TRUNCATED: ir.op.mask: need 1 byte, 0 left",
                   "verdict": "rejected"}
            prev["results"]["mlirbc-read"][FLIPPED] = was
            prev_path = os.path.join(tmp, "previous.json")
            with open(prev_path, "w", encoding="utf-8") as f:
                json.dump(prev, f, indent=2, sort_keys=True)
            out = os.path.join(tmp, "b")
            doc, _ = self.report(out, prev_path)
            got = doc["results"]["mlirbc-read"][FLIPPED]
            self.assertTrue(got.get("flaky"), got)
            # the previous result is kept: the flip rewrites nothing
            self.assertEqual({k: v for k, v in got.items() if not k.startswith("flaky")}, was)
            att = got["flaky_attempts"]
            self.assertEqual(att["previous report"], "rejected/false-reject")
            self.assertEqual([a["run"] for a in att["here"]],
                             ["this run", "again", "path 32 bytes longer"])
            self.assertTrue(all(a["result"] == "accepted-equal/ok" for a in att["here"]), att)
            ch = doc["changes"]
            self.assertEqual((ch["new_failures"], ch["fixed"], ch["changed"]), ([], [], []), ch)
            self.assertEqual([(x["reader"], x["case"]) for x in ch["flaky"]],
                             [("mlirbc-read", FLIPPED)])
            self.assertEqual(doc["summary"]["mlirbc-read"]["flaky"], 1)
            self.assertIn("`%s` · mlirbc-read" % FLIPPED, read(os.path.join(out, "summary.md")).decode())
            # no other result moved
            for cid, res in doc["results"]["mlirbc-read"].items():
                if cid != FLIPPED:
                    self.assertEqual(res, first["results"]["mlirbc-read"][cid], cid)
            # again against that report, into the same directory: same bytes
            kept = {f: read(os.path.join(out, f)) for f in OUTPUTS}
            self.report(out)
            for f in OUTPUTS:
                self.assertTrue(read(os.path.join(out, f)) == kept[f], "%s rewritten" % f)
            # a classification that differs with the same verdict is a change
            prev2 = json.loads(json.dumps(first))
            prev2["results"]["mlirbc-read"][FLIPPED]["classification"] = "structure-mismatch"
            with open(prev_path, "w", encoding="utf-8") as f:
                json.dump(prev2, f)
            doc, _ = self.report(os.path.join(tmp, "c"), prev_path)
            self.assertFalse(doc["results"]["mlirbc-read"][FLIPPED].get("flaky"))
            self.assertEqual([x["case"] for x in doc["changes"]["fixed"] + doc["changes"]["changed"]],
                             [FLIPPED])
        self.assertEqual(git_status(), before, "the runs changed the checkout")


if __name__ == "__main__":
    READER = os.path.abspath(sys.argv.pop(1))
    unittest.main()
