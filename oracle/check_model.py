"""Loadability model: will stock `mlir-opt-N --allow-unregistered-dialect`
read this file? Facts come from `mlirbc-read --findings`; what each release
reads comes from spec/releases/N.json (one data file per release, so adding
a release is a data change). Every rule returns the first reason it finds;
predict() returns (loads, reason) with the reasons in file order of
importance: header, container, tables, IR."""

import glob
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
MALLOC_ALIGN = 16  # what a heap buffer guarantees; mlir-opt reads small files into one


def load_releases(root=ROOT):
    out = {}
    for path in sorted(glob.glob(os.path.join(root, "spec", "releases", "*.json"))):
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

    def __init__(self, lines):
        self.file = {}
        self.sections, self.dialects, self.ops, self.entries = [], [], [], []
        self.resource_groups, self.findings = [], []
        self.attr_codes = []
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
        return ("section alignment %d > %d of the %s buffer: LLVM %s %s" % (
            big, have, where, rel["release"], al["consequence"]))


def rule_builtin_codes(fx, rel, ctx):
    names, eras = ctx["builtin"]
    for e in fx.entries:
        if e["encoding"] != "builtin" or "code" not in e or not e.get("referenced", True):
            continue
        kind, code = e["what"], e["code"]
        if not in_ranges(code, rel["builtin_codes"][kind]):
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


def writer_layouts(layouts_by_era, era):
    """Property layouts of the newest measured era not after `era`: era 23
    (derived from sources, no binary here) writes what 22 writes."""
    known = [e for e in layouts_by_era if e <= (era or 0)]
    return layouts_by_era[max(known)] if known else None


def rule_fallback_mnemonics(fx, rel, ctx):
    for e in fx.entries:
        if e["encoding"] != "fallback" or "mnemonic" not in e or not e.get("referenced", True):
            continue
        d = rel["dialects"].get(e["dialect"])
        if d is None:
            continue
        unknown = d.get(e["what"] + "_mnemonics_unknown", [])
        if e["mnemonic"] in unknown:
            sigil = "#" if e["what"] == "attr" else "!"
            prefix = "" if e["dialect"] == "builtin" else e["dialect"] + "."
            return "%s %s%s%s unknown to LLVM %s" % (e["what"], sigil, prefix, e["mnemonic"],
                                                     rel["release"])


def rule_dialects(fx, rel, ctx):
    custom = {e["dialect"] for e in fx.entries
              if e["encoding"] == "custom" and e.get("referenced", True)}
    for d in fx.dialects:
        name = d["name"]
        info = rel["dialects"].get(name)
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
        info = rel["dialects"].get(g["key"])
        if info is None:
            return "resources of dialect `%s`, which mlir-opt does not register" % g["key"]
        if not info.get("resources"):
            return "resources of dialect `%s`, which has no resource handler in LLVM %s" % (
                g["key"], rel["release"])


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


def replay(payload, layout, kinds, codes, names):
    """Read an ODS properties payload with another layout, as that release's
    generated reader would: required fields are attribute indices, optional
    ones 0 / (idx<<1)|1 (an even value reads as absent, AMB-024), leftover
    bytes are not checked. Returns (loads, detail); None when the layout has
    operand segments (not replayed)."""
    if layout is None or "segments=" in layout:
        return None
    buf, pos = bytes.fromhex(payload), 0
    for field in layout.split():
        req, name = field[0] == "!", field[1:]
        got = read_varint(buf, pos)
        if got is None:
            return False, "runs past the end of the properties reading `%s`" % name
        v, pos = got
        if not req:
            if not v & 1:
                continue
            v >>= 1
        if v >= len(codes):
            return False, "`%s` reads attribute index %d of %d" % (name, v, len(codes))
        want = kinds.get(name)
        if want is not None and names.get(("attr", codes[v])) != want:
            got_name = names.get(("attr", codes[v]), "non-builtin attribute")
            return False, "`%s` reads attribute #%d, %s %s, where %s %s is expected" % (
                name, v, article(got_name), got_name, article(want), want)
    return True, "every field reads an attribute of the expected kind"


def rule_properties(fx, rel, ctx):
    props = rel.get("properties")
    if not props or fx.file.get("version", 0) < 5:
        return None
    writer = writer_layouts(ctx["layouts_by_era"], fx.file.get("era"))
    mine = props["layouts"]
    for op in fx.ops:
        ods = op.get("props", 0) - op.get("props_attr", 0)
        if ods <= 0 or op["name"].split(".", 1)[0] not in rel["dialects"]:
            continue
        name = op["name"]
        if name not in mine:
            continue  # layout unknown to the model: no claim
        wrote = writer.get(name, mine[name]) if writer is not None else mine[name]
        if mine[name] is None:
            return "%s has properties but LLVM %s's %s has none (no BytecodeOpInterface)" % (
                name, rel["release"], name)
        if wrote == mine[name]:
            continue
        why = "%s properties written with the LLVM %s layout; LLVM %s reads the %s layout" % (
            name, era_label(fx.file.get("era")), rel["release"], era_label(props["era"]))
        replays = [replay(p, mine[name], props.get("kinds", {}), fx.attr_codes,
                          ctx["builtin"][0]) for p in op.get("payloads", [])]
        bad = next((r for r in replays if r is not None and not r[0]), None)
        if bad:
            return why + ": " + bad[1]
        if replays and all(r is not None for r in replays) and op.get("payloads_complete"):
            # Every field reads an attribute of the right kind: the module may
            # load with shifted fields unless the verifier objects. A producer
            # cannot rely on that, so the answer stays no.
            return why + ": the fields shift; it may load with wrong properties"
        return why


RULES = [rule_version, rule_sections, rule_alignment, rule_builtin_codes,
         rule_fallback_mnemonics, rule_dialects, rule_renamed_attrs, rule_properties]


class Model:
    def __init__(self, root=ROOT):
        self.releases = load_releases(root)
        names, eras = builtin_names(root)
        # payloads that changed without a code change: VectorTypeWithScalableDims
        era_payload = {(k, c) for (k, c), n in names.items() if n == "VectorTypeWithScalableDims"}
        layouts = {}
        for r in self.releases.values():
            p = r.get("properties")
            if p:
                layouts[p["era"]] = p["layouts"]
        self.ctx = {"builtin": (names, eras), "era_payload": era_payload,
                    "layouts_by_era": layouts}

    def predict(self, fx, release):
        rel = self.releases[release]
        if not fx.accepted:
            return False, ("not conformant (%s at offset %s); whether LLVM %s tolerates it "
                           "is not modeled" % (fx.verdict.get("code"), fx.verdict.get("offset"),
                                               release))
        for rule in RULES:
            reason = rule(fx, rel, self.ctx)
            if reason:
                return False, reason
        return True, "reads bytecode v%d, builtin era %s%s" % (
            fx.file.get("version", 0), era_label(fx.file.get("era")),
            "" if fx.file.get("version", 0) < 5 else ", known property layouts")
