# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""What the reference reader's --trace says about a file: its version, the
grammar IDs it reads, the states of the flags those fields carry
("ir.op.mask:hasUseListOrders=1", as corpus/manifest.json lists them) and the
features spec/features.json's `implied_by` derives from them.

Used to check that a shrunk reproducer still has its cluster's trait (the
feature or grammar ID that names the cluster, the version)."""

import json
import os
from oracle.core.paths import REPO



class TraceVocabulary:
    """The parts of spec/grammar.json and spec/features.json that turn a
    trace into facts: the flags of each field and each feature's patterns."""

    def __init__(self, grammar_path, features_path):
        self.flags = {}  # field id -> [(flag id, mask)]
        self.implied_by = {}  # feature id -> [pattern]
        if grammar_path and os.path.isfile(grammar_path):
            with open(grammar_path, encoding="utf-8") as f:
                g = json.load(f)
            for rec in g.get("fields", []) + [bf for b in g.get("builtin", [])
                                              for bf in b.get("fields", [])]:
                for fl in rec.get("flags", []):
                    if "mask" in fl:
                        self.flags.setdefault(rec["id"], []).append((fl["id"], fl["mask"]))
        if features_path and os.path.isfile(features_path):
            with open(features_path, encoding="utf-8") as f:
                doc = json.load(f)
            feats = doc.get("features", doc) if isinstance(doc, dict) else doc
            for ft in feats if isinstance(feats, list) else []:
                self.implied_by[ft["id"]] = ft.get("implied_by", [])

    @classmethod
    def of_repo(cls, root):
        """From ROOT/spec, each file falling back to this checkout's."""
        def spec(name):
            path = os.path.join(root, "spec", name)
            return path if os.path.isfile(path) else os.path.join(REPO, "spec", name)
        return cls(spec("grammar.json"), spec("features.json"))


    def traceable(self, tag):
        """Whether a trace can show TAG: a grammar ID or flag state, or a
        feature with `implied_by` patterns (not one only the producer of a
        file can state, e.g. empty-sections)."""
        return bool(self.implied_by.get(tag, True))


def _matches(pattern, ids, features):
    if pattern.startswith("feature:"):
        return pattern[len("feature:"):] in features
    if pattern.endswith(".*"):
        return any(i.startswith(pattern[:-1]) for i in ids)
    return pattern in ids


def facts(raw, vocab):
    """{'version': int or None, 'ids': set of grammar IDs and flag states,
    'features': set} from `mlirbc-read --trace` stdout (bytes or str)."""
    text = raw.decode("utf-8", "replace") if isinstance(raw, bytes) else raw
    ids, version = set(), None
    for line in text.splitlines():
        parts = line.split()
        if len(parts) < 4 or not parts[0].isdigit():
            continue
        gid = parts[3]
        ids.add(gid)
        value = int(parts[4]) if len(parts) > 4 and parts[4].isdigit() else None
        if gid == "file.version" and version is None:
            version = value
        if value is not None:
            for fid, mask in vocab.flags.get(gid, ()):
                ids.add("%s=%d" % (fid, 1 if value & mask else 0))
                ids.add(fid)
    features = set()
    # a feature may be implied by another ("feature:X"): two passes suffice
    for _ in range(2):
        for f, pats in vocab.implied_by.items():
            if f not in features and any(_matches(p, ids, features) for p in pats):
                features.add(f)
    return {"version": version, "ids": ids, "features": features}


def has_tag(fact, tag):
    """Whether the facts show TAG (a feature, grammar ID, flag state or an
    ID prefix 'x.*'). A feature only the producer of a file can state (no
    `implied_by`) never shows: the caller checks the original first."""
    return tag in fact["features"] or _matches(tag, fact["ids"], fact["features"])
