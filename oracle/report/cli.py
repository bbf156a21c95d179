#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Conformance report: every reader over every corpus case.

Runs the reference reader (--reader, `--dump=mlir`, plus `--dump=json` for
cases with an expected structure, plus the buffer-offset sweep) and every
installed mlir-opt (mlir-opt-N on PATH, more with --oracle) over
corpus/manifest.json, corpus/upstream/manifest.json and any other
corpus/**/*.mlirbc; compares outputs at L1-L3, classifies disagreements and
writes OUT/conformance.json (spec/conformance-schema.md), OUT/perf.json and,
through oracle/report/render.py when present, OUT/index.html + OUT/summary.md.
Results are cached in build/oracle-cache/ (keyed by file sha256, reader and
reader version); a re-run only does new work.

Reproducible: the same corpus, reader sources and tool versions give the same
bytes whatever the build directory or machine. A verdict that differs from the
previous report for the same file bytes and reader identity is environment-
dependent: it is marked flaky with the attempts that tried to reproduce both
sides, keeps the previous result and is never a change (oracle/report/flaky.py). A
re-run that changes nothing rewrites nothing.
The crashes, hangs and OOMs of each mlir-opt are grouped into root causes
across releases, each with a reproducer and the upstream issue when
spec/upstream-bugs.json knows one (oracle/report/robustness.py).
Scale-out: --shard K/N runs one slice (oracle/report/shard.py); --merge DIR... joins
the N shard reports into the report a single run writes.

