#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""mlirbc-read's modes keep their promises.

* --annotate accounts for every byte of the file exactly once (fields plus
  raw data lines, in increasing offsets), so a reviewer sees all of it;
* --trace lists fields whose byte ranges lie inside the file, and the
  magic/version/producer come first;
* --stats agrees with --dump=json on op and region counts;
* a mapped file, the same bytes on stdin ('-') and a --buffer-offset copy
  give the same output;
* a rejected file prints one `FILE:OFFSET: [section] E_CODE: message` line,
  nothing on stdout, and exits 1; usage errors exit 2.
Usage: test_cli.py MLIRBC_READ REPO
MLIRBC_RUNNER (environment): a command prefix for MLIRBC_READ, e.g. the
emulator of a cross build (qemu-s390x -L ...).
"""

import glob
import json
import os
import re
import shlex
import subprocess
import sys
import tempfile
import unittest

READER = REPO = None  # READER: the command (runner prefix + program)


def run(*args):
    p = subprocess.run(READER + list(args), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       timeout=120)
    return p.returncode, p.stdout.decode("ascii", "replace"), p.stderr.decode("ascii", "replace")


def files():
    fs = sorted(glob.glob(os.path.join(REPO, "corpus", "upstream", "files", "*.mlirbc")))
    # a spread of producers and versions, and every file with use-list orders
    return [f for i, f in enumerate(fs) if i % 7 == 0 or "uselist" in f]


LINE = re.compile(r"^([0-9a-f]{8})  ( *)((?:[0-9a-f]{2} )*)(?:\+(\d+))?\s*(.*)$")


class CliTest(unittest.TestCase):
    def test_annotate_covers_every_byte_once(self):
        for path in files():
            rc, out, err = run("--annotate", path)
            self.assertEqual(rc, 0, err)
            size = os.path.getsize(path)
            pos = 0
            for line in out.splitlines():
                m = LINE.match(line)
                self.assertTrue(m, "%s: unparsed line %r" % (path, line))
                off = int(m.group(1), 16)
                rest = m.group(5)
                if rest.startswith("["):  # a container header: its fields follow
                    continue
                nbytes = len(m.group(3).split()) + int(m.group(4) or 0)  # "+N": bytes not shown
                self.assertEqual(off, pos, "%s: gap or overlap at %d: %r" % (path, pos, line))
                pos = off + nbytes
            self.assertEqual(pos, size, "%s: annotation ends at %d of %d" % (path, pos, size))

    def test_trace_fields_inside_file(self):
        for path in files():
            rc, out, err = run("--trace", path)
            self.assertEqual(rc, 0, err)
            size = os.path.getsize(path)
            rows = [l.split() for l in out.splitlines()]
            self.assertEqual([r[3] for r in rows[:3]], ["file.magic", "file.version", "file.producer"])
            for r in rows:
                off, n = int(r[0]), int(r[1])
                self.assertLessEqual(off + n, size, r)

    def test_trace_ids_are_grammar_ids(self):
        # every grammar ID the reader's sources name -- fields, and the
        # productions its trace names entries by (builtin.attr.*, ...): GID_*
        # macros of the header generated from the grammar
        # (spec/tools/mkgrammar.py), or string literals
        sys.path.insert(0, REPO)
        from spec.tools import mkgrammar as gen_grammar
        grammar = {e[0] for e in gen_grammar.elements(gen_grammar.load(gen_grammar.DEFAULT_GRAMMAR))}
        by_macro = {gen_grammar.macro_name(i): i for i in grammar}
        ids, unknown = set(), set()
        for src in glob.glob(os.path.join(REPO, "reader", "src", "*.c")):
            with open(src, encoding="utf-8") as f:
                text = f.read()
            for m in re.findall(r"\b(GID_[A-Z0-9_]+)\b", text):
                (ids.add(by_macro[m]) if m in by_macro else unknown.add(m))
            ids |= set(re.findall(
                r'"((?:file|section|strings|dialects|attrtype|resources|props|ir)\.[A-Za-z.]+)"', text))
        ids = {i for i in ids if not i.endswith(".h")}  # not #include "props.h"
        self.assertGreater(len(ids), 40)
        self.assertEqual(sorted(unknown), [], "GID_ macros that name no grammar ID")
        self.assertEqual(sorted(ids - grammar), [], "field IDs missing from spec/grammar.json")
        # ... and every ID it traces on the corpus
        traced = set()
        for path in files():
            traced |= {l.split()[3] for l in run("--trace", path)[1].splitlines()}
        self.assertEqual(sorted(traced - grammar), [])
        print("grammar fields traced on the sampled corpus: %d of %d; not reached: %s"
              % (len(traced & grammar), len(grammar), " ".join(sorted(grammar - traced))),
              file=sys.stderr)

    def test_stats_agree_with_json(self):
        for path in files():
            rc, out, err = run("--stats", path)
            self.assertEqual(rc, 0, err)
            stats = dict(l.split(": ", 1) for l in out.splitlines() if ": " in l)
            rc, out, err = run("--dump=json", path)
            self.assertEqual(rc, 0, err)
            ops = regions = 0
            stack = [json.loads(out)["ops"]]
            while stack:
                for op in stack.pop():
                    ops += 1
                    regions += len(op["regions"])
                    for r in op["regions"]:
                        for b in r["blocks"]:
                            stack.append(b["ops"])
            self.assertEqual(int(stats["ops"]), ops, path)
            self.assertEqual(int(stats["regions"]), regions, path)

    def test_rejection_line_and_exit_codes(self):
        with tempfile.TemporaryDirectory() as d:
            bad = os.path.join(d, "bad.mlirbc")
            with open(bad, "wb") as f:
                f.write(b"ML\xefR\x0fMLIR\x00")  # version 7
            for mode in ([], ["--dump=json"], ["--dump=mlir"], ["--stats"]):
                rc, out, err = run(*(mode + [bad]))
                self.assertEqual(rc, 1, mode)
                self.assertEqual(out, "", mode)
                self.assertRegex(err.strip(), r"^%s:4: \[header\] E_VERSION: " % re.escape(bad))
            self.assertEqual(run(os.path.join(d, "missing.mlirbc"))[0], 2)
            self.assertEqual(run("--no-such-option", bad)[0], 2)
            self.assertEqual(run()[0], 2)

    def test_mapped_piped_and_placed_inputs_agree(self):
        # a regular file is mapped, '-' and pipes are read, --buffer-offset
        # copies: the bytes, and so the output, are the same
        for path in files()[:3]:
            want = run("--dump=json", path)
            self.assertEqual(want[0], 0, path)
            with open(path, "rb") as f:
                data = f.read()
            p = subprocess.run(READER + ["--dump=json", "-"], input=data, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, timeout=120)
            self.assertEqual((p.returncode, p.stdout.decode("ascii", "replace")), want[:2], path)
            self.assertEqual(run("--dump=json", "--buffer-offset=3", path)[:2], want[:2], path)


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    READER = shlex.split(os.environ.get("MLIRBC_RUNNER", "")) + [os.path.abspath(sys.argv[1])]
    REPO = os.path.abspath(sys.argv[2])
    unittest.main(argv=[sys.argv[0]])
