#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""bench_vs_mlir_opt.py — time the reference reader against mlir-opt-22 on large files.

One table, one run. Files (generated deterministically, cached in --cache):
  ops_200k / ops_2m  one func.func of 200k / 2M arith ops, at v1 and v6
                     (MLIR text converted to bytecode by mlir-opt-22)
  blobs              dense_resource blobs of --blob-mb MB in total (same way)
  deep_N             a builtin.module of N nested single-region ops and one
                     leaf (N + 2 ops), v6, written directly by
                     `mlirbc-gen nest --depth N` (mlir-opt-22 did not finish
                     writing a 100,000-deep file in 40 minutes); --deep N,
                     default 100,000, 0 = off
Each file is timed, best of --repeat runs each (the lowest wall time and
the lowest CPU time of the runs):
  mlirbc-read FILE                 (validate: open + walk)
  mlirbc-read --dump=json FILE     (output to /dev/null; its size is taken
                                    from one more, untimed run)
  [--baseline READER: the same two with another build, e.g. before a change]
  varint-walk FILE                 (reader/bench/varint_walk.c: every byte
                                    decoded as varints, nothing else; the
                                    floor of a sequential reader; --walk)
  mlir-opt-22 --allow-unregistered-dialect FILE -o /dev/null
measuring wall time, CPU time (user + system) and peak RSS (os.wait4 rusage
of each child). Every run is killed after --timeout seconds (default 120)
and a reader run is limited to --reader-mem-gb GB of address space (default
4: the 100,000-deep --dump=json would take about 20 GB, as its JSON
indentation grows with depth squared). A run that stops is not repeated; the
table says "> 120 s", "out of memory (limit 4 GB)", "crashed (signal N)" or
"exit N" instead of its time, with the CPU time and peak RSS until then (the
ratio column: a lower bound when mlir-opt timed out). A reader that crashes
or rejects a file makes the exit status 1; a limit does not. --only picks row
groups (ops, blobs, deep). Prints a markdown table; --json FILE also
writes the figures as the "size" group of FILE (reader/bench/bench_report.py,
which renders docs/benchmarks.md from it), with the load average before
each run. A benchmark, not a test: no thresholds. On a shared machine wall
times are noisy; CPU times less so.
"""
import argparse
import importlib.util
import os
import resource
import shutil
import subprocess
import sys
import time

SIZES = [("ops_200k", 200_000), ("ops_2m", 2_000_000)]
VERSIONS = [1, 6]
GEN_VERSION = 2  # bump when a generator changes (invalidates the cache)
GROUPS = ("ops", "blobs", "deep")


def log(msg):
    print(f"[bench] {msg}", file=sys.stderr, flush=True)


def generate_mlir(path, n_ops):
    """One func.func with n_ops ops in its body (+ func, return, module).

    A deterministic mix of constants, integer and float arithmetic and
    comparisons, each using earlier values so use-lists are non-trivial."""
    with open(path, "w", encoding="ascii") as fp:
        w = fp.write
        w("module {\n  func.func @bench(%a: i32, %b: i32, %x: f32) -> i32 {\n")
        ints = ["%a", "%b"]
        flts = ["%x"]
        i = 0
        state = 12345
        while i < n_ops:
            state = (state * 1103515245 + 12345) & 0x7FFFFFFF
            k = state % 8
            v = f"%v{i}"
            if k == 0:
                w(f"    {v} = arith.constant {state % 1000} : i32\n"); ints.append(v)
            elif k == 1:
                w(f"    {v} = arith.addi {ints[-1]}, {ints[-2]} : i32\n"); ints.append(v)
            elif k == 2:
                w(f"    {v} = arith.muli {ints[-1]}, {ints[(state >> 4) % len(ints)]} : i32\n"); ints.append(v)
            elif k == 3:
                w(f"    {v} = arith.xori {ints[-1]}, %a : i32\n"); ints.append(v)
            elif k == 4:
                w(f"    {v} = arith.addf {flts[-1]}, %x : f32\n"); flts.append(v)
            elif k == 5:
                w(f"    {v} = arith.constant {state % 97}.5 : f32\n"); flts.append(v)
            elif k == 6:
                w(f"    {v} = arith.cmpi slt, {ints[-1]}, %b : i32\n")
            else:
                w(f"    {v} = arith.subi {ints[-1]}, {ints[-3 if len(ints) > 2 else -1]} : i32\n"); ints.append(v)
            # Keep the lists short: only recent values are referenced.
            if len(ints) > 64:
                del ints[2:34]
            if len(flts) > 64:
                del flts[1:33]
            i += 1
        w(f"    return {ints[-1]} : i32\n  }}\n}}\n")
    return n_ops + 3  # + module, func, return


def generate_blobs(path, total_mb):
    """Four dense_resource blobs of total_mb/4 MB each (i32 elements), each
    used by one op; hex in the text form, raw in the bytecode."""
    n_blobs = 4
    elems = total_mb * 1_000_000 // (4 * n_blobs)
    chunk = "0102030405060708" * 4096
    with open(path, "w", encoding="ascii") as fp:
        fp.write("module {\n")
        for k in range(n_blobs):
            fp.write(f'  "x.use"() {{v = dense_resource<blob{k}> : tensor<{elems}xi32>}} : () -> ()\n')
        fp.write("}\n{-#\n  dialect_resources: {\n    builtin: {\n")
        for k in range(n_blobs):
            fp.write(f'      blob{k}: "0x04000000')  # alignment 4, then the data
            left = elems * 4 * 2
            while left > 0:
                piece = chunk[:min(left, len(chunk))]
                fp.write(piece)
                left -= len(piece)
            fp.write('"' + ("," if k + 1 < n_blobs else "") + "\n")
        fp.write("    }\n  }\n#-}\n")
    return n_blobs + 1


def ensure_deep(cache, depth, gen):
    """(bytecode path, ops) of a depth-deep nest, written by mlirbc-gen, cached."""
    os.makedirs(cache, exist_ok=True)
    bc = os.path.join(cache, f"deep_{depth}.g{GEN_VERSION}.v6.mlirbc")
    if not os.path.exists(bc):
        log(f"generating {bc} with {gen} nest")
        subprocess.run([gen, "nest", "--depth", str(depth), "--version", "6", "-o", bc + ".tmp"],
                       check=True)
        os.replace(bc + ".tmp", bc)
    return bc, depth + 2  # + module, leaf


def unlimited_stack():
    # the MLIR text parser recurses once per nesting level
    resource.setrlimit(resource.RLIMIT_STACK, (resource.RLIM_INFINITY, resource.RLIM_INFINITY))


def child_limits(mem_bytes, stack=None):
    """preexec_fn of a timed child: unlimited stack (or `stack` bytes), and
    an address-space limit when mem_bytes is set."""
    def apply():
        if stack is None:
            unlimited_stack()
        else:
            hard = resource.getrlimit(resource.RLIMIT_STACK)[1]
            resource.setrlimit(resource.RLIMIT_STACK, (stack, hard))
        if mem_bytes:
            resource.setrlimit(resource.RLIMIT_AS, (mem_bytes, mem_bytes))
    return apply


def ensure_files(cache, stem, versions, make_text, mlir_opt):
    """[(version, bytecode path, ops)] for one generated source, cached."""
    os.makedirs(cache, exist_ok=True)
    out, todo = [], []
    for v in versions:
        bc = os.path.join(cache, f"{stem}.g{GEN_VERSION}.v{v}.mlirbc")
        if os.path.exists(bc) and os.path.exists(bc + ".ops"):
            with open(bc + ".ops") as fp:
                out.append((v, bc, int(fp.read())))
        else:
            todo.append((v, bc))
    if todo:
        txt = os.path.join(cache, f"{stem}.g{GEN_VERSION}.mlir")
        log(f"generating {txt}")
        total = make_text(txt)
        for v, bc in todo:
            log(f"converting to bytecode v{v} with {mlir_opt}")
            subprocess.run([mlir_opt, "--allow-unregistered-dialect", txt, "--emit-bytecode",
                            f"--emit-bytecode-version={v}", "-o", bc + ".tmp"],
                           check=True, preexec_fn=unlimited_stack)
            os.replace(bc + ".tmp", bc)
            with open(bc + ".ops", "w") as fp:
                fp.write(str(total))
            out.append((v, bc, total))
        os.remove(txt)
    return sorted(out)


def run_once(argv, timeout=None, mem=0, stack=None):
    """Returns (wall seconds, cpu seconds, peak_rss_bytes, returncode, timed out,
    stderr). stack: the child's stack limit in bytes (None: unlimited)."""
    with open(os.devnull, "wb") as null:
        t0 = time.perf_counter()
        p = subprocess.Popen(argv, stdout=null, stderr=subprocess.PIPE, preexec_fn=child_limits(mem, stack))
        deadline = t0 + timeout if timeout else None
        timed_out = False
        while True:  # wait4 (not wait) keeps the child's own rusage
            pid, status, ru = os.wait4(p.pid, os.WNOHANG if deadline else 0)
            if pid:
                break
            if time.perf_counter() > deadline:
                timed_out = True
                p.kill()
                pid, status, ru = os.wait4(p.pid, 0)
                break
            time.sleep(0.005)
        dt = time.perf_counter() - t0
        rc = p.returncode = os.waitstatus_to_exitcode(status)
        err = p.stderr.read().decode("utf-8", "replace")
        p.stderr.close()
    if timed_out:
        log(f"{' '.join(argv)} killed after {timeout} s")
    elif rc != 0:
        log(f"{' '.join(argv)} exited {rc}: {err.strip()[:300]}")
    return dt, ru.ru_utime + ru.ru_stime, ru.ru_maxrss * 1024, rc, timed_out, err


