#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""fuzz/campaign.py's CPU budget and its clean stop, on a stand-in for a
libFuzzer target in fork mode (no fuzz build needed).

The stand-in behaves as libFuzzer's fork mode does where the campaign
depends on it: a parent that ignores SIGINT while it waits for its jobs
(libFuzzer waits in system()), jobs that exit on SIGINT, "#N: cov:" status
lines and final stats, -merge=1, and a corpus directory it reads at start
and adds to. FAKE_MODE=burn: each job burns -max_total_time/20 CPU seconds;
FAKE_MODE=hang: each job waits until it is interrupted.

Checked:
  * --cpu-budget runs rounds until less than 30 CPU-s of the budget is
    left, each round's -max_total_time is what is left over the jobs, and
    each round resumes from the corpus the previous one grew;
  * SIGTERM to the campaign interrupts the running target's jobs, the
    target's result is kept (marked stopped, its execs counted), the targets
    not started are skipped, and the summary is written with exit 0.
"""

import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
CAMPAIGN = os.path.join(ROOT, "fuzz", "campaign.py")

FAKE = r'''
import json, os, shutil, signal, subprocess, sys, time
args = sys.argv[1:]
opts = dict(a[1:].split("=", 1) for a in args if a.startswith("-") and "=" in a)
dirs = [a for a in args if not a.startswith("-")]
here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if opts.get("merge") == "1":  # keep the corpus (dirs[1]) as it is
    for fn in os.listdir(dirs[1]):
        shutil.copy(os.path.join(dirs[1], fn), dirs[0])
    sys.exit(0)
corpus, limit, jobs = dirs[0], int(opts["max_total_time"]), int(opts.get("fork", "1"))
with open(os.path.join(here, "calls.jsonl"), "a") as f:
    f.write(json.dumps({"target": os.path.basename(sys.argv[0]), "max_total_time": limit,
                        "fork": jobs, "corpus_at_start": len(os.listdir(corpus))}) + "\n")
signal.signal(signal.SIGINT, signal.SIG_IGN)  # as libFuzzer's parent inside system()
if os.environ["FAKE_MODE"] == "burn":
    job = ("import time\nt = time.process_time() + %f\n"
           "while time.process_time() < t: pass\n" % (limit / 20.0))
else:
    job = ("import os, signal, time\nsignal.signal(signal.SIGINT, signal.default_int_handler)\n"
           "try:\n    time.sleep(600)\nexcept KeyboardInterrupt:\n"
           "    open(os.path.join(%r, 'interrupted.%%d' %% os.getpid()), 'w').close()\n" % here)
procs = [subprocess.Popen([sys.executable, "-c", job]) for _ in range(jobs)]
open(os.path.join(here, "started"), "w").close()
for p in procs:
    p.wait()
n = len(os.listdir(corpus))
open(os.path.join(corpus, "unit-%d" % n), "w").write("x" * (n + 1))
print("#%d: cov: %d ft: %d corp: %d exec/s: 1 oom/timeout/crash: 0/0/0 time: 1s"
      % (1000 * (n + 1), 10 + n, 20 + n, n + 1))
print("stat::number_of_executed_units: %d" % (1000 * (n + 1)))
'''


def fail(msg):
    sys.stderr.write("FAIL: %s\n" % msg)
    sys.exit(1)


def make_build_dir(targets):
    bdir = tempfile.mkdtemp(prefix="cts-campaign-")
    os.makedirs(os.path.join(bdir, "bin"))
    for t in targets:
        path = os.path.join(bdir, "bin", t)
        with open(path, "w") as f:
            f.write("#!%s\n%s" % (sys.executable, FAKE))
        os.chmod(path, 0o755)
    return bdir


def campaign_cmd(bdir, cpu_budget, targets):
    cmd = [sys.executable, CAMPAIGN, "--build-dir", bdir, "--budget", "60", "--jobs", "2",
           "--report-dir", os.path.join(bdir, "report"), "--cpu-budget", str(cpu_budget)]
    for t in targets:
        cmd += ["--target", t]
    return cmd


def calls(bdir):
    with open(os.path.join(bdir, "calls.jsonl")) as f:
        return [json.loads(line) for line in f]


def summary(bdir):
    with open(os.path.join(bdir, "report", "summary.json")) as f:
        return json.load(f)


def test_rounds_until_the_cpu_budget_is_used():
    budget = 34  # round 1 uses ~3.2 CPU-s and leaves >= 30; round 2 leaves < 30
    bdir = make_build_dir(["fake_fuzz"])
    try:
        p = subprocess.run(campaign_cmd(bdir, budget, ["fake_fuzz"]), capture_output=True,
                           text=True, env=dict(os.environ, FAKE_MODE="burn"), timeout=300)
        if p.returncode != 0:
            fail("campaign exited %d:\n%s" % (p.returncode, p.stderr))
        run = summary(bdir)["runs"][0]
        c = calls(bdir)
        if run["rounds"] != len(c) or len(c) < 2:
            fail("want >= 2 rounds, each one call: summary says %s, %d calls" % (
                run["rounds"], len(c)))
        # It stops only when less than 30 CPU-s is left, and not a round later.
        per_round = run["cpu_seconds"] / run["rounds"]
        if not budget - 30 <= run["cpu_seconds"] < budget - 30 + per_round + 0.5:
            fail("%.1f CPU-s used of a %d CPU-s budget in %d rounds" % (
                run["cpu_seconds"], budget, run["rounds"]))
        # Each round asks for what is left over the jobs (30 s at least) ...
        if any(k["fork"] != 2 for k in c):
            fail("a round ran without -fork=2: %s" % c)
        if c[0]["max_total_time"] != max(30, budget // 2):
            fail("round 1 asked for -max_total_time=%d" % c[0]["max_total_time"])
        # ... and resumes from the corpus the round before it grew.
        for a, b in zip(c, c[1:]):
            if b["corpus_at_start"] != a["corpus_at_start"] + 1:
                fail("a round started from %d corpus files after one that left %d" % (
                    b["corpus_at_start"], a["corpus_at_start"] + 1))
        # Execs add up over the rounds (the stand-in reports 1000 per corpus file).
        want = sum(1000 * (k["corpus_at_start"] + 1) for k in c)
        if run["execs"] != want:
            fail("execs %d, the rounds reported %d" % (run["execs"], want))
        if "of %d CPU-s after round 1" % budget not in p.stderr:
            fail("no progress line after round 1:\n%s" % p.stderr)
    finally:
        shutil.rmtree(bdir, ignore_errors=True)


def test_sigterm_stops_cleanly_and_keeps_the_result():
    bdir = make_build_dir(["fake_fuzz", "fake_fuzz2"])
    try:
        proc = subprocess.Popen(campaign_cmd(bdir, 600, ["fake_fuzz", "fake_fuzz2"]),
                                stderr=subprocess.PIPE, text=True,
                                env=dict(os.environ, FAKE_MODE="hang"))
        deadline = time.time() + 120  # the seeds are copied first
        while not os.path.exists(os.path.join(bdir, "started")):
            if time.time() > deadline or proc.poll() is not None:
                proc.kill()
                fail("the stand-in target never started")
            time.sleep(0.2)
        time.sleep(0.5)
        t0 = time.time()
        proc.send_signal(signal.SIGTERM)
        try:
            _, err = proc.communicate(timeout=60)
        except subprocess.TimeoutExpired:
            proc.kill()
            fail("the campaign did not stop within 60 s of SIGTERM")
        took = time.time() - t0
        if proc.returncode != 0:
            fail("campaign exited %d after a stop:\n%s" % (proc.returncode, err))
        jobs = [fn for fn in os.listdir(bdir) if fn.startswith("interrupted.")]
        if len(jobs) != 2:
            fail("%d of the 2 jobs saw SIGINT" % len(jobs))
        s = summary(bdir)
        if [r["target"] for r in s["runs"]] != ["fake_fuzz"]:
            fail("runs recorded: %s" % [r["target"] for r in s["runs"]])
        run = s["runs"][0]
        if not run.get("stopped") or run["rounds"] != 1 or run["execs"] != 1000:
            fail("the stopped run is recorded as %s" % run)
        if "fake_fuzz2: not started (stop asked)" not in err:
            fail("the target not started is not named:\n%s" % err)
        print("stopped %.1f s after SIGTERM" % took)
    finally:
        shutil.rmtree(bdir, ignore_errors=True)


if __name__ == "__main__":
    for name, fn in sorted(globals().items()):
        if name.startswith("test_") and callable(fn):
            t = time.time()
            fn()
            print("ok %s (%.1f s)" % (name, time.time() - t))
