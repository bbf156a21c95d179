# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Where things are: the checkout this oracle runs from."""
import os

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# static files shared by the report and ./cts check pages
ASSETS = os.path.join(REPO, "oracle", "assets")
