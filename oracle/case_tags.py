"""The tags that can explain a failure: a case's manifest features plus the
grammar IDs it uses (the manifest's `fields`; for a case without them, e.g.
an upstream file, the IDs the reference reader's --trace reads, cached)."""

from runner import Cache, Job, run_jobs


def parse_trace(raw):
    """{'fields': sorted grammar IDs} from `mlirbc-read --trace` output."""
    ids = set()
    for line in raw.decode("utf-8", "replace").splitlines():
        parts = line.split(None, 4)
        if len(parts) >= 4 and parts[0].isdigit():
            ids.add(parts[3])
    return {"fields": sorted(ids)}


def untagged(cases):
    """Cases whose tags are incomplete: without a manifest field list (the
    trace covers the container only, not builtin attribute/type encodings),
    or valid mutants (their field list names only the mutated fields)."""
    return frozenset(c["id"] for c in cases if not c.get("_fields") or
                     (c["source"] == "mutation" and c["expected"] == "accept"))


def case_tags(cases, reference, cache, root, timeout, jobs):
    """{case id: frozenset of tags}."""
    need = [c for c in cases if not c.get("_fields")]
    traced = {}
    if reference is not None and need:
        exe = reference.template[0]
        todo = []
        for c in need:
            key = Cache.key(c["_sha256"], reference.id, reference.version, "trace-fields")
            todo.append(Job(key, [exe, "--trace", c["file"]], reference.id, c["file"], parse_trace))
            traced[c["id"]] = key
        recs, _ = run_jobs(todo, cache, root, timeout, jobs, quiet=True)
        traced = {cid: (recs.get(k) or {}).get("fields") or [] for cid, k in traced.items()}
    return {c["id"]: frozenset(c["features"]) | frozenset(c.get("_fields") or traced.get(c["id"], []))
            for c in cases}
