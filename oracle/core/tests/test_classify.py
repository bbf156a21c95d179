#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""oracle/classify.py applies the rules of spec/conformance-schema.md
("Classification of a result (first rule that applies)") in their documented
order: not-applicable, ok, reader-bug for crash/timeout/oom (and
not-applicable for mlir-opt on a case marked `mlir_opt.expressible: false`),
known difference, spec ambiguity, cross-version break, oracle bug, reader bug.

Each test builds one synthetic result for which several rules apply at once
and checks that the earliest rule wins, then removes that rule's trigger and
checks that the next one takes over. No corpus, no readers are run."""

import json
import os
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, os.pardir, os.pardir, os.pardir))
from oracle.core.tests.testenv import REPO, SHARED  # noqa: E402,F401  (paths, PYTHONPATH)

from oracle.core.classify import Classifier


class FakeReader:
    def __init__(self, rid, kind, major=None, versions=tuple(range(7))):
        self.id, self.kind, self.major = rid, kind, major
        self.claims = {"versions": list(versions)}


REF = FakeReader("mlirbc-read", "reference")
OPT22 = FakeReader("mlir-opt-22", "mlir-opt", major=22)
OPT16 = FakeReader("mlir-opt-16", "mlir-opt", major=16, versions=(0,))
OTHER = FakeReader("other-reader", "certified")


def case(cid="n_synthetic", expected="reject", version=6, producer="MLIR22.0.0",
         expressible=None, ambiguity=None):
    c = {"id": cid, "expected": expected, "version": version, "features": [],
         "_producer_string": producer}
    if expressible is not None:
        c["_mlir_opt"] = {"expressible": expressible}
    if ambiguity:
        c["ambiguity"] = ambiguity
    return c


def res(verdict, oracle_error=False):
    r = {"verdict": verdict, "level": "L0"}
    if oracle_error:
        r["oracle_error"] = True
    return r


class ClassifyOrderTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory()
        root = cls.tmp.name
        os.makedirs(os.path.join(root, "spec", "ambiguities"))
        with open(os.path.join(root, "spec", "ambiguities", "AMB-900.json"), "w") as f:
            json.dump({"id": "AMB-900", "title": "synthetic", "cases": ["n_listed"]}, f)
        known = os.path.join(root, "known.txt")
        with open(known, "w") as f:
            f.write("# comment line\n"
                    "mlir-opt-* n_known* spec-ambiguity:AMB-777  # synthetic\n"
                    "* i_known_amb spec-ambiguity:AMB-901\n")
        cls.c = Classifier(root, known)

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def cl(self, reader, c, r, all_disagree=False):
        return self.c.classify(reader, c, r, all_disagree)

    # 1. not-applicable (not run) beats everything
    def test_not_run_is_not_applicable(self):
        c = case("n_known_x", ambiguity="AMB-900", expressible=False, version=6)
        self.assertEqual(self.cl(OPT16, c, res("not-applicable"), True), "not-applicable")

    # 2. meeting the expectation is ok whatever else would apply
    def test_ok_beats_all_later_rules(self):
        c = case("n_known_x", ambiguity="AMB-900", expressible=False, producer="MLIR16.0.0")
        self.assertEqual(self.cl(OPT22, c, res("rejected", oracle_error=True), True), "ok")
        self.assertEqual(self.cl(OPT22, c, res("rejected-silent")), "ok")
        self.assertEqual(self.cl(REF, case(expected="accept"), res("accepted-equal")), "ok")
        self.assertEqual(self.cl(REF, case(expected="accept"), res("accepted")), "ok")
        self.assertEqual(self.cl(REF, case(expected="impl"), res("accepted-different")), "ok")
        self.assertEqual(self.cl(REF, case(expected="impl"), res("rejected")), "ok")

    def test_accepted_different_is_not_ok_for_accept(self):
        self.assertEqual(self.cl(REF, case(expected="accept"), res("accepted-different")),
                         "reader-bug")

    # 3. crash / timeout / oom -> reader-bug, before expressible/known/ambiguity/era/oracle
    def test_failing_is_reader_bug_first(self):
        c = case("n_known_x", expected="impl", ambiguity="AMB-900", expressible=False,
                 producer="MLIR16.0.0")
        for v in ("crash", "timeout", "oom"):
            self.assertEqual(self.cl(OPT22, c, res(v, oracle_error=True), True), "reader-bug", v)
            self.assertEqual(self.cl(REF, c, res(v, oracle_error=True), True), "reader-bug", v)

    # 3b. mlir-opt on a case it cannot express -> not-applicable, before rule 4+
    def test_not_expressible_for_mlir_opt_only(self):
        c = case("n_known_x", ambiguity="AMB-900", expressible=False, producer="MLIR16.0.0")
        self.assertEqual(self.cl(OPT22, c, res("accepted"), True), "not-applicable")
        # not for other kinds of reader: the later rules apply
        self.assertEqual(self.cl(REF, c, res("accepted")), "spec-ambiguity:AMB-900")
        # expressible: true (or absent) does not exempt mlir-opt
        c2 = case("n_known_x", ambiguity="AMB-900", expressible=True)
        self.assertEqual(self.cl(OPT22, c2, res("accepted")), "spec-ambiguity:AMB-777")

    # 4. known difference beats ambiguity, era and oracle-bug
    def test_known_difference_before_ambiguity(self):
        c = case("n_known_x", ambiguity="AMB-900", producer="MLIR16.0.0")
        self.assertEqual(self.cl(OPT22, c, res("accepted"), True), "spec-ambiguity:AMB-777")
        # the reader glob must match too
        self.assertEqual(self.cl(REF, c, res("accepted")), "spec-ambiguity:AMB-900")
        self.assertEqual(self.cl(REF, case("i_known_amb", expected="impl"), res("crash")),
                         "reader-bug")
        self.assertEqual(self.cl(OTHER, case("i_known_amb", expected="accept"),
                                 res("rejected")), "spec-ambiguity:AMB-901")

    # 5. ambiguity (manifest field or spec/ambiguities/*.json cases) beats era and oracle
    def test_ambiguity_before_era_and_oracle(self):
        c = case("n_other", ambiguity="AMB-900", producer="MLIR16.0.0", version=6)
        self.assertEqual(self.cl(OPT16, c, res("accepted", oracle_error=True), True),
                         "spec-ambiguity:AMB-900")
        listed = case("n_listed", producer="MLIR16.0.0")
        self.assertEqual(self.cl(OPT22, listed, res("accepted"), True), "spec-ambiguity:AMB-900")
        self.assertEqual(self.c.ambiguity_of(listed), "AMB-900")

    # 6. cross-version break (mlir-opt only) beats oracle-bug
    def test_era_break_before_oracle(self):
        old_file = case("n_other", producer="MLIR16.0.0", version=0)
        self.assertEqual(self.cl(OPT22, old_file, res("accepted", oracle_error=True), True),
                         "cross-version-break")
        too_new = case("n_other", producer="MLIR22.0.0", version=6)
        self.assertEqual(self.cl(OPT16, too_new, res("rejected")), "ok")
        self.assertEqual(self.cl(OPT16, case("y_other", expected="accept"), res("rejected")),
                         "cross-version-break")
        # eras 17-19 and 20+ differ; 19 and 17 do not
        opt19 = FakeReader("mlir-opt-19", "mlir-opt", major=19)
        self.assertEqual(self.cl(opt19, case("y_o", "accept", producer="MLIR17.0.6"),
                                 res("rejected")), "reader-bug")
        self.assertEqual(self.cl(opt19, case("y_o", "accept", producer="MLIR20.1.0"),
                                 res("rejected")), "cross-version-break")
        # never for the reference reader
        self.assertEqual(self.cl(REF, old_file, res("accepted")), "reader-bug")

    # 7. oracle-bug: the oracle could not normalize, or every reader disagrees the same way
    def test_oracle_bug_before_reader_bug(self):
        c = case("y_other", expected="accept")
        self.assertEqual(self.cl(REF, c, res("accepted-different", oracle_error=True)),
                         "oracle-bug")
        self.assertEqual(self.cl(OPT22, c, res("rejected"), True), "oracle-bug")

    # 8. otherwise reader-bug
    def test_default_reader_bug(self):
        self.assertEqual(self.cl(REF, case("n_other"), res("accepted")), "reader-bug")
        self.assertEqual(self.cl(OPT22, case("n_other"), res("accepted-equal")), "reader-bug")
        self.assertEqual(self.cl(OTHER, case("y_other", "accept"), res("rejected-silent")),
                         "reader-bug")

    def test_ladder(self):
        """One result, triggers removed one by one, walks down the rules in order."""
        triggers = dict(verdict="crash", expressible=True, known=True, amb=True,
                        era=True, oracle=True)
        expect = ["reader-bug", "not-applicable", "spec-ambiguity:AMB-777", "spec-ambiguity:AMB-900",
                  "cross-version-break", "oracle-bug", "reader-bug"]
        order = ["verdict", "expressible", "known", "amb", "era", "oracle"]
        got = []
        for step in range(len(order) + 1):
            t = dict(triggers)
            for k in order[:step]:
                t[k] = "accepted" if k == "verdict" else False
            c = case("n_known_1" if t["known"] else "n_plain_1",
                     expressible=False if t["expressible"] else None,
                     ambiguity="AMB-900" if t["amb"] else None,
                     producer="MLIR16.0.0" if t["era"] else "MLIR22.0.0",
                     version=6)
            got.append(self.cl(OPT22, c, res(t["verdict"], oracle_error=t["oracle"]),
                               all_disagree=t["oracle"]))
        self.assertEqual(got, expect)


if __name__ == "__main__":
    unittest.main()
