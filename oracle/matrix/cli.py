#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Render the readers matrix from certify output directories.

    python3 -m oracle.matrix [--out DIR] [--history FILE] [--date YYYY-MM-DD]
                             [--no-history] CERT_DIR...

Each CERT_DIR holds a certificate.json (./cts certify) and, optionally, a
reader.json (label, kind, version, commit, repository, description,
certified date; written by ./cts peers certify and ./cts peers matrix).
One column per reader, in the order given. Writes OUT/index.md and
OUT/index.html (self-contained) and appends to OUT/history.json one entry
per reader whose (version, figures) is not there yet, so a re-run with
nothing changed rewrites no byte. OUT: reports/readers/ by default.
A column's date: --date, else reader.json's "certified", else the day the
certificate file was written; never the time of rendering.
"""

import argparse
import json
import os
import re
import sys

from oracle.core.paths import REPO
from oracle.matrix import render, table


def write_if_changed(path, text):
    if os.path.isfile(path):
        with open(path, encoding="utf-8") as f:
            if f.read() == text:
                return False
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    return True


def build(cert_dirs, out, date=None, history_path=None):
    """Render; returns {written: [paths], added: [history entries], columns}."""
    columns = [table.column(d, date) for d in cert_dirs]
    names = [c["name"] for c in columns]
    dup = sorted({n for n in names if names.count(n) > 1})
    if dup:
        raise ValueError("two certificates for %s" % ", ".join(dup))
    sections = table.rows(columns)
    os.makedirs(out, exist_ok=True)
    history_path = history_path if history_path is not None else os.path.join(out, "history.json")
    history, added = table.update_history(table.load_history(history_path) if history_path else None,
                                          columns)
    written = []
    files = [(os.path.join(out, "index.md"), render.markdown(columns, sections, history)),
             (os.path.join(out, "index.html"), render.page(columns, sections, history))]
    if history_path:
        files.append((history_path, json.dumps(history, indent=1, sort_keys=True) + "\n"))
    for path, text in files:
        if write_if_changed(path, text):
            written.append(path)
    return {"written": written, "added": added, "columns": columns}


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("cert_dirs", nargs="+", metavar="CERT_DIR")
    ap.add_argument("--out", default=os.path.join(REPO, "reports", "readers"))
    ap.add_argument("--history", help="history file (default OUT/history.json)")
    ap.add_argument("--no-history", action="store_true", help="neither read nor write a history")
    ap.add_argument("--date", help="the date of every column (YYYY-MM-DD)")
    args = ap.parse_args(argv)
    if args.date and not re.match(r"^\d{4}-\d{2}-\d{2}$", args.date):
        ap.error("--date must be YYYY-MM-DD")
    missing = [d for d in args.cert_dirs if not os.path.isfile(os.path.join(d, "certificate.json"))]
    if missing:
        sys.stderr.write("matrix: no certificate.json in %s\n" % ", ".join(missing))
        return 2
    history = "" if args.no_history else args.history
    try:
        r = build(args.cert_dirs, args.out, args.date, history)
    except ValueError as e:
        sys.stderr.write("matrix: %s\n" % e)
        return 2
    for c in r["columns"]:
        s = c["score"]
        sys.stderr.write("matrix: %-22s score %s, %s crashes, %d causes\n" % (
            c["name"], "–" if s.get("headline") is None else render.percent(s["headline"]),
            s.get("crashes"), c["causes"]))
    sys.stderr.write("matrix: %d history entries added; %s\n" % (
        len(r["added"]), "wrote " + ", ".join(os.path.relpath(p) for p in r["written"])
        if r["written"] else "nothing changed"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
