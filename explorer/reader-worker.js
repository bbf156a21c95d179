// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// reader-worker.js — the WebAssembly reader (reader/bindings/js/mlirbc.mjs)
// in a Web Worker, so the page stays responsive while a large file is read.
// Per file: a fresh instance (WebAssembly memory only grows; dropping the
// instance after the annotated view gives a 40 MB file's ~2.5 GB back), the
// findings (verdict included), the annotated rows sorted and nested
// (fields.js; its arrays transferred, not copied), and for an accepted file
// the canonical structure as JSON text.
import { load } from "../reader/bindings/js/mlirbc.mjs";
import { annotatedColumns } from "./wasm-columns.js";
import { FieldTable } from "./fields.js";

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
    // sorted and nested here too: the page's thread only receives the arrays
    const table = new FieldTable(cols, secNames, idNames, bytes.length).parts();
    lap("fields");
    self.postMessage({ id, ok: true, verdict, findings, table, structure, ms }, FieldTable.transferables(table));
  } catch (err) {
    self.postMessage({ id, ok: false, error: String(err && err.message || err) });
  }
};
