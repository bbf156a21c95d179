# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Certificates -> columns -> rows of the readers matrix, and the history
file. Plain data in, plain data out: the same inputs give the same bytes."""

import datetime
import json
import os

VERSIONS = ["v%d" % v for v in range(7)]
HISTORY_FORMAT = "mlirbc-readers-history"
SCORES = (("headline", "score (headline)"), ("valid_accepted", "valid files accepted"),
          ("invalid_rejected", "invalid files rejected"), ("robustness", "robustness (no crash, hang, OOM)"))


def _read(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def certificate_date(path):
    """The day a certificate was written (UTC, from its file): regenerating the
    matrix from the same certificate gives the same date."""
    st = os.stat(path)
    return datetime.datetime.fromtimestamp(int(st.st_mtime), datetime.timezone.utc).strftime("%Y-%m-%d")


def column(cert_dir, date=None):
    """One reader's column from a certify output directory: certificate.json
    and, when there, reader.json (label, kind, version, commit, repository,
    description, certified date) written by ./cts peers certify / matrix."""
    cert_path = os.path.join(cert_dir, "certificate.json")
    cert = _read(cert_path)
    side_path = os.path.join(cert_dir, "reader.json")
    side = _read(side_path) if os.path.isfile(side_path) else {}
    reader = cert.get("reader") or {}
    name = side.get("name") or reader.get("name") or os.path.basename(os.path.normpath(cert_dir))
    return {
        "name": name,
        "label": side.get("label") or name,
        "kind": side.get("kind") or "reader",
        "description": side.get("description") or reader.get("command") or "",
        "repository": side.get("repository"),
        "commit": side.get("commit"),
        "version": side.get("version") or reader.get("version") or "",
        "date": date or side.get("certified") or certificate_date(cert_path),
        "score": cert.get("score") or {},
        "counts": cert.get("counts") or {},
        "complete": bool(cert.get("complete")),
        "corpus": cert.get("corpus") or {},
        # the last "cluster" of a certificate may be what no cause explains
        "causes": sum(1 for c in cert.get("clusters") or []
                      if c.get("axis") != "unexplained" and not c.get("minor")),
        "minor": sum(1 for c in cert.get("clusters") or [] if c.get("minor")),
        "unexplained": sum(len(c.get("cases") or []) if isinstance(c.get("cases"), list)
                           else c.get("cases") or 0
                           for c in cert.get("clusters") or [] if c.get("axis") == "unexplained"),
        "by_version": cert.get("by_version") or {},
        "by_version_other": cert.get("by_version_other") or {},
        "by_expected": cert.get("by_expected") or {},
        "by_feature": cert.get("by_feature") or {},
    }


def _cell(group):
    if not group or not group.get("total"):
        return None
    return {"rate": group["pass"] / group["total"], "pass": group["pass"], "total": group["total"]}


def rows(columns):
    """[(section, [(row label, [cell per column])])]; a cell is None (no case)
    or {rate, pass, total} (rate in 0..1), or {value} for a plain figure."""
    out = []
    scores = []
    for key, label in SCORES:
        cells = []
        for c in columns:
            r = c["score"].get(key)
            n = {"valid_accepted": "valid_cases", "invalid_rejected": "invalid_cases",
                 "robustness": "runs"}.get(key)
            cells.append(None if r is None else {"rate": r, "total": c["score"].get(n) if n else None,
                                                 "pass": None})
        scores.append((label, cells))
    scores.append(("crashes / hangs / OOMs", [{"value": "%d / %d / %d" % (
        c["score"].get("crashes", 0), c["score"].get("hangs", 0), c["score"].get("ooms", 0))}
        for c in columns]))
    scores.append(("root causes of the failures", [{"value": "%d%s%s" % (
        c["causes"], " + %d minor" % c["minor"] if c.get("minor") else "",
        " + %d unexplained" % c["unexplained"] if c["unexplained"] else "")}
        for c in columns]))
    scores.append(("cases run", [{"value": "%d%s" % (c["corpus"].get("selected", 0),
                                                     "" if c["complete"] else " (partial)")}
                                 for c in columns]))
    out.append(("Scores", scores))
    out.append(("Valid files by bytecode version (must accept)",
                [("version %s" % v[1:], [_cell(c["by_version"].get(v)) for c in columns])
                 for v in VERSIONS]))
    others = sorted({k for c in columns for k in c["by_version_other"]} - set(VERSIONS))
    out.append(("Invalid and implementation-defined files by version",
                [("version %s" % v[1:], [_cell(c["by_version_other"].get(v)) for c in columns])
                 for v in VERSIONS] +
                [(k, [_cell(c["by_version_other"].get(k)) for c in columns]) for k in others]))
    expected = sorted({k for c in columns for k in c["by_expected"]})
    out.append(("By expected verdict", [("expected %s" % k, [_cell(c["by_expected"].get(k))
                                                             for c in columns]) for k in expected]))
    features = sorted({k for c in columns for k in c["by_feature"]})
    out.append(("By feature", [(k, [_cell(c["by_feature"].get(k)) for c in columns])
                               for k in features]))
    return out


# ---- history ---------------------------------------------------------------------------

def history_entry(col):
    s = col["score"]
    minor = {"minor": col["minor"]} if col.get("minor") else {}  # older entries have none
    return dict(minor, **{"reader": col["name"], "version": col["version"], "commit": col["commit"],
            "date": col["date"], "cases": col["corpus"].get("selected"),
            "complete": col["complete"], "score": s.get("headline"),
            "valid_accepted": s.get("valid_accepted"), "invalid_rejected": s.get("invalid_rejected"),
            "robustness": s.get("robustness"), "crashes": s.get("crashes"), "causes": col["causes"],
            "by_version": {v: round(g["pass"] / g["total"], 4) if g.get("total") else None
                           for v, g in sorted(col["by_version"].items())}})


def causes_cell(entry):
    """A history entry's causes: '11 + 8 minor' when some were minor."""
    return "%s%s" % (entry["causes"], " + %d minor" % entry["minor"] if entry.get("minor") else "")


def same_run(a, b):
    """One measurement: the same reader and version with the same figures
    (the date alone does not make a new entry)."""
    strip = lambda e: {k: v for k, v in e.items() if k != "date"}
    return strip(a) == strip(b)


def update_history(history, columns):
    """(new history, entries added): one entry per reader and run, none when
    an identical entry (reader, version, figures) is already there."""
    entries = list((history or {}).get("entries") or [])
    added = []
    for col in columns:
        e = history_entry(col)
        if not any(same_run(e, old) for old in entries):
            entries.append(e)
            added.append(e)
    entries.sort(key=lambda e: (e["date"] or "", e["reader"], e["version"] or ""))
    return {"format": HISTORY_FORMAT, "version": 1, "entries": entries}, added


def load_history(path):
    if not os.path.isfile(path):
        return {"format": HISTORY_FORMAT, "version": 1, "entries": []}
    h = _read(path)
    if h.get("format") != HISTORY_FORMAT:
        raise ValueError("%s is not a readers history (format %r)" % (path, h.get("format")))
    return h
