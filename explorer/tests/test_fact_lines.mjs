// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// test_fact_lines.mjs — fact-lines.js: --findings lines as records, a long
// fact cut (kind kept, its head and length shown), findings and the
// verdict parsed whole however long, blank lines skipped.
// usage: node test_fact_lines.mjs
import { factRecords } from "../fact-lines.js";

let fails = 0;
const check = (cond, what) => { console.log(`${cond ? "ok  " : "FAIL"} ${what}`); if (!cond) fails++; };

const codes = Array.from({ length: 5000 }, (_, i) => i % 10);
const long = JSON.stringify({ kind: "attr_codes", codes });
const longFinding = JSON.stringify({ kind: "finding", id: "x", offset: 7, message: "m".repeat(3000) });
const lines = [
  JSON.stringify({ kind: "file", size: 10, producer: "p\u00e9" }),
  long,
  "",
  longFinding,
  JSON.stringify({ kind: "verdict", verdict: "accept" }),
];
const out = new TextEncoder().encode(lines.join("\n") + "\n");
const limit = 1000; // below the long lines, above the short ones
const r = factRecords(out, limit);
check(r.length === 4, `4 records from 4 non-blank lines (${r.length})`);
check(r[0].kind === "file" && r[0].producer === "p\u00e9", "a short fact parsed whole (UTF-8 kept)");
check(r[1].kind === "attr_codes" && r[1].codes === undefined && typeof r[1].cut === "string",
      "a long fact is cut: its kind kept, not parsed");
check(r[1].cut.startsWith(long.slice(0, 100)) && r[1].cut.endsWith(`(${long.length} bytes)`),
      "the cut fact shows its head and its length");
check(r[2].kind === "finding" && r[2].message.length === 3000 && r[2].offset === 7, "a long finding parsed whole");
check(r[3].kind === "verdict" && r[3].verdict === "accept", "the verdict parsed");
const whole = factRecords(out);
check(whole[1].codes && whole[1].codes.length === codes.length, "under the default limit the same fact is parsed whole");
const noEnd = factRecords(new TextEncoder().encode(JSON.stringify({ kind: "file", size: 1 })));
check(noEnd.length === 1 && noEnd[0].size === 1, "a last line without a newline is read");
console.log(`${fails} failure(s)`);
process.exit(fails ? 1 : 0);
