#!/usr/bin/env node
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Serve a reader over the batch certification protocol (spec/certify-protocol.md).
// Node.js standard library only; copy it next to your reader.
//
// As a library, wrap a function (sync or async):
//
//   const adapter = require('./adapter.js');
//   adapter.serve((data, offset, want) => {
//     // data: Uint8Array of the file (with an OFFSET: that many bytes into a
//     // fresh ArrayBuffer); want: null, 'json' or 'mlir'
//     if (data[0] !== 0x4d) throw new adapter.Reject('E_MAGIC', 0, 'not MLIR bytecode');
//     return null;           // accept; or the structure document (string/Buffer)
//   }, {capabilities: ['offset']});
//
// throw adapter.Reject(code, at, message) to reject, adapter.Unsupported(message)
// for "cannot do this request"; any other exception is a crash of the reader:
// the process ends, the oracle grades the case `crash` and starts a new one.
//
// As a program, wrap a command that reads one file (one process per case):
//   node adapter.js [--structure json|mlir] -- my-reader --check {}
'use strict';

const childProcess = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const PROTOCOL_LINE = 'mlirbc-certify 1';
const MAX_OFFSET = 65536;
const MAX_LINE = 200;
const WANTS = {'-': null, json: 'json', mlir: 'mlir'};

class Reject extends Error {
  constructor(code = null, at = null, message = '') {
    super(message);
    this.code = code;
    this.at = at;
  }
}

class Unsupported extends Error {}

class Malformed extends Error {}

function number(s, limit) {
  if (!/^(0|[1-9][0-9]*)$/.test(s)) throw new Malformed(`bad number ${JSON.stringify(s)}`);
  const v = Number(s);
  if (!Number.isSafeInteger(v) || (limit !== undefined && v > limit)) {
    throw new Malformed(`${s} out of range`);
  }
  return v;
}

function parseHeader(line) {
  const f = line.split(' ');
  if (f.length !== 5 || f[0] !== 'case' || !(f[3] in WANTS)) {
    throw new Malformed(`not 'case SEQ OFFSET WANT SIZE': ${JSON.stringify(line.slice(0, 80))}`);
  }
  return {
    seq: number(f[1]),
    offset: f[2] === '-' ? null : number(f[2], MAX_OFFSET),
    want: WANTS[f[3]],
    size: number(f[4]),
  };
}

// The file's bytes, `offset` bytes into a fresh ArrayBuffer when asked.
function placed(bytes, offset) {
  const ab = new ArrayBuffer((offset || 0) + bytes.length);
  const view = new Uint8Array(ab, offset || 0, bytes.length);
  view.set(bytes);
  return view;
}

function answer(seq, verdict, {code = null, at = null, message = '', doc = null} = {}) {
  const msg = Buffer.from(message || '', 'utf8');
  const body = doc === null || doc === undefined ? null
    : Buffer.isBuffer(doc) ? doc : Buffer.from(String(doc), 'utf8');
  const head = `result ${seq} ${verdict} ${code || '-'} ${at === null || at === undefined ? '-' : at} ` +
    `${msg.length} ${body === null ? '-' : body.length}\n`;
  // stdout to a pipe is synchronous on Linux, so answers are never reordered
  process.stdout.write(body ? Buffer.concat([Buffer.from(head), msg, body])
    : Buffer.concat([Buffer.from(head), msg]));
}

