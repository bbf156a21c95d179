# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Classification of a result (rules in spec/conformance-schema.md) and the
inputs it needs: ambiguity entries and known differences."""

import fnmatch
import glob
import json
import os

from oracle.core.corpus import era_of_major, producer_major

FAILING = ("crash", "timeout", "oom")
OK_FOR = {
    "accept": ("accepted-equal", "accepted"),
    "reject": ("rejected", "rejected-silent"),
    "impl": ("accepted-equal", "accepted-different", "accepted", "rejected", "rejected-silent"),
}


def meets(expected, verdict):
    return verdict in OK_FOR.get(expected, ())


def load_ambiguities(root):
    """{AMB-NNN: {"title", "cases"}} from spec/ambiguities/*.json (any shape
    with an id/title; `cases` optional)."""
    out = {}
    for path in sorted(glob.glob(os.path.join(root, "spec", "ambiguities", "*.json"))):
        try:
            with open(path, encoding="utf-8") as f:
                d = json.load(f)
        except (OSError, ValueError):
            continue
        items = d if isinstance(d, list) else d.get("ambiguities", [d]) if isinstance(d, dict) else []
        for a in items:
            if not isinstance(a, dict):
                continue
            aid = a.get("id") or os.path.basename(path)[:-5]
            cases = a.get("cases") or a.get("corpus_cases") or []
            out[aid] = {"title": a.get("title") or a.get("summary") or "",
                        "cases": sorted(c if isinstance(c, str) else c.get("id", "") for c in cases)}
    return out


def load_known_differences(path):
    """[(reader glob, case glob, classification)] from `READER CASE CLASS # why` lines."""
    out = []
    if not os.path.exists(path):
        return out
    with open(path, encoding="utf-8") as f:
        for line in f:
            words = line.split("#", 1)[0].split()
            if len(words) == 3:
                out.append(tuple(words))
    return out


def reader_era_break(reader, case):
    """True when an mlir-opt reader is asked to read another era's file."""
    if reader.kind != "mlir-opt":
        return False
    if case["version"] is not None and case["version"] not in reader.claims.get("versions", []):
        return True
    major = producer_major(case.get("_producer_string"))
    return era_of_major(major) != era_of_major(reader.major)


class Classifier:
    def __init__(self, root, known_path):
        self.ambiguities = load_ambiguities(root)
        self.known = load_known_differences(known_path)
        self.case_amb = {}
        for aid, a in self.ambiguities.items():
            for c in a["cases"]:
                self.case_amb.setdefault(c, aid)

    def ambiguity_of(self, case):
        return case.get("ambiguity") or self.case_amb.get(case["id"])

    def classify(self, reader, case, res, all_disagree):
        """all_disagree: every claiming reader misses the expectation the same way."""
        v = res["verdict"]
        if v == "not-applicable":
            return "not-applicable"
        if meets(case["expected"], v):
            return "ok"
        mo = case.get("_mlir_opt") or {}
        if reader.kind == "mlir-opt" and mo.get("expressible") is False and v not in FAILING:
            return "not-applicable"
        if v in FAILING:
            return "reader-bug"
        for rglob, cglob, cls in self.known:
            if fnmatch.fnmatchcase(reader.id, rglob) and fnmatch.fnmatchcase(case["id"], cglob):
                return cls
        amb = self.ambiguity_of(case)
        if amb:
            return "spec-ambiguity:" + amb
        if reader_era_break(reader, case):
            return "cross-version-break"
        if res.get("oracle_error") or all_disagree:
            return "oracle-bug"
        return "reader-bug"