Exit status: 0, or 1 if the reference reader crashed, hung or ran out of
memory on any case, 2 on usage errors.
"""

import argparse
import json
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))

from oracle.report import aggregate
from oracle.report import changes as changes_mod
from oracle.core import corpus
from oracle.core import evaluate
from oracle.report import flaky
from oracle.core import readers as readers_mod
from oracle.report import render
from oracle.report import robustness
from oracle.report import shard as shard_mod
from oracle.report import ambiguities
from oracle.core.classify import Classifier
from oracle.core.context import Run
from oracle.core.runner import Cache, run_jobs
from oracle.core.paths import REPO

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


def build_report(root, cases, manifests, readers, results, classifier, previous=(None, None),
                 flipped=()):
    """conformance.json of CASES. READERS: Reader objects or their public()
    dicts (a merge has only the shards' dicts); previous: (the previous
    conformance.json or None, the name it is shown by)."""
    previous, previous_name = previous
    ambs = aggregate.ambiguities(cases, results, classifier)
    by_source = {}
    for c in cases:
        by_source[c["source"]] = by_source.get(c["source"], 0) + 1
    public = [r if isinstance(r, dict) else r.public() for r in readers]
    doc = {
        "format": "mlirbc-conformance",
        "schema_version": 1,
        "corpus": {"manifests": manifests, "cases": len(cases), "by_source": by_source},
        "readers": public,
        "cases": [corpus.public(c) for c in cases],
        "results": results,
        "xversion": aggregate.xversion(cases, results, [r["id"] for r in public]),
        "ambiguities": ambs,
        "changes": changes_mod.changes(previous, previous_name, results, ambs, flipped),
        "summary": aggregate.summary(cases, results),
    }
    # every mlir-opt crash, hang and OOM by root cause, across releases
    doc["robustness"] = robustness.root_causes(
        doc["cases"], results, public, robustness.load_known(root),
        lambda c: os.path.getsize(os.path.join(root, c["file"])))
    keep_unchanged(doc, previous)
    return doc


def _without_changes(doc):
    doc = json.loads(json.dumps(doc))
    doc.pop("changes", None)
    for a in doc.get("ambiguities", []):
        a.pop("changed_since_previous", None)
    return doc


def keep_unchanged(doc, previous):
    """A report equal to the previous one but for its `changes` is the
    previous one: it keeps the previous `changes` (the differences at the last
    run that changed something), so re-running with nothing changed rewrites
    no byte."""
    if previous and _without_changes(doc) == _without_changes(previous):
        doc["changes"] = previous["changes"]
        flags = {a["id"]: a.get("changed_since_previous", False)
                 for a in previous.get("ambiguities", [])}
        for a in doc["ambiguities"]:
            a["changed_since_previous"] = flags.get(a["id"], False)


def fallback_summary(doc):
    """Minimal markdown when oracle/report/render.py is not there."""
    lines = ["# mlirbc-cts conformance summary", "",
             "%d cases; readers: %s" % (doc["corpus"]["cases"],
                                         ", ".join(r["id"] for r in doc["readers"])), "",
             "| reader | ok / total | verdicts |", "|---|---|---|"]
    for rid, s in sorted(doc["summary"].items()):
        lines.append("| %s | %d / %d | %s |" % (rid, s["ok"], s["total"], ", ".join(
            "%s %d" % kv for kv in sorted(s["by_verdict"].items()))))
    return "\n".join(lines) + "\n"


def parse_args(argv):
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--reader", default=os.path.join(REPO, "build", "bin", "mlirbc-read"),
                    help="reference reader binary (default %(default)s)")
    ap.add_argument("--reader-version", metavar="STRING",
                    help="the reference reader's identity in the report (default: 'src:' + "
                         "digest of reader/ sources and spec/grammar.json of this checkout)")
    ap.add_argument("--out", default=os.path.join(REPO, "reports", "latest"),
                    help="output directory (default %(default)s)")
    ap.add_argument("--root", default=REPO, help=argparse.SUPPRESS)
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 2,
                    help="parallel runs (default: number of CPUs)")
    ap.add_argument("--oracle", action="append", default=[], metavar="PATH",
                    help="another mlir-opt binary to run (repeatable)")
    ap.add_argument("--no-mlir-opt", action="store_true", help="no mlir-opt from PATH (an --oracle PATH still runs)")
    ap.add_argument("--no-sweep", action="store_true", help="skip the buffer-offset sweep")
    ap.add_argument("--no-cache", action="store_true", help="ignore and do not write the cache")
    ap.add_argument("--cache-dir", default=os.path.join(REPO, "build", "oracle-cache"),
                    help="result cache (default build/oracle-cache)")
    ap.add_argument("--cases", action="append", default=[], metavar="GLOB",
                    help="only cases whose id or file matches (fnmatch; repeatable)")
    ap.add_argument("--timeout", type=float, default=30.0, help="per run, seconds (default 30)")
    ap.add_argument("--previous", help="previous conformance.json "
                    "(default: OUT/conformance.json before it is overwritten)")
    ap.add_argument("--shard", metavar="K/N",
                    help="run only shard K of N (cases partitioned by a hash of their id); "
                         "writes a shard report for --merge, no rendering")
    ap.add_argument("--merge", nargs="+", metavar="DIR",
                    help="merge the shard reports DIR/conformance.json of --shard 1/N..N/N into "
                         "one report (runs nothing), then render")
    ap.add_argument("--no-render", action="store_true", help="do not call oracle/report/render.py")
    ap.add_argument("-q", "--quiet", action="store_true", help="no progress on stderr")
    args = ap.parse_args(argv)
    if args.shard and args.merge:
        ap.error("--shard and --merge exclude each other")
    if args.merge and args.cases:
        ap.error("--merge takes the selection from the shards; no --cases")
    if args.shard:
        try:
            args.shard = shard_mod.parse(args.shard)
        except shard_mod.ShardError as e:
            ap.error(str(e))
    if args.shard and os.path.realpath(args.out) == os.path.realpath(
            os.path.join(args.root, "reports", "latest")):
        ap.error("--shard: give each shard its own --out DIR (reports/latest is the merged report)")
    if not args.merge and not os.path.isfile(args.reader):
        ap.error("reader not found: %s" % args.reader)
    return args


def run(args, root, cases, previous, classifier):
    """Run every reader over CASES; (readers, results, flips, per-reader stats)."""
    reference = readers_mod.reference_reader(os.path.abspath(args.reader), root,
                                             offsets=not args.no_sweep,
                                             version=args.reader_version)
    readers = [reference]
    readers += readers_mod.discover_mlir_opt(args.oracle, search_path=not args.no_mlir_opt)
    if not args.quiet:
        sys.stderr.write("[oracle] %d cases, readers: %s\n"
                         % (len(cases), ", ".join("%s (%s)" % (r.id, r.version) for r in readers)))
    plan = evaluate.Plan(cases, readers, reference, sweep=not args.no_sweep)
    cache = Cache(args.cache_dir, enabled=not args.no_cache)
    recs, stats = run_jobs(plan.jobs, cache, root, args.timeout, args.jobs, quiet=args.quiet)
    results = evaluate.evaluate(root, plan, recs, classifier)
    flips = flaky.settle(Run(root=root, timeout=args.timeout, jobs=args.jobs,
                             log=None if args.quiet else sys.stderr.write),
                         plan, recs, results, previous, classifier, evaluate.evaluate)
    for f in flips:
        sys.stderr.write("[oracle] flaky: %s on %s (previous report %s; here %s)\n"
                         % (f["reader"], f["case"], f["previous"], ", ".join(
                             "%s %s" % (a["run"], a["result"]) for a in f["attempts"])))
    return readers, results, flips, stats


def perf_of(wall, jobs, ncases, stats):
    perf = {"wall_seconds": round(wall, 1), "jobs": jobs, "cases": ncases, "readers": {}}
    for rid, (runs, secs, cached) in sorted(stats.items()):
        perf["readers"][rid] = {"runs": runs, "cached": cached, "run_seconds": round(secs, 2),
                                "runs_per_second_per_worker": round(runs / secs, 1) if secs else None}
        sys.stderr.write("[oracle] %-12s %5d runs (%d cached), %.1f runs/s per worker\n"
                         % (rid, runs, cached, runs / secs if secs else 0.0))
    return perf


def main(argv=None):
    args = parse_args(argv)
    root = os.path.abspath(args.root)
    t0 = time.monotonic()
    out = os.path.abspath(args.out)
    prev_path = args.previous or os.path.join(out, "conformance.json")
    previous = load_json(prev_path)
    prev_name = None
    if previous:
        rel = os.path.relpath(os.path.abspath(prev_path), root)
        # never a path of this machine: outside the checkout, the file name only
        prev_name = (os.path.basename(rel) if rel.startswith("..") else rel) + (
            "" if args.previous else " (before this run)")

    classifier = Classifier(root, KNOWN)
    if args.merge:
        try:
            docs, common = shard_mod.load(args.merge)
            cases, manifests = corpus.load_cases(root, common["selection"] or None)
            if shard_mod.selection_digest(cases) != common["selected_digest"]:
                raise shard_mod.ShardError("the shards ran other corpus files than this checkout has")
            results = shard_mod.merge_results(docs, cases)
        except shard_mod.ShardError as e:
            sys.stderr.write("report: --merge: %s\n" % e)
            return 2
        readers, flips = docs[0]["readers"], shard_mod.merged_flips(docs)
        perf = shard_mod.merged_perf(args.merge)
    else:
        cases, manifests = corpus.load_cases(root, args.cases or None)
        selected = cases
        if args.shard:
            cases = shard_mod.select(cases, *args.shard)
        if not selected:
            sys.stderr.write("report: no cases selected\n")
            return 2
        readers, results, flips, stats = run(args, root, cases, previous, classifier)
        perf = perf_of(time.monotonic() - t0, args.jobs, len(cases), stats)

    doc = build_report(root, cases, manifests, readers, results, classifier,
                       (previous, prev_name), flips)
    if args.shard:
        doc["shard"] = shard_mod.block(args.shard[0], args.shard[1], args.cases, selected)
    os.makedirs(out, exist_ok=True)
    if previous and not args.previous:
        # kept for a person comparing by hand; not tracked (.gitignore)
        write_json(os.path.join(out, "previous-conformance.json"), previous)
    write_json(os.path.join(out, "conformance.json"), doc)
    # timings change from run to run: perf.json is written next to the
    # report but never tracked (.gitignore), so a re-run leaves the tree clean
    write_json(os.path.join(out, "perf.json"), perf)
    sys.stderr.write("[oracle] %d cases in %.1fs; wrote %s\n"
                     % (len(cases), time.monotonic() - t0,
                        os.path.relpath(os.path.join(out, "conformance.json"), root)))

    if args.shard:
        pass  # a shard is rendered once merged
    elif not args.no_render:
        # the renderer shows the document's own `changes` (no --previous):
        # they already leave out flaky results and survive an unchanged re-run
        hexdump_reader = args.reader if os.path.isfile(args.reader) else render.default_reader(root)
        render.write(os.path.join(out, "conformance.json"), out, root, hexdump_reader)
    else:
        with open(os.path.join(out, "summary.md"), "w", encoding="utf-8") as f:
            f.write(fallback_summary(doc))
    if os.path.realpath(out) == os.path.realpath(os.path.join(root, "reports", "latest")) \
            and not args.shard and not (
            args.cases or (args.merge and common["selection"])):
        # the published report of the whole corpus fills the registry's
        # measured parts (cases, observed behaviour per implementation)
        ambiguities.main(["--root", root, "--report", os.path.join(out, "conformance.json")])
    ref = next(r["id"] for r in doc["readers"] if r["kind"] == "reference")
    s = doc["summary"][ref]["by_verdict"]
    bad = sum(s.get(v, 0) for v in ("crash", "timeout", "oom"))
    for rid, sm in sorted(doc["summary"].items()):
        print("%-12s ok %d/%d  %s%s" % (rid, sm["ok"], sm["total"], ", ".join(
            "%s %d" % kv for kv in sorted(sm["by_classification"].items())),
            ", flaky %d" % sm["flaky"] if sm["flaky"] else ""))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
