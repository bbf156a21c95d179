#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The reference reader against corpus/manifest.json: every y_ case is
accepted and, when an expected structure is recorded, its --dump=json equals
corpus/expected/<id>.json byte for byte (all L3 fields); every n_ case is
rejected (exit 1) with its expect_code when one is given; i_ cases end with
exit 0 or 1 (never a crash). Run it with the sanitized reader in build-asan.

usage: test_corpus_reader.py READER ROOT [-j N]
"""
import argparse
import concurrent.futures
import json
import os
import subprocess
import sys


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("reader")
    ap.add_argument("root")
    ap.add_argument("-j", "--jobs", type=int, default=max(2, os.cpu_count() or 2))
    a = ap.parse_args()
    corpus = os.path.join(a.root, "corpus")
    with open(os.path.join(corpus, "manifest.json"), encoding="utf-8") as f:
        cases = json.load(f)["cases"]

    def one(c):
        path = os.path.join(corpus, c["file"])
        want_json = c["verdict"] == "accept" and c.get("structure")
        cmd = [a.reader] + (["--dump=json"] if want_json else []) + [path]
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=120)
        err = p.stderr.decode("utf-8", "replace").strip()
        if p.returncode not in (0, 1):
            return c["id"], "exit %d: %s" % (p.returncode, err[:300])
        if c["verdict"] == "accept":
            if p.returncode != 0:
                return c["id"], "rejected: " + err[:200]
            if want_json:
                with open(os.path.join(corpus, c["structure"]), "rb") as f:
                    exp = f.read()
                if p.stdout != exp:
                    i = next((k for k in range(min(len(exp), len(p.stdout))) if exp[k] != p.stdout[k]),
                             min(len(exp), len(p.stdout)))
                    return c["id"], "structure differs at byte %d: expected %r, reader %r" % (
                        i, exp[max(0, i - 60):i + 40], p.stdout[max(0, i - 60):i + 40])
        elif c["verdict"] == "reject":
            if p.returncode != 1:
                return c["id"], "accepted, expected rejection %s" % c.get("expect_code", "")
            code = c.get("expect_code")
            if code and (" %s:" % code) not in err:
                return c["id"], "rejected with the wrong code (want %s): %s" % (code, err[:200])
        return c["id"], None

    with concurrent.futures.ThreadPoolExecutor(a.jobs) as ex:
        res = list(ex.map(one, cases))
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
