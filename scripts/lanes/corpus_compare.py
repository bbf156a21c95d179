#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Whole-corpus comparison of a lane's reader against the x86-64 reader.

    corpus_compare.py --ref 'build/bin/mlirbc-read' \
                      --lane 'qemu-s390x -L /usr/s390x-linux-gnu build-lane-be/bin/mlirbc-read' \
                      [--root DIR] [--max-diffs N] [-q]

Both readers run once each in --batch mode (spec/certify-protocol.md) and are
sent every corpus/**/*.mlirbc with WANT json. For every file the answers must
be equal: verdict, error code, byte offset and message (which carries the
section, "[section] E_CODE: ..."), and for an accepted file the --dump=json
document byte for byte. Exit status 0 when every file agrees, 1 otherwise
(the first differences are listed), 2 when a reader cannot be run.
Progress goes to stderr.
"""

import argparse
import os
import shlex
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


class Reader:
    """One `mlirbc-read --batch` process; a plain request/answer loop."""

    def __init__(self, command):
        self.argv = shlex.split(command) + ["--batch"]
        self.proc = subprocess.Popen(self.argv, stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE)
        hello = self.proc.stdout.readline()
        if not hello.startswith(b"mlirbc-certify 1 ") or b"json" not in hello.split():
            raise SystemExit("corpus_compare: no batch handshake from %r: %r"
                             % (command, hello))
        self.seq = 0

    def ask(self, data):
        """(verdict, code, at, message, document) for one file."""
        self.seq += 1
        self.proc.stdin.write(b"case %d - json %d\n" % (self.seq, len(data)) + data)
        self.proc.stdin.flush()
        head = self.proc.stdout.readline().split()
        if len(head) != 7 or head[0] != b"result" or int(head[1]) != self.seq:
            raise RuntimeError("bad answer %r (reader died?)" % head)
        msg = self.proc.stdout.read(int(head[5]))
        doc = None if head[6] == b"-" else self.proc.stdout.read(int(head[6]))
        return (head[2].decode(), head[3].decode(), head[4].decode(),
                msg.decode("utf-8", "replace"), doc)

    def close(self):
        self.proc.stdin.close()
        rc = self.proc.wait()
        if rc != 0:
            raise RuntimeError("%s exited with status %d" % (self.argv[0], rc))


def corpus_files(root):
    out = []
    for d, _, names in os.walk(os.path.join(root, "corpus")):
        out += [os.path.join(d, n) for n in names if n.endswith(".mlirbc")]
    return sorted(out)


def first_diff(a, b):
    names = ("verdict", "code", "offset", "message (section)", "json document")
    for name, x, y in zip(names, a, b):
        if x != y:
            if isinstance(x, bytes) and isinstance(y, bytes):
                i = next((k for k in range(min(len(x), len(y))) if x[k] != y[k]),
                         min(len(x), len(y)))
                return "%s differs at byte %d (x86-64 %r, lane %r)" % (
                    name, i, x[max(0, i - 20):i + 20], y[max(0, i - 20):i + 20])
            return "%s: x86-64 %r, lane %r" % (name, x, y)
    return None


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--ref", required=True, help="x86-64 reader command")
    ap.add_argument("--lane", required=True, help="lane reader command (with emulator)")
    ap.add_argument("--root", default=ROOT, help="repository root (default: this one)")
    ap.add_argument("--max-diffs", type=int, default=20, help="differences listed")
    ap.add_argument("-q", "--quiet", action="store_true", help="no progress")
    a = ap.parse_args(argv)
    files = corpus_files(a.root)
    if not files:
        print("corpus_compare: no corpus files under %s" % a.root, file=sys.stderr)
        return 2
    ref, lane = Reader(a.ref), Reader(a.lane)
    diffs, accepted, t0 = [], 0, time.time()
    for i, path in enumerate(files, 1):
        with open(path, "rb") as fp:
            data = fp.read()
        x = ref.ask(data)
        try:
            y = lane.ask(data)
        except (RuntimeError, ValueError, OSError) as e:
            diffs.append((path, "lane reader failed: %s" % e))
            break
        accepted += x[0] == "accept"
        d = first_diff(x, y)
        if d:
            diffs.append((path, d))
        if not a.quiet and (i % 500 == 0 or i == len(files)):
            print("[corpus_compare] %d/%d files, %d differ, %.0fs"
                  % (i, len(files), len(diffs), time.time() - t0), file=sys.stderr)
    ref.close()
    if not diffs:
        lane.close()
    for path, d in diffs[:a.max_diffs]:
        print("DIFF %s: %s" % (os.path.relpath(path, a.root), d))
    print("corpus_compare: %d files (%d accepted, json compared), %d differ from x86-64"
          % (len(files), accepted, len(diffs)))
    return 1 if diffs else 0


if __name__ == "__main__":
    sys.exit(main())
