#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""pytrace.py: an off-axis reader in Python with one bug. It reads the
header and the section table like tinybc.h, but indexes the file's bytes
without checking the length first: a file cut inside a varint, or whose
section is longer than what is left, raises IndexError and dies with a
traceback and exit status 1 (the interpreter's), a crash that looks like a
rejection. Everything else is read correctly, bad files are rejected with
"error: ..." and exit status 1. `--why FILE` prints the outcome and the bug
that decided it (the test's ground truth)."""

import sys


class Invalid(Exception):
    pass


def byte(data, pos):
    return data[pos]  # no length check: IndexError past the end


def varint(data, pos):
    first = byte(data, pos)
    if first == 0:
        return int.from_bytes(bytes(byte(data, pos + 1 + i) for i in range(8)), "little"), pos + 9
    n = (first & -first).bit_length()
    return int.from_bytes(bytes(byte(data, pos + i) for i in range(n)), "little") >> n, pos + n


def read(data):
    if data[:4] != b"ML\xefR":
        raise Invalid("bad magic")
    version, pos = varint(data, 4)
    if version > 6:
        raise Invalid("unsupported version %d" % version)
    end = data.find(b"\0", pos)
    if end < 0:
        raise Invalid("producer string not terminated")
    pos, seen = end + 1, set()
    while pos < len(data):
        sid, aligned = byte(data, pos) & 0x7F, byte(data, pos) & 0x80
        if sid > 8:
            raise Invalid("invalid section id %d" % sid)
        if sid in seen:
            raise Invalid("section %d appears twice" % sid)
        length, pos = varint(data, pos + 1)
        if aligned:
            align, pos = varint(data, pos)
            if align == 0 or align & (align - 1) or align > 1 << 32:
                raise Invalid("bad alignment %d" % align)
            while pos % align:
                if byte(data, pos) != 0xCB:
                    raise Invalid("bad padding")
                pos += 1
        if length:
            byte(data, pos + length - 1)  # the section's last byte
        seen.add(sid)
        pos += length
    for sid in range(9):
        if (sid <= 4 or sid == 8 and version >= 5 or sid in (5, 6) and 11 - sid in seen) \
                and sid not in seen:
            raise Invalid("missing section %d" % sid)


def main():
    why = sys.argv[1] == "--why"
    with open(sys.argv[-1], "rb") as f:
        data = f.read()
    if why:
        try:
            read(data)
            print("accepted none")
        except Invalid:
            print("rejected none")
        except IndexError:
            print("crash index-error")
        return 0
    try:
        read(data)
    except Invalid as e:
        sys.stderr.write("error: %s\n" % e)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
