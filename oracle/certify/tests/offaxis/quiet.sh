#!/bin/sh
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# A reader whose words nobody sees: runs READER ARGS... with stderr discarded.
exec "$@" 2>/dev/null
