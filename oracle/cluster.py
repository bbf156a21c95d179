"""Group a reader's failures by root cause.

A failure's symptom is (expected verdict, the reader's verdict, the expected
error code, the reader's own message with numbers, offsets, paths, hex
values and quoted text replaced by placeholders). Within one symptom, the cases are split
by the tag that explains them: a manifest feature or grammar ID (the case's
fields, or the reference reader's --trace) carried by the failing cases and
(almost) never by the passing cases of the same kind. A tag is only named
when passing cases exist to contrast with; a reader that fails every valid
file gets one cluster, not one per tag."""

import math
import re

# the purity a tag needs: failing cases with the tag / all graded cases with it
MIN_PURITY = 0.9
# a tag must explain at least this share of what is left of its symptom
MIN_SHARE = 0.02
# and this share of the failing cases that carry it (and no named cluster
# explains yet) must fail this way: a tag whose cases all fail, for whatever
# reason, explains only its main symptom
MIN_DOMINANCE = 0.5

_QUOTED = re.compile(r"'[^']*'|\"(?:[^\"\\]|\\.)*\"")
_PATH = re.compile(r"(?:[A-Za-z]:)?(?:[\w.+-]*/)+[\w.+-]+|[\w.+-]+\.mlirbc\b")
_HEX = re.compile(r"\b0x[0-9A-Fa-f]+\b")
_NUM = re.compile(r"(?<![\w<])-?\d+(?:\.\d+)?")


_LOCATION = re.compile(r"^(?:<path>|<n>)(?::<n>)*:\s*(?:error:\s*)?")


def normalize_message(msg, limit=160):
    """'0:0: error: unknown attribute code: 22' -> 'unknown attribute code: <n>';
    "dialect 'x' is unknown" -> 'dialect <str> is unknown'."""
    if not msg:
        return ""
    s = _QUOTED.sub("<str>", msg)  # names and printed values vary, the complaint does not
    s = _PATH.sub("<path>", s)
    s = _HEX.sub("<hex>", s)
    s = _NUM.sub("<n>", s)
    s = _LOCATION.sub("", " ".join(s.split()))
    return s[:limit]


def verdict_class(res):
    v = res["verdict"]
    if res.get("diff", "") and str(res.get("diff")).startswith("verdict depends on the buffer"):
        return "offset-dependent"
    return "accepted" if v in ("accepted", "accepted-equal") else v


def symptom_message(res):
    """The text that identifies the symptom: the reader's message, or for a
    structure difference the level it stops at."""
    vc = verdict_class(res)
    if vc == "accepted-different":
        return "structure equal up to %s only" % res.get("level", "L0")
    if vc == "offset-dependent":
        return "verdict depends on the buffer offset"
    return normalize_message(res.get("message"))


def symptom(case, res):
    code = case.get("expect_code") if case["expected"] == "reject" else None
    return (case["expected"], verdict_class(res), code or "", symptom_message(res))


def _pick_tag(residual, contrast, failing, tags_of, universal, prefer):
    """(tag, covered case ids, equivalent tags) or None. contrast: passing
    cases of the same kind; failing: {tag: failing cases of that kind with it}."""
    counts = {}
    for cid in residual:
        for t in tags_of(cid):
            if t not in universal:
                counts.setdefault(t, set()).add(cid)
    if not counts or not contrast:
        return None
    contrast_count = {}
    for cid in contrast:
        for t in tags_of(cid):
            if t in counts:
                contrast_count[t] = contrast_count.get(t, 0) + 1
    need = max(1, math.ceil(MIN_SHARE * len(residual)))
    scored = []
    for t, covered in counts.items():
        others = contrast_count.get(t, 0)
        purity = len(covered) / (len(covered) + others)
        if purity < MIN_PURITY or len(covered) < need:
            continue
        if len(covered) < MIN_DOMINANCE * failing.get(t, 0):
            continue
        scored.append((-len(covered) * purity * purity, prefer(t), len(t), t))
    if not scored:
        return None
    scored.sort()
    best = scored[0][3]
    covered = counts[best]
    same = sorted(t for t, c in counts.items() if t != best and c == covered
                  and contrast_count.get(t, 0) == contrast_count.get(best, 0))
    return best, covered, same


def cluster(failing, graded, cases, results, outcomes, tags_of, prefer=lambda t: 0,
            untagged=frozenset()):
    """Clusters of the failing case ids, largest first.

    graded: every case id that was graded (pass or fail); tags_of(cid): the
    set of tags of a case; prefer(tag): a rank, lower names a tag first when
    two explain the same cases; untagged: cases whose tags are incomplete (no
    field list, e.g. upstream files): left over, they join the largest named
    cluster of their symptom, the reader's message being the same."""
    by_symptom = {}
    for cid in failing:
        by_symptom.setdefault(symptom(cases[cid], results[cid]), []).append(cid)
    passing = {}
    members = {}
    for cid in graded:
        exp = cases[cid]["expected"]
        members.setdefault(exp, []).append(cid)
        if outcomes[cid] == "pass":
            passing.setdefault(exp, []).append(cid)
    universal = {}
    for exp, ids in members.items():
        sets = [set(tags_of(c)) for c in ids]
        universal[exp] = set.intersection(*sets) if sets else set()
    failing_with = {}
    for cid in failing:
        per = failing_with.setdefault(cases[cid]["expected"], {})
        for t in tags_of(cid):
            per[t] = per.get(t, 0) + 1
    out = []
    # largest symptoms first; cases a named cluster explains no longer count
    # against another tag's dominance (they are explained away)
    for key, ids in sorted(by_symptom.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        residual = set(ids)
        contrast = passing.get(key[0], [])
        named = []
        while residual:
            pick = _pick_tag(residual, contrast, failing_with.get(key[0], {}), tags_of,
                             universal.get(key[0], set()), prefer)
            if pick is None:
                break
            tag, covered, same = pick
            named.append(_make(key, sorted(residual & covered), tag, same))
            residual -= covered
            per = failing_with.get(key[0], {})
            for cid in covered:
                for t in tags_of(cid):
                    per[t] -= 1
        joining = residual & set(untagged) if named else set()
        if joining:
            named[0]["cases"] = sorted(set(named[0]["cases"]) | joining)
            named[0]["joined_by_message"] = sorted(joining)
            residual -= joining
        out += named
        if residual:
            out.append(_make(key, sorted(residual), None, []))
    out.sort(key=lambda c: (-len(c["cases"]), c["expected"], c["verdict"], c["code"] or "",
                            c["message"] or "", c["tag"] or ""))
    for i, c in enumerate(out, 1):
        c["id"] = "C%d" % i
    return out


def _make(key, ids, tag, same):
    expected, verdict, code, message = key
    return {"expected": expected, "verdict": verdict, "code": code or None,
            "message": message or None, "tag": tag, "same_cases_as": same, "cases": ids}
