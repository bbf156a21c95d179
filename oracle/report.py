#!/usr/bin/env python3
"""Conformance report: every reader over every corpus case.

Runs the reference reader (--reader, `--dump=mlir`, plus `--dump=json` for
cases with an expected structure, plus the buffer-offset sweep) and every
installed mlir-opt (mlir-opt-N on PATH, more with --oracle) over
corpus/manifest.json, corpus/upstream/manifest.json and any other
corpus/**/*.mlirbc; compares outputs at L1-L3, classifies disagreements and
writes OUT/conformance.json (spec/conformance-schema.md), OUT/perf.json and,
through oracle/render.py when present, OUT/index.html + OUT/summary.md.
Results are cached in build/oracle-cache/ (keyed by file sha256, reader and
reader version); a re-run only does new work.

Exit status: 0, or 1 if the reference reader crashed, hung or ran out of
memory on any case, 2 on usage errors.
"""

import argparse
import json
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import aggregate  # noqa: E402
import changes as changes_mod  # noqa: E402
import corpus  # noqa: E402
import evaluate  # noqa: E402
import readers as readers_mod  # noqa: E402
from classify import Classifier  # noqa: E402
from runner import Cache, run_jobs  # noqa: E402

KNOWN = os.path.join(HERE, "known-differences.txt")


def write_json(path, doc):
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(doc, f, indent=2, sort_keys=True)
        f.write("\n")
    os.replace(tmp, path)


def load_json(path):
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except (OSError, ValueError):
        return None


def build_report(root, cases, manifests, readers, reference, results, classifier, previous,
                 previous_name):
    ambs = aggregate.ambiguities(cases, results, classifier)
    by_source = {}
    for c in cases:
        by_source[c["source"]] = by_source.get(c["source"], 0) + 1
    return {
        "format": "mlirbc-conformance",
        "schema_version": 1,
        "corpus": {"manifests": manifests, "cases": len(cases), "by_source": by_source},
        "readers": [r.public() for r in readers],
        "cases": [corpus.public(c) for c in cases],
        "results": results,
        "xversion": aggregate.xversion(cases, results, readers),
        "ambiguities": ambs,
        "changes": changes_mod.changes(previous, previous_name, results, ambs),
        "summary": aggregate.summary(cases, results),
    }


