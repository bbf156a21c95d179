# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""A tiny corpus root for oracle tests (independent of the generated corpus):
two y_ cases copied from corpus/upstream, two n_ cases (bad magic, truncated)
and one i_ case (trailing bytes, AMB-006)."""

import json
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, os.pardir, os.pardir, os.pardir))
from oracle.core.tests.testenv import REPO, SHARED  # noqa: E402,F401  (paths, PYTHONPATH)
UP = os.path.join(REPO, "corpus", "upstream", "files")
CERTIFY = ["-m", "oracle.certify"]


def run_certify(root, workdir, reader, reference, args):
    """./cts certify of `reader` on the fixture `root`, output in a fresh
    directory under `workdir`: (exit status, certificate.json or None,
    certificate.md or None, stderr)."""
    out = tempfile.mkdtemp(dir=workdir)
    cmd = [sys.executable, *CERTIFY, "--root", root, "--reader", reader, "--out", out,
           "--reference", reference, "-j", "2", "-q"] + list(args)
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=300)
    docs = []
    for name, load in (("certificate.json", json.load), ("certificate.md", lambda f: f.read())):
        path = os.path.join(out, name)
        if os.path.exists(path):
            with open(path, encoding="utf-8") as f:
                docs.append(load(f))
        else:
            docs.append(None)
    if docs[0] is not None:
        docs[0]["_path"] = os.path.join(out, "certificate.json")  # where the badge files are
    return p.returncode, docs[0], docs[1], p.stderr.decode()


def build(root):
    cases = os.path.join(root, "corpus", "cases")
    os.makedirs(cases, exist_ok=True)
    with open(os.path.join(UP, "cf_successors.w22.v6.mlirbc"), "rb") as f:
        cf = f.read()
    with open(os.path.join(UP, "func_arith.w19.v0.mlirbc"), "rb") as f:
        fa = f.read()
    files = {
        "y_fixture_cf": (cf, "accept", {}),
        "y_fixture_func": (fa, "accept", {}),
        "n_fixture_magic": (b"ML\xefX" + cf[4:], "reject", {"expect_code": "E_MAGIC"}),
        "n_fixture_truncated": (cf[:len(cf) // 2], "reject", {}),
        "i_fixture_trailing": (cf + b"\x00\x01", "impl", {"ambiguity": "AMB-006"}),
    }
    entries = []
    for cid, (data, verdict, extra) in sorted(files.items()):
        with open(os.path.join(cases, cid + ".mlirbc"), "wb") as f:
            f.write(data)
        e = {"id": cid, "file": "cases/%s.mlirbc" % cid, "version": data[4] >> 1 if len(data) > 4 else 0,
             "verdict": verdict, "features": ["locations"] if cid.startswith("y_") else [],
             "provenance": {"generator": "fixture"}}
        e.update(extra)
        entries.append(e)
    with open(os.path.join(root, "corpus", "manifest.json"), "w") as f:
        json.dump({"format": "mlirbc-corpus", "version": 1, "cases": entries}, f, indent=1)
    return [e["id"] for e in entries]


def build_from_corpus(root, ids, feature_meta=None):
    """A corpus root holding the given cases of the real corpus (files and
    manifest entries) and a spec/features.json: the repository's, with
    feature_meta ({feature id: {"llvm_min": N, ...}}) merged in, so a test can
    give any feature an LLVM range."""
    with open(os.path.join(REPO, "corpus", "manifest.json")) as f:
        entries = {e["id"]: e for e in json.load(f)["cases"]}
    os.makedirs(os.path.join(root, "corpus", "cases"), exist_ok=True)
    picked = [entries[i] for i in sorted(ids)]
    for e in picked:
        shutil.copyfile(os.path.join(REPO, "corpus", e["file"]), os.path.join(root, "corpus", e["file"]))
    with open(os.path.join(root, "corpus", "manifest.json"), "w") as f:
        json.dump({"format": "mlirbc-corpus", "version": 1, "cases": picked}, f, indent=1)
    with open(os.path.join(REPO, "spec", "features.json")) as f:
        feats = json.load(f)
    for e in feats["features"]:
        e.update((feature_meta or {}).get(e["id"], {}))
    os.makedirs(os.path.join(root, "spec"), exist_ok=True)
    with open(os.path.join(root, "spec", "features.json"), "w") as f:
        json.dump(feats, f, indent=1)
    return [e["id"] for e in picked]


def smallest(predicate, n):
    """The ids of the n smallest real-corpus cases whose manifest entry satisfies predicate."""
    with open(os.path.join(REPO, "corpus", "manifest.json")) as f:
        entries = [e for e in json.load(f)["cases"] if predicate(e)]
    size = lambda e: os.path.getsize(os.path.join(REPO, "corpus", e["file"]))
    return [e["id"] for e in sorted(entries, key=lambda e: (size(e), e["id"]))[:n]]


def copy_tests_fakes():
    return os.path.join(SHARED, "fake")


if __name__ == "__main__":
    import sys
    build(sys.argv[1])
    shutil.os.sys.stdout.write("built %s\n" % sys.argv[1])
