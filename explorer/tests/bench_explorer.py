#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""bench_explorer.py — how fast the explorer opens a large file (a measurement).

usage: bench_explorer.py --reader MLIRBC_READ --wasm MODULE [--chromium PATH]
                         [--json BENCH_JSON] FILE

Serves the repository (explorer/serve.py, MODULE as the page's WebAssembly
reader), opens explorer/index.html?file=FILE in headless Chromium (tests/cdp.py)
and prints one JSON line:
  ready_s    seconds from the navigation until the page is ready (fetching
             the file included): a file annotated on demand (4 MB or more)
             is then on screen as its bytes in the hex view (rows without
             field names yet), the tree's root and the verdict marked
             pending (body data-verdict="pending"); a smaller file is read
             whole first and shows its verdict, fields and tree at ready;
  verdict_s  seconds from the navigation until the verdict is on screen
             (data-verdict "accept" or "reject"), with the hex rows on
             screen naming their fields (the reader's first read of the
             whole file);
  peak_mb    the largest peak resident set (VmHWM) of the browser's renderer
             processes, where the page and its reader worker run, once the
             findings are listed (the last thing the page reads);
  file_mb    the file's size;
  base_mb    the same peak with the page opened without a file first (in
             the same browser): what the browser holds whatever the file;
  wasm_mb    the reader's WebAssembly memory (MB) after each step of a file
             annotated on demand: held (the file copied in), verdict (its
             first read of the whole file), findings (it never shrinks);
             page_heap_mb: the page's JavaScript heap at the end;
plus peak_ready_mb (the same peak when the page got ready), read_s and
verdict_read_s (the page's own time from the file in hand to ready, to the
verdict), fields (named on screen at the verdict) and the load average.
With --json, the figures also go into that reports/bench/bench.json as the
group "explorer".
"""
import argparse
import json
import os
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
EXPLORER = os.path.dirname(HERE)
REPO = os.path.dirname(EXPLORER)
sys.path.insert(0, HERE)
sys.path.insert(0, EXPLORER)
import cdp  # noqa: E402
import serve  # noqa: E402


def renderer_peak_mb(root_pid):
    """Largest VmHWM (MB) among ROOT_PID's descendants started as renderers."""
    kids, peak = {}, 0
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            with open(f"/proc/{pid}/stat") as f:
                kids.setdefault(int(f.read().rsplit(")", 1)[1].split()[1]), []).append(int(pid))
        except (OSError, IndexError, ValueError):
            pass
    todo = [root_pid]
    while todo:
        pid = todo.pop()
        todo.extend(kids.get(pid, []))
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as f:
                if b"--type=renderer" not in f.read():
                    continue
            with open(f"/proc/{pid}/status") as f:
                for line in f:
                    if line.startswith("VmHWM:"):
                        peak = max(peak, int(line.split()[1]) / 1024)
        except OSError:
            pass
    return peak


COLUMNS = ["file", "MB", "ready s", "verdict s", "peak MB", "peak MB at ready", "blank page MB",
           "reader's wasm MB", "page's own s to ready", "to verdict", "load"]


def current_row(row):
    """A row measured before the page was ready ahead of its verdict (7
    columns): its ready time is also its verdict time, its page's own time
    to ready also its time to the verdict."""
    if len(row) == 7:
        f, mb, ready, peak, peak_ready, own, load = row
        row = [f, mb, ready, ready, peak, peak_ready, own, own, load]
    if len(row) == 9:  # before the blank page and the reader's memory were measured
        row = row[:6] + ["", ""] + row[6:]
    return row


