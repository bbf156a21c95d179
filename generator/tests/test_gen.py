#!/usr/bin/env python3
"""mlirbc-gen self-checks:
  * determinism: the same seed and knobs give the same bytes, structure and
    trace across runs, and `gen` with a file's recorded knobs reproduces it;
  * agreement: for seeds 0..N-1 (all knobs from the seed) the reference
    reader accepts the file and its --dump=json equals the generator's
    expected structure byte for byte.

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

        def agree(seed):
            o = gen(a.gen, tmp, "r", seed)
            p = subprocess.run([a.reader, "--dump=json", os.path.join(tmp, "r_%d.mlirbc" % seed)],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            if p.returncode != 0:
                return "seed %d: reader rejects: %s" % (seed, p.stderr.decode(errors="replace")[:200])
            if p.stdout != o["json"]:
                return "seed %d: structure differs from the reader's" % seed
            return None

        with concurrent.futures.ThreadPoolExecutor(os.cpu_count() or 2) as ex:
            fails += [r for r in ex.map(agree, range(a.seeds)) if r]
    for f in fails:
        print("FAIL", f)
    print("mlirbc-gen: determinism over %d knob sets, reader agreement over %d seeds: %d failures"
          % (5, a.seeds, len(fails)))
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
