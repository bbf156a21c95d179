#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The README is a front page and docs/ stands behind it:

* README.md opens with exactly the two set-up commands (`./cts report`,
  `./cts test`) and stays short (at most 150 lines);
* every docs/*.md page is linked from README.md;
* every relative link in README.md and docs/*.md points at a file or
  directory of the repository (anchors are ignored).
Usage: test_docs.py [REPO]
"""

import os
import re
import sys
import unittest

REPO = os.path.abspath(sys.argv.pop(1) if len(sys.argv) > 1 else
                       os.path.join(os.path.dirname(__file__), "..", ".."))
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
MAX_LINES = 150


def read(rel):
    with open(os.path.join(REPO, rel), encoding="utf-8") as f:
        return f.read()


def pages():
    return sorted("docs/" + n for n in os.listdir(os.path.join(REPO, "docs"))
                  if n.endswith(".md"))


class FrontPage(unittest.TestCase):
    def test_opens_with_two_commands(self):
        lines = read("README.md").splitlines()
        self.assertTrue(lines[0].startswith("# "), lines[0])
        first_block = []
        it = iter(lines[1:])
        for line in it:
            if line.startswith("```"):
                for inner in it:
                    if inner.startswith("```"):
                        break
                    first_block.append(inner.strip())
                break
            self.assertEqual(line.strip(), "", "text before the two commands: " + line)
        self.assertEqual(first_block, ["./cts report", "./cts test"])

    def test_short(self):
        n = len(read("README.md").splitlines())
        self.assertLessEqual(n, MAX_LINES, f"README.md has {n} lines; move detail to docs/")

    def test_every_page_reachable(self):
        linked = set(os.path.normpath(t) for t in LINK.findall(read("README.md")))
        missing = [p for p in pages() if os.path.normpath(p) not in linked]
        self.assertEqual(missing, [], "docs pages not linked from README.md")

    def test_links_resolve(self):
        bad = []
        for rel in ["README.md"] + pages():
            base = os.path.dirname(os.path.join(REPO, rel))
            for target in LINK.findall(read(rel)):
                if re.match(r"[a-z]+:", target) or target.startswith("#"):
                    continue
                path = target.split("#", 1)[0]
                if not os.path.exists(os.path.normpath(os.path.join(base, path))):
                    bad.append(f"{rel}: {target}")
        self.assertEqual(bad, [], "links to nothing")


if __name__ == "__main__":
    unittest.main(verbosity=1)
