#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Derive artifacts from spec/grammar.json (python3 stdlib only).

  python3 -m spec.tools.mkgrammar --header OUT.h [--grammar spec/grammar.json]
      writes the C header mlirbc_grammar_ids.h: a GID_* string macro for
      every grammar ID (productions, fields, flags, builtin productions and
      their fields), GFLAG_* masks for every flag, GSECTION_* ids and
      GBUILTIN_* codes and eras. A misspelt macro is a compile error while
      the trace still prints the ID itself.
  python3 -m spec.tools.mkgrammar --format [--grammar ...]
      rewrites grammar.json in its canonical layout (stable key order as
      written, short arrays/objects on one line).
  python3 -m spec.tools.mkgrammar --check-format [--grammar ...]
      exits 1 if grammar.json is not in canonical layout.

Also imported by spec/tools/grammar_coverage.py and the tests (elements(), macro_name()).
"""
import argparse
import json
import os
import re
import sys

SPEC = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_GRAMMAR = os.path.join(SPEC, "grammar.json")
INLINE_WIDTH = 100  # a JSON value this short (compact) stays on one line


def load(path=DEFAULT_GRAMMAR):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def elements(g):
    """Every element with an ID, in file order: (id, kind, record).
    kind: production | field | flag | builtin | builtin-field | builtin-flag."""
    out = []
    for p in g.get("productions", []):
        out.append((p["id"], "production", p))
    for f in g["fields"]:
        out.append((f["id"], "field", f))
        for fl in f.get("flags", []):
            out.append((fl["id"], "flag", fl))
    for b in g.get("builtin", []):
        out.append((b["id"], "builtin", b))
        for f in b["fields"]:
            out.append((f["id"], "builtin-field", f))
            for fl in f.get("flags", []):
                out.append((fl["id"], "builtin-flag", fl))
    return out


def upper_snake(text):
    """ir.op.numResults -> IR_OP_NUM_RESULTS; DenseIntOrFPElementsAttr ->
    DENSE_INT_OR_FP_ELEMENTS_ATTR; _isSplat -> IS_SPLAT."""
    s = re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", text)
    s = re.sub(r"([A-Z]+)([A-Z][a-z])", r"\1_\2", s)
    s = re.sub(r"[^A-Za-z0-9]+", "_", s).strip("_")
    return s.upper()


def macro_name(element_id):
    """GID_ macro of an ID. A flag 'field:name' keeps a double underscore
    between the field and the flag so it cannot collide with a field."""
    if ":" in element_id:
        field, flag = element_id.split(":", 1)
        return "GID_%s__%s" % (upper_snake(field), upper_snake(flag))
    return "GID_" + upper_snake(element_id)


def flag_macro(flag_id):
    field, flag = flag_id.split(":", 1)
    return "GFLAG_%s__%s" % (upper_snake(field), upper_snake(flag))


# ---------------------------------------------------------------- checks
ERAS = (16, 17, 20, 23)
MAX_VERSION = 6
WIDTH_BITS = {"byte": 8, "bool": 8}  # flags in other classes live in a varint (64 bits)


def _range_ok(r, lo, hi, allowed=None):
    return (isinstance(r, list) and len(r) == 2 and all(isinstance(x, int) for x in r)
            and lo <= r[0] <= r[1] <= hi and (allowed is None or set(r) <= set(allowed)))


def _flags_problems(owner, field, out):
    names = set()
    bits = 1 << WIDTH_BITS.get(field.get("class"), 64)
    for fl in field.get("flags", []):
        name, mask = fl.get("name"), fl.get("mask")
        if not name:
            out.append("%s: a flag without a name" % owner)
            continue
        if fl.get("id") != "%s:%s" % (field["id"], name):
            out.append("%s: flag id %r is not '<field>:<name>'" % (owner, fl.get("id")))
        if name in names:
            out.append("%s: flag %s twice" % (owner, name))
        names.add(name)
        if not isinstance(mask, int) or mask <= 0 or mask & (mask - 1) or mask >= bits:
            out.append("%s: flag %s mask %r is not one bit of the field" % (owner, name, mask))
        if not _range_ok(fl.get("versions"), 0, MAX_VERSION):
            out.append("%s: flag %s versions %r not within 0..%d" % (owner, name, fl.get("versions"), MAX_VERSION))
        if not fl.get("doc"):
            out.append("%s: flag %s has no doc" % (owner, name))


def _walk_body(body, out, owner, prods, fields, flags):
    for item in body:
        if not isinstance(item, dict):
            out.append("%s: body item %r is not an object" % (owner, item))
            continue
        if "field" in item and item["field"] not in fields:
            out.append("%s: body names unknown field %s" % (owner, item["field"]))
        if "prod" in item and item["prod"] not in prods:
            out.append("%s: body names unknown production %s" % (owner, item["prod"]))
        cond = item.get("when")
        stack = [cond] if cond else []
        while stack:
            c = stack.pop()
            if "flag" in c and c["flag"] not in flags:
                out.append("%s: condition names unknown flag %s" % (owner, c["flag"]))
            if "versions" in c and not _range_ok(c["versions"], 0, MAX_VERSION):
                out.append("%s: condition versions %r" % (owner, c["versions"]))
            stack += c.get("any", []) + c.get("all", [])
        if isinstance(item.get("repeat"), str) and "." in item["repeat"] and " " not in item["repeat"] \
                and item["repeat"] not in fields:
            out.append("%s: repeat count names unknown field %s" % (owner, item["repeat"]))
        for key in ("body", "else", "one_of"):
            if key in item:
                _walk_body(item[key], out, owner, prods, fields, flags)


def problems(g):
    """Everything wrong with a grammar, as a list of messages (empty = ok)."""
    out = []
    if g.get("format") != "mlirbc-grammar":
        out.append("format is not mlirbc-grammar")
    seen = set()
    for eid, kind, _ in elements(g):
        if not isinstance(eid, str) or not eid:
            out.append("%s with an empty id" % kind)
        elif eid in seen:
            out.append("duplicate id %s" % eid)
        seen.add(eid)
    prods = {p["id"] for p in g.get("productions", [])}
    fields = {f["id"] for f in g["fields"]}
    flags = {fl["id"] for f in g["fields"] for fl in f.get("flags", [])}
    classes = {c["id"] for c in g.get("classes", [])}
    for p in g.get("productions", []):
        if not _range_ok(p.get("versions"), 0, MAX_VERSION):
            out.append("%s: versions %r not within 0..%d" % (p["id"], p.get("versions"), MAX_VERSION))
        if not p.get("doc") or not p.get("body"):
            out.append("%s: production without doc or body" % p["id"])
        _walk_body(p.get("body", []), out, p["id"], prods, fields, flags)
    for f in g["fields"]:
        if not _range_ok(f.get("versions"), 0, MAX_VERSION):
            out.append("%s: versions %r not within 0..%d" % (f["id"], f.get("versions"), MAX_VERSION))
        if f.get("class") not in classes:
            out.append("%s: unknown class %r" % (f["id"], f.get("class")))
        if f.get("production") not in prods:
            out.append("%s: unknown production %r" % (f["id"], f.get("production")))
        if not f.get("doc"):
            out.append("%s: no doc" % f["id"])
        _flags_problems(f["id"], f, out)
    codes = {}
    for b in g.get("builtin", []):
        bid = b.get("id")
        if b.get("kind") not in ("attr", "type") or bid != "builtin.%s.%s" % (b.get("kind"), b.get("td")):
            out.append("%s: id must be builtin.<attr|type>.<td name>" % bid)
        if not isinstance(b.get("code"), int) or b["code"] < 0:
            out.append("%s: no code" % bid)
        if not _range_ok(b.get("eras"), 16, 23, ERAS):
            out.append("%s: eras %r not a range over %s" % (bid, b.get("eras"), ERAS))
            continue
        for era in ERAS:
            if b["eras"][0] <= era <= b["eras"][1]:
                key = (b.get("kind"), era, b.get("code"))
                if key in codes:
                    out.append("%s: code %s in era %d also used by %s" % (bid, b.get("code"), era, codes[key]))
                codes[key] = bid
        for f in b.get("fields", []):
            if f.get("id") != "%s.%s" % (bid, f.get("param")):
                out.append("%s: field id %r is not <production>.<param>" % (bid, f.get("id")))
            if f.get("class") not in classes:
                out.append("%s: unknown class %r" % (f.get("id"), f.get("class")))
            er = f.get("eras")
            if not _range_ok(er, 16, 23, ERAS) or er[0] < b["eras"][0] or er[1] > b["eras"][1]:
                out.append("%s: eras %r outside its production's %r" % (f.get("id"), er, b["eras"]))
            _flags_problems(f.get("id"), f, out)
    return out


# ---------------------------------------------------------------- layout
def _compact(v):
    return json.dumps(v, ensure_ascii=False, separators=(", ", ": "))


def dump(v, indent=0):
    """Canonical text: key order as given, one key per line, any value whose
    compact form fits INLINE_WIDTH on one line."""
    pad = " " * indent
    c = _compact(v)
    if not isinstance(v, (dict, list)) or len(c) + indent <= INLINE_WIDTH:
        return c
    if isinstance(v, dict):
        items = ["%s %s: %s" % (pad, json.dumps(k, ensure_ascii=False), dump(x, indent + 1))
                 for k, x in v.items()]
        return "{\n" + ",\n".join(items) + "\n" + pad + "}"
    items = [pad + " " + dump(x, indent + 1) for x in v]
    return "[\n" + ",\n".join(items) + "\n" + pad + "]"


def canonical_text(g):
    return dump(g) + "\n"


# ---------------------------------------------------------------- header
def header_text(g):
    lines = [
        "/* mlirbc_grammar_ids.h -- GENERATED by spec/tools/mkgrammar.py from",
        " * spec/grammar.json. Do not edit; edit the grammar and rebuild.",
        " *",
        " * GID_*     grammar IDs as string literals (trace call sites, corpus fields)",
        " * GFLAG_*   flag masks: the bit's value inside its field",
        " * GSECTION_* section ids; GBUILTIN_* builtin codes and eras",
        " *   (eras: 16 = LLVM 16, 17 = LLVM 17-19, 20 = LLVM 20-22, 23 = LLVM 23+). */",
        "#ifndef MLIRBC_GRAMMAR_IDS_H",
        "#define MLIRBC_GRAMMAR_IDS_H",
        "",
        "#define MLIRBC_GRAMMAR_VERSION %d" % g["version"],
        "",
    ]
    seen = {}
    els = elements(g)
    for eid, kind, _ in els:
        m = macro_name(eid)
        if m in seen and seen[m] != eid:
            raise SystemExit("mkgrammar: %s and %s both map to %s" % (seen[m], eid, m))
        seen[m] = eid
    groups = [("productions", ("production",)), ("fields", ("field",)), ("flags", ("flag",)),
              ("builtin productions", ("builtin",)),
              ("builtin fields and flags", ("builtin-field", "builtin-flag"))]
    for title, kinds in groups:
        lines.append("/* ---- %s ---- */" % title)
        for eid, kind, _ in els:
            if kind in kinds:
                lines.append('#define %s "%s"' % (macro_name(eid), eid))
        lines.append("")
    lines.append("/* ---- flag masks ---- */")
    for eid, kind, rec in els:
        if kind in ("flag", "builtin-flag"):
            lines.append("#define %s 0x%02Xu" % (flag_macro(eid), rec["mask"]))
    lines.append("")
    lines.append("/* ---- section ids ---- */")
    for s in g.get("sections", []):
        lines.append("#define GSECTION_%s %du" % (upper_snake(s["name"]), s["id"]))
    lines.append("")
    lines.append("/* ---- builtin codes and eras ---- */")
    for b in g.get("builtin", []):
        base = "GBUILTIN_%s_%s" % (b["kind"].upper(), upper_snake(b["td"]))
        lines.append("#define %s_CODE %du" % (base, b["code"]))
        lines.append("#define %s_ERA_FIRST %d" % (base, b["eras"][0]))
        lines.append("#define %s_ERA_LAST %d" % (base, b["eras"][1]))
    lines.append("")
    lines.append("/* X-macro over every ID: X(macro, \"id\") */")
    lines.append("#define MLIRBC_GRAMMAR_FOR_EACH_ID(X) \\")
    for i, (eid, _, _) in enumerate(els):
        tail = " \\" if i + 1 < len(els) else ""
        lines.append('  X(%s, "%s")%s' % (macro_name(eid), eid, tail))
    lines.append("#define MLIRBC_GRAMMAR_ID_COUNT %d" % len(els))
    lines.append("")
    lines.append("#endif")
    return "\n".join(lines) + "\n"


def write_if_changed(path, text):
    try:
        with open(path, encoding="utf-8") as f:
            if f.read() == text:
                return
    except OSError:
        pass
    d = os.path.dirname(path)
    if d:
        os.makedirs(d, exist_ok=True)
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(tmp, path)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--grammar", default=DEFAULT_GRAMMAR, help="grammar JSON (default: %(default)s)")
    ap.add_argument("--header", metavar="OUT", help="write the C header to OUT")
    ap.add_argument("--format", action="store_true", help="rewrite the grammar in canonical layout")
    ap.add_argument("--check-format", action="store_true",
                    help="exit 1 if the grammar is not in canonical layout")
    a = ap.parse_args(argv)
    if not (a.header or a.format or a.check_format):
        ap.error("nothing to do: give --header, --format or --check-format")
    g = load(a.grammar)
    bad = problems(g)
    if bad:
        for m in bad:
            print("%s: %s" % (a.grammar, m), file=sys.stderr)
        return 1
    if a.format:
        write_if_changed(a.grammar, canonical_text(g))
    if a.check_format:
        with open(a.grammar, encoding="utf-8") as f:
            if f.read() != canonical_text(g):
                print("%s: not in canonical layout (run python3 -m spec.tools.mkgrammar --format)" % a.grammar,
                      file=sys.stderr)
                return 1
    if a.header:
        write_if_changed(a.header, header_text(g))
    return 0


if __name__ == "__main__":
    sys.exit(main())
