# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Run reader commands: one process per (case, reader, mode), with a timeout,
classified into the L0 verdict classes of spec/conformance-schema.md, cached
on disk, in parallel with progress on stderr."""

import hashlib
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import threading
import time

from oracle.core import deepjson

SANITIZER = re.compile(r"ERROR: (AddressSanitizer|LeakSanitizer|MemorySanitizer|ThreadSanitizer)"
                       r"|runtime error:|UndefinedBehaviorSanitizer")
OOM = re.compile(r"std::bad_alloc|out of memory|MemoryError|Cannot allocate memory")
# exit statuses a shell reports for a child killed by a crash signal (128+N)
CRASH_SIGNALS = {signal.SIGSEGV, signal.SIGABRT, signal.SIGBUS, signal.SIGFPE, signal.SIGILL,
                 signal.SIGTRAP}
MAX_OUTPUT = 64 << 20
# mlir-opt symbolizes its stack trace on a crash (seconds per crash); the
# verdict does not need it.
ENV = dict(os.environ, LLVM_DISABLE_SYMBOLIZATION="1")


def first_line(text, path=None):
    for line in text.splitlines():
        line = line.strip()
        if line:
            if path and line.startswith(path + ":"):
                line = line[len(path) + 1:].strip()
            return line[:300]
    return None


# The classification rules' version: part of every run's cache key, so a
# change of the rules never serves a result classified under the old ones.
RULES = 4
# A runtime failure, not a verdict: the language's runtime stopped the reader
# (a Rust panic, an uncaught Python exception that is not a domain error, an
# uncaught JavaScript TypeError/RangeError/ReferenceError, a Java exception or
# a Go panic). Group 1 is the line that says so.
RUNTIME = re.compile(
    r"^(thread '[^']*' panicked at .*|panicked at .*"
    r"|(?:IndexError|KeyError|TypeError|AttributeError|NameError|UnboundLocalError|"
    r"ZeroDivisionError|RecursionError|AssertionError|OverflowError|SystemError|"
    r"UnicodeDecodeError|struct\.error)(?::.*)?"
    r"|(?:Uncaught )?(?:TypeError|RangeError|ReferenceError|InternalError)(?: \[\w+\])?: .*"
    r"|Exception in thread \S+ .*|panic: .*|fatal error: .*)$", re.M)
PY_TRACEBACK = "Traceback (most recent call last):"
# the frames a runtime prints: Python '  File "x.py", line 3, in f',
# JavaScript "    at f (file.js:3:9)", Java "\tat pkg.Cls.m(Cls.java:3)"
PY_FRAME = re.compile(r'^\s+File "[^"]+", line \d+, in (\S+)', re.M)
JS_FRAME = re.compile(r"^\s+at (?:async )?(?:new )?([\w.$<>]+) \(", re.M)
JAVA_FRAME = re.compile(r"^\s+at ([\w.$]+)\(", re.M)


def runtime_failure(stderr, markers=None):
    """The line saying the language runtime stopped the reader, or None.
    markers: extra regexes a reader declares in its claims (crash_markers)."""
    for pat in markers or ():
        m = re.search(pat, stderr, re.M)
        if m:
            return (first_line(stderr[m.start():]) or m.group(0))[:300]
    m = RUNTIME.search(stderr)
    if not m:
        return None
    line = m.group(1)
    if line.endswith(":"):  # Rust 1.73+: the panic's message is on the next line
        line += " " + (stderr[m.end():].strip().splitlines() or [""])[0]
    name = line.split(":")[0]
    js = name in ("TypeError", "RangeError", "ReferenceError") and JS_FRAME.search(stderr)
    if name.isidentifier() and name[0].isupper() and PY_TRACEBACK not in stderr and not js:
        return None  # a message that only starts like an exception's name
    return line[:300]


def runtime_site(stderr):
    """'panic at src/x.rs:42' / 'IndexError in parse < main': where a runtime
    failure happened, from the runtime's own report (innermost frames)."""
    m = re.search(r"panicked at ([^\s:]+:\d+)", stderr)
    if m:
        return "panic at " + m.group(1)
    kind = (runtime_failure(stderr) or "").split(":")[0].split(" [")[0]
    if PY_TRACEBACK in stderr:  # innermost frame last
        frames = [f for f in reversed(PY_FRAME.findall(stderr)) if f != "<module>"]
        return kind + (" in " + " < ".join(frames[:SIGNATURE_FRAMES]) if frames else "")
    frames = JS_FRAME.findall(stderr) or JAVA_FRAME.findall(stderr)
    if frames:
        return kind + " in " + " < ".join(frames[:SIGNATURE_FRAMES])
    m = re.search(r"^goroutine \d+ \[running\]:\n([\w./*()]+)\(", stderr, re.M)
    if m:
        return kind + " in " + m.group(1)
    return kind or None


