#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Persistent readers: the oracle's side of spec/certify-protocol.md.

    python3 -m oracle.core.batch --reader 'CMD' [--offset N] [--want json|mlir]
                            [--timeout S] FILE...

sends each FILE to one reader process speaking the batch protocol and prints
its verdict, with the crash site when the reader's runtime reported one
(and, with --want, the document on stdout). Exit status: 0 every
file accepted, 1 one was rejected (or unsupported), 3 the reader crashed or
hung, 2 usage or handshake error. This is also the command a certificate
gives to reproduce a case of a batch reader.

For ./cts certify --protocol batch, a Pool keeps up to one process per worker
thread; a reader that dies or hangs is killed, its case graded crash /
timeout, and a fresh process serves the next case. route() turns the jobs of
an evaluate.Plan into requests to such pools.
"""

import argparse
import os
import select
import shlex
import signal
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))

from oracle.core.runner import (ENV, SANITIZER, Job, classify_exit, first_line, runtime_failure,
                                runtime_site)

PROTOCOL = "mlirbc-certify"
VERSION = 1
CAPABILITIES = ("offset", "json", "mlir")
MAX_LINE = 200
STDERR_TAIL = 64 << 10
MIN_START_SECONDS = 10.0  # a handshake may take longer than one case (JIT, VM start)


class BatchError(Exception):
    """The reader cannot serve (no handshake, unknown version): stops the run."""


def _num(s, what, absent_ok=True):
    """A protocol number: decimal without leading zeros, or '-' (None)."""
    if s == "-" and absent_ok:
        return None
    if not s.isdigit() or (len(s) > 1 and s[0] == "0"):
        raise ValueError("bad %s %r" % (what, s))
    return int(s)


def _signal_name(num):
    try:
        return signal.Signals(num).name
    except ValueError:
        return "signal %d" % num


class Process:
    """One running reader. Not thread-safe: one user at a time (Pool)."""

    def __init__(self, argv, cwd, start_timeout):
        fd, path = tempfile.mkstemp(prefix="mlirbc-batch-", suffix=".stderr")
        os.close(fd)
        # O_APPEND: the reader's writes always land at the end, so the tail
        # is the newest diagnostics; unlinked at once, read through the fd
        self.err_fd = os.open(path, os.O_RDWR | os.O_APPEND)
        os.unlink(path)
        try:
            self.p = subprocess.Popen(argv, cwd=cwd, stdin=subprocess.PIPE,
                                      stdout=subprocess.PIPE, stderr=self.err_fd,
                                      start_new_session=True, env=ENV)
        except OSError as e:
            os.close(self.err_fd)
            raise BatchError("cannot run %s: %s" % (argv[0], e.strerror))
        self.inp, self.out = self.p.stdin.fileno(), self.p.stdout.fileno()
        os.set_blocking(self.inp, False)
        self.buf = bytearray()
        self.seq = 0
        self.err_mark = 0
        line = self._handshake_line(time.monotonic() + start_timeout)
        words = line.split(" ")
        if len(words) < 2 or words[0] != PROTOCOL:
            self.kill()
            raise BatchError("the reader did not start with the handshake line "
                             "'%s %d ...' but sent %r" % (PROTOCOL, VERSION, line[:80]))
        if words[1] != str(VERSION):
            self.kill()
            raise BatchError("the reader speaks protocol version %s; this oracle speaks %d"
                             % (words[1], VERSION))
        self.caps = set(words[2:]) & set(CAPABILITIES)  # unknown ones: a later version's

    def _handshake_line(self, deadline):
        """The first line, or BatchError saying why there is none."""
        try:
            while self.buf.find(b"\n") < 0:
                if len(self.buf) > MAX_LINE:
                    raise ValueError("sent %d bytes without a newline" % len(self.buf))
                left = deadline - time.monotonic()
                if left <= 0 or not select.select([self.out], [], [], left)[0]:
                    raise TimeoutError
                chunk = os.read(self.out, 1 << 16)
                if not chunk:
                    raise EOFError
                self.buf += chunk
        except (TimeoutError, EOFError, ValueError) as e:
            why = {TimeoutError: "sent no handshake line in time",
                   EOFError: "exited before the handshake"}.get(type(e), str(e))
            tail = self.stderr_tail(0)
            self.kill()
            raise BatchError("reader %s%s" % (why, (": " + first_line(tail)) if tail.strip()
                                               else ""))
        nl = self.buf.find(b"\n")
        line = bytes(self.buf[:nl]).decode("ascii", "replace")
        del self.buf[:nl + 1]
        return line

    # -- requests ---------------------------------------------------------------------

    def exchange(self, reqs, timeout):
        """Send [(data, offset, want)] and read their answers, writing ahead
        while the reader works (the pipes never fill both ways: answers are
        drained as they come). Each answer has `timeout` seconds from the
        previous one. Returns (answers, failure record or None); after a
        failure the process is gone and answers holds those before it."""
        out = bytearray()
        seqs = []
        for data, offset, want in reqs:
            self.seq += 1
            seqs.append(self.seq)
            out += b"case %d %s %s %d\n" % (self.seq, b"-" if offset is None else
                                            b"%d" % offset, (want or "-").encode(), len(data))
            out += data
        view = memoryview(out)
        answers = []
        self.err_mark = os.fstat(self.err_fd).st_size
        deadline = time.monotonic() + timeout
        try:
            while len(answers) < len(reqs):
                ans = self._take_answer(seqs[len(answers)])
                if ans is not None:
                    answers.append(ans)
                    deadline = time.monotonic() + timeout
                    continue
                if view:
                    try:
                        view = view[os.write(self.inp, view):]
                    except BlockingIOError:
                        pass
                    except BrokenPipeError:
                        raise EOFError
                left = deadline - time.monotonic()
                if left <= 0:
                    raise TimeoutError
                readable, _, _ = select.select([self.out], [self.inp] if view else [], [], left)
                if readable:
                    chunk = os.read(self.out, 1 << 16)
                    if not chunk:
                        raise EOFError
                    self.buf += chunk
        except TimeoutError:
            self.kill()
            return answers, {"verdict": "timeout", "exit": None,
                             "message": "no answer within %g s" % timeout}
        except EOFError:
            return answers, self._death_record()
        except ValueError as e:
            self.kill()
            return answers, {"verdict": "crash", "exit": None,
                             "message": "protocol error: %s" % e}
        return answers, None

    def _take_answer(self, seq):
        """The next whole answer from the buffer, None while incomplete;
        ValueError when it does not parse."""
        nl = self.buf.find(b"\n")
        if nl < 0:
            if len(self.buf) > MAX_LINE:
                raise ValueError("header line longer than %d bytes" % MAX_LINE)
            return None
        line = bytes(self.buf[:nl]).decode("ascii", "replace")
        f = line.split(" ")
        if len(f) != 7 or f[0] != "result":
            raise ValueError("expected 'result SEQ VERDICT CODE AT MSGSIZE DOCSIZE', got %r"
                             % line[:100])
        if f[1] != str(seq):
            raise ValueError("answer to request %s, expected %d" % (f[1], seq))
        if f[2] not in ("accept", "reject", "unsupported"):
            raise ValueError("unknown verdict %r" % f[2])
        at = _num(f[4], "AT")
        msgsize = _num(f[5], "MSGSIZE", absent_ok=False)
        docsize = _num(f[6], "DOCSIZE")
        if docsize is not None and f[2] != "accept":
            raise ValueError("a document with verdict %s" % f[2])
        body = nl + 1
        end = body + msgsize + (docsize or 0)
        if len(self.buf) < end:
            return None
        msg = self.buf[body:body + msgsize].decode("utf-8", "replace") if msgsize else None
        doc = bytes(self.buf[body + msgsize:end]) if docsize is not None else None
        del self.buf[:end]
        return {"verdict": f[2], "code": None if f[3] == "-" else f[3], "at": at,
                "message": msg, "doc": doc}

    # -- death and cleanup --------------------------------------------------------

    def stderr_tail(self, since=None):
        size = os.fstat(self.err_fd).st_size
        start = max(self.err_mark if since is None else since, size - STDERR_TAIL)
        return os.pread(self.err_fd, size - start, start).decode("utf-8", "replace")

    def _death_record(self):
        """The record of the case during which the reader died (runner.execute's
        messages: sanitizer line, signal, exit status)."""
        try:
            code = self.p.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.kill()
            code = self.p.returncode
        err = self.stderr_tail()
        self.close_fds()
        verdict = classify_exit(code, False, err)
        m = SANITIZER.search(err)
        if m:
            msg = m.group(0) + ": " + (first_line(err[m.start():]) or "")[:200]
        elif code is not None and code < 0:
            msg = "killed by " + _signal_name(-code)
        else:  # it exited: whatever its status, it died before answering
            msg = runtime_failure(err) or first_line(err)
            verdict = "crash" if verdict != "oom" else verdict
            msg = "reader exited with status %s before answering%s" % (
                code, ": " + msg if msg else "")
        rec = {"verdict": verdict, "exit": code, "message": msg}
        site = runtime_site(err) if runtime_failure(err) else None
        if site:
            rec["signature"] = site
        return rec

    def kill(self):
        try:
            os.killpg(self.p.pid, signal.SIGKILL)
        except OSError:
            pass
        self.p.wait()
        self.close_fds()

    def close_fds(self):
        for f in (self.p.stdin, self.p.stdout):
            try:
                f.close()
            except OSError:
                pass
        if self.err_fd is not None:
            os.close(self.err_fd)
            self.err_fd = None

    def close(self):
        """End of input: the reader should exit by itself, with status 0.
        Returns None, or what went wrong (e.g. a leak report at exit)."""
        try:
            self.p.stdin.close()
        except OSError:
            pass
        try:
            code = self.p.wait(timeout=5)
        except subprocess.TimeoutExpired:
            code = None
        tail = self.stderr_tail(0) if code != 0 and self.err_fd is not None else ""
        self.kill()
        if code == 0:
            return None
        m = SANITIZER.search(tail)
        why = m.group(0) if m else first_line(tail) or ""
        return "reader %s at end of input%s" % (
            "did not exit" if code is None else "exited with status %d" % code,
            ": " + why if why else "")


def answer_record(ans, want):
    """The runner's record (verdict class, exit, message) of one answer, and
    the document bytes (None when none)."""
    v = ans["verdict"]
    msg, code = ans["message"], ans["code"]
    text = msg.strip().splitlines()[0][:300] if msg and msg.strip() else None
    if code and (not text or code not in text):
        text = code + (": " + text if text else "")
    if text and ans["at"] is not None:
        text = "%d: %s" % (ans["at"], text)
    if v == "accept":
        rec = {"verdict": "accepted", "exit": 0, "message": None}
        if want and ans["doc"] is None:
            rec["post_error"] = "no structure document" + (": " + text if text else "")
        return rec, ans["doc"]
    if v == "reject":
        return {"verdict": "rejected" if text else "rejected-silent", "exit": 1,
                "message": text}, None
    return {"verdict": "unsupported", "exit": None,
            "message": text or "the reader cannot serve this request"}, None


class Pool:
    """Persistent processes of one reader command, one per concurrent user,
    started on demand, replaced when one dies or hangs."""

    def __init__(self, argv, cwd, timeout):
        self.argv, self.cwd, self.timeout = argv, cwd, timeout
        self.idle = []
        self.lock = threading.Lock()
        self.restarts = 0
        self.requests = 0
        first = self._start()  # the handshake tells the capabilities
        self.caps = first.caps
        self.idle.append(first)

    def _start(self):
        return Process(self.argv, self.cwd, max(self.timeout, MIN_START_SECONDS))

    def request(self, data, offset=None, want=None, timeout=None):
        """(record, document bytes or None); never raises for the reader's faults."""
        return self.request_many([(data, offset, want)], timeout)[0]

    def request_many(self, reqs, timeout=None):
        """[(record, document or None)] for [(data, offset, want)], sent ahead
        to one process. When it fails at request k, k gets the failure record
        and the rest go to a fresh process."""
        timeout = timeout or self.timeout
        with self.lock:
            proc = self.idle.pop() if self.idle else None
            self.requests += len(reqs)
        if proc is None:
            try:
                proc = self._start()
            except BatchError as e:
                with self.lock:
                    self.restarts += 1
                rec = {"verdict": "crash", "exit": None, "message": "reader did not restart: %s" % e}
                return [(dict(rec), None) for _ in reqs]
        answers, failure = proc.exchange(reqs, timeout)
        out = [answer_record(a, r[2]) for a, r in zip(answers, reqs)]
        if failure is None:
            with self.lock:
                self.idle.append(proc)
            return out
        with self.lock:
            self.restarts += 1
        out.append((failure, None))
        rest = reqs[len(out):]
        return out + (self.request_many(rest, timeout) if rest else [])

    def verdict(self, data, timeout=None):
        """(L0 verdict class, message, crash site or None): for the
        minimizer's predicate."""
        rec, _ = self.request(data, timeout=timeout)
        return rec["verdict"], rec.get("message") or "", rec.get("signature")

    def close(self):
        """Ends the idle processes; returns what went wrong at their exit."""
        with self.lock:
            procs, self.idle = self.idle, []
        return [why for why in (p.close() for p in procs) if why]


