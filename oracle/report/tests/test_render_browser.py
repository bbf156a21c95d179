#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""test_render_browser.py — the rendered report in headless Chromium.

usage: test_render_browser.py [CHROMIUM]   (run through scripts/need-tool.sh chromium)

Renders tests/data/conformance.json, then two Chromium runs in parallel:
 1. --dump-dom + --screenshot of the page: the script built the matrix (one
    row per distinct result vector, a coloured cell per reader); the PNG has the
    window's size, is not blank, and shows the outcome colours of the CSS;
 2. --dump-dom of #filter=n_&case=n_section_truncated: the matrix shows only
    the n_ rows; the detail dialog is open with the reader table, the
    reproduce commands and the hex dump.
"""
import collections
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
import pngread  # noqa: E402

CHROMIUM = sys.argv[1] if len(sys.argv) > 1 else "chromium"
WIDTH, HEIGHT = 1400, 2400
FAILS = []


def check(cond, what):
    print(("ok   " if cond else "FAIL ") + what)
    if not cond:
        FAILS.append(what)


def chromium(profile, *args):
    cmd = [CHROMIUM, "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
           "--no-first-run", "--disable-extensions", "--force-color-profile=srgb",
           "--force-device-scale-factor=1", f"--user-data-dir={profile}", *args]
    return subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)


def css_colours():
    """{outcome: (r, g, b)} from the --o-* custom properties of report.css."""
    with open(os.path.join(REPO, "oracle", "assets", "report.css")) as fp:
        css = fp.read()
    return {m.group(1): tuple(int(m.group(2)[i:i + 2], 16) for i in (0, 2, 4))
            for m in re.finditer(r"--o-([a-z-]+):\s*#([0-9a-f]{6})", css)}


def main():
    tmp = tempfile.mkdtemp(prefix="test_render_browser.")
    try:
        out = os.path.join(tmp, "report")
        subprocess.run([sys.executable, "-m", "oracle.report.render", "--in",
                        os.path.join(SHARED, "data", "conformance.json"), "--out", out,
                        "--previous", os.path.join(SHARED, "data", "previous.json"), "--reader", "none"],
                       cwd=REPO, check=True, capture_output=True)
        url = "file://" + os.path.join(out, "index.html")
        png = os.path.join(tmp, "shot.png")
        page = chromium(os.path.join(tmp, "p1"), f"--window-size={WIDTH},{HEIGHT}",
                        f"--screenshot={png}", "--dump-dom", url)
        detail = chromium(os.path.join(tmp, "p2"), "--window-size=1400,1000", "--dump-dom",
                          url + "#filter=n_&case=n_section_truncated")
        dom, _ = page.communicate(timeout=120)
        ddom, _ = detail.communicate(timeout=120)

        with open(os.path.join(out, "index.html")) as fp:
            data = json.loads(re.search(r'id="report-data">(.*?)</script>', fp.read(), re.S).group(1))
        n_readers = len(data["readers"])
        distinct = {(c["e"], tuple(c["o"]), c["m"]) for c in data["cases"]}
        check('data-rendered="1"' in dom, "the page script ran to the end")
        body = re.search(r'<tbody id="matrix-body">(.*?)</tbody>', dom, re.S)
        body = body.group(1) if body else ""
        rows = re.findall(r'<tr class="(one|grp)[ "]', body)
        check(len(rows) == len(distinct), f"matrix rows: {len(rows)} == {len(distinct)} distinct result vectors")
        check(len(re.findall(r'<tr class="sect"', body)) == len({c["e"] for c in data["cases"]}),
              "one section row per expectation")
        firsts = re.findall(r'<tr class="one" data-id="([^"]+)"|<span class="ids">([^<]+?) \u2026', body)
        from oracle.report import view as render_model
        with open(os.path.join(SHARED, "data", "conformance.json")) as fp:
            model = render_model.Model(json.load(fp))
        check([a or b for a, b in firsts] == [m[0] for _, _, m in model.groups()],
              "matrix rows in the same order as render_model.groups()")
        cells = re.findall(r'<td class="c o-([a-z-]+)"', body)
        check(len(cells) == len(rows) * n_readers, f"{len(cells)} coloured cells = rows x readers")
        grp = re.findall(r'<span class="cnt">(\d+)</span>', body)
        singles = rows.count("one")
        check(sum(map(int, grp)) + singles == len(data["cases"]), "group counts + single rows = all cases")
        shown = re.search(r'id="matrix-shown">([^<]*)<', dom)
        check(shown is not None and shown.group(1).startswith(f"{len(data['cases'])} of {len(data['cases'])}"),
              "matrix says how many cases it shows")

        n_cases = [c for c in data["cases"] if c["id"].startswith("n_")]
        dshown = re.search(r'id="matrix-shown">([^<]*)<', ddom)
        check(dshown is not None and dshown.group(1).startswith(f"{len(n_cases)} of {len(data['cases'])}"),
              f"#filter=n_ shows the {len(n_cases)} n_ cases")
        dmat = re.search(r'<tbody id="matrix-body">(.*?)</tbody>', ddom, re.S)
        ids = re.findall(r'<tr class="one" data-id="([^"]+)"', dmat.group(1) if dmat else "")
        check(bool(ids) and all(i.startswith("n_") for i in ids), "filtered matrix has only matching rows")
        check(re.search(r'<dialog id="detail" open="">', ddom) is not None, "#case= opens the detail dialog")
        dbody = re.search(r'<div class="db" id="detail-body">(.*?)</div></dialog>', ddom, re.S)
        dbody = dbody.group(1) if dbody else ""
        check(dbody.count("<tr><td><b>") == n_readers, "detail lists every reader")
        check("oracle/core/tests/data/cases/n_section_truncated.mlirbc" in dbody and '<pre class="cmd">' in dbody,
              "detail shows the command to reproduce")
        check('<pre class="hex"><span class="off">00000000</span>' in dbody, "detail shows the hex dump")

        width, height, bpp, pixels = pngread.read(png)
        check((width, height) == (WIDTH, HEIGHT), f"screenshot is {width}x{height}")
        counts = collections.Counter()
        for row in pixels[::2]:
            counts.update(row[i:i + 3] for i in range(0, len(row), bpp * 2))
        total = sum(counts.values())
        white = counts.get(b"\xff\xff\xff", 0)
        check(len(counts) > 50, f"{len(counts)} distinct colours (not blank)")
        check(total - white > total // 10, f"{100 * (total - white) // total}% of pixels not white")
        colours = css_colours()
        want = {o for o in ("accept-ok", "reject-ok", "should-accept", "should-reject", "impl-accept",
                            "impl-reject", "crash", "timeout")}
        missing = [o for o in sorted(want) if bytes(colours[o]) not in counts]
        check(not missing, "matrix colours visible: " + (", ".join(missing) + " missing" if missing else "all"))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print(f"{len(FAILS)} failure(s)")
    return 1 if FAILS else 0


if __name__ == "__main__":
    sys.exit(main())