def classify_exit(exit_code, timed_out, stderr, markers=None):
    """L0 verdict class from how the process ended. A verdict is an exit
    status of 0 (accepted) or 1 (rejected); anything else is a crash, as is a
    runtime failure (runtime_failure) whatever the status."""
    if timed_out:
        return "timeout"
    if SANITIZER.search(stderr):
        return "crash"
    if exit_code in (-signal.SIGKILL, 128 + signal.SIGKILL) or OOM.search(stderr):
        return "oom" if exit_code != 0 else "accepted"
    if exit_code < 0 or (exit_code - 128) in CRASH_SIGNALS:
        return "crash"
    if exit_code not in (0, 1) or runtime_failure(stderr, markers):
        return "crash"
    if exit_code == 0:
        return "accepted"
    return "rejected" if stderr.strip() else "rejected-silent"


SAN_KIND = re.compile(r"ERROR: \w+Sanitizer: ([\w-]+)|runtime error: ([^:\n]{1,60})")
FRAME = re.compile(r"^\s*#\d+ 0x[0-9a-fA-F]+ in (\S+)", re.M)
SIGNATURE_FRAMES = 3


# Frames that are not the reader's own: libc, the allocator, the loader,
# the C++ library, sanitizers (sanitizer runtimes start with "__"). The crash
# site skips them wherever a stack comes from (gdb: oracle/certify/sites.py).
FOREIGN_FRAMES = (r"__|_int_|_dl_|_start$|raise$|abort$|malloc|free$|cfree$|calloc$|realloc$|"
                  r"memcpy|memmove|memset|strlen|operator new|operator delete|std::")
FOREIGN = re.compile(r"^(%s)" % FOREIGN_FRAMES)
# LLVM's own crash report after "Stack dump:", symbolized
#   " #11 0x000055a675d814f2 mlir::X::parse(args) (/usr/lib/.../mlir-opt+0x36024f2)"
# or raw, as the oracle runs it (LLVM_DISABLE_SYMBOLIZATION, names from the
# dynamic symbol table)
#   "11 mlir-opt-19 0x000056480d18e4f2 mlir::X::parse(args) + 1234"
LLVM_DUMP = re.compile(r"^Stack dump:$", re.M)
LLVM_FRAME = re.compile(r"^\s*#\d+ 0x[0-9a-fA-F]+ (.+)$")
LLVM_RAW_FRAME = re.compile(r"^\d+\s+(\S+)\s+0x[0-9a-fA-F]+(?: (.+?) \+ \d+)?\s*$")
LLVM_UNNAMED = re.compile(r"^\((?:/|\.\.?/)[^()]*/([^/()]+)\+(0x[0-9a-fA-F]+)\)$")
LLVM_WHERE = re.compile(r" \((?:/|\.\.?/)[^()]*\+0x[0-9a-fA-F]+\)$")
# besides FOREIGN, what says where the report came from, not where the bug
# is: LLVM's support library (the signal handler, report_fatal_error,
# SmallVector's growth) and libc's other names on the abort path
LLVM_FOREIGN = re.compile(r"^(llvm::|gsignal$|main$|call_init$)")
# the same for a frame without a name: its module
LLVM_FOREIGN_LIB = re.compile(r"^(libLLVM|libc\.so|libstdc\+\+|libgcc_s|ld-linux)")


def _function(rest):
    """The function a frame names, without its location and parameter list
    (templates and operator names kept)."""
    rest = LLVM_WHERE.sub("", rest.strip())
    rest = re.split(r" \.\.?/", rest, maxsplit=1)[0]  # libc: "raise ./signal/raise.c:27:6"
    if rest.endswith(" const"):
        rest = rest[:-len(" const")]
    if rest.endswith(")"):  # the parameter list: from its matching "("
        depth = 0
        for i in range(len(rest) - 1, -1, -1):
            depth += {")": 1, "(": -1}.get(rest[i], 0)
            if depth == 0:
                return rest[:i]
    return rest