# Why a run did not finish: over a limit of the benchmark (time, memory) or
# failed (a rejection, a crash). Only failures of the reader fail the run.
OVER_LIMIT = ("> ", "out of memory")


def best_of(argv, repeat, timeout=None, mem=0):
    """((lowest wall, lowest CPU, max peak RSS) of the runs, None), or (the
    stopped run's (wall, cpu, rss), why) if a run did not finish; that ends
    the repeats. why: "> T s", "out of memory (limit N GB)", "crashed
    (signal N)" or "exit N". The lowest CPU time need not be the lowest
    wall time's run: on a shared machine each is the least disturbed."""
    best = None
    for _ in range(repeat):
        dt, cpu, rss, rc, timed_out, err = run_once(argv, timeout, mem)
        if timed_out or rc != 0:
            why = (f"> {timeout} s" if timed_out else
                   f"out of memory (limit {mem / 1e9:.0f} GB)" if mem and "E_NOMEM" in err else
                   f"crashed (signal {-rc})" if rc < 0 else f"exit {rc}")
            return (dt, cpu, rss), why
        best = (dt, cpu, rss) if best is None else (min(best[0], dt), min(best[1], cpu),
                                                    max(best[2], rss))
    return best, None


def ratio_text(ref, ref_why, dt, cpu):
    """The "vs mlir-opt" cell of a reader row: wall / CPU ratios, lower
    bounds after a timeout, the failure when mlir-opt did not finish."""
    if ref_why and not ref_why.startswith(">"):
        return f"mlir-opt {ref_why}"
    wall = f"{ref[0] / dt:.1f}x" if dt > 0 else "n/a"
    cpu_r = f"{ref[1] / cpu:.1f}x" if cpu > 0 else "n/a"
    if ref_why:
        return f"> {wall} / > {cpu_r} (mlir-opt {ref_why})"
    return f"{wall} / {cpu_r}"


