# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# The spec's generators (mk*: they write a file from spec data) and checkers.
