#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""test_render.py — oracle/render.py and oracle/badge.py on a synthetic report.

usage: test_render.py [MLIRBC_READ]   (with the reader: annotated hex dumps)

Checks, against numbers recomputed here from the JSON (not taken from the
renderer): determinism; the changes section (from --previous and from the
document's own block); per-reader pass rates; grouping of identical rows;
the embedded data; hex dump caps; a self-contained page; the badge.
With the reader, also a report written by oracle/report.py itself (the
fixture corpus of tests/fixture.py, reference reader only) renders, so the
renderer keeps up with the harness's real output.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, os.pardir, os.pardir, os.pardir))
from oracle.core.tests.testenv import REPO, SHARED  # noqa: E402,F401  (paths, PYTHONPATH)
DATA = os.path.join(SHARED, "data")
CONF = os.path.join(DATA, "conformance.json")
PREV = os.path.join(DATA, "previous.json")
RENDER = ["-m", "oracle.report.render"]
BADGE = ["-m", "oracle.core.badge"]
READER = sys.argv[1] if len(sys.argv) > 1 else "none"
FAILS = []


def check(cond, what):
    print(("ok   " if cond else "FAIL ") + what)
    if not cond:
        FAILS.append(what)


def render(out, *extra, doc=None):
    src = CONF
    if doc is not None:
        src = os.path.join(out + ".in.json")
        with open(src, "w") as fp:
            json.dump(doc, fp)
    cmd = [sys.executable, *RENDER, "--in", src, "--out", out, "--reader", READER, *extra]
    proc = subprocess.run(cmd, cwd=REPO, capture_output=True, text=True)
    if proc.returncode != 0:
        raise SystemExit(f"render failed: {' '.join(cmd)}\n{proc.stderr}")
    with open(os.path.join(out, "index.html"), encoding="utf-8") as fp:
        page = fp.read()
    with open(os.path.join(out, "summary.md"), encoding="utf-8") as fp:
        md = fp.read()
    return page, md


def embedded(page):
    m = re.search(r'<script type="application/json" id="report-data">(.*?)</script>', page, re.S)
    return json.loads(m.group(1)) if m else None


def failing(res):
    return res.get("classification", "ok").split(":")[0] not in ("ok", "not-applicable")


def expected_groups(doc):
    """Distinct (expected, verdict+classification vector) rows, recomputed."""
    readers = [r["id"] for r in doc["readers"]]
    keys = set()
    for c in doc["cases"]:
        vec = tuple((doc["results"][r][c["id"]]["verdict"],
                     doc["results"][r][c["id"]]["classification"].split(":")[0]) for r in readers)
        keys.add((c["expected"], vec))
    return keys


def harness_report(tmp):
    import fixture
    root = os.path.join(tmp, "fixture")
    ids = fixture.build(root)
    out = os.path.join(tmp, "harness")
    proc = subprocess.run([sys.executable, "-m", "oracle.report", "--root", root,
                           "--reader", READER, "--out", out, "--no-mlir-opt", "--no-cache", "--no-render",
                           "-q", "-j", "2"], capture_output=True, text=True)
    check(os.path.exists(os.path.join(out, "conformance.json")), "oracle/report.py wrote a fixture report")
    if not os.path.exists(os.path.join(out, "conformance.json")):
        print(proc.stderr)
        return
    subprocess.run([sys.executable, *RENDER, "--in", os.path.join(out, "conformance.json"), "--out", out,
                    "--root", root, "--reader", READER], check=True, capture_output=True)
    with open(os.path.join(out, "index.html")) as fp:
        data = embedded(fp.read())
    with open(os.path.join(out, "conformance.json")) as fp:
        doc = json.load(fp)
    check(sorted(c["id"] for c in data["cases"]) == sorted(ids), "harness report: every fixture case rendered")
    dumped = {i for i in ids if data["details"][i].get("hex")}
    check({i.split("_")[0] for i in dumped} == {i.split("_")[0] for i in ids},
          "harness report: a hex dump per case family")
    check(all(data["details"][i].get("hex")["error"] for i in dumped if i.startswith("n_")),
          "harness report: rejected case dumps carry the reader's error line")
    check(any(data["details"][i].get("hex")["kind"] == "annotated" for i in dumped), "harness report: annotated dumps")
    with open(os.path.join(out, "summary.md")) as fp:
        md = fp.read()
    s = doc["summary"]["mlirbc-read"]
    run = s["total"] - s["by_classification"].get("not-applicable", 0)
    check(f"({s['ok']}/{run})" in md, "harness report: summary.md rate agrees with the harness summary")


def main():
    with open(CONF) as fp:
        doc = json.load(fp)
    with open(PREV) as fp:
        prev = json.load(fp)
    tmp = tempfile.mkdtemp(prefix="test_render.")
    try:
        a_page, a_md = render(os.path.join(tmp, "a"), "--previous", PREV)
        b_page, b_md = render(os.path.join(tmp, "b"), "--previous", PREV)
        check(a_page == b_page and a_md == b_md, "same input gives the same bytes")

        # --- changes, recomputed from the two documents ---
        new_fail, fixed = [], []
        for r in doc["readers"]:
            for c in prev["cases"]:
                was, now = prev["results"][r["id"]][c["id"]], doc["results"][r["id"]][c["id"]]
                if failing(now) and not failing(was):
                    new_fail.append((r["id"], c["id"]))
                if failing(was) and not failing(now):
                    fixed.append((r["id"], c["id"]))
        check(len(new_fail) == 1 and len(fixed) == 1, "fixture has one new failure and one fix")
        check(f"**New failures: {len(new_fail)}**" in a_md and f"**Fixed: {len(fixed)}**" in a_md,
              "summary.md counts new failures and fixes")
        for rid, cid in new_fail:
            check(f"- `{cid}` · {rid}:" in a_md.split("**Fixed")[0], f"summary.md lists new failure {cid}")
        bad_card = re.search(r'<div class="card bad" id="changes-bad">(.*?)</div>', a_page, re.S)
        check(bad_card is not None and all(f'href="#case={cid}"' in bad_card.group(1) for _, cid in new_fail),
              "HTML new-failures card links the case")
        check("i_unknown_section" not in a_md.split("## Conformance")[0],
              "a case absent from the previous report is not a change")
        amb = re.search(r'<div class="card amb".*?<span class="n">(\d+)</span>', a_page, re.S)
        check(amb is not None and amb.group(1) == "1", "one ambiguity behaviour change (AMB-004)")
        pos = [a_page.find(f'<section id="{s}"') for s in ("changes", "overview", "matrix", "xversion", "ambiguities")]
        check(all(p > 0 for p in pos) and pos == sorted(pos), "sections in order, changes first")

        # without --previous the document's own changes block is shown, same entries
        c_page, c_md = render(os.path.join(tmp, "c"))
        check(c_md.split("## Conformance")[0].count("- `") == a_md.split("## Conformance")[0].count("- `"),
              "document changes block renders the same entries as --previous")
        same = dict(doc, changes={"previous": "x.json"})
        d_page, _ = render(os.path.join(tmp, "d"), doc=same)
        check("No change since the previous report" in d_page, "no changes -> says so")

        # --- rates per reader, recomputed ---
        for r in doc["readers"]:
            res = [doc["results"][r["id"]][c["id"]] for c in doc["cases"]]
            run = [x for x in res if x["verdict"] != "not-applicable"]
            ok = sum(not failing(x) for x in run)
            cell = f"{100 * ok / len(run):.1f}% ({ok}/{len(run)})"
            row = next(line for line in a_md.splitlines() if line.startswith("| all cases |"))
            check(cell in row, f"summary.md rate of {r['id']} is {cell}")

        # --- embedded data and grouping ---
        data = embedded(a_page)
        check(data is not None and len(data["cases"]) == len(doc["cases"]), "embedded data has every case")
        groups = {(c["e"], tuple(c["o"]), c["m"]) for c in data["cases"]}
        check(len(groups) == len(expected_groups(doc)),
              f"distinct result rows: {len(groups)} == {len(expected_groups(doc))} recomputed")
        from oracle.report import view as render_model
        model = render_model.Model(doc)
        sizes = sorted(len(m) for _, _, m in model.groups())
        check(sum(sizes) == len(doc["cases"]) and len(sizes) == len(expected_groups(doc)),
              "model groups partition the cases")
        biggest = max(model.groups(), key=lambda g: len(g[2]))
        check(all(model.vector(x) == model.vector(biggest[2][0]) for x in biggest[2]),
              "grouped rows have identical result vectors")
        interesting = {c["id"] for c in data["cases"] if c["i"]}
        check("n_header_magic_0" not in interesting and "n_varint_overflow" in interesting
              and "i_trailing_bytes" in interesting, "pruned view flags disagreements only")

        # --- hex dumps: failing cases first, caps ---
        det = data["details"]
        check(det["n_section_truncated"].get("hex") is not None, "hex dump embedded for a failing case")
        if READER != "none":
            h = det["n_section_truncated"].get("hex")
            check(h["kind"] == "annotated" and "section.length" in h["text"] and h["error_offset"] == 54,
                  "annotated dump names fields and the error offset")
        e_page, _ = render(os.path.join(tmp, "e"), "--hex-total-kb", "0")
        check(all(d.get("hex") is None for d in embedded(e_page)["details"].values()), "--hex-total-kb 0 embeds none")
        f_page, _ = render(os.path.join(tmp, "f"), "--hex-kb", "0")
        capped = embedded(f_page)["details"]["n_section_truncated"].get("hex")
        check(capped is not None and capped["omitted"] > 0 and capped["text"] == "", "--hex-kb caps and counts")

        # --- self-contained, safe embedding ---
        check(not re.search(r'(src|href)="(https?:)?//', a_page), "no network references")
        check(len(a_page.encode()) < 3 * 1024 * 1024, "page under 3 MB")
        evil = json.loads(json.dumps(doc))
        evil["results"]["mlirbc-read"]["n_header_magic_0"]["message"] = "</script><script>alert(1)</script>"
        g_page, _ = render(os.path.join(tmp, "g"), doc=evil)
        check(g_page.count("</script>") == 2 and embedded(g_page) is not None, "</script> in data stays inside JSON")

        # --- badge ---
        svg = subprocess.run([sys.executable, *BADGE, "--in", CONF, "--out", "-"], capture_output=True,
                             text=True).stdout
        ref = doc["summary"]["mlirbc-read"]
        run = ref["total"] - ref["by_classification"].get("not-applicable", 0)
        check(f"{100 * ref['ok'] / run:.1f}%" in svg and svg.startswith("<svg"), "badge shows the reference rate")
        again = subprocess.run([sys.executable, *BADGE, "--in", CONF, "--out", "-"], capture_output=True,
                               text=True).stdout
        check(svg == again, "badge is deterministic")
        from oracle.core import badge
        check(badge.message(0.99996) == "99.9%" and badge.message(1.0) == "100%", "badge never rounds up to 100%")
        check(badge.colour(1.0) != badge.colour(0.5) and badge.colour(None) == badge.UNKNOWN, "badge colour by rate")
        cert = {"format": "mlirbc-certificate", "counts": {"pass": 3, "fail": 1, "expected-fail": 0,
                                                           "not-applicable": 5}}
        check(badge.rate_from(cert) == 0.75, "certificate rate = pass / (pass + fail)")
        if READER != "none":
            harness_report(tmp)
    finally:
        shutil.rmtree(tmp)
    print(f"{len(FAILS)} failure(s)")
    return 1 if FAILS else 0


if __name__ == "__main__":
    sys.exit(main())
