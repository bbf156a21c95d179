#!/usr/bin/env python3
"""./cts certify explains failures by root cause (on a small slice of the
real corpus, copied with its manifest into a fixture root whose
spec/features.json gives `use-list-order` an LLVM range of 20+):

* a reader lacking one construct (the reference reader behind a wrapper that
  rejects files whose --trace reads ir.uselist.count) gets one leading
  cluster naming the feature, with the `era: 19` hint; claiming era 19
  makes those cases not applicable and the reader passes;
* an always-accept reader gets clusters by expected error code, the largest
  first; an always-reject reader one cluster of every valid file (nothing
  to contrast with, so no feature is named);
* versions are v0..v6 plus one `invalid header` group;
* a partial run says why (--cases, timeouts, a signal);
* minimization stays within its total budget (recorded elapsed time);
* --structure=mlir: the reference reader's --dump=mlir passes at L3; a
  print with only names and nesting passes at L1 and fails an L3 claim.
Usage: test_certify_clusters.py MLIRBC_READ
"""

import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import time
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import fixture  # noqa: E402

CERTIFY = os.path.join(REPO, "oracle", "certify.py")
FAKE = os.path.join(HERE, "fake")
READER = None
ERA_FEATURE = {"use-list-order": {"llvm_min": 20}}
INVALID_HEADERS = ["n_header_version_127", "n_header_version_7", "n_header_version_max_u64"]
OTHER_REJECTS = ["n_header_magic_wrong", "n_section_align_0", "n_string_no_string"]


def uses_uselists(e):
    return e["verdict"] == "accept" and "use-list-order" in e["features"]


def plain_valid(e):
    return e["verdict"] == "accept" and e["version"] >= 3 and "use-list-order" not in e["features"]


class ClusterTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory(prefix="oracle-clusters-")
        cls.root = os.path.join(cls.tmp.name, "root")
        cls.uselist = fixture.smallest(uses_uselists, 6)
        cls.plain = fixture.smallest(plain_valid, 6)
        fixture.build_from_corpus(cls.root, cls.uselist + cls.plain + INVALID_HEADERS +
                                  OTHER_REJECTS, ERA_FEATURE)

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def certify(self, reader, *extra, budget="2"):
        return fixture.run_certify(self.root, self.tmp.name, reader, READER,
                                   ["--name", "r", "--no-cache", "--minimize-budget", budget] +
                                   list(extra))

    def without_uselists(self):
        return "sh %s/without_field.sh %s ir.uselist.count {}" % (FAKE, READER)

    def test_missing_feature_leads(self):
        rc, cert, md, err = self.certify(self.without_uselists())
        self.assertEqual(rc, 1, err)
        first = cert["clusters"][0]
        self.assertEqual(sorted(first["cases"]), sorted(self.uselist))
        self.assertEqual(first["tag"], "use-list-order", first)
        self.assertIn("feature `use-list-order`", first["explanation"])
        self.assertEqual(first["message"], "unsupported construct ir.uselist.count at offset <hex>")
        self.assertIn('it says "unsupported construct ir.uselist.count at offset 0x10"',
                      first["explanation"])
        self.assertEqual(first["hint"], "claim `era: 19` to mark these not-applicable")
        self.assertEqual(len(cert["clusters"]), 1, cert["clusters"])
        rep = first["reproducer"]
        self.assertIn(rep["representative"] if "representative" in rep else first["representative"],
                      self.uselist)
        self.assertTrue(os.path.exists(os.path.join(self.root, rep["file"])) or
                        os.path.exists(rep["file"]))
        # the certificate leads with it
        body = md.split("## Root causes", 1)[1]
        self.assertTrue(body.split("\n1. ", 1)[1].startswith("**6 cases**: the reader rejects valid "
                                                             "files using feature `use-list-order`"), md)

    def test_era_claim_makes_not_applicable(self):
        claims = os.path.join(self.tmp.name, "era19.json")
        with open(claims, "w") as f:
            json.dump({"era": 19}, f)
        rc, cert, md, err = self.certify(self.without_uselists(), "--claims", claims)
        self.assertEqual(rc, 0, err)
        self.assertEqual(cert["counts"]["not-applicable"], len(self.uselist))
        self.assertEqual(cert["not_applicable"], {"feature use-list-order needs LLVM 20+": 6})
        self.assertEqual(cert["clusters"], [])
        # era 20 reads them: they apply again and fail
        with open(claims, "w") as f:
            json.dump({"era": 20}, f)
        rc, cert, md, err = self.certify(self.without_uselists(), "--claims", claims)
        self.assertEqual(rc, 1, err)
        self.assertEqual(cert["counts"]["not-applicable"], 0)

    def test_always_accept_and_versions(self):
        rc, cert, md, err = self.certify("sh %s/accept_all.sh {}" % FAKE)
        self.assertEqual(rc, 1, err)
        first = cert["clusters"][0]
        self.assertEqual((first["expected"], first["verdict"], first["code"]),
                         ("reject", "accepted", "E_VERSION"))
        self.assertEqual(sorted(first["cases"]), sorted(INVALID_HEADERS))
        self.assertIn("E_VERSION", first["explanation"])
        self.assertEqual(len(cert["clusters"]), 4)  # E_VERSION, E_MAGIC, E_ALIGN, E_COUNT
        self.assertEqual(sum(len(c["cases"]) for c in cert["clusters"]), 6)
        # versions: v0..v6 and one group for undefined headers, never raw numbers
        self.assertLessEqual(set(cert["by_version"]), {"v%d" % v for v in range(7)} | {"invalid header"})
        self.assertEqual(cert["by_version"]["invalid header"]["fail"], 4)  # + the bad magic
        table = md.split("## By version", 1)[1].split("\n## ", 1)[0]
        keys = [row.split("|")[1].strip() for row in table.splitlines() if row.startswith("| ")]
        self.assertTrue(keys and not any(re.fullmatch(r"[0-9]+|None", k) for k in keys), keys)

    def test_always_reject_is_one_cluster(self):
        # one cluster gets the whole budget and stops when done (a few seconds;
        # 30 s leaves room for a loaded machine and a sanitizer build)
        rc, cert, md, err = self.certify("sh %s/reject_all.sh {}" % FAKE, budget="30")
        self.assertEqual(rc, 1, err)
        self.assertEqual(len(cert["clusters"]), 1, cert["clusters"])
        only = cert["clusters"][0]
        self.assertIsNone(only["tag"])
        self.assertEqual(sorted(only["cases"]), sorted(self.uselist + self.plain))
        self.assertTrue(only["explanation"].startswith("the reader rejects valid files;"))
        # shrunk while the reference still accepts and the reader fails alike
        self.assertTrue(only["reproducer"]["shrunk"], only["reproducer"])

    def test_partial_run_reasons(self):
        rc, cert, md, err = self.certify("sh %s/accept_all.sh {}" % FAKE, "--cases", "n_header_*")
        self.assertFalse(cert["complete"])
        self.assertEqual(cert["partial_reasons"], ["--cases n_header_* selected part of the corpus"])
        self.assertIn("Partial run: --cases n_header_* selected part of the corpus.", md)
        one = self.plain[0]
        rc, cert, md, err = self.certify("sh %s/hang.sh {}" % FAKE, "--cases", one, "--timeout", "1")
        self.assertIn("1 case timed out: %s" % one, cert["partial_reasons"])

    def test_interrupted_run_says_so(self):
        out = tempfile.mkdtemp(dir=self.tmp.name)
        cache = tempfile.mkdtemp(dir=self.tmp.name)
        cmd = [sys.executable, CERTIFY, "--root", self.root, "--reader",
               "sh %s/slow_ref.sh %s {}" % (FAKE, READER), "--name", "r", "--out", out,
               "--reference", READER, "-j", "1", "-q", "--cache-dir", cache]
        p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and not any(
                f.endswith(".json") for _, _, fs in os.walk(cache) for f in fs):
            time.sleep(0.05)
        p.send_signal(signal.SIGINT)
        _, err = p.communicate(timeout=60)
        self.assertEqual(p.returncode, 130, err)
        with open(os.path.join(out, "certificate.json")) as f:
            cert = json.load(f)
        self.assertFalse(cert["complete"])
        self.assertTrue(cert["partial_reasons"][0].startswith("interrupted by a signal before"),
                        cert["partial_reasons"])

    def test_minimization_budget_is_total(self):
        # each test of the slow reader costs >= 50 ms: 4 clusters cannot all
        # finish in 1.5 s, so the budget decides when the phase ends
        rc, cert, md, err = self.certify("sh %s/accept_slowly.sh {}" % FAKE, "--cases", "n_*",
                                         budget="1.5")
        m = cert["minimization"]
        self.assertEqual(m["budget_seconds"], 1.5)
        self.assertLessEqual(m["elapsed_seconds"], 1.5 + 0.5, m)
        notes = [c["reproducer"]["note"] for c in cert["clusters"]]
        self.assertTrue(any("budget" in n for n in notes), notes)
        self.assertTrue(all(c["reproducer"]["size"] > 0 or c["representative"] == "n_header_empty_file"
                            for c in cert["clusters"]))

    def test_structure_mlir(self):
        rc, cert, md, err = self.certify("%s --dump=mlir {}" % READER, "--structure=mlir")
        self.assertEqual(rc, 0, err)
        self.assertEqual(cert["levels"]["required"], "L3")
        self.assertEqual(cert["reader"]["structure"], "mlir")
        valid = self.uselist + self.plain
        self.assertEqual({cert["results"][c]["level"] for c in valid}, {"L3"})
        l1 = "%s %s/l1_print.py %s {}" % (sys.executable, FAKE, READER)
        claims = os.path.join(self.tmp.name, "l1.json")
        with open(claims, "w") as f:
            json.dump({"levels": ["L1"]}, f)
        rc, cert, md, err = self.certify(l1, "--structure=mlir", "--claims", claims)
        self.assertEqual(rc, 0, err)
        levels = {cert["results"][c]["level"] for c in valid}
        self.assertIn("L1", levels)  # an op without types, attributes or locations stays L3
        self.assertLessEqual(levels, {"L1", "L3"})
        rc, cert, md, err = self.certify(l1, "--structure=mlir")
        self.assertEqual(rc, 1, err)
        self.assertEqual(cert["clusters"][0]["verdict"], "accepted-different")
        self.assertEqual(cert["clusters"][0]["message"], "structure equal up to L1 only")


