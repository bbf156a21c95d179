"""One reproducer per failure cluster, minimized in parallel within one
total time budget (not a budget per case).

The representative of a cluster is its smallest member. It is shrunk by
deleting bytes (oracle/minimize.py) while the failure stays the same:
* the reader accepts an invalid file: the reader still accepts and the
  reference reader still rejects with the same E_* code;
* the reader rejects a valid file: the reference reader still accepts and
  the reader still rejects with the same normalized message;
* a crash: it still crashes.
Hangs, out-of-memory runs, structure differences and offset-dependent
verdicts keep the smallest member unshrunk (each test would cost a timeout
or a structural comparison). Clusters are started largest first; each gets
a share of what is left of the budget in proportion to the square root of
its size (times the number of workers), so the largest cluster gets the most
time and the phase ends by the deadline however many clusters there are."""

import concurrent.futures
import math
import os
import re
import shlex
import shutil
import tempfile
import threading
import time

import minimize as minimize_mod
from cluster import normalize_message, verdict_class
from runner import Cache, classify_exit, first_line, run_process

CODE = re.compile(r"\b(E_[A-Z0-9_]+)\b")
ERROR_LINE = re.compile(r":(\d+): \[(\w+)\] (E_[A-Z0-9_]+): (.*)")
# the shortest a test may be given near the deadline
MIN_TEST_SECONDS = 0.05


def reproduce_cmd(reader, path):
    return " ".join(shlex.quote(w) for w in reader.argv(path, offset=0))


def smallest_member(cluster, cases, root):
    def size(cid):
        try:
            return os.path.getsize(os.path.join(root, cases[cid]["file"]))
        except OSError:
            return 1 << 62
    return min(cluster["cases"], key=lambda cid: (size(cid), cid))


class Probe:
    """Runs the reader and the reference on candidate bytes in a private
    directory, with a per-test timeout cut short by the deadline."""

    def __init__(self, reader, reference, timeout, deadline, pools=None):
        self.reader, self.reference = reader, reference
        self.pools = pools or {}  # readers asked over the batch protocol (oracle/batch.py)
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

    def run(self, rdr, argv):
        """(verdict class, first stderr line with the probe path removed)."""
        left = min(self.timeout, self.deadline - time.monotonic())
        if left < MIN_TEST_SECONDS:
            return "timeout", None
        pool = self.pools.get(rdr.id)
        if pool is not None:
            v, msg = pool.verdict(self.data, left)
            return v, first_line(msg or "")
        ec, to, _, err, _ = run_process(argv, self.dir, left)
        return classify_exit(ec if ec is not None else 0, to, err), first_line(err, self.path)

    def reader_says(self):
        v, msg = self.run(self.reader, self.reader.argv(self.path, offset=0))
        return ("accepted" if v.startswith("accepted") else v), normalize_message(msg)

    def reference_says(self):
        v, msg = self.run(self.reference, self.reference.argv(self.path))
        m = CODE.search(msg or "")
        return v, m.group(1) if m else None


def _predicate(kind, probe, want):
    """still_fails(bytes) for a cluster kind; `want` is what the original gave."""
    def reject_accepted(data):
        probe.write(data)
        if probe.reader_says()[0] != "accepted":
            return False
        return probe.reference_says() == ("rejected", want)

    def accept_rejected(data):
        probe.write(data)
        if probe.reference_says()[0] != "accepted":
            return False
        return probe.reader_says() == want

    def crash(data):
        probe.write(data)
        return probe.reader_says()[0] == "crash"
    return {"reject-accepted": reject_accepted, "accept-rejected": accept_rejected,
            "crash": crash}[kind]


def kind_of(cluster):
    """How a cluster's representative can be shrunk, or (None, why not)."""
    v = cluster["verdict"]
    if v == "crash":
        return "crash", None
    if cluster["expected"] == "reject" and v == "accepted":
        return "reject-accepted", None
    if cluster["expected"] == "accept" and v in ("rejected", "rejected-silent"):
        return "accept-rejected", None
    return None, {"timeout": "a hang: each test would cost a timeout",
                  "oom": "out of memory: each test would cost a timeout",
                  "accepted-different": "a structure difference is not shrunk",
                  "offset-dependent": "an offset-dependent verdict is not shrunk"}.get(
                      v, "not shrinkable")


