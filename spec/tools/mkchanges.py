#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Write spec/releases/CHANGES.md from the derived release model.

usage: python3 -m spec.tools.mkchanges [--check] [--out FILE]

Lists, between each pair of consecutive modelled releases, what changed
without a bytecode version bump: builtin encodings (spec/grammar.json eras
for releases without a generated BuiltinDialectBytecode, codes.tsv after),
builtin types, dialect bytecode interfaces and custom codes, ops added and
removed, and every op whose properties layout changed, each linked to the
spec/ambiguities/ entries that name it. --check compares with the committed
file and exits 1 on a difference.
"""
import argparse
import difflib
import glob
import json
import os
import re
import sys
import textwrap

from oracle.core import releases as model

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
RELEASES = os.path.join(ROOT, "spec", "releases")  # the model and CHANGES.md


def ambiguity_texts():
    out = {}
    for path in sorted(glob.glob(os.path.join(ROOT, "spec", "ambiguities", "AMB-*.json"))):
        with open(path, encoding="utf-8") as f:
            a = json.load(f)
        out[a["id"]] = json.dumps(a)
    return out


def links(words, ambs):
    """Markdown links to the ambiguity entries whose text names one of WORDS
    (as a whole word: `f32` does not match `f32x4`)."""
    pats = [re.compile(r"(?<![\w.])" + re.escape(w) + r"(?![\w])") for w in words if w]
    ids = [i for i, text in ambs.items() if any(p.search(text) for p in pats)]
    return ", ".join("[%s](../ambiguities/%s.json)" % (i, i) for i in ids) or "-"


def layout_text(fields):
    return "-" if fields is None else " ".join(f.token() for f in fields) or "(empty)"


def first_change(a, b):
    """Human account of the first field where layouts a and b differ."""
    if a is None or b is None:
        return "properties %s" % ("added" if a is None else "removed")
    for i in range(max(len(a), len(b))):
        x = a[i].token() if i < len(a) else None
        y = b[i].token() if i < len(b) else None
        if x != y:
            if x is None:
                return "field %d `%s` appended" % (i + 1, y)
            if y is None:
                return "field %d `%s` dropped" % (i + 1, x)
            return "field %d: `%s` -> `%s`" % (i + 1, x, y)
    return "same"


def grammar_builtin_changes(old, new, ambs):
    """Builtin changes for releases without a generated builtin encoder,
    from spec/grammar.json eras (16 -> 17-19 -> 20+)."""
    with open(os.path.join(ROOT, "spec", "grammar.json"), encoding="utf-8") as f:
        g = json.load(f)
    rels = {}
    for r in (old, new):
        with open(os.path.join(RELEASES, "%d.json" % r), encoding="utf-8") as f:
            rels[r] = json.load(f)["builtin_era"]
    eo, en = rels[old], rels[new]
    rows = []
    for b in g["builtin"]:
        lo, hi = b["eras"]
        if not (lo <= eo <= hi) and lo <= en <= hi:
            rows.append("| %s code %d | %s | added (spec/grammar.json: from era %s) | %s |" % (
                b["kind"], b["code"], b["td"], lo, links([b["td"]], ambs)))
    for e in g["eras"]:
        if eo < e["id"] <= en:
            rows.append("| era %s | - | %s | %s |" % (
                e["llvm"], e["doc"], "[AMB-001](../ambiguities/AMB-001.json)"))
    return rows


def text_types(release, m):
    """Builtin float types a release writes as text (no builtin type code):
    the f8/f6/f4 floats, tf32. Coded types: codes.tsv, or spec/grammar.json for
    a release without a generated builtin encoder (16)."""
    coded = set(m["codes"].get(("builtin", "type"), {}).values())
    if not coded:
        with open(os.path.join(ROOT, "spec", "grammar.json"), encoding="utf-8") as f:
            # the types coded by the release's era (an era is named by its first LLVM major)
            coded = {b["td"] for b in json.load(f)["builtin"] if b["kind"] == "type"
                     and b["eras"][0] <= release}
    rows = model._rows(os.path.join(RELEASES, str(release), "mnemonics.tsv"))
    # Floats only: 16's headers name no other builtin type (OpaqueType,
    # GraphType are hand-written there), so only the floats compare.
    return {r[2] for r in rows if r[0] == "builtin" and r[1] == "type" and r[3] not in coded
            and r[3].startswith("Float")}


def wrapped(names):
    """A long list of op names, wrapped so that a diff shows what moved."""
    return textwrap.wrap(", ".join("`%s`" % n for n in names), 100, break_on_hyphens=False) or ["(none)"]


def code_changes(mo, mn, dialects_filter, ambs):
    rows = []
    keys = sorted(set(mo["digests"]) | set(mn["digests"]))
    for key in keys:
        d, what, code = key
        if not dialects_filter(d):
            continue
        a, b = mo["digests"].get(key), mn["digests"].get(key)
        na = mo["codes"].get((d, what), {}).get(code)
        nb = mn["codes"].get((d, what), {}).get(code)
        if a == b and na == nb:
            continue
        if a is None:
            change = "added"
        elif b is None:
            change = "removed"
        elif na != nb:
            change = "now %s (was %s)" % (nb, na)
        else:
            change = "read differently (generated reader digest %s -> %s)" % (a, b)
        rows.append("| %s %s code %d | %s | %s | %s |" % (d, what, code, nb or na, change,
                                                         links([nb or na], ambs)))
    return rows


def render(releases, ambs):
    ms = {r: model.load(r) for r in releases}
    out = ["# Compatibility changes between releases",
           "",
           "Generated by `python3 -m spec.tools.mkchanges` from the release model derived from each",
           "release's own code (`spec/releases/N/*.tsv`, spec/releases/README.md). Do not edit;",
           "CTest `release_model_changes` regenerates it and fails on a difference.",
           "",
           "None of these changes bumps the bytecode version: a file written by one release",
           "carries nothing that tells another release which encoding or layout it used",
           "(spec/reader-decisions.md D-ERA; the reference reader picks by producer string).",
           "`./cts check` predicts from the same data (oracle/check/loadability.py).",
           ""]
    for old, new in zip(releases, releases[1:]):
        mo, mn = ms[old], ms[new]
        out += ["## LLVM %d -> LLVM %d" % (old, new), ""]
        po = {o for o, f in mo["ops"].items() if f is not None}
        pn = {o for o, f in mn["ops"].items() if f is not None}
        both = sorted(set(mo["ops"]) & set(mn["ops"]))
        changed = [o for o in both if layout_text(mo["ops"][o]) != layout_text(mn["ops"][o])]
        added = sorted(set(mn["ops"]) - set(mo["ops"]))
        removed = sorted(set(mo["ops"]) - set(mn["ops"]))
        out += ["| | LLVM %d | LLVM %d |" % (old, new), "|---|---|---|",
                "| ops (ODS) | %d | %d |" % (len(mo["ops"]), len(mn["ops"])),
                "| ops with a properties layout | %d | %d |" % (len(po), len(pn)),
                "| ops added / removed | | %d / %d |" % (len(added), len(removed)),
                "| ops in both whose properties layout changed | | %s |" % (
                    len(changed) if po else "- (LLVM %d has no properties)" % old), ""]

        out += ["### Builtin encodings", "",
                "| what | name | change | ambiguity |", "|---|---|---|---|"]
        if mo["codes"].get(("builtin", "attr")) and mn["codes"].get(("builtin", "attr")):
            rows = code_changes(mo, mn, lambda d: d == "builtin", ambs)
        else:
            rows = grammar_builtin_changes(old, new, ambs)
        out += rows or ["| - | - | no change | - |"]
        to, tn = text_types(old, mo), text_types(new, mn)
        for t in sorted(tn - to):
            out.append("| builtin type (text) | %s | added: LLVM %d cannot parse it | %s |" % (
                t, old, links([t], ambs)))
        for t in sorted(to - tn):
            out.append("| builtin type (text) | %s | removed: LLVM %d cannot parse it | %s |" % (
                t, new, links([t], ambs)))
        out.append("")

        out += ["### Dialect bytecode interfaces and custom codes", "",
                "| what | name | change | ambiguity |", "|---|---|---|---|"]
        rows = []
        for d in sorted(set(mo["dialects"]) | set(mn["dialects"])):
            a = mo["dialects"].get(d, {}).get("bytecode", False)
            b = mn["dialects"].get(d, {}).get("bytecode", False)
            if a != b:
                rows.append("| %s | bytecode interface | %s | - |" % (d, "added" if b else "removed"))
        rows += code_changes(mo, mn, lambda d: d != "builtin", ambs)
        out += rows or ["| - | - | no change | - |"]
        out.append("")

        out += ["### Ops whose properties layout changed (%s)" % (len(changed) if po else "-"), ""]
        if not po:
            out += ["LLVM %d has no properties (they arrived in LLVM 17 with bytecode v5); "
                    "a file with properties is v5+, which LLVM %d does not read." % (old, old), ""]
        else:
            out += ["Field tokens as in spec/releases/README.md; the first difference in read order.",
                    "", "| op | first difference | LLVM %d | LLVM %d | ambiguity |" % (old, new),
                    "|---|---|---|---|---|"]
            for o in changed:
                out.append("| `%s` | %s | `%s` | `%s` | %s |" % (
                    o, first_change(mo["ops"][o], mn["ops"][o]).replace("|", "\\|"),
                    layout_text(mo["ops"][o]), layout_text(mn["ops"][o]), links([o], ambs)))
            out.append("")
        out += ["### Ops removed (%d): unregistered in LLVM %d, a file that uses them does not load" %
                (len(removed), new), ""]
        out += wrapped(removed) + [""]
        out += ["### Ops added (%d): LLVM %d does not know them" % (len(added), old), ""]
        out += wrapped(added) + [""]
    return "\n".join(out).rstrip("\n") + "\n"


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog=__doc__.split("\n\n", 1)[1])
    ap.add_argument("--out", default=os.path.join(RELEASES, "CHANGES.md"))
    ap.add_argument("--check", action="store_true",
                    help="compare with the committed file; exit 1 on a difference")
    a = ap.parse_args(argv)
    text = render(model.releases(), ambiguity_texts())
    if a.check:
        old = open(a.out, encoding="utf-8").read() if os.path.exists(a.out) else ""
        if old != text:
            diff = difflib.unified_diff(old.splitlines(), text.splitlines(), "committed", "generated",
                                        lineterm="", n=0)
            print("\n".join(list(diff)[:40]), file=sys.stderr)
            print("changes: %s differs from a regeneration (python3 -m spec.tools.mkchanges)" % a.out,
                  file=sys.stderr)
            return 1
        print("changes: OK", file=sys.stderr)
        return 0
    with open(a.out, "w", encoding="utf-8") as f:
        f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
