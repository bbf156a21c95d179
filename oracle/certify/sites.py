# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Evidence about a reader's failures beyond their verdicts, as ClusterFuzz
gathers it: does the failure reproduce, and where does a crash happen.

* Re-runs: every failure runs once more, from another working directory with
  another environment; a case whose verdict class changes runs a third time
  and is flaky ("crashes in 2 of 3 runs"). Flaky cases are counted apart and
  never chosen as reproducers.
* Crash sites: a crash without a sanitizer report or a runtime's own trace
  (a bare SIGSEGV or abort) is re-run under `gdb -batch` when the reader has
  symbols; the top frames of the reader's own code (libc, allocator and
  sanitizer frames dropped, with the file and line of the innermost one)
  are its signature. One gdb session runs up to GDB_CHUNK cases (its start
  costs more than the runs), and within a budget the crashes are sampled
  by what they printed before dying (a crash after "bad alignment" and one
  after "bad version" may be one cleanup bug, or not):
  every such group gets a run before any group gets a second, and a group
  whose sampled members agree lends its signature to the rest ("inferred").

Stages take and return plain data; a batch-protocol reader (one process for
many cases) is not re-run."""

import concurrent.futures
import os
import re
import shlex
import shutil
import tempfile
import time

from oracle.core.cluster import normalize_message
from oracle.core.runner import FOREIGN, Cache, classify_exit, run_process

# glibc's own sources as its debug info names them (./malloc/malloc.c,
# ../sysdeps/...); a reader built by Meson also has ../src/x.c paths
LIBC_SRC = re.compile(r"^(?:\./|\.\./(?:sysdeps|stdio-common|libio|malloc|string|nptl|posix|"
                      r"stdlib|csu|elf|misc|io|debug|wcsmbs)/)")
FRAME = re.compile(r"^#(\d+)\s+(?:0x[0-9a-f]+ in )?(\S+) \(.*?\)(?: at (\S+):(\d+)| from (\S+))?\s*$")
# "Program received signal SIGSEGV", or with a script's exec in another
# inferior 'Thread 2.1 "reader" received signal SIGSEGV'
SIGNAL = re.compile(r"(?:Program|Thread \S+(?: \"[^\"]*\")?) (?:received|terminated with) signal (SIG\w+)")
FRAMES = 3
VERSION = 1         # bump when a signature's form changes (cache key)


def binary_of(argv):
    """The executable a command runs: argv[0], or the script's interpreter."""
    exe = shutil.which(argv[0]) if argv else None
    return os.path.realpath(exe) if exe else None


def has_symbols(exe):
    """Does the ELF file carry a symbol table (function names for gdb)?"""
    try:
        with open(exe, "rb") as f:
            data = f.read()
    except OSError:
        return False
    return data[:4] == b"\x7fELF" and (b".symtab" in data or b".debug_info" in data)


def parse_backtrace(text):
    """(signal name or None, [(function, file, line)] of the reader's own
    frames, innermost first) from gdb's output."""
    sig = SIGNAL.search(text)
    frames = []
    for line in text.splitlines():
        m = FRAME.match(line.strip())
        if not m:
            continue
        fn, src, ln, lib = m.group(2), m.group(3), m.group(4), m.group(5)
        if fn == "??" or FOREIGN.match(fn) or (lib and "/lib" in lib) or \
                (src and LIBC_SRC.match(src)):  # ./malloc/malloc.c: libc's sources
            continue
        frames.append((fn, os.path.basename(src) if src else None, int(ln) if ln else None))
    return (sig.group(1) if sig else None), frames


def signature_of(sig, frames):
    """'main (PrintParse.c:1049)' / 'f < g < h (x.c:12)': where, not how (a
    double free aborts and a use of freed memory faults at the same site)."""
    if not frames:
        return None
    where = " < ".join(f[0] for f in frames[:FRAMES])
    top = frames[0]
    return where + (" (%s:%d)" % (top[1], top[2]) if top[1] and top[2] else "")


