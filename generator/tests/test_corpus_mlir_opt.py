#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""mlir-opt-22 against the corpus: every y_ case marked expressible in
corpus/manifest.json must be accepted by mlir-opt-22 (with the recorded
flags), and for generated cases (y_gen_*, y_mutbase_*) its generic print,
normalized by oracle/core/normalize.py, must equal the reference reader's
--dump=mlir normalized the same way. Cases listed in
generator/mlir_opt_exceptions.json (id -> reason) are reported, not failed.
Prints the agreement rate; fails below 99% or on any unlisted disagreement.

--every N checks a deterministic sample: the first case of every group (the
id without its trailing number: one generator feature, version and kind)
and every Nth of the others; MLIRBC_CTS_FULL=1 in the environment makes it
every case (the nightly sweep and the report read them all).

usage: test_corpus_mlir_opt.py READER ROOT [--mlir-opt mlir-opt-22] [-j N] [--every N]
"""
import argparse
import concurrent.futures
import json
import os
import subprocess
import sys


def sample(cases, every):
    """The first case of every group (id without its trailing _NNN) and
    every EVERY-th of the rest, in id order: deterministic, and no generator
    feature, version or kind left out."""
    if every <= 1:
        return cases
    seen, rest, out = set(), 0, []
    for c in sorted(cases, key=lambda c: c["id"]):
        group = c["id"].rsplit("_", 1)[0]
        if group not in seen:
            seen.add(group)
            out.append(c)
        else:
            rest += 1
            if rest % every == 0:
                out.append(c)
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("reader")
    ap.add_argument("root")
    ap.add_argument("--mlir-opt", default="mlir-opt-22")
    ap.add_argument("-j", "--jobs", type=int, default=max(2, os.cpu_count() or 2))
    ap.add_argument("--limit", type=int, default=0, help="check only the first N cases")
    ap.add_argument("--every", type=int, default=1,
                    help="the first case of each group and every Nth of the rest (default 1: all)")
    a = ap.parse_args()
    if os.environ.get("MLIRBC_CTS_FULL") == "1":
        a.every = 1
    sys.path.insert(0, a.root)
    from oracle.core import normalize  # noqa: E402

    corpus = os.path.join(a.root, "corpus")
    with open(os.path.join(corpus, "manifest.json"), encoding="utf-8") as f:
        cases = [c for c in json.load(f)["cases"]
                 if c["verdict"] == "accept" and c.get("mlir_opt", {}).get("expressible")]
    total = len(cases)
    cases = sample(cases, a.every)
    if a.limit:
        cases = cases[:a.limit]
    if len(cases) < total:
        print("checking %d of %d expressible accept cases (every group's first, every %dth of "
              "the rest; MLIRBC_CTS_FULL=1 for all)" % (len(cases), total, a.every))
    exc_path = os.path.join(a.root, "generator", "mlir_opt_exceptions.json")
    exceptions = {}
    if os.path.exists(exc_path):
        with open(exc_path, encoding="utf-8") as f:
            exceptions = json.load(f)

    def one(c):
        path = os.path.join(corpus, c["file"])
        flags = c["mlir_opt"].get("flags", ["--allow-unregistered-dialect"])
        p = subprocess.run([a.mlir_opt] + flags + ["--mlir-print-op-generic", "--mlir-print-debuginfo",
                                                   "--mlir-print-local-scope", path],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=120)
        if p.returncode != 0:
            return c["id"], "rejected", p.stderr.decode("utf-8", "replace").strip().splitlines()[:1]
        if not (c["id"].startswith("y_gen") or c["id"].startswith("y_mutbase")):
            return c["id"], "ok", ""
        d = subprocess.run([a.reader, "--dump=mlir", path], stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, timeout=120)
        if d.returncode != 0:
            return c["id"], "reader-failed", d.stderr.decode("utf-8", "replace")[:200]
        try:
            want = normalize.normalize(p.stdout.decode("utf-8", "replace"))
            got = normalize.normalize(d.stdout.decode("utf-8", "replace"))
        except normalize.NormalizeError as e:
            return c["id"], "unnormalizable", str(e)[:200]
        if want != got:
            wl, gl = want.splitlines(), got.splitlines()
            i = next((k for k in range(min(len(wl), len(gl))) if wl[k] != gl[k]), min(len(wl), len(gl)))
            return c["id"], "print-differs", "mlir-opt: %s | reader: %s" % (
                wl[i][:160] if i < len(wl) else "<end>", gl[i][:160] if i < len(gl) else "<end>")
        return c["id"], "ok", ""

    with concurrent.futures.ThreadPoolExecutor(a.jobs) as ex:
        res = list(ex.map(one, cases))
    ok = sum(1 for r in res if r[1] == "ok")
    bad = [r for r in res if r[1] != "ok"]
    unlisted = [r for r in bad if r[0] not in exceptions]
    rate = 100.0 * ok / len(res) if res else 100.0
    for cid, kind, detail in bad:
        tag = "listed" if cid in exceptions else "FAIL"
        print("%s %s %s: %s%s" % (tag, cid, kind, detail,
                                   (" (reason: %s)" % exceptions[cid]) if cid in exceptions else ""))
    print("mlir-opt-22 agreement: %d/%d expressible accept cases (%.2f%%); %d listed exceptions, %d unlisted"
          % (ok, len(res), rate, len(bad) - len(unlisted), len(unlisted)))
    return 1 if unlisted or rate < 99.0 else 0


if __name__ == "__main__":
    sys.exit(main())
