#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""./cts check: will this bytecode file load, and why not.

For each FILE: the spec verdict of the reference reader, the findings it
reports (`mlirbc-read --findings`: constructs the format leaves open or only
some releases read, each pointing at spec/ambiguities/ when it can), and the
predicted loadability by each LLVM release in spec/releases/ with a reason.
--verify also runs each installed mlir-opt-N and lists disagreements first.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor

from oracle.check import loadability, tolerance
from oracle.check import render as check_render
from oracle.core.paths import REPO

ROOT = REPO

DEFAULT_READER = os.path.join(ROOT, "build", "bin", "mlirbc-read")
VERIFY_TIMEOUT = 60


def parse_args(argv):
    ap = argparse.ArgumentParser(
        prog="./cts check",
        description="Check MLIR bytecode files: spec verdict, findings (what the file relies "
                    "on that the format leaves open), and which LLVM releases load it "
                    "(spec/releases/*.json).",
        epilog="Exit status: 0 all files accepted and loadable where required; 1 a file is "
               "rejected by the spec or misses a --require-load release (by prediction, or "
               "by the actual run with --verify); 2 usage or I/O error.")
    ap.add_argument("files", nargs="+", metavar="FILE",
                    help="bytecode files; a directory means every *.mlirbc below it")
    ap.add_argument("--json", action="store_true", help="JSON list on stdout (for CI)")
    ap.add_argument("--html", metavar="DIR", help="also write DIR/index.html")
    ap.add_argument("--require-load", metavar="N,N", default="",
                    help="releases that must load every file, e.g. 19,22")
    ap.add_argument("--verify", action="store_true",
                    help="run each installed mlir-opt-N and compare with the prediction")
    ap.add_argument("--reader", default=DEFAULT_READER, help="mlirbc-read binary")
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("-q", "--quiet", action="store_true", help="no progress on stderr")
    ap.add_argument("--max-findings", type=int, default=8,
                    help="findings shown per file in the table (default 8; JSON has all)")
    return ap.parse_args(argv)


def expand(paths):
    out = []
    for p in paths:
        if os.path.isdir(p):
            for d, _, names in sorted(os.walk(p)):
                out += [os.path.join(d, n) for n in sorted(names) if n.endswith(".mlirbc")]
        else:
            out.append(p)
    return out


def run_findings(reader, path):
    try:
        p = subprocess.run([reader, "--findings", path], stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, timeout=120)
    except subprocess.TimeoutExpired:
        return None, "reader timed out"
    if p.returncode not in (0, 1):
        return None, (p.stderr.decode("utf-8", "replace").strip() or
                      "mlirbc-read exited with %d" % p.returncode)
    lines = [json.loads(l) for l in p.stdout.decode("utf-8", "replace").splitlines() if l]
    return loadability.Facts(lines, tolerance.header(path)), None


def run_mlir_opt(tool, path):
    try:
        p = subprocess.run([tool, "--allow-unregistered-dialect", path, "-o", os.devnull],
                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                           timeout=VERIFY_TIMEOUT)
    except subprocess.TimeoutExpired:
        return False, "timeout after %d s" % VERIFY_TIMEOUT
    if p.returncode == 0:
        return True, ""
    err = p.stderr.decode("utf-8", "replace")
    first = next((l for l in err.splitlines() if "error" in l.lower()), err.strip()[:200])
    if p.returncode < 0:
        first = "crash (signal %d) %s" % (-p.returncode, first)
    # the path is on the command line already; keep the diagnostic itself
    first = first.replace(path + ":", "").strip()
    for prefix in ("0:0:", "error:"):
        if first.startswith(prefix):
            first = first[len(prefix):].strip()
    return False, first[:300]


class Progress:
    def __init__(self, total, what, quiet):
        self.total, self.what, self.done = total, what, 0
        self.on = not quiet and total > 20
        self.tty = sys.stderr.isatty()
        self.t0 = self.last = time.monotonic()

    def step(self):
        self.done += 1
        now = time.monotonic()
        # a terminal gets one updating line, a log a line every 5 s
        if self.on and (now - self.last > (0.5 if self.tty else 5) or self.done == self.total):
            self.last = now
            rate = self.done / max(now - self.t0, 1e-6)
            sys.stderr.write("%s[check] %s %d/%d (%.0f/s)%s" % (
                "\r" if self.tty else "", self.what, self.done, self.total, rate,
                "\n" if not self.tty or self.done == self.total else ""))
            sys.stderr.flush()


def check_files(args, model, files):
    results = [None] * len(files)
    prog = Progress(len(files), "checked", args.quiet)

    def one(i):
        fx, err = run_findings(args.reader, files[i])
        return i, fx, err

    with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as ex:
        for i, fx, err in ex.map(one, range(len(files))):
            results[i] = result_of(model, files[i], fx, err)
            prog.step()
    return results


