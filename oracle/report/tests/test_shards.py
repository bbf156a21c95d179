#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""./cts report --shard K/N and --merge (oracle/shard.py) on a slice of the
corpus, reference reader only:

* the 3 shards partition the slice (disjoint, complete, none empty);
* merging them gives byte-for-byte the conformance.json, summary.md and
  index.html of one run over the same slice, in any order of the shard directories;
* a merge refuses a missing or repeated shard and shards of another
  selection (exit 2, nothing written).
Usage: test_shards.py MLIRBC_READ
"""

import json
import os
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, os.pardir, os.pardir, os.pardir))
from oracle.core.tests.testenv import REPO, SHARED  # noqa: E402,F401  (paths, PYTHONPATH)
from oracle.report import shard

REPORT = ["-m", "oracle.report"]
READER = None
SLICE = ["y_gen_v6_rand_00*", "n_header_magic*", "n_mut_v6b*_magic*",
         "i_mut_v3b*_section_align_4096*", "upstream/func_arith.w22*"]


def read(path):
    with open(path, "rb") as f:
        return f.read()


class Shards(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory(prefix="oracle-shards-")
        cls.cache = os.path.join(cls.tmp.name, "cache")

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def report(self, *extra, select=True, expect=0):
        cmd = [sys.executable, *REPORT, "--reader", READER, "--no-mlir-opt", "--cache-dir",
               self.cache, "-q", "-j", "2"] + list(extra)
        for glob in SLICE if select else []:
            cmd += ["--cases", glob]
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=600)
        self.assertEqual(p.returncode, expect, p.stderr.decode()[-3000:])
        return p.stderr.decode()

    def test_three_shards_merge_to_one_run(self):
        t = self.tmp.name
        self.report("--out", os.path.join(t, "single"))
        single = json.loads(read(os.path.join(t, "single", "conformance.json")))
        ids = [c["id"] for c in single["cases"]]
        self.assertGreater(len(ids), 20)
        dirs, seen = [], []
        for k in (1, 2, 3):
            d = os.path.join(t, "shard%d" % k)
            self.report("--shard", "%d/3" % k, "--out", d)
            doc = json.loads(read(os.path.join(d, "conformance.json")))
            self.assertEqual(doc["shard"]["index"], k)
            got = [c["id"] for c in doc["cases"]]
            self.assertTrue(got, "shard %d is empty" % k)
            self.assertEqual(got, [c for c in ids if shard.index_of(c, 3) == k - 1])
            self.assertFalse(os.path.exists(os.path.join(d, "index.html")))
            seen += got
            dirs.append(d)
        self.assertEqual(sorted(seen), sorted(ids))
        self.report("--merge", dirs[2], dirs[0], dirs[1], "--out", os.path.join(t, "merged"),
                    select=False)
        for f in ("conformance.json", "summary.md", "index.html"):
            self.assertTrue(read(os.path.join(t, "merged", f)) == read(os.path.join(t, "single", f)),
                            "%s: merged shards differ from one run" % f)
        # refusals: a shard missing, a shard twice, a shard of another selection
        bad = os.path.join(t, "refused")
        err = self.report("--merge", dirs[0], dirs[1], "--out", bad, select=False, expect=2)
        self.assertIn("missing [3]", err)
        err = self.report("--merge", dirs[0], dirs[1], dirs[1], dirs[2], "--out", bad,
                          select=False, expect=2)
        self.assertIn("duplicate [2]", err)
        other = os.path.join(t, "other3")
        self.report("--shard", "3/3", "--out", other, "--cases", "n_*magic*", select=False)
        err = self.report("--merge", dirs[0], dirs[1], other, "--out", bad, select=False, expect=2)
        self.assertIn("not shards of one run", err)
        self.assertFalse(os.path.exists(os.path.join(bad, "conformance.json")))

    def test_partition_is_stable(self):
        # by id only (the documented formula), so every machine agrees,
        # whatever else is selected
        import hashlib
        for cid in ("y_ir_simple", "upstream/func_arith.w22.v6", "n_header_magic_1"):
            h = int(hashlib.sha256(cid.encode()).hexdigest()[:16], 16)
            self.assertEqual([shard.index_of(cid, n) for n in (1, 2, 3, 7)],
                             [h % n for n in (1, 2, 3, 7)])
        counts = [0, 0, 0]
        for i in range(3000):
            counts[shard.index_of("case_%d" % i, 3)] += 1
        self.assertTrue(all(800 < c < 1200 for c in counts), counts)
        for bad in ("0/3", "4/3", "3", "a/b", "1/0"):
            with self.assertRaises(shard.ShardError):
                shard.parse(bad)
        self.assertEqual(shard.parse("2/3"), (2, 3))


if __name__ == "__main__":
    READER = os.path.abspath(sys.argv.pop(1))
    unittest.main()
