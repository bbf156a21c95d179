#!/bin/sh
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Fake reader for certification tests: rejects every file with a message.
echo "$1:0: [header] E_FAKE: rejected by the fake reader" >&2
exit 1
