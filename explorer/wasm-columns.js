// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// wasm-columns.js — the WebAssembly reader's annotated view as columns
// (used by reader-worker.js; importable under Node for tests).
const ROW = 32; // bytes per packed row (reader/bindings/wasm/exports.c)
const DATA = 2; // row kind "data": bytes no field claimed (not a field)

// The annotated view straight from the module's packed rows (offset, length,
// value lo/hi, grammar ID address, section, depth, kind): no object per row,
// which a 40 MB file (ten million rows) could not afford. Falls back to
// Reader.annotate() when the wrapper's internals differ.
export function annotatedColumns(reader, bytes) {
  const secNames = [], idNames = [], secIdx = new Map(), idIdx = new Map();
  const intern = (names, idx, key, make) => {
    let k = idx.get(key);
    if (k === undefined) { k = names.length; names.push(make()); idx.set(key, k); }
    return k;
  };
  if (typeof reader._call === "function" && typeof reader._outBytes === "function") {
    const rc = reader._call("mbc_annotate", bytes, [0, 0]);
    const out = reader._outBytes();
    const dv = new DataView(out.buffer, out.byteOffset, out.byteLength);
    const rows = out.byteLength / ROW;
    let n = 0;
    for (let i = 0; i < rows; i++) if (dv.getUint32(i * ROW + 28, true) !== DATA) n++;
    const cols = {
      offset: new Float64Array(n), size: new Float64Array(n), section: new Uint8Array(n),
      id: new Uint32Array(n), value: new Float64Array(n), big: new Map(),
    };
    let k = 0;
    for (let i = 0; i < rows; i++) {
      const o = i * ROW;
      if (dv.getUint32(o + 28, true) === DATA) continue;
      cols.offset[k] = dv.getUint32(o, true);
      cols.size[k] = dv.getUint32(o + 4, true);
      const lo = dv.getUint32(o + 8, true), hi = dv.getUint32(o + 12, true);
      cols.value[k] = hi * 2 ** 32 + lo;
      if (hi >= 0x200000) cols.big.set(k, ((BigInt(hi) << 32n) | BigInt(lo)).toString());
      const name = dv.getUint32(o + 16, true), sec = dv.getInt32(o + 20, true);
      cols.id[k] = intern(idNames, idIdx, name, () => reader._name(name));
      cols.section[k] = intern(secNames, secIdx, sec, () => reader._section(sec));
      k++;
    }
    return { verdict: reader._verdict(rc), cols, secNames, idNames };
  }
  const a = reader.annotate(bytes);
  const rows = a.fields.filter((f) => f.kind !== "data");
  const n = rows.length;
  const cols = {
    offset: new Float64Array(n), size: new Float64Array(n), section: new Uint8Array(n),
    id: new Uint32Array(n), value: new Float64Array(n), big: new Map(),
  };
  rows.forEach((f, i) => {
    cols.offset[i] = f.offset;
    cols.size[i] = f.length;
    cols.section[i] = intern(secNames, secIdx, f.section, () => f.section);
    cols.id[i] = intern(idNames, idIdx, f.name, () => f.name);
    cols.value[i] = Number(f.value ?? 0);
    if (typeof f.value === "bigint" && f.value > BigInt(Number.MAX_SAFE_INTEGER)) cols.big.set(i, String(f.value));
  });
  return { verdict: a, cols, secNames, idNames };
}

