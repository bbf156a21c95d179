#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""badge.py — shields-style SVG badge "mlirbc conformance | 98.7%".

usage: badge.py --in certificate.json --out badge.svg [--endpoint badge.json]
       badge.py --in conformance.json --reader mlirbc-read --out badge.svg
       badge.py --rate 0.987 --out badge.svg

Rate: a certificate's headline score (`rate`: the mean of valid-accepted %
and invalid-rejected %, times robustness, oracle/certify/grading.py scores(), so
accepting or rejecting everything scores at most 50 %; an older certificate
without it: `counts` pass / graded); conformance.json `summary[reader]`
ok / run. --endpoint also writes the same as a shields.io endpoint JSON
(https://shields.io/badges/endpoint-badge). The colour steps with the rate.
Same input, same bytes.
"""
import argparse
import html
import json
import sys

# Approximate advance widths (px) of Verdana 11px, the shields.io font; enough
# for the box to fit the text. Unlisted characters count as 7.
WIDTHS = {**{c: 7.0 for c in "0123456789"}, ".": 3.6, "%": 12.0, " ": 3.9, "|": 4.6, "-": 4.6,
          "i": 3.1, "l": 3.1, "j": 3.4, "f": 3.9, "t": 4.4, "r": 4.7, "m": 10.7, "w": 9.0,
          "c": 5.7, "s": 5.8, "e": 6.6, "a": 6.6, "o": 6.7, "n": 7.0, "b": 6.9, "d": 6.9,
          "u": 7.0, "h": 7.0, "k": 6.5, "v": 6.5, "x": 6.5, "y": 6.5, "z": 5.8, "g": 6.9,
          "p": 6.9, "q": 6.9, "/": 5.0, "(": 4.5, ")": 4.5}
# (minimum rate, colour): first match wins.
COLOURS = [(1.0, "#44cc11"), (0.99, "#97ca00"), (0.95, "#a4a61d"), (0.90, "#dfb317"),
           (0.75, "#fe7d37"), (0.0, "#e05d44")]
UNKNOWN = "#9f9f9f"


def text_width(text):
    return round(sum(WIDTHS.get(c, 7.0) for c in text))


def colour(rate):
    if rate is None:
        return UNKNOWN
    return next(c for lo, c in COLOURS if rate >= lo)


def message(rate):
    if rate is None:
        return "n/a"
    pct = 100.0 * rate
    # Never round a failing run up to 100%.
    text = f"{pct:.1f}" if rate < 1.0 else "100"
    if rate < 1.0 and text == "100.0":
        text = "99.9"
    return text + "%"


def svg(label, msg, fill):
    lw, mw = text_width(label) + 10, text_width(msg) + 10
    w = lw + mw
    lab, m = html.escape(label), html.escape(msg)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="20" role="img" '
            f'aria-label="{lab}: {m}"><title>{lab}: {m}</title>'
            '<linearGradient id="s" x2="0" y2="100%"><stop offset="0" stop-color="#bbb" stop-opacity=".1"/>'
            '<stop offset="1" stop-opacity=".1"/></linearGradient>'
            f'<clipPath id="r"><rect width="{w}" height="20" rx="3" fill="#fff"/></clipPath>'
            f'<g clip-path="url(#r)"><rect width="{lw}" height="20" fill="#555"/>'
            f'<rect x="{lw}" width="{mw}" height="20" fill="{fill}"/>'
            f'<rect width="{w}" height="20" fill="url(#s)"/></g>'
            '<g fill="#fff" text-anchor="middle" font-family="Verdana,Geneva,DejaVu Sans,sans-serif" '
            'font-size="11">'
            f'<text x="{lw / 2:.1f}" y="15" fill="#010101" fill-opacity=".3">{lab}</text>'
            f'<text x="{lw / 2:.1f}" y="14">{lab}</text>'
            f'<text x="{lw + mw / 2:.1f}" y="15" fill="#010101" fill-opacity=".3">{m}</text>'
            f'<text x="{lw + mw / 2:.1f}" y="14">{m}</text></g></svg>\n')


def rate_from(doc, reader=None):
    """Pass rate from a certificate or a conformance report (None: nothing graded)."""
    if doc.get("format") == "mlirbc-certificate":
        if isinstance(doc.get("rate"), (int, float)):
            return float(doc["rate"])
        counts = doc.get("counts") or {}
        graded = counts.get("pass", 0) + counts.get("fail", 0) + counts.get("expected-fail", 0)
        return counts.get("pass", 0) / graded if graded else None
    if doc.get("format") == "mlirbc-conformance":
        summary = doc.get("summary") or {}
        if reader is None:
            reader = next((r["id"] for r in doc.get("readers", []) if r.get("kind") == "reference"), None)
        s = summary.get(reader)
        if s is None:
            raise SystemExit(f"badge: no summary for reader {reader!r}")
        run = s.get("total", 0) - (s.get("by_classification") or {}).get("not-applicable", 0)
        return s.get("ok", 0) / run if run else None
    raise SystemExit(f"badge: unknown format {doc.get('format')!r}")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    src = ap.add_mutually_exclusive_group(required=True)
    src.add_argument("--in", dest="inp", help="certificate.json or conformance.json")
    src.add_argument("--rate", type=float, help="pass rate 0..1")
    ap.add_argument("--reader", help="reader id in a conformance.json (default: the reference)")
    ap.add_argument("--label", default="mlirbc conformance")
    ap.add_argument("--out", required=True, help="SVG file to write ('-': stdout)")
    ap.add_argument("--endpoint", help="also write a shields.io endpoint JSON here")
    args = ap.parse_args(argv)
    if args.inp:
        with open(args.inp, encoding="utf-8") as fp:
            rate = rate_from(json.load(fp), args.reader)
    else:
        if not 0.0 <= args.rate <= 1.0:
            ap.error("--rate must be within 0..1")
        rate = args.rate
    write(rate, args.out, args.endpoint, args.label)
    return 0


def write(rate, out, endpoint_path=None, label="mlirbc conformance"):
    """The SVG badge to OUT ('-': stdout) and the shields.io endpoint JSON."""
    image = svg(label, message(rate), colour(rate))
    if out == "-":
        sys.stdout.write(image)
    else:
        with open(out, "w", encoding="utf-8", newline="\n") as fp:
            fp.write(image)
    if endpoint_path:
        with open(endpoint_path, "w", encoding="utf-8", newline="\n") as fp:
            json.dump(endpoint(label, rate), fp, indent=1)
            fp.write("\n")


def endpoint(label, rate):
    """The shields.io endpoint schema: the badge rendered by shields.io itself."""
    return {"schemaVersion": 1, "label": label, "message": message(rate),
            "color": colour(rate).lstrip("#")}


if __name__ == "__main__":
    sys.exit(main())
