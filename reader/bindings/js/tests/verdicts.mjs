// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// verdicts.mjs WASM < PATHS — for each path on stdin (one per line) one JSON
// line on stdout: the WebAssembly reader's verdict (mlirbc.mjs validate()).
// One process for every file: what reader/bindings/tests/agreement.py
// compares with the native reader. The time spent in validate() goes to
// stderr ("validate_ms N").
import { readFileSync } from "node:fs";
import { load } from "../mlirbc.mjs";

const reader = await load(process.argv[2]);
const paths = readFileSync(0, "utf8").split("\n").filter((p) => p);
let ms = 0;
const out = [];
for (const path of paths) {
  const bytes = readFileSync(path);
  const t0 = performance.now();
  const v = reader.validate(bytes);
  ms += performance.now() - t0;
  out.push(JSON.stringify(v));
}
process.stdout.write(out.join("\n") + "\n");
process.stderr.write(`validate_ms ${ms.toFixed(1)}\n`);
