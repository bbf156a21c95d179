# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""render_model.py — what the report shows, derived from one conformance.json
(spec/conformance-schema.md).

Pure data, no formatting: the outcome class of every (case, reader) cell,
pass rates, groups of identical rows, changes against a previous report.
render_html / render_md only lay this out, so every view agrees.
"""
import collections

# Outcome classes in legend order: (id, legend label). Colours live in the CSS.
OUTCOMES = [
    ("accept-ok", "must accept: accepted"),
    ("reject-ok", "must reject: rejected"),
    ("reject-silent", "rejected, no message"),
    ("should-accept", "should have accepted"),
    ("should-reject", "should have rejected"),
    ("wrong-structure", "accepted, output differs"),
    ("impl-accept", "impl-defined: accepted"),
    ("impl-reject", "impl-defined: rejected"),
    ("crash", "crash"),
    ("timeout", "timeout"),
    ("oom", "out of memory"),
    ("n-a", "not applicable"),
    ("missing", "no result"),
]
OUTCOME_IDS = [o for o, _ in OUTCOMES]
OUTCOME_LABEL = dict(OUTCOMES)
UNRUN = {"n-a", "missing"}
# Outcomes that can never be right, whatever the classification says.
BAD_OUTCOMES = {"should-accept", "should-reject", "wrong-structure", "crash", "timeout", "oom"}

VERDICT_ANY = {"crash": "crash", "timeout": "timeout", "oom": "oom",
               "not-applicable": "n-a"}
OUTCOME_TABLE = {  # (expected, verdict) -> outcome
    ("accept", "accepted-equal"): "accept-ok",
    ("accept", "accepted"): "accept-ok",
    ("accept", "accepted-different"): "wrong-structure",
    ("accept", "rejected"): "should-accept",
    ("accept", "rejected-silent"): "should-accept",
    ("reject", "accepted-equal"): "should-reject",
    ("reject", "accepted"): "should-reject",
    ("reject", "accepted-different"): "should-reject",
    ("reject", "rejected"): "reject-ok",
    ("reject", "rejected-silent"): "reject-silent",
    ("impl", "accepted-equal"): "impl-accept",
    ("impl", "accepted"): "impl-accept",
    ("impl", "accepted-different"): "impl-accept",
    ("impl", "rejected"): "impl-reject",
    ("impl", "rejected-silent"): "impl-reject",
}
# Classification (schema) -> one-letter cell mark; `ok` / `not-applicable` carry none.
CLASS_MARK = {"reader-bug": "!", "oracle-bug": "o", "cross-version-break": "x",
              "spec-ambiguity": "?"}
CLASS_LABEL = {"!": "reader bug", "o": "oracle bug (expectation suspect)",
               "x": "cross-version break (expected for this tool)",
               "?": "spec ambiguity"}
EXPECTED_ORDER = {"accept": 0, "reject": 1, "impl": 2}
EXPECTED_TITLE = {"accept": "must accept (y_, upstream)", "reject": "must reject (n_)",
                  "impl": "implementation-defined (i_)"}
EXPECTED_SHORT = {"accept": "y", "reject": "n", "impl": "i"}


def outcome(expected, result):
    if result is None:
        return "missing"
    if class_family(result.get("classification")) == "not-applicable":
        return "n-a"  # outside the reader's claims, even when it was run
    verdict = result.get("verdict")
    if verdict in VERDICT_ANY:
        return VERDICT_ANY[verdict]
    return OUTCOME_TABLE.get((expected, verdict), "missing")


def class_family(classification):
    """`spec-ambiguity:AMB-004` -> `spec-ambiguity`."""
    return (classification or "").split(":", 1)[0]


def is_failure(expected, result):
    """Schema: a failure is a classification other than ok / not-applicable.
    Without a classification the outcome decides."""
    if result is None:
        return False
    fam = class_family(result.get("classification"))
    if fam:
        return fam not in ("ok", "not-applicable")
    return outcome(expected, result) in BAD_OUTCOMES


def mark(result):
    return CLASS_MARK.get(class_family((result or {}).get("classification")), "")


def group_of(case_id):
    """Family of a case for sampling: `n_header_magic_3` -> `n_header`,
    `upstream/func_arith.w22.v6` -> `upstream/func_arith`."""
    if "/" in case_id:
        head, name = case_id.split("/", 1)
        return head + "/" + name.split(".", 1)[0]
    return "_".join(case_id.split("_")[:2])


def key_order(k):
    """Numbers numerically, before strings."""
    return (0, k, "") if isinstance(k, (int, float)) else (1, 0, str(k))


MAX_VERSION = 6


def version_key(case):
    """Overview bucket of a case's version: 0..6, 7 for any larger (invalid) one, -1 unreadable."""
    v = case.get("version")
    return -1 if v is None else min(v, MAX_VERSION + 1)


def version_label(k):
    return {-1: "unreadable header", MAX_VERSION + 1: f"v{MAX_VERSION + 1}+ (not a version)"}.get(k, f"v{k}")


def case_sort_key(case):
    return (EXPECTED_ORDER.get(case.get("expected"), 3), case["id"])


