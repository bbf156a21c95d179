#!/usr/bin/env python3
"""A toy reader behind adapter.py: accepts a file that starts with the magic
ML\\xEFR and a one-byte version varint 0..6, whatever follows. Not a real
reader (it accepts most n_ cases); it shows the adapter and tests it."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import adapter  # noqa: E402

MAGIC = b"ML\xefR"


def read(data, offset, want):
    if len(data) < 4 or data[:4] != MAGIC:
        raise adapter.Reject("E_MAGIC", 0, "not MLIR bytecode")
    if len(data) < 5:
        raise adapter.Reject("E_TRUNCATED", 4, "no version")
    v = data[4]
    if not v & 1 or v >> 1 > 6:  # a one-byte varint ends in bit 0 = 1
        raise adapter.Reject("E_VERSION", 4, "unsupported version byte 0x%02x" % v)
    return None


if __name__ == "__main__":
    sys.exit(adapter.serve(read, capabilities=["offset"]))
