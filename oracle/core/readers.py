# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Reader definitions: how to run a reader on a case and what it claims.

A reader is a command template. `{file}` is the case path; `{offset}` (only
for readers that support it) the buffer offset of the alignment sweep; a
bare `{}` is the same as `{file}`. Kinds: reference (build/bin/mlirbc-read),
mlir-opt (upstream tool, prints generic text), certified (any program)."""

import dataclasses
import hashlib
import os
import re
import shlex
import shutil
import subprocess
from oracle.core.paths import REPO

PRINT_FLAGS = ["--allow-unregistered-dialect", "--mlir-print-op-generic",
               "--mlir-print-debuginfo", "--mlir-print-local-scope"]
ALL_VERSIONS = list(range(7))
# Highest bytecode version each upstream major reads (older ones: v0 only).
MAX_VERSION_BY_MAJOR = ((19, 6), (17, 5), (16, 0))
SWEEP_OFFSETS = [0, 1, 8, 16, 4096]
CHECKOUT = REPO
# What decides the reference reader's behaviour: its sources and the grammar
# IDs its build generates a header from. Build flags and the build directory
# do not (a debug build in build-asan/ must report the same identity).
REFERENCE_SOURCES = ("reader/src", "reader/include", "reader/tools",
                     "spec/grammar.json", "spec/tools/mkgrammar.py")
_IGNORED_SUFFIXES = ("~", ".orig", ".rej", ".swp", ".pyc")


def binary_digest(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return "sha256:" + h.hexdigest()[:12]


def source_files(root, entries=REFERENCE_SOURCES):
    """Sorted relative paths of the files under ENTRIES (files or directories)."""
    out = []
    for entry in entries:
        top = os.path.join(root, entry)
        if os.path.isfile(top):
            out.append(entry)
            continue
        for dirpath, dirnames, filenames in os.walk(top):
            dirnames[:] = [d for d in dirnames if not d.startswith(".") and d != "__pycache__"]
            for fn in filenames:
                if fn.startswith(".") or fn.endswith(_IGNORED_SUFFIXES):
                    continue
                out.append(os.path.relpath(os.path.join(dirpath, fn), root).replace(os.sep, "/"))
    return sorted(out)


def source_digest(root=CHECKOUT, entries=REFERENCE_SOURCES):
    """'src:' + 12 hex of sha256 over (relative path, size, bytes) of every
    source file in path order: the same sources give the same identity in any
    checkout, build directory or machine."""
    h = hashlib.sha256()
    for rel in source_files(root, entries):
        with open(os.path.join(root, rel), "rb") as f:
            data = f.read()
        h.update(b"%s\0%d\0" % (rel.encode("utf-8"), len(data)))
        h.update(data)
    return "src:" + h.hexdigest()[:12]


def era_of_major(major):
    """Builtin era of an LLVM major (spec/grammar.json eras; 23 from sources)."""
    return 16 if major <= 16 else 17 if major <= 19 else 20 if major <= 22 else 23


@dataclasses.dataclass(eq=False)
class Reader:
    """One reader. `output` is 'mlir' (generic text on stdout), 'json'
    (canonical structure) or None (verdict only)."""
    id: str
    kind: str
    template: list                    # argv words with placeholders
    version: str                      # public identity (in reports and the registry)
    output: str = None
    claims: dict = None
    json_template: list = None
    offsets: list = None
    major: int = None
    display: str = None
    # what the result cache is keyed by: the version plus, where the version
    # does not name the bytes run, the binary's digest
    cache_id: str = None
    offers_batch: bool = False        # serves spec/certify-protocol.md (--batch)

    def __post_init__(self):
        self.cache_id = self.cache_id or self.version
        self.claims = self.claims or {"versions": ALL_VERSIONS}
        self.offsets = self.offsets or []
        self.display = self.display or " ".join(self.template)

    def argv(self, path, offset=None, template=None):
        out = []
        for w in template or self.template:
            w = w.replace("{file}", path).replace("{}", path)
            if "{offset}" in w:
                w = w.replace("{offset}", str(offset or 0))
            out.append(w)
        return out

    def claims_case(self, case):
        # versions the format does not define (7, 2^64-1, unreadable) are
        # rejection tests every reader must pass, whatever it claims
        versions = self.claims.get("versions")
        v = case["version"]
        if versions is not None and v in ALL_VERSIONS and v not in versions:
            return False
        feats = self.claims.get("features")
        if isinstance(feats, list) and not set(case["features"]) <= set(feats):
            return False
        return True

    def public(self):
        d = {"id": self.id, "kind": self.kind, "version": self.version,
             "command": self.display, "claims": self.claims}
        if self.offsets:
            d["offsets"] = self.offsets
        return d


def reference_reader(path, root, offsets=True, version=None):
    """build/bin/mlirbc-read; sweeps buffer offsets when it has --buffer-offset.
    Its identity is VERSION when given, else the digest of the sources of this
    checkout (source_digest), never of the binary: the binary's bytes depend on
    the build directory. The cache key adds the binary's digest, so a binary
    older than its sources never answers for them."""
    usage = b""
    try:
        usage = subprocess.run([path, "--help"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               timeout=20).stdout
    except (OSError, subprocess.TimeoutExpired):
        pass
    has_offset = b"--buffer-offset" in usage
    tmpl = [path, "--dump=mlir", "{file}"]
    version = version or source_digest()
    reader = Reader("mlirbc-read", "reference", tmpl, version, output="mlir",
                  json_template=[path, "--dump=json", "{file}"],
                  claims={"versions": ALL_VERSIONS, "features": "all",
                          "levels": ["L0", "L1", "L2", "L3"]},
                  offsets=SWEEP_OFFSETS if (offsets and has_offset) else [],
                  display="mlirbc-read --dump=mlir {file}",
                  cache_id="%s %s" % (version, binary_digest(path)))
    reader.offers_batch = b"--batch" in usage  # spec/certify-protocol.md
    return reader


# One shell per case runs every offset (5 processes would cost 5 Python
# spawns); it prints "OFFSET STATUS" per line and always exits 0.
SWEEP_SCRIPT = ('r=$1; f=$2; shift 2; for o in "$@"; do '
                '"$r" -q --buffer-offset "$o" "$f" >/dev/null; echo "$o $?"; done')


def sweep_argv(reader, path, offsets):
    """Verdict-only alignment sweep of the reference reader, all offsets."""
    return ["sh", "-c", SWEEP_SCRIPT, "sh", reader.template[0], path] + [str(o) for o in offsets]


def sweep_verdict(status):
    """L0 class from one sweep exit status (the reader ran with -q)."""
    if status == 0:
        return "accepted"
    if status == 128 + 9:
        return "oom"
    if status > 128:
        return "crash"
    return "rejected"


def parse_sweep(raw):
    out = {}
    for line in raw.decode("ascii", "replace").splitlines():
        parts = line.split()
        if len(parts) == 2 and parts[0].isdigit() and parts[1].isdigit():
            out[parts[0]] = sweep_verdict(int(parts[1]))
    return {"align": out}


def mlir_opt_version(tool):
    try:
        p = subprocess.run([tool, "--version"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           timeout=30)
    except (OSError, subprocess.TimeoutExpired):
        return None
    m = re.search(r"LLVM version (\d+)\.(\d+)\.(\d+)", p.stdout.decode("utf-8", "replace"))
    return m and "%s.%s.%s" % m.groups()


def mlir_opt_reader(tool):
    path = shutil.which(tool) or tool
    version = mlir_opt_version(path)
    if not version:
        return None
    major = int(version.split(".")[0])
    maxv = next((v for m, v in MAX_VERSION_BY_MAJOR if major >= m), 0)
    name = "mlir-opt-%d" % major
    return Reader(name, "mlir-opt", [path] + PRINT_FLAGS + ["{file}"], version, output="mlir",
                  claims={"versions": list(range(maxv + 1)), "era": era_of_major(major)},
                  major=major,
                  display=" ".join([name] + PRINT_FLAGS + ["{file}"]))


def discover_mlir_opt(extra=(), search_path=True):
    """mlir-opt-16/19/22 on PATH (unless not SEARCH_PATH) plus any --oracle
    PATH; one reader per major."""
    found = {}
    names = (["mlir-opt-%d" % n for n in range(14, 30)] if search_path else []) + list(extra)
    for tool in names:
        if tool in extra or shutil.which(tool):
            r = mlir_opt_reader(tool)
            if r and r.id not in found:
                found[r.id] = r
    return [found[k] for k in sorted(found, key=lambda s: int(s.rsplit("-", 1)[1]))]


def certified_reader(command, name, claims=None, structure=False):
    """Any reader given as a shell-like command with {} / {file} (and {offset})."""
    words = shlex.split(command)
    if not any("{}" in w or "{file}" in w for w in words):
        words.append("{file}")
    # the version is the digest of the contents (never the paths) of every
    # file the command names (the interpreter and the script of a scripted
    # reader), so edits invalidate the cache and a move does not
    h = hashlib.sha256()
    for w in words:
        exe = shutil.which(w) if "/" not in w else w
        if exe and os.path.isfile(exe):
            h.update(binary_digest(exe).encode())
    version = "sha256:" + h.hexdigest()[:12]
    # structure: None/False (verdict only), True or "json", or "mlir" (generic text)
    output = {True: "json", False: None}.get(structure, structure)
    return Reader(name, "certified", words, version, output=output,
                  claims=claims or {"versions": ALL_VERSIONS},
                  offsets=SWEEP_OFFSETS if any("{offset}" in w for w in words) else [],
                  display=command)