def _llvm_frame(line):
    """The reader's own frame a line of LLVM's stack dump names, or None
    (not a frame, a foreign one, or an unnamed raw frame: its address is
    the run's own). A stripped binary's symbolized frame is module+offset,
    stable for one build."""
    raw = LLVM_RAW_FRAME.match(line)
    if raw:
        module, name = raw.groups()
        fn = _function(name) if name and not LLVM_FOREIGN_LIB.match(module) else None
    else:
        sym = LLVM_FRAME.match(line)
        rest = sym.group(1).strip() if sym else ""
        unnamed = LLVM_UNNAMED.match(rest)
        if unnamed:
            return None if LLVM_FOREIGN_LIB.match(unnamed.group(1)) else "%s+%s" % unnamed.groups()
        # "./malloc/malloc.c:5666:3": only libc's source line
        fn = _function(rest) if rest and not re.match(r"\.\.?/", rest) else None
    return fn if fn and not FOREIGN.match(fn) and not LLVM_FOREIGN.match(fn) else None


def llvm_stack_signature(stderr):
    """'f < g < h' from the stack LLVM's signal handler printed (a
    released mlir-opt has no debug symbols for gdb, but names its exported
    functions): its innermost own frames (_llvm_frame); None without such a
    report."""
    m = LLVM_DUMP.search(stderr)
    if not m:
        return None
    frames = [f for f in map(_llvm_frame, stderr[m.end():].splitlines()) if f]
    return " < ".join(frames[:SIGNATURE_FRAMES]) if frames else None


def crash_signature(stderr):
    """'heap-use-after-free in f < g < h' from a sanitizer report: the kind
    and the top frames (without addresses, so runs and builds agree); else
    'f < g < h' from LLVM's own stack dump (the certificate says "crashes
    at f < g < h"); None without a report
    (a bare signal says no more than the verdict)."""
    m = SAN_KIND.search(stderr)
    if not m:
        return llvm_stack_signature(stderr)
    frames = [f for f in FRAME.findall(stderr[m.start():])
              if not f.startswith(("__asan", "__ubsan", "__sanitizer", "__interceptor"))]
    kind = (m.group(1) or m.group(2)).strip()
    return kind + (" in " + " < ".join(frames[:SIGNATURE_FRAMES]) if frames else "")


def run_process(argv, cwd, timeout, env=None):
    """(exit or None, timed_out, stdout bytes, stderr text, seconds). env:
    variables added to the oracle's environment."""
    t0 = time.monotonic()
    try:
        p = subprocess.Popen(argv, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             stdin=subprocess.DEVNULL, start_new_session=True,
                             env=dict(ENV, **env) if env else ENV)
    except OSError as e:
        return 127, False, b"", "cannot run %s: %s" % (argv[0], e.strerror), 0.0
    try:
        out, err = p.communicate(timeout=timeout)
        timed_out = False
    except subprocess.TimeoutExpired:
        try:
            os.killpg(p.pid, signal.SIGKILL)
        except OSError:
            pass
        out, err = p.communicate()
        timed_out = True
    return (None if timed_out else p.returncode), timed_out, out[:MAX_OUTPUT], \
        err.decode("utf-8", "replace"), time.monotonic() - t0


class Cache:
    """One small JSON file per result, written atomically (rename), so an
    interrupted run keeps everything that finished."""

    def __init__(self, directory, enabled=True):
        self.dir = directory
        self.enabled = enabled and directory is not None

    @staticmethod
    def key(*parts):
        return hashlib.sha256(json.dumps(parts, sort_keys=True).encode()).hexdigest()

    def _path(self, key):
        return os.path.join(self.dir, key[:2], key + ".json")

    def get(self, key):
        if not self.enabled:
            return None
        try:
            with open(self._path(key), encoding="utf-8") as f:
                return deepjson.load(f)
        except (OSError, ValueError):
            return None

    def put(self, key, value):
        if not self.enabled:
            return
        path = self._path(key)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=os.path.dirname(path), suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            deepjson.dump(value, f, sort_keys=True)
        os.replace(tmp, path)


class Job:
    """One command to run. `post` turns the raw outcome into the cached record
    (e.g. normalizes the printed text) so re-runs skip that work too."""
    __slots__ = ("key", "argv", "reader", "post", "rel_path", "markers")

    def __init__(self, key, argv, reader, rel_path, post=None, markers=None):
        self.key, self.argv, self.reader, self.rel_path, self.post = key, argv, reader, rel_path, post
        self.markers = markers  # the reader's own crash markers (claims)


