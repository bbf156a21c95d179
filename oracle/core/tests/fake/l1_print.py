#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Fake reader printing the least MLIR generic text that reaches L1: the
reference reader's --dump=mlir with every type, attribute and location
dropped (op names, result and operand names, successors, regions, block
labels and argument names remain). usage: l1_print.py READER FILE"""

import re
import subprocess
import sys

OP = re.compile(r'((?:%[\w:]+ = )?"[^"]+"\([^)]*\)(?:\[[^\]]*\])?)')
BLOCK = re.compile(r"(\^\w+)\((.*)\):$")

p = subprocess.run([sys.argv[1], "--dump=mlir", sys.argv[2]], stdout=subprocess.PIPE)
if p.returncode:
    sys.exit(p.returncode)
for line in p.stdout.decode().splitlines():
    body = line.lstrip()
    pad = line[:len(line) - len(body)]
    m = BLOCK.match(body)
    if m:
        body = "%s(%s):" % (m.group(1), ", ".join(re.findall(r"(%\w+):", m.group(2))))
    elif body.startswith("})"):
        body = "})"
    elif OP.match(body):
        body = OP.match(body).group(1) + (" ({" if body.endswith("({") else "")
    print(pad + body)
