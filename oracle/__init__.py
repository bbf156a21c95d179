# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The oracle: runs readers as programs, compares, reports, certifies (oracle/README.md)."""
