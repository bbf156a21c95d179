"""Public third-party readers (peers/*.json): list, build, certify."""
