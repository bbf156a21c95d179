#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# need-tool.sh TOOL... -- COMMAND [ARGS...]
# Runs COMMAND when every TOOL is on PATH. When one is missing:
#   CI=true  -> prints why and exits 1 (a CI run must never skip quietly);
#   else     -> prints why and exits 77 (CTest SKIP_RETURN_CODE).
set -euo pipefail
tools=()
while [[ $# -gt 0 && "$1" != "--" ]]; do tools+=("$1"); shift; done
if [[ $# -eq 0 ]]; then echo "usage: need-tool.sh TOOL... -- COMMAND [ARGS...]" >&2; exit 2; fi
shift
missing=()
for t in "${tools[@]}"; do
  command -v "$t" >/dev/null 2>&1 || missing+=("$t")
done
if [[ ${#missing[@]} -gt 0 ]]; then
  if [[ "${CI:-}" == "true" ]]; then
    echo "FAIL: required tool(s) missing under CI=true: ${missing[*]} (run ./cts bootstrap)" >&2
    exit 1
  fi
  echo "SKIP: required tool(s) missing: ${missing[*]} (run ./cts bootstrap to install)" >&2
  exit 77
fi
exec "$@"
