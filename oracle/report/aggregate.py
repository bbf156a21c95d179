# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Aggregates of a result set: summary per reader, cross-version matrix,
ambiguity behaviour (spec/conformance-schema.md)."""

from oracle.core.classify import FAILING

ACCEPTED = ("accepted-equal", "accepted-different", "accepted")
REJECTED = ("rejected", "rejected-silent")


def _bump(d, key, ok):
    c = d.setdefault(str(key), {"ok": 0, "total": 0})
    c["total"] += 1
    c["ok"] += 1 if ok else 0


def summary(cases, results):
    out = {}
    for rid, per_case in results.items():
        s = {"total": 0, "ok": 0, "by_verdict": {}, "by_classification": {}, "by_version": {},
             "by_feature": {}, "by_expected": {}, "levels": {"L1": 0, "L2": 0, "L3": 0},
             "flaky": 0}
        for case in cases:
            res = per_case[case["id"]]
            s["flaky"] += bool(res.get("flaky"))
            if res["classification"] == "not-applicable":
                s["by_classification"]["not-applicable"] = s["by_classification"].get(
                    "not-applicable", 0) + 1
                continue
            ok = res["classification"] == "ok"
            s["total"] += 1
            s["ok"] += ok
            s["by_verdict"][res["verdict"]] = s["by_verdict"].get(res["verdict"], 0) + 1
            c = res["classification"]
            s["by_classification"][c] = s["by_classification"].get(c, 0) + 1
            _bump(s["by_version"], case["version"], ok)
            _bump(s["by_expected"], case["expected"], ok)
            for f in case["features"]:
                _bump(s["by_feature"], f, ok)
            if res["verdict"] in ACCEPTED:
                for lv in ("L1", "L2", "L3"):
                    if res["level"] >= lv:
                        s["levels"][lv] += 1
        out[rid] = s
    return out


def xversion(cases, results, reader_ids):
    producers = sorted({c["producer"] for c in cases if c["source"] == "upstream"},
                       key=lambda p: int(p.rsplit("-", 1)[1]))
    consumers = list(reader_ids)
    cells = {}
    for case in cases:
        if case["source"] != "upstream":
            continue
        for rid in consumers:
            res = results[rid][case["id"]]
            if res["verdict"] == "not-applicable":
                continue
            cell = cells.setdefault((case["producer"], case["version"], rid),
                                    {"producer": case["producer"], "version": case["version"],
                                     "consumer": rid, "files": 0, "accepted": 0, "equal": 0})
            cell["files"] += 1
            cell["accepted"] += res["verdict"] in ACCEPTED
            cell["equal"] += res["verdict"] == "accepted-equal"
    order = {p: i for i, p in enumerate(producers)}
    corder = {c: i for i, c in enumerate(consumers)}
    return {"producers": producers, "consumers": consumers,
            "cells": [cells[k] for k in sorted(cells, key=lambda k: (order[k[0]], k[1], corder[k[2]]))]}


def _behaviour(verdicts):
    if not verdicts:
        return "n/a"
    if any(v in FAILING for v in verdicts):
        return "crash"
    acc = sum(v in ACCEPTED for v in verdicts)
    return "accept" if acc == len(verdicts) else "reject" if acc == 0 else "mixed"


def ambiguities(cases, results, classifier):
    linked = {}
    for case in cases:
        amb = classifier.ambiguity_of(case)
        if amb:
            linked.setdefault(amb, []).append(case["id"])
    ids = sorted(set(linked) | set(classifier.ambiguities) | {"AMB-003"})
    out = []
    for aid in ids:
        cids = sorted(linked.get(aid, []))
        beh = {}
        for rid, per_case in results.items():
            vs = [per_case[c]["verdict"] for c in cids if per_case[c]["verdict"] != "not-applicable"]
            beh[rid] = _behaviour(vs)
        flaky = {rid: [c for c in cids if per_case[c].get("flaky")]
                 for rid, per_case in results.items()}
        entry = {"id": aid, "title": classifier.ambiguities.get(aid, {}).get("title", ""),
                 "cases": cids, "behaviour": beh, "changed_since_previous": False,
                 "flaky": {rid: c for rid, c in sorted(flaky.items()) if c}}
        if aid == "AMB-003":
            entry["alignment_sweep"] = alignment_findings(cases, results)
            for rid, f in entry["alignment_sweep"].items():
                if not cids:
                    beh[rid] = "mixed" if f["offset_dependent"] else "accept"
        out.append(entry)
    return out


def alignment_findings(cases, results):
    """Per reader with a sweep: cases whose verdict depends on the buffer offset."""
    out = {}
    for rid, per_case in results.items():
        swept = [(c["id"], per_case[c["id"]]["align"]) for c in cases if per_case[c["id"]].get("align")]
        if not swept:
            continue
        dep = [cid for cid, a in swept
               if len({"accepted" if v in ACCEPTED else v for v in a.values()}) > 1]
        out[rid] = {"cases": len(swept), "offset_dependent": dep}
    return out
