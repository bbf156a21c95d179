# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The readers matrix: certificates of several readers side by side, with history."""
