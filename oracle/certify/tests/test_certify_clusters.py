#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""./cts certify explains failures by root cause (on a small slice of the
real corpus, copied with its manifest into a fixture root whose
spec/features.json gives `use-list-order` an LLVM range of 20+):

* a reader lacking one construct (the reference reader behind a wrapper that
  rejects files whose --trace reads ir.uselist.count) gets one leading
  root cause naming the feature, with the `era: 19` hint; claiming era 19
  makes those cases not applicable and the reader passes;
* always-accept: one root cause "accepts every invalid file"; always-reject:
  one, "rejects every valid file"; always-crash: one, "crashes on every
  file"; each scores at most 50 %, always-crash 0 %;
* claims never hide a crash: an always-crash reader claiming only v0 keeps
  every failure, nothing is not applicable;
* a reader with 3 bugs at once (oracle/core/tests/fake/bugs.sh: reads only v0,
  no use-list orders, accepts undefined header versions) gets at most 4 root
  causes, the first naming "every version but 0" with a `"versions": [0]`
  hint, one E_VERSION;
* the reader crashing whenever it rejects (plus lacking use-list orders)
  gets "crashes whenever it rejects" and the feature, apart;
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
sys.path.insert(0, os.path.join(HERE, os.pardir, os.pardir, os.pardir))
from oracle.core.tests.testenv import REPO, SHARED  # noqa: E402,F401  (paths, PYTHONPATH)
import fixture  # noqa: E402

CERTIFY = ["-m", "oracle.certify"]
FAKE = os.path.join(SHARED, "fake")
READER = None
ERA_FEATURE = {"use-list-order": {"llvm_min": 20}}
INVALID_HEADERS = ["n_header_version_127", "n_header_version_7", "n_header_version_max_u64"]
OTHER_REJECTS = ["n_header_magic_wrong", "n_section_align_0", "n_string_no_string"]


def uses_uselists(e):
    return e["verdict"] == "accept" and "use-list-order" in e["features"]


def plain_valid(e):
    return e["verdict"] == "accept" and e["version"] >= 3 and "use-list-order" not in e["features"]


def v0_valid(e):
    return e["verdict"] == "accept" and e["version"] == 0 and "overlong-varints" not in e["features"]


class ClusterTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory(prefix="oracle-clusters-")
        cls.root = os.path.join(cls.tmp.name, "root")
        cls.uselist = fixture.smallest(uses_uselists, 6)
        cls.plain = fixture.smallest(plain_valid, 6)
        cls.v0 = fixture.smallest(v0_valid, 4)
        fixture.build_from_corpus(cls.root, cls.uselist + cls.plain + cls.v0 + INVALID_HEADERS +
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
        self.assertEqual((first["mode"], first["value"]), ("rejects", "use-list-order"), first)
        self.assertIn("feature `use-list-order`", first["explanation"])
        self.assertEqual(first["message"], "unsupported construct ir.uselist.count at offset <hex>")
        self.assertIn('it says "unsupported construct ir.uselist.count at offset 0x10"',
                      first["explanation"])
        self.assertEqual(first["hint"], 'claim `"era": 19` to mark these not-applicable')
        self.assertEqual(first["claim"], {"era": 19})
        self.assertEqual(len(cert["clusters"]), 1, cert["clusters"])
        rep = first["reproducer"]
        self.assertIn(first["representative"], self.uselist)
        self.assertTrue(os.path.exists(os.path.join(self.root, rep["file"])) or
                        os.path.exists(rep["file"]))
        # the certificate leads with it, and its command runs from any directory
        body = md.split("## Root causes", 1)[1]
        self.assertTrue(body.split("\n1. ", 1)[1].startswith(
            "**6 cases**: the reader rejects every valid file using feature `use-list-order`"), md)
        self.assertIn('`cd "$(git rev-parse --show-toplevel)" && sh ', body)
        # no empty section: no expectations file, no Expectations heading
        self.assertNotIn("## Expectations", md)

    def test_era_claim_makes_not_applicable(self):
        claims = os.path.join(self.tmp.name, "era19.json")
        with open(claims, "w") as f:
            json.dump({"era": 19}, f)
        rc, cert, md, err = self.certify(self.without_uselists(), "--claims", claims)
        self.assertEqual(rc, 0, err)
        self.assertEqual(cert["counts"]["not-applicable"], len(self.uselist))
        # each names an LLVM 20+ feature (use-list orders, or LLVM 20+ ODS property layouts)
        self.assertEqual(sum(cert["not_applicable"].values()), 6)
        self.assertTrue(all(k.endswith("needs LLVM 20+") for k in cert["not_applicable"]),
                        cert["not_applicable"])
        self.assertIn("feature use-list-order needs LLVM 20+", cert["not_applicable"])
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
        self.assertLessEqual(len(cert["clusters"]), 3, cert["clusters"])
        first = cert["clusters"][0]
        self.assertEqual(first["explanation"], "the reader accepts every invalid file")
        self.assertEqual(sorted(first["cases"]), sorted(INVALID_HEADERS + OTHER_REJECTS))
        self.assertLessEqual(cert["score"]["headline"], 0.5)
        self.assertEqual(cert["score"]["valid_accepted"], 1.0)
        self.assertEqual(cert["score"]["invalid_rejected"], 0.0)
        self.assertEqual(cert["rate"], cert["score"]["headline"])
        # versions: v0..v6 and one group for undefined headers, never raw numbers;
        # must-accept cases apart from the rest
        self.assertLessEqual(set(cert["by_version_other"]),
                             {"v%d" % v for v in range(7)} | {"invalid header"})
        self.assertEqual(cert["by_version_other"]["invalid header"]["fail"], 4)  # + the bad magic
        self.assertNotIn("invalid header", cert["by_version"])
        table = md.split("## Valid files by version (must accept)", 1)[1].split("\n## ", 1)[0]
        keys = [row.split("|")[1].strip() for row in table.splitlines() if row.startswith("| ")]
        self.assertTrue(keys and not any(re.fullmatch(r"[0-9]+|None", k) for k in keys), keys)
        # the badge and its shields.io endpoint JSON say the headline score
        with open(os.path.join(os.path.dirname(cert["_path"]), "badge.json")) as f:
            ep = json.load(f)
        self.assertEqual(ep["schemaVersion"], 1)
        self.assertEqual(ep["message"], "%.1f%%" % (100 * cert["score"]["headline"]))

    def test_always_reject_is_one_cluster(self):
        # one cluster gets the whole budget and stops when done (a few seconds;
        # 30 s leaves room for a loaded machine and a sanitizer build)
        rc, cert, md, err = self.certify("sh %s/reject_all.sh {}" % FAKE, budget="30")
        self.assertEqual(rc, 1, err)
        self.assertEqual(len(cert["clusters"]), 1, cert["clusters"])
        only = cert["clusters"][0]
        self.assertEqual(only["axis"], "all")
        self.assertEqual(sorted(only["cases"]), sorted(self.uselist + self.plain + self.v0))
        self.assertTrue(only["explanation"].startswith("the reader rejects every valid file;"),
                        only["explanation"])
        self.assertLessEqual(cert["score"]["headline"], 0.5)
        # shrunk while the reference still accepts and the reader fails alike
        self.assertTrue(only["reproducer"]["shrunk"], only["reproducer"])

    def test_always_crash_is_one_cause_and_claims_keep_it(self):
        rc, cert, md, err = self.certify("sh %s/segv.sh {}" % FAKE, budget="0")
        self.assertEqual(rc, 1, err)
        self.assertEqual(len(cert["clusters"]), 1, cert["clusters"])
        self.assertTrue(cert["clusters"][0]["explanation"].startswith(
            "the reader crashes on every file"), cert["clusters"][0])
        self.assertEqual(cert["score"]["headline"], 0.0)
        self.assertNotIn("hint", cert["clusters"][0])  # no claim removes a crash
        claims = os.path.join(self.tmp.name, "v0.json")
        with open(claims, "w") as f:
            json.dump({"versions": [0], "era": 16}, f)
        rc, cert2, md, err = self.certify("sh %s/segv.sh {}" % FAKE, "--claims", claims, budget="0")
        self.assertEqual(cert2["counts"]["not-applicable"], 0)
        self.assertEqual(cert2["counts"]["fail"], cert["counts"]["fail"])

    def test_three_bugs_are_three_causes(self):
        bugs = "sh %s/bugs.sh %s only-v0,no-uselists,accept-v7 {}" % (FAKE, READER)
        rc, cert, md, err = self.certify(bugs)
        self.assertEqual(rc, 1, err)
        causes = cert["clusters"]
        self.assertLessEqual(len(causes), 4, [c["explanation"] for c in causes])
        first = causes[0]
        self.assertEqual((first["mode"], first["axis"], first["value"]), ("rejects", "version", [1, 6]))
        self.assertIn("every version but 0", first["explanation"])
        self.assertEqual(first["claim"], {"versions": [0]})
        self.assertEqual(sorted(first["cases"]), sorted(self.uselist + self.plain))
        v7 = [c for c in causes if c["mode"] == "accepts"]
        self.assertEqual(len(v7), 1, causes)
        self.assertEqual(sorted(v7[0]["cases"]), sorted(INVALID_HEADERS))
        self.assertNotIn("hint", v7[0])  # accepting an invalid file is never claimed away

    def test_crash_whenever_it_rejects(self):
        bugs = "sh %s/bugs.sh %s crash-reject,no-uselists {}" % (FAKE, READER)
        rc, cert, md, err = self.certify(bugs, budget="0")
        causes = cert["clusters"]
        self.assertEqual(len(causes), 2, [c["explanation"] for c in causes])
        crash = next(c for c in causes if c.get("whenever_rejects"))
        self.assertEqual(sorted(crash["cases"]), sorted(INVALID_HEADERS + OTHER_REJECTS))
        self.assertIn("crashes whenever it rejects", crash["explanation"])
        feat = next(c for c in causes if c is not crash)
        self.assertEqual((feat["mode"], feat["value"]), ("rejects", "use-list-order"))
        self.assertIn("it crashes instead of rejecting", feat["explanation"])
        # a claim would make the valid files not applicable, but the crash stays
        self.assertIsNone(feat.get("claim"), feat)
        self.assertNotIn("hint", feat)

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
        cmd = [sys.executable, *CERTIFY, "--root", self.root, "--reader",
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
        # its one root cause ("accepts every invalid file") needs ~75 tests:
        # most are the reference reader's (a candidate that lost the trait,
        # ~2 ms each), a few the slow reader's (>= 50 ms each); 0.03 s cannot
        # hold them, so the budget decides when the phase ends
        rc, cert, md, err = self.certify("sh %s/accept_slowly.sh {}" % FAKE, "--cases", "n_*",
                                         budget="0.03")
        m = cert["minimization"]
        self.assertEqual(m["budget_seconds"], 0.03)
        self.assertLessEqual(m["elapsed_seconds"], 0.03 + 0.5, m)
        notes = [c["reproducer"]["note"] for c in cert["clusters"]]
        self.assertTrue(any("budget" in n for n in notes), (notes, m))
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
        self.assertEqual(cert["clusters"][0]["verdict"], "accepted-different",
                         [(c["verdict"], c["explanation"], c.get("message")) for c in cert["clusters"]])
        self.assertEqual(cert["clusters"][0]["message"], "structure equal up to L1 only")


class ExplainTest(unittest.TestCase):
    """Naming without running anything: messages, builtin encodings, hints."""

    def setUp(self):
        from oracle.certify import explain
        self.explain = explain
        feats = {"builtin-filelinecolrange": {
            "id": "builtin-filelinecolrange", "doc": "FileLineColRange locations",
            "implied_by": ["builtin.attr.FileLineColRange"], "llvm_min": 20}}
        self.spec = explain.SpecInfo(feats, os.path.join(REPO, "spec", "grammar.json"),
                                     os.path.join(REPO, "spec", "reader-errors.md"))

    def test_normalized_message(self):
        from oracle.core.cluster import normalize_message
        self.assertEqual(normalize_message("0:0: error: unknown attribute code: 22"),
                         "unknown attribute code: <n>")
        self.assertEqual(normalize_message("expected alignment byte (0xCB), but got: '0x5'"),
                         "expected alignment byte (<hex>), but got: <str>")
        self.assertEqual(normalize_message("dialect 'x' is unknown"), "dialect <str> is unknown")
        self.assertEqual(normalize_message("out/x/case.mlirbc:12: bad"), "bad")
        self.assertEqual(normalize_message("cannot open out/x/case.mlirbc"), "cannot open <path>")

    def test_era_feature_names_the_builtin_encoding(self):
        cl = {"mode": "rejects", "axis": "builtin", "value": "builtin.attr.FileLineColRange",
              "purity": 1.0, "cases": ["y_a", "y_b"], "verdict": "rejected"}
        text, hint, claim = self.explain.describe(cl, self.spec, "0:0: error: unknown attribute code: 22")
        self.assertEqual(text, "the reader rejects valid files using the FileLineColRange attribute "
                               "(builtin attr code 22, LLVM 20+) [feature `builtin-filelinecolrange`]; "
                               'it says "unknown attribute code: 22"')
        self.assertEqual(hint, 'claim `"era": 19` to mark these not-applicable')
        self.assertEqual(claim, {"era": 19})

    def test_invalid_file_names_the_code(self):
        cl = {"mode": "accepts", "axis": "code", "value": "E_MAGIC", "purity": 1.0,
              "cases": ["n_a"], "expected_kinds": ["reject"]}
        text, hint, claim = self.explain.describe(cl, self.spec)
        self.assertTrue(text.startswith("the reader accepts every invalid file the reference "
                                        "reader rejects with E_MAGIC (input does not start with"), text)
        self.assertIsNone(hint)

    def test_versions_and_hang_timeout(self):
        cl = {"mode": "rejects", "axis": "version", "value": [1, 6], "purity": 1.0, "cases": ["y"]}
        text, hint, claim = self.explain.describe(cl, self.spec)
        self.assertEqual(text, "the reader rejects every valid file of every version but 0")
        self.assertEqual(claim, {"versions": [0]})
        cl = {"mode": "hang", "axis": "all", "value": None, "purity": 1.0, "cases": ["y"]}
        text, hint, claim = self.explain.describe(cl, self.spec, timeout=1.0)
        self.assertIn("within the 1 s timeout", text)
        self.assertIsNone(claim)  # a hang is never claimed away

    def test_silent_rejections_state_a_limit_from_one_place(self):
        # a silent reader's clean rejections: one place that prints them is
        # one check (a hint may follow); several places are several checks
        cl = {"mode": "rejects", "axis": "version", "value": [1, 6], "modes": {"rejects": 3},
              "templates": {}, "cases": ["a", "b", "c"]}
        self.assertTrue(self.explain.states_a_limit(cl))
        cl["error_sites"] = {"check_version": 3}
        self.assertTrue(self.explain.states_a_limit(cl))
        cl["error_sites"] = {"check_version": 2, "check_chunk": 1}
        self.assertFalse(self.explain.states_a_limit(cl))

    def test_unexplained_says_what_is_listed(self):
        # a reader heard is listed with its messages; one that said nothing
        # this run saw, with its verdicts
        cl = {"mode": "mixed", "axis": "unexplained", "value": None, "cases": ["a", "b"],
              "modes": {"accepts": 2}, "templates": {"bad <*>": 2}}
        self.assertIn("with its reader message", self.explain.describe(cl, self.spec)[0])
        cl["templates"] = {}
        self.assertIn("with its verdict (the reader said nothing this run saw)",
                      self.explain.describe(cl, self.spec)[0])


class EngineTest(unittest.TestCase):
    """The set cover on plain records, without running anything."""

    def setUp(self):
        from oracle.core import cluster
        self.cluster = cluster

    def rec(self, cid, expected, version, outcome, verdict=None, tags=(), code=None, msg=None):
        return {"id": cid, "outcome": outcome, "expected": expected, "version": version,
                "code": code, "refrejects": expected == "reject", "tags": list(tags),
                "verdict": verdict, "message": msg, "signature": None,
                "mode": self.cluster.mode_of(expected, verdict) if verdict else None}

    def test_confounder_is_not_blamed(self):
        # every failing file has alignment and unregistered ops; passing
        # files have unregistered ops too: alignment is the cause
        recs = [self.rec("f%d" % i, "accept", 6, "fail", "rejected", ["alignment", "unregistered-ops"])
                for i in range(10)]
        recs += [self.rec("p%d" % i, "accept", 6, "pass", None, ["unregistered-ops"]) for i in range(10)]
        causes = self.cluster.explain_failures(recs, {"alignment": {}, "unregistered-ops": {}})
        self.assertEqual(len(causes), 1)
        self.assertEqual(causes[0]["value"], "alignment")

    def test_claims_never_hide_robustness_and_scores(self):
        from oracle.certify import grading
        cases = [{"id": i, "expected": e, "version": 3} for i, e in
                 (("y_crash", "accept"), ("y_rej", "accept"), ("y_ok", "accept"),
                  ("n_acc", "reject"), ("n_ok", "reject"), ("i_hang", "impl"))]
        res = {"y_crash": "crash", "y_rej": "rejected", "y_ok": "accepted", "n_acc": "accepted",
               "n_ok": "rejected", "i_hang": "timeout"}
        results = {k: {"verdict": v, "level": "L0", "compared_with": None} for k, v in res.items()}
        outside = {c["id"]: "version 3 not claimed" for c in cases}
        out = grading.grade_all(cases, results, "L0", outside)
        self.assertEqual(out, {"y_crash": "fail", "y_rej": "not-applicable", "y_ok": "not-applicable",
                               "n_acc": "fail", "n_ok": "pass", "i_hang": "fail"})
        # always-accept and always-reject: at most 50 %
        for verdict in ("accepted", "rejected"):
            results = {c["id"]: {"verdict": verdict, "level": "L0", "compared_with": None}
                       for c in cases}
            out = grading.grade_all(cases, results, "L0")
            self.assertEqual(grading.scores(cases, results, out)["headline"], 0.5)

    def test_k_bugs_k_causes(self):
        recs = []
        for v in range(7):
            for i in range(5):
                bad = v != 0
                recs.append(self.rec("y%d_%d" % (v, i), "accept", v, "fail" if bad else "pass",
                                     "rejected" if bad else None, msg="unsupported version"))
        for i in range(4):
            recs.append(self.rec("n7_%d" % i, "reject", None, "fail", "accepted", code="E_VERSION"))
            recs.append(self.rec("nm_%d" % i, "reject", 3, "pass", code="E_MAGIC"))
            recs.append(self.rec("ic_%d" % i, "impl", 3, "fail", "timeout", ["deep-nesting"]))
            recs.append(self.rec("ip_%d" % i, "impl", 3, "pass"))
        causes = self.cluster.explain_failures(recs, {"deep-nesting": {}})
        got = sorted((c["mode"], c["axis"], str(c["value"])) for c in causes)
        self.assertEqual(got, [("accepts", "vgroup", "invalid header"),
                               ("hang", "feature", "deep-nesting"),
                               ("rejects", "version", "[1, 6]")])

    def test_crash_site_after_rejection_needs_the_readers_own_error(self):
        # two sites, each reached from invalid files of three phases: at
        # "cleanup" the reader said its error first (a crash after any early
        # rejection); at "parse" it said nothing, though it prints errors
        # elsewhere (reading goes wrong there: not a cleanup)
        recs = []
        for site, said in (("cleanup < main (x.c:9)", "bad section"), ("parse < main (x.c:3)", None)):
            for i, (phase, code) in enumerate([("IR", "E_COUNT"), ("dialects", "E_DIALECT_INDEX"),
                                               ("strings", "E_STRING")] * 2):
                r = self.rec("n_%s_%d" % (site[:5], i), "reject", 3, "fail", "crash", code=code)
                r.update(signature=site, phase=phase, said=said, flaky=False)
                recs.append(r)
        causes = {c["value"]: c for c in self.cluster.explain_failures(recs)}
        self.assertTrue(causes["cleanup < main (x.c:9)"]["after_rejection"]["own"])
        self.assertNotIn("after_rejection", causes["parse < main (x.c:3)"])
        # a silent reader: many kinds reach the site, but no error of its own
        # says it rejected first
        for r in recs:
            r["said"] = None
        causes = {c["value"]: c for c in self.cluster.explain_failures(recs)}
        self.assertFalse(causes["cleanup < main (x.c:9)"]["after_rejection"]["own"])
        from oracle.certify import explain
        text = explain.describe(dict(causes["cleanup < main (x.c:9)"], mode="crash"), None)[0]
        self.assertTrue(text.startswith("the reader crashes at cleanup < main (x.c:9) on 6 invalid "
                                        "files of many kinds (the reference rejects them in 3 "
                                        "phases"), text)

    def crashes(self, sigs):
        """Valid files the reader crashes on, one per signature of SIGS."""
        recs = []
        for n, sig in enumerate(sigs):
            r = self.rec("y_%d" % n, "accept", 3, "fail", "crash")
            r.update(signature=sig, said=None, flaky=False)
            recs.append(r)
        return recs

    def test_crash_state_drops_the_line_but_not_of_main(self):
        # two faults in one function reached the same way are one site; two
        # lines of main (a one-frame stack) stay two
        causes = self.cluster.explain_failures(self.crashes(
            ["f < g < h (x.c:12)"] * 3 + ["f < g < h (x.c:14)"] * 2 +
            ["main (x.c:9)"] * 2 + ["main (x.c:11)"] * 2))
        got = sorted((c["value"], len(c["cases"])) for c in causes)
        self.assertEqual(got, [("f < g < h (x.c:12)", 5), ("main (x.c:11)", 2), ("main (x.c:9)", 2)])

    def test_states_sharing_two_frames_are_one_site(self):
        # ClusterFuzz's similar crash states: two of three frames in order
        # make one site, transitively; one shared frame (the crash function
        # reached another way) or two lines of main stay apart
        causes = self.cluster.explain_failures(self.crashes(
            ["pushAttr < section < parse (x.c:5)"] * 3 +
            ["pushType < section < parse (x.c:9)"] * 3 +
            ["readType < section < other (x.c:20)"] * 2 +
            ["getType < addResult < op (x.c:40)"] * 4 +
            ["getType < addArg < block (x.c:44)"] * 2 +
            ["main (x.c:9)"] * 2 + ["main (x.c:11)"] * 2))
        got = sorted((c["value"], len(c["cases"])) for c in causes)
        self.assertEqual(got, [("getType < addArg < block (x.c:44)", 2),
                               ("getType < addResult < op (x.c:40)", 4),
                               ("main (x.c:11)", 2), ("main (x.c:9)", 2),
                               ("pushAttr < section < parse (x.c:5)", 6),
                               ("readType < section < other (x.c:20)", 2)])
        self.assertEqual(self.cluster.similar_sites(["a < b < c", "x < b < c", "x < y < z"]),
                         {"a < b < c": "a < b < c", "x < b < c": "a < b < c",
                          "x < y < z": "x < y < z"})

    def test_error_printing_helpers_are_not_the_site(self):
        # every error goes through emit(): where it is found is the frame
        # below; a stack of its own keeps its frames
        from oracle.certify import sites
        a = [("emit", "x.c", 5), ("check_a", "x.c", 20), ("main", "x.c", 40)]
        b = [("emit", "x.c", 5), ("check_b", "x.c", 30), ("main", "x.c", 41)]
        got = sites._without_reporter([a] * 9 + [b])
        self.assertEqual([f[0][0] for f in got], ["check_a"] * 9 + ["check_b"])
        self.assertEqual(sites._without_reporter([a]), [a])
        # a helper that only some errors use is a site, not a reporter
        c = [("check_c", "x.c", 50), ("main", "x.c", 42)]
        got = sites._without_reporter([a] * 5 + [c] * 5)
        self.assertEqual({f[0][0] for f in got}, {"emit", "check_c"})
        self.assertTrue(sites.BREAK.search('Thread 2.1 "r" hit Breakpoint 1.2, __GI___libc_write'))

    def test_one_way_in_is_not_after_any_rejection(self):
        # a site reached from 20 valid files after one message of its own and
        # from 3 invalid files of two codes: reading goes wrong there, no
        # cleanup after rejections of many kinds
        recs = []
        for i in range(20):
            r = self.rec("y_%d" % i, "accept", 3, "fail", "crash")
            r.update(signature="parse < main (x.c:3)", said="unexpected end", flaky=False)
            recs.append(r)
        for i, code in enumerate(["E_COUNT", "E_COUNT", "E_TYPE_INDEX"]):
            r = self.rec("n_%d" % i, "reject", 3, "fail", "crash", code=code)
            r.update(signature="parse < main (x.c:3)", said="unexpected end", phase="IR",
                     flaky=False)
            recs.append(r)
        causes = self.cluster.explain_failures(recs)
        self.assertEqual(len(causes), 1)
        self.assertEqual(len(causes[0]["cases"]), 23)
        self.assertNotIn("after_rejection", causes[0])

    def test_missing_check_is_its_defect(self):
        # E_ATTR_INDEX files: the reader checks the index in op attributes
        # (rejects them) but not in block argument locations (accepts them)
        recs = []
        for i in range(6):
            for field, verdict in (("ir.op.attrs", None), ("ir.block.arg.location", "accepted")):
                r = self.rec("n_%s_%d" % (field, i), "reject", 3, "fail" if verdict else "pass",
                             verdict, code="E_ATTR_INDEX")
                r["defect"] = "E_ATTR_INDEX@" + field
                recs.append(r)
        causes = self.cluster.explain_failures(recs)
        self.assertEqual([(c["axis"], c["value"], len(c["cases"])) for c in causes],
                         [("defect", "E_ATTR_INDEX@ir.block.arg.location", 6)])
        # the record of a corpus case: its code at the fields its mutation touched
        case = {"id": "n_x", "expected": "reject", "version": 3, "expect_code": "E_ATTR_INDEX",
                "_fields": ["ir.block.arg.location"]}
        rec = self.cluster.record(case, {"verdict": "accepted"}, "fail", {"verdict": "rejected"})
        self.assertEqual(rec["defect"], "E_ATTR_INDEX@ir.block.arg.location")

    def test_small_causes_are_minor(self):
        # a cause under 1 % of the failures is listed after the root causes,
        # still named, and counted apart; the unexplained rest is never minor
        from oracle.certify import engine, markdown
        sizes = [("tag", 600), ("tag", 300), ("site", 95), ("site", 2), ("tag", 1),
                 ("unexplained", 2)]
        causes = [{"id": "C%d" % i, "axis": axis, "explanation": "e%d" % i,
                   "cases": ["c%d_%d" % (i, j) for j in range(n)]}
                  for i, (axis, n) in enumerate(sizes, 1)]
        self.assertEqual([c["id"] for c in engine.with_minor(causes) if c.get("minor")],
                         ["C4", "C5"])
        s = engine.cause_summary(causes)
        self.assertEqual((s["root_causes"], s["explained"], s["minor_causes"],
                          s["minor_explained"], s["unexplained"], s["failures"]),
                         (3, 995, 2, 3, 2, 1000))
        self.assertEqual(markdown.headline({"summary": s, "clusters": causes}),
                         "3 root causes explain 995 of 1000 failures; 2 minor causes "
                         "(each under 1 % of them) 3 more; 2 unexplained")
        # without small causes the headline is as before
        s = engine.cause_summary(causes[:3])
        self.assertEqual(markdown.headline({"summary": s, "clusters": causes[:3]}),
                         "3 root causes explain 995 of 995 failures; 0 unexplained")


if __name__ == "__main__":
    READER = os.path.abspath(sys.argv.pop(1))
    unittest.main()
