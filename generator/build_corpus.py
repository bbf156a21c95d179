#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Regenerate the conformance corpus (corpus/cases, corpus/expected,
corpus/manifest.json) byte for byte from fixed seeds.

Three sources, each with a fixed recipe:
  * y_gen_*   generated files (mlirbc-gen gen) over versions 0..6 and knob
              profiles (every alignment class, varint widths, lazy sections,
              both use-list encodings, elided block-argument locations,
              shuffled sections, empty sections, unshared strings, swarm,
              deep nesting; era-specific builtin encodings only in the
              profiles about them), with their expected structure;
  * y_gen_vN_iso-FEATURE_K
              isolation cases: per feature of spec/features.json and
              version, the first seeds whose files hold the feature and no
              optional feature it does not imply (spec/tools/feature_isolation.py);
  * *_mut_*   mutations (mlirbc-gen mutate --kind all) of fixed base files
              (y_mutbase_*), named after the mutation and field;
  * DSL       hand-written cases corpus/dsl/**/*.bct compiled by mlirbc-asm
              (skipped when there are none).

  build_corpus.py [--check] [--root DIR] [--gen BIN] [--asm BIN]
  build_corpus.py --extend N --out DIR      (N more random cases elsewhere)

--check regenerates into a temporary directory and exits 1 on any byte
difference with the checked-in corpus. Standard library only.
"""

import argparse
import concurrent.futures
import filecmp
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)

VERSIONS = range(7)
# (profile name, knob flags, seeds per version)
PROFILES = [("rand", [], 110)]
PROFILES += [("align%d" % a, ["--align", str(a)], 3) for a in (1, 2, 4, 8, 16, 32, 64, 256, 4096)]
PROFILES += [("varint%d" % k, ["--varint-extra", str(k)], 2) for k in range(1, 9)]
PROFILES += [
    ("lazy0", ["--lazy", "0"], 4),
    ("lazy1", ["--lazy", "1", "--max-depth", "5"], 4),
    ("uselist1", ["--uselist", "1", "--max-ops", "30"], 4),
    ("uselist2", ["--uselist", "2", "--max-ops", "30"], 4),
    ("uselist3", ["--uselist", "3", "--max-ops", "30"], 4),
    ("elide0", ["--elide-blockarg-loc", "0"], 3),
    ("elide1", ["--elide-blockarg-loc", "1"], 3),
    ("order", ["--section-order", "1"], 4),
    ("empty", ["--empty-sections", "1"], 3),
    ("noshare", ["--share-strings", "0"], 3),
    ("swarm", ["--swarm", "1"], 8),
    ("deep", ["--max-depth", "12", "--max-ops", "60"], 3),
    ("padded", ["--align", "8", "--varint-extra", "1", "--section-order", "1",
                "--empty-sections", "1"], 2),
]
# Every corpus file stays small: a soft op limit unless the profile sets one.
DEFAULT_MAX_OPS = ["--max-ops", "8"]
# Era-specific builtin encodings appear only in the profiles about them.
ERA_OFF = ["--features-off", "range-loc,distinct-attr,scalable-vector"]
PROFILES += [
    ("range", ["--features-off", "distinct-attr,scalable-vector", "--focus", "builtin-filelinecolrange"], 3),
    ("distinct", ["--features-off", "range-loc,scalable-vector", "--focus", "builtin-distinct-attr"], 2),
    ("scalable", ["--features-off", "range-loc,distinct-attr", "--focus", "builtin-scalable-vector"], 2),
    ("scalable16", ["--features-off", "range-loc,distinct-attr", "--focus", "builtin-scalable-vector-llvm16"], 2),
    # era 23 (LLVM 23+, derived from its sources): files with an LLVM 23 producer
    ("affine", ERA_OFF + ["--focus", "builtin-affine-map"], 3),
    ("bversion", ERA_OFF + ["--focus", "builtin-dialect-version"], 2),
    ("sfloat", ERA_OFF + ["--focus", "builtin-small-float-types"], 2),
]
# Profiles about a feature that needs a newer bytecode version than 0.
PROFILE_MIN_VERSION = {"bversion": 1}  # dialect versions exist from v1

# Isolation profiles (spec/tools/feature_isolation.py): per feature and version, ISO_CASES
# files that hold the feature and nothing optional it does not imply. A
# profile switches every generator feature off but the ones it names and sets
# every layout knob to its plain value; the first seeds whose files qualify
# are kept (a fixed search order: the same files every time).
ISO_CASES = 5
ISO_SEARCH = 3000  # seeds tried per (feature, version) before giving up
ISO_BASE = ["--swarm", "0", "--section-order", "0", "--align", "0", "--varint-extra", "0",
            "--share-strings", "1", "--lazy", "0", "--uselist", "0", "--elide-blockarg-loc", "0",
            "--empty-sections", "0", "--max-ops", "6", "--max-depth", "2"]
GEN_FEATURES = ["unregistered", "func", "testdialect", "results", "operands", "forward-refs",
                "successors", "block-args", "regions", "isolated", "builtin-attrs", "builtin-types",
                "fallback-asm", "opaque-dialect", "properties", "resources", "locations",
                "dialect-versions", "uselists", "range-loc", "distinct-attr", "scalable-vector",
                "ods-properties"]
BASE_ON = ["builtin-attrs", "builtin-types"]
# feature -> (generator features on, knob overrides)
ISO_PROFILES = {
    "lazy-loading": ([], ["--lazy", "1"]),
    "use-list-order": (["func", "uselists"], ["--uselist", "3", "--max-ops", "20"]),
    "native-properties": (["ods-properties"], []),
    "dialect-versioning": (["dialect-versions"], []),
    "alignment": ([], ["--align", "8"]),
    "resources": (["resources"], []),
    "external-resources": (["resources"], []),
    "elided-blockarg-loc": (["func"], ["--elide-blockarg-loc", "1"]),
    "forward-references": (["unregistered", "results", "operands", "forward-refs"], ["--max-ops", "12"]),
    "graph-regions": (["unregistered", "results", "operands", "forward-refs", "regions"], ["--max-ops", "12"]),
    "successors": (["func", "successors"], ["--max-ops", "12"]),
    "unregistered-ops": (["unregistered"], []),
    "opaque-dialect-payloads": ([], []),
    "fallback-assembly": ([], []),
    "overlong-varints": ([], ["--varint-extra", "2"]),
    "section-order": ([], ["--section-order", "1"]),
    "empty-sections": ([], ["--empty-sections", "1"]),
    "locations": ([], []),
    "deep-nesting": (["unregistered", "regions"], ["--max-depth", "12", "--max-ops", "60"]),
    "large-alignment": ([], ["--align", "64"]),
    "builtin-filelinecolrange": ([], []),
    "builtin-distinct-attr": ([], []),
    "builtin-scalable-vector": ([], []),
    "builtin-scalable-vector-llvm16": ([], []),
    "builtin-affine-map": ([], []),
    "builtin-dialect-version": ([], []),
    "builtin-small-float-types": ([], []),
}
MUT_BASES = 3  # base files per version
# Era-23 mutation bases (LLVM 23 producer, an AffineMapAttr of the General
# kind): the first seed per version whose file each kind applies to.
MUT23_KINDS = ["affine-expr-kind-unknown"]
MUT23_SEARCH = 64
EXCEPTIONS_FILE = os.path.join(HERE, "mlir_opt_exceptions.json")


def seed_of(*parts):
    h = hashlib.sha256(":".join(str(p) for p in parts).encode()).digest()
    return int.from_bytes(h[:6], "little")


def run(cmd):
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if p.returncode != 0:
        sys.exit("build_corpus: command failed (%d): %s\n%s" % (
            p.returncode, " ".join(cmd), p.stderr.decode("utf-8", "replace")))
    return p


def load_json(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def mlir_opt_entry(meta):
    m = {"expressible": bool(meta["mlir_opt"]["expressible"]),
         "flags": ["--allow-unregistered-dialect"]}
    if not m["expressible"]:
        m["why"] = meta["mlir_opt"].get("why", "")
    return m


def gen_cases(gen, out, tmp):
    """y_gen_*: (id, argv) in a fixed order."""
    jobs = []
    for v in VERSIONS:
        for name, flags, n in PROFILES:
            if v < PROFILE_MIN_VERSION.get(name, 0):
                continue
            for i in range(n):
                cid = "y_gen_v%d_%s_%03d" % (v, name, i)
                knobs = ["--version", str(v)] + flags
                if "--max-ops" not in flags:
                    knobs += DEFAULT_MAX_OPS
                if "--features-off" not in flags:
                    knobs += ERA_OFF
                jobs.append((cid, seed_of("gen", v, name, i), knobs))
    return jobs


def accept_entry(cid, seed, meta):
    """The manifest entry of a generated must-accept case."""
    return {
        "id": cid, "file": "cases/%s.mlirbc" % cid, "version": meta["version"],
        "verdict": "accept", "structure": "expected/%s.json" % cid,
        "fields": meta["fields"], "features": meta["features"],
        "provenance": {"generator": "mlirbc-gen", "seed": seed, "knobs": meta["knobs"]},
        "mlir_opt": mlir_opt_entry(meta),
    }


def do_gen(gen, out, tmp, job, provenance_kind="generator"):
    cid, seed, knobs = job
    meta_path = os.path.join(tmp, cid + ".meta.json")
    run([gen, "gen", "--seed", str(seed)] + knobs + [
        "-o", os.path.join(out, "cases", cid + ".mlirbc"),
        "--structure", os.path.join(out, "expected", cid + ".json"),
        "--meta", meta_path])
    meta = load_json(meta_path)
    return accept_entry(cid, seed, meta)


def run_many(gen, tmp, name, jobs_list, nproc, ex):
    """Generate (id, seed, knobs) jobs with `mlirbc-gen many` (a few processes,
    not one per case) into tmp/name; returns that directory."""
    gdir = os.path.join(tmp, name)
    os.makedirs(gdir)
    chunks = [jobs_list[i::nproc] for i in range(nproc)]

    def run_chunk(k):
        lst = os.path.join(tmp, "%s_%d.txt" % (name, k))
        with open(lst, "w") as f:
            for cid, seed, knobs in chunks[k]:
                f.write("%s %d %s\n" % (cid, seed, " ".join(knobs)))
        run([gen, "many", "--list", lst, "--out", gdir])

    list(ex.map(run_chunk, range(nproc)))
    return gdir


def take_gen(out, gdir, src, cid, seed):
    """Move generated file `src` of gdir into the corpus as case `cid`."""
    shutil.move(os.path.join(gdir, src + ".mlirbc"), os.path.join(out, "cases", cid + ".mlirbc"))
    shutil.move(os.path.join(gdir, src + ".json"), os.path.join(out, "expected", cid + ".json"))
    meta = load_json(os.path.join(gdir, src + ".meta.json"))
    return accept_entry(cid, seed, meta)


def gen_many(gen, out, tmp, jobs_list, nproc, ex):
    """The y_gen cases of PROFILES."""
    gdir = run_many(gen, tmp, "many", jobs_list, nproc, ex)
    return [take_gen(out, gdir, cid, cid, seed) for cid, seed, _ in jobs_list]


def set_knobs(knobs, over):
    """knobs with the flags of `over` replaced (or added)."""
    pairs = dict(zip(knobs[0::2], knobs[1::2]))
    pairs.update(zip(over[0::2], over[1::2]))
    return [x for kv in pairs.items() for x in kv]


def iso_profiles(root):
    """(feature, version, allowed features, knobs) of every isolation profile."""
    feats = {f["id"]: f for f in load_json(os.path.join(root, "spec", "features.json"))["features"]}
    baseline = {x for x, f in feats.items() if f.get("baseline")}
    out = []
    for tag, (on, over) in sorted(ISO_PROFILES.items()):
        allowed, todo = {tag} | baseline, [tag]
        while todo:  # everything the feature implies, transitively
            for x in feats[todo.pop()].get("implies", []):
                if x not in allowed:
                    allowed.add(x)
                    todo.append(x)
        off = [g for g in GEN_FEATURES if g not in on + BASE_ON]
        knobs = set_knobs(ISO_BASE + ["--features-off", ",".join(off), "--focus", tag], over)
        for v in range(feats[tag].get("version_min", 0), max(VERSIONS) + 1):
            out.append((tag, v, allowed, ["--version", str(v)] + knobs))
    return out


def iso_cases(gen, out, tmp, root, nproc, ex):
    """y_gen_vN_iso-FEATURE_K: the first ISO_CASES seeds (in a fixed order)
    whose files hold FEATURE and no optional feature it does not imply."""
    profiles = iso_profiles(root)
    chosen = {j: [] for j in range(len(profiles))}
    pending, start, step, rnd = list(range(len(profiles))), 0, 8, 0
    while pending:
        if start >= ISO_SEARCH:
            sys.exit("build_corpus: no %d isolated cases in %d seeds for %s" % (
                ISO_CASES, ISO_SEARCH, ", ".join("%s v%d" % profiles[j][:2] for j in pending)))
        cand = [("c%d_%d" % (j, i), seed_of("iso", profiles[j][0], profiles[j][1], i), profiles[j][3])
                for j in pending for i in range(start, start + step)]
        gdir = run_many(gen, tmp, "iso%d" % rnd, cand, nproc, ex)
        for cid, seed, _ in cand:
            j = int(cid[1:].split("_")[0])
            tag, v, allowed, _ = profiles[j]
            feats = set(load_json(os.path.join(gdir, cid + ".meta.json"))["features"])
            if len(chosen[j]) < ISO_CASES and tag in feats and feats <= allowed:
                chosen[j].append((gdir, cid, seed))
        pending = [j for j in pending if len(chosen[j]) < ISO_CASES]
        start, step, rnd = start + step, min(step * 4, 1024), rnd + 1
    cases = []
    for j, picks in sorted(chosen.items()):
        tag, v = profiles[j][:2]
        for k, (gdir, src, seed) in enumerate(picks):
            cases.append(take_gen(out, gdir, src, "y_gen_v%d_iso-%s_%03d" % (v, tag, k), seed))
    return cases


def implied_features(fields):
    """Features spec/features.json's "implied_by" gives these fields (grammar
    IDs without flag states or prefixes: what a mutation names)."""
    doc = load_json(os.path.join(REPO, "spec", "features.json"))
    return [f["id"] for f in doc["features"] if set(f.get("implied_by", [])) & set(fields)]


def do_mutations(gen, out, tmp, v, b):
    base_id = "y_mutbase_v%d_%d" % (v, b)
    seed = seed_of("mutbase", v, b)
    knobs = ["--version", str(v), "--max-ops", "10", "--max-depth", "3"]
    mdir = os.path.join(tmp, "mut_%d_%d" % (v, b))
    os.makedirs(mdir)
    run([gen, "mutate", "--seed", str(seed)] + knobs + ["--kind", "all", "--out", mdir])
    return mutation_entries(gen, out, tmp, mdir, base_id, seed, knobs, v, "mut_v%db%d" % (v, b))


def mutation_entries(gen, out, tmp, mdir, base_id, seed, knobs, v, tag):
    """The base file's entry and one per mutation written to mdir."""
    entries = [do_gen(gen, out, tmp, (base_id, seed, knobs))]
    base_meta = entries[0]
    for fn in sorted(os.listdir(mdir)):
        if not fn.endswith(".meta.json"):
            continue
        m = load_json(os.path.join(mdir, fn))
        stem = fn[:-len(".meta.json")]
        prefix, rest = stem.split("_", 1)
        cid = "%s_%s_%s" % (prefix, tag, rest)
        shutil.copyfile(os.path.join(mdir, stem + ".mlirbc"),
                        os.path.join(out, "cases", cid + ".mlirbc"))
        e = {"id": cid, "file": "cases/%s.mlirbc" % cid, "version": m.get("version", v),
             "verdict": m["verdict"]}
        if m.get("expect_code"):
            e["expect_code"] = m["expect_code"]
        if m.get("ambiguity"):
            e["ambiguity"] = m["ambiguity"]
        fields = sorted(set([m["field"]] if m.get("field") else []))
        e["fields"] = fields
        # the base file's features, and what the mutated field brings
        # (e.g. an alignment field added to a section)
        e["features"] = base_meta["features"] + [
            f for f in implied_features(fields) if f not in base_meta["features"]]
        e["provenance"] = {"mutation": m.get("kind", rest), "base": base_id}
        e["mlir_opt"] = {"expressible": False, "flags": ["--allow-unregistered-dialect"],
                         "why": "mutated file (%s)" % m["verdict"]}
        entries.append(e)
    return entries


