#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""mlirbc: the reference MLIR bytecode reader (versions 0-6) from Python.

Calls the shared library libmlirbc (built by CMake into build/lib, or
installed) through ctypes; standard library only.

    import mlirbc
    v = mlirbc.validate(data)            # Verdict(verdict, code, section, offset, message)
    d = mlirbc.dump(data, "json")        # Dump(..., text): canonical structure or MLIR text
    a = mlirbc.annotate(data)            # Annotation(..., fields=[Field(...), ...])
    f = mlirbc.findings(data)            # Findings(..., records=[{...}, ...], text)

A rejected file is a result (verdict "reject"), not an exception. The
library is found in $MLIRBC_LIB_DIR, else in the build tree next to this
file (build/lib), else where the system's loader finds libmlirbc.so.1.

As a program, `python3 mlirbc.py [OPTIONS] FILE` behaves as mlirbc-read:
exit status 0 accepted, 1 rejected, 2 usage or I/O error, and the
rejection line FILE:OFFSET: [section] E_CODE: message on stderr.
"""

__license__ = "Apache-2.0 WITH LLVM-exception"

import ctypes
import ctypes.util
import json
import os
import sys
from dataclasses import dataclass, field
from typing import List, Optional, Union

__all__ = ["Verdict", "Dump", "Field", "Annotation", "Findings", "validate", "dump",
           "annotate", "annotate_text", "findings", "library_path", "main"]

HERE = os.path.dirname(os.path.abspath(__file__))
ERAS = (0, 16, 17, 20)
KINDS = ("field", "group", "data")  # mlirbc_field_kind
LIB_NAMES = ("libmlirbc.so.1", "libmlirbc.so", "libmlirbc.1.dylib", "libmlirbc.dylib",
             "mlirbc.dll")


# ---- results ------------------------------------------------------------------------

@dataclass
class Verdict:
    """The reader's verdict; code/section/offset are None when accepted."""
    verdict: str                 # "accept" or "reject"
    code: Optional[str]          # "E_TRUNCATED", ... (spec/reader-errors.md)
    section: Optional[str]       # "header", "string", "dialect", ...
    offset: Optional[int]        # absolute byte offset of the error
    message: str                 # "" when accepted

    @property
    def accepted(self) -> bool:
        return self.verdict == "accept"


@dataclass
class Dump(Verdict):
    """mlirbc-read --dump=json|mlir: text is None when the file is rejected."""
    text: Optional[str] = None


@dataclass
class Field:
    """One row of the annotated view (mlirbc-read --annotate), in file order."""
    offset: int
    length: int                  # bytes; 0 for an empty field
    name: str                    # grammar ID (spec/grammar.json); "" for data rows
    section: str                 # section of the field ("header" at the top level)
    depth: int                   # nesting level, 0 = top level
    parent: int                  # index of the enclosing "group" row, -1 at top level
    kind: str                    # "field", "group" (holds the rows after it) or "data"
    value: Optional[int]         # decoded integer of "field" rows, else None


@dataclass
class Annotation(Verdict):
    """The annotated view as rows; also for a rejected file."""
    fields: List[Field] = field(default_factory=list)


@dataclass
class Findings(Verdict):
    """mlirbc-read --findings: one dict per JSON line (the last: the verdict)."""
    records: List[dict] = field(default_factory=list)
    text: str = ""


# ---- the C API (reader/include/mlirbc.h) --------------------------------------------

class _Error(ctypes.Structure):
    _fields_ = [("code", ctypes.c_int), ("section", ctypes.c_int),
                ("offset", ctypes.c_uint64), ("message", ctypes.c_char * 240)]


class _Options(ctypes.Structure):
    _fields_ = [("alloc", ctypes.c_void_p), ("alloc_ud", ctypes.c_void_p),
                ("era", ctypes.c_int), ("max_text", ctypes.c_uint64),
                ("decode_all", ctypes.c_int)]


