#!/usr/bin/env python3
"""report.py — run the reader over corpus/**/*.mlirbc and print a verdict table.

Stop-gap until the oracle's report lands. For each file: bytecode version and
producer (parsed here from the header, independently of the reader), the
reader's verdict (accept / reject / CRASH / TIMEOUT / ERROR = exit 2) and its first error line.
Writes the same markdown to OUT/summary.md. Exit status: 1 if the reader
crashed, timed out or failed with exit 2 on any file, else 0 (a rejection is a verdict, not a
failure of this script).
"""
import argparse
import collections
import os
import signal
import subprocess
import sys


def read_varint(data, pos):
    """MLIR PrefixVarInt; returns (value, new_pos) or (None, pos)."""
    if pos >= len(data):
        return None, pos
    first = data[pos]
    if first == 0:
        if pos + 9 > len(data):
            return None, pos
        return int.from_bytes(data[pos + 1:pos + 9], "little"), pos + 9
    z = (first & -first).bit_length() - 1  # trailing zeros
    n = z + 1
    if pos + n > len(data):
        return None, pos
    return int.from_bytes(data[pos:pos + n], "little") >> n, pos + n


def header(path):
    try:
        with open(path, "rb") as fp:
            data = fp.read(4096)
    except OSError as e:
        return "?", f"<{e.strerror}>"
    if data[:4] != b"ML\xefR":
        return "-", "<no magic>"
    version, pos = read_varint(data, 4)
    if version is None:
        return "?", "<truncated>"
    end = data.find(b"\0", pos)
    if end < 0:
        return str(version), "<no NUL>"
    prod = data[pos:end].decode("utf-8", "replace")
    if len(prod) > 40:
        prod = prod[:37] + "..."
    return str(version), prod


def md_escape(s):
    return s.replace("|", "\\|").replace("\n", " ")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--reader", required=True, help="path to mlirbc-read")
    ap.add_argument("--root", default=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    ap.add_argument("--out", default=None, help="directory for summary.md (default ROOT/reports/latest)")
    ap.add_argument("--timeout", type=float, default=60.0)
    args = ap.parse_args()
    out_dir = args.out or os.path.join(args.root, "reports", "latest")

    corpus = os.path.join(args.root, "corpus")
    files = []
    for dirpath, dirnames, filenames in os.walk(corpus):
        dirnames.sort()
        for fn in sorted(filenames):
            if fn.endswith(".mlirbc"):
                files.append(os.path.join(dirpath, fn))

    rows = []
    verdicts = collections.Counter()
    by_version = collections.defaultdict(collections.Counter)
    for path in files:
        rel = os.path.relpath(path, args.root)
        version, producer = header(path)
        try:
            p = subprocess.run([args.reader, path], stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE, timeout=args.timeout)
            err_lines = [l for l in p.stderr.decode("utf-8", "replace").splitlines() if l.strip()]
            if p.returncode == 0:
                verdict, line = "accept", ""
            elif p.returncode == 1:
                verdict, line = "reject", (err_lines[0] if err_lines else "(no message)")
                if line.startswith(path + ":"):
                    line = line[len(path) + 1:].strip()
            elif p.returncode < 0:
                verdict = "CRASH"
                line = f"signal {signal.Signals(-p.returncode).name}"
                sanit = [l for l in err_lines if "ERROR:" in l or "runtime error" in l]
                if sanit:
                    line += ": " + sanit[0]
            elif p.returncode == 2:
                verdict, line = "ERROR", "exit 2: " + (err_lines[0] if err_lines else "")
            else:
                verdict = "CRASH"
                sanit = [l for l in err_lines if "ERROR:" in l or "runtime error" in l]
                line = f"exit {p.returncode}: " + (sanit[0] if sanit else (err_lines[0] if err_lines else ""))
        except subprocess.TimeoutExpired:
            verdict, line = "TIMEOUT", f"> {args.timeout:g}s"
        if len(line) > 160:
            line = line[:157] + "..."
        verdicts[verdict] += 1
        by_version[version][verdict] += 1
        rows.append((rel, version, producer, verdict, line))

    out = []
    out.append("# mlirbc-cts corpus report (reader only)\n")
    out.append(f"Reader: `{os.path.relpath(args.reader, args.root)}`; "
               f"{len(files)} files under `corpus/`.\n")
    out.append("| file | version | producer | verdict | error |")
    out.append("| --- | --- | --- | --- | --- |")
    for r in rows:
        out.append("| " + " | ".join(md_escape(x) for x in (r[0], r[1], r[2], r[3], r[4] and f"`{r[4]}`")) + " |")
    out.append("")
    out.append("## Summary\n")
    out.append("| version | " + " | ".join(["accept", "reject", "CRASH", "TIMEOUT", "ERROR", "total"]) + " |")
    out.append("| --- | --- | --- | --- | --- | --- | --- |")
    for v in sorted(by_version, key=lambda x: (not x.isdigit(), int(x) if x.isdigit() else 0, x)):
        c = by_version[v]
        out.append(f"| {v} | {c['accept']} | {c['reject']} | {c['CRASH']} | {c['TIMEOUT']} | {c['ERROR']} | {sum(c.values())} |")
    out.append(f"| all | {verdicts['accept']} | {verdicts['reject']} | {verdicts['CRASH']} | "
               f"{verdicts['TIMEOUT']} | {verdicts['ERROR']} | {len(files)} |")
    out.append("")
    bad = verdicts["CRASH"] + verdicts["TIMEOUT"] + verdicts["ERROR"]
    out.append(f"{len(files)} files: {verdicts['accept']} accepted, {verdicts['reject']} rejected, "
               f"{verdicts['CRASH']} crashed, {verdicts['TIMEOUT']} timed out, "
               f"{verdicts['ERROR']} usage/I-O errors.")
    text = "\n".join(out) + "\n"

    os.makedirs(out_dir, exist_ok=True)
    with open(os.path.join(out_dir, "summary.md"), "w", encoding="utf-8") as fp:
        fp.write(text)
    sys.stdout.write(text)
    print(f"[cts] wrote {os.path.join(out_dir, 'summary.md')}", file=sys.stderr)
    if not files:
        print("[cts] warning: no .mlirbc files under corpus/", file=sys.stderr)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
