# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""What a file uses, read off the reference reader's --trace: grammar IDs,
flag states, and the value, layout and IR features of spec/features.json
(overlong varints, section order, empty sections, large alignment, forward
references, deep nesting, unregistered ops), plus the reading of a feature's
"implied_by" patterns. One derivation: the oracle's case features, the
generator's manifest check and the grammar coverage all use these."""

# Dialects mlir-opt registers, of those the corpus uses (before v5 an op's
# registration is not on the wire).
REGISTERED_DIALECTS = {"builtin", "func", "arith", "cf", "test"}
UPSTREAM_ORDER = [1, 3, 2, 4, 6, 5, 0, 8]  # the upstream writer's top-level section order
VARINT_CLASSES = {"varint", "svarint", "string-ref", "attr-ref", "type-ref", "resource-ref"}
DEEP = 8          # regions nested this deep: deep-nesting
LARGE_ALIGN = 16  # alignments above this: large-alignment


def varint_len(v):
    """Bytes of the shortest PrefixVarInt for v."""
    for n in range(1, 9):
        if v < 1 << (7 * n):
            return n
    return 9


def from_trace(text, grammar, version):
    """(grammar IDs, flag states, value/layout features) of a --trace dump."""
    ids, states, feats = set(), set(), set()
    order = []
    for line in text.splitlines():
        off, size, section, gid, value = line.split()
        size, value = int(size), int(value)
        ids.add(gid)
        field = grammar["fields"].get(gid)
        if field:
            for flag in field.get("flags", []):
                lo, hi = flag.get("versions", [0, 6])
                if lo <= version <= hi:
                    states.add((flag["id"], "1" if value & flag["mask"] else "0"))
            if field.get("class") in VARINT_CLASSES and size > varint_len(value):
                feats.add("overlong-varints")
        if gid in ("section.alignment", "resources.blob.alignment") and value > LARGE_ALIGN:
            feats.add("large-alignment")
        if section == "header" and gid == "section.id":
            order.append(value & 0x7F)
        if section == "header" and gid == "section.length" and value == 0:
            feats.add("empty-sections")
    if [s for s in UPSTREAM_ORDER if s in order] != [s for s in order if s in UPSTREAM_ORDER]:
        feats.add("section-order")
    return ids, states, feats


class Rows:
    """The trace rows (id, value) of one part of the file, read in order."""

    def __init__(self, rows):
        self.rows, self.i = rows, 0

    def take(self, gid):
        if self.i >= len(self.rows) or self.rows[self.i][0] != gid:
            got = self.rows[self.i][0] if self.i < len(self.rows) else "the end"
            raise ValueError("IR trace: expected %s, read %s" % (gid, got))
        self.i += 1
        return self.rows[self.i - 1][1]


IR_ROWS = {"ir.block.header", "ir.block.numArgs", "ir.block.arg.type", "ir.block.arg.location",
           "ir.op.name", "ir.op.mask", "ir.op.location", "ir.op.attrs", "ir.op.properties",
           "ir.op.numResults", "ir.op.resultType", "ir.op.numOperands", "ir.op.operand",
           "ir.op.numSuccessors", "ir.op.successor", "ir.op.regions", "ir.region.numBlocks",
           "ir.region.numValues"}


