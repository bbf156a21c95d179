#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The validating path and the dump path give the same verdict on every file.

mlirbc-read without a mode validates and keeps no text it does not need
(leaf locations are checked and dropped, properties are checked and not
rendered); --dump=json renders everything. For every upstream-written file and
every --stride'th corpus case (all of them: --stride 1, or MLIRBC_CTS_FULL=1
in the environment) both must agree on the verdict and, for a rejection, on
the whole error (offset, section, code, message); with --decode-all also with
and without it.
The files go to `mlirbc-read --batch` (spec/certify-protocol.md: WANT `-` is
the CLI's validation, WANT `json` its --dump=json, which validates with the
same walk before it renders), one process per job instead of one per file
and mode; mlirbc_read_batch holds --batch to fresh CLI runs. A reader that
crashes on a request is graded crash for it and restarted, and one that does
not exit cleanly at the end (e.g. a leak report) fails the test. This
catches a dump that fails where validation passed; the two paths on their
own (walk without a visitor vs dump_json) are compared in-process by
fuzz_read_paths_corpus on every corpus file, decode_all off and on (it
catches a validating walk that skips a check).

Usage: test_paths.py MLIRBC_READ REPO [--jobs N] [--stride K] [--decode-all]
MLIRBC_RUNNER (environment): a command prefix for MLIRBC_READ (test_cli.py).
"""

import argparse
import concurrent.futures
import glob
import os
import shlex
import sys


# The command prefix of a cross build's programs (its emulator), if any.
RUNNER = shlex.split(os.environ.get("MLIRBC_RUNNER", ""))
TIMEOUT = 300

# (label, extra reader arguments): each pair compares WANT - with WANT json.
PATHS = [("", [])]
PATHS_DECODE_ALL = [("--decode-all ", ["--decode-all"])]


def describe(rec):
    return "%s %s" % (rec["verdict"], rec.get("message") or rec.get("post_error") or "")


def check(pool, label, path):
    """List of disagreement descriptions for one file (empty: agreement)."""
    with open(path, "rb") as f:
        data = f.read()
    (lean, _), (full, _) = pool.request_many([(data, None, None), (data, None, "json")])
    if lean == full:
        return []
    return ["%s\n    %-28s %s\n    %-28s %s" % (
        path, label + "(validate)", describe(lean), label + "--dump=json", describe(full))]


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
    if os.environ.get("MLIRBC_CTS_FULL") == "1":
        args.stride = 1
    sys.path.insert(0, args.repo)
    from oracle.core.batch import Pool  # noqa: E402  (the repository's oracle)
    files = sorted(glob.glob(os.path.join(args.repo, "corpus", "cases", "*.mlirbc")))
    files = files[::max(1, args.stride)]
    files += sorted(glob.glob(os.path.join(args.repo, "corpus", "upstream", "files", "*.mlirbc")))
    if len(files) < 250:
        print("test_paths: only %d files found under %s/corpus" % (len(files), args.repo))
        return 1
    bad = []
    for label, extra in PATHS + (PATHS_DECODE_ALL if args.decode_all else []):
        pool = Pool([*RUNNER, args.reader, *extra, "--batch"], args.repo, TIMEOUT)
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as ex:
            for i, res in enumerate(ex.map(lambda f: check(pool, label, f), files)):
                bad += res
                if (i + 1) % 100 == 0:
                    print("test_paths: %s%d/%d files" % (label, i + 1, len(files)),
                          file=sys.stderr)
        bad += ["%s--batch: %s" % (label, why) for why in pool.close()]
        if pool.restarts:
            bad.append("%s--batch: restarted %d times (a crash or hang above)" % (
                label, pool.restarts))
    # the comparison means something only if both kinds of verdict occur
    rejected = sum(1 for f in files if os.path.basename(f).startswith("n_"))
    for b in bad:
        print(b)
    print("test_paths: %d files (%d n_ cases), %d disagreements" % (len(files), rejected, len(bad)))
    return 1 if bad or rejected == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
