#!/bin/sh
# Fake reader for certification tests: accepts every file.
exit 0
