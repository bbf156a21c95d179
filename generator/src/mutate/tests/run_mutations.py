#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Check the mutators against the reference reader (run as a program).

  run_mutations.py --reader R --driver D --work DIR corpus FILES...
      mutate existing files, using `R --trace` as their field trace
  run_mutations.py --reader R --driver D --work DIR gen SEED0 NSEEDS
      mutate generated files (mbg_generate)
  run_mutations.py --reader R --driver D --work DIR fuzz SEED0 N [--min-pass F]
      mbg_fuzz_mutate outputs: fraction that gets past the section table

Asserts: every reject case is rejected, with the expected code and offset
when given; accept cases are accepted; no run crashes (exit status other
than 0/1, e.g. a sanitizer report); the driver's determinism checks pass.
Prints agreement numbers per kind.
"""
import argparse
import collections
import concurrent.futures
import os
import re
import shutil
import subprocess
import sys

ERR = re.compile(rb":(\d+): \[(\w+)\] (E_\w+):")


def run_reader(reader, path):
    p = subprocess.run([reader, path], capture_output=True, timeout=60)
    m = ERR.search(p.stderr)
    if m:
        return p.returncode, m.group(3).decode(), int(m.group(1)), m.group(2).decode(), p.stderr
    return p.returncode, None, None, None, p.stderr


def run_driver(driver, args):
    p = subprocess.run([driver] + args, capture_output=True, text=True, timeout=1800)
    sys.stderr.write(p.stderr)
    return p.returncode


def read_manifest(work):
    rows = []
    path = os.path.join(work, "manifest.tsv")
    if not os.path.exists(path):
        return rows
    with open(path) as f:
        for line in f:
            file, verdict, code, off, amb, name, kind = line.rstrip("\n").split("\t")
            rows.append(dict(file=file, verdict=verdict, code=None if code == "-" else code,
                             offset=int(off), amb=amb, name=name, kind=kind))
    return rows


def run_all(reader, rows):
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as ex:
        return list(ex.map(lambda r: run_reader(reader, r["file"]), rows))


def check(rows, results, verbose):
    bad = []
    stats = collections.defaultdict(lambda: collections.Counter())
    impl = collections.defaultdict(collections.Counter)
    for r, (rc, code, off, sec, err) in zip(rows, results):
        k = r["kind"]
        st = stats[k]
        st["cases"] += 1
        if rc not in (0, 1):
            bad.append((r, f"reader exit {rc}: {err[-300:]!r}"))
            continue
        v = r["verdict"]
        if v == "accept":
            if rc != 0:
                bad.append((r, f"expected accept, got {code} at {off}"))
            else:
                st["agree"] += 1
        elif v == "reject":
            if rc != 1:
                bad.append((r, "expected reject, accepted"))
            elif r["code"] and r["code"] != code:
                bad.append((r, f"expected {r['code']}, got {code} at {off}"))
            elif r["code"] and r["offset"] >= 0 and r["offset"] != off:
                bad.append((r, f"expected {r['code']} at {r['offset']}, got offset {off}"))
            else:
                st["agree"] += 1
                st["code_checked"] += bool(r["code"])
                st["offset_checked"] += bool(r["code"]) and r["offset"] >= 0
        elif v == "impl":
            impl[k][code or "OK"] += 1
            st["agree"] += 1
    return bad, stats, impl


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--reader", required=True)
    ap.add_argument("--driver", required=True)
    ap.add_argument("--work", required=True)
    ap.add_argument("--min-pass", type=float, default=0.9)
    ap.add_argument("--per-kind", type=int, default=1, help="seeds per kind and file")
    ap.add_argument("-v", "--verbose", action="store_true")
    ap.add_argument("mode", choices=["corpus", "gen", "fuzz"])
    ap.add_argument("args", nargs="+")
    a = ap.parse_args()
    shutil.rmtree(a.work, ignore_errors=True)
    os.makedirs(a.work)
    drv_fail = 0
    if a.mode == "corpus":
        for f in a.args:
            tr = os.path.join(a.work, os.path.basename(f) + ".trace")
            with open(tr, "wb") as out:
                p = subprocess.run([a.reader, "--trace", f], stdout=out)
            if p.returncode != 0:
                print(f"skip {f}: reader rejects it")
                continue
            drv_fail |= run_driver(a.driver, ["trace", f, tr, a.work, str(a.per_kind)])
    else:
        drv_fail |= run_driver(a.driver, [a.mode, a.args[0], a.args[1], a.work,
                                          str(a.per_kind)])
    rows = read_manifest(a.work)
    results = run_all(a.reader, rows)
    if a.mode == "fuzz":
        crash = [(r, res) for r, res in zip(rows, results) if res[0] not in (0, 1)]
        past = sum(1 for _, (rc, code, off, sec, _e) in zip(rows, results)
                   if rc == 0 or (rc == 1 and sec != "header"))
        acc = sum(1 for res in results if res[0] == 0)
        codes = collections.Counter(res[1] or "OK" for res in results)
        n = len(rows)
        frac = past / n if n else 0.0
        print(f"fuzz: {n} outputs, {acc} accepted, {past} past the section table "
              f"({frac:.1%}); codes: {dict(codes.most_common())}")
        for r, res in crash:
            print(f"CRASH {r['file']}: {res[4][-300:]!r}")
        ok = not crash and not drv_fail and n > 0 and frac >= a.min_pass
        print("PASS" if ok else "FAIL")
        return 0 if ok else 1
    bad, stats, impl = check(rows, results, a.verbose)
    total = sum(s["cases"] for k, s in stats.items() if k != "base")
    agree = sum(s["agree"] for k, s in stats.items() if k != "base")
    coded = sum(s["code_checked"] for s in stats.values())
    offs = sum(s["offset_checked"] for s in stats.values())
    print(f"{len(stats)} kinds exercised, {total} mutations, {agree} agree with the reader "
          f"({coded} with the exact code, {offs} also the exact offset), {len(bad)} disagree")
    if a.verbose:
        for k in sorted(stats):
            s = stats[k]
            extra = f"  impl->{dict(impl[k])}" if k in impl else ""
            print(f"  {k:60s} {s['agree']:4d}/{s['cases']:<4d}{extra}")
    for r, why in bad[:60]:
        print(f"DISAGREE {r['name']} [{r['kind']}] {r['file']}: {why}")
    ok = not bad and not drv_fail and total > 0
    print("PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
