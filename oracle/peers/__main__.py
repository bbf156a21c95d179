import sys

from oracle.peers.cli import main

sys.exit(main())
