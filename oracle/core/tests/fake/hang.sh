#!/bin/sh
# Fake reader for certification tests: never finishes (the oracle's timeout must fire).
exec sleep 1000
