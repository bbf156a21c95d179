#!/bin/sh
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Fake reader for the minimization-budget test: accepts every file, slowly.
sleep 0.05
exit 0
