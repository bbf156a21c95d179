#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""mlirbc-read --batch keeps spec/certify-protocol.md and answers as the CLI does.

* the handshake line is `mlirbc-certify 1 offset json mlir`;
* one process serves accepted, rejected, empty and structure requests in any
  mix, each answer equal to a fresh `mlirbc-read` run on the same file (exit
  status, code, offset, message; --dump=json / --dump=mlir bytes), so no
  request sees state left by the one before;
* the OFFSET field gives the verdicts of --buffer-offset N;
* the example of spec/certify-protocol.md is what it answers;
* end of input exits 0 (under ASan: also no leak over all requests); a
  malformed request is named on stderr and exits 2 after answering the
  requests before it; --batch with a FILE is a usage error.
Usage: test_batch.py MLIRBC_READ REPO
MLIRBC_RUNNER (environment): a command prefix for MLIRBC_READ (test_cli.py).
"""

import glob
import os
import re
import shlex
import subprocess
import sys
import unittest

READER = REPO = None  # READER: the command (runner prefix + program)
HANDSHAKE = b"mlirbc-certify 1 offset json mlir\n"
ERR_LINE = re.compile(r"^(.*):(\d+): (\[[a-z_]+\] (E_[A-Z0-9_]+): .*)$")


def request(seq, data, offset=None, want=None):
    return b"case %d %s %s %d\n" % (seq, b"-" if offset is None else str(offset).encode(),
                                   (want or "-").encode(), len(data)) + data


def serve(stdin_bytes):
    p = subprocess.run(READER + ["--batch"], input=stdin_bytes, stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, timeout=300)
    return p.returncode, p.stdout, p.stderr.decode("utf-8", "replace")


def parse_answers(out):
    """[(seq, verdict, code, at, message, doc)] after the handshake."""
    assert out.startswith(HANDSHAKE), out[:80]
    pos, answers = len(HANDSHAKE), []
    while pos < len(out):
        nl = out.index(b"\n", pos)
        f = out[pos:nl].decode("ascii").split(" ")
        assert len(f) == 7 and f[0] == "result", f
        pos = nl + 1
        msg = out[pos:pos + int(f[5])].decode("utf-8")
        pos += int(f[5])
        doc = None
        if f[6] != "-":
            doc = out[pos:pos + int(f[6])]
            pos += int(f[6])
        answers.append((int(f[1]), f[2], None if f[3] == "-" else f[3],
                        None if f[4] == "-" else int(f[4]), msg, doc))
    return answers


def cli(*args):
    p = subprocess.run(READER + list(args), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       timeout=120)
    return p.returncode, p.stdout, p.stderr.decode("utf-8", "replace")


def sample_files():
    """Accepted and rejected files of every source, a few dozen in all."""
    cases = sorted(glob.glob(os.path.join(REPO, "corpus", "cases", "*.mlirbc")))
    upstream = sorted(glob.glob(os.path.join(REPO, "corpus", "upstream", "files", "*.mlirbc")))
    picked = []
    for prefix in ("y_", "n_", "i_"):
        mine = [c for c in cases if os.path.basename(c).startswith(prefix)]
        picked += mine[::max(1, len(mine) // 12)][:12]
    return picked + upstream[::max(1, len(upstream) // 6)][:6]


class BatchTest(unittest.TestCase):
    def test_answers_equal_the_cli(self):
        files = sample_files()
        self.assertGreater(len(files), 30)
        reqs, expect = [], []
        for path in files:
            with open(path, "rb") as f:
                data = f.read()
            for want in (None, "json", "mlir"):
                args = ["--dump=" + want] if want else []
                rc, out, err = cli(*args, path)
                self.assertIn(rc, (0, 1), err)
                reqs.append(request(len(reqs) + 1, data, want=want))
                expect.append((path, want, rc, out, err))
        # an empty file between them, and nothing carried over
        reqs.append(request(len(reqs) + 1, b""))
        rc, out, err = serve(b"".join(reqs))
        self.assertEqual(rc, 0, err)
        self.assertEqual(err, "")
        answers = parse_answers(out)
        self.assertEqual(len(answers), len(reqs))
        seen = set()
        for i, ((path, want, crc, cout, cerr), ans) in enumerate(zip(expect, answers)):
            seq, verdict, code, at, msg, doc = ans
            where = "%s (want %s)" % (os.path.basename(path), want)
            self.assertEqual(seq, i + 1)
            if crc == 0:
                self.assertEqual(verdict, "accept", where)
                self.assertEqual((code, at, msg), (None, None, ""), where)
                self.assertEqual(doc, cout if want else None, where)
            else:
                m = ERR_LINE.match(cerr.strip())
                self.assertTrue(m, cerr)
                self.assertEqual(verdict, "reject", where)
                self.assertEqual((code, at, msg), (m.group(4), int(m.group(2)), m.group(3)), where)
                self.assertIsNone(doc, where)
            seen.add(verdict)
        self.assertEqual(seen, {"accept", "reject"})
        empty = answers[-1]
        self.assertEqual(empty[1], "reject")
        self.assertTrue(empty[2].startswith("E_"), empty)

    def test_offset_field_is_the_buffer_offset(self):
        files = [f for f in sample_files() if "/y_" in f][:6] + \
            [f for f in sample_files() if "/n_" in f][:2]
        offsets = [0, 1, 8, 16, 4096, 65536]
        reqs, expect = [], []
        for path in files:
            with open(path, "rb") as f:
                data = f.read()
            for off in offsets:
                rc, _, err = cli("-q", "--buffer-offset", str(off), path)
                reqs.append(request(len(reqs) + 1, data, offset=off))
                expect.append((path, off, "accept" if rc == 0 else "reject"))
        rc, out, err = serve(b"".join(reqs))
        self.assertEqual(rc, 0, err)
        got = [a[1] for a in parse_answers(out)]
        self.assertEqual(got, [e[2] for e in expect])
        self.assertIn("accept", got)

    def test_the_spec_example(self):
        with open(os.path.join(REPO, "spec", "certify-protocol.md"), encoding="utf-8") as f:
            spec = f.read()
        said = re.findall(r"^< (result .*)$", spec, re.M)
        path = os.path.join(REPO, "corpus", "upstream", "files", "cf_successors.w22.v6.mlirbc")
        with open(path, "rb") as f:
            data = f.read()
        self.assertIn("> case 1 - json %d" % len(data), spec)
        rc, out, err = serve(request(1, data, want="json") +
                             request(2, b"ML\xefR\x0dabc", offset=16))
        self.assertEqual(rc, 0, err)
        lines = [l for l in out.decode("utf-8").split("\n") if l.startswith("result ")]
        self.assertEqual(lines, said)
        self.assertTrue(out.endswith(re.search(r"^< (\[header\].*)$", spec, re.M)
                                     .group(1).encode()))

    def test_end_of_input_right_away(self):
        rc, out, err = serve(b"")
        self.assertEqual((rc, out, err), (0, HANDSHAKE, ""))

    def test_malformed_request_exits_2(self):
        ok = request(1, b"ML\xefR\x06")
        bad = {
            "not a request": b"hello\n",
            "unknown WANT": b"case 2 - xml 0\n",
            "offset out of range": b"case 2 65537 - 0\n",
            "leading zero": b"case 02 - - 0\n",
            "two spaces": b"case 2  - - 0\n",
            "missing field": b"case 2 - 0\n",
            "extra field": b"case 2 - - 0 0\n",
            "carriage return": b"case 2 - - 0\r\n",
            "negative size": b"case 2 - - -1\n",
            "input ends in the header": b"case 2 - -",
            "input ends in the bytes": b"case 2 - - 10\nML\xefR",
            "header too long": b"case 2 - - " + b"1" * 300 + b"\n",
        }
        for what, frame in bad.items():
            rc, out, err = serve(ok + frame)
            self.assertEqual(rc, 2, what)
            self.assertIn("request 2: malformed", err, what)
            self.assertEqual(len(parse_answers(out)), 1, what)

    def test_batch_with_a_file_is_usage(self):
        rc, _, err = cli("--batch", os.path.join(REPO, "README.md"))
        self.assertEqual(rc, 2, err)


if __name__ == "__main__":
    READER = shlex.split(os.environ.get("MLIRBC_RUNNER", "")) + [sys.argv[1]]
    REPO = sys.argv[2]
    unittest.main(argv=sys.argv[:1], verbosity=2)
