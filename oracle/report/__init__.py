# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The conformance report: every reader over every corpus case (python3 -m oracle.report)."""
