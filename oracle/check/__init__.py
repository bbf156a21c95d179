"""Will this bytecode file load, and why not (python3 -m oracle.check)."""
