# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Differences between this report and the previous one. A flaky result
(oracle/report/flaky.py) is not a change: it is listed under "flaky" instead."""

NOT_FAILURE = ("ok", "not-applicable")


def _state(res):
    return "%s/%s" % (res["verdict"], res["classification"])


def changes(previous, previous_name, results, ambiguities, flipped=()):
    out = {"previous": previous_name, "new_failures": [], "fixed": [], "changed": [],
           "ambiguity_changes": [],
           "flaky": sorted(flipped, key=lambda x: (x["reader"], x["case"]))}
    if not previous:
        return out
    prev_results = previous.get("results", {})
    for rid in sorted(results):
        old = prev_results.get(rid, {})
        for cid in sorted(results[rid]):
            if cid not in old:
                continue
            a, b = old[cid], results[rid][cid]
            if _state(a) == _state(b) or b.get("flaky"):
                continue
            item = {"reader": rid, "case": cid, "was": _state(a), "now": _state(b)}
            was_bad = a.get("classification") not in NOT_FAILURE
            now_bad = b["classification"] not in NOT_FAILURE
            if now_bad and not was_bad:
                out["new_failures"].append(item)
            elif was_bad and not now_bad:
                out["fixed"].append(item)
            else:
                out["changed"].append(item)
    prev_amb = {a["id"]: a for a in previous.get("ambiguities", [])}
    for a in ambiguities:
        old = prev_amb.get(a["id"])
        if not old:
            continue
        for rid, now in sorted(a["behaviour"].items()):
            was = old.get("behaviour", {}).get(rid)
            if was is not None and was != now:
                a["changed_since_previous"] = True
                out["ambiguity_changes"].append({"id": a["id"], "reader": rid, "was": was, "now": now})
    return out