def output_mb(argv):
    """MB a run writes to stdout, counted from a pipe (an untimed run)."""
    n = 0
    with subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL) as p:
        while True:
            chunk = p.stdout.read(1 << 20)
            if not chunk:
                break
            n += len(chunk)
    return n / 1e6


def bench_report():
    """reader/bench/bench_report.py, loaded by path (reader/bench is not a package)."""
    spec = importlib.util.spec_from_file_location(
        "bench_report", os.path.join(os.path.dirname(os.path.abspath(__file__)), "bench_report.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def main():
    ap = argparse.ArgumentParser(description="mlirbc reader benchmark (one markdown table)")
    ap.add_argument("--reader", required=True)
    ap.add_argument("--baseline", help="another mlirbc-read build to time alongside")
    ap.add_argument("--mlir-opt", default="mlir-opt-22")
    ap.add_argument("--cache", default="build/bench")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--blob-mb", type=int, default=128, help="blob file size in MB (default 128)")
    ap.add_argument("--quick", action="store_true", help="only the 200k-op files (no blobs, no deep row)")
    ap.add_argument("--deep", type=int, default=100_000,
                    help="depth of the nested-regions file (default 100000; 0 = no deep row)")
    ap.add_argument("--only", default=",".join(GROUPS),
                    help="comma-separated row groups to run: ops, blobs, deep (default: all)")
    ap.add_argument("--gen", help="mlirbc-gen for the deep file (default: next to --reader)")
    ap.add_argument("--walk", help="the varint walk (default: varint-walk next to --reader)")
    ap.add_argument("--json", help="write the figures into this file's \"size\" group")
    ap.add_argument("--timeout", type=int, default=120,
                    help="seconds before any timed run is killed (default 120)")
    ap.add_argument("--reader-mem-gb", type=float, default=4,
                    help="address-space limit of each reader run in GB (default 4; 0 = none, "
                         "needed for a sanitizer build): the 100,000-deep --dump=json would "
                         "take about 20 GB (its JSON indentation grows with depth squared)")
    args = ap.parse_args()
    only = set(args.only.split(","))
    if not only <= set(GROUPS):
        ap.error(f"--only: unknown group(s) {', '.join(sorted(only - set(GROUPS)))} "
                 f"(choose from {', '.join(GROUPS)})")
    if args.quick:
        only &= {"ops"}
    if args.deep <= 0:
        only.discard("deep")
    gen = args.gen or os.path.join(os.path.dirname(os.path.abspath(args.reader)), "mlirbc-gen")
    walk = args.walk or os.path.join(os.path.dirname(os.path.abspath(args.reader)), "varint-walk")

    if not shutil.which(args.mlir_opt):
        log(f"{args.mlir_opt} not found (run ./cts bootstrap)")
        return 1
    for r in ([args.reader, walk] + ([args.baseline] if args.baseline else []) +
              ([gen] if "deep" in only else [])):
        if not os.access(r, os.X_OK):
            log(f"{r} not executable")
            return 1

    files = []
    if "ops" in only:
        for name, n in (SIZES[:1] if args.quick else SIZES):
            files += [(f"{name} v{v}", bc, ops) for v, bc, ops in ensure_files(
                args.cache, name, VERSIONS, lambda p, n=n: generate_mlir(p, n), args.mlir_opt)]
    if "blobs" in only:
        files += [(f"blobs {args.blob_mb}MB v{v}", bc, ops) for v, bc, ops in ensure_files(
            args.cache, f"blobs_{args.blob_mb}", [6], lambda p: generate_blobs(p, args.blob_mb),
            args.mlir_opt)]
    if "deep" in only:
        bc, ops = ensure_deep(args.cache, args.deep, gen)
        files.append((f"deep_{args.deep} v6", bc, ops))

    rows, data, failed = [], [], False
    for label_f, bc, ops in files:
        mb = os.path.getsize(bc) / 1e6
        tools = [("validate", [args.reader, bc]), ("--dump=json", [args.reader, "--dump=json", bc])]
        if args.baseline:
            tools += [("baseline validate", [args.baseline, bc]),
                      ("baseline --dump=json", [args.baseline, "--dump=json", bc])]
        tools.append(("varint walk", [walk, bc]))
        tools.append((args.mlir_opt, [args.mlir_opt, "--allow-unregistered-dialect", bc, "-o",
                                      os.devnull]))
        results, loads = {}, {}
        for label, argv in tools:
            log(f"timing {label} on {label_f} (best of {args.repeat})")
            mem = 0 if label == args.mlir_opt else int(args.reader_mem_gb * 1e9)
            loads[label] = os.getloadavg()[0]
            results[label] = best_of(argv, args.repeat, args.timeout, mem)
        ref, ref_why = results[args.mlir_opt]
        for label, argv in tools:
            (dt, cpu, rss), why = results[label]
            rec = {"file": label_f, "mb": round(mb, 3), "ops": ops, "run": label,
                   "wall_s": round(dt, 4), "cpu_s": round(cpu, 4), "rss_mb": round(rss / 1e6, 1),
                   "load": round(loads[label], 2), "stopped": why}
            if label == "--dump=json" and not why:
                rec["json_mb"] = round(output_mb(argv), 3)
            data.append(rec)
            if why:  # what it cost until it stopped
                failed = failed or (label != args.mlir_opt and not why.startswith(OVER_LIMIT))
                rows.append((label_f, f"{mb:.1f}", f"{ops:,}", label, why, f"{cpu:.3f}", "", "", "",
                             f"{rss / 1e6:.0f} MB", ""))
                continue
            mb_cpu = f"{mb / cpu:.0f}" if cpu > 0 else "n/a"
            ratio = ratio_text(ref, ref_why, dt, cpu)
            rows.append((label_f, f"{mb:.1f}", f"{ops:,}", label, f"{dt:.3f}", f"{cpu:.3f}",
                         f"{mb / dt:.0f}", mb_cpu, f"{ops / dt:,.0f}", f"{rss / 1e6:.0f} MB", ratio))

    head = ("file", "MB", "ops", "run", "wall s", "CPU s", "MB/s", "MB/CPU-s", "ops/s",
            "peak RSS", f"vs {args.mlir_opt} (wall / CPU)")
    print("| " + " | ".join(head) + " |")
    print("|" + "|".join(" --- " for _ in head) + "|")
    for r in rows:
        print("| " + " | ".join(r) + " |")
    if args.json:
        br = bench_report()
        br.merge_group(args.json, "size", {"measured": br.measured_now(), "repeat": args.repeat,
                                           "mlir_opt": args.mlir_opt, "rows": data})
        log(f"wrote the size group of {args.json}")
    load = os.getloadavg()[0]
    print(f"\nBest of {args.repeat} runs: the lowest wall and the lowest CPU time (user + system); MB/s and "
          f"ops/s from wall time; peak RSS is the largest resident set of the runs. Machine: "
          f"{os.cpu_count()} CPUs, load average {load:.1f} at the end, "
          f"{os.uname().sysname} {os.uname().release}.")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
