#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Measure on `mlir-opt-N` the properties layouts of the ops it registers from
upstream's mlir/test/lib (test dialect, test_irdl_to_cpp, transform.test_*),
whose generated code libmlir-N-dev does not ship (python3 stdlib only).

  python3 -m spec.tools.mktestprops --release 22 --work DIR --out M22.json [--ops a,b]
  python3 -m spec.tools.mktestprops --release 19 --work DIR --out M19.json --base M22.json
      measure (minutes; mlir-opt-N on PATH) and write the measurement JSON
  python3 -m spec.tools.mktestprops --release N --work DIR --write MN.json --build BUILD
      writes spec/releases/N/ops.test-dialect.tsv and the replay files
      reader/tests/testprops/N.v{5,6}.mlirbc (one op per layout, written by
      mlir-opt-N) with mlir-opt-N's normalized generic print (.mlir); rebuilds
      BUILD's reader and makes opaque every op whose replay differs

Nothing here is read from the test dialect's sources (they are not shipped);
every fact comes from the binary:
 1. ops: every string of the binary shaped like an op name of those dialects,
    minus the ops of N/ops.tsv; an op is registered when its generic form
    drops a property it does not define.
 2. property names: the op is parsed with every identifier of the binary as
    a property set to `unit`. A property whose storage refuses `unit` names
    itself ("Invalid attribute `X` in property conversion"); a sample value
    is then found among VALUES. The properties are the keys mlir-opt prints back.
 3. kind: the C++ class of the accepted sample, or `Attribute` when a value
    of another class is accepted too (AnyAttr-like storage).
 4. required or optional: the op written without that property. mlir-opt-22
    (verifier off) crashes numbering the missing attribute, 19's verifier
    says "requires attribute"; an optional one is written as absent.
 5. order: ODS writes attributes by name, then the segment sizes (v>=6).
    The layout is kept only when the reference reader, built with it, prints
    the same properties as mlir-opt-N for the v5 and v6 files.
