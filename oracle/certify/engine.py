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
from oracle.core import templates
from oracle.core.features import reference_facts  # noqa: F401  (the facts stage)
from oracle.core.cluster import (GENERIC, TAG_AXES, crash_state, explain_failures,
                                 merge_by_reproducer, normalize_message, record)
from oracle.certify.explain import describe, known_behaviour
from oracle.certify.grading import grade_all, rates, scores, version_group

# A cause holding under this share of the failures is minor: still named,
# with its reproducer, but listed after the root causes and not counted among
# them, so that the first screen leads with what most failures come from.
MINOR_SHARE = 0.01

# the order of a root cause's fields in certificate.json: what a person reads first
CAUSE_KEYS = ["id", "minor", "explanation", "hint", "claim", "known", "mode", "axis", "value", "purity",
              "modes", "whenever_rejects", "after_rejection", "also", "merged", "expected",
              "verdict", "code", "message", "signature", "templates", "signatures", "error_sites",
              "where", "flaky",
              "representative", "representative_note", "reproducer", "reference", "cases"]


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


def representative(cause, by_id, results, sizes, template_of=None):
    """The smallest case with the cause's most common symptom (expected
    verdict, verdict class, code, message template, crash site): what a
    reproducer must show. A flaky case is never one."""
    from oracle.core.cluster import symptom_message, verdict_class
    template_of = template_of or (lambda m: m)
    groups = {}
    steady = [cid for cid in cause["cases"] if not results[cid].get("flaky")]
    if not steady:
        cid = cause["cases"][0]
        return cid, (by_id[cid]["expected"], verdict_class(results[cid]), None,
                     template_of(symptom_message(results[cid])), None), []
    for cid in steady:
        case, res = by_id[cid], results[cid]
        key = (case["expected"], verdict_class(res),
               case.get("expect_code") if case["expected"] == "reject" else None,
               template_of(symptom_message(res)), res.get("signature"))
        groups.setdefault(key, []).append(cid)
    key, ids = min(groups.items(), key=lambda kv: (-len(kv[1]), str(kv[0])))
    # a site seen under gdb, not lent by the case's group: what was lent may
    # be another site (the group agreed on two samples, not on every member)
    seen = [cid for cid in ids if not results[cid].get("signature_inferred")]
    ids = seen if key[4] and seen else ids
    rep = min(ids, key=lambda cid: (sizes(cid), cid))
    return rep, key, ids


def trait(cause, by_id):
    """What a reproducer of the cause must keep (oracle/certify/reproduce.py trait):
    how the reader fails, its message, what the reference reader says, and
    the tag or versions that define the cause."""
    t = {"failure": cause["verdict"]}
    if cause["verdict"] in ("rejected", "rejected-silent") and cause.get("message"):
        t["message"] = cause["message"]  # a template: <*> matches any word
    if cause["verdict"] == "crash" and cause.get("signature"):
        t["signature"] = cause["signature"]  # the bug, not only the crash
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
    steady = [cl for cl in causes if cl["symptom_cases"]]  # a flaky case is never one
    plain = [{"id": cl["id"], "trait": trait(cl, by_id), "cases": cl["symptom_cases"]}
             for cl in steady]
    reps, phase = reproduce_mod.reproduce(run, plain, by_id, budget)
    for cl in causes:
        if cl["id"] not in reps:
            cl["reproducer"] = {"note": "no reproducer: every case of it is flaky"}
            cl["representative"] = None  # no case stands for it: each may go either way
            continue
        rep = dict(reps[cl["id"]])
        cl["representative"] = rep.pop("case")
        cl["reproducer"] = rep
    return phase