# -- certify integration -------------------------------------------------------------

class Group:
    """The requests of one file to one reader (main run, structure, offsets),
    sent together when the first of their jobs runs."""

    def __init__(self, pool, path):
        self.pool, self.path = pool, path
        self.requests = {}  # job key -> (offset, want)
        self.lock = threading.Lock()
        self.records = None

    def record(self, key, timeout):
        with self.lock:
            if self.records is None:
                t0 = time.monotonic()
                with open(self.path, "rb") as f:
                    data = f.read()
                keys = list(self.requests)
                got = self.pool.request_many([(data,) + self.requests[k] for k in keys], timeout)
                secs = (time.monotonic() - t0) / len(keys)
                self.records = {k: (rec, doc, secs) for k, (rec, doc) in zip(keys, got)}
            return self.records[key]


class BatchJob(Job):
    """A runner Job answered by a Pool (runner.execute calls request())."""
    __slots__ = ("group",)

    def request(self, timeout):
        rec, doc, secs = self.group.record(self.key, timeout)
        rec = dict(rec)
        if self.post and doc is not None and rec["verdict"] == "accepted":
            try:
                rec.update(self.post(doc))
            except Exception as e:  # an oracle limit, as in runner.execute
                rec["post_error"] = ("%s: %s" % (type(e).__name__, e))[:200]
        return rec, secs