A property that is not an attribute (native C++ property) or whose sample
value is not found makes the op opaque (its bytes stay hex).
19 verifies what it parses, so it re-measures 22's samples (--base): each op
is tried with i32 operands and results (SHAPES, then other types and a
region: MORE_SHAPES, then mixed type lists cycled over the positions:
MIXED_SHAPES; an op with segment sizes is tried last with one value per
segment and up to 5 operands/results: SEGMENT_SHAPES), a value its verifier
refuses is replaced by the next sample of its class; an op no instance
verifies is not measured on 19.
"""
import argparse
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from oracle.core import normalize
from spec.tools.testprops_instances import INSTANCES

OP_RE = re.compile(r"^(test|test_irdl_to_cpp|transform)\.[a-z][A-Za-z0-9_.]*$")
NAME_RE = re.compile(r"^[a-z_][A-Za-z0-9_]{0,40}$")
CONV_RE = re.compile(r"Invalid attribute `([A-Za-z0-9_]+)` in property conversion")
PROBE = "zz_not_a_property"
SEGMENTS = ("operandSegmentSizes", "resultSegmentSizes")

# Sample values: (template with {n} = a number unique in the op, C++ class).
VALUES = [
    ("{n} : i64", "IntegerAttr"), ("{n} : i32", "IntegerAttr"), ('"s{n}"', "StringAttr"),
    ("[{n} : i64]", "ArrayAttr"), ("array<i64: {n}>", "DenseI64ArrayAttr"),
    ("array<i32: {n}>", "DenseI32ArrayAttr"), ("@s{n}", "FlatSymbolRefAttr"),
    ("@s{n}::@t", "SymbolRefAttr"), ("i{n}", "TypeAttr"), ("(i{n}) -> ()", "TypeAttr"),
    ("true", "BoolAttr"), ("{n} : index", "IntegerAttr"), ("{n} : i16", "IntegerAttr"),
    ("{n} : i8", "IntegerAttr"), ("{n} : ui32", "IntegerAttr"), ("{n} : si32", "IntegerAttr"),
    ("{n}.5 : f32", "FloatAttr"), ("{n}.5 : f64", "FloatAttr"), ("{{a{n} = 1 : i64}}", "DictionaryAttr"),
    ("[{{a{n} = 1 : i64}}]", "ArrayAttr"), ('["s{n}"]', "ArrayAttr"), ("[i{n}]", "ArrayAttr"),
    ("array<i1: true>", "DenseBoolArrayAttr"), ("array<i8: {n}>", "DenseI8ArrayAttr"),
    ("array<i16: {n}>", "DenseI16ArrayAttr"), ("array<f32: {n}.5>", "DenseF32ArrayAttr"),
    ("array<f64: {n}.5>", "DenseF64ArrayAttr"), ("dense<{n}> : tensor<2xi32>", "DenseIntElementsAttr"),
    ("dense<{n}> : tensor<2xi64>", "DenseIntElementsAttr"), ("dense<{n}> : tensor<2xindex>", "DenseIntElementsAttr"),
    ("dense<{n}.5> : tensor<2xf32>", "DenseFPElementsAttr"), ("dense<{n}.5> : tensor<4x8xf64>", "DenseFPElementsAttr"),
    ("dense<{n}> : vector<2xi32>", "DenseIntElementsAttr"), ("dense<{n}> : tensor<4x8xi64>", "DenseIntElementsAttr"),
    ("affine_map<(d0) -> (d0 + {n})>", "AffineMapAttr"), ('loc("l{n}")', "LocationAttr"),
    ("[[{n} : i64]]", "ArrayAttr"), ("[@s{n}]", "ArrayAttr"), ("[array<i64: {n}>]", "ArrayAttr"),
    ("#test<enum first>", "test::TestEnumAttr"), ("#test.bit_enum<read>", "test::TestBitEnumAttr"),
] + [(f"{k} : {t}", "IntegerAttr") for t in ("i32", "i64") for k in range(11)]
OTHER = {"StringAttr": '"zz"'}  # a value of another class, to test generality


def tool(n):
    return f"mlir-opt-{n}"


# Operand and result counts tried on a release whose parser verifies (19):
# i32 values, the commonest test-op type.
SHAPES = [(o, r, "i32", 0) for r in range(4) for o in range(4)]
# then, for the ops none of those fits: other types, and one empty region
MORE_SHAPES = [(o, r, t, g) for g in (0, 1) for t in ("i32", "f32", "index", "!transform.any_op")
               for r in range(4) for o in range(4) if (t, g) != ("i32", 0)]
# then mixed or rarer types: a comma list is cycled over operand and result positions
MIXED = ("i32,f32", "i32,f32,f32", "f32,i32", "i32,i64", "i1,i32", "index,i32", "i64", "i1",
         "tensor<2xi32>", "memref<2xf32>", "tuple<i32>", "!transform.param<i64>")
MIXED_SHAPES = [(o, r, t, 0) for t in MIXED for r in range(4) for o in range(4)]


def module(op, props, shape=(0, 0, "i32", 0), tag="a"):
    """One op in generic form; `shape`: operand and result counts, their type
    (operands from arith.constant, or an unknown test op for other types),
    and whether it has an empty region; or ("instance",): the op's INSTANCES
    entry."""
    d = ", ".join(f"{k} = {v}" for k, v in props.items())
    if shape[0] == "instance":
        text, _, args = INSTANCES[op]
        return text.format(op=f'"{op}"({args})', props=f"<{{{d}}}>" if d else "")
    nops, nres, ty, reg = tuple(shape) + (("i32", 0) if len(shape) == 2 else ())
    tys = [t.strip() for t in re.split(r",(?![^<]*>)", ty)]
    at = lambda i: tys[i % len(tys)]  # noqa: E731
    make = (lambda i: f'"arith.constant"() <{{value = {i} : i32}}> : () -> i32' if at(i) == "i32" else
            f'"test.zz_value"() : () -> {at(i)}')
    pre = "".join(f"%{tag}{i} = {make(i)}\n" for i in range(nops))
    res = "" if not nres else f"%{tag}r = " if nres == 1 else f"%{tag}r:{nres} = "
    args = ", ".join(f"%{tag}{i}" for i in range(nops))
    types = ", ".join(at(i) for i in range(nops))
    rtypes = ", ".join(at(i) for i in range(nres))
    region = " ({\n})" if reg else ""
    return f'{pre}{res}"{op}"({args}) <{{{d}}}>{region} : ({types}) -> ({rtypes})\n'


def batch(n, work, chunks, extra=(), verify_off=True):
    """Runs mlir-opt-N over chunks (--split-input-file); per chunk
    (ok, printed text, error text). A run that crashes is split in halves
    until the chunk that crashes it is alone (its error: "crash")."""
    if not chunks:
        return []
    path = os.path.join(work, "batch.mlir")
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n// -----\n".join(c.rstrip("\n") for c in chunks) + "\n")
    cmd = [tool(n), "--split-input-file", "--mlir-print-op-generic"]
    if verify_off and n >= 20:
        cmd.append("--mlir-very-unsafe-disable-verifier-on-parsing")
    r = subprocess.run(cmd + list(extra) + [path], capture_output=True, timeout=3600)
    if r.returncode < 0 or r.returncode > 128:
        if len(chunks) == 1:
            return [(False, "", "crash")]
        h = len(chunks) // 2
        return batch(n, work, chunks[:h], extra, verify_off) + batch(n, work, chunks[h:], extra, verify_off)
    outs = r.stdout.decode("utf-8", "replace").split("// -----")
    starts, line = [], 1
    for c in chunks:
        starts.append(line)
        line += c.rstrip("\n").count("\n") + 2
    errs = [""] * len(chunks)
    # 22 names the line in the file; 19 the line of the chunk's separator
    # ("within split at FILE:LINE offset :L:C"), 1 for the first chunk
    for m in re.finditer(r"^[^\n]*batch\.mlir:(\d+)(:\d+| offset :\d+:\d+): error: ([^\n]*)",
                         r.stderr.decode("utf-8", "replace"), re.M):
        ln = int(m.group(1))
        if m.group(2).startswith(" offset"):
            i = next((k for k, s0 in enumerate(starts) if k and s0 - 1 == ln), 0)
        else:
            i = max(k for k, s0 in enumerate(starts) if s0 <= ln)
        errs[i] = errs[i] or m.group(3)
    res = []
    for i in range(len(chunks)):
        o = outs[i] if i < len(outs) else ""
        res.append((not errs[i] and '"builtin.module"' in o, o, errs[i]))
    return res


def printed_props(text, op):
    """The <{...}> mlir-opt prints for the op, as {name: text} (top-level split)."""
    i = text.find(f'"{op}"(')
    j = text.find("<{", i)
    if i < 0 or j < 0 or text.find("\n", i) < j:
        return {}
    depth, k, q = 0, j + 1, False
    for k in range(j + 1, len(text)):
        c = text[k]
        if c == '"' and text[k - 1] != "\\":
            q = not q
        if q:
            continue
        if c in "{[(":
            depth += 1
        elif c in "}])":
            depth -= 1
            if depth == 0:
                break
    body, parts, cur, depth, q = text[j + 2:k], [], "", 0, False
    for c in body:
        if c == '"':
            q = not q
        if not q and c in "{[(<":
            depth += 1
        if not q and c in "}])>" and not (c == ">" and cur.endswith("-")):
            depth -= 1
        if c == "," and depth == 0 and not q:
            parts.append(cur.strip())
            cur = ""
        else:
            cur += c
    if cur.strip():
        parts.append(cur.strip())
    res = {}
    for e in parts:
        k2, _, v = e.partition(" = ")
        res[k2.strip()] = v.strip() if v else "unit"
    return res


def binary_strings(n):
    exe = os.path.realpath(subprocess.run(["which", tool(n)], capture_output=True, text=True).stdout.strip())
    out = subprocess.run(["strings", "-n", "1", exe], capture_output=True, text=True).stdout.split("\n")
    return sorted(set(out))


def shipped_ops(n):
    ops = set()
    with open(os.path.join(ROOT, "spec", "releases", str(n), "ops.tsv"), encoding="utf-8") as f:
        for line in f:
            if line and not line.startswith("#"):
                ops.add(line.split("\t", 1)[0])
    return ops


def candidates(name, counter):
    if name in SEGMENTS:
        return [(f"array<i32: {', '.join(['0'] * k)}>", "segments") for k in range(1, 17)]
    return [(t.format(n=counter), c) for t, c in VALUES]


def discover(n, ops, names, work, log):
    """{op: {"props": {name: (value, class)}, "opaque": reason|None}} for the
    registered ops among `ops` (measured with the verifier off)."""
    res = batch(n, work, [module(op, {PROBE: "unit"}) for op in ops])
    ops = [op for op, (ok, out, err) in zip(ops, res)
           if ok and f'"{op}"(' in out and PROBE not in printed_props(out, op)]
    log(f"{len(ops)} registered ops")
    st = {op: {"fixed": {}, "opaque": None, "done": False} for op in ops}
    # segment sizes first: their conversion error does not name them
    for seg in SEGMENTS:
        res = batch(n, work, [module(op, {seg: "unit"}) for op in ops])
        for op, (ok, out, err) in zip(ops, res):
            if not ok and "DenseI32ArrayAttr" in err:
                st[op]["fixed"][seg] = None
    plain = [k for k in names if k not in SEGMENTS]
    for rnd in range(40):
        todo = [op for op in ops if not st[op]["done"] and not st[op]["opaque"]]
        if not todo:
            break
        # resolve the values still missing, all candidates in one run
        want = [(op, k) for op in todo for k, v in st[op]["fixed"].items() if v is None]
        chunks, owners = [], []
        for op, k in want:
            cnt = len(st[op]["fixed"]) + 3
            for v, c in candidates(k, cnt):
                chunks.append(module(op, {k: v}))
                owners.append((op, k, v, c))
        found = {}
        if chunks:
            for (op, k, v, c), (ok, out, err) in zip(owners, batch(n, work, chunks)):
                if ok and k in printed_props(out, op) and (op, k) not in found:
                    found[(op, k)] = (v, c)
        for op, k in want:
            if (op, k) in found:
                st[op]["fixed"][k] = found[(op, k)]
            else:
                st[op]["opaque"] = f"no sample value accepted for {k}"
        todo = [op for op in todo if not st[op]["opaque"]]
        chunks = []
        for op in todo:
            props = {k: "unit" for k in plain if k not in st[op]["fixed"]}
            props.update({k: v for k, (v, c) in st[op]["fixed"].items()})
            chunks.append(module(op, props))
        res = batch(n, work, chunks) if chunks else []
        for op, (ok, out, err) in zip(todo, res):
            s = st[op]
            if ok:
                got = printed_props(out, op)
                for k in got:
                    s["fixed"].setdefault(k, ("unit", "UnitAttr"))
                s["fixed"] = {k: s["fixed"][k] for k in sorted(got)}
                s["done"] = True
                continue
            m = CONV_RE.search(err)
            if m and m.group(1) not in s["fixed"]:
                s["fixed"][m.group(1)] = None
            else:
                s["opaque"] = "not an attribute property: " + err.split(f"for op {op}: ")[-1][:100]
        log(f"round {rnd}: {sum(1 for o in ops if st[o]['done'])} done, "
            f"{sum(1 for o in ops if st[o]['opaque'])} opaque")
    return {op: {"props": s["fixed"] if s["done"] else {}, "opaque": s["opaque"] or
                 (None if s["done"] else "unresolved")} for op, s in st.items()}


def kinds(n, found, work):
    """The class each attribute property accepts: the sample's, or Attribute
    when a value of another class is accepted too."""
    chunks, owners = [], []
    for op, d in found.items():
        for k, (v, c) in d["props"].items():
            if c == "segments":
                continue
            other = "7 : i64" if c in ("StringAttr", "UnitAttr") else '"zz"'
            chunks.append(module(op, {k: other}))
            owners.append((op, k))
    for (op, k), (ok, out, err) in zip(owners, batch(n, work, chunks) if chunks else []):
        v, c = found[op]["props"][k]
        if ok and k in printed_props(out, op):
            found[op]["props"][k] = (v, "Attribute")


def required(n, op, props, k, work, shape=SHAPES[0]):
    """True when the op needs property k: 22 (verifier off) crashes numbering
    the missing attribute; 19's verifier names it."""
    path = os.path.join(work, "omit.mlir")
    with open(path, "w", encoding="utf-8") as f:
        f.write(module(op, {a: b for a, b in props.items() if a != k}, shape))
    cmd = [tool(n), "--emit-bytecode", "-o", os.devnull, path]
    if n >= 20:
        cmd.insert(1, "--mlir-very-unsafe-disable-verifier-on-parsing")
    r = subprocess.run(cmd, capture_output=True, timeout=120)
    err = r.stderr.decode("utf-8", "replace")
    if r.returncode == 0:
        return False
    if r.returncode < 0 or r.returncode > 128 or f"requires attribute '{k}'" in err:
        return True
    return None


