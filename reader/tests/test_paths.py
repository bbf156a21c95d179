#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The validating path and the dump path give the same verdict on every file.

mlirbc-read without a mode validates and keeps no text it does not need
(leaf locations are checked and dropped, properties are checked and not
rendered); --dump=json renders everything. For every upstream-written file and
every --stride'th corpus case (all of them: --stride 1) both must agree on
the exit status and, for a rejection, on the whole error line (offset,
section, code, message); with --decode-all also with and without it.
--dump=json validates with the same walk before it renders, so on the
command line this catches a dump that fails where validation passed; the
two paths on their own (walk without a visitor vs dump_json) are compared
in-process by fuzz_read_paths_corpus on every corpus file, decode_all off
and on (it catches a validating walk that skips a check).

Usage: test_paths.py MLIRBC_READ REPO [--jobs N] [--stride K] [--decode-all]
MLIRBC_RUNNER (environment): a command prefix for MLIRBC_READ (test_cli.py).
"""

import argparse
import concurrent.futures
import glob
import os
import shlex
import subprocess
import sys


# The command prefix of a cross build's programs (its emulator), if any.
RUNNER = shlex.split(os.environ.get("MLIRBC_RUNNER", ""))


def verdict(reader, args, path):
    p = subprocess.run([*RUNNER, reader, *args, path], stdout=subprocess.DEVNULL,
                       stderr=subprocess.PIPE, timeout=300)
    return p.returncode, p.stderr.decode("utf-8", "replace").strip()


PAIRS = [([], ["--dump=json"])]
PAIRS_DECODE_ALL = [(["--decode-all"], ["--decode-all", "--dump=json"])]


def check(reader, path, pairs):
    """List of disagreement descriptions for one file (empty: agreement)."""
    out = []
    for lean, full in pairs:
        a, b = verdict(reader, lean, path), verdict(reader, full, path)
        if a != b:
            out.append("%s\n    %-28s exit %d %s\n    %-28s exit %d %s" % (
                path, " ".join(lean) or "(validate)", a[0], a[1], " ".join(full), b[0], b[1]))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("reader")
    ap.add_argument("repo")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--stride", type=int, default=12,
                    help="every K-th corpus case (default 12; 1 = all)")
    ap.add_argument("--decode-all", action="store_true",
                    help="compare with --decode-all too")
    args = ap.parse_args()
    files = sorted(glob.glob(os.path.join(args.repo, "corpus", "cases", "*.mlirbc")))
    files = files[::max(1, args.stride)]
    files += sorted(glob.glob(os.path.join(args.repo, "corpus", "upstream", "files", "*.mlirbc")))
    if len(files) < 250:
        print("test_paths: only %d files found under %s/corpus" % (len(files), args.repo))
        return 1
    pairs = PAIRS + (PAIRS_DECODE_ALL if args.decode_all else [])
    bad = []
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for i, res in enumerate(pool.map(lambda f: check(args.reader, f, pairs), files)):
            bad += res
            if (i + 1) % 100 == 0:
                print("test_paths: %d/%d files" % (i + 1, len(files)), file=sys.stderr)
    # the comparison means something only if both kinds of verdict occur
    rejected = sum(1 for f in files if os.path.basename(f).startswith("n_"))
    for b in bad:
        print(b)
    print("test_paths: %d files (%d n_ cases), %d disagreements" % (len(files), rejected, len(bad)))
    return 1 if bad or rejected == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
