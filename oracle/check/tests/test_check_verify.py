#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""./cts check --verify against the installed mlir-opt-16/19/22 (--part
live): every --upstream-every'th corpus/upstream file (by name) plus a
deterministic sample of the generated must-accept cases of
corpus/manifest.json (every k-th `y_` case by id, so no case id is named
here). Prints the exact agreement figure and every disagreement; fails when
prediction != actual on more than 2 % of the (file, release) pairs.
MLIRBC_CTS_FULL=1 in the environment: every upstream file and every
generated must-accept case (the nightly sweep).

Then the upstream-test set (corpus/upstream/mlir-test, chunks of LLVM's own
mlir/test inputs): the prediction for every file and release against the
load that regen.py recorded from the same mlir-opt-N (regen.py --check keeps
the record true; running ~4,000 more mlir-opt processes here would add
minutes). Prints agreement per release and every miss with its reason class
(oracle/measure_upstream.py); fails when a release agrees on fewer pairs than
the floor in corpus/upstream/mlir-test/baseline.json (--part
upstream-tests; no mlir-opt runs). Both parts run by default; CTest runs
them as two tests side by side.
argv[1] = mlirbc-read; --sample N (default 200); --upstream-every K (default 1);
--part live|upstream-tests|all (default all)."""
import argparse
import glob
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, os.pardir, os.pardir, os.pardir))
from oracle.core.tests.testenv import REPO, SHARED  # noqa: E402,F401  (paths, PYTHONPATH)
ROOT = REPO
MAX_MISS = 0.02


def generated_sample(n):
    """Every k-th generated must-accept case by id, n of them (None: all)."""
    with open(os.path.join(ROOT, "corpus", "manifest.json")) as f:
        cases = json.load(f)["cases"]
    ys = sorted((c for c in cases if c["id"].startswith("y_") and c.get("verdict") == "accept"),
                key=lambda c: c["id"])
    if n is None:
        return [os.path.join("corpus", c["file"]) for c in ys]
    step = max(1, len(ys) // n) if n else len(ys) + 1
    return [os.path.join("corpus", c["file"]) for c in ys[::step]][:n]


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("reader")
    ap.add_argument("--sample", type=int, default=200)
    ap.add_argument("--upstream-every", type=int, default=1, metavar="K")
    ap.add_argument("--part", choices=("live", "upstream-tests", "all"), default="all")
    args = ap.parse_args()
    if args.part == "upstream-tests":
        return 1 if upstream_tests(args.reader) else 0
    full = os.environ.get("MLIRBC_CTS_FULL") == "1"
    files = sorted(os.path.relpath(p, ROOT) for p in
                   glob.glob(os.path.join(ROOT, "corpus", "upstream", "files", "*.mlirbc")))
    files = files[::1 if full else max(1, args.upstream_every)]
    files += generated_sample(None if full else args.sample)
    if len(files) < 100:
        print("FAIL: only %d files to verify (corpus missing?)" % len(files))
        return 1
    p = subprocess.run([sys.executable, "-m", "oracle.check", "--reader",
                        args.reader, "--verify", "--json", "-q", "-j", "2"] + files,
                       cwd=ROOT, stdout=subprocess.PIPE, timeout=None if full else 1800)
    results = json.loads(p.stdout)
    pairs = [(r["file"], rel, c) for r in results for rel, c in sorted(r["load"].items())]
    missing = [(f, rel) for f, rel, c in pairs if "actual" not in c]
    if missing:
        print("FAIL: %d pairs not verified (mlir-opt missing?), e.g. %s" % (len(missing),
                                                                          missing[0]))
        return 1
    miss = [(f, rel, c) for f, rel, c in pairs if c["predicted"] != c["actual"]]
    for f, rel, c in miss:
        print("MISS %s LLVM %s: predicted %s (%s); mlir-opt-%s: %s" % (
            f, rel, c["predicted"], c["reason"], rel,
            "loaded" if c["actual"] else c.get("actual_message", "")))
    rate = 1 - len(miss) / len(pairs)
    print("prediction = actual on %d/%d (file, release) pairs = %.2f%% (%d files: %d upstream, "
          "%d generated); limit: %.0f%% misses" % (
              len(pairs) - len(miss), len(pairs), 100 * rate, len(results),
              sum(1 for r in results if "/upstream/" in r["file"]),
              sum(1 for r in results if "/upstream/" not in r["file"]), 100 * MAX_MISS))
    failed = len(miss) > MAX_MISS * len(pairs)
    if failed:
        print("FAIL: more than %.0f%% of the pairs disagree" % (100 * MAX_MISS))
    if args.part == "all" and upstream_tests(args.reader):
        return 1
    return 1 if failed else 0


def upstream_tests(reader):
    """The upstream-test set against its floors; True on failure."""
    from oracle.check import measure as measure_upstream
    setdir = os.path.join(ROOT, "corpus", "upstream", "mlir-test")
    manifest = os.path.join(setdir, "manifest.json")
    base = measure_upstream.load_baseline(setdir)
    if not os.path.exists(manifest) or not base or "check_agree" not in base:
        print("FAIL: %s or its baseline.json (check_agree) is missing" % manifest)
        return True
    res = measure_upstream.measure([manifest], reader, 2, only="check", progress=False)["check"]
    for m in res["misses"]:
        print("MISS %s LLVM %s [%s]: predicted %s (%s)%s" % (
            m["file"], m["release"], m["class"], "load" if m["predicted"] else "no load",
            m["reason"], "; mlir-opt: " + m.get("diagnostic", "") if not m["actual"] else
            "; mlir-opt loads it"))
    bad = False
    for rel, t in res["per_release"].items():
        floor = base["check_agree"].get(rel)
        note = ""
        if floor is None or t["agree"] < floor:
            note, bad = "  FAIL: below the floor %s" % floor, True
        elif t["agree"] > floor:
            note = "  (above the floor %d: raise it in baseline.json)" % floor
        print("upstream-test set, LLVM %s: prediction = recorded load on %d/%d pairs = "
              "%.2f%%%s" % (rel, t["agree"], t["pairs"], t["percent"], note))
        for cls, n in t["misses_by_class"].items():
            print("    %4d  %s" % (n, cls))
    return bad


if __name__ == "__main__":
    sys.exit(main())