def with_interpreter(argv):
    """A script runs under gdb through its #! interpreter (gdb follows the
    exec of the program the script starts)."""
    exe = shutil.which(argv[0]) if argv else None
    try:
        with open(exe, "rb") as f:
            first = f.readline(200)
    except (OSError, TypeError):
        return argv
    if first.startswith(b"#!"):
        return first[2:].decode("utf-8", "replace").split() + [exe] + argv[1:]
    return argv


GDB = ["gdb", "-nx", "-batch", "-q", "-iex", "set debuginfod enabled off",
       "-iex", "set auto-load off", "-ex", "set startup-with-shell off",
       "-ex", "set pagination off", "-ex", "set confirm off",
       "-ex", "set print frame-arguments none", "-ex", "set inferior-tty /dev/null"]
# one gdb session runs this many cases: its start (symbols, libthread_db)
# costs three times a run of the reader under it
GDB_CHUNK = 16
MARK = "==mlirbc-case %d=="


BLANK = re.compile(r"[\s'\"\\]")


def gdb_sites(argvs, cwd, timeout):
    """[(signature or None, crashed?)] of each command of ARGVS (one program,
    arguments that differ) run under one gdb session, one after the other;
    a case the session did not reach (it ran out of time) is (None, None).
    gdb's `run` splits its arguments on blanks and keeps quotes unless a
    shell starts the program, so only commands with such arguments pay for
    one (a session of their own)."""
    return [r[:2] for r in _sessions(argvs, cwd, timeout)]


def _sessions(argvs, cwd, timeout, on_stderr=None):
    argvs = [with_interpreter(a) for a in argvs]
    alone = [n for n, a in enumerate(argvs) if any(BLANK.search(x) for x in a[1:])]
    res = {n: _session([argvs[n]], cwd, timeout, True, on_stderr)[0] for n in alone}
    rest = [n for n in range(len(argvs)) if n not in res]
    if rest:
        res.update(zip(rest, _session([argvs[n] for n in rest], cwd, timeout, False, on_stderr)))
    return [res[n] for n in range(len(argvs))]


# where a reader reports an error nobody sees (its stderr discarded): a
# breakpoint on write(2, ...), the first argument's register per machine
FIRST_ARG = {"x86_64": "$rdi", "amd64": "$rdi", "aarch64": "$x0", "arm64": "$x0"}
BREAK = re.compile(r"(?:^|\s)Breakpoint \d+(?:\.\d+)?, ", re.M)


def _session(argvs, cwd, timeout, shell=False, on_stderr=None):
    """[(signature, crashed, wrote, frames)] per command, (None,) * 4 when
    the session did not reach it. on_stderr: the first argument's register;
    each run then stops at its first write to fd 2 (wrote: it did)."""
    # a script execs the reader: that makes a new inferior, and each run
    # starts again from the first (the script's interpreter)
    cmd = list(GDB) + ["-ex", "set follow-exec-mode new"]
    if shell:
        cmd += ["-ex", "set startup-with-shell on"]
    if on_stderr:
        cmd += ["-ex", "set breakpoint pending on", "-ex", "break write if %s == 2" % on_stderr]
    quote = shlex.quote if shell else (lambda a: a)
    for n, argv in enumerate(argvs):
        cmd += ["-ex", "echo %s\\n" % (MARK % n), "-ex", "inferior 1",
                "-ex", " ".join(["run"] + [quote(a) for a in argv[1:]]), "-ex", "bt 30",
                "-ex", "kill"]
    cmd += ["-ex", "echo %s\\n" % (MARK % len(argvs)), argvs[0][0]]
    ec, to, out, err, _ = run_process(cmd, cwd, (timeout * 3 + 2) * len(argvs) + 10)
    parts = re.split(r"^==mlirbc-case (\d+)==$", out.decode("utf-8", "replace"), flags=re.M)
    seen = {int(parts[i]): parts[i + 1] for i in range(1, len(parts) - 1, 2)}
    res = []
    for n in range(len(argvs)):
        if n + 1 not in seen:
            res.append((None, None, None, None))  # the session ended before this run finished
            continue
        sig, frames = parse_backtrace(seen[n])
        res.append((signature_of(sig, frames), bool(SIGNAL.search(seen[n])),
                    bool(on_stderr and BREAK.search(seen[n])), frames))
    return res


