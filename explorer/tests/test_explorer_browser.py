#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""test_explorer_browser.py — the explorer page in headless Chromium.

usage: test_explorer_browser.py --reader MLIRBC_READ --gen MLIRBC_GEN --out DIR
                                [--chromium PATH] [--backend wasm|native|any]
With --backend wasm (CTest) the page must have read every file with the
WebAssembly reader: --wasm MODULE (CTest: the bindings_wasm_build fixture's),
else one built first with ./cts wasm --out DIR/mlirbc.wasm.
       (run through scripts/need-tool.sh chromium)

Serves the repository over http on localhost (explorer/serve.py; the native
reader behind /api/read is the fallback the page uses when the WebAssembly
reader is not built; --backend says which one the page must have used) and
drives Chromium over the DevTools protocol (tests/cdp.py):
 1. an upstream-written file (corpus/upstream/files/scf_regions.w22.v6):
    ACCEPTED with its version; the hex view names the fields (file.magic = 4
    on the first row); clicking the byte of the 3rd op's ir.op.name selects
    that field in the tree under the 3rd op of the structure; clicking the
    IR section's section.length in the tree highlights exactly its bytes;
    every finding id of `mlirbc-read --findings` is listed;
 1b. the same file annotated on demand (?ondemand, as a file of 4 MB or
    more is): the page is ready with the verdict pending, then ACCEPTED;
    the hex rows on screen name the same fields as in 1, a hex click shows
    its field, the tree's first level comes from the reader as it is
    opened, the findings come after the page is ready;
 2. a rejected file (an n_ case): REJECTED with the native reader's code and
    offset; the byte at that offset is marked as the error and selected; the
    tree's current node is the field read there, under the last op read
    (the IR tree from the fields' own counts: no structure for a rejected file);
 2b. the same file on demand: ready with the verdict pending, then REJECTED
    with the same code and offset, that byte marked and selected;
 3. a generated 20,000-op file: the hex view keeps fewer than 100 rows in the
    DOM and scrolling to the end shows the last row;
 4. the conformance report (oracle/report/render.py on the test fixture, in a copy
    of the repository layout) links each case row to the explorer: following
    the first link opens that case, read, in the explorer.
Screenshots of 1 and 2 go to DIR/explorer-accepted.png and
DIR/explorer-rejected.png (kept), checked not blank.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
EXPLORER = os.path.dirname(HERE)
REPO = os.path.dirname(EXPLORER)
sys.path.insert(0, HERE)
sys.path.insert(0, EXPLORER)
sys.path.insert(0, os.path.join(REPO, "oracle", "core", "tests"))
import cdp  # noqa: E402
import pngread  # noqa: E402
import serve  # noqa: E402

ACCEPTED = "corpus/upstream/files/scf_regions.w22.v6.mlirbc"
REJECTED = "corpus/cases/n_mut_v6b1_props_index_oor_ir_op_properties.mlirbc"
FAILS = []


def check(cond, what):
    print(("ok   " if cond else "FAIL ") + what, flush=True)
    if not cond:
        FAILS.append(what)


def trace(reader, path):
    """[(offset, size, section, id, value)] from --trace."""
    p = subprocess.run([reader, "--trace", path], cwd=REPO, capture_output=True, text=True)
    out = []
    for line in p.stdout.splitlines():
        w = line.split()
        if len(w) == 5:
            out.append((int(w[0]), int(w[1]), w[2], w[3], w[4]))
    return out


def preorder_ops(ops):
    out, stack = [], list(reversed(ops))
    while stack:
        op = stack.pop()
        out.append(op)
        kids = [o for r in op.get("regions", []) for b in r.get("blocks", []) for o in b.get("ops", [])]
        stack.extend(reversed(kids))
    return out


def not_blank(png, what):
    w, h, bpp, rows = pngread.read(png)
    colours = set()
    for row in rows[::4]:
        for i in range(0, len(row), bpp * 4):
            colours.add(row[i:i + 3])
    check(w > 0 and h > 0 and len(colours) > 12, f"{what}: screenshot {w}x{h}, {len(colours)} colours (not blank)")


def open_page(br, base, rel, backend, timeout=120):
    br.navigate(f"{base}/explorer/index.html?file=../{rel}")
    ready = br.wait("['ready','error'].includes(document.body && document.body.dataset.state)", timeout)
    state = br.eval("document.body.dataset.state") if ready else "timeout"
    check(state == "ready", f"{rel}: page ready (state {state}: "
          f"{br.eval('document.getElementById(`verdict`).textContent') if ready else ''})")
    if state == "ready":  # a large file is ready before its verdict
        got = br.wait("['accept','reject','error'].includes(document.body.dataset.verdict)", timeout)
        check(got, f"{rel}: a verdict ({br.eval('document.body.dataset.verdict')})")
    used = br.eval("document.getElementById('backend').textContent") or ""
    if backend != "any":
        check(used.startswith({"wasm": "WebAssembly", "native": "native"}[backend]),
              f"read by the {backend} reader ({used})")
    return state == "ready"


def accepted_case(br, base, a):
    path = os.path.join(REPO, ACCEPTED)
    if not open_page(br, base, ACCEPTED, a.backend):
        return
    structure = json.loads(subprocess.run([a.reader, "--dump=json", path], capture_output=True,
                                          text=True, check=True).stdout)
    fields = trace(a.reader, path)
    check(br.eval("document.getElementById('verdict-word').textContent") == "ACCEPTED", "verdict ACCEPTED")
    check(f"version {structure['bytecode_version']}" in br.eval("document.getElementById('verdict').textContent"),
          "verdict names the bytecode version")
    row0 = br.eval("document.querySelector('.hr[data-row=\"0\"] .hl').textContent") or ""
    check("file.magic = 4" in row0, f"hex row 0 names its fields: {row0[:60]!r}")

    # hex -> tree: the 3rd op's name byte
    names = sorted(f[0] for f in fields if f[3] == "ir.op.name")
    ops = preorder_ops(structure["ops"])
    check(len(names) == len(ops) and len(ops) >= 3, f"{len(ops)} ops in the structure, {len(names)} ir.op.name fields")
    off = names[2]
    br.eval(f"document.querySelector('#hex').scrollTop = 0")
    clicked = br.eval(f"""(() => {{ explorer.hex.scrollToByte({off});
        const el = document.querySelector('.b[data-o="{off}"]'); if (!el) return false; el.click(); return true; }})()""")
    check(clicked, f"byte {off} is on screen and clickable")
    cur = br.eval("document.querySelector('.tn.cur') && document.querySelector('.tn.cur').textContent") or ""
    check(cur.startswith("ir.op.name"), f"hex click selects the tree node of the field: {cur!r}")
    op = br.eval("(() => { const li = document.querySelector('.tn.cur').closest('li').parentElement.closest('li.k-op');"
                 " return li ? li.querySelector('.tl').textContent : null; })()") or ""
    check(op.startswith("op " + ops[2]["name"]), f"... under the 3rd op of the structure ({ops[2]['name']}): {op!r}")
    check(br.eval("document.getElementById('sel-field').textContent") == "ir.op.name", "details name the field")

    # tree -> hex: the IR section's section.length
    ir_len = next((f for f in fields if f[3] == "section.length" and any(
        g[3] == "section.data" and g[2] == "ir" and g[0] >= f[0] + f[1] and g[0] <= f[0] + f[1] + 16 for g in fields)), None)
    want = list(range(ir_len[0], ir_len[0] + ir_len[1])) if ir_len else []
    sel = br.eval("""(() => { const s = [...document.querySelectorAll('li.k-section')].find(li =>
          li.querySelector('.tl').textContent.startsWith('ir section'));
        if (!s) return null;
        if (!s.querySelector('ul')) s.querySelector('.tw').click();
        const s2 = [...document.querySelectorAll('li.k-section')].find(li => li.querySelector('.tl').textContent.startsWith('ir section'));
        const f = [...s2.querySelectorAll(':scope > ul > li > .tn')].find(t => t.textContent.startsWith('section.length'));
        if (!f) return null;
        f.click();
        return [...document.querySelectorAll('.b.sel')].map(e => +e.dataset.o); })()""")
    check(bool(want) and sel == want, f"tree click on the IR section.length selects bytes {want}: {sel}")

    fnd = subprocess.run([a.reader, "--findings", path], capture_output=True, text=True).stdout
    ids = [json.loads(x)["id"] for x in fnd.splitlines() if '"kind":"finding"' in x]
    listed = br.eval("document.getElementById('findings').textContent") or ""
    check(bool(ids) and all(i in listed for i in ids), f"findings listed: {ids}")
    errs = br.console_errors()
    check(not errs, f"no script errors: {errs[:2]}")
    shot = os.path.join(a.out, "explorer-accepted.png")
    br.screenshot(shot)
    not_blank(shot, "accepted")


def on_demand_case(br, base, a):
    """The accepted file annotated on demand (?ondemand, what a large file
    gets): every hex row names the same fields as the whole-file view, a
    hex click shows the field, and the tree's first level is the file's
    top-level fields."""
    rows_js = "[...document.querySelectorAll('#hex .hr')].map((r) => r.querySelector('.hl').textContent)"
    whole = br.eval(rows_js) or []
    if pending_then(br, base, ACCEPTED) != "accept":
        return
    used = br.eval("document.getElementById('backend').textContent") or ""
    check(used.startswith("WebAssembly reader, on demand"), f"on demand: read on demand ({used})")
    br.eval("document.querySelector('#hex').scrollTop = 0; explorer.hex.render()")
    lazy = br.eval(rows_js) or []
    check(len(whole) > 5 and lazy == whole, f"on demand: the {len(whole)} hex rows on screen name the same fields "
          f"as the whole-file view ({[x for x in zip(whole, lazy) if x[0] != x[1]][:2]})")
    br.eval("document.querySelector('.b[data-o=\"4\"]').click()")
    check(br.eval("document.getElementById('sel-field').textContent") == "file.version",
          "on demand: a hex click shows its field")
    br.wait("document.querySelectorAll('#tree li.k-field').length > 0", 60)
    top = br.eval("[...document.querySelectorAll('#tree > ul > li > ul > li > .tn .tl')].map((e) => e.textContent)") or []
    check(any(t.startswith("file.magic") for t in top) and any("section.data" in t for t in top),
          f"on demand: the tree's first level holds the top-level fields ({top[:4]})")
    br.wait("!/reading/.test(document.getElementById('findings').textContent)", 60)
    check("Findings (" in (br.eval("document.getElementById('findings').textContent") or ""),
          "on demand: the findings are listed after the page is ready")


def pending_then(br, base, rel):
    """Opens REL on demand: the page is ready with the verdict pending (the
    bytes and the tree's root on screen), then the verdict replaces it.
    Returns the verdict ("accept", "reject") or None."""
    br.navigate(f"{base}/explorer/index.html?file=../{rel}&ondemand")
    ok = br.wait("['ready','error'].includes(document.body && document.body.dataset.state)", 120)
    check(ok and br.eval("document.body.dataset.state") == "ready", f"on demand {rel}: page ready")
    if not ok:
        return None
    at_ready = br.eval("explorer.atReady") or ""
    check(at_ready.startswith("PENDING"), f"on demand: the verdict is pending when the page gets ready ({at_ready[:40]!r})")
    check(br.eval("document.querySelectorAll('#hex .hr').length") > 0 and
          br.eval("!!document.querySelector('#tree .tn')"), "on demand: the hex rows and the tree's root are shown")
    got = br.wait("['accept','reject','error'].includes(document.body.dataset.verdict)", 120)
    verdict = br.eval("document.body.dataset.verdict")
    ms = br.eval("explorer.ms") or {}
    check(got and ms.get("ready", 1) < ms.get("verdict", 0), f"on demand: the verdict comes after ready ({verdict}, {ms})")
    word = br.eval("document.getElementById('verdict-word').textContent")
    check(word == {"accept": "ACCEPTED", "reject": "REJECTED"}.get(verdict), f"on demand: the verdict shown: {word}")
    return verdict


def on_demand_rejected_case(br, base, a):
    """The rejected file on demand: pending, then the native reader's code
    and offset, the error byte marked and selected."""
    path = os.path.join(REPO, REJECTED)
    m = re.search(r":(\d+): \[([a-z_]+)\] (E_[A-Z_]+): ",
                  subprocess.run([a.reader, path], capture_output=True, text=True).stderr)
    verdict = pending_then(br, base, REJECTED)
    check(verdict == "reject", f"on demand {REJECTED}: REJECTED ({verdict})")
    if verdict != "reject" or not m:
        return
    off, code = int(m.group(1)), m.group(3)
    check(br.eval("document.getElementById('verdict-code').textContent") == code, f"on demand: error code {code}")
    check(br.eval("document.getElementById('err-offset').textContent") == str(off), f"on demand: error offset {off}")
    marked = br.eval("[...document.querySelectorAll('.b.err')].map(e => [+e.dataset.o, e.classList.contains('sel')])")
    check(marked == [[off, True]], f"on demand: byte {off} highlighted as the error and selected: {marked}")


def rejected_case(br, base, a):
    path = os.path.join(REPO, REJECTED)
    p = subprocess.run([a.reader, path], capture_output=True, text=True)
    m = re.search(r":(\d+): \[([a-z_]+)\] (E_[A-Z_]+): ", p.stderr)
    check(p.returncode == 1 and m is not None, f"native reader rejects {REJECTED}: {p.stderr.strip()}")
    if not m or not open_page(br, base, REJECTED, a.backend):
        return
    off, code = int(m.group(1)), m.group(3)
    check(br.eval("document.getElementById('verdict-word').textContent") == "REJECTED", "verdict REJECTED")
    check(br.eval("document.getElementById('verdict-code').textContent") == code, f"error code {code}")
    check(br.eval("document.getElementById('err-offset').textContent") == str(off), f"error offset {off}")
    marked = br.eval("[...document.querySelectorAll('.b.err')].map(e => [+e.dataset.o, e.classList.contains('sel')])")
    check(marked == [[off, True]], f"byte {off} highlighted as the error and selected: {marked}")
    at = [f for f in trace(a.reader, path) if f[0] == off and f[1] > 0]
    cur = br.eval("document.querySelector('.tn.cur') && document.querySelector('.tn.cur').textContent") or ""
    check(bool(at) and cur.startswith(at[-1][3]), f"tree selects the field read at {off} ({at[-1][3] if at else '?'}): {cur!r}")
    # no structure for a rejected file: the ops read before the error, from the IR's own counts
    ops_read = sum(1 for f in trace(a.reader, path) if f[3] == "ir.op.name")
    op = br.eval("(() => { const li = document.querySelector('.tn.cur').closest('li').parentElement.closest('li.k-op');"
                 " return li ? li.querySelector('.tl').textContent : null; })()") or ""
    top = br.eval("[...document.querySelectorAll('li.k-block > .tn .tl')].map(e => e.textContent)"
                  ".find(t => t.startsWith('operations')) || ''")
    check(op.startswith(f"op #{ops_read - 1} "), f"... under the last op read (op #{ops_read - 1}): {op!r}")
    check(top == f"operations ({ops_read} read), top-level block", f"the IR tree counts the ops read: {top!r}")
    errs = br.console_errors()
    check(not errs, f"no script errors: {errs[:2]}")
    shot = os.path.join(a.out, "explorer-rejected.png")
    br.screenshot(shot)
    not_blank(shot, "rejected")


def large_case(br, base, a, tmp):
    big = os.path.join(tmp, "big.mlirbc")
    subprocess.run([a.gen, "gen", "--seed", "7", "--version", "6", "--max-ops", "20000", "--max-depth", "3",
                    "-o", big], check=True, capture_output=True)
    size = os.path.getsize(big)
    serve_files["/explorer/open/big.mlirbc"] = big
    if not open_page(br, base, "explorer/open/big.mlirbc", a.backend):
        return
    rows = br.eval("document.querySelectorAll('#hex .hr').length")
    check(0 < rows < 100, f"{size} bytes ({(size + 15) // 16} rows): {rows} rows in the DOM")
    last = (size - 1) // 16
    shown = br.eval("""(() => { const h = document.getElementById('hex'); h.scrollTop = h.scrollHeight;
        explorer.hex.render(); return [...document.querySelectorAll('#hex .hr')].map(r => +r.dataset.row); })()""")
    check(bool(shown) and max(shown) == last and len(shown) < 100, f"scrolled to the end: last row {last} shown")
    print(f"info large file: {size} bytes, {br.eval('explorer.result.fields.n')} fields, "
          f"{json.dumps(br.eval('explorer.ms'))} ms")


def report_links(br, a, tmp):
    sys.path.insert(0, REPO)
    from oracle.report import render
    check(render.explorer_url(REPO, os.path.join(REPO, "reports", "latest"))
          == "../../explorer/index.html?file=../{file}", "report in reports/latest links ../../explorer/index.html")
    check(render.explorer_url(REPO, os.path.dirname(REPO)) is None, "report outside the repository: no link")
    site = os.path.join(tmp, "site")  # the repository's layout, the report inside it
    os.makedirs(os.path.join(site, "reports"))
    for name in os.listdir(REPO):
        if name not in ("reports", ".git"):
            os.symlink(os.path.join(REPO, name), os.path.join(site, name))
    out = os.path.join(site, "reports", "latest")
    subprocess.run([sys.executable, "-m", "oracle.report.render", "--in",
                    os.path.join(REPO, "oracle", "core", "tests", "data", "conformance.json"), "--out", out,
                    "--root", site, "--reader", "none"], check=True, capture_output=True,
                   env=dict(os.environ, PYTHONPATH=REPO))
    srv = serve.make_server(site, 0, os.path.abspath(a.reader), dict(serve_files))
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    try:
        br.navigate(f"http://127.0.0.1:{srv.server_address[1]}/reports/latest/index.html")
        check(br.wait("document.body.dataset.rendered === '1'", 60), "report page rendered")
        link = br.eval("(() => { const a = document.querySelector('#matrix-body tr.one a.xp');"
                       " return a ? [a.closest('tr').dataset.id, a.getAttribute('href')] : null; })()")
        check(bool(link) and link[1].startswith("../../explorer/index.html?file=../"),
              f"a case row links to the explorer: {link}")
        if not link:
            return
        br.eval("document.querySelector('#matrix-body tr.one a.xp').click()")
        ok = br.wait("location.pathname.endsWith('/explorer/index.html') && document.body && "
                     "['ready','error'].includes(document.body.dataset.state)", 120)
        name = br.eval("document.getElementById('file-name').textContent") if ok else ""
        word = br.eval("document.getElementById('verdict-word') && document.getElementById('verdict-word').textContent")
        want = os.path.basename(link[1].split("?file=", 1)[1])
        check(ok and name.startswith(want + " (") and word in ("ACCEPTED", "REJECTED"),
              f"the link opens {link[0]} in the explorer: {name!r}, {word}")
    finally:
        srv.shutdown()


def big_file(br, base, a, path):
    """--big FILE: open a large file and measure (a measurement, not in CTest)."""
    size = os.path.getsize(path)
    serve_files["/explorer/open/" + os.path.basename(path)] = os.path.abspath(path)
    t, cpu0 = time.time(), br.cpu_seconds()
    ok = open_page(br, base, "explorer/open/" + os.path.basename(path), a.backend, timeout=1800)
    wall = time.time() - t
    cpu = br.cpu_seconds() - cpu0 if cpu0 is not None else float("nan")
    if not ok:
        return
    rows = br.eval("document.querySelectorAll('#hex .hr').length")
    check(0 < rows < 100, f"{size} bytes: {rows} rows in the DOM")
    jumps = br.eval("""(() => { const h = explorer.hex, out = [];
        for (const frac of [0.25, 0.5, 0.75, 1.0]) {
          const t = performance.now(); h.scrollToByte(Math.floor(frac * (explorer.bytes.length - 1)));
          out.push(performance.now() - t); }
        const mid = Math.floor(explorer.bytes.length / 2);
        let t = performance.now();
        const f = explorer.result.fields.at(mid);
        const node = explorer.tree.reveal(mid, f);
        const reveal = performance.now() - t;
        return {jumps: out, reveal, node: node.label,
                heap: performance.memory ? performance.memory.usedJSHeapSize : null}; })()""")
    check(all(j < 200 for j in jumps["jumps"]), f"scroll jumps render in {[round(j, 1) for j in jumps['jumps']]} ms")
    print(f"info big file {size} bytes: page ready after {wall:.1f} s wall, {cpu:.1f} s CPU (all browser processes); "
          f"load average {os.getloadavg()[0]:.1f}; "
          f"{br.eval('explorer.result.fields.n')} fields; stages {json.dumps(br.eval('explorer.ms'))} ms; "
          f"reveal of the middle byte {jumps['reveal']:.0f} ms -> {jumps['node']!r}; JS heap {jumps['heap']}")
    shot = os.path.join(a.out, "explorer-big.png")
    br.screenshot(shot)


serve_files = {}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--reader", required=True)
    ap.add_argument("--gen", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--chromium", default="chromium")
    ap.add_argument("--backend", choices=["wasm", "native", "any"], default="any")
    ap.add_argument("--wasm", help="the WebAssembly reader to serve (default: build one with ./cts wasm)")
    ap.add_argument("--big", help="only open this large file and print timings (a measurement)")
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    if a.backend == "wasm":
        # the module of the sources as they are now (--wasm, or built here),
        # served in place of reader/bindings/js/mlirbc.wasm
        module = a.wasm
        if not module:
            module = os.path.join(a.out, "mlirbc.wasm")
            p = subprocess.run([os.path.join(REPO, "scripts", "cts-wasm"), "--out", module],
                               capture_output=True, text=True)
            check(p.returncode == 0, "./cts wasm builds the WebAssembly reader" +
                  ("" if p.returncode == 0 else ": " + p.stderr.strip()[-400:]))
        check(os.path.isfile(module), f"WebAssembly reader {module} exists")
        if FAILS:
            print(f"{len(FAILS)} failure(s)")
            return 1
        serve_files["/reader/bindings/js/mlirbc.wasm"] = os.path.abspath(module)
    srv = serve.make_server(REPO, 0, os.path.abspath(a.reader), serve_files)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{srv.server_address[1]}"
    with tempfile.TemporaryDirectory(prefix="test_explorer_browser.", ignore_cleanup_errors=True) as tmp:
        with cdp.Browser(a.chromium, os.path.join(tmp, "profile"), (1400, 900)) as br:
            if a.big:
                big_file(br, base, a, a.big)
                return finish(srv, a)
            accepted_case(br, base, a)
            on_demand_case(br, base, a)
            rejected_case(br, base, a)
            on_demand_rejected_case(br, base, a)
            large_case(br, base, a, tmp)
            report_links(br, a, tmp)
    print(f"screenshots: {os.path.join(a.out, 'explorer-accepted.png')} {os.path.join(a.out, 'explorer-rejected.png')}")
    return finish(srv, a)


def finish(srv, a):
    srv.shutdown()
    print(f"{len(FAILS)} failure(s)")
    return 1 if FAILS else 0


if __name__ == "__main__":
    sys.exit(main())