def route(plan, pools, root):
    """Replace the plan's jobs of readers in `pools` ({reader id: Pool}) by
    requests: main runs ask for the reader's output form, json runs for
    json, alignment runs send their offset. The requests of one file go
    together (one write, answers read as they come); the first job of each
    group is moved ahead so worker threads start different files, and the
    others find their answers ready. Other jobs stay processes."""
    by_case = {c["id"]: c for c in plan.cases}
    readers = {r.id: r for r in plan.readers}
    spec = {}  # job key -> (reader id, case, offset, want)
    for (rid, cid), key in plan.main.items():
        spec[key] = (rid, by_case[cid], None, readers[rid].output)
    for (rid, cid), key in plan.json.items():
        spec[key] = (rid, by_case[cid], None, "json")
    for (rid, cid), offs in plan.align.items():
        if isinstance(offs, dict):
            for off, key in offs.items():
                spec[key] = (rid, by_case[cid], int(off), None)
    groups = {}
    first, later = [], []
    for j in plan.jobs:
        s = spec.get(j.key)
        if not s or s[0] not in pools:
            first.append(j)
            continue
        rid, case, offset, want = s
        gkey = (rid, case["_sha256"])
        g = groups.get(gkey)
        if g is None:
            g = groups[gkey] = Group(pools[rid], os.path.join(root, case["file"]))
        b = BatchJob(j.key, j.argv, j.reader, j.rel_path, j.post)
        b.group = g
        (later if g.requests else first).append(b)
        g.requests.setdefault(j.key, (offset, want))
    plan.jobs = first + later


