# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Name a root cause in one line a reader author can act on, with the claim
that may legitimately remove it and the known behaviour it matches, from the
spec's own metadata: spec/features.json (feature docs, llvm_min/llvm_max),
spec/grammar.json (grammar IDs, builtin codes and eras) and
spec/reader-errors.md (what each E_* code means)."""

import json
import os
import re

from oracle.certify.claims import llvm_range

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

    def features_of(self, tag):
        """Features a tag stands for: itself, or those it implies (implied_by)."""
        if not isinstance(tag, str):
            return []
        if tag in self.features:
            return [tag]
        base = tag.split("=", 1)[0]
        return [fid for fid, f in self.features.items()
                if tag in f.get("implied_by", []) or base in f.get("implied_by", [])
                or any(p.endswith(".*") and tag.startswith(p[:-1]) for p in f.get("implied_by", []))
                if not f.get("baseline")]

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
VERSIONS = list(range(7))
# what the reader does in each mode, and to which files
MODE_VERB = {"rejects": "rejects", "accepts": "accepts", "crash": "crashes on",
             "hang": "hangs on", "oom": "runs out of memory on",
             "structure": "reads a different structure from",
             "offset": "gives a verdict that depends on the buffer offset for"}
MODE_FILES = {"rejects": "valid files", "accepts": "invalid files", "structure": "valid files"}
ROBUSTNESS = ("crash", "hang", "oom")


def _files(mode, n):
    """'valid files' / 'valid file': what N failures of MODE are."""
    files = MODE_FILES.get(mode, "files")
    return files if n > 1 else files[:-1]


def version_text(lo, hi):
    if lo == hi:
        return "version %d" % lo
    if lo == 1 and hi == 6:
        return "every version but 0"
    if hi == 6:
        return "every version >= %d" % lo
    if lo == 0:
        return "every version <= %d" % hi
    return "versions %d-%d" % (lo, hi)


def _subject(cause, spec):
    """The files of the cause, in words (without the leading 'every')."""
    mode, axis, value = cause["mode"], cause["axis"], cause["value"]
    files = MODE_FILES.get(mode, "files")
    if axis == "all":
        return files
    if axis == "expected":
        return {"accept": "valid files", "reject": "invalid files",
                "impl": "implementation-defined files"}[value]
    if axis == "version":
        return "%s of %s" % (files, version_text(*value))
    if axis == "vgroup":
        return "files whose header gives no version the format defines"
    if axis == "refrejects":
        return "files the reference reader rejects"
    if axis == "phase":
        return "%s the reference reader rejects in the %s" % (files, value)
    if axis == "phase-template":
        return "%s the reference reader rejects in the %s" % (files, value[0])
    if axis == "code":
        meaning = spec.code_meaning(value)
        return "%s the reference reader rejects with %s%s" % (
            files, value, " (" + meaning + ")" if meaning else "")
    if axis == "defect":
        code, _, fields = value.partition("@")
        meaning = spec.code_meaning(code)
        return "%s with %s%s at `%s`" % (files, code, " (" + meaning + ")" if meaning else "",
                                          "`, `".join(fields.split(",")))
    if axis == "family":
        kind = "types" if ".type." in value else "attributes"
        names = [t.rsplit(".", 1)[1] for t in (x[1] for x in cause.get("also", []))]
        shown = ", ".join(names[:6]) + (" and %d more" % (len(names) - 6) if len(names) > 6 else "")
        return "%s using builtin %s it does not decode (%s)" % (files, kind, shown)
    if axis in ("feature-era", "feature", "builtin", "grammar", "flag", "baseline"):
        desc = spec.describe(value)
        feature = next((t for t in spec.features_of(value) if t != value), None)
        if feature and axis != "feature-era" and axis != "feature":
            desc += " [feature `%s`]" % feature
        return "%s using %s" % (files, desc)
    return files


def describe(cause, spec, example=None, timeout=None):
    """(one-line explanation, claims hint or None, structured claim or None)."""
    mode, axis = cause["mode"], cause["axis"]
    if axis == "unexplained":
        modes = ", ".join("%d %s" % (n, m) for m, n in cause.get("modes", {}).items())
        flaky = len(cause.get("flaky") or {})
        listed = "with its reader message" if cause.get("templates") else \
            "with its verdict (the reader said nothing this run saw)"
        return ("no single explanation covers these failures (%s%s); each is listed %s in "
                "certificate.json" % (modes, ", %d of them flaky" % flaky if flaky else "",
                                      listed), None, None)
    if cause.get("whenever_rejects"):
        text = "the reader crashes whenever it rejects a file: it crashes on every file the " \
               "reference reader rejects"
        if cause.get("purity", 1) < 1:
            text = text.replace("on every file", "on %d%% of the files" % int(100 * cause["purity"]))
    elif axis == "signature":
        where = cause["value"]
        after = cause.get("after_rejection")
        if after:
            by_phase = len(after.get("phases") or []) >= 2
            kinds = after.get("phases") if by_phase else after.get("codes") or []
            listed = ": " + ", ".join(kinds[:6]) + (", ..." if len(kinds) > 6 else "") \
                if kinds else ""
            if after.get("own", True):
                text = "the reader crashes after any early rejection, always at %s (after " \
                       "rejections %s%s)" % (
                           where, ("in %d phases" % len(kinds)) if by_phase else
                           ("of %d kinds" % max(len(kinds), after.get("messages", 0))), listed)
            else:  # a silent reader: where the reference rejects them is all that is known
                text = "the reader crashes at %s on %d invalid files of many kinds (the " \
                       "reference rejects them %s%s)" % (
                           where, len(cause["cases"]), ("in %d phases" % len(kinds)) if by_phase
                           else ("with %d error codes" % len(kinds)), listed)
        else:
            text = "the reader crashes at %s on %d files" % (where, len(cause["cases"]))
    elif axis == "flaky":
        text = "the reader %s %d files in some runs only" % (MODE_VERB.get(mode, "fails on"),
                                                          len(cause["cases"]))
    elif axis == "prints-and-accepts":
        text = "the reader accepts %d invalid files although it prints an error (exit status " \
               "0 after its own complaint)" % len(cause["cases"])
        tops = [t for t in (cause.get("templates") or {}) if t][:3]
        if tops:
            text += ", e.g. " + "; ".join('"%s"' % t[:80] for t in tops)
        else:
            text += "; what it printed was not seen (gdb saw it write to stderr)"
        example = None
    elif axis == "error-site":
        n = len(cause["cases"])
        text = "the reader %s %d %s, printing its error at %s (its words were not seen; gdb " \
               "saw where it wrote them)" % (MODE_VERB.get(mode, "fails on"), n,
                                             _files(mode, n), cause["value"])
        example = None
    elif axis == "template" and mode == "accepts":
        text = "the reader accepts %d invalid files although it says \"%s\" (an error " \
               "printed, then exit status 0)" % (len(cause["cases"]), cause["value"][:160])
        example = None
    elif axis == "template":
        # a symptom, not a property of the files: say how often and what
        n = len(cause["cases"])
        text = "the reader %s %d %s saying \"%s\"" % (
            MODE_VERB.get(mode, "fails on"), n, _files(mode, n), cause["value"][:160])
        example = None
    else:
        # "every": no passing file of the scope; a crash is measured against
        # the files that got that far only, so it never says "every" of a tag
        every = cause.get("purity") == 1 and axis in ("all", "expected", "version", "vgroup",
                                                     "code", "defect", "feature", "feature-era") \
            and not (mode in ROBUSTNESS and axis in ("feature", "feature-era"))
        subject = _subject(cause, spec)
        if every:  # "every valid file", "every valid file of version 0"
            subject = "every " + subject.replace("files", "file", 1)
        text = "the reader %s %s" % (MODE_VERB.get(mode, "fails on"), subject)
        if not every and cause.get("purity") is not None and cause["purity"] < 1:
            text += " (%d%% of them fail)" % int(100 * cause["purity"])
        if axis == "phase-template":
            text += ' saying "%s"' % value_text(cause["value"][1])
            example = None
    if mode == "hang" and timeout:
        text += " (no verdict within the %g s timeout, --timeout)" % timeout
    if mode == "rejects" and cause.get("verdict") == "crash":
        text += " (it crashes instead of rejecting)"
    if example and axis != "unexplained":
        said = RAW_LOCATION.sub("", example)
        if said:
            text += '; it says "%s"' % said[:160]
    unseen = list(cause.get("error_sites") or {})
    if len(unseen) == 1 and not cause.get("message") and mode == "rejects" and \
            axis not in ("error-site", "unexplained"):
        text += "; it prints its error at %s (its words unseen)" % unseen[0]
    flaky = cause.get("flaky") or {}
    if flaky:
        runs = list(flaky.values())
        bad = runs[0].count(cause.get("verdict") or "crash") if cause.get("verdict") else None
        text += "; %d of them flaky (%s in %s of %d runs)" % (
            len(flaky), MODE_VERB.get(mode, "fails on").replace(" on", ""),
            bad if bad else "some", len(runs[0]))
    hint, claim = claim_hint(cause, spec)
    return text, hint, claim


# a message that states a limit of the reader, not a misreading
LIMIT = re.compile(r"\b(unsupported|not supported|not implemented|unimplemented|cannot handle|"
                   r"does not support|doesn't support|no support)\b", re.I)


def states_a_limit(cause):
    """Does the reader itself say this is a limit? Its message template says
    unsupported / not implemented, or every failure is a clean rejection
    with one template (or all silent, printing at one place if anywhere).
    Never a crash or a runtime failure,
    never a cause merging several templates or crash sites."""
    if cause.get("signatures") or cause.get("verdict") == "crash":
        return False
    if cause.get("modes") and set(cause["modes"]) != {"rejects"} and cause["mode"] != "structure":
        return False
    templates = cause.get("templates")
    if templates is None:  # a cause from before templates: its message decides
        return True
    if any(LIMIT.search(t) for t in templates):
        return len(templates) == 1 or all(LIMIT.search(t) for t in templates)
    if not templates:  # all silent: where it printed (gdb) is its voice
        return len(cause.get("error_sites") or {}) <= 1
    return len(templates) <= 1


def value_text(v):
    return str(v)[:160]


def claim_hint(cause, spec):
    """A claim that makes the cause's cases not applicable, when claims can
    legitimately remove it: valid files the reader rejects or misreads, and
    says it does not support (states_a_limit) — never a crash, hang or
    out-of-memory run, never an invalid file."""
    if cause["mode"] not in ("rejects", "structure") or cause.get("expected_kinds", ["accept"]) != ["accept"]:
        return None, None
    if cause.get("verdict") == "crash":  # rejects by crashing: a crash stays a failure
        return None, None
    if not states_a_limit(cause):
        return None, None
    axis, value = cause["axis"], cause["value"]
    if axis == "version":
        keep = [v for v in VERSIONS if not value[0] <= v <= value[1]]
        if keep:
            return ('claim `"versions": %s` to mark these not-applicable' % json.dumps(keep),
                    {"versions": keep})
        return None, None
    tags = [value] if isinstance(value, str) else []
    tags += [t for t in spec.features_of(value) if t not in tags] if isinstance(value, str) else []
    for t in tags:
        f = spec.features.get(t) or {}
        if "llvm_min" in f:
            return ("claim `\"era\": %d` to mark these not-applicable" % (f["llvm_min"] - 1),
                    {"era": f["llvm_min"] - 1})
        if "llvm_max" in f:
            return ("claim `\"era\": %d` to mark these not-applicable" % (f["llvm_max"] + 1),
                    {"era": f["llvm_max"] + 1})
    for t in tags:
        f = spec.features.get(t)
        if f is not None and not f.get("baseline") and "rule" not in f:
            return ("leave `%s` out of the claimed features to mark these not-applicable" % t,
                    {"features_without": t})
    return None, None


def known_behaviour(cause, spec, ambiguities, messages=()):
    """What the spec already says about the cause: a release rule (a derived
    feature of spec/features.json), an ambiguity entry whose grammar elements
    are the cause's tag (or what its feature implies), whose cases are most
    of the cause's, or whose `symptoms` most of its failures say.
    messages: the normalized reader message of each failure."""
    from oracle.core.cluster import normalize_message
    out = []
    value = cause["value"] if isinstance(cause["value"], str) else None
    tags = set()
    if value:
        todo = [value] + spec.features_of(value)
        while todo:  # a feature, the features it implies, their grammar IDs
            t = todo.pop()
            if t in tags:
                continue
            tags.add(t)
            todo += (spec.features.get(t) or {}).get("implies", [])
            todo += spec.implied_grammar([t])
    f = spec.features.get(value) if value else None
    if f and f.get("rule"):
        out.append({"kind": "release", "id": value, "text": f.get("doc", "")})
    cases = set(cause["cases"])
    for amb in ambiguities:
        listed = cases & set(amb.get("cases", []))
        said = {normalize_message(m) for m in amb.get("symptoms", [])}
        saying = sum(1 for m in messages if m in said)
        if (tags & set(amb.get("grammar_ids", [])) or len(listed) * 2 >= len(cases) or
                (said and saying * 2 >= len(cases))):
            out.append({"kind": "ambiguity", "id": amb["id"], "text": amb.get("title", "")})
    return out


def load_ambiguities(directory):
    out = []
    try:
        names = sorted(os.listdir(directory))
    except OSError:
        return out
    for fn in names:
        if fn.startswith("AMB-") and fn.endswith(".json"):
            try:
                with open(os.path.join(directory, fn), encoding="utf-8") as f:
                    out.append(json.load(f))
            except (OSError, ValueError):
                pass
    return out
