// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// app.js — the explorer page: open a file (drop, pick, or ?file=URL), read
// it with the reader (backend.js), show the verdict, the hex view, the
// structure tree and the findings, and keep hex and tree pointing at the
// same bytes.
import { backend } from "./backend.js";
import { buildTree, lazyTree } from "./tree.js";
import { HexView } from "./hexview.js";
import { TreeView } from "./treeview.js";

const $ = (id) => document.getElementById(id);

function esc(s) {
  return String(s).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" }[c]));
}
function hex(n) { return "0x" + n.toString(16); }

const state = { result: null, bytes: null, name: "", root: null };
window.explorer = state; // for the browser test and the console

const hexView = new HexView($("hex"), { onPick: pickFromHex, onNeed: needRows });
const treeView = new TreeView($("tree"), { onSelect: pickFromTree });
state.hex = hexView;
state.tree = treeView;

function setStatus(s) {
  document.body.dataset.state = s;
  if (s === "error") document.body.dataset.verdict = "error";
}

function showDetails(node, f) {
  const ft = state.result.fields;
  let html = "";
  if (f >= 0) {
    const path = ft.path(f).map((i) => esc(ft.name(i))).join(" \u203a ");
    const shown = Math.min(ft.size[f], 64);
    const bytes = Array.from(state.bytes.subarray(ft.off[f], ft.off[f] + shown),
      (b) => b.toString(16).padStart(2, "0")).join(" ");
    html += `<h3 id="sel-field">${esc(ft.name(f))}</h3><table class="kv">` +
      `<tr><th>section</th><td>${esc(ft.section(f))}</td></tr>` +
      `<tr><th>offset</th><td>${ft.off[f]} (${hex(ft.off[f])})</td></tr>` +
      `<tr><th>size</th><td>${ft.size[f]} byte${ft.size[f] === 1 ? "" : "s"}</td></tr>` +
      (ft.container[f] ? "" : `<tr><th>value</th><td>${esc(ft.value(f))}</td></tr>`) +
      `<tr><th>in</th><td>${path}</td></tr>` +
      `<tr><th>bytes</th><td class="mono">${bytes}${ft.size[f] > shown ? " \u2026" : ""}</td></tr></table>`;
  } else if (node) {
    html += `<h3 id="sel-field">${esc(node.label)}</h3><table class="kv">` +
      `<tr><th>bytes</th><td>${node.lo} (${hex(node.lo)}) to ${node.hi} (${node.hi - node.lo} bytes)</td></tr>` +
      (node.title ? `<tr><th></th><td class="mono">${esc(node.title)}</td></tr>` : "") + "</table>";
  }
  $("details").innerHTML = html;
}

// Hex -> tree: the field under the byte (or the field label clicked).
function pickFromHex({ byte, field }) {
  const ft = state.result.fields;
  if (!ft) { hexView.select(byte, byte + 1); showDetails(null, -1); return; } // not read yet
  const f = field !== undefined ? field : ft.at(byte);
  const b = field !== undefined ? ft.off[field] : byte;
  if (f >= 0) hexView.select(ft.off[f], ft.end(f)); else hexView.select(b, b + 1);
  const node = treeView.reveal(f >= 0 ? ft.off[f] : b, f);
  showDetails(node, f);
}

// Tree -> hex: the node's bytes.
function pickFromTree(node) {
  if (node.hi > node.lo || node.field >= 0) {
    hexView.select(node.lo, node.hi);
    hexView.scrollToByte(node.lo);
  }
  showDetails(node, node.field);
}

