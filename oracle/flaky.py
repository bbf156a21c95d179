"""Results that do not reproduce.

A result whose verdict or classification differs from the previous report is
run once more before it counts as a change. The re-run names the case file
through a longer path (RERUN_PREFIX): an upstream reader that reads past its
buffer, or checks its buffer's alignment, answers by where the allocator put
the buffer, and that moves with the length of the file name (mlir-opt-16 on
y_gen_v0_rand_043: accepted as corpus/cases/..., `invalid section ID: 75` as
an absolute path). A plain re-run catches timing, a moved buffer catches that.

If the two runs disagree the result is flaky: it keeps the previous report's
outcome when one of the runs gave it (so a flip does not rewrite the report),
is marked "flaky": true and is not counted as a change. The mark stays while
the reader (id and version) and the case's bytes stay the same: a later run
that happens to agree with the report does not clear it.
"""

import copy
import sys

from runner import Cache, Job, run_jobs

# 32 more bytes of file name: past the next allocator size class
RERUN_PREFIX = "./" * 16


def state(res):
    return (res.get("verdict"), res.get("classification"))


def comparable(previous):
    """(reader id -> version, case id -> sha256 or None) of the previous report."""
    versions = {r["id"]: r.get("version") for r in previous.get("readers", [])}
    shas = {c["id"]: c.get("sha256") for c in previous.get("cases", [])}
    return versions, shas


def _rerun_job(job, case_file):
    argv = [w.replace(case_file, RERUN_PREFIX + case_file) for w in job.argv]
    return Job(job.key + ":rerun", argv, job.reader, RERUN_PREFIX + case_file, job.post)


def settle(root, plan, recs, results, previous, classifier, timeout, workers, evaluate,
           quiet=True):
    """Re-run the results that differ from PREVIOUS, mark flaky ones (in place).
    Returns [{"reader", "case", "first", "rerun"}] of the results that flipped."""
    if not previous:
        return []
    versions, shas = comparable(previous)
    prev_results = previous.get("results", {})
    readers = {r.id: r for r in plan.readers}
    suspects = []
    for case in plan.cases:
        cid = case["id"]
        if cid not in shas or shas[cid] not in (None, case["_sha256"]):
            continue
        for rid, res in ((rid, results[rid][cid]) for rid in sorted(results)):
            old = prev_results.get(rid, {}).get(cid)
            if old is None or versions.get(rid) != readers[rid].version:
                continue
            if state(old) != state(res):
                suspects.append((rid, case))
            elif old.get("flaky"):
                res["flaky"] = True
    if not suspects:
        return []
    by_key = {j.key: j for j in plan.jobs}
    jobs, replaced = [], {}
    for rid, case in suspects:
        cid = case["id"]
        keys = [plan.main.get((rid, cid)), plan.json.get((rid, cid))]
        align = plan.align.get((rid, cid))
        keys += list(align.values()) if isinstance(align, dict) else [align]
        for key in keys:
            if key and key in by_key and key not in replaced:
                job = _rerun_job(by_key[key], case["file"])
                jobs.append(job)
                replaced[key] = job.key
    if not quiet:
        sys.stderr.write("[oracle] %d result(s) differ from the previous report: "
                         "re-running %d run(s)\n" % (len(suspects), len(jobs)))
    again, _ = run_jobs(jobs, Cache(None, enabled=False), root, timeout, workers, quiet=True)
    recs2 = dict(recs)
    for key, rkey in replaced.items():
        recs2[key] = again[rkey]
    sub = copy.copy(plan)
    ids = {case["id"] for _, case in suspects}
    sub.cases = [c for c in plan.cases if c["id"] in ids]
    results2 = evaluate(root, sub, recs2, classifier)
    flipped = []
    for rid, case in suspects:
        cid = case["id"]
        first, second, old = results[rid][cid], results2[rid][cid], prev_results[rid][cid]
        if state(first) != state(second):
            keep = second if state(second) == state(old) else first
            keep = dict(keep, flaky=True)
            results[rid][cid] = keep
            flipped.append({"reader": rid, "case": cid, "first": "%s/%s" % state(first),
                            "rerun": "%s/%s" % state(second)})
        elif old.get("flaky"):
            first["flaky"] = True
    return flipped
