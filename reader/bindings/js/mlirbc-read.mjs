#!/usr/bin/env node
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// mlirbc-read.mjs — mlirbc-read on the WebAssembly build (mlirbc.mjs): the
// same options, exit status (0 accepted, 1 rejected, 2 usage or I/O error)
// and rejection line (FILE:OFFSET: [section] E_CODE: message on stderr).
import { readFileSync } from "node:fs";
import { load } from "./mlirbc.mjs";

const usage = `usage: mlirbc-read.mjs [OPTIONS] FILE   (FILE '-' = standard input)

Reads an MLIR bytecode file with the reference reader (versions 0-6), built
to WebAssembly. Exit status: 0 accepted, 1 rejected, 2 usage or I/O error.
A rejection prints one line to stderr: FILE:OFFSET: [section] E_CODE: message

options:
  --dump=json     canonical structure (spec/structure.md) on stdout
  --dump=mlir     MLIR generic text on stdout
  --annotate      annotated hex dump (offset, bytes, field, value) by section
  --findings      facts and findings (spec/ambiguities) as JSON lines, then
                  the verdict
  --era=16|17|20  builtin encoding era (default: from the producer string)
  --decode-all    decode every attribute/type entry, not only referenced ones
  -q, --quiet     no error line (exit status only)
  -h, --help      this text

MLIRBC_WASM=FILE: the module to load (default: mlirbc.wasm next to this file).
Nothing is written to stdout for a rejected file, except by --annotate and
--findings (as mlirbc-read).
`;

function fail(msg) {
  process.stderr.write(`mlirbc-read.mjs: ${msg}\n`);
  process.exit(2);
}

const opts = {};
let mode = "validate", quiet = false, path = null;
for (const a of process.argv.slice(2)) {
  if (a === "-h" || a === "--help") { process.stdout.write(usage); process.exit(0); }
  else if (a === "--dump=json" || a === "--dump=mlir") mode = a.slice(7);
  else if (a === "--annotate" || a === "--findings") mode = a.slice(2);
  else if (a === "--decode-all") opts.decodeAll = true;
  else if (a === "-q" || a === "--quiet") quiet = true;
  else if (a.startsWith("--era=")) {
    opts.era = Number(a.slice(6));
    if (![16, 17, 20].includes(opts.era)) fail("--era must be 16, 17 or 20");
  } else if (["--trace", "--stats", "--batch"].includes(a) || a.startsWith("--buffer-offset")) {
    fail(`${a} is not available in the WebAssembly build (use mlirbc-read)`);
  } else if (a[0] === "-" && a.length > 1) fail(`unknown option '${a}' (see --help)`);
  else if (path !== null) fail("one FILE only (see --help)");
  else path = a;
}
if (path === null) { process.stderr.write(usage); process.exit(2); }

let bytes;
try {
  bytes = readFileSync(path === "-" ? 0 : path);
} catch (e) {
  fail(`${path}: ${e.code === "ENOENT" ? "No such file or directory" : e.message}`);
}
const reader = await load(process.env.MLIRBC_WASM || undefined);
const r = mode === "validate" ? reader.validate(bytes, opts)
  : mode === "json" || mode === "mlir" ? reader.dump(bytes, mode, opts)
  : mode === "annotate" ? reader.annotateText(bytes, opts)
  : reader.findings(bytes, opts);
if (r.text) process.stdout.write(r.text);
if (r.verdict === "reject" && !quiet && mode !== "findings") {
  process.stderr.write(`${path}:${r.offset}: [${r.section}] ${r.code}: ${r.message}\n`);
}
process.exitCode = r.verdict === "accept" ? 0
  : r.code === "E_USAGE" || (mode === "findings" && ["E_NOMEM", "E_CALLBACK"].includes(r.code)) ? 2 : 1;
