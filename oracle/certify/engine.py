# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The certificate engine: stages that take and return plain data.

    results (oracle/core/evaluate.py)  {case id: result}
 -> facts    reference_facts()     {case id: {"verdict", "code", "tags"}}
 -> grades   grade()               ({case id: outcome}, {case id: why not applicable})
 -> causes   root_causes()         [root cause dicts], named, each with a representative
 -> reproducers reproduce()        the same dicts with "reproducer" (oracle/certify/reproduce.py)
 -> certificate()                  the certificate.json dict (scores, rates, failures)

Each stage is a function of its inputs; oracle/certify/cli.py (and the
conformance report) only parse options, run the reader and call them."""

import hashlib
import os

from oracle.certify import claims as claims_mod
from oracle.certify import reproduce as reproduce_mod
from oracle.core.features import reference_facts  # noqa: F401  (the facts stage)
from oracle.core.cluster import GENERIC, TAG_AXES, explain_failures, merge_by_reproducer, normalize_message, record
from oracle.certify.explain import describe, known_behaviour
from oracle.certify.grading import grade_all, rates, scores, version_group

# the order of a root cause's fields in certificate.json: what a person reads first
CAUSE_KEYS = ["id", "explanation", "hint", "claim", "known", "mode", "axis", "value", "purity",
              "modes", "whenever_rejects", "also", "merged", "expected", "verdict", "code",
              "message", "representative", "representative_note", "reproducer", "reference",
              "cases"]


def case_with_features(case, facts, features):
    """The case with the features its reference facts show (derived ones too)."""
    tags = set((facts or {}).get("tags") or [])
    return dict(case, features=sorted(set(case["features"]) | {t for t in tags if t in features}))


def grade(cases, results, required_level, claims, features, facts):
    """(outcomes, not-applicable reasons): claims leave out must-accept cases
    only, and never a crash, hang or out-of-memory run."""
    outside = {}
    for c in cases:
        why = claims_mod.not_applicable_reason(claims, case_with_features(c, facts.get(c["id"]), features),
                                               features)
        if why:
            outside[c["id"]] = why
    outcomes = grade_all(cases, results, required_level, outside)
    reasons = {cid: outside[cid] for cid, o in outcomes.items() if o == "not-applicable"
               and cid in outside}
    return outcomes, reasons


def representative(cause, by_id, results, sizes):
    """The smallest case with the cause's most common symptom (expected
    verdict, verdict class, code, message): what a reproducer must show."""
    from oracle.core.cluster import symptom_message, verdict_class
    groups = {}
    for cid in cause["cases"]:
        case, res = by_id[cid], results[cid]
        key = (case["expected"], verdict_class(res),
               case.get("expect_code") if case["expected"] == "reject" else None,
               symptom_message(res))
        groups.setdefault(key, []).append(cid)
    key, ids = min(groups.items(), key=lambda kv: (-len(kv[1]), str(kv[0])))
    rep = min(ids, key=lambda cid: (sizes(cid), cid))
    return rep, key, ids


def trait(cause, by_id):
    """What a reproducer of the cause must keep (oracle/certify/reproduce.py trait):
    how the reader fails, its message, what the reference reader says, and
    the tag or versions that define the cause."""
    t = {"failure": cause["verdict"]}
    if cause["verdict"] in ("rejected", "rejected-silent") and cause.get("message"):
        t["message"] = cause["message"]
    exp = cause["expected"]
    if exp == "accept":
        t["reference"] = {"verdict": "accepted", "code": None}
    elif exp == "reject":
        t["reference"] = {"verdict": "rejected",
                          "code": cause.get("code") or by_id[cause["representative"]].get("expect_code")}
    if cause["axis"] in TAG_AXES or cause["axis"] == "family":
        t["tag"] = cause["value"]
    if cause["axis"] == "version":
        t["versions"] = list(range(cause["value"][0], cause["value"][1] + 1))
    return t


def reproduce(run, causes, cases, budget):
    """Adds "representative" and "reproducer" to every cause (one that keeps
    the cause's trait when one can be found); returns the phase record.
    run: oracle/core/context.py Run; budget: seconds for all causes."""
    by_id = {c["id"]: c for c in cases}
    plain = [{"id": cl["id"], "trait": trait(cl, by_id), "cases": cl["symptom_cases"]}
             for cl in causes]
    reps, phase = reproduce_mod.reproduce(run, plain, by_id, budget)
    for cl in causes:
        rep = dict(reps[cl["id"]])
        cl["representative"] = rep.pop("case")
        cl["reproducer"] = rep
    return phase


def root_causes(cases, results, outcomes, facts, spec, ambiguities, timeout, sizes):
    """Root causes of the failures, named, each with its representative.
    sizes(case id) -> bytes of the case file."""
    by_id = {c["id"]: c for c in cases}
    recs = [record(by_id[cid], results[cid], o, facts.get(cid))
            for cid, o in sorted(outcomes.items()) if o != "not-applicable"]
    causes = explain_failures(recs, spec.features, spec.prefer)
    for cl in causes:
        rep, (exp, verdict, code, message), ids = representative(cl, by_id, results, sizes)
        cl.update(representative=rep, expected=exp, verdict=verdict, code=code,
                  message=message or None, symptom_cases=ids)
        cl["expected_kinds"] = sorted({by_id[c]["expected"] for c in cl["cases"]})
        msgs = {normalize_message(results[c].get("message")) for c in cl["cases"]}
        example = results[rep].get("message") if len(msgs) == 1 and message else None
        if example and message.startswith(GENERIC):
            example = None  # "PLEASE submit a bug report": says no more than "crash"
        cl["explanation"], cl["hint"], cl["claim"] = describe(cl, spec, example, timeout)
        cl["known"] = known_behaviour(cl, spec, ambiguities,
                                      [normalize_message(results[c].get("message")) for c in cl["cases"]])
    return causes


def merge_same_reproducer(causes, root):
    """Root causes whose reproducers have the same bytes are one."""
    def digest(cl):
        rep = cl.get("reproducer") or {}
        path = rep.get("file")
        if not path or not rep.get("shrunk"):
            return None
        try:
            with open(path if os.path.isabs(path) else os.path.join(root, path), "rb") as f:
                return hashlib.sha256(f.read()).hexdigest()
        except OSError:
            return None
    out = merge_by_reproducer(causes, digest)
    for i, cl in enumerate(out, 1):
        cl["id"] = "C%d" % i
    return out


def ordered(cause):
    """The cause as written to certificate.json: known keys in reading order."""
    out = {k: cause[k] for k in CAUSE_KEYS if k in cause and cause[k] not in (None, [], {})}
    out["cases"] = cause["cases"]
    return out


def version_rates(cases, outcomes):
    """Per version: must-accept cases apart from the rest."""
    valid = [c for c in cases if c["expected"] == "accept"]
    other = [c for c in cases if c["expected"] != "accept"]
    key = lambda c: [version_group(c["version"])]
    return rates(valid, outcomes, key), rates(other, outcomes, key)


def certificate(reader, cases, graded, features, causes, expectations, run, command_for):
    """The certificate.json dict from plain data. reader: {name, command,
    claims, structure, version}; graded: {results, outcomes, na_reasons,
    facts}; expectations: {file, listed, unexpected, stale, expected_fail};
    run: {timeout, filter, partial_reasons, required_level, minimization};
    command_for(case path) -> the reader's command line."""
    results, outcomes, facts = graded["results"], graded["outcomes"], graded["facts"]
    na_reasons, minimization = graded["na_reasons"], run["minimization"]
    ran = [c for c in cases if c["id"] in results]
    cause_of = {cid: cl["id"] for cl in causes for cid in cl["cases"]}
    failures = []
    by_id = {c["id"]: c for c in cases}
    for cid in sorted(c for c, o in outcomes.items() if o == "fail"):
        res, case = results[cid], by_id[cid]
        failures.append({"case": cid, "expected": case["expected"], "verdict": res["verdict"],
                         "message": res.get("message"), "diff": res.get("diff"),
                         "listed": cid in expectations["listed"], "cluster": cause_of.get(cid),
                         "reproduce": command_for(case["file"])})
    counts = {"pass": sum(o == "pass" for o in outcomes.values()),
              "fail": len(expectations["unexpected"]),
              "expected-fail": len(expectations["expected_fail"]),
              "not-applicable": sum(o == "not-applicable" for o in outcomes.values())}
    score = scores(ran, results, outcomes)
    valid, other = version_rates(ran, outcomes)
    na_summary = {}
    for why in na_reasons.values():
        na_summary[why] = na_summary.get(why, 0) + 1
    return {
        "format": "mlirbc-certificate", "schema_version": 3,
        "reader": reader,
        "timeout_seconds": run["timeout"],
        "result": "pass" if not expectations["unexpected"] and not expectations["stale"] and ran
        else "fail",
        "counts": counts,
        "complete": not run["partial_reasons"],
        "partial_reasons": run["partial_reasons"],
        "score": score,
        "rate": score["headline"],
        "clusters": [ordered(cl) for cl in causes],
        "corpus": {"cases": len(cases), "selected": len(ran), "filter": run["filter"]},
        "minimization": minimization,
        "by_version": valid,
        "by_version_other": other,
        "by_feature": rates(ran, outcomes, lambda c: case_with_features(
            c, facts.get(c["id"]), features)["features"]),
        "by_expected": rates(ran, outcomes, lambda c: [c["expected"]]),
        "levels": {"required": run["required_level"]},
        "not_applicable": na_summary,
        "failures": failures,
        "expectations": {"file": expectations["file"], "listed": len(expectations["listed"]),
                         "unexpected_failures": expectations["unexpected"],
                         "stale": expectations["stale"]},
        "results": {cid: {"verdict": r["verdict"], "level": r["level"], "outcome": outcomes[cid]}
                    for cid, r in sorted(results.items())},
    }
