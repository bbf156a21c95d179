#!/bin/sh
# Fake reader for certification tests: dies of SIGSEGV on every file.
kill -SEGV $$
