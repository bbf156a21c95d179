#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The bindings give the native reader's verdict on every corpus file.

    agreement.py --reader MLIRBC_READ --repo REPO --binding js --wasm FILE [--node NODE]
    agreement.py --reader MLIRBC_READ --repo REPO --binding python --lib-dir DIR

Every corpus/**/*.mlirbc (the corpus/manifest.json cases, corpus/upstream,
corpus/regressions) is read by the native reader (mlirbc-read --batch, one
process) and by the binding in one process (Node running mlirbc.mjs over
mlirbc.wasm, or mlirbc.py over libmlirbc.so through ctypes). Each file must
get the same verdict, and for a rejection the same code, byte offset,
section and message. Exit 1 on any difference, on fewer files than the
manifest lists, or when no rejection was seen (the comparison would then
be vacuous). Prints the time each side spent reading.
"""

import argparse
import glob
import json
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def corpus_files(repo):
    files = sorted(glob.glob(os.path.join(repo, "corpus", "**", "*.mlirbc"), recursive=True))
    with open(os.path.join(repo, "corpus", "manifest.json")) as f:
        cases = json.load(f)["cases"]
    have = set(files)
    missing = [c["file"] for c in cases
               if os.path.join(repo, "corpus", c["file"]) not in have]
    return files, len(cases), missing


def native(reader, repo, files):
    """[(verdict, code, offset, "[section] CODE: message")] from mlirbc-read --batch."""
    sys.path.insert(0, repo)
    from oracle.core.batch import Process  # noqa: E402  (the oracle's protocol client)
    p = Process([reader, "--batch"], repo, 30)
    out = []
    t0 = time.perf_counter()
    for i in range(0, len(files), 200):
        reqs = []
        for path in files[i:i + 200]:
            with open(path, "rb") as f:
                reqs.append((f.read(), None, None))
        answers, failure = p.exchange(reqs, 60)
        if failure:
            raise SystemExit("agreement: native reader failed: %r" % (failure,))
        out += [(a["verdict"], a["code"], a["at"], a["message"] or "") for a in answers]
    p.close()
    return out, time.perf_counter() - t0


def as_tuple(v):
    if v["verdict"] == "accept":
        return ("accept", None, None, "")
    return ("reject", v["code"], v["offset"],
            "[%s] %s: %s" % (v["section"], v["code"], v["message"]))


def binding_js(args, files):
    if not args.wasm or not os.path.isfile(args.wasm):
        print("agreement: %s not built (./cts wasm)" % args.wasm)
        sys.exit(1 if os.environ.get("CI") == "true" else 77)
    p = subprocess.run([args.node, os.path.join(args.repo, "reader", "bindings", "js", "tests",
                                                "verdicts.mjs"), args.wasm],
                       input="".join(f + "\n" for f in files), capture_output=True, text=True,
                       timeout=1800)
    if p.returncode != 0:
        raise SystemExit("agreement: node failed (exit %d):\n%s" % (p.returncode, p.stderr[-3000:]))
    got = [as_tuple(json.loads(line)) for line in p.stdout.splitlines()]
    ms = float(p.stderr.split("validate_ms ")[-1].split()[0])
    return got, ms / 1000


def binding_python(args, files):
    os.environ["MLIRBC_LIB_DIR"] = args.lib_dir
    sys.path.insert(0, os.path.join(args.repo, "reader", "bindings", "python"))
    import mlirbc  # noqa: E402
    got, secs = [], 0.0
    for path in files:
        with open(path, "rb") as f:
            data = f.read()
        t0 = time.perf_counter()
        v = mlirbc.validate(data)
        secs += time.perf_counter() - t0
        got.append(as_tuple(vars(v)))
    return got, secs


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--reader", required=True, help="the native mlirbc-read")
    ap.add_argument("--repo", required=True)
    ap.add_argument("--binding", choices=("js", "python"), required=True)
    ap.add_argument("--wasm", help="mlirbc.wasm (js)")
    ap.add_argument("--node", default="node")
    ap.add_argument("--lib-dir", help="directory of libmlirbc.so (python)")
    args = ap.parse_args()
    files, ncases, missing = corpus_files(args.repo)
    if missing:
        print("agreement: %d manifest cases have no file, e.g. %s" % (len(missing), missing[0]))
        return 1
    want, native_s = native(args.reader, args.repo, files)
    got, binding_s = (binding_js if args.binding == "js" else binding_python)(args, files)
    if len(got) != len(files):
        print("agreement: the binding answered %d of %d files" % (len(got), len(files)))
        return 1
    bad = [(f, w, g) for f, w, g in zip(files, want, got) if w != g]
    for f, w, g in bad[:20]:
        print("%s\n    native  %s\n    %-7s %s" % (os.path.relpath(f, args.repo), w,
                                                 args.binding, g))
    rejected = sum(1 for w in want if w[0] == "reject")
    print("agreement (%s): %d files (%d manifest cases, %d rejected), %d differ; "
          "reading took %.2f s native (batch, incl. pipe), %.2f s %s (in-process calls)"
          % (args.binding, len(files), ncases, rejected, len(bad), native_s, binding_s,
             args.binding))
    return 1 if bad or rejected == 0 or len(files) < ncases else 0


if __name__ == "__main__":
    sys.exit(main())