def execute(job, cwd, timeout):
    if hasattr(job, "request"):  # a persistent reader (oracle/core/batch.py)
        return job.request(timeout)
    exit_code, timed_out, out, err, secs = run_process(job.argv, cwd, timeout)
    verdict = classify_exit(exit_code if exit_code is not None else 0, timed_out, err,
                            job.markers)
    rec = {"verdict": verdict, "exit": exit_code,
           "message": None if verdict == "accepted" else first_line(err, job.rel_path)}
    if verdict == "accepted" and err.strip():
        said = first_line(err, job.rel_path)
        if said:
            rec["said"] = said[:200]  # an error it printed and then accepted?
    failure = runtime_failure(err, job.markers) if verdict == "crash" else None
    if failure:
        rec["message"] = failure  # the panic, not what it printed before
        rec["signature"] = runtime_site(err)
        said = first_line(err[:err.find(failure)], job.rel_path)
        if said and not said.startswith(PY_TRACEBACK):
            rec["said"] = said[:200]
    if verdict in ("crash", "oom") and SANITIZER.search(err):
        rec["message"] = SANITIZER.search(err).group(0) + ": " + (first_line(
            err[SANITIZER.search(err).start():]) or "")[:200]
    if verdict == "crash":
        sig = crash_signature(err)
        if sig:
            rec["signature"] = sig
        report = SANITIZER.search(err)
        said = first_line(err[:report.start()], job.rel_path) if report else None
        if said and "ERROR: " not in said:
            rec["said"] = said[:200]  # what it printed before the report (a rejection?)
    if verdict == "crash" and not failure and not SANITIZER.search(err) and exit_code:
        # a crash without a report: how it ended; what it printed may be a
        # rejection it crashed after
        said = rec["message"]
        if exit_code < 0:
            try:
                rec["message"] = "killed by " + signal.Signals(-exit_code).name
            except ValueError:
                rec["message"] = "killed by signal %d" % -exit_code
        elif (exit_code - 128) in CRASH_SIGNALS:
            rec["message"] = "killed by " + signal.Signals(exit_code - 128).name
        else:
            rec["message"] = "exit status %d (a verdict is 0 or 1)" % exit_code
        if said:
            rec["said"] = said[:200]
    if job.post and verdict == "accepted":
        try:
            rec.update(job.post(out))
        except Exception as e:  # an oracle limit, never a reason to stop the run
            rec["post_error"] = ("%s: %s" % (type(e).__name__, e))[:200]
    return rec, secs


class Progress:
    def __init__(self, total, quiet=False):
        self.total, self.done, self.quiet = total, 0, quiet
        self.t0 = time.monotonic()
        self.last = 0.0
        self.lock = threading.Lock()

    def tick(self, n=1):
        with self.lock:
            self.done += n
            now = time.monotonic()
            if self.quiet or (now - self.last < 2.0 and self.done < self.total):
                return
            self.last = now
            el = now - self.t0
            eta = el / self.done * (self.total - self.done) if self.done else 0
            sys.stderr.write("[oracle] %d/%d runs, %.0fs elapsed, ETA %.0fs\n"
                             % (self.done, self.total, el, eta))


def run_jobs(jobs, cache, cwd, timeout, workers, quiet=False, stop=None):
    """{job.key: record}; per-reader stats {reader: [runs, seconds, cached]}."""
    results = {}
    stats = {}
    todo = []
    for j in jobs:
        if j.key in results:
            continue
        hit = cache.get(j.key)
        if hit is not None:
            results[j.key] = hit
            stats.setdefault(j.reader, [0, 0.0, 0])[2] += 1
        else:
            todo.append(j)
            results[j.key] = None
    unique = {j.key: j for j in todo}
    prog = Progress(len(unique), quiet)
    if not quiet:
        sys.stderr.write("[oracle] %d runs to do (%d cached)\n"
                         % (len(unique), sum(1 for v in results.values() if v is not None)))
    lock = threading.Lock()

    def work(job):
        if stop is not None and stop.is_set():
            return
        rec, secs = execute(job, cwd, timeout)
        cache.put(job.key, rec)
        with lock:
            results[job.key] = rec
            s = stats.setdefault(job.reader, [0, 0.0, 0])
            s[0] += 1
            s[1] += secs
        prog.tick()

    # `workers` threads take jobs from one iterator (next() is atomic under
    # the GIL): a future per job cost more than a batch-protocol request
    pending = iter(list(unique.values()))
    errors = []

    def loop():
        try:
            for job in pending:
                work(job)
        except BaseException as e:  # re-raised below, as future.result() did
            errors.append(e)
    threads = [threading.Thread(target=loop) for _ in range(max(1, workers))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    if errors:
        raise errors[0]
    return results, stats
