#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The figures of docs/design.md are the tree's.

  test_design_figures.py ROOT

design.md's layout table counts things the tree holds (grammar elements, the
last ambiguity entry, generated cases, DSL sources, upstream files); each is
recomputed here from the files it counts. A figure that went stale fails with
the line to edit and the value to write.
"""
import glob
import json
import os
import re
import sys


def grammar_elements(root):
    sys.path.insert(0, root)  # tests may; the tools themselves are a package
    from spec.tools import mkgrammar
    return len(mkgrammar.elements(mkgrammar.load(os.path.join(root, "spec", "grammar.json"))))


def last_ambiguity(root):
    ids = [int(m.group(1)) for p in glob.glob(os.path.join(root, "spec", "ambiguities", "AMB-*.json"))
           for m in [re.search(r"AMB-(\d+)\.json$", p)] if m]
    return max(ids)


def generated_cases(root):
    with open(os.path.join(root, "corpus", "manifest.json"), encoding="utf-8") as f:
        return len(json.load(f)["cases"])


def dsl_sources(root):
    return len(glob.glob(os.path.join(root, "corpus", "dsl", "*.bct")))


def upstream_files(root):
    with open(os.path.join(root, "corpus", "upstream", "manifest.json"), encoding="utf-8") as f:
        return len(json.load(f)["files"])


# (what, pattern with one group holding the figure, how to compute it, how to write it)
FIGURES = [
    ("grammar elements", r"`grammar\.json` \((\d[\d,]*) elements", grammar_elements, "{:,}"),
    ("last ambiguity entry", r"AMB-001…(\d{3})", last_ambiguity, "{:03d}"),
    ("generated corpus cases", r"`manifest\.json` \((\d[\d,]*) cases", generated_cases, "{:,}"),
    ("DSL sources", r"`dsl/` \((\d[\d,]*) `\.bct` sources", dsl_sources, "{:,}"),
    ("upstream-written files", r"`upstream/` \((\d[\d,]*) files", upstream_files, "{:,}"),
]


def main(argv):
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    root = os.path.abspath(argv[1])
    with open(os.path.join(root, "docs", "design.md"), encoding="utf-8") as f:
        lines = f.read().splitlines()
    fails = []
    for what, pattern, compute, fmt in FIGURES:
        hits = [(n, m) for n, line in enumerate(lines, 1) for m in [re.search(pattern, line)] if m]
        if len(hits) != 1:
            fails.append("docs/design.md: %d places match the %s figure (/%s/), want 1"
                         % (len(hits), what, pattern))
            continue
        n, m = hits[0]
        want = fmt.format(compute(root))
        if m.group(1) != want:
            fails.append("docs/design.md:%d: %s: says %s, the tree has %s; write %s"
                         % (n, what, m.group(1), want, want))
        else:
            print("ok: %s = %s" % (what, want))
    for f in fails:
        print("FAIL: " + f, file=sys.stderr)
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
