#!/bin/sh
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Fake reader for certification tests: dies of SIGSEGV on every file.
kill -SEGV $$
