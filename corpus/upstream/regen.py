#!/usr/bin/env python3
"""Regenerate the upstream corpus (files/, golden/, manifest.json) from src/.

    PYTHONPATH=. python3 corpus/upstream/regen.py [--jobs N] [--check]

For every source in src/*.mlir:
  * mlir-opt-22 and mlir-opt-19 write bytecode versions 0..6
    (--emit-bytecode --emit-bytecode-version=N), mlir-opt-16 writes its only
    version (plain --emit-bytecode, version 0);
  * every consumer (mlir-opt-16/19/22) is asked to read every file
    (`mlir-opt-N --allow-unregistered-dialect FILE`); the verdict, exit code and
    first diagnostic line are recorded;
  * every accepting consumer's generic print is normalized with
    oracle/core/normalize.py and stored as golden/<file>.<consumer>.mlir;
  * for producers 19/22 the file is compared with a re-emission of its own
    text print (same tool, same version): differing bytes at version >= 3
    reveal use-list orders (mask bit 0x20 / block-arg use-list data).

Tools run with cwd = src/ and relative file names, so locations and the
manifest are independent of the checkout path.  Output is deterministic;
--check regenerates into a temporary directory and compares.
"""

import argparse
import concurrent.futures
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
try:
    from oracle.core import normalize
except ImportError:  # the oracle package is found from the repository root
    sys.exit("corpus/upstream/regen.py: run it as PYTHONPATH=. python3 corpus/upstream/regen.py from the repository root")

PRODUCERS = [
    # (tool, major, versions); None = tool default (plain --emit-bytecode)
    ("mlir-opt-22", 22, [0, 1, 2, 3, 4, 5, 6]),
    ("mlir-opt-19", 19, [0, 1, 2, 3, 4, 5, 6]),
    ("mlir-opt-16", 16, [None]),
]
CONSUMERS = [("mlir-opt-16", 16), ("mlir-opt-19", 19), ("mlir-opt-22", 22)]

# Extra passes run before emitting, per source.  -canonicalize reorders use
# lists, so the written file carries use-list orders (v3+).
SOURCE_PASSES = {
    "uselist.mlir": ["--canonicalize"],
}

PRINT_FLAGS = ["--mlir-print-op-generic", "--mlir-print-debuginfo", "--mlir-print-local-scope"]
TIMEOUT = 60


def run(cmd, cwd):
    p = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       timeout=TIMEOUT)
    return p.returncode, p.stdout, p.stderr


def first_line(data):
    for line in data.decode("utf-8", "replace").splitlines():
        if line.strip():
            return line.strip()
    return ""


def tool_version(tool):
    rc, out, _ = run([tool, "--version"], cwd=HERE)
    for line in out.decode().splitlines():
        if "LLVM version" in line:
            return line.strip()
    return "unknown"


def produce(src, tool, major, version, outdir):
    """Write one bytecode file.  Returns a dict (manifest entry or skip)."""
    base = src[:-len(".mlir")]
    vtag = 0 if version is None else version
    name = "%s.w%d.v%d.mlirbc" % (base, major, vtag)
    rel_out = os.path.join("..", "files", name)
    cmd = [tool, "--allow-unregistered-dialect"] + SOURCE_PASSES.get(src, []) + [src, "--emit-bytecode"]
    if version is not None:
        cmd.append("--emit-bytecode-version=%d" % version)
    cmd += ["-o", rel_out]
    cwd = os.path.join(outdir, "src")
    rc, _, err = run(cmd, cwd)
    entry = {"file": "files/" + name, "source": "src/" + src, "producer": tool,
             "producer_major": major, "bytecode_version": vtag,
             "command": " ".join(cmd) + "   (cwd: corpus/upstream/src)"}
    if rc != 0:
        try:
            os.unlink(os.path.join(cwd, rel_out))
        except OSError:
            pass
        entry["skipped"] = "exit %d: %s" % (rc, first_line(err))
        return entry
    return entry


