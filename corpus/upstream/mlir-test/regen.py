#!/usr/bin/env python3
"""Regenerate the upstream-test set: bytecode written by mlir-opt 16/19/22 from
chunks of LLVM's own `mlir/test` inputs (sources/*.mlir), with every
consumer's verdict and golden print.

    PYTHONPATH=. nice -n 10 python3 corpus/upstream/mlir-test/regen.py [--jobs 2] [--check]
    PYTHONPATH=. python3 corpus/upstream/mlir-test/regen.py --sources DIR --out DIR   # another set

Steps, per source file (an excerpt of one upstream test input, see README.md):
  * split at `// -----` lines into chunks <stem>.cNN.mlir (NN from 00);
  * mlir-opt-22 and mlir-opt-19 write every chunk at bytecode versions 0..6
    (`--emit-bytecode --emit-bytecode-version=V`), mlir-opt-16 at its only
    version 0 (plain `--emit-bytecode`); a producer that cannot parse a chunk
    is recorded as a skipped combination with its first diagnostic line;
  * every file is read by mlir-opt-16/19/22 (`--allow-unregistered-dialect`,
    generic print with debug info and local scope): exit code, first
    diagnostic line, and for accepting consumers the print normalized by
    oracle/core/normalize.py, stored once per distinct content as
    golden/<sha256 prefix>.mlir (most prints repeat across versions);
  * files of producers 19/22 are compared with a re-emission of their own
    text print: at version >= 3 a difference reveals use-list orders.

Tools run in a temporary directory holding the chunk files under their own
names, so locations read loc("<stem>.cNN.mlir":L:C) and nothing depends on
the checkout path. The output is deterministic for fixed tool versions;
--check regenerates into a temporary directory and compares.
"""

import argparse
import concurrent.futures
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
try:
    from oracle.core import corpus as oracle_corpus  # varint and header reader
    from oracle.core import normalize
except ImportError:  # the oracle package is found from the repository root
    sys.exit("corpus/upstream/mlir-test/regen.py: run it as PYTHONPATH=. python3 corpus/upstream/mlir-test/regen.py from the repository root")

PRODUCERS = [
    # (tool, major, versions); None = the tool's default (plain --emit-bytecode)
    ("mlir-opt-22", 22, [0, 1, 2, 3, 4, 5, 6]),
    ("mlir-opt-19", 19, [0, 1, 2, 3, 4, 5, 6]),
    ("mlir-opt-16", 16, [None]),
]
CONSUMERS = [("mlir-opt-16", 16), ("mlir-opt-19", 19), ("mlir-opt-22", 22)]
PRINT_FLAGS = ["--mlir-print-op-generic", "--mlir-print-debuginfo", "--mlir-print-local-scope"]
SPLIT = re.compile(r"(?m)^// -----[ \t]*$")
UPSTREAM = re.compile(r"^// upstream: (\S+) @ ([0-9a-f]{40})(.*)$")
RESOURCE_SECTIONS = (5, 6)   # spec: section IDs of resources and resource offsets
TIMEOUT = 60


def run(cmd, cwd):
    try:
        p = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        return 124, b"", b"timeout after %ds" % TIMEOUT
    return p.returncode, p.stdout, p.stderr


def first_line(data, rc=1):
    """The first diagnostic line; for a crash, the signal and the first line
    that is not LLVM's generic crash banner."""
    lines = [l.strip() for l in data.decode("utf-8", "replace").splitlines() if l.strip()]
    if rc < 0:
        lines = [l for l in lines if not l.startswith(("PLEASE submit", "Stack dump", "0.", "#"))]
        return "crashed (signal %d)%s" % (-rc, ": " + lines[0] if lines else "")
    return lines[0] if lines else ""


def tool_version(tool):
    _, out, _ = run([tool, "--version"], cwd=HERE)
    for line in out.decode().splitlines():
        if "LLVM version" in line:
            return line.strip()
    return "unknown"


