# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Load the cases the oracle runs: corpus/manifest.json (y_/n_/i_ cases),
the upstream sets (corpus/upstream/manifest.json and
corpus/upstream/mlir-test/manifest.json: files written by mlir-opt) and any other
corpus/**/*.mlirbc file (source "file"). One record per case, sorted by id."""

import fnmatch
import hashlib
import json
import os

MAGIC = b"ML\xefR"
EXPECTED_BY_PREFIX = {"y_": "accept", "n_": "reject", "i_": "impl"}
# Sets of files written by upstream mlir-opt (directory, case id prefix): the
# hand-written sources and the chunks of LLVM's own mlir/test inputs.
UPSTREAM_SETS = (("corpus/upstream", "upstream/"),
                 ("corpus/upstream/mlir-test", "upstream/mlir-test/"))


def read_varint(data, pos):
    """MLIR prefix varint -> (value, next_pos), or (None, pos) if truncated."""
    if pos >= len(data):
        return None, pos
    first = data[pos]
    n = 9 if first == 0 else ((first & -first).bit_length())
    if pos + n > len(data):
        return None, pos
    raw = int.from_bytes(data[pos:pos + n], "little")
    return (raw >> 8 if first == 0 else raw >> n), pos + n


def header(data):
    """(version, producer string) from the file header; None where unreadable."""
    if data[:4] != MAGIC:
        return None, None
    version, pos = read_varint(data, 4)
    if version is None:
        return None, None
    end = data.find(b"\0", pos, pos + 4096)
    producer = data[pos:end].decode("utf-8", "replace") if end >= 0 else None
    return version, producer


def producer_major(producer):
    """22 for 'MLIR22.1.8', None for anything else."""
    if not producer or not producer.startswith("MLIR"):
        return None
    digits = ""
    for c in producer[4:]:
        if not c.isdigit():
            break
        digits += c
    return int(digits) if digits else None


def era_of_major(major):
    """Builtin encoding era (spec/reader-decisions.md D-ERA)."""
    if major is None:
        return 20
    return 16 if major <= 16 else 17 if major <= 19 else 20 if major <= 22 else 23


def source_of(entry):
    prov = entry.get("provenance") or {}
    if "mutation" in prov:
        return "mutation"
    if "dsl" in prov:
        return "dsl"
    return "gen"


def _case(root, cid, rel, **kw):
    path = os.path.join(root, rel)
    with open(path, "rb") as f:
        data = f.read()
    version, producer = header(data)
    rec = {"id": cid, "file": rel, "version": version, "expected": "accept",
           "expect_code": None, "ambiguity": None, "features": [], "source": "file",
           "producer": None, "structure": None, "trace": None}
    rec.update(kw)
    rec["_sha256"] = hashlib.sha256(data).hexdigest()
    rec["_producer_string"] = producer
    rec["_path"] = path
    return rec


def load_cases(root, patterns=None):
    """All cases under ROOT/corpus. PATTERNS: fnmatch globs on id or file."""
    cases = {}
    manifests = []
    main = os.path.join(root, "corpus", "manifest.json")
    if os.path.exists(main):
        manifests.append("corpus/manifest.json")
        with open(main, encoding="utf-8") as f:
            m = json.load(f)
        for e in m.get("cases", []):
            rel = os.path.join("corpus", e["file"])
            if not os.path.exists(os.path.join(root, rel)):
                continue
            expected = {"accept": "accept", "reject": "reject", "impl": "impl"}.get(
                e.get("verdict"), EXPECTED_BY_PREFIX.get(e["id"][:2], "accept"))
            st = e.get("structure")
            cases[e["id"]] = _case(
                root, e["id"], rel, expected=expected, expect_code=e.get("expect_code"),
                ambiguity=e.get("ambiguity"), features=sorted(e.get("features") or []),
                source=source_of(e), structure=os.path.join("corpus", st) if st else None,
                _mlir_opt=e.get("mlir_opt"), _fields=e.get("fields") or [])
    for setdir, prefix in UPSTREAM_SETS:
        up = os.path.join(root, setdir, "manifest.json")
        if not os.path.exists(up):
            continue
        manifests.append(setdir + "/manifest.json")
        with open(up, encoding="utf-8") as f:
            m = json.load(f)
        for e in m.get("files", []):
            rel = os.path.join(setdir, e["file"])
            if not os.path.exists(os.path.join(root, rel)):
                continue
            name = os.path.basename(e["file"])[:-len(".mlirbc")]
            cid = prefix + name
            golden = {tool: os.path.join(setdir, c["golden"])
                      for tool, c in e.get("consumers", {}).items() if c.get("golden")}
            cases[cid] = _case(root, cid, rel, source="upstream", producer=e["producer"],
                               _golden=golden, _upstream=e)
    known = {c["file"] for c in cases.values()}
    corpus = os.path.join(root, "corpus")
    for dirpath, dirnames, filenames in os.walk(corpus):
        dirnames.sort()
        for fn in sorted(filenames):
            if not fn.endswith(".mlirbc"):
                continue
            rel = os.path.relpath(os.path.join(dirpath, fn), root)
            if rel in known:
                continue
            cid = "file/" + os.path.relpath(rel, "corpus")[:-len(".mlirbc")]
            expected = EXPECTED_BY_PREFIX.get(fn[:2], "accept") if fn[:2] in EXPECTED_BY_PREFIX else "impl"
            cases[cid] = _case(root, cid, rel, expected=expected)
    out = [cases[k] for k in sorted(cases)]
    if patterns:
        out = [c for c in out if any(fnmatch.fnmatchcase(c["id"], p) or
                                     fnmatch.fnmatchcase(c["file"], p) for p in patterns)]
    return out, manifests


def public(case):
    """The case record as written to conformance.json (no private fields but
    the file's sha256: whether a result is comparable with a later one)."""
    out = {k: v for k, v in case.items() if not k.startswith("_")}
    out["sha256"] = case["_sha256"]
    return out
