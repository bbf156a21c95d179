#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Public third-party readers in the loop (peers/*.json).

    ./cts peers list
    ./cts peers build NAME --src CHECKOUT [-j N] [--build-dir DIR]
    ./cts peers certify NAME [./cts certify options...]
    ./cts peers matrix [options]          (python3 -m oracle.matrix.run)

list: every peer with its repository, pinned commit and whether it is built.
build: runs the peer's build commands in CHECKOUT (a source checkout of its
repository; fetch it yourself: nothing of a peer's code enters this
repository) into .cache/peers/NAME/build (not tracked); warns when
CHECKOUT's HEAD is not the pinned commit; records what it built in
.cache/peers/NAME/build.json.
certify: ./cts certify with the peer's command, protocol and claims and
--name NAME; output in reports/certify/NAME/ unless --out is given; writes
OUT/reader.json (repository, commit built, description, date) next to the
certificate for the readers matrix. Exit status: certify's (0 pass,
1 fail, 2 usage), 1 for a build that failed or a peer not built.
matrix: certify every reader (the reference reader, mlir-opt-16/19/22 when
installed, every built peer) and render reports/readers/ (see
`./cts peers matrix --help`).
"""

import datetime
import json
import os
import shutil
import subprocess
import sys

from oracle.core.paths import REPO
from oracle.peers import defs


def say(msg):
    sys.stderr.write("[peers] %s\n" % msg)


def fail(msg, status=1):
    sys.stderr.write("[peers] error: %s\n" % msg)
    return status


def usage(text, status=0):
    (sys.stdout if status == 0 else sys.stderr).write(text)
    return status


def cache_of(name):
    return os.path.join(defs.CACHE_DIR, name)


def built_info(name):
    path = os.path.join(cache_of(name), "build.json")
    if not os.path.isfile(path):
        return None
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def head_of(src):
    p = subprocess.run(["git", "-C", src, "rev-parse", "HEAD"], capture_output=True, text=True)
    return p.stdout.strip() if p.returncode == 0 else None


# ---- list ------------------------------------------------------------------------------

LIST_HELP = """usage: ./cts peers list [--json]

Every peer in peers/: name, pinned commit, protocol, built or not (and the
commit it was built from), repository, description. --json: the definitions.
"""


def cmd_list(argv):
    if argv and argv[0] in ("-h", "--help"):
        return usage(LIST_HELP)
    as_json = argv == ["--json"]
    if argv and not as_json:
        return usage(LIST_HELP, 2)
    peers, bad = [], []
    for p in defs.paths():
        try:
            peers.append(defs.load(p))
        except defs.PeerError as e:
            bad.append(str(e))
    if as_json:
        print(json.dumps(peers, indent=2, sort_keys=True))
    for peer in ([] if as_json else peers):
        info = built_info(peer["name"])
        state = "not built" if not info else "built from %s%s" % (
            (info.get("commit") or "an unknown commit")[:12],
            "" if info.get("commit") == peer["commit"] else " (NOT the pinned commit)")
        print("%-12s %s  %-7s  %s\n%-12s %s\n%-12s %s" % (
            peer["name"], peer["commit"][:12], peer["protocol"], state, "", peer["repository"],
            "", peer["description"]))
    for b in bad:
        sys.stderr.write("[peers] error: %s\n" % b)
    return 1 if bad else 0


# ---- build -----------------------------------------------------------------------------

BUILD_HELP = """usage: ./cts peers build NAME --src CHECKOUT [-j N] [--build-dir DIR]

