#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The DSL cases (corpus/dsl/**/*.bct, compiled at build time) keep their headers.

For every case compiled into OUT_DIR (NAME.mlirbc + NAME.json from mlirbc-asm --meta):
* the name prefix matches the verdict: y_ accept, n_ reject, i_ impl (with AMB-NNN);
* every case says where it comes from (`# from:`), and its features / fields use
  the vocabulary of spec/features.json and the ids of spec/grammar.json;
* the reference reader (run as a program, --dump=json then --dump=mlir) agrees:
  accept -> exit 0; reject -> exit 1 with the expected code, and the offset and
  section when the header gives them; impl -> exit 0 or 1 (a clean verdict, no crash).
A .bct without a compiled output (stale build) is a failure.

usage: check_dsl.py --reader MLIRBC_READ --repo REPO --out OUT_DIR [-v]
"""

import argparse
import glob
import json
import os
import re
import subprocess
import sys

REJECT_LINE = re.compile(r"^.*:(\d+): \[([^\]]*)\] (E_[A-Z0-9_]+): ")


def norm_section(s):
    return re.sub(r"[^a-z0-9]", "", s.lower())


def load_vocab(repo):
    ids = set()
    with open(os.path.join(repo, "spec", "grammar.json")) as f:
        for field in json.load(f)["fields"]:
            ids.add(field["id"])
    feats = None
    path = os.path.join(repo, "spec", "features.json")
    if os.path.exists(path):
        with open(path) as f:
            data = json.load(f)
        if isinstance(data, dict):
            data = data.get("features", data)
        if isinstance(data, dict):
            feats = set(data)
        else:
            feats = {d["id"] if isinstance(d, dict) else d for d in data}
    return ids, feats


def field_ok(fid, ids):
    base = fid.split(":", 1)[0]
    return base in ids or base.startswith("builtin.attr.") or base.startswith("builtin.type.")


def run_reader(reader, path, mode):
    try:
        p = subprocess.run([reader, mode, path], stdout=subprocess.DEVNULL,
                           stderr=subprocess.PIPE, timeout=60)
    except subprocess.TimeoutExpired:
        return None, "timeout"
    return p.returncode, p.stderr.decode("utf-8", "replace")


def check_case(name, meta, mlirbc, reader, ids, feats):
    errs = []
    verdict = meta["verdict"]
    want = {"y": "accept", "n": "reject", "i": "impl"}.get(name[:1])
    if not re.match(r"^[yni]_[a-z0-9]+_[a-z0-9_]+$", name):
        errs.append("name must be y_|n_|i_<area>_<what> (lower case)")
    elif want != verdict:
        errs.append("prefix %s_ but verdict %s" % (name[0], verdict))
    if verdict == "impl" and not meta.get("ambiguity"):
        errs.append("impl case without AMB-NNN")
    if not meta.get("from"):
        errs.append("missing '# from:' provenance")
    for fid in meta.get("fields", []):
        if not field_ok(fid, ids):
            errs.append("unknown grammar id in # fields: %s" % fid)
    if feats is not None:
        for feat in meta.get("features", []):
            if feat not in feats:
                errs.append("feature not in spec/features.json: %s" % feat)
    rc, err = run_reader(reader, mlirbc, "--dump=json")
    if rc is None or rc not in (0, 1):
        return errs + ["reader crashed or hung (exit %s): %s" % (rc, err.strip()[:300])]
    if rc == 0:
        rc2, err2 = run_reader(reader, mlirbc, "--dump=mlir")
        if rc2 is None or rc2 not in (0, 1):
            return errs + ["reader --dump=mlir crashed (exit %s): %s" % (rc2, err2.strip()[:300])]
        if rc2 != 0:
            rc, err = rc2, err2
    got = "accept" if rc == 0 else "reject"
    m = REJECT_LINE.match(err.strip().splitlines()[0]) if rc == 1 and err.strip() else None
    if rc == 1 and not m:
        errs.append("rejected without a FILE:OFFSET: [section] E_CODE line: %r" % err[:200])
    if verdict == "accept" and got != "accept":
        errs.append("expected accept, reader rejected: %s" % err.strip())
    elif verdict == "reject":
        if got != "reject":
            errs.append("expected reject %s, reader accepted" % meta.get("expect_code"))
        elif m:
            off, sec, code = int(m.group(1)), m.group(2), m.group(3)
            if code != meta.get("expect_code"):
                errs.append("expected %s, reader said: %s" % (meta.get("expect_code"), err.strip()))
            if meta.get("expect_offset") is not None and off != meta["expect_offset"]:
                errs.append("expected offset %d, reader said: %s" % (meta["expect_offset"], err.strip()))
            if meta.get("section") and norm_section(sec) != norm_section(meta["section"]):
                errs.append("expected section %s, reader said: %s" % (meta["section"], err.strip()))
    return errs


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--reader", required=True)
    ap.add_argument("--repo", required=True)
    ap.add_argument("--out", required=True, help="build directory holding NAME.mlirbc/NAME.json")
    ap.add_argument("-v", "--verbose", action="store_true")
    a = ap.parse_args()
    ids, feats = load_vocab(a.repo)
    sources = sorted(glob.glob(os.path.join(a.repo, "corpus", "dsl", "**", "*.bct"), recursive=True))
    if not sources:
        print("no corpus/dsl/*.bct cases")
        return 1
    names = {}
    failures = 0
    counts = {}
    for src in sources:
        name = os.path.splitext(os.path.basename(src))[0]
        if name in names:
            print("FAIL %s: same name as %s" % (src, names[name]))
            failures += 1
            continue
        names[name] = src
        mlirbc = os.path.join(a.out, name + ".mlirbc")
        meta_path = os.path.join(a.out, name + ".json")
        if not (os.path.exists(mlirbc) and os.path.exists(meta_path)) or \
                os.path.getmtime(meta_path) < os.path.getmtime(src):
            print("FAIL %s: not compiled (or stale) in %s; rebuild" % (name, a.out))
            failures += 1
            continue
        with open(meta_path) as f:
            meta = json.load(f)
        errs = check_case(name, meta, mlirbc, a.reader, ids, feats)
        counts[meta["verdict"]] = counts.get(meta["verdict"], 0) + 1
        if errs:
            failures += 1
            for e in errs:
                print("FAIL %s: %s" % (name, e))
        elif a.verbose:
            print("ok   %s" % name)
    print("%d cases (%s), %d failing" % (
        len(names), ", ".join("%s %d" % kv for kv in sorted(counts.items())), failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
