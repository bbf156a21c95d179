# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Results that do not reproduce (environment-dependent results).

A reader's result on a case is a function of the file's bytes and the
reader's identity (its id and version: mlir-opt's release, the reference
reader's source digest). So when the previous report has a result for the
same bytes and the same reader identity and this run's verdict class differs
(accepted / rejected / crash / hang / OOM, not the classification, which
also depends on the comparison baseline and oracle/report/known-differences.txt),
the difference is environment-dependent by definition, whatever a re-run
says: the result is flaky, never a change. This happens on one machine and
not another: mlir-opt-16 reads past its buffer on some v0 files
(y_gen_v0_rand_043, _089), so its verdict depends on where the allocator
put the buffer, which moves with the length of the file's path.

A flaky result keeps the previous report's result (so a flip rewrites no
tracked file), is marked "flaky": true, and records the attempts that tried
to reproduce both sides ("flaky_attempts"): this run as the corpus names the
file, the same run again, and once more through a path 32 bytes longer
(RERUN_PREFIX: past the next allocator size class). The mark and its
attempts stay as they are while the reader identity and the bytes stay the
same (no re-run: a later run on any machine writes the same bytes); a new
reader version or changed bytes give a fresh result.
"""

import copy

from oracle.core.runner import Cache, Job, run_jobs

# 32 more bytes of file name: past the next allocator size class
RERUN_PREFIX = "./" * 16
# the attempts, in order: (name in the report, path prefix)
ATTEMPTS = (("again", ""), ("path 32 bytes longer", RERUN_PREFIX))


def state(res):
    return (res.get("verdict"), res.get("classification"))


def verdict_class(res):
    """The reader's own behaviour, without the comparison (accepted-equal
    and accepted-different are both 'accepted')."""
    v = res.get("verdict") or ""
    return "accepted" if v.startswith("accepted") else v


def comparable(previous):
    """(reader id -> version, case id -> sha256 or None) of the previous report."""
    versions = {r["id"]: r.get("version") for r in previous.get("readers", [])}
    shas = {c["id"]: c.get("sha256") for c in previous.get("cases", [])}
    return versions, shas


def _rerun_job(job, case_file, name, prefix):
    argv = [w.replace(case_file, prefix + case_file) for w in job.argv]
    return Job("%s:rerun:%s" % (job.key, name), argv, job.reader, prefix + case_file, job.post)


def settle(run, plan, recs, results, previous, classifier, evaluate):
    """Mark the results that differ from PREVIOUS (same bytes, same reader
    identity) flaky, in place. run: oracle/core/context.py Run (root,
    timeout, jobs; log: progress). Returns [{"reader", "case", "previous",
    "first", "rerun", "attempts"}] of the results found flaky in this run."""
    root = run.root
    if not previous:
        return []
    versions, shas = comparable(previous)
    prev_results = previous.get("results", {})
    readers = {r.id: r for r in plan.readers}
    suspects, sticky = [], []
    for case in plan.cases:
        cid = case["id"]
        if cid not in shas or shas[cid] not in (None, case["_sha256"]):
            continue
        for rid in sorted(results):
            old, res = prev_results.get(rid, {}).get(cid), results[rid].get(cid)
            if old is None or res is None or versions.get(rid) != readers[rid].version:
                continue
            if old.get("flaky"):
                sticky.append((rid, cid))
            elif verdict_class(old) != verdict_class(res):
                suspects.append((rid, case))
    for rid, cid in sticky:
        results[rid][cid] = copy.deepcopy(prev_results[rid][cid])
    same = {rid for rid in results if versions.get(rid) == readers[rid].version}
    if not suspects:
        _keep_baselines(results, prev_results, {cid for _, cid in sticky}, same)
        return []
    by_key = {j.key: j for j in plan.jobs}
    jobs, replaced = [], {}  # (reader id, attempt) -> {original key: re-run key}
    for rid, case in suspects:
        for name, prefix in ATTEMPTS:
            keys = replaced.setdefault((rid, name), {})
            for key in _keys(plan, rid, case["id"]):
                if key in by_key and key not in keys:
                    job = _rerun_job(by_key[key], case["file"], name, prefix)
                    jobs.append(job)
                    keys[key] = job.key
    run.say("[oracle] %d result(s) differ from the previous report for the same "
            "bytes and reader: re-running %d run(s)\n" % (len(suspects), len(jobs)))
    again, _ = run_jobs(jobs, Cache(None, enabled=False), root, run.timeout, run.jobs, quiet=True)
    # One evaluation per reader and attempt, with only that reader's runs
    # replaced: a result flips by its own re-run, not by another reader's.
    attempt = {}
    for (rid, name), keys in sorted(replaced.items()):
        recs2 = dict(recs)
        for key, rkey in keys.items():
            recs2[key] = again[rkey]
        ids = {case["id"] for r, case in suspects if r == rid}
        sub = copy.copy(plan)
        sub.cases = [c for c in plan.cases if c["id"] in ids]
        attempt[(rid, name)] = evaluate(root, sub, recs2, classifier)[rid]
    flipped = []
    for rid, case in suspects:
        cid = case["id"]
        old, first = prev_results[rid][cid], results[rid][cid]
        tries = [{"run": "this run", "result": "%s/%s" % state(first)}] + [
            {"run": name, "result": "%s/%s" % state(attempt[(rid, name)][cid])}
            for name, _ in ATTEMPTS]
        kept = copy.deepcopy(old)
        kept["flaky"] = True
        kept["flaky_attempts"] = {"previous report": "%s/%s" % state(old), "here": tries}
        results[rid][cid] = kept
        flipped.append({"reader": rid, "case": cid, "previous": "%s/%s" % state(old),
                        "first": tries[0]["result"], "rerun": tries[-1]["result"],
                        "attempts": tries})
    _keep_baselines(results, prev_results, {cid for _, cid in sticky} |
                    {case["id"] for _, case in suspects}, same)
    return flipped


def _keep_baselines(results, prev_results, cases, same):
    """On a case with a flaky result, another reader's result (same reader
    identity as before: SAME) that differs from the previous report only in
    its comparison (same verdict class) was compared with the flaky output:
    it keeps its previous result too."""
    for rid in sorted(same):
        for cid in cases:
            old, res = prev_results.get(rid, {}).get(cid), results[rid].get(cid)
            if old is None or res is None or res.get("flaky"):
                continue
            if verdict_class(old) == verdict_class(res) and old != res:
                results[rid][cid] = copy.deepcopy(old)


def _keys(plan, rid, cid):
    keys = [plan.main.get((rid, cid)), plan.json.get((rid, cid))]
    align = plan.align.get((rid, cid))
    keys += list(align.values()) if isinstance(align, dict) else [align]
    return [k for k in keys if k]