def read_sources(srcdir):
    """[(stem, upstream record, [chunk text])] from the excerpt files, sorted."""
    out = []
    for fn in sorted(f for f in os.listdir(srcdir) if f.endswith(".mlir")):
        with open(os.path.join(srcdir, fn), encoding="utf-8") as f:
            text = f.read()
        head, _, rest = text.partition("\n")
        m = UPSTREAM.match(head)
        if not m:
            raise SystemExit("%s: first line must be '// upstream: PATH @ COMMIT [note]'" % fn)
        up = {"path": m.group(1), "commit": m.group(2)}
        if m.group(3).strip():
            up["note"] = m.group(3).strip()
        chunks = [c.strip("\n") + "\n" for c in SPLIT.split(rest) if c.strip()]
        out.append((fn[:-len(".mlir")], up, chunks))
    return out


def sections(data):
    """Section IDs of a bytecode file (empty if the framing is unreadable)."""
    corpus = oracle_corpus
    if data[:4] != corpus.MAGIC:
        return []
    _, pos = corpus.read_varint(data, 4)
    end = data.find(b"\0", pos)
    if end < 0:
        return []
    pos, ids = end + 1, []
    while pos < len(data):
        sid = data[pos]
        length, pos = corpus.read_varint(data, pos + 1)
        if length is None:
            break
        if sid & 0x80:
            align, pos = corpus.read_varint(data, pos)
            if not align:
                break
            while pos % align and pos < len(data) and data[pos] == 0xCB:
                pos += 1
        ids.append(sid & 0x7F)
        pos += length
    return ids


def produce(chunkdir, stem, idx, tool, major, version):
    chunk = "%s.c%02d.mlir" % (stem, idx)
    vtag = 0 if version is None else version
    name = "%s.c%02d.w%d.v%d.mlirbc" % (stem, idx, major, vtag)
    cmd = [tool, "--allow-unregistered-dialect", chunk, "--emit-bytecode"]
    if version is not None:
        cmd.append("--emit-bytecode-version=%d" % version)
    cmd += ["-o", name]
    rc, _, err = run(cmd, chunkdir)
    entry = {"file": "files/" + name, "source": "sources/%s.mlir" % stem, "chunk": idx,
             "producer": tool, "producer_major": major, "bytecode_version": vtag,
             "command": " ".join(cmd)}
    if rc != 0:
        try:
            os.unlink(os.path.join(chunkdir, name))
        except OSError:
            pass
        entry["skipped"] = "exit %d: %s" % (rc, first_line(err, rc))
    return entry


def consume(entry, outdir):
    path = entry["file"]
    with open(os.path.join(outdir, path), "rb") as f:
        data = f.read()
    entry["sha256"] = hashlib.sha256(data).hexdigest()
    entry["size"] = len(data)
    has_resources = any(s in RESOURCE_SECTIONS for s in sections(data))
    consumers = {}
    for tool, _ in CONSUMERS:
        pcmd = [tool, "--allow-unregistered-dialect"] + PRINT_FLAGS + [path]
        rc, out, err = run(pcmd, outdir)
        c = {"exit_code": rc, "verdict": "accepted" if rc == 0 else "rejected"}
        if rc != 0:
            c["diagnostic"] = first_line(err, rc)
        else:
            try:
                text = normalize.normalize(out.decode("utf-8"))
            except normalize.NormalizeError as e:
                text = None
                c["normalize_error"] = str(e)
            if text is not None:
                blob = text.encode("utf-8")
                gname = "golden/%s.mlir" % hashlib.sha256(blob).hexdigest()[:16]
                gpath = os.path.join(outdir, gname)
                if not os.path.exists(gpath):
                    with open(gpath, "wb") as f:
                        f.write(blob)
                c["golden"] = gname
            if has_resources:
                # --mlir-print-local-scope omits the resource trailer
                rrc, rout, _ = run([tool, "--allow-unregistered-dialect", path], outdir)
                res = normalize.extract_resources(rout.decode("utf-8")) if rrc == 0 else ""
                if res:
                    c["resources"] = res
        consumers[tool] = c
    entry["consumers"] = consumers
    # below v3 there are no use-list orders to find (the re-emission is identical)
    if (entry["producer_major"] in (19, 22) and entry["bytecode_version"] >= 3
            and consumers[entry["producer"]]["exit_code"] == 0):
        tool, v = entry["producer"], entry["bytecode_version"]
        with tempfile.TemporaryDirectory() as td:
            txt, bc = os.path.join(td, "p.mlir"), os.path.join(td, "p.mlirbc")
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