def field_key(token):
    """A layout token's property name, with its version condition (@v<6)."""
    name = re.match(r"[A-Za-z0-9_]+", token).group()
    return name + ("@" + token.split("@", 1)[1] if "@" in token else "")


def layout(n, op, d, work):
    """Layout tokens in read order, or an opaque reason."""
    props = {k: v for k, (v, c) in d["props"].items()}
    fields, segs = [], []
    for k, (v, c) in d["props"].items():
        if c == "segments":
            g = len(v.split(":", 1)[1].split(","))  # one value per segment
            fields.append(f"{k}=segments_attr({g})@v<6")
            segs.append(f"{k}=segments_sparse({g})@v>=6")
            continue
        req = False if c == "UnitAttr" else required(n, op, props, k, work, d.get("shape", SHAPES[0]))
        if req is None and not d.get("base_fields"):
            return None, f"optionality of {k} not measurable"
        if req is not None:  # else an instance's verifier refused it left out: 22's field
            fields.append(f"{k}{'' if req else '?'}:{c}")
    fields += segs
    if d.get("base_fields"):
        # an instance: 22's order (ODS: by name, then the segment sizes), and
        # 22's field for a property the instance leaves out
        mine = {field_key(t): t for t in fields}
        d["kept_from_base"] = [t for t in d["base_fields"] if field_key(t) not in mine]
        fields = [mine.get(field_key(t), t) for t in d["base_fields"]]
    return fields, None


