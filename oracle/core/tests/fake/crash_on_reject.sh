#!/bin/sh
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Fake reader that crashes in its cleanup after any rejection: the
# reference reader's verdict, then SIGSEGV whenever it rejected.
# usage: crash_on_reject.sh READER FILE
"$1" "$2" || kill -SEGV $$
