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
    this.kids = null;
    this.parent = null;
  }
  get expandable() { return !!this.make; }
  children() {
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
// (k+1)-th ir.block.header (the first is the IR's top-level block). Null when
// the counts or the order do not agree (then the IR shows as fields).
export function irLandmarks(ft, structure, lo, hi) {
  if (!structure || !Array.isArray(structure.ops)) return null;
  const inRange = (arr) => Array.from(arr).filter((i) => ft.off[i] >= lo && ft.off[i] < hi);
  const opF = inRange(ft.withId("ir.op.name"));
  const regF = inRange(ft.withId("ir.region.numBlocks"));
  const blkF = inRange(ft.withId("ir.block.header"));
  const marks = [];
  let no = 0, nr = 0, nb = 1;
  marks.push({ kind: "block", ref: { ops: structure.ops, args: [] }, index: -1, field: blkF[0] });
  // depth-first without recursion (nests can be 100,000 deep)
  const iterWalk = () => {
    const work = [{ ops: structure.ops, i: 0 }];
    while (work.length) {
      const w = work[work.length - 1];
      if (w.pending && w.pending.length) {
        const item = w.pending.shift();
        if (item.kind === "region") {
          marks.push({ kind: "region", ref: item.ref, index: nr, field: regF[nr++] });
          w.pending.unshift(...(item.ref.blocks || []).map((b) => ({ kind: "block", ref: b })));
        } else {
          marks.push({ kind: "block", ref: item.ref, index: nb - 1, field: blkF[nb++] });
          work.push({ ops: item.ref.ops || [], i: 0 });
        }
        continue;
      }
      if (w.i >= w.ops.length) { work.pop(); continue; }
      const op = w.ops[w.i++];
      marks.push({ kind: "op", ref: op, index: no, field: opF[no++] });
      w.pending = (op.regions || []).map((r) => ({ kind: "region", ref: r }));
    }
  };
  iterWalk();
  if (no !== opF.length || nr !== regF.length || nb !== blkF.length) return null;
  for (let k = 0; k < marks.length; k++) {
    if (marks[k].field === undefined) return null;
    marks[k].lo = ft.off[marks[k].field];
    if (k && marks[k].lo <= marks[k - 1].lo) return null;
  }
  for (let k = 0; k < marks.length; k++) marks[k].own = k + 1 < marks.length ? marks[k + 1].lo : hi;
  return marks;
}

// Nodes for the IR section's content from the landmarks (pre-order with the
// nesting implied by the structure).
function irNodes(ft, marks, hi) {
  let k = 0;
  // without recursion, for deep nests
  const buildIter = () => {
    const root = { node: null, kids: [], want: 1, m: null, own: [] };
    const work = [root];
    while (work.length) {
      const w = work[work.length - 1];
      if (w.kids.length < w.want) {
        const m = marks[k++];
        const node = markNode(ft, m);
        const want = m.kind === "op" ? (m.ref.regions || []).length
          : m.kind === "region" ? (m.ref.blocks || []).length : (m.ref.ops || []).length;
        const item = { node, kids: [], want, m };
        w.kids.push(node);
        work.push(item);
        continue;
      }
      work.pop();
      if (!w.node) continue;
      const m = w.m, kids = w.kids;
      w.node.hi = kids.length ? Math.max(kids[kids.length - 1].hi, m.own) : m.own;
      const texts = m.kind === "op" ? opTexts(m.ref, m.own) : []; // empty ranges, kept in offset order
      w.node.make = () => [...leavesIn(ft, m.lo, m.own), ...texts, ...kids];
    }
    return root.kids[0];
  };
  const top = buildIter();
  top.hi = Math.max(top.hi, hi);
  return top;
}

function markNode(ft, m) {
  const r = m.ref;
  let label;
  if (m.kind === "op") {
    const res = (r.results || []).length;
    label = `op ${r.name}` + (res ? ` (${res} result${res > 1 ? "s" : ""})` : "");
  } else if (m.kind === "region") {
    label = `region #${m.index} (${(r.blocks || []).length} block${(r.blocks || []).length === 1 ? "" : "s"})`;
  } else {
    const args = (r.args || []).length;
    label = (m.index < 0 ? "top-level block" : `block #${m.index}`) +
      ` (${(r.ops || []).length} ops${args ? ", " + args + " args" : ""})`;
  }
  return new Node(m.kind, label, m.lo, m.own, { title: `@${hex(m.lo)}` });
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
    const marks = irLandmarks(ft, structure, lo, hi);
    if (marks) {
      const top = irNodes(ft, marks, hi);
      top.label = `operations (${marks.filter((m) => m.kind === "op").length}), top-level block`;
      return [top];
    }
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