def record(path, figures, file_name):
    """Puts the figures into bench.json's "explorer" group (reader/bench/
    bench_report.py renders it into docs/benchmarks.md): one row per file,
    this file's row replaced."""
    sys.path.insert(0, os.path.join(REPO, "reader", "bench"))
    import bench_report  # noqa: E402
    old = bench_report.load(path)["groups"].get("explorer", {})
    row = [file_name, figures["file_mb"], figures["ready_s"], figures["verdict_s"], figures["peak_mb"],
           figures["peak_ready_mb"], figures["base_mb"], figures["wasm_mb"].get("findings", ""),
           figures["read_s"], figures["verdict_read_s"], figures["load"]]
    rows = [current_row(r) for r in old.get("rows", []) if r[0] != file_name] + [row]
    bench_report.merge_group(path, "explorer", {
        "title": "Explorer: a large file opened in headless Chromium (./cts bench --explorer FILE)",
        "columns": COLUMNS, "rows": sorted(rows), "measured": bench_report.measured_now()})


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--reader", required=True)
    ap.add_argument("--wasm", required=True)
    ap.add_argument("--chromium", default="chromium")
    ap.add_argument("--json")
    ap.add_argument("--timeout", type=float, default=1800)
    ap.add_argument("file")
    a = ap.parse_args()
    name = os.path.basename(a.file)
    files = {"/reader/bindings/js/mlirbc.wasm": os.path.abspath(a.wasm),
             "/explorer/open/" + name: os.path.abspath(a.file)}
    srv = serve.make_server(REPO, 0, os.path.abspath(a.reader), files)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{srv.server_address[1]}"
    try:
        with tempfile.TemporaryDirectory(prefix="bench_explorer.", ignore_cleanup_errors=True) as tmp:
            with cdp.Browser(a.chromium, os.path.join(tmp, "profile"), (1400, 900)) as br:
                br.navigate(f"{base}/explorer/index.html")
                br.wait("document.body && document.body.dataset.state === 'empty'", a.timeout)
                time.sleep(1)
                base_mb = renderer_peak_mb(br.proc.pid)
                t = time.time()
                br.navigate(f"{base}/explorer/index.html?file=open/{name}")
                ok = br.wait("['ready','error'].includes(document.body && document.body.dataset.state)",
                             a.timeout)
                ready = time.time() - t
                state = br.eval("document.body.dataset.state") if ok else "timeout"
                if state != "ready":
                    print(f"bench_explorer: the page did not get ready ({state})", file=sys.stderr)
                    return 1
                peak_ready = renderer_peak_mb(br.proc.pid)
                ok = br.wait("['accept','reject','error'].includes(document.body.dataset.verdict)", a.timeout)
                verdict = time.time() - t
                got = br.eval("document.body.dataset.verdict") if ok else "timeout"
                if got not in ("accept", "reject"):
                    print(f"bench_explorer: no verdict ({got})", file=sys.stderr)
                    return 1
                fields = br.eval("explorer.result.fields.n")
                # the findings come last: wait for them so that the peak counts them too
                br.wait("!/reading/.test(document.getElementById('findings').textContent)", a.timeout)
                ms = br.eval("explorer.ms") or {}
                mem = br.eval("explorer.mem") or {}
                figures = {
                    "ready_s": round(ready, 2),
                    "verdict_s": round(verdict, 2),
                    "peak_mb": round(renderer_peak_mb(br.proc.pid), 1),
                    "file_mb": round(os.path.getsize(a.file) / 1e6, 1),
                    "peak_ready_mb": round(peak_ready, 1),
                    "base_mb": round(base_mb, 1),
                    "wasm_mb": {k: v for k, v in mem.items() if k != "pageHeap"},
                    "page_heap_mb": mem.get("pageHeap"),
                    "read_s": round(ms.get("total", 0) / 1000, 2),
                    # a file read whole up front has its verdict at ready
                    "verdict_read_s": round((ms.get("verdict", 0) - ms.get("file", 0)) / 1000
                                            if "verdict" in ms else ms.get("total", 0) / 1000, 2),
                    "fields": fields,
                    "verdict": got,
                    "load": round(os.getloadavg()[0], 1),
                }
    finally:
        srv.shutdown()
    print(json.dumps(figures))
    if a.json:
        record(a.json, figures, name)
    return 0


if __name__ == "__main__":
    sys.exit(main())
