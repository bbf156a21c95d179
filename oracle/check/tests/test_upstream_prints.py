#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Check the reference reader against the upstream corpus (golden comparison).

For every file of the upstream sets (corpus/upstream/manifest.json and
corpus/upstream/mlir-test/manifest.json, or --manifest):

* verdict: the reader (`READER FILE`, exit 0 = accepted, 1 = rejected) must
  accept every file that the producer-era mlir-opt (the consumer with the same
  major version as the producer) accepts.  A reader that accepts a file the
  producer-era mlir-opt rejects is reported as `accept+` and is not a failure
  (upstream rejections can come from dialect verifiers a bytecode reader does
  not run); exit codes other than 0/1 are always failures.
* match (unless --only-verdict): the normalized output of
  `READER --dump=mlir FILE` must equal the golden print of the producer-era
  consumer (corpus/upstream/golden/...).  If the dump contains a
  {-# ... #-} trailer its normalized form must also equal the recorded
  resources; if it has none, resources are not compared.

Prints a table (file, expected, verdict, match) and a summary line; exits 1 on
any disagreement, 2 on usage errors.
"""

import argparse
import concurrent.futures
import difflib
import json
import os
import shlex
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))))  # the repository

from oracle.core import compare, normalize  # noqa: E402
from oracle.check.measure import PRINT_CLASSES, classify, load_baseline  # noqa: E402
from oracle.core.paths import REPO  # noqa: E402

DEFAULT_MANIFESTS = [os.path.join(REPO, "corpus", "upstream", "manifest.json"),
                     os.path.join(REPO, "corpus", "upstream", "mlir-test", "manifest.json")]
DEFAULT_READER = os.path.join(REPO, "build", "bin", "mlirbc-read")


def producer_era(entry):
    """The consumer record of the mlir-opt with the producer's major version."""
    return entry["consumers"].get(entry["producer"])


def check_one(entry, corpus_dir, reader, only_verdict, timeout, diff_lines):
    path = os.path.join(corpus_dir, entry["file"])
    era = producer_era(entry)
    expected = era["verdict"] if era else "unknown"
    res = {"file": os.path.join(os.path.relpath(corpus_dir, REPO), entry["file"]),
           "set": os.path.relpath(corpus_dir, REPO), "major": entry["producer_major"],
           "expected": expected, "verdict": "?", "match": "-",
           "ok": True, "detail": ""}
    try:
        p = subprocess.run(reader + [path], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           timeout=timeout)
    except subprocess.TimeoutExpired:
        res.update(verdict="timeout", ok=False)
        return res
    except OSError as e:
        res.update(verdict="error", ok=False, detail=str(e))
        return res
    if p.returncode == 0:
        res["verdict"] = "accept"
    elif p.returncode == 1:
        res["verdict"] = "reject"
        res["detail"] = p.stderr.decode("utf-8", "replace").strip().splitlines()[:1]
        res["detail"] = res["detail"][0] if res["detail"] else ""
    else:
        res.update(verdict="exit%d" % p.returncode, ok=False,
                   detail=p.stderr.decode("utf-8", "replace").strip()[:200])
        return res
    if expected == "accepted" and res["verdict"] != "accept":
        res["ok"] = False
    if expected == "rejected" and res["verdict"] == "accept":
        res["verdict"] = "accept+"
    if only_verdict or res["verdict"] == "reject" or not era or "golden" not in era:
        return res
    try:
        d = subprocess.run(reader + ["--dump=mlir", path], stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, timeout=timeout)
    except subprocess.TimeoutExpired:
        res.update(match="timeout", ok=False)
        return res
    if d.returncode != 0:
        res.update(match="dump-exit%d" % d.returncode, ok=False,
                   detail=d.stderr.decode("utf-8", "replace").strip()[:200])
        return res
    text = d.stdout.decode("utf-8", "replace")
    try:
        got = normalize.normalize(text)
        got_res = normalize.extract_resources(text)
    except normalize.NormalizeError as e:
        res.update(match="unparsable", ok=False, detail="normalize: %s" % e)
        return res
    with open(os.path.join(corpus_dir, era["golden"]), encoding="utf-8") as f:
        want = f.read()
    up = compare.upstream_difference(got, want, got_res, era.get("resources", "") if got_res else "")
    if up is not None:  # mlir-opt's doing (oracle/core/upstream_diffs.py), not a reader mismatch
        res.update(match="upstream (%s)" % up["id"], detail=up["cause"])
        return res
    if got != want:
        res.update(match="NO", ok=False, cls=classify(PRINT_CLASSES, got, "print differs"))
        diff = list(difflib.unified_diff(want.splitlines(), got.splitlines(),
                                         "golden", "reader", n=0, lineterm=""))
        res["detail"] = "\n".join(diff[:diff_lines])
        return res
    if got_res:
        if got_res != era.get("resources", ""):
            res.update(match="NO(res)", ok=False, detail="resource trailer differs")
            return res
        res["match"] = "yes+res"
    else:
        res["match"] = "yes"
    return res




def load_expectations(path):
    """{file: reason} from 'FILE  reason' lines; # comments."""
    out = {}
    if not os.path.exists(path):
        return out
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if line:
                name, _, reason = line.partition(" ")
                out[name] = reason.strip() or "no reason given"
    return out


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--reader", default=DEFAULT_READER,
                    help="reader command (split like a shell line; default %(default)s)")
    ap.add_argument("--manifest", action="append", default=[],
                    help="manifest of an upstream set (repeatable; default: corpus/upstream/"
                         "manifest.json and corpus/upstream/mlir-test/manifest.json)")
    ap.add_argument("--only-verdict", action="store_true",
                    help="check acceptance only, do not compare --dump=mlir output")
    ap.add_argument("--filter", action="append", default=[],
                    help="only files whose path contains this substring (repeatable)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 4)
    ap.add_argument("--timeout", type=float, default=60.0)
    ap.add_argument("--diff-lines", type=int, default=12,
                    help="lines of diff shown per mismatch")
    ap.add_argument("--quiet", action="store_true", help="print only failures and the summary")
    ap.add_argument("--expect",
                    help="known mismatches, one 'FILE  reason' per line (default: "
                         "expected-mismatches.txt next to each manifest); "
                         "a listed file that mismatches is not a failure, a listed file that "
                         "now matches is (the list never goes stale silently)")
    args = ap.parse_args(argv)

    reader = shlex.split(args.reader)
    if not reader:
        ap.error("empty --reader")
    entries, expected, floors = [], {}, {}
    for path in args.manifest or DEFAULT_MANIFESTS:
        try:
            with open(path, encoding="utf-8") as f:
                manifest = json.load(f)
        except (OSError, ValueError) as e:
            sys.stderr.write("check_upstream: cannot read manifest: %s\n" % e)
            return 2
        corpus_dir = os.path.dirname(os.path.abspath(path))
        set_name = os.path.relpath(corpus_dir, REPO)
        exp = load_expectations(args.expect or os.path.join(corpus_dir,
                                                            "expected-mismatches.txt"))
        base = load_baseline(corpus_dir)
        if base and not args.filter:
            floors[set_name] = base.get("print_equal", {})
        for e in manifest["files"]:
            if not args.filter or any(s in os.path.join(set_name, e["file"]) for s in args.filter):
                entries.append((corpus_dir, e))
                if e["file"] in exp:
                    expected[os.path.join(set_name, e["file"])] = exp[e["file"]]
    if not entries:
        sys.stderr.write("check_upstream: no files selected\n")
        return 2
    if not os.path.exists(reader[0]) and not any(
            os.path.exists(os.path.join(p, reader[0])) for p in os.environ.get("PATH", "").split(os.pathsep)):
        sys.stderr.write("check_upstream: reader not found: %s\n" % reader[0])
        return 2

    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as ex:
        results = list(ex.map(lambda x: check_one(x[1], x[0], reader, args.only_verdict,
                                                  args.timeout, args.diff_lines), entries))
    for r in results:
        reason = expected.get(r["file"])
        if reason is None or args.only_verdict:
            continue
        if r["ok"]:
            r["ok"] = False
            r["detail"] = ("listed in expected-mismatches.txt (%s) but now matches: "
                           "remove the line" % reason)
        elif r["match"] == "NO" and r["verdict"].startswith("accept"):
            r["ok"] = True
            r["match"] = "NO (expected: %s)" % reason
    set_lines = floor_check(results, floors, args.only_verdict)
    w = max(len(r["file"]) for r in results)
    print("%-*s  %-9s %-8s %s" % (w, "file", "expected", "verdict", "match"))
    for r in results:
        if args.quiet and r["ok"]:
            continue
        print("%-*s  %-9s %-8s %s%s" % (w, r["file"], r["expected"], r["verdict"], r["match"],
                                        "" if r["ok"] else "   FAIL"))
        if not r["ok"] and r["detail"]:
            for line in r["detail"].splitlines():
                print("    " + line)
    n = len(results)
    bad = sum(1 for r in results if not r["ok"])
    acc = sum(1 for r in results if r["verdict"].startswith("accept"))
    rej = sum(1 for r in results if r["verdict"] == "reject")
    matched = sum(1 for r in results if r["match"].startswith("yes"))
    compared = sum(1 for r in results if r["match"] != "-")
    for line in set_lines:
        print(line)
    floor_fail = any(line.endswith("FAIL") for line in set_lines)
    print("summary: %d files, %d accepted, %d rejected, %d matched of %d compared, "
          "%d disagreements%s" % (n, acc, rej, matched, compared, bad,
                                  " (verdict only)" if args.only_verdict else ""))
    return 1 if bad or floor_fail else 0


def floor_check(results, floors, only_verdict):
    """Sets with a baseline.json (e.g. corpus/upstream/mlir-test) are held to
    a floor per producer release instead of a per-file list: a print mismatch
    is reported with its reason class but fails only when the number of
    equal prints of that release drops below the recorded floor (a verdict
    failure or crash always fails). Returns the summary lines."""
    lines = []
    for set_name in sorted(floors):
        rows = [r for r in results if r["set"] == set_name]
        for r in rows:
            if r["match"] in ("NO", "NO(res)") and r["verdict"].startswith("accept"):
                r["ok"] = True
                r["match"] = "NO (%s)" % r.get("cls", "resource trailer differs")
        for major in sorted({r["major"] for r in rows}):
            sub = [r for r in rows if r["major"] == major and r["match"] != "-"]
            equal = sum(1 for r in sub if r["match"].startswith("yes"))
            floor = floors[set_name].get(str(major))
            classes = {}
            for r in sub:
                if r["match"].startswith("NO"):
                    classes[r["match"]] = classes.get(r["match"], 0) + 1
            verdict = ""
            if floor is not None and not only_verdict:
                verdict = "  floor %d%s" % (floor, "  FAIL" if equal < floor else
                                            "  (raise the floor in baseline.json)"
                                            if equal > floor else "")
            lines.append("%s producer %d: %d/%d prints equal%s" % (set_name, major, equal,
                                                                  len(sub), verdict))
            for cls, k in sorted(classes.items(), key=lambda kv: (-kv[1], kv[0])):
                lines.append("    %4d  %s" % (k, cls))
    return lines


if __name__ == "__main__":
    sys.exit(main())
