# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""A page whose part between two GENERATED markers is rendered from data:
the one place that replaces that part, and writes the page or checks it
(CTest checks pages this way; nothing between the markers is typed)."""
import os


def splice(page, begin, end, body):
    """The page with the part between begin and end replaced by body."""
    if begin not in page or end not in page:
        raise SystemExit("the page has no generated part (markers missing)")
    head, rest = page.split(begin, 1)
    _, tail = rest.split(end, 1)
    return head + begin + "\n\n" + body + end + tail


def update(path, begin, end, body, check, name, how):
    """Write the page at path with body as its generated part, or with check
    only compare; name says the page in messages, how the command that
    renders it. The exit status: 1 when a check finds a difference."""
    with open(path, encoding="utf-8") as f:
        page = f.read()
    want = splice(page, begin, end, body)
    if check:
        if want != page:
            print(f"{name}: the generated part differs from its rendering; run: {how}")
            return 1
        print(f"{name}: generated part matches its rendering")
        return 0
    if want != page:
        with open(path + ".tmp", "w", encoding="utf-8") as f:
            f.write(want)
        os.replace(path + ".tmp", path)
    return 0