class Model:
    """Everything derived from one document; every list in a fixed order."""

    def __init__(self, doc, previous=None):
        self.doc = doc
        self.readers = list(doc.get("readers", []))
        self.reader_ids = [r["id"] for r in self.readers]
        self.cases = sorted(doc.get("cases", []), key=case_sort_key)
        self.case_by_id = {c["id"]: c for c in self.cases}
        self.results = doc.get("results", {})
        self.outcomes = {}
        self.failures = {}
        for c in self.cases:
            res = [self.result(r, c["id"]) for r in self.reader_ids]
            self.outcomes[c["id"]] = [outcome(c.get("expected"), x) for x in res]
            self.failures[c["id"]] = [is_failure(c.get("expected"), x) for x in res]
        self.flaky = [(r, c["id"], verdict_text(self.result(r, c["id"])))
                      for r in self.reader_ids for c in sorted(self.cases, key=lambda c: c["id"])
                      if (self.result(r, c["id"]) or {}).get("flaky")]
        self.previous = previous
        if previous is not None:
            self.changes = compute_changes(self, Model(previous))
        else:
            self.changes = changes_from_document(doc)

    def result(self, reader_id, case_id):
        return self.results.get(reader_id, {}).get(case_id)

    def vector(self, case_id):
        """Outcome + mark per reader: the identity used for grouping rows."""
        return tuple(o + ("/" + mark(self.result(r, case_id)) if mark(self.result(r, case_id)) else "")
                     for r, o in zip(self.reader_ids, self.outcomes[case_id]))

    def interesting(self, case_id):
        """Readers disagree with each other, or one fails the expectation."""
        run = [o for o in self.outcomes[case_id] if o not in UNRUN]
        return len(set(run)) > 1 or any(self.failures[case_id])

    def rates(self, keys_of):
        """{key: {reader: (ok, total)}}; keys_of(case) -> iterable of keys.
        Cases the reader did not run are left out of its total."""
        table = {}
        for c in self.cases:
            for key in keys_of(c):
                row = table.setdefault(key, {r: [0, 0] for r in self.reader_ids})
                for r, o, bad in zip(self.reader_ids, self.outcomes[c["id"]],
                                     self.failures[c["id"]]):
                    if o in UNRUN:
                        continue
                    row[r][1] += 1
                    row[r][0] += not bad
        return {k: {r: tuple(v) for r, v in table[k].items()} for k in sorted(table, key=key_order)}

    def rate_without(self, reader_id, family):
        """(ok, run) for one reader, leaving out results of one classification family."""
        ok = run = 0
        i = self.reader_ids.index(reader_id)
        for c in self.cases:
            res = self.result(reader_id, c["id"])
            if self.outcomes[c["id"]][i] in UNRUN or class_family((res or {}).get("classification")) == family:
                continue
            run += 1
            ok += not self.failures[c["id"]][i]
        return ok, run

    def outcome_counts(self):
        counts = {r: collections.Counter() for r in self.reader_ids}
        for c in self.cases:
            for r, o in zip(self.reader_ids, self.outcomes[c["id"]]):
                counts[r][o] += 1
        return counts

    def class_counts(self):
        counts = {r: collections.Counter() for r in self.reader_ids}
        for c in self.cases:
            for r in self.reader_ids:
                fam = class_family((self.result(r, c["id"]) or {}).get("classification"))
                if fam:
                    counts[r][fam] += 1
        return counts

    def groups(self, case_ids=None):
        """Rows with identical vectors, per expectation: [(expected, vector,
        [ids])], groups with failures first, then bigger groups. Must match
        groupRows() in assets/report.js."""
        buckets = {}
        for c in self.cases:
            if case_ids is None or c["id"] in case_ids:
                key = (c.get("expected"), self.vector(c["id"]))
                buckets.setdefault(key, []).append(c["id"])

        def rank(item):
            (expected, _), members = item
            bad = sum(self.failures[members[0]])
            return (EXPECTED_ORDER.get(expected, 3), -bad, -len(members), members[0])
        return [(e, list(v), m) for (e, v), m in sorted(buckets.items(), key=rank)]


def verdict_text(result):
    if result is None:
        return "absent"
    return f"{result.get('verdict')}/{result.get('classification')}"


def compute_changes(cur, prev):
    """Same rules as the harness (schema `changes`): per (reader, case) present
    in both reports."""
    out = {"previous": "--previous", "new_failures": [], "fixed": [], "changed": [],
           "ambiguity_changes": []}
    for c in cur.cases:
        cid = c["id"]
        if cid not in prev.case_by_id:
            continue
        for i, r in enumerate(cur.reader_ids):
            if r not in prev.reader_ids:
                continue
            now_res, was_res = cur.result(r, cid), prev.result(r, cid)
            if was_res is None or now_res is None or now_res.get("flaky"):
                continue
            now_bad = cur.failures[cid][i]
            was_bad = prev.failures[cid][prev.reader_ids.index(r)]
            entry = {"reader": r, "case": cid, "was": verdict_text(was_res),
                     "now": verdict_text(now_res)}
            if now_bad and not was_bad:
                out["new_failures"].append(entry)
            elif was_bad and not now_bad:
                out["fixed"].append(entry)
            elif entry["was"] != entry["now"]:
                out["changed"].append(entry)
    before = {a["id"]: a.get("behaviour") or {} for a in prev.doc.get("ambiguities", [])}
    for a in cur.doc.get("ambiguities", []):
        old = before.get(a["id"])
        if old is None:
            continue
        for r, now in sorted((a.get("behaviour") or {}).items()):
            if r in old and old[r] != now:
                out["ambiguity_changes"].append({"id": a["id"], "reader": r, "was": old[r],
                                                 "now": now})
    return out


def changes_from_document(doc):
    """The harness's `changes` block, with every list present."""
    src = doc.get("changes") or {}
    out = {"previous": src.get("previous")}
    for key in ("new_failures", "fixed", "changed", "ambiguity_changes"):
        out[key] = [x if isinstance(x, dict) else {"case": str(x)} for x in src.get(key) or []]
    return out
