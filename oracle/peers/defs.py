# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Peer definitions: peers/NAME.json, one per public third-party reader
(peers/README.md has the keys). Loading, checking and filling in the
placeholders; no side effects."""

import json
import os
import re

from oracle.core.paths import REPO

# the environment overrides are for the tests (a peers directory of their own)
PEERS_DIR = os.environ.get("CTS_PEERS_DIR") or os.path.join(REPO, "peers")
CACHE_DIR = os.environ.get("CTS_PEERS_CACHE") or os.path.join(REPO, ".cache", "peers")
REQUIRED = {"name": str, "description": str, "repository": str, "commit": str,
            "build": list, "command": str, "protocol": str}
OPTIONAL = {"claims": dict, "artifacts": list, "requires": list, "language": str}
PROTOCOLS = ("process", "batch")
COMMIT = re.compile(r"^[0-9a-f]{40}$")
PLACEHOLDER = re.compile(r"\{(src|build|peers|jobs)\}")


class PeerError(Exception):
    pass


def problems(peer, stem):
    """What is wrong with one peer definition ([] when nothing)."""
    if not isinstance(peer, dict):
        return ["not a JSON object"]
    out = []
    for key, typ in REQUIRED.items():
        if key not in peer:
            out.append("missing key %r" % key)
        elif not isinstance(peer[key], typ):
            out.append("%r is not a %s" % (key, typ.__name__))
    for key, typ in OPTIONAL.items():
        if key in peer and not isinstance(peer[key], typ):
            out.append("%r is not a %s" % (key, typ.__name__))
    unknown = sorted(set(peer) - set(REQUIRED) - set(OPTIONAL))
    if unknown:
        out.append("unknown keys %s" % ", ".join(unknown))
    if out:
        return out
    if peer["name"] != stem:
        out.append("name %r is not the file's stem %r" % (peer["name"], stem))
    if not re.match(r"^[a-z0-9][a-z0-9._-]*$", peer["name"]):
        out.append("name must be lower-case letters, digits, '.', '_', '-'")
    if not COMMIT.match(peer["commit"]):
        out.append("commit %r is not 40 lower-case hex digits" % peer["commit"])
    if not peer["repository"].startswith("https://"):
        out.append("repository %r is not an https:// URL" % peer["repository"])
    if "\n" in peer["description"] or not peer["description"].strip():
        out.append("description must be one non-empty line")
    if peer["protocol"] not in PROTOCOLS:
        out.append("protocol %r is not one of %s" % (peer["protocol"], ", ".join(PROTOCOLS)))
    if not all(isinstance(c, str) and c.strip() for c in peer["build"]):
        out.append("build must be a list of non-empty command strings")
    if peer["protocol"] == "process" and "{}" not in peer["command"] \
            and "{file}" not in peer["command"]:
        out.append("a process command needs {} for the case path")
    if peer["protocol"] == "batch" and "{}" in peer["command"]:
        out.append("a batch command reads cases on stdin: no {}")
    if "{src}" in peer["command"]:
        out.append("the command may not use {src} (the checkout is gone after the build)")
    return out


def load(path):
    """One peer definition, checked (PeerError names every problem)."""
    stem = os.path.splitext(os.path.basename(path))[0]
    try:
        with open(path, encoding="utf-8") as f:
            peer = json.load(f)
    except (OSError, ValueError) as e:
        raise PeerError("%s: %s" % (path, e))
    bad = problems(peer, stem)
    if bad:
        raise PeerError("%s: %s" % (path, "; ".join(bad)))
    return peer


def paths(peers_dir=PEERS_DIR):
    return sorted(os.path.join(peers_dir, n) for n in os.listdir(peers_dir) if n.endswith(".json")) \
        if os.path.isdir(peers_dir) else []


def find(name, peers_dir=PEERS_DIR):
    path = os.path.join(peers_dir, name + ".json")
    if not os.path.isfile(path):
        known = ", ".join(os.path.splitext(os.path.basename(p))[0] for p in paths(peers_dir))
        raise PeerError("unknown peer %r (known: %s; see ./cts peers list)" % (name, known or "none"))
    return load(path)


def fill(text, **values):
    """Replace {src} {build} {peers} {jobs}; {} and {file} stay for the oracle."""
    def sub(m):
        if m.group(1) not in values:
            raise PeerError("placeholder {%s} is not available here" % m.group(1))
        return str(values[m.group(1)])
    return PLACEHOLDER.sub(sub, text)
