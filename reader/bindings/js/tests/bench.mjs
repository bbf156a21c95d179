// bench.mjs WASM REPEAT < PATHS — best-of-REPEAT time (ms) of validate() over
// all the files (read into memory first), as one JSON line. Used by
// reader/bindings/bench.py.
import { readFileSync } from "node:fs";
import { load } from "../mlirbc.mjs";

const [wasm, repeat] = [process.argv[2], Number(process.argv[3] || 5)];
const reader = await load(wasm);
const files = readFileSync(0, "utf8").split("\n").filter((p) => p).map((p) => readFileSync(p));
let best = Infinity;
for (let r = 0; r < repeat; r++) {
  const t0 = performance.now();
  for (const b of files) reader.validate(b);
  best = Math.min(best, performance.now() - t0);
}
process.stdout.write(JSON.stringify({ ms: best }) + "\n");
