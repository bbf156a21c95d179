#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""mlirbc-gen self-checks:
  * determinism: the same seed and knobs give the same bytes, structure and
    trace across runs, `gen` with a file's recorded knobs reproduces it, and
    `many` writes what `gen` writes;
  * agreement: for seeds 0..N-1 (all knobs from the seed) the reference
    reader accepts the file and its --dump=json equals the generator's
    expected structure byte for byte; so do era-23 files (--focus
    builtin-affine-map / builtin-dialect-version / builtin-small-float-types,
    N/5 seeds at each version), which must hold their feature. These files come from `mlirbc-gen many`
    (one process per job) and go to `READER --batch` (WANT json is
    --dump=json; mlirbc_read_batch holds it to the command line).

usage: test_gen.py GEN READER [--seeds N]
"""
import argparse
import concurrent.futures
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from oracle.core import batch  # noqa: E402  (the batch protocol's client)


def gen(g, tmp, tag, seed, knobs=()):
    base = os.path.join(tmp, "%s_%d" % (tag, seed))
    subprocess.run([g, "gen", "--seed", str(seed)] + list(knobs) + [
        "-o", base + ".mlirbc", "--structure", base + ".json", "--trace", base + ".trace",
        "--meta", base + ".meta"], check=True)
    out = {}
    for ext in ("mlirbc", "json", "trace", "meta"):
        with open(base + "." + ext, "rb") as f:
            out[ext] = f.read()
    return out


def many(g, tmp, name, jobs):
    """{id: {"mlirbc", "json", "meta"}} for [(id, seed, knobs)], one process."""
    out_dir = os.path.join(tmp, name)
    os.makedirs(out_dir)
    lst = os.path.join(tmp, name + ".list")
    with open(lst, "w") as f:
        f.writelines("%s %d %s\n" % (i, seed, " ".join(knobs)) for i, seed, knobs in jobs)
    subprocess.run([g, "many", "--list", lst, "--out", out_dir], check=True)
    res = {}
    for i, _, _ in jobs:
        res[i] = {}
        for key, ext in (("mlirbc", ".mlirbc"), ("json", ".json"), ("meta", ".meta.json")):
            with open(os.path.join(out_dir, i + ext), "rb") as f:
                res[i][key] = f.read()
    return res


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("gen")
    ap.add_argument("reader")
    ap.add_argument("--seeds", type=int, default=400)
    a = ap.parse_args()
    fails = []
    with tempfile.TemporaryDirectory() as tmp:
        knob_sets = [[], ["--version", "0"], ["--version", "6", "--align", "16", "--varint-extra", "3"],
                     ["--version", "3", "--uselist", "3", "--max-ops", "40"], ["--swarm", "1"]]
        made = []  # (id, seed, knobs, gen's output) for the check of `many`
        for i, ks in enumerate(knob_sets):
            for seed in (1, 77, 123456789):
                x = gen(a.gen, tmp, "a%d" % i, seed, ks)
                y = gen(a.gen, tmp, "b%d" % i, seed, ks)
                if x != y:
                    fails.append("not deterministic: seed %d knobs %s" % (seed, ks))
                knobs = json.loads(x["meta"])["knobs"].split()
                z = gen(a.gen, tmp, "c%d" % i, seed, knobs)
                if z["mlirbc"] != x["mlirbc"]:
                    fails.append("recorded knobs do not reproduce seed %d %s" % (seed, ks))
                made.append(("d%d_%d" % (i, seed), seed, ks, x))
        for i, m in many(a.gen, tmp, "det", [j[:3] for j in made]).items():
            x = next(j[3] for j in made if j[0] == i)
            if (m["mlirbc"], m["json"], m["meta"]) != (x["mlirbc"], x["json"], x["meta"]):
                fails.append("many differs from gen: %s" % i)

        # (id, seed, knobs, feature the file must hold): seeds 0..N-1, and
        # era 23 (LLVM 23+, derived from its sources): files about its two
        # encodings, every version they exist in
        jobs = [("r_%d" % s, s, [], None) for s in range(a.seeds)]
        era23 = [("aff", ["--focus", "builtin-affine-map"], "builtin-affine-map", 0),
                 ("bver", ["--focus", "builtin-dialect-version"], "builtin-dialect-version", 1),
                 ("sflt", ["--focus", "builtin-small-float-types"], "builtin-small-float-types", 0)]
        for tag, ks, feat, vmin in era23:
            jobs += [("%s%d_%d" % (tag, v, s), s, ks + ["--version", str(v)], feat)
                     for s in range(a.seeds // 5) for v in range(vmin, 7)]
        workers = os.cpu_count() or 2
        parts = [jobs[k::workers] for k in range(workers)]
        pool = batch.Pool([os.path.abspath(a.reader), "--batch"], tmp, 120)

        def agree(k):
            files = many(a.gen, tmp, "agree%d" % k, [j[:3] for j in parts[k]])
            out = []
            for (i, seed, _, feature), (rec, doc) in zip(parts[k], pool.request_many(
                    [(files[j[0]]["mlirbc"], None, "json") for j in parts[k]])):
                o = files[i]
                if rec["verdict"] != "accepted":
                    out.append("%s (seed %d): reader %s: %s" % (i, seed, rec["verdict"],
                                                                (rec.get("message") or "")[:200]))
                elif doc != o["json"]:
                    out.append("%s (seed %d): structure differs from the reader's" % (i, seed))
                elif feature and feature not in json.loads(o["meta"])["features"]:
                    out.append("%s (seed %d): the file does not hold %s" % (i, seed, feature))
            return out

        with concurrent.futures.ThreadPoolExecutor(workers) as ex:
            fails += [f for fs in ex.map(agree, range(workers)) for f in fs]
        fails += ["reader --batch: %s" % why for why in pool.close()]
        if pool.restarts:
            fails.append("reader --batch: restarted %d times" % pool.restarts)
    for f in fails:
        print("FAIL", f)
    print("mlirbc-gen: determinism over %d knob sets, reader agreement over %d seeds (and %d "
          "era-23 files per feature and version): %d failures" % (5, a.seeds, a.seeds // 5, len(fails)))
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
