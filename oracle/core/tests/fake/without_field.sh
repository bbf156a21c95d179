#!/bin/sh
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Fake reader lacking one construct: the reference reader, except that it
# rejects every file whose --trace reads grammar ID GID.
# usage: without_field.sh READER GID FILE
if "$1" --trace "$3" 2>/dev/null | awk '{print $4}' | grep -qx "$2"; then
  echo "$3: unsupported construct $2 at offset 0x10" >&2
  exit 1
fi
exec "$1" -q "$3"
