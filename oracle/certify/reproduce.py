# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""One reproducer per failure cluster that still shows what defines the
cluster, minimized in parallel within one total time budget.

Plain-data interface: reproduce(clusters, cases, reader, reference, budget,
out_dir, root) with clusters [{"id", "trait", "cases"}] returns {cluster id:
reproducer}. A cluster's trait (trait_of) is
  failure    how the reader fails: crash | accepted | rejected |
             rejected-silent | timeout | oom | accepted-different | ...
  message    the reader's normalized message (rejections); when absent,
             the one the representative gives
  reference  what the reference reader says: {"verdict": "accepted" |
             "rejected", "code": E_* or None}; from the cluster's expected
             verdict and code, else from its smallest member (a rejection
             with code None takes the representative's code)
  tag        the feature or grammar ID that names the cluster, optional
  versions   the bytecode versions that define the cluster, optional
A shrink step (oracle/core/minimize.py deletes bytes) is kept only when the
reader still fails the same way AND the candidate keeps the trait: the
reference reader gives the same verdict and code, and its --trace still
shows the tag (oracle/core/trace_facts.py) and one of the versions. Without that
a reader that crashes in its cleanup after any rejection would shrink every
crash to the 1-byte file the reference rejects as E_MAGIC.

The representative is the smallest member that shows the trait (the first
few by size are tried); if none does, the smallest member unshrunk, with
keeps_trait false and the reason in its note. Hangs, out-of-memory runs,
structure differences and offset-dependent verdicts are not shrunk (each
test would cost a timeout or a structural comparison). Clusters are started
largest first; each gets a share of what is left of the budget in
proportion to the square root of its size (times the number of workers)."""

import concurrent.futures
import json
import math
import os
import re
import shlex
import shutil
import tempfile
import threading
import time

from oracle.core import minimize as minimize_mod
from oracle.core import trace_facts
from oracle.core.cluster import normalize_message
from oracle.certify import sites
from oracle.core import templates
from oracle.core.runner import (Cache, classify_exit, crash_signature, first_line, run_process,
                                runtime_failure, runtime_site)

CODE = re.compile(r"\b(E_[A-Z0-9_]+)\b")
ERROR_LINE = re.compile(r":(\d+): \[(\w+)\] (E_[A-Z0-9_]+): (.*)")
# the shortest a test may be given near the deadline
MIN_TEST_SECONDS = 0.05
# members tried, smallest first, for one that shows the trait
MAX_CANDIDATES = 6
# failures whose test would cost a timeout or a structural comparison
NOT_SHRUNK = {"timeout": "a hang: each test would cost a timeout",
              "oom": "out of memory: each test would cost a timeout",
              "accepted-different": "a structure difference is not shrunk",
              "offset-dependent": "an offset-dependent verdict is not shrunk"}


def reproduce_cmd(reader, path):
    return " ".join(shlex.quote(w) for w in reader.argv(path, offset=0))


def _size(root, cases, cid):
    try:
        return os.path.getsize(os.path.join(root, cases[cid]["file"]))
    except OSError:
        return 1 << 62


def trait_of(cluster):
    """The trait of a cluster as plain data (see the module docstring): the
    cluster's own "trait" when it has one, completed from its expected
    verdict, code, verdict, message and tag."""
    t = dict(cluster.get("trait") or {})
    t.setdefault("failure", cluster.get("verdict"))
    if "reference" not in t:
        if cluster.get("expected") == "reject" and cluster.get("code"):
            t["reference"] = {"verdict": "rejected", "code": cluster["code"]}
        elif cluster.get("expected") == "accept":
            t["reference"] = {"verdict": "accepted", "code": None}
    if "tag" not in t and cluster.get("tag"):
        t["tag"] = cluster["tag"]
    if "versions" not in t and cluster.get("versions"):
        t["versions"] = sorted(cluster["versions"])
    return t


class Probe:
    """Runs the reader and the reference on candidate bytes in a private
    directory, with a per-test timeout cut short by the deadline."""

    def __init__(self, reader, reference, timeout, deadline, pools=None, vocab=None, cwd=None):
        self.reader, self.reference = reader, reference
        # Readers run where the certification runs them (a command may name
        # its program by a relative path); only the probe file is elsewhere.
        self.cwd = cwd
        self.pools = pools or {}  # readers asked over the batch protocol (oracle/core/batch.py)
        self.vocab = vocab
        self.data = b""
        self.timeout, self.deadline = timeout, deadline
        self.dir = tempfile.mkdtemp(prefix="mlirbc-min-")
        self.path = os.path.join(self.dir, "case.mlirbc")

    def close(self):
        shutil.rmtree(self.dir, ignore_errors=True)

    def write(self, data):
        self.data = data
        with open(self.path, "wb") as f:
            f.write(data)

    def _left(self):
        return min(self.timeout, self.deadline - time.monotonic())

    def run(self, rdr, argv, site=False):
        """(verdict class, first stderr line with the probe path removed,
        crash site or None). site: find the crash site of a crash (sanitizer
        report, runtime trace, else gdb)."""
        left = self._left()
        if left < MIN_TEST_SECONDS:
            return "timeout", None, None
        pool = self.pools.get(rdr.id)
        if pool is not None:
            v, msg, where = pool.verdict(self.data, left)
            return v, first_line(msg or ""), where if v == "crash" and site else None
        ec, to, _, err, _ = run_process(argv, self.cwd or self.dir, left)
        markers = rdr.claims.get("crash_markers")
        v = classify_exit(ec if ec is not None else 0, to, err, markers)
        msg = first_line(err, self.path)
        where = None
        if v == "crash" and site:
            failure = runtime_failure(err, markers)
            where = runtime_site(err) if failure else crash_signature(err)
            if failure:
                msg = failure
            elif where is None and self._left() > MIN_TEST_SECONDS:
                where, _ = sites.gdb_site(argv, self.cwd or self.dir, self._left())
        return v, msg, where

    def reader_says(self, site=False):
        v, msg, where = self.run(self.reader, self.reader.argv(self.path, offset=0), site)
        return ("accepted" if v.startswith("accepted") else v), normalize_message(msg), where

    def reference_says(self, traced=False):
        """{"verdict", "code"} plus "facts" (oracle/core/trace_facts.py) when traced."""
        if not traced:
            v, msg, _ = self.run(self.reference, self.reference.argv(self.path))
            m = CODE.search(msg or "")
            return {"verdict": v, "code": m.group(1) if m else None}
        left = self._left()
        if left < MIN_TEST_SECONDS:
            return {"verdict": "timeout", "code": None, "facts": None}
        ec, to, out, err, _ = run_process([self.reference.template[0], "--trace", self.path],
                                          self.cwd or self.dir, left)
        v = classify_exit(ec if ec is not None else 0, to, err)
        m = CODE.search(first_line(err) or "")
        return {"verdict": "accepted" if v.startswith("accepted") else v,
                "code": m.group(1) if m else None,
                "facts": trace_facts.facts(out, self.vocab) if v in ("accepted", "rejected")
                else None}


def reference_mismatch(trait, said):
    """Why what the reference reader said breaks the trait, or None."""
    want = trait.get("reference")
    # a rejection without a stated code: any code, then the representative's (_complete)
    if want and (said["verdict"] != want["verdict"] or
                 want.get("code") is not None and said["code"] != want["code"]):
        return "the reference reader gives %s%s, not %s%s" % (
            said["verdict"], " " + said["code"] if said["code"] else "",
            want["verdict"], " " + want["code"] if want.get("code") else "")
    facts = said.get("facts")
    if trait.get("tag") and facts is not None and not trace_facts.has_tag(facts, trait["tag"]):
        return "its --trace no longer shows `%s`" % trait["tag"]
    if trait.get("versions") and facts is not None and facts["version"] not in trait["versions"]:
        return "it is version %s, not %s" % (facts["version"], "/".join(
            str(v) for v in trait["versions"]))
    return None


def reader_mismatch(trait, said):
    """Why what the reader said is not the cluster's failure, or None: the
    verdict, the message's template for a rejection, the crash site for a
    crash (the bug, not only the failure)."""
    verdict, message, where = said
    if verdict != trait["failure"]:
        return "the reader gives %s, not %s" % (verdict, trait["failure"])
    if trait.get("message") is not None and verdict in ("rejected", "rejected-silent") \
            and not templates.matches(message or "", trait["message"]):
        return "the reader says something else"
    if trait.get("signature") and verdict == "crash" and where != trait["signature"]:
        return "it crashes elsewhere (%s)" % (where or "site unknown")
    return None


def _check_trait(probe, trait, traced, data, check_reader=True):
    """(reference said, why not) for DATA against the trait: reference first
    (cheap, and it decides most candidates), then the reader."""
    probe.write(data)
    said = probe.reference_says(traced) if probe.reference is not None else {}
    why = reference_mismatch(trait, said) if said else None
    if why is None and check_reader and trait["failure"] not in NOT_SHRUNK:
        why = reader_mismatch(trait, probe.reader_says(bool(trait.get("signature"))))
    return said, why


def _complete(trait, said):
    """The trait as checked: the reference's verdict and code taken from the
    representative when the cluster does not state them (or not the code)."""
    t = dict(trait)
    if said and ("reference" not in t or t["reference"].get("code") is None):
        t["reference"] = {"verdict": said["verdict"], "code": said["code"]}
    return t


def _shrink(run, members, cases, trait, deadline, earlier=None, vocab=None, no_shrink=None):
    """{case, bytes, note, finished, keeps_trait, trait, reference} for one
    cluster. earlier: bytes an unfinished earlier run got to (cached).
    no_shrink: why there is no time to shrink: the representative is then
    picked by the reference reader alone (the members failed the cluster's
    way in this run), one run each, and not shrunk."""
    root, reader, reference, timeout = run.root, run.reader, run.reference, run.timeout
    unchecked = []
    if trait.get("tag") and not vocab.traceable(trait["tag"]):
        trait = dict(trait)
        unchecked.append("`%s` is not visible in a trace" % trait.pop("tag"))
    traced = reference is not None and bool(trait.get("tag") or trait.get("versions"))
    probe = Probe(reader, reference, timeout, deadline, run.pools, vocab, cwd=root)
    try:
        first_why, chosen = None, None
        for cid in members[:MAX_CANDIDATES]:
            with open(os.path.join(root, cases[cid]["file"]), "rb") as f:
                data = f.read()
            said, why = _check_trait(probe, trait, traced, data, no_shrink is None)
            if why is not None and cid == members[0] and trait.get("tag") and \
                    said.get("facts") is not None and \
                    not trace_facts.has_tag(said["facts"], trait["tag"]):
                # the trace of the smallest member does not show the tag (it
                # stops at an earlier error, or the tag came from its
                # manifest): the tag cannot be checked, the rest can
                untagged = {k: v for k, v in trait.items() if k != "tag"}
                said, why = _check_trait(probe, untagged, traced, data, no_shrink is None)
                if why is None:
                    unchecked.append("`%s` is not visible in the trace of %s" % (trait["tag"], cid))
                    trait = untagged
                    traced = bool(trait.get("versions"))
            if why is None:
                chosen = (cid, data, said)
                break
            first_why = first_why or "%s: %s" % (cid, why)
            if probe.reference is None or (no_shrink is None and time.monotonic() >= deadline):
                break
        if chosen is None:
            cid = members[0]
            with open(os.path.join(root, cases[cid]["file"]), "rb") as f:
                data = f.read()
            return {"case": cid, "bytes": data, "finished": False, "keeps_trait": False,
                    "trait": trait, "reference": _public(said if said else {}),
                    "note": "smallest member, not shrunk: no member tried shows the "
                            "cluster's trait (%s)" % first_why}
        cid, data, said = chosen
        checked = _complete(trait, said)
        if checked["failure"] in ("rejected", "rejected-silent") and "message" not in checked \
                and no_shrink is None:
            # failing the same way: with the message the representative gave
            probe.write(data)
            checked["message"] = probe.reader_says()[1]
        base = {"case": cid, "trait": checked, "keeps_trait": True,
                "reference": _public(said)}
        if unchecked:
            base["trait_unchecked"] = unchecked
        if no_shrink is not None:
            return dict(base, bytes=data, finished=False,
                        keeps_trait=base["keeps_trait"] if reference is not None else None,
                        note="smallest member with the trait, not shrunk (%s)" % no_shrink)
        if trait["failure"] in NOT_SHRUNK:
            return dict(base, bytes=data, finished=False,
                        note="smallest member with the trait, not shrunk (%s)"
                        % NOT_SHRUNK[trait["failure"]])
        if reference is None:
            base["keeps_trait"] = None  # nothing to check the trait with
            if trait["failure"] != "crash":
                return dict(base, bytes=data, finished=False,
                            note="smallest member, not shrunk (no reference reader)")
        last = {}

        def still_fails(cand):
            said, why = _check_trait(probe, checked, traced, cand)
            if why is None:
                last["data"], last["said"] = cand, said
            return why is None

        start = earlier if earlier and len(earlier) < len(data) and still_fails(earlier) else data
        small, tests, finished = minimize_mod.minimize(start, still_fails, deadline=deadline)
        if small != data and last.get("data") == small:
            base["reference"] = _public(last["said"])
    finally:
        probe.close()
    if len(small) == len(data) and not finished:
        note = "smallest member with the trait; not shrunk within its share of the budget " \
               "(%d tests)" % tests
    elif len(small) == len(data):
        note = "smallest member with the trait; no byte could be deleted%s" % (
            " (a valid file rarely survives a deletion)"
            if checked.get("reference", {}).get("verdict") == "accepted" else "")
    else:
        note = "minimized in %d tests, keeping the trait%s" % (
            tests, "" if finished else " (stopped by the budget)")
    return dict(base, bytes=small, finished=finished, note=note)


def _public(said):
    return {"verdict": said.get("verdict"), "code": said.get("code")} if said else {}


def _cache_key(reader, reference, case, trait):
    return Cache.key("minimized-trait", reader.id, reader.version,
                     reference.version if reference else None, case["_sha256"],
                     json.dumps(trait, sort_keys=True))


def reproduce(run, clusters, cases, budget, vocab=None):
    """({cluster id: reproducer}, phase record). run: oracle/core/context.py
    Run (reader, reference (may be None), root, timeout, jobs, cache, pools,
    log; out: where min/ is written); clusters: [{"id", "trait", "cases"}];
    cases: {case id: {"file", "_sha256"}}; budget: seconds for all clusters
    together (0: no shrinking).
    A reproducer: {case, file, size, original_size, shrunk, finished, note,
    command, keeps_trait, trait, reference: {verdict, code}}."""
    root, reader, reference, cache = run.root, run.reader, run.reference, run.cache
    t0 = time.monotonic()
    deadline = t0 + max(0.0, budget)
    min_dir = os.path.join(run.out, "min")
    os.makedirs(min_dir, exist_ok=True)
    vocab = vocab or trace_facts.TraceVocabulary.of_repo(root)
    lock = threading.Lock()
    # a larger cluster gets a larger share: weight sqrt(cases)
    weight = {cl["id"]: math.sqrt(len(cl["cases"])) for cl in clusters}
    waiting = [sum(weight.values())]
    workers = max(1, run.jobs)
    out = {}

    def work(cl):
        trait = trait_of(cl)
        members = sorted(cl["cases"], key=lambda cid: (_size(root, cases, cid), cid))
        with lock:
            now = time.monotonic()
            # never more than the time left, shared with the other workers
            share = min(1.0, workers * weight[cl["id"]] / max(weight[cl["id"]], waiting[0])) * (
                deadline - now)
            waiting[0] -= weight[cl["id"]]
        own = min(deadline, now + share)
        if budget <= 0 or own - now < MIN_TEST_SECONDS:
            # no time to shrink: the smallest member the reference reader
            # shows the trait on (a few fast runs, whatever the budget)
            rep = _shrink(run, members, cases, trait, time.monotonic() + run.timeout * MAX_CANDIDATES,
                          vocab=vocab,
                          no_shrink="--minimize-budget 0" if budget <= 0 else "budget spent")
        else:
            key = _cache_key(reader, reference, cases[members[0]], trait)
            hit = cache.get(key) if cache else None
            if hit and hit.get("finished"):
                rep = dict(hit, bytes=bytes.fromhex(hit["hex"]), note=hit["note"] + " (cached)")
                rep.pop("hex")
            else:
                rep = _shrink(run, members, cases, trait, own,
                              bytes.fromhex(hit["hex"]) if hit else None, vocab)
                if cache:
                    rec = {k: v for k, v in rep.items() if k != "bytes"}
                    cache.put(key, dict(rec, hex=rep["bytes"].hex()))
        data = rep.pop("bytes")
        cid = rep["case"]
        dest = os.path.join(min_dir, "%s-%s.mlirbc" % (cl["id"], cid.replace("/", "_")))
        with open(dest, "wb") as f:
            f.write(data)
        rel = os.path.relpath(dest, root)
        rel = dest if rel.startswith("..") else rel  # an --out outside the repository
        original = _size(root, cases, cid)
        rep.update({"file": rel, "size": len(data), "original_size": original,
                    "shrunk": len(data) < original, "command": reproduce_cmd(reader, rel),
                    "shows": shows(run, rep.get("trait") or trait, data)})
        with lock:
            out[cl["id"]] = rep
        run.say("[certify] %s: %s -> %d bytes (%s)" % (cl["id"], cid, len(data), rep["note"]))

    with concurrent.futures.ThreadPoolExecutor(max_workers=workers) as ex:
        for f in [ex.submit(work, cl) for cl in clusters]:
            f.result()
    elapsed = time.monotonic() - t0
    return out, {"budget_seconds": budget, "elapsed_seconds": round(elapsed, 3), "jobs": workers,
                 "clusters": len(clusters),
                 "shrunk": sum(1 for r in out.values() if r["shrunk"]),
                 "keep_trait": sum(1 for r in out.values() if r["keeps_trait"]),
                 "trait_lost": sum(1 for r in out.values() if r["keeps_trait"] is False)}


def shows(run, trait, data):
    """What the reader does on the reproducer, re-run after shrinking: its
    verdict, message template or crash site, and whether that is the
    cause's ("same_bug")."""
    probe = Probe(run.reader, None, run.timeout, time.monotonic() + 3 * run.timeout + 10,
                  run.pools, cwd=run.root)
    try:
        probe.write(data)
        said = probe.reader_says(bool(trait.get("signature")))
    finally:
        probe.close()
    out = {"verdict": said[0], "message": said[1] or None, "signature": said[2]}
    out["same_bug"] = reader_mismatch(trait, said) is None
    return {k: v for k, v in out.items() if v is not None}


def reference_view(reference, root, rel_path, tags, timeout=10.0):
    """What the reference reader says about a reproducer: its error (code,
    offset, section, message) and, from --trace, where the first of `tags`
    (grammar IDs) is read and the last field read. {} without a reference."""
    if reference is None:
        return {}
    exe = reference.template[0]
    path = os.path.join(root, rel_path)
    ec, to, out, err, _ = run_process([exe, "--trace", path], root, timeout)
    view = {}
    m = ERROR_LINE.search(first_line(err) or "")
    if m:
        view["error"] = {"offset": int(m.group(1)), "section": m.group(2), "code": m.group(3),
                         "message": m.group(4)[:200]}
    last = None
    for line in out.decode("utf-8", "replace").splitlines():
        parts = line.split(None, 4)
        if len(parts) < 4:
            continue
        gid = parts[3]
        last = {"field": gid, "offset": int(parts[0]), "section": parts[2]}
        if "tag_at" not in view and any(gid == t or gid.startswith(t + ".") for t in tags):
            view["tag_at"] = dict(last)
    if last:
        view["last_field"] = last
    return view
