#!/usr/bin/env python3
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
  * `READER --dump=json FILE`: forward references and graph regions (an
    operand whose value is defined later in the walk), deep nesting (8 or
    more nested regions), unregistered ops (the wasRegistered flag from v5 on;
    before v5 the wire does not say, so: an op of a dialect other than those
    mlir-opt registers).
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
import threading

HERE = os.path.dirname(os.path.abspath(__file__))

# Dialects mlir-opt registers, of those the corpus uses (before v5 an op's
# registration is not on the wire).
REGISTERED_DIALECTS = {"builtin", "func", "arith", "cf", "test"}
UPSTREAM_ORDER = [1, 3, 2, 4, 6, 5, 0, 8]  # the upstream writer's top-level section order
VARINT_CLASSES = {"varint", "svarint", "string-ref", "attr-ref", "type-ref", "resource-ref"}
DEEP = 8          # regions nested this deep: deep-nesting
LARGE_ALIGN = 16  # alignments above this: large-alignment


def varint_len(v):
    """Bytes of the shortest PrefixVarInt for v."""
    for n in range(1, 9):
        if v < 1 << (7 * n):
            return n
    return 9


def from_trace(text, grammar, version):
    """(grammar IDs, flag states, value/layout features) of a --trace dump."""
    ids, states, feats = set(), set(), set()
    order = []
    for line in text.splitlines():
        off, size, section, gid, value = line.split()
        size, value = int(size), int(value)
        ids.add(gid)
        field = grammar["fields"].get(gid)
        if field:
            for flag in field.get("flags", []):
                lo, hi = flag.get("versions", [0, 6])
                if lo <= version <= hi:
                    states.add((flag["id"], "1" if value & flag["mask"] else "0"))
            if field.get("class") in VARINT_CLASSES and size > varint_len(value):
                feats.add("overlong-varints")
        if gid in ("section.alignment", "resources.blob.alignment") and value > LARGE_ALIGN:
            feats.add("large-alignment")
        if section == "header" and gid == "section.id":
            order.append(value & 0x7F)
        if section == "header" and gid == "section.length" and value == 0:
            feats.add("empty-sections")
    if [s for s in UPSTREAM_ORDER if s in order] != [s for s in order if s in UPSTREAM_ORDER]:
        feats.add("section-order")
    return ids, states, feats


def from_structure(doc, version):
    """Features of the canonical structure: forward references, depth,
    unregistered ops (before v5)."""
    feats, defined = set(), set()
    stack = [(op, 0) for op in reversed(doc.get("ops", []))]
    deepest = 0
    while stack:  # pre-order, as the structure numbers values
        op, depth = stack.pop()
        if version < 5 and op["name"].split(".", 1)[0] not in REGISTERED_DIALECTS:
            feats.add("unregistered-ops")
        defined |= {r["id"] for r in op.get("results", [])}
        if any(v not in defined for v in op.get("operands", [])):
            feats |= {"forward-references", "graph-regions"}
        for region in reversed(op.get("regions", [])):
            deepest = max(deepest, depth + 1)
            for block in reversed(region.get("blocks", [])):
                for o in reversed(block.get("ops", [])):
                    stack.append((o, depth + 1))
        # block arguments are defined at their block's header: before its ops
        for region in op.get("regions", []):
            for block in region.get("blocks", []):
                defined |= {a["id"] for a in block.get("args", [])}
    if deepest >= DEEP:
        feats.add("deep-nesting")
    return feats


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
    sys.path.insert(0, os.path.join(a.root, "spec"))
    import coverage  # the same reading of "implied_by" as ./cts coverage
    grammar = load_grammar(a.root)
    with open(os.path.join(a.root, "spec", "features.json"), encoding="utf-8") as f:
        vocab = [(x["id"], x.get("implied_by", [])) for x in json.load(f)["features"]]
    with open(os.path.join(a.root, "corpus", "manifest.json"), encoding="utf-8") as f:
        cases = [c for c in json.load(f)["cases"]
                 if c["verdict"] == "accept" and a.cases in c["id"]]

    def used(c):
        path = os.path.join(a.root, "corpus", c["file"])
        tr = subprocess.run([a.reader, "--trace", "--decode-all", path], capture_output=True, text=True)
        js = subprocess.run([a.reader, "--dump=json", path], capture_output=True, text=True)
        if tr.returncode or js.returncode:
            return c, None, (tr.stderr or js.stderr).strip()
        v = c["version"]
        ids, states, feats = from_trace(tr.stdout, grammar, v)
        feats |= from_structure(json.loads(js.stdout), v)
        for x, pats in vocab:
            if any(coverage._matches(p, ids, states, set()) for p in pats):
                feats.add(x)
        return c, feats, None

    # deep-nesting cases nest thousands of JSON levels: room for json's recursion
    sys.setrecursionlimit(200000)
    threading.stack_size(512 << 20)
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
