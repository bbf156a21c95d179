#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The reference reader against corpus/manifest.json: every y_ case is
accepted and, when an expected structure is recorded, its --dump=json equals
corpus/expected/<id>.json byte for byte (all L3 fields); every n_ case is
rejected (exit 1) with its expect_code when one is given; i_ cases end with
exit 0 or 1 (never a crash). Run it with the sanitized reader in build-asan.

Every case goes through `READER --batch` (one process per worker, whose
exit status reports a leak of any case); every --cli-every'th case (default
32; MLIRBC_CTS_FULL=1: every case) also through `READER [--dump=json] FILE`,
its own process: the command line's own reading of a file, which
mlirbc_read_batch holds --batch to (under ASan+UBSan with leak checking a
process costs ~100 ms: the whole corpus per process took ~8 minutes).

usage: test_corpus_reader.py READER ROOT [-j N] [--cli-every K]
"""
import argparse
import concurrent.futures
import json
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from oracle.core import batch  # noqa: E402  (the batch protocol's client)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("reader")
    ap.add_argument("root")
    ap.add_argument("-j", "--jobs", type=int, default=max(2, os.cpu_count() or 2))
    ap.add_argument("--cli-every", type=int, default=32, metavar="K")
    a = ap.parse_args()
    if os.environ.get("MLIRBC_CTS_FULL") == "1":
        a.cli_every = 1
    corpus = os.path.join(a.root, "corpus")
    with open(os.path.join(corpus, "manifest.json"), encoding="utf-8") as f:
        cases = json.load(f)["cases"]

    def wants_json(c):
        return c["verdict"] == "accept" and bool(c.get("structure"))

    def expected_structure(c):
        with open(os.path.join(corpus, c["structure"]), "rb") as f:
            return f.read()

    def judge(c, rc, out, err):
        """None, or why the answer (exit 0/1/other, stdout, error text) is wrong."""
        if rc not in (0, 1):
            return "exit %s: %s" % (rc, err[:300])
        if c["verdict"] == "accept":
            if rc != 0:
                return "rejected: " + err[:200]
            if wants_json(c):
                exp = expected_structure(c)
                if out != exp:
                    i = next((k for k in range(min(len(exp), len(out))) if exp[k] != out[k]),
                             min(len(exp), len(out)))
                    return "structure differs at byte %d: expected %r, reader %r" % (
                        i, exp[max(0, i - 60):i + 40], out[max(0, i - 60):i + 40])
        elif c["verdict"] == "reject":
            if rc != 1:
                return "accepted, expected rejection %s" % c.get("expect_code", "")
            code = c.get("expect_code")
            if code and not re.search(r"\b%s\b" % re.escape(code), err):
                return "rejected with the wrong code (want %s): %s" % (code, err[:200])
        return None

    def cli(c):
        path = os.path.join(corpus, c["file"])
        cmd = [a.reader] + (["--dump=json"] if wants_json(c) else []) + [path]
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=120)
        why = judge(c, p.returncode, p.stdout, p.stderr.decode("utf-8", "replace").strip())
        return c["id"], why and "(command line) " + why

    pool = batch.Pool([os.path.abspath(a.reader), "--batch"], corpus, 120)
    exits = {"accepted": 0, "rejected": 1, "rejected-silent": 1}

    def chunk(cs):
        reqs = []
        for c in cs:
            with open(os.path.join(corpus, c["file"]), "rb") as f:
                data = f.read()
            reqs.append((data, None, "json" if wants_json(c) else None))
        out = []
        for c, (rec, doc) in zip(cs, pool.request_many(reqs)):
            rc = exits.get(rec["verdict"], rec["verdict"])
            out.append((c["id"], judge(c, rc, doc or b"", rec.get("message") or "")))
        return out

    with concurrent.futures.ThreadPoolExecutor(a.jobs) as ex:
        res = [r for rs in ex.map(chunk, [cases[i:i + 100] for i in range(0, len(cases), 100)])
               for r in rs]
        res += list(ex.map(cli, cases[::max(1, a.cli_every)]))
    res += [("(batch process exit)", why) for why in pool.close()]
    if pool.restarts:
        res.append(("(batch)", "the reader was restarted %d times" % pool.restarts))
    bad = [r for r in res if r[1]]
    for cid, why in bad:
        print("FAIL %s: %s" % (cid, why))
    counts = {}
    for c in cases:
        counts[c["verdict"]] = counts.get(c["verdict"], 0) + 1
    print("reader vs corpus: %d cases (%s), %d failures" % (
        len(cases), ", ".join("%s %d" % kv for kv in sorted(counts.items())), len(bad)))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
