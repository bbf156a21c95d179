# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Structural comparison at levels L1-L3 (spec/conformance-schema.md).

Both inputs are first brought to a list of lines per level:
* normalized generic text (oracle/core/normalize.py output) is projected line by
  line: L3 keeps the line, L2 drops attribute dictionaries and `loc(...)`,
  L1 also drops types;
* canonical JSON (spec/structure.md) is flattened to one line per op/block
  with the fields of the level.
The level reached is the highest level whose lines are equal."""

import json

from oracle.core import deepjson
from oracle.core import normalize
from oracle.core.upstream_diffs import KNOWN_DIFFERENCES, known_difference  # noqa: F401

LEVELS = ("L1", "L2", "L3")


def _skip_string(text, i, n):
    """Index of the quote closing the string literal opened at text[i]."""
    i += 1
    while i < n and text[i] != '"':
        i += 2 if text[i] == "\\" else 1
    return i


def _close(text, i, open_ch, close_ch):
    """Index of the bracket closing text[i] == open_ch (strings skipped)."""
    depth = 0
    n = len(text)
    while i < n:
        c = text[i]
        if c == '"':
            i = _skip_string(text, i, n)
        elif c == open_ch:
            depth += 1
        elif c == close_ch:
            depth -= 1
            if depth == 0:
                return i
        i += 1
    return n - 1


def _find_top(text, needle, start=0):
    """First index of needle at bracket depth 0 (strings, ()[]{}<> nest)."""
    depth = 0
    i = start
    n = len(text)
    while i < n:
        c = text[i]
        if c == '"':
            i = _skip_string(text, i, n)
        elif depth == 0 and text.startswith(needle, i):
            return i
        elif c in "([{" or (c == "<" and text[i + 1:i + 2] != "="):
            depth += 1
        elif c in ")]}" or (c == ">" and text[i - 1:i] != "-" and text[i + 1:i + 2] != "="):
            depth -= 1
        i += 1
    return -1


def _project_tail(tail, level):
    """Tail after an op's operands/successors or after `})`."""
    if tail.strip() in ("({", ""):
        return tail
    rest = tail
    attrs = ""
    if rest.startswith(" {"):
        end = _close(rest, 1, "{", "}")
        attrs, rest = rest[:end + 1], rest[end + 1:]
    loc = ""
    k = _find_top(rest, " loc(")
    if k >= 0:
        rest, loc = rest[:k], rest[k:]
    if level == "L3":
        return attrs + rest + loc
    if level == "L2":
        return rest
    return ""


def _project_args(inner, level):
    """Block arguments `%0: i32 loc(...), ...`."""
    parts = []
    i = 0
    while i <= len(inner):
        j = _find_top(inner, ",", i)
        part = (inner[i:] if j < 0 else inner[i:j]).strip()
        if part:
            name, _, rest = part.partition(":")
            k = _find_top(rest, " loc(")
            ty = rest if k < 0 else rest[:k]
            parts.append(name.strip() if level == "L1" else
                         "%s:%s" % (name.strip(), ty) if level == "L2" else part)
        if j < 0:
            break
        i = j + 1
    return ", ".join(parts)


def project_text_line(line, level):
    if level == "L3":
        return line
    body = line.lstrip(" ")
    pad = line[:len(line) - len(body)]
    if body.startswith("^"):
        p = body.find("(")
        if p < 0:
            return line
        end = _close(body, p, "(", ")")
        return pad + body[:p + 1] + _project_args(body[p + 1:end], level) + body[end:]
    if body.startswith("})"):
        return pad + "})" + _project_tail(body[2:], level)
    q = body.find('"')
    if q < 0 or not (body.startswith('"') or body.startswith("%")):
        return line
    q2 = q + 1
    while q2 < len(body) and body[q2] != '"':
        q2 += 2 if body[q2] == "\\" else 1
    p = body.find("(", q2)
    if p < 0:
        return line
    end = _close(body, p, "(", ")") + 1
    if body[end:end + 1] == "[":
        end = _close(body, end, "[", "]") + 1
    return pad + body[:end] + _project_tail(body[end:], level)


def text_lines(normalized, level):
    return [project_text_line(l, level) for l in normalized.splitlines()]


