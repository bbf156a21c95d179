#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Certificates of off-axis readers: small standalone readers
(oracle/certify/tests/offaxis/, their own tiny parser of the header and
section table, nothing of the reference reader) whose bugs lie on their own
axes: where they crash, what they say, whether the run repeats. Each is
certified on one slice of the real corpus (valid files of every version and
of the constructs the bugs touch, invalid files whose error lies in the
header or section table: those the bug-free tiny parser offaxis-correct
rejects, a few implementation-defined files), and its certificate is held
to the causes stated in EXPECTED below:

* cleanup: one crash site (release_tables < fail < main) reached from every
  rejection is ONE cause whatever the reference's error code, named as a
  crash after early rejection, with its frames;
* nosym: the same reader stripped: the certificate says symbols are missing
  and how to get them (-g);
* exit0: errors printed, exit status 0: one cause (accepts invalid files),
  not split by a feature or a message;
* templates: one cause per message template ("unsupported version: <n>", a
  section name and a number varying unquoted);
* templates-quiet, exit0-quiet: the same readers with stderr discarded: one
  cause per function that prints the error (gdb sees where), and one cause
  for the errors exit0 prints (unseen) before exiting 0;
* flaky: crashes in about half of the runs on files with 8 sections: the
  cases whose outcome changes on a re-run are marked flaky, counted apart,
  named "crashes in N of M runs", never a reproducer;
* panic: exit 101 with a Rust panic message is a crash (robustness < 100 %,
  crash count = the panicking cases), not a clean rejection;
* pytrace: a Python IndexError traceback with exit status 1 is a crash;
* always-crash: 1 cause; always-accept: at most 3 causes, score <= 50 %.

The truth comes from each reader: `READER --why FILE` prints the outcome and
the bug that decided it. For every reader: every failure comes from its bug,
every cause of 3 or more cases is at least 80 % one bug, every bug failing 5
or more cases has at least 70 % of them in one cause, and each reproducer,
re-run, still shows its cause's bug.

