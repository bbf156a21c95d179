#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""render.py — conformance.json -> DIR/index.html (self-contained) + DIR/summary.md.

usage: python3 -m oracle.report.render --in reports/latest/conformance.json --out reports/latest
                                [--previous PREV.json] [--reader build/bin/mlirbc-read]

The same inputs give the same bytes. Hex dumps (fields named by the reference
reader's --annotate) are embedded for failing / disagreeing cases first, then
one sample case per family, within --hex-kb per case, --hex-total-kb overall
and what --max-page-kb leaves.
"""
import argparse
import glob
import json
import os
import sys

from oracle.report import hexview
from oracle.report import html as render_html
from oracle.report import markdown as render_md
from oracle.report import view as render_model
from oracle.core.paths import REPO

ROOT = REPO


def load(path):
    with open(path, encoding="utf-8") as fp:
        doc = json.load(fp)
    if doc.get("format") != "mlirbc-conformance":
        raise SystemExit(f"render: {path}: not a conformance report (format={doc.get('format')!r})")
    if doc.get("schema_version") != 1:
        raise SystemExit(f"render: {path}: schema_version {doc.get('schema_version')} unsupported (1)")
    return doc


def spec_ambiguities(root, out_dir):
    """{AMB id: entry} from spec/ambiguities/*.json, plus "path" (from the
    repository root) and "href" (from the report; only for a report inside
    the repository, so the bytes do not depend on where a copy is written)."""
    out = {}
    for path in sorted(glob.glob(os.path.join(root, "spec", "ambiguities", "*.json"))):
        try:
            with open(path, encoding="utf-8") as fp:
                entry = json.load(fp)
        except (OSError, ValueError):
            continue
        if not isinstance(entry, dict):
            continue
        aid = entry.get("id") or os.path.splitext(os.path.basename(path))[0]
        entry["path"] = os.path.relpath(path, root)
        inside = not os.path.relpath(os.path.abspath(out_dir), root).startswith("..")
        entry["href"] = os.path.relpath(path, os.path.abspath(out_dir)) if inside else None
        out[aid] = entry
    return out


def hex_selection(model):
    """Case ids in embedding priority: reader bugs (crash, timeout, ...), then
    the reference reader's failures, other disagreements, one case per family."""
    ref = [i for i, r in enumerate(model.readers) if r.get("kind") == "reference"]

    def tier(cid):
        results = [model.result(r, cid) or {} for r in model.reader_ids]
        if any(render_model.class_family(x.get("classification")) in ("reader-bug", "oracle-bug")
               for x in results):
            return 0
        if any(model.failures[cid][i] for i in ref):
            return 1
        return 2 if model.interesting(cid) else 3
    tiers = {c["id"]: tier(c["id"]) for c in model.cases}
    order = [c["id"] for t in (0, 1, 2) for c in model.cases if tiers[c["id"]] == t]
    families = set()
    for c in model.cases:
        fam = render_model.group_of(c["id"])
        if tiers[c["id"]] == 3 and fam not in families:
            families.add(fam)
            order.append(c["id"])
    return order


def hexdumps(model, root, reader, per_case_kb, total_kb):
    out, budget = {}, total_kb * 1024
    for cid in hex_selection(model):
        if budget < 1024:
            break
        case = model.case_by_id[cid]
        got = hexview.dump(root, case["file"], reader, per_case_kb * 1024)
        if got is None:
            continue
        size = len(json.dumps(got["text"]))  # as embedded (escaped)
        if size > budget:
            continue
        budget -= size
        out[cid] = got
    return out


def explorer_url(root, out):
    """The explorer (explorer/index.html) as seen from OUT, with {file} for a
    repository-relative case path; None when OUT is outside the repository
    (a relative link would lead nowhere)."""
    root, out = os.path.abspath(root), os.path.abspath(out)
    page = os.path.join(root, "explorer", "index.html")
    if not os.path.exists(page) or os.path.commonpath([root, out]) != root:
        return None
    return os.path.relpath(page, out).replace(os.sep, "/") + "?file=../{file}"


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--in", dest="inp", required=True, help="conformance.json")
    ap.add_argument("--out", required=True, help="output directory (index.html, summary.md)")
    ap.add_argument("--previous", help="previous conformance.json: recompute the changes against it")
    ap.add_argument("--root", default=ROOT, help="repository root (case paths are relative to it)")
    ap.add_argument("--reader", help="reference reader for annotated hex dumps "
                                     "(default: ROOT/build/bin/mlirbc-read if present; 'none': raw dumps)")
    ap.add_argument("--hex-kb", type=int, default=4, help="hex dump cap per case, KiB (default 4)")
    ap.add_argument("--hex-total-kb", type=int, default=1000, help="hex dump cap overall, KiB (default 1000)")
    ap.add_argument("--max-page-kb", type=int, default=2600,
                    help="index.html size the hex dumps may fill up to, KiB (default 2600)")
    args = ap.parse_args(argv)
    reader = None if args.reader == "none" else args.reader or default_reader(args.root)
    write(args.inp, args.out, args.root, reader, args.previous, args.hex_kb, args.hex_total_kb,
          args.max_page_kb)
    return 0


def default_reader(root):
    """ROOT/build/bin/mlirbc-read when built (annotated hex dumps), else None."""
    path = os.path.join(os.path.abspath(root), "build", "bin", "mlirbc-read")
    return path if os.access(path, os.X_OK) else None


def write(inp, out, root, reader=None, previous_path=None, hex_kb_case=4, hex_kb_total=1000,
          max_page_kb=2600):
    """conformance.json INP -> OUT/index.html + OUT/summary.md. reader: the
    reference reader for annotated hex dumps (None: raw dumps)."""
    root = os.path.abspath(root)
    reader = os.path.abspath(reader) if reader else None
    doc = load(inp)
    previous = load(previous_path) if previous_path else None
    model = render_model.Model(doc, previous)
    if previous is not None:
        rel = os.path.relpath(os.path.abspath(previous_path), root)
        model.changes["previous"] = os.path.basename(rel) if rel.startswith("..") else rel
    ambs = spec_ambiguities(root, out)
    # Hex dumps get what the page budget leaves (the rest grows with the corpus).
    bare = len(render_html.render(model, {}, ambs).encode())
    hex_kb = max(0, min(hex_kb_total, max_page_kb - bare // 1024))
    dumps = hexdumps(model, root, reader, hex_kb_case, hex_kb)
    os.makedirs(out, exist_ok=True)
    page = render_html.render(model, dumps, ambs, explorer_url(root, out))
    with open(os.path.join(out, "index.html"), "w", encoding="utf-8", newline="\n") as fp:
        fp.write(page)
    with open(os.path.join(out, "summary.md"), "w", encoding="utf-8", newline="\n") as fp:
        fp.write(render_md.render(model))
    print(f"render: {os.path.join(out, 'index.html')} ({len(page.encode()) // 1024} KiB, "
          f"{len(model.cases)} cases, {len(dumps)} hex dumps), summary.md", flush=True)


if __name__ == "__main__":
    sys.exit(main())
