# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Build the runs for (cases x readers), then turn their records into
results: verdict, level, diff, classification (spec/conformance-schema.md)."""

import hashlib
import os
import re

from oracle.core import compare
from oracle.core import deepjson
from oracle.core.classify import FAILING, meets
from oracle.core.corpus import era_of_major, producer_major
from oracle.core.readers import parse_sweep, sweep_argv
from oracle.core.runner import RULES, Cache, Job

POST = {"mlir": compare.normalize_output, "json": compare.parse_json_output, None: None}
# Parts of a reader's message that differ from run to run, not with the case:
# mlir-opt names the heap address of its buffer ("bytecode buffer 0x55d4... is
# not aligned"). Replaced so a report does not change with ASLR.
VOLATILE = ((re.compile(r"\b(buffer) 0x[0-9a-fA-F]+"), r"\1 0x<address>"),)


def stable_message(message):
    for pattern, repl in VOLATILE:
        if message:
            message = pattern.sub(repl, message)
    return message


def _job(cache, case, reader, argv_template_id, argv, post):
    markers = reader.claims.get("crash_markers") or None
    key = Cache.key(case["_sha256"], reader.id, reader.cache_id, argv_template_id, RULES, markers)
    return Job(key, argv, reader.id, case["file"], post, markers)


def skip_old_tool(reader, case):
    """An mlir-opt that predates the case's bytecode version (16 reads only v0)
    rejects it in the header; it runs on upstream files only (cross-version
    matrix) and is not-applicable elsewhere, which saves a third of the run."""
    v = case["version"]
    return (reader.kind == "mlir-opt" and case["source"] != "upstream" and v is not None
            and v <= 6 and v not in reader.claims.get("versions", []))


class Plan:
    """The jobs of one run and where each result lives."""

    def __init__(self, cases, readers, reference=None, sweep=True):
        self.cases, self.readers, self.reference = cases, readers, reference
        self.jobs = []
        self.main = {}     # (reader id, case id) -> job key of the main run
        self.json = {}     # (reader id, case id) -> job key of a --dump=json run
        self.align = {}    # (reader id, case id) -> {offset: key}
        need_ref_json = any(r.output == "json" and r.kind != "reference" for r in readers)
        for case in cases:
            for r in readers:
                # a certified reader runs every case: claims never hide a
                # crash (oracle/certify/grading.py applies them to the results)
                if skip_old_tool(r, case):
                    continue
                tmpl_id = [r.template, "main"]
                j = _job(None, case, r, tmpl_id, r.argv(case["file"]), POST[r.output])
                self.jobs.append(j)
                self.main[(r.id, case["id"])] = j.key
                if r.json_template and (case.get("structure") or need_ref_json):
                    j = _job(None, case, r, [r.json_template, "json"],
                             r.argv(case["file"], template=r.json_template), POST["json"])
                    self.jobs.append(j)
                    self.json[(r.id, case["id"])] = j.key
                if sweep and r.offsets and r.kind == "reference":
                    argv = sweep_argv(r, case["file"], r.offsets)
                    j = _job(None, case, r, [argv[:3], r.offsets, "sweep"], argv, parse_sweep)
                    self.jobs.append(j)
                    self.align[(r.id, case["id"])] = j.key
                elif sweep and r.offsets:
                    offs = {}
                    for off in r.offsets:
                        j = _job(None, case, r, [r.template, "offset", off],
                                 r.argv(case["file"], offset=off), None)
                        self.jobs.append(j)
                        offs[str(off)] = j.key
                    self.align[(r.id, case["id"])] = offs


_SHA_OF_PATH = {}


def _same_content(root, rel, sha):
    """True when ROOT/REL is a file whose SHA-256 is sha."""
    if rel not in _SHA_OF_PATH:
        try:
            with open(os.path.join(root, rel), "rb") as f:
                _SHA_OF_PATH[rel] = hashlib.sha256(f.read()).hexdigest()
        except OSError:
            _SHA_OF_PATH[rel] = None
    return sha is not None and _SHA_OF_PATH[rel] == sha


def _read(root, rel):
    with open(os.path.join(root, rel), encoding="utf-8") as f:
        return f.read()


def _baseline(root, case, reader, recs, plan, ref_id):
    """(kind, data, compared_with) for the reader's output, or None."""
    if reader.output == "mlir":
        if case["source"] == "upstream":
            golden = case["_golden"].get(case["producer"])
            if golden:
                return "text", _read(root, golden), "golden:" + case["producer"]
        if ref_id and reader.id != ref_id:
            ref = recs.get(plan.main.get((ref_id, case["id"])))
            if ref and ref.get("text") is not None:
                return "text", ref["text"], "reference"
        if reader.kind == "reference":
            return _producer_era_print(case, recs, plan)
        return None
    if reader.output == "json":
        if case.get("structure") and os.path.exists(os.path.join(root, case["structure"])):
            return "json", deepjson.loads(_read(root, case["structure"])), "expected-structure"
        if ref_id:
            ref = recs.get(plan.json.get((ref_id, case["id"])))
            if ref and ref.get("json") is not None:
                return "json", ref["json"], "reference"
    return None