def summarize(files):
    summary = {}
    for e in files:
        key = "%s v%d" % (e["producer"], e["bytecode_version"])
        row = summary.setdefault(key, {"files": 0})
        row["files"] += 1
        for tool, c in e["consumers"].items():
            k = "%s %s" % (tool, c["verdict"])
            row[k] = row.get(k, 0) + 1
    return summary


def generate(srcdir, outdir, jobs, progress=True, every=1):
    """Write files/, golden/ and manifest.json of the set into OUTDIR.
    EVERY > 1 keeps only every EVERY-th chunk (in source order): a sample
    for --check --sample."""
    sources = read_sources(srcdir)
    for sub in ("files", "golden"):
        d = os.path.join(outdir, sub)
        if os.path.isdir(d):
            shutil.rmtree(d)
        os.makedirs(d)
    with tempfile.TemporaryDirectory() as chunkdir:
        tasks, n = [], 0
        for stem, _, chunks in sources:
            for i, text in enumerate(chunks):
                n += 1
                if (n - 1) % every:
                    continue
                with open(os.path.join(chunkdir, "%s.c%02d.mlir" % (stem, i)), "w",
                          encoding="utf-8") as f:
                    f.write(text)
                tasks += [(stem, i, tool, major, v) for tool, major, vs in PRODUCERS for v in vs]
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, jobs)) as ex:
            produced = list(ex.map(lambda t: produce(chunkdir, *t), tasks))
            files = [e for e in produced if "skipped" not in e]
            for e in files:
                shutil.copyfile(os.path.join(chunkdir, os.path.basename(e["file"])),
                                os.path.join(outdir, e["file"]))
            if progress:
                sys.stderr.write("regen: %d files written (%d combinations skipped); reading "
                                 "each with 3 consumers\n" % (len(files), len(produced) - len(files)))
            done = []
            for i, e in enumerate(ex.map(lambda e: consume(e, outdir), files), 1):
                done.append(e)
                if progress and i % 100 == 0:
                    sys.stderr.write("regen: %d/%d files read\n" % (i, len(files)))
    skipped = [{k: e[k] for k in ("source", "chunk", "producer", "bytecode_version", "command")}
               | {"reason": e["skipped"]} for e in produced if "skipped" in e]
    manifest = {
        "description": "mlirbc-cts upstream-test set: files written by mlir-opt from chunks of "
                       "LLVM mlir/test inputs; regenerate with corpus/upstream/mlir-test/regen.py",
        "license": "sources/ are excerpts of LLVM test inputs, Apache-2.0 WITH LLVM-exception "
                   "(see NOTICE)",
        "command_cwd": "producers: a directory holding the chunk files <stem>.cNN.mlir "
                       "(output moved to files/); consumers: this directory",
        "consumer_command": "mlir-opt-N --allow-unregistered-dialect %s FILE" % " ".join(PRINT_FLAGS),
        "tools": {t: tool_version(t) for t, _ in CONSUMERS},
        "sources": {stem: dict(up, chunks=len(chunks)) for stem, up, chunks in sources},
        "files": done,
        "skipped": skipped,
        "summary": summarize(done),
    }
    write_manifest(os.path.join(outdir, "manifest.json"), manifest)
    return manifest