function verdictHtml(v, ft, structure) {
  if (v.verdict === "accept") {
    const ver = structure ? `version ${structure.bytecode_version}, producer ${esc(structure.producer)}, ` : "";
    const n = ft ? `, ${ft.n} fields` : ", annotated on demand";
    return `<span class="vd ok" id="verdict-word">ACCEPTED</span> ${ver}${state.bytes.length} bytes${n}`;
  }
  if (v.verdict === "reject") {
    return `<span class="vd bad" id="verdict-word">REJECTED</span> <b id="verdict-code">${esc(v.code)}</b> at ` +
      `<a href="#" id="err-link" data-o="${v.offset}">byte <span id="err-offset">${v.offset}</span> (${hex(v.offset)})</a>` +
      ` [${esc(v.section)}]: <span id="err-message">${esc(v.message)}</span>`;
  }
  return `<span class="vd bad" id="verdict-word">ERROR</span> ${esc(v.message || "")}`;
}

function findingsHtml(findings) {
  const list = findings.filter((f) => f.kind === "finding");
  const facts = findings.filter((f) => f.kind !== "finding");
  let html = `<h3>Findings (${list.length})</h3>`;
  html += list.length ? "<ul id=\"findings-list\">" + list.map((f) =>
    `<li><a href="#" data-o="${f.offset}">@${hex(f.offset)}</a> <b>${esc(f.id)}</b>` +
    (f.ambiguity ? ` <span class="amb">${esc(f.ambiguity)}</span>` : "") + `: ${esc(f.message)}</li>`).join("") + "</ul>"
    : "<p class=\"none\">none: nothing in this file depends on an ambiguity of the format</p>";
  html += `<details><summary>facts (${facts.length})</summary><ul class="facts">` +
    facts.slice(0, 2000).map((f) => {
      const o = typeof f.offset === "number" ? `<a href="#" data-o="${f.offset}">@${hex(f.offset)}</a> ` : "";
      const rest = Object.entries(f).filter(([k]) => k !== "kind" && k !== "offset")
        .map(([k, v]) => `${k}=${esc(JSON.stringify(v)).slice(0, 200)}`).join(" ");
      return `<li>${o}<b>${esc(f.kind)}</b> ${rest}</li>`;
    }).join("") + (facts.length > 2000 ? `<li>\u2026 ${facts.length - 2000} more</li>` : "") + "</ul></details>";
  return html;
}

// Files from this size on are annotated on demand: the rows on screen and
// the tree nodes opened, each a range the reader reads on request
// (mlirbc_annotate_range); smaller ones are annotated whole up front.
const LAZY_BYTES = 4 << 20;
const WINDOW = 1 << 16; // bytes of rows asked for around the screen

// The hex view shows rows the current range's table does not hold: ask for
// a range around them (one request at a time; the latest wish wins).
function needRows(lo, hi) {
  const lazy = state.lazy;
  if (!lazy) return;
  lazy.want = [lo, hi];
  if (lazy.busy) return;
  lazy.busy = true;
  const a = Math.max(0, Math.floor((lo + hi) / 2) - WINDOW / 2), b = Math.min(state.bytes.length, a + WINDOW);
  lazy.range(a, b).then(({ fields }) => {
    lazy.busy = false;
    if (state.lazy !== lazy) return;
    state.result.fields = fields;
    hexView.ft = fields;
    hexView.render();
  }, () => { lazy.busy = false; });
}

function showVerdict(v, ft = null, structure = null) {
  $("verdict").className = v.verdict === "accept" ? "accept" : "reject";
  $("verdict").innerHTML = verdictHtml(v, ft, structure);
  document.body.dataset.verdict = v.verdict;
}

function showError(message) {
  $("verdict").className = "reject";
  $("verdict").innerHTML = `<span class="vd bad" id="verdict-word">ERROR</span> ${esc(message)}`;
  setStatus("error");
}

