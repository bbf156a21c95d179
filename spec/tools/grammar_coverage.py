#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""What the corpus covers of the grammar (python3 stdlib only).

Reads corpus/manifest.json (cases with "fields": grammar IDs and flag states
"ID:flag=0|1", "version", "verdict", "features") and reports, separately for
accept cases (y_), reject cases (n_) and implementation-defined cases (i_):

  * grammar elements: productions, fields, flags, builtin productions and
    their fields (spec/grammar.json). A field counts as covered when it or
    one of its flag states is listed; a production when it or one of its
    fields is listed;
  * flag states: both values of every flag;
  * bytecode versions 0..6;
  * alignment classes (grammar.json alignment_classes, derived from a case's
    fields and features);
  * features (spec/features.json; listed, or implied by the fields).

--require-all exits 1 and lists every gap: an element or flag state no
accept case reaches (a reserved flag's 1 state needs a reject or impl case
instead), a version without an accept and a reject case, an alignment class
no accept case has, and any ID the grammar does not define.
"""
import argparse
import json
import os
import sys

from oracle.core.trace_features import matches, split_fields  # one reading of fields
from spec.tools import mkgrammar as gg

SPEC = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REPO = os.path.dirname(SPEC)

KINDS = ("y", "n", "i")
VERSIONS = range(0, gg.MAX_VERSION + 1)
VERDICT_KIND = {"accept": "y", "reject": "n", "impl": "i"}


def case_kind(case):
    cid = case.get("id", "")
    if len(cid) > 2 and cid[1] == "_" and cid[0] in KINDS:
        return cid[0]
    return VERDICT_KIND.get(case.get("verdict"), "i")


def alignment_classes(grammar, ids, states, features):
    out = []
    for cls in grammar.get("alignment_classes", []):
        rule = cls["rule"]
        if "any_of" in rule and any(matches(p, ids, states, features) for p in rule["any_of"]):
            out.append(cls["id"])
        elif "none_of" in rule and not any(matches(p, ids, states, features)
                                           for p in rule["none_of"]):
            out.append(cls["id"])
    return out


class Coverage:
    def __init__(self, grammar, features_doc, manifest):
        self.g = grammar
        self.elements = gg.elements(grammar)
        self.known = {e[0] for e in self.elements}
        self.flags = [(eid, rec) for eid, kind, rec in self.elements if kind.endswith("flag")]
        self.vocab = [f["id"] for f in features_doc.get("features", [])]
        self.implied = {f["id"]: f.get("implied_by", []) for f in features_doc.get("features", [])}
        # members: production -> its fields; builtin production -> its fields
        self.members = {}
        for eid, kind, rec in self.elements:
            if kind == "field":
                self.members.setdefault(rec["production"], []).append(eid)
            elif kind == "builtin":
                self.members[eid] = [f["id"] for f in rec["fields"]]
        self.cases = manifest.get("cases", [])
        self.hits = {}      # element id -> {kind: [case ids]}
        self.states = {}    # (flag id, "0"|"1") -> {kind: [case ids]}
        self.versions = {}  # version -> {kind: [case ids]}
        self.align = {}     # class -> {kind: [case ids]}
        self.feats = {}     # feature -> {kind: [case ids]}
        self.unknown = {}   # unknown id -> [case ids]
        for case in self.cases:
            self._add(case)

    def _add(self, case):
        k, cid = case_kind(case), case.get("id", "?")
        ids, states = split_fields(case.get("fields"))
        feats = set(case.get("features") or [])
        for f, pats in self.implied.items():
            if any(matches(p, ids, states, feats) for p in pats):
                feats.add(f)
        for i in ids:
            if i not in self.known:
                self.unknown.setdefault(i, []).append(cid)
        covered = set(i for i in ids if i in self.known)
        for owner, mem in self.members.items():
            if any(m in covered for m in mem):
                covered.add(owner)
        for i in covered:
            self.hits.setdefault(i, {}).setdefault(k, []).append(cid)
        for s in states:
            if s[0] in self.known:
                self.states.setdefault(s, {}).setdefault(k, []).append(cid)
        if isinstance(case.get("version"), int):
            self.versions.setdefault(case["version"], {}).setdefault(k, []).append(cid)
        for a in alignment_classes(self.g, ids, states, feats):
            self.align.setdefault(a, {}).setdefault(k, []).append(cid)
        for f in feats:
            self.feats.setdefault(f, {}).setdefault(k, []).append(cid)

    def gaps(self):
        out = []
        for eid, kind, _ in self.elements:
            if "y" not in self.hits.get(eid, {}):
                out.append("element %s (%s): no accept case" % (eid, kind))
        for fid, rec in self.flags:
            for val in ("0", "1"):
                got = self.states.get((fid, val), {})
                if rec.get("reserved") and val == "1":
                    if not ("n" in got or "i" in got):
                        out.append("flag %s=1 (reserved): no reject or impl case" % fid)
                elif "y" not in got:
                    out.append("flag %s=%s: no accept case" % (fid, val))
        for v in VERSIONS:
            for k, what in (("y", "accept"), ("n", "reject")):
                if k not in self.versions.get(v, {}):
                    out.append("version %d: no %s case" % (v, what))
        for cls in self.g.get("alignment_classes", []):
            if "y" not in self.align.get(cls["id"], {}):
                out.append("alignment class %s: no accept case" % cls["id"])
        for i, cids in sorted(self.unknown.items()):
            out.append("unknown id %s (not in spec/grammar.json), used by %s" % (i, ", ".join(cids[:3])))
        return out

    def as_json(self):
        def counts(d):
            return {k: len(d.get(k, [])) for k in KINDS}
        return {
            "cases": {k: sum(1 for c in self.cases if case_kind(c) == k) for k in KINDS},
            "elements": {eid: dict(kind=kind, **counts(self.hits.get(eid, {})))
                         for eid, kind, _ in self.elements},
            "flag_states": {"%s=%s" % (fid, v): counts(self.states.get((fid, v), {}))
                            for fid, _ in self.flags for v in ("0", "1")},
            "versions": {str(v): counts(self.versions.get(v, {})) for v in VERSIONS},
            "alignment_classes": {c["id"]: counts(self.align.get(c["id"], {}))
                                  for c in self.g.get("alignment_classes", [])},
            "features": {f: counts(self.feats.get(f, {})) for f in self.vocab},
            "unknown_ids": sorted(self.unknown),
            "gaps": self.gaps(),
        }


def table(title, rows):
    """rows: (name, {y,n,i counts}); a '-' marks zero accept cases."""
    width = max([len(r[0]) for r in rows] + [len(title)])
    lines = ["", "%-*s %6s %6s %6s" % (width, title, "y_", "n_", "i_"),
             "%s %s" % ("-" * width, "-" * 20)]
    for name, c in rows:
        mark = "" if c["y"] else "   <- no accept case"
        lines.append("%-*s %6d %6d %6d%s" % (width, name, c["y"], c["n"], c["i"], mark))
    return lines


def render(cov):
    j = cov.as_json()
    el = j["elements"]
    n_el = len(el)
    y_el = sum(1 for v in el.values() if v["y"])
    fs = j["flag_states"]
    y_fs = sum(1 for v in fs.values() if v["y"] or v["n"] or v["i"])
    out = ["corpus coverage of spec/grammar.json",
           "cases: %d accept (y_), %d reject (n_), %d impl (i_)"
           % (j["cases"]["y"], j["cases"]["n"], j["cases"]["i"]),
           "grammar elements reached by an accept case: %d of %d" % (y_el, n_el),
           "flag states reached by any case: %d of %d" % (y_fs, len(fs)),
           "versions with accept and reject cases: %d of %d"
           % (sum(1 for v in j["versions"].values() if v["y"] and v["n"]), len(j["versions"])),
           "alignment classes with an accept case: %d of %d"
           % (sum(1 for v in j["alignment_classes"].values() if v["y"]), len(j["alignment_classes"])),
           "gaps: %d" % len(j["gaps"])]
    kinds = [("productions", ("production",)), ("fields", ("field", "flag")),
             ("builtin", ("builtin", "builtin-field", "builtin-flag"))]
    for title, ks in kinds:
        out += table(title, [(eid, v) for eid, v in el.items() if v["kind"] in ks])
    out += table("flag states", list(fs.items()))
    out += table("versions", [("v" + v, c) for v, c in j["versions"].items()])
    out += table("alignment classes", list(j["alignment_classes"].items()))
    out += table("features", list(j["features"].items()))
    if j["unknown_ids"]:
        out += ["", "IDs not in the grammar: " + " ".join(j["unknown_ids"])]
    return "\n".join(out) + "\n"


def main(argv=None):
    ap = argparse.ArgumentParser(
        prog="cts coverage", description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="Exit status: 0 ok (or no gaps with --require-all), 1 gaps with --require-all, "
               "2 usage or unreadable input.")
    ap.add_argument("--manifest", default=os.path.join(REPO, "corpus", "manifest.json"),
                    help="corpus manifest (default: corpus/manifest.json)")
    ap.add_argument("--grammar", default=gg.DEFAULT_GRAMMAR, help=argparse.SUPPRESS)
    ap.add_argument("--features", default=os.path.join(SPEC, "features.json"), help=argparse.SUPPRESS)
    ap.add_argument("--json", action="store_true", help="print the coverage as JSON")
    ap.add_argument("--require-all", action="store_true",
                    help="exit 1 listing every uncovered element, flag state, version and class")
    a = ap.parse_args(argv)
    try:
        grammar = gg.load(a.grammar)
        with open(a.features, encoding="utf-8") as f:
            features = json.load(f)
        with open(a.manifest, encoding="utf-8") as f:
            manifest = json.load(f)
    except (OSError, ValueError) as e:
        print("coverage: %s" % e, file=sys.stderr)
        return 2
    if manifest.get("format") != "mlirbc-corpus":
        print("coverage: %s is not an mlirbc-corpus manifest" % a.manifest, file=sys.stderr)
        return 2
    cov = Coverage(grammar, features, manifest)
    if a.json:
        sys.stdout.write(json.dumps(cov.as_json(), indent=1, sort_keys=False) + "\n")
    else:
        sys.stdout.write(render(cov))
    if a.require_all:
        gaps = cov.gaps()
        if gaps:
            print("\ncoverage: %d gaps" % len(gaps), file=sys.stderr)
            for gap in gaps:
                print("  " + gap, file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
