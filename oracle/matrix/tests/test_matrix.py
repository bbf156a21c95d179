#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The readers matrix (python3 -m oracle.matrix) on synthetic certificates:
same input -> same bytes; a re-run with nothing changed rewrites nothing and
adds no history entry; a new reader version adds one; rates, colours and
dates as stated (never the wall clock of the rendering)."""

import json
import os
import subprocess
import sys
import tempfile
import unittest

from oracle.matrix import cli, render, table

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))


def group(p, t):
    return {"pass": p, "fail": t - p, "total": t, "rate": round(p / t, 4) if t else None}


def cert(name, version, va=(9, 10), ir=(3, 4), crashes=1, v0=(1, 4)):
    return {"format": "mlirbc-certificate", "schema_version": 3,
            "reader": {"name": name, "command": "%s {}" % name, "version": version},
            "counts": {"pass": va[0] + ir[0], "fail": 2, "expected-fail": 0, "not-applicable": 0},
            "complete": True, "corpus": {"cases": 14, "selected": 14, "filter": []},
            "score": {"headline": round((va[0] / va[1] + ir[0] / ir[1]) / 2 * (13 / 14), 4),
                      "valid_accepted": round(va[0] / va[1], 4), "valid_cases": va[1],
                      "invalid_rejected": round(ir[0] / ir[1], 4), "invalid_cases": ir[1],
                      "robustness": round(13 / 14, 4), "runs": 14, "crashes": crashes,
                      "hangs": 0, "ooms": 0},
            "clusters": [{"id": 1}, {"id": 2}],
            "by_version": {"v0": group(*v0), "v6": group(6, 6)},
            "by_version_other": {"v1": group(3, 4), "invalid header": group(0, 1)},
            "by_expected": {"accept": group(*va), "reject": group(*ir)},
            "by_feature": {"resources": group(2, 3)}}


def write_cert(root, name, c, side=None):
    d = os.path.join(root, name)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "certificate.json"), "w") as f:
        json.dump(c, f)
    if side is not None:
        with open(os.path.join(d, "reader.json"), "w") as f:
            json.dump(side, f)
    return d


def snapshot(out):
    return {n: open(os.path.join(out, n), "rb").read() for n in sorted(os.listdir(out))}


class Matrix(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory(prefix="matrix-")
        self.root = self.tmp.name
        self.a = write_cert(self.root, "a", cert("alpha", "sha256:aaa"),
                            {"name": "alpha", "label": "Alpha", "kind": "peer", "certified": "2024-01-02",
                             "repository": "https://example.org/alpha", "commit": "a" * 40,
                             "version": "aaaaaaaaaaaa", "description": "a reader"})
        self.b = write_cert(self.root, "b", cert("beta", "sha256:bbb", va=(10, 10), crashes=0))
        os.utime(os.path.join(self.b, "certificate.json"), (86400 * 365, 86400 * 365))

    def tearDown(self):
        self.tmp.cleanup()

    def render(self, out, *dirs, date=None):
        return cli.build(list(dirs), out, date)

    def test_deterministic_and_idempotent(self):
        o1, o2 = os.path.join(self.root, "o1"), os.path.join(self.root, "o2")
        r1 = self.render(o1, self.a, self.b)
        self.render(o2, self.a, self.b)
        self.assertEqual(snapshot(o1), snapshot(o2))
        self.assertEqual(sorted(os.path.basename(p) for p in r1["written"]),
                         ["history.json", "index.html", "index.md"])
        self.assertEqual(len(r1["added"]), 2)
        before = snapshot(o1)
        again = self.render(o1, self.a, self.b)
        self.assertEqual(again["written"], [], "a re-run with nothing changed rewrites nothing")
        self.assertEqual(again["added"], [])
        self.assertEqual(snapshot(o1), before)

    def test_history_appends_new_measurement_once(self):
        out = os.path.join(self.root, "o")
        self.render(out, self.a, self.b)
        a2 = write_cert(self.root, "a2", cert("alpha", "sha256:aaa2", va=(10, 10)),
                        {"name": "alpha", "certified": "2024-02-01", "version": "bbbbbbbbbbbb"})
        r = self.render(out, a2, self.b)
        self.assertEqual([(e["reader"], e["version"]) for e in r["added"]], [("alpha", "bbbbbbbbbbbb")])
        h = json.load(open(os.path.join(out, "history.json")))
        self.assertEqual(len(h["entries"]), 3)
        self.assertEqual([e["date"] for e in h["entries"]], sorted(e["date"] for e in h["entries"]))
        self.assertEqual(self.render(out, a2, self.b)["added"], [])
        # the same figures on another day are the same measurement
        self.assertEqual(self.render(out, a2, self.b, date="2030-01-01")["added"], [])

    def test_dates_never_the_wall_clock(self):
        cols = [table.column(self.a), table.column(self.b), table.column(self.b, "2020-05-05")]
        self.assertEqual(cols[0]["date"], "2024-01-02")     # reader.json's "certified"
        self.assertEqual(cols[1]["date"], "1971-01-01")     # the certificate file's day
        self.assertEqual(cols[2]["date"], "2020-05-05")     # --date

    def test_rates_and_colours(self):
        self.assertEqual(render.colour(1.0), "hsl(120, 65%, 72%)")
        self.assertEqual(render.colour(0.0), "hsl(0, 65%, 72%)")
        self.assertEqual(render.colour(0.5), "hsl(60, 65%, 72%)")
        self.assertEqual(render.percent(0.99999), "99.9 %")   # never rounded up to 100 %
        self.assertEqual(render.percent(1.0), "100 %")
        self.assertEqual(render.square(1.0) + render.square(0.95) + render.square(0.6) +
                         render.square(0.1), "🟩🟨🟧🟥")
        sections = dict(table.rows([table.column(self.a), table.column(self.b)]))
        v = dict(sections["Valid files by bytecode version (must accept)"])
        self.assertEqual(v["version 0"][0], {"rate": 0.25, "pass": 1, "total": 4})
        self.assertIsNone(v["version 3"][0])
        out = os.path.join(self.root, "o")
        self.render(out, self.a, self.b)
        page = open(os.path.join(out, "index.html")).read()
        self.assertIn('<td style="background:hsl(30, 65%, 72%)" title="25.0 % (1/4)">25.0 % (1/4)</td>',
                      page)
        self.assertNotIn("<script", page)
        self.assertNotIn("http://", page.replace("https://example.org", ""))
        md = open(os.path.join(out, "index.md")).read()
        self.assertIn("| version 0 | 🟥 25.0 % (1/4) | 🟥 25.0 % (1/4) |", md)
        self.assertIn("[Alpha](https://example.org/alpha)", md)
        rows = [l for l in md.splitlines() if l.startswith("| invalid header |")]
        self.assertEqual(rows, ["| invalid header | 🟥 0.0 % (0/1) | 🟥 0.0 % (0/1) |"])

    def test_cli(self):
        env = dict(os.environ, PYTHONPATH=REPO)
        run = lambda *a: subprocess.run([sys.executable, "-m", "oracle.matrix"] + list(a),
                                        capture_output=True, text=True, env=env, cwd=REPO)
        out = os.path.join(self.root, "cli")
        p = run(self.a, self.b, "--out", out, "--date", "2024-03-03")
        self.assertEqual(p.returncode, 0, p.stderr)
        self.assertIn("2 history entries added", p.stderr)
        p = run(self.a, self.b, "--out", out, "--date", "2024-03-03")
        self.assertIn("nothing changed", p.stderr)
        self.assertEqual(run(os.path.join(self.root, "nope"), "--out", out).returncode, 2)
        self.assertEqual(run(self.a, "--date", "yesterday", "--out", out).returncode, 2)
        self.assertEqual(run(self.a, self.a, "--out", out).returncode, 2)  # one reader twice
        self.assertEqual(run("--help").returncode, 0)

    def test_run_skip_certify(self):
        """./cts peers matrix --skip-certify renders what reports/certify holds."""
        cdir = os.path.join(self.root, "certify")
        write_cert(cdir, "mlirbc-read", cert("mlirbc-read", "sha256:ccc"))
        out = os.path.join(self.root, "readers")
        env = dict(os.environ, PYTHONPATH=REPO, CTS_PEERS_DIR=os.path.join(self.root, "nopeers"))
        env.pop("CI", None)
        p = subprocess.run([os.path.join(REPO, "cts"), "peers", "matrix", "--skip-certify",
                            "--certify-dir", cdir, "--out", out, "--date", "2024-01-01"],
                           capture_output=True, text=True, env=env)
        self.assertEqual(p.returncode, 0, p.stderr)
        self.assertIn("| 🟥 25.0 % (1/4) |", open(os.path.join(out, "index.md")).read())
        p = subprocess.run([os.path.join(REPO, "cts"), "peers", "matrix", "--only", "nope",
                            "--skip-certify", "--certify-dir", cdir, "--out", out],
                           capture_output=True, text=True, env=env)
        self.assertEqual(p.returncode, 2, p.stderr)
        self.assertIn("unknown readers nope", p.stderr)


if __name__ == "__main__":
    unittest.main()
