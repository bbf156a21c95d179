import sys

from oracle.check.cli import main

sys.exit(main())
