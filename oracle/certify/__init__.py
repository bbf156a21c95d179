"""Certify one reader against the corpus (python3 -m oracle.certify)."""