def reproduce_template(command, want=None):
    """The reproduce command of a batch reader (certificate, cache key)."""
    return ["python3", "-m", "oracle.core.batch", "--reader", command] + \
        (["--want", want] if want else []) + ["{file}"]


def setup(protocol, command, reader, reference, root, timeout, sweep_offsets):
    """Pools for ./cts certify: with --protocol batch the reader under test;
    with any protocol the reference reader (structure baseline, minimization
    oracle) when its --help offers --batch. Adjusts the Reader objects
    (offset sweep from the handshake, reproduce command). Returns {reader id:
    Pool}; raises BatchError when the reader under test cannot serve."""
    pools = {}
    if protocol == "batch":
        words = shlex.split(command)
        if any("{}" in w or "{file}" in w or "{offset}" in w for w in words):
            raise BatchError("a batch reader receives the files on stdin: drop {} / {file} / "
                             "{offset} from --reader")
        pool = Pool(words, root, timeout)
        if reader.output and reader.output not in pool.caps:
            pool.close()
            raise BatchError("the reader's handshake offers %s, not %s: it cannot print the "
                             "structure asked for" % (" ".join(sorted(pool.caps)) or "nothing",
                                                      reader.output))
        pools[reader.id] = pool
        reader.template = reproduce_template(command, reader.output)
        reader.offsets = list(sweep_offsets) if "offset" in pool.caps else []
    # (a reader under test named like the reference reader keeps its own runs)
    if reference is not None and reference.id != reader.id and \
            reference.offers_batch:
        try:
            pools[reference.id] = Pool([reference.template[0], "--batch"], root, timeout)
        except BatchError:
            pass  # the reference reader then runs one process per case
    return pools