Builds peer NAME from CHECKOUT, a source checkout of its repository at the
pinned commit (git clone URL && git checkout COMMIT; ./cts peers list shows
both). The build commands of peers/NAME.json run inside CHECKOUT, in order,
with {build} = DIR (default .cache/peers/NAME/build, out of tree). Warns
when CHECKOUT's HEAD is not the pinned commit (the certificate then names
the commit it was built from). Log: .cache/peers/NAME/build.log.
-j N: build parallelism ({jobs}; default 2).
"""


def cmd_build(argv):
    if not argv or argv[0] in ("-h", "--help"):
        return usage(BUILD_HELP, 0 if argv else 2)
    name, src, jobs, build_dir = argv[0], None, 2, None
    if name.startswith("-"):
        return fail("build: the first argument is the peer's name (see ./cts peers list)", 2)
    rest = argv[1:]
    while rest:
        a = rest.pop(0)
        if a in ("--src", "-j", "--build-dir") and not rest:
            return fail("%s needs a value (see ./cts peers build --help)" % a, 2)
        if a == "--src":
            src = rest.pop(0)
        elif a.startswith("--src="):
            src = a[len("--src="):]
        elif a == "-j":
            jobs = rest.pop(0)
        elif a.startswith("-j") and a[2:].isdigit():
            jobs = a[2:]
        elif a == "--build-dir":
            build_dir = rest.pop(0)
        elif a in ("-h", "--help"):
            return usage(BUILD_HELP)
        else:
            return fail("build: unknown argument %r (see ./cts peers build --help)" % a, 2)
    if name.startswith("-"):
        return fail("build: the first argument is the peer's name (see ./cts peers list)", 2)
    if not str(jobs).isdigit() or int(jobs) < 1:
        return fail("build: -j needs a positive number", 2)
    try:
        peer = defs.find(name)
    except defs.PeerError as e:
        return fail(str(e), 2)
    if not src:
        return fail("build: --src CHECKOUT is required: a checkout of %s at %s" % (
            peer["repository"], peer["commit"]), 2)
    src = os.path.abspath(src)
    if not os.path.isdir(src):
        return fail("build: --src %s is not a directory" % src, 2)
    missing = [t for t in peer.get("requires", []) if not shutil.which(t)]
    if missing:
        return fail("build: %s needs %s on PATH (./cts bootstrap installs the suite's tools)" % (
            name, ", ".join(missing)))
    head = head_of(src)
    if head is None:
        say("warning: %s is not a git checkout: cannot check it is the pinned commit %s"
            % (src, peer["commit"]))
    elif head != peer["commit"]:
        say("warning: %s is at %s, not the pinned commit %s (git -C %s checkout %s)"
            % (src, head, peer["commit"], src, peer["commit"]))
    cache = cache_of(name)
    build_dir = os.path.abspath(build_dir or os.path.join(cache, "build"))
    os.makedirs(cache, exist_ok=True)
    os.makedirs(build_dir, exist_ok=True)
    values = dict(src=src, build=build_dir, peers=defs.PEERS_DIR, jobs=jobs)
    log_path = os.path.join(cache, "build.log")
    info_path = os.path.join(cache, "build.json")
    if os.path.exists(info_path):
        os.unlink(info_path)  # a failed rebuild leaves the peer not built
    with open(log_path, "w", encoding="utf-8") as log:
        for i, cmd in enumerate(peer["build"], 1):
            line = defs.fill(cmd, **values)
            say("build %s [%d/%d]: %s" % (name, i, len(peer["build"]), line))
            log.write("$ %s\n" % line)
            log.flush()
            p = subprocess.run(["bash", "-c", line], cwd=src, stdout=log, stderr=subprocess.STDOUT)
            if p.returncode != 0:
                log.close()
                with open(log_path, encoding="utf-8", errors="replace") as f:
                    tail = f.read().splitlines()[-40:]
                sys.stderr.write("\n".join(tail) + "\n")
                return fail("build %s: step %d failed with status %d (log: %s)"
                            % (name, i, p.returncode, log_path))
    absent = [a for a in (defs.fill(x, **values) for x in peer.get("artifacts", []))
              if not os.path.exists(a)]
    if absent:
        return fail("build %s: the build left no %s (log: %s)" % (name, ", ".join(absent), log_path))
    info = {"name": name, "commit": head, "pinned": peer["commit"], "at_pin": head == peer["commit"],
            "src": src, "build_dir": build_dir,
            "command": defs.fill(peer["command"], build=build_dir, peers=defs.PEERS_DIR)}
    with open(info_path, "w", encoding="utf-8") as f:
        json.dump(info, f, indent=2, sort_keys=True)
        f.write("\n")
    say("built %s (%s) into %s; next: ./cts peers certify %s" % (
        name, (head or "unknown commit")[:12], build_dir, name))
    return 0


# ---- certify ---------------------------------------------------------------------------

CERTIFY_HELP = """usage: ./cts peers certify NAME [./cts certify options...]

