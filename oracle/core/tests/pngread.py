# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""pngread.py — minimal PNG decoder (stdlib zlib) for screenshot checks.

Only what Chromium writes: 8-bit RGB/RGBA, not interlaced. Returns
(width, height, channels, rows) with rows as bytes objects.
"""
import struct
import zlib

SIGNATURE = b"\x89PNG\r\n\x1a\n"
CHANNELS = {2: 3, 6: 4}  # colour type -> samples per pixel


def _paeth_row(raw, prev, bpp):
    out = bytearray(raw)
    for i in range(len(out)):
        a = out[i - bpp] if i >= bpp else 0
        b = prev[i]
        c = prev[i - bpp] if i >= bpp else 0
        p = a + b - c
        pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
        pred = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
        out[i] = (out[i] + pred) & 255
    return bytes(out)


def _sub_row(raw, bpp):
    out = bytearray(raw)
    for i in range(bpp, len(out)):
        out[i] = (out[i] + out[i - bpp]) & 255
    return bytes(out)


def _up_row(raw, prev):
    return bytes((x + y) & 255 for x, y in zip(raw, prev))


def _avg_row(raw, prev, bpp):
    out = bytearray(raw)
    for i in range(len(out)):
        a = out[i - bpp] if i >= bpp else 0
        out[i] = (out[i] + ((a + prev[i]) >> 1)) & 255
    return bytes(out)


def read(path):
    with open(path, "rb") as fp:
        data = fp.read()
    if not data.startswith(SIGNATURE):
        raise ValueError(f"{path}: not a PNG")
    pos, idat, header = 8, [], None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat.append(body)
        elif kind == b"IEND":
            break
        pos += 12 + length
    width, height, depth, ctype, _, _, interlace = header
    if depth != 8 or ctype not in CHANNELS or interlace:
        raise ValueError(f"{path}: unsupported PNG (depth {depth}, colour type {ctype})")
    bpp = CHANNELS[ctype]
    stride = width * bpp
    raw = zlib.decompress(b"".join(idat))
    rows, prev = [], bytes(stride)
    for y in range(height):
        start = y * (stride + 1)
        ftype, line = raw[start], raw[start + 1:start + 1 + stride]
        if ftype == 0:
            row = bytes(line)
        elif ftype == 1:
            row = _sub_row(line, bpp)
        elif ftype == 2:
            row = _up_row(line, prev)
        elif ftype == 3:
            row = _avg_row(line, prev, bpp)
        elif ftype == 4:
            row = _paeth_row(line, prev, bpp)
        else:
            raise ValueError(f"{path}: bad filter {ftype} in row {y}")
        rows.append(row)
        prev = row
    return width, height, bpp, rows
