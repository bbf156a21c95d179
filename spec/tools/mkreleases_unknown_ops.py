#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Write spec/releases/unknown-ops.json: which registered dialects of each
release accept operations they do not define.

usage: python3 -m spec.tools.mkreleases_unknown_ops [--check] [--out FILE]

A dialect opts in with `allowUnknownOperations()` in its hand-written
initialize() (C++ in mlir/lib, not generated code, and an inline setter that
leaves no symbol in the static libraries), so it is measured on the binary:
for every dialect spec/releases/N.json says mlir-opt-N registers, the text
`"D.cts_probe_unknown_op"() : () -> ()` is given to
`mlir-opt-N --allow-unregistered-dialect`; the dialects whose verifier lets
it through are listed. (upstream: llvm, shape, spirv and test.) --check
compares with the committed file (exit 1 on a difference; 77 when an
mlir-opt-N is not installed)."""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile

from oracle.check import loadability
from oracle.core.paths import REPO
from spec.tools import generated

OUT = os.path.join(REPO, "spec", "releases", "unknown-ops.json")


def accepts_unknown(tool, dialect, tmp):
    path = os.path.join(tmp, "probe.mlir")
    with open(path, "w", encoding="utf-8") as f:
        f.write('"%s.cts_probe_unknown_op"() : () -> ()\n' % dialect)
    p = subprocess.run([tool, "--allow-unregistered-dialect", path, "-o", os.devnull],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=60)
    return p.returncode == 0


def measure():
    out = {"doc": "Registered dialects whose mlir-opt-N accepts operations they do not define "
                  "(allowUnknownOperations): measured on the binary by "
                  "spec/tools/mkreleases_unknown_ops.py; read by oracle/check/loadability.py."}
    with tempfile.TemporaryDirectory() as tmp:
        for rel, r in loadability.load_releases().items():
            tool = shutil.which(r["tool"])
            if tool is None:
                return None, r["tool"]
            out[rel] = [d for d in sorted(r["dialects"]) if accepts_unknown(tool, d, tmp)]
    return out, None


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default=OUT)
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args(argv)
    data, missing = measure()
    if data is None:
        sys.stderr.write("mkreleases_unknown_ops: %s not installed\n" % missing)
        return 77
    text = json.dumps(data, indent=1, sort_keys=True) + "\n"
    return generated.write_or_check(args.out, text, args.check, "mkreleases_unknown_ops", "the binaries")

if __name__ == "__main__":
    sys.exit(main())
