// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// fields.js — the reader's field trace as a sorted, nested table.
//
// Input: the fields the reader read (offset, size, section, grammar ID,
// value), in read order, as columns. Output: the same fields sorted the way
// `mlirbc-read --annotate` prints them (by offset; empty fields before the
// byte; containers before what they hold; equal ranges in read order), the
// same field read twice shown once, each with its depth and parent
// container. Columns are typed arrays so that millions of fields fit
// (a 40 MB file has tens of millions).

// Stable LSD radix sort of `perm` by a 32-bit key, 16 bits per pass.
function radixPass(perm, key, shift) {
  const n = perm.length;
  const count = new Uint32Array(65537);
  for (let i = 0; i < n; i++) count[((key[perm[i]] >>> shift) & 0xffff) + 1]++;
  for (let b = 0; b < 65536; b++) count[b + 1] += count[b];
  const out = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    const p = perm[i];
    out[count[(key[p] >>> shift) & 0xffff]++] = p;
  }
  return out;
}

function sortByKey(perm, key) {
  return radixPass(radixPass(perm, key, 0), key, 16);
}

export class FieldTable {
  // cols: {offset, size: number arrays; section, id: indexes into
  // sectionNames / idNames; value: numbers; big: Map(read index -> decimal
  // string) for values above 2^53}; fileSize: bytes in the file.
  constructor(cols, sectionNames, idNames, fileSize) {
    this.sectionNames = sectionNames;
    this.idNames = idNames;
    this.fileSize = fileSize;
    const n0 = cols.offset.length;
    // Secondary key first (stable passes): empty fields, then larger first.
    const sk = new Uint32Array(n0), ok = new Uint32Array(n0);
    let perm = new Uint32Array(n0);
    for (let i = 0; i < n0; i++) {
      perm[i] = i;
      const s = cols.size[i];
      sk[i] = s === 0 ? 0 : 0xffffffff - Math.min(s, 0xfffffffe);
      ok[i] = Math.min(cols.offset[i], 0xffffffff);
    }
    perm = sortByKey(sortByKey(perm, sk), ok);
    // Keep fields inside the file, each (offset, size, id) once.
    const keep = new Uint32Array(n0);
    let n = 0;
    for (let k = 0; k < n0; k++) {
      const i = perm[k];
      if (cols.offset[i] + cols.size[i] > fileSize) continue;
      if (n) {
        const j = keep[n - 1];
        if (cols.offset[j] === cols.offset[i] && cols.size[j] === cols.size[i] &&
            cols.id[j] === cols.id[i]) continue;
      }
      keep[n++] = i;
    }
    this.n = n;
    this.off = new Float64Array(n);
    this.size = new Float64Array(n);
    this.sec = new Uint8Array(n);
    this.id = new Uint32Array(n);
    this.val = new Float64Array(n);
    this.big = new Map();
    for (let k = 0; k < n; k++) {
      const i = keep[k];
      this.off[k] = cols.offset[i];
      this.size[k] = cols.size[i];
      this.sec[k] = cols.section[i];
      this.id[k] = cols.id[i];
      this.val[k] = cols.value[i];
      if (cols.big && cols.big.has(i)) this.big.set(k, cols.big.get(i));
    }
    this.nest();
    this.byId = new Map();
    idNames.forEach((name, k) => this.byId.set(name, k));
  }

  // parent (-1: top level), depth, container flag, and next (index after
  // the field's subtree), as annotate.c nests them: a field that holds the
  // next one is a container; empty fields hold nothing.
  nest() {
    const n = this.n, off = this.off, size = this.size;
    this.parent = new Int32Array(n);
    this.depth = new Uint16Array(n);
    this.container = new Uint8Array(n);
    this.next = new Uint32Array(n);
    const stack = [];
    for (let i = 0; i < n; i++) {
      while (stack.length) {
        const t = stack[stack.length - 1];
        if (off[t] + size[t] > off[i] && off[i] + size[i] <= off[t] + size[t]) break;
        this.next[stack.pop()] = i;
      }
      this.parent[i] = stack.length ? stack[stack.length - 1] : -1;
      this.depth[i] = stack.length;
      const j = i + 1;
      if (j < n && size[j] > 0 && off[j] >= off[i] && off[j] < off[i] + size[i] &&
          off[j] + size[j] <= off[i] + size[i]) {
        this.container[i] = 1;
        stack.push(i);
      } else {
        this.next[i] = i + 1;
      }
    }
    while (stack.length) this.next[stack.pop()] = n;
  }

  // The table's arrays (to transfer from a worker) and back.
  parts() {
    const { n, off, size, sec, id, val, parent, depth, container, next } = this;
    return { n, off, size, sec, id, val, parent, depth, container, next, big: [...this.big],
             sectionNames: this.sectionNames, idNames: this.idNames, fileSize: this.fileSize };
  }

