#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Reproducible reports (oracle/report.py, oracle/readers.py, oracle/flaky.py).

* The reference reader's identity is a digest of its sources: the same for
  a copy of the sources elsewhere and for the binary at any path; a changed
  source changes it.
* Two report runs over a small slice of the corpus, with the reader at two
  different paths and two different caches, write byte-identical
  conformance.json, summary.md and index.html, with no path of the machine in
  them; running again into the same directory rewrites nothing.
* Flaky results (a fake mlir-opt whose verdict depends on the length of the
  file's path, like mlir-opt-16 on y_gen_v0_rand_043): a result that differs
  from the previous report flips on the re-run, is marked flaky, keeps the
  previous outcome, is not a change, stays marked, and shows in summary.md,
  the ambiguity table and the registry's view; a result that differs twice
  is a change.
Usage: test_repro.py MLIRBC_READ
"""

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, os.pardir, os.pardir, os.pardir))
from oracle.core.tests.testenv import REPO, SHARED  # noqa: E402,F401  (paths, PYTHONPATH)
import fixture  # noqa: E402
from oracle.core import readers
from oracle.report import ambiguities

REPORT = ["-m", "oracle.report"]
FAKE = os.path.join(SHARED, "fake", "pathlen_mlir_opt.sh")
READER = None
# a small slice of the corpus: generated v0 cases (mlir-opt-16 reads them),
# magic rejections, 4096-aligned sections (mlir-opt names its buffer's heap
# address when it is not aligned) and upstream files
SLICE = ["y_gen_v0_rand_04[0-4]", "n_header_magic*", "i_mut_v3b*_section_align_4096*",
         "upstream/func_arith.w22.v[0-2]"]
OUTPUTS = ("conformance.json", "summary.md", "index.html")


def read(path):
    with open(path, "rb") as f:
        return f.read()


class Identity(unittest.TestCase):
    def test_source_digest_ignores_location_not_content(self):
        here = readers.source_digest()
        self.assertRegex(here, r"^src:[0-9a-f]{12}$")
        with tempfile.TemporaryDirectory(prefix="repro-src-") as tmp:
            other = os.path.join(tmp, "a", "much", "longer", "checkout")
            for rel in readers.REFERENCE_SOURCES:
                src, dst = os.path.join(REPO, rel), os.path.join(other, rel)
                if os.path.isdir(src):
                    shutil.copytree(src, dst, ignore=shutil.ignore_patterns("__pycache__"))
                else:
                    os.makedirs(os.path.dirname(dst), exist_ok=True)
                    shutil.copy(src, dst)
            self.assertEqual(readers.source_digest(other), here)
            # an editor's backup is not a source
            with open(os.path.join(other, "reader", "src", "buf.c~"), "w") as f:
                f.write("junk")
            self.assertEqual(readers.source_digest(other), here)
            # one byte of one source is
            path = os.path.join(other, "reader", "src", "buf.c")
            with open(path, "ab") as f:
                f.write(b"\n")
            self.assertNotEqual(readers.source_digest(other), here)
            os.remove(path)
            self.assertNotEqual(readers.source_digest(other), here)

    def test_reader_identity_ignores_build_dir(self):
        with tempfile.TemporaryDirectory(prefix="repro-bin-") as tmp:
            a = os.path.join(tmp, "build", "bin", "mlirbc-read")
            b = os.path.join(tmp, "x", "a-build-dir-with-a-longer-name", "mlirbc-read")
            for p in (a, b):
                os.makedirs(os.path.dirname(p))
                shutil.copy(READER, p)
            ra, rb = (readers.reference_reader(p, REPO) for p in (a, b))
            self.assertEqual(ra.version, readers.source_digest())
            self.assertEqual(ra.public(), rb.public())
            self.assertNotIn("/", ra.public()["command"].split()[0])
            # the cache still tells binaries apart
            self.assertIn(readers.binary_digest(a), ra.cache_id)
            self.assertEqual(readers.reference_reader(a, REPO, version="v1.2").version, "v1.2")


class TwoBuildDirs(unittest.TestCase):
    def test_same_bytes_from_two_build_dirs(self):
        with tempfile.TemporaryDirectory(prefix="repro-run-") as tmp:
            outs = []
            for name in ("build", "some-other-build-directory"):
                reader = os.path.join(tmp, name, "bin", "mlirbc-read")
                os.makedirs(os.path.dirname(reader))
                shutil.copy(READER, reader)
                out = os.path.join(tmp, name, "report")
                cmd = [sys.executable, *REPORT, "--reader", reader, "--out", out, "-q", "-j", "2",
                       "--cache-dir", os.path.join(tmp, name, "cache")]
                for glob in SLICE:
                    cmd += ["--cases", glob]
                p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=600)
                self.assertEqual(p.returncode, 0, p.stderr.decode()[-3000:])
                outs.append(out)
            doc = json.loads(read(os.path.join(outs[0], "conformance.json")))
            self.assertGreaterEqual(doc["corpus"]["cases"], 10)
            if not any(r["kind"] == "mlir-opt" for r in doc["readers"]):
                if os.environ.get("CI") == "true":
                    self.fail("no mlir-opt under CI=true (run ./cts bootstrap)")
            for f in OUTPUTS:
                first, second = (read(os.path.join(o, f)) for o in outs)
                self.assertTrue(first == second, "%s differs between the two build dirs" % f)
                text = first.decode("utf-8", "replace")
                self.assertNotIn(tmp, text, f)
                self.assertIsNone(re.search(r"buffer 0x[0-9a-fA-F]{4,}", text), f)
            # again into the same directory, from the cache: nothing rewritten
            before = {f: read(os.path.join(outs[0], f)) for f in OUTPUTS}
            cmd = [sys.executable, *REPORT, "--reader", os.path.join(tmp, "build", "bin", "mlirbc-read"),
                   "--out", outs[0], "-q", "-j", "2", "--cache-dir", os.path.join(tmp, "build", "cache")]
            for glob in SLICE:
                cmd += ["--cases", glob]
            p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=600)
            self.assertEqual(p.returncode, 0, p.stderr.decode()[-3000:])
            for f in OUTPUTS:
                self.assertTrue(read(os.path.join(outs[0], f)) == before[f], "%s rewritten" % f)


class Flaky(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory(prefix="repro-flaky-")
        cls.root = os.path.join(cls.tmp.name, "root")
        cls.ids = fixture.build(cls.root)

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def report(self, out, previous=None, max_path="40", version="99.0.0", render=False):
        cmd = [sys.executable, *REPORT, "--root", self.root, "--reader", READER, "--out", out,
               "--no-mlir-opt", "--oracle", FAKE, "--no-cache", "--no-sweep", "-q", "-j", "2"]
        cmd += [] if render else ["--no-render"]
        cmd += ["--previous", previous] if previous else []
        env = dict(os.environ, FAKE_MAX_PATH=max_path, FAKE_VERSION=version)
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=300, env=env)
        self.assertEqual(p.returncode, 0, p.stderr.decode())
        path = os.path.join(out, "conformance.json")
        return path, json.loads(read(path)), p.stderr.decode()

    def test_flip_is_flaky_not_a_change(self):
        t = self.tmp.name
        # the previous report: every path "too long", the fake rejects everything
        prev, old, _ = self.report(os.path.join(t, "prev"), max_path="0")
        fake = old["results"]["mlir-opt-99"]
        self.assertTrue(all(r["verdict"] == "rejected" for r in fake.values()), fake)
        # now corpus/cases/X is short enough: the first run accepts, the
        # re-run (longer path) rejects -> flaky, previous outcome kept
        cur, doc, err = self.report(os.path.join(t, "cur"), previous=prev, render=True)
        self.assertIn("flaky", err)
        res = doc["results"]["mlir-opt-99"]
        for cid in self.ids:
            self.assertTrue(res[cid].get("flaky"), cid)
            self.assertEqual(res[cid]["verdict"], fake[cid]["verdict"], cid)
            self.assertEqual(res[cid]["classification"], fake[cid]["classification"], cid)
        self.assertFalse(any(r.get("flaky") for r in doc["results"]["mlirbc-read"].values()))
        ch = doc["changes"]
        self.assertEqual((ch["new_failures"], ch["fixed"], ch["changed"]), ([], [], []))
        self.assertEqual(sorted(x["case"] for x in ch["flaky"]), sorted(self.ids))
        self.assertEqual(doc["summary"]["mlir-opt-99"]["flaky"], len(self.ids))
        amb6 = [a for a in doc["ambiguities"] if a["id"] == "AMB-006"][0]
        self.assertEqual(amb6["flaky"], {"mlir-opt-99": ["i_fixture_trailing"]})
        _, flaky = ambiguities.observed(doc)["AMB-006"]
        self.assertEqual(flaky, {"mlir-opt-99 (99.0.0)": ["i_fixture_trailing"]})
        with open(os.path.join(t, "cur", "summary.md"), encoding="utf-8") as f:
            md = f.read()
        self.assertIn("## Flaky results", md)
        self.assertIn("`y_fixture_cf` · mlir-opt-99", md)
        self.assertIn("Flaky (not counted)", read(os.path.join(t, "cur", "index.html")).decode())
        # the mark stays: the same run again gives the same bytes
        again, _, _ = self.report(os.path.join(t, "again"), previous=cur, render=True)
        self.assertTrue(read(again) == read(cur))
        # ... and stays even when both runs now agree with the report
        _, still, _ = self.report(os.path.join(t, "still"), previous=cur, max_path="0")
        self.assertTrue(all(r.get("flaky") for r in still["results"]["mlir-opt-99"].values()))
        # another version of the tool is another reader: nothing carried over
        _, other, _ = self.report(os.path.join(t, "other"), previous=cur, max_path="0",
                                  version="99.0.1")
        self.assertFalse(any(r.get("flaky") for r in other["results"]["mlir-opt-99"].values()))
        # the registry entry gets the flaky cases, and loses them again (a
        # copy of the registry: the fixture's classifier must not see it)
        reg_root = os.path.join(t, "registry")
        shutil.copytree(os.path.join(REPO, "spec", "ambiguities"),
                        os.path.join(reg_root, "spec", "ambiguities"))
        shutil.copytree(os.path.join(self.root, "corpus"), os.path.join(reg_root, "corpus"))
        amb6 = os.path.join(reg_root, "spec", "ambiguities", "AMB-006.json")
        ambiguities.main(["--root", reg_root, "--report", cur])
        with open(amb6, encoding="utf-8") as f:
            self.assertEqual(json.load(f)["flaky"], {"mlir-opt-99 (99.0.0)": ["i_fixture_trailing"]})
        ambiguities.main(["--root", reg_root, "--report", prev])
        with open(amb6, encoding="utf-8") as f:
            self.assertNotIn("flaky", json.load(f))

    def test_steady_difference_is_flaky_unless_the_reader_changed(self):
        t = self.tmp.name
        prev, old, _ = self.report(os.path.join(t, "p2"), max_path="1000")
        # the same bytes and the same reader give another verdict on every
        # attempt here: environment-dependent all the same (another machine)
        _, doc, _ = self.report(os.path.join(t, "c2"), previous=prev, max_path="0")
        res = doc["results"]["mlir-opt-99"]
        moved = sorted(cid for cid in self.ids
                       if old["results"]["mlir-opt-99"][cid]["verdict"] != "rejected")
        self.assertTrue(moved)
        for cid in moved:
            self.assertTrue(res[cid].get("flaky"), cid)
            self.assertEqual(res[cid]["verdict"], old["results"]["mlir-opt-99"][cid]["verdict"])
            att = res[cid]["flaky_attempts"]
            self.assertEqual([a["run"] for a in att["here"]],
                             ["this run", "again", "path 32 bytes longer"])
            self.assertTrue(all(a["result"].startswith("rejected/") for a in att["here"]), att)
        ch = doc["changes"]
        self.assertEqual((ch["new_failures"], ch["fixed"], ch["changed"]), ([], [], []))
        self.assertEqual(sorted(x["case"] for x in ch["flaky"]), moved)
        # another version of the reader: a change
        _, doc, _ = self.report(os.path.join(t, "c3"), previous=prev, max_path="0",
                                version="99.0.1")
        res = doc["results"]["mlir-opt-99"]
        self.assertFalse(any(r.get("flaky") for r in res.values()))
        self.assertTrue(all(r["verdict"] == "rejected" for r in res.values()))
        ch = doc["changes"]
        moved = sorted(x["case"] for k in ("new_failures", "fixed", "changed") for x in ch[k]
                       if x["reader"] == "mlir-opt-99")
        self.assertEqual(moved, sorted(cid for cid in self.ids
                                       if old["results"]["mlir-opt-99"][cid]["verdict"] != "rejected"))
        self.assertEqual(ch["flaky"], [])


if __name__ == "__main__":
    READER = os.path.abspath(sys.argv.pop(1))
    unittest.main()
