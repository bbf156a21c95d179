"""certificate.json -> certificate.md: root causes first, then rates."""

from grading import VERSION_GROUPS

MEMBERS_SHOWN = 30


def _count(n, what):
    return "%d %s%s" % (n, what, "" if n == 1 else "s")


def _cluster_lines(i, cl):
    n = len(cl["cases"])
    lines = ["%d. **%s**: %s" % (i, _count(n, "case"), cl["explanation"])]
    rep = cl.get("reproducer")
    if rep:
        lines.append("   - reproducer `%s`, %d bytes (from `%s`, %d bytes; %s):\n     `%s`" % (
            rep["file"], rep["size"], cl["representative"], rep["original_size"], rep["note"],
            rep["command"]))
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
    if cl.get("joined_by_message"):
        lines.append("   - %s with incomplete tags (upstream files, valid mutants) joined by the "
                     "same message" % _count(len(cl["joined_by_message"]), "case"))
    if cl.get("hint"):
        lines.append("   - " + cl["hint"])
    shown = cl["cases"][:MEMBERS_SHOWN]
    more = n - len(shown)
    lines.append("   <details><summary>%s</summary>\n\n   %s%s\n   </details>" % (
        "the case" if n == 1 else "all %d cases" % n, ", ".join("`%s`" % c for c in shown),
        " … and %d more (certificate.json)" % more if more > 0 else ""))
    return lines


def _rate_table(title, rows):
    lines = ["", "## " + title, "", "| %s | pass | fail | rate |" % title.split()[-1],
             "|---|---:|---:|---:|"]
    for k, d in rows:
        lines.append("| %s | %d | %d | %.1f%% |" % (k, d["pass"], d["fail"], 100 * (d["rate"] or 0)))
    return lines


def markdown(cert):
    c = cert["counts"]
    head = "**%s**: %d pass, %d fail, %d expected fail, %d not applicable" % (
        cert["result"].upper(), c["pass"], c["fail"], c["expected-fail"], c["not-applicable"])
    lines = ["# Certificate: %s" % cert["reader"]["name"], "", head, ""]
    if not cert["complete"]:
        lines += ["Partial run: " + "; ".join(cert["partial_reasons"]) + ".", ""]
    lines += ["Command: `%s`" % cert["reader"]["command"], ""]
    clusters = cert["clusters"]
    if clusters:
        m = cert.get("minimization") or {}
        lines += ["## Root causes", "",
                  "%s in %s, largest first. Reproducers: one per cluster, minimized within "
                  "%.0f s in total (%.1f s used, %s, %d shrunk)." % (
                      _count(sum(len(cl["cases"]) for cl in clusters), "failure"),
                      _count(len(clusters), "cluster"), m.get("budget_seconds", 0),
                      m.get("elapsed_seconds", 0), _count(m.get("jobs", 1), "worker"),
                      m.get("shrunk", 0)), ""]
        for i, cl in enumerate(clusters, 1):
            lines += _cluster_lines(i, cl)
    rows = [(k, cert["by_version"][k]) for k in VERSION_GROUPS if k in cert["by_version"]]
    lines += _rate_table("By version", rows)
    if cert["by_feature"]:
        lines += _rate_table("By feature", sorted(cert["by_feature"].items()))
    na = cert.get("not_applicable") or {}
    if na:
        lines += ["", "## Not applicable", "", "| why | cases |", "|---|---:|"]
        for why, n in sorted(na.items(), key=lambda kv: (-kv[1], kv[0])):
            lines.append("| %s | %d |" % (why, n))
    e = cert["expectations"]
    if e["unexpected_failures"] or e["stale"]:
        lines += ["", "## Expectations", ""]
        lines += ["* stale (listed, now passes): `%s`" % x for x in e["stale"]]
        if e["file"]:
            lines.append("* %s not in `%s` (see the clusters above)" % (
                _count(len(e["unexpected_failures"]), "unexpected failure"), e["file"]))
    return "\n".join(lines) + "\n"
