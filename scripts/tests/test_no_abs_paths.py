#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""No committed report, spec or corpus text file names a directory of the machine that
wrote it: every tracked text file under reports/, spec/ and corpus/ is free of absolute
paths like /work/..., /tmp/..., /root/..., /home/..., /Users/... and of this
checkout's own absolute path. (Reports name files relative to the
repository; a path of one machine makes the next run on another rewrite it.)
Tracked files come from `git ls-files`; without git, every file is checked.
"""

import json
import os
import re
import subprocess
import sys
import unittest

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DIRS = ("reports", "spec", "corpus")
# corpus/ is checked in its text (case notes, manifests, regression candidates);
# its bytecode is data that may hold any bytes
BINARY = (".mlirbc",)
# an absolute path starts at a delimiter, not inside a relative one (build/tmp/x)
MACHINE_PATH = re.compile(r"(?<![\w.~-])/(?:work|tmp|root|home|Users|private/var|mnt)/[\w.-]")


def tracked(root, dirs):
    try:
        p = subprocess.run(["git", "-C", root, "ls-files", "-z", "--"] + list(dirs),
                           stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, timeout=60)
        if p.returncode == 0:
            return [x for x in p.stdout.decode("utf-8").split("\0") if x]
    except (OSError, subprocess.TimeoutExpired):
        pass
    out = []
    for d in dirs:
        for dirpath, dirnames, filenames in os.walk(os.path.join(root, d)):
            dirnames.sort()
            out += [os.path.relpath(os.path.join(dirpath, f), root) for f in sorted(filenames)]
    return out


def offenders(root, files, extra=()):
    """[(file, line number, excerpt)] of lines naming a machine path."""
    needles = [re.escape(x.rstrip("/") + "/") for x in extra if x and len(x) > 1]
    pattern = re.compile(MACHINE_PATH.pattern + "".join("|" + n for n in needles))
    found = []
    for rel in files:
        try:
            with open(os.path.join(root, rel), encoding="utf-8", errors="replace") as f:
                for no, line in enumerate(f, 1):
                    m = pattern.search(line)
                    if m:
                        found.append((rel, no, line[max(0, m.start() - 30):m.end() + 40].strip()))
        except OSError:
            continue
    return found


class NoAbsolutePaths(unittest.TestCase):
    def test_tracked_reports_spec_and_corpus(self):
        files = [f for f in tracked(REPO, DIRS) if not f.endswith(BINARY)]
        for d in DIRS:
            self.assertTrue(any(f.startswith(d + "/") for f in files), "no %s/ files found" % d)
        bad = offenders(REPO, files, [REPO, os.path.expanduser("~")])
        self.assertEqual(bad, [], "\n".join("%s:%d: %s" % b for b in bad[:30]))

    def test_the_check_can_fail(self):
        # the pattern catches what it is meant to, and spares relative paths
        import tempfile
        with tempfile.TemporaryDirectory() as tmp:
            samples = {"a.json": '{"candidates_dir": "/work/main/corpus/x"}\n',
                       "b.md": "run `fuzz/compare_coverage.sh /tmp/fuzz/bin`\n",
                       "c.md": "in build/tmp/x and ../home/x and ~/work/x and reader/src/\n",
                       "d.md": "see %s/reports\n" % tmp}
            for name, text in samples.items():
                with open(os.path.join(tmp, name), "w") as f:
                    f.write(text)
            got = sorted(b[0] for b in offenders(tmp, sorted(samples), [tmp]))
            self.assertEqual(got, ["a.json", "b.md", "d.md"])

    def test_differential_candidate_writer(self):
        # fuzz/differential.py commits candidate notes: this checkout's path
        # leaves every string, commands then run from the repository root
        sys.path[:0] = [REPO, os.path.join(REPO, "fuzz")]
        import differential
        note = {"commands": ["%s/build/bin/mlirbc-read %s/corpus/x.mlirbc" % (REPO, REPO)],
                "reader": {"stderr": "%s/corpus/x.mlirbc:6: [ir] E_COUNT" % REPO},
                "original": os.path.join(REPO, "build-fuzz", "corpus", "f", "1")}
        got = differential.repo_relative(note)
        self.assertEqual(got["commands"], ["build/bin/mlirbc-read corpus/x.mlirbc"])
        self.assertEqual(got["reader"]["stderr"], "corpus/x.mlirbc:6: [ir] E_COUNT")
        self.assertEqual(got["original"], "build-fuzz/corpus/f/1")
        # directories outside the checkout get names
        got = differential.repo_relative({"c": "/elsewhere/out/x.mlirbc"}, [("/elsewhere/out", "<c>/")])
        self.assertEqual(got, {"c": "<c>/x.mlirbc"})

    def test_fuzz_summary_writer(self):
        # fuzz/campaign.py writes reports/fuzz/summary.{json,md}: paths under
        # the checkout become relative, a build dir elsewhere <build-dir>/
        import tempfile
        sys.path.insert(0, os.path.join(REPO, "fuzz"))
        import campaign
        with tempfile.TemporaryDirectory() as tmp:
            bdir = os.path.join(tmp, "build-fuzz")
            rep = os.path.join(bdir, "crashes", "crash-1")
            summary = {"budget": 1, "jobs": 1, "started": "t", "smoke": True, "loadavg": "0",
                       "runs": [], "findings": [{
                           "key": "k", "known": False, "kind": "crash", "dedup_token": "x",
                           "count": 1, "target": "fuzz_read", "reproducer": rep, "size": 3,
                           "repro_command": "%s/bin/fuzz_read %s" % (bdir, rep), "frames": []}],
                       "differential": {"checked": 1, "seconds": 1, "disagreements": 0,
                                        "classes": 0, "class_list": [],
                                        "candidates_dir": os.path.join(
                                            REPO, "corpus", "regressions", "candidates")}}
            out = os.path.join(tmp, "report")
            campaign.write_reports(out, summary, bdir)
            files = ["summary.json", "summary.md"]
            self.assertEqual(offenders(out, files, [REPO, tmp]), [])
            with open(os.path.join(out, "summary.json")) as f:
                doc = json.load(f)
            self.assertEqual(doc["findings"][0]["reproducer"], "<build-dir>/crashes/crash-1")
            self.assertEqual(doc["differential"]["candidates_dir"], "corpus/regressions/candidates")


if __name__ == "__main__":
    unittest.main()
