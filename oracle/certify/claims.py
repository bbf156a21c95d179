# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""What a certified reader claims and which cases that makes applicable.

A claims file (JSON) may hold
  "versions": [0..6]   bytecode versions the reader reads;
  "features": [...]    manifest feature tags it supports (others: not applicable);
  "levels":   ["L0".."L3"]  structural levels it claims (--structure);
  "era": M             the LLVM major whose files it reads: a case is not
                       applicable when one of its features has llvm_min > M or
                       llvm_max < M (spec/features.json);
  "crash_markers": [regex, ...]  what the reader's stderr says when its
                       runtime fails (beyond the panics, tracebacks and
                       uncaught errors the oracle knows): such a run is a
                       crash whatever its exit status.
Versions the format does not define (7, 2^64-1, unreadable headers) are
rejection tests every reader must pass, whatever it claims."""

import json
import os

ALL_VERSIONS = list(range(7))
LEVEL_ORDER = ["L0", "L1", "L2", "L3"]


def spec_path(root, name, fallback_root):
    """ROOT/spec/NAME when the corpus root has one (fixtures), else the repository's."""
    path = os.path.join(root, "spec", name)
    return path if os.path.exists(path) else os.path.join(fallback_root, "spec", name)


def load_features(path):
    """{feature id: entry} from spec/features.json ({} when missing): the
    manifest vocabulary and the features the oracle derives (`derived`)."""
    try:
        with open(path, encoding="utf-8") as f:
            doc = json.load(f)
    except (OSError, ValueError):
        return {}
    return {e["id"]: e for e in doc.get("features", []) + doc.get("derived", [])
            if isinstance(e, dict) and "id" in e}


def load(path, structure):
    """The claims dict (defaults filled in)."""
    claims = {}
    if path:
        with open(path, encoding="utf-8") as f:
            claims = json.load(f)
    claims = dict(claims or {})
    claims.setdefault("versions", ALL_VERSIONS)
    if structure:
        claims.setdefault("levels", LEVEL_ORDER)
    return claims


def required_level(claims):
    return max(claims.get("levels") or ["L0"], key=LEVEL_ORDER.index)


def era_conflict(era, case, features):
    """The first feature of the case whose LLVM range excludes major `era`, else None."""
    for fid in case["features"]:
        meta = features.get(fid) or {}
        lo, hi = meta.get("llvm_min"), meta.get("llvm_max")
        if (lo is not None and lo > era) or (hi is not None and hi < era):
            return fid
    return None


def not_applicable_reason(claims, case, features):
    """Why the claims leave the case out (a short text), or None when it applies."""
    v = case["version"]
    versions = claims.get("versions")
    if versions is not None and v in ALL_VERSIONS and v not in versions:
        return "version %d not claimed" % v
    feats = claims.get("features")
    if isinstance(feats, list):
        extra = sorted(set(case["features"]) - set(feats))
        if extra:
            return "feature %s not claimed" % extra[0]
    era = claims.get("era")
    if era is not None:
        fid = era_conflict(int(era), case, features)
        if fid:
            meta = features[fid]
            return "feature %s needs LLVM %s" % (fid, llvm_range(meta))
    return None


def llvm_range(meta):
    """'20+' / '16-19' / '<=19' from a feature's llvm_min / llvm_max."""
    lo, hi = meta.get("llvm_min"), meta.get("llvm_max")
    if lo is not None and hi is not None:
        return "%d-%d" % (lo, hi)
    if lo is not None:
        return "%d+" % lo
    if hi is not None:
        return "<=%d" % hi
    return "any"
