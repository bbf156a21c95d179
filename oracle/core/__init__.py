"""Shared by every job: running readers, the batch protocol, corpus loading, comparison,
normalizing, classification, clustering, minimizing, case features, the release model."""
