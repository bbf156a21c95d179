# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Load the derived release model (spec/releases/N/*.tsv, made by derive.py).

Plain data in, plain data out; the formats are in spec/releases/README.md.

    load(22)["ops"]["func.func"]          -> [Field, ...] or None (no properties)
    layout_at(fields, version)             -> the fields read at that bytecode version
    load(22)["dialects"]["llvm"]           -> {"bytecode": True, "version": False, "resources": False}
    load(22)["codes"][("llvm", "attr")]    -> {code: name}
    load(22)["digests"][("llvm", "attr", 3)] -> digest of the generated read function
    load(22)["mnemonics"][("llvm", "attr")] -> {mnemonic, ...}
    load(19)["terminators"]["gpu.module"]  -> "gpu.module_end"
    load(19)["classes"]                    -> {("type", "LLVMStructType"), ...}
    load(16)["required"]["tosa.const"]     -> {"value"}
"""
import os
import re
from dataclasses import dataclass
from oracle.core.paths import REPO

HERE = os.path.join(REPO, "spec", "releases")  # the derived model's data


@dataclass(frozen=True)
class Field:
    name: str
    enc: str          # attr | opt_attr | segments_attr | segments_sparse | varint | bool | opt_varint | opaque
    kind: str = ""    # C++ storage type (attributes: the attribute class; others: the C++ type)
    count: int = 0    # segments: number of sizes; varint: bits of the range check (0 = none)
    below: int = 0    # read only when the bytecode version is < below (0: always)
    from_: int = 0    # read only when the bytecode version is >= from_ (0: always)

    def token(self):
        """The field as written in ops.tsv."""
        if self.enc == "attr":
            return f"{self.name}:{self.kind}"
        if self.enc == "opt_attr":
            return f"{self.name}?:{self.kind}"
        if self.enc == "segments_attr":
            return f"{self.name}=segments_attr({self.count})@v<{self.below}"
        if self.enc == "segments_sparse":
            return f"{self.name}=segments_sparse({self.count})@v>={self.from_}"
        if self.enc == "opaque":
            return f"{self.name + '=' if self.name else ''}opaque({self.kind})"
        check = f"(u{self.count})" if self.enc == "varint" and self.count else ""
        return f"{self.name}={self.enc}{check}:{self.kind}"

    def describe(self):
        """Human wording of how the field is read."""
        if self.enc == "attr":
            return f"required {self.kind}"
        if self.enc == "opt_attr":
            return f"optional {self.kind}"
        if self.enc == "segments_attr":
            return f"{self.count} segment sizes as a DenseI32ArrayAttr (version < {self.below})"
        if self.enc == "segments_sparse":
            return f"{self.count} segment sizes as a sparse array (version >= {self.from_})"
        if self.enc == "opaque":
            return f"unmodelled ({self.kind})"
        return {"varint": "varint", "bool": "one byte", "opt_varint": "presence byte + varint"}[self.enc] + \
            f" ({self.kind})"


TOKEN = re.compile(
    r"^(?:(?:(?P<oname>\w+)=)?opaque\((?P<reason>[^)]*)\)"
    r"|(?P<name>\w+)(?:(?P<opt>\?)?:(?P<kind>\S+)"
    r"|=segments_attr\((?P<na>\d+)\)@v<(?P<below>\d+)"
    r"|=segments_sparse\((?P<ns>\d+)\)@v>=(?P<from>\d+)"
    r"|=(?P<enc>varint|bool|opt_varint)(?:\((?:u|i)(?P<bits>\d+)\))?:(?P<ty>\S+)))$")


def parse_field(tok):
    m = TOKEN.match(tok)
    if not m:
        raise ValueError(f"unparseable properties field: {tok!r}")
    if m.group("reason") is not None:
        return Field(m.group("oname") or "", "opaque", m.group("reason"))
    name = m.group("name")
    if m.group("kind") is not None:
        return Field(name, "opt_attr" if m.group("opt") else "attr", m.group("kind"))
    if m.group("na"):
        return Field(name, "segments_attr", "DenseI32ArrayAttr", int(m.group("na")), below=int(m.group("below")))
    if m.group("ns"):
        return Field(name, "segments_sparse", "int32", int(m.group("ns")), from_=int(m.group("from")))
    return Field(name, m.group("enc"), m.group("ty"), int(m.group("bits") or 0))


def parse_layout(text):
    """ops.tsv layout column -> [Field] (None for '-')."""
    if text == "-":
        return None
    return [parse_field(t) for t in text.split(" ")]


def layout_at(fields, version):
    """The fields read, in order, from a file of the given bytecode version."""
    if fields is None:
        return None
    return [f for f in fields
            if (not f.below or version < f.below) and (not f.from_ or version >= f.from_)]


def _rows(path):
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if line and not line.startswith("#"):
                yield line.split("\t")


_CACHE = {}


def releases(root=HERE):
    """Releases with a derived model, ascending."""
    return sorted(int(d) for d in os.listdir(root)
                  if d.isdigit() and os.path.isfile(os.path.join(root, d, "ops.tsv")))


def load(release, root=HERE):
    key = (release, root)
    if key in _CACHE:
        return _CACHE[key]
    d = os.path.join(root, str(release))
    if not os.path.isfile(os.path.join(d, "ops.tsv")):
        return None
    ops = {op: parse_layout(layout) for op, layout in _rows(os.path.join(d, "ops.tsv"))}
    dialects = {r[0]: {"bytecode": r[1] == "bytecode", "version": r[2] == "version",
                       "resources": r[3] == "resources"}
                for r in _rows(os.path.join(d, "dialects.tsv"))}
    codes, digests = {}, {}
    for dialect, what, code, name, digest in _rows(os.path.join(d, "codes.tsv")):
        codes.setdefault((dialect, what), {})[int(code)] = name
        digests[(dialect, what, int(code))] = digest
    mnemonics = {}
    for dialect, what, mnemonic, _cls in _rows(os.path.join(d, "mnemonics.tsv")):
        mnemonics.setdefault((dialect, what), set()).add(mnemonic)
    terminators = dict(_rows(os.path.join(d, "terminators.tsv")))
    required = {o: set(a.split(" ")) for o, a in _rows(os.path.join(d, "required.tsv"))}
    classes = {(w, c) for w, c in _rows(os.path.join(d, "classes.tsv"))}
    m = {"release": release, "ops": ops, "terminators": terminators, "required": required, "classes": classes, "dialects": dialects, "codes": codes, "digests": digests,
         "mnemonics": mnemonics}
    _CACHE[key] = m
    return m
