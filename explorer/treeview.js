// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// treeview.js — the collapsible structure tree in the DOM. Large child lists
// (a block with a million ops) render in windows of PAGE nodes with
// "… N more" buttons between them; revealing a node opens a window around it.
import { locate } from "./tree.js";

const PAGE = 200;

function esc(s) {
  return String(s).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" }[c]));
}

export class TreeView {
  constructor(el, { onSelect } = {}) {
    this.el = el;
    this.onSelect = onSelect || (() => {});
    this.root = null;
    this.ids = new Map();   // node -> DOM id
    this.byId = new Map();  // DOM id -> node
    this.open = new Set();
    this.windows = new Map(); // node -> [[start, end), ...]
    this.current = null;
    this.seq = 0;
    el.addEventListener("click", (e) => {
      const more = e.target.closest(".more-btn");
      if (more) {
        const node = this.byId.get(more.dataset.p);
        this.addWindow(node, +more.dataset.s, +more.dataset.s + PAGE);
        this.rerender(node);
        return;
      }
      const row = e.target.closest(".tn");
      if (!row) return;
      const node = this.byId.get(row.parentElement.id);
      if (e.target.closest(".tw") && node.expandable) {
        this.toggle(node);
        return;
      }
      this.select(node, true);
    });
  }

  id(node) {
    let id = this.ids.get(node);
    if (!id) {
      id = "t" + (++this.seq);
      this.ids.set(node, id);
      this.byId.set(id, node);
    }
    return id;
  }

  load(root) {
    this.root = root;
    this.ids.clear();
    this.byId.clear();
    this.open = new Set([root]);
    this.windows.clear();
    this.current = null;
    // open the file and its sections' first level
    this.el.innerHTML = `<ul class="tree">${this.nodeHtml(root, 0)}</ul>`;
  }

  addWindow(node, s, e) {
    const n = node.children().length;
    const ws = (this.windows.get(node) || [[0, Math.min(PAGE, n)]]).slice();
    ws.push([Math.max(0, s), Math.min(n, e)]);
    ws.sort((a, b) => a[0] - b[0]);
    const merged = [];
    for (const w of ws) {
      if (merged.length && w[0] <= merged[merged.length - 1][1]) {
        merged[merged.length - 1][1] = Math.max(merged[merged.length - 1][1], w[1]);
      } else merged.push(w.slice());
    }
    this.windows.set(node, merged);
  }

  kidsHtml(node, depth) {
    const kids = node.children();
    const ws = this.windows.get(node) || [[0, Math.min(PAGE, kids.length)]];
    let html = "", at = 0;
    const pid = this.id(node);
    for (const [s, e] of ws) {
      if (s > at) html += `<li class="more"><button class="more-btn" data-p="${pid}" data-s="${s - Math.min(PAGE, s - at)}">\u2026 ${s - at} more</button></li>`;
      for (let k = s; k < e; k++) html += this.nodeHtml(kids[k], depth);
      at = e;
    }
    if (at < kids.length) html += `<li class="more"><button class="more-btn" data-p="${pid}" data-s="${at}">\u2026 ${kids.length - at} more</button></li>`;
    return html;
  }

  nodeHtml(node, depth) {
    const id = this.id(node);
    const isOpen = this.open.has(node);
    const tw = node.expandable ? (isOpen ? "\u25be" : "\u25b8") : "";
    const cur = node === this.current ? " cur" : "";
    const range = node.hi > node.lo ? `<span class="tr">@${node.lo.toString(16)}</span>` : "";
    let html = `<li id="${id}" class="k-${node.kind}"><div class="tn${cur}" style="padding-left:${depth * 14}px"` +
      ` title="${esc(node.title)}"><span class="tw">${tw}</span><span class="tl">${esc(node.label)}</span>${range}</div>`;
    if (isOpen && node.expandable) html += `<ul>${this.kidsHtml(node, depth + 1)}</ul>`;
    return html + "</li>";
  }

  depthOf(node) {
    let d = 0;
    for (let p = node.parent; p; p = p.parent) d++;
    return d;
  }

  rerender(node) {
    const li = document.getElementById(this.id(node));
    if (!li) return;
    li.outerHTML = this.nodeHtml(node, this.depthOf(node));
  }

  toggle(node) {
    if (this.open.has(node)) this.open.delete(node); else this.open.add(node);
    this.rerender(node);
    if (this.open.has(node)) this.fetch(node);
  }

  // A node whose children the reader makes on request (a large file):
  // shown as loading until they arrive.
  async fetch(node) {
    if (!node.fetch || node.kids) return;
    const kids = await node.fetch();
    node.kids = kids;
    for (const k of kids) k.parent = node;
    this.rerender(node);
  }

  select(node, notify) {
    const prev = this.current;
    this.current = node;
    if (prev) document.getElementById(this.ids.get(prev))?.firstElementChild.classList.remove("cur");
    const li = document.getElementById(this.id(node));
    if (li) {
      li.firstElementChild.classList.add("cur");
      li.firstElementChild.scrollIntoView({ block: "nearest" });
    }
    if (notify) this.onSelect(node);
  }

  // Open the tree down to the node of byte b (field f when given) and
  // select it; returns that node.
  reveal(b, f = -1) {
    const path = locate(this.root, b, f);
    let top = null;
    for (let k = 0; k + 1 < path.length; k++) {
      const node = path[k], kid = path[k + 1];
      if (!this.open.has(node)) {
        this.open.add(node);
        top = top || node;
      }
      const idx = node.children().indexOf(kid);
      const ws = this.windows.get(node) || [[0, Math.min(PAGE, node.children().length)]];
      if (!ws.some(([s, e]) => idx >= s && idx < e)) {
        this.addWindow(node, idx - 20, idx + 20);
        top = top || node;
      }
    }
    if (top) this.rerender(top);
    const last = path[path.length - 1];
    this.select(last, false);
    return last;
  }
}
