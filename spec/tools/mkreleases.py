#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Derive the release model of LLVM N from the files Debian's libmlir-N-dev ships.

usage: python3 -m spec.tools.mkreleases [--release N]... [--root N=DIR]... [--out DIR] [--check]

For each release (default 16, 19, 22) it reads the generated headers under
DIR/include/mlir (DIR defaults to the copy that `./cts bootstrap --release-model` unpacks under
.cache/release-model/N, else /usr/lib/llvm-N) and the
static libraries under DIR/lib, and writes spec/releases/N/*.tsv:

  ops.tsv        every op ODS generates, and how its readProperties reads it
  dialects.tsv   each dialect: bytecode interface, version hook, resources
  codes.tsv      custom attribute/type codes of the generated *DialectBytecode
  mnemonics.tsv  attribute and type mnemonics each dialect's ODS parser knows
  classes.tsv    attribute and type classes the headers declare
  terminators.tsv  ops whose blocks must end with a given terminator op
  required.tsv   attributes each op's generated verifier requires

The formats are described in spec/releases/README.md. --check compares with
the committed files instead of writing and exits 1 on any difference
(77 when the packages are missing, 2 under CI=true).
Python 3 standard library, plus `nm` (binutils) for the static libraries.
"""
import argparse
import difflib
import hashlib
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
RELEASES_DIR = os.path.join(ROOT, "spec", "releases")
RELEASES = (16, 19, 22)


def release_root(release, override=None):
    """The llvm-N tree holding include/mlir, or None."""
    candidates = [override] if override else [
        os.path.join(ROOT, ".cache", "release-model", str(release),
                     "usr", "lib", f"llvm-{release}"),
        f"/usr/lib/llvm-{release}",
    ]
    for c in candidates:
        # Both halves of the package: generated headers and static libraries.
        if c and os.path.isfile(os.path.join(c, "include", "mlir", "IR", "BuiltinOps.h.inc")) \
                and os.path.isfile(os.path.join(c, "lib", "libMLIRIR.a")):
            return c
    return None


def read(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        return f.read()


def inc_files(include, suffix):
    out = []
    for dp, dn, fn in os.walk(include):
        dn.sort()
        for f in sorted(fn):
            if f.endswith(suffix):
                out.append(os.path.join(dp, f))
    return out


def short_type(t):
    """C++ type as written in the model: no leading ::mlir::, no spaces."""
    t = t.strip()
    t = re.sub(r"^::", "", t)
    t = re.sub(r"^mlir::", "", t)
    t = t.replace("::mlir::", "")
    return re.sub(r"\s+", "", t)


# ---------------------------------------------------------------- ops

# ODS banners: "// ::mlir::func::FuncOp definitions" (some dialects write the
# namespace without the leading "::" or with spaces around "::").
SECTION = re.compile(r"^//\s+((?:::)?\s*[A-Za-z_]\w*(?:\s*::\s*[A-Za-z_]\w*)*) (declarations|definitions)$", re.M)


def sections(text):
    """{qualified class: section text} split at ODS's per-class banners."""
    out = {}
    marks = list(SECTION.finditer(text))
    for i, m in enumerate(marks):
        end = marks[i + 1].start() if i + 1 < len(marks) else len(text)
        cls = re.sub(r"\s+", "", m.group(1))
        cls = cls if cls.startswith("::") else "::" + cls
        out[cls] = out.get(cls, "") + text[m.end():end]
    return out


OPNAME = re.compile(r'getOperationName\(\) \{\s*return ::llvm::StringLiteral\("([^"]+)"\);')
PROPTY = re.compile(r"using (\w+)Ty = ([^;]+);")


def read_properties_body(cls, text):
    short = cls.rsplit("::", 1)[-1]
    m = re.search(r"::(?:llvm|mlir)::LogicalResult " + re.escape(short) +
                  r"::readProperties\(::mlir::DialectBytecodeReader &reader, "
                  r"::mlir::OperationState &state\) \{\n(.*?)\n\}\n", text, re.S)
    return m.group(1) if m else None


ATTR_READ = re.compile(r"^\s*if \(::mlir::failed\(reader\.read(Optional)?Attribute\(prop\.(\w+)\)\)\)")
SEGMENTS_V5 = re.compile(r"^  if \(reader\.getBytecodeVersion\(\) < /\*kNativePropertiesODSSegmentSize=\*/(\d+)\) \{$")
STORAGE = re.compile(r"^\s*auto &propStorage = prop\.(\w+);")


def classify_storage(block, ty):
    """Encoding token of one non-attribute property read by a readProp lambda."""
    if "kNativePropertiesODSSegmentSize" in block and "readSparseArray" in block:
        m = re.search(r"std::array<int32_t,\s*(\d+)>", ty or "")
        v = re.search(r"getBytecodeVersion\(\) >= /\*kNativePropertiesODSSegmentSize=\*/(\d+)", block)
        if not (m and v):
            return "opaque(segment-count-unknown)"
        return f"segments_sparse({m.group(1)})@v>={v.group(1)}"
    if "readBool(isPresent)" in block and re.search(r"readVarInt\(val\)", block):
        return "opt_varint"
    if re.search(r"readBool\(propStorage\)", block) and "readVarInt" not in block:
        return "bool"
    if re.search(r"readVarInt\((rawValue|val)\)", block) and "readBool" not in block:
        m = re.search(r"numeric_limits<(u?int\d+)_t>::max\(\)", block)
        return f"varint({m.group(1).replace('uint', 'u').replace('int', 'i')})" if m else "varint"
    return "opaque(custom-readFromMlirBytecode)"


def parse_layout(body, types):
    """readProperties body -> list of field tokens in read order."""
    fields = []
    lines = body.split("\n")
    i = 0
    while i < len(lines):
        line = lines[i]
        m = ATTR_READ.match(line)
        if m:
            name = m.group(2)
            kind = short_type(types.get(name, "Attribute"))
            fields.append(f"{name}{'?' if m.group(1) else ''}:{kind}")
            i += 1
            continue
        m = SEGMENTS_V5.match(line)
        if m:
            # Before kNativePropertiesODSSegmentSize the segment sizes are read
            # first, as a DenseI32ArrayAttr; from it on, at their own position.
            j = i + 1
            while j < len(lines) and lines[j] != "  }":
                j += 1
            block = "\n".join(lines[i:j])
            n = re.search(r"auto &propStorage = prop\.(\w+);", block)
            ok = n and "::mlir::DenseI32ArrayAttr attr;" in block and "readAttribute(attr)" in block
            if ok:
                cnt = re.search(r"std::array<int32_t,\s*(\d+)>", types.get(n.group(1), ""))
                fields.append(f"{n.group(1)}=segments_attr({cnt.group(1) if cnt else '?'})@v<{m.group(1)}")
            else:
                fields.append("opaque(unrecognised-segment-block)")
            i = j + 1
            continue
        m = STORAGE.match(line)
        if m:
            name = m.group(1)
            j = i + 1
            while j < len(lines) and "if (::mlir::failed(readProp()))" not in lines[j]:
                j += 1
            block = "\n".join(lines[i:j])
            tok = classify_storage(block, types.get(name))
            ty = types.get(name)
            suffix = f":{short_type(ty)}" if ty and not tok.startswith(("segments", "opaque")) else ""
            fields.append(f"{name}={tok}{suffix}")
            i = j + 1
            continue
        s = line.strip()
        if s and not s.startswith(("return ::mlir::", "auto &prop = state.getOrAddProperties",
                                   "{", "}")):
            fields.append("opaque(unrecognised-statement)")
        i += 1
    return fields


def derive_ops(include):
    """{op name: layout string}; layout '-' when the op has no readProperties."""
    decls = {}
    for path in inc_files(include, ".h.inc"):
        text = read(path)
        if "getOperationName()" not in text:
            continue
        for cls, sec in sections(text).items():
            m = OPNAME.search(sec)
            if not m:
                continue
            types = {}
            pm = re.search(r"struct Properties \{(.*?)\n  \};", sec, re.S)
            if pm:
                types = dict(PROPTY.findall(pm.group(1)))
            short = cls.rsplit("::", 1)[-1]
            head = re.search(r"^class " + short + r" : public ::mlir::Op<" + short + r", (.*)> \{$", sec, re.M)
            decls[cls] = (m.group(1), types, head.group(1) if head else "")
    ops, required = {}, {}
    for path in inc_files(include, ".cpp.inc"):
        text = read(path)
        if "definitions" not in text:
            continue
        for cls, sec in sections(text).items():
            if cls not in decls:
                continue
            name, types, _ = decls[cls]
            req = sorted(set(re.findall(r"requires attribute '(\w+)'", sec)))
            if req:
                required[name] = " ".join(req)
            body = read_properties_body(cls, sec)
            layout = " ".join(parse_layout(body, types)) if body is not None else "-"
            if name in ops and ops[name] != layout:
                layout = "opaque(conflicting-definitions)"
            ops[name] = layout or "-"
    # Ops declared but never defined in a shipped .cpp.inc (should not happen).
    for cls, (name, _, _) in decls.items():
        ops.setdefault(name, "opaque(no-definition-shipped)")
    return ops, decls, required


def derive_terminators(decls):
    """{op: terminator op} for ops with SingleBlockImplicitTerminator<T>: a
    block of theirs must end in T. (Bytecode readers insert no implicit
    terminator; a file written by a release whose op has none is rejected.)"""
    by_short = {}
    for cls, (name, _, _) in decls.items():
        by_short.setdefault(cls.rsplit("::", 1)[-1], []).append((cls, name))
    out = {}
    for cls, (name, _, traits) in decls.items():
        m = re.search(r"SingleBlockImplicitTerminator<([\w:]+)>::Impl", traits)
        if not m:
            continue
        want = m.group(1).lstrip(":")
        ns = cls.rsplit("::", 1)[0]
        cands = by_short.get(want.rsplit("::", 1)[-1], [])
        # The trait names the class relative to the op's namespace.
        pick = [n for c, n in cands if c.lstrip(":").endswith(want) and
                (("::" in want) or c.rsplit("::", 1)[0] == ns)] or [n for c, n in cands if c.lstrip(":").endswith(want)]
        out[name] = pick[0] if len(set(pick)) == 1 else "?" + want
    return out


ARITY_TRAITS = [  # (what, trait regex, count): the ODS traits that fix how many an op has
    (what, re.compile(r"::mlir::OpTrait::" + pat + r"(?:<(\d+)>::Impl)?(?=[,>\s]|$)"), n)
    for what, pats in (
        ("operands", (("ZeroOperands", "0"), ("OneOperand", "1"), ("NOperands", "="),
                      ("AtLeastNOperands", ">="), ("VariadicOperands", "*"))),
        ("results", (("ZeroResults", "0"), ("OneResult", "1"), ("NResults", "="),
                     ("AtLeastNResults", ">="), ("VariadicResults", "*"))),
        ("regions", (("ZeroRegions", "0"), ("OneRegion", "1"), ("NRegions", "="),
                     ("AtLeastNRegions", ">="), ("VariadicRegions", "*"))),
        ("successors", (("ZeroSuccessors", "0"), ("OneSuccessor", "1"), ("NSuccessors", "="),
                        ("AtLeastNSuccessors", ">="), ("VariadicSuccessors", "*"))))
    for pat, n in pats]


def derive_arity(decls):
    """{op: (operands, results, regions, successors, segments)} from the
    traits of each op class: a count ("3"), at least ("3+"), any ("*"), or
    "?" when no trait says; segments names AttrSized*Segments traits."""
    out = {}
    for cls, (name, _, traits) in decls.items():
        got = {}
        for what, rx, n in ARITY_TRAITS:
            m = rx.search(traits)
            if m and what not in got:
                got[what] = m.group(1) if n == "=" else m.group(1) + "+" if n == ">=" else n
        seg = ",".join(w for w in ("Operand", "Result") if "AttrSized%sSegments" % w in traits) or "-"
        out[name] = tuple(got.get(w, "?") for w in ("operands", "results", "regions", "successors")) + (seg,)
    return out


CLASS_DECL = re.compile(r"\bclass\s+(\w+)\s*(?:final\s*)?:\s*public\s+(?:::)?(?:mlir::)?"
                        r"(Type|Attribute)::(?:Type|Attr)Base<")


def derive_classes(include):
    """[(attr|type, class)] of every attribute and type class the headers
    declare, generated or hand-written (LLVMStructType in 19 is written by
    hand, in 22 by ODS): a class that exists has a parser, even when no
    generated mnemonic says so."""
    rows = set()
    for dp, dn, fn in os.walk(include):
        for f in fn:
            if f.endswith((".h", ".h.inc")):
                text = read(os.path.join(dp, f))
                for m in CLASS_DECL.finditer(text):
                    rows.add(("attr" if m.group(2) == "Attribute" else "type", m.group(1)))
    return sorted(rows)


# ---------------------------------------------------------------- dialects

def dialect_classes(include):
    """{qualified C++ dialect class: namespace} from the generated *Dialect.h.inc."""
    out = {}
    for path in inc_files(include, ".h.inc"):
        text = read(path)
        for m in re.finditer(r"class (\w+) : public ::mlir::Dialect \{.*?"
                             r"getDialectNamespace\(\) \{\s*return ::llvm::StringLiteral\(\"([^\"]*)\"\)",
                             text, re.S):
            q = re.search(r"MLIR_DECLARE_EXPLICIT_TYPE_ID\(::([\w:]*\b" + m.group(1) + r")\)", text)
            out[q.group(1) if q else m.group(1)] = m.group(2)
    return out


def nm_members(libdir):
    """[(library, object member, demangled nm text)] of the static libraries
    that can define a dialect interface implementation."""
    out = []
    if not os.path.isdir(libdir):
        return out
    for f in sorted(os.listdir(libdir)):
        if not (f.startswith("libMLIR") and f.endswith(".a")):
            continue
        with open(os.path.join(libdir, f), "rb") as fh:
            data = fh.read()
        if b"BytecodeInterface" not in data and b"BytecodeDialectInterface" not in data \
                and b"parseResource" not in data:
            continue
        r = subprocess.run(["nm", "-C", os.path.join(libdir, f)], capture_output=True,
                           text=True, errors="replace")
        for chunk in re.split(r"\n(?=\S+\.o:\n)", "\n" + r.stdout):
            head, _, body = chunk.strip("\n").partition("\n")
            out.append((f, head.rstrip(":"), body))
    return out


# Implementations live in anonymous namespaces; the dialect they belong to is
# the dialect class their object file names (addBytecodeInterface(XDialect*),
# XDialect::initialize()).
IFACE = re.compile(r"vtable for \(anonymous namespace\)::(\w+)$", re.M)
# The test dialect (mlir/test/lib) ships its library but not its headers, so
# its class name cannot be looked up; it is the one class named here.
UNSHIPPED_DIALECT_CLASSES = {"test::TestDialect": "test"}


def owner_dialect(iface, member_text, classes):
    """The dialect an interface class belongs to: the only dialect class its
    object file names, else among several the one whose name starts like the
    interface's (TosaDialectBytecodeInterface -> tosa::TosaDialect)."""
    found = {cls: ns for cls, ns in classes.items()
             if re.search(r"\b" + re.escape(cls) + r"\b", member_text)}
    if len(set(found.values())) > 1:
        found = {cls: ns for cls, ns in found.items()
                 if iface.startswith(cls.rsplit("::", 1)[-1][:-len("Dialect")])}
    return next(iter(found.values())) if len(set(found.values())) == 1 else None


def derive_dialects(include, libdir, ops):
    classes = dialect_classes(include)
    classes_all = dict(classes, **UNSHIPPED_DIALECT_CLASSES)
    namespaces = set(classes.values()) | {o.split(".", 1)[0] for o in ops}
    info = {d: {"bytecode": "-", "version": "-", "resources": "-"} for d in namespaces}
    for lib, member, text in nm_members(libdir):
        for m in IFACE.finditer(text):
            cls_name = m.group(1)
            if "Bytecode" in cls_name and cls_name.endswith("Interface"):
                what = "bytecode"
                if not re.search(re.escape(cls_name) + r"::read(Attribute|Type|Version)\(", text):
                    continue  # not a BytecodeDialectInterface implementation
            elif "OpAsm" in cls_name and re.search(re.escape(cls_name) + r"::parseResource\(", text):
                what = "resources"
            else:
                continue
            dialect = owner_dialect(cls_name, text, classes_all)
            if dialect is None:
                print(f"mkreleases: {lib}:{member}: {cls_name} belongs to no single dialect", file=sys.stderr)
                continue
            d = info.setdefault(dialect, {"bytecode": "-", "version": "-", "resources": "-"})
            d[what] = what
            if what == "bytecode" and re.search(re.escape(cls_name) + r"::readVersion\(", text):
                d["version"] = "version"
    return info


def read_function_digest(text, name):
    """Digest of what the generated readNAME body reads: the sequence of its
    reader calls, read helpers and control keywords (not variable names or
    the C++ it builds), so equal digests mean equal bytes on the wire."""
    m = re.search(r"^static ::mlir::(?:Attribute|Type) read" + re.escape(name) +
                  r"\(MLIRContext\* context, DialectBytecodeReader &reader\) \{\n(.*?)^\}\n",
                  text, re.S | re.M)
    if not m:
        return "-"
    shape = re.findall(r"\b(?:if|else|for|while|switch|case|return)\b"
                       r"|\breader\.\w+(?:<[^>(]*>)?|\bread\w+(?:<[^>(]*>)?(?=\()|[!&|]{1,2}", m.group(1))
    return hashlib.sha256(" ".join(shape).encode()).hexdigest()[:12]


def derive_codes(include):
    """[(dialect, 'attr'|'type', code, name, digest)] from the generated *DialectBytecode.cpp.inc."""
    rows = []
    for path in inc_files(include, "DialectBytecode.cpp.inc"):
        base = os.path.basename(path)[:-len("DialectBytecode.cpp.inc")]
        dialect = {"Builtin": "builtin", "LLVM": "llvm", "Quant": "quant", "Tosa": "tosa"}.get(base)
        if dialect is None:
            dialect = base.lower()
        text = read(path)
        for what, ret in (("attr", "Attribute"), ("type", "Type")):
            m = re.search(r"static " + ret + r" read" + ret + r"\(MLIRContext\* context, "
                          r"DialectBytecodeReader &reader\) \{(.*?)\n\}\n", text, re.S)
            if not m:
                continue
            for c in re.finditer(r"case (\d+):\s*\n\s*return read(\w+)\(", m.group(1)):
                rows.append((dialect, what, int(c.group(1)), c.group(2),
                             read_function_digest(text, c.group(2))))
    return sorted(rows)


# ---------------------------------------------------------------- mnemonics

def builtin_spelling(cls):
    """Text spelling of a builtin type class in 16, whose headers carry no
    `name` (later releases give it: builtin.f8E4M3 -> f8E4M3). Only the f8*
    floats need it; they are the types whose set changes between releases."""
    m = re.fullmatch(r"Float8(\w+)Type", cls)
    return "f8" + m.group(1) if m else None


def derive_mnemonics(include):
    """[(dialect, 'attr'|'type', mnemonic, C++ class)] from ODS AttrDef/TypeDef
    headers; builtin types and attributes by their `builtin.NAME`."""
    classes = dialect_classes(include)
    by_ns = {}
    for cls, ns in classes.items():
        by_ns.setdefault(cls.rsplit("::", 1)[0] if "::" in cls else "", set()).add(ns)
    rows = set()
    for path in inc_files(include, ".h.inc"):
        text = read(path)
        for m in re.finditer(
                r"^class (\w+) : public ::mlir::(Attribute|Type)::(?:Attr|Type)Base<\1,(.*?)^\};",
                text, re.S | re.M):
            name, what, body = m.groups()
            kind = "attr" if what == "Attribute" else "type"
            nm = re.search(r'static constexpr ::llvm::StringLiteral name = "(\w+)\.([\w.]+)";', body)
            mn = re.search(r'getMnemonic\(\) \{\s*return \{"([^"]+)"\};', body)
            q = re.search(r"MLIR_DECLARE_EXPLICIT_TYPE_ID\(::([\w:]*)::" + name + r"\)", text)
            dialect = nm.group(1) if nm else None
            if dialect is None and q:
                owners = by_ns.get(q.group(1), set())
                dialect = next(iter(owners)) if len(owners) == 1 else None
            if dialect == "builtin" or (dialect is None and q and q.group(1) == "mlir"):
                spelling = nm.group(2) if nm else builtin_spelling(name)
                if spelling:
                    rows.add(("builtin", kind, spelling, name))
                continue
            if dialect and mn:
                rows.add((dialect, kind, mn.group(1), name))
    return sorted(rows)


# ---------------------------------------------------------------- output

def render(release, ops, dialects, codes, mnemonics, terminators, classes, required, arity):
    files = {}
    head = (f"# Derived by spec/tools/mkreleases.py from libmlir-{release}-dev; "
            "format in spec/releases/README.md. Do not edit.\n")
    files["ops.tsv"] = head + "# op\tproperties layout (fields in readProperties order; - = none)\n" + \
        "".join(f"{o}\t{ops[o]}\n" for o in sorted(ops))
    files["dialects.tsv"] = head + "# dialect\tbytecode interface\treadVersion\tresources\n" + \
        "".join(f"{d}\t{v['bytecode']}\t{v['version']}\t{v['resources']}\n"
                for d, v in sorted(dialects.items()))
    files["codes.tsv"] = head + "# dialect\tattr|type\tcode\tname\tdigest of the generated read function\n" + \
        "".join(f"{d}\t{w}\t{c}\t{n}\t{h}\n" for d, w, c, n, h in codes)
    files["mnemonics.tsv"] = head + "# dialect\tattr|type\tmnemonic\tclass\n" + \
        "".join(f"{d}\t{w}\t{m}\t{c}\n" for d, w, m, c in mnemonics)
    files["terminators.tsv"] = head + "# op\tthe op every block of its region must end with (SingleBlockImplicitTerminator)\n" + \
        "".join(f"{o}\t{terminators[o]}\n" for o in sorted(terminators))
    files["required.tsv"] = head + "# op\tattributes its generated verifier requires (\"requires attribute 'x'\")\n" + \
        "".join(f"{o}\t{required[o]}\n" for o in sorted(required))
    files["classes.tsv"] = head + "# attr|type\tC++ class declared in the headers (generated or hand-written)\n" + \
        "".join(f"{w}\t{c}\n" for w, c in classes)
    files["arity.tsv"] = head + "# op\toperands\tresults\tregions\tsuccessors\tsegment-size traits " \
        "(from the op's ODS traits: N, N+ = at least N, * = variadic, ? = no trait)\n" + \
        "".join(f"{o}\t" + "\t".join(arity[o]) + "\n" for o in sorted(arity))
    return files


def derive(release, root):
    include = os.path.join(root, "include", "mlir")
    ops, decls, required = derive_ops(include)
    dialects = derive_dialects(include, os.path.join(root, "lib"), ops)
    return render(release, ops, dialects, derive_codes(include), derive_mnemonics(include),
                  derive_terminators(decls), derive_classes(include), required, derive_arity(decls))


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog=__doc__.split("\n\n", 1)[1])
    ap.add_argument("--release", type=int, action="append", help="release to derive (repeatable; default 16 19 22)")
    ap.add_argument("--root", action="append", default=[], metavar="N=DIR",
                    help="llvm-N tree holding include/mlir and lib (default .cache/release-model/N, then /usr/lib/llvm-N)")
    ap.add_argument("--out", default=RELEASES_DIR, help="directory holding N/ (default spec/releases)")
    ap.add_argument("--check", action="store_true", help="compare with the committed files; exit 1 on a difference")
    a = ap.parse_args(argv)
    roots = dict(r.split("=", 1) for r in a.root)
    bad = 0
    for release in a.release or RELEASES:
        root = release_root(release, roots.get(str(release)))
        if root is None:
            print(f"derive: libmlir-{release}-dev not found (run ./cts bootstrap --release-model)",
                  file=sys.stderr)
            # --check: CTest skip (77), except under CI=true where the
            # bootstrap installs the packages and a missing one is a failure.
            if a.check and os.environ.get("CI") != "true":
                return 77
            return 2
        print(f"derive: {release} from {root}", file=sys.stderr)
        for name, text in derive(release, root).items():
            path = os.path.join(a.out, str(release), name)
            if a.check:
                old = open(path, encoding="utf-8").read() if os.path.exists(path) else ""
                if old != text:
                    bad += 1
                    diff = list(difflib.unified_diff(old.splitlines(), text.splitlines(),
                                                     f"committed/{release}/{name}", f"derived/{release}/{name}",
                                                     lineterm="", n=0))
                    print("\n".join(diff[:40]), file=sys.stderr)
                    print(f"derive: {release}/{name} differs ({len(diff)} diff lines)", file=sys.stderr)
            else:
                os.makedirs(os.path.dirname(path), exist_ok=True)
                with open(path, "w", encoding="utf-8") as f:
                    f.write(text)
    if a.check:
        print(f"derive: {'OK' if not bad else str(bad) + ' file(s) differ'}", file=sys.stderr)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
