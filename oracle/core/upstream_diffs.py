# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Print differences that mlir-opt makes itself, not the reader.

A reader's print can differ from the producer's golden print because of how
mlir-opt prints, with the reader right about the file. Each known kind is one
row of KNOWN_DIFFERENCES: an id, its cause, an upstream reference and an
`erase` function that takes (reader print, golden print) and returns both
with that one difference removed, or None when the pair does not show it.
A pair is recognized only if erasing leaves the two texts equal, so nothing
else may differ. The comparison (oracle/core/compare.py) and the
measurement (oracle/check/measure.py) list these apart from reader
mismatches."""

import re

_DISTINCT = re.compile(r"distinct\[\d+\]")
_RESOURCE = re.compile(r"dense_resource<([A-Za-z_][\w.$-]*?)_(\d+)>")


def _erase_distinct_split(got, want):
    """mlir-opt numbers one DistinctAttr that the file shares twice (two ids
    for one attribute): the golden has more distinct ids than the reader."""
    ids = lambda t: len(set(_DISTINCT.findall(t)))  # noqa: E731
    if ids(want) <= ids(got):
        return None
    return _DISTINCT.sub("distinct[]", got), _DISTINCT.sub("distinct[]", want)


def _erase_resource_renamed(got, want):
    """The resource blob manager gives a key already in use a `_N` suffix:
    the golden says blob1_1 where the file (and the reader) says blob1."""
    renamed = {}
    for m in _RESOURCE.finditer(want):
        base, full = m.group(1), m.group(0)[len("dense_resource<"):-1]
        if "dense_resource<%s>" % base in got and "dense_resource<%s>" % full not in got:
            renamed[full] = base
    if not renamed:
        return None
    pattern = re.compile(r"(?<![\w.$-])(%s)(?![\w.$-])" % "|".join(map(re.escape, renamed)))
    return got, pattern.sub(lambda m: renamed[m.group(1)], want)


KNOWN_DIFFERENCES = [
    {"id": "distinct-printed-twice",
     "cause": "mlir-opt prints one DistinctAttr that the file holds once (one attribute "
              "table entry, referenced twice) as two distinct[N] with different ids",
     "upstream": "llvm/llvm-project mlir/lib/IR/AsmPrinter.cpp: DistinctAttr ids are "
                 "assigned by the printer (AsmStateImpl distinct attribute numbering)",
     "erase": _erase_distinct_split},
    {"id": "resource-key-renamed",
     "cause": "mlir-opt renames a dialect resource key it already holds, blob1 -> blob1_1, "
              "when it reads the file; the file and the reader keep blob1",
     "upstream": "llvm/llvm-project mlir/lib/IR/DialectResourceBlobManager.cpp: "
                 "DialectResourceBlobManager::insert uniques a taken name with a counter "
                 "suffix",
     "erase": _erase_resource_renamed},
]


def known_difference(got, want, got_resources="", want_resources=""):
    """The KNOWN_DIFFERENCES row that explains every difference between the
    reader's print `got` and the golden `want` (both normalized; resource
    trailers compared alike), or None. Rows are tried alone, then all
    together (a file can show more than one)."""
    a, b = got + "\n" + got_resources, want + "\n" + want_resources
    if a == b:
        return None
    for row in KNOWN_DIFFERENCES:
        r = row["erase"](a, b)
        if r is not None and r[0] == r[1]:
            return row
    x, y, applied = a, b, []
    for row in KNOWN_DIFFERENCES:
        r = row["erase"](x, y)
        if r is not None:
            x, y = r
            applied.append(row)
    if x == y and applied:
        return {k: " + ".join(r[k] for r in applied) for k in ("id", "cause", "upstream")}
    return None
