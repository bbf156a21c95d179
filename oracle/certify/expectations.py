# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Known-failure lists for certification: one case id per line, `#` comment.

A listed case that fails is an expected failure; an unlisted failure fails
the run; a listed case that now passes is stale and fails the run too, so the
list never rots. rewrite() keeps the comments of entries that stay."""

import os


def load(path):
    """{case id: comment} (comment may be '')."""
    out = {}
    if not path or not os.path.exists(path):
        return out
    with open(path, encoding="utf-8") as f:
        for line in f:
            body, _, comment = line.partition("#")
            body = body.strip()
            if body:
                out[body.split()[0]] = comment.strip()
    return out


def check(listed, outcomes):
    """outcomes: {case: 'pass'|'fail'|'not-applicable'}.
    Returns (unexpected failures, stale entries, expected failures)."""
    unexpected = sorted(c for c, o in outcomes.items() if o == "fail" and c not in listed)
    stale = sorted(c for c in listed if outcomes.get(c) == "pass")
    expected = sorted(c for c in listed if outcomes.get(c) == "fail")
    return unexpected, stale, expected


def rewrite(path, listed, failures, reader_name):
    """failures: {case: short reason}. Keeps existing comments."""
    lines = ["# Known failures of %s under ./cts certify (one case id per line)." % reader_name,
             "# Regenerate with --fix after a complete run; a listed case that passes fails the run."]
    for cid in sorted(failures):
        comment = listed.get(cid) or failures[cid]
        lines.append("%s  # %s" % (cid, comment.replace("\n", " ")[:200]) if comment else cid)
    tmp = path + ".tmp"
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    with open(tmp, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    os.replace(tmp, path)
