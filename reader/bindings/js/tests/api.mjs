// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// api.mjs WASM REPO — mlirbc.mjs keeps its promises on a sample of the
// corpus (every 10th case, every upstream-written file):
//  * validate, dump, annotate, annotateText and findings give one verdict;
//  * dump("json") is JSON, and text is null exactly when rejected;
//  * annotate's rows cover every byte of the file exactly once (leaf rows in
//    increasing offsets), each row lies inside its parent group one level
//    up, and annotateText has one line per row (16 bytes per data line);
//  * the last findings record is the verdict;
//  * annotateColumns holds the same rows as annotate, annotateRange those
//    of them that overlap a range;
//  * ArrayBuffer, Uint8Array views at an offset and DataView read the same;
//  * package.json ships what it exports;
//  * misuse throws (wrong bytes type, format, era; functions before init()).
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import * as mlirbc from "../mlirbc.mjs";

const [wasm, repo] = process.argv.slice(2);
const failures = [];
const check = (ok, what) => { if (!ok) failures.push(what); };
const same = (a, b) => a.verdict === b.verdict && a.code === b.code && a.offset === b.offset &&
  a.section === b.section && a.message === b.message;

check((() => { try { mlirbc.validate(new Uint8Array(4)); return false; } catch { return true; } })(),
  "validate() before init() must throw");
const reader = await mlirbc.load(wasm);
check(await mlirbc.init(wasm) !== null, "init() returns the reader");

const dir = (d) => readdirSync(join(repo, d)).filter((f) => f.endsWith(".mlirbc")).sort()
  .map((f) => join(repo, d, f));
const files = [...dir("corpus/cases").filter((_, i) => i % 10 === 0), ...dir("corpus/upstream/files")];
let rejected = 0, rows = 0;
for (const path of files) {
  const bytes = readFileSync(path);
  const name = path.slice(repo.length + 1);
  const v = reader.validate(bytes);
  rejected += v.verdict === "reject";
  check(same(v, mlirbc.validate(bytes)), `${name}: module-level validate differs`);
  const d = reader.dump(bytes, "json");
  check(same(v, d) && (d.text === null) === (v.verdict === "reject"), `${name}: dump verdict`);
  if (d.text !== null) {
    try { JSON.parse(d.text); } catch { check(false, `${name}: dump("json") is not JSON`); }
  }
  const a = reader.annotate(bytes);
  check(same(v, a), `${name}: annotate verdict ${a.code} vs ${v.code}`);
  rows += a.fields.length;
  let at = 0, lines = 0;
  a.fields.forEach((r, i) => {
    lines += r.kind === "data" ? Math.ceil(r.length / 16) : 1;
    if (r.parent >= 0) {
      const p = a.fields[r.parent];
      check(p.kind === "group" && p.depth === r.depth - 1 && p.offset <= r.offset &&
            r.offset + r.length <= p.offset + p.length, `${name}: row ${i} outside its parent`);
    } else check(r.depth === 0, `${name}: row ${i} has no parent at depth ${r.depth}`);
    if (r.kind !== "group" && r.length > 0) {
      check(r.offset === at, `${name}: row ${i} (${r.name}) starts at ${r.offset}, expected ${at}`);
      at = r.offset + r.length;
    }
    check((r.kind === "data") === (r.name === ""), `${name}: row ${i} name`);
  });
  check(at === bytes.length, `${name}: annotate rows end at ${at} of ${bytes.length}`);
  const c = reader.annotateColumns(bytes);
  check(same(v, c) && c.columns.count === a.fields.length &&
        a.fields.every((r, i) => c.columns.offset[i] === r.offset &&
                                 c.columns.names[c.columns.name[i]] === r.name),
    `${name}: annotateColumns differs from annotate`);
  // annotateRange: the rows of annotateColumns overlapping the range (the
  // reader's own test, reader/tests/test_annotate_range.c, checks them row
  // by row; here that the binding passes the range and reads the rows)
  const lo = Math.floor(bytes.length / 3), hi = Math.min(bytes.length, lo + 40);
  const r = reader.annotateRange(bytes, lo, hi);
  const want = a.fields.filter((x) => (x.length ? x.offset < hi && x.offset + x.length > lo
                                                : x.offset >= lo && x.offset < hi) && lo < hi);
  check(same(v, r) && r.columns.count === want.length &&
        want.every((x, i) => r.columns.names[r.columns.name[i]] === x.name &&
                             (x.kind === "data" || r.columns.offset[i] === x.offset)),
    `${name}: annotateRange [${lo}, ${hi}) has ${r.columns.count} rows, annotate ${want.length}`);
  const t = reader.annotateText(bytes);
  check(same(v, t) && t.text.split("\n").length - 1 === lines,
    `${name}: annotateText has ${t.text.split("\n").length - 1} lines, rows say ${lines}`);
  const f = reader.findings(bytes);
  const last = f.records.at(-1);
  check(same(v, f) && last.kind === "verdict" && last.verdict === v.verdict &&
        (last.code ?? null) === v.code && (last.offset ?? null) === v.offset,
    `${name}: findings verdict`);
}
check(rejected > 0 && rejected < files.length, "the sample has both verdicts");

const one = readFileSync(files.at(-1));
const padded = new Uint8Array(one.length + 7);
padded.set(one, 7);
const ref = reader.validate(one);
for (const [what, b] of [["ArrayBuffer", padded.slice(7).buffer], ["offset view", padded.subarray(7)],
                         ["DataView", new DataView(padded.buffer, 7)]]) {
  check(same(ref, reader.validate(b)), `${what} input differs from Uint8Array`);
}
const empty = reader.validate(new Uint8Array(0));
check(empty.verdict === "reject" && empty.offset === 0, "empty input is rejected at offset 0");
const throws = (fn, type, what) => {
  try { fn(); check(false, `${what} must throw`); } catch (e) { check(e instanceof type, `${what}: ${e}`); }
};
throws(() => reader.validate("ML\xefR"), TypeError, "a string as bytes");
throws(() => reader.dump(one, "xml"), RangeError, 'dump format "xml"');
throws(() => reader.validate(one, { era: 15 }), RangeError, "era 15");
check(reader.validate(one, { era: 20, decodeAll: true }).verdict !== undefined, "options accepted");

// package.json: what it exports and ships exists (mlirbc.wasm is built by ./cts wasm)
const pkgDir = join(repo, "reader", "bindings", "js");
const pkg = JSON.parse(readFileSync(join(pkgDir, "package.json"), "utf8"));
check(pkg.name === "mlirbc" && /^\d+\.\d+\.\d+$/.test(pkg.version) && pkg.type === "module" &&
      pkg.engines?.node, "package.json: name, version, type, engines");
const targets = [pkg.main, pkg.types, ...Object.values(pkg.bin ?? {}),
  ...Object.values(pkg.exports).flatMap((e) => (typeof e === "string" ? [e] : Object.values(e)))];
for (const t of targets) {
  const rel = t.replace(/^\.\//, "");
  check(rel === "package.json" || pkg.files.includes(rel), `package.json: ${rel} is exported but not in "files"`); // npm always packs package.json
  check(rel === "mlirbc.wasm" || rel === "package.json" || readdirSync(pkgDir).includes(rel),
    `package.json: ${rel} missing`);
}
check(pkg.files.includes("mlirbc.wasm"), "package.json: mlirbc.wasm not shipped");

for (const f of failures.slice(0, 30)) console.log(f);
console.log(`api: ${files.length} files (${rejected} rejected), ${rows} annotate rows, ${failures.length} failures`);
process.exitCode = failures.length ? 1 : 0;