// Requests from stdin, one at a time: the oracle sends the next one only
// after our answer, so a simple buffer and a chain of promises suffice.
function serve(read, {capabilities = []} = {}) {
  process.stdout.write([PROTOCOL_LINE, ...capabilities].join(' ') + '\n');
  let buf = Buffer.alloc(0);
  let busy = false;
  let ended = false;
  let count = 0;

  const malformed = (e) => {
    process.stderr.write(`adapter: request ${count + 1}: malformed: ${e.message}\n`);
    process.exit(2);
  };

  async function pump() {
    if (busy) return;
    busy = true;
    for (;;) {
      const nl = buf.indexOf(0x0a);
      if (nl < 0) {
        if (buf.length > MAX_LINE) malformed(new Malformed('header line longer than 200 bytes'));
        if (ended) {
          if (buf.length) malformed(new Malformed('input ended inside a header line'));
          process.exit(0);
        }
        break;
      }
      let req;
      try {
        req = parseHeader(buf.subarray(0, nl).toString('latin1'));
      } catch (e) {
        malformed(e);
      }
      if (buf.length < nl + 1 + req.size) {
        if (ended) malformed(new Malformed('input ended inside the file bytes'));
        break;
      }
      const data = placed(buf.subarray(nl + 1, nl + 1 + req.size), req.offset);
      buf = buf.subarray(nl + 1 + req.size);
      count++;
      try {
        const doc = await read(data, req.offset, req.want);
        answer(req.seq, 'accept', {doc: req.want ? (doc === undefined ? null : doc) : null});
      } catch (e) {
        if (e instanceof Reject) {
          answer(req.seq, 'reject', {code: e.code, at: e.at, message: e.message});
        } else if (e instanceof Unsupported) {
          answer(req.seq, 'unsupported', {message: e.message});
        } else {
          throw e; // a crash of the reader: the oracle restarts us
        }
      }
    }
    busy = false;
  }

  const crash = (e) => {
    // The runtime's own report on lines of its own ("TypeError: ..." then
    // "    at f (file:line:col)"): the oracle reads the failure and its
    // innermost frames from it, the crash site that tells one bug from another.
    process.stderr.write(`adapter: the reader threw:\n${e && e.stack ? e.stack : e}\n`);
    process.exit(70);
  };
  process.stdin.on('data', (chunk) => {
    buf = buf.length ? Buffer.concat([buf, chunk]) : chunk;
    pump().catch(crash);
  });
  process.stdin.on('end', () => {
    ended = true;
    pump().catch(crash);
  });
}

// A read() that runs argv ({} = a temporary file holding the case).
function execReader(argv) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'adapter-'));
  const file = path.join(dir, 'case.mlirbc');
  return (data, offset, want) => {
    fs.writeFileSync(file, data);
    const cmd = argv.map((w) => w.split('{}').join(file));
    const p = childProcess.spawnSync(cmd[0], cmd.slice(1), {maxBuffer: 1 << 30});
    if (p.error) throw p.error;
    if (p.signal) { // a crash of the wrapped reader is ours
      process.stderr.write(p.stderr);
      process.kill(process.pid, p.signal);
    }
    if (p.status !== 0 && p.status !== 1) { // not a verdict (a panic's 101): a crash too
      process.stderr.write(p.stderr);
      process.exit(p.status);
    }
    if (p.status !== 0) {
      const err = p.stderr.toString('utf8').trim();
      const first = err ? err.split('\n')[0] : `exit status ${p.status}`;
      throw new Reject(null, null, first.replace(file + ':', '').trim());
    }
    return want ? p.stdout : null;
  };
}

function main(argv) {
  let want = null;
  if (argv[0] === '--structure' && argv.length > 1) {
    want = argv[1];
    argv = argv.slice(2);
  }
  if (argv[0] === '--') argv = argv.slice(1);
  if (!argv.length || argv[0] === '-h' || argv[0] === '--help' || !(want === null || want in WANTS)) {
    process.stdout.write('usage: node adapter.js [--structure json|mlir] -- COMMAND {}\n' +
      'or require() it and call serve(read, {capabilities}); see spec/certify-protocol.md\n');
    process.exit(argv[0] === '-h' || argv[0] === '--help' ? 0 : 2);
  }
  if (!argv.some((w) => w.includes('{}'))) argv.push('{}');
  serve(execReader(argv), {capabilities: want ? [want] : []});
}

module.exports = {serve, Reject, Unsupported};

if (require.main === module) main(process.argv.slice(2));
