# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""JSON that does not die on deep nesting.

The reader's --dump=json of a deep corpus case (y_ir_deep_nesting: 2000
nested regions, JSON nesting depth > 12000) is far beyond Python's recursion
limit, which both the C scanner of json.loads and the (recursive, pure
Python) encoder behind json.dump hit. Raising the limit only moves the cliff
and trades a RecursionError for a C stack overflow, so instead: the fast
stdlib path first, and on RecursionError an iterative parser/encoder with an
explicit stack that is bounded only by memory. Results are identical to the
stdlib's (same value types, same scanstring, same number rules, same text
for the same separators/sort_keys)."""

import json
import re
from json.decoder import JSONDecodeError, scanstring

__all__ = ["loads", "load", "dumps", "dump", "JSONDecodeError"]

_WS = re.compile(r"[ \t\n\r]*")
_NUMBER = re.compile(r"(-?(?:0|[1-9]\d*))(\.\d+)?([eE][-+]?\d+)?")
_CONST = (("null", None), ("true", True), ("false", False),
          ("NaN", float("nan")), ("Infinity", float("inf")), ("-Infinity", float("-inf")))


def _key(s, i):
    """(key, index after the ':' and whitespace) for an object key at s[i]."""
    if s[i:i + 1] != '"':
        raise JSONDecodeError("Expecting property name enclosed in double quotes", s, i)
    key, i = scanstring(s, i + 1)
    i = _WS.match(s, i).end()
    if s[i:i + 1] != ":":
        raise JSONDecodeError("Expecting ':' delimiter", s, i)
    return key, _WS.match(s, i + 1).end()


def loads_iterative(s):
    """json.loads(s) with an explicit stack (no recursion on depth)."""
    if isinstance(s, (bytes, bytearray)):
        s = s.decode("utf-8")
    ws = _WS.match
    n = len(s)
    stack = []  # [container, pending key (objects)]
    i = ws(s, 0).end()
    while True:
        # --- one value at s[i] ---
        c = s[i:i + 1]
        if c == "{":
            i = ws(s, i + 1).end()
            if s[i:i + 1] == "}":
                val, i = {}, i + 1
            else:
                key, i = _key(s, i)
                stack.append([{}, key])
                continue
        elif c == "[":
            i = ws(s, i + 1).end()
            if s[i:i + 1] == "]":
                val, i = [], i + 1
            else:
                stack.append([[], None])
                continue
        elif c == '"':
            val, i = scanstring(s, i + 1)
        else:
            m = _NUMBER.match(s, i)
            if m:
                integer, frac, exp = m.groups()
                val = float(integer + (frac or "") + (exp or "")) if frac or exp else int(integer)
                i = m.end()
            else:
                for word, v in _CONST:
                    if s.startswith(word, i):
                        val, i = v, i + len(word)
                        break
                else:
                    raise JSONDecodeError("Expecting value", s, i)
        # --- attach it, closing every container that ends here ---
        while True:
            i = ws(s, i).end()
            if not stack:
                if i != n:
                    raise JSONDecodeError("Extra data", s, i)
                return val
            top = stack[-1]
            cont = top[0]
            if top[1] is None and isinstance(cont, list):
                cont.append(val)
            else:
                cont[top[1]] = val
            c = s[i:i + 1]
            if c == ",":
                i = ws(s, i + 1).end()
                if isinstance(cont, dict):
                    top[1], i = _key(s, i)
                break
            if c == ("]" if isinstance(cont, list) else "}"):
                val, i = cont, i + 1
                stack.pop()
                continue
            raise JSONDecodeError("Expecting ',' delimiter", s, i)


def loads(s):
    try:
        return json.loads(s)
    except RecursionError:
        return loads_iterative(s)


def load(fp):
    return loads(fp.read())


def _key_text(k):
    if isinstance(k, str):
        return k
    if k is True:
        return "true"
    if k is False:
        return "false"
    if k is None:
        return "null"
    if isinstance(k, (int, float)):
        return json.dumps(k)
    raise TypeError("keys must be str, int, float, bool or None, not %s" % type(k).__name__)


def dumps_iterative(obj, sort_keys=False, separators=None, ensure_ascii=True):
    """json.dumps(obj, ...) (no indent) with an explicit stack."""
    item_sep, key_sep = separators or (", ", ": ")
    out = []
    stack = [(False, obj)]  # (is literal text, value)
    while stack:
        literal, x = stack.pop()
        if literal:
            out.append(x)
        elif isinstance(x, dict):
            items = [(_key_text(k), v) for k, v in x.items()]
            if sort_keys:
                items.sort(key=lambda kv: kv[0])
            stack.append((True, "}"))
            for j in range(len(items) - 1, -1, -1):
                stack.append((False, items[j][1]))
                stack.append((True, (item_sep if j else "") +
                              json.dumps(items[j][0], ensure_ascii=ensure_ascii) + key_sep))
            out.append("{")
        elif isinstance(x, (list, tuple)):
            stack.append((True, "]"))
            for j in range(len(x) - 1, -1, -1):
                stack.append((False, x[j]))
                if j:
                    stack.append((True, item_sep))
            out.append("[")
        else:
            out.append(json.dumps(x, ensure_ascii=ensure_ascii))
    return "".join(out)


def dumps(obj, sort_keys=False, separators=None, ensure_ascii=True, indent=None):
    try:
        return json.dumps(obj, sort_keys=sort_keys, separators=separators,
                          ensure_ascii=ensure_ascii, indent=indent)
    except RecursionError:
        if indent is not None:
            raise
        return dumps_iterative(obj, sort_keys, separators, ensure_ascii)


def dump(obj, fp, **kw):
    """json.dump, but serialized in one go (json.dump's streaming encoder is
    the recursive pure-Python one even for shallow documents)."""
    fp.write(dumps(obj, **kw))