def fallback_summary(doc):
    """Minimal markdown when oracle/render.py is not there."""
    lines = ["# mlirbc-cts conformance summary", "",
             "%d cases; readers: %s" % (doc["corpus"]["cases"],
                                         ", ".join(r["id"] for r in doc["readers"])), "",
             "| reader | ok / total | verdicts |", "|---|---|---|"]
    for rid, s in sorted(doc["summary"].items()):
        lines.append("| %s | %d / %d | %s |" % (rid, s["ok"], s["total"], ", ".join(
            "%s %d" % kv for kv in sorted(s["by_verdict"].items()))))
    return "\n".join(lines) + "\n"


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--reader", default=os.path.join(REPO, "build", "bin", "mlirbc-read"),
                    help="reference reader binary (default %(default)s)")
    ap.add_argument("--out", default=os.path.join(REPO, "reports", "latest"),
                    help="output directory (default %(default)s)")
    ap.add_argument("--root", default=REPO, help=argparse.SUPPRESS)
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 2,
                    help="parallel runs (default: number of CPUs)")
    ap.add_argument("--oracle", action="append", default=[], metavar="PATH",
                    help="another mlir-opt binary to run (repeatable)")
    ap.add_argument("--no-mlir-opt", action="store_true", help="run only the reference reader")
    ap.add_argument("--no-sweep", action="store_true", help="skip the buffer-offset sweep")
    ap.add_argument("--no-cache", action="store_true", help="ignore and do not write the cache")
    ap.add_argument("--cache-dir", default=os.path.join(REPO, "build", "oracle-cache"),
                    help="result cache (default build/oracle-cache)")
    ap.add_argument("--cases", action="append", default=[], metavar="GLOB",
                    help="only cases whose id or file matches (fnmatch; repeatable)")
    ap.add_argument("--timeout", type=float, default=30.0, help="per run, seconds (default 30)")
    ap.add_argument("--previous", help="previous conformance.json "
                    "(default: OUT/conformance.json before it is overwritten)")
    ap.add_argument("--no-render", action="store_true", help="do not call oracle/render.py")
    ap.add_argument("-q", "--quiet", action="store_true", help="no progress on stderr")
    args = ap.parse_args(argv)
    root = os.path.abspath(args.root)
    if not os.path.isfile(args.reader):
        ap.error("reader not found: %s" % args.reader)

    t0 = time.monotonic()
    cases, manifests = corpus.load_cases(root, args.cases or None)
    if not cases:
        sys.stderr.write("report: no cases selected\n")
        return 2
    reference = readers_mod.reference_reader(os.path.abspath(args.reader), root,
                                             offsets=not args.no_sweep)
    readers = [reference]
    if not args.no_mlir_opt:
        readers += readers_mod.discover_mlir_opt(args.oracle)
    if not args.quiet:
        sys.stderr.write("[oracle] %d cases, readers: %s\n"
                         % (len(cases), ", ".join("%s (%s)" % (r.id, r.version) for r in readers)))
    plan = evaluate.Plan(cases, readers, reference, sweep=not args.no_sweep)
    cache = Cache(args.cache_dir, enabled=not args.no_cache)
    recs, stats = run_jobs(plan.jobs, cache, root, args.timeout, args.jobs, quiet=args.quiet)
    classifier = Classifier(root, KNOWN)
    results = evaluate.evaluate(root, plan, recs, classifier)

    out = os.path.abspath(args.out)
    prev_path = args.previous or os.path.join(out, "conformance.json")
    previous = load_json(prev_path)
    prev_name = None
    if previous:
        prev_name = os.path.relpath(prev_path, root) + ("" if args.previous else " (before this run)")
    doc = build_report(root, cases, manifests, readers, reference, results, classifier,
                       previous, prev_name)
    os.makedirs(out, exist_ok=True)
    prev_copy = None
    if previous and not args.previous:
        prev_copy = os.path.join(out, "previous-conformance.json")
        write_json(prev_copy, previous)
    write_json(os.path.join(out, "conformance.json"), doc)

    wall = time.monotonic() - t0
    perf = {"wall_seconds": round(wall, 1), "jobs": args.jobs, "cases": len(cases), "readers": {}}
    for rid, (runs, secs, cached) in sorted(stats.items()):
        perf["readers"][rid] = {"runs": runs, "cached": cached, "run_seconds": round(secs, 2),
                                "runs_per_second_per_worker": round(runs / secs, 1) if secs else None}
        sys.stderr.write("[oracle] %-12s %5d runs (%d cached), %.1f runs/s per worker\n"
                         % (rid, runs, cached, runs / secs if secs else 0.0))
    write_json(os.path.join(out, "perf.json"), perf)
    sys.stderr.write("[oracle] %d cases in %.1fs; wrote %s\n"
                     % (len(cases), wall, os.path.relpath(os.path.join(out, "conformance.json"), root)))

    render = os.path.join(HERE, "render.py")
    if os.path.exists(render) and not args.no_render:
        cmd = [sys.executable, render, "--in", os.path.join(out, "conformance.json"), "--out", out]
        if prev_copy or args.previous:
            cmd += ["--previous", prev_copy or args.previous]
        if subprocess.run(cmd).returncode != 0:
            sys.stderr.write("report: render.py failed\n")
            return 1
    else:
        with open(os.path.join(out, "summary.md"), "w", encoding="utf-8") as f:
            f.write(fallback_summary(doc))
    s = doc["summary"][reference.id]["by_verdict"]
    bad = sum(s.get(v, 0) for v in ("crash", "timeout", "oom"))
    for rid, sm in sorted(doc["summary"].items()):
        print("%-12s ok %d/%d  %s" % (rid, sm["ok"], sm["total"], ", ".join(
            "%s %d" % kv for kv in sorted(sm["by_classification"].items()))))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
