# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Certify one reader against the corpus (python3 -m oracle.certify)."""
