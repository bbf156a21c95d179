"""The oracle: runs readers as programs, compares, reports, certifies (oracle/README.md)."""
