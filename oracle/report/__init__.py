"""The conformance report: every reader over every corpus case (python3 -m oracle.report)."""
