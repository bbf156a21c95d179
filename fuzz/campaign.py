#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Run a fuzz campaign over already-built targets (scripts/fuzz.sh builds them).

Steps: seeds -> each target for its share of the budget (libFuzzer targets
in BUILD/bin, AFL++ persistent binaries in BUILD/afl/bin; --runs N: a count
instead, the same work however loaded the machine is) -> corpus merge and
minimization (-merge=1 into BUILD/corpus/<target>) -> crash triage
(replay with ASan dedup tokens, deduplicate by stack, minimize reproducers)
-> differential step on the new corpus (fuzz/differential.py) -> reports
(REPORT/summary.json, REPORT/summary.md). Exit status 1 when a crash whose
dedup key is not in fuzz/known-crashes.txt was found, 0 otherwise.
"""

import argparse
import hashlib
import json
import os
import re
import resource
import shutil
import signal
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

# OSS-Fuzz style sanitizer settings: findings halt, allocations that would
# exceed the limit return NULL (the reader must then fail with E_NOMEM),
# three-frame dedup tokens identify a crash by its stack.
ASAN_OPTIONS = ("dedup_token_length=3:halt_on_error=1:abort_on_error=0:detect_leaks=1:"
                "allocator_may_return_null=1:malloc_limit_mb=2560:handle_abort=1:"
                "symbolize=1:detect_stack_use_after_return=1")
UBSAN_OPTIONS = "halt_on_error=1:print_stacktrace=1:dedup_token_length=3:symbolize=1"
# afl-fuzz insists on abort_on_error=1 and symbolize=0 for ASan targets.
AFL_ASAN_OPTIONS = ("abort_on_error=1:symbolize=0:detect_leaks=1:allocator_may_return_null=1:"
                    "malloc_limit_mb=2560:dedup_token_length=3")
AFL_UBSAN_OPTIONS = "halt_on_error=1:abort_on_error=1:symbolize=0"
LIBFUZZER_FIXED = ["-timeout=25", "-rss_limit_mb=2560", "-malloc_limit_mb=2560"]
SMOKE_SEED_EVERY = 8

# "#N  NEW    cov: ..." (one process) and "#N: cov: ..." (fork mode, no event word)
STATUS_RE = re.compile(r"^#(\d+):?\s+(?:[A-Z][A-Za-z]*\s+)?cov: (\d+) ft: (\d+) corp: (\d+)")


# Set by SIGTERM or SIGINT: the running fuzzer is stopped, targets not yet
# started are skipped, and the campaign still merges, triages and reports
# what it did (an interrupted run loses no finished result).
STOP = {"asked": False}


def ask_stop(signum, frame):
    STOP["asked"] = True


def call(cmd, **kw):
    """subprocess.call that stops the child when a stop is asked: SIGINT to
    its own process group, as a terminal's Ctrl-C would. A libFuzzer parent
    in fork mode ignores SIGINT while it waits in system() for a job; the job
    exits on it, and the parent then stops."""
    p = subprocess.Popen(cmd, start_new_session=True, **kw)
    signalled = False
    while True:
        try:
            return p.wait(timeout=1)
        except subprocess.TimeoutExpired:
            if STOP["asked"] and not signalled:
                signalled = True
                try:
                    os.killpg(p.pid, signal.SIGINT)
                except ProcessLookupError:
                    pass


def child_cpu():
    """CPU seconds (user+sys) used so far by waited-for children: execs per
    CPU second stays meaningful on a machine shared with other work."""
    ru = resource.getrusage(resource.RUSAGE_CHILDREN)
    return ru.ru_utime + ru.ru_stime


def log(msg):
    sys.stderr.write("[fuzz] %s\n" % msg)
    sys.stderr.flush()


def sanitizer_env(afl=False):
    env = dict(os.environ)
    env["ASAN_OPTIONS"] = AFL_ASAN_OPTIONS if afl else ASAN_OPTIONS
    env["UBSAN_OPTIONS"] = AFL_UBSAN_OPTIONS if afl else UBSAN_OPTIONS
    sym = shutil.which("llvm-symbolizer-19") or shutil.which("llvm-symbolizer")
    if sym and not afl:
        env["ASAN_SYMBOLIZER_PATH"] = sym
        env["UBSAN_SYMBOLIZER_PATH"] = sym
    return env


def read_options(target):
    """fuzz/<target>.options ([libfuzzer] key = value) as -key=value flags."""
    path = os.path.join(HERE, target + ".options")
    out = []
    if not os.path.exists(path):
        return ["-max_len=65536", "-dict=" + os.path.join(HERE, "mlirbc.dict")]
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith(("#", "[")) or "=" not in line:
                continue
            k, v = (s.strip() for s in line.split("=", 1))
            if k == "dict":
                v = os.path.join(HERE, v)
            out.append("-%s=%s" % (k, v))
    return out


def collect_seeds(dest, every=1):
    """corpus/**/*.mlirbc, reader/tests/**/*.mlirbc and fuzz/regressions/*
    (< 64 KiB: the targets' max_len) plus a bare header, copied to DEST;
    every > 1: only every that many of the first two (by path), all
    regressions."""
    shutil.rmtree(dest, ignore_errors=True)
    os.makedirs(dest)
    files = []
    for sub in ("corpus", os.path.join("reader", "tests"), os.path.join("fuzz", "regressions")):
        found = []
        for dp, dns, fns in os.walk(os.path.join(ROOT, sub)):
            dns.sort()
            for fn in sorted(fns):
                if fn.endswith(".mlirbc") or (sub.endswith("regressions") and fn.endswith(".bin")):
                    found.append(os.path.join(dp, fn))
        files += found if sub.endswith("regressions") else found[::max(1, every)]
    n = 0
    for p in files:
        if os.path.getsize(p) <= 65536:
            shutil.copy(p, os.path.join(dest, "%05d-%s" % (n, os.path.basename(p))))
            n += 1
    with open(os.path.join(dest, "zz-header-only"), "wb") as f:
        f.write(b"ML\xefR\x0dMLIR\x00")
    return n + 1


def count_files(d):
    return sum(1 for e in os.scandir(d) if e.is_file()) if os.path.isdir(d) else 0


def parse_libfuzzer_log(text):
    st = {"execs": None, "cov": None, "ft": None}
    for line in text.splitlines():
        m = STATUS_RE.match(line)
        if m:
            st["execs"] = int(m.group(1))
            st["cov"], st["ft"] = int(m.group(2)), int(m.group(3))
        m = re.match(r"^stat::number_of_executed_units: *(\d+)", line)
        if m:
            st["execs"] = int(m.group(1))
    return st


def run_libfuzzer(bdir, target, seconds, jobs, seeds, smoke, runs=0, cpu_budget=0):
    """seconds of fuzzing, or with runs > 0 that many inputs after the seeds
    and the target's corpus (libFuzzer's -runs counts their first pass too),
    or with cpu_budget > 0 that many CPU seconds however loaded the machine
    is: rounds of -max_total_time, each for what is left, until the target's
    processes have used the budget (each round resumes from the corpus)."""
    binp = os.path.join(bdir, "bin", target)
    corpus = os.path.join(bdir, "corpus", target)
    arts = os.path.join(bdir, "artifacts", target)
    if smoke:  # the same work every time: nothing left from an earlier run
        shutil.rmtree(corpus, ignore_errors=True)
    os.makedirs(corpus, exist_ok=True)
    os.makedirs(arts, exist_ok=True)
    logf = os.path.join(bdir, "logs", target + ".log")
    os.makedirs(os.path.dirname(logf), exist_ok=True)

    def command(limit):
        cmd = [binp] + read_options(target) + LIBFUZZER_FIXED + [
            limit, "-print_final_stats=1", "-artifact_prefix=%s/" % arts]
        if not smoke:
            # Keep going after a finding: each is triaged afterwards.
            cmd += ["-fork=%d" % max(1, jobs), "-ignore_crashes=1", "-ignore_timeouts=1",
                    "-ignore_ooms=1"]
        return cmd + [corpus, seeds]

    what = ("%d runs after the seeds" % runs if runs else
            "%d CPU-s" % cpu_budget if cpu_budget else "%ds" % seconds)
    log("%s: %s (%s)" % (target, what, "smoke" if smoke else "fork=%d" % jobs))
    t0, c0 = time.time(), child_cpu()
    execs, st, rounds, rc = 0, {"cov": None, "ft": None}, 0, 0
    open(logf, "wb").close()
    while True:
        left = cpu_budget - (child_cpu() - c0)
        if runs:
            limit = "-runs=%d" % (count_files(corpus) + count_files(seeds) + runs)
        elif cpu_budget:
            limit = "-max_total_time=%d" % max(30, int(left / max(1, jobs)))
        else:
            limit = "-max_total_time=%d" % seconds
        cmd = command(limit)
        with open(logf, "ab") as lf:
            start = lf.tell()
            rc = call(cmd, stdout=lf, stderr=subprocess.STDOUT, env=sanitizer_env())
        with open(logf, encoding="utf-8", errors="replace") as f:
            f.seek(start)
            got = parse_libfuzzer_log(f.read())
        execs += got["execs"] or 0
        st = got if got["cov"] is not None else st
        rounds += 1
        # A round that fails or is stopped, or leaves less than half a minute
        # of budget, ends it.
        if STOP["asked"]:
            rc = 0  # stopped by request: what ran is a result, not a failure
            break
        if not cpu_budget or rc != 0 or cpu_budget - (child_cpu() - c0) < 30:
            break
        log("%s: %.0f of %d CPU-s after round %d" % (target, child_cpu() - c0, cpu_budget, rounds))
    wall, cpu = time.time() - t0, child_cpu() - c0
    # Merge and minimize: keep only inputs adding coverage (seeds included).
    # Not in a smoke run: it is one more pass over every seed, and the
    # corpus of a smoke run is thrown away.
    if not smoke:
        merge_corpus(binp, target, corpus, seeds)
    out = {"target": target, "engine": "libfuzzer", "seconds": round(wall, 1),
           "cpu_seconds": round(cpu, 1), "exit": rc, "execs": execs,
           "execs_per_sec": int(execs / wall) if wall > 0 else 0,
           "execs_per_cpu_sec": int(execs / cpu) if cpu > 0 else 0,
           "cov": st["cov"], "ft": st["ft"], "corpus": count_files(corpus),
           "log": logf, "artifacts": arts, "replay": binp,
           "command": " ".join(command(limit))}
    if cpu_budget:
        out["rounds"] = rounds
    if STOP["asked"]:
        out["stopped"] = True
    return out


def merge_corpus(binp, target, corpus, seeds):
    merged = corpus + ".merge"
    shutil.rmtree(merged, ignore_errors=True)
    os.makedirs(merged)
    mrc = subprocess.call([binp] + read_options(target) + LIBFUZZER_FIXED +
                          ["-merge=1", merged, corpus, seeds],
                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                          env=sanitizer_env())
    if mrc == 0 and count_files(merged) > 0:
        shutil.rmtree(corpus)
        os.rename(merged, corpus)
    else:
        shutil.rmtree(merged, ignore_errors=True)


def run_afl(bdir, name, binp, mutator, seconds, seeds, runs=0):
    """seconds of fuzzing, or with runs > 0 that many executions in all
    (afl-fuzz -E: the seeds' calibration included)."""
    out = os.path.join(bdir, "afl-out", name)
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(os.path.dirname(out), exist_ok=True)
    # Seed AFL++ with the libFuzzer corpus of the same target when there is one.
    inp = os.path.join(bdir, "afl-in", name)
    shutil.rmtree(inp, ignore_errors=True)
    os.makedirs(inp)
    srcs = [seeds]
    lf_corpus = os.path.join(bdir, "corpus", name[len("afl_"):])
    if os.path.isdir(lf_corpus):
        srcs.append(lf_corpus)
    n = 0
    for s in srcs:
        for fn in sorted(os.listdir(s)):
            p = os.path.join(s, fn)
            if os.path.isfile(p) and 0 < os.path.getsize(p) <= 65536:
                shutil.copy(p, os.path.join(inp, "%05d" % n))
                n += 1
    env = sanitizer_env(afl=True)
    env.update(AFL_SKIP_CPUFREQ="1", AFL_I_DONT_CARE_ABOUT_MISSING_CRASHES="1", AFL_NO_UI="1",
               AFL_NO_AFFINITY="1", AFL_SKIP_CRASHES="1", AFL_FAST_CAL="1")
    if mutator:
        env["AFL_CUSTOM_MUTATOR_LIBRARY"] = mutator
    logf = os.path.join(bdir, "logs", name + ".log")
    os.makedirs(os.path.dirname(logf), exist_ok=True)
    limit = ["-E", str(runs)] if runs else ["-V", str(seconds)]
    cmd = ["afl-fuzz", "-i", inp, "-o", out] + limit + ["-m", "none", "-t", "25000",
           "-x", os.path.join(HERE, "mlirbc.dict"), "--", binp]
    log("%s: %s AFL++%s" % (name, "%d executions" % runs if runs else "%ds" % seconds,
                            " + custom mutator" if mutator else ""))
    t0, c0 = time.time(), child_cpu()
    with open(logf, "wb") as lf:
        try:
            rc = subprocess.call(cmd, stdout=lf, stderr=subprocess.STDOUT, env=env,
                                 timeout=None if runs else seconds + 300)
        except subprocess.TimeoutExpired:
            rc = -1
    wall, cpu = time.time() - t0, child_cpu() - c0
    stats = {}
    sf = os.path.join(out, "default", "fuzzer_stats")
    if os.path.exists(sf):
        with open(sf, encoding="utf-8", errors="replace") as f:
            for line in f:
                k, _, v = line.partition(":")
                stats[k.strip()] = v.strip()
    execs = int(stats.get("execs_done", "0") or 0)
    arts = os.path.join(bdir, "artifacts", name)
    shutil.rmtree(arts, ignore_errors=True)
    os.makedirs(arts)
    for kind, sub in (("crash", "crashes"), ("timeout", "hangs")):
        d = os.path.join(out, "default", sub)
        if os.path.isdir(d):
            for fn in sorted(os.listdir(d)):
                if fn.startswith("id:"):
                    h = hashlib.sha1(open(os.path.join(d, fn), "rb").read()).hexdigest()[:12]
                    shutil.copy(os.path.join(d, fn), os.path.join(arts, "%s-%s" % (kind, h)))
    fuzz_time = float(stats.get("run_time", 0) or 0) or wall
    return {"target": name, "engine": "afl++" + (" +custom-mutator" if mutator else ""),
            "seconds": round(wall, 1), "cpu_seconds": round(cpu, 1),
            "exit": rc, "execs": execs,
            "execs_per_sec": int(execs / fuzz_time) if fuzz_time > 0 else 0,
            "execs_per_cpu_sec": int(execs / cpu) if cpu > 0 else 0,
            "cov": int(stats["edges_found"]) if "edges_found" in stats else None,
            "ft": None, "corpus": int(stats.get("corpus_count", 0) or 0),
            "bitmap_cvg": stats.get("bitmap_cvg"), "log": logf, "artifacts": arts,
            "replay": binp, "command": " ".join(cmd),
            "ok": rc == 0 and bool(stats)}


# ---- crash triage ----------------------------------------------------------

FRAME_RE = re.compile(r"^\s*#(\d+) 0x[0-9a-f]+ in (\S+)")
KIND_RES = [
    (re.compile(r"ERROR: AddressSanitizer: ([\w-]+)"), "asan-{0}"),
    (re.compile(r"ERROR: LeakSanitizer"), "leak"),
    (re.compile(r"runtime error: ([^:\n]*?)(?: of | at |:|\n|$)"), "ubsan-{0}"),
    (re.compile(r"ERROR: libFuzzer: timeout"), "timeout"),
    (re.compile(r"ERROR: libFuzzer: out-of-memory"), "oom"),
    (re.compile(r"(?:malloc|calloc|realloc)\(\d+\) exceeds limit"), "oom"),
    (re.compile(r"fuzz_roundtrip: ([a-z ]+)"), "roundtrip-{0}"),
    (re.compile(r"ERROR: libFuzzer: deadly signal"), "signal"),
]


def classify(output):
    """(kind, dedup token, first frames) from a sanitizer/libFuzzer report."""
    kind = None
    for rx, fmt in KIND_RES:
        m = rx.search(output)
        if m:
            kind = fmt.format(*(g.strip().replace(" ", "-") for g in m.groups()))
            break
    tok = None
    m = re.search(r"DEDUP_TOKEN: (\S+)", output)
    if m:
        tok = m.group(1)
    frames = []
    for line in output.splitlines():
        fm = FRAME_RE.match(line)
        if fm:
            if fm.group(1) == "0" and frames:
                break  # only the first stack
            fn = fm.group(2)
            if not fn.startswith(("__sanitizer", "__asan", "__ubsan", "fuzzer::", "abort",
                                  "raise", "__GI_", "__pthread", "pthread_kill", "gsignal")):
                frames.append(line.strip())
    if not tok:
        funcs = [FRAME_RE.match(f).group(2) for f in frames[:3]]
        tok = "--".join(funcs) if funcs else None
    if kind and kind.startswith("roundtrip-"):
        # Every disagreement aborts from the same frame: key by what failed and
        # the reader's error code instead.
        m = re.search(r"reader: [^\n]*?(E_[A-Z_]+)", output)
        tok = m.group(1) if m else "structure"
    return kind, tok, frames[:8]


def triage(runs, bdir, known, minimize_seconds, smoke):
    findings = {}
    crash_dir = os.path.join(bdir, "crashes")
    os.makedirs(crash_dir, exist_ok=True)
    for r in runs:
        arts = r.get("artifacts")
        if not arts or not os.path.isdir(arts):
            continue
        replay = r["replay"]
        is_lf = r["engine"] == "libfuzzer"
        for fn in sorted(os.listdir(arts)):
            path = os.path.join(arts, fn)
            if not os.path.isfile(path) or fn.startswith(("slow-unit", "minimized-")):
                continue
            art_kind = fn.split("-", 1)[0]
            cmd = [replay] + (["-timeout=25", "-rss_limit_mb=2560", "-malloc_limit_mb=2560"]
                              if is_lf else []) + [path]
            try:
                p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                   env=sanitizer_env(), timeout=120)
                out, rc = p.stdout.decode("utf-8", "replace"), p.returncode
            except subprocess.TimeoutExpired as e:
                out = (e.stdout or b"").decode("utf-8", "replace")
                rc = -9
            kind, tok, frames = classify(out)
            if rc == 0:
                kind, tok = "unreproducible-" + art_kind, hashlib.sha1(
                    open(path, "rb").read()).hexdigest()[:12]
            kind = kind or art_kind
            key = "%s:%s:%s" % (r["target"], kind, tok or "nostack")
            f = findings.get(key)
            if f is None:
                f = findings[key] = {
                    "key": key, "target": r["target"], "kind": kind, "dedup_token": tok,
                    "frames": frames, "known": key in known, "count": 0,
                    "files": [], "report": "\n".join(out.splitlines()[-60:])}
            f["count"] += 1
            f["files"].append(path)
    for f in findings.values():
        src = f["files"][0]
        slug = re.sub(r"[^A-Za-z0-9_.-]+", "-", f["kind"])[:40]
        h = hashlib.sha1(f["key"].encode()).hexdigest()[:10]
        dest = os.path.join(crash_dir, "%s-%s-%s" % (f["target"], slug, h))
        shutil.copy(src, dest)
        run = next(r for r in runs if r["target"] == f["target"])
        if (not smoke and run["engine"] == "libfuzzer" and minimize_seconds > 0
                and not f["kind"].startswith(("timeout", "oom", "unreproducible", "leak"))):
            mini = dest + ".min"
            subprocess.call([run["replay"], "-minimize_crash=1", "-runs=1000000",
                             "-max_total_time=%d" % minimize_seconds,
                             "-exact_artifact_path=" + mini, dest],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            env=sanitizer_env())
            if os.path.exists(mini) and os.path.getsize(mini) <= os.path.getsize(dest):
                # minimize_crash keeps only inputs that still crash
                os.replace(mini, dest)
                f["minimized"] = True
        f["reproducer"] = dest
        f["size"] = os.path.getsize(dest)
        f["repro_command"] = "%s %s" % (run["replay"], dest)
    return sorted(findings.values(), key=lambda f: f["key"])


def load_known(path):
    keys = set()
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            for line in f:
                line = line.split("#", 1)[0].strip()
                if line:
                    keys.add(line.split()[0])
    return keys


# ---- reports ---------------------------------------------------------------

def portable(value, roots):
    """VALUE with every absolute path under one of ROOTS ((prefix, name),
    first match wins) written as name + the rest: a committed report names no
    directory of the machine it ran on."""
    if isinstance(value, dict):
        return {k: portable(v, roots) for k, v in value.items()}
    if isinstance(value, list):
        return [portable(v, roots) for v in value]
    if isinstance(value, str):
        for prefix, name in roots:
            value = value.replace(prefix.rstrip("/") + "/", name)
    return value


def write_reports(report_dir, summary, build_dir=None):
    """REPORT/summary.json + summary.md; paths relative to the repository
    (build directory outside it: <build-dir>/...)."""
    roots = [(ROOT, "")]
    if build_dir and os.path.relpath(os.path.abspath(build_dir), ROOT).startswith(".."):
        roots.insert(0, (os.path.abspath(build_dir), "<build-dir>/"))
    summary = portable(summary, roots)
    os.makedirs(report_dir, exist_ok=True)
    with open(os.path.join(report_dir, "summary.json"), "w", encoding="utf-8") as f:
        json.dump(summary, f, indent=1, sort_keys=True)
        f.write("\n")
    budget = ("%d runs per target" % summary["runs_per_target"]
              if summary.get("runs_per_target") else
              "%d CPU-s per target" % summary["cpu_budget_per_target"]
              if summary.get("cpu_budget_per_target") else "%ds wall" % summary["budget"])
    L = ["# Fuzz campaign", "",
         "Budget %s, %d job(s); started %s; %s." % (
             budget, summary["jobs"], summary["started"],
             "smoke run" if summary["smoke"] else "nightly run"), "",
         "| target | engine | wall s | CPU s | execs | execs/s | execs/CPU-s | cov | ft | corpus | findings |",
         "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for r in summary["runs"]:
        nf = sum(1 for f in summary["findings"] if f["target"] == r["target"])
        L.append("| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %d |" % (
            r["target"], r["engine"], r["seconds"], r["cpu_seconds"], r["execs"],
            r["execs_per_sec"], r["execs_per_cpu_sec"], r["cov"] if r["cov"] is not None else "-",
            r["ft"] if r["ft"] is not None else "-", r["corpus"], nf))
    L += ["", "cov = libFuzzer edge coverage (AFL++: edges_found), ft = features. "
          "CPU s = user+sys time of the fuzzer and its children; execs/CPU-s is the throughput "
          "independent of other load on the machine (load average at start: %s)." %
          summary.get("loadavg", "?"), ""]
    new = [f for f in summary["findings"] if not f["known"]]
    L.append("## Findings: %d unique (%d new, %d known)" % (
        len(summary["findings"]), len(new), len(summary["findings"]) - len(new)))
    L.append("")
    for f in summary["findings"]:
        L += ["### %s%s" % (f["key"], "" if f["known"] else "  **NEW**"), "",
              "- kind: %s, dedup token: `%s`, seen %d time(s)" % (
                  f["kind"], f["dedup_token"], f["count"]),
              "- reproducer: `%s` (%d bytes%s)" % (
                  f["reproducer"], f["size"], ", minimized" if f.get("minimized") else ""),
              "- repro: `%s`" % f["repro_command"], ""]
        if f["frames"]:
            L += ["```"] + f["frames"] + ["```", ""]
    d = summary.get("differential")
    if d:
        L += ["## Differential (reader vs mlir-opt)", "",
              "%s inputs checked in %ss; %s disagreement(s) in %s class(es); candidates: %s" % (
                  d.get("checked"), d.get("seconds"), d.get("disagreements"),
                  d.get("classes"), d.get("candidates_dir")), ""]
        for c in d.get("class_list", []):
            L.append("- %s (%d input(s))%s" % (c["signature"], c["count"],
                                                 " [%s]" % ",".join(c["ambiguities"])
                                                 if c.get("ambiguities") else ""))
        L.append("")
    with open(os.path.join(report_dir, "summary.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(L))


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--build-dir", required=True)
    ap.add_argument("--budget", type=int, required=True, help="seconds of fuzzing (wall)")
    ap.add_argument("--runs", type=int, default=0,
                    help="a count instead of --budget: inputs per libFuzzer target after its "
                         "seeds, executions of each AFL++ run")
    ap.add_argument("--cpu-budget", type=int, default=0,
                    help="CPU seconds per libFuzzer target instead of a share of --budget")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--target", action="append", default=[],
                    help="libFuzzer target (default: every one built)")
    ap.add_argument("--afl", action="append", default=[],
                    help="AFL++ run as NAME=BINARY[,MUTATOR.so]")
    ap.add_argument("--report-dir", required=True)
    ap.add_argument("--smoke", action="store_true",
                    help="short run: no fork mode, no corpus merge, no minimization, "
                         "no differential")
    ap.add_argument("--differential-seconds", type=int, default=0)
    ap.add_argument("--minimize-seconds", type=int, default=60)
    ap.add_argument("--known", default=os.path.join(HERE, "known-crashes.txt"))
    args = ap.parse_args(argv)

    bdir = os.path.abspath(args.build_dir)
    started = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
    t_start = time.time()
    seeds = os.path.join(bdir, "seeds")
    # A smoke run starts from every SMOKE_SEED_EVERY-th seed: the CTest
    # <target>_corpus tests replay every one through every harness already.
    nseeds = collect_seeds(seeds, SMOKE_SEED_EVERY if args.smoke else 1)
    log("seeds: %d files" % nseeds)
    nruns = len(args.target) + len(args.afl)
    if nruns == 0:
        log("nothing to run")
        return 2
    share = max(1, args.budget // nruns)
    signal.signal(signal.SIGTERM, ask_stop)
    signal.signal(signal.SIGINT, ask_stop)
    runs = []
    for t in args.target:
        if STOP["asked"]:
            log("%s: not started (stop asked)" % t)
            continue
        runs.append(run_libfuzzer(bdir, t, share, args.jobs, seeds, args.smoke, args.runs,
                                 args.cpu_budget))
    for spec in args.afl:
        if STOP["asked"]:
            log("%s: not started (stop asked)" % spec.partition("=")[0])
            continue
        name, _, rest = spec.partition("=")
        binp, _, mut = rest.partition(",")
        r = run_afl(bdir, name, binp, mut or None, share, seeds, args.runs)
        if not r.pop("ok"):
            log("%s: afl-fuzz failed (exit %s); see %s" % (name, r["exit"], r["log"]))
            r["failed"] = True
        runs.append(r)
    known = load_known(args.known)
    findings = triage(runs, bdir, known, 0 if args.smoke else args.minimize_seconds, args.smoke)
    # A libFuzzer run that failed without leaving an artifact (bad flag,
    # startup crash) is a failure too.
    for r in runs:
        if r["engine"] == "libfuzzer" and r["exit"] != 0 and not any(
                f["target"] == r["target"] for f in findings):
            log("%s: libFuzzer exited %d without a finding; see %s" % (
                r["target"], r["exit"], r["log"]))
            r["failed"] = True

    summary = {"format": "mlirbc-fuzz-summary", "version": 1, "started": started,
               "loadavg": "%.1f %.1f %.1f" % os.getloadavg(),
               "budget": args.budget, "cpu_budget_per_target": args.cpu_budget,
               "runs_per_target": args.runs, "jobs": args.jobs, "smoke": args.smoke,
               "runs": runs, "findings": findings}
    if args.differential_seconds > 0 and not args.smoke:
        reader = os.path.join(bdir, "plain", "bin", "mlirbc-read")
        dirs = [os.path.join(bdir, "corpus", t) for t in args.target
                if not t.startswith("fuzz_roundtrip")]
        dirs = [d for d in dirs if os.path.isdir(d)]
        if os.path.exists(reader) and dirs:
            djson = os.path.join(bdir, "differential.json")
            cmd = [sys.executable, os.path.join(HERE, "differential.py"), "--reader", reader,
                   "--budget", str(args.differential_seconds), "--newer-than", str(t_start),
                   "--jobs", str(args.jobs),
                   # minimization is bounded too: at most ~the checking time again
                   "--max-candidates", "10",
                   "--minimize-seconds", str(max(5, min(60, args.differential_seconds // 10))),
                   "--json", djson] + dirs
            log("differential: %s" % " ".join(cmd))
            subprocess.call(cmd, env=dict(os.environ, PYTHONPATH=ROOT))  # it imports the oracle
            if os.path.exists(djson):
                with open(djson, encoding="utf-8") as f:
                    summary["differential"] = json.load(f)
        else:
            log("differential skipped: no plain reader at %s" % reader)
    # Copy reproducers of findings next to the report (uploaded by CI).
    if findings:
        cdir = os.path.join(args.report_dir, "crashes")
        os.makedirs(cdir, exist_ok=True)
        for f in findings:
            shutil.copy(f["reproducer"], cdir)
    write_reports(args.report_dir, summary, bdir)
    for r in runs:
        log("%-18s %-26s %8s execs %7s/s (%s/CPU-s) cov %s ft %s corpus %s" % (
            r["target"], r["engine"], r["execs"], r["execs_per_sec"], r["execs_per_cpu_sec"],
            r["cov"], r["ft"], r["corpus"]))
    new = [f for f in findings if not f["known"]]
    for f in findings:
        log("%s finding %s (x%d): %s" % ("NEW" if not f["known"] else "known", f["key"],
                                         f["count"], f["repro_command"]))
    failed = [r for r in runs if r.get("failed")]
    log("report: %s" % os.path.join(args.report_dir, "summary.md"))
    if new:
        return 1
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
