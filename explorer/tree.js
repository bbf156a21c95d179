// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// tree.js — the structure tree: header, sections, and inside them the
// operations, regions and blocks (the reader's canonical structure,
// spec/structure.md, placed on the bytes by the IR's own fields),
// attribute/type entries, properties, and every field (same grammar IDs as
// `mlirbc-read --annotate`). Nodes carry a byte range [lo, hi) so the hex
// view and the tree can find each other; children are made on first expand.

function hex(n) { return "0x" + n.toString(16); }

function preview(s, max = 60) {
  s = String(s);
  return s.length > max ? s.slice(0, max - 1) + "\u2026" : s;
}

export class Node {
  constructor(kind, label, lo, hi, opts = {}) {
    this.kind = kind;      // file | section | field | op | region | block | text | group
    this.label = label;
    this.lo = lo;
    this.hi = hi;
    this.field = opts.field ?? -1;
    this.title = opts.title || "";
    this.make = opts.make || null; // () => children
    this.fetch = opts.fetch || null; // async () => children (a large file's fields)
    this.kids = null;
    this.parent = null;
  }
  get expandable() { return !!this.make || !!this.fetch; }
  children() {
    if (!this.kids && this.fetch) return []; // asked for (treeview.js fetch)
    if (!this.kids) {
      this.kids = this.make ? this.make() : [];
      for (const k of this.kids) k.parent = this;
    }
    return this.kids;
  }
  holds(b) { return this.lo <= b && b < this.hi; }
}

function fieldLabel(ft, i) {
  const name = ft.name(i);
  if (ft.container[i]) return `[${ft.section(i)}] ${name} (${ft.size[i]} bytes)`;
  return `${name} = ${ft.value(i)}`;
}

export function fieldNode(ft, i, label) {
  return new Node("field", label || fieldLabel(ft, i), ft.off[i], ft.end(i), {
    field: i,
    title: `${ft.name(i)} @${hex(ft.off[i])}, ${ft.size[i]} bytes [${ft.section(i)}]`,
    make: ft.container[i] ? () => [...ft.children(i)].map((k) => fieldNode(ft, k)) : null,
  });
}

// The leaf fields of the byte range [lo, hi) (an op's, region's or block's
// own fields; the containers around them, e.g. the nested sections of lazily
// loaded regions, would repeat what the tree already shows).
function leavesIn(ft, lo, hi) {
  const out = [];
  for (let i = ft.firstAtOrAfter(lo); i < ft.n && ft.off[i] < hi; i++) {
    if (!ft.container[i]) out.push(fieldNode(ft, i));
  }
  return out;
}

