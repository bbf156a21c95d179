#!/bin/sh
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# A reader whose words nobody sees: runs READER ARGS... with stderr discarded
# (peers/mlirbcc-quiet.json; the quiet off-axis readers of oracle_certify_offaxis).
exec "$@" 2>/dev/null
