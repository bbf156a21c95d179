#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Certify a bytecode reader against the corpus.

    ./cts certify --reader 'COMMAND {}' --name NAME [--claims FILE.json]
                  [--expectations FILE] [--fix] [--structure[=json|mlir]] [-j N]
                  [--out DIR] [--cases GLOB]... [--every K] [--timeout S] [--reference READER]
                  [--no-cache] [--cache-dir DIR] [--minimize-budget S] [-q]

The reader is any program: `{}` (or `{file}`) is replaced by the case path,
`{offset}` (optional) by a buffer offset for the alignment sweep. Verdict
from its exit status: 0 accepted, 1 rejected; killed by a signal, any other
status, a sanitizer report or a runtime failure on stderr (a Rust panic, a
Python traceback of IndexError/KeyError/TypeError..., an uncaught JavaScript
TypeError, a Java exception, a Go panic; claims "crash_markers" add more)
is a crash, over --timeout a hang. With --structure (=json) its
stdout is canonical JSON (spec/structure.md); with --structure=mlir it is MLIR
generic text, normalized like mlir-opt's (spec/normalization.md). Either is
compared with the baseline at the claimed levels (default L3).

Grading: y_ cases and upstream files must be accepted; n_ cases must be
rejected; i_ cases only must not crash / hang / run out of memory. Claims
(FILE.json: {"versions": [...], "features": [...], "levels": ["L0".."L3"],
"era": LLVM-major}) make must-accept cases outside them not applicable;
every case still runs, and a crash, hang or out-of-memory run is a failure
whatever the claims. Scores: valid files accepted, invalid files rejected,
robustness, and a headline (the mean of the first two times robustness).

Root causes (oracle/certify/engine.py, oracle/core/cluster.py): the fewest explanations
that cover the failures (a version range, the expected verdict, "crashes
whenever it rejects", an error code, a feature, a grammar ID, a message, a
crash signature), each with the claim that may remove it, the known
behaviour it matches (spec/ambiguities) and one reproducer that keeps its
trait, minimized in parallel within --minimize-budget seconds in total.

Expectations (known failures, one case id per line, `# why`): the run fails on
an unlisted failure and on a listed case that now passes; --fix rewrites the
file, and refuses after a partial run (--cases, --every, interrupted, timeouts).
--every K runs a deterministic sample: every K-th case by id, and every case
the expectations file lists (so none of its entries goes unchecked).