Runs ./cts certify on the built peer NAME (./cts peers build first) with
its command, --protocol and --claims from peers/NAME.json and --name NAME.
Any other certify option passes through (-j N, --cases GLOB,
--minimize-budget S, --timeout S, --out DIR, -q, ...; see ./cts certify
--help); --reader, --name, --protocol and --claims come from the peer.
Output: reports/certify/NAME/ (certificate.json, certificate.md, badge) and
reader.json (the peer's repository, the commit built, the date) for the
readers matrix.
"""
OWNED = ("--reader", "--name", "--protocol", "--claims")


def reader_json(peer, info, certified):
    return {"name": peer["name"], "label": peer["name"], "kind": "peer",
            "description": peer["description"], "repository": peer["repository"],
            "commit": info.get("commit"), "pinned": peer["commit"],
            "version": (info.get("commit") or "unknown")[:12], "certified": certified,
            "language": peer.get("language")}


def cmd_certify(argv):
    if not argv or argv[0] in ("-h", "--help"):
        return usage(CERTIFY_HELP, 0 if argv else 2)
    name, rest = argv[0], argv[1:]
    if name.startswith("-"):
        return fail("certify: the first argument is the peer's name (see ./cts peers list)", 2)
    for a in rest:
        if a.split("=")[0] in OWNED:
            return fail("certify: %s comes from peers/%s.json" % (a.split("=")[0], name), 2)
    try:
        peer = defs.find(name)
    except defs.PeerError as e:
        return fail(str(e), 2)
    info = built_info(name)
    if info is None:
        return fail("peer %s is not built: ./cts peers build %s --src CHECKOUT (a checkout of %s "
                    "at %s)" % (name, name, peer["repository"], peer["commit"]))
    values = dict(build=info["build_dir"], peers=defs.PEERS_DIR)
    absent = [a for a in (defs.fill(x, **values) for x in peer.get("artifacts", []))
              if not os.path.exists(a)]
    if absent:
        return fail("peer %s: %s is gone; build it again (./cts peers build %s --src CHECKOUT)"
                    % (name, ", ".join(absent), name))
    if info.get("commit") != peer["commit"]:
        say("warning: %s was built from %s, not the pinned commit %s" % (
            name, info.get("commit") or "an unknown commit", peer["commit"]))
    command = defs.fill(peer["command"], **values)
    cmd = [os.path.join(REPO, "scripts", "cts-certify"), "--reader", command, "--name", name,
           "--protocol", peer["protocol"]]
    if "claims" in peer:
        claims = os.path.join(cache_of(name), "claims.json")
        with open(claims, "w", encoding="utf-8") as f:
            json.dump(peer["claims"], f, indent=2, sort_keys=True)
        cmd += ["--claims", claims]
    out = None
    for i, a in enumerate(rest):
        if a == "--out" and i + 1 < len(rest):
            out = rest[i + 1]
        elif a.startswith("--out="):
            out = a[len("--out="):]
    if out is None:
        out = os.path.join(REPO, "reports", "certify", name)
        cmd += ["--out", out]
    say("certifying %s (%s, %s protocol): %s" % (name, (info.get("commit") or "?")[:12],
                                                 peer["protocol"], command))
    status = subprocess.run(cmd + rest).returncode
    cert = os.path.join(out, "certificate.json")
    if status in (0, 1) and os.path.isfile(cert):
        today = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d")
        with open(os.path.join(out, "reader.json"), "w", encoding="utf-8") as f:
            json.dump(reader_json(peer, info, today), f, indent=2, sort_keys=True)
            f.write("\n")
        say("certificate: %s" % cert)
    return status


# ---- dispatch --------------------------------------------------------------------------

def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    if not argv or argv[0] in ("-h", "--help", "help"):
        return usage(__doc__, 0 if argv else 2)
    cmd, rest = argv[0], argv[1:]
    if cmd == "list":
        return cmd_list(rest)
    if cmd == "build":
        return cmd_build(rest)
    if cmd == "certify":
        return cmd_certify(rest)
    if cmd == "matrix":
        from oracle.matrix import run
        return run.main(rest)
    return fail("unknown peers command %r (list, build, certify, matrix; see ./cts peers --help)"
                % cmd, 2)


if __name__ == "__main__":
    sys.exit(main())
