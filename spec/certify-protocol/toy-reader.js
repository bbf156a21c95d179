#!/usr/bin/env node
// A toy reader behind adapter.js: accepts a file that starts with the magic
// ML\xEFR and a one-byte version varint 0..6, whatever follows. Not a real
// reader (it accepts most n_ cases); it shows the adapter and tests it.
'use strict';

const adapter = require('./adapter.js');

const MAGIC = [0x4d, 0x4c, 0xef, 0x52];

function read(data) {
  if (data.length < 4 || MAGIC.some((b, i) => data[i] !== b)) {
    throw new adapter.Reject('E_MAGIC', 0, 'not MLIR bytecode');
  }
  if (data.length < 5) throw new adapter.Reject('E_TRUNCATED', 4, 'no version');
  const v = data[4];
  if (!(v & 1) || v >> 1 > 6) { // a one-byte varint ends in bit 0 = 1
    throw new adapter.Reject('E_VERSION', 4, `unsupported version byte 0x${v.toString(16).padStart(2, '0')}`);
  }
  return null;
}

adapter.serve(read, {capabilities: ['offset']});
