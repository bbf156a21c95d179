# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Distinct robustness bugs of the upstream readers: every crash, hang and
out-of-memory run of each mlir-opt in a conformance report, grouped by root
cause across releases, each with a reproducer that keeps its trait and the
upstream issue when one is known (spec/upstream-bugs.json).

Plain data in, plain data out: root_causes(cases, results, readers, known)
reads only the report's own data, so it is deterministic and needs no run.

A root cause is keyed by what identifies it, first match wins:
* the failure and the crash site the run recorded (its `signature`: the
  innermost frames of the stack mlir-opt's signal handler printed,
  oracle/core/runner.py), as ClusterFuzz groups crashes by stack: one cause
  whatever the message and whatever the reference reader says;
* the failure (crash / timeout / oom) and the reader's own message when the
  message names a cause ("LLVM ERROR: SmallVector unable to grow ...",
  numbers normalized): one cause whatever the reference reader says;
* otherwise (a generic message: the stack-dump banner, "out of memory", a
  bare signal, nothing) the failure and what the reference reader says
  about the file (its verdict and E_* code): the input that triggers it.
The releases affected are the mlir-opt readers with cases in it. The
reproducer is the smallest member (by file size) that has the root cause's
trait: the reference reader's verdict and code of the root cause (the most
common among its members) and the failure; it is a corpus file, so its
command runs as is from the repository root. Shrinking it would make the
report depend on timing; ./cts certify --reader 'mlir-opt-N ... {}' shrinks
one with the same trait."""

import json
import os
import re

from oracle.core.cluster import normalize_message

FAILURES = ("crash", "timeout", "oom")
FAILURE_WORDS = {"crash": "crashes", "timeout": "hangs", "oom": "runs out of memory"}
# reader messages that do not tell one cause from another
GENERIC = [re.compile(p) for p in (
    r"^$",
    r"^PLEASE submit a bug report",
    r"^Stack dump",
    r"^(LLVM ERROR: )?out of memory",
    r"^killed by SIG\w+",
    r"^Segmentation fault",
)]
CODE = re.compile(r"\b(E_[A-Z0-9_]+)\b")


def load_known(root):
    """The entries of spec/upstream-bugs.json ([] without the file)."""
    path = os.path.join(root, "spec", "upstream-bugs.json")
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f).get("bugs", [])
    except (OSError, ValueError):
        return []


def signature(message):
    """The reader's normalized message when it names a cause, else None."""
    s = normalize_message(message or "")
    return None if any(p.search(s) for p in GENERIC) else s


def _reference_of(res):
    if res is None:
        return {"verdict": None, "code": None, "message": None}
    v = res.get("verdict") or ""
    msg = res.get("message") or ""
    m = CODE.search(msg)
    return {"verdict": "accepted" if v.startswith("accepted") else v,
            "code": res.get("code") or (m.group(1) if m else None),
            "message": msg.split(": ", 2)[-1] if m else msg}


def _matches(bug, cause, tags):
    m = bug.get("match", {})
    ref = cause["trait"]["reference"]
    return all([
        cause["failure"] in m.get("failure", FAILURES),
        m.get("reference_code") in (None, ref.get("code")),
        m.get("reference_message") is None or m["reference_message"] in (ref.get("message") or ""),
        m.get("tag") is None or m["tag"] in tags,
    ])


def root_causes(cases, results, readers, known=(), size_of=None):
    """[{id, failure, signature, trait, releases: {reader id: count}, cases,
    reproducer: {case, file, size, command}, upstream: [{id, title}]}],
    largest first. cases: the report's case list; results: {reader id:
    {case id: result}}; readers: the report's reader list (the reference
    reader is kind 'reference', upstream ones 'mlir-opt'); size_of(case):
    file size (default: the case's `size`, else 0)."""
    by_id = {c["id"]: c for c in cases}
    ref_id = next((r["id"] for r in readers if r.get("kind") == "reference"), None)
    upstream = [r for r in readers if r.get("kind") == "mlir-opt"]
    size_of = size_of or (lambda c: c.get("size") or 0)
    groups = {}
    for r in upstream:
        for cid, res in sorted(results.get(r["id"], {}).items()):
            failure = res.get("verdict")
            if failure not in FAILURES or cid not in by_id:
                continue
            ref = _reference_of(results.get(ref_id, {}).get(cid))
            sig = signature(res.get("message"))
            key = ((failure, "site", res["signature"]) if res.get("signature") else
                   (failure, "message", sig) if sig else
                   (failure, "reference", "%s %s" % (ref["verdict"], ref["code"])))
            g = groups.setdefault(key, {"members": [], "refs": {}})
            g["members"].append((r["id"], cid))
            g["refs"][(ref["verdict"], ref["code"])] = g["refs"].get(
                (ref["verdict"], ref["code"]), 0) + 1
    out = []
    for (failure, by, sig), g in groups.items():
        message = sig if by == "message" else None
        if by == "site":  # its members may say different things: the message when they agree
            said = {signature(results[rid][cid].get("message")) for rid, cid in g["members"]}
            message = said.pop() if len(said) == 1 else None
        # the trait: the reference's most common verdict and code
        (rv, rc), _ = sorted(g["refs"].items(), key=lambda kv: (-kv[1], str(kv[0])))[0]
        releases, ids = {}, set()
        for rid, cid in g["members"]:
            releases[rid] = releases.get(rid, 0) + 1
            ids.add(cid)

        def has_trait(rid_cid):
            ref = _reference_of(results.get(ref_id, {}).get(rid_cid[1]))
            return (ref["verdict"], ref["code"]) == (rv, rc)
        rid, cid = min((m for m in g["members"] if has_trait(m)),
                       key=lambda m: (size_of(by_id[m[1]]), m[1], m[0]))
        ref = _reference_of(results.get(ref_id, {}).get(cid))
        command = next(r.get("command", "") for r in upstream if r["id"] == rid)
        case = by_id[cid]
        cause = {"failure": failure, "signature": message,
                 "site": sig if by == "site" else None,
                 "trait": {"failure": failure,
                           "reference": {"verdict": rv, "code": rc, "message": ref["message"]}},
                 "releases": dict(sorted(releases.items())),
                 "cases": sorted(ids),
                 "reproducer": {"case": cid, "reader": rid, "file": case["file"],
                                "size": size_of(case)}}
        cause["reproducer"]["command"] = command.replace("{file}", cause["reproducer"]["file"])
        tags = set(case.get("features") or []) | set(case.get("fields") or [])
        cause["upstream"] = [{"id": b["id"], "title": b.get("title", "")} for b in known
                             if _matches(b, cause, tags)]
        cause["summary"] = describe(cause)
        out.append(cause)
    out.sort(key=lambda c: (-len(c["cases"]), c["failure"], c["summary"]))
    for i, c in enumerate(out, 1):
        c["id"] = "R%d" % i
    return out


def describe(cause):
    """One line: what the reader does, on which input."""
    ref = cause["trait"]["reference"]
    on = ("files the reference reader accepts" if ref["verdict"] == "accepted" else
          "files the reference reader rejects with %s" % ref["code"] if ref["code"] else
          "files the reference reader %s" % (ref["verdict"] or "did not read"))
    text = "%s on %s" % (FAILURE_WORDS[cause["failure"]], on)
    if cause.get("site"):
        text = "%s at `%s` on %s" % (FAILURE_WORDS[cause["failure"]], cause["site"], on)
    if cause["signature"]:
        text += ': "%s"' % cause["signature"]
    return text
