import sys

from oracle.certify.cli import main

sys.exit(main())
