#!/bin/sh
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Fake reader for the cache-resumption test: the reference reader, slowly.
# usage: slow_ref.sh READER FILE
sleep 1
exec "$1" "$2"