def consume(entry, outdir):
    path = entry["file"]
    full = os.path.join(outdir, path)
    with open(full, "rb") as f:
        data = f.read()
    entry["sha256"] = hashlib.sha256(data).hexdigest()
    entry["size"] = len(data)
    consumers = {}
    base = os.path.basename(path)
    for tool, major in CONSUMERS:
        cmd = [tool, "--allow-unregistered-dialect", path, "-o", os.devnull]
        rc, _, err = run(cmd, outdir)
        c = {"command": " ".join(cmd[:3]), "exit_code": rc,
             "verdict": "accepted" if rc == 0 else "rejected"}
        if rc != 0:
            c["diagnostic"] = first_line(err)
        else:
            pcmd = [tool, "--allow-unregistered-dialect"] + PRINT_FLAGS + [path]
            prc, out, perr = run(pcmd, outdir)
            if prc != 0:
                c["verdict"] = "rejected"
                c["exit_code"] = prc
                c["diagnostic"] = "print failed: " + first_line(perr)
            else:
                text = normalize.normalize(out.decode("utf-8"))
                gname = "golden/%s.%s.mlir" % (base, tool)
                with open(os.path.join(outdir, gname), "w", encoding="utf-8") as f:
                    f.write(text)
                c["golden"] = gname
                c["print_command"] = " ".join(pcmd)
                # resources are not printed with --mlir-print-local-scope
                rrc, rout, _ = run([tool, "--allow-unregistered-dialect", path], outdir)
                res = normalize.extract_resources(rout.decode("utf-8")) if rrc == 0 else ""
                if res:
                    c["resources"] = res
        consumers[tool] = c
    entry["consumers"] = consumers
    # use-list detection by re-emission from the producer's own text print
    if entry["producer_major"] in (19, 22):
        tool = entry["producer"]
        v = entry["bytecode_version"]
        with tempfile.TemporaryDirectory() as td:
            txt = os.path.join(td, "p.mlir")
            bc = os.path.join(td, "p.mlirbc")
            rc1, out, _ = run([tool, "--allow-unregistered-dialect", "--mlir-print-op-generic",
                               "--mlir-print-debuginfo", path], outdir)
            ok = rc1 == 0
            if ok:
                with open(txt, "wb") as f:
                    f.write(out)
                rc2, _, _ = run([tool, "--allow-unregistered-dialect", txt, "--emit-bytecode",
                                 "--emit-bytecode-version=%d" % v, "-o", bc], outdir)
                ok = rc2 == 0
            if ok:
                with open(bc, "rb") as f:
                    same = f.read() == data
                entry["reemit_from_text_identical"] = same
                entry["has_uselist_orders"] = (not same) and v >= 3
    return entry


def generate(outdir, jobs):
    srcdir = os.path.join(HERE, "src")
    sources = sorted(f for f in os.listdir(srcdir) if f.endswith(".mlir"))
    if os.path.abspath(outdir) != HERE:
        shutil.copytree(srcdir, os.path.join(outdir, "src"))
    for sub in ("files", "golden"):
        d = os.path.join(outdir, sub)
        if os.path.isdir(d):
            shutil.rmtree(d)
        os.makedirs(d)
    tasks = [(s, tool, major, v) for s in sources for tool, major, vs in PRODUCERS for v in vs]
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as ex:
        produced = list(ex.map(lambda t: produce(t[0], t[1], t[2], t[3], outdir), tasks))
        files = [e for e in produced if "skipped" not in e]
        skipped = [e for e in produced if "skipped" in e]
        files = list(ex.map(lambda e: consume(e, outdir), files))
    summary = {}
    for e in files:
        key = "%s v%d" % (e["producer"], e["bytecode_version"])
        row = summary.setdefault(key, {"files": 0})
        row["files"] += 1
        for tool, c in e["consumers"].items():
            k = "%s %s" % (tool, c["verdict"])
            row[k] = row.get(k, 0) + 1
    manifest = {
        "description": "mlirbc-cts upstream corpus; regenerate with python3 corpus/upstream/regen.py",
        "tools": {t: tool_version(t) for t, _ in CONSUMERS},
        "sources": sources,
        "source_passes": SOURCE_PASSES,
        "files": files,
        "skipped": [{"source": e["source"], "producer": e["producer"],
                     "bytecode_version": e["bytecode_version"], "command": e["command"],
                     "reason": e["skipped"]} for e in skipped],
        "summary": summary,
    }
    with open(os.path.join(outdir, "manifest.json"), "w", encoding="utf-8") as f:
        json.dump(manifest, f, indent=1, sort_keys=True)
        f.write("\n")
    return manifest


def _tree(root):
    out = {}
    for sub in ("files", "golden"):
        for name in sorted(os.listdir(os.path.join(root, sub))):
            with open(os.path.join(root, sub, name), "rb") as f:
                out[sub + "/" + name] = f.read()
    with open(os.path.join(root, "manifest.json"), "rb") as f:
        out["manifest.json"] = f.read()
    return out


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 4)
    ap.add_argument("--check", action="store_true",
                    help="regenerate into a temp dir and compare with the checked-in corpus")
    args = ap.parse_args(argv)
    if args.check:
        with tempfile.TemporaryDirectory() as td:
            generate(td, args.jobs)
            new, old = _tree(td), _tree(HERE)
        diff = sorted(k for k in set(new) | set(old) if new.get(k) != old.get(k))
        for k in diff:
            print("differs: " + k)
        print("check: %d paths, %d differ" % (len(new), len(diff)))
        return 1 if diff else 0
    m = generate(HERE, args.jobs)
    print("%d files written, %d combinations skipped" % (len(m["files"]), len(m["skipped"])))
    for k in sorted(m["summary"]):
        print("  %-18s %s" % (k, json.dumps(m["summary"][k], sort_keys=True)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
