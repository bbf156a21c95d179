#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""One static check of the analyze lane over reader/ and generator/.

    analyze.py CHECK --build DIR [--baseline FILE] [-j N] [--write-baseline]

CHECK is one of
  gcc-analyzer     gcc -fanalyzer            (reader/, generator/ sources)
  clang-analyzer   clang-19 --analyze        (reader/, generator/ sources)
  conversion       gcc -std=c11 -pedantic -Wconversion   (reader/ sources)
Sources and flags come from DIR/compile_commands.json (a plain configure of
the project with CMAKE_EXPORT_COMPILE_COMMANDS=ON). Unit tests (*/tests/)
are left out: they are test drivers, run under ASan+UBSan in every build.

A finding is keyed without its line number ("CHECK|file|warning option|
message"), so unrelated edits do not move it. --baseline lists accepted
findings as "COUNT<TAB>KEY" lines, each group under a comment saying why it
is accepted. Exit 0 when every key occurs exactly as often as its baseline
count, 1 otherwise: a new finding fails, and so does a fixed one still in the
baseline (the baseline only shrinks, and must when a finding goes).
--write-baseline prints the current findings in baseline form.
"""

import argparse
import collections
import concurrent.futures
import json
import os
import re
import shlex
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
WARNING = re.compile(r"^(?P<file>[^:\s]+):\d+:\d+: warning: (?P<msg>.*?)(?: \[(?P<opt>-W[^\]]+)\])?$")

CHECKS = {
    # extra flags, source dirs, compiler
    "gcc-analyzer": (["-fanalyzer", "-O0"], ("reader/", "generator/"), "gcc"),
    "clang-analyzer": (["--analyze", "-Xanalyzer", "-analyzer-output=text"],
                       ("reader/", "generator/"), "clang-19"),
    "conversion": (["-std=c11", "-pedantic", "-Wconversion"], ("reader/",), "gcc"),
}


def commands(build, dirs):
    with open(os.path.join(build, "compile_commands.json")) as fp:
        db = json.load(fp)
    out = []
    for e in db:
        rel = os.path.relpath(e["file"], ROOT)
        if not rel.endswith(".c") or "/tests/" in rel or not rel.startswith(dirs):
            continue
        argv = e.get("arguments") or shlex.split(e["command"])
        out.append((rel, e["directory"], argv))
    return sorted(out)


def run_one(check, rel, cwd, argv):
    extra, _, cc = CHECKS[check]
    args, skip = [cc], False
    for a in argv[1:]:
        if skip:
            skip = False
            continue
        if a == "-o":
            skip = True
            continue
        if a in ("-Werror", "-c") or a.startswith("-fsanitize"):
            continue
        args.append(a)
    args += extra
    args += ["-o", os.devnull]
    if check != "clang-analyzer":
        args.append("-c")
    # LC_ALL=C: ASCII quotes in messages, so keys do not depend on the locale
    p = subprocess.run(args, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       text=True, env=dict(os.environ, LC_ALL="C"))
    found = []
    for line in p.stdout.splitlines():
        m = WARNING.match(line)
        if not m:
            continue
        f = os.path.relpath(os.path.join(cwd, m.group("file")), ROOT)
        if f.startswith(".."):  # a system header
            continue
        msg = m.group("msg").replace("\u2018", "'").replace("\u2019", "'")
        found.append("%s|%s|%s|%s" % (check, f, m.group("opt") or "-", msg))
    if p.returncode != 0 and not found:
        found.append("%s|%s|-|compiler failed: %s" % (check, rel, p.stdout.strip()[-300:]))
    return found


def read_baseline(path, check):
    base = collections.Counter()
    if not path or not os.path.exists(path):
        return base
    with open(path) as fp:
        for line in fp:
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            count, key = line.split("\t", 1)
            if key.startswith(check + "|"):
                base[key] += int(count)
    return base


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("check", choices=sorted(CHECKS))
    ap.add_argument("--build", required=True, help="configured build dir")
    ap.add_argument("--baseline", help="accepted findings (scripts/lanes/analyze-baseline.txt)")
    ap.add_argument("-j", type=int, default=2, help="parallel compiler runs (default 2)")
    ap.add_argument("--write-baseline", action="store_true",
                    help="print the current findings as baseline lines")
    a = ap.parse_args(argv)
    cmds = commands(a.build, CHECKS[a.check][1])
    if not cmds:
        print("analyze: no sources in %s/compile_commands.json" % a.build, file=sys.stderr)
        return 2
    found = collections.Counter()
    with concurrent.futures.ThreadPoolExecutor(a.j) as ex:
        futs = [ex.submit(run_one, a.check, rel, cwd, argv) for rel, cwd, argv in cmds]
        for i, f in enumerate(futs, 1):
            found.update(f.result())
            if i % 10 == 0 or i == len(futs):
                print("[analyze %s] %d/%d files" % (a.check, i, len(futs)), file=sys.stderr)
    if a.write_baseline:
        for key, n in sorted(found.items()):
            print("%d\t%s" % (n, key))
        return 0
    base = read_baseline(a.baseline, a.check)
    new = {k: n - base[k] for k, n in found.items() if n > base[k]}
    gone = {k: base[k] - found[k] for k in base if found[k] < base[k]}
    for k, n in sorted(new.items()):
        print("NEW (%d) %s" % (n, k))
    for k, n in sorted(gone.items()):
        print("FIXED (%d), shrink the baseline: %s" % (n, k))
    print("analyze %s: %d files, %d findings (%d in the baseline), %d new, %d fixed"
          % (a.check, len(cmds), sum(found.values()), sum(min(n, base[k]) for k, n in found.items()),
             sum(new.values()), sum(gone.values())))
    return 1 if new or gone else 0


if __name__ == "__main__":
    sys.exit(main())
