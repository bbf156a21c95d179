# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
import sys

from oracle.matrix.cli import main

sys.exit(main())
