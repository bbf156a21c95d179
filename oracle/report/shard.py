# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Scale-out: split a report run into N shards by case, merge the shards.

A case belongs to shard K of N (1-based) when sha256(case id) mod N is K-1:
the partition depends on nothing but the ids, so every machine agrees on it,
and a case keeps its shard when others are added. Each case's readers run in
the same shard (a case's results depend on each other: baselines,
every-reader-disagrees), so shards merge by taking the union of results.

A shard's OUT/conformance.json is an ordinary report of its cases plus a
"shard" block saying which slice of which selection it is; merge() checks the
shards fit together (same selection, same corpus bytes, same readers, every
shard once) before build_report() makes the one report a single run makes.
"""

import hashlib
import json
import os


class ShardError(Exception):
    pass


def parse(spec):
    """'K/N' -> (K, N) with 1 <= K <= N."""
    try:
        k, n = (int(x) for x in spec.split("/"))
    except ValueError:
        raise ShardError("--shard wants K/N, e.g. 2/3 (got %r)" % spec)
    if not 1 <= k <= n:
        raise ShardError("--shard %s: need 1 <= K <= N" % spec)
    return k, n


def index_of(case_id, n):
    """0-based shard of a case id among N."""
    return int(hashlib.sha256(case_id.encode("utf-8")).hexdigest()[:16], 16) % n


def select(cases, k, n):
    return [c for c in cases if index_of(c["id"], n) == k - 1]


def selection_digest(cases):
    """sha256 over (id, file bytes' sha256) of the selected cases, in id order."""
    h = hashlib.sha256()
    for c in sorted(cases, key=lambda c: c["id"]):
        h.update(("%s %s\n" % (c["id"], c["_sha256"])).encode("utf-8"))
    return h.hexdigest()


def block(k, n, patterns, selected):
    """The "shard" block of a shard's conformance.json."""
    return {"index": k, "count": n, "selection": sorted(patterns or []),
            "selected": len(selected), "selected_digest": selection_digest(selected)}


def load(dirs):
    """Shard documents from DIR/conformance.json (or a .json file), checked to
    be the N different shards of one run. Returns (docs, common shard block)."""
    docs = []
    for d in dirs:
        path = os.path.join(d, "conformance.json") if os.path.isdir(d) else d
        try:
            with open(path, encoding="utf-8") as f:
                doc = json.load(f)
        except (OSError, ValueError) as e:
            raise ShardError("%s: %s" % (path, e))
        if doc.get("format") != "mlirbc-conformance" or "shard" not in doc:
            raise ShardError("%s: not a shard report (run ./cts report --shard K/N)" % path)
        doc["_path"] = path
        docs.append(doc)
    if not docs:
        raise ShardError("no shard given")
    first = docs[0]
    n = first["shard"]["count"]
    for doc in docs[1:]:
        for key in ("count", "selection", "selected", "selected_digest"):
            if doc["shard"][key] != first["shard"][key]:
                raise ShardError("%s and %s are not shards of one run (%s differs)"
                                 % (first["_path"], doc["_path"], key))
        if doc["readers"] != first["readers"]:
            raise ShardError("%s and %s ran different readers or reader versions"
                             % (first["_path"], doc["_path"]))
    have = sorted(d["shard"]["index"] for d in docs)
    if have != list(range(1, n + 1)):
        missing = sorted(set(range(1, n + 1)) - set(have))
        dup = sorted({k for k in have if have.count(k) > 1})
        raise ShardError("need shards 1..%d once each: %s%s" % (
            n, "missing %s" % missing if missing else "",
            " duplicate %s" % dup if dup else ""))
    return sorted(docs, key=lambda d: d["shard"]["index"]), dict(first["shard"], index=None)


def merge_results(docs, cases):
    """Union of the shards' results; every case of CASES exactly once."""
    want = {c["id"] for c in cases}
    results = {r["id"]: {} for r in docs[0]["readers"]}
    owner = {}
    for doc in docs:
        ids = {c["id"] for c in doc["cases"]}
        for cid in ids:
            if cid in owner:
                raise ShardError("case %s is in shards %d and %d"
                                 % (cid, owner[cid], doc["shard"]["index"]))
            owner[cid] = doc["shard"]["index"]
        for rid, per_case in doc["results"].items():
            results[rid].update(per_case)
    if set(owner) != want:
        extra, missing = sorted(set(owner) - want), sorted(want - set(owner))
        raise ShardError("shards do not cover the selection: %d missing (%s), %d unknown (%s)"
                         % (len(missing), ", ".join(missing[:3]), len(extra), ", ".join(extra[:3])))
    return results


def merged_flips(docs):
    out = []
    for doc in docs:
        out += (doc.get("changes") or {}).get("flaky", [])
    return out


def merged_perf(dirs):
    """perf.json of the shards, summed (wall: the slowest shard)."""
    perf = {"wall_seconds": 0.0, "jobs": 0, "cases": 0, "readers": {}, "shards": len(dirs)}
    for d in dirs:
        try:
            with open(os.path.join(d, "perf.json"), encoding="utf-8") as f:
                p = json.load(f)
        except (OSError, ValueError):
            continue
        perf["wall_seconds"] = max(perf["wall_seconds"], p.get("wall_seconds", 0))
        perf["jobs"] += p.get("jobs", 0)
        perf["cases"] += p.get("cases", 0)
        for rid, r in p.get("readers", {}).items():
            acc = perf["readers"].setdefault(rid, {"runs": 0, "cached": 0, "run_seconds": 0.0})
            for key in ("runs", "cached", "run_seconds"):
                acc[key] += r.get(key) or 0
    for r in perf["readers"].values():
        r["run_seconds"] = round(r["run_seconds"], 2)
        r["runs_per_second_per_worker"] = (round(r["runs"] / r["run_seconds"], 1)
                                           if r["run_seconds"] else None)
    return perf
