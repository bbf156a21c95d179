# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Byte-level delta minimization of a failing case, bounded in time.

Repeatedly tries to delete chunks (halves, quarters, ... single bytes) and
keeps a deletion when the predicate still holds (e.g. "the reader under test
still accepts it and the reference reader still rejects it with the same
code", or "still crashes"). Deterministic for a deterministic predicate."""

import time


def minimize(data, still_fails, budget_seconds=20.0, max_tests=2000, deadline=None):
    """Smallest found bytes for which still_fails(bytes) is True; data itself
    must satisfy it. Stops at `deadline` (time.monotonic()) when given, else
    after budget_seconds. Returns (bytes, tests run, finished: True when
    every single-byte deletion was tried)."""
    if deadline is None:
        deadline = time.monotonic() + budget_seconds
    tests = 0
    cur = bytes(data)
    chunk = max(1, len(cur) // 2)
    while chunk >= 1:
        i = 0
        progressed = False
        while i < len(cur):
            if time.monotonic() > deadline or tests >= max_tests:
                return cur, tests, False
            cand = cur[:i] + cur[i + chunk:]
            tests += 1
            if cand and still_fails(cand):
                cur = cand
                progressed = True
            else:
                i += chunk
        if not progressed:
            chunk //= 2
    return cur, tests, True