def gdb_site(argv, cwd, timeout):
    """(signature or None, crashed?) of one run under gdb."""
    sig, crashed = gdb_sites([argv], cwd, timeout)[0]
    return sig, bool(crashed)


def _class(verdict):
    """The verdict class a re-run can tell: a re-run compares no structure,
    so every acceptance is one."""
    if verdict.startswith("accepted"):
        return "accepted"
    return "rejected" if verdict in ("rejected", "rejected-silent") else verdict


def rerun(run, cases, ids, results):
    """{case id: {"runs": [verdict classes], "flaky": bool}} for the failing
    cases IDS: one more run each (another directory and environment), a third
    when the second differs from the first."""
    reader = run.reader
    if reader.id in run.pools or not ids:
        return {}
    env_extra = {"MLIRBC_CTS_RERUN": "1", "MALLOC_PERTURB_": "165"}
    tmp = tempfile.mkdtemp(prefix="mlirbc-rerun-")
    key_of = lambda c, n: Cache.key("rerun", n, reader.id, reader.cache_id, c["_sha256"])

    def one(cid, n):
        case = cases[cid]
        hit = run.cache.get(key_of(case, n)) if run.cache else None
        if hit:
            return hit["verdict"]
        argv = reader.argv(os.path.join(run.root, case["file"]))
        ec, to, _, err, _ = run_process(argv, tmp if n == 2 else run.root, run.timeout,
                                        env=env_extra if n == 2 else None)
        v = _class(classify_exit(ec if ec is not None else 0, to, err,
                                 reader.claims.get("crash_markers")))
        if run.cache:
            run.cache.put(key_of(case, n), {"verdict": v})
        return v

    out = {}
    try:
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, run.jobs)) as ex:
            second = dict(zip(ids, ex.map(lambda cid: one(cid, 2), ids)))
            odd = [cid for cid in ids if second[cid] != _class(results[cid]["verdict"])]
            third = dict(zip(odd, ex.map(lambda cid: one(cid, 3), odd)))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    for cid in ids:
        runs = [_class(results[cid]["verdict"]), second[cid]] + ([third[cid]] if cid in third else [])
        out[cid] = {"runs": runs, "flaky": len(set(runs)) > 1}
    return out


def symbols_note(reader):
    """What to say when the reader's program has no symbols (its crash
    sites, from gdb or a sanitizer, then name no functions), else None."""
    exe = binary_of(reader.argv("x"))
    if exe is not None and (with_interpreter([exe]) != [exe] or has_symbols(exe)):
        return None
    return ("crash sites unknown: %s has no symbols; build it with -g (and without -s or "
            "strip) to have crashes grouped by where they happen"
            % (os.path.basename(exe) if exe else reader.argv("x")[0]))


def _cached(run, ids, key_of):
    """({case id: cached answer}, [case ids to ask])."""
    got, todo = {}, []
    for c in ids:
        hit = run.cache.get(key_of(c)) if run.cache else None
        if hit is None:
            todo.append(c)
        else:
            got[c] = hit
    return got, todo


