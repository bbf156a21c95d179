#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Serve a reader over the batch certification protocol (spec/certify-protocol.md).
Python 3 standard library only; copy it next to your reader.

As a library, wrap a function:

    import adapter

    def read(data, offset, want):
        # data: the file (bytes; with an OFFSET, a memoryview that many bytes
        # past a page-aligned address); want: None, "json" or "mlir"
        if data[:4] != b"ML\\xefR":
            raise adapter.Reject("E_MAGIC", 0, "not MLIR bytecode")
        return None            # accept; or the structure document (str/bytes)

    adapter.serve(read, capabilities=["offset"])

raise adapter.Reject(code, at, message) to reject, adapter.Unsupported(message)
for "cannot do this request"; any other exception is a crash of the reader:
the process ends, the oracle grades the case `crash` and starts a new one.

As a program, wrap a command that reads one file (one process per case, so
no faster than --protocol process, but the same protocol):

    python3 adapter.py [--structure json|mlir] -- my-reader --check {}

exit status 0 accepts, 1 rejects (first stderr line = message), a signal
or any other status is passed on (a crash); with --structure its stdout is the document.
"""

import mmap
import os
import signal
import subprocess
import sys
import tempfile

PROTOCOL_LINE = "mlirbc-certify 1"
PAGE = 4096
MAX_OFFSET = 65536
WANTS = {"-": None, "json": "json", "mlir": "mlir"}


class Reject(Exception):
    def __init__(self, code=None, at=None, message=""):
        super().__init__(message)
        self.code, self.at, self.message = code, at, message


class Unsupported(Exception):
    pass


class Malformed(Exception):
    pass


def _number(s, limit=None):
    if not s.isdigit() or (len(s) > 1 and s[0] == "0"):
        raise Malformed("bad number %r" % s)
    v = int(s)
    if limit is not None and v > limit:
        raise Malformed("%d out of range" % v)
    return v


def _read_request(inp):
    """(seq, offset, want, data), or None at end of input."""
    line = inp.readline(201)
    if not line:
        return None
    if not line.endswith(b"\n"):
        raise Malformed("header line unterminated or longer than 200 bytes")
    f = line[:-1].decode("ascii", "replace").split(" ")
    if len(f) != 5 or f[0] != "case" or f[3] not in WANTS:
        raise Malformed("not 'case SEQ OFFSET WANT SIZE': %r" % line[:80])
    seq = _number(f[1])
    offset = None if f[2] == "-" else _number(f[2], MAX_OFFSET)
    size = _number(f[4])
    data = inp.read(size)
    if len(data) != size:
        raise Malformed("input ended inside the file bytes")
    return seq, offset, WANTS[f[3]], data


def _placed(data, offset):
    """data at OFFSET bytes past a page-aligned address (anonymous mmap)."""
    m = mmap.mmap(-1, max(1, offset + len(data)))
    m[offset:offset + len(data)] = data
    return m, memoryview(m)[offset:offset + len(data)]


def _answer(out, seq, verdict, code=None, at=None, message="", doc=None):
    msg = (message or "").encode("utf-8")
    if isinstance(doc, str):
        doc = doc.encode("utf-8")
    head = "result %d %s %s %s %d %s\n" % (seq, verdict, code or "-",
                                          "-" if at is None else at, len(msg),
                                          "-" if doc is None else len(doc))
    out.write(head.encode("ascii") + msg + (doc or b""))
    out.flush()


def serve(read, capabilities=(), inp=None, out=None):
    """Answer requests with read(data, offset, want) until end of input.
    Returns (0 at end of input); exits 2 on a malformed request."""
    inp = inp or sys.stdin.buffer
    out = out or sys.stdout.buffer
    out.write((" ".join([PROTOCOL_LINE] + list(capabilities)) + "\n").encode("ascii"))
    out.flush()
    n = 0
    while True:
        n += 1
        try:
            req = _read_request(inp)
        except Malformed as e:
            sys.stderr.write("adapter: request %d: malformed: %s\n" % (n, e))
            sys.exit(2)
        if req is None:
            return 0
        seq, offset, want, data = req
        mapping = None
        if offset is not None:
            mapping, data = _placed(data, offset)
        try:
            doc = read(data, offset, want)
            _answer(out, seq, "accept", doc=doc if want else None)
        except Reject as r:
            _answer(out, seq, "reject", r.code, r.at, r.message)
        except Unsupported as u:
            _answer(out, seq, "unsupported", message=str(u))
        finally:
            if mapping is not None:
                data.release()
                mapping.close()


def exec_reader(argv, want):
    """A read() that runs ARGV ({} = a temporary file holding the case)."""
    tmpdir = tempfile.mkdtemp(prefix="adapter-")
    path = os.path.join(tmpdir, "case.mlirbc")

    def read(data, offset, asked):
        with open(path, "wb") as f:
            f.write(data)
        cmd = [w.replace("{}", path) for w in argv]
        p = subprocess.run(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE)
        if p.returncode < 0:  # a crash of the wrapped reader is ours
            sys.stderr.buffer.write(p.stderr)
            sys.stderr.flush()
            os.kill(os.getpid(), -p.returncode)
        if p.returncode not in (0, 1):  # not a verdict (a panic's 101): a crash too
            sys.stderr.buffer.write(p.stderr)
            sys.stderr.flush()
            os._exit(p.returncode)
        if p.returncode != 0:
            err = p.stderr.decode("utf-8", "replace").strip()
            first = err.splitlines()[0] if err else "exit status %d" % p.returncode
            raise Reject(None, None, first.replace(path + ":", "", 1).strip())
        return p.stdout if asked else None
    return read


def main(argv):
    want = None
    if argv[:1] == ["--structure"] and len(argv) > 1:
        want, argv = argv[1], argv[2:]
    if argv[:1] == ["--"]:
        argv = argv[1:]
    if not argv or argv[0] in ("-h", "--help") or want not in (None, "json", "mlir"):
        sys.stdout.write(__doc__)
        return 0 if argv[:1] in (["-h"], ["--help"]) else 2
    if not any("{}" in w for w in argv):
        argv = argv + ["{}"]
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    return serve(exec_reader(argv, want), capabilities=[want] if want else [])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
