#!/usr/bin/env python3
"""bench.py — time the reference reader against mlir-opt-22 on large files.

Generates (deterministically) MLIR text with many arith ops in one function,
converts it to bytecode with `mlir-opt-22 --emit-bytecode` (cached in
--cache), then times, best of --repeat runs each:
  mlirbc-read FILE                 (validate: open + walk)
  mlirbc-read --dump=json FILE     (output to /dev/null)
  mlir-opt-22 --allow-unregistered-dialect FILE -o /dev/null
measuring wall time and peak RSS (os.wait4 rusage of each child). Prints a
markdown table. A benchmark, not a test: no thresholds.
"""
import argparse
import os
import shutil
import subprocess
import sys
import time

SIZES = [("bench_200k", 200_000), ("bench_2m", 2_000_000)]
GEN_VERSION = 1  # bump when the generator changes (invalidates the cache)


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


def ensure_file(cache, name, n_ops, mlir_opt):
    os.makedirs(cache, exist_ok=True)
    bc = os.path.join(cache, f"{name}.v{GEN_VERSION}.mlirbc")
    if os.path.exists(bc) and os.path.exists(bc + ".ops"):
        with open(bc + ".ops") as fp:
            return bc, int(fp.read())
    txt = os.path.join(cache, f"{name}.v{GEN_VERSION}.mlir")
    log(f"generating {txt} ({n_ops} ops)")
    total = generate_mlir(txt, n_ops)
    log(f"converting to bytecode with {mlir_opt}")
    subprocess.run([mlir_opt, txt, "--emit-bytecode", "-o", bc + ".tmp"], check=True)
    os.replace(bc + ".tmp", bc)
    os.remove(txt)
    with open(bc + ".ops", "w") as fp:
        fp.write(str(total))
    return bc, total


def run_once(argv):
    """Returns (seconds, peak_rss_bytes, returncode)."""
    with open(os.devnull, "wb") as null:
        t0 = time.perf_counter()
        p = subprocess.Popen(argv, stdout=null, stderr=subprocess.PIPE)
        _, status, ru = os.wait4(p.pid, 0)
        dt = time.perf_counter() - t0
        p.returncode = os.waitstatus_to_exitcode(status)
        err = p.stderr.read().decode("utf-8", "replace")
        p.stderr.close()
    if p.returncode != 0:
        log(f"{' '.join(argv)} exited {p.returncode}: {err.strip()[:300]}")
    return dt, ru.ru_maxrss * 1024, p.returncode


def best_of(argv, repeat):
    best = None
    for _ in range(repeat):
        dt, rss, rc = run_once(argv)
        if rc != 0:
            return None
        if best is None or dt < best[0]:
            best = (dt, max(rss, best[1]) if best else rss)
        else:
            best = (best[0], max(best[1], rss))
    return best


def main():
    ap = argparse.ArgumentParser(description="mlirbc reader benchmark")
    ap.add_argument("--reader", required=True)
    ap.add_argument("--mlir-opt", default="mlir-opt-22")
    ap.add_argument("--cache", default="build/bench")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--quick", action="store_true", help="only the ~200k-op file")
    args = ap.parse_args()

    if not shutil.which(args.mlir_opt):
        log(f"{args.mlir_opt} not found (run ./cts bootstrap)")
        return 1
    if not os.access(args.reader, os.X_OK):
        log(f"{args.reader} not executable")
        return 1

    sizes = SIZES[:1] if args.quick else SIZES
    rows = []
    failed = False
    for name, n in sizes:
        bc, ops = ensure_file(args.cache, name, n, args.mlir_opt)
        mb = os.path.getsize(bc) / 1e6
        tools = [
            ("mlirbc-read (validate)", [args.reader, bc]),
            ("mlirbc-read --dump=json", [args.reader, "--dump=json", bc]),
            (args.mlir_opt, [args.mlir_opt, "--allow-unregistered-dialect", bc, "-o", os.devnull]),
        ]
        results = {}
        for label, argv in tools:
            log(f"timing {label} on {os.path.basename(bc)} (best of {args.repeat})")
            results[label] = best_of(argv, args.repeat)
        ref = results[args.mlir_opt]
        for label, _ in tools:
            r = results[label]
            if r is None:
                failed = True
                rows.append((os.path.basename(bc), f"{mb:.2f}", str(ops), label, "FAILED", "", "", "", ""))
                continue
            dt, rss = r
            ratio = f"{ref[0] / dt:.1f}x" if ref and dt > 0 else "n/a"
            rows.append((os.path.basename(bc), f"{mb:.2f}", str(ops), label, f"{dt:.3f}",
                         f"{mb / dt:.1f}", f"{ops / dt:,.0f}", f"{rss / 1e6:.0f} MB", ratio))

    head = ("file", "MB", "ops", "tool", "seconds", "MB/s", "ops/s", "peak RSS",
            "speedup vs " + args.mlir_opt)
    print("| " + " | ".join(head) + " |")
    print("|" + "|".join(" --- " for _ in head) + "|")
    for r in rows:
        print("| " + " | ".join(r) + " |")
    print(f"\nBest of {args.repeat} runs, wall time; peak RSS is the maximum resident set of the process. "
          f"Machine: {os.cpu_count()} CPUs, {os.uname().sysname} {os.uname().release}.")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
