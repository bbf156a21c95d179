# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""render_md.py — summary.md: the short, GitHub-readable version of the report."""
from oracle.report import view as M

MAX_LISTED = 25  # rows per list; the HTML has the rest


def pct(ok_total):
    ok, total = ok_total
    return f"{100 * ok / total:.1f}% ({ok}/{total})" if total else "—"


def table(head, rows):
    out = ["| " + " | ".join(head) + " |", "|" + "|".join(" --- " for _ in head) + "|"]
    out += ["| " + " | ".join(str(x).replace("|", "\\|") for x in row) + " |" for row in rows]
    return out


def capped(entries, fmt):
    lines = [fmt(e) for e in entries[:MAX_LISTED]]
    if len(entries) > MAX_LISTED:
        lines.append(f"- … and {len(entries) - MAX_LISTED} more (see index.html)")
    return lines or ["- none"]


def render(model):
    doc, rids = model.doc, model.reader_ids
    corpus = doc.get("corpus") or {}
    sources = ", ".join(f"{n} {k}" for k, n in sorted((corpus.get("by_source") or {}).items()) if n)
    out = ["# mlirbc conformance", "",
           f"{len(model.cases)} cases ({sources}); readers: "
           + ", ".join(f"`{r['id']}` ({r.get('kind')}, {r.get('version')})" for r in model.readers) + ".",
           "Full report with the cases × readers matrix and hex dumps: `index.html`.", ""]

    ch = model.changes
    out += ["## Changes since the previous report", ""]
    if not ch.get("previous"):
        out += ["No previous report to compare with.", ""]
    else:
        fmt = lambda e: f"- `{e.get('case')}` · {e.get('reader')}: {e.get('was')} → {e.get('now')}"
        for key, title in (("new_failures", "New failures"), ("fixed", "Fixed"), ("changed", "Changed")):
            out += [f"**{title}: {len(ch[key])}**", ""] + capped(ch[key], fmt) + [""]
        amb = lambda e: f"- {e.get('id')} · {e.get('reader')}: {e.get('was')} → {e.get('now')}"
        out += [f"**Ambiguity behaviour changes: {len(ch['ambiguity_changes'])}**", ""]
        out += capped(ch["ambiguity_changes"], amb) + [""]

    if model.flaky:
        out += ["## Flaky results", "",
                f"{len(model.flaky)} result(s) differ from an earlier report for the same file "
                "bytes and the same reader (environment-dependent: e.g. where the allocator "
                "put the buffer); each keeps the earlier result and is not counted as a change.",
                ""]
        out += capped(model.flaky, lambda e: f"- `{e[1]}` · {e[0]}: {e[2]}"
                      + flaky_attempts(model.result(e[0], e[1]))) + [""]

    out += robustness_md(doc, rids)

    out += ["## Conformance per reader", ""]
    overall = model.rates(lambda c: ["all"]).get("all", {r: (0, 0) for r in rids})
    rows = [["all cases"] + [pct(overall[r]) for r in rids]]
    if any(model.class_counts()[r]["cross-version-break"] for r in rids):
        rows.append(["without cross-version breaks"]
                    + [pct(model.rate_without(r, "cross-version-break")) for r in rids])
    by_exp = model.rates(lambda c: [c.get("expected")])
    for e in ("accept", "reject", "impl"):
        if e in by_exp:
            rows.append([M.EXPECTED_TITLE[e]] + [pct(by_exp[e][r]) for r in rids])
    for v, per in model.rates(lambda c: [M.version_key(c)]).items():
        rows.append([M.version_label(v)] + [pct(per[r]) for r in rids])
    out += table(["", *rids], rows) + [""]

    # Per feature (spec/features.json vocabulary): what a reader that claims
    # a feature should look at first.
    feats = model.rates(lambda c: c.get("features") or ["(none)"])
    out += ["### Per feature", ""]
    out += table(["feature", *rids], [[f"`{f}`"] + [pct(per[r]) for r in rids] for f, per in feats.items()])
    out += [""]

    counts = model.outcome_counts()
    used = [o for o in M.OUTCOME_IDS if any(counts[r][o] for r in rids)]
    out += ["### Outcomes", ""]
    out += table(["outcome", *rids], [[M.OUTCOME_LABEL[o]] + [counts[r][o] for r in rids] for o in used])
    out += [""]

    groups = [g for g in model.groups() if any(model.failures[g[2][0]])
              or len(set(o.split("/")[0] for o in g[1]) - M.UNRUN) > 1]
    out += ["## Disagreements and failures", "",
            f"{sum(len(g[2]) for g in groups)} cases in {len(groups)} groups of identical results.", ""]
    rows = []
    for expected, vec, members in groups[:MAX_LISTED * 2]:
        label = f"`{members[0]}`" + (f" + {len(members) - 1} more" if len(members) > 1 else "")
        rows.append([label, M.EXPECTED_SHORT.get(expected, "?")] + [cell_md(v) for v in vec])
    out += table(["case(s)", "exp", *rids], rows)
    if len(groups) > MAX_LISTED * 2:
        out.append(f"\n… {len(groups) - MAX_LISTED * 2} more groups in index.html")
    out += [""]

    xv = doc.get("xversion") or {}
    if xv.get("cells"):
        consumers = list(xv.get("consumers") or [])
        grid = {}
        for c in xv["cells"]:
            grid.setdefault((c["producer"], c["version"]), {})[c["consumer"]] = c
        rows = []
        for (p, v) in sorted(grid):
            rows.append([p, f"v{v}"] + [(f"{grid[(p, v)][c]['accepted']}/{grid[(p, v)][c]['files']}"
                                         f" (={grid[(p, v)][c]['equal']})") if c in grid[(p, v)] else "—"
                                        for c in consumers])
        out += ["## Cross-version compatibility", "",
                "accepted/files (=equal to the producer-era print)", ""]
        out += table(["producer", "version", *consumers], rows) + [""]

    ambs = doc.get("ambiguities") or []
    if ambs:
        out += ["## Spec ambiguities", ""]
        rows = [[a["id"], a.get("title", "")] + [(a.get("behaviour") or {}).get(r, "n/a") for r in rids]
                + ["changed" if a.get("changed_since_previous") else ""]
                for a in sorted(ambs, key=lambda a: a["id"])]
        out += table(["id", "question", *rids, ""], rows) + [""]
    return "\n".join(out).rstrip("\n") + "\n"


