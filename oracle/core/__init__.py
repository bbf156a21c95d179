# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Shared by every job: running readers, the batch protocol, corpus loading, comparison,
normalizing, classification, clustering, minimizing, case features, the release model."""
