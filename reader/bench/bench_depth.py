#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""bench_depth.py — is each reader linear in nesting depth?

Files: `mlirbc-gen nest --kind K --depth N --version 0` for every kind
(region, block, attr, type) and depth (default 1000, 4000, 16000, 32000),
plus depth 0 of each kind as the baseline; version 0 so that mlir-opt-16,
which reads only version 0, reads them too. Cached in --cache.

Runs, each --repeat times (the lowest CPU time counts), each with the default 8 MiB stack users get (a stack
overflow shows as a crash with its signal):
  mlirbc-read FILE                  validate
  mlirbc-read --dump=json FILE      attr and type only: a region or block
                                    nest's JSON is indented by depth, so its
                                    size (not the reader's work) grows with
                                    depth squared
  mlir-opt-V --allow-unregistered-dialect FILE -o /dev/null
                                    for every --mlir-opt found
CPU time is user + system of the child (os.wait4). Process start-up is
taken out by subtracting the same run on the depth-0 file of the kind:
per level = (CPU(N) - CPU(0)) / N. The linearity ratio of a run is its
per-level time at the deepest depth over that at the shallowest (1.0 =
linear; 32 = quadratic from 1k to 32k); linear means within LINEAR_MAX.
A run is killed after --timeout seconds (shown as "over T s"); a rejected
file shows its error code, a crash its signal; none gets a ratio. A
timed-out, crashed or rejecting depth skips the deeper ones of the same
run. Each mlir-opt run that is not linear is listed with the upstream
reports on nesting depth (UPSTREAM).

Writes --out/depth.json (the figures) and --out/index.md (generated from
them, with machine, date and load average). A benchmark, not a test: no
thresholds; exit 1 only when a file cannot be generated.
"""
import argparse
import datetime
import json
import os
import platform
import shutil
import signal
import re
import subprocess
import sys
import threading

def _sibling(name):
    """A script beside this one, loaded by path (reader/bench is not a package)."""
    import importlib.util
    spec = importlib.util.spec_from_file_location(
        name, os.path.join(os.path.dirname(os.path.abspath(__file__)), name + ".py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


_vs = _sibling("bench_vs_mlir_opt")
run_once = _vs.run_once  # wait4 rusage, timeout
child_limits = _vs.child_limits

KINDS = ("region", "block", "attr", "type")
WHAT = {
    "region": "N nested x.op, each with one region of one block",
    "block": "as region, every block with an i32 argument used by the op inside",
    "attr": "one op attribute [[...[]...]]: N nested ArrayAttrs",
    "type": "one op result of type tuple<tuple<...>>: N nested TupleTypes",
}
JSON_KINDS = ("attr", "type")
STACK = 8 << 20   # the usual default stack limit (ulimit -s 8192)
LINEAR_MAX = 1.2  # per-level time ratio, deepest over shallowest, still called linear
# Upstream reports on MLIR and nesting depth, by kind: what a run that is
# not linear on that kind is listed with. Not a diagnosis of each run.
UPSTREAM = {
    "region": [
        ("llvm/llvm-project#63146", "https://github.com/llvm/llvm-project/issues/63146",
         "the verifier recursed once per nested region: stack overflow at about 10,000 levels "
         "(made iterative in 2023)"),
        ("llvm/llvm-project#74428", "https://github.com/llvm/llvm-project/pull/74428",
         "verifyDominanceOfContainedRegions made iterative for the same reason"),
        ("llvm/circt#6601", "https://github.com/llvm/circt/issues/6601",
         "deeply nested regions: an O(N^2) algorithm and recursion left upstream (walk, CSE)"),
    ],
    "attr": [
        ("llvm/llvm-project#174874", "https://github.com/llvm/llvm-project/pull/174874",
         "the bytecode reader's deferred worklist could loop forever on deeply nested "
         "attributes that refer to types (fixed in 2026)"),
    ],
}
UPSTREAM["block"] = UPSTREAM["region"]
UPSTREAM["type"] = UPSTREAM["attr"]
VERSION = 0
CACHE_TAG = 1  # bump when the generator's nest output changes


def log(msg):
    print(f"[bench-depth] {msg}", file=sys.stderr, flush=True)


def nest_file(gen, cache, kind, depth):
    path = os.path.join(cache, f"nest_{kind}_{depth}.c{CACHE_TAG}.v{VERSION}.mlirbc")
    if not os.path.exists(path):
        subprocess.run([gen, "nest", "--kind", kind, "--depth", str(depth), "--version", str(VERSION),
                        "-o", path + ".tmp"], check=True)
        os.replace(path + ".tmp", path)
    return path


def error_code(stderr):
    """E_... of a reader's rejection line, else its first words."""
    for word in stderr.split():
        if word.startswith("E_"):
            return word.rstrip(":")
    return " ".join(stderr.split()[:6]) or "no message"


def signal_name(num):
    try:
        return signal.Signals(num).name
    except ValueError:
        return f"signal {num}"


def measure(argv, repeat, timeout):
    """{"cpu": lowest CPU s, "wall": wall s of that run, "rss": peak bytes}
    or {"stopped": why}."""
    best = None
    for _ in range(repeat):
        wall, cpu, rss, rc, timed_out, err = run_once(argv, timeout, stack=STACK)
        if timed_out:
            return {"stopped": f"over {timeout} s", "cpu": cpu}
        if rc != 0:
            why = f"crashed ({signal_name(-rc)})" if rc < 0 else f"exit {rc}: {error_code(err)}"
            return {"stopped": why, "cpu": cpu}
        if best is None or cpu < best["cpu"]:
            best = {"cpu": cpu, "wall": wall, "rss": rss}
    return best


def batch_process_cpu(reader, want, data, reads, timeout):
    """CPU seconds of one `mlirbc-read --batch` process that reads `data`
    `reads` times (spec/certify-protocol.md); None when killed."""
    head = "case %d - " + want + " " + str(len(data)) + "\n"
    p = subprocess.Popen([reader, "--batch"], stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                         stderr=subprocess.DEVNULL, preexec_fn=child_limits(0, STACK))
    timer = threading.Timer(timeout, p.kill)
    timer.start()
    try:
        for i in range(reads):
            p.stdin.write((head % (i + 1)).encode() + data)
        p.stdin.close()
    except BrokenPipeError:
        pass
    _, status, ru = os.wait4(p.pid, 0)
    timer.cancel()
    p.returncode = os.waitstatus_to_exitcode(status)
    return ru.ru_utime + ru.ru_stime if p.returncode == 0 else None


def batch_cpu(reader, want, path, reads, timeout):
    """CPU seconds per read of `path` by a `mlirbc-read --batch` process, less
    what a process that reads it once spends: start-up, which dwarfs a 1k
    nest, and the first touch of the memory the reads reuse are paid once
    per process, not per read. None when killed."""
    with open(path, "rb") as fp:
        data = fp.read()
    many = batch_process_cpu(reader, want, data, reads + 1, timeout)
    once = batch_process_cpu(reader, want, data, 1, timeout)
    if many is None or once is None:
        return None
    return max(many - once, 0.0) / reads


def reads_for(levels, depth):
    """Reads per reader process: about `levels` levels in all, so that a
    1,000-level file is read as many levels' worth as a 32,000-level one
    (its fraction of a millisecond is otherwise lost in the noise)."""
    return max(50, levels // max(depth, 1000))


def measure_reader(argv, want, path, repeat, reads, timeout):
    """The reader: one plain run for its verdict (a rejection or crash
    stops here, as in measure), then the lowest per-read CPU of `repeat`
    batch processes."""
    m = measure(argv + [path], 1, timeout)
    if "stopped" in m:
        return m
    cpus = [c for c in (batch_cpu(argv[0], want, path, reads, timeout) for _ in range(repeat))
            if c is not None]
    if not cpus:
        return {"stopped": f"over {timeout} s"}
    out = {"cpu": min(cpus), "rss": m["rss"]}
    n = instructions(argv + [path], timeout)
    if n is not None:
        out["instructions"] = n
    return out


def instructions(argv, timeout):
    """Instructions one plain run executes (valgrind's cachegrind, no cache
    simulation): the reader's work, whatever the machine's load and caches.
    None without valgrind or when the run fails."""
    vg = shutil.which("valgrind")
    if not vg:
        return None
    try:
        p = subprocess.run([vg, "--tool=cachegrind", "--cache-sim=no",
                            "--cachegrind-out-file=" + os.devnull] + argv,
                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=timeout * 20)
    except subprocess.TimeoutExpired:
        return None
    m = re.search(r"I\s+refs:\s+([\d,]+)", p.stderr.decode("utf-8", "replace"))
    return int(m.group(1).replace(",", "")) if p.returncode == 0 and m else None


def runs_of(args):
    """(name, argv prefix, kinds it applies to)"""
    out = [("mlirbc-read", [args.reader], KINDS),
           ("mlirbc-read --dump=json", [args.reader, "--dump=json"], JSON_KINDS)]
    for m in args.mlir_opt:
        path = shutil.which(m)
        if path:
            out.append((m, [path, "--allow-unregistered-dialect"], KINDS))
        else:
            log(f"{m} not found: skipped")
    return out


def bench(args):
    os.makedirs(args.cache, exist_ok=True)
    results = []
    for kind in args.kinds:
        files = {d: nest_file(args.gen, args.cache, kind, d) for d in [0] + args.depths}
        depth_of = {p: d for d, p in files.items()}
        for name, argv, kinds in runs_of(args):
            if kind not in kinds:
                continue
            tail = ["-o", os.devnull] if name.startswith("mlir-opt") else []
            log(f"{kind}: {name}")
            if name.startswith("mlirbc-read"):
                want = "json" if "--dump=json" in argv else "-"

                def run(path):
                    return measure_reader(argv, want, path, args.repeat,
                                          reads_for(args.reader_levels, depth_of[path]),
                                          args.timeout)
            else:
                def run(path):
                    return measure(argv + [path] + tail, args.repeat, args.timeout)
            base = run(files[0])
            row = {"kind": kind, "run": name, "baseline_cpu": base.get("cpu"), "depths": []}
            stopped = "stopped" in base
            for d in args.depths:
                if stopped:
                    row["depths"].append({"depth": d, "skipped": True})
                    continue
                m = run(files[d])
                m["depth"] = d
                m["bytes"] = os.path.getsize(files[d])
                if "stopped" in m:
                    stopped = True
                else:
                    m["per_level_us"] = max(m["cpu"] - base["cpu"], 0.0) / d * 1e6
                    if "instructions" in m and "instructions" in base:
                        m["per_level_instructions"] = (m["instructions"] - base["instructions"]) / d
                row["depths"].append(m)
            done = [x for x in row["depths"] if "per_level_us" in x]
            if len(done) == len(args.depths) and done[0]["per_level_us"] > 0:
                row["ratio"] = done[-1]["per_level_us"] / done[0]["per_level_us"]
                row["linear"] = row["ratio"] <= LINEAR_MAX
            work = [x.get("per_level_instructions") for x in done]
            if len(done) == len(args.depths) and all(work) and work[0] > 0:
                row["work_ratio"] = work[-1] / work[0]
                row["work_linear"] = row["work_ratio"] <= LINEAR_MAX
            if "stopped" in base:
                row["baseline_stopped"] = base["stopped"]
            results.append(row)
    return results


def machine():
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo") as fp:
            for line in fp:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return {"cpu": cpu, "cpus": os.cpu_count(), "os": f"{platform.system()} {platform.release()}"}


def secs(x):
    """CPU time: ms below a second (a reader's per-read figures are a few)."""
    return f"{x * 1e3:.2f} ms" if x < 1 else f"{x:.3f} s"


def cell(m):
    if m.get("skipped"):
        return "—"
    if "stopped" in m:
        return m["stopped"]
    return f"{secs(m['cpu'])} ({m['per_level_us']:.2f} µs)"


def markdown(doc):
    d = doc["depths"]
    lines = ["# Depth scaling", "",
             "<!-- generated by reader/bench/bench_depth.py from depth.json; do not edit -->", "",
             f"Measured {doc['date']} on {doc['machine']['cpu']} ({doc['machine']['cpus']} CPUs, "
             f"{doc['machine']['os']}), load average {doc['loadavg_start']} at the start and "
             f"{doc['loadavg_end']} at the end.", "",
             f"Files: `mlirbc-gen nest --kind K --depth N --version {doc['file_version']}`. Each cell: "
             f"the lowest CPU time (user + system) of {doc['repeat']} runs, and in brackets the "
             "time per level, (CPU(N) − CPU(0)) / N, with the same run on the depth-0 file as the "
             "start-up baseline. A reader's run is one `mlirbc-read --batch` process reading the "
             f"file R + 1 times, R about {doc['reader_levels']:,} / N (at least 50; the depth-0 "
             "file as often as the 1,000-level one; spec/certify-protocol.md), less a process "
             "that reads it once, divided by R: start-up, which outweighs a 1,000-level file, and "
             "the first touch of the memory later reads reuse are paid once per process, not per "
             "read; a plain run first gives the verdict. "
             f"Ratio: time per level at {d[-1]:,} levels over that at {d[0]:,} "
             f"(1.0 = linear, {d[-1] // d[0]} = quadratic); linear: a ratio within "
             f"{doc['linear_max']}x. Every run has a {doc['stack'] >> 20} MiB stack, the usual "
             "default (a stack overflow is a crash, SIGSEGV). Runs are killed after "
             f"{doc['timeout']} s.", "",
             "Work ratio (the reader's runs, when valgrind is installed): the same ratio for the "
             "instructions one plain run executes (valgrind's cachegrind, no cache simulation), "
             "which neither the machine's load nor its caches change: a time ratio well above it "
             "is the memory system's, not more work per level.", ""]
    for kind in doc["kinds"]:
        lines += [f"## {kind}: {WHAT[kind]}", ""]
        head = ["run", "baseline"] + [f"{x:,}" for x in d] + ["ratio", "linear", "work ratio"]
        lines += ["| " + " | ".join(head) + " |", "|" + "|".join(" --- " for _ in head) + "|"]
        for row in doc["results"]:
            if row["kind"] != kind:
                continue
            base = row.get("baseline_stopped") or secs(row["baseline_cpu"])
            ratio = f"{row['ratio']:.2f}" if "ratio" in row else "—"
            linear = ("yes" if row["linear"] else "no") if "ratio" in row else "—"
            work = f"{row['work_ratio']:.2f}" if "work_ratio" in row else "—"
            lines.append("| " + " | ".join([row["run"], base] + [cell(m) for m in row["depths"]]
                                           + [ratio, linear, work]) + " |")
        lines.append("")
    slow = [r for r in doc["results"] if r["run"].startswith("mlir-opt")
            and (r.get("linear") is False or any("stopped" in m for m in r["depths"]))]
    if slow:
        lines += ["## mlir-opt runs that are not linear, and upstream reports on nesting", "",
                  "Reports on the cost of nesting depth in MLIR, by kind; they say what is known "
                  "upstream, not which of them each run hits (the runs were not profiled).", ""]
        for kind in doc["kinds"]:
            runs = [r["run"] for r in slow if r["kind"] == kind]
            if not runs:
                continue
            refs = "; ".join(f"[{name}]({url}): {why}" for name, url, why in UPSTREAM.get(kind, []))
            lines.append(f"- {kind}: {', '.join(runs)}. {refs or 'No upstream report found.'}")
        lines.append("")
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--reader", required=True, help="mlirbc-read")
    ap.add_argument("--gen", required=True, help="mlirbc-gen")
    ap.add_argument("--cache", required=True, help="directory for the generated files")
    ap.add_argument("--out", required=True, help="directory for depth.json and index.md")
    ap.add_argument("--mlir-opt", action="append", default=None,
                    help="mlir-opt binaries (repeatable; default mlir-opt-16, -19, -22)")
    ap.add_argument("--kinds", default=",".join(KINDS))
    ap.add_argument("--depths", default="1000,4000,16000,32000")
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--reader-levels", type=int, default=2_000_000,
                    help="levels read per reader process (--batch): reads = this / depth, at least 50")
    ap.add_argument("--timeout", type=int, default=60)
    args = ap.parse_args()
    args.mlir_opt = args.mlir_opt or ["mlir-opt-16", "mlir-opt-19", "mlir-opt-22"]
    args.kinds = [k for k in args.kinds.split(",") if k]
    args.depths = sorted(int(x) for x in args.depths.split(",") if x)
    bad = [k for k in args.kinds if k not in KINDS]
    if bad or not args.depths or args.depths[0] <= 0:
        ap.error(f"--kinds from {','.join(KINDS)}; --depths positive")
    load0 = "%.2f %.2f %.2f" % os.getloadavg()
    try:
        results = bench(args)
    except subprocess.CalledProcessError as e:
        log(f"generation failed: {e}")
        return 1
    doc = {"format": "mlirbc-bench-depth", "version": 1,
           "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
           "machine": machine(), "loadavg_start": load0, "loadavg_end": "%.2f %.2f %.2f" % os.getloadavg(),
           "file_version": VERSION, "repeat": args.repeat, "reader_levels": args.reader_levels,
           "timeout": args.timeout, "stack": STACK, "linear_max": LINEAR_MAX,
           "kinds": args.kinds, "depths": args.depths, "results": results}
    os.makedirs(args.out, exist_ok=True)
    with open(os.path.join(args.out, "depth.json"), "w") as fp:
        json.dump(doc, fp, indent=1)
        fp.write("\n")
    md = markdown(doc)
    with open(os.path.join(args.out, "index.md"), "w") as fp:
        fp.write(md + "\n")
    print(md)
    return 0


if __name__ == "__main__":
    sys.exit(main())
