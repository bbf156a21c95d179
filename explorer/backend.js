// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// backend.js — the reader behind the explorer, one interface for two
// implementations: the WebAssembly reader (reader/bindings/js/, in the page)
// and, when that is not built, the native mlirbc-read behind `./cts explore`
// (serve.py, POST /api/read). Both give
//   {backend, verdict: {verdict, code, section, offset, message},
//    fields: FieldTable, findings: [...], structure: object|null, ms: {...}}
import { FieldTable } from "./fields.js";

// --trace lines: "OFFSET SIZE SECTION GRAMMAR-ID VALUE" -> columns.
export function columnsFromTrace(text) {
  const lines = text.split("\n");
  const n = lines.length;
  const cols = {
    offset: new Float64Array(n), size: new Float64Array(n), section: new Uint8Array(n),
    id: new Uint32Array(n), value: new Float64Array(n), big: new Map(),
  };
  const secNames = [], idNames = [], secIdx = new Map(), idIdx = new Map();
  let k = 0;
  for (const line of lines) {
    const w = line.trim().split(/\s+/);
    if (w.length < 5) continue;
    cols.offset[k] = +w[0];
    cols.size[k] = +w[1];
    let s = secIdx.get(w[2]);
    if (s === undefined) { s = secNames.length; secNames.push(w[2]); secIdx.set(w[2], s); }
    let d = idIdx.get(w[3]);
    if (d === undefined) { d = idNames.length; idNames.push(w[3]); idIdx.set(w[3], d); }
    cols.section[k] = s;
    cols.id[k] = d;
    cols.value[k] = +w[4];
    if (cols.value[k] > Number.MAX_SAFE_INTEGER) cols.big.set(k, w[4]);
    k++;
  }
  for (const key of ["offset", "size", "section", "id", "value"]) cols[key] = cols[key].subarray(0, k);
  return { cols, secNames, idNames };
}

function now() { return performance.now(); }

const native = {
  name: "native",
  async available() {
    try {
      const r = await fetch(new URL("../api/ping", import.meta.url));
      return r.ok && (await r.json()).native;
    } catch (e) {
      return false;
    }
  },
  async read(bytes, onProgress) {
    const t0 = now();
    (onProgress || (() => {}))("native reader");
    const r = await fetch(new URL("../api/read", import.meta.url), { method: "POST", body: bytes });
    if (!r.ok) throw new Error("native reader: HTTP " + r.status);
    const out = await r.json();
    const t1 = now();
    const { cols, secNames, idNames } = columnsFromTrace(out.trace);
    const fields = new FieldTable(cols, secNames, idNames, bytes.length);
    const t2 = now();
    return {
      backend: "native mlirbc-read (./cts explore)",
      verdict: out.verdict,
      fields,
      findings: out.findings,
      structure: out.structure ? JSON.parse(out.structure) : null,
      ms: { read: t1 - t0, fields: t2 - t1 },
    };
  },
};

let chosen = null;

// The first available backend: the WebAssembly reader, else the native one.
export async function backend() {
  if (chosen) return chosen;
  const errors = [];
  for (const b of [wasm, native]) {
    try {
      if (await b.available()) return (chosen = b);
    } catch (e) {
      errors.push(b.name + ": " + e.message);
    }
  }
  throw new Error("no reader: build the WebAssembly reader (./cts wasm) and serve the page with " +
                  "./cts explore" + (errors.length ? " (" + errors.join("; ") + ")" : ""));
}

// The WebAssembly reader in a worker (reader-worker.js).
let worker = null, seq = 0;
const waiting = new Map();

function ask(message, onProgress) {
  if (!worker) {
    worker = new Worker(new URL("./reader-worker.js", import.meta.url), { type: "module" });
    worker.onmessage = (e) => {
      const w = waiting.get(e.data.id);
      if (!w) return;
      if (e.data.progress) { w.onProgress(e.data.progress); return; }
      waiting.delete(e.data.id);
      if (e.data.ok) w.resolve(e.data); else w.reject(new Error(e.data.error));
    };
    worker.onerror = (e) => {
      for (const w of waiting.values()) w.reject(new Error("reader worker: " + (e.message || "failed to start")));
      waiting.clear();
      worker = null;
    };
  }
  const id = ++seq;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject, onProgress: onProgress || (() => {}) });
    const data = message.bytes || message.hold;
    worker.postMessage({ id, ...message }, data ? [data.buffer] : []);
  });
}

const RECENT = 4; // ranges kept

const wasm = {
  name: "wasm",
  async available() {
    await ask({});
    return true;
  },
  // A large file annotated on demand: the worker holds a copy and answers
  // range(lo, hi) -> {verdict, fields: FieldTable of the rows overlapping
  // [lo, hi)} and findings() -> [...].
  // The same range asked again (the page's first rows, the hex view's and
  // the tree's first request are one range) is answered from the last few:
  // each request is a read of the whole file.
  // BYTES are moved to the worker and back (a copy of a 40 MB file costs
  // as much as showing it): use the returned bytes, BYTES is left empty.
  // wasmMB: the worker's module memory (MB) after the last answer.
  async hold(bytes) {
    const size = bytes.length;
    const held = await ask({ hold: bytes });
    const recent = new Map(); // "lo hi" -> promise, oldest first
    const lazy = {
      bytes: held.bytes,
      wasmMB: held.wasmMB,
      range(lo, hi) {
        const key = `${lo} ${hi}`;
        if (!recent.has(key)) {
          const p = ask({ range: [lo, hi] }).then((out) => {
            lazy.wasmMB = out.wasmMB;
            return { verdict: out.verdict, fields: FieldTable.fromRows(out.columns, size, lo, hi) };
          });
          p.catch(() => recent.delete(key));
          recent.set(key, p);
          if (recent.size > RECENT) recent.delete(recent.keys().next().value);
        }
        return recent.get(key);
      },
      async findings() {
        const out = await ask({ findings: true });
        lazy.wasmMB = out.wasmMB;
        return out.findings;
      },
    };
    return lazy;
  },
  async read(bytes, onProgress) {
    const t0 = now();
    // the worker gets a copy: the page keeps showing its own bytes
    const out = await ask({ bytes: bytes.slice() }, onProgress);
    const t1 = now();
    const fields = FieldTable.fromParts(out.table);
    const t2 = now();
    const structure = out.structure ? JSON.parse(out.structure) : null;
    const t3 = now();
    return {
      backend: "WebAssembly reader (reader/bindings/js)",
      verdict: out.verdict,
      fields,
      findings: out.findings,
      structure,
      ms: { ...out.ms, worker: t1 - t0, received: t2 - t1, parse: t3 - t2 },
    };
  },
};