def remeasure(n, work, ops, base, log, shapes=SHAPES):
    """The samples found on 22 on a release whose parser verifies: each op is
    tried with SHAPES; a value its verifier refuses ("attribute 'X' failed to
    satisfy constraint") is replaced by the next sample of the same class."""
    found, why = {}, {}
    if shapes is SHAPES:
        found, why = instances(n, work, [op for op in ops if op in INSTANCES], base)
        ops = [op for op in ops if op not in found]
    cur = {op: dict(base[op]["props"]) for op in ops}
    alts = {}
    for op in ops:
        for i, (k, v) in enumerate(base[op]["props"].items()):
            c = base[op]["classes"][k]
            alts[(op, k)] = [v] + [t.format(n=i + 3) for t, c2 in VALUES
                                   if c in (c2, "Attribute") and t.format(n=i + 3) != v]
    pos = {key: 0 for key in alts}
    todo = list(ops)
    for _ in range(12):
        if not todo:
            break
        res = batch(n, work, [module(op, cur[op], sh) for op in todo for sh in shapes], verify_off=False)
        nxt = []
        for i, op in enumerate(todo):
            rows = res[i * len(shapes):(i + 1) * len(shapes)]
            hit = next((j for j, (ok, out, err) in enumerate(rows)
                        if ok and set(printed_props(out, op)) == set(cur[op])), None)
            if hit is not None:
                found[op] = {"props": {k: (v, base[op]["classes"][k]) for k, v in cur[op].items()},
                             "opaque": None, "shape": shapes[hit]}
                continue
            bad = {m.group(1) for ok, out, err in rows
                   for m in re.finditer(r"attribute '(\w+)' failed to satisfy", err)} & set(cur[op])
            moved = False
            for k in sorted(bad):
                if pos[(op, k)] + 1 < len(alts[(op, k)]):
                    pos[(op, k)] += 1
                    cur[op][k] = alts[(op, k)][pos[(op, k)]]
                    moved = True
            errs = sorted({e for ok, out, e in rows if e})
            why[op] = errs[0][:100] if errs else "properties differ"
            if moved:
                nxt.append(op)
        todo = nxt
    rest = [op for op in ops if op not in found]
    if rest and shapes is SHAPES:
        found.update({k: v for k, v in remeasure(n, work, rest, base, log, MORE_SHAPES).items()
                      if not v["opaque"]})
        rest = [op for op in ops if op not in found]
        if rest:
            found.update({k: v for k, v in remeasure(n, work, rest, base, log, MIXED_SHAPES).items()
                          if not v["opaque"]})
        rest = [op for op in ops if op not in found]
        seg = [op for op in rest if set(SEGMENTS) & set(base[op]["props"])]
        if seg:
            found.update({k: v for k, v in remeasure(n, work, seg, segmented(base, seg), log,
                                                     SEGMENT_SHAPES).items() if not v["opaque"]})
    for op in ops:
        if op not in found:
            log(f"{op}: not measured on {n}: {why.get(op)}")
            found[op] = {"props": {}, "opaque": f"no verified instance: {why.get(op)}"}
    return found


