// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// reader-worker.js — the WebAssembly reader (reader/bindings/js/mlirbc.mjs)
// in a Web Worker, so the page stays responsive while a large file is read.
// Per file: a fresh instance (WebAssembly memory only grows; dropping the
// instance after the annotated view gives a 40 MB file's ~2.5 GB back), the
// findings (verdict included), the annotated rows sorted and nested
// (fields.js; its arrays transferred, not copied), and for an accepted file
// the canonical structure as JSON text. Or, for a large file, the file held
// and annotated a range at a time.
import { load } from "../reader/bindings/js/mlirbc.mjs";
import { annotatedColumns } from "./wasm-columns.js";
import { FieldTable } from "./fields.js";
import { factRecords, LONG_FACT } from "./fact-lines.js";

const WASM = new URL("../reader/bindings/js/mlirbc.wasm", import.meta.url);
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

// A large file stays in one instance's memory and is annotated a range at
// a time (mlirbc_annotate_range): {hold: bytes}, then {range: [lo, hi]} and
// {findings: true} as the page asks.
let held = null;

function holdFile(reader, bytes) {
  const x = reader._x;
  const ptr = x.mbc_alloc(bytes.length);
  if (!ptr) throw new RangeError(`cannot hold a ${bytes.length}-byte file in WebAssembly memory`);
  new Uint8Array(x.memory.buffer, ptr, bytes.length).set(bytes);
  // The reader's tables grow as it reads; growing the module's memory a
  // step at a time cost a 42 MB file's first read three times its second.
  // One block of twice the file, taken and given back, leaves the memory
  // grown for the reads to come.
  const room = x.mbc_alloc(2 * bytes.length);
  if (room) x.mbc_free(room);
  return { reader, ptr, len: bytes.length };
}

function heldRange(lo, hi) {
  const { reader, ptr, len } = held;
  const { columns, ...verdict } = reader._columns(reader._x.mbc_annotate_range(ptr, len, 0, 0, lo, hi));
  return { verdict, columns };
}

function heldFindings() {
  const { reader, ptr, len } = held;
  // the page lists 2000 facts; a longer fact line comes cut (as factRecords cuts it)
  reader._x.mbc_findings_brief(ptr, len, 0, 0, 2000, LONG_FACT);
  return factRecords(reader._outBytes()).filter((r) => r.kind !== "verdict");
}

// Each answer says how large the module's memory is (MB; it only grows):
// the page keeps it per step for the bench (explorer.mem).
const memMB = () => held ? +(held.reader._x.memory.buffer.byteLength / 1e6).toFixed(1) : 0;

async function lazy(id, m) {
  if (m.hold) {
    held = null;
    held = holdFile(await load(await module()), m.hold);
    // the page's bytes go back to it (moved both ways, never copied)
    self.postMessage({ id, ok: true, bytes: m.hold, wasmMB: memMB() }, [m.hold.buffer]);
  } else if (m.range) {
    const { verdict, columns } = heldRange(m.range[0], m.range[1]);
    const arrays = Object.values(columns).filter((a) => ArrayBuffer.isView(a)).map((a) => a.buffer);
    self.postMessage({ id, ok: true, verdict, columns, wasmMB: memMB() }, arrays);
  } else {
    self.postMessage({ id, ok: true, findings: heldFindings(), wasmMB: memMB() });
  }
}

self.onmessage = async (e) => {
  const { id, bytes } = e.data;
  if (e.data.hold || e.data.range || e.data.findings) {
    try {
      await lazy(id, e.data);
    } catch (err) {
      self.postMessage({ id, ok: false, error: String(err && err.message || err) });
    }
    return;
  }
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
    // sorted and nested here too: the page's thread only receives the arrays
    const table = new FieldTable(cols, secNames, idNames, bytes.length).parts();
    lap("fields");
    self.postMessage({ id, ok: true, verdict, findings, table, structure, ms }, FieldTable.transferables(table));
  } catch (err) {
    self.postMessage({ id, ok: false, error: String(err && err.message || err) });
  }
};
