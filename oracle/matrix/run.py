#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Certify every reader and render the readers matrix (./cts peers matrix).

    ./cts peers matrix [--only NAME,...] [--skip-certify] [-j N]
                       [--minimize-budget S] [--timeout S] [--date YYYY-MM-DD]
                       [--out DIR] [--certify-dir DIR] [--cases GLOB]...

Readers, in this order: the reference reader in C (build/bin/mlirbc-read
--batch), in WebAssembly (node reader/bindings/js/mlirbc-read.mjs; after
./cts wasm) and in Python (reader/bindings/python/mlirbc.py on build/lib's
libmlirbc), mlir-opt-16/19/22 (--allow-unregistered-dialect, output to
/dev/null), then every peer built with ./cts peers build. A reader that is
not available is left out with a warning (under CI=true: an error).
Each is certified into CERTIFY_DIR/NAME (default reports/certify/NAME,
not tracked) with -j (default 2) and --minimize-budget (default 30), then
python3 -m oracle.matrix renders OUT (default reports/readers/: index.md,
index.html, history.json). --skip-certify: render from the certificates
already there. --only: certify these readers only; the matrix shows every
reader above whose certificate is in CERTIFY_DIR.
--cases: a slice of the corpus (the certificates say partial; for trials).
Exit status: 0 rendered, 1 a certification did not produce a certificate
or a reader is missing under CI=true, 2 usage.
"""

import argparse
import datetime
import json
import os
import shutil
import subprocess
import sys

from oracle.core.paths import REPO
from oracle.matrix import cli as matrix_cli
from oracle.peers import cli as peers_cli
from oracle.peers import defs

REFERENCE = os.path.join(REPO, "build", "bin", "mlirbc-read")
WASM = os.path.join(REPO, "reader", "bindings", "js", "mlirbc.wasm")
PYLIB = os.path.join(REPO, "build", "lib", "libmlirbc.so.1")
MLIR_OPTS = (16, 19, 22)


def say(msg):
    sys.stderr.write("[matrix] %s\n" % msg)


def repo_commit():
    p = subprocess.run(["git", "-C", REPO, "rev-parse", "HEAD"], capture_output=True, text=True)
    return p.stdout.strip() if p.returncode == 0 else None


def llvm_version(tool):
    p = subprocess.run([tool, "--version"], capture_output=True, text=True)
    for line in p.stdout.splitlines():
        if "LLVM version" in line:
            return "LLVM " + line.split("LLVM version", 1)[1].strip()
    return tool


def builtin_readers():
    """[(name, reader.json fields, certify args or None, why missing)]."""
    commit = repo_commit()
    ours = {"kind": "reference", "commit": commit, "version": (commit or "")[:12]}
    out = [("mlirbc-read", dict(ours, label="reference (C)",
                                description="the reference reader, build/bin/mlirbc-read --batch"),
            ["--reader", REFERENCE + " --batch", "--protocol", "batch"],
            None if os.path.isfile(REFERENCE) else "no %s (./cts certify builds it)" % REFERENCE),
           ("mlirbc-read-wasm", dict(ours, label="reference (WebAssembly)",
                                     description="the reference reader built to WebAssembly, "
                                                 "node reader/bindings/js/mlirbc-read.mjs"),
            ["--reader", "node %s -q {}" % os.path.join(REPO, "reader", "bindings", "js",
                                                       "mlirbc-read.mjs")],
            None if os.path.isfile(WASM) and shutil.which("node")
            else "no %s or no node (./cts wasm)" % WASM),
           ("mlirbc-read-python", dict(ours, label="reference (Python)",
                                       description="the reference reader from Python (ctypes), "
                                                   "reader/bindings/python/mlirbc.py"),
            ["--reader", "%s %s -q {}" % (sys.executable, os.path.join(
                REPO, "reader", "bindings", "python", "mlirbc.py"))],
            None if os.path.isfile(PYLIB) else "no %s (build/ first)" % PYLIB)]
    for n in MLIR_OPTS:
        tool = "mlir-opt-%d" % n
        have = shutil.which(tool)
        out.append((tool, {"kind": "upstream", "label": tool, "commit": None,
                           "version": llvm_version(tool) if have else "",
                           "description": "upstream MLIR %d: %s --allow-unregistered-dialect "
                                          "FILE -o /dev/null" % (n, tool)},
                    ["--reader", "%s --allow-unregistered-dialect {} -o /dev/null" % tool],
                    None if have else "%s is not on PATH (./cts bootstrap)" % tool))
    return out


def peer_readers():
    out = []
    for p in defs.paths():
        peer = defs.load(p)
        info = peers_cli.built_info(peer["name"])
        out.append((peer["name"], peer, None if info else
                    "not built (./cts peers build %s --src CHECKOUT)" % peer["name"]))
    return out


def main(argv=None):
    ap = argparse.ArgumentParser(prog="./cts peers matrix", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--only", help="comma-separated reader names")
    ap.add_argument("--skip-certify", action="store_true")
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("--minimize-budget", default="30")
    ap.add_argument("--timeout", default=None)
    ap.add_argument("--date")
    ap.add_argument("--out", default=os.path.join(REPO, "reports", "readers"))
    ap.add_argument("--certify-dir", default=os.path.join(REPO, "reports", "certify"))
    ap.add_argument("--cases", action="append", default=[])
    args = ap.parse_args(argv)
    only = set(args.only.split(",")) if args.only else None
    ci = os.environ.get("CI") == "true"
    common = ["-j", str(args.jobs), "--minimize-budget", args.minimize_budget, "-q"]
    common += ["--timeout", args.timeout] if args.timeout else []
    for g in args.cases:
        common += ["--cases", g]
    try:
        readers = [(n, side, cmd, why, None) for n, side, cmd, why in builtin_readers()] + \
                  [(n, None, None, why, peer) for n, peer, why in peer_readers()]
    except defs.PeerError as e:
        say("error: %s" % e)
        return 1
    if only:
        unknown = only - {r[0] for r in readers}
        if unknown:
            say("error: unknown readers %s (known: %s)" % (", ".join(sorted(unknown)),
                                                          ", ".join(r[0] for r in readers)))
            return 2
    dirs, bad = [], 0
    for name, side, cmd, why, peer in readers:
        out = os.path.join(args.certify_dir, name)
        wanted = only is None or name in only
        if why and args.skip_certify and os.path.isfile(os.path.join(out, "certificate.json")):
            why = None  # rendering only: its certificate is all it needs
        if why and wanted:
            say("%s: %s: %s" % ("error" if ci else "warning: left out", name, why))
            bad += ci
        if wanted and not why and not args.skip_certify:
            say("certifying %s" % name)
            if peer is not None:
                status = peers_cli.cmd_certify([name, "--out", out] + common)
            else:
                status = subprocess.run([os.path.join(REPO, "scripts", "cts-certify")] + cmd +
                                        ["--name", name, "--out", out] + common).returncode
                if status in (0, 1):
                    side = dict(side, name=name, certified=datetime.datetime.now(
                        datetime.timezone.utc).strftime("%Y-%m-%d"))
                    with open(os.path.join(out, "reader.json"), "w", encoding="utf-8") as f:
                        json.dump(side, f, indent=2, sort_keys=True)
                        f.write("\n")
            if status not in (0, 1):
                say("error: certifying %s ended with status %d" % (name, status))
                bad += 1
                continue
        if os.path.isfile(os.path.join(out, "certificate.json")):
            dirs.append(out)
        elif wanted and not why:
            if args.skip_certify:
                say("no certificate for %s in %s: left out" % (name, out))
            else:
                say("error: no certificate for %s in %s" % (name, out))
                bad += 1
    if not dirs:
        say("error: no certificate to render")
        return 1
    say("rendering %s" % args.out)
    status = matrix_cli.main(dirs + ["--out", args.out] + (["--date", args.date] if args.date else []))
    return status or (1 if bad else 0)


if __name__ == "__main__":
    sys.exit(main())
