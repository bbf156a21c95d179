# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The run context: what every stage of one run shares, passed as one value
instead of a dozen parameters. Stages still take and return plain data."""
from dataclasses import dataclass, field
from typing import Any, Callable, Optional


@dataclass
class Run:
    root: str                      # the corpus root: case paths are relative to it
    timeout: float = 30.0          # seconds per reader run
    jobs: int = 1                  # parallel runs
    cache: Any = None              # oracle.core.runner.Cache (None: no cache)
    reader: Any = None             # the reader under test (oracle.core.readers.Reader)
    reference: Any = None          # the reference reader, or None
    pools: dict = field(default_factory=dict)  # readers served over the batch protocol
    out: Optional[str] = None      # where the run writes (certificate, min/, report)
    log: Optional[Callable[[str], None]] = None  # progress lines; None: quiet

    def say(self, line):
        if self.log:
            self.log(line)