# -- command line -------------------------------------------------------------------

def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--reader", required=True, help="command that speaks the batch protocol")
    ap.add_argument("--offset", type=int, help="buffer offset (0..65536) of every request")
    ap.add_argument("--want", choices=("json", "mlir"), help="also print this document")
    ap.add_argument("--timeout", type=float, default=10.0, help="per file, seconds (default 10)")
    ap.add_argument("files", nargs="+", metavar="FILE")
    args = ap.parse_args(argv)
    try:
        pool = Pool(shlex.split(args.reader), os.getcwd(), args.timeout)
    except BatchError as e:
        sys.stderr.write("batch: %s\n" % e)
        return 2
    sys.stderr.write("batch: handshake: %s %d %s\n" % (PROTOCOL, VERSION, " ".join(sorted(pool.caps))))
    status = 0
    try:
        for path in args.files:
            with open(path, "rb") as f:
                data = f.read()
            rec, doc = pool.request(data, args.offset, args.want)
            v = rec["verdict"]
            said = ": " + rec["message"] if rec.get("message") else ""
            site = " [site: %s]" % rec["signature"] if rec.get("signature") else ""
            sys.stderr.write("%s: %s%s%s\n" % (path, v, said, site))
            if doc is not None:
                sys.stdout.buffer.write(doc)
                sys.stdout.flush()
            rank = 0 if v == "accepted" else 1 if v in ("rejected", "rejected-silent",
                                                         "unsupported") else 3
            status = max(status, rank)
    finally:
        for why in pool.close():
            sys.stderr.write("batch: %s\n" % why)
            status = max(status, 3)
    return status


if __name__ == "__main__":
    sys.exit(main())