def instances(n, work, ops, base):
    """The ops of INSTANCES measured on their instance, which must verify. A
    property it is given but does not print back is not defined on this
    release (22 added it). A property of 22's that the instance leaves out
    (its verifier refuses it there) is tried alone on the instance: defined
    when printed back or named by the error; it keeps 22's field."""
    def run(chunks):
        return batch(n, work, chunks, verify_off=False)
    given = {op: {k: v for k, (v, c) in INSTANCES[op][1].items()} for op in ops}
    found, why = {}, {}
    for op, (ok, out, err) in zip(ops, run([module(op, given[op], ("instance",)) for op in ops])):
        printed = set(printed_props(out, op)) if ok else set()
        if not ok or not printed <= set(given[op]):
            why[op] = (err or "properties differ")[:100]
            continue
        absent = [k for k in base[op]["props"] if k not in given[op]]
        tries = run([module(op, dict(given[op], **{k: base[op]["props"][k]}), ("instance",))
                     for k in absent])
        unknown = [k for k, (ok2, out2, err2) in zip(absent, tries)
                   if not (ok2 and k in printed_props(out2, op)) and k not in err2]
        if unknown:
            why[op] = f"whether {n} defines {unknown[0]} is not measurable"
            continue
        keep = printed | set(absent)
        found[op] = {"props": {k: INSTANCES[op][1][k] for k in given[op] if k in printed},
                     "opaque": None, "shape": ["instance"],
                     "base_fields": [t for t in base[op]["fields"] if field_key(t).split("@")[0] in keep]}
    return found, why