// Operations / regions / blocks of the structure, in pre-order, matched to
// the IR's fields in offset order: the k-th op to the k-th ir.op.name, the
// k-th region to the k-th ir.region.numBlocks, the k-th block to the
// (k+1)-th ir.block.header (the first is the IR's top-level block). Returns
// the top-level block's node, or null when the counts or the order do not
// agree (then the IR shows as fields). One pass without recursion (nests can
// be 100,000 deep); a node's children are made when it is opened.
export function irTree(ft, structure, lo, hi) {
  if (!structure || !Array.isArray(structure.ops)) return null;
  const pick = (name) => {
    const out = [];
    for (const i of ft.withId(name)) if (ft.off[i] >= lo && ft.off[i] < hi) out.push(i);
    return out;
  };
  const opF = pick("ir.op.name"), regF = pick("ir.region.numBlocks"), blkF = pick("ir.block.header");
  const pre = [];
  let no = 0, nr = 0, nb = 0, bad = false;
  const make = (kind, ref, index, f) => {
    if (f === undefined) { bad = true; return null; }
    const n = new Node(kind, irLabel(kind, ref, index), ft.off[f], hi, { title: `@${hex(ft.off[f])}` });
    n.ref = ref;
    n.sub = [];
    n.ft = ft;
    n.make = irChildren;
    pre.push(n);
    return n;
  };
  const top = make("block", { ops: structure.ops, args: [] }, -1, blkF[nb++]);
  const work = [[top, structure.ops, 0, "op"]]; // [node, items, next item, kind of the items]
  while (work.length && !bad) {
    const w = work[work.length - 1];
    if (w[2] >= w[1].length) { work.pop(); continue; }
    const ref = w[1][w[2]++];
    let node;
    if (w[3] === "op") {
      node = make("op", ref, no, opF[no++]);
      if (node) work.push([node, ref.regions || [], 0, "region"]);
    } else if (w[3] === "region") {
      node = make("region", ref, nr, regF[nr++]);
      if (node) work.push([node, ref.blocks || [], 0, "block"]);
    } else {
      node = make("block", ref, nb - 1, blkF[nb++]);
      if (node) work.push([node, ref.ops || [], 0, "op"]);
    }
    if (node) w[0].sub.push(node);
  }
  if (bad || no !== opF.length || nr !== regF.length || nb !== blkF.length) return null;
  for (let k = 1; k < pre.length; k++) if (pre[k].lo <= pre[k - 1].lo) return null;
  // own fields: up to the next node in pre-order; subtree: up to its last descendant's end
  for (let k = 0; k < pre.length; k++) pre[k].own = k + 1 < pre.length ? pre[k + 1].lo : hi;
  for (let k = pre.length - 1; k >= 0; k--) {
    const n = pre[k];
    n.hi = n.sub.length ? Math.max(n.own, n.sub[n.sub.length - 1].hi) : n.own;
  }
  top.hi = Math.max(top.hi, hi);
  top.label = `operations (${no}), top-level block`;
  return top;
}

// The same nodes from the IR's own fields when there is no structure (a
// rejected file: the reader stops at the error) or it does not match: the
// nesting follows the counts the fields carry (ir.block.header = numOps << 1
// | hasArgs, ir.op.regions = numRegions << 1 | isolated, ir.region.numBlocks),
// ops are named by their index in the dialect section's op name list. Builds
// what was read, up to the first field that does not fit.
export function irTreeFromFields(ft, lo, hi) {
  const kinds = new Map([["ir.block.header", "block"], ["ir.op.name", "op"], ["ir.op.regions", "regions"],
                         ["ir.region.numBlocks", "region"]]);
  const ids = new Map();
  for (const [name, kind] of kinds) {
    const k = ft.byId.get(name);
    if (k !== undefined) ids.set(k, kind);
  }
  const pre = [];
  let top = null, no = 0, nr = 0, nb = 0;
  const stack = []; // [node, children still to come (-1: an op before its ir.op.regions)]
  const node = (kind, label, f) => {
    const n = new Node(kind, label, ft.off[f], hi, { title: `@${hex(ft.off[f])}` });
    n.ref = null;
    n.sub = [];
    n.ft = ft;
    n.make = irChildren;
    pre.push(n);
    return n;
  };
  for (let i = ft.firstAtOrAfter(lo); i < ft.n && ft.off[i] < hi; i++) {
    const kind = ids.get(ft.id[i]);
    if (!kind) continue;
    const v = ft.val[i];
    if (kind === "regions") {
      const t = stack[stack.length - 1];
      if (!t || t[0].kind !== "op" || t[1] !== -1) break;
      t[1] = Math.floor(v / 2);
      t[0].label += ` (${t[1]} region${t[1] === 1 ? "" : "s"})`;
      continue;
    }
    while (stack.length && stack[stack.length - 1][1] <= 0) stack.pop(); // finished
    const t = stack[stack.length - 1];
    if (!top) {
      if (kind !== "block") break;
      top = node("block", "", i);
      stack.push([top, Math.floor(v / 2)]);
      continue;
    }
    const want = { op: "block", region: "op", block: "region" }[kind];
    if (!t || t[0].kind !== want) break; // does not fit: stop here
    t[1]--;
    let n;
    if (kind === "op") {
      n = node("op", `op #${no++} (name ${v})`, i);
      stack.push([n, -1]);
    } else if (kind === "region") {
      n = node("region", `region #${nr++} (${v} block${v === 1 ? "" : "s"})`, i);
      stack.push([n, v]);
    } else {
      n = node("block", `block #${nb++} (${Math.floor(v / 2)} ops${v % 2 ? ", args" : ""})`, i);
      stack.push([n, Math.floor(v / 2)]);
    }
    t[0].sub.push(n);
  }
  if (!top) return null;
  for (let k = 0; k < pre.length; k++) pre[k].own = k + 1 < pre.length ? pre[k + 1].lo : hi;
  for (let k = pre.length - 1; k >= 0; k--) {
    const n = pre[k];
    n.hi = n.sub.length ? Math.max(n.own, n.sub[n.sub.length - 1].hi) : n.own;
  }
  top.hi = Math.max(top.hi, hi);
  top.label = `operations (${no} read), top-level block`;
  return top;
}

