# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Will this bytecode file load, and why not (python3 -m oracle.check)."""