Written against the certificate of issue 24 (items 1-6, 9, 10); the key
names of the newer fields are read through the small helpers below, so a
renamed key is changed in one place.
Usage: test_offaxis.py MLIRBC_READ OFFAXIS_DIR [-k PATTERN]... (CTest runs two halves)
"""

import functools
import json
import os
import re
import subprocess
import sys
import tempfile
import time
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
SHARED = os.path.join(REPO, "oracle", "core", "tests")  # fixtures the oracle's tests share
SOURCES = os.path.join(HERE, "offaxis")
sys.path.insert(0, REPO)
sys.path.insert(0, SHARED)
os.environ["PYTHONPATH"] = REPO  # the oracle runs as python3 -m oracle.JOB
import fixture  # noqa: E402

READER = OFFAXIS_DIR = None
FAKE = os.path.join(SHARED, "fake")

# ---- the expected causes, one row per reader ------------------------------
# cmd: the reader ({bin}: the CMake build directory of offaxis/, {src}: its
#      sources, {fake}: oracle/core/tests/fake); bugs: what --why names;
# max_causes: root causes allowed (the unexplained group included);
# mode: how the cause fails; says: words its name must contain;
# template: per bug, the fixed part of the message template the cause shows;
# crashes: every failure is a crash and counts under robustness;
# no_symbols: the certificate says symbols are missing and how to get them;
# flaky: cases whose outcome changes are marked and never a reproducer;
# headline_max: the headline score at most this.
EXPECTED = {
    "cleanup": dict(cmd="{bin}/offaxis-cleanup {}", bugs=["cleanup-crash"], max_causes=1,
                    mode="crash", says=["release_tables", "after any"], crashes=True,
                    min_codes=5),
    "nosym": dict(cmd="{bin}/offaxis-nosym {}", bugs=["cleanup-crash"], max_causes=1,
                  mode="crash", says=[], crashes=True, no_symbols=True, min_codes=5),
    "exit0": dict(cmd="{bin}/offaxis-exit0 {}", bugs=["exit0-after-error"], max_causes=1,
                  mode="accepts", says=["accepts"], not_says=["feature", "using `"]),
    "templates": dict(cmd="{bin}/offaxis-templates {}",
                      bugs=["version-below-2", "alignment-64", "chunk-end"], max_causes=3,
                      mode="rejects",
                      template={"version-below-2": "unsupported version: <",
                                "alignment-64": "cannot align section",  # every case in the slice names the same section
                                "chunk-end": "unexpected end of section <"}),
    # the same two readers with stderr discarded: gdb sees where each error
    # is printed (the site stands in for the words) and that exit0 prints one
    "templates-quiet": dict(cmd="{peers}/quiet.sh {bin}/offaxis-templates {}",
                            bugs=["version-below-2", "alignment-64", "chunk-end"], max_causes=3,
                            mode="rejects", says=["its error at"],
                            site={"version-below-2": "check_version",
                                  "alignment-64": "check_alignment", "chunk-end": "check_chunk"}),
    "exit0-quiet": dict(cmd="{peers}/quiet.sh {bin}/offaxis-exit0 {}",
                        bugs=["exit0-after-error"], max_causes=1, mode="accepts",
                        says=["prints an error"]),
    "flaky": dict(cmd="{bin}/offaxis-flaky {}", bugs=["flaky"], max_causes=1, mode="crash",
                  says=[], flaky=True),
    "panic": dict(cmd="{bin}/offaxis-panic {}", bugs=["panic"], max_causes=1, mode="crash",
                  says=["src/reader.rs:42"], crashes=True),
    "pytrace": dict(cmd="%s {src}/pytrace.py {}" % sys.executable, bugs=["index-error"],
                    # one unchecked read reached by three call paths: crash sites by
                    # their top frames (ClusterFuzz's rule) are up to three causes
                    max_causes=3, mode="crash", says=["IndexError"], crashes=True),
    "always-crash": dict(cmd="sh {fake}/segv.sh {}", bugs=["always"], max_causes=1,
                         mode="crash", says=[], crashes=True, headline_max=0.0),
    "always-accept": dict(cmd="sh {fake}/accept_all.sh {}", bugs=["always"], max_causes=3,
                          mode="accepts", says=["accepts"], headline_max=0.5),
}
ABOUT = 0.8        # a cause of MIN_CAUSE or more cases is this much one bug
MIN_CAUSE = 3
GATHERED = 0.7     # a bug failing MIN_BUG or more cases has this much in one cause
MIN_BUG = 5
FLAKY_RUN = re.compile(r"crashes in \d+ of \d+ runs")
EARLY_CODES = ["E_MAGIC", "E_VERSION", "E_PRODUCER", "E_SECTION_ID", "E_SECTION_DUP",
               "E_SECTION_MISSING", "E_ALIGN", "E_PADDING", "E_TRUNCATED"]


# ---- reading certificate.json (key names in one place) --------------------
def causes(cert):
    return cert["clusters"]


def cause_text(cl):
    """Everything a cause says about itself (name, message, signature)."""
    return " ".join(str(cl.get(k) or "") for k in
                    ("explanation", "message", "signature", "frames", "template", "location"))


def cause_mode(cl):
    return cl.get("mode") or ""


def cause_template(cl):
    return cl.get("template") or cl.get("message") or ""


def crash_count(cert):
    return cert["score"]["crashes"]


def flaky_cases(cert):
    """The case ids the certificate marks flaky, wherever it lists them."""
    out = set()
    fl = cert.get("flaky")
    if isinstance(fl, dict):
        out |= set(fl.get("cases") or [k for k in fl if k != "count"])
    elif isinstance(fl, list):
        out |= {x if isinstance(x, str) else x.get("case") for x in fl}
    out |= {f["case"] for f in cert["failures"] if f.get("flaky")}
    out |= {cid for cid, r in (cert.get("results") or {}).items() if r.get("flaky")}
    for cl in causes(cert):
        out |= set(cl.get("flaky") or [])
    return out


def flaky_counted_apart(cert):
    return "flaky" in cert["counts"] or "flaky" in cert["score"]


def reproducer_case(cl):
    return cl.get("representative")


def says_symbols_missing(cert, md):
    text = json.dumps(cert) + (md or "")
    return bool(re.search(r"symbol", text, re.I)) and "-g" in text


# ---- the slice and the truth ----------------------------------------------
def exe(name):
    return os.path.join(OFFAXIS_DIR, "offaxis-" + name)


@functools.lru_cache(maxsize=None)
def why(name, path):
    """(outcome, bug) the reader itself gives for a file (asked once)."""
    if name.startswith("always-"):
        return ("crash" if name == "always-crash" else "accepted"), "always"
    name = name[:-len("-quiet")] if name.endswith("-quiet") else name
    cmd = ([sys.executable, os.path.join(SOURCES, "pytrace.py")] if name == "pytrace"
           else [exe(name)])
    p = subprocess.run(cmd + ["--why", path], stdout=subprocess.PIPE,
                       stderr=subprocess.DEVNULL, timeout=60)
    words = p.stdout.decode().split()
    return words[0], words[1]


def slice_ids():
    """Valid files: the 3 smallest of each version and up to 6 of each bug's
    trigger; invalid files the bug-free tiny parser rejects (their error is
    in the header or section table): the 4 smallest of each code, and up to 6
    each that make panic and pytrace fail; 4 implementation-defined files."""
    with open(os.path.join(REPO, "corpus", "manifest.json")) as f:
        entries = json.load(f)["cases"]
    path = lambda e: os.path.join(REPO, "corpus", e["file"])
    order = sorted(entries, key=lambda e: (os.path.getsize(path(e)), e["id"]))
    picked = []

    def take(pred, n):
        for e in order:
            if n <= 0:
                break
            if e["id"] not in picked and pred(e):
                picked.append(e["id"])
                n -= 1

    valid = {e["id"] for e in order if e["verdict"] == "accept"}
    for v in range(7):
        take(lambda e: e["verdict"] == "accept" and e["version"] == v, 3)
    for bug in ("version-below-2", "alignment-64", "chunk-end"):
        take(lambda e, b=bug: e["id"] in valid and why("templates", path(e))[1] == b, 6)
    take(lambda e: e["id"] in valid and why("flaky", path(e))[1] == "flaky", 12)
    early = lambda e: (e["verdict"] == "reject" and e.get("expect_code") in EARLY_CODES and
                       why("correct", path(e))[0] == "rejected")
    for code in EARLY_CODES:
        take(lambda e, c=code: e.get("expect_code") == c and early(e), 4)
    take(lambda e: early(e) and why("panic", path(e))[1] == "panic", 6)
    take(lambda e: early(e) and why("pytrace", path(e))[1] == "index-error", 6)
    take(lambda e: e["verdict"] == "impl", 4)
    return picked


class OffAxisReaders(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory(prefix="oracle-offaxis-")
        cls.root = os.path.join(cls.tmp.name, "root")
        t0 = time.monotonic()
        fixture.build_from_corpus(cls.root, slice_ids())
        with open(os.path.join(cls.root, "corpus", "manifest.json")) as f:
            cls.cases = {e["id"]: e for e in json.load(f)["cases"]}
        sys.stderr.write("slice: %d cases (%.1f s)\n" % (len(cls.cases), time.monotonic() - t0))
        cls.runs = {}

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def path(self, cid):
        return os.path.join(self.root, "corpus", self.cases[cid]["file"])

    def command(self, name):
        cmd = EXPECTED[name]["cmd"]
        for key, value in (("{bin}", OFFAXIS_DIR), ("{src}", SOURCES), ("{fake}", FAKE),
                           ("{peers}", os.path.join(REPO, "peers"))):
            cmd = cmd.replace(key, value)
        return cmd

    def certify(self, name):
        """(truth, certificate.json, certificate.md), once per reader."""
        if name not in self.runs:
            exp = EXPECTED[name]
            truth = {cid: why(name, self.path(cid)) for cid in self.cases}
            t0 = time.monotonic()
            args = ["--name", name, "--minimize-budget", "10"]
            # a flaky reader's results must not come from a cache
            args += (["--no-cache"] if exp.get("flaky") else
                     ["--cache-dir", os.path.join(self.tmp.name, "cache")])
            rc, cert, md, err = fixture.run_certify(self.root, self.tmp.name, self.command(name),
                                                    READER, args)
            self.assertIsNotNone(cert, "%s: no certificate: %s" % (name, err[-2000:]))
            sys.stderr.write("offaxis-%s: %d failures, %d causes, headline %s, %d crashes "
                             "(%.1f s): %s\n" % (
                                 name, len(cert["failures"]), len(causes(cert)),
                                 cert["score"]["headline"], crash_count(cert),
                                 time.monotonic() - t0,
                                 "; ".join("%d: %s" % (len(cl["cases"]), cl["explanation"][:80])
                                           for cl in causes(cert))))
            type(self).runs[name] = (truth, cert, md)
        return self.runs[name]

    # ---- assertions every reader keeps ------------------------------------
    def assert_failures_from_bugs(self, name, cert, truth):
        for f in cert["failures"]:
            self.assertIn(truth[f["case"]][1], EXPECTED[name]["bugs"],
                          "%s: %s fails (%s) with no bug deciding it" % (name, f["case"], f["verdict"]))

    def assert_cause_count(self, name, cert):
        self.assertLessEqual(len(causes(cert)), EXPECTED[name]["max_causes"],
                             "%s: %s" % (name, [(len(c["cases"]), c["explanation"])
                                                for c in causes(cert)]))

    def assert_causes_about_one_bug(self, name, cert, truth):
        for cl in causes(cert):
            if len(cl["cases"]) < MIN_CAUSE:
                continue
            bugs = [truth[c][1] for c in cl["cases"]]
            top = max(set(bugs), key=bugs.count)
            self.assertGreaterEqual(bugs.count(top), ABOUT * len(bugs),
                                    "%s: cause %r mixes bugs %s" % (name, cl["explanation"], bugs))

    def assert_bugs_gathered(self, name, cert, truth):
        """Each bug with MIN_BUG failures or more: GATHERED of them in one cause."""
        failing = {f["case"] for f in cert["failures"]}
        for bug in EXPECTED[name]["bugs"]:
            mine = {c for c in failing if truth[c][1] == bug}
            if len(mine) < MIN_BUG:
                continue
            best = max((len(mine & set(cl["cases"])) for cl in causes(cert)), default=0)
            self.assertGreaterEqual(best, GATHERED * len(mine),
                                    "%s: bug %s (%d failures) is split over %s" % (
                                        name, bug, len(mine),
                                        [(len(mine & set(cl["cases"])), cl["explanation"])
                                         for cl in causes(cert) if mine & set(cl["cases"])]))

    def assert_cause_named(self, name, cert, truth):
        """The cause holding most of the first bug's failures fails the
        expected way and says what the row says."""
        exp = EXPECTED[name]
        failing = {f["case"] for f in cert["failures"]}
        mine = {c for c in failing if truth[c][1] == exp["bugs"][0]}
        self.assertTrue(mine, "%s: no failure from %s" % (name, exp["bugs"][0]))
        cl = max(causes(cert), key=lambda cl: len(mine & set(cl["cases"])))
        self.assertIn(exp["mode"], cause_mode(cl) + " " + cl["explanation"], (name, cl))
        for word in exp.get("says", []):
            self.assertIn(word, cause_text(cl), "%s: %r does not say %r" % (
                name, cl["explanation"], word))
        for word in exp.get("not_says", []):
            self.assertNotIn(word, cl["explanation"], (name, cl["explanation"]))
        return cl

    def assert_reproducers_keep_the_bug(self, name, cert, truth):
        """Each reproducer, re-run, still fails by its cause's bug."""
        if name.startswith("always-"):
            return
        for cl in causes(cert):
            rep = cl.get("reproducer") or {}
            if not rep.get("file"):
                continue
            path = rep["file"] if os.path.isabs(rep["file"]) else os.path.join(self.root, rep["file"])
            bugs = [truth[c][1] for c in cl["cases"]]
            top = max(set(bugs), key=bugs.count)
            self.assertEqual(why(name, path)[1], top, "%s: reproducer %s of %r" % (
                name, rep["file"], cl["explanation"]))

    def check_common(self, name):
        """Every check of the reader's row, each a subtest of its own (one
        failing check does not hide the others)."""
        truth, cert, md = self.certify(name)
        exp = EXPECTED[name]
        checks = [("failures from bugs", self.assert_failures_from_bugs, (name, cert, truth)),
                  ("causes about one bug", self.assert_causes_about_one_bug, (name, cert, truth)),
                  ("bugs gathered", self.assert_bugs_gathered, (name, cert, truth)),
                  ("cause count", self.assert_cause_count, (name, cert)),
                  ("reproducers keep the bug", self.assert_reproducers_keep_the_bug,
                   (name, cert, truth))]
        if exp.get("crashes"):
            checks.append(("crashes counted", self.assert_crashes_counted, (name, cert, truth)))
        for label, check, args in checks:
            with self.subTest(reader=name, check=label):
                check(*args)
        if "headline_max" in exp:
            with self.subTest(reader=name, check="headline"):
                self.assertLessEqual(cert["score"]["headline"], exp["headline_max"], name)
        cl = None
        with self.subTest(reader=name, check="cause named"):
            cl = self.assert_cause_named(name, cert, truth)
        return truth, cert, md, cl

    def assert_crashes_counted(self, name, cert, truth):
        crashing = [c for c, (o, _) in truth.items() if o == "crash"]
        self.assertEqual(crash_count(cert), len(crashing), "%s: crash count" % name)
        self.assertLess(cert["score"]["robustness"], 1.0, name)
        for f in cert["failures"]:
            if truth[f["case"]][0] == "crash":
                self.assertEqual(f["verdict"], "crash", (name, f))

    def main_cause(self, name, cert, truth):
        """The cause holding most failures of the row's first bug (None without failures)."""
        mine = {f["case"] for f in cert["failures"] if truth[f["case"]][1] == EXPECTED[name]["bugs"][0]}
        return max(causes(cert), key=lambda cl: len(mine & set(cl["cases"])), default=None)

    def assert_one_cause_many_codes(self, name, cert, cl):
        """Every failure in that one cause, over min_codes reference codes."""
        self.assertIsNotNone(cl, name)
        codes = {self.cases[c].get("expect_code") for c in cl["cases"]} - {None}
        self.assertGreaterEqual(len(codes), EXPECTED[name]["min_codes"], (name, sorted(codes)))
        self.assertEqual(len(cl["cases"]), len(cert["failures"]), (name, cl["explanation"]))

    # ---- one test per reader ----------------------------------------------
    def test_cleanup_one_crash_site(self):
        truth, cert, md, _ = self.check_common("cleanup")
        cl = self.main_cause("cleanup", cert, truth)
        with self.subTest(check="one cause whatever the reference's code"):
            self.assert_one_cause_many_codes("cleanup", cert, cl)
        with self.subTest(check="frames release_tables < fail"):
            self.assertRegex(cause_text(cl), r"release_tables\W+fail\b")

    def test_nosym_says_symbols_missing(self):
        truth, cert, md, _ = self.check_common("nosym")
        cl = self.main_cause("nosym", cert, truth)
        with self.subTest(check="one cause whatever the reference's code"):
            self.assert_one_cause_many_codes("nosym", cert, cl)
        with self.subTest(check="says symbols are missing, -g"):
            self.assertTrue(says_symbols_missing(cert, md),
                            "nosym: the certificate does not say symbols are missing (-g)")

    def test_exit0_one_accept_cause(self):
        truth, cert, md, _ = self.check_common("exit0")
        cl = self.main_cause("exit0", cert, truth)
        with self.subTest(check="every failure in one cause"):
            self.assertEqual(len(cl["cases"]), len(cert["failures"]), cl["explanation"])

    def assert_one_cause_per_bug(self, name, key):
        """Each bug of EXPECTED[name][key] has its own cause, whose message
        template or explanation shows the words given for it."""
        truth, cert, md, _ = self.check_common(name)
        failing = {f["case"] for f in cert["failures"]}
        holders = {}
        for bug, words in EXPECTED[name][key].items():
            with self.subTest(check="%s of %s" % (key, bug)):
                mine = {c for c in failing if truth[c][1] == bug}
                self.assertTrue(mine, "%s: no failure from %s in the slice" % (name, bug))
                cl = max(causes(cert), key=lambda cl: len(mine & set(cl["cases"])))
                holders[bug] = cl["id"]
                self.assertTrue(words in cause_template(cl) or words in cl["explanation"],
                                "%s: %s: template %r, explanation %r" % (
                                    name, bug, cause_template(cl), cl["explanation"]))
        with self.subTest(check="one cause per bug"):
            self.assertEqual(len(set(holders.values())), len(EXPECTED[name][key]), holders)

    def test_templates_one_cause_per_template(self):
        self.assert_one_cause_per_bug("templates", "template")

    def test_quiet_templates_by_error_site(self):
        self.assert_one_cause_per_bug("templates-quiet", "site")

    def test_quiet_exit0_one_accept_cause(self):
        truth, cert, md, _ = self.check_common("exit0-quiet")
        cl = self.main_cause("exit0-quiet", cert, truth)
        with self.subTest(check="every failure in one cause"):
            self.assertEqual(len(cl["cases"]), len(cert["failures"]), cl["explanation"])

    def test_flaky_marked_never_reproducer(self):
        truth, cert, md = self.certify("flaky")
        flaky = flaky_cases(cert)
        if not flaky:  # a case crashes then passes in 1 of 4 certifications
            del type(self).runs["flaky"]
            truth, cert, md = self.certify("flaky")
            flaky = flaky_cases(cert)
        with self.subTest(check="failures from bugs"):
            self.assert_failures_from_bugs("flaky", cert, truth)
        with self.subTest(check="cause count"):
            self.assert_cause_count("flaky", cert)
        with self.subTest(check="never a reproducer"):
            for cl in causes(cert):
                self.assertNotIn(reproducer_case(cl), flaky, cl["explanation"])
        with self.subTest(check="marked flaky"):
            self.assertTrue(flaky, "flaky: no case marked flaky")
            self.assertLessEqual(flaky, {c for c, (_, b) in truth.items() if b == "flaky"}, flaky)
        with self.subTest(check="counted apart"):
            self.assertTrue(flaky_counted_apart(cert), "flaky: not counted apart: %s" % cert["counts"])
        with self.subTest(check="named crashes in N of M runs"):
            named = [cl for cl in causes(cert) if FLAKY_RUN.search(cl["explanation"])]
            self.assertTrue(named, [cl["explanation"] for cl in causes(cert)])

    def test_panic_is_a_crash(self):
        self.check_common("panic")

    def test_pytrace_is_a_crash(self):
        self.check_common("pytrace")

    def test_always_crash_and_accept(self):
        for name in ("always-crash", "always-accept"):
            with self.subTest(reader=name):
                self.check_common(name)


if __name__ == "__main__":
    READER = os.path.abspath(sys.argv.pop(1))
    OFFAXIS_DIR = os.path.abspath(sys.argv.pop(1))
    unittest.main()