// Children of an op/region/block node (called as node.make()): its own leaf
// fields, an op's texts (empty ranges where its own fields end: offset order
// kept), then its regions / blocks / ops.
function irChildren() {
  const texts = this.kind === "op" && this.ref ? opTexts(this.ref, this.own) : [];
  return [...leavesIn(this.ft, this.lo, this.own), ...texts, ...this.sub];
}

function irLabel(kind, r, index) {
  if (kind === "op") {
    const res = (r.results || []).length;
    return `op ${r.name}` + (res ? ` (${res} result${res > 1 ? "s" : ""})` : "");
  }
  if (kind === "region") {
    const nb = (r.blocks || []).length;
    return `region #${index} (${nb} block${nb === 1 ? "" : "s"})`;
  }
  const args = (r.args || []).length;
  return (index < 0 ? "top-level block" : `block #${index}`) +
    ` (${(r.ops || []).length} ops${args ? ", " + args + " args" : ""})`;
}

function opTexts(op, at) {
  const out = [];
  const add = (k, v) => {
    if (v === undefined || v === null || v === "" || (Array.isArray(v) && !v.length)) return;
    const s = typeof v === "string" ? v : JSON.stringify(v);
    out.push(new Node("text", `${k}: ${preview(s)}`, at, at, { title: s }));
  };
  add("loc", op.loc);
  add("attributes", op.attrs);
  add("properties", op.props && (op.props.text ?? op.props));
  add("operands", op.operands);
  add("results", op.results);
  return out;
}

// attrtype_offset entries -> {payload offset: "attr #k" / "type #k"}.
function entryLabels(ft, dataLo) {
  const labels = new Map();
  const numAttrs = ft.withId("attrtype.numAttrs");
  const entries = ft.withId("attrtype.entry");
  if (!numAttrs.length) return labels;
  const na = ft.val[numAttrs[0]];
  let at = dataLo;
  entries.forEach((i, k) => {
    labels.set(at, k < na ? `attr #${k}` : `type #${k - na}`);
    at += ft.val[i];
  });
  return labels;
}

// Section content nodes: what section.data holds, named by the section.
function sectionContent(ft, data, structure) {
  const name = ft.section(data);
  const lo = ft.off[data], hi = ft.end(data);
  if (name === "ir") {
    const top = irTree(ft, structure, lo, hi) || irTreeFromFields(ft, lo, hi);
    if (top) return [top];
  }
  if (name === "attrtype") {
    const labels = entryLabels(ft, lo);
    return [...ft.children(data)].map((i) => {
      if (!ft.container[i]) return fieldNode(ft, i);
      const first = ft.container[i] ? [...ft.children(i)][0] : -1;
      const what = first >= 0 ? ft.name(first) : ft.name(i);
      return fieldNode(ft, i, `${labels.get(ft.off[i]) || "entry"}: ${what} (${ft.size[i]} bytes)`);
    });
  }
  if (name === "properties") {
    let k = 0;
    return [...ft.children(data)].map((i) =>
      ft.name(i) === "props.data" ? fieldNode(ft, i, `properties #${k++} (${ft.size[i]} bytes)`) : fieldNode(ft, i));
  }
  return [...ft.children(data)].map((i) => fieldNode(ft, i));
}

