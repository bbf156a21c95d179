#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Measure the check model and the reader on upstream-written sets.

    python3 -m oracle.check.measure [--manifest M]... [--reader R] [--jobs 2]
                                       [--json OUT] [--md OUT] [--only check|print]
                                       [--report [conformance.json]]

For every file of each manifest (default: corpus/upstream/manifest.json and
corpus/upstream/mlir-test/manifest.json; any set written by
corpus/upstream/mlir-test/regen.py has the same form):

* check: the prediction of `./cts check` (oracle/check/loadability.py on the
  reader's --findings) for each release against the verdict the manifest
  records for that release's mlir-opt (`mlir-opt-N --allow-unregistered-dialect
  FILE`, run when the set was generated). Reported per release, with every
  miss and its reason class.
* print: the reader's `--dump=mlir`, normalized (oracle/core/normalize.py), against
  the golden print of the producer-era mlir-opt (the L3 structure comparison
  of oracle/check/test_upstream_prints.py), for the files that mlir-opt reads back.
  Reported per producer release, every mismatch with its reason class; a
  difference that mlir-opt makes itself (oracle/core/upstream_diffs.py: a
  shared distinct printed twice, a resource key renamed) is listed apart,
  with its cause and upstream reference, not as a reader mismatch.

--report measures check alone on every case of a conformance report that
some mlir-opt-N ran (the probe files, own valid files and mutations of
corpus/, besides the upstream-written ones), against the outcome the report
records (accepted* loads; rejected, crash, oom, timeout do not).

Reason classes come from two tables below (first matching pattern wins);
the text of every miss is kept in the JSON so a class can be refined.
The JSON and Markdown outputs hold no timings or paths outside the checkout,
so re-running on the same inputs rewrites them byte for byte.
Exit status: 0 measured (the figures are the result, not a pass/fail), 2 usage error.
"""

import argparse
import collections
import concurrent.futures
import json
import os
import re
import subprocess
import sys

from oracle.check import cli as check
from oracle.check import loadability
from oracle.core import compare
from oracle.core import normalize
from oracle.core.paths import REPO

ROOT = REPO

DEFAULT_MANIFESTS = [os.path.join(ROOT, "corpus", "upstream", "manifest.json"),
                     os.path.join(ROOT, "corpus", "upstream", "mlir-test", "manifest.json")]
DEFAULT_READER = os.path.join(ROOT, "build", "bin", "mlirbc-read")
TIMEOUT = 60

# Why mlir-opt rejected a file that check predicted to load (first match wins).
REJECT_CLASSES = [
    (r"crash", "mlir-opt crashed"),
    (r"newer than the current version|unsupported version|bytecode version",
     "bytecode version not read by the release"),
    (r"unknown (builtin )?(attribute|type) code", "builtin encoding code unknown to the release"),
    (r"properties|expected mlir::\w+, but got|array size mis|invalid (Attribute|Type) index"
     r"|attempting to parse a byte|missing BytecodeOpInterface",
     "property layout differs between releases"),
    (r"unregistered operation|is unknown|not registered|no registered|does not exist",
     "op missing in the release"),
    (r"unknown attribute|unknown type|attribute kind|unexpected key|^#\w+\.|^!\w+\.",
     "dialect attribute/type stored as text the release cannot parse"),
    (r"no terminator", "region without the terminator the release requires"),
    (r"operand_segment_sizes|operandSegmentSizes|segment sizes",
     "operand segment sizes not in the form the release reads"),
    (r"'[\w.]+' op ", "verifier of the release rejects the op"),
    (r"parse|expected", "text the release cannot parse"),
]
# Why the reader's print differs from the producer's (first match on the dump wins).
PRINT_CLASSES = [
    (r'mlirbc\.properties = "0x', "op properties shown as hex (layout not known to the reader)"),
    (r"[#!]mlirbc\.opaque<", "dialect attribute/type encoding shown as opaque bytes"),
]


UPSTREAM_PREFIX = "upstream print difference: "


def classify(table, text, default):
    for pattern, label in table:
        if re.search(pattern, text or "", re.IGNORECASE):
            return label
    return default


def load_manifest(path):
    with open(path, encoding="utf-8") as f:
        m = json.load(f)
    base = os.path.dirname(os.path.abspath(path))
    return [(base, e) for e in m["files"]]


def rel(path):
    p = os.path.relpath(path, ROOT)
    return path if p.startswith("..") else p


def check_one(model, reader, base, entry):
    path = os.path.join(base, entry["file"])
    fx, err = check.run_findings(reader, path)
    r = check.result_of(model, path, fx, err)
    out = []
    for release, cell in sorted(r["load"].items(), key=lambda kv: int(kv[0])):
        tool = model.releases[release]["tool"]
        c = entry["consumers"].get(tool)
        if c is None:
            continue
        actual = c["verdict"] == "accepted"
        row = {"file": rel(path), "release": release, "producer": entry["producer"],
               "version": entry["bytecode_version"], "predicted": cell["predicted"],
               "actual": actual, "reason": cell["reason"]}
        if not actual:
            row["diagnostic"] = c.get("diagnostic", "")
        if cell["predicted"] is None:  # unknown: a verifier decides; counted as a miss
            row["class"] = "predicted unknown, %s: %s" % (
                "loads" if actual else "rejected", cell["reason"].split(":", 1)[0])
        elif cell["predicted"] != actual:
            row["class"] = ("predicted not to load, but loads: " + cell["reason"]
                            if actual else
                            classify(REJECT_CLASSES, row.get("diagnostic"), "other rejection"))
        out.append(row)
    return out


DEFAULT_REPORT = os.path.join(ROOT, "reports", "latest", "conformance.json")


def report_entries(path):
    """The cases of a conformance report as manifest entries: every case
    some mlir-opt-N ran, with its recorded outcome (accepted* = loads;
    rejected, crash, oom, timeout = does not), so check_one measures the
    corpus the report covers (probe files, own valid files, mutations,
    upstream-written files)."""
    with open(path, encoding="utf-8") as f:
        rep = json.load(f)
    tools = [t for t in rep["results"] if t.startswith("mlir-opt-")]
    out = []
    for case in rep["cases"]:
        consumers = {}
        for t in tools:
            r = rep["results"][t].get(case["id"]) or {}
            if r.get("verdict") in (None, "not-applicable"):
                continue
            ok = r["verdict"].startswith("accepted")
            consumers[t] = {"verdict": "accepted" if ok else "rejected",
                            "diagnostic": "%s: %s" % (r["verdict"], (r.get("message") or "")[:200])}
        if consumers:
            out.append((ROOT, {"file": case["file"], "producer": case.get("producer"),
                               "bytecode_version": case.get("version"), "consumers": consumers}))
    return out


def dump_one(reader, base, entry, expected):
    path = os.path.join(base, entry["file"])
    era = entry["consumers"].get(entry["producer"])
    if not era or era.get("verdict") != "accepted" or "golden" not in era:
        return None
    row = {"file": rel(path), "release": str(entry["producer_major"]),
           "version": entry["bytecode_version"]}
    try:
        p = subprocess.run([reader, "--dump=mlir", path], stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        return dict(row, match=False, **{"class": "reader timed out"})
    if p.returncode != 0:
        first = (p.stderr.decode("utf-8", "replace").strip().splitlines() or [""])[0]
        label = "reader crashed" if p.returncode not in (0, 1) else "reader rejects the file"
        return dict(row, match=False, detail=first[:200], **{"class": label})
    text = p.stdout.decode("utf-8", "replace")
    try:
        got = normalize.normalize(text)
    except normalize.NormalizeError as e:
        return dict(row, match=False, detail=str(e)[:200],
                    **{"class": "reader output not normalizable"})
    with open(os.path.join(base, era["golden"]), encoding="utf-8") as f:
        want = f.read()
    res = normalize.extract_resources(text)
    if got == want and (not res or res == era.get("resources", "")):
        return dict(row, match=True)
    up = compare.upstream_difference(got, want, res if res else "",
                                     era.get("resources", "") if res else "")
    if up is not None:  # mlir-opt's doing: listed apart from the reader's mismatches
        return dict(row, match=False, upstream=up["id"], cause=up["cause"],
                    reference=up["upstream"], **{"class": UPSTREAM_PREFIX + up["cause"]})
    known = expected.get(entry["file"]) or expected.get(rel(path))
    label = ("known difference: " + known) if known else classify(PRINT_CLASSES, got, None)
    if label is None:
        label = "resource trailer differs" if got == want else "print differs"
    g, w = got.splitlines(), want.splitlines()
    first = next((i for i in range(min(len(g), len(w))) if g[i] != w[i]), min(len(g), len(w)))
    detail = "golden: %s | reader: %s" % ((w[first] if first < len(w) else "<end>")[:140],
                                         (g[first] if first < len(g) else "<end>")[:140])
    return dict(row, match=False, detail=detail, **{"class": label})


def load_baseline(setdir):
    """The floors a set is held to (baseline.json next to its manifest), or None."""
    p = os.path.join(setdir, "baseline.json")
    if not os.path.exists(p):
        return None
    with open(p, encoding="utf-8") as f:
        return json.load(f)


def baseline_of(res):
    """Floors from a measurement: equal prints and agreeing check pairs per release."""
    out = {"doc": "Floors for oracle_check_upstream (print_equal: reader print equal to the "
                  "producer's, per producer release) and oracle_check_verify (check_agree: "
                  "prediction equal to the recorded load, per release). Written by "
                  "oracle/check/measure.py --write-baseline; raise them when a change "
                  "improves the figures."}
    if "print" in res:
        out["print_equal"] = {r: t["agree"] for r, t in res["print"]["per_release"].items()}
    if "check" in res:
        out["check_agree"] = {r: t["agree"] for r, t in res["check"]["per_release"].items()}
    return out


def load_expected(manifests):
    out = {}
    for m in manifests:
        p = os.path.join(os.path.dirname(os.path.abspath(m)), "expected-mismatches.txt")
        if os.path.exists(p):
            with open(p, encoding="utf-8") as f:
                for line in f:
                    line = line.split("#", 1)[0].strip()
                    if line:
                        name, _, reason = line.partition(" ")
                        out[name] = reason.strip()
    return out


def tally(rows, ok_key):
    per = collections.OrderedDict()
    for r in sorted(rows, key=lambda r: int(r["release"])):
        t = per.setdefault(r["release"], {"pairs": 0, "agree": 0, "misses_by_class": {}})
        t["pairs"] += 1
        if ok_key(r):
            t["agree"] += 1
        elif r.get("upstream"):
            t["upstream_differences"] = t.get("upstream_differences", 0) + 1
            c = t.setdefault("upstream_by_class", {})
            c[r["class"]] = c.get(r["class"], 0) + 1
        else:
            c = t["misses_by_class"]
            c[r["class"]] = c.get(r["class"], 0) + 1
    for t in per.values():
        t["percent"] = round(100.0 * t["agree"] / t["pairs"], 2) if t["pairs"] else None
        t["misses_by_class"] = dict(sorted(t["misses_by_class"].items(),
                                           key=lambda kv: (-kv[1], kv[0])))
    return per


def measure(manifests, reader, jobs, only=None, progress=True, report=None):
    entries = [x for m in manifests for x in load_manifest(m)]
    if report:
        entries += report_entries(report)
    expected = load_expected(manifests)
    model = loadability.Model()
    out = {"manifests": [rel(os.path.abspath(m)) for m in manifests] +
           ([rel(os.path.abspath(report))] if report else []), "files": len(entries)}
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, jobs)) as ex:
        if only in (None, "check"):
            rows = [r for rs in ex.map(lambda x: check_one(model, reader, *x), entries)
                    for r in rs]
            if progress:
                sys.stderr.write("[measure] check: %d (file, release) pairs\n" % len(rows))
            agree = lambda r: r["predicted"] == r["actual"]  # noqa: E731
            out["check"] = {"per_release": tally(rows, agree),
                            "total": {"pairs": len(rows), "agree": sum(map(agree, rows))},
                            "misses": [r for r in rows if not agree(r)]}
        if only in (None, "print"):
            rows = [r for r in ex.map(lambda x: dump_one(reader, x[0], x[1], expected), entries)
                    if r is not None]
            if progress:
                sys.stderr.write("[measure] print: %d files compared\n" % len(rows))
            out["print"] = {"per_release": tally(rows, lambda r: r["match"]),
                            "total": {"files": len(rows),
                                      "match": sum(r["match"] for r in rows)},
                            "misses": [r for r in rows if not r["match"]]}
    for part in ("check", "print"):
        if part in out:
            out[part]["misses"].sort(key=lambda r: (r["class"], r["file"], r["release"]))
    return out


def pct(a, n):
    return "%.2f %%" % (100.0 * a / n) if n else "-"


def markdown(res, title):
    lines = ["# %s" % title, "",
             "Generated by `oracle/check/measure.py` from %s (%d files)." % (
                 ", ".join("`%s`" % m for m in res["manifests"]), res["files"]), ""]
    if "check" in res:
        c = res["check"]
        lines += ["## `./cts check` prediction against the recorded load", "",
                  "| release | pairs | agree | % |", "|---|---|---|---|"]
        for r, t in c["per_release"].items():
            lines.append("| %s | %d | %d | %s |" % (r, t["pairs"], t["agree"],
                                                    pct(t["agree"], t["pairs"])))
        lines.append("| all | %d | %d | %s |" % (c["total"]["pairs"], c["total"]["agree"],
                                                  pct(c["total"]["agree"], c["total"]["pairs"])))
        lines += ["", "Misses by class (release: count):", ""]
        lines += classes_table(c["per_release"])
    if "print" in res:
        p = res["print"]
        lines += ["", "## Reader `--dump=mlir` against the producer's print (L3)", "",
                  "| producer | files | equal | % |", "|---|---|---|---|"]
        for r, t in p["per_release"].items():
            lines.append("| %s | %d | %d | %s |" % (r, t["pairs"], t["agree"],
                                                    pct(t["agree"], t["pairs"])))
        lines.append("| all | %d | %d | %s |" % (p["total"]["files"], p["total"]["match"],
                                                  pct(p["total"]["match"], p["total"]["files"])))
        lines += ["", "Reader mismatches by class (producer: count):", ""]
        lines += classes_table(p["per_release"])
        lines += ["", "Known upstream print differences (mlir-opt's doing, not the reader's; "
                  "oracle/core/upstream_diffs.py; producer: count):", ""]
        lines += classes_table(p["per_release"], "upstream_by_class")
        refs = sorted({(r["upstream"], r["reference"]) for r in p["misses"] if r.get("upstream")})
        lines += ["", "References:", ""] + ["* `%s`: %s" % ref for ref in refs] if refs else []
    lines += ["", "Every miss with its file, release and diagnostic is in the JSON next to "
              "this page.", ""]
    return "\n".join(lines)


def classes_table(per_release, key="misses_by_class"):
    classes = collections.Counter()
    for t in per_release.values():
        classes.update(t.get(key, {}))
    if not classes:
        return ["(none)"]
    rels = list(per_release)
    out = ["| class | %s | total |" % " | ".join(rels), "|---|%s---|" % ("---|" * len(rels))]
    for cls, n in sorted(classes.items(), key=lambda kv: (-kv[1], kv[0])):
        cells = [str(per_release[r].get(key, {}).get(cls, 0)) for r in rels]
        out.append("| %s | %s | %d |" % (cls.replace("|", "\\|"), " | ".join(cells), n))
    return out


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--manifest", action="append", default=[],
                    help="manifest.json of an upstream-written set (repeatable; default: "
                         "the two in-repo sets)")
    ap.add_argument("--report", nargs="?", const=DEFAULT_REPORT, metavar="JSON",
                    help="check only: measure on every case of a conformance report against the "
                         "outcomes it records per mlir-opt-N (default reports/latest/"
                         "conformance.json); with no --manifest, the report alone")
    ap.add_argument("--reader", default=DEFAULT_READER, help="default %(default)s")
    ap.add_argument("--jobs", "-j", type=int, default=2)
    ap.add_argument("--only", choices=["check", "print"])
    ap.add_argument("--json", metavar="OUT", help="write the full result as JSON")
    ap.add_argument("--md", metavar="OUT", help="write the summary as Markdown")
    ap.add_argument("--title", default="Upstream-written files: check and reader print")
    ap.add_argument("--write-baseline", metavar="OUT",
                    help="write the measured figures as floors (baseline.json of a set)")
    ap.add_argument("-q", "--quiet", action="store_true")
    args = ap.parse_args(argv)
    manifests = args.manifest or ([] if args.report else DEFAULT_MANIFESTS)
    if args.report:
        args.only = "check"  # the report records loads, not golden prints
    for m in manifests:
        if not os.path.exists(m):
            sys.stderr.write("measure_upstream: no manifest %s\n" % m)
            return 2
    if not os.access(args.reader, os.X_OK):
        sys.stderr.write("measure_upstream: reader not found: %s\n" % args.reader)
        return 2
    res = measure(manifests, args.reader, args.jobs, args.only, not args.quiet, args.report)
    md = markdown(res, args.title)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(res, f, indent=1, sort_keys=True)
            f.write("\n")
    if args.write_baseline:
        with open(args.write_baseline, "w", encoding="utf-8") as f:
            json.dump(baseline_of(res), f, indent=1, sort_keys=True)
            f.write("\n")
    if args.md:
        with open(args.md, "w", encoding="utf-8") as f:
            f.write(md)
    if not args.md or not args.quiet:
        sys.stdout.write(md)
    return 0


if __name__ == "__main__":
    sys.exit(main())
