#!/usr/bin/env node
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// netron-adapter.mjs — serve Netron's MLIR bytecode reader (source/mlir.js of
// https://github.com/lutzroeder/netron, a library inside a model viewer) over
// the batch certification protocol (spec/certify-protocol.md). Our glue only:
// it loads the reader from a checkout's copy and calls it as Netron's model
// factory does for an `ML\xEFR` file.
//
//   node peers/netron-adapter.mjs DIR     DIR holds mlir.js, base.js, text.js
//                                         and mlir-metadata.json (the operations
//                                         Netron knows; without it every op is
//                                         "unregistered")
//
// Verdicts: the factory resolves -> accept; it throws an Error of its own
// (mlir.Error, base.js's "Unexpected end of file", ...) -> reject with that
// message; an uncaught TypeError, RangeError, ReferenceError, SyntaxError or
// EvalError is a crash of the reader (the process exits, stack on stderr).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const adapter = require(path.join(here, '..', 'spec', 'certify-protocol', 'adapter.js'));

const dir = process.argv[2];
if (!dir || dir === '-h' || dir === '--help') {
  process.stdout.write('usage: node netron-adapter.mjs DIR   (DIR: mlir.js, base.js, text.js of a Netron checkout)\n' +
    'Speaks spec/certify-protocol.md on stdin/stdout.\n');
  process.exit(dir ? 0 : 2);
}
// stdout is the protocol's: whatever the reader logs goes to stderr
console.log = console.info = console.debug = (...a) => process.stderr.write(a.join(' ') + '\n');

const base = await import(pathToFileURL(path.resolve(dir, 'base.js')).href);
const mlir = await import(pathToFileURL(path.resolve(dir, 'mlir.js')).href);
const RUNTIME = [TypeError, RangeError, ReferenceError, SyntaxError, EvalError];

adapter.serve(async (data) => {
  const factory = new mlir.ModelFactory();
  const context = {
    identifier: 'case.mlirbc',
    type: 'mlir.binary',
    read: async () => base.BinaryReader.open(data),
    asset: async (name) => {  // Netron's assets sit next to its scripts
      const file = path.resolve(dir, name);
      return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
    },
    set(type) { this.type = type; return type; },
  };
  try {
    await factory.open(context);
  } catch (e) {
    if (!(e instanceof Error) || RUNTIME.some((t) => e instanceof t)) throw e;
    throw new adapter.Reject(null, null, String(e.message).split('\n')[0]);
  }
  return null;
});