class _Field(ctypes.Structure):
    _fields_ = [("offset", ctypes.c_uint64), ("size", ctypes.c_uint64),
                ("value", ctypes.c_uint64), ("name", ctypes.c_char_p),
                ("section", ctypes.c_int), ("depth", ctypes.c_uint32), ("kind", ctypes.c_int)]


_WRITE_FN = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_size_t)
_FIELD_FN = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.POINTER(_Field))
_P = ctypes.c_void_p
_BUF = ctypes.c_char_p  # bytes pass without a copy
_SIGNATURES = {
    "mlirbc_code_name": (ctypes.c_char_p, [ctypes.c_int]),
    "mlirbc_section_name": (ctypes.c_char_p, [ctypes.c_int]),
    "mlirbc_open": (ctypes.c_int, [ctypes.POINTER(_P), _BUF, ctypes.c_size_t,
                                   ctypes.POINTER(_Options), ctypes.POINTER(_Error)]),
    "mlirbc_close": (None, [_P]),
    "mlirbc_walk": (ctypes.c_int, [_P, _P, _P, ctypes.POINTER(_Error)]),
    "mlirbc_dump_json": (ctypes.c_int, [_P, _WRITE_FN, _P, ctypes.POINTER(_Error)]),
    "mlirbc_dump_mlir": (ctypes.c_int, [_P, _WRITE_FN, _P, ctypes.POINTER(_Error)]),
    "mlirbc_annotate": (ctypes.c_int, [_BUF, ctypes.c_size_t, ctypes.POINTER(_Options),
                                       _FIELD_FN, _P, ctypes.POINTER(_Error)]),
    "mlirbc_annotate_text": (ctypes.c_int, [_BUF, ctypes.c_size_t, ctypes.POINTER(_Options),
                                            _WRITE_FN, _P, ctypes.POINTER(_Error)]),
    "mlirbc_findings": (ctypes.c_int, [_BUF, ctypes.c_size_t, ctypes.POINTER(_Options),
                                       _WRITE_FN, _P, ctypes.POINTER(_Error)]),
}

_lib = None


def library_path() -> str:
    """Where libmlirbc is loaded from: $MLIRBC_LIB_DIR, the build tree, the system."""
    dirs = []
    if os.environ.get("MLIRBC_LIB_DIR"):
        dirs.append(os.environ["MLIRBC_LIB_DIR"])
    else:  # reader/bindings/python -> <repo>/build/lib
        dirs.append(os.path.join(HERE, "..", "..", "..", "build", "lib"))
    for d in dirs:
        for name in LIB_NAMES:
            path = os.path.join(d, name)
            if os.path.isfile(path):
                return os.path.abspath(path)
    if os.environ.get("MLIRBC_LIB_DIR"):
        raise OSError("mlirbc: no libmlirbc in MLIRBC_LIB_DIR=%s" % os.environ["MLIRBC_LIB_DIR"])
    found = ctypes.util.find_library("mlirbc")
    if not found:
        raise OSError("mlirbc: libmlirbc not found: build it (cmake --build build), install it, "
                      "or set MLIRBC_LIB_DIR to the directory that holds it")
    return found


def _load():
    global _lib
    if _lib is None:
        lib = ctypes.CDLL(library_path())
        for name, (res, argtypes) in _SIGNATURES.items():
            fn = getattr(lib, name)
            fn.restype, fn.argtypes = res, argtypes
        _lib = lib
    return _lib


def _bytes(data) -> bytes:
    if isinstance(data, bytes):
        return data
    if isinstance(data, (bytearray, memoryview)):
        return bytes(data)
    raise TypeError("mlirbc: data must be bytes, bytearray or memoryview, not %s"
                    % type(data).__name__)


def _options(era, decode_all):
    if era not in ERAS:
        raise ValueError("mlirbc: era must be 0, 16, 17 or 20")
    o = _Options()
    o.era = era
    o.decode_all = 1 if decode_all else 0
    return o


def _verdict(lib, rc, err) -> dict:
    if rc == 0:
        return dict(verdict="accept", code=None, section=None, offset=None, message="")
    return dict(verdict="reject", code=lib.mlirbc_code_name(rc).decode(),
                section=lib.mlirbc_section_name(err.section).decode(), offset=err.offset,
                message=err.message.decode("utf-8", "replace"))


