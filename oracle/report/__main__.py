import sys

from oracle.report.cli import main

sys.exit(main())
