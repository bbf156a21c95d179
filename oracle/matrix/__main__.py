import sys

from oracle.matrix.cli import main

sys.exit(main())
