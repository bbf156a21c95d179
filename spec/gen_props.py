#!/usr/bin/env python3
"""Generate the reader's table of v5+ op properties layouts from the release
model (python3 stdlib only).

  gen_props.py --out mlirbc_props_table.c [--releases spec/releases]
      writes a C source with one table per modeled release: every op the
      release registers, sorted by name (the reader binary-searches it), and
      the fields its generated readProperties reads, in wire order.
  gen_props.py --list [--releases ...]
      prints, per release, how many ops have a layout, none, or one the
      reader cannot decode.

Input: spec/releases/props/N.txt, one line per registered op of release N:
    OP-NAME<TAB>FIELD FIELD ...       (fields in the order readProperties reads)
    OP-NAME<TAB>-                     (the op has no properties)
A FIELD is KIND:NAME[:ARG]:
    attr:NAME        required attribute (varint attribute index)
    attr?:NAME       optional or default-valued attribute (varint 0 absent,
                     (index << 1) | 1 present)
    seg5:NAME:K      segment sizes of K groups as a DenseI32ArrayAttr
                     reference, read only when the file version is < 6
    seg6:NAME:K      segment sizes as a sparse array, read only at version >= 6
    bool:NAME        one byte 0/1, printed `NAME` (true) / `NAME = false`
    enum:NAME:BITS   varint at most 2^BITS - 1, printed `N : i32`
    opt64:NAME       one byte present flag, then a varint when present,
                     printed `NAME = []` / `NAME = [N : i64]`
    custom:NAME      a property the reader has no rule for (the op stays hex)
Lines starting with '#' are comments. The files are written by the release
model's extraction (spec/releases/README.md); this script only translates.
N-TOPIC.txt files add ops of release N that the extraction cannot see (each
file says why); an op may appear in only one file of a release.
"""
import argparse
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_DIR = os.path.join(HERE, "releases")

# kind in the data -> (C enum, has numeric argument)
KINDS = {
    "attr": ("MBC_PF_ATTR", False),
    "attr?": ("MBC_PF_ATTR_OPT", False),
    "seg5": ("MBC_PF_SEG_LEGACY", True),
    "seg6": ("MBC_PF_SEG_SPARSE", True),
    "bool": ("MBC_PF_BOOL", False),
    "enum": ("MBC_PF_ENUM", True),
    "opt64": ("MBC_PF_OPT_I64", False),
    "custom": ("MBC_PF_CUSTOM", False),
}
NAME_RE = re.compile(r"^[A-Za-z_][A-Za-z0-9_$.]*$")
MAX_FIELDS = 255
MAX_ARG = 64  # segment groups, enum bits


class DataError(Exception):
    pass


def parse_release(path):
    """{op name: None (no properties) | [(kind, name, arg), ...]}"""
    ops = {}
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            where = f"{path}:{ln}"
            if "\t" not in line:
                raise DataError(f"{where}: expected OP<TAB>FIELDS")
            op, rest = line.split("\t", 1)
            if not NAME_RE.match(op) or "." not in op:
                raise DataError(f"{where}: bad op name {op!r}")
            if op in ops:
                raise DataError(f"{where}: {op} listed twice")
            if rest == "-":
                ops[op] = None
                continue
            fields = []
            for tok in rest.split(" "):
                parts = tok.split(":")
                if parts[0] not in KINDS:
                    raise DataError(f"{where}: unknown field kind in {tok!r}")
                _, has_arg = KINDS[parts[0]]
                if len(parts) != (3 if has_arg else 2) or not NAME_RE.match(parts[1]):
                    raise DataError(f"{where}: bad field {tok!r}")
                arg = 0
                if has_arg:
                    if not parts[2].isdigit() or not 0 < int(parts[2]) <= MAX_ARG:
                        raise DataError(f"{where}: bad argument in {tok!r}")
                    arg = int(parts[2])
                fields.append((parts[0], parts[1], arg))
            if len(fields) > MAX_FIELDS:
                raise DataError(f"{where}: more than {MAX_FIELDS} fields")
            ops[op] = fields
    return ops


def load(releases_dir=DEFAULT_DIR):
    """{release number: ops} for every spec/releases/props/N.txt."""
    d = os.path.join(releases_dir, "props")
    out = {}
    for name in sorted(os.listdir(d)) if os.path.isdir(d) else []:
        m = re.fullmatch(r"(\d+)(-[a-z0-9-]+)?\.txt", name)
        if not m:
            continue
        ops = out.setdefault(int(m.group(1)), {})
        for op, fields in parse_release(os.path.join(d, name)).items():
            if op in ops:
                raise DataError(f"{name}: {op} is also in another file of release {m.group(1)}")
            ops[op] = fields
    if not out:
        raise DataError(f"{d}: no N.txt release data")
    return out


def c_str(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def generate(releases):
    out = ["/* mlirbc_props_table.c — GENERATED by spec/gen_props.py from",
           " * spec/releases/props/N.txt. Do not edit. */",
           '#include "props.h"', ""]
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
                fl.append(f"  {{{KINDS[k][0]}, {a}, {len(n)}, {c_str(n)}}},")
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
        print(f"gen_props.py: {e}", file=sys.stderr)
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
