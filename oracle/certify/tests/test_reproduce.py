#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""oracle/reproduce.py as a stage on its own: plain clusters with their
trait in, reproducers out (no certify run), with a reader that crashes in
its cleanup after any rejection (the reference reader, then SIGSEGV when it
rejected: oracle/core/tests/fake/crash_on_reject.sh).

* a crash cluster defined by E_SECTION_ID shrinks while the reference
  reader keeps saying E_SECTION_ID: never to the 1-byte E_MAGIC file that
  still crashes;
* a cluster whose trait names a grammar ID keeps it in the reproducer's
  --trace; one whose trait names a version keeps that version;
* a cluster whose trait no member shows gets its smallest member, unshrunk,
  keeps_trait false and the reason;
* with no budget the representative is still picked and checked by the
  reference reader (keeps_trait true, not shrunk).
Usage: test_reproduce.py MLIRBC_READ
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
from oracle.core import readers
from oracle.certify import reproduce
from oracle.core.context import Run
from oracle.core import trace_facts

READER = None
FAKE = os.path.join(SHARED, "fake", "crash_on_reject.sh")


def manifest():
    with open(os.path.join(REPO, "corpus", "manifest.json")) as f:
        return {e["id"]: dict(e, file="corpus/" + e["file"], _sha256=e["id"])
                for e in json.load(f)["cases"]}


def ref(path):
    p = subprocess.run([READER, "--trace", path], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    err = p.stderr.decode()
    code = next((w.rstrip(":") for w in err.split() if w.startswith("E_")), None)
    return p.returncode, code, trace_facts.facts(p.stdout, trace_facts.TraceVocabulary.of_repo(REPO))


class ReproduceStage(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory(prefix="oracle-reproduce-")
        cls.cases = manifest()
        cls.reader = readers.certified_reader("sh %s %s {}" % (FAKE, READER), "cleanup")
        cls.reference = readers.reference_reader(READER, REPO, offsets=False)

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def ids(self, pred, n=3):
        return sorted(cid for cid, e in self.cases.items() if pred(e))[:n]

    def run_stage(self, clusters, budget=20):
        out = tempfile.mkdtemp(dir=self.tmp.name)
        run = Run(root=REPO, timeout=10, jobs=2, reader=self.reader, reference=self.reference, out=out)
        return reproduce.reproduce(run, clusters, self.cases, budget)

    def test_traits(self):
        section_id = self.ids(lambda e: e.get("expect_code") == "E_SECTION_ID")
        dup = self.ids(lambda e: e.get("expect_code") == "E_SECTION_DUP")
        uselist = ["n_ir_uselist_duplicate"]
        v0 = self.ids(lambda e: e["verdict"] == "reject" and e["version"] == 0 and
                      e.get("expect_code") == "E_COUNT", 2)
        self.assertTrue(section_id and dup and uselist and v0)
        clusters = [
            {"id": "C1", "cases": section_id,
             "trait": {"failure": "crash", "reference": {"verdict": "rejected", "code": "E_SECTION_ID"}}},
            {"id": "C2", "cases": uselist,
             "trait": {"failure": "crash", "reference": {"verdict": "rejected", "code": "E_USELIST"},
                       "tag": "ir.uselist.index"}},
            {"id": "C3", "cases": v0,
             "trait": {"failure": "crash", "reference": {"verdict": "rejected", "code": "E_COUNT"},
                       "versions": [0]}},
            # no member shows this trait: its smallest member, said so
            {"id": "C4", "cases": dup,
             "trait": {"failure": "crash", "reference": {"verdict": "rejected", "code": "E_MAGIC"}}},
        ]
        reps, phase = self.run_stage(clusters)
        self.assertEqual(phase["clusters"], 4)
        for cid in ("C1", "C2", "C3"):
            rep = reps[cid]
            with self.subTest(cluster=cid):
                self.assertTrue(rep["keeps_trait"], rep)
                self.assertGreater(rep["size"], 1, rep)
                rc, code, facts = ref(os.path.join(REPO, rep["file"]))
                want = clusters[int(cid[1]) - 1]["trait"]
                self.assertEqual((rc, code), (1, want["reference"]["code"]), rep)
                self.assertEqual(rep["reference"]["code"], want["reference"]["code"])
                if "tag" in want:
                    self.assertTrue(trace_facts.has_tag(facts, want["tag"]), rep)
                if "versions" in want:
                    self.assertIn(facts["version"], want["versions"], rep)
                p = subprocess.run(["sh", FAKE, READER, os.path.join(REPO, rep["file"])],
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                self.assertIn(p.returncode, (-11, 128 + 11), rep)  # still crashes
        self.assertTrue(reps["C1"]["shrunk"], reps["C1"])
        c4 = reps["C4"]
        self.assertIs(c4["keeps_trait"], False)
        self.assertFalse(c4["shrunk"])
        self.assertEqual(c4["case"], dup[0])
        self.assertIn("no member tried shows the cluster's trait", c4["note"])
        # the predicate the minimizer used before: "still crashes" goes to one byte
        one = bytes([0])
        path = os.path.join(self.tmp.name, "one.mlirbc")
        with open(path, "wb") as f:
            f.write(one)
        self.assertEqual(ref(path)[:2], (1, "E_MAGIC"))

    def test_no_budget_still_checks_the_trait(self):
        section_id = self.ids(lambda e: e.get("expect_code") == "E_SECTION_ID")
        reps, _ = self.run_stage([{"id": "C1", "cases": section_id, "trait": {
            "failure": "crash", "reference": {"verdict": "rejected", "code": "E_SECTION_ID"}}}],
            budget=0)
        rep = reps["C1"]
        self.assertTrue(rep["keeps_trait"], rep)
        self.assertFalse(rep["shrunk"])
        self.assertIn("--minimize-budget 0", rep["note"])


if __name__ == "__main__":
    READER = os.path.abspath(sys.argv.pop(1))
    unittest.main()
