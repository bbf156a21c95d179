#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Feature tags are exact: for every feature X of spec/features.json, a reader
without X would reject exactly the must-accept cases tagged X.

"A reader without X" is the reference reader plus a check: it rejects a file
that uses X. What a file uses is derived from what the reader reads, never
from the generator's say-so:
  * `READER --trace --decode-all FILE`: every field, flag state and entry kind
    read (builtin.attr.*, attrtype.fallback, ...); a feature is used when one
    of its "implied_by" patterns matches; plus the features stated by values
    and layout: overlong varints (a varint longer than its value needs),
    section order (top-level sections not in the upstream writer's order),
    empty sections (a top-level section of length 0), large alignment (an
    alignment above 16);
  * the IR, walked from the same trace: forward references and graph regions
    (an operand naming a value not defined yet in its visible scopes), deep
    nesting (8 or more nested regions), unregistered ops (the wasRegistered
    flag from v5 on; before v5 the wire does not say, so: an op of a dialect
    other than those mlir-opt registers).
The test fails when, for some X, the cases the reader-without-X rejects differ
from the cases tagged X in corpus/manifest.json, and lists them.

usage: test_corpus_features.py READER ROOT [-j N] [--cases SUBSTRING]
"""
import argparse
import concurrent.futures
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(os.path.dirname(HERE)))  # the repository: the oracle package
from oracle.core.trace_features import (  # noqa: E402  (one derivation)
    REGISTERED_DIALECTS, from_ir, from_trace, matches, op_dialects, split_fields)


def load_grammar(root):
    with open(os.path.join(root, "spec", "grammar.json"), encoding="utf-8") as f:
        g = json.load(f)
    return {"fields": {f["id"]: f for f in g["fields"]}}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog=__doc__.split("\n\n", 1)[1])
    ap.add_argument("reader")
    ap.add_argument("root")
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("--cases", default="", help="only case ids containing this")
    a = ap.parse_args()
    grammar = load_grammar(a.root)
    with open(os.path.join(a.root, "spec", "features.json"), encoding="utf-8") as f:
        vocab = [(x["id"], x.get("implied_by", [])) for x in json.load(f)["features"]]
    with open(os.path.join(a.root, "corpus", "manifest.json"), encoding="utf-8") as f:
        cases = [c for c in json.load(f)["cases"]
                 if c["verdict"] == "accept" and a.cases in c["id"]]

    # leak checking belongs to corpus_reader (same files); here it only
    # doubles the sanitized reader's run time
    env = dict(os.environ, ASAN_OPTIONS=":".join(
        x for x in (os.environ.get("ASAN_OPTIONS", ""), "detect_leaks=0") if x))

    def used(c):
        path = os.path.join(a.root, "corpus", c["file"])
        tr = subprocess.run([a.reader, "--trace", "--decode-all", path], capture_output=True,
                            text=True, env=env)
        if tr.returncode:
            return c, None, tr.stderr.strip()
        v = c["version"]
        ids, states, feats = from_trace(tr.stdout, grammar, v)
        with open(path, "rb") as f:
            data = f.read()
        try:
            rows = [(r[3], int(r[4])) for r in (l.split() for l in tr.stdout.splitlines()) if r[2] == "ir"]
            feats |= from_ir(rows, v, op_dialects(tr.stdout, data, v))
        except (ValueError, IndexError) as e:
            return c, None, "cannot walk the IR trace: %s" % e
        for x, pats in vocab:
            if any(matches(p, ids, states, set()) for p in pats):
                feats.add(x)
        return c, feats, None

    done, failures = 0, []
    rejects = {x: set() for x, _ in vocab}  # X -> cases a reader without X rejects
    tagged = {x: set() for x, _ in vocab}
    with concurrent.futures.ThreadPoolExecutor(a.jobs) as ex:
        for c, feats, err in ex.map(used, cases):
            done += 1
            if done % 500 == 0:
                print("  %d of %d cases read" % (done, len(cases)), file=sys.stderr)
            if err is not None:
                failures.append("%s: the reference reader rejects it: %s" % (c["id"], err[:200]))
                continue
            for x, _ in vocab:
                if x in feats:
                    rejects[x].add(c["id"])
                if x in (c.get("features") or []):
                    tagged[x].add(c["id"])
    print("%-32s %7s %8s %8s" % ("feature X", "tagged", "untagged", "unused"))
    print("%-32s %7s %8s %8s" % ("", "X", "uses", "tags"))
    for x, _ in vocab:
        miss, extra = sorted(rejects[x] - tagged[x]), sorted(tagged[x] - rejects[x])
        print("%-32s %7d %8d %8d" % (x, len(tagged[x]), len(miss), len(extra)))
        for cid in miss[:5]:
            failures.append("%s: uses %s but is not tagged with it" % (cid, x))
        for cid in extra[:5]:
            failures.append("%s: tagged %s but does not use it" % (cid, x))
        if len(miss) > 5 or len(extra) > 5:
            failures.append("%s: ... %d untagged uses and %d unused tags in all"
                            % (x, len(miss), len(extra)))
    for f in failures:
        print("FAIL " + f)
    print("feature tags vs what the reference reader reads: %d must-accept cases, %d features, "
          "%d failures" % (len(cases), len(vocab), len(failures)))
    return 1 if failures or not cases else 0


if __name__ == "__main__":
    sys.exit(main())
