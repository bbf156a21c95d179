# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Public third-party readers (peers/*.json): list, build, certify."""
