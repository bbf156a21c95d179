#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Write spec/releases/tolerance.json: what each release's mlir-opt did with
each defect the reference reader rejects, from the conformance report.

usage: python3 -m spec.tools.mktolerance [--report reports/latest/conformance.json]
                                          [--check] [--out FILE]

For every case the reference reader rejects, its defect (code, section and
message without numbers: oracle/check/tolerance.py) and, per release, whether
`mlir-opt-N --allow-unregistered-dialect` loaded it (accepted*) or not
(rejected, crash, oom, timeout), split by the writer: the builtin era its
producer string names against the release's (same, older, newer, other).
The reference reader stops at the defect, so the rest of the file is not
judged; a newer era's file often fails on that rest. Each cell
counts loads and fails and names the first case of each (by id), which
`./cts check` cites. --check compares with the committed file (exit 1 on a
difference)."""
import argparse
import json
import os
import sys

from oracle.check import loadability, tolerance
from oracle.core.paths import REPO
from spec.tools import generated

RELEASES = ("16", "19", "22")
UNMEASURED = (None, "not-applicable")


def loaded(result):
    v = (result or {}).get("verdict")
    return None if v in UNMEASURED else v.startswith("accepted")


def build(report, reader_eras):
    results = report["results"]
    defects, codes = {}, {}
    for case in sorted(report["cases"], key=lambda c: c["id"]):
        cid = case["id"]
        ref = results["mlirbc-read"].get(cid) or {}
        if ref.get("verdict") != "rejected":
            continue
        key = tolerance.defect_of_report(ref.get("message"))
        if key is None:
            continue
        code = key.split(" ", 1)[0]
        _, producer = tolerance.header(os.path.join(REPO, case["file"]))
        if producer == tolerance.BLANK:
            continue  # not a defect of bytecode: check reads it as empty text
        for rel in RELEASES:
            res = results["mlir-opt-" + rel].get(cid)
            got = loaded(res)
            if got is None:
                continue
            how = tolerance.writer_relation(producer, reader_eras[rel])
            for cell in (defects.setdefault(key, {}).setdefault(rel, {}).setdefault(
                    how, {"loads": 0, "fails": 0}),
                         codes.setdefault(code, {}).setdefault(rel, {}).setdefault(
                             how, {"loads": 0, "fails": 0})):
                cell["loads" if got else "fails"] += 1
                cell.setdefault("load_case" if got else "fail_case", cid)
                if not got and "fail_message" not in cell:
                    msg = (res.get("message") or res["verdict"]).strip()
                    for prefix in ("0:0: error:", "error:"):
                        msg = msg[len(prefix):].strip() if msg.startswith(prefix) else msg
                    cell["fail_message"] = "%s: %s" % (res["verdict"], msg[:160])
    return {"doc": "What stock mlir-opt-N --allow-unregistered-dialect did with each defect the "
                   "reference reader rejects, measured by the conformance report: per defect, "
                   "release and writer (builtin era of the producer string against the "
                   "release's: same, older, newer, other), how many cases loaded and failed, "
                   "with the first case of each. Written by spec/tools/mktolerance.py; read by "
                   "oracle/check/tolerance.py.",
            "source": "reports/latest/conformance.json",
            "defects": defects, "codes": codes}


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--report", default=os.path.join(REPO, "reports", "latest", "conformance.json"))
    ap.add_argument("--out", default=tolerance.TABLE)
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args(argv)
    with open(args.report, encoding="utf-8") as f:
        report = json.load(f)
    eras = {rel: r["builtin_era"] for rel, r in loadability.load_releases().items()}
    text = json.dumps(build(report, eras), indent=1, sort_keys=True) + "\n"
    return generated.write_or_check(args.out, text, args.check, "mktolerance", "the report")

if __name__ == "__main__":
    sys.exit(main())
