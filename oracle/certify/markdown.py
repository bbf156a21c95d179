# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""certificate.json -> certificate.md: the scores, root causes first, then rates.
Commands are given to run from the repository root (they name files
relative to it), with a `cd` that works from any directory of the checkout."""

from oracle.certify.grading import VERSION_GROUPS

MEMBERS_SHOWN = 30
TO_ROOT = 'cd "$(git rev-parse --show-toplevel)" && '


def _count(n, what):
    return "%d %s%s" % (n, what, "" if n == 1 else "s")


def _pct(x):
    return "n/a" if x is None else "%.1f%%" % (100 * x)


def _cluster_lines(i, cl):
    n = len(cl["cases"])
    lines = ["%d. **%s**: %s" % (i, _count(n, "case"), cl["explanation"])]
    rep = cl.get("reproducer")
    if rep and not rep.get("file"):
        lines.append("   - %s" % rep.get("note", "no reproducer"))
        rep = None
    if rep:
        lines.append("   - reproducer `%s`, %d bytes (from `%s`, %d bytes; %s):\n     `%s%s`" % (
            rep["file"], rep["size"], cl["representative"], rep["original_size"], rep["note"],
            TO_ROOT, rep["command"]))
    ref = cl.get("reference") or {}
    if ref.get("error"):
        e = ref["error"]
        lines.append("   - the reference reader on it: %s at offset %d [%s]: %s%s" % (
            e["code"], e["offset"], e["section"], e["message"],
            " (last field read: `%s`)" % ref["last_field"]["field"] if ref.get("last_field") else ""))
    if ref.get("tag_at"):
        t = ref["tag_at"]
        lines.append("   - `%s` first read at offset %d [%s] (reference reader --trace)" % (
            t["field"], t["offset"], t["section"]))
    shows = (rep or {}).get("shows")
    if shows:
        what = shows.get("signature") or shows.get("message") or shows.get("verdict")
        lines.append("   - re-run after shrinking, the reader %s: %s%s" % (
            "crashes" if shows.get("verdict") == "crash" else "gives " + shows.get("verdict", "?"),
            "`%s`" % what if what != shows.get("verdict") else what,
            "" if shows.get("same_bug") else " (**not** this root cause's)"))
    if cl.get("axis") == "unexplained":
        for label, key in (("crash sites", "signatures"), ("messages", "templates"),
                           ("where the reference rejects", "where")):
            top = list((cl.get(key) or {}).items())[:5]
            if top:
                lines.append("   - largest parts by %s: %s" % (label, "; ".join(
                    "%d × `%s`" % (n, v) for v, n in top)))
    modes = cl.get("modes") or {}
    if len(modes) > 1:
        lines.append("   - failures: " + ", ".join("%d %s" % (k, m) for m, k in modes.items()))
    for k in cl.get("known") or []:
        where = "spec/ambiguities/%s.json" % k["id"] if k["kind"] == "ambiguity" else \
            "spec/features.json `derived`, spec/releases"
        lines.append("   - known behaviour: %s %s (%s)" % (k["id"], k["text"], where))
    for m in cl.get("merged") or []:
        lines.append("   - joined: %s %s (%s)" % (m["axis"], m["value"], _count(m["cases"], "case")))
    if cl.get("hint"):
        lines.append("   - " + cl["hint"])
    shown = cl["cases"][:MEMBERS_SHOWN]
    more = n - len(shown)
    lines.append("   <details><summary>%s</summary>\n\n   %s%s\n   </details>" % (
        "the case" if n == 1 else "all %d cases" % n, ", ".join("`%s`" % c for c in shown),
        " … and %d more (certificate.json)" % more if more > 0 else ""))
    return lines


def _rate_table(title, key, rows):
    if not rows:
        return []
    lines = ["", "## " + title, "", "| %s | pass | fail | rate |" % key, "|---|---:|---:|---:|"]
    for k, d in rows:
        lines.append("| %s | %d | %d | %.1f%% |" % (k, d["pass"], d["fail"], 100 * (d["rate"] or 0)))
    return lines


def _score_lines(cert):
    s = cert.get("score")
    if not s:
        return []
    return ["| score | value | of |", "|---|---:|---:|",
            "| **headline** (mean of the next two, times robustness) | **%s** | |" % _pct(s["headline"]),
            "| valid files accepted (as required) | %s | %d |" % (_pct(s["valid_accepted"]), s["valid_cases"]),
            "| invalid files rejected | %s | %d |" % (_pct(s["invalid_rejected"]), s["invalid_cases"]),
            "| robustness (no crash, hang or out-of-memory) | %s | %d runs: %s, %s, %d out of memory |" % (
                _pct(s["robustness"]), s["runs"], _count(s["crashes"], "crash").replace("crashs", "crashes"),
                _count(s["hangs"], "hang"), s["ooms"]), ""]


def headline(cert):
    """'11 root causes explain 1,504 of 1,655 failures; 8 minor causes (each
    under 1 % of them) 60 more; 91 unexplained'."""
    s = cert.get("summary") or {}
    if not s:
        return "%s" % _count(len(cert["clusters"]), "root cause")
    minor = ""
    if s.get("minor_causes"):
        minor = "; %s (each under %g %% of them) %d more" % (
            _count(s["minor_causes"], "minor cause"), 100 * s["minor_share"], s["minor_explained"])
    return "%s %s %d of %s%s; %d unexplained" % (
        _count(s["root_causes"], "root cause"), "explains" if s["root_causes"] == 1 else "explain",
        s["explained"], _count(s["failures"], "failure"),
        minor, s["unexplained"])


