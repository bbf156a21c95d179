#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Fill the measured parts of the spec-ambiguity registry from the corpus and
a conformance report.

Each spec/ambiguities/AMB-NNN.json keeps its written parts (what the doc says,
the options, the reference reader's decision, upstream's behaviour as
researched) and gets two measured ones:
  * "cases":    every corpus case tagged with the ambiguity (manifest
                "ambiguity" field), sorted;
  * "observed": per implementation (reader id and version) what it does with
                those cases in the report: accept, reject, mixed or n/a;
  * "flaky":    only when the report marks some of those results flaky (they
                did not reproduce on a re-run, oracle/report/flaky.py): per
                implementation, the flaky cases.

  python3 -m oracle.report.ambiguities [--report reports/latest/conformance.json] [--check]

--check writes nothing and exits 1 when an entry is out of date (CTest
spec_ambiguity_cases runs it without --report: cases only). ./cts report
runs it after each report, so the registry never goes stale silently.
Standard library only.
"""

import argparse
import glob
import json
import os
import sys

from oracle.core.paths import REPO
from spec.tools import mkgrammar  # the canonical JSON layout of spec files

MANIFESTS = ("corpus/manifest.json", "corpus/upstream/manifest.json")


def tagged_cases(root):
    """{AMB id: sorted case ids} from the corpus manifests."""
    out = {}
    for rel in MANIFESTS:
        path = os.path.join(root, rel)
        if not os.path.exists(path):
            continue
        with open(path, encoding="utf-8") as f:
            for case in json.load(f).get("cases", []):
                amb = case.get("ambiguity")
                if amb:
                    out.setdefault(amb, set()).add(case["id"])
    return {k: sorted(v) for k, v in out.items()}


def observed(report):
    """{AMB id: ({"reader (version)": behaviour}, {"reader (version)": [flaky
    case ids]})} from a conformance.json."""
    names = {r["id"]: "%s (%s)" % (r["id"], r.get("version", "?")) for r in report.get("readers", [])}
    out = {}
    for a in report.get("ambiguities", []):
        out[a["id"]] = (
            {names.get(rid, rid): beh for rid, beh in sorted(a.get("behaviour", {}).items())},
            {names.get(rid, rid): sorted(c) for rid, c in sorted(a.get("flaky", {}).items()) if c})
    return out


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--root", default=REPO, help="repository root (default: this checkout)")
    ap.add_argument("--report", help="conformance.json whose behaviours fill 'observed'")
    ap.add_argument("--check", action="store_true", help="write nothing; exit 1 if out of date")
    args = ap.parse_args(argv)

    cases = tagged_cases(args.root)
    seen = None
    if args.report:
        with open(args.report, encoding="utf-8") as f:
            seen = observed(json.load(f))
    stale, known = [], set()
    for path in sorted(glob.glob(os.path.join(args.root, "spec", "ambiguities", "AMB-*.json"))):
        with open(path, encoding="utf-8") as f:
            text = f.read()
        entry = json.loads(text)
        known.add(entry["id"])
        entry["cases"] = cases.get(entry["id"], [])
        if seen is not None:
            entry["observed"], flaky = seen.get(entry["id"], ({}, {}))
            entry.pop("flaky", None)
            if flaky:
                entry["flaky"] = flaky
        new = mkgrammar.canonical_text(entry)
        if new != text:
            stale.append(os.path.relpath(path, args.root))
            if not args.check:
                with open(path, "w", encoding="utf-8") as f:
                    f.write(new)
    unknown = sorted(set(cases) - known)
    for amb in unknown:
        sys.stderr.write("sync_ambiguities: cases name %s, which has no entry (%s, ...)\n"
                         % (amb, cases[amb][0]))
    if args.check and stale:
        sys.stderr.write("sync_ambiguities: out of date: %s\n  (run: python3 -m oracle.report.ambiguities)\n"
                         % ", ".join(stale))
    else:
        for p in stale:
            sys.stderr.write("sync_ambiguities: updated %s\n" % p)
    return 1 if unknown or (args.check and stale) else 0


if __name__ == "__main__":
    sys.exit(main())
