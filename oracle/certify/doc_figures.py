#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""doc_figures.py — the figures of docs/certification.md, rendered from
committed data and from the code that applies them, never typed.

    python3 -m oracle.certify.doc_figures [--doc docs/certification.md] [--check]

Sources: the readers matrix (reports/readers/index.md, written by
`./cts peers matrix` / `python3 -m oracle.matrix`: scores, crash counts and
root causes of every reader's last certification) and constants of the code
(argparse defaults of oracle/certify/cli.py, thresholds of
oracle/core/cluster.py and oracle/certify/sites.py, the rules the certify
tests assert), read as literals from the source so nothing is run.

The page marks each figure and each passage made of figures:

    <!-- GENERATED NAME ... -->TEXT<!-- END GENERATED -->

NAME is a key of FIGURES. A passage (a marker alone on its line) gets a
blank line on each side; an inline figure sits in its sentence. Without
--check the page is rewritten; with it, exit 1 when any marked text differs
from its rendering (CTest docs_certification).
"""
import argparse
import ast
import os
import re
import sys

from oracle.core.paths import REPO
from oracle.matrix import table

DOC = os.path.join("docs", "certification.md")
MATRIX = os.path.join("reports", "readers", "index.md")
MARK = re.compile(r"<!-- GENERATED ([a-z0-9-]+)\b[^>]*-->(.*?)<!-- END GENERATED -->", re.S)
SQUARES = "🟩🟨🟧🟥"
WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}
# the reader of the worked example (a column of the matrix)
EXAMPLE = "mlir-opt-19"


# ---- constants of the code, read as literals ---------------------------------

def _tree(rel):
    with open(os.path.join(REPO, rel), encoding="utf-8") as f:
        return ast.parse(f.read(), rel)


def constant(rel, name):
    """The literal a module assigns to NAME at its top level."""
    for node in _tree(rel).body:
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == name
                                                for t in node.targets):
            return ast.literal_eval(node.value)
    raise SystemExit("%s: no top-level literal %s" % (rel, name))


def option_default(rel, option):
    """The default of an add_argument(OPTION, ..., default=...) call."""
    for node in ast.walk(_tree(rel)):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and node.func.attr == "add_argument"
                and any(isinstance(a, ast.Constant) and a.value == option for a in node.args)):
            for kw in node.keywords:
                if kw.arg == "default":
                    return ast.literal_eval(kw.value)
    raise SystemExit("%s: no default for %s" % (rel, option))


def expected_entry(rel, name, key):
    """EXPECTED[NAME][KEY] of a test table written as {NAME: dict(KEY=literal, ...)}."""
    for node in _tree(rel).body:
        if (isinstance(node, ast.Assign) and isinstance(node.value, ast.Dict)
                and any(isinstance(t, ast.Name) and t.id == "EXPECTED" for t in node.targets)):
            for k, v in zip(node.value.keys, node.value.values):
                if isinstance(k, ast.Constant) and k.value == name and isinstance(v, ast.Call):
                    for kw in v.keywords:
                        if kw.arg == key:
                            return ast.literal_eval(kw.value)
    raise SystemExit("%s: no EXPECTED[%r][%r]" % (rel, name, key))


def messy_readers():
    """[(name, [bug, ...])] as CMake builds them (MESSY_READERS)."""
    with open(os.path.join(REPO, MESSY_CMAKE), encoding="utf-8") as f:
        m = re.search(r"set\(MESSY_READERS\s+(.*?)\)", f.read(), re.S)
    return [(n, b.split(",")) for n, b in (e.split("=", 1) for e in m.group(1).split())]


CLI = "oracle/certify/cli.py"
CLUSTER = "oracle/core/cluster.py"
ENGINE = "oracle/certify/engine.py"
SITES = "oracle/certify/sites.py"
OFFAXIS = "oracle/certify/tests/test_offaxis.py"
MESSY = "oracle/certify/tests/test_messy.py"
MESSY_CMAKE = "oracle/certify/tests/messy/CMakeLists.txt"


def seconds(x):
    return "%g s" % x


def percent(x):
    return "%g %%" % (100 * x)


def word(n):
    return WORDS.get(n, str(n))


# ---- the readers matrix ----------------------------------------------------------------

def _cells(line):
    return [c.strip() for c in line.strip()[1:-1].split(" | ")]


def _plain(cell):
    """A cell without its colour square."""
    return cell[1:].strip() if cell[:1] in SQUARES else cell


def matrix(path=None):
    """[{label, version, date, rows: {(section, row): text}}], one per column,
    from the Markdown the matrix renderer writes."""
    with open(path or os.path.join(REPO, MATRIX), encoding="utf-8") as f:
        text = f.read().splitlines()
    start = next((i for i, l in enumerate(text) if l.startswith("| | ")), None)
    if start is None:
        raise SystemExit("%s: no matrix table" % MATRIX)
    lines = []
    for l in text[start:]:
        if not l.startswith("|"):
            break
        lines.append(l)
    cols = []
    for head in _cells(lines[0])[1:]:
        label, version, date = head.split("<br>")
        m = re.match(r"^\[(.*)\]\(.*\)$", label)
        cols.append({"label": m.group(1) if m else label, "version": version, "date": date,
                     "rows": {}})
    section = None
    for line in lines[2:]:
        cells = _cells(line)
        if cells[0].startswith("**"):
            section = cells[0].strip("*")
            continue
        for c, text in zip(cols, cells[1:]):
            c["rows"][(section, cells[0])] = _plain(text)
    return cols


def column(cols, label):
    for c in cols:
        if c["label"] == label:
            return c
    raise SystemExit("%s: no column %s" % (MATRIX, label))


SCORE = dict(table.SCORES)   # score key -> the matrix's row label


def score(col, key):
    return col["rows"][("Scores", SCORE.get(key, key))]


def causes_text(col):
    """'11 + 8 minor + 91 unexplained' -> '11 root causes, 8 minor causes and
    91 unexplained failures'."""
    m = re.match(r"^(\d+)(?: \+ (\d+) minor)?(?: \+ (\d+) unexplained)?$",
                 score(col, "root causes of the failures"))
    n, k, u = int(m.group(1)), int(m.group(2) or 0), int(m.group(3) or 0)
    parts = ["%d root cause%s" % (n, "" if n == 1 else "s")]
    if k:
        parts.append("%d minor cause%s" % (k, "" if k == 1 else "s"))
    if u:
        parts.append("%d unexplained failure%s" % (u, "" if u == 1 else "s"))
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def cases_text(col):
    """'5773 (partial)' -> '5,773 cases (a partial run)'."""
    m = re.match(r"^(\d+)( \(partial\))?$", score(col, "cases run"))
    return "{:,} cases{}".format(int(m.group(1)), " (a partial run)" if m.group(2) else "")


def upstream_versions(cols):
    vs = [c["version"][len("LLVM "):] for c in cols
          if c["label"].startswith("mlir-opt-") and c["version"].startswith("LLVM ")]
    return ", ".join(vs[:-1]) + " and " + vs[-1] if len(vs) > 1 else "".join(vs)


# ---- the passages -------------------------------------------------------------------------

def measured(cols):
    dates = sorted({c["date"] for c in cols})
    when = dates[0] if len(dates) == 1 else "%s to %s" % (dates[0], dates[-1])
    return ("> The figures on this page are rendered by `python3 -m oracle.certify.doc_figures` "
            "(CTest `docs_certification` fails when one is stale): readers' scores and root "
            "causes from the readers matrix (`reports/readers/index.md`, certified %s with the "
            "Debian packages of mlir-opt %s; `./cts peers matrix` re-runs it), defaults and "
            "thresholds from the code that applies them." % (when, upstream_versions(cols)))


def example(cols):
    c = column(cols, EXAMPLE)
    rows = [(SCORE[k], score(c, k)) for k, _ in table.SCORES]
    rows += [(k, score(c, k)) for k in ("crashes / hangs / OOMs", "root causes of the failures",
                                        "cases run")]
    rows += [(r, t) for (s, r), t in sorted(c["rows"].items()) if s == "By expected verdict"]
    out = ["Its last certification is the `%s` column of the readers matrix "
           "(`reports/readers/index.md`), certified on %s over %s: %s. "
           "`certificate.md` (in `reports/certify/%s/`, not tracked) opens with the same scores, "
           "then the root causes, largest first:" % (
               EXAMPLE, c["date"], cases_text(c), causes_text(c), EXAMPLE),
           "", "| matrix row | %s |" % EXAMPLE, "|---|---:|"]
    out += ["| %s | %s |" % r for r in rows]
    return "\n".join(out)


def readers_table(cols):
    keys = [k for k, _ in table.SCORES]
    out = ["Measured root causes and scores on the whole corpus, one row per column of the "
           "readers matrix (`reports/readers/index.md`):", "",
           "| reader | version | certified | root causes | " +
           " | ".join(SCORE[k] for k in keys) + " | crashes / hangs / OOMs | cases run |",
           "|---|---|---|---:|" + "---:|" * len(keys) + "---:|---:|"]
    for c in cols:
        out.append("| %s | %s | %s | %s | %s | %s | %s |" % (
            c["label"], c["version"], c["date"], score(c, "root causes of the failures"),
            " | ".join(score(c, k) for k in keys), score(c, "crashes / hangs / OOMs"),
            score(c, "cases run")))
    return "\n".join(out)


# the words for each MESSY_* bug (oracle/certify/tests/messy/messy_read.c)
BUG_WORDS = {"CLEANUP_CRASH": "cleanup crash", "CRASH_OPAQUE": "crash on opaque payloads",
             "V0_ONLY": "v0 only", "REJECT_EMPTY": "rejects empty sections",
             "ACCEPT_ABOVE_6": "accepts v7+", "FAILS_V0": "fails v0",
             "ALIGN_SECTION": "alignment from section start", "FEW_TYPES": "few builtin types"}


def _versions(vs):
    return "[%d..%d]" % (vs[0], vs[-1]) if len(vs) > 2 and vs == list(range(vs[0], vs[-1] + 1)) \
        else "[%s]" % ", ".join(map(str, vs))


def messy_table(_cols):
    names = constant(MESSY, "MESSY_NAMES")
    claims = constant(MESSY, "VERSION_CLAIMS")
    out = ["| reader | bugs | root causes at most | with the claim |", "| --- | --- | ---: | --- |"]
    for name, bugs in messy_readers():
        claim = [claims[names[b]] for b in bugs if names.get(b) in claims]
        out.append("| %s | %s | %d | %s |" % (
            name, ", ".join(BUG_WORDS[b] for b in bugs), len(bugs) + 1,
            "`versions: %s`: only the other %d bugs remain" % (_versions(claim[0]), len(bugs) - 1)
            if claim else "—"))
    return "\n".join(out)


def reference_cases(cols):
    return "{:,}".format(int(score(column(cols, "reference (C)"), "cases run").split()[0]))


# name -> (passage?, render(matrix columns) -> text)
FIGURES = {
    "measured": (True, measured),
    "example": (True, example),
    "readers": (True, readers_table),
    "messy": (True, messy_table),
    "sites-budget": (False, lambda _: seconds(option_default(CLI, "--sites-budget"))),
    "minimize-budget": (False, lambda _: seconds(option_default(CLI, "--minimize-budget"))),
    "gdb-chunk": (False, lambda _: str(constant(SITES, "GDB_CHUNK"))),
    "frames": (False, lambda _: word(constant(SITES, "FRAMES"))),
    "min-cover": (False, lambda _: str(constant(CLUSTER, "MIN_COVER"))),
    "same-frames": (False, lambda _: word(constant(CLUSTER, "SAME_FRAMES"))),
    "min-purity": (False, lambda _: percent(constant(CLUSTER, "MIN_PURITY"))),
    "minor-share": (False, lambda _: percent(constant(ENGINE, "MINOR_SHARE"))),
    "messy-about": (False, lambda _: percent(constant(MESSY, "ABOUT"))),
    "messy-min-shown": (False, lambda _: str(constant(MESSY, "MIN_SHOWN"))),
    "offaxis-min-cause": (False, lambda _: str(constant(OFFAXIS, "MIN_CAUSE"))),
    "offaxis-about": (False, lambda _: percent(constant(OFFAXIS, "ABOUT"))),
    "offaxis-min-bug": (False, lambda _: str(constant(OFFAXIS, "MIN_BUG"))),
    "offaxis-gathered": (False, lambda _: percent(constant(OFFAXIS, "GATHERED"))),
    "pytrace-causes": (False, lambda _: word(expected_entry(OFFAXIS, "pytrace", "max_causes"))),
    "accept-causes": (False, lambda _: str(expected_entry(OFFAXIS, "always-accept", "max_causes"))),
    "accept-headline": (False, lambda _: percent(expected_entry(OFFAXIS, "always-accept",
                                                                "headline_max"))),
    "reference-cases": (False, reference_cases),
}


def render(page, cols):
    """The page with every marked figure rendered; SystemExit on an unknown
    or a missing figure."""
    seen = set()

    def one(m):
        name = m.group(1)
        if name not in FIGURES:
            raise SystemExit("%s: unknown figure %r (known: %s)" % (DOC, name, ", ".join(FIGURES)))
        seen.add(name)
        passage, fn = FIGURES[name]
        # a comment opening a line starts an HTML block: it would end the
        # paragraph an inline figure sits in, and a passage needs a line of its own
        at_line_start = m.start() == 0 or page[m.start() - 1] == "\n"
        if at_line_start != passage:
            raise SystemExit("%s: the figure %s must %s" % (
                DOC, name, "stand on its own lines" if passage else "not open a line"))
        text = fn(cols)
        body = "\n\n%s\n\n" % text if passage else text
        return m.group(0)[:m.start(2) - m.start(0)] + body + "<!-- END GENERATED -->"

    out, n = MARK.subn(one, page)
    if page.count("<!-- GENERATED") != n or page.count("<!-- END GENERATED -->") != n:
        raise SystemExit("%s: a GENERATED marker without its pair" % DOC)
    missing = sorted(set(FIGURES) - seen)
    if missing:
        raise SystemExit("%s: no marker for %s" % (DOC, ", ".join(missing)))
    return out


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--doc", default=os.path.join(REPO, DOC))
    ap.add_argument("--matrix", default=os.path.join(REPO, MATRIX))
    ap.add_argument("--check", action="store_true", help="exit 1 if the page is not the rendering")
    args = ap.parse_args(argv)
    with open(args.doc, encoding="utf-8") as f:
        page = f.read()
    want = render(page, matrix(args.matrix))
    if args.check:
        if want != page:
            old, new = page.splitlines(), want.splitlines()
            line = next((i + 1 for i, (a, b) in enumerate(zip(old, new)) if a != b),
                        min(len(old), len(new)))
            print("%s: a figure differs from its rendering (first at line %d); "
                  "run: python3 -m oracle.certify.doc_figures" % (DOC, line))
            return 1
        print("%s: every figure matches its rendering" % DOC)
        return 0
    if want != page:
        with open(args.doc, "w", encoding="utf-8") as f:
            f.write(want)
    return 0


if __name__ == "__main__":
    sys.exit(main())
