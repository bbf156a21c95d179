# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""What the reference reader says about every case: its verdict and error
code, and the tags that can explain a failure (features of spec/features.json
and grammar IDs), derived from its --trace, never from the generator's
say-so, so upstream-written files, regression files and valid mutants are
tagged like generated cases.

Per case (cached by the file's SHA-256 and the reference reader's identity):
  * `mlirbc-read --trace --decode-all FILE` (or, when that rejects, the plain
    --trace up to the rejection): grammar IDs, flag states and the value and
    layout features, read the way generator/tests/test_corpus_features.py
    checks the manifest's tags (the same functions, so one derivation);
  * `mlirbc-read --findings FILE` (v5+): the ops and the file's builtin era,
    for the derived features of spec/features.json `derived` (the LLVM 20+
    ODS property layouts of spec/releases/*.json);
  * the exit status and error line of the plain run: the reference verdict
    and E_* code (the "crashes whenever it rejects" axis).
A case's tags: its manifest features and fields plus all of the above."""

import concurrent.futures
import json
import os
import re
import subprocess

from oracle.core import trace_features as derive
from oracle.core.runner import Cache

from oracle.core.paths import REPO

CODE = re.compile(r"\b(E_[A-Z0-9_]+)\b")
FACTS_VERSION = 3  # bump when the derivation changes (cache key)
# where the reference reader stops: the section its error line names, as a
# phase of reading (mlirbc-read: "FILE:OFFSET: [SECTION] E_CODE: ...")
SECTION = re.compile(r"\[(\w+)\] E_[A-Z0-9_]+")
PHASES = {"header": "header and section table", "string": "strings", "dialect": "dialects",
          "attrtype_offset": "attributes and types", "attrtype": "attributes and types",
          "ir": "IR", "resource_offset": "resources", "resource": "resources",
          "properties": "properties"}


def _run(argv, timeout):
    try:
        p = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout)
    except (OSError, subprocess.TimeoutExpired):
        return None, "", ""
    return p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")


def trace_tags(text, grammar, version, data):
    """(grammar IDs + 'ID=flag' states, features) of a --trace dump."""
    try:
        ids, states, feats = derive.from_trace(text, grammar, version or 0)
    except ValueError:
        return set(), set()
    try:
        rows = [(r[3], int(r[4])) for r in (ln.split() for ln in text.splitlines()) if r[2] == "ir"]
        feats |= derive.from_ir(rows, version or 0, derive.op_dialects(text, data, version or 0))
    except (ValueError, IndexError, KeyError):
        pass  # a trace cut short by a rejection: the IR walk is incomplete
    return ids | {"%s=%s" % s for s in states}, feats


def changed_layouts(releases):
    """{builtin era: ops whose ODS property layout in that era differs from
    another era's}, from spec/releases/*.json `properties`."""
    by_era = {}
    for rel in releases:
        p = rel.get("properties")
        if p:
            by_era[p["era"]] = p.get("layouts", {})
    out = {}
    for era, mine in by_era.items():
        out[era] = sorted(op for op, lay in mine.items()
                          if any(op in other and other[op] != lay
                                 for e, other in by_era.items() if e != era))
    return out


def derived_features(findings, derived, layouts):
    """Features of spec/features.json `derived` that the --findings lines show."""
    out = set()
    file = next((f for f in findings if f.get("kind") == "file"), {})
    for d in derived:
        if d.get("rule") == "property-layout":
            era = d.get("era")
            if file.get("era") != era or (file.get("version") or 0) < d.get("version_min", 5):
                continue
            changed = set(layouts.get(era, []))
            if any(op.get("kind") == "op" and op.get("name") in changed and
                   op.get("props", 0) - op.get("props_attr", 0) > 0 for op in findings):
                out.add(d["id"])
    return out


class Tagger:
    """Runs the reference reader for the facts of one case."""

    def __init__(self, exe, grammar, vocab, derived, layouts, timeout):
        self.exe, self.grammar, self.vocab = exe, grammar, vocab
        self.derived, self.layouts, self.timeout = derived, layouts, timeout

    def facts(self, path, version):
        with open(path, "rb") as f:
            data = f.read()
        rc, out, err = _run([self.exe, path], self.timeout)
        verdict = {0: "accepted", 1: "rejected"}.get(rc, "error")
        m = CODE.search(err)
        rc2, trace, _ = _run([self.exe, "--trace", "--decode-all", path], self.timeout)
        if rc2 != 0:
            _, trace, _ = _run([self.exe, "--trace", path], self.timeout)
        ids, feats = trace_tags(trace, self.grammar, version, data)
        for fid, pats in self.vocab:
            id_set, states = derive.split_fields(ids)
            if any(derive.matches(p, id_set, states, set()) for p in pats):
                feats.add(fid)
        if (version or 0) >= 5 and self.derived:
            _, fx, _ = _run([self.exe, "--findings", path], self.timeout)
            lines = []
            for ln in fx.splitlines():
                try:
                    lines.append(json.loads(ln))
                except ValueError:
                    pass
            feats |= derived_features(lines, self.derived, self.layouts)
        s = SECTION.search(err)
        phase = PHASES.get(s.group(1), s.group(1)) if s and verdict == "rejected" else None
        return {"verdict": verdict, "code": m.group(1) if m else None, "phase": phase,
                "ids": sorted(ids), "features": sorted(feats)}


def load_spec(root):
    """(grammar fields, [(feature, implied_by)], derived features, changed
    layouts) from ROOT/spec, file by file falling back to this checkout's."""
    def path(*name):
        p = os.path.join(root, "spec", *name)
        return p if os.path.exists(p) else os.path.join(REPO, "spec", *name)
    with open(path("grammar.json"), encoding="utf-8") as f:
        grammar = {"fields": {x["id"]: x for x in json.load(f)["fields"]}}
    with open(path("features.json"), encoding="utf-8") as f:
        doc = json.load(f)
    vocab = [(x["id"], x.get("implied_by", [])) for x in doc["features"]]
    releases = []
    rdir = path("releases")
    for fn in sorted(os.listdir(rdir)) if os.path.isdir(rdir) else []:
        if fn.endswith(".json"):
            with open(os.path.join(rdir, fn), encoding="utf-8") as f:
                releases.append(json.load(f))
    return grammar, vocab, doc.get("derived", []), changed_layouts(releases)


def reference_facts(cases, reference_exe, spec_root, cache, timeout, jobs, reference_id=""):
    """{case id: {"verdict", "code", "phase", "tags"}} for every case. Without a
    reference reader: the manifest's features and fields only."""
    out = {}
    if reference_exe is None:
        for c in cases:
            out[c["id"]] = {"verdict": None, "code": None,
                            "tags": sorted(set(c["features"]) | set(c.get("_fields") or []))}
        return out
    tagger = Tagger(reference_exe, *load_spec(spec_root), timeout)

    def one(c):
        key = Cache.key(c["_sha256"], reference_id, "reference-facts", FACTS_VERSION)
        hit = cache.get(key)
        if hit is None:
            hit = tagger.facts(c["_path"], c["version"])
            cache.put(key, hit)
        tags = set(c["features"]) | set(c.get("_fields") or []) | set(hit["ids"]) | set(hit["features"])
        return c["id"], {"verdict": hit["verdict"], "code": hit["code"], "phase": hit.get("phase"),
                         "tags": sorted(tags)}

    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, jobs)) as ex:
        for cid, facts in ex.map(one, cases):
            out[cid] = facts
    return out