def from_ir(rows, version, op_dialect):
    """Features of the IR, walked from its trace rows in read order (the
    reader traces nested sections where they are read): forward references
    (an operand naming a value not defined yet in any enclosing scope),
    nesting depth, and (before v5) ops of unregistered dialects."""
    r = Rows([x for x in rows if x[0] in IR_ROWS])
    feats, deepest = set(), 0
    # value scopes: [base, values, defined so far, isolated]; the top level holds none.
    # An operand sees the scopes from the innermost isolated one on.
    scopes = [[0, 0, 0, 1]]
    stack = [["block", r.take("ir.block.header") >> 1]]  # the top-level block: no arguments
    regions_open = 0
    while stack:
        top = stack[-1]
        if top[1] == 0:  # frame done
            stack.pop()
            if top[0] == "region":
                regions_open -= 1
                if top[2]:
                    scopes.pop()
            continue
        visible = max(i for i, sc in enumerate(scopes) if sc[3])
        top[1] -= 1
        if top[0] == "block":  # one op
            name = r.take("ir.op.name")
            if version < 5 and op_dialect(name) not in REGISTERED_DIALECTS:
                feats.add("unregistered-ops")
            mask = r.take("ir.op.mask")
            r.take("ir.op.location")
            if mask & 0x01:
                r.take("ir.op.attrs")
            if mask & 0x40 and version >= 5:
                r.take("ir.op.properties")
            nres = 0
            if mask & 0x02:
                nres = r.take("ir.op.numResults")
                for _ in range(nres):
                    r.take("ir.op.resultType")
            if mask & 0x04:
                for _ in range(r.take("ir.op.numOperands")):
                    v = r.take("ir.op.operand")
                    if not any(b <= v < b + d for b, _, d, _ in scopes[visible:]):
                        feats |= {"forward-references", "graph-regions"}
            scopes[-1][2] += nres
            if mask & 0x08:
                for _ in range(r.take("ir.op.numSuccessors")):
                    r.take("ir.op.successor")
            if mask & 0x10:
                v = r.take("ir.op.regions")
                stack.append(["regions", v >> 1, v & 1])
        elif top[0] == "regions":  # one region of an op
            regions_open += 1
            deepest = max(deepest, regions_open)
            nblocks = r.take("ir.region.numBlocks")
            scoped = nblocks > 0
            if scoped:
                nvalues = r.take("ir.region.numValues")
                outer = scopes[-1]
                scopes.append([0 if top[2] else outer[0] + outer[1], nvalues, 0, top[2]])
            stack.append(["region", nblocks, scoped])
        else:  # one block of a region
            v = r.take("ir.block.header")
            if v & 1:
                nargs = r.take("ir.block.numArgs")
                for _ in range(nargs):
                    t = r.take("ir.block.arg.type")
                    if version < 4 or t & 1:
                        r.take("ir.block.arg.location")
                scopes[-1][2] += nargs
            stack.append(["block", v >> 1])
    if deepest >= DEEP:
        feats.add("deep-nesting")
    return feats


def op_dialects(text, data, version):
    """op-name index -> dialect name, from the dialect section's trace rows
    and the string table's bytes (the trace gives each string's size)."""
    sizes, data_at, names, ops, group = [], 0, [], [], 0
    for line in text.splitlines():
        off, size, section, gid, value = line.split()
        if gid == "strings.size":
            sizes.append(int(value))
            data_at = int(off) + int(size)
        elif gid == "dialects.name":
            names.append(int(value) >> 1 if version >= 1 else int(value))
        elif gid == "dialects.opgroup.dialect":
            group = int(value)
        elif gid == "dialects.opname":
            ops.append(group)
    strings, at = [], data_at
    for n in reversed(sizes):  # sizes are written last string first
        strings.append(data[at:at + n - 1].decode("utf-8", "replace"))
        at += n
    return lambda i: strings[names[ops[i]]]


def split_fields(items):
    """('ID', ...) and {(flag id, value), ...} from a case's field list."""
    ids, states = set(), set()
    for it in items or []:
        if "=" in it and ":" in it.split("=", 1)[0]:
            fid, val = it.rsplit("=", 1)
            states.add((fid, val))
            ids.add(fid.split(":", 1)[0])  # the flag's field is covered too
            ids.add(fid)
        else:
            ids.add(it)
    return ids, states


def matches(pattern, ids, states, features):
    if pattern.startswith("feature:"):
        return pattern[len("feature:"):] in features
    if "=" in pattern:
        fid, val = pattern.rsplit("=", 1)
        return (fid, val) in states
    if pattern.endswith(".*"):
        return any(i.startswith(pattern[:-1]) for i in ids)
    return pattern in ids