// The whole tree: a "header" group, then one node per section.
export function buildTree(ft, structure, fileSize) {
  const top = [];
  let group = null;
  const header = [];
  for (const i of ft.children(-1)) {
    const name = ft.name(i);
    if (name === "section.id") {
      group = { fields: [i], data: -1 };
      top.push(group);
      continue;
    }
    if (!group) { header.push(i); continue; }
    group.fields.push(i);
    if (name === "section.data") group.data = i;
  }
  const nodes = [];
  if (header.length) {
    nodes.push(new Node("group", "header", ft.off[header[0]], ft.end(header[header.length - 1]),
      { make: () => header.map((i) => fieldNode(ft, i)) }));
  }
  for (const g of top) {
    const first = g.fields[0], last = g.fields[g.fields.length - 1];
    const d = g.data;
    const name = d >= 0 ? ft.section(d) : "section " + ft.value(first);
    const size = d >= 0 ? ft.size[d] : 0;
    const node = new Node("section", `${name} section (${size} bytes)`, ft.off[first], ft.end(last), {
      title: `section id ${ft.value(first)} @${hex(ft.off[first])}`,
      // in offset order (an empty field at the end of the data comes last)
      make: () => [...g.fields.filter((i) => i !== d).map((i) => fieldNode(ft, i)),
                   ...(d >= 0 ? sectionContent(ft, d, structure) : [])].sort((x, y) => x.lo - y.lo),
    });
    node.sectionName = name;
    nodes.push(node);
  }
  const root = new Node("file", `file (${fileSize} bytes)`, 0, fileSize, { make: () => nodes });
  return root;
}

// The path of nodes from the root to the deepest node holding byte b (or,
// with field f >= 0, to the node of that field when there is one).
export function locate(root, b, f = -1) {
  const path = [root];
  let node = root;
  for (;;) {
    if (!node.expandable) break;
    const kids = node.children();
    // children are in offset order: binary search the last with lo <= b
    let lo = 0, hi = kids.length;
    while (lo < hi) {
      const m = (lo + hi) >>> 1;
      if (kids[m].lo <= b) lo = m + 1; else hi = m;
    }
    let found = null;
    for (let k = lo - 1, steps = 0; k >= 0 && steps < 16; k--, steps++) {
      const c = kids[k];
      if (f >= 0 && c.field === f) { found = c; break; }
      if (c.holds(b)) { found = c; break; }
    }
    if (!found) break;
    path.push(found);
    if (f >= 0 && found.field === f) break;
    node = found;
  }
  return path;
}

// A large file's tree, made as it is opened: the children of the file (or
// of a container field at depth d) are the rows at depth d + 1 of ranges of
// CHUNK bytes read on request (range(lo, hi) -> FieldTable of the rows
// overlapping [lo, hi)); a "more" node reads the next range.
const CHUNK = 1 << 16;

function lazyKids(range, lo, hi, depth) {
  return async () => {
    const end = Math.min(hi, lo + CHUNK);
    const { fields: ft } = await range(lo, end);
    const kids = [];
    let next = end;
    for (let i = 0; i < ft.n; i++) {
      if (ft.depth[i] !== depth || ft.off[i] < lo || ft.off[i] >= end) continue;
      kids.push(lazyField(range, ft, i));
      next = Math.max(next, ft.end(i));
    }
    if (next < hi) {
      kids.push(new Node("group", `bytes ${hex(next)}… (${hi - next} more)`, next, hi,
        { fetch: lazyKids(range, next, hi, depth) }));
    }
    return kids;
  };
}

function lazyField(range, ft, i) {
  return new Node("field", fieldLabel(ft, i), ft.off[i], ft.end(i), {
    title: `${ft.name(i)} @${hex(ft.off[i])}, ${ft.size[i]} bytes [${ft.section(i)}]`,
    fetch: ft.container[i] ? lazyKids(range, ft.off[i], ft.end(i), ft.depth[i] + 1) : null,
  });
}

export function lazyTree(range, fileSize) {
  return new Node("file", `file (${fileSize} bytes)`, 0, fileSize, { fetch: lazyKids(range, 0, fileSize, 0) });
}