def write_manifest(path, manifest):
    """JSON with one line per file entry: compact, and a diff shows which files changed."""
    with open(path, "w", encoding="utf-8") as f:
        f.write("{\n")
        keys = sorted(manifest)
        for n, k in enumerate(keys):
            v = manifest[k]
            f.write(" %s: " % json.dumps(k))
            if isinstance(v, list):
                f.write("[\n" + ",\n".join("  " + json.dumps(x, sort_keys=True) for x in v)
                        + ("\n ]" if v else "]"))
            else:
                f.write(json.dumps(v, sort_keys=True))
            f.write(",\n" if n + 1 < len(keys) else "\n")
        f.write("}\n")


def _tree(root):
    out = {}
    for sub in ("files", "golden"):
        d = os.path.join(root, sub)
        for name in sorted(os.listdir(d)) if os.path.isdir(d) else []:
            with open(os.path.join(d, name), "rb") as f:
                out[sub + "/" + name] = f.read()
    p = os.path.join(root, "manifest.json")
    if os.path.exists(p):
        with open(p, "rb") as f:
            out["manifest.json"] = f.read()
    return out


def _sampled(manifest, new, old):
    """Restrict both trees to the sampled chunks: their files, golden prints,
    manifest entries and skip records (one key per entry)."""
    keep = {(e["source"], e["chunk"]) for e in manifest["files"] + manifest["skipped"]}
    old_m = json.loads(old.pop("manifest.json", b"{}") or b"{}")
    new.pop("manifest.json", None)

    def entries(m):
        out = {}
        for e in m.get("files", []):
            if (e["source"], e["chunk"]) in keep:
                out["manifest:" + e["file"]] = json.dumps(e, sort_keys=True).encode()
        for e in m.get("skipped", []):
            if (e["source"], e["chunk"]) in keep:
                out["manifest:skip:" + e["command"]] = json.dumps(e, sort_keys=True).encode()
        return out
    goldens = {c["golden"] for e in manifest["files"] for c in e["consumers"].values()
               if "golden" in c}
    files = {e["file"] for e in manifest["files"]}
    pick = lambda tree: {k: v for k, v in tree.items()  # noqa: E731
                         if k in files or k in goldens}
    old_files = {e["file"] for e in old_m.get("files", []) if (e["source"], e["chunk"]) in keep}
    new_t = dict(pick(new), **entries(manifest))
    old_t = dict({k: v for k, v in old.items() if k in files | old_files or k in goldens},
                 **entries(old_m))
    return new_t, old_t


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--jobs", type=int, default=2, help="parallel tool runs (default 2)")
    ap.add_argument("--sources", default=os.path.join(HERE, "sources"),
                    help="directory of excerpt files (default: this set's sources/)")
    ap.add_argument("--out", default=HERE,
                    help="output directory for files/, golden/, manifest.json (default: this set)")
    ap.add_argument("--check", action="store_true",
                    help="regenerate into a temporary directory and compare with --out")
    ap.add_argument("--sample", type=int, default=1, metavar="K",
                    help="with --check: regenerate only every K-th chunk and compare those "
                         "files, their manifest entries and golden prints (default 1: all)")
    ap.add_argument("--quiet", action="store_true", help="no progress lines")
    args = ap.parse_args(argv)
    for tool, _ in CONSUMERS:
        if shutil.which(tool) is None:
            sys.stderr.write("regen: %s not found (install mlir-N-tools, scripts/bootstrap.sh)\n"
                             % tool)
            return 2
    if args.check:
        with tempfile.TemporaryDirectory() as td:
            m = generate(args.sources, td, args.jobs, not args.quiet, max(1, args.sample))
            new, old = _tree(td), _tree(args.out)
        if args.sample > 1:
            new, old = _sampled(m, new, old)
        diff = sorted(k for k in set(new) | set(old) if new.get(k) != old.get(k))
        for k in diff:
            print("differs: " + k)
        print("check: %d paths, %d differ" % (len(new), len(diff)))
        return 1 if diff else 0
    m = generate(args.sources, args.out, args.jobs, not args.quiet)
    print("%d files written, %d combinations skipped" % (len(m["files"]), len(m["skipped"])))
    for k in sorted(m["summary"]):
        print("  %-18s %s" % (k, json.dumps(m["summary"][k], sort_keys=True)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
