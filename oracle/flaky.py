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
    suspects, marked = [], set()
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
                marked.add((rid, cid))
    if not suspects:
        _mark(results, marked)
        return []
    by_key = {j.key: j for j in plan.jobs}
    jobs, replaced = [], {}        # reader id -> {original key: re-run key}
    for rid, case in suspects:
        for key in _keys(plan, rid, case["id"]):
            if key in by_key and key not in replaced.setdefault(rid, {}):
                job = _rerun_job(by_key[key], case["file"])
                jobs.append(job)
                replaced[rid][key] = job.key
    if not quiet:
        sys.stderr.write("[oracle] %d result(s) differ from the previous report: "
                         "re-running %d run(s)\n" % (len(suspects), len(jobs)))
    again, _ = run_jobs(jobs, Cache(None, enabled=False), root, timeout, workers, quiet=True)
    # One evaluation per reader, with only that reader's runs replaced: a
    # result flips by its own re-run, not by another reader's (baselines).
    second = {}
    for rid, keys in sorted(replaced.items()):
        recs2 = dict(recs)
        for key, rkey in keys.items():
            recs2[key] = again[rkey]
        ids = {case["id"] for r, case in suspects if r == rid}
        sub = copy.copy(plan)
        sub.cases = [c for c in plan.cases if c["id"] in ids]
        second[rid] = evaluate(root, sub, recs2, classifier)[rid]
    # Decide; where the re-run gave the previous outcome, its records count.
    flipped, final = [], dict(recs)
    for rid, case in suspects:
        cid = case["id"]
        first, rerun, old = results[rid][cid], second[rid][cid], prev_results[rid][cid]
        if state(first) != state(rerun):
            marked.add((rid, cid))
            flipped.append({"reader": rid, "case": cid, "first": "%s/%s" % state(first),
                            "rerun": "%s/%s" % state(rerun)})
            if state(rerun) == state(old):
                for key in _keys(plan, rid, cid):
                    if key in replaced[rid]:
                        final[key] = again[replaced[rid][key]]
        elif old.get("flaky"):
            marked.add((rid, cid))
    # The suspect cases again, every reader, from the records that count: a
    # result compared with a flaky reader's output follows the kept output.
    sub = copy.copy(plan)
    ids = {case["id"] for _, case in suspects}
    sub.cases = [c for c in plan.cases if c["id"] in ids]
    for rid, per_case in evaluate(root, sub, final, classifier).items():
        results[rid].update(per_case)
    _mark(results, marked)
    return flipped


def _keys(plan, rid, cid):
    keys = [plan.main.get((rid, cid)), plan.json.get((rid, cid))]
    align = plan.align.get((rid, cid))
    keys += list(align.values()) if isinstance(align, dict) else [align]
    return [k for k in keys if k]


def _mark(results, marked):
    for rid, cid in marked:
        results[rid][cid]["flaky"] = True
