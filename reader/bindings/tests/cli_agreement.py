#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""A binding's command line behaves as mlirbc-read.

    cli_agreement.py --reader MLIRBC_READ --repo REPO -- CMD...

CMD... is the binding's mlirbc-read (e.g. `node reader/bindings/js/mlirbc-read.mjs`
or `PYTHON reader/bindings/python/mlirbc.py`, PYTHON: this interpreter). On a sample of corpus files
(every --stride'th case, and upstream-written files) and for each mode
(validate, --dump=json, --dump=mlir, --annotate, --findings, -q, --era=16,
--decode-all) both must print the same stdout and stderr and exit with the
same status. Usage and I/O errors (missing file, unknown option, no FILE)
must exit 2 on both. Exit 1 on any difference.

--modes-every K: file i runs the modes j with (i + j) % K == 0, so each mode
still meets every K-th file of the sample, accepted and rejected ones (both
are required of every mode); each binding run is a fresh interpreter or node
process, the test's whole cost. MLIRBC_CTS_FULL=1 in the environment: every
mode on every file.
"""

import argparse
import concurrent.futures
import glob
import os
import subprocess
import sys

MODES = [[], ["--dump=json"], ["--dump=mlir"], ["--annotate"], ["--findings"], ["-q"],
         ["--era=16"], ["--decode-all", "--dump=json"]]
ERRORS = [["/nonexistent/file.mlirbc"], ["--no-such-option", "x.mlirbc"], []]


def run(cmd, args, cwd):
    p = subprocess.run(cmd + args, capture_output=True, timeout=300, cwd=cwd)
    return p.returncode, p.stdout, p.stderr


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--reader", required=True)
    ap.add_argument("--repo", required=True)
    ap.add_argument("--stride", type=int, default=160, help="every K-th corpus case (default 160)")
    ap.add_argument("--modes-every", type=int, default=1, metavar="K",
                    help="file i runs the modes j with (i + j) %% K == 0 (default 1: all)")
    ap.add_argument("cmd", nargs=argparse.REMAINDER)
    args = ap.parse_args()
    if os.environ.get("MLIRBC_CTS_FULL") == "1":
        args.modes_every = 1
    k = max(1, args.modes_every)
    cmd = args.cmd[1:] if args.cmd[:1] == ["--"] else args.cmd
    if cmd[:1] == ["PYTHON"]:  # this interpreter itself, not a wrapper script (pyenv shims)
        cmd = [sys.executable] + cmd[1:]
    if not cmd:
        ap.error("no binding command after --")
    # relative paths: the error line names the file as given
    cases = sorted(glob.glob("corpus/cases/*.mlirbc", root_dir=args.repo))[::args.stride]
    upstream = sorted(glob.glob("corpus/upstream/files/*.mlirbc", root_dir=args.repo))[::25]
    files = cases + upstream
    bad, runs, rejected = [], 0, 0
    met = {" ".join(m): set() for m in MODES}  # exit statuses of mlirbc-read each mode met
    pairs = [(f, mode) for i, f in enumerate(files) for j, mode in enumerate(MODES)
             if (i + j) % k == 0]

    def both(pair):
        f, mode = pair
        return run([args.reader], mode + [f], args.repo), run(cmd, mode + [f], args.repo)

    # each binding run is a fresh interpreter or node process: run them side by side
    with concurrent.futures.ThreadPoolExecutor(max(2, os.cpu_count() or 2)) as ex:
        answers = list(ex.map(both, pairs))
    for (f, mode), (want, got) in zip(pairs, answers):
        runs += 1
        rejected += want[0] == 1
        met[" ".join(mode)].add(want[0])
        if want != got:
            what = [n for n, a, b in zip(("exit", "stdout", "stderr"), want, got) if a != b]
            bad.append("%s %s: %s differ (native exit %d, binding exit %d)\n      %r\n      %r"
                       % (" ".join(mode), f, ", ".join(what), want[0], got[0],
                          want[2][:200], got[2][:200]))
    for e in ERRORS:
        want, got = run([args.reader], e, args.repo), run(cmd, e, args.repo)
        runs += 1
        if want[0] != 2 or got[0] != 2 or not got[2]:
            bad.append("%s: native exit %d, binding exit %d %r" % (e, want[0], got[0], got[2][:200]))
    bad += ["mode %r met no %s file" % (m, what) for m, codes in sorted(met.items())
            for code, what in ((0, "accepted"), (1, "rejected")) if code not in codes]
    for b in bad[:20]:
        print(b)
    print("cli_agreement: %d files, %d runs (%d rejections), %d differ" % (
        len(files), runs, rejected, len(bad)))
    return 1 if bad or rejected == 0 or len(files) < 25 else 0


if __name__ == "__main__":
    sys.exit(main())