def _producer_era_print(case, recs, plan):
    """A hand-made case has no expected structure: the reference reader is
    compared with the print of the newest mlir-opt of the case's producer era
    that accepted it (None when there is none)."""
    era = era_of_major(producer_major(case.get("_producer_string")))
    tools = sorted((r for r in plan.readers if r.kind == "mlir-opt" and r.major is not None
                    and era_of_major(r.major) == era), key=lambda r: -r.major)
    for tool in tools:
        rec = recs.get(plan.main.get((tool.id, case["id"])))
        if rec and rec.get("verdict") == "accepted" and rec.get("text") is not None:
            return "text", rec["text"], tool.id
    return None


def result_of(root, case, reader, recs, plan, ref_id):
    key = plan.main.get((reader.id, case["id"]))
    rec = recs.get(key) if key else None
    if rec is None:
        return {"verdict": "not-applicable", "level": "L0", "compared_with": None, "diff": None,
                "message": None, "code": None, "exit": None}
    res = {"verdict": rec["verdict"], "level": "L0", "compared_with": None, "diff": None,
           "message": stable_message(rec.get("message")), "code": None, "exit": rec.get("exit")}
    for extra in ("signature", "said"):  # crash details (oracle/core/runner.py)
        if rec.get(extra):
            res[extra] = rec[extra]
    if res["message"]:
        m = re.search(r"\bE_[A-Z0-9_]+\b", res["message"])
        res["code"] = m.group(0) if m else None
    if rec["verdict"] == "accepted":
        got = None
        err = rec.get("normalize_error") or rec.get("json_error") or rec.get("post_error")
        if reader.output == "mlir":
            got = rec.get("text")
        elif reader.output == "json":
            got = rec.get("json")
        # the reference reader is compared as JSON when the case has a structure
        jkey = plan.json.get((reader.id, case["id"]))
        if reader.kind == "reference" and jkey and case.get("structure"):
            jrec = recs.get(jkey) or {}
            if jrec.get("json") is not None and os.path.exists(os.path.join(root, case["structure"])):
                want = deepjson.loads(_read(root, case["structure"]))
                lvl, diff = compare.compare_json(jrec["json"], want)
                res.update(verdict="accepted-equal" if diff is None else "accepted-different",
                           level=lvl, diff=diff, compared_with="expected-structure")
                return res
        if err:
            res.update(verdict="accepted-different", diff="output unparsable: " + err,
                       compared_with="none", oracle_error=True)
            return res
        base = _baseline(root, case, reader, recs, plan, ref_id) if got is not None else None
        if base:
            kind, want, cw = base
            if kind == "text":
                name = os.path.basename(case["file"])
                same = lambda path: _same_content(root, path, case.get("_sha256"))
                got = compare.strip_implicit_module(got, name, same)
                want = compare.strip_implicit_module(want, name, same)
            lvl, diff = (compare.compare_text if kind == "text" else compare.compare_json)(got, want)
            res.update(verdict="accepted-equal" if diff is None else "accepted-different",
                       level=lvl, diff=diff, compared_with=cw)
    offs = plan.align.get((reader.id, case["id"]))
    if isinstance(offs, dict):
        res["align"] = {o: (recs.get(k) or {}).get("verdict", "not-run") for o, k in offs.items()}
    elif offs:
        sweep = recs.get(offs) or {}
        res["align"] = sweep.get("align") or {str(o): sweep.get("verdict", "not-run")
                                              for o in reader.offsets}
    return res


def evaluate(root, plan, recs, classifier):
    """{reader id: {case id: result}} with classifications."""
    ref_id = plan.reference.id if plan.reference else None
    results = {r.id: {} for r in plan.readers}
    for case in plan.cases:
        for r in plan.readers:
            results[r.id][case["id"]] = result_of(root, case, r, recs, plan, ref_id)
    by_id = {r.id: r for r in plan.readers}
    for case in plan.cases:
        cid = case["id"]
        claiming = [rid for rid in results if results[rid][cid]["verdict"] != "not-applicable"
                    and by_id[rid].kind != "certified"]
        misses = [results[rid][cid]["verdict"] for rid in claiming
                  if not meets(case["expected"], results[rid][cid]["verdict"])]
        # every claiming reader misses, the same way, and no reader crashed
        all_disagree = (len(claiming) >= 2 and len(misses) == len(claiming)
                        and len({v.split("-")[0] for v in misses}) == 1
                        and not any(v in FAILING for v in misses))
        for rid in results:
            res = results[rid][cid]
            res["classification"] = classifier.classify(by_id[rid], case, res, all_disagree)
            res.pop("oracle_error", None)
    return results