def _shrink(root, case, res, cluster, reader, reference, timeout, deadline, earlier=None,
            pools=None):
    """(bytes, note, finished) for one representative. earlier: bytes an
    unfinished earlier run got to (cached); used when they still fail alike."""
    with open(os.path.join(root, case["file"]), "rb") as f:
        data = f.read()
    kind, why = kind_of(cluster)
    if kind is None:
        return data, "smallest member, not shrunk (%s)" % why, False
    if kind != "crash" and reference is None:
        return data, "smallest member, not shrunk (no reference reader)", False
    probe = Probe(reader, reference, timeout, deadline, pools)
    try:
        probe.write(data)
        if kind == "reject-accepted":
            ref_v, want = probe.reference_says()
            if ref_v != "rejected":
                return data, "smallest member, not shrunk (the reference reader %s it)" % ref_v, False
        elif kind == "accept-rejected":
            if probe.reference_says()[0] != "accepted":
                return data, "smallest member, not shrunk (the reference reader rejects it)", False
            want = probe.reader_says()
            if want[0] != verdict_class(res):
                return data, "smallest member, not shrunk (the reader's verdict changed)", False
        else:
            want = None
        still_fails = _predicate(kind, probe, want)
        start = earlier if earlier and len(earlier) < len(data) and still_fails(earlier) else data
        small, tests, finished = minimize_mod.minimize(start, still_fails, deadline=deadline)
    finally:
        probe.close()
    if len(small) == len(data) and not finished:
        note = "smallest member; not shrunk within its share of the budget (%d tests)" % tests
    elif len(small) == len(data):
        note = "smallest member; no byte could be deleted%s" % (
            " (a valid file rarely survives a deletion)" if kind == "accept-rejected" else "")
    else:
        note = "minimized in %d tests%s" % (tests, "" if finished else " (stopped by the budget)")
    return small, note, finished


def _cache_key(reader, reference, case, cluster):
    return Cache.key("minimized", reader.id, reader.version,
                     reference.version if reference else None, case["_sha256"],
                     cluster["expected"], cluster["verdict"], cluster["code"], cluster["message"])


def reproduce_all(root, clusters, cases, results, reader, reference, out_dir, timeout,
                  budget, jobs, quiet=False, log=None, cache=None, pools=None):
    """Adds 'representative' and 'reproducer' to every cluster; returns the
    phase's record {budget, elapsed, jobs, shrunk, not_shrunk}."""
    t0 = time.monotonic()
    deadline = t0 + max(0.0, budget)
    min_dir = os.path.join(out_dir, "min")
    os.makedirs(min_dir, exist_ok=True)
    lock = threading.Lock()
    # a larger cluster gets a larger share: weight sqrt(cases)
    weight = {cl["id"]: math.sqrt(len(cl["cases"])) for cl in clusters}
    waiting = [sum(weight.values())]
    workers = max(1, jobs)

    def work(cl):
        cid = cl.get("representative") or smallest_member(cl, cases, root)
        case = cases[cid]
        cl["representative"] = cid
        with lock:
            now = time.monotonic()
            # never more than the time left, shared with the other workers
            share = min(1.0, workers * weight[cl["id"]] / max(weight[cl["id"]], waiting[0])) * (
                deadline - now)
            waiting[0] -= weight[cl["id"]]
        own = min(deadline, now + share)
        if budget <= 0 or own - now < MIN_TEST_SECONDS:
            with open(os.path.join(root, case["file"]), "rb") as f:
                data = f.read()
            note, finished = ("smallest member, not shrunk (%s)" %
                              ("--minimize-budget 0" if budget <= 0 else "budget spent")), False
        else:
            key = _cache_key(reader, reference, case, cl)
            hit = cache.get(key) if cache else None
            if hit and hit.get("finished"):
                data, note, finished = bytes.fromhex(hit["hex"]), hit["note"] + " (cached)", True
            else:
                data, note, finished = _shrink(root, case, results[cid], cl, reader, reference,
                                               timeout, own,
                                               bytes.fromhex(hit["hex"]) if hit else None,
                                               pools)
                if cache:
                    cache.put(key, {"hex": data.hex(), "note": note, "finished": finished})
        dest = os.path.join(min_dir, "%s-%s.mlirbc" % (cl["id"], cid.replace("/", "_")))
        with open(dest, "wb") as f:
            f.write(data)
        rel = os.path.relpath(dest, root)
        rel = dest if rel.startswith("..") else rel  # an --out outside the repository
        cl["reproducer"] = {"file": rel, "size": len(data),
                            "original_size": os.path.getsize(os.path.join(root, case["file"])),
                            "note": note, "shrunk": len(data) < os.path.getsize(
                                os.path.join(root, case["file"])),
                            "finished": finished, "command": reproduce_cmd(reader, rel)}
        if log and not quiet:
            log("[certify] %s: %s -> %d bytes (%s)" % (cl["id"], cid, len(data), note))

    with concurrent.futures.ThreadPoolExecutor(max_workers=workers) as ex:
        for f in [ex.submit(work, cl) for cl in clusters]:
            f.result()
    elapsed = time.monotonic() - t0
    shrunk = sum(1 for cl in clusters if cl["reproducer"]["shrunk"])
    return {"budget_seconds": budget, "elapsed_seconds": round(elapsed, 3), "jobs": workers,
            "clusters": len(clusters), "shrunk": shrunk}


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
