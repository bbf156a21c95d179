#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Certificates of messy readers: the reference reader's library with 2..6
injected bugs (oracle/certify/tests/messy/messy_read.c, built by CMake, one binary
per combination listed in messy-readers.txt), certified on a slice of the
real corpus (about 100 cases: the smallest valid files of each version and
of the constructs the bugs touch, one invalid file per expected error code,
every invalid version, a few implementation-defined files).

The truth comes from the reader itself: `messy-read --why FILE` names the
bugs that decided each outcome, the one met first first; on an invalid file
a crash in the cleanup is the failure whatever rejection came before it.
For each reader:
* every failure is caused by an injected bug (nothing else differs from the
  reference reader);
* the root causes: at most k + 1 clusters (k bugs, one "unexplained"); each
  cluster but the unexplained one is about one injected bug (the bug met
  first in >= 80 % of its cases), and every bug met first in at least 3
  failures leads a cluster;
* every reproducer keeps its cluster's trait: read by the reference reader
  it gives the cluster's verdict and error code, read by the messy reader it
  still fails the same way (a reader that crashes in its cleanup after any
  rejection must not shrink every crash to a 1-byte E_MAGIC file);
* claims that match a reader's real limits (`versions`) leave only its other
  bugs.
Usage: test_messy.py MLIRBC_READ MESSY_DIR
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
import fixture  # noqa: E402
from oracle.core.runner import classify_exit

READER = MESSY_DIR = None
# purity a cluster needs to be "about" one bug
ABOUT = 0.8
# a bug deciding at least this many failures must lead a cluster
MIN_SHOWN = 3
# claims matching each bug that limits the versions a reader reads
VERSION_CLAIMS = {"v0-only": [0], "fails-v0": [1, 2, 3, 4, 5, 6]}
MESSY_NAMES = {"CLEANUP_CRASH": "cleanup-crash", "V0_ONLY": "v0-only", "FAILS_V0": "fails-v0",
               "REJECT_EMPTY": "rejects-empty-sections", "ALIGN_SECTION": "align-from-section",
               "FEW_TYPES": "few-builtin-types", "CRASH_OPAQUE": "crash-opaque",
               "ACCEPT_ABOVE_6": "accepts-above-v6"}
FEW_TYPES = ("IntegerType", "IndexType", "FunctionType", "Float32Type", "Float64Type")


def slice_ids():
    """The corpus slice (deterministic: smallest files first)."""
    with open(os.path.join(REPO, "corpus", "manifest.json")) as f:
        entries = json.load(f)["cases"]
    size = {e["id"]: os.path.getsize(os.path.join(REPO, "corpus", e["file"])) for e in entries}
    order = sorted(entries, key=lambda e: (size[e["id"]], e["id"]))
    picked = []

    def take(pred, n):
        got = [e["id"] for e in order if pred(e) and e["id"] not in picked][:n]
        picked.extend(got)

    for v in range(7):
        take(lambda e: e["verdict"] == "accept" and e["version"] == v, 4)
        take(lambda e: e["verdict"] == "accept" and e["version"] == v and
             "empty-sections" in e["features"], 2)
        take(lambda e: e["verdict"] == "impl" and e["version"] == v, 1)
    take(lambda e: e["verdict"] == "accept" and "opaque-dialect-payloads" in e["features"], 6)
    take(lambda e: e["verdict"] == "accept" and any(
        x.startswith("builtin.type.") and x.split(".")[2] not in FEW_TYPES
        for x in e.get("fields", [])), 6)
    for code in sorted({e.get("expect_code") or "" for e in entries if e["verdict"] == "reject"}):
        take(lambda e: e["verdict"] == "reject" and (e.get("expect_code") or "") == code, 1)
    take(lambda e: e["verdict"] == "reject" and e.get("expect_code") == "E_VERSION" and
         not isinstance(e["version"], int) or e["verdict"] == "reject" and
         isinstance(e["version"], int) and e["version"] > 6, 5)
    return picked


