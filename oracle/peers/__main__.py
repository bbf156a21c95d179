# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
import sys

from oracle.peers.cli import main

sys.exit(main())