# operand and result counts that one-per-segment sizes ask for (filled in by segmented)
SEGMENT_SHAPES = [(o, r, t, g) for g in (0, 1) for t in ("i32", "f32", "index", "!transform.any_op", "i32,f32")
                  for r in range(6) for o in range(6)]


def segmented(base, ops):
    """base with every segment-sizes sample of `ops` replaced by one value per
    segment (same length as the sample 22 accepted), so that the operand and
    result counts of SEGMENT_SHAPES can match it."""
    out = dict(base)
    for op in ops:
        props = dict(base[op]["props"])
        for k in SEGMENTS:
            m = re.fullmatch(r"array<i32:(.*)>", props.get(k, "").strip())
            if m:
                props[k] = "array<i32: " + ", ".join("1" for _ in m.group(1).split(",")) + ">"
        out[op] = dict(base[op], props=props)
    return out


def measure(n, work, only, base, log):
    """{op: {"props": {name: value}, "fields": [...], "opaque": reason|None}}."""
    strs = binary_strings(n)
    shipped = shipped_ops(n)
    if base is None:
        ops = only or [s for s in strs if OP_RE.match(s) and s not in shipped]
        names = [s for s in strs if NAME_RE.match(s) and s != PROBE]
        found = discover(n, ops, names, work, log)
        kinds(n, found, work)
    else:
        # 19 verifies what it parses: the samples found on 22 are re-measured
        ops = [op for op in sorted(base) if base[op]["props"] and not base[op]["opaque"]
               and op not in shipped and (not only or op in only)]
        found = remeasure(n, work, ops, base, log)
    out = {}
    for op in sorted(found):
        d = found[op]
        fields, why = (None, d["opaque"]) if d["opaque"] else \
            layout(n, op, d, work) if d["props"] or d.get("base_fields") else ([], None)
        out[op] = {"props": {k: v for k, (v, c) in d["props"].items()},
                   "classes": {k: c for k, (v, c) in d["props"].items()},
                   "fields": fields or [], "opaque": why, "shape": list(d.get("shape", SHAPES[0]))}
        if d.get("base_fields") and fields:
            out[op]["kept_from_base"] = d.get("kept_from_base", [])
        log(f"{op}: {why or ' '.join(fields) or '-'}")
    return out


