# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Output of ./cts check: the terminal table and the HTML page (in the
conformance report's style, oracle/assets/report.css)."""
import glob
import html
import json
import os
from oracle.core.paths import ASSETS, REPO

ROOT = REPO


RED, GREEN, YELLOW, DIM, BOLD, OFF = "\033[31m", "\033[32m", "\033[33m", "\033[2m", "\033[1m", "\033[0m"


def yn(b):
    """yes / no / unknown (None: the load depends on an op verifier)."""
    return "unknown" if b is None else "yes" if b else "no"


def cell_text(c):
    """'yes' / 'no' predicted; with --verify 'pred=actual' or 'pred!actual'."""
    if c is None:
        return "-"
    if "actual" not in c:
        return yn(c["predicted"])
    if c["actual"] == c["predicted"]:
        return yn(c["predicted"]) + " ="
    return "%s MISS(%s)" % (yn(c["predicted"]), yn(c["actual"]))


def colour(text, c, tty):
    if not tty or c is None:
        return text
    if "actual" in c and c["actual"] != c["predicted"]:
        return BOLD + YELLOW + text + OFF
    if c["predicted"] is None:
        return YELLOW + text + OFF
    return (GREEN if c["predicted"] else RED) + text + OFF


def verdict_text(r):
    if r["verdict"] == "accept":
        return "accept"
    if r["verdict"] == "error":
        return "error"
    return "reject"


def table(results, releases, verified, max_findings, tty):
    wf = max([len(r["file"]) for r in results] + [4])
    wf = min(wf, 72)
    width = 16 if verified else 7
    out = []
    head = "%-*s  %-7s" % (wf, "FILE", "spec") + "".join(
        "  %-*s" % (width, "LLVM " + rel) for rel in releases)
    out.append((BOLD + head + OFF) if tty else head)
    for r in results:
        name = r["file"] if len(r["file"]) <= wf else "..." + r["file"][-(wf - 3):]
        row = "%-*s  %-7s" % (wf, name, verdict_text(r))
        for rel in releases:
            c = r["load"].get(rel)
            t = cell_text(c)
            row += "  " + colour("%-*s" % (width, t), c, tty)
        out.append(row)
        if r["verdict"] != "accept":
            out.append("    spec: %s %s at offset %s [%s]: %s" % (
                r["verdict"], r.get("code"), r.get("offset"), r.get("section"),
                r.get("message", "")))
        for rel in releases:
            c = r["load"].get(rel)
            if c is None:
                continue
            if (not c["predicted"]
                    or ("actual" in c and c["actual"] != c["predicted"])):
                line = "    %-3s %s" % (rel, c["reason"])
                if "actual" in c and not c["actual"]:
                    line += "\n        mlir-opt-%s: %s" % (rel, c.get("actual_message", ""))
                elif "actual" in c:
                    line += "\n        mlir-opt-%s: loaded" % rel
                out.append(line)
        fs = r["findings"]
        for f in fs[:max_findings]:
            amb = "[%s] " % f["ambiguity"] if f.get("ambiguity") else ""
            line = "    * %s%s @%s: %s" % (amb, f["id"], f["offset"], f["message"])
            out.append((DIM + line + OFF) if tty else line)
        if len(fs) > max_findings:
            out.append("    * ... %d more (--json lists all)" % (len(fs) - max_findings))
    acc = sum(r["verdict"] == "accept" for r in results)
    tail = ["", "%d file(s): %d accepted by the spec, %d rejected" % (
        len(results), acc, len(results) - acc)]
    for rel in releases:
        n = sum(1 for r in results if r["load"].get(rel, {}).get("predicted"))
        s = "  LLVM %-3s predicted to load %d/%d" % (rel, n, len(results))
        if rel in verified:
            a = sum(1 for r in results if r["load"].get(rel, {}).get("actual"))
            miss = sum(1 for r in results if "actual" in r["load"].get(rel, {})
                       and r["load"][rel]["actual"] != r["load"][rel]["predicted"])
            s += ", loaded %d/%d, %d disagreement(s)" % (a, len(results), miss)
        tail.append(s)
    return "\n".join(l.rstrip() for l in out + tail) + "\n"


