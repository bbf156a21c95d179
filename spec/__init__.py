# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# A package so the tools under spec/tools run as `python3 -m spec.tools.NAME`
# from the repository root and import each other without path tricks.
