# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""A reader's messages as templates: the words that vary from file to file
become <*>, learnt from the messages themselves (log template mining, as
Drain does), so "duplicate top-level section: attr" and "... : type" are one
complaint whatever the reader's author quoted or not. Numbers, offsets,
quoted names, hex and paths are placeholders already
(oracle/core/cluster.py normalize_message)."""

WILD = "<*>"
# the share of positions two messages of the same length must agree on to be
# one template; short messages must agree more (two words differing in one
# are different complaints: "invalid section" / "invalid version")
SIMILAR = 0.6
MIN_WORDS = 3


def _similar(tokens, template):
    same = sum(1 for a, b in zip(tokens, template) if a == b or b == WILD)
    return same / len(tokens)


def mine(messages):
    """{message: template} for normalized messages (an iterable, repeats
    count): messages of one length that agree on SIMILAR of their words
    share a template whose differing words are <*>."""
    counts = {}
    for m in messages:
        if m:
            counts[m] = counts.get(m, 0) + 1
    by_len = {}
    for m in sorted(counts, key=lambda m: (-counts[m], m)):
        by_len.setdefault(len(m.split()), []).append(m)
    out = {}
    for n, msgs in sorted(by_len.items()):
        groups = []  # [template tokens, members]
        for m in msgs:
            tokens = m.split()
            best = None
            if n >= MIN_WORDS:
                for g in groups:
                    s = _similar(tokens, g[0])
                    if s >= SIMILAR and (best is None or s > best[0]):
                        best = (s, g)
            if best is None:
                groups.append([tokens, [m]])
                continue
            g = best[1]
            merged = [a if a == b else WILD for a, b in zip(g[0], tokens)]
            if sum(1 for t in merged if t != WILD) < SIMILAR * n:
                groups.append([tokens, [m]])  # would say too little
                continue
            g[0] = merged
            g[1].append(m)
        for tokens, members in groups:
            t = " ".join(tokens)
            for m in members:
                out[m] = t
    return out


def matches(message, template):
    """Does a (normalized) message fit a template?"""
    a, b = message.split(), template.split()
    return len(a) == len(b) and all(x == y or y == WILD for x, y in zip(a, b))