def ambiguity_titles():
    out = {}
    for p in glob.glob(os.path.join(ROOT, "spec", "ambiguities", "AMB-*.json")):
        try:
            with open(p) as f:
                d = json.load(f)
            out[d["id"]] = d.get("title", "")
        except (OSError, ValueError, KeyError):
            pass
    return out


def esc(s):
    return html.escape("" if s is None else str(s), quote=True)


def css():
    with open(os.path.join(ASSETS, "report.css"), encoding="utf-8") as f:
        return f.read()


EXTRA_CSS = """
td.yes { background: #dafbe1; } td.no { background: #ffebe9; }
td.miss { background: #fff8c5; font-weight: bold; }
ul.findings { margin: 2px 0 6px 0; padding-left: 18px; font-size: 90%; }
td.reason { font-size: 90%; color: #57606a; }
"""


def html_page(results, releases, verified):
    titles = ambiguity_titles()
    rows = []
    for r in results:
        cells = ""
        for rel in releases:
            c = r["load"].get(rel)
            if c is None:
                cells += "<td>-</td>"
                continue
            cls = "miss" if "actual" in c and c["actual"] != c["predicted"] else yn(c["predicted"])
            tip = c["reason"] + ("" if "actual" not in c else
                                 " | mlir-opt-%s: %s" % (rel, "loaded" if c["actual"] else
                                                          c.get("actual_message", "")))
            cells += '<td class="%s" title="%s">%s</td>' % (cls, esc(tip), esc(cell_text(c)))
        detail = []
        if r["verdict"] != "accept":
            detail.append("<li><b>spec %s</b> %s at offset %s [%s]: %s</li>" % (
                esc(r["verdict"]), esc(r.get("code")), esc(r.get("offset")),
                esc(r.get("section")), esc(r.get("message"))))
        for rel in releases:
            c = r["load"].get(rel)
            if c and (not c["predicted"]
                      or ("actual" in c and c["actual"] != c["predicted"])):
                extra = ""
                if "actual" in c:
                    extra = " — mlir-opt-%s: %s" % (rel, "loaded" if c["actual"]
                                                       else c.get("actual_message", ""))
                detail.append("<li>LLVM %s: %s%s</li>" % (esc(rel), esc(c["reason"]), esc(extra)))
        for f in r["findings"]:
            amb = ""
            if f.get("ambiguity"):
                amb = ' <a title="%s">[%s]</a>' % (esc(titles.get(f["ambiguity"], "")),
                                                   esc(f["ambiguity"]))
            detail.append("<li><code>%s</code>%s @%s: %s</li>" % (
                esc(f["id"]), amb, esc(f["offset"]), esc(f["message"])))
        rows.append('<tr><td class="mono">%s</td><td>%s</td>%s</tr>'
                    '<tr><td colspan="%d"><ul class="findings">%s</ul></td></tr>' % (
                        esc(r["file"]), esc(verdict_text(r)), cells, 2 + len(releases),
                        "".join(detail)))
    head = "".join("<th>LLVM %s</th>" % esc(rel) for rel in releases)
    summary = "%d file(s)" % len(results)
    if verified:
        pairs = [c for r in results for c in r["load"].values() if "actual" in c]
        same = sum(c["predicted"] == c["actual"] for c in pairs)
        summary += "; prediction = actual on %d/%d (file, release) pairs (%.2f%%)" % (
            same, len(pairs), 100.0 * same / max(len(pairs), 1))
    return ('<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
            '<title>mlirbc check</title><style>%s%s</style></head><body>'
            '<header class="top"><h1>mlirbc check <small>will it load, and why not</small></h1>'
            '<div class="meta"><span>%s</span></div></header><main><section>'
            '<h2>Files</h2><p class="note">Cells: predicted loadability by stock '
            '<code>mlir-opt-N --allow-unregistered-dialect</code> (spec/releases/N.json)%s. '
            'Hover a cell for the reason.</p>'
            '<table class="grid"><thead><tr><th>file</th><th>spec</th>%s</tr></thead>'
            '<tbody>%s</tbody></table></section></main></body></html>\n' % (
                css(), EXTRA_CSS, esc(summary),
                "; with --verify: “=” agrees with the actual run, MISS does not" if verified
                else "", head, "".join(rows)))
