#!/bin/sh
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Fake reader for certification tests: never finishes (the oracle's timeout must fire).
exec sleep 1000
