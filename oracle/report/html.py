# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""render_html.py — the self-contained index.html of a conformance report.

Static sections (changes, overview, cross-version, ambiguities) are written
here; the cases x readers matrix and the detail view are built in the browser
from embedded JSON (assets/report.js), so filtering needs no server.
"""
import html
import json
import os

from oracle.report import view as M
from oracle.core.paths import ASSETS



def esc(s):
    return html.escape("" if s is None else str(s), quote=True)


def asset(name):
    with open(os.path.join(ASSETS, name), encoding="utf-8") as fp:
        return fp.read()


def rate_colour(r):
    """Background for a pass rate: red (<= 50 %) through amber to green (100 %)."""
    if r is None:
        return "#eaeef2"
    hue = max(0.0, min(1.0, (r - 0.5) / 0.5)) ** 2 * 130
    return f"hsl({hue:.0f}, 70%, {88 if r < 1 else 82}%)"


def rate_cell(ok_total):
    ok, total = ok_total
    if not total:
        return '<td class="num"><span class="empty">—</span></td>'
    r = ok / total
    return (f'<td class="num"><span class="rate" style="background:{rate_colour(r)}">'
            f'{100 * r:.1f}%<small>{ok}/{total}</small></span></td>')


# ---------------------------------------------------------------- header
def header(model):
    doc = model.doc
    corpus = doc.get("corpus") or {}
    by_source = corpus.get("by_source") or {}
    sources = ", ".join(f"{n} {k}" for k, n in sorted(by_source.items()) if n)
    readers = "".join(f'<span><b>{esc(r["id"])}</b> {esc(r.get("kind"))} · {esc(r.get("version"))}</span>'
                      for r in model.readers)
    return (f'<header class="top"><h1>mlirbc conformance<small>MLIR bytecode, versions 0–6</small></h1>'
            f'<div class="meta"><span>{len(model.cases)} cases</span>'
            f'<span>{esc(sources)}</span><span>{len(model.readers)} readers</span>'
            f'<span>schema v{esc(doc.get("schema_version"))}</span></div>'
            f'<div class="readers">{readers}</div></header>')


def nav(model):
    ch = model.changes
    n_changes = sum(len(ch[k]) for k in ("new_failures", "fixed", "changed", "ambiguity_changes"))
    items = [("changes", "Changes", n_changes), ("overview", "Overview", None),
             ("matrix", "Matrix", len(model.cases)),
             ("xversion", "Cross-version", None),
             ("robustness", "Upstream bugs", len(model.doc.get("robustness") or [])),
             ("ambiguities", "Ambiguities", len(model.doc.get("ambiguities") or []))]
    links = "".join(f'<a href="#{i}">{t}' + (f'<span class="count">{n}</span>' if n is not None else "")
                    + "</a>" for i, t, n in items)
    return f'<nav class="sections">{links}</nav>'


# ---------------------------------------------------------------- changes
def case_link(cid):
    return f'<a class="mono" href="#case={esc(cid)}">{esc(cid)}</a>'


def change_items(entries):
    if not entries:
        return '<p class="empty">none</p>'
    rows = []
    for e in sorted(entries, key=lambda e: (e.get("case", ""), e.get("reader", ""))):
        rows.append(f'<li>{case_link(e.get("case"))} <span class="who">· {esc(e.get("reader"))}</span><br>'
                    f'<span class="mono">{esc(e.get("was"))}</span><span class="arrow">→</span>'
                    f'<span class="mono">{esc(e.get("now"))}</span></li>')
    return "<ul>" + "".join(rows) + "</ul>"


def amb_change_items(entries):
    if not entries:
        return '<p class="empty">none</p>'
    return "<ul>" + "".join(
        f'<li><a href="#{esc(e.get("id"))}">{esc(e.get("id"))}</a> <span class="who">· {esc(e.get("reader"))}</span><br>'
        f'<span class="beh b-{esc(beh_class(e.get("was")))}">{esc(e.get("was"))}</span><span class="arrow">→</span>'
        f'<span class="beh b-{esc(beh_class(e.get("now")))}">{esc(e.get("now"))}</span></li>'
        for e in sorted(entries, key=lambda e: (e.get("id", ""), e.get("reader", "")))) + "</ul>"


def changes(model):
    ch = model.changes
    prev = ch.get("previous")
    total = sum(len(ch[k]) for k in ("new_failures", "fixed", "changed", "ambiguity_changes"))
    if not prev:
        note = "No previous report to compare with."
    elif total == 0:
        note = f"No change since the previous report ({esc(prev)})."
    else:
        note = f"Compared with {esc(prev)}."
    cards = [("bad", "New failures", ch["new_failures"], change_items),
             ("good", "Fixed", ch["fixed"], change_items),
             ("neutral", "Changed behaviour", ch["changed"], change_items),
             ("amb", "Ambiguity behaviour", ch["ambiguity_changes"], amb_change_items)]
    if model.flaky:
        # not changes: results that did not reproduce on a re-run
        cards.append(("flaky", "Flaky (not counted)",
                      [{"reader": r, "case": c, "was": "flaky", "now": v} for r, c, v in model.flaky],
                      change_items))
    body = "".join(f'<div class="card {cls}" id="changes-{cls}"><h3><span class="n">{len(items)}</span>{title}</h3>'
                   f'{fn(items)}</div>' for cls, title, items, fn in cards) if total or model.flaky else ""
    return (f'<section id="changes"><h2>What changed<span class="sub">{note}</span></h2>'
            f'<div class="changes">{body}</div></section>')


# ---------------------------------------------------------------- overview
def overview(model):
    rids = model.reader_ids
    head = "".join(f'<th class="num">{esc(r)}</th>' for r in rids)
    rows = []

    def block(title, table, label):
        rows.append(f'<tr class="head"><td colspan="{len(rids) + 1}">{esc(title)}</td></tr>')
        for key, per in table.items():
            rows.append(f'<tr><td class="lab">{esc(label(key))}</td>'
                        + "".join(rate_cell(per[r]) for r in rids) + "</tr>")

    block("all cases", model.rates(lambda c: ["all"]), lambda k: "conformance (ok / run)")
    if any(model.class_counts()[r]["cross-version-break"] for r in rids):
        rows.append('<tr><td class="lab">without cross-version breaks</td>'
                    + "".join(rate_cell(model.rate_without(r, "cross-version-break")) for r in rids) + "</tr>")
    block("by expectation", model.rates(lambda c: [M.EXPECTED_ORDER.get(c.get("expected"), 3)]),
          lambda k: ["must accept", "must reject", "implementation-defined", "other"][k])
    block("by bytecode version", model.rates(lambda c: [M.version_key(c)]), M.version_label)
    counts = model.outcome_counts()
    bars = []
    for r in rids:
        total = sum(counts[r].values()) or 1
        segs = "".join(f'<i class="o-{o}" style="width:{100 * counts[r][o] / total:.2f}%" '
                       f'title="{esc(M.OUTCOME_LABEL[o])}: {counts[r][o]}"></i>'
                       for o in M.OUTCOME_IDS if counts[r][o])
        bars.append(f'<td><div class="bar">{segs}</div></td>')
    classes = model.class_counts()
    fams = sorted({f for r in rids for f in classes[r]})
    class_rows = "".join(f'<tr><td class="lab">{esc(f)}</td>'
                         + "".join(f'<td class="num">{classes[r][f] or ""}</td>' for r in rids) + "</tr>"
                         for f in fams)
    outcome_rows = "".join(f'<tr><td class="lab"><i class="sw o-{o}"></i> {esc(M.OUTCOME_LABEL[o])}</td>'
                           + "".join(f'<td class="num">{counts[r][o] or ""}</td>' for r in rids) + "</tr>"
                           for o in M.OUTCOME_IDS if any(counts[r][o] for r in rids))
    levels = "".join(level_row(model, lv) for lv in ("L1", "L2", "L3"))
    features = model.rates(lambda c: c.get("features") or ["(none)"])
    feat_rows = "".join(f'<tr><td class="lab">{esc(k)}</td>' + "".join(rate_cell(per[r]) for r in rids)
                        + "</tr>" for k, per in features.items())
    return (f'<section id="overview"><h2>Overview per reader<span class="sub">ok = meets the expectation '
            f'(classification <code>ok</code>); not-applicable cases are left out</span></h2>'
            f'<table class="grid overview"><thead><tr><th></th>{head}</tr></thead><tbody>'
            f'<tr><td class="lab">outcomes</td>{"".join(bars)}</tr>{"".join(rows)}'
            f'<tr class="head"><td colspan="{len(rids) + 1}">accepted cases equal to their baseline, by level (of those with a baseline)</td></tr>'
            f'{levels}'
            f'<tr class="head"><td colspan="{len(rids) + 1}">classification</td></tr>{class_rows}'
            f'</tbody></table>'
            f'<details><summary>outcome counts</summary><table class="grid overview"><thead><tr><th>'
            f'outcome</th>{head}</tr></thead><tbody>{outcome_rows}</tbody></table></details>'
            f'<details><summary>by feature ({len(features)})</summary><table class="grid overview"><thead><tr><th>'
            f'feature</th>{head}</tr></thead><tbody>{feat_rows}</tbody></table></details></section>')


def level_row(model, level):
    cells = []
    for r in model.reader_ids:
        lv = ((model.doc.get("summary") or {}).get(r) or {}).get("levels") or {}
        # Out of the accepted cases that had a baseline to compare with (an
        # impl case or a hand-made y_ case may have none).
        compared = sum(1 for c in model.cases
                       for res in [model.result(r, c["id"]) or {}]
                       if (res.get("verdict") or "").startswith("accepted") and res.get("compared_with"))
        n = lv.get(level)
        cells.append(rate_cell((n, compared)) if n is not None and compared else
                     '<td class="num"><span class="empty">—</span></td>')
    return f'<tr><td class="lab">{level}</td>{"".join(cells)}</tr>'


# ---------------------------------------------------------------- matrix
def legend():
    items = "".join(f'<span><i class="sw o-{o}"></i>{esc(label)}</span>' for o, label in M.OUTCOMES)
    marks = "".join(f'<span><i class="sw o-n-a">{esc(m)}</i>{esc(label)}</span>'
                    for m, label in M.CLASS_LABEL.items())
    return f'<div class="legend">{items}</div><div class="legend">{marks}</div>'


def matrix(model):
    heads = "".join(f'<th class="rd" title="{esc(r["id"])} {esc(r.get("version"))}"><span>{esc(r["id"])}</span></th>'
                    for r in model.readers)
    return ('<section id="matrix"><h2>Cases × readers<span class="sub">one row per case; rows with identical '
            'results are grouped — click a group to expand, a case or cell for its bytes and the command to '
            'reproduce</span></h2>' + legend() +
            '<div class="controls">'
            '<label>version <select id="f-version"><option value="">all</option></select></label>'
            '<label>feature <select id="f-feature"><option value="">all</option></select></label>'
            '<label>source <select id="f-source"><option value="">all</option></select></label>'
            '<label><input type="search" id="f-text" placeholder="id prefix, AMB-NNN, E_CODE"></label>'
            '<label><input type="checkbox" id="f-pruned"> only disagreements and failures</label>'
            '<label><input type="checkbox" id="f-group" checked> group identical rows</label>'
            '<span class="shown" id="matrix-shown"></span></div>'
            f'<table class="matrix" id="matrix-table"><thead><tr><th class="case">case</th>{heads}<th>ver</th><th>source</th>'
            '<th>features</th></tr></thead><tbody id="matrix-body"></tbody></table>'
            '<noscript>The matrix needs JavaScript; summary.md has the same numbers as tables.</noscript></section>')


# ---------------------------------------------------------------- cross-version
def xversion(model):
    xv = model.doc.get("xversion") or {}
    cells = xv.get("cells") or []
    if not cells:
        return ('<section id="xversion"><h2>Cross-version compatibility</h2>'
                '<p class="empty">no cross-version data in this report</p></section>')
    consumers = list(xv.get("consumers") or sorted({c["consumer"] for c in cells}))
    rows = {}
    for c in cells:
        rows.setdefault((c["producer"], c["version"]), {})[c["consumer"]] = c
    keys = sorted(rows, key=lambda k: (k[0], k[1]))
    span = {}
    for p, _ in keys:
        span[p] = span.get(p, 0) + 1
    out, seen = [], set()
    for p, v in keys:
        first = "" if p in seen else f'<td class="prod" rowspan="{span[p]}">{esc(p)}</td>'
        seen.add(p)
        tds = []
        for con in consumers:
            c = rows[(p, v)].get(con)
            if not c or not c.get("files"):
                tds.append('<td class="cell o-n-a">—</td>')
                continue
            acc, eq, n = c.get("accepted", 0), c.get("equal", 0), c["files"]
            tds.append(f'<td class="cell" style="background:{rate_colour((acc + eq) / (2 * n))}" '
                       f'title="{esc(p)} v{v} → {esc(con)}: {acc}/{n} accepted, {eq}/{n} equal">'
                       f'{acc}/{n}<small>= {eq}</small></td>')
        out.append(f'<tr{" class=pfirst" if first else ""}>{first}<td class="num">v{v}</td>{"".join(tds)}</tr>')
    head = "".join(f'<th class="num">{esc(c)}</th>' for c in consumers)
    return ('<section id="xversion"><h2>Cross-version compatibility<span class="sub">upstream files: producer '
            '× bytecode version → consumer; cell = accepted / files, “= n” equal to the producer-era print'
            '</span></h2>'
            f'<table class="grid xv"><thead><tr><th>producer</th><th>version</th>{head}</tr></thead>'
            f'<tbody>{"".join(out)}</tbody></table></section>')


# ---------------------------------------------------------------- ambiguities
def beh_class(b):
    return {"accept": "accept", "reject": "reject", "mixed": "mixed", "crash": "crash"}.get(b, "n-a")


SPEC_FIELDS = [("doc_says", "format doc"), ("options", "options"),
               ("reference_reader", "reference reader"), ("upstream", "upstream"),
               ("decision", "decision")]


def ambiguity_text(title, spec):
    """Title; with a spec/ambiguities entry, an expandable summary of it."""
    parts = []
    for key, label in SPEC_FIELDS:
        value = spec.get(key)
        if isinstance(value, list):
            value = " · ".join(str(v) for v in value)
        elif isinstance(value, dict):
            value = " · ".join(f"{k}: {v}" for k, v in sorted(value.items()))
        if value:
            parts.append(f"<div><b>{label}</b> {esc(value)}</div>")
    if not parts:
        return esc(title)
    return f'<details class="amb"><summary>{esc(title)}</summary>{"".join(parts)}</details>'


def sweep_text(amb):
    """AMB-003: what the buffer-offset sweep found, per reader that ran it."""
    sweep = amb.get("alignment_sweep") or {}
    parts = []
    for rid, found in sorted(sweep.items()):
        dep = found.get("offset_dependent") or []
        parts.append(f"{esc(rid)}: {found.get('cases', 0)} cases swept, "
                     + (f'<b class="msg">{len(dep)} offset-dependent</b> ({esc(", ".join(dep[:5]))})'
                        if dep else "none offset-dependent"))
    return f'<div class="sweep">buffer-offset sweep · {"; ".join(parts)}</div>' if parts else ""


def ambiguities(model, spec_ambiguities):
    ambs = model.doc.get("ambiguities") or []
    rids = model.reader_ids
    if not ambs:
        return ('<section id="ambiguities"><h2>Spec ambiguities</h2>'
                '<p class="empty">no ambiguity entries in this report</p></section>')
    classified = {}
    for c in model.cases:
        for r in rids:
            cls = (model.result(r, c["id"]) or {}).get("classification") or ""
            if cls.startswith("spec-ambiguity:"):
                classified[cls.split(":", 1)[1]] = classified.get(cls.split(":", 1)[1], 0) + 1
    rows = []
    for a in sorted(ambs, key=lambda a: a["id"]):
        spec = spec_ambiguities.get(a["id"]) or {}
        title = a.get("title") or spec.get("title") or ""
        beh = a.get("behaviour") or {}
        cases = a.get("cases") or []
        aid = esc(a["id"])
        ident = (f'<a href="{esc(spec["href"])}">{aid}</a>' if spec.get("href") else aid)
        hits = classified.get(a["id"], 0)
        count = (f'<a href="#filter={aid}&amp;pruned=0" title="{len(cases)} linked cases, {hits} results '
                 f'classified spec-ambiguity:{aid}">{len(cases)}' + (f" · {hits}" if hits else "") + "</a>"
                 if cases or hits else "0")
        rows.append(f'<tr id="{aid}"><td class="mono"><b>{ident}</b></td>'
                    f'<td>{ambiguity_text(title, spec)}{sweep_text(a)}</td><td class="num">{count}</td>'
                    + "".join(f'<td><span class="beh b-{beh_class(beh.get(r))}">{esc(beh.get(r, "n/a"))}</span></td>'
                              for r in rids)
                    + f'<td>{"<span class=flag>changed</span>" if a.get("changed_since_previous") else ""}</td></tr>')
    head = "".join(f"<th>{esc(r)}</th>" for r in rids)
    return ('<section id="ambiguities"><h2>Spec ambiguities<span class="sub">where the format leaves a choice: '
            'what each implementation does over the linked cases</span></h2>'
            f'<table class="grid"><thead><tr><th>id</th><th>question</th><th class="num" title="linked cases · results classified under the ambiguity">cases</th>{head}'
            f'<th></th></tr></thead><tbody>{"".join(rows)}</tbody></table></section>')


# ---------------------------------------------------------------- data + page
# Result fields in the order of the embedded arrays; the interned ones are
# indexes into the payload's `strings` (few distinct values, many cells).
RESULT_FIELDS = ["verdict", "level", "classification", "compared_with", "exit", "code", "message",
                 "diff", "align"]
INTERNED = {"verdict", "level", "classification", "compared_with", "code"}
MESSAGE_CAP = 300  # characters of a message or diff kept in the page


def capped_text(v):
    return v if not isinstance(v, str) or len(v) <= MESSAGE_CAP else v[:MESSAGE_CAP] + "\u2026"


def default_file(cid):
    return f"corpus/cases/{cid}.mlirbc"


def default_structure(cid):
    return f"corpus/expected/{cid}.json"


def payload(model, hexdumps, spec_ambiguities, explorer=None):
    """The data the page's script reads; compact (thousands of cases).
    explorer: URL of the explorer page with {file} for a case path, or None."""
    out_index = {o: i for i, o in enumerate(M.OUTCOME_IDS)}
    strings = sorted({str(res[f]) for cid in model.case_by_id for r in model.reader_ids
                      for res in [model.result(r, cid) or {}] for f in INTERNED if res.get(f) is not None})
    sidx = {v: i for i, v in enumerate(strings)}
    features = sorted({f for c in model.cases for f in c.get("features") or []})
    fidx = {f: i for i, f in enumerate(features)}
    cases, details = [], {}
    for c in model.cases:
        cid = c["id"]
        marks = "".join(M.mark(model.result(r, cid)) or "." for r in model.reader_ids)
        entry = {"id": cid, "e": c.get("expected"), "v": c.get("version"), "s": c.get("source"),
                 "f": sorted(fidx[f] for f in c.get("features") or []),
                 "a": " ".join(case_ambiguities(model, c)) or None, "x": c.get("expect_code"),
                 "o": [out_index[o] for o in model.outcomes[cid]], "m": marks,
                 "b": sum(model.failures[cid]), "i": int(model.interesting(cid))}
        cases.append({k: v for k, v in entry.items() if v is not None})
        rows = []
        for r in model.reader_ids:
            res = model.result(r, cid)
            if res is None:
                rows.append(0)
                continue
            row = [sidx[str(res[f])] if f in INTERNED and res.get(f) is not None else capped_text(res.get(f))
                   for f in RESULT_FIELDS]
            row = [None if v == {} else v for v in row]
            while row and row[-1] is None:
                row.pop()
            rows.append(row)
        det = {"r": rows, "file": c.get("file"), "producer": c.get("producer"),
               "structure": c.get("structure"), "hex": hexdumps.get(cid)}
        if det["file"] == default_file(cid):
            det["file"] = None
        if det["structure"] == default_structure(cid):
            det["structure"] = 1
        details[cid] = {k: v for k, v in det.items() if v is not None}
    titles = {}
    for a in model.doc.get("ambiguities") or []:
        titles[a["id"]] = a.get("title") or (spec_ambiguities.get(a["id"]) or {}).get("title") or ""
    return {"readers": [{"id": r["id"], "kind": r.get("kind"), "version": r.get("version"),
                         "command": r.get("command")} for r in model.readers],
            "outcomes": [list(o) for o in M.OUTCOMES], "marks": M.CLASS_LABEL,
            "expected": M.EXPECTED_TITLE, "ambiguities": titles, "cases": cases, "details": details,
            "strings": strings, "features": features, "fields": RESULT_FIELDS,
            "interned": sorted(INTERNED), "defaults": {"file": default_file("{id}"),
                                                      "structure": default_structure("{id}")},
            "explorer": explorer}


def case_ambiguities(model, case):
    """AMB ids of a case: its manifest link and any result classified under one."""
    ids = {case["ambiguity"]} if case.get("ambiguity") else set()
    for r in model.reader_ids:
        cls = (model.result(r, case["id"]) or {}).get("classification") or ""
        if cls.startswith("spec-ambiguity:"):
            ids.add(cls.split(":", 1)[1])
    return sorted(ids)


def script_json(obj):
    """JSON safe inside <script>: no `</` or `<!--` can end the element."""
    text = json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return text.replace("</", "<\\/").replace("<!--", "<\\!--")


def robustness(model):
    """Distinct crash / hang / OOM root causes of the upstream readers
    (oracle/report/robustness.py): releases affected, upstream issue, reproducer."""
    causes = model.doc.get("robustness") or []
    if not causes:
        return ('<section id="robustness"><h2>Upstream robustness bugs</h2>'
                '<p class="empty">no mlir-opt crashed, hung or ran out of memory</p></section>')
    upstream = [r for r in model.reader_ids if any(r in c["releases"] for c in causes)]
    head = "".join(f'<th class="num">{esc(r)}</th>' for r in upstream)
    rows = []
    for c in causes:
        rep = c["reproducer"]
        issues = ", ".join(
            f'<a href="https://github.com/{esc(u["id"].replace("#", "/issues/"))}" '
            f'title="{esc(u["title"])}">{esc(u["id"])}</a>' for u in c["upstream"]) or "—"
        cells = "".join(f'<td class="num">{c["releases"].get(r, "—")}</td>' for r in upstream)
        rows.append(f'<tr><td>{esc(c["id"])}</td><td>{esc(c["summary"])}</td>{cells}'
                    f'<td>{issues}</td><td>{case_link(rep["case"])} ({rep["size"]} B)'
                    f'<br><code>{esc(rep["command"])}</code></td></tr>')
    return ('<section id="robustness"><h2>Upstream robustness bugs<span class="sub">the crashes, '
            'hangs and out-of-memory runs of each mlir-opt by root cause; cells = cases per '
            'release; reproducer = the smallest case with the root cause\'s trait, run from the '
            'repository root</span></h2>'
            f'<table class="grid"><thead><tr><th></th><th>root cause</th>{head}'
            f'<th>upstream issue</th><th>reproducer</th></tr></thead>'
            f'<tbody>{"".join(rows)}</tbody></table></section>')


def render(model, hexdumps, spec_ambiguities, explorer=None):
    body = (header(model) + nav(model) + "<main>" + changes(model) + overview(model) + matrix(model)
            + xversion(model) + robustness(model) + ambiguities(model, spec_ambiguities)
            + "</main>")
    dialog = ('<dialog id="detail"><div class="dh"><h2 id="detail-title"></h2>'
              '<button id="detail-close" type="button">close (Esc)</button></div>'
              '<div class="db" id="detail-body"></div></dialog>')
    return ('<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
            '<title>mlirbc conformance report</title>'
            f'<style>{asset("report.css")}</style></head><body>{body}{dialog}'
            f'<script type="application/json" id="report-data">{script_json(payload(model, hexdumps, spec_ambiguities, explorer))}'
            f'</script><script>{asset("report.js")}</script></body></html>\n')
