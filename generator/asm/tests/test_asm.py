#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""mlirbc-asm keeps its contract.

* good/*.bct compile to the bytes in their `# bytes:` lines (hex, may repeat),
  and --meta writes the header's expectation;
* bad/*.bct are refused with exit 1 and `FILE:LINE:COL: message`, where
  LINE:COL and a piece of the message are given by the file's `# error:` line;
* every reader/tests/bad/*.hex case (the reader's commented-hex form) compiles
  to exactly the bytes its hex digits spell, with the same expectation;
* robustness: deterministic mutations of all .bct/.hex inputs never crash the
  compiler (exit 0 or 1; on 1 a FILE:LINE:COL line).
usage: test_asm.py MLIRBC_ASM REPO
"""

import glob
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import unittest

ASM = REPO = None
HERE = os.path.dirname(os.path.abspath(__file__))
ERR_LINE = re.compile(r"^(.*):(\d+):(\d+): (.+)$")


def compile_(src, out, meta=None, extra=()):
    cmd = [ASM, src, "-o", out] + (["--meta", meta] if meta else []) + list(extra)
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=60)
    return p.returncode, p.stderr.decode("utf-8", "replace")


def hex_bytes(text):
    return bytes.fromhex("".join(text.split()))


class AsmTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.out = os.path.join(self.tmp.name, "out.mlirbc")
        self.meta = os.path.join(self.tmp.name, "out.json")

    def tearDown(self):
        self.tmp.cleanup()

    def test_good_cases_compile_to_their_bytes(self):
        cases = sorted(glob.glob(os.path.join(HERE, "good", "*.bct")))
        self.assertTrue(cases)
        for src in cases:
            with open(src, encoding="utf-8") as f:
                text = f.read()
            want = hex_bytes("".join(re.findall(r"#\s*bytes:(.*)$", text, re.M)))
            rc, err = compile_(src, self.out, self.meta, ["--root", REPO])
            self.assertEqual(rc, 0, "%s: %s" % (src, err))
            with open(self.out, "rb") as f:
                got = f.read()
            self.assertEqual(got.hex(" "), want.hex(" "), src)
            with open(self.meta) as f:
                meta = json.load(f)
            m = re.search(r"^# meta:(.*)$", text, re.M)
            if m:
                for k, v in json.loads(m.group(1)).items():
                    self.assertEqual(meta.get(k), v, "%s: meta %s" % (src, k))

    def test_bad_cases_report_line_and_column(self):
        cases = sorted(glob.glob(os.path.join(HERE, "bad", "*.bct")))
        self.assertTrue(cases)
        for src in cases:
            with open(src, encoding="utf-8", errors="replace") as f:
                m = re.search(r"^# error: (\d+):(\d+): (.+)$", f.read(), re.M)
            self.assertTrue(m, "%s: no '# error: LINE:COL: text' line" % src)
            rc, err = compile_(src, self.out, extra=["--root", REPO])
            self.assertEqual(rc, 1, "%s: exit %d: %s" % (src, rc, err))
            line = ERR_LINE.match(err.strip())
            self.assertTrue(line, "%s: not FILE:LINE:COL: %r" % (src, err))
            self.assertEqual(line.group(1), src)
            self.assertEqual((line.group(2), line.group(3)), (m.group(1), m.group(2)),
                             "%s: %s" % (src, err))
            self.assertIn(m.group(3), line.group(4), src)

    def test_reader_hex_cases_are_a_subset(self):
        cases = sorted(glob.glob(os.path.join(REPO, "reader", "tests", "bad", "*.hex")))
        self.assertGreater(len(cases), 50)
        for src in cases:
            with open(src) as f:
                lines = f.read().splitlines()
            want = hex_bytes(" ".join(l.split("#")[0] for l in lines))
            expect = [l for l in lines if l.startswith("# expect:")][0]
            rc, err = compile_(src, self.out, self.meta)
            self.assertEqual(rc, 0, "%s: %s" % (src, err))
            with open(self.out, "rb") as f:
                self.assertEqual(f.read(), want, src)
            with open(self.meta) as f:
                meta = json.load(f)
            if expect.split(":", 1)[1].strip() == "OK":
                self.assertEqual(meta["verdict"], "accept", src)
            else:
                code, off = re.match(r"# expect: (E_\w+) @ (\d+)", expect).groups()
                self.assertEqual((meta["verdict"], meta["expect_code"], meta["expect_offset"]),
                                 ("reject", code, int(off)), src)

    def test_mutated_inputs_never_crash(self):
        inputs = sorted(glob.glob(os.path.join(REPO, "corpus", "dsl", "**", "*.bct"),
                                  recursive=True))
        inputs += sorted(glob.glob(os.path.join(HERE, "*", "*.bct")))
        inputs += sorted(glob.glob(os.path.join(REPO, "reader", "tests", "bad", "*.hex")))[:10]
        rng = random.Random(20240601)
        pieces = [b"{", b"}", b"(", b")", b"\"", b"\\x", b"<<", b"0x", b"@", b";", b"=", b"\n",
                  b"repeat 1000000000 {", b"section(", b"width=9", b"sizeof(", b"-", b"\x00",
                  b"\xff", b"99999999999999999999", b"a:", b"# expect: accept\n"]
        src = os.path.join(self.tmp.name, "m.bct")
        for i in range(int(os.environ.get("ASM_MUTATIONS", "200"))):
            with open(inputs[i % len(inputs)], "rb") as f:
                data = bytearray(f.read())
            for _ in range(rng.randint(1, 4)):
                pos = rng.randint(0, len(data))
                op = rng.randint(0, 2)
                if op == 0:
                    data[pos:pos] = rng.choice(pieces)
                elif op == 1:
                    del data[pos:pos + rng.randint(1, 16)]
                else:
                    data[pos:pos + 1] = bytes([rng.randint(0, 255)])
            with open(src, "wb") as f:
                f.write(data)
            rc, err = compile_(src, self.out, self.meta, ["--root", REPO])
            self.assertIn(rc, (0, 1), "mutation %d of %s crashed: %s" % (i, inputs[i % len(inputs)], err[-2000:]))
            if rc == 1:
                self.assertTrue(ERR_LINE.match(err.strip()), "mutation %d: %r" % (i, err))


if __name__ == "__main__":
    ASM, REPO = sys.argv[1], sys.argv[2]
    unittest.main(argv=sys.argv[:1])
