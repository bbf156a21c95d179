// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// test_fact_lines.mjs — fact-lines.js: --findings lines as records, a long
// fact cut (kind kept, its head and length shown), findings and the
// verdict parsed whole however long, blank lines skipped.
// With --wasm MODULE also: the module's brief findings (mbc_findings_brief,
// what the page's worker asks for a large file: the first facts only, a long
// fact line cut in the module) give, over every upstream-written file, the
// same records as the whole findings cut here.
// usage: node test_fact_lines.mjs [--wasm MLIRBC_WASM REPO]
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
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

const at = process.argv.indexOf("--wasm");
if (at > 0) {
  const [wasm, repo] = process.argv.slice(at + 1);
  const { load } = await import(join(repo, "reader/bindings/js/mlirbc.mjs"));
  const reader = await load(wasm);
  const x = reader._x;
  const up = join(repo, "corpus/upstream/files");
  const MAX_FACTS = 20, CUT = 200; // the first 20 facts kept; every line over 200 bytes cut
  let files = 0, cutLines = 0, same = 0;
  for (const f of readdirSync(up).filter((n) => n.endsWith(".mlirbc")).sort()) {
    const bytes = readFileSync(join(up, f));
    const whole = factRecords(new TextEncoder().encode(reader.findings(bytes).text), CUT);
    let facts = 0;
    const want = whole.filter((r) => r.kind === "finding" || r.kind === "verdict" || facts++ < MAX_FACTS);
    const ptr = x.mbc_alloc(bytes.length);
    new Uint8Array(x.memory.buffer, ptr, bytes.length).set(bytes);
    x.mbc_findings_brief(ptr, bytes.length, 0, 0, MAX_FACTS, CUT);
    x.mbc_free(ptr);
    const out = reader._outBytes();
    const got = factRecords(out); // the cut lines are short: parsed as they come
    files++;
    cutLines += got.filter((r) => r.cut).length;
    const longest = Math.max(0, ...new TextDecoder().decode(out).split("\n")
      .filter((l) => !/^\{"kind":"(finding|verdict)"/.test(l)).map((l) => l.length));
    if (longest > 7 * CUT) check(false, `${f}: a fact line of ${longest} bytes kept whole`);
    if (JSON.stringify(got) === JSON.stringify(want)) same++;
    else check(false, `${f}: brief findings differ from the whole findings cut (${JSON.stringify(got).slice(0, 300)})`);
  }
  check(files > 0 && same === files, `brief findings = the whole findings cut, ${same} of ${files} upstream files`);
  check(cutLines > 0, `long fact lines cut in the module (${cutLines})`);
}
console.log(`${fails} failure(s)`);
process.exit(fails ? 1 : 0);