def flaky_attempts(res):
    """'; elsewhere X; here: this run Y, again Z, ...' from a flaky result."""
    att = (res or {}).get("flaky_attempts")
    if not att:
        return ""
    here = ", ".join(f"{a['run']} {a['result']}" for a in att.get("here", []))
    return f" (earlier report {att.get('previous report')}; when marked: {here})"


def robustness_md(doc, rids):
    """The distinct crash / hang / OOM root causes of the upstream readers
    (oracle/report/robustness.py), with releases affected and known upstream issues."""
    causes = doc.get("robustness")
    if causes is None:
        return []
    upstream = [r for r in rids if any(r in c["releases"] for c in causes)] or \
        [r["id"] for r in doc.get("readers", []) if r.get("kind") == "mlir-opt"]
    out = ["## Upstream robustness bugs", ""]
    if not causes:
        return out + ["No mlir-opt crashed, hung or ran out of memory.", ""]
    n = len({c for cause in causes for c in cause["cases"]})
    out += [f"{len(causes)} distinct root causes of the crashes, hangs and out-of-memory runs "
            f"of the upstream readers ({n} cases). Each reproducer is the smallest case with the "
            "root cause's trait (the reference reader's verdict and code); run it from the "
            "repository root.", ""]
    rows = []
    for c in causes[:MAX_LISTED * 2]:
        issue = ", ".join(u["id"] for u in c["upstream"]) or "—"
        rep = c["reproducer"]
        rows.append([c["id"], c["summary"]] + [c["releases"].get(r, "—") for r in upstream]
                    + [issue, f"`{rep['case']}` ({rep['size']} B): `{rep['command']}`"])
    out += table(["", "root cause", *upstream, "upstream issue", "reproducer"], rows) + [""]
    if len(causes) > MAX_LISTED * 2:
        out += [f"… {len(causes) - MAX_LISTED * 2} more in conformance.json", ""]
    return out


SHORT = {"accept-ok": "ok", "reject-ok": "ok", "reject-silent": "ok (silent)",
         "should-accept": "**rejected**", "should-reject": "**accepted**",
         "wrong-structure": "**differs**", "impl-accept": "accepts", "impl-reject": "rejects",
         "crash": "**CRASH**", "timeout": "**TIMEOUT**", "oom": "**OOM**", "n-a": "n/a",
         "missing": "—"}


def cell_md(v):
    o, _, m = v.partition("/")
    return SHORT[o] + (f" `{m}`" if m else "")
