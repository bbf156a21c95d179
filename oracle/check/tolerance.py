# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""What each LLVM release does with a defect the reference reader rejects:
the measured table spec/releases/tolerance.json (written by
spec/tools/mktolerance.py from the conformance report), looked up by the
reader's error. A defect is named by its code, section and message with the
numbers and quoted names taken out, so "string 11 does not end with a NUL
byte" and "string 3 ..." are one defect."""

import json
import os
import re

from oracle.core.paths import REPO

TABLE = os.path.join(REPO, "spec", "releases", "tolerance.json")
REPORT_MESSAGE = re.compile(r"\s*\d+: \[(\w+)\] (E_\w+): (.*)", re.S)


def defect(code, section, message):
    """The key of a defect: "E_STRING string: string N does not end ..."."""
    text = re.sub(r"0x[0-9a-fA-F]+|\d+", "N", (message or "").strip().splitlines()[0]
                  if (message or "").strip() else "")
    text = re.sub(r"`[^`]*`|'[^']*'|\"[^\"]*\"", "X", text)
    return "%s %s: %s" % (code, section or "-", text[:120])


def defect_of_report(message):
    """The key of a reader rejection as the report records it
    ("591: [string] E_STRING: string 11 ..."), or None."""
    m = REPORT_MESSAGE.match(message or "")
    if not m:
        return None
    section, code, text = m.groups()
    return defect(code, section, text)


ERAS = ((23, 23), (20, 20), (17, 17), (0, 16))  # (first major, builtin era)


def writer_relation(producer, reader_era):
    """How the writing release's builtin era (named by an MLIR producer
    string) compares with the reader's: "same", "older", "newer", or
    "other" (no release named). A defect tolerated in a file of the
    reader's own era may still fail in a newer era's file: the rest of the
    file, which the reference reader did not get to, decides."""
    m = re.match(r"MLIR(\d+)", producer or "")
    if not m:
        return "other"
    era = next(e for first, e in ERAS if int(m.group(1)) >= first)
    return "same" if era == reader_era else "older" if era < reader_era else "newer"


BLANK = "blank"  # header() of a file of white space only


def header(path):
    """(version, producer) from a file's header, or (None, None): mlir-opt
    reads both before any section the reference reader may reject.
    (None, BLANK) for a file of white space only: without the magic
    mlir-opt parses MLIR text, and no text is an empty module."""
    try:
        with open(path, "rb") as f:
            head = f.read(257)
    except OSError:
        return None, None
    if len(head) <= 256 and not head.strip():
        return None, BLANK
    if not head.startswith(b"ML\xefR") or len(head) < 5:
        return None, None
    first = head[4]
    n = 9 if first == 0 else (first & -first).bit_length()
    if 4 + n > len(head):
        return None, None
    raw = int.from_bytes(head[4:4 + n], "little")
    version = raw >> 8 if n == 9 else raw >> n
    end = head.find(b"\0", 4 + n)
    producer = head[4 + n:end].decode("utf-8", "replace") if end > 0 else None
    return version, producer


def load(path=TABLE):
    if not os.path.exists(path):
        return {"defects": {}, "codes": {}}
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def decide(cell):
    """(loads, how) from a table cell {"loads": n, "fails": n, ...}: the
    outcome every measured case had, or the majority with its share; None on
    a tie."""
    n_load, n_fail = cell["loads"], cell["fails"]
    if n_load == n_fail:
        return None, "%d measured case(s) load and %d fail" % (n_load, n_fail)
    loads = n_load > n_fail
    case = cell["load_case" if loads else "fail_case"]
    share = "" if not (n_load and n_fail) else " (%d of %d measured cases)" % (
        max(n_load, n_fail), n_load + n_fail)
    return loads, "as measured on case %s%s" % (case, share)


def predict(table, code, section, message, release, relation):
    """(loads, reason) for a file the reader rejects, from the table: the
    exact defect in files of the same writer relation first, else every
    defect of the same code. (None, reason) when neither was measured for
    the release or the measurements tie."""
    key = defect(code, section, message)
    cell = table["defects"].get(key, {}).get(release, {}).get(relation)
    scope = "this defect in a file of %s" % {
        "same": "its own builtin era", "older": "an older builtin era",
        "newer": "a newer builtin era"}.get(relation, "a producer naming no LLVM release")
    if cell is None:
        cell = table["codes"].get(code, {}).get(release, {}).get(relation)
        scope = "defects with code %s (this message was not measured)" % code
    if cell is None:
        return None, "not conformant (%s); what LLVM %s does with it was not measured" % (
            code, release)
    loads, how = decide(cell)
    if loads is None:
        return None, "not conformant (%s): LLVM %s on %s: %s" % (code, release, scope, how)
    verb = "tolerates" if loads else "rejects"
    detail = "" if loads or not cell.get("fail_message") else ": %s" % cell["fail_message"]
    return loads, "not conformant (%s); LLVM %s %s %s, %s%s" % (
        code, release, verb, scope, how, detail)
