# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The readers matrix as Markdown (index.md) and self-contained HTML
(index.html): one column per reader, one row per score, bytecode version,
expected verdict and feature; cells coloured by pass rate."""

import html

from oracle.matrix import table

NA_COLOUR = "#eeeeee"


def colour(rate):
    """Red (0 %) through yellow (50 %) to green (100 %)."""
    return "hsl(%d, 65%%, 72%%)" % round(120 * max(0.0, min(1.0, rate)))


def square(rate):
    if rate >= 1:
        return "🟩"
    if rate >= 0.9:
        return "🟨"
    if rate >= 0.5:
        return "🟧"
    return "🟥"


def percent(rate):
    p = 100 * rate
    return "100 %" if p >= 100 else "%.1f %%" % min(round(p, 1), 99.9)  # never rounded up to 100


def cell_text(cell):
    if cell is None:
        return "–"
    if "value" in cell:
        return cell["value"]
    if cell.get("pass") is not None:
        return "%s (%d/%d)" % (percent(cell["rate"]), cell["pass"], cell["total"])
    return percent(cell["rate"])


def short(version):
    return version[:19] if version else ""


def head_md(c):
    link = "[%s](%s)" % (c["label"], c["repository"]) if c.get("repository") else c["label"]
    return "%s<br>%s<br>%s" % (link, short(c["version"]), c["date"])


def markdown(columns, sections, history):
    out = ["# Readers matrix", "",
           "Every reader certified against the whole corpus (`./cts peers matrix`; "
           "rendered by `python3 -m oracle.matrix`). A cell is the share of cases "
           "graded pass (🟩 100 %, 🟨 ≥ 90 %, 🟧 ≥ 50 %, 🟥 below); – no case. "
           "Certificates: `reports/certify/NAME/`; history: `history.json`.", ""]
    out.append("| | " + " | ".join(head_md(c) for c in columns) + " |")
    out.append("|---|" + "---|" * len(columns))
    for title, rows in sections:
        if not rows:
            continue
        out.append("| **%s** |%s" % (title, " |" * len(columns)))
        for label, cells in rows:
            out.append("| %s | %s |" % (label, " | ".join(
                (square(c["rate"]) + " " if c and "rate" in c else "") + cell_text(c)
                for c in cells)))
    out += ["", "## Readers", ""]
    for c in columns:
        out.append("- **%s** (`%s`, %s): %s%s" % (
            c["label"], c["name"], c["kind"], c["description"],
            " — %s at `%s`" % (c["repository"], c["commit"]) if c.get("repository") else ""))
    out += ["", "## History", "", "| date | reader | version | cases | score | crashes | causes |",
            "|---|---|---|---|---|---|---|"]
    for e in history["entries"]:
        out.append("| %s | %s | %s | %s | %s | %s | %s |" % (
            e["date"], e["reader"], short(e["version"]), e["cases"],
            "–" if e["score"] is None else percent(e["score"]), e["crashes"], table.causes_cell(e)))
    return "\n".join(out) + "\n"


CSS = """
body{font:14px/1.4 system-ui,sans-serif;margin:1.5em;color:#222}
table{border-collapse:collapse;margin:1em 0}
th,td{border:1px solid #ccc;padding:3px 8px;text-align:center;white-space:nowrap}
th.row,td.row{text-align:left}
tr.section th{background:#f4f4f4;text-align:left}
thead th{vertical-align:bottom;background:#fafafa}
small{color:#555}
.legend span{display:inline-block;padding:1px 8px;margin-right:4px}
"""


def td(cell):
    e = html.escape
    if cell is None:
        return '<td style="background:%s">–</td>' % NA_COLOUR
    if "value" in cell:
        return "<td>%s</td>" % e(cell["value"])
    return '<td style="background:%s" title="%s">%s</td>' % (
        colour(cell["rate"]), e(cell_text(cell)), e(cell_text(cell)))


def page(columns, sections, history):
    e = html.escape
    h = ['<!DOCTYPE html>', '<html lang="en"><head><meta charset="utf-8">',
         '<title>MLIR bytecode readers matrix</title>',
         '<meta name="viewport" content="width=device-width, initial-scale=1">',
         "<style>%s</style></head><body>" % CSS.strip(),
         "<h1>MLIR bytecode readers matrix</h1>",
         "<p>Every reader certified against the whole corpus (<code>./cts peers matrix</code>, "
         "rendered by <code>python3 -m oracle.matrix</code>). A cell is the share of cases "
         "graded pass; grey: no case.</p>",
         '<p class="legend">' + "".join('<span style="background:%s">%s</span>' % (colour(r), t)
                                         for r, t in ((0, "0 %"), (0.5, "50 %"), (0.9, "90 %"),
                                                      (1, "100 %"))) + "</p>",
         "<table><thead><tr><th></th>"]
    for c in columns:
        name = e(c["label"])
        if c.get("repository"):
            name = '<a href="%s">%s</a>' % (e(c["repository"]), name)
        h.append('<th title="%s">%s<br><small>%s<br>%s</small></th>' % (
            e(c["description"]), name, e(short(c["version"])), e(c["date"])))
    h.append("</tr></thead><tbody>")
    for title, rows in sections:
        if not rows:
            continue
        h.append('<tr class="section"><th colspan="%d">%s</th></tr>' % (len(columns) + 1, e(title)))
        for label, cells in rows:
            h.append('<tr><td class="row">%s</td>%s</tr>' % (e(label), "".join(td(c) for c in cells)))
    h.append("</tbody></table><h2>Readers</h2><ul>")
    for c in columns:
        src = ""
        if c.get("repository"):
            src = ' — <a href="%s">%s</a> at <code>%s</code>' % (
                e(c["repository"]), e(c["repository"]), e(c["commit"] or "?"))
        h.append("<li><b>%s</b> (<code>%s</code>, %s): %s%s</li>" % (
            e(c["label"]), e(c["name"]), e(c["kind"]), e(c["description"]), src))
    h.append("</ul><h2>History</h2><table><thead><tr><th>date</th><th>reader</th><th>version</th>"
             "<th>cases</th><th>score</th><th>crashes</th><th>causes</th></tr></thead><tbody>")
    for x in history["entries"]:
        sc = x["score"]
        h.append("<tr><td>%s</td><td class=\"row\">%s</td><td>%s</td><td>%s</td>%s<td>%s</td>"
                 "<td>%s</td></tr>" % (e(x["date"]), e(x["reader"]), e(short(x["version"])),
                                       x["cases"], td(None if sc is None else {"rate": sc,
                                                                               "pass": None}),
                                       x["crashes"], table.causes_cell(x)))
    h.append("</tbody></table></body></html>")
    return "\n".join(h) + "\n"