def _sessions_of(todo, jobs):
    """TODO in gdb sessions of at most GDB_CHUNK cases, spread over JOBS."""
    size = max(1, min(GDB_CHUNK, -(-len(todo) // max(1, jobs))))
    return [todo[i:i + size] for i in range(0, len(todo), size)]


def crash_sites(run, cases, ids, results, budget, group_of=None):
    """({case id: {"signature", "inferred"[, "recurred": False]}}, note) for
    the crashes IDS that have no signature yet ("recurred": False: killed by
    a signal, but not under gdb; its signature, if any, is its group's).
    group_of(case id): what else a crash's group is known by (the phase where the reference rejects it). note: what a
    reader author should know (no gdb, no symbols: how to get them), or
    None; the symbols note comes whenever IDS crash, also when sanitizer
    reports gave every one a signature (their frames then name no function)."""
    reader = run.reader
    if not ids or reader.id in run.pools:
        return {}, None
    todo = [cid for cid in ids if not results[cid].get("signature")]
    if todo and not shutil.which("gdb"):
        return {}, "crash sites unknown: gdb is not installed (Debian: apt-get install gdb)"
    note = symbols_note(reader)
    if note or not todo:
        return {}, note
    exe = binary_of(reader.argv("x"))
    script = with_interpreter([exe]) != [exe]
    # groups by what the reader printed before dying and how it died
    groups = {}
    for cid in sorted(todo):
        res = results[cid]
        key = (normalize_message(res.get("said")), res.get("message") or "",
               group_of(cid) if group_of else None)
        groups.setdefault(key, []).append(cid)
    deadline = time.monotonic() + budget
    sampled = {}

    def key_of(cid):
        return Cache.key("crash-site", VERSION, reader.id, reader.cache_id, cases[cid]["_sha256"])

    def chunk(cids):
        """{case id: hit} of CIDS: one gdb session, a flaky crash that did
        not recur twice more (it may not recur)."""
        if time.monotonic() > deadline:
            return {}
        argv = lambda c: reader.argv(os.path.join(run.root, cases[c]["file"]))
        hits = {}
        for c, (sig, crashed) in zip(cids, gdb_sites([argv(c) for c in cids], run.root,
                                                      run.timeout)):
            if crashed is not None:
                hits[c] = {"signature": sig, "crashed": crashed}
        for _ in range(2):
            again = [c for c in cids if c in hits and not hits[c]["crashed"]
                     and results[c].get("flaky")]
            if not again:
                break
            for c, (sig, crashed) in zip(again, gdb_sites([argv(c) for c in again], run.root,
                                                           run.timeout)):
                if crashed:
                    hits[c] = {"signature": sig, "crashed": True}
        if run.cache:
            for c, h in hits.items():
                run.cache.put(key_of(c), h)
        return hits

    def probe(ex, cids):
        """Sample CIDS: cached sites, the rest in gdb sessions of GDB_CHUNK
        cases, as many sessions at once as the run has jobs."""
        hits, todo = _cached(run, cids, key_of)
        sampled.update(hits)
        for hits in ex.map(chunk, _sessions_of(todo, run.jobs)):
            sampled.update(hits)

    # round robin over the groups, largest first: two runs each, then only
    # the groups whose two sites differ, or that gave none, get more
    queues = sorted(groups.values(), key=lambda g: (-len(g), g[0]))
    queues = [list(q) for q in queues]
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, run.jobs)) as ex:
        for rnd in range(2):
            probe(ex, [q[rnd] for q in queues if len(q) > rnd])
        # unsettled: its two samples differ, or neither gave a site (a crash
        # that did not recur under gdb says nothing about the others)
        first = lambda q: {(sampled.get(c) or {}).get("signature") for c in q[:2]}
        unsettled = [q[2:] for q in queues if len(first(q)) > 1 or first(q) == {None}]
        rest = []
        while any(unsettled):
            for q in unsettled:
                if q:
                    rest.append(q.pop(0))
        probe(ex, rest)
    out = {cid: {"signature": h["signature"], "inferred": False}
           for cid, h in sampled.items() if h["signature"]}
    # a case killed by a signal that its own gdb run(s) did not crash is a
    # run that went the other way: nondeterministic, whatever the re-runs said
    for cid, h in sampled.items():
        if not h["crashed"] and (results[cid].get("message") or "").startswith("killed by "):
            out[cid] = {"signature": None, "inferred": False, "recurred": False}
    for members in groups.values():
        sigs = {sampled[c]["signature"] for c in members if c in sampled and sampled[c]["signature"]}
        if len(sigs) == 1:
            sig = sigs.pop()
            for c in members:
                out.setdefault(c, {"signature": sig, "inferred": True})
                if out[c]["signature"] is None:  # did not recur under gdb: its group's site
                    out[c] = {"signature": sig, "inferred": True, "recurred": False}
    note = None
    if script and sampled and not any(h["signature"] for h in sampled.values()):
        note = ("crash sites unknown: gdb found no frames with names in what %s runs; build "
                "the reader with -g (and without -s or strip)" % os.path.basename(exe))
    missed = len(todo) - sum(1 for s in out.values() if s["signature"])
    if missed and time.monotonic() > deadline:
        note = ("crash sites of %d crashes unknown: the gdb budget ran out (--sites-budget)"
                % missed)
    return out, note


# the innermost function of this share of the error stacks, called from more
# than one function, is the reader's way of printing errors, not where it
# finds them
REPORTER_SHARE = 0.9


def _without_reporter(stacks):
    """The stacks less the frames nearly every one of them starts with and
    that serve several callers (the reader's error-printing helpers): where
    the error is found, not how it is printed. A check that fires for most
    files has one caller and stays; a stack keeps at least one frame."""
    stacks = [list(f) for f in stacks]
    for _ in range(FRAMES):
        counts, callers = {}, {}
        for f in stacks:
            if len(f) > 1:
                counts[f[0][0]] = counts.get(f[0][0], 0) + 1
                callers.setdefault(f[0][0], set()).add(f[1][0])
        top = max(sorted(counts), key=lambda k: counts[k]) if counts else None
        if top is None or counts[top] < REPORTER_SHARE * len(stacks) or len(callers[top]) < 2:
            break
        stacks = [f[1:] if len(f) > 1 and f[0][0] == top else f for f in stacks]
    return stacks


def error_sites(run, cases, ids, budget):
    """({case id: {"wrote": bool, "error_site": signature or None}}, note)
    for failures IDS of a reader that said nothing we saw (its stderr
    discarded, or a verdict only): each runs under gdb to its first write
    to stderr. wrote: it printed something there (an error it then exits
    0 after, when it accepted); error_site: the top frames of where it
    printed, less the reporting helpers every error goes through (None for
    a reader without symbols). Within BUDGET seconds; uncached cases left
    at the deadline are not known."""
    reader = run.reader
    reg = FIRST_ARG.get(os.uname().machine)
    if not ids or reader.id in run.pools or budget <= 0:
        return {}, None
    if not shutil.which("gdb") or reg is None:
        return {}, None
    # without symbols where it printed is unknown, but whether it printed
    # is not: the breakpoint is on libc's write
    nosym = bool(symbols_note(reader))
    deadline = time.monotonic() + budget
    key_of = lambda c: Cache.key("error-site", VERSION, reader.id, reader.cache_id,
                                 cases[c]["_sha256"])
    got, todo = _cached(run, ids, key_of)

    def chunk(cids):
        if time.monotonic() > deadline:
            return {}
        argv = lambda c: reader.argv(os.path.join(run.root, cases[c]["file"]))
        out = {}
        for c, (_, crashed, wrote, frames) in zip(
                cids, _sessions([argv(c) for c in cids], run.root, run.timeout, reg)):
            if crashed is None or (crashed and not wrote):
                continue  # not reached, or it crashed first this time
            out[c] = {"wrote": bool(wrote), "frames": [list(f) for f in frames] if wrote else []}
            if run.cache:
                run.cache.put(key_of(c), out[c])
        return out

    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, run.jobs)) as ex:
        for hits in ex.map(chunk, _sessions_of(todo, run.jobs)):
            got.update(hits)
    wrote = sorted(c for c in got if got[c]["wrote"] and got[c]["frames"] and not nosym)
    stacks = dict(zip(wrote, _without_reporter([got[c]["frames"] for c in wrote])))
    out = {c: {"wrote": h["wrote"],
               "error_site": signature_of(None, [tuple(f) for f in stacks[c]]) if c in stacks else None}
           for c, h in got.items()}
    missed = len(ids) - len(out)
    note = ("where %d silent failures print their error is unknown: the gdb budget ran out "
            "(--sites-budget)" % missed) if missed else None
    return out, note
