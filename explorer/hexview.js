// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// hexview.js — a virtualized hex view: 16 bytes a row, only the rows on
// screen exist in the DOM, so a 40 MB file (2.6 million rows) scrolls like
// a small one. Each byte is coloured by the section of the innermost field
// that holds it; the fields that start on a row are listed at its right
// (grammar ID = value, as `mlirbc-read --annotate` prints them).

const ROW = 18;             // px per row (fixed: the CSS says the same)
const MAX_SPACER = 8e6;     // px; browsers cap element heights (~33M px in Chromium)
const LABELS_PER_ROW = 3;

function hex2(b) { return (b < 16 ? "0" : "") + b.toString(16); }
function hex8(n) { return n.toString(16).padStart(8, "0"); }

export class HexView {
  // onNeed(lo, hi): the rows on screen are [lo, hi) and the field table
  // (one of a range: ft.lo, ft.hi) does not cover them.
  constructor(scroller, { onPick, onNeed } = {}) {
    this.el = scroller;
    this.spacer = document.createElement("div");
    this.spacer.className = "hex-spacer";
    this.rowsEl = document.createElement("div");
    this.rowsEl.className = "hex-rows";
    this.el.append(this.spacer, this.rowsEl);
    this.onPick = onPick || (() => {});
    this.onNeed = onNeed || (() => {});
    this.bytes = new Uint8Array(0);
    this.ft = null;
    this.sel = null;       // [lo, hi) selected
    this.errAt = -1;
    this.rendered = 0;     // rows rendered last time (tests and stats)
    this.el.addEventListener("scroll", () => this.schedule());
    new ResizeObserver(() => this.schedule()).observe(this.el);
    this.rowsEl.addEventListener("click", (e) => {
      const t = e.target.closest("[data-o],[data-f]");
      if (!t) return;
      if (t.dataset.f !== undefined) this.onPick({ field: +t.dataset.f });
      else this.onPick({ byte: +t.dataset.o });
    });
  }

  load(bytes, ft, errAt) {
    this.bytes = bytes;
    this.ft = ft;
    this.errAt = errAt ?? -1;
    this.sel = null;
    this.rows = Math.ceil(bytes.length / 16);
    this.spacer.style.height = Math.min(this.rows * ROW, MAX_SPACER) + "px";
    this.el.scrollTop = 0;
    this.render();
  }

  visibleRows() { return Math.max(1, Math.ceil(this.el.clientHeight / ROW)); }

  // First row shown for the current scrollTop (scaled when the file has more
  // rows than the spacer can be tall).
  firstRow() {
    const total = this.rows * ROW;
    if (total <= MAX_SPACER) return Math.floor(this.el.scrollTop / ROW);
    const range = MAX_SPACER - this.el.clientHeight;
    const frac = range > 0 ? this.el.scrollTop / range : 0;
    return Math.round(frac * Math.max(0, this.rows - this.visibleRows()));
  }

  scrollToByte(b) {
    const row = Math.floor(b / 16);
    const vis = this.visibleRows();
    const want = Math.max(0, row - Math.floor(vis / 3));
    const total = this.rows * ROW;
    if (total <= MAX_SPACER) this.el.scrollTop = want * ROW;
    else this.el.scrollTop = (want / Math.max(1, this.rows - vis)) * (MAX_SPACER - this.el.clientHeight);
    this.render();
  }

  select(lo, hi) {
    this.sel = [lo, Math.max(hi, lo + 1)];
    this.render();
  }

  schedule() {
    if (this.pending) return;
    this.pending = requestAnimationFrame(() => { this.pending = 0; this.render(); });
  }

  render() {
    if (!this.rows) { this.rowsEl.textContent = ""; this.rendered = 0; return; }
    if (!this.bytes.length) return; // lent to the reader (app.js): the rows shown stay until they are back
    const first = Math.min(this.firstRow(), Math.max(0, this.rows - 1));
    const n = Math.min(this.visibleRows() + 2, this.rows - first);
    const total = this.rows * ROW;
    const top = total <= MAX_SPACER ? first * ROW : this.el.scrollTop;
    this.rowsEl.style.transform = `translateY(${top}px)`;
    const parts = [];
    for (let r = first; r < first + n; r++) parts.push(this.rowHtml(r));
    this.rowsEl.innerHTML = parts.join("");
    this.rendered = n;
    this.first = first;
    const ft = this.ft, lo = first * 16, hi = Math.min((first + n) * 16, this.bytes.length);
    if (ft && ft.hi !== undefined && (lo < ft.lo || hi > ft.hi)) this.onNeed(lo, hi);
  }

  rowHtml(r) {
    const ft = this.ft, bytes = this.bytes;
    const lo = r * 16, hi = Math.min(lo + 16, bytes.length);
    let cells = "", ascii = "";
    for (let b = lo; b < hi; b++) {
      const f = ft ? ft.at(b) : -1;
      let cls = f < 0 ? "raw" : "s-" + ft.section(f) + (f & 1 ? " odd" : "");
      if (this.sel && b >= this.sel[0] && b < this.sel[1]) cls += " sel";
      if (b === this.errAt) cls += " err";
      const v = bytes[b];
      cells += `<span class="b ${cls}" data-o="${b}">${hex2(v)}</span>`;
      ascii += v >= 0x20 && v < 0x7f ? (v === 0x3c ? "&lt;" : v === 0x26 ? "&amp;" : String.fromCharCode(v)) : ".";
    }
    for (let b = hi; b < lo + 16; b++) cells += `<span class="b pad">  </span>`;
    let labels = "";
    if (ft) {
      let i = ft.firstAtOrAfter(lo);
      let shown = 0, more = 0;
      for (; i < ft.n && ft.off[i] < hi; i++) {
        if (shown < LABELS_PER_ROW) {
          const name = ft.name(i);
          const text = ft.container[i] ? `[${ft.section(i)}] ${name}` : `${name} = ${ft.value(i)}`;
          labels += `<span class="fl" data-f="${i}" title="@0x${ft.off[i].toString(16)}, ${ft.size[i]} bytes">${esc(text)}</span>`;
          shown++;
        } else more++;
      }
      if (more) labels += `<span class="more">+${more}</span>`;
    }
    const err = this.errAt >= lo && this.errAt < hi ? " has-err" : "";
    return `<div class="hr${err}" data-row="${r}"><span class="ho">${hex8(lo)}</span>` +
      `<span class="hb">${cells}</span><span class="ha">${ascii}</span><span class="hl">${labels}</span></div>`;
  }
}

function esc(s) {
  return String(s).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" }[c]));
}
