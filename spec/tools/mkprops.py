#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Generate the reader's table of v5+ op properties layouts from the release
model (python3 stdlib only).

  python3 -m spec.tools.mkprops --out mlirbc_props_table.c [--releases spec/releases]
      writes a C source with one table per modeled release: every op the
      release registers, sorted by name (the reader binary-searches it), and
      the fields its generated readProperties reads, in wire order.
  python3 -m spec.tools.mkprops --list [--releases ...]
      prints, per release, how many ops have a layout, none, or one the
      reader cannot decode.

Input: spec/releases/N/ops.tsv (written by spec/tools/mkreleases.py; format in
spec/releases/README.md): `OP<TAB>LAYOUT`, LAYOUT `-` (no properties) or the
fields in read order. Also N/ops.*.tsv in the same format: ops the derivation
cannot see (each file says why); an op may appear in one file of a release.

This script only translates the model's field tokens to the reader's field
kinds (props.h MBC_PF_*). What the model does not say is how a non-attribute
property prints in mlir-opt's generic form (its conversion to an attribute);
those rules are the print rules at VARINT_BITS below, with their source.
"""
import argparse
import os
import re
import sys

SPEC = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_DIR = os.path.join(SPEC, "releases")

NAME_RE = re.compile(r"^[A-Za-z_][A-Za-z0-9_$.]*$")
MAX_FIELDS = 255
MAX_ARG = 64  # segment groups, enum bits (props_ods.c MAXSEG)
MAX_SEG_NAMES = 4  # segment-size properties per op (props_ods.c MAXSEGNAMES)

# Print rules. Non-attribute properties: token kind (and C++ type) -> reader
# kind (props.h MBC_PF_*), which fixes how the reader prints them.
# The generated getPropertiesAsAttr of 22 turns an enum property into an i32
# IntegerAttr, a bool into UnitAttr (true) / BoolAttr false, an optional
# int64 into an ArrayAttr of zero or one i64 (PtrOps.cpp.inc,
# AffineOps.cpp.inc, LLVMOps.cpp.inc). 19's llvm overflowFlags is a
# hand-written property whose attribute is #llvm.overflow<...>
# (IntegerOverflowFlagsAttr, a bit enum: nsw = 1, nuw = 2).
VARINT_BITS = {"u32": 32, "u8": 8}
BIT_ENUMS = {  # C++ type of an unchecked varint -> index in mbc_prop_bitenums
    "IntegerOverflowFlags": 0,
}
BIT_ENUM_TABLE = [  # (attribute prefix, text for 0, flag names by bit)
    ("#llvm.overflow<", "none", ["nsw", "nuw"]),
]

FIELD_RE = re.compile(
    r"^(?P<name>[A-Za-z_][A-Za-z0-9_$]*)(?:"
    r"(?P<opt>\?)?:(?P<kind>[A-Za-z0-9_:<>, ]+)"
    r"|=segments_attr\((?P<k5>\d+)\)@v<(?P<v5>\d+)"
    r"|=segments_sparse\((?P<k6>\d+)\)@v>=(?P<v6>\d+)"
    r"|=varint(?:\((?P<bits>u\d+)\))?:(?P<vtype>\S+)"
    r"|=bool:(?P<btype>\S+)"
    r"|=opt_varint:(?P<otype>\S+))$")


class DataError(Exception):
    pass


def parse_field(tok, where):
    """One model token -> (reader kind, name, arg)."""
    if tok.startswith("opaque("):
        return ("custom", "opaque", 0)
    m = FIELD_RE.match(tok)
    if not m:
        raise DataError(f"{where}: unknown field {tok!r}")
    name = m.group("name")
    if m.group("kind") is not None:
        return ("attr?" if m.group("opt") else "attr", name, 0)
    for k, v, kind in (("k5", "v5", "seg5"), ("k6", "v6", "seg6")):
        if m.group(k) is not None:
            # The reader's segment fields switch at version 6
            # (kNativePropertiesODSSegmentSize); a model saying otherwise
            # needs a new reader kind.
            if m.group(v) != "6":
                raise DataError(f"{where}: segment sizes switch at v{m.group(v)}, reader expects v6")
            n = int(m.group(k))
            if not 0 < n <= MAX_ARG:
                raise DataError(f"{where}: {n} segment groups")
            return (kind, name, n)
    if m.group("vtype") is not None:
        if m.group("bits"):
            if m.group("bits") not in VARINT_BITS:
                raise DataError(f"{where}: varint range {m.group('bits')}")
            return ("enum", name, VARINT_BITS[m.group("bits")])
        t = m.group("vtype").split("::")[-1]
        if t in BIT_ENUMS:
            return ("bitenum", name, BIT_ENUMS[t])
        return ("custom", name, 0)
    if m.group("btype") is not None:
        return ("bool", name, 0)
    return ("opt64", name, 0)


KINDS = {
    "attr": "MBC_PF_ATTR",
    "attr?": "MBC_PF_ATTR_OPT",
    "seg5": "MBC_PF_SEG_LEGACY",
    "seg6": "MBC_PF_SEG_SPARSE",
    "bool": "MBC_PF_BOOL",
    "enum": "MBC_PF_ENUM",
    "bitenum": "MBC_PF_BITENUM",
    "opt64": "MBC_PF_OPT_I64",
    "custom": "MBC_PF_CUSTOM",
}


def parse_release(path, ops):
    """Add the ops of one ops*.tsv to `ops` {name: None | [(kind, name, arg)]}."""
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            where = f"{path}:{ln}"
            if "\t" not in line:
                raise DataError(f"{where}: expected OP<TAB>LAYOUT")
            op, rest = line.split("\t", 1)
            if not NAME_RE.match(op) or "." not in op:
                raise DataError(f"{where}: bad op name {op!r}")
            if op in ops:
                raise DataError(f"{where}: {op} listed twice")
            if rest == "-":
                ops[op] = None
                continue
            fields = [parse_field(t, where) for t in rest.split(" ")]
            if len({n for k, n, _ in fields if k in ("seg5", "seg6")}) > MAX_SEG_NAMES:
                raise DataError(f"{where}: more than {MAX_SEG_NAMES} segment-size properties")
            if len(fields) > MAX_FIELDS:
                raise DataError(f"{where}: more than {MAX_FIELDS} fields")
            ops[op] = fields


def load(releases_dir=DEFAULT_DIR):
    """{release number: ops} for every spec/releases/N/ops.tsv."""
    out = {}
    for name in sorted(os.listdir(releases_dir)):
        d = os.path.join(releases_dir, name)
        if not (name.isdigit() and os.path.isfile(os.path.join(d, "ops.tsv"))):
            continue
        ops = {}
        for f in sorted(os.listdir(d)):
            if f == "ops.tsv" or re.fullmatch(r"ops\.[a-z0-9-]+\.tsv", f):
                parse_release(os.path.join(d, f), ops)
        out[int(name)] = ops
    if not out:
        raise DataError(f"{releases_dir}: no N/ops.tsv")
    return out


def c_str(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def generate(releases):
    out = ["/* mlirbc_props_table.c — GENERATED by spec/tools/mkprops.py from",
           " * spec/releases/N/ops*.tsv. Do not edit. */",
           '#include "props.h"', ""]
    out.append("const mbc_prop_bitenum mbc_prop_bitenums[] = {")
    for prefix, zero, names in BIT_ENUM_TABLE:
        out.append(f"  {{{c_str(prefix)}, {c_str(zero)}, {len(names)}, "
                   f"{{{', '.join(c_str(n) for n in names)}}}}},")
    out.append("};")
    rel_rows = []
    for rel in sorted(releases):
        ops = releases[rel]
        names = sorted(ops, key=lambda s: s.encode())
        fl, lay, nf = [], [], 0
        for op in names:
            fields = ops[op]
            if fields is None:
                lay.append(f"  {{{c_str(op)}, {len(op)}, MBC_PL_NONE, 0, NULL}},")
                continue
            decodable = all(k != "custom" for k, _, _ in fields)
            flag = "MBC_PL_OK" if decodable else "MBC_PL_CUSTOM"
            ptr = f"F{rel} + {nf}" if fields else "NULL"
            lay.append(f"  {{{c_str(op)}, {len(op)}, {flag}, {len(fields)}, {ptr}}},")
            for k, n, a in fields:
                fl.append(f"  {{{KINDS[k]}, {a}, {len(n)}, {c_str(n)}}},")
            nf += len(fields)
        if fl:
            out.append(f"static const mbc_prop_field F{rel}[] = {{")
            out += fl
            out.append("};")
        out.append(f"static const mbc_prop_layout L{rel}[] = {{")
        out += lay or ["  {NULL, 0, 0, 0, NULL},"]
        out.append("};")
        rel_rows.append(f"  {{{rel}, L{rel}, {len(lay)}}},")
    out.append("const mbc_prop_release mbc_prop_releases[] = {")
    out += rel_rows
    out.append("};")
    out.append("const size_t mbc_prop_nreleases = "
               "sizeof mbc_prop_releases / sizeof mbc_prop_releases[0];")
    return "\n".join(out) + "\n"


def summary(releases):
    lines = []
    for rel in sorted(releases):
        ops = releases[rel]
        none = sum(1 for v in ops.values() if v is None)
        custom = sum(1 for v in ops.values() if v and any(k == "custom" for k, _, _ in v))
        lines.append(f"{rel}: {len(ops)} ops, {len(ops) - none} with properties "
                     f"({len(ops) - none - custom} decodable, {custom} custom), {none} without")
    return "\n".join(lines)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--releases", default=DEFAULT_DIR, help="spec/releases directory")
    ap.add_argument("--out", help="write the C table here")
    ap.add_argument("--list", action="store_true", help="print a per-release summary")
    a = ap.parse_args(argv)
    try:
        rel = load(a.releases)
    except (DataError, OSError) as e:
        print(f"mkprops: {e}", file=sys.stderr)
        return 1
    if a.list:
        print(summary(rel))
    if a.out:
        text = generate(rel)
        os.makedirs(os.path.dirname(os.path.abspath(a.out)), exist_ok=True)
        old = None
        if os.path.exists(a.out):
            with open(a.out, encoding="utf-8") as f:
                old = f.read()
        if old != text:  # keep the timestamp: no rebuild when nothing changed
            with open(a.out, "w", encoding="utf-8") as f:
                f.write(text)
    if not a.out and not a.list:
        ap.error("nothing to do: --out FILE and/or --list")
    return 0


if __name__ == "__main__":
    sys.exit(main())
