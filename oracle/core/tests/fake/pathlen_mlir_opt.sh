#!/bin/sh
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Fake mlir-opt for the flaky-result tests: like an upstream reader that reads
# past its buffer, its verdict depends on where the file's buffer lands, here
# on the length of the path it is given: at most $FAKE_MAX_PATH bytes
# (default 40) accepts, longer rejects. --version: LLVM $FAKE_VERSION.
if [ "$1" = "--version" ]; then echo "LLVM version ${FAKE_VERSION:-99.0.0}"; exit 0; fi
for a in "$@"; do f=$a; done
[ "${#f}" -le "${FAKE_MAX_PATH:-40}" ] && exit 0
echo "$f:0:0: error: invalid section ID: 75" >&2
exit 1