def readers():
    """{name: [bug names]} from the list CMake wrote."""
    out = {}
    with open(os.path.join(MESSY_DIR, "messy-readers.txt")) as f:
        for line in f:
            if line.strip():
                name, bugs = line.split()
                out[name] = [MESSY_NAMES[b] for b in bugs.split(",")]
    return out


def reference_says(path):
    p = subprocess.run([READER, path], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                       timeout=60)
    err = p.stderr.decode("utf-8", "replace")
    v = classify_exit(p.returncode, False, err)
    code = next((w.rstrip(":") for w in err.split() if w.startswith("E_")), None)
    return v, code


class MessyReaders(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory(prefix="oracle-messy-")
        cls.root = os.path.join(cls.tmp.name, "root")
        cls.ids = fixture.build_from_corpus(cls.root, slice_ids())
        with open(os.path.join(cls.root, "corpus", "manifest.json")) as f:
            cls.cases = {e["id"]: e for e in json.load(f)["cases"]}
        cls.readers = readers()

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def exe(self, name):
        return os.path.join(MESSY_DIR, "messy-read-" + name)

    def truth(self, name):
        """{case id: (outcome, [bugs that decided it])} from --why."""
        out = {}
        for cid, e in self.cases.items():
            p = subprocess.run([self.exe(name), "--why", os.path.join(self.root, "corpus", e["file"])],
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, timeout=60)
            words = p.stdout.decode().split()
            self.assertTrue(words, "%s on %s: no --why line" % (name, cid))
            bugs = [w for w in words[1:] if w != "none"]
            if e["verdict"] != "accept" and bugs[-1:] == ["cleanup-crash"]:
                # rejecting an invalid file is right, whatever it met first:
                # the failure is the crash in the cleanup after it
                bugs = ["cleanup-crash"] + bugs[:-1]
            out[cid] = (words[0], bugs)
        return out

    def certify(self, name, *extra):
        return fixture.run_certify(self.root, self.tmp.name, self.exe(name) + " {}", READER,
                                   # one cache for the test: the reference reader's
                                   # traces and a reader's runs are shared by its runs;
                                   # the minimization budget is seconds, a bound
                                   # that a loaded machine must not reach (10 s
                                   # left a messy6 reproducer unfinished at load 14)
                                   ["--name", name, "--minimize-budget", "120",
                                    "--cache-dir", os.path.join(self.tmp.name, "cache")] +
                                   list(extra))

    def check_certificate(self, name, bugs, cert, truth):
        failing = {f["case"] for f in cert["failures"]}
        # every failure comes from an injected bug
        for cid in failing:
            self.assertTrue(truth[cid][1], "%s: %s fails with no bug deciding it (%s)"
                            % (name, cid, truth[cid]))
            self.assertLessEqual(set(truth[cid][1]), set(bugs), cid)
        # every reproducer keeps its cluster's trait
        for cl in cert["clusters"]:
            rep = cl["reproducer"]
            path = rep["file"] if os.path.isabs(rep["file"]) else os.path.join(self.root, rep["file"])
            with self.subTest(reader=name, cluster=cl["id"]):
                self.assertTrue(rep.get("keeps_trait"), (name, cl["id"], rep))
                v, code = reference_says(path)
                if cl["expected"] == "reject" and cl.get("code"):
                    self.assertEqual((v, code), ("rejected", cl["code"]), (name, cl["id"], rep))
                elif cl["expected"] == "accept":
                    self.assertEqual(v, "accepted", (name, cl["id"], rep))
                trait_ref = rep["trait"].get("reference") or {}
                self.assertEqual((v, code), (trait_ref.get("verdict"), trait_ref.get("code")),
                                 (name, cl["id"], rep))
                p = subprocess.run([self.exe(name), path], stdout=subprocess.DEVNULL,
                                   stderr=subprocess.PIPE, timeout=60)
                got = classify_exit(p.returncode, False, p.stderr.decode("utf-8", "replace"))
                self.assertEqual("accepted" if got.startswith("accepted") else got,
                                 rep["trait"]["failure"], (name, cl["id"], rep))
        return failing

    def check_root_causes(self, name, bugs, cert, truth):
        clusters = cert["clusters"]
        self.assertLessEqual(len(clusters), len(bugs) + 1,
                             "%s (%d bugs): %d root causes: %s" % (
                                 name, len(bugs), len(clusters),
                                 [(c["id"], len(c["cases"]), c["explanation"]) for c in clusters]))
        led, unexplained = set(), 0
        for cl in clusters:
            counts = {}  # by the bug met first (a cleanup crash after it comes second)
            for cid in cl["cases"]:
                b = truth[cid][1][0]
                counts[b] = counts.get(b, 0) + 1
            about = [b for b, n in counts.items() if n >= ABOUT * len(cl["cases"])]
            if about:
                led.update(about)
            else:
                unexplained += 1
        self.assertLessEqual(unexplained, 1, (name, [(c["id"], c["explanation"]) for c in clusters]))
        decided = {}
        for cid in {f["case"] for f in cert["failures"]}:
            first = truth[cid][1][0]
            decided[first] = decided.get(first, 0) + 1
        for b, n in decided.items():
            if n >= MIN_SHOWN:
                self.assertIn(b, led, "%s: bug %s decides %d failures but leads no cluster: %s" % (
                    name, b, n, [(c["id"], len(c["cases"]), c["explanation"]) for c in clusters]))

    def run_all(self):
        """Truth and certificates of every reader (with and without its
        version claims), computed once for all tests."""
        cls = type(self)
        if getattr(cls, "runs", None) is None:
            cls.runs = {}
            for name, bugs in sorted(self.readers.items()):
                truth = self.truth(name)
                rc, cert, _, err = self.certify(name)
                self.assertEqual(rc, 1, err[-2000:])
                claimed = None
                limits = [VERSION_CLAIMS[b] for b in bugs if b in VERSION_CLAIMS]
                if limits:
                    claims = os.path.join(self.tmp.name, name + "-claims.json")
                    with open(claims, "w") as f:
                        json.dump({"versions": limits[0]}, f)
                    _, claimed, _, err = self.certify(name, "--claims", claims)
                    self.assertIsNotNone(claimed, err[-2000:])
                cls.runs[name] = (bugs, truth, cert, claimed)
                for label, c in (("", cert), (" with its version claim", claimed)):
                    if c is not None:
                        sys.stderr.write("messy-read-%s (%d bugs)%s: %d failures, %d root causes"
                                         ", %d/%d reproducers keep their trait: %s\n" % (
                                             name, len(bugs), label, len(c["failures"]),
                                             len(c["clusters"]),
                                             sum(bool(cl["reproducer"].get("keeps_trait"))
                                                 for cl in c["clusters"]), len(c["clusters"]),
                                             "; ".join("%d: %s" % (len(cl["cases"]),
                                                                   cl["explanation"][:70])
                                                       for cl in c["clusters"])))
        return cls.runs

    def test_failures_and_reproducers(self):
        """Every failure comes from an injected bug; every reproducer keeps
        its cluster's trait; version claims leave only the other bugs."""
        for name, (bugs, truth, cert, claimed) in sorted(self.run_all().items()):
            with self.subTest(reader=name):
                self.check_certificate(name, bugs, cert, truth)
                if claimed is None:
                    continue
                others = [b for b in bugs if b not in VERSION_CLAIMS]
                for cid in (self.check_certificate(name, bugs, claimed, truth)
                            if claimed["failures"] else ()):
                    self.assertTrue(set(truth[cid][1]) & set(others),
                                    "%s with %s: %s still fails by %s" % (
                                        name, claimed["reader"]["claims"], cid, truth[cid]))

    def test_root_causes_are_the_injected_bugs(self):
        for name, (bugs, truth, cert, claimed) in sorted(self.run_all().items()):
            with self.subTest(reader=name):
                self.check_root_causes(name, bugs, cert, truth)
                if claimed is not None and claimed["clusters"]:
                    self.check_root_causes(name, [b for b in bugs if b not in VERSION_CLAIMS],
                                           claimed, truth)


if __name__ == "__main__":
    READER = os.path.abspath(sys.argv.pop(1))
    MESSY_DIR = os.path.abspath(sys.argv.pop(1))
    unittest.main()
