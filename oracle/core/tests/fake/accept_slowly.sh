#!/bin/sh
# Fake reader for the minimization-budget test: accepts every file, slowly.
sleep 0.05
exit 0
