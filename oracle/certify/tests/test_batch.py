#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The oracle's batch client (oracle/core/batch.py) and ./cts certify --protocol batch.

* a reader that dies mid-batch (signal, exit, sanitizer report), hangs, or
  answers garbage gets that request graded crash / timeout with a message,
  and a fresh process serves the next one;
* handshakes that are not the protocol, or another version, are refused;
* files larger than a pipe buffer go through; a non-zero exit at end of
  input (a leak report) is reported;
* certify --protocol batch with `mlirbc-read --batch` gives the certificate
  of the per-process run (also with --structure), sweeps buffer offsets
  through the OFFSET field, minimizes through the reference reader's
  --batch to the same bytes as per-process, and names a reproduce command;
* a command with {} or --structure without `json` is refused (exit 2).
Usage: test_batch.py MLIRBC_READ
"""

import os
import shutil
import subprocess
import sys
import tempfile
import time
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, os.pardir, os.pardir, os.pardir))
from oracle.core.tests.testenv import REPO, SHARED  # noqa: E402,F401  (paths, PYTHONPATH)
from oracle.core import batch
import fixture  # noqa: E402

FAKE = [sys.executable, os.path.join(SHARED, "fake", "batch_fake.py")]
FAKE_CMD = "%s %s" % tuple(FAKE)
READER = None


def reproducer_of(cert, case_id):
    """The reproducer of the cluster holding case_id."""
    return next(cl["reproducer"] for cl in cert["clusters"] if case_id in cl["cases"])


class PoolTest(unittest.TestCase):
    def pool(self, *extra, timeout=10):
        p = batch.Pool(FAKE + list(extra), REPO, timeout)
        self.addCleanup(p.close)
        return p

    def test_handshake_capabilities(self):
        self.assertEqual(self.pool().caps, set())
        self.assertEqual(self.pool("--odd-offset", "--json").caps, {"offset", "json"})

    def test_failures_are_graded_and_the_reader_restarted(self):
        p = self.pool()
        rec, _ = p.request(b"nope")
        self.assertEqual(rec["verdict"], "rejected")
        self.assertEqual(rec["message"], "0: E_MAGIC: pid %s" % rec["message"].split()[-1])
        first_pid = rec["message"].split()[-1]
        cases = [(b"CRASH", "crash", "killed by SIGSEGV"),
                 (b"EXIT", "crash", "reader exited with status 0 before answering"),
                 (b"GARBAGE", "crash", "protocol error: expected 'result SEQ"),
                 (b"WRONGSEQ", "crash", "protocol error: answer to request"),
                 (b"ASAN", "crash", "ERROR: AddressSanitizer")]
        pids = {first_pid}
        for data, verdict, msg in cases:
            rec, _ = p.request(data)
            self.assertEqual(rec["verdict"], verdict, data)
            self.assertTrue(rec["message"].startswith(msg), (data, rec))
            rec, _ = p.request(b"after")
            self.assertEqual(rec["verdict"], "rejected", data)
            pids.add(rec["message"].split()[-1])
        self.assertEqual(len(pids), len(cases) + 1, "one new process after each failure")
        self.assertEqual(p.restarts, len(cases))

    def test_javascript_exception_names_its_site(self):
        """A JavaScript reader behind adapter.js that throws: the runtime's
        own line is the message and its innermost frames the signature, so
        two bugs with one message ("Cannot read properties of undefined")
        stay two crash sites."""
        node = shutil.which("node")
        if not node:
            if os.environ.get("CI") == "true":
                self.fail("node not on PATH (CI=true: required)")
            self.skipTest("node not on PATH")
        tmp = tempfile.mkdtemp(prefix="cts-jsreader-")
        self.addCleanup(shutil.rmtree, tmp, ignore_errors=True)
        script = os.path.join(tmp, "reader.js")
        with open(script, "w") as f:
            f.write("const adapter = require(%r);\n"
                    "function readSections(d) { return d.table.entry; }\n"
                    "function readOps(d) { return d.ops.entry; }\n"
                    "adapter.serve((data) => {\n"
                    "  if (data[0] === 0x41) readSections({});\n"
                    "  if (data[0] === 0x42) readOps({});\n"
                    "  throw new adapter.Reject(null, null, 'no');\n"
                    "});\n" % os.path.join(REPO, "spec", "certify-protocol", "adapter.js"))
        p = batch.Pool([node, script], REPO, 20)
        self.addCleanup(p.close)
        got = {}
        for data in (b"A", b"B"):
            rec, _ = p.request(data)
            self.assertEqual(rec["verdict"], "crash", rec)
            self.assertEqual(rec["message"], "reader exited with status 70 before answering: "
                             "TypeError: Cannot read properties of undefined (reading 'entry')")
            got[data] = rec.get("signature")
        self.assertTrue(got[b"A"].startswith("TypeError in readSections"), got)
        self.assertTrue(got[b"B"].startswith("TypeError in readOps"), got)
        rec, _ = p.request(b"C")
        self.assertEqual(rec["verdict"], "rejected", "a fresh process after the crash")
        # the minimizer's predicate sees the site too (a shrunk reproducer must
        # crash where its cause does, not only crash)
        self.assertEqual(p.verdict(b"B")[2], got[b"B"])

    def test_requests_sent_ahead_fail_one_at_a_time(self):
        p = self.pool(timeout=2)
        got = p.request_many([(b"a", None, None), (b"CRASH", None, None), (b"b", None, None),
                              (b"HANG", None, None), (b"c", None, None), (b"d", None, None)])
        verdicts = [rec["verdict"] for rec, _ in got]
        self.assertEqual(verdicts, ["rejected", "crash", "rejected", "timeout", "rejected",
                                    "rejected"])
        pids = [rec["message"].split()[-1] for rec, _ in got if rec["verdict"] == "rejected"]
        self.assertEqual(len(set(pids)), 3, "a new process after the crash and the hang")
        self.assertEqual(pids[2], pids[3])
        self.assertEqual(p.restarts, 2)

    def test_timeout_kills_and_restarts(self):
        p = self.pool(timeout=1)
        t0 = time.monotonic()
        rec, _ = p.request(b"HANG")
        self.assertEqual(rec["verdict"], "timeout")
        self.assertLess(time.monotonic() - t0, 5)
        rec, _ = p.request(b"ML\xefR\x0d")
        self.assertEqual(rec["verdict"], "accepted")

    def test_missing_document(self):
        p = self.pool("--json")
        rec, doc = p.request(b"ML\xefR\x0d", want="json")
        self.assertEqual((rec["verdict"], doc), ("accepted", b'{"fake": 5}'))
        rec, doc = p.request(b"ML\xefR\x0dNODOC", want="json")
        self.assertEqual((rec["verdict"], doc), ("accepted", None))
        self.assertTrue(rec["post_error"].startswith("no structure document: pid "), rec)

    def test_bad_handshakes_are_refused(self):
        with self.assertRaisesRegex(batch.BatchError, "version 2"):
            batch.Pool(FAKE + ["--handshake", "mlirbc-certify 2 offset"], REPO, 5)
        with self.assertRaisesRegex(batch.BatchError, "did not start with the handshake"):
            batch.Pool(FAKE + ["--handshake", "hello"], REPO, 5)
        with self.assertRaisesRegex(batch.BatchError, "exited before the handshake"):
            batch.Pool(["true"], REPO, 5)

    def test_large_file_and_offsets_with_the_reference_reader(self):
        p = batch.Pool([READER, "--batch"], REPO, 30)
        self.addCleanup(p.close)
        self.assertEqual(p.caps, {"offset", "json", "mlir"})
        rec, _ = p.request(b"\x00" * (3 << 20), offset=4096)
        self.assertEqual((rec["verdict"], rec["message"].split(": ")[:2]),
                         ("rejected", ["0", "[header] E_MAGIC"]))
        path = os.path.join(REPO, "corpus", "upstream", "files", "cf_successors.w22.v6.mlirbc")
        with open(path, "rb") as f:
            data = f.read()
        for off in (None, 0, 1, 8, 16, 4096, 65536):
            rec, _ = p.request(data, offset=off)
            self.assertEqual(rec["verdict"], "accepted", off)
        rec, doc = p.request(data, want="json")
        cli = subprocess.run([READER, "--dump=json", path], stdout=subprocess.PIPE).stdout
        self.assertEqual(doc, cli)
        self.assertEqual(p.close(), [], "exit 0 at end of input (under ASan: no leak)")

    def test_exit_status_at_end_of_input_is_reported(self):
        p = batch.Pool([sys.executable, "-c", "import sys; print('mlirbc-certify 1', flush=True); "
                        "sys.stdin.read(); sys.stderr.write('leaked 3 bytes\\n'); sys.exit(23)"],
                       REPO, 5)
        self.assertEqual(p.close(), ["reader exited with status 23 at end of input: "
                                     "leaked 3 bytes"])


class CertifyBatchTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory(prefix="oracle-batch-")
        cls.root = os.path.join(cls.tmp.name, "root")
        cls.ids = fixture.build(cls.root)

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def certify(self, reader, *extra, protocol="batch"):
        rc, cert, _, err = fixture.run_certify(
            self.root, self.tmp.name, reader, READER,
            ["--name", "r", "--no-cache", "--minimize-budget", "5", "--protocol", protocol] +
            list(extra))
        return rc, cert, err

    def test_reference_reader_same_certificate_as_per_process(self):
        rc, cert, err = self.certify(READER + " --batch")
        self.assertEqual(rc, 0, err)
        self.assertTrue(cert["complete"])
        rc2, proc, err2 = self.certify(READER + " --buffer-offset {offset} {}",
                                          protocol="process")
        self.assertEqual(rc2, 0, err2)
        self.assertEqual(cert["results"], proc["results"])
        self.assertEqual(cert["counts"]["pass"], len(self.ids))
        rc, cert, err = self.certify(READER + " --batch", "--structure")
        self.assertEqual(rc, 0, err)
        self.assertEqual(cert["levels"]["required"], "L3")
        self.assertEqual(cert["results"]["y_fixture_cf"]["level"], "L3")

    def test_offset_dependent_verdict_fails(self):
        rc, cert, err = self.certify(FAKE_CMD + " --odd-offset", "--cases", "y_fixture_cf")
        self.assertEqual(rc, 1, err)
        self.assertIn("verdict depends on the buffer offset", cert["failures"][0]["diff"])
        self.assertIn('"1": "rejected"', cert["failures"][0]["diff"])

    def test_crash_mid_batch_and_minimization(self):
        rc, cert, err = self.certify(FAKE_CMD + " --crash-on-x")
        self.assertEqual(rc, 1, err)
        res = cert["results"]
        self.assertEqual(res["n_fixture_magic"]["verdict"], "crash")
        self.assertEqual(res["y_fixture_cf"]["verdict"], "accepted")
        self.assertEqual(res["n_fixture_truncated"]["verdict"], "accepted")
        fails = {f["case"]: f for f in cert["failures"]}
        self.assertEqual(sorted(fails), ["n_fixture_magic", "n_fixture_truncated"])
        self.assertTrue(fails["n_fixture_magic"]["reproduce"].startswith(
            "python3 -m oracle.core.batch --reader "), fails["n_fixture_magic"]["reproduce"])
        # the wrongly accepted truncated file shrinks (the reference reader's
        # --batch is the oracle) to the bytes a per-process run finds
        got = reproducer_of(cert, "n_fixture_truncated")
        self.assertTrue(got["shrunk"], err)
        rc, proc, err = self.certify("sh %s/accept_all.sh {}" % os.path.join(SHARED, "fake"),
                                           "--cases", "n_fixture_truncated", protocol="process")
        want = reproducer_of(proc, "n_fixture_truncated")
        with open(os.path.join(self.root, got["file"]), "rb") as f:
            mine = f.read()
        with open(os.path.join(self.root, want["file"]), "rb") as f:
            theirs = f.read()
        self.assertEqual(mine, theirs)

    def test_refusals(self):
        rc, _, err = self.certify(READER + " --batch {}")
        self.assertEqual(rc, 2, err)
        self.assertIn("drop {}", err)
        rc, _, err = self.certify(FAKE_CMD, "--structure")
        self.assertEqual(rc, 2, err)
        self.assertIn("not json", err)
        rc, _, err = self.certify(READER)  # not a batch reader: no handshake
        self.assertEqual(rc, 2, err)
        self.assertIn("handshake", err)


if __name__ == "__main__":
    READER = os.path.abspath(sys.argv.pop(1))
    unittest.main(verbosity=2)
