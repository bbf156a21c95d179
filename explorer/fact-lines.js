// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// fact-lines.js — the reader's --findings lines (JSON, one a line, as bytes)
// as records for the page (used by reader-worker.js; importable under Node).
// A fact line longer than LONG_FACT is passed on cut, not parsed: the page
// shows 200 characters of a fact's value, and one fact can be a whole-file
// list (attr_codes: a code per attribute entry, 32 MB for a 2M-op file,
// which parsed, cloned to the page and printed cost it half a gigabyte).
// Findings and the verdict are always parsed whole.
export const LONG_FACT = 1 << 16;
const HEAD = 200; // characters of a cut fact kept
const utf8 = new TextDecoder();

export function factRecords(out, longFact = LONG_FACT) {
  const records = [];
  for (let at = 0; at < out.length;) {
    let nl = out.indexOf(10, at);
    if (nl < 0) nl = out.length;
    const line = out.subarray(at, nl);
    at = nl + 1;
    if (!line.length) continue;
    const head = utf8.decode(line.subarray(0, HEAD));
    const kind = /^\{"kind":"([^"]*)"/.exec(head);
    if (line.length <= longFact || !kind || kind[1] === "finding" || kind[1] === "verdict") {
      records.push(JSON.parse(utf8.decode(line)));
    } else {
      records.push({ kind: kind[1], cut: `${head}\u2026 (${line.length} bytes)` });
    }
  }
  return records;
}
