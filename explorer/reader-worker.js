// reader-worker.js — the WebAssembly reader (reader/bindings/js/mlirbc.mjs)
// in a Web Worker, so the page stays responsive while a large file is read.
// Per file: a fresh instance (WebAssembly memory only grows; dropping the
// instance after the annotated view gives a 40 MB file's ~2.5 GB back), the
// findings (verdict included), the annotated rows as columns (transferred,
// not copied), and for an accepted file the canonical structure as JSON text.
import { load } from "../reader/bindings/js/mlirbc.mjs";

const WASM = new URL("../reader/bindings/js/mlirbc.wasm", import.meta.url);
const ROW = 32; // bytes per packed row (reader/bindings/wasm/exports.c)
const DATA = 2; // row kind "data": bytes no field claimed (not a field)
let compiled = null;

async function module() {
  if (!compiled) {
    compiled = (async () => {
      const r = await fetch(WASM);
      if (!r.ok) throw new Error(`${WASM.pathname}: HTTP ${r.status} (build it with ./cts wasm)`);
      return WebAssembly.compile(await r.arrayBuffer());
    })();
    compiled.catch(() => { compiled = null; });
  }
  return compiled;
}

// The annotated view straight from the module's packed rows (offset, length,
// value lo/hi, grammar ID address, section, depth, kind): no object per row,
// which a 40 MB file (ten million rows) could not afford. Falls back to
// Reader.annotate() when the wrapper's internals differ.
function annotatedColumns(reader, bytes) {
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

self.onmessage = async (e) => {
  const { id, bytes } = e.data;
  const progress = (stage) => self.postMessage({ id, progress: stage });
  try {
    const mod = await module();
    if (!bytes) {
      self.postMessage({ id, ok: true });
      return;
    }
    const ms = {};
    let t = performance.now();
    const lap = (k) => { const n = performance.now(); ms[k] = n - t; t = n; };
    progress("findings");
    let reader = await load(mod);
    const f = reader.findings(bytes);
    const verdict = { verdict: f.verdict, code: f.code, section: f.section, offset: f.offset, message: f.message };
    const findings = f.records.filter((r) => r.kind !== "verdict");
    lap("findings");
    progress("annotated view");
    const { cols, secNames, idNames } = annotatedColumns(reader, bytes);
    reader = null; // its memory goes with it
    lap("annotate");
    let structure = null;
    if (verdict.verdict === "accept") {
      progress("structure");
      structure = (await load(mod)).dump(bytes, "json").text;
      lap("dump");
    }
    const big = [...cols.big];
    delete cols.big;
    self.postMessage({ id, ok: true, verdict, findings, cols, big, secNames, idNames, structure, ms },
      [cols.offset.buffer, cols.size.buffer, cols.section.buffer, cols.id.buffer, cols.value.buffer]);
  } catch (err) {
    self.postMessage({ id, ok: false, error: String(err && err.message || err) });
  }
};
