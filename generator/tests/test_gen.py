#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""mlirbc-gen self-checks:
  * determinism: the same seed and knobs give the same bytes, structure and
    trace across runs, and `gen` with a file's recorded knobs reproduces it;
  * agreement: for seeds 0..N-1 (all knobs from the seed) the reference
    reader accepts the file and its --dump=json equals the generator's
    expected structure byte for byte; so do era-23 files (--focus
    builtin-affine-map / builtin-dialect-version, N/5 seeds at each version),
    which must hold their feature.

usage: test_gen.py GEN READER [--seeds N]
"""
import argparse
import concurrent.futures
import json
import os
import subprocess
import sys
import tempfile


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

        def agree(seed, tag="r", knobs=(), feature=None):
            o = gen(a.gen, tmp, tag, seed, knobs)
            p = subprocess.run([a.reader, "--dump=json", os.path.join(tmp, "%s_%d.mlirbc" % (tag, seed))],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            if p.returncode != 0:
                return "seed %d %s: reader rejects: %s" % (seed, tag, p.stderr.decode(errors="replace")[:200])
            if p.stdout != o["json"]:
                return "seed %d %s: structure differs from the reader's" % (seed, tag)
            if feature and feature not in json.loads(o["meta"])["features"]:
                return "seed %d %s: the file does not hold %s" % (seed, tag, feature)
            return None

        # era 23 (LLVM 23+, derived from its sources): files about its two
        # encodings, every version they exist in
        era23 = [("aff", ["--focus", "builtin-affine-map"], "builtin-affine-map", 0),
                 ("bver", ["--focus", "builtin-dialect-version"], "builtin-dialect-version", 1)]
        with concurrent.futures.ThreadPoolExecutor(os.cpu_count() or 2) as ex:
            fails += [r for r in ex.map(agree, range(a.seeds)) if r]
            for tag, ks, feat, vmin in era23:
                jobs = [(s, v) for s in range(a.seeds // 5) for v in range(vmin, 7)]
                fails += [r for r in ex.map(lambda sv: agree(sv[0], "%s%d" % (tag, sv[1]),
                                                             ks + ["--version", str(sv[1])], feat), jobs) if r]
    for f in fails:
        print("FAIL", f)
    print("mlirbc-gen: determinism over %d knob sets, reader agreement over %d seeds (and %d "
          "era-23 files per feature and version): %d failures" % (5, a.seeds, a.seeds // 5, len(fails)))
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