def do_mutations23(gen, out, tmp, v):
    """y_mutbase23_vN and its era-23 mutations (MUT23_KINDS)."""
    knobs = ["--version", str(v), "--max-ops", "6", "--max-depth", "2"] + ERA_OFF + [
        "--focus", "builtin-affine-map"]
    for i in range(MUT23_SEARCH):
        seed = seed_of("mutbase23", v, i)
        mdir = os.path.join(tmp, "mut23_%d_%d" % (v, i))
        os.makedirs(mdir)
        for kind in MUT23_KINDS:
            run([gen, "mutate", "--seed", str(seed)] + knobs + ["--kind", kind, "--out", mdir])
        if len([f for f in os.listdir(mdir) if f.endswith(".meta.json")]) == len(MUT23_KINDS):
            break
    else:
        sys.exit("build_corpus: no era-23 mutation base for v%d in %d seeds" % (v, MUT23_SEARCH))
    return mutation_entries(gen, out, tmp, mdir, "y_mutbase23_v%d" % v, seed, knobs, v,
                            "mut23_v%d" % v)


def do_dsl(asm, out, tmp, root, bct):
    rel = os.path.relpath(bct, root)
    cid = os.path.splitext(os.path.basename(bct))[0]
    meta_path = os.path.join(tmp, "dsl_" + cid + ".json")
    run([asm, bct, "-o", os.path.join(out, "cases", cid + ".mlirbc"), "--meta", meta_path,
         "--root", root])
    m = load_json(meta_path)
    e = {"id": cid, "file": "cases/%s.mlirbc" % cid, "version": m.get("version"),
         "verdict": m["verdict"]}
    if m.get("expect_code"):
        e["expect_code"] = m["expect_code"]
    if m.get("expect_offset") is not None:
        e["expect_offset"] = m["expect_offset"]
    if m.get("ambiguity"):
        e["ambiguity"] = m["ambiguity"]
    e["fields"] = m.get("fields") or []
    e["features"] = m.get("features") or []
    prov = {"dsl": rel.replace(os.sep, "/")}
    if m.get("from"):
        prov["from"] = m["from"]
    e["provenance"] = prov
    opt = (m.get("mlir_opt_22") or "").strip()
    e["mlir_opt"] = {"expressible": opt.startswith("accept"),
                     "flags": ["--allow-unregistered-dialect"]}
    if not e["mlir_opt"]["expressible"]:
        e["mlir_opt"]["why"] = opt or "not stated in the DSL case"
    return e


