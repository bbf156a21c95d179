# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Loadability model: will stock `mlir-opt-N --allow-unregistered-dialect`
read this file? Facts come from `mlirbc-read --findings`. What each release
reads comes from its own code, derived into spec/releases/N/*.tsv
(spec/releases/derive.py: ops and their properties layouts, dialect
bytecode hooks, custom codes, mnemonics), and from spec/releases/N.json for
what that code cannot tell (what mlir-opt-N registers, the bytecode version
and sections it reads, how it aligns buffers: measured on the binary).
Every rule returns the first reason it finds; predict() returns
(loads, reason) with loads True, False or None (unknown: the answer depends
on an op verifier, which no data here models), the reasons in file order of
importance: header, container, tables, IR."""

import glob
import json
import os
import re

from oracle.check import tolerance
from oracle.core import releases as release_model
from oracle.core.paths import REPO

ROOT = REPO
MALLOC_ALIGN = 16  # what a heap buffer guarantees; mlir-opt reads small files into one


def load_releases(root=ROOT):
    out = {}
    for path in sorted(glob.glob(os.path.join(root, "spec", "releases", "*.json"))):
        if not os.path.basename(path)[:-len(".json")].isdigit():
            continue  # tolerance.json, unknown-ops.json: tables about every release
        with open(path) as f:
            r = json.load(f)
        out[str(r["release"])] = r
    return dict(sorted(out.items(), key=lambda kv: int(kv[0])))


def builtin_names(root=ROOT):
    """(kind, code) -> TableGen name, from spec/grammar.json."""
    with open(os.path.join(root, "spec", "grammar.json")) as f:
        g = json.load(f)
    names = {(b["kind"], b["code"]): b["td"] for b in g["builtin"]}
    eras = {(b["kind"], b["code"]): b["eras"] for b in g["builtin"]}
    return names, eras


class Facts:
    """The JSON lines of `mlirbc-read --findings`, grouped by kind."""

    def __init__(self, lines, header=(None, None)):
        # (version, producer) read from the file itself: a rejected file has no "file" line
        self.header_version, self.header_producer = header
        self.file = {}
        self.sections, self.dialects, self.ops, self.entries = [], [], [], []
        self.resource_groups, self.findings = [], []
        self.attr_codes, self.attr_refs = [], []
        self.verdict = {"verdict": "reject", "code": "E_USAGE", "message": "no output"}
        lists = {"section": self.sections, "dialect": self.dialects, "op": self.ops,
                 "entry": self.entries, "resource_group": self.resource_groups,
                 "finding": self.findings}
        for obj in lines:
            kind = obj.get("kind")
            if kind == "file":
                self.file = obj
            elif kind == "verdict":
                self.verdict = obj
            elif kind == "attr_codes":
                self.attr_codes = obj["codes"]
                self.attr_refs = obj.get("refs", [])
            elif kind in lists:
                lists[kind].append(obj)

    @property
    def accepted(self):
        return self.verdict.get("verdict") == "accept"


def in_ranges(code, ranges):
    return any(lo <= code <= hi for lo, hi in ranges)


# ---- rules: each takes (facts, release, ctx) and returns a reason or None ----

def rule_version(fx, rel, ctx):
    v = fx.file.get("version", 0)
    if v > rel["max_version"]:
        return "bytecode version %d > %d supported by %s" % (v, rel["max_version"], rel["release"])


def rule_sections(fx, rel, ctx):
    for s in fx.sections:
        if s["name"] not in rel["sections"]:
            return "section %s unknown to LLVM %s" % (s["name"], rel["release"])


def buffer_alignment(fx, al):
    """Alignment of the buffer mlir-opt reads the file into: large files are
    memory-mapped (page-aligned) unless their size is a page multiple (the
    buffer needs a NUL after the data); the rest sit in a heap block."""
    size = fx.file.get("size", 0)
    if size >= al["mmap_min_size"] and size % al["page"]:
        return al["page"], "memory-mapped"
    return al["heap"], "heap"


def rule_alignment(fx, rel, ctx):
    al = rel["alignment"]
    big = max([s["alignment"] for s in fx.sections] or [1])
    have, where = buffer_alignment(fx, al)
    if big > have:
        # Padding is counted from the buffer address: a heap block aligned
        # beyond `heap` is luck (measured: most such runs fail), so no.
        return ("section alignment %d > %d of the %s buffer: LLVM %s %s" % (
            big, have, where, rel["release"], al["consequence"]))


def builtin_known(rel, kind):
    """Builtin codes a release decodes: its generated BuiltinDialectBytecode
    (codes.tsv) when it has one, else the measured ranges of N.json (16)."""
    m = rel.get("model")
    codes = m["codes"].get(("builtin", kind)) if m else None
    if codes:
        return set(codes)
    return {c for lo, hi in rel["builtin_codes"][kind] for c in range(lo, hi + 1)}


def rule_builtin_codes(fx, rel, ctx):
    names, eras = ctx["builtin"]
    for e in fx.entries:
        if e["encoding"] != "builtin" or "code" not in e or not e.get("referenced", True):
            continue
        kind, code = e["what"], e["code"]
        if code not in builtin_known(rel, kind):
            era = eras.get((kind, code), [None])[0]
            return "builtin %s code %d (%s) unknown %s" % (
                kind, code, names.get((kind, code), "?"),
                "before LLVM %d" % era if era else "to LLVM %s" % rel["release"])
        # same code, era-specific payload (AMB-001): read only in its own era
        if (kind, code) in ctx["era_payload"] and _era_group(fx.file.get("era")) != \
                _era_group(rel["builtin_era"]):
            return "builtin %s %s written in the LLVM %s encoding; LLVM %s reads the %s one" % (
                kind, names.get((kind, code), code), era_label(fx.file.get("era")),
                rel["release"], era_label(rel["builtin_era"]))


def _era_group(era):
    return 16 if (era or 20) <= 16 else 17


def era_label(era):
    return {16: "16", 17: "17-19", 20: "20-22", 23: "23+"}.get(era, str(era))


def rule_fallback_mnemonics(fx, rel, ctx):
    """Attributes and types stored as text: the reading release parses a
    dialect's text with its generated parser, which knows the mnemonics of
    mnemonics.tsv. A mnemonic that some release's ODS defines but the
    reading release's does not is a parse error there. (Mnemonics no release
    generates are parsed by hand-written code: no claim. Builtin text is
    judged for float types only, whose names are their spellings: f8E4M3.)"""
    m = rel.get("model")
    if not m:
        return None
    for e in fx.entries:
        if e["encoding"] != "fallback" or "mnemonic" not in e or not e.get("referenced", True):
            continue
        dialect, what, mn = e["dialect"], e["what"], e["mnemonic"]
        if dialect not in rel["dialects"]:
            continue
        if dialect == "builtin" and not (what == "type" and re.match(r"(f\d|tf32$)", mn)):
            continue  # builtin: only the float types' names are their spellings
        if mn in ctx["all_mnemonics"].get((dialect, what), ()) and \
                mn not in m["mnemonics"].get((dialect, what), ()):
            # The class may exist in the reading release with a hand-written
            # parser (classes.tsv): then the data cannot tell.
            if any((what, c) in m["classes"] for c in ctx["mnemonic_class"].get((dialect, what, mn), ())):
                continue
            sigil = "#" if what == "attr" else "!"
            shown = mn if dialect == "builtin" else "%s%s.%s" % (sigil, dialect, mn)
            where = sorted(r for r, mm in ctx["models"].items()
                           if mn in mm["mnemonics"].get((dialect, what), ()))
            return "%s %s stored as text: LLVM %s's %s parser has no `%s` (it exists in LLVM %s)" % (
                what, shown, rel["release"], dialect, mn, ", ".join(map(str, where)))


def dialect_hooks(rel, name):
    """bytecode / version / resources of a dialect in a release: derived
    (dialects.tsv) when the release has a model, else N.json."""
    m = rel.get("model")
    if m and name in m["dialects"]:
        d = m["dialects"][name]
        return {"bytecode": d["bytecode"], "versioning": d["version"], "resources": d["resources"]}
    return rel["dialects"].get(name) or {}


def rule_dialects(fx, rel, ctx):
    custom = {e["dialect"] for e in fx.entries
              if e["encoding"] == "custom" and e.get("referenced", True)}
    for d in fx.dialects:
        name = d["name"]
        registered = name in rel["dialects"]
        info = dialect_hooks(rel, name) if registered else None
        if d.get("version"):
            if info is None or not info.get("bytecode"):
                return ("dialect `%s` carries a version entry but %s; LLVM %s rejects it"
                        % (name, "is not registered in mlir-opt" if info is None else
                           "has no bytecode interface", rel["release"]))
            if not info.get("versioning"):
                return "dialect `%s` carries a version entry; its LLVM %s bytecode interface " \
                       "does not support versioning" % (name, rel["release"])
        if name in custom and (info is None or not info.get("bytecode")):
            return "dialect `%s` uses custom encodings; %s" % (
                name, "not registered in mlir-opt" if info is None else
                "it has no bytecode interface in LLVM %s" % rel["release"])
    for g in fx.resource_groups:
        if g.get("external"):
            continue
        if g["key"] not in rel["dialects"]:
            return "resources of dialect `%s`, which mlir-opt does not register" % g["key"]
        if not dialect_hooks(rel, g["key"]).get("resources"):
            return "resources of dialect `%s`, which has no resource handler in LLVM %s" % (
                g["key"], rel["release"])


def rule_custom_codes(fx, rel, ctx):
    """Custom (dialect-encoded) attributes and types: the leading varint is
    the dialect's code. Judged where both releases' encodings are generated
    (codes.tsv): an unknown code, or the same code read differently."""
    m = rel.get("model")
    if not m:
        return None
    writer = ctx["models"].get(ctx["writer"](fx))
    for e in fx.entries:
        if e["encoding"] != "custom" or "code" not in e or not e.get("referenced", True):
            continue
        key = (e["dialect"], e["what"])
        mine = m["codes"].get(key)
        if not mine or e["dialect"] not in rel["dialects"]:
            continue  # hand-written encoding (or none): no claim
        code = e["code"]
        if code not in mine:
            return "%s %s custom code %d: LLVM %s's generated %s encoding has codes %d-%d " \
                   "(\"unknown %s code\")" % (e["dialect"], e["what"], code, rel["release"],
                                              e["dialect"], min(mine), max(mine), e["what"] if
                                              e["what"] == "type" else "attribute")
        if writer is not None and writer is not m:
            wd = writer["digests"].get(key + (code,))
            rd = m["digests"].get(key + (code,))
            wn = writer["codes"].get(key, {}).get(code)
            if wd and rd and (wd != rd or wn != mine[code]):
                return "%s %s custom code %d is %s in LLVM %s and %s in LLVM %s, read differently" % (
                    e["dialect"], e["what"], code, wn, writer["release"], mine[code], rel["release"])


def rule_renamed_attrs(fx, rel, ctx):
    renamed = rel.get("renamed_attrs", {})
    for op in fx.ops:
        dialect = op["name"].split(".", 1)[0]
        if dialect not in rel["dialects"] or not op["count"]:
            continue
        for k in op.get("attr_keys", []):
            if k in renamed:
                return "%s attribute `%s`: LLVM %s expects `%s`" % (op["name"], k, rel["release"],
                                                                    renamed[k])


def rule_ops_exist(fx, rel, ctx):
    """An op of a dialect the release registers but whose ODS (ops.tsv) does
    not define it: mlir-opt rejects it ("unregistered operation ... that
    does not allow unknown operations"), even with
    --allow-unregistered-dialect, unless the dialect allows unknown
    operations (spec/releases/unknown-ops.json, measured: llvm, shape, ...).
    An op name without a dot (`"index"`, stored as dialect `index`, name
    "") belongs to no dialect: no claim."""
    m = rel.get("model")
    if not m:
        return None
    for op in fx.ops:
        name = op["name"]
        dialect, _, bare = name.partition(".")
        if not op.get("count") or dialect not in rel["dialects"]:
            continue
        if not bare:
            continue  # `"index"()`: a name without a dot is an op of no dialect (written "index.")
        if dialect in ctx["unknown_ops"].get(str(rel["release"]), ()):
            continue  # the dialect accepts ops it does not define (unknown-ops.json)
        if dialect not in ctx["op_dialects"][rel["release"]]:
            continue  # no ODS ops of this dialect shipped (test): no claim
        if name not in m["ops"]:
            where = sorted(r for r, mm in ctx["models"].items() if name in mm["ops"])
            return "op %s does not exist in LLVM %s%s" % (
                name, rel["release"], " (it does in LLVM %s)" % ", ".join(map(str, where))
                if where else "")


ARITY = ("operands", "results", "regions", "successors")


def arity_range(token):
    """An arity.tsv count as (low, high): "3" (3, 3), "1+" (1, None), "*" (0, None)."""
    if token == "*":
        return 0, None
    if token.endswith("+"):
        return int(token[:-1]), None
    return int(token), int(token)


def rule_arity(fx, rel, ctx):
    """Operand, result, region and successor counts: the reading release's
    ODS traits (N/arity.tsv) fix each op's; the findings give the fewest and
    most each op has in the file. An instance outside the reader's range
    fails its verifier ("requires 3 operands"): no. Without the counts
    (findings of an older reader), a writer whose range differs is unknown."""
    m = rel.get("model")
    if m is None or "arity" not in m:
        return None
    writer = ctx["models"].get(ctx["writer"](fx)) if re.match(
        r"MLIR\d", fx.file.get("producer") or "") else None
    unknown = None
    for op in fx.ops:
        name = op["name"]
        r = m["arity"].get(name)
        if not op.get("count") or not r or name.split(".", 1)[0] not in rel["dialects"]:
            continue
        if "arity" in op:
            for what, (lo, hi), b in zip(ARITY, op["arity"], r):
                rl, rh = arity_range(b)
                if lo < rl or (rh is not None and hi > rh):
                    have = lo if lo < rl else hi
                    return "%s has an instance with %d %s; LLVM %s's %s takes %s" % (
                        name, have, what, rel["release"], name, b.replace("+", " or more")
                        .replace("*", "any number"))
            continue
        w = writer["arity"].get(name) if writer is not None and "arity" in writer else None
        if w and w[:4] != r[:4] and unknown is None:
            unknown = "%s: %s in LLVM %s, which wrote the file, %s in LLVM %s; the file's " \
                      "instances were not counted" % (name, "/".join(w[:4]), writer["release"],
                                                      "/".join(r[:4]), rel["release"])
    if unknown:
        return ("unknown", unknown)
    return None


SEGMENT_RENAMES = {"operand_segment_sizes": "operandSegmentSizes",
                   "result_segment_sizes": "resultSegmentSizes"}  # the names before LLVM 17


def rule_required_attrs(fx, rel, ctx):
    """Below v5 an op's inherent attributes travel in its attribute
    dictionary. An instance that lacks one the reading release's layout
    requires (a required field of ops.tsv) fails its verifier ("requires
    attribute"); so does one without operand segment sizes under either
    name (16 wrote `operand_segment_sizes`, which the generated
    setPropertiesFromAttr still accepts), or with segment sizes for another
    number of segments than the reader's op has."""
    m = rel.get("model")
    if m is None or fx.file.get("version", 0) >= 5:
        return None
    writer = ctx["models"].get(ctx["writer"](fx))
    for op in fx.ops:
        name = op["name"]
        if not op.get("count") or name.split(".", 1)[0] not in rel["dialects"]:
            continue
        fields = m["ops"].get(name) or []
        if not op.get("attr_keys_complete") or "attr_key_sets" not in op:
            continue
        sets = [set(k) for k in op["attr_key_sets"]] + ([set()] if op.get("dictless") else [])
        for a in sorted(m["required"].get(name, ())):  # the generated verifier's own list
            if any(a not in k and a not in {SEGMENT_RENAMES.get(x) for x in k} for k in sets):
                return "%s has an instance without attribute `%s`, which LLVM %s's verifier " \
                       "requires (required.tsv)" % (name, a, rel["release"])
        wfields = writer["ops"].get(name) if writer is not None and writer is not m else None
        wkinds = {g.name: g.kind for g in wfields or [] if g.enc in ("attr", "opt_attr")}
        for f in release_model.layout_at(fields, 5):
            wk = wkinds.get(f.name)
            if f.enc in ("attr", "opt_attr") and wk and wk != f.kind and \
                    any(f.name in k for k in sets) and incompatible(wk, f.kind):
                return "%s: `%s` is %s %s as LLVM %s writes it; LLVM %s's property is %s %s, so " \
                       "the attribute does not convert" % (name, f.name, article(wk), wk,
                                                           writer["release"], rel["release"],
                                                           article(f.kind), f.kind)
            old = next((k for k, v in SEGMENT_RENAMES.items() if v == f.name), None)
            if f.enc == "segments_attr":
                if any(f.name not in k and old not in k for k in sets):
                    return "%s carries no `%s`: LLVM %s reads its operand segment sizes from it, " \
                           "so the operand count does not match" % (name, f.name, rel["release"])
                wseg = next((g for g in release_model.layout_at(wfields, 5) or []
                             if g.enc == "segments_attr" and g.name == f.name), None) if wfields else None
                if wseg is not None and wseg.count != f.count:
                    return "%s: `%s` holds %d sizes as LLVM %s writes it; LLVM %s's op has %d " \
                           "segments" % (name, f.name, wseg.count, writer["release"], rel["release"],
                                         f.count)
            if f.enc == "attr" and any(f.name not in k for k in sets):
                return "%s has an instance without attribute `%s`, which LLVM %s requires " \
                       "(ops.tsv: `%s`)" % (name, f.name, rel["release"], f.token())


def rule_terminators(fx, rel, ctx):
    """An op whose blocks must end with an implicit terminator in the
    reading release, written by a release where it has none: the file has
    no terminator op, and a bytecode reader inserts none."""
    m = rel.get("model")
    writer = ctx["models"].get(ctx["writer"](fx))
    if m is None or writer is None or writer is m:
        return None
    present = {op["name"] for op in fx.ops if op.get("count")}
    for name in sorted(present):
        term = m["terminators"].get(name)
        if term and writer["terminators"].get(name) != term and term not in present and \
                name.split(".", 1)[0] in rel["dialects"]:
            return "%s: LLVM %s requires each block to end with %s; LLVM %s's %s has no such " \
                   "terminator, so the file has none (block with no terminator)" % (
                       name, rel["release"], term, writer["release"], name)


def read_varint(buf, pos):
    """PrefixVarInt at buf[pos:] -> (value, next pos), or None past the end."""
    if pos >= len(buf):
        return None
    first = buf[pos]
    n = 9 if first == 0 else (first & -first).bit_length()
    if pos + n > len(buf):
        return None
    raw = int.from_bytes(buf[pos:pos + n], "little")
    return (raw >> 8 if n == 9 else raw >> n), pos + n


def article(word):
    return "an" if word[:1] in "AEIOUaeiou" else "a"


# Builtin attribute classes a property kind accepts (the kind is the C++
# storage type of the field; readAttribute<T> is a dyn_cast to T). Written
# by hand because it is C++ inheritance that no generated table spells out
# (a FlatSymbolRefAttr is a SymbolRefAttr, a BoolAttr an IntegerAttr, a
# DenseI32ArrayAttr a DenseArrayAttr); kinds not listed are not judged.
KIND_ACCEPTS = {
    "ArrayAttr": {"ArrayAttr"}, "DictionaryAttr": {"DictionaryAttr"},
    "StringAttr": {"StringAttr", "StringAttrWithType"},
    "FlatSymbolRefAttr": {"FlatSymbolRefAttr"}, "SymbolRefAttr": {"FlatSymbolRefAttr", "SymbolRefAttr"},
    "TypeAttr": {"TypeAttr"}, "UnitAttr": {"UnitAttr"},
    "IntegerAttr": {"IntegerAttr"}, "BoolAttr": {"IntegerAttr"}, "FloatAttr": {"FloatAttr"},
    "DenseI32ArrayAttr": {"DenseArrayAttr"}, "DenseI64ArrayAttr": {"DenseArrayAttr"},
    "DenseI8ArrayAttr": {"DenseArrayAttr"}, "DenseI16ArrayAttr": {"DenseArrayAttr"},
    "DenseBoolArrayAttr": {"DenseArrayAttr"}, "DenseF32ArrayAttr": {"DenseArrayAttr"},
    "DenseF64ArrayAttr": {"DenseArrayAttr"},
    "DenseIntElementsAttr": {"DenseIntOrFPElementsAttr"},
    "DenseFPElementsAttr": {"DenseIntOrFPElementsAttr"},
    "DenseElementsAttr": {"DenseIntOrFPElementsAttr", "DenseStringElementsAttr"},
}


def incompatible(a, b):
    """Whether attribute kinds a and b cannot hold the same attribute: both
    builtin kinds with no class in common, or a builtin and a dialect one."""
    if a in KIND_ACCEPTS and b in KIND_ACCEPTS:
        return not (KIND_ACCEPTS[a] & KIND_ACCEPTS[b])
    return False


def ref_class(ref, rel_model, names):
    """(dialect, class) of an attribute reference of `attr_codes.refs`, or
    (dialect, None) when the class is not known."""
    kind, _, rest = ref.partition(":")
    if kind == "builtin":
        code = int(rest.split(":", 1)[0])  # "builtin:2:private": a visibility string
        cls = (rel_model["codes"].get(("builtin", "attr"), {}).get(code) if rel_model else None)
        return "builtin", cls or names.get(("attr", code))
    dialect, _, key = rest.partition(":")
    if not rel_model or not key:
        return dialect, None
    if kind == "custom":
        return dialect, rel_model["codes"].get((dialect, "attr"), {}).get(int(key)) if key.isdigit() else None
    for cls_row in rel_model.get("mnemonic_classes", {}).get((dialect, "attr", key), ()):
        return dialect, cls_row
    return dialect, None


def kind_mismatch(want, ref, rel_model, names):
    """Why attribute `ref` cannot be read as a `want`, or None when it can
    (or when the data cannot tell)."""
    if want == "Attribute" or not ref:
        return None
    dialect, cls = ref_class(ref, rel_model, names)
    if dialect == "builtin":
        if want in KIND_ACCEPTS:
            if cls and cls not in KIND_ACCEPTS[want]:
                return "%s %s" % (article(cls), cls)
            return None
        # A dialect AttrDef class (one with a mnemonic or a custom code) is
        # never stored as a builtin attribute; enum attributes such as
        # arith::RoundingModeAttr subclass IntegerAttr and are.
        if "::" in want and rel_model and want.rsplit("::", 1)[1] in rel_model["attr_classes"]:
            return "%s builtin %s" % (article(cls or "attribute"), cls or "attribute")
        return None
    if want in KIND_ACCEPTS and cls is not None:
        return "%s %s attribute %s" % (article(dialect), dialect, cls)
    if "::" in want and cls is not None and want.rsplit("::", 1)[1] != cls:
        return "%s %s attribute %s" % (article(dialect), dialect, cls)
    return None


def replay(payload, fields, refs, rel_model, names, got=None):
    """Read an ODS properties payload with a release's layout (fields at the
    file's version), as its generated readProperties would. Returns
    (ok, detail): ok False with the field that fails. Leftover bytes are not
    checked (upstream does not). GOT, a dict, receives the attribute index
    each attribute field reads (None: absent), and for other fields
    ("at", offset) where their bytes start."""
    got_idx = got if got is not None else {}
    buf, pos = bytes.fromhex(payload), 0
    for f in fields:
        if f.enc == "opaque":
            return True, "an unmodelled field"
        if f.enc not in ("attr", "opt_attr"):
            got_idx[f.name] = ("at", pos)  # a non-attribute field: where its bytes start
        if f.enc == "bool":
            if pos >= len(buf):
                return False, "runs past the end of the properties reading `%s`" % f.name
            pos += 1
            continue
        got = read_varint(buf, pos)
        if got is None:
            return False, "runs past the end of the properties reading `%s`" % f.name
        v, pos = got
        if f.enc == "varint":
            if f.count and v >= 1 << f.count:
                return False, "`%s` reads %d, above the u%d range of %s" % (f.name, v, f.count, f.kind)
            continue
        if f.enc == "opt_varint":
            if v:
                got = read_varint(buf, pos)
                if got is None:
                    return False, "runs past the end of the properties reading `%s`" % f.name
                pos = got[1]
            continue
        if f.enc == "segments_sparse":
            cnt, sparse = v >> 1, v & 1
            if not sparse:
                if cnt > f.count:
                    return False, "`%s` holds %d sizes, more than the op's %d segments" % (
                        f.name, cnt, f.count)
                for _ in range(cnt):
                    got = read_varint(buf, pos)
                    if got is None:
                        return False, "runs past the end of the properties reading `%s`" % f.name
                    pos = got[1]
            elif cnt:
                got = read_varint(buf, pos)
                if got is None or got[0] > 8:
                    return False, "`%s` has a bad sparse index width" % f.name
                bits, pos = got
                for _ in range(cnt):
                    got = read_varint(buf, pos)
                    if got is None:
                        return False, "runs past the end of the properties reading `%s`" % f.name
                    if got[0] & ((1 << bits) - 1) >= f.count:
                        return False, "`%s` indexes a segment past the op's %d" % (f.name, f.count)
                    pos = got[1]
            continue
        if f.enc == "opt_attr":
            if not v & 1:
                got_idx[f.name] = None
                continue
            v >>= 1
        got_idx[f.name] = v
        if v >= len(refs):
            return False, "`%s` reads attribute index %d of %d" % (f.name, v, len(refs))
        bad = kind_mismatch(f.kind, refs[v], rel_model, names)
        if bad:
            return False, "`%s` reads attribute #%d, %s, where %s %s is expected" % (
                f.name, v, bad, article(f.kind), f.kind)
    return True, "every field reads an attribute of the expected kind"


VISIBILITIES = ("public", "private", "nested")


def shifted_visibility(op, wrote, reads, refs, m, names):
    """Hand-written, because it is the SymbolOpInterface verifier (C++ in
    mlir/lib/IR/SymbolTable.cpp, no generated data): `sym_visibility` must
    be "public", "private" or "nested" (findings mark such strings in
    attr_codes.refs as builtin:2:private). When the reader's layout makes
    `sym_visibility` read another attribute, the verifier rejects the op."""
    if not any(f.name == "sym_visibility" for f in reads):
        return None
    for p in op.get("payloads", []):
        w, r = {}, {}
        replay(p, wrote, refs, m, names, w)
        replay(p, reads, refs, m, names, r)
        idx = r.get("sym_visibility")
        if idx is None or idx == w.get("sym_visibility") or idx >= len(refs):
            continue
        if refs[idx].rsplit(":", 1)[-1] not in VISIBILITIES:
            was = next((k for k, v in w.items() if v == idx), None)
            return (False, "`sym_visibility` reads attribute #%d%s, not public, private or nested "
                           "(the symbol verifier rejects it)" % (
                               idx, ", which the writer stored as `%s`" % was if was else ""))
    return None


def first_difference(wrote, reads):
    """The first field where two layouts differ, named for a reason."""
    for i in range(max(len(wrote), len(reads))):
        a = wrote[i].token() if i < len(wrote) else None
        b = reads[i].token() if i < len(reads) else None
        if a != b:
            return i, a, b
    return None


def rule_properties(fx, rel, ctx):
    m = rel.get("model")
    version = fx.file.get("version", 0)
    if version < 5 or m is None:
        return None
    writer = ctx["models"].get(ctx["writer"](fx))
    refs = fx.attr_refs or ["builtin:%d" % c if c >= 0 else "" for c in fx.attr_codes]
    names = ctx["builtin"][0]
    unknown = None
    for op in fx.ops:
        ods = op.get("props", 0) - op.get("props_attr", 0)
        name = op["name"]
        dialect = name.split(".", 1)[0]
        if ods <= 0 or dialect not in rel["dialects"]:
            continue
        mine = m["ops"].get(name, rel.get("unshipped_layouts", {}).get(name, "absent"))
        if mine == "absent":
            continue  # not an op of this release: rule_ops_exist, or no claim
        if mine is None:
            return "%s has properties but LLVM %s's %s has none (no BytecodeOpInterface)" % (
                name, rel["release"], name)
        reads = release_model.layout_at(mine, version)
        wrote = None
        if writer is not None:
            w = writer["ops"].get(name, ctx["unshipped_by_release"].get(writer["release"], {}).get(name))
            wrote = release_model.layout_at(w, version) if w is not None else None
        if wrote is not None and [f.token() for f in wrote] == [f.token() for f in reads]:
            continue
        replays = [replay(p, reads, refs, m, names) for p in op.get("payloads", [])]
        bad = next((r for r in replays if not r[0]), None)
        if not bad and wrote is not None:
            bad = shifted_visibility(op, wrote, reads, refs, m, names)
        diff = first_difference(wrote, reads) if wrote is not None else None
        why = "%s: properties %s" % (name, "written by LLVM %s" % writer["release"]
                                     if wrote is not None else "in this file")
        if diff:
            i, a, b = diff
            why += " have field %d `%s`; LLVM %s reads `%s` there" % (
                i + 1, a or "(none)", rel["release"], b or "(none)")
        if bad:
            return why + ": " + bad[1]
        # A harmless shift is judged on generated layouts only, not on the
        # hand-measured test-dialect ones (unshipped_layouts).
        if wrote is not None and name in m["ops"] and \
                renamed_only(fx, op, wrote, reads, refs, m, names):
            continue
        if wrote is not None and unknown is None:
            # Every field reads something of the right kind: it loads with
            # shifted fields unless the op verifier objects. Not data.
            unknown = why + ": every field still reads a valid value, so whether it loads " \
                            "depends on the %s verifier (fields shifted)" % name
    if unknown:
        return ("unknown", unknown)
    return None


SYMBOL_REF_KINDS = ("FlatSymbolRefAttr", "SymbolRefAttr")


def renamed_only(fx, op, wrote, reads, refs, m, names):
    """Whether a properties shift is harmless. Every field the reader's
    layout reads must get what the writer meant for the field of that name,
    or nothing (an absent optional attribute verifies: ODS made it
    optional; `sym_visibility` excepted). One exception is hand-written, because it is the
    symbol-table verifier (C++ in mlir/lib/IR/SymbolTable.cpp): `sym_name`
    may read another string, i.e. the op is renamed, which verifies when one
    op carries these properties (no duplicate names) and no op of the file
    can refer to a symbol (no field of a symbol-reference kind, no
    `callee`)."""
    if any(f.enc == "opaque" for f in reads):
        return False
    renamed = False
    for p in op.get("payloads", []):
        w, r = {}, {}
        replay(p, wrote, refs, m, names, w)
        replay(p, reads, refs, m, names, r)
        for k, v in r.items():
            if v == w.get(k):
                continue
            # Losing `sym_visibility` makes a private declaration public,
            # which the symbol verifier rejects ("symbol declaration cannot
            # have public visibility"): not harmless.
            if v is None and k != "sym_visibility":
                continue
            if k != "sym_name":
                return False
            renamed = True
    if not renamed:
        return True
    if op.get("count") != 1 or len(op.get("payloads", [])) != 1:
        return False
    for other in fx.ops:
        fl = m["ops"].get(other["name"]) or []
        if any(f.kind in SYMBOL_REF_KINDS for f in fl) or "callee" in other.get("attr_keys", []):
            return False
    return True

RULES = [rule_version, rule_sections, rule_alignment, rule_builtin_codes,
         rule_fallback_mnemonics, rule_dialects, rule_custom_codes, rule_renamed_attrs,
         rule_ops_exist, rule_required_attrs, rule_terminators, rule_arity, rule_properties]


class Model:
    def __init__(self, root=ROOT):
        self.releases = load_releases(root)
        self.tolerance = tolerance.load(os.path.join(root, "spec", "releases", "tolerance.json"))
        names, eras = builtin_names(root)
        # payloads that changed without a code change: VectorTypeWithScalableDims
        era_payload = {(k, c) for (k, c), n in names.items() if n == "VectorTypeWithScalableDims"}
        models, unshipped = {}, {}
        for rel, r in self.releases.items():
            m = release_model.load(int(rel), os.path.join(root, "spec", "releases"))
            if m is not None:
                cls = {}
                mpath = os.path.join(root, "spec", "releases", rel, "mnemonics.tsv")
                for row in release_model._rows(mpath):
                    cls.setdefault((row[0], row[1], row[2]), []).append(row[3])
                m["mnemonic_classes"] = cls
                apath = os.path.join(root, "spec", "releases", rel, "arity.tsv")
                if os.path.exists(apath):
                    m["arity"] = {row[0]: tuple(row[1:]) for row in release_model._rows(apath)}
                m["attr_classes"] = {c for (d, w, _), cs in cls.items() if w == "attr" and d != "builtin"
                                     for c in cs} | \
                    {n for (d, w), cs in m["codes"].items() if w == "attr" and d != "builtin"
                     for n in cs.values()}
                models[int(rel)] = m
                r["model"] = m
            # Ops whose generated code is not shipped (the test dialect lives
            # in mlir/test/lib): layouts measured on mlir-opt, in N.json and
            # N/ops.test-dialect.tsv (spec/tools/mktestprops.py).
            u = {k: release_model.parse_layout(v) for k, v in r.get("unshipped_layouts", {}).items()}
            tpath = os.path.join(root, "spec", "releases", rel, "ops.test-dialect.tsv")
            if os.path.exists(tpath):
                for row in release_model._rows(tpath):
                    u.setdefault(row[0], release_model.parse_layout(row[1]))
            r["unshipped_layouts"] = u
            unshipped[int(rel)] = u
        all_mn, mn_class = {}, {}
        for m in models.values():
            for k, v in m["mnemonics"].items():
                all_mn.setdefault(k, set()).update(v)
            for k, cs in m["mnemonic_classes"].items():
                mn_class.setdefault(k, set()).update(cs)
        by_era = {}  # the newest modelled release of each builtin era
        for rel in sorted(models):
            by_era[self.releases[str(rel)]["builtin_era"]] = rel

        def writer(fx):
            """The release that wrote the file: an MLIR producer string names
            it; otherwise (other producers) the newest modelled release of
            the file's builtin era (era 23, derived from sources and not
            modelled, writes what the newest modelled era writes)."""
            mm = re.match(r"MLIR(\d+)", fx.file.get("producer") or "")
            if mm and int(mm.group(1)) in models:
                return int(mm.group(1))
            known = [e for e in by_era if e <= (fx.file.get("era") or 0)]
            return by_era[max(known)] if known else None

        uk = os.path.join(root, "spec", "releases", "unknown-ops.json")
        unknown_ops = {}
        if os.path.exists(uk):
            with open(uk, encoding="utf-8") as f:
                unknown_ops = {k: set(v) for k, v in json.load(f).items() if k.isdigit()}
        self.ctx = {"unknown_ops": unknown_ops, "builtin": (names, eras), "era_payload": era_payload, "models": models,
                    "all_mnemonics": all_mn, "mnemonic_class": mn_class, "writer": writer, "unshipped_by_release": unshipped,
                    "op_dialects": {int(rel): {o.split(".", 1)[0] for o in m["ops"]}
                                    for rel, m in models.items()}}

    def predict_nonconformant(self, fx, rel):
        """A file the reference reader rejects: the release's bytecode
        version limit first (checked before any section), then what the
        release did with the same defect in the measured cases."""
        if fx.header_producer == tolerance.BLANK:
            return True, ("not bytecode (%s): an empty file, which mlir-opt parses as MLIR text, "
                          "an empty module" % fx.verdict.get("code"))
        v = fx.header_version
        if v is not None and v > rel["max_version"]:
            return False, "not conformant (%s); and bytecode version %d > %d supported by %s" % (
                fx.verdict.get("code"), v, rel["max_version"], rel["release"])
        return tolerance.predict(self.tolerance, fx.verdict.get("code"), fx.verdict.get("section"),
                                 fx.verdict.get("message"), str(rel["release"]),
                                 tolerance.writer_relation(fx.header_producer, rel["builtin_era"]))

    def predict(self, fx, release):
        rel = self.releases[release]
        if not fx.accepted:
            return self.predict_nonconformant(fx, rel)
        unknown = None
        for rule in RULES:
            reason = rule(fx, rel, self.ctx)
            if isinstance(reason, tuple):  # ("unknown", why): a later rule may still say no
                unknown = unknown or reason[1]
            elif reason:
                return False, reason
        if unknown:
            return None, unknown
        return True, "reads bytecode v%d, builtin era %s%s" % (
            fx.file.get("version", 0), era_label(fx.file.get("era")),
            "" if fx.file.get("version", 0) < 5 else ", every op's properties layout as written")