class _Collect:
    """A write callback gathering the chunks the library hands over."""

    def __init__(self):
        self.chunks = []
        self.fn = _WRITE_FN(self._write)

    def _write(self, _ud, data, size):
        self.chunks.append(ctypes.string_at(data, size))
        return 0

    def bytes(self) -> bytes:
        return b"".join(self.chunks)


def _read(data, era, decode_all, want):
    """open + walk (+ dump when WANT is "json"/"mlir"), as mlirbc-read does.
    Returns (rc, err, document bytes or None)."""
    lib = _load()
    data = _bytes(data)
    opts, err, f = _options(era, decode_all), _Error(), ctypes.c_void_p()
    out = _Collect() if want else None
    rc = lib.mlirbc_open(ctypes.byref(f), data, len(data), ctypes.byref(opts), ctypes.byref(err))
    try:
        if rc == 0 and want != "mlir":  # json: validate first, as the CLI does
            rc = lib.mlirbc_walk(f, None, None, ctypes.byref(err))
        if rc == 0 and want == "json":
            rc = lib.mlirbc_dump_json(f, out.fn, None, ctypes.byref(err))
        elif rc == 0 and want == "mlir":
            rc = lib.mlirbc_dump_mlir(f, out.fn, None, ctypes.byref(err))
    finally:
        lib.mlirbc_close(f)
    return lib, rc, err, (out.bytes() if out and rc == 0 else None)


# ---- API ---------------------------------------------------------------------------

Data = Union[bytes, bytearray, memoryview]


def validate(data: Data, era: int = 0, decode_all: bool = False) -> Verdict:
    """What `mlirbc-read FILE` decides."""
    lib, rc, err, _ = _read(data, era, decode_all, None)
    return Verdict(**_verdict(lib, rc, err))


def dump(data: Data, format: str = "json", era: int = 0, decode_all: bool = False) -> Dump:
    """`mlirbc-read --dump=json|mlir`: the canonical structure (spec/structure.md)
    or MLIR generic text; text is None when the file is rejected."""
    if format not in ("json", "mlir"):
        raise ValueError('mlirbc: format must be "json" or "mlir"')
    lib, rc, err, doc = _read(data, era, decode_all, format)
    return Dump(**_verdict(lib, rc, err),
                text=None if doc is None else doc.decode("utf-8", "replace"))


def annotate(data: Data, era: int = 0, decode_all: bool = False) -> Annotation:
    """The annotated view (`mlirbc-read --annotate`) as rows."""
    lib, data = _load(), _bytes(data)
    opts, err = _options(era, decode_all), _Error()
    rows, groups, names, sections = [], [], {}, {}

    def on_row(_ud, p):
        r = p.contents
        kind, depth = KINDS[r.kind], r.depth
        del groups[depth:]
        name = names.get(r.name)
        if name is None:
            name = names[r.name] = r.name.decode()
        section = sections.get(r.section)
        if section is None:
            section = sections[r.section] = lib.mlirbc_section_name(r.section).decode()
        if kind == "group":
            groups.append(len(rows))
        rows.append(Field(r.offset, r.size, name, section, depth,
                          groups[depth - 1] if depth else -1, kind,
                          r.value if kind == "field" else None))
        return 0

    rc = lib.mlirbc_annotate(data, len(data), ctypes.byref(opts), _FIELD_FN(on_row), None,
                             ctypes.byref(err))
    return Annotation(**_verdict(lib, rc, err), fields=rows)


def _text_call(name, data, era, decode_all):
    lib, data = _load(), _bytes(data)
    opts, err, out = _options(era, decode_all), _Error(), _Collect()
    rc = getattr(lib, name)(data, len(data), ctypes.byref(opts), out.fn, None, ctypes.byref(err))
    return lib, rc, err, out.bytes()


def annotate_text(data: Data, era: int = 0, decode_all: bool = False) -> Dump:
    """`mlirbc-read --annotate` as text (also for a rejected file)."""
    lib, rc, err, text = _text_call("mlirbc_annotate_text", data, era, decode_all)
    return Dump(**_verdict(lib, rc, err), text=text.decode("utf-8", "replace"))


