# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Root causes of a reader's failures: the fewest explanations that cover them.

Input: one plain record per graded case (outcome, expected verdict, version,
the reference reader's verdict and code, tags, the reader's failure). A
failure's *mode* is what the reader did wrong: rejects (a valid file),
accepts (an invalid file), crash, hang, oom, structure (reads another
structure), offset (its verdict depends on the buffer offset).

An explanation is a mode within a scope: every case, one version, "every
version >= N" / "<= N", the undefined headers, the expected verdict, the
files the reference reader rejects ("crashes whenever it rejects"), the
reference's error code, a feature, a grammar ID or flag state, the reader's
normalized message, a crash signature. Greedy set cover: the explanation
covering the most unexplained failures, weighted by its purity (its failures
/ its failures plus the passing cases it could have failed on: a tag that
passing files carry as often is a confounder, not a cause), is taken, its
failures removed, and so on (a tag whose failures give many different
reader messages counts less: _coherence) while one covers at least MIN_COVER with purity
MIN_PURITY (its failures counted among those not yet explained). Several explanations that cover (nearly) the same failures are
one root cause, named on the most telling axis (AXIS_ORDER: a version before
a feature, a feature before a grammar ID, a message last). What no
explanation covers is one "unexplained" root cause.

Then clusters are merged when their crashes share a signature, or (after
reproduction) a reproducer, or when they share a message and grammar family
(builtin.type.*: "decodes only a few builtin types")."""

import re

MIN_PURITY = 0.75
# a scope that names no property of the files ("every valid file") must
# be nearly universal to explain anything
BROAD_PURITY = {"all": 0.95, "expected": 0.95, "refrejects": 0.95, "version": 0.9,
                "vgroup": 0.9}
FAMILY_PURITY = 0.95
# "crashes whenever it rejects": the share of the reference's rejections it
# crashes on, and of its own refusals that are crashes
WHENEVER = 0.9
MIN_COVER = 2
# explanations covering at least this share of the best's failures, with the
# same failures (Jaccard), are the same root cause seen on another axis
SAME_CAUSE = 0.9
# a symptom (message, crash signature) explains less than a property of the
# files: it is taken only when no property does nearly as well
SYMPTOM_WEIGHT = 0.7
# the order in which axes name a root cause (lower first)
AXIS_ORDER = ["all", "refrejects", "expected", "version", "vgroup", "signature", "code", "defect",
              "phase",
              "feature-era", "feature", "builtin", "family", "grammar", "flag", "baseline",
              "prints-and-accepts", "flaky", "phase-template", "template", "error-site"]
SYMPTOMS = ("template", "phase-template", "signature", "prints-and-accepts", "error-site")
# a crash site reached from the reference's rejections in this many phases or
# codes is a crash after any early rejection (cleanup), not one per error
AFTER_REJECTION = 2
TAG_AXES = ("feature-era", "feature", "builtin", "family", "grammar", "flag", "baseline")
ROBUSTNESS = ("crash", "hang", "oom")
MODES = ["rejects", "accepts", "crash", "hang", "oom", "structure", "offset"]
# which graded cases could have failed in a mode (the contrast for purity)
ELIGIBLE = {"rejects": "accept", "structure": "accept", "accepts": "reject"}
MAX_VERSION = 6
# messages that say only how the process ended: no more than the mode
GENERIC = ("killed by ", "PLEASE submit a bug report")
# a message that is the first line of a sanitizer report (oracle/core/runner.py)
REPORT = re.compile(r"(?:AddressSanitizer|LeakSanitizer|MemorySanitizer|ThreadSanitizer|"
                    r"UndefinedBehaviorSanitizer|runtime error):")

_QUOTED = re.compile(r"'[^']*'|\"(?:[^\"\\]|\\.)*\"")
_PATH = re.compile(r"(?:[A-Za-z]:)?(?:[\w.+-]*/)+[\w.+-]+|[\w.+-]+\.mlirbc\b")
_HEX = re.compile(r"\b0x[0-9A-Fa-f]+\b")
_NUM = re.compile(r"(?<![\w<])-?\d+(?:\.\d+)?")
# a leading location: "<path>:<n>:", "0:0: error:", "<unknown>:0: error:",
# "<mlir_parser_buffer>:1:8: error:", "f.mlir:3:5: error:"
_LOCATION = re.compile(r"^(?:<path>|<n>|\S*?(?=:<n>))(?::<n>)*:\s*(?:error:\s*)?")


def normalize_message(msg, limit=160):
    """'0:0: error: unknown attribute code: 22' -> 'unknown attribute code: <n>';
    "dialect 'x' is unknown" -> 'dialect <str> is unknown'."""
    if not msg:
        return ""
    s = _QUOTED.sub("<str>", msg)  # names and printed values vary, the complaint does not
    s = _PATH.sub("<path>", s)
    s = _HEX.sub("<hex>", s)
    s = _NUM.sub("<n>", s)
    s = _LOCATION.sub("", " ".join(s.split()))
    return s[:limit]


def verdict_class(res):
    v = res["verdict"]
    if res.get("diff", "") and str(res.get("diff")).startswith("verdict depends on the buffer"):
        return "offset-dependent"
    return "accepted" if v in ("accepted", "accepted-equal") else v


def symptom_message(res):
    """The text that identifies the symptom: the reader's message, or for a
    structure difference the level it stops at."""
    vc = verdict_class(res)
    if vc == "accepted-different":
        return "structure equal up to %s only" % res.get("level", "L0")
    if vc == "offset-dependent":
        return "verdict depends on the buffer offset"
    return normalize_message(res.get("message"))


MODE_OF = {"crash": "crash", "timeout": "hang", "oom": "oom", "offset-dependent": "offset",
           "accepted-different": "structure"}


def mode_of(expected, vclass):
    if vclass in MODE_OF:
        return MODE_OF[vclass]
    if expected == "accept" and vclass in ("rejected", "rejected-silent"):
        return "rejects"
    if expected == "reject" and vclass == "accepted":
        return "accepts"
    return "other"


def record(case, res, outcome, facts, template_of=None):
    """The plain record of one graded case the engine works on. template_of:
    normalized message -> its template (oracle/core/templates.py)."""
    v = case["version"]
    vclass = verdict_class(res) if outcome == "fail" else None
    code = case.get("expect_code") if case["expected"] == "reject" else None
    tpl = template_of or (lambda m: m)
    refrejects = (facts or {}).get("verdict") == "rejected"
    return {"id": case["id"], "outcome": outcome, "expected": case["expected"],
            "version": v if isinstance(v, int) and 0 <= v <= MAX_VERSION else None,
            "code": code or (facts or {}).get("code"),
            # the defect a mutant carries: its error code at the fields it
            # touches ("E_ATTR_INDEX@ir.op.attrs"), what one check guards
            "defect": "%s@%s" % (code, ",".join(case.get("_fields") or []))
            if code and case.get("_fields") else None,
            "refrejects": refrejects,
            "phase": (facts or {}).get("phase") if refrejects else None,
            "tags": sorted((facts or {}).get("tags") or []),
            "verdict": vclass, "mode": mode_of(case["expected"], vclass) if vclass else None,
            # an invalid file it accepts after printing an error: what it printed
            "message": tpl(symptom_message(res) or (normalize_message(res.get("said"))
                                                    if vclass == "accepted" else None))
            if outcome == "fail" else None,
            "signature": res.get("signature") if outcome == "fail" else None,
            "flaky": bool(res.get("flaky")) if outcome == "fail" else False,
            # a reader we cannot hear: did it print to stderr, and where
            "wrote": bool(res.get("wrote")) if outcome == "fail" else False,
            "error_site": crash_state(res.get("error_site")) if outcome == "fail" else None,
            "said": tpl(normalize_message(res.get("said"))) if outcome == "fail" else None}


def tag_axis(tag, features, prefer):
    f = features.get(tag)
    if f is not None:
        if f.get("baseline"):  # every reader must read it: names little
            return "baseline"
        return "feature-era" if ("llvm_min" in f or "llvm_max" in f) else "feature"
    if "=" in tag:
        return "flag"
    return "builtin" if prefer(tag) == 1 else "grammar"


def scopes(rec, features, prefer, universal):
    """Every scope the record falls in: (axis, value)."""
    out = [("all", None), ("expected", rec["expected"])]
    v = rec["version"]
    if v is None:
        out.append(("vgroup", "invalid header"))
    else:
        out.append(("version", (v, v)))
        out += [("version", (n, MAX_VERSION)) for n in range(1, v + 1)]
        out += [("version", (0, n)) for n in range(v, MAX_VERSION)]
    if rec["refrejects"]:
        out.append(("refrejects", None))
    if rec["code"]:
        out.append(("code", rec["code"]))
    if rec.get("defect"):
        out.append(("defect", rec["defect"]))
    if rec.get("phase"):
        out.append(("phase", rec["phase"]))
    for t in rec["tags"]:
        if t not in universal:
            out.append((tag_axis(t, features, prefer), t))
    if rec.get("flaky"):
        out.append(("flaky", None))  # fails in some runs only: one behaviour
    if rec.get("mode") == "accepts" and (rec.get("message") or rec.get("wrote")):
        # it printed an error and still exited 0: one bug whatever the error
        out.append(("prints-and-accepts", None))
    if rec.get("message") and not rec["message"].startswith(GENERIC):
        out.append(("template", rec["message"]))
        if rec.get("phase"):
            out.append(("phase-template", (rec["phase"], rec["message"])))
    if rec.get("signature"):
        out.append(("signature", site_of(rec)))
    if rec.get("error_site") and rec.get("mode") != "accepts":
        # where a reader we cannot hear prints its error: its words' stand-in
        out.append(("error-site", rec["error_site"]))
    return out


def voice(rec):
    """What the failure says: the reader's message, else where it printed
    an error we did not see, else ""."""
    return rec.get("message") or ("@" + rec["error_site"] if rec.get("error_site") else "")


def _weight(axis):
    return SYMPTOM_WEIGHT if axis in SYMPTOMS else 1.0


def explain_failures(records, features=None, prefer=lambda t: 3):
    """Root causes (plain dicts, largest first) of the failing records.

    records: record() of every graded case; features: spec/features.json by
    id; prefer(tag): 1 for a builtin encoding (grammar.json code), else more."""
    features = features or {}
    records = [dict(r) for r in records]  # the caller's stay as given
    fails = [r for r in records if r["outcome"] == "fail"]
    if not fails:
        return []
    # tags every graded case of a kind carries explain nothing
    universal = set(records[0]["tags"])
    for r in records[1:]:
        universal &= set(r["tags"])
    sites = similar_sites(crash_state(r.get("signature")) for r in records)
    heard = similar_sites((r.get("error_site") for r in records), same_top=True)
    for r in records:
        r["site"] = sites.get(crash_state(r.get("signature")))
        r["error_site"] = heard.get(r.get("error_site"))
    keys = {r["id"]: scopes(r, features, prefer, universal) for r in records}
    # graded cases per scope that could fail in a mode (by expected verdict)
    eligible = {"accept": {}, "reject": {}, None: {}}
    for r in records:
        for k in keys[r["id"]]:
            for cls in (r["expected"], None):
                if cls in eligible:
                    eligible[cls][k] = eligible[cls].get(k, 0) + 1
    mode = {r["id"]: r["mode"] for r in fails}
    residual = {r["id"] for r in fails}
    by_id = {r["id"]: r for r in fails}

    def as_rejection(r):
        """It crashes after rejecting: a valid file it crashes on is one it
        rejects, for a reason still to be explained. Its message and crash
        signature are the crash's; what it printed before dying may be that
        reason."""
        mode[r["id"]] = "rejects"
        new = [k for k in keys[r["id"]] if k[0] not in SYMPTOMS]
        r["message"] = r.get("said") or ""  # "": nothing before the crash
        r["signature"] = r["site"] = None  # the crash's, shared by every rejection
        if r["message"] and not r["message"].startswith(GENERIC):
            new.append(("template", r["message"]))
            if r.get("phase"):
                new.append(("phase-template", (r["phase"], r["message"])))
        for cls in ("accept", None):  # the contrast counts follow
            for k in keys[r["id"]]:
                eligible[cls][k] -= 1
            for k in new:
                eligible[cls][k] = eligible[cls].get(k, 0) + 1
        keys[r["id"]] = new

    out = []
    # crash sites first, as ClusterFuzz groups crashes: one site is one root
    # cause whatever the reference's error code
    speaks = any(r.get("said") for r in fails)
    for sig, ids in _crash_sites(fails, mode):
        after = _after_rejection(ids, by_id, speaks)
        if after and after["own"]:
            for cid in list(ids):
                r = by_id[cid]
                # a valid file it crashes on after rejecting it (what it said, or
                # nothing when the crash came first) is a rejection to explain
                if r["expected"] == "accept":
                    as_rejection(r)
                    ids.remove(cid)
        if len(ids) < MIN_COVER:
            continue
        out.append({"mode": "crash", "axis": "signature", "value": sig, "purity": 1.0,
                    "cases": sorted(ids), "also": []})
        if after:
            out[-1]["after_rejection"] = after
        residual -= set(ids)
    # a flaky crash gdb could not make crash again goes with the crash site
    # whose other members are flaky too: one nondeterministic bug
    flaky_sites = [c for c in out if any(by_id[i]["flaky"] for i in c["cases"])]
    for r in fails:
        if flaky_sites and r["id"] in residual and r["flaky"] and mode[r["id"]] == "crash" \
                and not r.get("signature"):
            flaky_sites[0]["cases"] = sorted(set(flaky_sites[0]["cases"]) | {r["id"]})
            residual.discard(r["id"])
    # an invalid file accepted after the reader printed an error: its exit
    # status ignores its own errors, one bug whatever the file (as definite
    # as a crash site, so taken before any property of the files), when it
    # is how the reader accepts most of the invalid files it accepts
    first = None if out else _crashes_whenever_it_rejects(records, fails)
    accepted = [r["id"] for r in fails if r["id"] in residual and mode[r["id"]] == "accepts"]
    printed = [i for i in accepted if by_id[i].get("message") or by_id[i].get("wrote")]
    if len(printed) >= MIN_COVER and 2 * len(printed) > len(accepted):
        out.append({"mode": "accepts", "axis": "prints-and-accepts", "value": None,
                    "purity": 1.0, "cases": sorted(printed), "also": []})
        residual -= set(printed)
    while residual:
        best = first or _best(fails, residual, mode, keys, eligible, records)
        first = None
        if best is None:
            break
        m, scope, covered, purity, also = best
        covered = _yield_to_coherent(covered, m, scope, fails, residual, mode, keys)
        value = list(scope[1]) if isinstance(scope[1], tuple) else scope[1]
        out.append({"mode": m, "axis": scope[0], "value": value, "purity": round(purity, 4),
                    "cases": sorted(covered), "also": [list(a) for a in also]})
        residual -= covered
        if m == "crash" and scope[0] == "refrejects":
            for r in fails:
                if r["id"] in residual and r["expected"] == "accept" and mode[r["id"]] == "crash":
                    if not r.get("said") and REPORT.match(r["message"] or ""):
                        r["said"] = ""
                    as_rejection(r)
            out[-1]["whenever_rejects"] = True
    if residual:
        out.append({"mode": None, "axis": "unexplained", "value": None, "purity": None,
                    "cases": sorted(residual), "also": []})
    out = merge(out, by_id)
    for c in out:
        c["modes"] = _modes(c["cases"], mode)
    out.sort(key=lambda c: (c["axis"] == "unexplained", -len(c["cases"]), c["cases"][0]))
    for i, c in enumerate(out, 1):
        c["id"] = "C%d" % i
    return out


# a crash site's line: where in the function, not which function
_SITE_LINE = re.compile(r" \([^()]*:\d+\)$")


def crash_state(signature):
    """The frames of a signature without the innermost one's line, as
    ClusterFuzz's crash state: two faults in one function called the same
    way are one site ('f < g < h (x.c:12)' -> 'f < g < h'). A single frame
    (a crash in main) keeps its line: one function is too coarse a site."""
    if not signature or " < " not in signature:
        return signature
    return _SITE_LINE.sub("", signature)


# two crash states sharing this many frames, in order, are one crash site
SAME_FRAMES = 2


def _frames(state):
    return state.split(" < ") if state else []


def _common_frames(a, b):
    """Length of the longest common subsequence of two frame lists."""
    prev = [0] * (len(b) + 1)
    for x in a:
        cur = [0]
        for j, y in enumerate(b):
            cur.append(prev[j] + 1 if x == y else max(prev[j + 1], cur[j]))
        prev = cur
    return prev[-1]


def similar_sites(states, same_top=False):
    """{crash state: site} where states that share SAME_FRAMES frames in
    order are one site (ClusterFuzz counts two crash states sharing two of
    their three frames as one bug: 'AssociateTypeRange < ParseSection <
    Parse' and 'AssociateAttributeRange < ParseSection < Parse' are one
    missing check reached twice). Linked transitively; a site is named by
    its smallest state so that the grouping does not depend on order.
    same_top: the innermost frames must be the same function too (where a
    reader prints an error: another function is another check)."""
    states = sorted(set(s for s in states if s))
    parent = {s: s for s in states}

    def root(s):
        while parent[s] != s:
            parent[s] = parent[parent[s]]
            s = parent[s]
        return s

    for i, a in enumerate(states):
        fa = _frames(a)
        if len(fa) < SAME_FRAMES:
            continue
        for b in states[i + 1:]:
            fb = _frames(b)
            if len(fb) >= SAME_FRAMES and _common_frames(fa, fb) >= SAME_FRAMES and \
                    (not same_top or _SITE_LINE.sub("", fa[0]) == _SITE_LINE.sub("", fb[0])):
                ra, rb = root(a), root(b)
                if ra != rb:
                    parent[max(ra, rb)] = min(ra, rb)
    return {s: root(s) for s in states}


def site_of(rec):
    """The record's crash site (similar_sites over every record, set by
    explain_failures), or its crash state when none was set."""
    return rec.get("site") or crash_state(rec.get("signature"))


def _crash_sites(fails, mode):
    """[(signature, [case ids])] of the crashes that have a crash site,
    largest first: one per site, named by its commonest signature."""
    groups = {}
    for r in fails:
        if mode[r["id"]] == "crash" and r.get("signature"):
            groups.setdefault(site_of(r), []).append(r)
    out = []
    for recs in groups.values():
        sigs = {}
        for r in recs:
            sigs[r["signature"]] = sigs.get(r["signature"], 0) + 1
        name = max(sorted(sigs), key=lambda k: sigs[k])
        out.append((name, [r["id"] for r in recs]))
    return sorted(out, key=lambda kv: (-len(kv[1]), kv[0]))


def _after_rejection(ids, by_id, speaks):
    """{"phases": [...], "codes": [...], "own": bool} when a crash site is
    reached after rejections of many kinds (the reader printed an error, or
    the reference rejects the file) in AFTER_REJECTION or more phases or
    codes: the crash is in what runs after any rejection (cleanup), not in
    reading. speaks: the reader prints its errors (some failure said
    something); then at least half of the site's crashes must follow its own
    error, else the site is where reading itself goes wrong (a missing bounds
    check that many kinds of invalid files reach), not a cleanup. "own":
    the reader said its error first; a silent reader's site is only known to
    be reached from many kinds of invalid files."""
    rejected = [by_id[i] for i in ids if by_id[i]["refrejects"] or by_id[i].get("said")]
    if len(rejected) < max(MIN_COVER, WHENEVER * len(ids) / 2):
        return None
    own = sum(1 for i in ids if by_id[i].get("said"))
    if speaks and 2 * own < len(ids):
        return None
    ref = [by_id[i] for i in ids if by_id[i]["refrejects"]]
    said = [by_id[i] for i in ids if by_id[i].get("said")]
    phases, codes = _kinds(ref, "phase"), _kinds(ref, "code")
    messages = _kinds(said, "said")
    # kinds count on a side that speaks for at least half the site, each
    # kind with MIN_COVER crashes: one message on 276 valid files and two
    # codes on 11 invalid ones is one way in, not many
    many = max(len(phases) if 2 * len(ref) >= len(ids) else 0,
               len(codes) if 2 * len(ref) >= len(ids) else 0,
               len(messages) if 2 * len(said) >= len(ids) else 0)
    if many < AFTER_REJECTION:
        return None
    return {"phases": phases, "codes": codes, "messages": len(messages), "own": speaks}


def _kinds(recs, field):
    counts = {}
    for r in recs:
        if r.get(field):
            counts[r[field]] = counts.get(r[field], 0) + 1
    return sorted(k for k, n in counts.items() if n >= MIN_COVER)


def _crashes_whenever_it_rejects(records, fails):
    """The explanation "crashes whenever it rejects" when the records show
    it: the reader crashes on at least WHENEVER of the files the reference
    reader rejects (and it does not accept) and rejects cleanly at most 1 - WHENEVER of the files it
    does not accept. Taken first: it is a behaviour of the whole reader, and
    the valid files it crashes on are then files it rejects (for a reason
    still to explain), not crashes of their own."""
    # the files the reference rejects and the reader refused too (a file it
    # accepts is another failure, not a rejection it survived)
    ref = [r for r in records if r["refrejects"] and r["mode"] != "accepts"]
    if sum(1 for r in fails if r["mode"] == "crash") >= BROAD_PURITY["all"] * len(records):
        return None  # it crashes on (nearly) every file: that is the simpler explanation
    crashed = {r["id"] for r in fails if r["mode"] == "crash" and r["refrejects"]}
    clean = sum(1 for r in records if r["verdict"] in ("rejected", "rejected-silent")) + \
        sum(1 for r in records if r["outcome"] == "pass" and r["expected"] == "reject")
    if len(crashed) < MIN_COVER or len(crashed) < WHENEVER * len(ref):
        return None
    if clean > (1 - WHENEVER) * (clean + len(crashed)):
        return None
    purity = len(crashed) / len(ref)
    # an implementation-defined file it crashes on is one it rejected (as
    # it may) and crashed after, whatever the reference reader says
    crashed |= {r["id"] for r in fails if r["mode"] == "crash" and r["expected"] == "impl"}
    return "crash", ("refrejects", None), crashed, purity, []


# the axes that may claim back failures from a chosen explanation
CLAIMING = ("version", "vgroup", "code", "defect", "feature", "feature-era")


def _yield_to_coherent(covered, m, scope, fails, residual, mode, keys):
    """The chosen explanation's failures, less those that say something
    else than its main message and that one coherent property explanation
    (a version, a code, a feature: all its failures say one thing) covers
    at least MIN_COVER of: a v0 file with an empty section that the reader
    rejects at its v0 header belongs to "version 0", not to "empty sections"."""
    if scope[0] in SYMPTOMS + ("refrejects",):
        return covered
    by_id = {r["id"]: r for r in fails}
    groups = {}
    for i in covered:
        groups.setdefault(voice(by_id[i]), set()).add(i)
    main = max(groups.items(), key=lambda kv: (len(kv[1]), kv[0]))[0]
    others = {i for i in covered if voice(by_id[i]) != main}
    if not others:
        return covered
    said = {}  # (mode, scope) -> messages of its live failures
    members = {}
    for r in fails:
        if r["id"] not in residual or mode[r["id"]] != m:
            continue
        for k in keys[r["id"]]:
            if k[0] in CLAIMING and k != scope:
                said.setdefault(k, set()).add(voice(r))
                members.setdefault(k, set()).add(r["id"])
    give = set()
    for k, msgs in said.items():
        if len(msgs) == 1 and main not in msgs and len(members[k] & others) >= MIN_COVER:
            give |= members[k] & others
    return covered - give if len(covered - give) >= MIN_COVER else covered


def _modes(ids, mode):
    counts = {}
    for cid in ids:
        counts[mode[cid]] = counts.get(mode[cid], 0) + 1
    return dict(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))


def _coherence(ids, by_id, axis):
    """The share of the largest group by reader message: one cause tends to
    give one complaint, and a tag whose failing files say many different
    things is there by company more often than by cause (mlir-opt-16's v0
    failures carry `successors` at 83 %, with six messages; a reader with
    several bugs fails on 92 % of the files with IntegerType, for four
    reasons). A misread that surfaces as a few different errors downstream
    still beats each of its messages alone (SYMPTOM_WEIGHT)."""
    if axis in SYMPTOMS + ("refrejects",):
        return 1.0  # a symptom itself, or rejections whose messages differ by design
    groups = {}
    for i in ids:
        m = voice(by_id[i])
        groups[m] = groups.get(m, 0) + 1
    share = max(groups.values()) / len(ids)
    # a feature is a unit of explanation and a misread surfaces downstream
    # in many ways (mlir-opt-19 on the LLVM 20+ property layouts: a dozen
    # messages); a grammar ID that every failing file carries (StringAttr,
    # when nearly all valid files fail) or a whole kind of file must agree
    # more to beat the tags whose failures do (squared)
    return share if axis in ("feature", "feature-era", "family") else share * share


def _families(scored, records, mode, by_id):
    """Unions of the builtin types (or attributes) that each explain failures
    of one mode: a reader that decodes only a few builtin types fails on
    every file using any of the others, which no single type explains."""
    groups = {}
    for sc, (m, k), ids, purity in scored:
        fam = FAMILY.match(k[1]) if k[0] == "builtin" and isinstance(k[1], str) else None
        # a member must explain its failures nearly alone: a type that most
        # files carry (IntegerType) is there by company, not by cause
        if fam and purity >= FAMILY_PURITY:
            groups.setdefault((m, fam.group(1)), []).append((k[1], ids))
    out = []
    for (m, fam), members in groups.items():
        if len(members) < 2:
            continue
        tags = {t for t, _ in members}
        union = set().union(*(ids for _, ids in members))
        cls = ELIGIBLE.get(m)
        contrast = sum(1 for r in records if (cls is None or r["expected"] == cls)
                       and not (r["outcome"] == "fail" and (mode.get(r["id"]) == m or
                                                            m in ROBUSTNESS))
                       and tags & set(r["tags"]))
        purity = len(union) / (len(union) + contrast)
        if purity < MIN_PURITY:
            continue
        score = len(union) * purity * purity * _coherence(union, by_id, "builtin")
        out.append((score, (m, ("family", fam + ".*")), union, purity, sorted(tags)))
    return out


def _best(fails, residual, mode, keys, eligible, records=()):
    """(mode, scope, covered ids, purity, equivalent scopes) or None."""
    by_id = {r["id"]: r for r in fails}
    total, covered, failing = {}, {}, {}
    for r in fails:
        m = mode[r["id"]]
        live = r["id"] in residual
        for k in keys[r["id"]]:
            mk = (m, k)
            total[mk] = total.get(mk, 0) + 1
            failing[k] = failing.get(k, 0) + 1
            if live:
                covered.setdefault(mk, set()).add(r["id"])
    scored = []
    for mk, ids in covered.items():
        if len(ids) < MIN_COVER:
            continue
        m, k = mk
        # the contrast: cases of the scope that could have failed this way and
        # did not (passed, or failed otherwise); failures explained already
        # are no evidence for another explanation
        contrast = eligible[ELIGIBLE.get(m)].get(k, 0) - total[mk]
        if m in ROBUSTNESS:
            # a file it rejected (or misread) for another reason may never
            # have reached the code that crashes: no evidence either way
            contrast -= failing[k] - total[mk]
        purity = len(ids) / (len(ids) + max(0, contrast))
        if purity < BROAD_PURITY.get(k[0], MIN_PURITY):
            continue
        scored.append((len(ids) * purity * purity * _weight(k[0]) * _coherence(ids, by_id, k[0]),
                       mk, ids, purity))
    scored += _families(scored, records, mode, by_id)
    if not scored:
        return None
    top = max(s[0] for s in scored)
    best = max(scored, key=lambda s: (s[0], -AXIS_ORDER.index(s[1][1][0])))
    # the same failures seen on another axis: name the cause on the most telling
    same = [s for s in scored if s[1][0] == best[1][0] and s[0] >= SAME_CAUSE * top
            and s[3] >= best[3] - 0.02 and _jaccard(s[2], best[2]) >= SAME_CAUSE]
    same.sort(key=lambda s: (AXIS_ORDER.index(s[1][1][0]), _narrowness(s[1][1]), -s[0],
                             str(s[1][1][1])))
    name = same[0]
    if name[1][1][0] == "family":  # the members of the family, not other axes
        return name[1][0], name[1][1], name[2], name[3], [["builtin", t] for t in name[4]]
    also = [s[1][1] for s in same[1:] if s[1][1][0] not in SYMPTOMS][:4]
    return name[1][0], name[1][1], name[2], name[3], also


def _narrowness(scope):
    """Among version scopes, the widest first ('every version >= 1' before 'v1')."""
    if scope[0] == "version":
        lo, hi = scope[1]
        return -(hi - lo)
    return 0


def _jaccard(a, b):
    return len(a & b) / len(a | b) if a or b else 1.0


FAMILY = re.compile(r"^(builtin\.(?:attr|type))\.[A-Za-z0-9]+$")


def merge(clusters, by_id):
    """Clusters sharing a crash signature, or a message and a builtin family
    (builtin.type.*, builtin.attr.*), are one root cause."""
    out = []
    for c in clusters:
        sig = _common_state(c["cases"], by_id)
        msg = _common(c["cases"], by_id, "message")
        fam = FAMILY.match(c["value"]) if isinstance(c["value"], str) else None
        target = None
        for o in out:
            if o["mode"] != c["mode"] or c["axis"] == "unexplained" or o["axis"] == "unexplained":
                continue
            if sig and sig == _common_state(o["cases"], by_id):
                target = o
                break
            ofam = FAMILY.match(o["value"]) if isinstance(o["value"], str) else None
            if (fam and ofam and fam.group(1) == ofam.group(1) and msg and
                    msg == _common(o["cases"], by_id, "message")):
                target = o
                break
        if target is None:
            out.append(c)
            continue
        target["cases"] = sorted(set(target["cases"]) | set(c["cases"]))
        target.setdefault("merged", []).append({"axis": c["axis"], "value": c["value"],
                                                "cases": len(c["cases"])})
    return out


def _common(ids, by_id, field):
    vals = {by_id[i].get(field) for i in ids if i in by_id}
    return vals.pop() if len(vals) == 1 else None


def _common_state(ids, by_id):
    vals = {site_of(by_id[i]) for i in ids if i in by_id}
    return vals.pop() if len(vals) == 1 else None


def merge_by_reproducer(clusters, digest_of):
    """After reproduction: clusters whose reproducers have the same bytes
    (digest_of(cluster) -> hex or None) are one root cause."""
    out, seen = [], {}
    for c in clusters:
        d = digest_of(c)
        if d and d in seen and seen[d]["mode"] == c["mode"]:
            t = seen[d]
            t["cases"] = sorted(set(t["cases"]) | set(c["cases"]))
            t.setdefault("merged", []).append({"axis": c["axis"], "value": c["value"],
                                               "cases": len(c["cases"]),
                                               "why": "same reproducer"})
            continue
        if d:
            seen[d] = c
        out.append(c)
    return out
