# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Grading of one certified reader's results: pass / fail / not-applicable per
case, the scores, pass rates per group, and why a run is partial.

Claims never hide robustness: a case outside the claims is not applicable
only when it must be accepted and the reader did not crash, hang or run out
of memory on it (rejecting a file outside the claims is always allowed,
crashing never); must-reject and implementation-defined cases are graded
whatever the claims."""

import json

from oracle.core.classify import FAILING, meets

INVALID_HEADER = "invalid header"
VERSION_GROUPS = ["v%d" % v for v in range(7)] + [INVALID_HEADER]


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


def offset_dependent(res):
    """True when the alignment sweep gave different verdicts for one file."""
    a = res.get("align")
    return bool(a) and len({("accepted" if v.startswith("accepted") else v)
                            for v in a.values()}) > 1


def grade_all(cases, results, required_level, outside_claims=None):
    """{case id: outcome}; an offset-dependent verdict is a failure (noted in
    its diff). outside_claims: {case id: why} of the cases the claims leave out."""
    outside_claims = outside_claims or {}
    outcomes = {}
    for c in cases:
        res = results[c["id"]]
        if c["id"] in outside_claims and c["expected"] == "accept" and res["verdict"] not in FAILING:
            outcomes[c["id"]] = "not-applicable"
            continue
        outcomes[c["id"]] = grade(c, res, required_level)
        if offset_dependent(res):
            outcomes[c["id"]] = "fail"
            res["diff"] = "verdict depends on the buffer offset: %s" % json.dumps(
                res["align"], sort_keys=True)
    return outcomes


ROBUSTNESS = ("crash", "timeout", "oom")


def scores(cases, results, outcomes):
    """The three measures and the headline score (fractions, None when empty):
    valid_accepted: must-accept cases read as required; invalid_rejected:
    must-reject cases rejected; robustness: runs without a crash, hang or
    out-of-memory (every case run, claimed or not). headline: the mean of the
    first two, times robustness, so accepting everything or rejecting
    everything scores at most 50 %."""
    def rate(exp):
        graded = [c["id"] for c in cases if c["expected"] == exp and outcomes[c["id"]] != "not-applicable"]
        return (sum(outcomes[i] == "pass" for i in graded) / len(graded) if graded else None,
                len(graded))
    va, n_va = rate("accept")
    ir, n_ir = rate("reject")
    ran = [c["id"] for c in cases if results[c["id"]]["verdict"] != "not-applicable"]
    bad = {v: sum(results[i]["verdict"] == v for i in ran) for v in ROBUSTNESS}
    rob = 1 - sum(bad.values()) / len(ran) if ran else None
    parts = [x for x in (va, ir) if x is not None]
    head = (sum(parts) / len(parts)) * (rob if rob is not None else 1) if parts else None
    r4 = lambda x: None if x is None else round(x, 4)
    return {"headline": r4(head), "valid_accepted": r4(va), "valid_cases": n_va,
            "invalid_rejected": r4(ir), "invalid_cases": n_ir, "robustness": r4(rob),
            "runs": len(ran), "crashes": bad["crash"], "hangs": bad["timeout"],
            "ooms": bad["oom"]}


def version_group(version):
    """'v0'..'v6', or one group for every header the format does not define
    (version 7, 127, 2^64-1, no version at all)."""
    return "v%d" % version if isinstance(version, int) and 0 <= version <= 6 else INVALID_HEADER


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


def partial_reasons(filters, interrupted, not_run, timeouts, limit=10):
    """Why a run is not complete, one short sentence each ([] when complete)."""
    out = []
    if filters:
        out.append("--cases %s selected part of the corpus" % " ".join(filters))
    if interrupted:
        out.append("interrupted by a signal before %d cases ran" % len(not_run)
                   if not_run else "interrupted by a signal")
    elif not_run:
        out.append("%d cases did not run" % len(not_run))
    if timeouts:
        shown = ", ".join(sorted(timeouts)[:limit])
        more = len(timeouts) - limit
        out.append("%d %s timed out: %s%s" % (len(timeouts), "case" if len(timeouts) == 1 else "cases", shown,
                                                  " and %d more" % more if more > 0 else ""))
    return out
