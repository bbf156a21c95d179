"""Name a failure cluster in one line a reader author can act on, from the
spec's own metadata: spec/features.json (feature docs, llvm_min/llvm_max),
spec/grammar.json (grammar IDs, builtin codes and eras) and
spec/reader-errors.md (what each E_* code means)."""

import json
import re

from claims import llvm_range

ERA_LLVM = {16: (16, 16), 17: (17, 19), 20: (20, 22), 23: (23, None)}  # spec/grammar.json eras
ERROR_ROW = re.compile(r"^\| *\d+ *\| *`(E_[A-Z0-9_]+)` *\| *([^|]+)\|")

# (expected, verdict class) -> what the reader does, before the subject
VERBS = {
    ("accept", "rejected"): "rejects",
    ("accept", "rejected-silent"): "rejects (without a message)",
    ("accept", "crash"): "crashes on",
    ("accept", "timeout"): "hangs on",
    ("accept", "oom"): "runs out of memory on",
    ("accept", "accepted-different"): "reads a different structure from",
    ("accept", "offset-dependent"): "gives a verdict that depends on the buffer offset for",
    ("reject", "accepted"): "accepts",
    ("reject", "crash"): "crashes on",
    ("reject", "timeout"): "hangs on",
    ("reject", "oom"): "runs out of memory on",
    ("reject", "offset-dependent"): "gives a verdict that depends on the buffer offset for",
    ("impl", "crash"): "crashes on",
    ("impl", "timeout"): "hangs on",
    ("impl", "oom"): "runs out of memory on",
    ("impl", "offset-dependent"): "gives a verdict that depends on the buffer offset for",
}
SUBJECTS = {"accept": "valid files", "reject": "invalid files",
            "impl": "implementation-defined files"}


def era_text(eras):
    """'LLVM 20+' for builtin eras [20, 23]; None when every era has it."""
    if not eras or list(eras) == [16, 23]:
        return None
    lo, hi = ERA_LLVM[eras[0]][0], ERA_LLVM[eras[1]][1]
    if hi is None:
        return "LLVM %d+" % lo
    return "LLVM %d" % lo if lo == hi else "LLVM %d-%d" % (lo, hi)


class SpecInfo:
    def __init__(self, features, grammar_path, errors_path):
        self.features = features
        self.grammar = {}
        try:
            with open(grammar_path, encoding="utf-8") as f:
                g = json.load(f)
        except (OSError, ValueError):
            g = {}
        for key in ("productions", "fields"):
            for e in g.get(key, []):
                self.grammar[e["id"]] = e
        for b in g.get("builtin", []):
            self.grammar[b["id"]] = b
            for fld in b.get("fields", []):
                self.grammar[fld["id"]] = dict(fld, parent=b["id"])
        self.codes = {}
        try:
            with open(errors_path, encoding="utf-8") as f:
                for line in f:
                    m = ERROR_ROW.match(line)
                    if m:
                        self.codes[m.group(1)] = m.group(2).strip()
        except OSError:
            pass

    def prefer(self, tag):
        """Rank of a tag when several explain the same cases (lower first):
        an era-bounded feature, a builtin encoding, another feature, a grammar
        production or field, a flag state."""
        f = self.features.get(tag)
        if f is not None:
            return 0 if ("llvm_min" in f or "llvm_max" in f) else 2
        g = self.grammar.get(tag)
        if g is not None and "code" in g:
            return 1
        return 4 if ":" in tag else 3

    def describe(self, tag):
        """'the FileLineColRange attribute (builtin attr code 22, LLVM 20+)'."""
        f = self.features.get(tag)
        if f is not None:
            era = llvm_range(f) if ("llvm_min" in f or "llvm_max" in f) else None
            return "feature `%s` (%s%s)" % (tag, f.get("doc", ""),
                                             ", LLVM %s" % era if era else "")
        base, _, flag = tag.partition(":")
        g = self.grammar.get(base)
        if g is not None and "code" in g:
            era = era_text(g.get("eras"))
            return "the %s %s (builtin %s code %d%s)" % (
                g.get("td", base), "attribute" if g["kind"] == "attr" else "type", g["kind"],
                g["code"], ", " + era if era else "")
        if g is not None:
            what = "`%s` (%s)" % (base, g.get("doc", "").rstrip("."))
            return what + (" with %s" % flag if flag else "")
        return "`%s`" % tag

    def implied_grammar(self, tags):
        """Grammar IDs that imply the given features (their `implied_by`,
        wildcards and flag states left out)."""
        out = []
        for t in tags:
            for g in (self.features.get(t) or {}).get("implied_by", []):
                if g in self.grammar and g not in out:
                    out.append(g)
        return out

    def code_meaning(self, code, limit=90):
        """The first clause of the code's meaning in spec/reader-errors.md."""
        text = self.codes.get(code)
        if not text:
            return None
        text = re.split(r" \(|; |: |\. ", text, 1)[0]
        return text if len(text) <= limit else text[:limit - 1].rstrip() + "…"

    def era_claim(self, tags):
        """The claims hint that makes a cluster not applicable, or None."""
        for t in tags:
            f = self.features.get(t) or {}
            if "llvm_min" in f:
                return "claim `era: %d` to mark these not-applicable" % (f["llvm_min"] - 1)
            if "llvm_max" in f:
                return "claim `era: %d` to mark these not-applicable" % (f["llvm_max"] + 1)
        for t in tags:
            if t in self.features:
                return "leave `%s` out of the claimed features to mark these not-applicable" % t
        return None


RAW_LOCATION = re.compile(r"^(?:\d+:)+\s*(?:error:\s*)?")


def explain(cluster, spec, example=None):
    """The cluster's one-line explanation and an optional claims hint.
    example: the reader's own message on one member (shown as is, without a
    leading line:column; the cluster's key holds it normalized)."""
    exp, verdict = cluster["expected"], cluster["verdict"]
    verb = VERBS.get((exp, verdict), "fails (%s) on" % verdict)
    tags = ([cluster["tag"]] if cluster["tag"] else []) + cluster.get("same_cases_as", [])
    subject = SUBJECTS.get(exp, "files")
    if cluster["tag"]:
        # a builtin encoding names the construct best; a feature names the claim
        named = sorted(tags, key=spec.prefer)
        builtin = next((t for t in named + spec.implied_grammar(tags) if spec.prefer(t) == 1), None)
        desc = spec.describe(builtin or named[0])
        feature = next((t for t in named if t in spec.features), None)
        if builtin and feature:
            desc += " [feature `%s`]" % feature
        if exp == "accept":
            subject = "%s using %s" % (subject, desc)
        else:
            subject = "%s with a bad %s" % (subject, desc)
    text = "the reader %s %s" % (verb, subject)
    if exp == "reject" and cluster.get("code"):
        meaning = spec.code_meaning(cluster["code"])
        text += " (the reference reader rejects them with %s%s)" % (
            cluster["code"], ": " + meaning if meaning else "")
    if cluster.get("message"):
        said = RAW_LOCATION.sub("", example or "") or cluster["message"]
        text += '; it says "%s"' % said[:160]
    hint = spec.era_claim(tags) if exp == "accept" and cluster["tag"] else None
    return text, hint
