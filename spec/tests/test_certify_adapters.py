#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The example adapters of spec/certify-protocol/ keep the protocol, driven by
the oracle's batch client (oracle/core/batch.py).

* the toy reader behind the adapter answers every corpus file and a few
  edge cases (empty, short, version 7, multi-byte and 9-byte versions,
  2^64-1, truncated varints) with the verdict,
  code and offset its rule gives, at any buffer offset;
* certify --protocol batch grades the toy on a fixture corpus (it wrongly
  accepts a truncated file, rejects a bad magic);
* an exception in the wrapped function is a crash, and the next request is
  served by a new process; a malformed request exits 2; end of input exits 0;
* wrapping a per-file command (`adapter --structure json -- mlirbc-read
  --dump=json {}`) gives the verdicts, messages and documents of
  `mlirbc-read --batch`.
Usage: test_certify_adapters.py py|js MLIRBC_READ
"""

import glob
import json
import os
import subprocess
import sys
import tempfile
import unittest

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, REPO)
sys.path.insert(0, os.path.join(REPO, "oracle", "core", "tests"))
os.environ["PYTHONPATH"] = REPO  # the oracle runs as python3 -m oracle.certify
from oracle.core import batch  # noqa: E402
from oracle.core import corpus  # noqa: E402
import fixture  # noqa: E402

DIR = os.path.join(REPO, "spec", "certify-protocol")
LANG = READER = None
TOY = {"py": [sys.executable, os.path.join(DIR, "toy_reader.py")],
       "js": ["node", os.path.join(DIR, "toy-reader.js")]}
ADAPTER = {"py": [sys.executable, os.path.join(DIR, "adapter.py")],
           "js": ["node", os.path.join(DIR, "adapter.js")]}
# A function that throws something other than Reject/Unsupported.
THROWS = {"py": [sys.executable, "-c", "import sys; sys.path.insert(0, %r); import adapter; "
                 "adapter.serve(lambda d, o, w: 1 // (len(d) - 3))" % DIR],
          "js": ["node", "-e", "require(%s).serve((d) => { if (d.length === 3) "
                 "throw new TypeError('boom'); return null; })"
                 % json.dumps(os.path.join(DIR, "adapter.js"))]}


def toy_rule(data):
    """(verdict, code, at) the toy readers promise."""
    if data[:4] != b"ML\xefR":
        return "rejected", "E_MAGIC", 0
    version, _ = corpus.read_varint(data, 4)
    if version is None:
        return "rejected", "E_TRUNCATED", 4
    if version > 6:
        return "rejected", "E_VERSION", 4
    return "accepted", None, None


class AdapterTest(unittest.TestCase):
    def pool(self, argv, timeout=20):
        p = batch.Pool(argv, REPO, timeout)
        self.addCleanup(p.close)
        return p

    def test_toy_over_the_corpus(self):
        p = self.pool(TOY[LANG])
        self.assertEqual(p.caps, {"offset"})
        files = sorted(glob.glob(os.path.join(REPO, "corpus", "**", "*.mlirbc"), recursive=True))
        self.assertGreater(len(files), 100)
        inputs = [b"", b"ML\xef", b"ML\xefR", b"ML\xefR\x0f", b"ML\xefR\x0d", b"ML\xefR\x0c",
                  b"ML\xefR\x0c\x00", b"ML\xefR\x00" + b"\x06" + b"\x00" * 7,
                  b"ML\xefR\x00" + b"\xff" * 8, b"ML\xefR\x00\x00", b"\x00" * 70000]
        for path in files:
            with open(path, "rb") as f:
                inputs.append(f.read())
        offsets = [None, 0, 1, 8, 16, 4096, 65536]
        verdicts = set()
        for i, data in enumerate(inputs):
            rec, doc = p.request(data, offset=offsets[i % len(offsets)])
            verdict, code, at = toy_rule(data)
            self.assertEqual(rec["verdict"], verdict, i)
            self.assertIsNone(doc)
            if code:
                self.assertTrue(rec["message"].startswith("%d: %s: " % (at, code)), rec)
            verdicts.add(verdict)
        self.assertEqual(verdicts, {"accepted", "rejected"})
        self.assertEqual(p.restarts, 0)

    def test_certify_the_toy(self):
        with tempfile.TemporaryDirectory(prefix="adapter-cert-") as tmp:
            root = os.path.join(tmp, "root")
            fixture.build(root)
            out = os.path.join(tmp, "out")
            p = subprocess.run([sys.executable, "-m", "oracle.certify",
                                "--root", root, "--protocol", "batch", "--no-cache", "-q",
                                "--reader", " ".join(TOY[LANG]), "--name", "toy", "--out", out,
                                "--reference", READER, "--minimize-budget", "0"],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=300)
            self.assertEqual(p.returncode, 1, p.stderr.decode())
            with open(os.path.join(out, "certificate.json")) as f:
                cert = json.load(f)
        self.assertEqual(cert["expectations"]["unexpected_failures"], ["n_fixture_truncated"])
        self.assertEqual(cert["results"]["n_fixture_magic"]["verdict"], "rejected")
        self.assertTrue(cert["complete"])

    def test_exception_is_a_crash_and_input_errors(self):
        p = self.pool(THROWS[LANG])
        rec, _ = p.request(b"abc")
        self.assertEqual(rec["verdict"], "crash", rec)
        self.assertIn("exited with status", rec["message"])
        rec, _ = p.request(b"abcd")
        self.assertEqual(rec["verdict"], "accepted")
        self.assertEqual(p.restarts, 1)
        for stdin, status, err in [(b"", 0, ""),
                                   (b"case 1 - - 0\n", 0, ""),
                                   (b"case 1 - - 0\nhello\n", 2, "request 2: malformed"),
                                   (b"case 1 65537 - 0\n", 2, "request 1: malformed"),
                                   (b"case 1 - - 9\nabc", 2, "request 1: malformed")]:
            r = subprocess.run(TOY[LANG], input=stdin, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, timeout=60)
            self.assertEqual(r.returncode, status, (stdin, r.stderr))
            self.assertIn(err, r.stderr.decode(), stdin)
            self.assertTrue(r.stdout.startswith(b"mlirbc-certify 1 offset\n"), r.stdout)

    def test_wrapping_a_command(self):
        wrapped = self.pool(ADAPTER[LANG] + ["--structure", "json", "--", READER, "--dump=json",
                                             "{}"])
        self.assertEqual(wrapped.caps, {"json"})
        native = self.pool([READER, "--batch"])
        files = sorted(glob.glob(os.path.join(REPO, "corpus", "cases", "*.mlirbc")))[::150]
        seen = set()
        for path in files:
            with open(path, "rb") as f:
                data = f.read()
            got = wrapped.request(data, want="json")
            want = native.request(data, want="json")
            self.assertEqual(got, want, path)
            seen.add(got[0]["verdict"])
        self.assertEqual(seen, {"accepted", "rejected"})


if __name__ == "__main__":
    LANG, READER = sys.argv[1], os.path.abspath(sys.argv[2])
    unittest.main(argv=sys.argv[:1], verbosity=2)