def build(root, out, gen, asm, jobs):
    for d in ("cases", "expected"):
        os.makedirs(os.path.join(out, d), exist_ok=True)
    tmp = tempfile.mkdtemp(prefix="corpus-meta-")
    try:
        cases = []
        with concurrent.futures.ThreadPoolExecutor(jobs) as ex:
            cases += gen_many(gen, out, tmp, gen_cases(gen, out, tmp), jobs, ex)
            cases += iso_cases(gen, out, tmp, root, jobs, ex)
            muts = [(v, b) for v in VERSIONS for b in range(MUT_BASES)]
            for lst in ex.map(lambda vb: do_mutations(gen, out, tmp, *vb), muts):
                cases += lst
            for lst in ex.map(lambda v: do_mutations23(gen, out, tmp, v), VERSIONS):
                cases += lst
            dsl_root = os.path.join(root, "corpus", "dsl")
            bcts = []
            for d, _, files in os.walk(dsl_root):
                bcts += [os.path.join(d, f) for f in files if f.endswith(".bct")]
            bcts.sort()
            if bcts and not (asm and os.access(asm, os.X_OK)):
                sys.exit("build_corpus: DSL cases exist but mlirbc-asm is missing (%s)" % asm)
            cases += list(ex.map(lambda b: do_dsl(asm, out, tmp, root, b), bcts))
        ids = [c["id"] for c in cases]
        dup = sorted(set(i for i in ids if ids.count(i) > 1))
        if dup:
            sys.exit("build_corpus: duplicate case ids: %s" % ", ".join(dup[:10]))
        exc = load_json(EXCEPTIONS_FILE) if os.path.exists(EXCEPTIONS_FILE) else {}
        for c in cases:
            if c["id"] in exc:
                c["mlir_opt"]["exception"] = exc[c["id"]]
        cases.sort(key=lambda c: c["id"])
        # one case per line: readable diffs, a fraction of indent=1's size
        with open(os.path.join(out, "manifest.json"), "w", encoding="utf-8") as f:
            f.write('{"format": "mlirbc-corpus", "version": 1,\n'
                    ' "generated_by": "generator/build_corpus.py",\n "cases": [\n')
            for i, c in enumerate(cases):
                f.write("  " + json.dumps(c, separators=(",", ":")) + (",\n" if i + 1 < len(cases) else "\n"))
            f.write(" ]}\n")
        return cases
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def ensure_tools(root, gen, asm):
    """Build the release tools (build/) when they are missing."""
    if gen and os.access(gen, os.X_OK):
        return
    bdir = os.path.join(root, "build")
    run(["cmake", "-S", root, "-B", bdir, "-DCMAKE_BUILD_TYPE=RelWithDebInfo"])
    targets = ["mlirbc-gen"] + (["mlirbc-asm"] if os.path.isdir(os.path.join(root, "generator", "asm")) else [])
    run(["cmake", "--build", bdir, "-j2", "--target"] + targets)


