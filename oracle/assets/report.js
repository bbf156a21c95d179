// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// report.js — inlined into index.html by oracle/render_html.py. Builds the
// cases x readers matrix and the per-case detail view from the embedded JSON.
(function () {
  "use strict";
  var D = JSON.parse(document.getElementById("report-data").textContent);
  var OUT = D.outcomes.map(function (o) { return o[0]; });
  var LABEL = {}; D.outcomes.forEach(function (o) { LABEL[o[0]] = o[1]; });
  var ORDER = { accept: 0, reject: 1, impl: 2 };
  var open = {};  // group key -> expanded
  // Undo the payload's compaction (render_html.payload): feature indexes,
  // interned strings, default paths.
  D.cases.forEach(function (c) { c.f = (c.f || []).map(function (i) { return D.features[i]; }); });
  function detailOf(id) {
    var det = D.details[id];
    if (!det) return null;
    var fill = function (tpl) { return tpl.split("{id}").join(id); };
    var out = { file: det.file || fill(D.defaults.file), producer: det.producer, hex: det.hex,
                structure: det.structure === 1 ? fill(D.defaults.structure) : det.structure, r: {} };
    det.r.forEach(function (row, i) {
      if (!row) return;
      var res = {};
      D.fields.forEach(function (f, k) {
        var v = row[k];
        if (v == null) return;
        res[f] = D.interned.indexOf(f) >= 0 ? D.strings[v] : v;
      });
      out.r[D.readers[i].id] = res;
    });
    return out;
  }

  function esc(s) {
    return String(s == null ? "" : s).replace(/[&<>"']/g, function (c) {
      return { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c];
    });
  }
  function $(id) { return document.getElementById(id); }
  function cmp(a, b) { return a < b ? -1 : a > b ? 1 : 0; }

  // ---- filters -----------------------------------------------------------
  function fillSelect(sel, values, fmt) {
    values.forEach(function (v) {
      var o = document.createElement("option");
      o.value = v; o.textContent = fmt ? fmt(v) : v; sel.appendChild(o);
    });
  }
  var versions = {}, features = {}, sources = {};
  D.cases.forEach(function (c) {
    versions[c.v == null ? "?" : c.v] = 1; sources[c.s] = 1;
    c.f.forEach(function (f) { features[f] = 1; });
  });
  fillSelect($("f-version"), Object.keys(versions).sort(function (a, b) {
    return (a === "?") - (b === "?") || a.length - b.length || cmp(a, b);  // numeric order for digit strings
  }), function (v) { return "v" + v; });
  fillSelect($("f-feature"), Object.keys(features).sort());
  fillSelect($("f-source"), Object.keys(sources).sort());

  function selected() {
    var ver = $("f-version").value, feat = $("f-feature").value, src = $("f-source").value;
    var text = $("f-text").value.trim().toLowerCase(), pruned = $("f-pruned").checked;
    return D.cases.filter(function (c) {
      if (ver && String(c.v == null ? "?" : c.v) !== ver) return false;
      if (feat && c.f.indexOf(feat) < 0) return false;
      if (src && c.s !== src) return false;
      if (pruned && !c.i) return false;
      if (text && !matchesText(c, text)) return false;
      return true;
    });
  }

  // Prefix match on the id (also after "upstream/"), an AMB id or the expected E_ code.
  function matchesText(c, text) {
    var words = [c.id, c.id.slice(c.id.indexOf("/") + 1), c.x || ""].concat((c.a || "").split(" "));
    return words.some(function (w) { return w && w.toLowerCase().indexOf(text) === 0; });
  }

  // Same order as Model.groups() in render_model.py.
  function groupRows(cases) {
    var buckets = {}, keys = [];
    cases.forEach(function (c) {
      var k = c.e + "|" + c.o.join(",") + "|" + c.m;
      if (!buckets[k]) { buckets[k] = []; keys.push(k); }
      buckets[k].push(c);
    });
    var groups = keys.map(function (k) { return { key: k, members: buckets[k] }; });
    groups.sort(function (a, b) {
      var x = a.members[0], y = b.members[0];
      var ox = x.e in ORDER ? ORDER[x.e] : 3, oy = y.e in ORDER ? ORDER[y.e] : 3;
      return (ox - oy) || (y.b - x.b) || (b.members.length - a.members.length) || cmp(x.id, y.id);
    });
    return groups;
  }

  // ---- matrix ------------------------------------------------------------
  function cells(c) {
    return c.o.map(function (oi, r) {
      var o = OUT[oi], m = c.m.charAt(r) === "." ? "" : c.m.charAt(r);
      var tip = D.readers[r].id + ": " + LABEL[o] + (m ? " (" + D.marks[m] + ")" : "");
      return '<td class="c o-' + o + '" data-id="' + esc(c.id) + '" title="' + esc(tip) + '">' + esc(m) + "</td>";
    }).join("");
  }
  function versionSpan(members) {
    var vs = {}; members.forEach(function (c) { vs[c.v == null ? "?" : c.v] = 1; });
    var k = Object.keys(vs).sort();
    return k.length === 1 ? "v" + k[0] : k.length <= 3 ? k.map(function (v) { return "v" + v; }).join(" ") : "v" + k[0] + "\u2013" + k[k.length - 1];
  }
  function sourceSpan(members) {
    var s = members[0].s;
    return members.every(function (c) { return c.s === s; }) ? s : "mixed";
  }
  function featureSpan(members) {
    var fs = {}; members.forEach(function (c) { c.f.forEach(function (f) { fs[f] = 1; }); });
    return Object.keys(fs).sort().join(", ");
  }
  // The case in the explorer (explorer/index.html?file=...), when the report
  // sits inside the repository (render.py explorer_url).
  function explorerHref(id) {
    var det = D.details[id];
    if (!D.explorer || !det) return null;
    return D.explorer.split("{file}").join(encodeURI(det.file || D.defaults.file.split("{id}").join(id)));
  }
  function explorerLink(id, text) {
    var href = explorerHref(id);
    return href ? ' <a class="xp" href="' + esc(href) + '" title="open in the explorer: annotated hex, structure tree, findings">' + text + "</a>" : "";
  }
  function caseRow(c, cls) {
    return '<tr class="' + cls + '" data-id="' + esc(c.id) + '"><td class="id"><a href="#case=' + encodeURIComponent(c.id) + '">' +
      esc(c.id) + "</a>" + explorerLink(c.id, "hex") + "</td>" + cells(c) + '<td class="v">' + (c.v == null ? "?" : "v" + c.v) + '</td><td class="src">' + esc(c.s) +
      '</td><td class="feat" title="' + esc(c.f.join(", ")) + '"><span>' + esc(c.f.join(", ")) + "</span></td></tr>";
  }
  function renderMatrix() {
    var cases = selected(), grouping = $("f-group").checked;
    var groups = groupRows(cases), html = [], cur = null, ncol = D.readers.length + 4, nrows = 0;
    var perSection = {};
    groups.forEach(function (g) {
      var e = g.members[0].e;
      perSection[e] = perSection[e] || { cases: 0, groups: 0 };
      perSection[e].cases += g.members.length; perSection[e].groups += 1;
    });
    groups.forEach(function (g, gi) {
      var first = g.members[0];
      if (first.e !== cur) {
        cur = first.e;
        var ps = perSection[cur];
        html.push('<tr class="sect"><td colspan="' + ncol + '">' + esc(D.expected[cur] || cur) + '<span class="sub">' + ps.cases +
          " cases \u00b7 " + ps.groups + " distinct result rows</span></td></tr>");
      }
      if (!grouping || g.members.length === 1) {
        g.members.forEach(function (c) { html.push(caseRow(c, "one")); nrows++; });
        return;
      }
      var isOpen = !!open[g.key], last = g.members[g.members.length - 1];
      html.push('<tr class="grp' + (isOpen ? " open" : "") + '" data-g="' + esc(g.key) + '"><td class="id"><span class="tw">\u25b8</span> ' +
        '<span class="cnt">' + g.members.length + '</span><span class="ids">' + esc(first.id) + " \u2026 " + esc(last.id) + "</span></td>" +
        cells(first).replace(/ data-id="[^"]*"/g, "") + '<td class="v">' + versionSpan(g.members) + '</td><td class="src">' + esc(sourceSpan(g.members)) + '</td><td class="feat">' +
        "<span>" + esc(featureSpan(g.members)) + "</span></td></tr>");
      nrows++;
      if (isOpen) g.members.forEach(function (c) { html.push(caseRow(c, "mem")); });
    });
    if (!html.length) html.push('<tr><td class="empty" colspan="' + ncol + '">no case matches the filters</td></tr>');
    $("matrix-body").innerHTML = html.join("");
    $("matrix-shown").textContent = cases.length + " of " + D.cases.length + " cases \u00b7 " + nrows + " rows";
  }

  ["f-version", "f-feature", "f-source", "f-pruned", "f-group"].forEach(function (id) {
    $(id).addEventListener("change", renderMatrix);
  });
  $("f-text").addEventListener("input", renderMatrix);
  $("matrix-body").addEventListener("click", function (ev) {
    var grp = ev.target.closest("tr.grp");
    if (grp && ev.target.closest("td.id")) { open[grp.getAttribute("data-g")] = !open[grp.getAttribute("data-g")]; renderMatrix(); return; }
    var cell = ev.target.closest("td.c[data-id]");
    if (cell) location.hash = "case=" + encodeURIComponent(cell.getAttribute("data-id"));
  });

  // ---- detail view -------------------------------------------------------
  var byId = {}; D.cases.forEach(function (c) { byId[c.id] = c; });
  function hexHtml(h) {
    var lines = h.text.replace(/\n$/, "").split("\n"), errLine = -1;
    if (h.error_offset != null) {
      lines.forEach(function (l, i) { var m = /^\s*([0-9a-f]{8})\s/.exec(l); if (m && parseInt(m[1], 16) <= h.error_offset) errLine = i; });
    }
    return lines.map(function (l, i) {
      var s = esc(l).replace(/^(\s*)([0-9a-f]{8})/, '$1<span class="off">$2</span>')
        .replace(/\[([a-z_]+)\]/, '<span class="sec">[$1]</span>')
        .replace(/(\s{2})([a-z][A-Za-z0-9_]*(?:\.[A-Za-z0-9_<>]+)+)/, '$1<span class="f">$2</span>');
      return i === errLine ? '<span class="err">' + s + "</span>" : s;
    }).join("\n");
  }
  function chip(o) { return '<span class="chip o-' + o + '">' + esc(LABEL[o]) + "</span>"; }
  function showDetail(id) {
    var c = byId[id], det = detailOf(id);
    if (!c || !det) return;
    var h = [];
    h.push('<div class="kv"><div>file</div><div class="mono">' + esc(det.file) + explorerLink(id, "open in the explorer") + "</div>" +
      "<div>expected</div><div>" + esc(c.e) + (c.x ? " \u00b7 <code>" + esc(c.x) + "</code>" : "") + "</div>" +
      "<div>version</div><div>" + (c.v == null ? "?" : c.v) + "</div>" +
      "<div>source</div><div>" + esc(c.s) + (det.producer ? " \u00b7 written by " + esc(det.producer) : "") + "</div>" +
      "<div>features</div><div>" + esc(c.f.join(", ") || "\u2014") + "</div>" +
      (c.a ? '<div>ambiguity</div><div><a href="#' + esc(c.a) + '">' + esc(c.a) + "</a> " + esc((D.ambiguities[c.a] || "")) + "</div>" : "") +
      (det.structure ? "<div>expected structure</div><div class=\"mono\">" + esc(det.structure) + "</div>" : "") + "</div>");
    h.push('<table class="grid"><thead><tr><th>reader</th><th>outcome</th><th>verdict</th><th>level</th><th>classification</th><th>message / diff</th></tr></thead><tbody>');
    D.readers.forEach(function (r, i) {
      var res = det.r[r.id] || {}, o = OUT[c.o[i]];
      var codeNote = c.x && res.code && res.code !== c.x ? '<div class="mono">expected <b>' + esc(c.x) + "</b>, got <b>" + esc(res.code) + "</b></div>" : "";
      var msg = codeNote + (res.message ? '<div class="msg mono">' + esc(res.message) + "</div>" : "") +
        (res.diff ? '<div class="mono">' + esc(res.diff) + "</div>" : "") +
        (res.align ? '<div class="mono">alignment sweep: ' + esc(Object.keys(res.align).sort(function (a, b) { return a - b; })
          .map(function (k) { return "@" + k + " " + res.align[k]; }).join(", ")) + "</div>" : "");
      h.push("<tr><td><b>" + esc(r.id) + "</b></td><td>" + chip(o) + "</td><td>" + esc(res.verdict || "\u2014") +
        (res.exit != null && res.exit !== 0 ? ' <span class="mono">(exit ' + esc(res.exit) + ")</span>" : "") +
        "</td><td>" + esc(res.level || "") + (res.compared_with ? ' <span class="mono" title="baseline">vs ' + esc(res.compared_with) + "</span>" : "") +
        "</td><td>" + esc(res.classification || "") + "</td><td>" + msg + "</td></tr>");
    });
    h.push("</tbody></table>");
    var cmds = D.readers.filter(function (r) { return r.command; }).map(function (r) {
      return "# " + r.id + "\n" + r.command.split("{file}").join(det.file).split("{offset}").join("0");
    });
    cmds.push("# annotated hex dump (reference reader)\nbuild/bin/mlirbc-read --annotate " + det.file);
    h.push("<h3>Reproduce</h3><pre class=\"cmd\">" + esc(cmds.join("\n")) + "</pre>");
    if (det.hex) {
      h.push("<h3>Bytes " + '<span class="sub" style="font-weight:400;color:#656d76">' + det.hex.size + " bytes \u00b7 " +
        (det.hex.kind === "annotated" ? "fields named by the reference reader (--annotate)" : "raw dump") + "</span></h3>");
      if (det.hex.error) h.push('<div class="msg mono">' + esc(det.hex.error) + "</div>");
      h.push('<pre class="hex">' + hexHtml(det.hex) + "</pre>");
      if (det.hex.omitted) h.push('<p class="note">' + det.hex.omitted + " more lines not embedded \u2014 run the annotate command above.</p>");
    } else {
      h.push('<p class="note">Hex dump not embedded in this report (size cap) \u2014 run the annotate command above.</p>');
    }
    $("detail-title").textContent = id;
    $("detail-body").innerHTML = h.join("");
    var dlg = $("detail");
    if (!dlg.open) dlg.showModal();
  }
  // Hash parameters make views linkable: #case=ID, #filter=TEXT&pruned=1&group=0&version=6&feature=F&source=S.
  function hashParams() {
    var out = {};
    location.hash.replace(/^#/, "").split("&").forEach(function (kv) {
      var i = kv.indexOf("=");
      if (i > 0) out[kv.slice(0, i)] = decodeURIComponent(kv.slice(i + 1));
    });
    return out;
  }
  var FILTER_PARAMS = { filter: "f-text", version: "f-version", feature: "f-feature", source: "f-source" };
  function onHash() {
    var p = hashParams(), filtered = false;
    Object.keys(FILTER_PARAMS).forEach(function (k) {
      if (k in p) { $(FILTER_PARAMS[k]).value = p[k]; filtered = true; }
    });
    if ("pruned" in p) { $("f-pruned").checked = p.pruned === "1"; filtered = true; }
    if ("group" in p) { $("f-group").checked = p.group !== "0"; filtered = true; }
    if (filtered) renderMatrix();
    if (p["case"]) showDetail(p["case"]);
    else {
      if ($("detail").open) $("detail").close();
      if (filtered) $("matrix").scrollIntoView();
    }
  }
  $("detail").addEventListener("close", function () {
    if (/(^#|&)case=/.test(location.hash)) history.replaceState(null, "", location.pathname + location.search + "#matrix");
  });
  $("detail").addEventListener("click", function (ev) { if (ev.target === $("detail")) $("detail").close(); });
  $("detail-close").addEventListener("click", function () { $("detail").close(); });
  window.addEventListener("hashchange", onHash);

  renderMatrix();
  onHash();
  document.body.setAttribute("data-rendered", "1");
})();
