#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Each build input is listed once: no script keeps a copy of a list CMake owns.

  test_build_lists.py ROOT

The lists and where they live:
  * the reader library's sources: reader/src/*.c, globbed by reader/CMakeLists.txt;
  * the generated-file steps (spec/tools/mkgrammar.py --header,
    spec/tools/mkprops.py --out): custom commands of spec/CMakeLists.txt and
    reader/CMakeLists.txt;
  * the fuzz targets: fuzz/targets.txt, read by fuzz/CMakeLists.txt.
Scripts (shell, Python, workflows, Dockerfiles; not CMake files, not docs)
must drive CMake or read the list instead of repeating it: two recent
commits were only catch-ups of such copies. Exit 1 with the fix, 0 when clean.
"""
import os
import re
import subprocess
import sys

SELF = "scripts/tests/test_build_lists.py"
# CMake is the source of the lists; spec/tools/ and its tests show the tools' own usage.
OWNERS = re.compile(r"(^|/)(CMakeLists\.txt|[^/]*\.cmake)$|^fuzz/targets\.txt$|^spec/tools/|^spec/tests/")
SKIP_DIRS = re.compile(r"^(corpus|reports|build[^/]*|\.git|\.cache|node_modules)(/|$)")
SCRIPT_EXT = (".sh", ".py", ".yml", ".yaml", ".mjs", ".js", ".bash")

LIB_SOURCE = re.compile(r"reader/(src|tools)/(\*|\{[^}]*\}|[A-Za-z0-9_]+)\.c\b")
COMPILES = re.compile(r"-std=c11|\$\{?CC\}?\b|\$\{?cc\}?\b|\bclang(-\d+)?\s|\bgcc\s|-c \"\$")
GEN_STEP = re.compile(r"(mkgrammar|mkprops|gen_grammar|gen_props)(\.py)?\b[^\n]*(\\\n[^\n]*)?(--header|--out)\b")


def tracked(root):
    try:
        out = subprocess.run(["git", "-C", root, "ls-files"], stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL, universal_newlines=True, check=True).stdout
        return [p for p in out.splitlines() if os.path.isfile(os.path.join(root, p))]
    except (OSError, subprocess.CalledProcessError):  # an export without .git
        paths = []
        for d, dirs, files in os.walk(root):
            rel = os.path.relpath(d, root).replace(os.sep, "/")
            dirs[:] = [x for x in dirs if not SKIP_DIRS.match(x if rel == "." else rel + "/" + x)]
            paths += [os.path.normpath(os.path.join(rel, f)).replace(os.sep, "/") for f in files]
        return paths


def is_script(root, rel):
    base = os.path.basename(rel)
    if rel.endswith(SCRIPT_EXT) or base == "Dockerfile":
        return True
    if "." in base:
        return False
    try:
        with open(os.path.join(root, rel), "rb") as f:
            return f.read(2) == b"#!"
    except OSError:
        return False


def fuzz_targets(root):
    names = []
    with open(os.path.join(root, "fuzz", "targets.txt"), encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].split()
            if line:
                names.append(line[0])
    return names


def problems_in(rel, text, targets):
    """(file, what, fix) for each copy of a list in TEXT."""
    out = []
    if LIB_SOURCE.search(text) and COMPILES.search(text):
        out.append((rel, "compiles the reader library's sources (%s) itself"
                    % LIB_SOURCE.search(text).group(0),
                    "build the library through CMake (reader/CMakeLists.txt globs reader/src/*.c; "
                    "for another target use a toolchain file, as scripts/cts-wasm does with "
                    "reader/bindings/wasm/wasm32-wasi.cmake)"))
    m = GEN_STEP.search(text)
    if m:
        out.append((rel, "runs a generated-file step itself (%s)" % m.group(0).strip(),
                    "let CMake generate it (spec/CMakeLists.txt, reader/CMakeLists.txt) and build "
                    "the target that needs it"))
    named = [t for t in targets if re.search(r"\b%s\b" % re.escape(t), text)]
    if targets and len(named) == len(targets):
        out.append((rel, "names every fuzz target (%s)" % " ".join(targets),
                    "read fuzz/targets.txt (as fuzz/test_cflite_build.sh and scripts/fuzz.sh "
                    "do) or build the CMake target mlirbc_fuzzers"))
    return out


def self_test(targets):
    """The checks catch the copies this test exists to prevent."""
    bad = {
        "a.sh": 'srcs=("$R"/reader/src/*.c)\n$CC -std=c11 -c "${srcs[@]}"\n',
        "b.sh": "python3 -m spec.tools.mkgrammar --grammar g.json --header h.h\n",
        "c.sh": "for t in %s; do :; done\n" % " ".join(targets),
    }
    for rel, text in bad.items():
        assert problems_in(rel, text, targets), "self-test: %s not flagged" % rel
    ok = "mlirbc-read reader/src/ir.c\nfor t in %s; do :; done\n" % targets[0]
    assert not problems_in("d.sh", ok, targets), "self-test: d.sh flagged"


def main(argv):
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    root = os.path.abspath(argv[1])
    targets = fuzz_targets(root)
    if len(targets) < 2:
        print("FAIL: fuzz/targets.txt names fewer than two targets", file=sys.stderr)
        return 1
    self_test(targets)
    problems, n = [], 0
    for rel in sorted(tracked(root)):
        if rel == SELF or OWNERS.search(rel) or SKIP_DIRS.match(rel) or not is_script(root, rel):
            continue
        try:
            with open(os.path.join(root, rel), encoding="utf-8") as f:
                text = f.read()
        except (OSError, UnicodeDecodeError):
            continue
        n += 1
        problems += problems_in(rel, text, targets)
    for rel, what, fix in problems:
        print("FAIL: %s %s: a copy of a list CMake owns. Fix: %s." % (rel, what, fix), file=sys.stderr)
    if problems:
        return 1
    print("OK: %d scripts checked; the reader's sources, the generated-file steps and the "
          "%d fuzz targets are each listed once" % (n, len(targets)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
