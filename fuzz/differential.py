#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Differential fuzzing: the reference reader against mlir-opt on fuzz inputs.

    PYTHONPATH=. python3 fuzz/differential.py [options] CORPUS_DIR_OR_FILE...

For every input (e.g. a libFuzzer corpus directory) it runs
  READER FILE                                  (exit 0 accept, 1 reject)
  mlir-opt-N --allow-unregistered-dialect --mlir-print-op-generic
             --mlir-print-debuginfo --mlir-print-local-scope FILE
for each consumer N, and records a disagreement when
  * the verdicts differ (reader accepts / mlir-opt rejects, or the reverse),
  * both accept but the structures differ: oracle/core/normalize.py of
    `READER --dump=mlir FILE` against that of mlir-opt's print (only for the
    consumer of the file's builtin era, as oracle/check/test_upstream_prints.py does),
  * either side crashes or hangs.
Disagreements are grouped by a signature (kind, consumer, reader error code,
mlir-opt's first diagnostic with numbers and names blanked). The first input
of each new class is minimized (byte-level delta debugging that keeps the
signature, bounded in time) and saved as CANDIDATES/<class>.mlirbc with a
JSON note (both outputs, the commands, the original input and every other
input of the class). Nothing is dropped: classes already saved are counted
in the --json summary with their inputs. Known ambiguity classes
(spec/ambiguities/*.json, the AMB table below) are tagged.

Exit status: 0 (disagreements are results, not failures), 2 on usage errors.
"""

import argparse
import concurrent.futures
import glob
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
try:
    from oracle.core import normalize
except ImportError:  # the oracle package is found from the repository root
    sys.exit("fuzz/differential.py: run it as PYTHONPATH=. python3 fuzz/differential.py from the repository root")

PRINT_FLAGS = ["--allow-unregistered-dialect", "--mlir-print-op-generic",
               "--mlir-print-debuginfo", "--mlir-print-local-scope"]
# Builtin encoding era of each consumer (reader --stats "era:"), AMB-001.
def repo_relative(obj, elsewhere=()):
    """obj with this checkout's absolute path removed from every string, and
    each (directory, name) of elsewhere put as name: a candidate note is
    committed, and a path of one machine does not run on the next (commands
    then run from the repository root)."""
    text = json.dumps(obj)
    for prefix, name in list(elsewhere) + [(ROOT, "")]:
        prefix = os.path.abspath(prefix).rstrip(os.sep) + os.sep
        text = text.replace(json.dumps(prefix)[1:-1], json.dumps(name)[1:-1])
    return json.loads(text)


CONSUMER_ERA = {"mlir-opt-22": 20, "mlir-opt-19": 17, "mlir-opt-16": 16}
# Reader error codes whose rejection is implementation-defined (context.md
# seed list); spec/ambiguities/*.json adds to this when present.
CODE_AMBIGUITY = {
    "E_ALIGN": ["AMB-003", "AMB-014"],
    "E_PADDING": ["AMB-004"],
    "E_TRAILING": ["AMB-006"],
    "E_SECTION_DUP": ["AMB-008"],
    "E_SECTION_ID": ["AMB-009"],
    "E_SECTION_MISSING": ["AMB-011"],
    "E_OP_MASK": ["AMB-012"],
    "E_PROPS_VERSION": ["AMB-002", "AMB-012"],
}
CODE_RE = re.compile(r"\b(E_[A-Z_]+)\b")


def load_ambiguities(spec_dir):
    """CODE_AMBIGUITY extended with every E_* code mentioned by an entry."""
    table = {k: list(v) for k, v in CODE_AMBIGUITY.items()}
    for path in sorted(glob.glob(os.path.join(spec_dir, "ambiguities", "*.json"))):
        try:
            with open(path, encoding="utf-8") as f:
                entry = json.load(f)
        except (OSError, ValueError):
            continue
        items = entry if isinstance(entry, list) else [entry]
        for it in items:
            if not isinstance(it, dict):
                continue
            amb = it.get("id") or os.path.splitext(os.path.basename(path))[0]
            for code in set(CODE_RE.findall(json.dumps(it))):
                if amb not in table.setdefault(code, []):
                    table[code].append(amb)
    return table


# mlir-opt's crash handler symbolizes its stack with llvm-symbolizer (slow);
# the dynamic symbols it prints without it are enough for a signature.
TOOL_ENV = dict(os.environ, LLVM_DISABLE_SYMBOLIZATION="1")


def run(cmd, timeout):
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout,
                           env=TOOL_ENV)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return "timeout", b"", b""


def first_line(b):
    for line in b.decode("utf-8", "replace").splitlines():
        if line.strip():
            return line.strip()
    return ""


def diagnostic(stderr_bytes, path):
    """The class-defining part of mlir-opt's stderr: the first error message,
    or for a crash its LLVM ERROR line and innermost mlir:: frame."""
    text = stderr_bytes.decode("utf-8", "replace")
    m = re.search(r"\berror: (.*)", text)
    if m and "Stack dump:" not in text:
        return blank(m.group(1), path)
    parts = []
    m = re.search(r"^(LLVM ERROR: .*|.*Assertion .* failed.*)$", text, re.M)
    if m:
        parts.append(blank(m.group(1), path))
    m = re.search(r"\b(mlir::[\w:~<>]+)", text.split("Stack dump:", 1)[-1])
    if m:
        parts.append("@ " + m.group(1))
    if not parts:
        frames = re.findall(r"^\s*#?\d+\s+\S+\s+0x[0-9a-f]+", text, re.M)
        parts.append("crash without symbols%s" % (" (deep recursion)" if len(frames) > 60 else ""))
    return " ".join(parts)


def blank(msg, path):
    """A diagnostic without what varies between inputs of one class."""
    if path:  # "" would put FILE between every two characters
        msg = msg.replace(path, "FILE")
    msg = re.sub(r"^FILE:\d+(:\d+)?:\s*", "", msg)
    msg = re.sub(r"'[^']*'", "'_'", msg)
    msg = re.sub(r'"[^"]*"', '"_"', msg)
    msg = re.sub(r"0x[0-9a-fA-F]+|\d+", "N", msg)
    return msg[:160]


def verdict(rc):
    if rc == "timeout":
        return "timeout"
    if rc == 0:
        return "accept"
    if rc == 1:
        return "reject"
    return "crash(%s)" % rc


class Checker:
    def __init__(self, reader, consumers, timeout, amb_table):
        self.reader = reader
        self.consumers = consumers
        self.timeout = timeout
        self.amb = amb_table

    def reader_era(self, path):
        rc, out, _ = run([self.reader, "--stats", path], self.timeout)
        m = re.search(rb"^era: (\d+)", out, re.M)
        return int(m.group(1)) if rc == 0 and m else None

    def check(self, path, want_reader=None):
        """List of disagreements: dicts with kind/consumer/signature/details.
        want_reader=(verdict, code): stop early (no disagreement reported)
        when the reader says otherwise; minimization uses it to skip the
        slow mlir-opt run for most probes."""
        rrc, _, rerr = run([self.reader, path], self.timeout)
        rv = verdict(rrc)
        rline = first_line(rerr)
        rcode = (CODE_RE.search(rline).group(1) if CODE_RE.search(rline) else "") \
            if rv == "reject" else ""
        if want_reader and (rv, rcode) != want_reader:
            return []
        era = self.reader_era(path) if rv == "accept" else None
        out = []
        reader_text = None
        for tool in self.consumers:
            cmd = [tool] + PRINT_FLAGS + [path]
            crc, cout, cerr = run(cmd, self.timeout)
            cv = verdict(crc)
            cline = diagnostic(cerr, path)
            kind = None
            if rv.startswith(("crash", "timeout")):
                kind = "reader-" + rv.split("(")[0]
            elif cv.startswith(("crash", "timeout")):
                kind = "mlir-opt-" + cv.split("(")[0]
            elif rv != cv:
                kind = "reader-%s-mlir-opt-%s" % (rv, cv)
            elif rv == "accept" and (era is None or CONSUMER_ERA.get(tool) == era):
                if reader_text is None:
                    drc, dout, derr = run([self.reader, "--dump=mlir", path], self.timeout)
                    reader_text = dout.decode("utf-8", "replace") if drc == 0 else \
                        "\0dump failed (%s): %s" % (drc, first_line(derr))
                sig = self.structure_diff(reader_text, cout.decode("utf-8", "replace"))
                if sig:
                    kind = "structure"
                    cline = sig
            if not kind:
                continue
            tags = []
            if rcode:
                tags += self.amb.get(rcode, [])
            if era is not None and tool in CONSUMER_ERA and CONSUMER_ERA[tool] != era:
                tags.append("AMB-001")
            signature = "%s|%s|%s|%s" % (kind, tool, rcode, cline)
            out.append({"kind": kind, "consumer": tool, "signature": signature,
                        "ambiguities": sorted(set(tags)),
                        "reader": {"verdict": rv, "exit": rrc, "stderr": rline, "era": era},
                        "mlir_opt": {"tool": tool, "verdict": cv, "exit": crc,
                                     "stderr": cerr.decode("utf-8", "replace")[:2000]},
                        "commands": [" ".join([self.reader, path]),
                                     " ".join([self.reader, "--dump=mlir", path]),
                                     " ".join(cmd)]})
        return out

    @staticmethod
    def structure_diff(reader_text, tool_text):
        """'' when equal after normalization, else a short class signature."""
        if reader_text.startswith("\0"):
            return "reader-dump-failed"
        try:
            a = normalize.normalize(reader_text)
        except normalize.NormalizeError as e:
            return "reader-text-unparsable: %s" % blank(str(e), "")
        try:
            b = normalize.normalize(tool_text)
        except normalize.NormalizeError as e:
            return "mlir-opt-text-unparsable: %s" % blank(str(e), "")
        if a == b:
            return ""
        al, bl = a.splitlines(), b.splitlines()
        for x, y in zip(al, bl):
            if x != y:
                return "line: %s <> %s" % (blank(x.strip(), "")[:70], blank(y.strip(), "")[:70])
        return "length: %d <> %d lines" % (len(al), len(bl))


def ddmin(data, still_fails, deadline):
    """Byte-level delta debugging (Zeller): the smallest found input, in time."""
    n = 2
    while len(data) >= 2 and time.time() < deadline:
        chunk = max(1, len(data) // n)
        reduced = False
        start = 0
        while start < len(data) and time.time() < deadline:
            cand = data[:start] + data[start + chunk:]
            if cand and still_fails(cand):
                data = cand
                n = max(n - 1, 2)
                reduced = True
            else:
                start += chunk
        if not reduced:
            if chunk == 1:
                break
            n = min(len(data), n * 2)
    return data


def minimize(checker, path, item, seconds, tmpdir):
    with open(path, "rb") as f:
        data = f.read()
    probe = os.path.join(tmpdir, "probe.mlirbc")
    # Probe with the one consumer of the class: cheaper and sufficient.
    single = Checker(checker.reader, [item["consumer"]], checker.timeout, checker.amb)
    r = item["reader"]
    want = (r["verdict"], CODE_RE.search(r["stderr"]).group(1)
            if r["verdict"] == "reject" and CODE_RE.search(r["stderr"]) else "")

    def still_fails(cand):
        with open(probe, "wb") as f:
            f.write(cand)
        return any(d["signature"].replace(probe, "FILE") == item["signature"]
                   for d in single.check(probe, want))

    return ddmin(data, still_fails, time.time() + seconds)


def collect_inputs(paths, newer_than, max_files):
    files = []
    for p in paths:
        if os.path.isdir(p):
            for dp, dns, fns in os.walk(p):
                dns.sort()
                files += [os.path.join(dp, fn) for fn in sorted(fns) if not fn.startswith(".")]
        elif os.path.isfile(p):
            files.append(p)
    if newer_than:
        files = [f for f in files if os.path.getmtime(f) >= newer_than]
    # One run per distinct content (corpora of related targets overlap).
    seen, out = set(), []
    for f in files:
        with open(f, "rb") as fh:
            h = hashlib.sha1(fh.read()).hexdigest()
        if h not in seen:
            seen.add(h)
            out.append(f)
    return out[:max_files] if max_files else out


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("inputs", nargs="+", help="files or directories (e.g. libFuzzer corpora)")
    ap.add_argument("--reader", default=os.path.join(ROOT, "build", "bin", "mlirbc-read"))
    ap.add_argument("--consumer", action="append", default=[],
                    help="mlir-opt binary (default: mlir-opt-22 and mlir-opt-19 when installed)")
    ap.add_argument("--out", default=os.path.join(ROOT, "corpus", "regressions", "candidates"),
                    help="candidate directory (default %(default)s)")
    ap.add_argument("--budget", type=float, default=600, help="seconds for checking inputs")
    ap.add_argument("--minimize-seconds", type=float, default=60,
                    help="time limit per minimized candidate")
    ap.add_argument("--max-candidates", type=int, default=20,
                    help="new classes minimized and saved per run (the rest are listed)")
    ap.add_argument("--max-files", type=int, default=0)
    ap.add_argument("--newer-than", type=float, default=0,
                    help="only inputs modified at/after this epoch time (new corpus entries)")
    ap.add_argument("--timeout", type=float, default=10)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--json", help="write the summary here")
    args = ap.parse_args(argv)

    consumers = args.consumer or [t for t in ("mlir-opt-22", "mlir-opt-19") if shutil.which(t)]
    if not consumers:
        sys.stderr.write("differential: no mlir-opt found\n")
        return 2
    if not os.path.exists(args.reader):
        sys.stderr.write("differential: reader not found: %s\n" % args.reader)
        return 2
    checker = Checker(os.path.abspath(args.reader), consumers, args.timeout,
                      load_ambiguities(os.path.join(ROOT, "spec")))
    files = collect_inputs(args.inputs, args.newer_than, args.max_files)
    t0 = time.time()
    deadline = t0 + args.budget
    results = {}
    checked = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as ex:
        pending = {}
        it = iter(files)
        for _ in range(max(1, args.jobs) * 2):
            f = next(it, None)
            if f:
                pending[ex.submit(checker.check, f)] = f
        while pending:
            done, _ = concurrent.futures.wait(pending, return_when=concurrent.futures.FIRST_COMPLETED)
            for fut in done:
                f = pending.pop(fut)
                results[f] = fut.result()
                checked += 1
                if time.time() < deadline:
                    nf = next(it, None)
                    if nf:
                        pending[ex.submit(checker.check, nf)] = nf
    classes = {}
    for f in files:
        for d in results.get(f, []):
            c = classes.setdefault(d["signature"], {"signature": d["signature"], "first": d,
                                                    "file": f, "files": []})
            c["files"].append(f)
    os.makedirs(args.out, exist_ok=True)
    saved = 0
    class_list = []
    # directories outside the checkout, as a note names them
    def outside(path, name):
        rel = os.path.relpath(os.path.abspath(path), ROOT)
        return [(path, name)] if rel == ".." or rel.startswith(".." + os.sep) else []
    where = outside(args.out, "<candidates>/") + \
        outside(os.path.dirname(os.path.abspath(args.reader)), "<reader-bin>/")
    with tempfile.TemporaryDirectory() as tmp:
        for sig in sorted(classes):
            c = classes[sig]
            h = hashlib.sha1(sig.encode()).hexdigest()[:12]
            d = c["first"]
            name = "fuzzdiff-%s-%s" % (re.sub(r"[^a-z0-9]+", "-", d["kind"].lower()).strip("-"), h)
            bin_path = os.path.join(args.out, name + ".mlirbc")
            note_path = os.path.join(args.out, name + ".json")
            entry = {"signature": sig, "count": len(c["files"]),
                     "ambiguities": d["ambiguities"], "candidate": bin_path,
                     "files": c["files"][:50]}
            if os.path.exists(note_path):
                entry["status"] = "known-candidate"
            elif saved >= args.max_candidates:
                entry["status"] = "not-saved (max-candidates reached)"
                entry["candidate"] = None
            else:
                # A hang would make every probe take the full timeout.
                secs = 0 if "timeout" in d["kind"] else args.minimize_seconds
                data = minimize(checker, c["file"], d, secs, tmp)
                where_c = where + outside(os.path.dirname(os.path.dirname(
                    os.path.abspath(c["file"]))), "<fuzz-corpus>/")
                with open(bin_path, "wb") as fh:
                    fh.write(data)
                final = [x for x in checker.check(bin_path) if x["signature"] == sig]
                note = dict(final[0] if final else d)
                note.update({"format": "mlirbc-fuzz-candidate", "version": 1, "signature": sig,
                             "file": os.path.basename(bin_path), "original": c["file"],
                             "original_size": os.path.getsize(c["file"]),
                             "minimized_size": len(data),
                             "reproduces_after_minimization": bool(final),
                             "inputs_in_class": len(c["files"]),
                             "found": time.strftime("%Y-%m-%d", time.gmtime())})
                with open(note_path, "w", encoding="utf-8") as fh:
                    json.dump(repo_relative(note, where_c), fh, indent=1, sort_keys=True)
                    fh.write("\n")
                entry["status"] = "new-candidate"
                saved += 1
            class_list.append(entry)
            print("%-16s %4d  %s%s" % (entry["status"], entry["count"], sig[:150],
                                       "  [%s]" % ",".join(entry["ambiguities"])
                                       if entry["ambiguities"] else ""))
    summary = {"checked": checked, "inputs": len(files), "seconds": round(time.time() - t0, 1),
               "consumers": consumers,
               "disagreements": sum(len(v) for v in results.values()),
               "classes": len(classes), "new_candidates": saved,
               "candidates_dir": args.out, "class_list": class_list}
    print("differential: %d of %d inputs checked in %.0fs, %d disagreement(s) in %d class(es), "
          "%d new candidate(s) in %s" % (checked, len(files), summary["seconds"],
                                         summary["disagreements"], len(classes), saved, args.out))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as fh:
            json.dump(summary, fh, indent=1, sort_keys=True)
            fh.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