def _evidence_lines(cert):
    ev = cert.get("evidence") or {}
    out = []
    if ev.get("rerun"):
        out.append("Every failure ran twice (the second time from another directory and "
                   "environment): %s." % ("%s flaky (their verdict changed), counted in their "
                                         "root causes and never a reproducer" %
                                         _count(len(ev["flaky"]), "case") if ev.get("flaky")
                                         else "none changed"))
    if ev.get("sites_found") or ev.get("sites_inferred"):
        out.append("Crash sites from gdb for %d crashes without a report (%d more inferred from "
                   "crashes that printed the same thing)." % (ev["sites_found"],
                                                             ev["sites_inferred"]))
    if ev.get("silent") and ev.get("silent_printing"):
        out.append("%s said nothing this run could see; under gdb, %d of them printed an "
                   "error to stderr (an invalid file accepted after that is an ignored "
                   "error; where it printed stands in for its words)."
                   % (_count(ev["silent"], "failure"), ev["silent_printing"]))
    elif ev.get("silent"):
        out.append("%s said nothing, and under gdb none wrote to stderr: silent failures "
                   "(an invalid file accepted so is a missing check)." % _count(ev["silent"], "failure"))
    for key in ("sites_note", "silent_note"):
        if ev.get(key):
            out.append("**Note:** " + ev[key] + ".")
    return [" ".join(out), ""] if out else []


def markdown(cert):
    c = cert["counts"]
    head = "**%s**: %d pass, %d fail, %d expected fail, %d not applicable" % (
        cert["result"].upper(), c["pass"], c["fail"], c["expected-fail"], c["not-applicable"])
    lines = ["# Certificate: %s" % cert["reader"]["name"], "", head, ""]
    lines += _score_lines(cert)
    if not cert["complete"]:
        lines += ["Partial run: " + "; ".join(cert["partial_reasons"]) + ".", ""]
    lines += ["Command: `%s` (run from the repository root, per-case timeout %g s)." % (
        cert["reader"]["command"], cert.get("timeout_seconds", 10)), ""]
    clusters = cert["clusters"]
    if clusters:
        m = cert.get("minimization") or {}
        order = ", largest first" if len(clusters) > 1 else ""
        if clusters[-1].get("axis") == "unexplained" and len(clusters) > 1:
            order += " (what no explanation covers last)"
        lines += ["## Root causes", "", headline(cert) + ".", "",
                  "Largest first%s. Reproducers: one per root cause, minimized within %.0f s "
                  "in total (%.1f s used, %s, %d shrunk), each re-run after shrinking; commands "
                  "run from any directory of the checkout." % (
                      order[len(", largest first"):] if order else "", m.get("budget_seconds", 0),
                      m.get("elapsed_seconds", 0), _count(m.get("jobs", 1), "worker"),
                      m.get("shrunk", 0)), ""]
        lines += _evidence_lines(cert)
        for i, cl in enumerate(clusters, 1):
            if cl.get("minor") and (i == 1 or not clusters[i - 2].get("minor")):
                lines += ["**Minor causes**: each holds under %g %% of the failures; "
                          "named and reproduced like the root causes above." % (
                              100 * (cert.get("summary") or {}).get("minor_share", 0.01)), ""]
            lines += _cluster_lines(i, cl)
    order = lambda table: [(k, table[k]) for k in VERSION_GROUPS if k in table]
    lines += _rate_table("Valid files by version (must accept)", "version",
                         order(cert.get("by_version") or {}))
    lines += _rate_table("Invalid and implementation-defined files by version", "version",
                         order(cert.get("by_version_other") or {}))
    if cert["by_feature"]:
        lines += _rate_table("By feature", "feature", sorted(cert["by_feature"].items()))
    na = cert.get("not_applicable") or {}
    if na:
        lines += ["", "## Not applicable", "", "| why | cases |", "|---|---:|"]
        for why, n in sorted(na.items(), key=lambda kv: (-kv[1], kv[0])):
            lines.append("| %s | %d |" % (why, n))
    e = cert["expectations"]
    items = ["* stale (listed, now passes): `%s`" % x for x in e["stale"]]
    if e["file"] and e["unexpected_failures"]:
        items.append("* %s not in `%s` (see the root causes above)" % (
            _count(len(e["unexpected_failures"]), "unexpected failure"), e["file"]))
    if items:
        lines += ["", "## Expectations", ""] + items
    return "\n".join(lines) + "\n"