def findings(data: Data, era: int = 0, decode_all: bool = False) -> Findings:
    """`mlirbc-read --findings`: facts and findings (spec/ambiguities/) as dicts."""
    lib, rc, err, text = _text_call("mlirbc_findings", data, era, decode_all)
    s = text.decode("utf-8", "replace")
    return Findings(**_verdict(lib, rc, err),
                    records=[json.loads(line) for line in s.splitlines() if line], text=s)


# ---- command line -------------------------------------------------------------------

USAGE = """usage: mlirbc.py [OPTIONS] FILE   (FILE '-' = standard input)

Reads an MLIR bytecode file with the reference reader (versions 0-6) through
libmlirbc. Exit status: 0 accepted, 1 rejected, 2 usage or I/O error. A
rejection prints one line to stderr: FILE:OFFSET: [section] E_CODE: message

options:
  --dump=json     canonical structure (spec/structure.md) on stdout
  --dump=mlir     MLIR generic text on stdout
  --annotate      annotated hex dump (offset, bytes, field, value) by section
  --findings      facts and findings (spec/ambiguities) as JSON lines, then
                  the verdict
  --era=16|17|20  builtin encoding era (default: from the producer string)
  --decode-all    decode every attribute/type entry, not only referenced ones
  -q, --quiet     no error line (exit status only)
  -h, --help      this text

MLIRBC_LIB_DIR=DIR: where libmlirbc is (default: build/lib of this checkout,
then the system's library path).
"""


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    mode, era, decode_all, quiet, path = "validate", 0, False, False, None

    def fail(msg):
        sys.stderr.write("mlirbc.py: %s\n" % msg)
        return 2

    for a in argv:
        if a in ("-h", "--help"):
            sys.stdout.write(USAGE)
            return 0
        if a in ("--dump=json", "--dump=mlir"):
            mode = a[7:]
        elif a in ("--annotate", "--findings"):
            mode = a[2:]
        elif a == "--decode-all":
            decode_all = True
        elif a in ("-q", "--quiet"):
            quiet = True
        elif a.startswith("--era="):
            if a[6:] not in ("16", "17", "20"):
                return fail("--era must be 16, 17 or 20")
            era = int(a[6:])
        elif a in ("--trace", "--stats", "--batch") or a.startswith("--buffer-offset"):
            return fail("%s is not available in the Python binding (use mlirbc-read)" % a)
        elif a.startswith("-") and len(a) > 1:
            return fail("unknown option '%s' (see --help)" % a)
        elif path is not None:
            return fail("one FILE only (see --help)")
        else:
            path = a
    if path is None:
        sys.stderr.write(USAGE)
        return 2
    try:
        if path == "-":
            data = sys.stdin.buffer.read()
        else:
            with open(path, "rb") as f:
                data = f.read()
    except OSError as e:
        return fail("%s: %s" % (path, e.strerror))
    if mode in ("annotate", "findings"):
        lib, rc, err, out = _text_call("mlirbc_" + mode if mode == "findings"
                                       else "mlirbc_annotate_text", data, era, decode_all)
    else:
        lib, rc, err, out = _read(data, era, decode_all, None if mode == "validate" else mode)
    if out:
        sys.stdout.buffer.write(out)
        sys.stdout.buffer.flush()
    v = _verdict(lib, rc, err)
    if rc != 0 and not quiet and mode != "findings":  # bytes: the message as the C side has it
        sys.stderr.flush()
        sys.stderr.buffer.write(b"%s:%d: [%s] %s: %s\n" % (
            os.fsencode(path), err.offset, v["section"].encode(), v["code"].encode(),
            err.message))
        sys.stderr.buffer.flush()
    if rc == 0:
        return 0
    if v["code"] == "E_USAGE" or (mode == "findings" and v["code"] in ("E_NOMEM", "E_CALLBACK")):
        return 2
    return 1


if __name__ == "__main__":
    sys.exit(main())