// A large file is shown before it is read: the bytes (rows without field
// names), the tree's root and the verdict marked pending, and the page is
// ready. Then the bytes are lent to the reader's worker, which keeps a copy
// (the rows on screen stay as they are meanwhile), and its first read of the
// whole file gives the verdict with the first rows' fields (the same read
// answers the hex view's and the tree's first request: backend.js keeps
// recent ranges), then the tree's first level, then the findings (another
// whole read).
async function openLazy(b, bytes, t0) {
  const size = bytes.length, mine = {};
  state.opening = mine;
  let holding = null; // set below, before anything can open the tree
  state.result = { verdict: null, fields: null, findings: [], structure: null, backend: "WebAssembly reader, on demand" };
  state.root = lazyTree((lo, hi) => holding.then((held) => held.range(lo, hi)), size);
  $("verdict").className = "pending";
  $("verdict").innerHTML = `<span class="vd" id="verdict-word">PENDING</span> the reader is reading the ` +
    `${size.toLocaleString("en")} bytes for the verdict; the hex view names the fields when it has read them`;
  document.body.dataset.verdict = "pending";
  hexView.load(bytes, null, -1);
  treeView.load(state.root);
  $("findings").innerHTML = "<p class=\"none\">findings: reading\u2026</p>";
  $("details").innerHTML = "<p class=\"none\">click a byte, a field or a tree node</p>";
  const t1 = performance.now();
  state.ms = { file: t0, ready: t1, total: t1 - t0 };
  state.atReady = $("verdict").textContent;
  $("backend").textContent = `${state.result.backend}; shown ${Math.round(t1 - t0)} ms`;
  setStatus("ready");
  holding = b.hold(bytes); // the bytes move to the worker and back: a copy costs as much as showing them
  const lazy = await holding;
  if (state.opening !== mine) return;
  state.bytes = hexView.bytes = bytes = lazy.bytes;
  hexView.render(); // the rows scrolled to meanwhile
  state.lazy = lazy;
  state.ms.held = performance.now();
  // the reader's module memory (MB) after each step, and the page's JS heap
  // where the browser tells it (Chromium): for the bench
  const heapMB = () => performance.memory ? +(performance.memory.usedJSHeapSize / 1e6).toFixed(1) : null;
  state.mem = { held: lazy.wasmMB };
  // the verdict: the first rows, or those around a rejected file's error
  const firstAt = (v) => v.verdict === "reject" ? Math.max(0, Math.min(v.offset, size - 1) - WINDOW / 2) : 0;
  let { verdict: v, fields } = await lazy.range(0, Math.min(size, WINDOW));
  if (firstAt(v) > 0) fields = (await lazy.range(firstAt(v), Math.min(size, firstAt(v) + WINDOW))).fields;
  if (state.lazy !== lazy) return;
  state.result.verdict = v;
  state.result.fields = fields;
  hexView.ft = fields;
  hexView.errAt = v.verdict === "reject" ? v.offset : -1;
  showVerdict(v);
  if (v.verdict === "reject") {
    hexView.scrollToByte(v.offset);
    pickFromHex({ byte: Math.min(v.offset, Math.max(0, bytes.length - 1)) });
  } else {
    hexView.render();
  }
  const t2 = performance.now();
  state.ms.verdict = t2;
  state.mem.verdict = lazy.wasmMB;
  $("backend").textContent = `${state.result.backend}; shown ${Math.round(t1 - t0)} ms, verdict ${Math.round(t2 - t0)} ms`;
  // then the tree's first level, then the findings
  await treeView.fetch(state.root);
  const findings = await lazy.findings();
  if (state.lazy === lazy) {
    state.result.findings = findings;
    $("findings").innerHTML = findingsHtml(findings);
    state.ms.findings = performance.now();
    state.mem.findings = lazy.wasmMB;
    state.mem.pageHeap = heapMB();
  }
}