def tree_files(d):
    out = []
    for sub in ("cases", "expected"):
        p = os.path.join(d, sub)
        if os.path.isdir(p):
            out += [os.path.join(sub, f) for f in os.listdir(p)]
    if os.path.exists(os.path.join(d, "manifest.json")):
        out.append("manifest.json")
    return set(out)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--root", default=REPO, help="repository root (default: this checkout)")
    ap.add_argument("--gen", help="mlirbc-gen binary (default: ROOT/build/bin/mlirbc-gen)")
    ap.add_argument("--asm", help="mlirbc-asm binary (default: ROOT/build/bin/mlirbc-asm)")
    ap.add_argument("--check", action="store_true",
                    help="regenerate into a temp dir; exit 1 on any difference")
    ap.add_argument("--extend", type=int, metavar="N", help="write N extra random cases to --out")
    ap.add_argument("--out", help="output directory for --extend")
    ap.add_argument("-j", "--jobs", type=int, default=4)
    a = ap.parse_args(argv)
    root = os.path.abspath(a.root)
    gen = a.gen or os.path.join(root, "build", "bin", "mlirbc-gen")
    asm = a.asm or os.path.join(root, "build", "bin", "mlirbc-asm")
    ensure_tools(root, gen if a.gen else None, asm)
    if not os.access(gen, os.X_OK):
        sys.exit("build_corpus: %s is not executable" % gen)
    if a.extend is not None:
        if not a.out:
            sys.exit("build_corpus: --extend needs --out DIR")
        os.makedirs(a.out, exist_ok=True)
        run([gen, "batch", "--seed", str(seed_of("extend", a.extend)), "--count", str(a.extend),
             "--out", a.out, "--prefix", "y_ext"])
        print("wrote %d cases to %s" % (a.extend, a.out))
        return 0
    corpus = os.path.join(root, "corpus")
    if a.check:
        tmp = tempfile.mkdtemp(prefix="corpus-check-")
        try:
            build(root, tmp, gen, asm, a.jobs)
            want, have = tree_files(tmp), tree_files(corpus)
            diff = sorted(want ^ have)
            for f in sorted(want & have):
                if not filecmp.cmp(os.path.join(tmp, f), os.path.join(corpus, f), shallow=False):
                    diff.append(f)
            if diff:
                print("corpus is stale: %d file(s) differ, e.g. %s" % (len(diff), ", ".join(diff[:5])))
                print("regenerate with ./cts corpus")
                return 1
            print("corpus is fresh (%d files)" % len(want))
            return 0
        finally:
            shutil.rmtree(tmp, ignore_errors=True)
    for sub in ("cases", "expected"):
        shutil.rmtree(os.path.join(corpus, sub), ignore_errors=True)
    cases = build(root, corpus, gen, asm, a.jobs)
    by = {}
    for c in cases:
        k = (c["verdict"], c["version"])
        by[k] = by.get(k, 0) + 1
    size = sum(os.path.getsize(os.path.join(corpus, c["file"])) for c in cases)
    print("corpus: %d cases, %.1f MB of .mlirbc" % (len(cases), size / 1e6))
    for k in sorted(by, key=lambda k: (k[0], -1 if k[1] is None else k[1])):
        print("  %-7s v%s: %d" % (k[0], k[1], by[k]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
