#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Normalize MLIR generic-form text so two printers' outputs can be compared.

Usage:
    python3 -m oracle.core.normalize [--resources] [FILE|-]

The rules are documented in spec/normalization.md.  In short:

* comments (``// ...``) and the ``{-# ... #-}`` resource trailer are dropped
  (``--resources`` prints only the normalized trailer instead);
* SSA values are renumbered %0, %1, ... in order of first appearance, with
  region scoping (a value defined in a region is forgotten when the region
  closes, so a printer that restarts numbering in every isolated region and
  one that does not produce the same result);
* block labels are renamed ^bb0, ^bb1, ... by position inside their region;
* decimal float literals are rewritten to a canonical scientific form
  (exact, via decimal.Decimal, no rounding);
* string literals are re-escaped canonically;
* whitespace is canonical: one op / block label / region brace per line,
  two spaces of indentation per region level, single spaces between tokens.

The implementation is a small single-pass tokenizer plus a single pass over the
token list with explicit stacks (no recursion on nesting depth).
"""

import argparse
import decimal
import glob
import os
import sys
from oracle.core.paths import REPO

__all__ = ["tokenize", "normalize", "extract_resources", "Token", "NormalizeError"]


class NormalizeError(ValueError):
    pass


# Token kinds
STR = "str"        # "..."            text = canonical re-escaped literal
VALUE = "value"    # %name or %name#N  (base, suffix kept separately)
LABEL = "label"    # ^name
SYM = "sym"        # @name or @"..."
ALIAS = "alias"    # #name  (attribute alias / dialect attribute prefix)
BANG = "bang"      # !name  (type alias / dialect type prefix)
NUM = "num"        # integer / float / hex literal
WORD = "word"      # bare identifier / keyword / shape word like 4x?xf32
PUNCT = "punct"    # ( ) [ ] { } < > , = : -> ? * + - etc.
TRAILER = "trailer"  # {-# ... #-}   text = raw inner text


class Token:
    __slots__ = ("kind", "text", "ws_before", "nl_before", "suffix")

    def __init__(self, kind, text, ws_before, nl_before, suffix=""):
        self.kind = kind
        self.text = text
        self.ws_before = ws_before   # any whitespace (or dropped comment) before
        self.nl_before = nl_before   # a newline before (after previous token)
        self.suffix = suffix         # for VALUE: "#N" result suffix

    def __repr__(self):
        return "Token(%s,%r%s)" % (self.kind, self.text, self.suffix)


_WORD_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.$")
_SUFFIX_CHARS = _WORD_CHARS | frozenset("-")
_DIGITS = frozenset("0123456789")
_HEX = frozenset("0123456789abcdefABCDEF")


def _decode_string(text, start):
    """Decode a string literal starting at text[start] == '"'.

    Returns (bytes, end_index_after_closing_quote)."""
    out = bytearray()
    i = start + 1
    n = len(text)
    while True:
        if i >= n:
            raise NormalizeError("unterminated string literal at offset %d" % start)
        c = text[i]
        if c == '"':
            return bytes(out), i + 1
        if c == "\\":
            if i + 1 >= n:
                raise NormalizeError("bad escape at offset %d" % i)
            d = text[i + 1]
            if d in '"\\':
                out += d.encode()
                i += 2
            elif d == "n":
                out += b"\n"
                i += 2
            elif d == "t":
                out += b"\t"
                i += 2
            elif i + 2 < n and d in _HEX and text[i + 2] in _HEX:
                out.append(int(text[i + 1:i + 3], 16))
                i += 3
            else:
                raise NormalizeError("bad escape at offset %d" % i)
            continue
        if c == "\n":
            raise NormalizeError("newline in string literal at offset %d" % start)
        out += c.encode("utf-8")
        i += 1


def _encode_string(data):
    """Canonical escaping: printable ASCII other than '"' and '\\' verbatim,
    '\\' as '\\\\', everything else as \\XX (upper-case hex)."""
    parts = ['"']
    for b in data:
        if b == 0x5C:
            parts.append("\\\\")
        elif 0x20 <= b < 0x7F and b != 0x22:
            parts.append(chr(b))
        else:
            parts.append("\\%02X" % b)
    parts.append('"')
    return "".join(parts)


def _canon_float(text):
    """Canonical exact form of a decimal float literal: [-]D.DDDe[-]X."""
    sign = ""
    body = text
    if body[0] in "+-":
        if body[0] == "-":
            sign = "-"
        body = body[1:]
    d = decimal.Decimal(body)
    if d.is_zero():
        return sign + "0.0e0"
    _, digits, exp = d.normalize().as_tuple()
    digits = "".join(str(x) for x in digits)
    # value = digits * 10**exp ; scientific exponent:
    sci = exp + len(digits) - 1
    frac = digits[1:] or "0"
    return "%s%s.%se%d" % (sign, digits[0], frac, sci)


def _lex_number(text, i):
    """Lex a number starting at i (text[i] is a digit or a sign followed by a
    digit).  Returns (kind, lexeme, end).  Words such as 4x8xf32 or 0xf32 that
    merely start with digits are returned as WORD."""
    n = len(text)
    j = i
    if text[j] in "+-":
        j += 1
    k = j
    while k < n and text[k] in _DIGITS:
        k += 1
    is_float = False
    if k < n and text[k] == "." and k + 1 < n and text[k + 1] in _DIGITS:
        k += 1
        while k < n and text[k] in _DIGITS:
            k += 1
        is_float = True
    if k < n and text[k] in "eE":
        m = k + 1
        if m < n and text[m] in "+-":
            m += 1
        if m < n and text[m] in _DIGITS:
            while m < n and text[m] in _DIGITS:
                m += 1
            k = m
            is_float = True
    # extend to a word if identifier characters follow (e.g. 4x8xf32, 0x7FC0)
    e = k
    while e < n and text[e] in _WORD_CHARS:
        e += 1
    if e != k:
        lex = text[i:e]
        if not is_float and text[j:j + 2] in ("0x", "0X") and all(c in _HEX for c in text[j + 2:e]) and e > j + 2:
            return NUM, lex, e  # hex literal (kept verbatim)
        return WORD, lex, e
    lex = text[i:k]
    if is_float:
        return NUM, _canon_float(lex), k
    return NUM, lex, k


def tokenize(text):
    """Split MLIR text into Tokens.  Comments are dropped (recorded as
    whitespace); the resource trailer becomes one TRAILER token."""
    toks = []
    i = 0
    n = len(text)
    ws = False
    nl = True
    while i < n:
        c = text[i]
        if c in " \t\r":
            ws = True
            i += 1
            continue
        if c == "\n":
            ws = True
            nl = True
            i += 1
            continue
        if c == "/" and text.startswith("//", i):
            e = text.find("\n", i)
            i = n if e < 0 else e
            ws = True
            continue
        start = i
        if c == "{" and text.startswith("{-#", i):
            e = text.find("#-}", i + 3)
            if e < 0:
                raise NormalizeError("unterminated {-# ... #-} block at offset %d" % i)
            toks.append(Token(TRAILER, text[i + 3:e], ws, nl))
            i = e + 3
        elif c == '"':
            data, i = _decode_string(text, i)
            toks.append(Token(STR, _encode_string(data), ws, nl))
        elif c in "%^@#!":
            j = i + 1
            if c == "@" and j < n and text[j] == '"':
                data, j = _decode_string(text, j)
                toks.append(Token(SYM, "@" + _encode_string(data), ws, nl))
                i = j
            else:
                chars = _SUFFIX_CHARS if c in "%^" else _WORD_CHARS
                while j < n and text[j] in chars:
                    j += 1
                if j == i + 1:
                    # lone sigil, e.g. '#' of '#-}' handled above; keep as punct
                    toks.append(Token(PUNCT, c, ws, nl))
                    i = j
                else:
                    kind = {"%": VALUE, "^": LABEL, "@": SYM, "#": ALIAS, "!": BANG}[c]
                    name = text[i:j]
                    suffix = ""
                    if c == "%" and j + 1 < n and text[j] == "#" and text[j + 1] in _DIGITS:
                        k = j + 1
                        while k < n and text[k] in _DIGITS:
                            k += 1
                        suffix = text[j:k]
                        j = k
                    toks.append(Token(kind, name, ws, nl, suffix))
                    i = j
        elif c in _DIGITS or (c in "+-" and i + 1 < n and text[i + 1] in _DIGITS
                             and not (toks and toks[-1].kind in (NUM, WORD, VALUE) and not ws)):
            kind, lex, i = _lex_number(text, i)
            toks.append(Token(kind, lex, ws, nl))
        elif c in _WORD_CHARS:
            j = i
            while j < n and text[j] in _WORD_CHARS:
                j += 1
            toks.append(Token(WORD, text[i:j], ws, nl))
            i = j
        elif c == "-" and text.startswith("->", i):
            toks.append(Token(PUNCT, "->", ws, nl))
            i += 2
        else:
            toks.append(Token(PUNCT, c, ws, nl))
            i += 1
        assert i > start
        ws = False
        nl = False
    return toks


# ---------------------------------------------------------------------------

_OPEN = {"(": ")", "[": "]", "{": "}", "<": ">"}
_NO_SPACE_BEFORE = frozenset([",", ")", "]", "}"])
_NO_SPACE_AFTER = frozenset(["(", "["])


class _Frame:
    """Bracket stack entry."""
    __slots__ = ("opener", "region_list", "region", "scope", "pending")

    def __init__(self, opener, region_list=False, region=None):
        self.opener = opener
        self.region_list = region_list  # '(' that contains regions
        self.region = region            # region id for region '{'
        self.scope = None               # list of (name, previous binding)
        self.pending = None             # names used before definition


def _analyze(toks):
    """Classify tokens.  Returns (roles, label_map) where roles[i] is one of
    None, 'region_open', 'region_close', 'op_start', 'label_def', 'value_def',
    and label_map maps (region_id, label) -> canonical label (pass 1)."""
    roles = [None] * len(toks)
    regions = []     # per region id: [next_index, implicit_entry_seen]
    label_map = {}
    open_ids = {}    # token index of a region '{' -> region id
    region_of = [None] * len(toks)  # region id in which token sits (region level)
    stack = [_Frame("", region=-1)]  # top level acts as a region (id -1)
    top_state = [0, False]
    prev = None  # previous token at any level
    for idx, t in enumerate(toks):
        top = stack[-1]
        if t.kind == TRAILER:
            prev = t
            continue
        at_region_level = top.region is not None
        if at_region_level:
            region_of[idx] = top.region
        if t.kind == PUNCT and t.text in _OPEN:
            is_region = False
            if t.text == "{" and prev is not None and prev.kind == PUNCT:
                if prev.text == "(" and prev is toks[idx - 1]:
                    # '({' : the enclosing '(' is an op's region list
                    top.region_list = True
                    is_region = True
                elif prev.text == "," and top.region_list:
                    is_region = True
            if is_region:
                rid = len(regions)
                regions.append([0, False])
                roles[idx] = "region_open"
                open_ids[idx] = rid
                stack.append(_Frame("{", region=rid))
            else:
                stack.append(_Frame(t.text))
            prev = t
            continue
        if t.kind == PUNCT and t.text in (")", "]", "}", ">"):
            # close the innermost matching frame
            if len(stack) > 1 and _OPEN.get(stack[-1].opener) == t.text:
                fr = stack.pop()
                if fr.region is not None:
                    roles[idx] = "region_close"
            elif t.text == ">":
                pass  # '>' of '->' is lexed separately; stray '>' (e.g. '>=') ignored
            else:
                raise NormalizeError("unbalanced %r" % t.text)
            prev = t
            continue
        if at_region_level:
            st = regions[top.region] if top.region >= 0 else top_state
            if t.kind == LABEL and t.nl_before:
                roles[idx] = "label_def"
                label_map[(top.region, t.text)] = "^bb%d" % st[0]
                st[0] += 1
                st[1] = True
            else:
                if not st[1]:
                    st[1] = True
                    st[0] += 1  # implicit (unlabelled) entry block
                if t.kind == STR and not (prev is not None and prev.kind == PUNCT and prev.text == "="):
                    roles[idx] = "op_start"
                elif t.kind == VALUE and not (prev is not None and prev.kind == PUNCT and prev.text == ","
                                              and region_of[idx - 1] is not None):
                    roles[idx] = "op_start"
        prev = t
    if len(stack) != 1:
        raise NormalizeError("unbalanced brackets at end of input (%r still open)" % stack[-1].opener)
    # value definitions: %v tokens at region level followed (through ':N', ',')
    # by '=' ; block arguments: '%v' ':' directly inside the label's parens.
    n = len(toks)
    for idx, t in enumerate(toks):
        if t.kind == VALUE and region_of[idx] is not None:
            j = idx + 1
            while j < n:
                u = toks[j]
                if u.kind == PUNCT and u.text == "=":
                    roles[idx] = "value_def" if roles[idx] != "op_start" else "op_start_def"
                    break
                if u.kind == PUNCT and u.text in (":", ","):
                    j += 1
                    continue
                if u.kind == NUM or u.kind == VALUE:
                    j += 1
                    continue
                break
        elif roles[idx] == "label_def":
            j = idx + 1
            if j < n and toks[j].kind == PUNCT and toks[j].text == "(":
                depth = 0
                while j < n:
                    u = toks[j]
                    if u.kind == PUNCT and u.text in _OPEN:
                        depth += 1
                    elif u.kind == PUNCT and u.text in (")", "]", "}", ">"):
                        depth -= 1
                        if depth == 0:
                            break
                    elif (depth == 1 and u.kind == VALUE and j + 1 < n
                          and toks[j + 1].kind == PUNCT and toks[j + 1].text == ":"):
                        roles[j] = "value_def"
                    j += 1
    return roles, label_map, open_ids


def normalize(text):
    """Return the canonical form of MLIR text (see spec/normalization.md)."""
    toks = tokenize(text)
    roles, label_map, open_ids = _analyze(toks)
    out = []
    line = []
    depth = 0
    counter = [0]
    # value scopes: stack of dicts; binding name -> canonical
    bindings = {}
    scopes = [[]]          # per open region: list of (name, previous) to restore
    pendings = [set()]     # per open region: names used before definition
    region_stack = [-1]

    def fresh():
        c = "%%%d" % counter[0]
        counter[0] += 1
        return c

    def bind(name, canon):
        scopes[-1].append((name, bindings.get(name)))
        bindings[name] = canon

    def flush():
        if line:
            out.append("  " * max(cur_indent[0], 0) + "".join(line))
            del line[:]

    cur_indent = [0]
    prev_text = None
    for idx, t in enumerate(toks):
        if t.kind == TRAILER:
            continue
        role = roles[idx]
        # ---- rename
        if t.kind == VALUE:
            name = t.text
            if role in ("value_def", "op_start_def"):
                if name in pendings[-1]:
                    pendings[-1].discard(name)
                    canon = bindings[name]
                else:
                    found = None
                    for p in reversed(pendings):
                        if name in p:
                            found = p
                            break
                    if found is not None:
                        found.discard(name)
                        canon = bindings[name]
                    else:
                        canon = fresh()
                        bind(name, canon)
            else:
                canon = bindings.get(name)
                if canon is None:
                    canon = fresh()
                    bind(name, canon)
                    pendings[-1].add(name)
            text = canon + t.suffix
        elif t.kind == LABEL:
            text = label_map.get((region_stack[-1], t.text))
            if text is None:
                raise NormalizeError("reference to undefined block %s" % t.text)
        else:
            text = t.text
        # ---- layout
        if role == "region_close":
            flush()
            # leave scope; unresolved forward uses move to the parent region
            for name, previous in reversed(scopes.pop()):
                if name in pendings[-1]:
                    continue
                if previous is None:
                    bindings.pop(name, None)
                else:
                    bindings[name] = previous
            unresolved = pendings.pop()
            for name in unresolved:
                scopes[-1].append((name, None))
            pendings[-1].update(unresolved)
            region_stack.pop()
            depth -= 1
            cur_indent[0] = depth
            line.append(text)
            prev_text = text
            continue
        if role in ("op_start", "op_start_def", "label_def"):
            flush()
            cur_indent[0] = depth - 1 if role == "label_def" else depth
            line.append(text)
        else:
            if line:
                if text in _NO_SPACE_BEFORE:
                    pass
                elif prev_text == ",":
                    line.append(" ")
                elif prev_text in _NO_SPACE_AFTER:
                    pass
                elif t.ws_before:
                    line.append(" ")
            elif not line and out and role != "region_open":
                cur_indent[0] = depth
            line.append(text)
        prev_text = text
        if role == "region_open":
            flush()
            depth += 1
            cur_indent[0] = depth
            scopes.append([])
            pendings.append(set())
            region_stack.append(open_ids[idx])
    flush()
    lines = _merge_properties(out)
    return _renumber_distinct("\n".join(lines) + ("\n" if lines else ""))


# ---- properties and attributes ------------------------------------------
# Whether an inherent attribute prints in `<{...}>` (properties) or `{...}`
# (the attribute dictionary) depends on the reading tool (registered op or
# not) and on the bytecode version (before v5 inherent attributes travel in
# the dictionary). Both are one set of named attributes: merge them into
# one dictionary sorted by name, printed where the attribute dictionary goes.

_OPEN = {"(": ")", "[": "]", "{": "}", "<": ">"}


def _scan(text, start, stop_chars):
    """Index of the first char in stop_chars at nesting depth 0 from start
    (strings skipped; '>' of '->' and '>=' is not a bracket), or -1."""
    depth = 0
    i = start
    n = len(text)
    while i < n:
        c = text[i]
        if c == '"':
            i += 1
            while i < n and text[i] != '"':
                i += 2 if text[i] == "\\" else 1
        elif depth == 0 and c in stop_chars:
            return i
        elif c in "([{":
            depth += 1
        elif c == "<" and text[i + 1:i + 2] != "=":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == ">" and text[i - 1:i] != "-" and text[i + 1:i + 2] != "=":
            depth -= 1
        i += 1
    return -1


def _dict_entries(body):
    """Split the inside of a dictionary into its entries."""
    entries = []
    i = 0
    while i < len(body):
        j = _scan(body, i, ",")
        part = body[i:] if j < 0 else body[i:j]
        if part.strip():
            entries.append(part.strip())
        if j < 0:
            break
        i = j + 1
    return entries


def _entry_key(e):
    j = _scan(e, 0, "=")
    return (e if j < 0 else e[:j]).strip()


def _split_props(line):
    """(line without ' <{...}>', entries) for the first top-level <{...}>."""
    k = line.find(" <{")
    while k >= 0:
        # only a properties dict right after the operand/successor lists
        end = _scan(line, k + 3, "}")
        if end >= 0 and line[end + 1:end + 2] == ">":
            return line[:k] + line[end + 2:], _dict_entries(line[k + 3:end])
        k = line.find(" <{", k + 1)
    return line, None


def _with_attrs(line, start, extra):
    """Merge `extra` entries into the attribute dictionary of the op tail that
    begins at index start (' {attrs} : type loc' or ' : type loc')."""
    if not extra:
        return line
    rest = line[start:]
    entries = []
    if rest.startswith(" {"):
        end = _scan(rest, 2, "}")
        entries = _dict_entries(rest[2:end])
        rest = rest[end + 1:]
    merged = sorted(set(entries) | set(extra), key=_entry_key)
    return line[:start] + " {" + ", ".join(merged) + "}" + rest


def _merge_properties(lines):
    out = []
    pending = []  # properties of ops whose regions are still open
    for line in lines:
        body = line.lstrip(" ")
        pad = line[:len(line) - len(body)]
        if body.startswith("})"):
            props = pending.pop() if pending else None
            if props:
                body = _with_attrs(body, 2, props)
        elif body.startswith('"') or (body.startswith("%") and ' = "' in body):
            body = _undot_op_name(body)
            body, props = _split_props(body)
            if body.endswith(" ({"):
                pending.append(props)
            elif props:
                # tail starts after the operand list and successors
                q = body.find('"', body.find('"') + 1)
                close = _scan(body, body.find("(", q) + 1, ")")
                tail = close + 1
                if body[tail:tail + 1] == "[":
                    tail = _scan(body, tail + 1, "]") + 1
                body = _with_attrs(body, tail, props)
            if not body.endswith(" ({"):
                body = _drop_property_defaults(body)
        out.append(pad + body)
    return out


def _undot_op_name(body):
    """mlir-opt-16 prints an unregistered op name without a dialect prefix
    ("foo") as "foo."; every later release and the reader print "foo". A
    name ending in '.' is not otherwise printable, so the dot is dropped."""
    q = body.find('"')
    e = body.find('"', q + 1)
    if e > q + 1 and body[e - 1] == "." and body[e + 1:e + 2] == "(":
        return body[:e - 1] + body[e:]
    return body


# ---- defaults of properties that are not attributes --------------------
# Below v5 the writer keeps only attribute-valued properties (in the
# attribute dictionary) and drops the others (bool, enum, optional int64:
# `affine.linearize_index disjoint`, `llvm.add overflowFlags`); mlir-opt
# then prints their C++ default value, which is not in the file. From v5 on
# these properties are always written, default or not. A default entry
# therefore says nothing about the file: it is dropped, on both sides. The
# op names and property kinds come from the release model
# (spec/releases/N/ops.tsv); the printed default of each kind from the
# generated getPropertiesAsAttr (spec/normalization.md).
_RELEASES = os.path.join(REPO, "spec", "releases")
_DEFAULT_TEXT = (  # token marker -> printed default
    ("=bool:", "false"),
    ("=varint(", "0 : i32"),
    ("=varint:IntegerOverflowFlags", "#llvm.overflow<none>"),
    ("=opt_varint:", "[]"),
)
_defaults = None


def _property_defaults():
    """{op name: {"NAME = DEFAULT", ...}} over every modeled release."""
    global _defaults
    if _defaults is None:
        _defaults = {}
        for path in sorted(glob.glob(os.path.join(_RELEASES, "*", "ops*.tsv"))):
            with open(path, encoding="utf-8") as f:
                for line in f:
                    if line.startswith("#") or "\t" not in line:
                        continue
                    op, layout = line.rstrip("\n").split("\t", 1)
                    for tok in layout.split(" "):
                        for marker, text in _DEFAULT_TEXT:
                            if marker in tok:
                                name = tok.split("=", 1)[0]
                                _defaults.setdefault(op, set()).add(name + " = " + text)
    return _defaults


def _drop_property_defaults(body):
    """body: one op line (no regions). Drops default non-attribute property
    entries from its attribute dictionary."""
    q = body.find('"')
    name = body[q + 1:body.find('"', q + 1)]
    drop = _property_defaults().get(name)
    if not drop:
        return body
    close = _scan(body, body.find("(", q + len(name) + 2) + 1, ")")
    tail = close + 1
    if body[tail:tail + 1] == "[":
        tail = _scan(body, tail + 1, "]") + 1
    if not body.startswith(" {", tail):
        return body
    end = _scan(body, tail + 2, "}")
    entries = [e for e in _dict_entries(body[tail + 2:end]) if e not in drop]
    attrs = " {" + ", ".join(entries) + "}" if entries else ""
    return body[:tail] + attrs + body[end + 1:]


def _renumber_distinct(text):
    """distinct[N] ids are printer-assigned: renumber by first appearance."""
    ids = {}
    out = []
    i = 0
    while True:
        j = text.find("distinct[", i)
        if j < 0:
            out.append(text[i:])
            return "".join(out)
        k = text.find("]", j)
        num = text[j + 9:k]
        if k < 0 or not num.isdigit():
            out.append(text[i:j + 9])
            i = j + 9
            continue
        ids.setdefault(num, str(len(ids)))
        out.append(text[i:j + 9] + ids[num] + "]")
        i = k + 1


def extract_resources(text):
    """Return the normalized content of every {-# ... #-} trailer in TEXT
    (one line each, single spaces, canonical strings), or '' if none."""
    lines = []
    for t in tokenize(text):
        if t.kind != TRAILER:
            continue
        parts = []
        prev = None
        for u in tokenize(t.text):
            if u.kind == TRAILER:
                raise NormalizeError("nested {-# in resource trailer")
            s = u.text + (u.suffix if u.kind == VALUE else "")
            if parts and s not in _NO_SPACE_BEFORE and s != ":" and prev not in _NO_SPACE_AFTER:
                parts.append(" ")
            parts.append(s)
            prev = s
        lines.append("{-# " + "".join(parts) + " #-}")
    return "\n".join(lines) + ("\n" if lines else "")


def main(argv=None):
    ap = argparse.ArgumentParser(
        description="Normalize MLIR generic-form text for comparison "
                    "(rules: spec/normalization.md).")
    ap.add_argument("file", nargs="?", default="-", help="input file ('-' = stdin)")
    ap.add_argument("--resources", action="store_true",
                    help="print only the normalized {-# ... #-} resource trailer")
    args = ap.parse_args(argv)
    if args.file == "-":
        text = sys.stdin.read()
    else:
        with open(args.file, encoding="utf-8") as f:
            text = f.read()
    try:
        res = extract_resources(text) if args.resources else normalize(text)
    except NormalizeError as e:
        sys.stderr.write("normalize: %s\n" % e)
        return 1
    sys.stdout.write(res)
    return 0


if __name__ == "__main__":
    sys.exit(main())