def json_lines(doc, level):
    """Flatten canonical structure JSON to comparable lines (explicit stack)."""
    lines = []
    stack = [("ops", doc.get("ops", []), 0)]
    if level == "L3":
        lines.append("resources " + deepjson.dumps(doc.get("resources", []), sort_keys=True))
        lines.append("dialect-versions " + json.dumps(
            sorted([d.get("name"), d.get("version")] for d in doc.get("dialects", [])
                   if d.get("version") is not None)))
    while stack:
        kind, item, depth = stack.pop()
        pad = "  " * depth
        if kind == "ops":
            for op in reversed(item):
                stack.append(("op", op, depth))
        elif kind == "block":
            idx, block = item
            args = []
            for a in block.get("args", []):
                s = "%%%s" % a.get("id")
                if level in ("L2", "L3"):
                    s += ": " + str(a.get("type"))
                if level == "L3":
                    s += " " + str(a.get("loc"))
                args.append(s)
            lines.append("%s^bb%d(%s):" % (pad, idx, ", ".join(args)))
            stack.append(("ops", block.get("ops", []), depth + 1))
        elif kind == "region_sep":
            lines.append(pad + item)
        else:
            op = item
            res = ", ".join("%%%s" % r.get("id") for r in op.get("results", []))
            s = "%s%s%s(%s)" % (pad, res + " = " if res else "", json.dumps(op.get("name")),
                                ", ".join("%%%s" % v for v in op.get("operands", [])))
            if op.get("successors"):
                s += "[%s]" % ", ".join("^bb%s" % b for b in op["successors"])
            if op.get("regions"):
                s += " isolated" if op.get("isolated") else ""
            if level in ("L2", "L3"):
                s += " : " + ", ".join(str(r.get("type")) for r in op.get("results", []))
            if level == "L3":
                for f in ("attrs", "props", "loc", "uselists"):
                    if op.get(f) is not None:
                        s += " %s=%s" % (f, deepjson.dumps(op[f], sort_keys=True))
            lines.append(s)
            regions = op.get("regions", [])
            for ri in range(len(regions) - 1, -1, -1):
                stack.append(("region_sep", "} region %d end" % ri, depth))
                blocks = regions[ri].get("blocks", [])
                for bi in range(len(blocks) - 1, -1, -1):
                    stack.append(("block", (bi, blocks[bi]), depth + 1))
                stack.append(("region_sep", "{ region %d" % ri, depth))
    return lines


def _first_diff(a, b, level):
    for i in range(max(len(a), len(b))):
        x = a[i] if i < len(a) else "<end>"
        y = b[i] if i < len(b) else "<end>"
        if x != y:
            return "%s: line %d: %s  vs  %s" % (level, i + 1, x.strip()[:110], y.strip()[:110])
    return None


def compare(got, want, project):
    """(level reached, first difference or None). project(x, level) -> lines."""
    reached = "L0"
    for level in LEVELS:
        a, b = project(got, level), project(want, level)
        if a != b:
            return reached, _first_diff(a, b, level)
        reached = level
    return reached, None


_IMPLICIT_HEAD = '"builtin.module"() ({'


def strip_implicit_module(text, file_name, same_file=None):
    """Undo mlir-opt's implicit module. When the top level of a file is not a
    single builtin.module, mlir-opt wraps its ops in one located at the input
    file, `loc("<path>":0:0)`; that op is not in the file. Only a wrapper whose
    location names `file_name` (the case's base name) is removed, or a path
    for which same_file(path) is true (results are cached by content, so a
    print may name a byte-identical file)."""
    if not text.startswith(_IMPLICIT_HEAD + "\n"):
        return text
    lines = text.split("\n")
    tail = '}) : () -> () loc("'
    for i in range(1, len(lines)):
        line = lines[i]
        if line.startswith(" ") or (i == 1 and line == "^bb0:"):  # empty top level: a bare label
            continue
        if not (line.startswith(tail) and line.endswith('":0:0)')):
            return text
        path = line[len(tail):-len('":0:0)')]
        if path.rsplit("/", 1)[-1] != file_name and not (same_file and same_file(path)):
            return text
        body = [l[2:] if l.startswith("  ") else l for l in lines[1:i] if l != "^bb0:"]
        return "\n".join(body + lines[i + 1:])
    return text


def compare_text(got_norm, want_norm):
    return compare(got_norm, want_norm, text_lines)


def upstream_difference(got_norm, want_norm, got_resources="", want_resources=""):
    """A print difference mlir-opt makes itself (oracle/core/upstream_diffs.py):
    the row of KNOWN_DIFFERENCES that explains all of got != want, or None."""
    return known_difference(got_norm, want_norm, got_resources, want_resources)


def compare_json(got_doc, want_doc):
    return compare(got_doc, want_doc, json_lines)


def normalize_output(raw):
    """Cached post-processing of a generic-text print: {'text': normalized}
    or {'normalize_error': msg}."""
    try:
        return {"text": normalize.normalize(raw.decode("utf-8", "replace"))}
    except (normalize.NormalizeError, RecursionError, IndexError) as e:
        return {"normalize_error": str(e)[:200]}


def parse_json_output(raw):
    try:
        return {"json": deepjson.loads(raw.decode("utf-8", "replace"))}
    except (ValueError, MemoryError) as e:
        return {"json_error": str(e)[:200]}
