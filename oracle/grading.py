"""Grading of one certified reader's results: pass / fail / not-applicable per
case, pass rates per group, and why a run is partial."""

import json

from classify import FAILING, meets

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


def grade_all(cases, results, required_level):
    """{case id: outcome}; an offset-dependent verdict is a failure (noted in its diff)."""
    outcomes = {}
    for c in cases:
        res = results[c["id"]]
        outcomes[c["id"]] = grade(c, res, required_level)
        if offset_dependent(res):
            outcomes[c["id"]] = "fail"
            res["diff"] = "verdict depends on the buffer offset: %s" % json.dumps(
                res["align"], sort_keys=True)
    return outcomes


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
