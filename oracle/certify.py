#!/usr/bin/env python3
"""Certify a bytecode reader against the corpus.

    ./cts certify --reader 'COMMAND {}' --name NAME [--claims FILE.json]
                  [--expectations FILE] [--fix] [--structure] [-j N] [--out DIR]
                  [--cases GLOB]... [--timeout S] [--reference READER]
                  [--no-cache] [--cache-dir DIR] [--minimize-budget S] [-q]
                  [--protocol process|batch]

The reader is any program: `{}` (or `{file}`) is replaced by the case path,
`{offset}` (optional) by a buffer offset for the alignment sweep. Verdict
from its exit status: 0 accepted, non-zero rejected, killed by a signal (or
a sanitizer report) crash, over --timeout hang. With --structure its stdout
is canonical JSON (spec/structure.md), compared at the claimed levels.
With --protocol batch the reader is started once per worker and gets every
case over stdin (spec/certify-protocol.md; no {} in the command).

Grading: y_ cases and upstream files must be accepted; n_ cases must be
rejected; i_ cases only must not crash / hang / run out of memory. Cases
outside the claims (FILE.json: {"versions": [...], "features": [...],
"levels": ["L0".."L3"]}) are not-applicable, not failures.

Expectations (known failures, one case id per line, `# why`): the run fails on
an unlisted failure and on a listed case that now passes; --fix rewrites the
file, and refuses after a partial run (--cases, interrupted, timeouts).

Writes OUT/certificate.json, OUT/certificate.md (+ OUT/badge.svg via
oracle/badge.py when present); failing n_/i_ cases are minimized (bytes,
bounded in time) into OUT/min/. Exit status: 0 pass, 1 fail, 2 usage or
refused --fix.
"""

import argparse
import atexit
import json
import os
import shlex
import signal
import subprocess
import sys
import tempfile
import threading

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import batch  # noqa: E402
import corpus  # noqa: E402
import evaluate  # noqa: E402
import expectations as expect_mod  # noqa: E402
import minimize as minimize_mod  # noqa: E402
import readers as readers_mod  # noqa: E402
from classify import FAILING, meets  # noqa: E402
from runner import Cache, classify_exit, run_jobs, run_process  # noqa: E402

LEVEL_ORDER = ["L0", "L1", "L2", "L3"]


def grade(case, res, required_level):
    """'pass' | 'fail' | 'not-applicable'."""
    v = res["verdict"]
    if v == "not-applicable":
        return "not-applicable"
    if v in FAILING:
        return "fail"
    if case["expected"] == "accept":
        if not v.startswith("accepted"):
            return "fail"
        if required_level != "L0" and res["compared_with"]:
            return "pass" if res["level"] >= required_level else "fail"
        return "pass"
    return "pass" if meets(case["expected"], v) else "fail"


def rates(cases, outcomes, keyfn):
    out = {}
    for c in cases:
        o = outcomes[c["id"]]
        if o == "not-applicable":
            continue
        for k in keyfn(c):
            d = out.setdefault(str(k), {"pass": 0, "fail": 0, "total": 0})
            d["total"] += 1
            d["pass" if o == "pass" else "fail"] += 1
    for d in out.values():
        d["rate"] = round(d["pass"] / d["total"], 4) if d["total"] else None
    return out


def reproduce_cmd(reader, path):
    return " ".join(shlex.quote(w) for w in reader.argv(path, offset=0))


def minimize_case(root, reader, reference, case, res, out_dir, timeout, budget, pools=None):
    """Shrink a wrongly accepted or crashing n_/i_ case. Returns (path, size).
    Readers in `pools` (oracle/batch.py) are asked over the batch protocol."""
    v = res["verdict"]
    if case["expected"] not in ("reject", "impl") or v not in ("accepted", "accepted-equal",
                                                              "accepted-different", "crash"):
        return None, None
    with open(os.path.join(root, case["file"]), "rb") as f:
        data = f.read()
    tmpdir = tempfile.mkdtemp(prefix="mlirbc-min-")
    probe = os.path.join(tmpdir, "case.mlirbc")

    def verdict_of(rdr, data):
        if pools and rdr.id in pools:
            return pools[rdr.id].verdict(data, timeout)
        with open(probe, "wb") as f:
            f.write(data)
        ec, to, _, err, _ = run_process(rdr.argv(probe, offset=0), tmpdir, timeout)
        return classify_exit(ec if ec is not None else 0, to, err), err

    ref_code = None
    if v != "crash":
        if reference is None:
            return None, None
        rv, err = verdict_of(reference, data)
        if rv != "rejected":
            return None, None
        ref_code = err.split("]", 1)[-1].split(":", 1)[0].strip()

    def still_fails(cand):
        got, _ = verdict_of(reader, cand)
        if v == "crash":
            return got == "crash"
        if not got.startswith("accepted"):
            return False
        rv, err = verdict_of(reference, cand)
        return rv == "rejected" and err.split("]", 1)[-1].split(":", 1)[0].strip() == ref_code

    small, _ = minimize_mod.minimize(data, still_fails, budget_seconds=budget)
    os.makedirs(os.path.join(out_dir, "min"), exist_ok=True)
    dest = os.path.join(out_dir, "min", case["id"].replace("/", "_") + ".mlirbc")
    with open(dest, "wb") as f:
        f.write(small)
    for name in os.listdir(tmpdir):
        os.unlink(os.path.join(tmpdir, name))
    os.rmdir(tmpdir)
    return dest, len(small)