async function open(bytes, name) {
  setStatus("reading");
  delete document.body.dataset.verdict;
  state.name = name;
  state.bytes = bytes;
  $("file-name").textContent = `${name} (${bytes.length.toLocaleString("en")} bytes)`;
  $("verdict").innerHTML = "reading\u2026";
  $("verdict").className = "";
  try {
    const t0 = performance.now();
    const b = await backend();
    state.lazy = null;
    const ondemand = new URLSearchParams(location.search).has("ondemand"); // any size (tests)
    if ((bytes.length >= LAZY_BYTES || ondemand) && b.hold) {
      await openLazy(b, bytes, t0);
      return;
    }
    const result = await b.read(bytes, (stage) => { $("verdict").textContent = `reading: ${stage}\u2026`; });
    $("verdict").textContent = "building the views\u2026";
    await new Promise((r) => setTimeout(r, 0));
    state.result = result;
    const t1 = performance.now();
    const ft = result.fields;
    const v = result.verdict;
    state.root = buildTree(ft, result.structure, bytes.length);
    showVerdict(v, ft, result.structure);
    hexView.load(bytes, ft, v.verdict === "reject" ? v.offset : -1);
    treeView.load(state.root);
    $("findings").innerHTML = findingsHtml(result.findings || []);
    $("details").innerHTML = "<p class=\"none\">click a byte, a field or a tree node</p>";
    const t2 = performance.now();
    state.ms = { ...result.ms, total: t2 - t0, render: t2 - t1 };
    $("backend").textContent = `${result.backend}; read ${Math.round(t1 - t0)} ms, shown ${Math.round(t2 - t1)} ms`;
    if (v.verdict === "reject") pickFromHex({ byte: Math.min(v.offset, Math.max(0, bytes.length - 1)) });
    hexView.scrollToByte(v.verdict === "reject" ? v.offset : 0);
    setStatus("ready");
  } catch (e) {
    showError(e.message);
    throw e;
  }
}

document.addEventListener("click", (e) => {
  const a = e.target.closest("a[data-o]");
  if (!a || !state.result) return;
  e.preventDefault();
  const o = +a.dataset.o;
  hexView.scrollToByte(o);
  pickFromHex({ byte: Math.min(o, state.bytes.length - 1) });
});

$("pick").addEventListener("change", async (e) => {
  const f = e.target.files[0];
  if (f) await open(new Uint8Array(await f.arrayBuffer()), f.name);
});
window.addEventListener("dragover", (e) => { e.preventDefault(); document.body.classList.add("drag"); });
window.addEventListener("dragleave", () => document.body.classList.remove("drag"));
window.addEventListener("drop", async (e) => {
  e.preventDefault();
  document.body.classList.remove("drag");
  const f = e.dataTransfer.files[0];
  if (f) await open(new Uint8Array(await f.arrayBuffer()), f.name);
});

// A response's bytes copied into one buffer as they arrive (its announced
// length, grown if the body is longer, e.g. compressed): arrayBuffer()
// gathers them first and copies them all at the end, a 40 MB file's
// half second after the last byte.
async function responseBytes(r) {
  const said = Number(r.headers.get("content-length"));
  if (!r.body || !(said > 0)) return new Uint8Array(await r.arrayBuffer());
  let out = new Uint8Array(said), n = 0;
  const reader = r.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (n + value.length > out.length) {
      const more = new Uint8Array(Math.max(2 * out.length, n + value.length));
      more.set(out.subarray(0, n));
      out = more;
    }
    out.set(value, n);
    n += value.length;
  }
  return n === out.length ? out : out.slice(0, n);
}

// ?file=PATH: a file next to the page (relative to it), e.g. the
// conformance report's cases: ?file=../corpus/cases/n_....mlirbc
async function fromUrl() {
  const file = new URLSearchParams(location.search).get("file");
  if (!file) { setStatus("empty"); return; }
  setStatus("fetching");
  backend().catch(() => {}); // the reader's module compiles while the file downloads
  try {
    // index.html started the download before the modules loaded
    const r = await (window.explorerFetch && window.explorerFetch.file === file
      ? window.explorerFetch.response : fetch(new URL(file, location.href)));
    if (!r.ok) throw new Error(`${file}: HTTP ${r.status}`);
    await open(await responseBytes(r), file.split("/").pop());
  } catch (e) {
    showError(e.message);
  }
}
fromUrl();
