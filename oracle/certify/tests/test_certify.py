#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""./cts certify grades readers correctly (on a fixture corpus, oracle/core/tests/fixture.py).

* a reader that accepts everything and one that rejects everything fail;
* the reference reader certifies (empty expectations), also at L3 with --structure;
* a listed case that passes is stale and fails the run; an unlisted failure fails;
* --fix refuses after a partial run (--cases) and rewrites after a complete one;
* --every K runs every K-th case by id and every listed one, a partial run;
* a segfaulting reader is graded crash, a hanging one timeout;
* a run killed midway resumes from the cache with the same results.
Usage: test_certify.py MLIRBC_READ
"""

import json
import os
import signal
import subprocess
import sys
import tempfile
import time
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, os.pardir, os.pardir, os.pardir))
from oracle.core.tests.testenv import REPO, SHARED  # noqa: E402,F401  (paths, PYTHONPATH)
import fixture  # noqa: E402

CERTIFY = ["-m", "oracle.certify"]
FAKE = os.path.join(SHARED, "fake")
READER = None


class CertifyTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory(prefix="oracle-certify-")
        cls.root = os.path.join(cls.tmp.name, "root")
        cls.ids = fixture.build(cls.root)

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def certify(self, reader, *extra, cache=None, name="r"):
        rc, cert, _, err = fixture.run_certify(
            self.root, self.tmp.name, reader, READER,
            ["--name", name, "--minimize-budget", "5"] +
            (["--cache-dir", cache] if cache else ["--no-cache"]) + list(extra))
        return rc, cert, err

    def test_accept_all_fails(self):
        rc, cert, err = self.certify("sh %s/accept_all.sh {}" % FAKE)
        self.assertEqual(rc, 1, err)
        self.assertEqual(cert["result"], "fail")
        self.assertEqual(sorted(cert["expectations"]["unexpected_failures"]),
                         ["n_fixture_magic", "n_fixture_truncated"])

    def test_reject_all_fails(self):
        rc, cert, err = self.certify("sh %s/reject_all.sh {}" % FAKE)
        self.assertEqual(rc, 1, err)
        self.assertEqual(sorted(cert["expectations"]["unexpected_failures"]),
                         ["y_fixture_cf", "y_fixture_func"])
        self.assertEqual(cert["by_expected"]["reject"]["rate"], 1.0)

    def test_reference_reader_certifies(self):
        empty = os.path.join(self.tmp.name, "empty.txt")
        open(empty, "w").close()
        rc, cert, err = self.certify("%s --buffer-offset {offset} {}" % READER,
                                     "--expectations", empty)
        self.assertEqual(rc, 0, err)
        self.assertEqual(cert["result"], "pass")
        self.assertTrue(cert["complete"])
        self.assertEqual(cert["counts"]["pass"], len(self.ids))
        rc, cert, err = self.certify("%s --dump=json {}" % READER, "--structure")
        self.assertEqual(rc, 0, err)
        self.assertEqual(cert["levels"]["required"], "L3")

    def test_claims_make_cases_not_applicable(self):
        claims = os.path.join(self.tmp.name, "claims.json")
        with open(claims, "w") as f:
            json.dump({"versions": [0]}, f)
        rc, cert, err = self.certify(READER + " {}", "--claims", claims)
        self.assertEqual(rc, 0, err)
        self.assertGreater(cert["counts"]["not-applicable"], 0)
        self.assertNotIn("v6", cert["by_version"])
        self.assertIn("v0", cert["by_version"])

    def test_stale_and_unlisted(self):
        exp = os.path.join(self.tmp.name, "stale.txt")
        with open(exp, "w") as f:
            f.write("y_fixture_cf  # listed but passes\n")
        rc, cert, err = self.certify(READER + " {}", "--expectations", exp)
        self.assertEqual(rc, 1, err)
        self.assertEqual(cert["expectations"]["stale"], ["y_fixture_cf"])
        self.assertIn("STALE y_fixture_cf", err)

    def test_fix_refuses_partial_and_rewrites_complete(self):
        exp = os.path.join(self.tmp.name, "fix.txt")
        with open(exp, "w") as f:
            f.write("y_fixture_cf  # stale entry\n")
        rc, _, err = self.certify("sh %s/accept_all.sh {}" % FAKE, "--expectations", exp, "--fix",
                                  "--cases", "n_*")
        self.assertEqual(rc, 2, err)
        self.assertIn("refusing --fix", err)
        with open(exp) as f:
            self.assertIn("y_fixture_cf", f.read())
        rc, _, err = self.certify("sh %s/accept_all.sh {}" % FAKE, "--expectations", exp, "--fix")
        self.assertEqual(rc, 0, err)
        with open(exp) as f:
            listed = [l.split()[0] for l in f if l.strip() and not l.startswith("#")]
        self.assertEqual(listed, ["n_fixture_magic", "n_fixture_truncated"])
        rc, cert, err = self.certify("sh %s/accept_all.sh {}" % FAKE, "--expectations", exp)
        self.assertEqual(rc, 0, err)
        self.assertEqual(cert["counts"]["expected-fail"], 2)

    def test_every_samples_by_id_and_keeps_the_listed(self):
        exp = os.path.join(self.tmp.name, "every.txt")
        with open(exp, "w") as f:
            f.write("n_fixture_truncated  # listed: runs whatever the sample\n")
        rc, cert, err = self.certify("sh %s/accept_all.sh {}" % FAKE, "--expectations", exp,
                                     "--every", "3")
        by_id = sorted(self.ids)
        want = set(by_id[::3]) | {"n_fixture_truncated"}
        self.assertEqual(set(cert["results"]), want, err)
        self.assertLess(len(want), len(by_id))
        self.assertFalse(cert["complete"])
        self.assertTrue(any(r.startswith("--every 3 ") for r in cert["partial_reasons"]),
                        cert["partial_reasons"])
        # graded as a whole run is: the listed case an expected failure, any
        # other invalid case in the sample (accepted here) an unexpected one
        self.assertEqual(cert["counts"]["expected-fail"], 1, err)
        unlisted = sorted(c for c in want if c.startswith("n_") and c != "n_fixture_truncated")
        self.assertEqual(cert["expectations"]["unexpected_failures"], unlisted)
        self.assertEqual(rc, 1 if unlisted else 0, err)

    def test_crash_and_timeout(self):
        rc, cert, err = self.certify("sh %s/segv.sh {}" % FAKE, "--cases", "i_*")
        self.assertEqual(rc, 1, err)
        self.assertEqual(cert["results"]["i_fixture_trailing"]["verdict"], "crash")
        self.assertEqual(cert["failures"][0]["message"], "killed by SIGSEGV")
        # a crash on an i_ case is minimized (any byte string that still crashes)
        rep = cert["clusters"][0]["reproducer"]
        self.assertLess(rep["size"], rep["original_size"])
        rc, cert, err = self.certify("sh %s/hang.sh {}" % FAKE, "--cases", "y_fixture_cf",
                                     "--timeout", "1")
        self.assertEqual(rc, 1, err)
        self.assertEqual(cert["results"]["y_fixture_cf"]["verdict"], "timeout")
        self.assertFalse(cert["complete"])
        self.assertTrue(any("timed out: y_fixture_cf" in r for r in cert["partial_reasons"]),
                        cert["partial_reasons"])

    def test_minimizes_wrong_accept(self):
        rc, cert, err = self.certify("sh %s/accept_all.sh {}" % FAKE, "--cases", "n_fixture_magic")
        rep = cert["clusters"][0]["reproducer"]
        self.assertTrue(rep["shrunk"], err)
        self.assertLess(rep["size"], 8)  # the magic alone decides E_MAGIC
        self.assertTrue(os.path.exists(os.path.join(self.root, rep["file"])) or
                        os.path.exists(rep["file"]), rep)

    def test_cache_resumption(self):
        cache = os.path.join(self.tmp.name, "cache")
        reader = "sh %s/slow_ref.sh %s {}" % (FAKE, READER)
        out = tempfile.mkdtemp(dir=self.tmp.name)
        cmd = [sys.executable, *CERTIFY, "--root", self.root, "--reader", reader, "--name", "slow",
               "--out", out, "-j", "1", "-q", "--cache-dir", cache, "--reference", READER]
        p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                             start_new_session=True)
        def cached():
            return sum(1 for _, _, fs in os.walk(cache) for f in fs if f.endswith(".json"))
        deadline = time.monotonic() + 120
        while cached() == 0 and time.monotonic() < deadline and p.poll() is None:
            time.sleep(0.05)
        os.killpg(p.pid, signal.SIGKILL)
        p.wait()
        done = cached()
        self.assertGreater(done, 0, "nothing cached before the kill")
        self.assertLess(done, len(self.ids), "the run finished before the kill")
        rc, resumed, err = self.certify(reader, cache=cache, name="slow")
        self.assertEqual(rc, 0, err)
        rc, fresh, err = self.certify(reader, name="slow")
        self.assertEqual(rc, 0, err)
        self.assertEqual(resumed["results"], fresh["results"])


if __name__ == "__main__":
    READER = os.path.abspath(sys.argv.pop(1))
    unittest.main()
