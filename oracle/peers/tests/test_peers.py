#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""peers/*.json and ./cts peers: every definition is valid (required keys,
40-hex pinned commit, name = file stem, protocol, placeholders); usage
errors are clear and exit 2; a toy peer in a peers directory of its own is
built from a git checkout (a warning when HEAD is not the pinned commit),
refused when not built, and certified with reader.json next to the
certificate. No network.
Usage: test_peers.py MLIRBC_READ (the reference reader: certify gets
--reference, so ./cts peers builds nothing)."""

import glob
import json
import os
import shutil
import subprocess
import tempfile
import sys
import unittest

from oracle.peers import defs

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
CTS = os.path.join(REPO, "cts")
READER = None


def need(tool):
    if shutil.which(tool):
        return True
    if os.environ.get("CI") == "true":
        raise AssertionError("%s is missing (CI=true: a missing tool fails)" % tool)
    return False


class Definitions(unittest.TestCase):
    def test_every_peer_valid(self):
        files = glob.glob(os.path.join(REPO, "peers", "*.json"))
        self.assertTrue(files, "peers/ has no definition")
        for path in files:
            with self.subTest(path=os.path.basename(path)):
                peer = defs.load(path)  # raises with every problem
                self.assertRegex(peer["commit"], r"^[0-9a-f]{40}$")
                for cmd in peer["build"] + [peer["command"]]:
                    defs.fill(cmd, src="/s", build="/b", peers="/p", jobs=2)
                for f in peer.get("artifacts", []):
                    self.assertIn("{build}", f)

    def test_mlirbcc_is_the_seed_reader(self):
        p = defs.load(os.path.join(REPO, "peers", "mlirbcc.json"))
        self.assertEqual(p["commit"], "edd4b1ad175c414dcae7f7af874b0e122d8bd526")
        self.assertEqual(p["command"], "{build}/examples/Printer/MlirBytecodePrintParse {}")

    def test_problems_found(self):
        good = {"name": "x", "description": "d", "repository": "https://e.org/x",
                "commit": "0" * 40, "build": [], "command": "x {}", "protocol": "process"}
        self.assertEqual(defs.problems(good, "x"), [])
        cases = [({"commit": "abc"}, "40 lower-case hex"), ({"protocol": "grpc"}, "protocol"),
                 ({"command": "x"}, "needs {}"), ({"repository": "git@e.org:x"}, "https://"),
                 ({"name": "y"}, "stem"), ({"extra": 1}, "unknown keys"),
                 ({"description": "a\nb"}, "one non-empty line"),
                 ({"protocol": "batch"}, "no {}"), ({"command": "{src}/x {}"}, "{src}")]
        for change, words in cases:
            with self.subTest(change=change):
                bad = defs.problems(dict(good, **change), "x")
                self.assertTrue(any(words in b for b in bad), bad)
        self.assertIn("missing key 'commit'",
                      defs.problems({k: v for k, v in good.items() if k != "commit"}, "x"))


class Command(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory(prefix="peers-")
        t = self.tmp.name
        self.peers = os.path.join(t, "peers")
        os.makedirs(self.peers)
        self.env = dict(os.environ, PYTHONPATH=REPO, CTS_PEERS_DIR=self.peers,
                        CTS_PEERS_CACHE=os.path.join(t, "cache"))

    def tearDown(self):
        self.tmp.cleanup()

    def cts(self, *args):
        return subprocess.run([CTS, "peers"] + list(args), capture_output=True, text=True,
                              env=self.env, timeout=240)

    def test_usage(self):
        for args in (["--help"], ["list", "--help"], ["build", "--help"], ["certify", "--help"],
                     ["matrix", "--help"]):
            with self.subTest(args=args):
                p = self.cts(*args)
                self.assertEqual(p.returncode, 0, p.stderr)
                self.assertIn("usage", p.stdout.lower())
        for args, words in ((["frobnicate"], "unknown peers command"),
                            (["build"], "usage"),
                            (["build", "nope", "--src", "/tmp"], "unknown peer 'nope'"),
                            (["build", "--src", "/tmp"], "peer's name"),
                            (["certify", "nope", "--reference", READER], "unknown peer 'nope'"),
                            (["list", "--bogus"], "usage")):
            with self.subTest(args=args):
                p = self.cts(*args)
                self.assertEqual(p.returncode, 2, p.stdout + p.stderr)
                self.assertIn(words, p.stdout + p.stderr)
        self.assertIn("peers", subprocess.run([CTS, "help"], capture_output=True, text=True).stdout)

    def test_toy_peer(self):
        if not need("git"):
            self.skipTest("git missing")
        src = os.path.join(self.tmp.name, "src")
        os.makedirs(src)
        shutil.copy(os.path.join(REPO, "spec", "certify-protocol", "toy_reader.py"), src)
        shutil.copy(os.path.join(REPO, "spec", "certify-protocol", "adapter.py"), src)
        git = lambda *a: subprocess.run(["git", "-C", src] + list(a), check=True, capture_output=True,
                                        text=True).stdout.strip()
        git("init", "-q")
        git("add", ".")
        git("-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "toy")
        head = git("rev-parse", "HEAD")
        peer = {"name": "toy", "description": "a toy reader behind the batch adapter",
                "repository": "https://example.org/toy", "commit": head, "protocol": "batch",
                "build": ["mkdir -p {build}", "cp toy_reader.py adapter.py {build}/"],
                "artifacts": ["{build}/toy_reader.py"], "command": "python3 {build}/toy_reader.py",
                "claims": {"versions": [0, 1, 2, 3, 4, 5, 6]}}
        with open(os.path.join(self.peers, "toy.json"), "w") as f:
            json.dump(peer, f)
        p = self.cts("certify", "toy", "--reference", READER)
        self.assertEqual(p.returncode, 1)
        self.assertIn("peer toy is not built: ./cts peers build toy --src", p.stderr)
        p = self.cts("build", "toy", "--src", src)
        self.assertEqual(p.returncode, 0, p.stderr)
        self.assertNotIn("warning", p.stderr)
        self.assertIn("built from %s" % head[:12], self.cts("list").stdout)
        # another commit: built, with a warning
        with open(os.path.join(src, "README"), "w") as f:
            f.write("x\n")
        git("add", ".")
        git("-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "later")
        p = self.cts("build", "toy", "--src", src)
        self.assertEqual(p.returncode, 0, p.stderr)
        self.assertIn("not the pinned commit %s" % head, p.stderr)
        self.assertIn("NOT the pinned commit", self.cts("list").stdout)
        # a failing step: not built afterwards
        peer["build"] = ["false"]
        with open(os.path.join(self.peers, "toy.json"), "w") as f:
            json.dump(peer, f)
        p = self.cts("build", "toy", "--src", src)
        self.assertEqual(p.returncode, 1)
        self.assertIn("step 1 failed", p.stderr)
        self.assertIn("not built", self.cts("list").stdout)
        peer["build"] = ["mkdir -p {build}", "cp toy_reader.py adapter.py {build}/"]
        with open(os.path.join(self.peers, "toy.json"), "w") as f:
            json.dump(peer, f)
        self.assertEqual(self.cts("build", "toy", "--src", src).returncode, 0)
        p = self.cts("certify", "toy", "--reader", "x", "--reference", READER)
        self.assertEqual(p.returncode, 2)
        self.assertIn("--reader comes from peers/toy.json", p.stderr)
        out = os.path.join(self.tmp.name, "cert")
        p = self.cts("certify", "toy", "--out", out, "--cases", "y_version_min_v*", "--cases",
                     "n_header_*", "-j", "2", "--minimize-budget", "0", "-q", "--no-cache",
                     "--reference", READER)
        self.assertIn(p.returncode, (0, 1), p.stderr)
        cert = json.load(open(os.path.join(out, "certificate.json")))
        self.assertEqual(cert["reader"]["name"], "toy")
        side = json.load(open(os.path.join(out, "reader.json")))
        self.assertEqual((side["kind"], side["pinned"], side["repository"]),
                         ("peer", head, "https://example.org/toy"))
        self.assertNotEqual(side["commit"], head)


if __name__ == "__main__":
    READER = os.path.abspath(sys.argv.pop(1))
    unittest.main()