def result_of(model, path, fx, err):
    if fx is None:
        return {"file": path, "verdict": "error", "code": None, "section": None, "offset": None,
                "message": err, "findings": [], "load": {}}
    v = fx.verdict
    r = {"file": path, "verdict": v.get("verdict"), "code": v.get("code"),
         "section": v.get("section"), "offset": v.get("offset"),
         "findings": [{"id": f["id"], "offset": f["offset"], "message": f["message"],
                       "ambiguity": f.get("ambiguity")} for f in fx.findings],
         "load": {}}
    if v.get("message"):
        r["message"] = v["message"]
    if fx.file:
        r["version"] = fx.file.get("version")
        r["producer"] = fx.file.get("producer")
    for rel in model.releases:
        ok, reason = model.predict(fx, rel)
        r["load"][rel] = {"predicted": ok, "reason": reason}
    return r


def verify(args, model, results):
    tools = {}
    for rel, data in model.releases.items():
        path = shutil.which(data["tool"])
        if path:
            tools[rel] = path
        elif not args.quiet:
            sys.stderr.write("[check] %s not installed: release %s not verified\n"
                             % (data["tool"], rel))
    jobs = [(i, rel) for i, r in enumerate(results) if r["verdict"] != "error"
            for rel in tools]
    prog = Progress(len(jobs), "ran mlir-opt", args.quiet)

    def one(job):
        i, rel = job
        return i, rel, run_mlir_opt(tools[rel], results[i]["file"])

    with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as ex:
        for i, rel, (ok, msg) in ex.map(one, jobs):
            cell = results[i]["load"][rel]
            cell["actual"] = ok
            if msg:
                cell["actual_message"] = msg
            prog.step()
    return sorted(tools, key=int)


def agreement(results):
    pairs = [c for r in results for c in r["load"].values() if "actual" in c]
    same = sum(c["predicted"] == c["actual"] for c in pairs)
    return same, len(pairs)


def disagrees(r):
    return any("actual" in c and c["actual"] != c["predicted"] for c in r["load"].values())


def failed(r, required):
    if r["verdict"] != "accept":
        return True
    for rel in required:
        c = r["load"].get(rel)
        if c is None or not c.get("actual", c["predicted"]):  # unknown (None) fails too
            return True
    return False


def main(argv=None):
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if not os.access(args.reader, os.X_OK):
        sys.stderr.write("check: reader not found: %s (build it: ./cts check builds build/)\n"
                         % args.reader)
        return 2
    model = loadability.Model()
    required = [x.strip() for x in args.require_load.split(",") if x.strip()]
    unknown = [x for x in required if x not in model.releases]
    if unknown:
        sys.stderr.write("check: --require-load %s: no spec/releases/%s.json (known: %s)\n"
                         % (",".join(unknown), unknown[0], ", ".join(model.releases)))
        return 2
    files = expand(args.files)
    missing = [f for f in files if not os.path.isfile(f)]
    if missing or not files:
        sys.stderr.write("check: no such file: %s\n" % (missing[0] if missing else args.files[0]))
        return 2
    t0 = time.monotonic()
    results = check_files(args, model, files)
    elapsed = time.monotonic() - t0
    verified = verify(args, model, results) if args.verify else []
    if verified:
        results.sort(key=lambda r: not disagrees(r))  # stable: disagreements first
    if args.json:
        json.dump(results, sys.stdout, indent=1)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(check_render.table(results, list(model.releases), verified,
                                            args.max_findings, sys.stdout.isatty()))
    if verified:
        same, total = agreement(results)
        unknown = sum(1 for r in results for c in r["load"].values()
                      if "actual" in c and c["predicted"] is None)
        sys.stderr.write("[check] prediction = actual on %d/%d (file, release) pairs (%.2f%%)%s\n"
                         % (same, total, 100.0 * same / max(total, 1),
                            "; %d predicted unknown (counted as misses)" % unknown if unknown else ""))
    bad = [r for r in results if failed(r, required)]
    if bad and not args.quiet:
        sys.stderr.write("[check] %d file(s) fail: %s%s\n" % (
            len(bad), "rejected by the spec or not loadable by LLVM " + ",".join(required)
            if required else "rejected by the spec", " (actual runs)" if verified else
            " (predicted)"))
    if args.html:
        os.makedirs(args.html, exist_ok=True)
        with open(os.path.join(args.html, "index.html"), "w", encoding="utf-8") as f:
            f.write(check_render.html_page(results, list(model.releases), verified))
    if not args.quiet and len(files) > 20:
        sys.stderr.write("[check] %d files in %.2f s (%.0f files/s, without --verify)\n"
                         % (len(files), elapsed, len(files) / max(elapsed, 1e-6)))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
