# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Unit tests for oracle/normalize.py and the golden files (stdlib unittest).

Run:  python3 -m unittest discover -s oracle/tests   (from the repo root)
"""

import json
import os
import shutil
import subprocess
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, os.pardir, os.pardir, os.pardir))
from oracle.core.tests.testenv import REPO, SHARED  # noqa: E402,F401  (paths, PYTHONPATH)
from oracle.core import normalize

N = normalize.normalize
CORPUS = os.path.join(REPO, "corpus", "upstream")
MANIFEST = os.path.join(CORPUS, "manifest.json")
PRINT = ["--mlir-print-op-generic", "--mlir-print-debuginfo", "--mlir-print-local-scope"]


class RenumberTest(unittest.TestCase):
    def test_values_renumbered_by_first_appearance(self):
        a = ('"m"() ({\n^bb0(%arg0: i32, %arg1: i32):\n'
             '  %7 = "x.a"(%arg1, %arg0) : (i32, i32) -> i32\n'
             '  "x.r"(%7) : (i32) -> ()\n}) : () -> ()\n')
        out = N(a)
        self.assertIn("^bb0(%0: i32, %1: i32):", out)
        self.assertIn('%2 = "x.a"(%1, %0)', out)
        self.assertIn('"x.r"(%2)', out)
        self.assertNotIn("%arg", out)
        self.assertNotIn("%7", out)

    def test_alpha_equivalent_texts_agree(self):
        a = '%foo = "x.a"() : () -> i32\n%bar:2 = "x.b"(%foo) : (i32) -> (i1, i1)\n"x.c"(%bar#1, %foo) : (i1, i32) -> ()\n'
        b = '%5 = "x.a"() : () -> i32\n%0:2 = "x.b"(%5) : (i32) -> (i1, i1)\n"x.c"(%0#1, %5) : (i1, i32) -> ()\n'
        self.assertEqual(N(a), N(b))
        self.assertIn('"x.c"(%1#1, %0)', N(a))
        # a different use pattern must not normalize equal
        c = b.replace('"x.c"(%0#1, %5)', '"x.c"(%0#0, %5)')
        self.assertNotEqual(N(a), N(c))
        d = b.replace('"x.c"(%0#1, %5)', '"x.c"(%5, %0#1)')
        self.assertNotEqual(N(a), N(d))

    def test_forward_reference(self):
        # graph region: use before definition
        a = ('"x.g"() ({\n  %1 = "x.use"(%0) : (i32) -> i32\n'
             '  %0 = "x.def"(%1) : (i32) -> i32\n}) : () -> ()\n')
        out = N(a)
        self.assertIn('%0 = "x.use"(%1)', out)
        self.assertIn('%1 = "x.def"(%0)', out)
        b = a.replace("%1", "%q").replace("%0", "%p")
        self.assertEqual(out, N(b))

    def test_scoping_restart_per_region(self):
        # printer A restarts numbering in each region, printer B does not
        a = ('"m"() ({\n  "f"() ({\n    %0 = "x.a"() : () -> i32\n  }) : () -> ()\n'
             '  "f"() ({\n    %0 = "x.b"() : () -> i32\n    "x.u"(%0) : (i32) -> ()\n  }) : () -> ()\n}) : () -> ()\n')
        b = a.replace("%0 = \"x.b\"", "%9 = \"x.b\"").replace('"x.u"(%0)', '"x.u"(%9)')
        self.assertEqual(N(a), N(b))
        self.assertIn('%1 = "x.b"', N(a))
        self.assertIn('"x.u"(%1)', N(a))

    def test_outer_value_visible_in_nested_region(self):
        a = ('%0 = "x.a"() : () -> i32\n"x.r"() ({\n  %1 = "x.b"(%0) : (i32) -> i32\n}) : () -> ()\n'
             '"x.c"(%0) : (i32) -> ()\n')
        out = N(a)
        self.assertIn('%1 = "x.b"(%0)', out)
        self.assertIn('"x.c"(%0)', out)


class BlockTest(unittest.TestCase):
    def test_blocks_renamed_by_position(self):
        a = ('"f"() ({\n^bb0(%arg0: i1):\n  "cf.cond_br"(%arg0)[^bb7, ^bb3] : (i1) -> ()\n'
             '^bb3:\n  "x.r"() : () -> ()\n^bb7:\n  "cf.br"()[^bb3] : () -> ()\n}) : () -> ()\n')
        out = N(a)
        self.assertIn('"cf.cond_br"(%0)[^bb2, ^bb1]', out)
        self.assertIn("^bb1:\n", out)
        self.assertIn("^bb2:\n", out)
        self.assertIn('"cf.br"()[^bb1]', out)

    def test_implicit_entry_block_counts(self):
        a = ('"f"() ({\n  "cf.br"()[^bb5] : () -> ()\n^bb5:\n  "x.r"() : () -> ()\n}) : () -> ()\n')
        out = N(a)
        self.assertIn('"cf.br"()[^bb1]', out)
        self.assertIn("^bb1:", out)

    def test_labels_are_per_region(self):
        a = ('"x.two"() ({\n^bb0:\n  "cf.br"()[^bb1] : () -> ()\n^bb1:\n  "x.t"() : () -> ()\n}, {\n'
             '^bb0:\n  "cf.br"()[^bb1] : () -> ()\n^bb1:\n  "x.t"() : () -> ()\n}) : () -> ()\n')
        b = a.replace("^bb0:\n  \"cf.br\"()[^bb1] : () -> ()\n^bb1:\n  \"x.t\"() : () -> ()\n}) ",
                      "^bb4:\n  \"cf.br\"()[^bb9] : () -> ()\n^bb9:\n  \"x.t\"() : () -> ()\n}) ")
        self.assertNotEqual(a, b)
        self.assertEqual(N(a), N(b))

    def test_undefined_block_is_error(self):
        with self.assertRaises(normalize.NormalizeError):
            N('"f"() ({\n  "cf.br"()[^bb9] : () -> ()\n}) : () -> ()\n')


class LexicalTest(unittest.TestCase):
    def test_float_canonical_by_value(self):
        self.assertEqual(N('"x"() {a = 2.500000e+00 : f32} : () -> ()'),
                         N('"x"() {a = 2.5 : f32} : () -> ()'))
        self.assertIn("2.5e0", N('"x"() {a = 2.500000e+00 : f32} : () -> ()'))
        self.assertIn("-1.0e-300", N('"x"() {a = -1.0e-300 : f64} : () -> ()'))
        self.assertIn("6.5e4", N('"x"() {a = 65000.0 : f16} : () -> ()'))
        self.assertNotEqual(N('"x"() {a = 2.5 : f32} : () -> ()'),
                            N('"x"() {a = 2.25 : f32} : () -> ()'))
        # signed zero is kept distinct
        self.assertNotEqual(N('"x"() {a = -0.0 : f32} : () -> ()'),
                            N('"x"() {a = 0.0 : f32} : () -> ()'))
        # integers, hex bit patterns and shape words are untouched
        out = N('"x"() {a = 10 : i32, b = 0x7FC00000 : f32} : () -> (tensor<4x?x1xf32>, tensor<0xf32>)')
        self.assertIn("a = 10 : i32", out)
        self.assertIn("0x7FC00000", out)
        self.assertIn("tensor<4x?x1xf32>", out)
        self.assertIn("tensor<0xf32>", out)
        # no precision loss beyond double
        self.assertNotEqual(N('"x"() {a = 1.00000000000000000001 : f128} : () -> ()'),
                            N('"x"() {a = 1.0 : f128} : () -> ()'))

    def test_comments_and_trailer_dropped(self):
        a = ('"x"() : () -> () // trailing comment\n// whole line\n'
             '{-#\n  dialect_resources: {\n    builtin: {\n      b: "0x0100"\n    }\n  }\n#-}\n')
        out = N(a)
        self.assertEqual(out, '"x"() : () -> ()\n')
        res = normalize.extract_resources(a)
        self.assertIn('b: "0x0100"', res)
        self.assertEqual(res, normalize.extract_resources(res))

    def test_comment_marker_inside_string_kept(self):
        out = N('"x"() {s = "a // b"} : () -> ()')
        self.assertIn('"a // b"', out)

    def test_string_escapes_canonical(self):
        self.assertEqual(N('"x"() {s = "a\\0ab\\22"} : () -> ()'),
                         N('"x"() {s = "a\\nb\\""} : () -> ()'))
        self.assertIn('"a\\0Ab\\22"', N('"x"() {s = "a\\nb\\""} : () -> ()'))
        self.assertIn('"\\\\"', N('"x"() {s = "\\5C"} : () -> ()'))

    def test_whitespace_canonical(self):
        a = '   "x.a"(%0,%1)   {k =   1}  :\t(i32,i32)   ->   ()\n'
        b = '"x.a"(%0, %1) {k = 1} : (i32, i32) -> ()'
        self.assertEqual(N(a), N(b))
        self.assertEqual(N(b), b + "\n")
        self.assertEqual(N('"x.a"( %0 , %1 ) : (i32) -> ()'), N('"x.a"(%0, %1) : (i32) -> ()'))
        # line structure: two ops on one line are split
        self.assertEqual(N('"x.a"() : () -> () "x.b"() : () -> ()'),
                         '"x.a"() : () -> ()\n"x.b"() : () -> ()\n')

    def test_unbalanced_is_error(self):
        with self.assertRaises(normalize.NormalizeError):
            N('"x"() ({ : () -> ()')
        with self.assertRaises(normalize.NormalizeError):
            N('"x"() {s = "unterminated} : () -> ()')

    def test_deep_nesting_no_recursion(self):
        depth = 5000
        a = "".join('"x.r"() ({\n' for _ in range(depth)) + "".join("}) : () -> ()\n" for _ in range(depth))
        out = N(a)
        self.assertEqual(out.count("({"), depth)
        self.assertEqual(N(out), out)
        arr = '"x"() {a = ' + "[" * depth + "]" * depth + "} : () -> ()"
        self.assertIn("[" * depth, N(arr))


class ImplicitModuleTest(unittest.TestCase):
    """compare.strip_implicit_module: mlir-opt's wrapper around a top level that
    is not one builtin.module (loc: the input file at 0:0) is not in the file."""

    def test_wrapper_of_this_file_removed(self):
        from oracle.core import compare
        got = ('"builtin.module"() ({\n  "foo.bar"() ({\n    "x.y"() : () -> () loc(unknown)\n'
               '  }) : () -> () loc(unknown)\n}) : () -> () loc("cases/y_a.mlirbc":0:0)')
        self.assertEqual(compare.strip_implicit_module(got, "y_a.mlirbc"),
                         '"foo.bar"() ({\n  "x.y"() : () -> () loc(unknown)\n'
                         '}) : () -> () loc(unknown)')
        # another file's location, a real location, or no module: unchanged
        self.assertEqual(compare.strip_implicit_module(got, "y_b.mlirbc"), got)
        real = got.replace('loc("cases/y_a.mlirbc":0:0)', 'loc("cases/y_a.mlirbc":1:0)')
        self.assertEqual(compare.strip_implicit_module(real, "y_a.mlirbc"), real)
        plain = '"foo.bar"() : () -> () loc(unknown)'
        self.assertEqual(compare.strip_implicit_module(plain, "y_a.mlirbc"), plain)

    def test_byte_identical_file_and_empty_top_level(self):
        from oracle.core import compare
        # a cached print names a byte-identical file: removed when same_file says so
        got = '"builtin.module"() ({\n  "foo.bar"() : () -> () loc(unknown)\n}) : () -> () loc("c/y_twin.mlirbc":0:0)'
        self.assertEqual(compare.strip_implicit_module(got, "y_a.mlirbc"), got)
        self.assertEqual(compare.strip_implicit_module(got, "y_a.mlirbc", lambda p: p == "c/y_twin.mlirbc"),
                         '"foo.bar"() : () -> () loc(unknown)')
        self.assertEqual(compare.strip_implicit_module(got, "y_a.mlirbc", lambda p: False), got)
        # no top-level op at all: mlir-opt prints an empty block label
        empty = '"builtin.module"() ({\n^bb0:\n}) : () -> () loc("c/y_a.mlirbc":0:0)'
        self.assertEqual(compare.strip_implicit_module(empty, "y_a.mlirbc"), "")


class CorpusTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        if not os.path.exists(MANIFEST):
            raise unittest.SkipTest("no corpus manifest")
        with open(MANIFEST, encoding="utf-8") as f:
            cls.manifest = json.load(f)

    def test_idempotent_on_all_goldens(self):
        seen = 0
        for e in self.manifest["files"]:
            for c in e["consumers"].values():
                if "golden" not in c:
                    continue
                with open(os.path.join(CORPUS, c["golden"]), encoding="utf-8") as f:
                    text = f.read()
                self.assertEqual(N(text), text, c["golden"])
                seen += 1
        self.assertGreater(seen, 100)

    def test_goldens_exist_for_producer_era(self):
        for e in self.manifest["files"]:
            era = e["consumers"][e["producer"]]
            self.assertEqual(era["verdict"], "accepted", e["file"])
            self.assertTrue(os.path.exists(os.path.join(CORPUS, era["golden"])), e["file"])

    def test_some_file_has_uselist_orders(self):
        flagged = [e["file"] for e in self.manifest["files"] if e.get("has_uselist_orders")]
        self.assertTrue(flagged)
        # control: below version 3 a re-emission is always byte-identical
        for e in self.manifest["files"]:
            if e["bytecode_version"] < 3 and "reemit_from_text_identical" in e:
                self.assertTrue(e["reemit_from_text_identical"], e["file"])

    def test_golden_stable_on_regeneration(self):
        need_mlir_opt(self)
        picks = ["files/cf_successors.w22.v6.mlirbc", "files/unregistered.w22.v5.mlirbc",
                 "files/scf_regions.w19.v3.mlirbc"]
        by_file = {e["file"]: e for e in self.manifest["files"]}
        for path in picks:
            e = by_file[path]
            c = e["consumers"]["mlir-opt-22"]
            self.assertEqual(c["verdict"], "accepted", path)
            p = subprocess.run(["mlir-opt-22", "--allow-unregistered-dialect"] + PRINT + [path],
                               cwd=CORPUS, stdout=subprocess.PIPE, check=True)
            raw = p.stdout.decode()
            with open(os.path.join(CORPUS, c["golden"]), encoding="utf-8") as f:
                golden = f.read()
            self.assertEqual(N(raw), golden, path)
            self.assertNotEqual(raw, golden)  # normalization actually did something


def need_mlir_opt(test):
    """Skip without mlir-opt-22, except under CI=true, where a missing tool
    is a failure (a suite that skips quietly hides what it did not check)."""
    if shutil.which("mlir-opt-22"):
        return
    if os.environ.get("CI") == "true":
        raise AssertionError("mlir-opt-22 not on PATH (CI=true: required)")
    raise unittest.SkipTest("mlir-opt-22 not on PATH")


class CheckUpstreamTest(unittest.TestCase):
    """check_upstream.py against fake readers: one faithful, others broken."""

    def run_check(self, mode, *extra):
        cmd = [sys.executable, "-m", "oracle.check.tests.test_upstream_prints",
               "--reader", "%s %s --mode=%s" % (sys.executable, os.path.join(SHARED, "fake_reader.py"), mode),
               "--filter", "cf_successors.w22.v6", "--filter", "dense_resource.w19.v2",
               "--filter", "locations_compat.w16"] + list(extra)
        return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=REPO)

    @classmethod
    def setUpClass(cls):
        need_mlir_opt(None)

    def test_faithful_reader_passes(self):
        p = self.run_check("ok")
        self.assertEqual(p.returncode, 0, p.stdout.decode())
        self.assertIn("3 matched of 3 compared, 0 disagreements", p.stdout.decode())

    def test_corrupting_reader_fails(self):
        p = self.run_check("corrupt")
        self.assertEqual(p.returncode, 1, p.stdout.decode())
        self.assertIn("FAIL", p.stdout.decode())
        # verdict-only mode does not look at the dump
        p = self.run_check("corrupt", "--only-verdict")
        self.assertEqual(p.returncode, 0, p.stdout.decode())

    def test_rejecting_reader_fails(self):
        p = self.run_check("reject", "--only-verdict")
        self.assertEqual(p.returncode, 1)
        self.assertIn("3 rejected", p.stdout.decode())

    def test_wrong_resources_fail(self):
        p = self.run_check("dropres")
        self.assertEqual(p.returncode, 1, p.stdout.decode())
        self.assertIn("NO(res)", p.stdout.decode())

    def test_missing_reader_is_usage_error(self):
        cmd = [sys.executable, "-m", "oracle.check.tests.test_upstream_prints",
               "--reader", "/nonexistent/mlirbc-read"]
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.assertEqual(p.returncode, 2)


class PropertyDefaultTest(unittest.TestCase):
    """Below v5 mlir-opt prints defaults of non-attribute properties that are
    not in the file (spec/normalization.md): dropped on both sides."""

    def test_default_entries_dropped(self):
        up = ('%0 = "llvm.add"(%a, %a) {overflowFlags = 0 : i32} : (i32, i32) -> i32\n'
              '%1 = "affine.linearize_index"(%b, %b) {disjoint = false, '
              'static_basis = array<i64: 4, 8>} : (index, index) -> index\n'
              '%2 = "llvm.mul"(%a, %a) {overflowFlags = #llvm.overflow<none>} : (i32, i32) -> i32\n')
        rd = ('%0 = "llvm.add"(%a, %a) : (i32, i32) -> i32\n'
              '%1 = "affine.linearize_index"(%b, %b) {static_basis = array<i64: 4, 8>} '
              ': (index, index) -> index\n'
              '%2 = "llvm.mul"(%a, %a) : (i32, i32) -> i32\n')
        self.assertEqual(normalize.normalize(up), normalize.normalize(rd))

    def test_v5_properties_merge_then_drop(self):
        self.assertEqual(normalize.normalize('%0 = "llvm.add"(%a, %a) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32\n'),
                         normalize.normalize('%0 = "llvm.add"(%a, %a) : (i32, i32) -> i32\n'))

    def test_non_default_and_other_ops_kept(self):
        for text in ('%0 = "llvm.add"(%a, %a) {overflowFlags = 3 : i32} : (i32, i32) -> i32\n',
                     '%0 = "affine.linearize_index"(%b) {disjoint} : (index) -> index\n',
                     '%0 = "foo.add"(%a) {overflowFlags = 0 : i32} : (i32) -> i32\n',
                     '%0 = "llvm.add"(%a, %a) {other = 0 : i32} : (i32, i32) -> i32\n'):
            self.assertNotEqual(normalize.normalize(text),
                                normalize.normalize(text.replace(" {", " {x, ", 1)))
            self.assertIn("{", normalize.normalize(text).split(":")[0])


class UndotTest(unittest.TestCase):
    def test_16_dotless_op_name(self):
        self.assertEqual(normalize.normalize('"foo."() : () -> ()\n'),
                         normalize.normalize('"foo"() : () -> ()\n'))
        self.assertEqual(normalize.normalize('%0 = "foo."() : () -> i32\n'),
                         '%0 = "foo"() : () -> i32\n')
        self.assertNotEqual(normalize.normalize('"foo.a"() : () -> ()\n'),
                            normalize.normalize('"foo"() : () -> ()\n'))


class CliTest(unittest.TestCase):
    def test_cli(self):
        script = ["-m", "oracle.core.normalize"]
        p = subprocess.run([sys.executable, *script, "--help"], stdout=subprocess.PIPE)
        self.assertEqual(p.returncode, 0)
        p = subprocess.run([sys.executable, *script, "-"], input=b'%a = "x"() : () -> i32 // c\n',
                           stdout=subprocess.PIPE)
        self.assertEqual(p.stdout, b'%0 = "x"() : () -> i32\n')
        p = subprocess.run([sys.executable, *script, "-"], input=b'"x"(', stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE)
        self.assertEqual(p.returncode, 1)


if __name__ == "__main__":
    unittest.main()
