#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Feature isolation of the corpus (python3 stdlib only).

A reader that lacks one feature X should still be judged on everything else:
for every ordered pair of features (X, Y) the corpus needs must-accept cases
that use Y without X, at every bytecode version where Y can exist
(spec/features.json "version_min"). This tool computes that matrix from
corpus/manifest.json and lists every (X, Y, version) with fewer than --min
such cases.

Exempt: X == Y; pairs where Y implies X ("implies", transitively); X a
baseline feature ("baseline": no reader can do without it, e.g. the builtin
attribute every op location is). A case's features are its manifest
"features" plus those its "fields" imply (features.json "implied_by").

  python3 -m spec.tools.feature_isolation [--manifest M] [--features F] [--min N] [--json]

Exit status: 0 no gap, 1 gaps (listed on stderr), 2 unreadable input.
"""
import argparse
import json
import os
import sys

from oracle.core.trace_features import matches, split_fields  # one reading of fields

SPEC = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REPO = os.path.dirname(SPEC)

MAX_VERSION = 6
MAX_SHOWN = 40  # gap lines printed without --all


def closure(implies):
    """{feature: every feature it implies, directly or not}."""
    out = {}
    for f in implies:
        seen, todo = set(), list(implies.get(f, []))
        while todo:
            g = todo.pop()
            if g not in seen:
                seen.add(g)
                todo += implies.get(g, [])
        out[f] = seen
    return out


def case_features(case, implied_by):
    ids, states = split_fields(case.get("fields"))
    feats = set(case.get("features") or [])
    for f, pats in implied_by.items():
        if any(matches(p, ids, states, feats) for p in pats):
            feats.add(f)
    return feats


def matrix(features_doc, manifest, need):
    """(pairs checked, gaps, counts) over must-accept cases. A gap is
    (X, Y, version, cases with Y and without X)."""
    feats = features_doc["features"]
    tags = [f["id"] for f in feats]
    implied_by = {f["id"]: f.get("implied_by", []) for f in feats}
    implies = closure({f["id"]: f.get("implies", []) for f in feats})
    optional = [f["id"] for f in feats if not f.get("baseline")]
    vmin = {f["id"]: f.get("version_min", 0) for f in feats}
    by_version = {v: [] for v in range(MAX_VERSION + 1)}
    for c in manifest.get("cases", []):
        if c.get("verdict") == "accept" and c.get("version") in by_version:
            by_version[c["version"]].append(case_features(c, implied_by))
    checked, gaps, counts = 0, [], {}
    for y in tags:
        for v in range(vmin[y], MAX_VERSION + 1):
            with_y = [fs for fs in by_version[v] if y in fs]
            counts[(y, v)] = len(with_y)
            for x in optional:
                if x == y or x in implies[y]:
                    continue
                checked += 1
                n = sum(1 for fs in with_y if x not in fs)
                if n < need:
                    gaps.append((x, y, v, n))
    return checked, gaps, counts


def main(argv=None):
    ap = argparse.ArgumentParser(prog="feature_isolation", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--manifest", default=os.path.join(REPO, "corpus", "manifest.json"))
    ap.add_argument("--features", default=os.path.join(SPEC, "features.json"))
    ap.add_argument("--min", type=int, default=5, help="cases needed per (X, Y, version) (default 5)")
    ap.add_argument("--json", action="store_true", help="print the gaps and counts as JSON")
    ap.add_argument("--all", action="store_true", help="list every gap (default: the first %d pairs)"
                    % MAX_SHOWN)
    a = ap.parse_args(argv)
    try:
        with open(a.features, encoding="utf-8") as f:
            fdoc = json.load(f)
        with open(a.manifest, encoding="utf-8") as f:
            manifest = json.load(f)
    except (OSError, ValueError) as e:
        print("isolation: %s" % e, file=sys.stderr)
        return 2
    checked, gaps, counts = matrix(fdoc, manifest, a.min)
    ntags = len(fdoc["features"])
    pairs = {}  # (X, Y) -> [(version, cases)] short of --min
    for x, y, v, n in gaps:
        pairs.setdefault((x, y), []).append((v, n))
    if a.json:
        print(json.dumps({"tags": ntags, "checked": checked, "min": a.min,
                          "gaps": [{"without": x, "with": y, "version": v, "cases": n}
                                   for x, y, v, n in gaps],
                          "cases_with": {"%s@v%d" % k: n for k, n in sorted(counts.items())}},
                         indent=1))
    else:
        print("feature isolation: %d tags; %d (without X, with Y, version) triples checked; "
              "%d below %d must-accept cases, in %d ordered pairs (X, Y)"
              % (ntags, checked, len(gaps), a.min, len(pairs)))
    if gaps:
        print("isolation gaps: must-accept cases with Y and without X, per version "
              "(need %d):" % a.min, file=sys.stderr)
        shown = sorted(pairs.items()) if a.all else sorted(pairs.items())[:MAX_SHOWN]
        for (x, y), vs in shown:
            print("  without %-26s with %-32s %s" % (x, y, "  ".join("v%d:%d" % vn for vn in vs)),
                  file=sys.stderr)
        if len(shown) < len(pairs):
            print("  ... and %d more pairs (--all lists them)" % (len(pairs) - len(shown)),
                  file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
