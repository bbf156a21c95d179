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


class Rows:
    """The trace rows (id, value) of one part of the file, read in order."""

    def __init__(self, rows):
        self.rows, self.i = rows, 0

    def take(self, gid):
        if self.i >= len(self.rows) or self.rows[self.i][0] != gid:
            got = self.rows[self.i][0] if self.i < len(self.rows) else "the end"
            raise ValueError("IR trace: expected %s, read %s" % (gid, got))
        self.i += 1
        return self.rows[self.i - 1][1]


IR_ROWS = {"ir.block.header", "ir.block.numArgs", "ir.block.arg.type", "ir.block.arg.location",
           "ir.op.name", "ir.op.mask", "ir.op.location", "ir.op.attrs", "ir.op.properties",
           "ir.op.numResults", "ir.op.resultType", "ir.op.numOperands", "ir.op.operand",
           "ir.op.numSuccessors", "ir.op.successor", "ir.op.regions", "ir.region.numBlocks",
           "ir.region.numValues"}


def from_ir(rows, version, op_dialect):
    """Features of the IR, walked from its trace rows in read order (the
    reader traces nested sections where they are read): forward references
    (an operand naming a value not defined yet in any enclosing scope),
    nesting depth, and (before v5) ops of unregistered dialects."""
    r = Rows([x for x in rows if x[0] in IR_ROWS])
    feats, deepest = set(), 0
    # value scopes: [base, values, defined so far, isolated]; the top level holds none.
    # An operand sees the scopes from the innermost isolated one on.
    scopes = [[0, 0, 0, 1]]
    stack = [["block", r.take("ir.block.header") >> 1]]  # the top-level block: no arguments
    regions_open = 0
    while stack:
        top = stack[-1]
        if top[1] == 0:  # frame done
            stack.pop()
            if top[0] == "region":
                regions_open -= 1
                if top[2]:
                    scopes.pop()
            continue
        visible = max(i for i, sc in enumerate(scopes) if sc[3])
        top[1] -= 1
        if top[0] == "block":  # one op
            name = r.take("ir.op.name")
            if version < 5 and op_dialect(name) not in REGISTERED_DIALECTS:
                feats.add("unregistered-ops")
            mask = r.take("ir.op.mask")
            r.take("ir.op.location")
            if mask & 0x01:
                r.take("ir.op.attrs")
            if mask & 0x40 and version >= 5:
                r.take("ir.op.properties")
            nres = 0
            if mask & 0x02:
                nres = r.take("ir.op.numResults")
                for _ in range(nres):
                    r.take("ir.op.resultType")
            if mask & 0x04:
                for _ in range(r.take("ir.op.numOperands")):
                    v = r.take("ir.op.operand")
                    if not any(b <= v < b + d for b, _, d, _ in scopes[visible:]):
                        feats |= {"forward-references", "graph-regions"}
            scopes[-1][2] += nres
            if mask & 0x08:
                for _ in range(r.take("ir.op.numSuccessors")):
                    r.take("ir.op.successor")
            if mask & 0x10:
                v = r.take("ir.op.regions")
                stack.append(["regions", v >> 1, v & 1])
        elif top[0] == "regions":  # one region of an op
            regions_open += 1
            deepest = max(deepest, regions_open)
            nblocks = r.take("ir.region.numBlocks")
            scoped = nblocks > 0
            if scoped:
                nvalues = r.take("ir.region.numValues")
                outer = scopes[-1]
                scopes.append([0 if top[2] else outer[0] + outer[1], nvalues, 0, top[2]])
            stack.append(["region", nblocks, scoped])
        else:  # one block of a region
            v = r.take("ir.block.header")
            if v & 1:
                nargs = r.take("ir.block.numArgs")
                for _ in range(nargs):
                    t = r.take("ir.block.arg.type")
                    if version < 4 or t & 1:
                        r.take("ir.block.arg.location")
                scopes[-1][2] += nargs
            stack.append(["block", v >> 1])
    if deepest >= DEEP:
        feats.add("deep-nesting")
    return feats


def op_dialects(text, data, version):
    """op-name index -> dialect name, from the dialect section's trace rows
    and the string table's bytes (the trace gives each string's size)."""
    sizes, data_at, names, ops, group = [], 0, [], [], 0
    for line in text.splitlines():
        off, size, section, gid, value = line.split()
        if gid == "strings.size":
            sizes.append(int(value))
            data_at = int(off) + int(size)
        elif gid == "dialects.name":
            names.append(int(value) >> 1 if version >= 1 else int(value))
        elif gid == "dialects.opgroup.dialect":
            group = int(value)
        elif gid == "dialects.opname":
            ops.append(group)
    strings, at = [], data_at
    for n in reversed(sizes):  # sizes are written last string first
        strings.append(data[at:at + n - 1].decode("utf-8", "replace"))
        at += n
    return lambda i: strings[names[ops[i]]]


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
    sys.path.insert(0, a.root)
    from spec.tools import grammar_coverage as coverage  # the same reading of "implied_by" as ./cts coverage
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
            if any(coverage.matches(p, ids, states, set()) for p in pats):
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
