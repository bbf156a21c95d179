#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Stand-in for build/bin/mlirbc-read used to test oracle/check_upstream.py.

Same CLI: `fake_reader.py [--mode=M] [--dump=mlir] FILE`; exit 0 accepted,
1 rejected (one `FILE:OFFSET: [section] E_CODE: message` line), 2 usage error.
It delegates to the mlir-opt whose major version is named in the file's
producer string (e.g. "MLIR19.1.7" -> mlir-opt-19).  Modes (also env
FAKE_READER_MODE):
  ok       faithful
  corrupt  --dump output has the first SSA operand use swapped / a float changed
  reject   rejects every file
  dropres  faithful but prints a wrong resource trailer when there is one
"""

import os
import subprocess
import sys

PRINT = ["--mlir-print-op-generic", "--mlir-print-debuginfo", "--mlir-print-local-scope"]


def producer_major(data):
    if data[:4] != b"ML\xefR":
        return None
    i = 4
    # version: prefix varint; trailing zero bits of the first byte + 1 = length
    first = data[i]
    if first == 0:
        n = 9
    else:
        n = 1
        while not (first >> (n - 1)) & 1:
            n += 1
    i += n
    end = data.index(b"\0", i)
    prod = data[i:end].decode("ascii", "replace")
    digits = ""
    for c in prod[4:]:
        if not c.isdigit():
            break
        digits += c
    return digits or None


def main(argv):
    mode = os.environ.get("FAKE_READER_MODE", "ok")
    dump = False
    files = []
    for a in argv:
        if a.startswith("--mode="):
            mode = a[7:]
        elif a == "--dump=mlir":
            dump = True
        elif a.startswith("-"):
            sys.stderr.write("usage: fake_reader.py [--mode=M] [--dump=mlir] FILE\n")
            return 2
        else:
            files.append(a)
    if len(files) != 1:
        sys.stderr.write("usage: fake_reader.py [--mode=M] [--dump=mlir] FILE\n")
        return 2
    path = files[0]
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as e:
        sys.stderr.write("%s: %s\n" % (path, e))
        return 2
    major = producer_major(data)
    if major is None or mode == "reject":
        sys.stderr.write("%s:0: [header] E_FAKE: rejected by fake reader\n" % path)
        return 1
    tool = "mlir-opt-" + major
    cmd = [tool, "--allow-unregistered-dialect"] + (PRINT if dump else ["-o", os.devnull]) + [path]
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if p.returncode != 0:
        sys.stderr.write("%s:0: [ir] E_FAKE: %s\n" % (path, p.stderr.decode().splitlines()[0]))
        return 1
    out = p.stdout.decode()
    if dump:
        if mode == "corrupt":
            # swap the first "(%a, %b)" operand pair, else alter the first float
            import re
            m = re.search(r"\((%[\w#]+), (%[\w#]+)\)", out)
            if m and m.group(1) != m.group(2):
                out = out[:m.start()] + "(%s, %s)" % (m.group(2), m.group(1)) + out[m.end():]
            else:
                out = re.sub(r"(\d)\.(\d)", lambda mm: mm.group(1) + "." + str((int(mm.group(2)) + 1) % 10),
                             out, count=1)
        elif mode == "dropres":
            r = subprocess.run([tool, "--allow-unregistered-dialect", path],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE).stdout.decode()
            if "{-#" in r:
                out += "\n{-#\n  dialect_resources: {\n    builtin: {\n      bogus: \"0x01000000\"\n    }\n  }\n#-}\n"
        sys.stdout.write(out)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
