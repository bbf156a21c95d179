#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""test_action_certify.py — the GitHub Action's script (scripts/action-certify.sh)
run locally against the toy reader of spec/certify-protocol/ (batch protocol).

usage: test_action_certify.py READER   (READER: the built mlirbc-read, the reference)

GITHUB_STEP_SUMMARY and GITHUB_OUTPUT point at temporary files, as on a runner.
 1. no expectations: the toy accepts invalid n_ files -> exit 1, result=fail,
    the summary starts with the certificate's first lines (FAIL), the artifact
    files exist, `versions` left the other versions not applicable;
 2. the failures of run 1 as expectations -> exit 0, result=pass (PASS);
 3. one more listed case that passes (stale expectation) -> exit 1;
 4. usage errors (no reader, bad versions, bad protocol) -> exit 2;
 5. action.yml names the script, the inputs and upload-artifact.
"""
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, os.pardir, os.pardir, os.pardir))
from oracle.core.tests.testenv import REPO, SHARED  # noqa: E402,F401  (paths, PYTHONPATH)
SCRIPT = os.path.join(REPO, "scripts", "action-certify.sh")
TOY = "python3 " + os.path.join(REPO, "spec", "certify-protocol", "toy_reader.py")
# A slice keeps the test short (three certifications): the first generated
# valid file of each feature and the count mutations of the first base, all
# versions (so `versions` has something to exclude). The three share one
# result cache (CACHE: a directory of the test's own): runs 2 and 3 differ
# from run 1 only in the expectations, which grade the same results, so
# they reuse its reader runs and reference-reader facts (~3 processes per
# case) instead of repeating them.
CASES = "--cases 'y_gen_*_000' --cases 'n_mut_v*b0_count_*' --minimize-budget 0 --cache-dir %s -q -j 2"
FAILS = []


def check(cond, what):
    print(("ok   " if cond else "FAIL ") + what)
    if not cond:
        FAILS.append(what)


def run(tmp, tag, **inputs):
    """Run the script with INPUT_* from `inputs`; (exit status, summary, outputs dict, stderr)."""
    summary = os.path.join(tmp, tag + ".summary.md")
    outputs = os.path.join(tmp, tag + ".outputs")
    for p in (summary, outputs):
        open(p, "w").close()
    env = dict(os.environ, GITHUB_STEP_SUMMARY=summary, GITHUB_OUTPUT=outputs,
               CTS_ACTION_REFERENCE=READER, INPUT_BOOTSTRAP="false")
    env.pop("CI", None)
    for k, v in inputs.items():
        env["INPUT_" + k.upper()] = v
    p = subprocess.run(["bash", SCRIPT], cwd=tmp, env=env, capture_output=True, text=True, timeout=600)
    with open(summary) as f:
        s = f.read()
    with open(outputs) as f:
        o = dict(line.split("=", 1) for line in f.read().splitlines() if "=" in line)
    return p.returncode, s, o, p.stderr


def main():
    tmp = tempfile.mkdtemp(prefix="test_action_certify.")
    cases = CASES % shlex.quote(os.path.join(tmp, "cache"))
    try:
        # 1. unexpected failures
        rc, summary, out, err = run(tmp, "fail", reader=TOY, name="toy", protocol="batch",
                                    versions="1-2,5", args=cases, out="cert1", summary_lines="12")
        check(rc == 1, f"unexpected failures: exit 1 (got {rc}){'' if rc == 1 else ': ' + err[-800:]}")
        check(out.get("result") == "fail" and out.get("exit-code") == "1", f"outputs result=fail exit-code=1: {out}")
        cdir = os.path.join(tmp, "cert1")
        check(out.get("dir") == cdir, "output dir is the absolute certificate directory")
        check(out.get("certificate") == os.path.join(cdir, "certificate.md")
              and os.path.isfile(out.get("certificate", "")), "output certificate names certificate.md")
        check(out.get("badge") == os.path.join(cdir, "badge.svg")
              and open(out.get("badge", os.devnull)).read().startswith("<svg"), "output badge names badge.svg")
        with open(os.path.join(cdir, "certificate.md")) as f:
            md = f.read().splitlines()
        lines = summary.splitlines()
        check(lines[:12] == md[:12], "summary starts with the certificate's first 12 lines")
        check(len(md) > 12 and re.search(r"… %d more lines in the certificate" % (len(md) - 12), summary),
              "summary says how many certificate lines it left out")
        check(lines[0] == "# Certificate: toy" and "**FAIL**" in summary, "summary: title and FAIL")
        with open(os.path.join(cdir, "claims.json")) as f:
            check(json.load(f).get("versions") == [1, 2, 5], "versions 1-2,5 -> claims.json versions [1, 2, 5]")
        with open(os.path.join(cdir, "certificate.json")) as f:
            cert = json.load(f)
        na = cert["counts"]["not-applicable"]
        check(na > 0, f"{na} cases of versions 0, 3, 4, 6 not applicable")
        tested = {c for c, r in cert["results"].items() if r["outcome"] != "not-applicable"}
        with open(os.path.join(REPO, "corpus", "manifest.json")) as f:
            version = {c["id"]: c["version"] for c in json.load(f)["cases"]}
        # (n_ cases whose header is unreadable or names version 7+ stay graded:
        # every reader must reject them, whatever it claims)
        bad = sorted(c for c in tested if c.startswith("y_") and version.get(c) in (0, 3, 4, 6))
        check(not bad, "no y_ case of an unclaimed version (0, 3, 4, 6) graded" + (f": {bad[:3]}" if bad else ""))
        check(any(version.get(c) == 5 for c in tested) and any(version.get(c) == 1 for c in tested),
              "cases of the claimed versions 1 and 5 graded")
        failures = cert["expectations"]["unexpected_failures"]
        check(len(failures) > 10, f"{len(failures)} unexpected failures of the toy reader")

        # 2. the same failures listed -> pass
        exp = os.path.join(tmp, "toy.expect")
        with open(exp, "w") as f:
            f.write("# the toy reader checks only magic and version\n")
            f.writelines(c + "\n" for c in failures)
        rc, summary, out, err = run(tmp, "pass", reader=TOY, name="toy", protocol="batch",
                                    versions="1-2,5", args=cases, out="cert2", expectations=exp)
        check(rc == 0, f"all failures expected: exit 0 (got {rc}){'' if rc == 0 else ': ' + err[-800:]}")
        check(out.get("result") == "pass" and out.get("exit-code") == "0", f"outputs result=pass exit-code=0: {out}")
        check(summary.startswith("# Certificate: toy") and "**PASS**" in summary, "summary: title and PASS")
        check("more lines in the certificate" in summary, "default summary-lines (40) cuts a long certificate")

        # 3. a listed case that passes: stale expectation -> fail
        passing = sorted(c for c, r in cert["results"].items() if r["outcome"] == "pass")
        with open(exp, "a") as f:
            f.write(passing[0] + "\n")
        rc, summary, out, err = run(tmp, "stale", reader=TOY, name="toy", protocol="batch",
                                    versions="1-2,5", args=cases, out="cert3", expectations=exp)
        check(rc == 1 and out.get("result") == "fail", f"stale expectation {passing[0]}: exit 1, result=fail (got {rc})")

        # 4. usage errors: exit 2, nothing certified
        for tag, inputs, want in [
            ("noreader", {}, "input 'reader' is required"),
            ("badver", {"reader": TOY, "versions": "7"}, "bad input 'versions'"),
            ("badproto", {"reader": TOY, "protocol": "pipe"}, "input 'protocol' must be"),
            ("noclaims", {"reader": TOY, "claims": "missing.json"}, "claims file not found"),
        ]:
            rc, summary, out, err = run(tmp, tag, **inputs)
            check(rc == 2 and want in err, f"{tag}: exit 2 and '{want}' (got {rc}: {err.strip()[-200:]})")
        h = subprocess.run(["bash", SCRIPT, "--help"], capture_output=True, text=True)
        check(h.returncode == 0 and "INPUT_EXPECTATIONS" in h.stdout, "--help documents the inputs")

        # 5. the action calls this script with these inputs
        with open(os.path.join(REPO, "action.yml")) as f:
            action = f.read()
        check("using: composite" in action and "scripts/action-certify.sh" in action, "action.yml runs the script")
        for name in ("reader", "protocol", "claims", "expectations", "versions"):
            check(re.search(r"^  %s:\n" % name, action, re.M) and f"inputs.{name} }}" in action,
                  f"action.yml input '{name}' reaches the script")
        check("actions/upload-artifact@" in action and "always()" in action,
              "action.yml uploads the certificate even when certification fails")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print(f"{len(FAILS)} failure(s)")
    return 1 if FAILS else 0


if __name__ == "__main__":
    READER = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else os.path.join(REPO, "build", "bin", "mlirbc-read")
    sys.exit(main())
