// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// test_model.mjs — the explorer's model (fields.js, tree.js) under Node over
// real files: every upstream-written file and every 10th corpus case.
// usage: node test_model.mjs MLIRBC_READ REPO
// For each file, from the native reader's --trace and --dump=json:
//  - the field table keeps every traced field inside the file, sorted by offset;
//  - an accepted file's IR is placed on its bytes (ops, regions, blocks
//    matched to ir.op.name / ir.region.numBlocks / ir.block.header), and the
//    IR built from the fields' own counts alone (what a rejected file gets)
//    has the same ops, regions and blocks at the same bytes;
//  - for every byte, the tree path found for its innermost field ends at
//    that field's node (or at its section when the field is the section's data).
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { columnsFromTrace } from "../backend.js";
import { FieldTable } from "../fields.js";
import { buildTree, irTree, irTreeFromFields, locate } from "../tree.js";

const [reader, repo] = process.argv.slice(2);
const run = (args) => {
  try { return execFileSync(reader, args, { maxBuffer: 1 << 30, stdio: ["ignore", "pipe", "ignore"] }).toString(); }
  catch (e) { return e.stdout ? e.stdout.toString() : ""; }
};
const up = join(repo, "corpus/upstream/files"), cases = join(repo, "corpus/cases");
const files = [
  ...readdirSync(up).filter((f) => f.endsWith(".mlirbc")).sort().map((f) => join(up, f)),
  ...readdirSync(cases).filter((f) => f.endsWith(".mlirbc")).sort().filter((_, k) => k % 10 === 0).map((f) => join(cases, f)),
];
let fails = 0, accepted = 0, matched = 0, bytesChecked = 0, sameShape = 0;
const fail = (what) => { if (fails++ < 20) console.log("FAIL " + what); };
for (const f of files) {
  const bytes = readFileSync(f);
  const { cols, secNames, idNames } = columnsFromTrace(run(["--trace", f]));
  const dump = run(["--dump=json", f]);
  const structure = dump ? JSON.parse(dump) : null;
  const ft = new FieldTable(cols, secNames, idNames, bytes.length);
  for (let i = 1; i < ft.n; i++) if (ft.off[i] < ft.off[i - 1]) { fail(`${f}: field ${i} out of order`); break; }
  if (ft.n === 0 && structure) fail(`${f}: accepted but no fields`);
  const root = buildTree(ft, structure, bytes.length);
  // the IR from the fields' own counts places the same ops as the structure
  const irData = (() => { for (let i = 0; i < ft.n; i++) if (ft.name(i) === "section.data" && ft.section(i) === "ir") return i; return -1; })();
  if (structure && irData >= 0) {
    const fromFields = irTreeFromFields(ft, ft.off[irData], ft.end(irData));
    const fromStructure = irTree(ft, structure, ft.off[irData], ft.end(irData));
    const shape = (n) => { const out = []; const st = [n]; while (st.length) { const x = st.pop(); out.push(x.kind + "@" + x.lo + "-" + x.hi); st.push(...[...x.sub].reverse()); } return out.join(","); };
    if (!fromFields || !fromStructure || shape(fromFields) !== shape(fromStructure)) fail(`${f}: the IR from the fields' counts differs from the structure's`);
    else sameShape++;
  }
  if (structure) {
    accepted++;
    const ir = root.children().find((s) => s.sectionName === "ir");
    if (ir && ir.children().some((k) => k.label.startsWith("operations"))) matched++;
    else fail(`${f}: the IR is not placed on its bytes`);
  }
  for (let b = 0; b < bytes.length; b++) {
    const fi = ft.at(b);
    if (fi < 0) continue;
    if (!(ft.off[fi] <= b && b < ft.end(fi))) { fail(`${f}: at(${b}) = ${ft.name(fi)} does not hold the byte`); break; }
    const path = locate(root, b, fi);
    const last = path[path.length - 1];
    bytesChecked++;
    if (last.field !== fi && !(ft.name(fi) === "section.data" && last.kind === "section") &&
        !(ft.container[fi] && last.holds(b))) {
      fail(`${f}: byte ${b}: field ${ft.name(fi)}, tree ends at ${last.label}`);
      break;
    }
  }
}
console.log(`${files.length} files (${accepted} accepted, IR placed in ${matched}, ` +
            `the same from the fields' counts in ${sameShape}), ${bytesChecked} bytes located; ${fails} failure(s)`);
process.exit(fails ? 1 : 0);
