#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Fake batch reader (spec/certify-protocol.md) that misbehaves on cue.

Accepts files with the magic ML\\xEFR, rejects others (E_MAGIC at 0); the
message names its pid so a test sees restarts. A file starting with
CRASH dies of SIGSEGV, HANG sleeps, EXIT exits 0, GARBAGE writes a bad
answer, WRONGSEQ answers another request, ASAN prints a sanitizer report and
exits 1; a file holding NODOC is accepted without the document asked for. Options:
  --handshake LINE   send LINE instead of the handshake
  --crash-on-x       also die on files starting with ML\\xEFX
  --odd-offset       offer `offset`; reject at buffer offset 1 (offset-dependent verdict)
  --json             offer `json` (document: {"fake": SIZE})
"""

import os
import signal
import sys
import time


def main(argv):
    caps = []
    handshake = None
    crash_on_x = "--crash-on-x" in argv
    odd = "--odd-offset" in argv
    if odd:
        caps.append("offset")
    if "--json" in argv:
        caps.append("json")
    if "--handshake" in argv:
        handshake = argv[argv.index("--handshake") + 1]
    out, inp = sys.stdout.buffer, sys.stdin.buffer
    out.write(((handshake or " ".join(["mlirbc-certify", "1"] + caps)) + "\n").encode())
    out.flush()
    while True:
        line = inp.readline()
        if not line:
            return 0
        _, seq, offset, want, size = line.decode().split()
        data = inp.read(int(size))
        cue = data[:8]
        if cue.startswith(b"CRASH") or (crash_on_x and data[:4] == b"ML\xefX"):
            os.kill(os.getpid(), signal.SIGSEGV)
        if cue.startswith(b"HANG"):
            time.sleep(1000)
        if cue.startswith(b"EXIT"):
            return 0
        if cue.startswith(b"ASAN"):
            sys.stderr.write("==1==ERROR: AddressSanitizer: heap-buffer-overflow on address 0x1\n")
            sys.stderr.flush()
            os._exit(1)
        if cue.startswith(b"GARBAGE"):
            out.write(b"hello there\n")
            out.flush()
            continue
        if cue.startswith(b"WRONGSEQ"):
            seq = str(int(seq) + 1)
        msg = b"pid %d" % os.getpid()
        doc = None
        if data[:4] != b"ML\xefR" or (odd and offset == "1"):
            head = "result %s reject E_MAGIC 0 %d -\n" % (seq, len(msg))
        else:
            if want == "json" and b"NODOC" not in data:
                doc = b'{"fake": %d}' % len(data)
            head = "result %s accept - - %d %s\n" % (seq, len(msg), "-" if doc is None else len(doc))
        out.write(head.encode() + msg + (doc or b""))
        out.flush()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