HEADER = """# Ops that mlir-opt-{n} registers from upstream's mlir/test/lib (test dialect,
# transform.test_* ...) and their properties layouts, in the format of ops.tsv
# (spec/releases/README.md). Their generated code is not in libmlir-{n}-dev and
# the release's sources were not at hand, so every row is MEASURED on the
# binary by spec/tools/mktestprops.py (how: its docstring):
#   python3 -m spec.tools.mktestprops --release {n} --work DIR --out M.json{base}
#   python3 -m spec.tools.mktestprops --release {n} --write M.json --build BUILD
# KIND is the class of the sample value the op accepted (Attribute when a value
# of another class is accepted too). Opaque ops have no row: (native) a property
# that is not an attribute (a C++ property with its own bytecode encoding), or
# whose replay differs; (sample) no sample value was accepted; (instance) no
# operands/results/region of SHAPES, nor the op's instance in
# spec/tools/testprops_instances.py, made the op verify on 19. Each layout is replayed by
# the oracle_testprops test against reader/tests/testprops/{n}.v5/v6.mlirbc.
"""
DATA = os.path.join(ROOT, "reader", "tests", "testprops")


def write(n, meas, work):
    rows, sample, opaque, kept = [], [], [], []
    for op in sorted(meas):
        m = meas[op]
        if m.get("kept_from_base") and not m["opaque"]:
            kept.append(f"#   {op}: {' '.join(m['kept_from_base'])}")
        if m["opaque"]:
            why = "native" if "not an attribute" in m["opaque"] else \
                "instance" if m["opaque"].startswith("no verified") else "sample"
            opaque.append(f"#   {op} ({why}): {m['opaque'][:90]}")
        elif m["fields"]:
            rows.append(f"{op}\t{' '.join(m['fields'])}")
            sample.append(op)
    base = " --base M22.json" if n < 20 else ""
    path = os.path.join(ROOT, "spec", "releases", str(n), "ops.test-dialect.tsv")
    with open(path, "w", encoding="utf-8") as f:
        f.write(HEADER.format(n=n, base=base) + (
            "# Opaque (no row; their properties print as hex):\n" + "\n".join(opaque) + "\n"
            if opaque else "") + (
            "# Fields taken from 22's measurement (the op's instance verifies only without\n"
            "# them, or without them the error names no missing attribute):\n" + "\n".join(kept) + "\n"
            if kept else "") + "\n".join(rows) + "\n")
    os.makedirs(DATA, exist_ok=True)
    src = os.path.join(work, f"{n}.mlir")
    with open(src, "w", encoding="utf-8") as f:
        # each op in a module of its own, as measured (symbol names repeat)
        f.write("".join('"builtin.module"() ({\n' + module(op, meas[op]["props"], tuple(meas[op].get("shape", SHAPES[0])),
                                                          f"o{i}_") + "}) : () -> ()\n"
                        for i, op in enumerate(sample)))
    flag = ["--mlir-very-unsafe-disable-verifier-on-parsing"] if n >= 20 else []
    for v in (5, 6):
        out = os.path.join(DATA, f"{n}.v{v}.mlirbc")
        # a relative name: the locations in the file name no machine path
        subprocess.run([tool(n)] + flag + ["--emit-bytecode", f"--emit-bytecode-version={v}",
                                           os.path.basename(src), "-o", out], check=True, cwd=work)
        r = subprocess.run([tool(n)] + flag + ["--mlir-print-op-generic", "--allow-unregistered-dialect",
                                               "--mlir-print-debuginfo", "--mlir-print-local-scope", out],
                           check=True, capture_output=True, text=True)
        with open(out[:-len(".mlirbc")] + ".mlir", "w", encoding="utf-8") as f:
            f.write(normalize.normalize(r.stdout))
    return len(rows) + len(opaque), len(sample)