  static transferables(p) {
    return [p.off, p.size, p.sec, p.id, p.val, p.parent, p.depth, p.container, p.next].map((a) => a.buffer);
  }

  static fromParts(p) {
    const t = Object.create(FieldTable.prototype);
    Object.assign(t, p, { big: new Map(p.big) });
    t.byId = new Map();
    p.idNames.forEach((name, k) => t.byId.set(name, k));
    return t;
  }

  // The rows of a range as the reader nests them (annotateRange columns:
  // offset, length, name, section, depth, kind, value words), data rows
  // left out; lo/hi: the bytes the table covers.
  static fromRows(c, fileSize, lo, hi) {
    const t = Object.create(FieldTable.prototype);
    let n = 0;
    for (let i = 0; i < c.count; i++) if (c.kind[i] !== 2) n++;
    Object.assign(t, {
      n, fileSize, lo, hi, sectionNames: c.sections, idNames: c.names, big: new Map(),
      off: new Float64Array(n), size: new Float64Array(n), sec: new Uint8Array(n),
      id: new Uint32Array(n), val: new Float64Array(n), parent: new Int32Array(n),
      depth: new Uint16Array(n), container: new Uint8Array(n), next: new Uint32Array(n),
    });
    const stack = []; // open containers, by depth
    for (let i = 0, k = 0; i < c.count; i++) {
      if (c.kind[i] === 2) continue;
      const d = c.depth[i];
      while (stack.length > d) t.next[stack.pop()] = k;
      t.off[k] = c.offset[i];
      t.size[k] = c.length[i];
      t.sec[k] = c.section[i];
      t.id[k] = c.name[i];
      t.val[k] = c.valueHi[i] * 2 ** 32 + c.valueLo[i];
      if (c.valueHi[i] >= 0x200000) t.big.set(k, ((BigInt(c.valueHi[i]) << 32n) | BigInt(c.valueLo[i])).toString());
      t.depth[k] = d;
      t.parent[k] = d && stack.length >= d ? stack[d - 1] : -1;
      if (c.kind[i] === 1) {
        t.container[k] = 1;
        stack.length = d;
        stack.push(k);
      } else {
        t.next[k] = k + 1;
      }
      k++;
    }
    while (stack.length) t.next[stack.pop()] = n;
    t.byId = new Map();
    t.idNames.forEach((name, k) => t.byId.set(name, k));
    return t;
  }

  name(i) { return this.idNames[this.id[i]]; }
  section(i) { return this.sectionNames[this.sec[i]]; }
  end(i) { return this.off[i] + this.size[i]; }
  value(i) { return this.big.has(i) ? this.big.get(i) : String(this.val[i]); }

  // Index of the last field whose offset is <= b (-1 if none).
  lastAtOrBefore(b) {
    let lo = 0, hi = this.n;
    while (lo < hi) {
      const m = (lo + hi) >>> 1;
      if (this.off[m] <= b) lo = m + 1; else hi = m;
    }
    return lo - 1;
  }

  // Index of the first field whose offset is >= b.
  firstAtOrAfter(b) {
    let lo = 0, hi = this.n;
    while (lo < hi) {
      const m = (lo + hi) >>> 1;
      if (this.off[m] < b) lo = m + 1; else hi = m;
    }
    return lo;
  }

  // The innermost field holding byte b, or -1 (raw data nobody claimed).
  // The last field starting at or before b is the innermost candidate
  // (containers sort before what they hold); when it ended before b, the
  // field holding b, if any, is one of its containers.
  at(b) {
    let i = this.lastAtOrBefore(b);
    while (i >= 0 && !(this.off[i] <= b && b < this.off[i] + this.size[i])) i = this.parent[i];
    return i;
  }

  // Direct children of container c (or of the top level for c = -1), as an
  // index range walked with next[].
  *children(c) {
    let i = c < 0 ? 0 : c + 1;
    const stop = c < 0 ? this.n : this.next[c];
    while (i < stop) {
      yield i;
      i = this.next[i];
    }
  }

  // Containers from the top down to i (i included).
  path(i) {
    const out = [];
    for (let k = i; k >= 0; k = this.parent[k]) out.push(k);
    return out.reverse();
  }

  // All fields with grammar ID `name`, in offset order (an Uint32Array).
  withId(name) {
    const want = this.byId.get(name);
    if (want === undefined) return new Uint32Array(0);
    let c = 0;
    for (let i = 0; i < this.n; i++) if (this.id[i] === want) c++;
    const out = new Uint32Array(c);
    c = 0;
    for (let i = 0; i < this.n; i++) if (this.id[i] === want) out[c++] = i;
    return out;
  }
}
