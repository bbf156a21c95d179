# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""hexview.py — per-case hex dumps for the report's detail view.

With the reference reader: its `--annotate` dump (offset, bytes, field, value;
for a rejected file the dump stops where the reader stopped, and the error
line comes first). Without it: a plain 16-bytes-per-line dump. Dumps are capped
so the report stays small; the cap is reported, never silent.
"""
import os
import re
import subprocess

ERROR_OFFSET = re.compile(r":(\d+): \[")
LINE_OFFSET = re.compile(r"\s*([0-9a-f]{8})\s")


def annotated(reader, root, rel_path, timeout=10):
    """(text, error line or None) from `reader --annotate`; (None, None) if unusable."""
    try:
        proc = subprocess.run([reader, "--annotate", rel_path], cwd=root, capture_output=True,
                              timeout=timeout)
    except (OSError, subprocess.TimeoutExpired):
        return None, None
    if proc.returncode not in (0, 1):
        return None, None
    err = proc.stderr.decode("utf-8", "replace").strip().splitlines()
    return proc.stdout.decode("utf-8", "replace"), (err[0] if err else None)


def plain(data):
    """Classic hex dump: offset, 16 bytes, printable ASCII."""
    lines = []
    for off in range(0, len(data), 16):
        chunk = data[off:off + 16]
        hexes = " ".join(f"{b:02x}" for b in chunk)
        text = "".join(chr(b) if 32 <= b < 127 else "." for b in chunk)
        lines.append(f"{off:08x}  {hexes:<47}  |{text}|")
    return "\n".join(lines) + ("\n" if lines else "")


def cap(text, max_bytes, focus=None, head_lines=8, after=6):
    """Whole lines within max_bytes; returns (text, number of lines left out).
    With focus (a byte offset, e.g. where the reader stopped) the kept lines
    are the first head_lines plus the lines leading up to the focus line."""
    lines = text.splitlines(keepends=True)
    if len(text.encode()) <= max_bytes:
        return text, 0
    at = focus_line(lines, focus) if focus is not None else None
    if at is None or at < head_lines:
        return take(lines, max_bytes)
    head = "".join(lines[:head_lines])
    budget = max_bytes - len(head.encode()) - 80
    end = min(len(lines), at + 1 + after)
    start, size = end, 0
    while start > head_lines and size + len(lines[start - 1].encode()) <= budget:
        start -= 1
        size += len(lines[start].encode())
    if start == end:
        return take(lines, max_bytes)
    skipped = start - head_lines
    middle = f"         \u2026 {skipped} lines not shown \u2026\n" if skipped else ""
    return head + middle + "".join(lines[start:end]), len(lines) - (end - start) - head_lines


def take(lines, max_bytes):
    """The first lines within max_bytes: (text, lines left out)."""
    kept, size = [], 0
    for line in lines:
        size += len(line.encode())
        if size > max_bytes:
            break
        kept.append(line)
    return "".join(kept), len(lines) - len(kept)


def focus_line(lines, offset):
    """Index of the last line starting at or before offset (None if none)."""
    best = None
    for i, line in enumerate(lines):
        m = LINE_OFFSET.match(line)
        if m and int(m.group(1), 16) <= offset:
            best = i
    return best


def dump(root, rel_path, reader=None, max_bytes=8192):
    """{"kind", "text", "omitted", "error", "error_offset", "size"} or None if
    the file cannot be read."""
    path = os.path.join(root, rel_path)
    try:
        with open(path, "rb") as fp:
            data = fp.read()
    except OSError:
        return None
    text, error = annotated(reader, root, rel_path) if reader else (None, None)
    kind = "annotated"
    if not text:  # no reader, or it stopped before the first field (bad magic)
        kind, text = "raw", plain(data)
    match = ERROR_OFFSET.search(error or "")
    error_offset = int(match.group(1)) if match else None
    text, omitted = cap(text, max_bytes, error_offset)
    return {"kind": kind, "text": text, "omitted": omitted, "error": error,
            "error_offset": error_offset, "size": len(data)}