def root_causes(cases, results, outcomes, facts, spec, ambiguities, timeout, sizes):
    """Root causes of the failures, named, each with its representative.
    sizes(case id) -> bytes of the case file."""
    by_id = {c["id"]: c for c in cases}
    failing = [cid for cid, o in outcomes.items() if o == "fail"]
    template_of = message_templates(results, failing)
    recs = [record(by_id[cid], results[cid], o, facts.get(cid), template_of)
            for cid, o in sorted(outcomes.items()) if o != "not-applicable"]
    causes = explain_failures(recs, spec.features, spec.prefer)
    for cl in causes:
        rep, (exp, verdict, code, message, sig), ids = representative(cl, by_id, results, sizes,
                                                                      template_of)
        cl.update(representative=rep, expected=exp, verdict=verdict, code=code,
                  message=message or None, signature=sig, symptom_cases=ids)
        cl["expected_kinds"] = sorted({by_id[c]["expected"] for c in cl["cases"]})
        cl["templates"] = _counts(template_of(normalize_message(said_or_message(results[c])))
                                  for c in cl["cases"])
        cl["signatures"] = _counts(results[c].get("signature") for c in cl["cases"])
        unseen = _counts(crash_state(results[c].get("error_site")) for c in cl["cases"])
        if unseen:  # where a reader we cannot hear printed its errors
            cl["error_sites"] = unseen
        cl["flaky"] = {c: results[c]["runs"] for c in cl["cases"] if results[c].get("flaky")}
        if cl["axis"] == "unexplained":
            # what a reader that says nothing still shows: its failure, and
            # where the reference rejects the file
            modes = {r["id"]: r["mode"] for r in recs if r["outcome"] == "fail"}
            cl["where"] = _counts("%s, the reference rejects them in the %s" % (
                modes.get(c), (facts.get(c) or {}).get("phase")) if (facts.get(c) or {}).get("phase")
                else None for c in cl["cases"])
        msgs = {template_of(normalize_message(results[c].get("message"))) for c in cl["cases"]}
        example = results[rep].get("message") if len(msgs) == 1 and message else None
        if example and message.startswith(GENERIC):
            example = None  # "PLEASE submit a bug report": says no more than "crash"
        cl["explanation"], cl["hint"], cl["claim"] = describe(cl, spec, example, timeout)
        cl["known"] = known_behaviour(cl, spec, ambiguities,
                                      [normalize_message(results[c].get("message")) for c in cl["cases"]])
    return causes


def message_templates(results, failing):
    """normalized message -> its template, learnt from every failure's
    message and what it printed before a crash (oracle/core/templates.py)."""
    msgs = [normalize_message(results[c].get("message")) for c in failing]
    msgs += [normalize_message(results[c].get("said")) for c in failing if results[c].get("said")]
    # (said: what it printed before a crash, or before accepting)
    mined = templates.mine(msgs)
    return lambda m: mined.get(m, m) if m else m


def said_or_message(res):
    """The reader's complaint: its message, or for a file it accepted, what
    it printed (an error printed before exit status 0)."""
    if res.get("verdict", "").startswith("accepted"):
        return res.get("said")
    return res.get("message")


def _counts(values):
    """{value: count}, largest first (None left out)."""
    out = {}
    for v in values:
        if v:
            out[v] = out.get(v, 0) + 1
    return dict(sorted(out.items(), key=lambda kv: (-kv[1], kv[0])))


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


def is_minor(cause, failures):
    """A named cause under MINOR_SHARE of all failures (the unexplained rest
    is never one)."""
    return cause["axis"] != "unexplained" and len(cause["cases"]) < MINOR_SHARE * failures


def with_minor(causes):
    """The causes in certificate order: root causes, minor causes, the
    unexplained rest; each minor one marked "minor"."""
    failures = sum(len(c["cases"]) for c in causes)
    rank = lambda c: 2 if c["axis"] == "unexplained" else 1 if is_minor(c, failures) else 0
    return [dict(c, minor=True) if rank(c) == 1 else c
            for c in sorted(causes, key=rank)]  # stable: largest first within each


def cause_summary(causes):
    """The first screen in numbers: N root causes explain A of F failures,
    M minor causes B more, U unexplained, and the largest parts of what is
    unexplained."""
    causes = with_minor(causes)
    minor = [c for c in causes if c.get("minor")]
    explained = [c for c in causes if c["axis"] != "unexplained" and not c.get("minor")]
    rest = next((c for c in causes if c["axis"] == "unexplained"), None)
    out = {"root_causes": len(explained),
           "failures": sum(len(c["cases"]) for c in causes),
           "explained": sum(len(c["cases"]) for c in explained),
           "minor_causes": len(minor),
           "minor_explained": sum(len(c["cases"]) for c in minor),
           "minor_share": MINOR_SHARE,
           "unexplained": len(rest["cases"]) if rest else 0}
    if rest:
        parts = []
        for what, counts in (("crash site", rest.get("signatures") or {}),
                             ("message", rest.get("templates") or {}),
                             ("failure", rest.get("where") or {})):
            parts += [{"by": what, "value": v, "cases": n} for v, n in counts.items()
                      if n >= 2 and not (what == "message" and str(v).startswith(GENERIC))]
        parts.sort(key=lambda p: (-p["cases"], p["by"], str(p["value"])))
        out["unexplained_parts"] = parts[:8]
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
              "not-applicable": sum(o == "not-applicable" for o in outcomes.values()),
              "flaky": sum(1 for cid, o in outcomes.items()
                           if o == "fail" and results[cid].get("flaky"))}
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
        "clusters": [ordered(cl) for cl in with_minor(causes)],
        "summary": cause_summary(causes),
        "evidence": run.get("evidence") or {},
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
