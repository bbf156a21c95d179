// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// bench.mjs WASM REPEAT < PATHS — best-of-REPEAT CPU time (ms, user + system
// of the process) of validate() over all the files (read into memory
// first), as one JSON line. Used by reader/bindings/bench_bindings.py.
import { readFileSync } from "node:fs";
import { load } from "../mlirbc.mjs";

const [wasm, repeat] = [process.argv[2], Number(process.argv[3] || 5)];
const reader = await load(wasm);
const files = readFileSync(0, "utf8").split("\n").filter((p) => p).map((p) => readFileSync(p));
let best = Infinity;
for (let r = 0; r < repeat; r++) {
  const t0 = process.cpuUsage();
  for (const b of files) reader.validate(b);
  const t = process.cpuUsage(t0);
  best = Math.min(best, (t.user + t.system) / 1000);
}
process.stdout.write(JSON.stringify({ ms: best }) + "\n");
