#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""serve.py — serve the explorer (explorer/index.html) on localhost.

usage: serve.py [--port N] [--reader MLIRBC_READ] [--wasm MODULE] [--root DIR] [FILE]

Browsers do not let a page opened from file:// load WebAssembly, so the
explorer is served over http from the repository root (the page imports the
reader's ES module from reader/bindings/js/). FILE (optional) is served at
/explorer/open/NAME and the printed URL opens it. With --reader, POST
/api/read (body: the file) answers with what that native mlirbc-read prints
(verdict, --trace, --dump=json, --findings): the explorer falls back to it
when the WebAssembly reader is not built. Port 0 (the default) picks a free one.
Only 127.0.0.1 is bound.
"""
import argparse
import functools
import http.server
import json
import os
import subprocess
import sys
import urllib.parse

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TIMEOUT = 120  # seconds per reader run (a 40 MB file takes a few)


def native_read(reader, data):
    """{verdict, trace, findings, structure} from the native reader (stdin '-')."""
    def run(*args):
        return subprocess.run([reader, *args, "-"], input=data, capture_output=True, timeout=TIMEOUT)

    fnd = run("--findings")
    findings = [json.loads(line) for line in fnd.stdout.decode("utf-8", "replace").splitlines()
                if line.startswith("{")]
    verdict = next((f for f in reversed(findings) if f.get("kind") == "verdict"), None)
    if verdict is None:
        err = fnd.stderr.decode("utf-8", "replace").strip()
        verdict = {"kind": "verdict", "verdict": "error", "message": err or "reader failed"}
    trace = run("--trace").stdout.decode("utf-8", "replace")
    structure = None
    if verdict.get("verdict") == "accept":
        dump = run("--dump=json")
        if dump.returncode == 0:
            structure = dump.stdout.decode("utf-8", "replace")
    return {"verdict": verdict, "trace": trace, "structure": structure,
            "findings": [f for f in findings if f.get("kind") != "verdict"]}


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".mjs": "text/javascript", ".js": "text/javascript",
                      ".wasm": "application/wasm", ".mlirbc": "application/octet-stream"}

    def __init__(self, *a, reader=None, files=None, **kw):
        self.reader = reader
        self.files = files if files is not None else {}  # URL path -> file
        super().__init__(*a, **kw)

    def log_message(self, fmt, *args):  # quiet: one line per error only
        if args and str(args[1])[:1] in "45":
            sys.stderr.write("serve: %s\n" % (fmt % args))

    def end_headers(self):
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def translate_path(self, path):
        p = urllib.parse.unquote(urllib.parse.urlsplit(path).path)
        if p in self.files:
            return self.files[p]
        return super().translate_path(path)

    def do_GET(self):
        path = urllib.parse.urlsplit(self.path).path
        if path == "/api/ping":
            return self.reply_json({"native": bool(self.reader)})
        if path == "/favicon.ico" and path not in self.files:  # browsers ask; nothing to log
            self.send_response(204)
            self.end_headers()
            return None
        return super().do_GET()

    def do_POST(self):
        if urllib.parse.urlsplit(self.path).path != "/api/read" or not self.reader:
            self.send_error(404, "no native reader (serve.py --reader)")
            return
        n = int(self.headers.get("Content-Length") or 0)
        data = self.rfile.read(n)
        try:
            self.reply_json(native_read(self.reader, data))
        except (OSError, subprocess.TimeoutExpired) as e:
            self.send_error(500, "reader failed: %s" % e)

    def reply_json(self, obj):
        body = json.dumps(obj).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


def make_server(root, port=0, reader=None, files=None):
    """A server of ROOT; FILES maps URL paths to files served instead (a file
    opened from elsewhere, a module built elsewhere)."""
    handler = functools.partial(Handler, directory=root, reader=reader, files=files)
    return http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog=__doc__.split("\n\n", 1)[1])
    ap.add_argument("file", nargs="?", help="a .mlirbc file to open")
    ap.add_argument("--port", type=int, default=0, help="port (default: a free one)")
    ap.add_argument("--reader", help="native mlirbc-read for the /api/read fallback")
    ap.add_argument("--root", default=REPO, help="directory served (default: the repository)")
    ap.add_argument("--wasm", help="serve this mlirbc.wasm as reader/bindings/js/mlirbc.wasm")
    a = ap.parse_args(argv)
    files = {}
    if a.wasm:
        files["/reader/bindings/js/mlirbc.wasm"] = os.path.abspath(a.wasm)
    query = ""
    if a.file:
        if not os.path.isfile(a.file):
            print("serve: no such file: %s" % a.file, file=sys.stderr)
            return 2
        name = os.path.basename(a.file)
        files["/explorer/open/" + name] = os.path.abspath(a.file)
        query = "?file=" + urllib.parse.quote("open/" + name)
    srv = make_server(a.root, a.port, a.reader, files)
    url = "http://127.0.0.1:%d/explorer/index.html%s" % (srv.server_address[1], query)
    print(url, flush=True)
    print("serving %s (Ctrl-C stops)" % a.root, file=sys.stderr, flush=True)
    try:
        srv.serve_forever()
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
