#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""A toy reader behind adapter.py: accepts a file that starts with the magic
ML\\xEFR and a version varint 0..6, whatever follows. Not a real reader (it
accepts most n_ cases); it shows the adapter and tests it."""

import sys

import adapter  # beside this file: a script's own directory is on sys.path

MAGIC = b"ML\xefR"


def read(data, offset, want):
    if len(data) < 4 or data[:4] != MAGIC:
        raise adapter.Reject("E_MAGIC", 0, "not MLIR bytecode")
    # prefix varint: the first byte's trailing zero bits count the bytes
    # that follow (a first byte 0: eight follow)
    first = data[4] if len(data) > 4 else None
    n = None if first is None else 9 if first == 0 else (first & -first).bit_length()
    if n is None or len(data) < 4 + n:
        raise adapter.Reject("E_TRUNCATED", 4, "no version")
    raw = int.from_bytes(bytes(data[4:4 + n]), "little")
    version = raw >> 8 if first == 0 else raw >> n
    if version > 6:
        raise adapter.Reject("E_VERSION", 4, "version %d is newer than 6" % version)
    return None


if __name__ == "__main__":
    sys.exit(adapter.serve(read, capabilities=["offset"]))
