#!/bin/sh
# Fake reader that crashes in its cleanup after any rejection: the
# reference reader's verdict, then SIGSEGV whenever it rejected.
# usage: crash_on_reject.sh READER FILE
"$1" "$2" || kill -SEGV $$
