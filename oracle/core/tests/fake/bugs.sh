#!/bin/sh
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Fake reader with several bugs at once: the reference reader READER, plus
# each bug named in BUGS (comma-separated):
#   only-v0      rejects every file whose header version is not 0
#   no-uselists  rejects every file whose --trace reads ir.uselist.count
#   crash-reject crashes (SIGSEGV) whenever it rejects a file
#   accept-v7    accepts a header version above 6
# usage: bugs.sh READER BUGS FILE
reader=$1 bugs=",$2," file=$3
reject() {
  case $bugs in *,crash-reject,*) kill -SEGV $$ ;; esac
  echo "$file: $1" >&2
  exit 1
}
# the version varint: v0 is the byte 1 (PrefixVarInt)
version=$(od -An -tu1 -j4 -N1 "$file" 2>/dev/null | tr -d ' ')
case $bugs in *,accept-v7,*)
  if "$reader" -q "$file" 2>&1; [ $? -ne 0 ] && "$reader" "$file" 2>&1 | grep -q E_VERSION; then
    exit 0
  fi ;;
esac
case $bugs in *,only-v0,*)
  [ "$version" = "1" ] || reject "unsupported bytecode version" ;;
esac
case $bugs in *,no-uselists,*)
  if "$reader" --trace "$file" 2>/dev/null | awk '{print $4}' | grep -qx ir.uselist.count; then
    reject "use-list orders are not supported"
  fi ;;
esac
"$reader" -q "$file" || reject "invalid file"
exit 0