Writes OUT/certificate.json, OUT/certificate.md, OUT/min/, OUT/badge.svg and
OUT/badge.json (shields.io endpoint).
Exit status: 0 pass, 1 fail, 2 usage or refused --fix, 130 interrupted.
"""

import argparse
import atexit
import json
import os
import signal
import sys
import threading


from oracle.core import badge
from oracle.core import batch
from oracle.core.context import Run
from oracle.core.paths import REPO
from oracle.certify import claims as claims_mod
from oracle.core import corpus
from oracle.core import evaluate
from oracle.certify import expectations as expect_mod
from oracle.core import readers as readers_mod
from oracle.certify import engine
from oracle.certify import sites
from oracle.certify.markdown import headline, markdown
from oracle.certify.explain import SpecInfo, load_ambiguities
from oracle.certify.grading import partial_reasons
from oracle.certify.reproduce import reference_view, reproduce_cmd
from oracle.core.runner import Cache, run_jobs

STDERR_CLUSTERS = 12  # root causes on the console before folding (minor ones are one line)


def parse_args(argv):
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--reader", required=True, help="command with {} for the file")
    ap.add_argument("--name", required=True, help="reader name (certificate, badge)")
    ap.add_argument("--claims", help="implementation conformance statement (JSON)")
    ap.add_argument("--expectations", help="known failures file")
    ap.add_argument("--fix", action="store_true", help="rewrite the expectations file")
    ap.add_argument("--structure", nargs="?", const="json", choices=["json", "mlir"],
                    help="stdout is canonical JSON (json, the default) or MLIR generic "
                         "text (mlir); compared at the claimed levels")
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 2,
                    help="parallel runs (default: number of CPUs)")
    ap.add_argument("--out", help="output directory (default reports/certify/NAME)")
    ap.add_argument("--cases", action="append", default=[], metavar="GLOB",
                    help="only these cases (fnmatch on id or file; makes the run partial)")
    ap.add_argument("--every", type=int, default=1, metavar="K",
                    help="every K-th case by id and the listed ones (makes the run partial)")
    ap.add_argument("--timeout", type=float, default=10.0, help="per case, seconds (default 10)")
    ap.add_argument("--reference", default=os.path.join(REPO, "build", "bin", "mlirbc-read"),
                    help="reference reader (structure baseline, minimization oracle)")
    ap.add_argument("--no-cache", action="store_true", help="ignore and do not write the cache")
    ap.add_argument("--cache-dir", default=os.path.join(REPO, "build", "oracle-cache"),
                    help="result cache (default build/oracle-cache)")
    ap.add_argument("--sites-budget", type=float, default=120.0,
                    help="seconds of gdb re-runs finding where bare crashes happen (readers "
                         "with symbols; default 120; 0: none)")
    ap.add_argument("--minimize-budget", type=float, default=60.0,
                    help="seconds for minimizing all cluster reproducers together, "
                         "0 = no minimization (default 60)")
    ap.add_argument("--protocol", choices=("process", "batch"), default="process",
                    help="process: one run per case (default); batch: one persistent "
                         "reader per worker (spec/certify-protocol.md)")
    ap.add_argument("--root", default=REPO, help=argparse.SUPPRESS)
    ap.add_argument("-q", "--quiet", action="store_true")
    return ap.parse_args(argv)


def sample(cases, every, listed):
    """Every EVERY-th case in id order and the LISTED ones (expectations),
    in their corpus order: deterministic, no expectation left unchecked."""
    if every <= 1:
        return cases
    keep = {c["id"] for i, c in enumerate(sorted(cases, key=lambda c: c["id"]))
            if i % every == 0} | set(listed)
    return [c for c in cases if c["id"] in keep]


def run_reader(args, root, cases, reader, reference, cache, pools):
    """(results for the cases that ran, interrupted?). Every case runs: the
    claims are applied to the results (engine.grade), so none hides a crash."""
    planned = list(cases)
    # the reference reader runs only as the structure baseline
    readers = [reader] + ([reference] if reference and args.structure else [])
    plan = evaluate.Plan(planned, readers, reference, sweep=True)
    batch.route(plan, pools, root)
    stop = threading.Event()
    interrupted = []

    def on_signal(signum, _frame):
        interrupted.append(signum)
        stop.set()
    old = {s: signal.signal(s, on_signal) for s in (signal.SIGINT, signal.SIGTERM)}
    try:
        recs, _ = run_jobs(plan.jobs, cache, root, args.timeout, args.jobs, quiet=args.quiet,
                           stop=stop)
    finally:
        for s, h in old.items():
            signal.signal(s, h)
    results = {}
    for case in cases:
        key = plan.main.get((reader.id, case["id"]))
        if key and recs.get(key) is None:
            continue  # interrupted before this case ran
        results[case["id"]] = evaluate.result_of(root, case, reader, recs, plan,
                                                 reference.id if reference else None)
    return results, bool(interrupted)


def gather_evidence(run, cases, results, outcomes, facts, sites_budget):
    """Re-runs of every failure (flaky ones marked in RESULTS) and crash
    sites of the bare crashes (signatures added to RESULTS); returns what
    the certificate says about them."""
    by_id = {c["id"]: c for c in cases}
    failing = sorted(cid for cid, o in outcomes.items() if o == "fail")
    if failing and run.reader.id not in run.pools:
        run.say("[certify] re-running %d failures once more (flaky results)" % len(failing))
    again = sites.rerun(run, by_id, failing, results)
    for cid, r in again.items():
        if r["flaky"]:
            results[cid] = dict(results[cid], flaky=True, runs=r["runs"])
    crashes = [cid for cid in failing if any(v == "crash" for v in
                                             (again.get(cid) or {}).get("runs", [])) or
               results[cid]["verdict"] == "crash"]
    bare = [cid for cid in crashes if not results[cid].get("signature")]
    if bare and sites_budget > 0 and run.reader.id not in run.pools:
        run.say("[certify] finding crash sites of %d crashes without a report (gdb, within %g s)"
                % (len(bare), sites_budget))
    group_of = lambda cid: (by_id[cid]["expected"], (facts.get(cid) or {}).get("phase"))
    found, note = sites.crash_sites(run, by_id, crashes, results, sites_budget, group_of) \
        if sites_budget > 0 else ({}, None)
    calm = []
    for cid, s in found.items():
        if s.get("recurred") is False:
            runs = (again.get(cid) or {}).get("runs") or [results[cid]["verdict"]]
            results[cid] = dict(results[cid], flaky=True, runs=runs + ["no crash under gdb"])
            calm.append(cid)
            if not s["signature"]:
                continue
        results[cid] = dict(results[cid], signature=s["signature"],
                            **({"signature_inferred": True} if s["inferred"] else {}))
    # a failure that said nothing we saw: did it print an error, and where
    silent = [cid for cid in failing if results[cid]["verdict"] in
              ("accepted", "rejected", "rejected-silent") and not results[cid].get("message")
              and not results[cid].get("said")]
    heard, heard_note = sites.error_sites(run, by_id, silent, sites_budget) \
        if silent and sites_budget > 0 else ({}, None)
    if heard:
        run.say("[certify] %d of %d silent failures print an error unseen (gdb)"
                % (sum(1 for h in heard.values() if h["wrote"]), len(heard)))
    for cid, h in heard.items():
        results[cid] = dict(results[cid], wrote=h["wrote"],
                            **({"error_site": h["error_site"]} if h["error_site"] else {}))
    return {"rerun": len(again),
            "flaky": sorted({c for c, r in again.items() if r["flaky"]} | set(calm)),
            "crashes": len(crashes), "sites_found": sum(1 for s in found.values()
                                                       if s["signature"] and not s["inferred"]),
            "sites_inferred": sum(1 for s in found.values() if s["inferred"]),
            "sites_note": note, "silent": len(heard),
            "silent_printing": sum(1 for h in heard.values() if h["wrote"]),
            "silent_note": heard_note}


def root_causes(run, cases, graded, spec, budget):
    """The engine's root causes of the unexpected failures, each with a
    reproducer. graded: {results, outcomes, facts}; budget: seconds of
    minimization in total."""
    root, results, outcomes = run.root, graded["results"], graded["outcomes"]
    if not any(o == "fail" for o in outcomes.values()):
        return [], {}
    by_id = {c["id"]: c for c in cases}

    def size(cid):
        try:
            return os.path.getsize(os.path.join(root, by_id[cid]["file"]))
        except OSError:
            return 1 << 62
    causes = engine.root_causes(cases, results, outcomes, graded["facts"], spec,
                                load_ambiguities(claims_mod.spec_path(root, "ambiguities", REPO)),
                                run.timeout, size)
    minimization = engine.reproduce(run, causes, cases, budget)
    causes = engine.merge_same_reproducer(causes, root)
    for cl in causes:
        wanted = [t for t in [cl["value"]] if isinstance(t, str) and t not in spec.features]
        if cl["reproducer"].get("file"):
            cl["reference"] = reference_view(run.reference, root, cl["reproducer"]["file"],
                                             wanted)
    return causes, minimization


def main(argv=None):
    args = parse_args(argv)
    root = os.path.abspath(args.root)
    claims = claims_mod.load(args.claims, args.structure)
    required = claims_mod.required_level(claims)
    features = claims_mod.load_features(claims_mod.spec_path(root, "features.json", REPO))
    spec = SpecInfo(features, claims_mod.spec_path(root, "grammar.json", REPO),
                    claims_mod.spec_path(root, "reader-errors.md", REPO))
    reader = readers_mod.certified_reader(args.reader, args.name, claims, args.structure)
    reference = None
    if os.path.isfile(args.reference):
        reference = readers_mod.reference_reader(os.path.abspath(args.reference), root, offsets=False)
    try:  # persistent readers (oracle/core/batch.py): --protocol batch, the reference reader
        pools = batch.setup(args.protocol, args.reader, reader, reference, root, args.timeout,
                            readers_mod.SWEEP_OFFSETS)
    except batch.BatchError as e:
        sys.stderr.write("certify: --protocol batch: %s\n" % e)
        return 2
    atexit.register(lambda: [sys.stderr.write("certify: warning: %s\n" % why)
                             for p in pools.values() for why in p.close()])

    cases, _ = corpus.load_cases(root, args.cases or None)
    if not cases:
        sys.stderr.write("certify: no cases selected\n")
        return 2
    listed = expect_mod.load(args.expectations)
    cases = sample(cases, args.every, listed)
    cache = Cache(args.cache_dir, enabled=not args.no_cache)
    results, interrupted = run_reader(args, root, cases, reader, reference, cache, pools)
    ran = [c for c in cases if c["id"] in results]
    facts = engine.reference_facts(ran, reference.template[0] if reference else None,
                                   root,
                                   cache, args.timeout, args.jobs,
                                   reference.id + str(reference.version) if reference else "")
    outcomes, na_reasons = engine.grade(ran, results, required, claims, features, facts)
    unexpected, stale, expected_fail = expect_mod.check(listed, outcomes)
    timeouts = [c for c in outcomes if results[c]["verdict"] == "timeout"]
    not_run = [c["id"] for c in cases if c["id"] not in results]
    reasons = partial_reasons(args.cases, interrupted, not_run, timeouts)
    if args.every > 1:
        reasons.insert(0, "--every %d ran every %d-th case by id and the listed ones"
                       % (args.every, args.every))
    complete = not reasons

    out = os.path.abspath(args.out or os.path.join(root, "reports", "certify", args.name))
    os.makedirs(out, exist_ok=True)
    # only the unexpected failures are clustered: the listed ones are known
    to_cluster = {cid: o for cid, o in outcomes.items() if o != "fail" or cid not in listed}
    run = Run(root=root, timeout=args.timeout, jobs=args.jobs, cache=cache, reader=reader,
              reference=reference, pools=pools, out=out,
              log=None if args.quiet else lambda s: sys.stderr.write(s + "\n"))
    evidence = {} if interrupted else gather_evidence(run, cases, results, to_cluster, facts,
                                                      args.sites_budget)
    clusters, minimization = ([], {}) if interrupted else root_causes(
        run, cases, {"results": results, "outcomes": to_cluster, "facts": facts}, spec,
        args.minimize_budget)
    expectations = {"file": os.path.relpath(os.path.abspath(args.expectations), root)
                    if args.expectations else None,
                    "listed": listed, "unexpected": unexpected, "stale": stale,
                    "expected_fail": expected_fail}
    cert = engine.certificate(
        {"name": args.name, "command": args.reader, "claims": claims,
         "structure": args.structure, "version": reader.version},
        cases, {"results": results, "outcomes": outcomes, "na_reasons": na_reasons, "facts": facts},
        features, clusters, expectations,
        {"timeout": args.timeout, "filter": args.cases or None, "partial_reasons": reasons,
         "required_level": required, "minimization": minimization, "evidence": evidence},
        lambda path: reproduce_cmd(reader, path))
    with open(os.path.join(out, "certificate.json"), "w", encoding="utf-8") as f:
        # insertion order (deterministic): the result and its root causes first
        json.dump(cert, f, indent=2)
        f.write("\n")
    with open(os.path.join(out, "certificate.md"), "w", encoding="utf-8") as f:
        f.write(markdown(cert))
    badge.write(badge.rate_from(cert, None), os.path.join(out, "badge.svg"),
                os.path.join(out, "badge.json"))
    summarize(args.name, cert, stale, reasons, out)
    if args.fix:
        if not args.expectations:
            sys.stderr.write("certify: --fix needs --expectations FILE\n")
            return 2
        if not complete:
            sys.stderr.write("certify: refusing --fix after a partial run (%s)\n" % "; ".join(reasons))
            return 2
        fails = {cid: "%s: %s" % (results[cid]["verdict"], results[cid].get("message") or
                                  results[cid].get("diff") or "")
                 for cid, o in outcomes.items() if o == "fail"}
        expect_mod.rewrite(args.expectations, listed, fails, args.name)
        sys.stderr.write("certify: rewrote %s (%d entries)\n" % (args.expectations, len(fails)))
        return 0
    if interrupted:
        return 130
    return 0 if cert["result"] == "pass" else 1


def summarize(name, cert, stale, reasons, out):
    """The result on stderr: the counts, the root causes (largest first, the
    unexplained rest with its largest parts), stale entries."""
    c = cert["counts"]
    sys.stderr.write("certify: %s: %s — %d pass, %d unexpected failures, %d expected failures, "
                     "%d stale expectations, %d not applicable%s; %s\n" % (
                         name, cert["result"].upper(), c["pass"], c["fail"], c["expected-fail"],
                         len(stale), c["not-applicable"],
                         " (partial run: %s)" % "; ".join(reasons) if reasons else "",
                         os.path.relpath(os.path.join(out, "certificate.md"), os.getcwd())))
    clusters = cert["clusters"]  # in certificate order, minor ones marked
    if clusters:
        sys.stderr.write("  %s%s\n" % (headline(cert), ", %d flaky" % c["flaky"]
                                         if c.get("flaky") else ""))
    # every root cause as large as the unexplained rest is shown; the rest
    # of the list is folded only past STDERR_CLUSTERS and then said so
    # minor causes (engine.MINOR_SHARE) are one line: each is smaller than
    # every root cause
    rest = next((len(cl["cases"]) for cl in clusters if cl["axis"] == "unexplained"), 0)
    roots = [cl for cl in clusters if cl["axis"] != "unexplained" and not cl.get("minor")]
    shown = [cl for i, cl in enumerate(roots) if i < STDERR_CLUSTERS or len(cl["cases"]) >= rest]
    for cl in shown:
        sys.stderr.write("  %s %d cases: %s\n" % (cl["id"], len(cl["cases"]), cl["explanation"]))
    if len(shown) < len(roots):
        n = len(roots) - len(shown)
        sys.stderr.write("  ... %d smaller root cause%s in the certificate\n" % (n, "" if n == 1 else "s"))
    minor = [cl for cl in clusters if cl.get("minor")]
    if minor:
        sys.stderr.write("  + %d minor causes in the certificate (%d cases; %s)\n" % (
            len(minor), sum(len(cl["cases"]) for cl in minor),
            ", ".join("%s %d" % (cl["id"], len(cl["cases"])) for cl in minor)))
    for cl in clusters:
        if cl["axis"] == "unexplained":
            sys.stderr.write("  %s %d cases: %s\n" % (cl["id"], len(cl["cases"]), cl["explanation"]))
            for p in (cert.get("summary") or {}).get("unexplained_parts", [])[:5]:
                sys.stderr.write("     %d × %s %s\n" % (p["cases"], p["by"], p["value"]))
    for cid in stale:
        sys.stderr.write("  STALE %s: listed in the expectations but passes\n" % cid)


if __name__ == "__main__":
    sys.exit(main())
