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


def classify_exit(exit_code, timed_out, stderr):
    """L0 verdict class from how the process ended."""
    if timed_out:
        return "timeout"
    if SANITIZER.search(stderr):
        return "crash"
    if exit_code in (-signal.SIGKILL, 128 + signal.SIGKILL) or OOM.search(stderr):
        return "oom" if exit_code != 0 else "accepted"
    if exit_code < 0 or (exit_code - 128) in CRASH_SIGNALS:
        return "crash"
    if exit_code == 0:
        return "accepted"
    return "rejected" if stderr.strip() else "rejected-silent"


SAN_KIND = re.compile(r"ERROR: \w+Sanitizer: ([\w-]+)|runtime error: ([^:\n]{1,60})")
FRAME = re.compile(r"^\s*#\d+ 0x[0-9a-fA-F]+ in (\S+)", re.M)
SIGNATURE_FRAMES = 3


def crash_signature(stderr):
    """'heap-use-after-free in f < g < h' from a sanitizer report: the kind
    and the top frames (without addresses, so runs and builds agree); None
    without a report (a bare signal says no more than the verdict)."""
    m = SAN_KIND.search(stderr)
    if not m:
        return None
    frames = [f for f in FRAME.findall(stderr[m.start():])
              if not f.startswith(("__asan", "__ubsan", "__sanitizer", "__interceptor"))]
    kind = (m.group(1) or m.group(2)).strip()
    return kind + (" in " + " < ".join(frames[:SIGNATURE_FRAMES]) if frames else "")


def run_process(argv, cwd, timeout):
    """(exit or None, timed_out, stdout bytes, stderr text, seconds)."""
    t0 = time.monotonic()
    try:
        p = subprocess.Popen(argv, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             stdin=subprocess.DEVNULL, start_new_session=True, env=ENV)
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
    __slots__ = ("key", "argv", "reader", "post", "rel_path")

    def __init__(self, key, argv, reader, rel_path, post=None):
        self.key, self.argv, self.reader, self.rel_path, self.post = key, argv, reader, rel_path, post


def execute(job, cwd, timeout):
    if hasattr(job, "request"):  # a persistent reader (oracle/core/batch.py)
        return job.request(timeout)
    exit_code, timed_out, out, err, secs = run_process(job.argv, cwd, timeout)
    verdict = classify_exit(exit_code if exit_code is not None else 0, timed_out, err)
    rec = {"verdict": verdict, "exit": exit_code,
           "message": None if verdict == "accepted" else first_line(err, job.rel_path)}
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
    if verdict == "crash" and not rec["message"] and exit_code is not None and exit_code < 0:
        try:
            rec["message"] = "killed by " + signal.Signals(-exit_code).name
        except ValueError:
            rec["message"] = "killed by signal %d" % -exit_code
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