def replay_differs(n, reader):
    """Ops whose line in the reader's print of N.v5/v6.mlirbc differs from mlir-opt-N's."""
    bad = set()
    for v in (5, 6):
        base = os.path.join(DATA, f"{n}.v{v}")
        d = subprocess.run([reader, "--dump=mlir", base + ".mlirbc"], capture_output=True, text=True,
                           check=True)
        got = normalize.normalize(d.stdout).splitlines()
        with open(base + ".mlir", encoding="utf-8") as f:
            want = f.read().splitlines()
        if len(got) != len(want):
            raise SystemExit(f"{base}: {len(got)} lines printed, {len(want)} expected")
        for a, b in zip(got, want):
            if a != b:
                bad.update(re.findall(r'"([a-z_][A-Za-z0-9_.]*)"\(', b))
    return bad


def write_checked(n, meas, work, build):
    """Writes, rebuilds the reader, and makes opaque every op whose replay differs,
    until none does."""
    for _ in range(5):
        rows, lays = write(n, meas, work)
        subprocess.run(["cmake", "--build", build, "--target", "mlirbc-read"], check=True,
                       capture_output=True)
        bad = replay_differs(n, os.path.join(build, "bin", "mlirbc-read"))
        bad = {op for op in bad if op in meas and not meas[op]["opaque"]}
        if not bad:
            return rows, lays
        for op in sorted(bad):
            print(f"{op}: replay differs, made opaque", file=sys.stderr)
            meas[op]["opaque"] = "not an attribute property: the replay of its layout differs"
    raise SystemExit("replay still differs")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--release", type=int, required=True)
    ap.add_argument("--work", required=True, help="scratch directory")
    ap.add_argument("--ops", help="comma-separated ops (default: every one found in the binary)")
    ap.add_argument("--base", help="measurement JSON of mlir-opt-22 whose samples are re-measured (19)")
    ap.add_argument("--out", help="measurement JSON written")
    ap.add_argument("--build", help="with --write: a build directory of the reader; ops whose replay "
                    "differs are made opaque")
    ap.add_argument("--write", help="measurement JSON: write the release's ops.test-dialect.tsv and test files")
    a = ap.parse_args(argv)
    os.makedirs(a.work, exist_ok=True)
    if a.write:
        with open(a.write, encoding="utf-8") as f:
            meas = json.load(f)
        print("rows, layouts: %d, %d" % (write_checked(a.release, meas, a.work, a.build) if a.build
                                          else write(a.release, meas, a.work)))
        return 0
    base = None
    if a.base:
        with open(a.base, encoding="utf-8") as f:
            base = json.load(f)
    only = a.ops.split(",") if a.ops else None
    res = measure(a.release, a.work, only, base, lambda m: print(m, file=sys.stderr, flush=True))
    with open(a.out, "w", encoding="utf-8") as f:
        json.dump(res, f, indent=1, sort_keys=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