class ExplainTest(unittest.TestCase):
    """Naming without running anything: messages, builtin encodings, hints."""

    def setUp(self):
        sys.path.insert(0, os.path.join(REPO, "oracle"))
        import explain
        self.explain = explain
        feats = {"builtin-filelinecolrange": {
            "id": "builtin-filelinecolrange", "doc": "FileLineColRange locations",
            "implied_by": ["builtin.attr.FileLineColRange"], "llvm_min": 20}}
        self.spec = explain.SpecInfo(feats, os.path.join(REPO, "spec", "grammar.json"),
                                     os.path.join(REPO, "spec", "reader-errors.md"))

    def test_normalized_message(self):
        from cluster import normalize_message
        self.assertEqual(normalize_message("0:0: error: unknown attribute code: 22"),
                         "unknown attribute code: <n>")
        self.assertEqual(normalize_message("expected alignment byte (0xCB), but got: '0x5'"),
                         "expected alignment byte (<hex>), but got: <str>")
        self.assertEqual(normalize_message("dialect 'x' is unknown"), "dialect <str> is unknown")
        self.assertEqual(normalize_message("out/x/case.mlirbc:12: bad"), "bad")
        self.assertEqual(normalize_message("cannot open out/x/case.mlirbc"), "cannot open <path>")

    def test_era_feature_names_the_builtin_encoding(self):
        cl = {"expected": "accept", "verdict": "rejected", "tag": "builtin-filelinecolrange",
              "same_cases_as": [], "code": None, "message": "unknown attribute code: <n>"}
        text, hint = self.explain.explain(cl, self.spec, "0:0: error: unknown attribute code: 22")
        self.assertEqual(text, "the reader rejects valid files using the FileLineColRange attribute "
                               "(builtin attr code 22, LLVM 20+) [feature `builtin-filelinecolrange`]; "
                               'it says "unknown attribute code: 22"')
        self.assertEqual(hint, "claim `era: 19` to mark these not-applicable")

    def test_invalid_file_names_the_code(self):
        cl = {"expected": "reject", "verdict": "accepted", "tag": None, "same_cases_as": [],
              "code": "E_MAGIC", "message": None}
        text, hint = self.explain.explain(cl, self.spec)
        self.assertTrue(text.startswith("the reader accepts invalid files (the reference reader "
                                        "rejects them with E_MAGIC: input does not start with"), text)
        self.assertIsNone(hint)


if __name__ == "__main__":
    READER = os.path.abspath(sys.argv.pop(1))
    unittest.main()