def markdown(cert):
    c = cert["counts"]
    lines = ["# Certificate: %s" % cert["reader"]["name"], "",
             "Result: **%s**%s" % (cert["result"].upper(),
                                    "" if cert["complete"] else " (partial run)"), "",
             "Command: `%s`" % cert["reader"]["command"], "",
             "| pass | fail | expected fail | not applicable |", "|---|---|---|---|",
             "| %d | %d | %d | %d |" % (c["pass"], c["fail"], c["expected-fail"], c["not-applicable"]),
             "", "## By version", "", "| version | pass | fail | rate |", "|---|---|---|---|"]
    for k, d in sorted(cert["by_version"].items(), key=lambda kv: kv[0]):
        lines.append("| %s | %d | %d | %.1f%% |" % (k, d["pass"], d["fail"], 100 * (d["rate"] or 0)))
    if cert["by_feature"]:
        lines += ["", "## By feature", "", "| feature | pass | fail | rate |", "|---|---|---|---|"]
        for k, d in sorted(cert["by_feature"].items()):
            lines.append("| %s | %d | %d | %.1f%% |" % (k, d["pass"], d["fail"], 100 * (d["rate"] or 0)))
    e = cert["expectations"]
    if e["unexpected_failures"] or e["stale"]:
        lines += ["", "## Expectations", ""]
        lines += ["* unexpected failure: `%s`" % x for x in e["unexpected_failures"]]
        lines += ["* stale (listed, now passes): `%s`" % x for x in e["stale"]]
    if cert["failures"]:
        lines += ["", "## Failures", "", "| case | expected | verdict | listed | message / diff | reproduce |",
                  "|---|---|---|---|---|---|"]
        for f in cert["failures"]:
            msg = (f.get("message") or f.get("diff") or "").replace("|", "\\|")[:120]
            rep = f["reproduce"] + ("; minimized: `%s` (%d bytes)" % (f["minimized"], f["minimized_size"])
                                    if f.get("minimized") else "")
            lines.append("| `%s` | %s | %s | %s | %s | `%s` |" % (
                f["case"], f["expected"], f["verdict"], "yes" if f["listed"] else "no", msg, rep))
    return "\n".join(lines) + "\n"


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--reader", required=True, help="command with {} for the file")
    ap.add_argument("--name", required=True, help="reader name (certificate, badge)")
    ap.add_argument("--claims", help="implementation conformance statement (JSON)")
    ap.add_argument("--expectations", help="known failures file")
    ap.add_argument("--fix", action="store_true", help="rewrite the expectations file")
    ap.add_argument("--structure", action="store_true",
                    help="stdout is canonical JSON; compare at the claimed levels")
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 2,
                    help="parallel runs (default: number of CPUs)")
    ap.add_argument("--out", help="output directory (default reports/certify/NAME)")
    ap.add_argument("--cases", action="append", default=[], metavar="GLOB",
                    help="only these cases (fnmatch on id or file; makes the run partial)")
    ap.add_argument("--timeout", type=float, default=10.0, help="per case, seconds (default 10)")
    ap.add_argument("--reference", default=os.path.join(REPO, "build", "bin", "mlirbc-read"),
                    help="reference reader (structure baseline, minimization oracle)")
    ap.add_argument("--no-cache", action="store_true", help="ignore and do not write the cache")
    ap.add_argument("--cache-dir", default=os.path.join(REPO, "build", "oracle-cache"),
                    help="result cache (default build/oracle-cache)")
    ap.add_argument("--minimize-budget", type=float, default=20.0,
                    help="seconds per minimized case, 0 = no minimization (default 20)")
    ap.add_argument("--protocol", choices=("process", "batch"), default="process",
                    help="process: one run per case (default); batch: one persistent "
                         "reader per worker (spec/certify-protocol.md)")
    ap.add_argument("--root", default=REPO, help=argparse.SUPPRESS)
    ap.add_argument("-q", "--quiet", action="store_true")
    args = ap.parse_args(argv)
    root = os.path.abspath(args.root)

    claims = None
    if args.claims:
        with open(args.claims, encoding="utf-8") as f:
            claims = json.load(f)
    claims = claims or {"versions": readers_mod.ALL_VERSIONS}
    if args.structure:
        claims.setdefault("levels", ["L0", "L1", "L2", "L3"])
    required = max(claims.get("levels") or ["L0"], key=LEVEL_ORDER.index)
    reader = readers_mod.certified_reader(args.reader, args.name, claims, args.structure)
    reference = None
    if os.path.isfile(args.reference):
        reference = readers_mod.reference_reader(os.path.abspath(args.reference), root, offsets=False)

    try:  # persistent readers (oracle/batch.py): --protocol batch, the reference reader
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
    # the reference reader runs only as the structure baseline
    readers = [reader] + ([reference] if reference and args.structure else [])
    plan = evaluate.Plan(cases, readers, reference, sweep=True)
    batch.route(plan, pools, root)
    cache = Cache(args.cache_dir, enabled=not args.no_cache)
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
    ran = [c for c in cases if c["id"] in results]
    outcomes = {c["id"]: grade(c, results[c["id"]], required) for c in ran}
    # the sweep: a verdict that depends on the buffer offset is a failure
    for c in ran:
        a = results[c["id"]].get("align")
        if a and len({("accepted" if v.startswith("accepted") else v) for v in a.values()}) > 1:
            outcomes[c["id"]] = "fail"
            results[c["id"]]["diff"] = "verdict depends on the buffer offset: %s" % json.dumps(
                a, sort_keys=True)
    listed = expect_mod.load(args.expectations)
    unexpected, stale, expected_fail = expect_mod.check(listed, outcomes)
    timeouts = [c for c in outcomes if results[c]["verdict"] == "timeout"]
    complete = not args.cases and not interrupted and len(ran) == len(cases) and not timeouts

    out = os.path.abspath(args.out or os.path.join(root, "reports", "certify", args.name))
    os.makedirs(out, exist_ok=True)
    failures = []
    case_by_id = {c["id"]: c for c in cases}
    for cid in sorted(c for c, o in outcomes.items() if o == "fail"):
        res, case = results[cid], case_by_id[cid]
        f = {"case": cid, "expected": case["expected"], "verdict": res["verdict"],
             "message": res.get("message"), "diff": res.get("diff"), "listed": cid in listed,
             "reproduce": reproduce_cmd(reader, case["file"]), "minimized": None,
             "minimized_size": None}
        if args.minimize_budget > 0 and not interrupted and cid not in listed:
            path, size = minimize_case(root, reader, reference, case, res, out, args.timeout,
                                       args.minimize_budget, pools)
            if path:
                f["minimized"], f["minimized_size"] = os.path.relpath(path, root), size
        failures.append(f)
    counts = {"pass": sum(o == "pass" for o in outcomes.values()),
              "fail": len(unexpected),
              "expected-fail": len(expected_fail),
              "not-applicable": sum(o == "not-applicable" for o in outcomes.values())}
    cert = {
        "format": "mlirbc-certificate", "schema_version": 1,
        "reader": {"name": args.name, "command": args.reader, "claims": claims,
                   "structure": bool(args.structure), "version": reader.version},
        "corpus": {"cases": len(cases), "selected": len(ran),
                   "filter": args.cases or None},
        "complete": complete,
        "result": "pass" if not unexpected and not stale and ran else "fail",
        "counts": counts,
        "by_version": rates(ran, outcomes, lambda c: [c["version"]]),
        "by_feature": rates(ran, outcomes, lambda c: c["features"]),
        "by_expected": rates(ran, outcomes, lambda c: [c["expected"]]),
        "levels": {"required": required},
        "failures": failures,
        "expectations": {"file": os.path.relpath(os.path.abspath(args.expectations), root)
                         if args.expectations else None,
                         "listed": len(listed), "unexpected_failures": unexpected, "stale": stale},
        "results": {cid: {"verdict": r["verdict"], "level": r["level"], "outcome": outcomes[cid]}
                    for cid, r in sorted(results.items())},
    }
    with open(os.path.join(out, "certificate.json"), "w", encoding="utf-8") as f:
        json.dump(cert, f, indent=2, sort_keys=True)
        f.write("\n")
    with open(os.path.join(out, "certificate.md"), "w", encoding="utf-8") as f:
        f.write(markdown(cert))
    badge = os.path.join(HERE, "badge.py")
    if os.path.exists(badge):
        subprocess.run([sys.executable, badge, "--in", os.path.join(out, "certificate.json"),
                        "--out", os.path.join(out, "badge.svg")])
    sys.stderr.write("certify: %s: %s — %d pass, %d unexpected failures, %d expected failures, "
                     "%d stale expectations, %d not applicable%s; %s\n" % (
                         args.name, cert["result"].upper(), counts["pass"], len(unexpected),
                         len(expected_fail), len(stale), counts["not-applicable"],
                         "" if complete else " (partial run)",
                         os.path.relpath(os.path.join(out, "certificate.md"), os.getcwd())))
    for cid in unexpected:
        r = results[cid]
        sys.stderr.write("  FAIL %s: %s %s\n" % (cid, r["verdict"], r.get("message") or r.get("diff") or ""))
    for cid in stale:
        sys.stderr.write("  STALE %s: listed in the expectations but passes\n" % cid)
    if args.fix:
        if not args.expectations:
            sys.stderr.write("certify: --fix needs --expectations FILE\n")
            return 2
        if not complete:
            why = ("--cases filter" if args.cases else "interrupted" if interrupted
                   else "%d timeouts" % len(timeouts) if timeouts else "not every case ran")
            sys.stderr.write("certify: refusing --fix after a partial run (%s)\n" % why)
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


if __name__ == "__main__":
    sys.exit(main())
