#!/usr/bin/env node
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// A toy reader behind adapter.js: accepts a file that starts with the magic
// ML\xEFR and a version varint 0..6, whatever follows. Not a real reader (it
// accepts most n_ cases); it shows the adapter and tests it.
'use strict';

const adapter = require('./adapter.js');

const MAGIC = [0x4d, 0x4c, 0xef, 0x52];

function read(data) {
  if (data.length < 4 || MAGIC.some((b, i) => data[i] !== b)) {
    throw new adapter.Reject('E_MAGIC', 0, 'not MLIR bytecode');
  }
  // prefix varint: the first byte's trailing zero bits count the bytes that
  // follow (a first byte 0: eight follow)
  const first = data.length > 4 ? data[4] : null;
  const n = first === null ? null : first === 0 ? 9 : 1 + Math.log2(first & -first);
  if (n === null || data.length < 4 + n) throw new adapter.Reject('E_TRUNCATED', 4, 'no version');
  let raw = 0n;
  for (let i = n - 1; i >= 0; i--) raw = (raw << 8n) | BigInt(data[4 + i]);
  const version = first === 0 ? raw >> 8n : raw >> BigInt(n);
  if (version > 6n) throw new adapter.Reject('E_VERSION', 4, `version ${version} is newer than 6`);
  return null;
}

adapter.serve(read, {capabilities: ['offset']});
