#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""action_claims.py — a claims file with the bytecode versions of the
action's `versions` input (scripts/action-certify.sh).

usage: action_claims.py --versions SPEC [--claims FILE] --out FILE

SPEC: versions 0-6 as a list and/or ranges, separated by commas or spaces:
"0-6", "1,2,6", "5 6", "0-2,6". The other claims (features, levels, era) are
copied from --claims; its "versions" is replaced."""
import argparse
import json
import re
import sys

MAX_VERSION = 6  # the format's versions 0..6 (oracle/certify/claims.py ALL_VERSIONS)


def parse_versions(spec):
    """Sorted list of versions from SPEC; ValueError on anything else."""
    out = set()
    words = [w for w in re.split(r"[,\s]+", spec.strip()) if w]
    if not words:
        raise ValueError("no versions")
    for w in words:
        m = re.fullmatch(r"(\d+)(?:-(\d+))?", w)
        if not m:
            raise ValueError("not a version or range: %r" % w)
        lo = int(m.group(1))
        hi = int(m.group(2)) if m.group(2) is not None else lo
        if lo > hi or hi > MAX_VERSION:
            raise ValueError("%r: versions are 0..%d" % (w, MAX_VERSION))
        out.update(range(lo, hi + 1))
    return sorted(out)


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--versions", required=True)
    ap.add_argument("--claims")
    ap.add_argument("--out", required=True)
    a = ap.parse_args(argv)
    try:
        versions = parse_versions(a.versions)
    except ValueError as e:
        print("action_claims: %s" % e, file=sys.stderr)
        return 2
    claims = {}
    if a.claims:
        with open(a.claims, encoding="utf-8") as f:
            claims = json.load(f)
        if not isinstance(claims, dict):
            print("action_claims: %s is not a JSON object" % a.claims, file=sys.stderr)
            return 2
    claims["versions"] = versions
    with open(a.out, "w", encoding="utf-8") as f:
        json.dump(claims, f, indent=1, sort_keys=True)
        f.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
