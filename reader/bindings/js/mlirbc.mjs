// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// mlirbc.mjs — the reference MLIR bytecode reader (versions 0-6) for
// JavaScript: a small wrapper around mlirbc.wasm (built by `./cts wasm`),
// for Node >= 18 and browsers. No dependencies, no generated glue.
//
//   import { load } from "./mlirbc.mjs";
//   const reader = await load();          // mlirbc.wasm next to this file
//   const v = reader.validate(bytes);     // {verdict, code, section, offset, message}
//
// Every call reads the whole file and returns the reader's verdict with what
// was asked for; a rejected file is a result ("reject"), not an exception.
// Exceptions mean misuse (wrong argument types) or a broken module.

const WASI = "wasi_snapshot_preview1";
const ENOSYS = 52; // the reader does no I/O: every WASI call it links is refused
const ROW_BYTES = 32; // packed_row in reader/bindings/wasm/exports.c
const KINDS = ["field", "group", "data"]; // mlirbc_field_kind
const ERAS = new Set([0, 16, 17, 20]);

/**
 * @typedef {object} Options
 * @property {0|16|17|20} [era] builtin encoding era (0 = from the producer string)
 * @property {boolean} [decodeAll] decode every attribute/type entry, not only referenced ones
 */

/**
 * @typedef {object} Verdict
 * @property {"accept"|"reject"} verdict
 * @property {string|null} code     "E_TRUNCATED", ... (spec/reader-errors.md); null when accepted
 * @property {string|null} section  "header", "string", "dialect", ...; null when accepted
 * @property {number|null} offset   absolute byte offset of the error; null when accepted
 * @property {string} message       the error message; "" when accepted
 */

/**
 * One row of the annotated view (mlirbc-read --annotate), in file order.
 * @typedef {object} Field
 * @property {number} offset
 * @property {number} length   bytes (0 for an empty field)
 * @property {string} name     grammar ID (spec/grammar.json) as --annotate names it; "" for data
 * @property {string} section  section the field belongs to ("header" at the top level)
 * @property {number} depth    nesting level, 0 = top level
 * @property {number} parent   index of the enclosing "group" row, -1 at the top level
 * @property {"field"|"group"|"data"} kind  a field as read, a field holding the rows
 *                             after it (depth + 1), or bytes no field claimed
 * @property {number|bigint|null} value  decoded integer ("field" rows; bigint above 2^53)
 */

function toBytes(bytes) {
  if (bytes instanceof Uint8Array) return bytes;
  if (bytes instanceof ArrayBuffer) return new Uint8Array(bytes);
  if (ArrayBuffer.isView(bytes)) return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  throw new TypeError("mlirbc: bytes must be a Uint8Array, ArrayBuffer or typed array");
}

function optionArgs(options = {}) {
  const era = options.era ?? 0;
  if (!ERAS.has(era)) throw new RangeError("mlirbc: era must be 0, 16, 17 or 20");
  return [era, options.decodeAll ? 1 : 0];
}

/** The imports a reactor module built from wasi-libc asks for, all refused. */
function wasiImports(module) {
  const wasi = {};
  for (const imp of WebAssembly.Module.imports(module)) {
    if (imp.module !== WASI || imp.kind !== "function") {
      throw new Error(`mlirbc: unexpected import ${imp.module}.${imp.name}`);
    }
    wasi[imp.name] = imp.name === "proc_exit"
      ? (code) => { throw new Error(`mlirbc: module exited (${code})`); }
      : () => ENOSYS;
  }
  return { [WASI]: wasi };
}

async function compile(source) {
  if (source instanceof WebAssembly.Module) return source;
  if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) return WebAssembly.compile(source);
  const url = source === undefined ? new URL("./mlirbc.wasm", import.meta.url)
    : source instanceof URL ? source
    : /^[a-z][a-z0-9+.-]*:/i.test(source) ? new URL(source) : null;
  if (url === null || url.protocol === "file:") { // Node: a path or a file: URL
    const { readFile } = await import("node:fs/promises");
    return WebAssembly.compile(await readFile(url ?? source));
  }
  const response = fetch(url);
  if (WebAssembly.compileStreaming) {
    try { return await WebAssembly.compileStreaming(response); } catch { /* wrong MIME type: below */ }
  }
  const r = await response;
  if (!r.ok) throw new Error(`mlirbc: cannot fetch ${url}: ${r.status}`);
  return WebAssembly.compile(await r.arrayBuffer());
}

/** The reader, bound to one instance of mlirbc.wasm. Use load() to make one. */
export class Reader {
  /** @param {WebAssembly.Instance} instance */
  constructor(instance) {
    this._x = instance.exports;
    this._x._initialize?.();
    this._utf8 = new TextDecoder("utf-8");
    this._names = new Map(); // grammar ID address -> string (static strings)
    this._sections = new Map();
  }

  _cstr(ptr) {
    const mem = new Uint8Array(this._x.memory.buffer);
    let end = ptr;
    while (mem[end] !== 0) end++;
    return this._utf8.decode(mem.subarray(ptr, end));
  }

  _name(ptr) {
    let s = this._names.get(ptr);
    if (s === undefined) this._names.set(ptr, s = this._cstr(ptr));
    return s;
  }

  _section(id) {
    let s = this._sections.get(id);
    if (s === undefined) this._sections.set(id, s = this._cstr(this._x.mbc_section_name(id)));
    return s;
  }

  /** Copies BYTES into the module, runs ENTRY(ptr, size, ...args), frees. */
  _call(entry, bytes, args) {
    const data = toBytes(bytes);
    const x = this._x;
    const ptr = x.mbc_alloc(data.length);
    if (!ptr) throw new RangeError(`mlirbc: cannot hold a ${data.length}-byte file in WebAssembly memory`);
    try {
      new Uint8Array(x.memory.buffer, ptr, data.length).set(data);
      return x[entry](ptr, data.length, ...args);
    } finally {
      x.mbc_free(ptr);
    }
  }

  _verdict(rc) {
    if (rc === 0) return { verdict: "accept", code: null, section: null, offset: null, message: "" };
    const err = this._x.mbc_error();
    const dv = new DataView(this._x.memory.buffer);
    const offset = dv.getUint32(err + 8, true) + dv.getUint32(err + 12, true) * 2 ** 32;
    return {
      verdict: "reject",
      code: this._cstr(this._x.mbc_code_name(rc)),
      section: this._section(dv.getInt32(err + 4, true)),
      offset,
      message: this._cstr(err + 16),
    };
  }

  _outBytes() {
    const x = this._x;
    return new Uint8Array(x.memory.buffer, x.mbc_out_data(), x.mbc_out_size());
  }

  _outText() { return this._utf8.decode(this._outBytes()); }

  /**
   * What `mlirbc-read FILE` decides.
   * @param {Uint8Array|ArrayBuffer|ArrayBufferView} bytes
   * @param {Options} [options]
   * @returns {Verdict}
   */
  validate(bytes, options) {
    return this._verdict(this._call("mbc_validate", bytes, optionArgs(options)));
  }

  /**
   * `mlirbc-read --dump=json|mlir FILE`: the canonical structure
   * (spec/structure.md) or MLIR generic text; null when rejected.
   * @param {Uint8Array|ArrayBuffer|ArrayBufferView} bytes
   * @param {"json"|"mlir"} [format]
   * @param {Options} [options]
   * @returns {Verdict & {text: string|null}}
   */
  dump(bytes, format = "json", options) {
    if (format !== "json" && format !== "mlir") throw new RangeError('mlirbc: format must be "json" or "mlir"');
    const rc = this._call("mbc_dump", bytes, [...optionArgs(options), format === "mlir" ? 1 : 0]);
    return { ...this._verdict(rc), text: rc === 0 ? this._outText() : null };
  }

  /**
   * The annotated view (`mlirbc-read --annotate`) as rows for a hex view:
   * also for a rejected file (the fields read before the error).
   * @param {Uint8Array|ArrayBuffer|ArrayBufferView} bytes
   * @param {Options} [options]
   * @returns {Verdict & {fields: Field[]}}
   */
  annotate(bytes, options) {
    const { columns: c, ...verdict } = this.annotateColumns(bytes, options);
    const fields = new Array(c.count);
    for (let i = 0; i < c.count; i++) {
      const kind = KINDS[c.kind[i]];
      fields[i] = {
        offset: c.offset[i],
        length: c.length[i],
        name: c.names[c.name[i]],
        section: c.sections[c.section[i]],
        depth: c.depth[i],
        parent: c.parent[i],
        kind,
        value: kind !== "field" ? null
          : c.valueHi[i] < 0x200000 ? c.valueHi[i] * 2 ** 32 + c.valueLo[i]
          : (BigInt(c.valueHi[i]) << 32n) | BigInt(c.valueLo[i]),
      };
    }
    return { ...verdict, fields };
  }

  /**
   * The annotated view as columns (`columns`: one typed array per property,
   * row i at index i): about 30 bytes a row instead of an object, for files with
   * millions of fields (a virtualized hex view). `name[i]` and `section[i]`
   * index `names` and `sections`; `kind[i]` is 0 field, 1 group, 2 data;
   * the value is `valueHi[i] * 2**32 + valueLo[i]`.
   * @param {Uint8Array|ArrayBuffer|ArrayBufferView} bytes
   * @param {Options} [options]
   * @returns {Verdict & {columns: {count: number, offset: Uint32Array, length: Uint32Array,
   *   name: Uint16Array, names: string[], section: Uint8Array, sections: string[],
   *   depth: Uint32Array, parent: Int32Array, kind: Uint8Array,
   *   valueLo: Uint32Array, valueHi: Uint32Array}}}
   */
  annotateColumns(bytes, options) {
    return this._columns(this._call("mbc_annotate", bytes, optionArgs(options)));
  }

  /**
   * The rows of annotateColumns() that overlap the bytes [lo, hi), data
   * rows cut to it, without the rows of the whole file (the reader keeps
   * only the fields of the range): for a view of a window of a large file.
   * @param {Uint8Array|ArrayBuffer|ArrayBufferView} bytes
   * @param {number} lo
   * @param {number} hi
   * @param {Options} [options]
   */
  annotateRange(bytes, lo, hi, options) {
    return this._columns(this._call("mbc_annotate_range", bytes, [...optionArgs(options), lo, hi]));
  }

  /** The output buffer's packed rows as columns, with the verdict RC. */
  _columns(rc) {
    const out = this._outBytes();
    const n = out.byteLength / ROW_BYTES;
    // little-endian words; copy first: the module's memory may move on the next call
    const w = new Uint32Array(out.slice().buffer);
    const c = {
      count: n, offset: new Uint32Array(n), length: new Uint32Array(n),
      name: new Uint16Array(n), names: [""], section: new Uint8Array(n), sections: [],
      depth: new Uint32Array(n), parent: new Int32Array(n), kind: new Uint8Array(n),
      valueLo: new Uint32Array(n), valueHi: new Uint32Array(n),
    };
    const nameIx = new Map([[0, 0]]), sectionIx = new Map();
    const groups = []; // enclosing group row index, by depth
    for (let i = 0, o = 0; i < n; i++, o += ROW_BYTES / 4) {
      const kind = w[o + 7], depth = w[o + 6], np = kind === 2 ? 0 : w[o + 4], sec = w[o + 5] | 0;
      let ni = nameIx.get(np);
      if (ni === undefined) nameIx.set(np, ni = c.names.push(this._name(np)) - 1);
      let si = sectionIx.get(sec);
      if (si === undefined) sectionIx.set(sec, si = c.sections.push(this._section(sec)) - 1);
      c.offset[i] = w[o]; c.length[i] = w[o + 1];
      c.valueLo[i] = w[o + 2]; c.valueHi[i] = w[o + 3];
      c.name[i] = ni; c.section[i] = si; c.depth[i] = depth; c.kind[i] = kind;
      c.parent[i] = depth ? groups[depth - 1] : -1;
      if (kind === 1) groups[depth] = i;
    }
    return { ...this._verdict(rc), columns: c };
  }

  /**
   * `mlirbc-read --annotate FILE` as text.
   * @param {Uint8Array|ArrayBuffer|ArrayBufferView} bytes
   * @param {Options} [options]
   * @returns {Verdict & {text: string}}
   */
  annotateText(bytes, options) {
    const rc = this._call("mbc_annotate_text", bytes, optionArgs(options));
    return { ...this._verdict(rc), text: this._outText() };
  }

  /**
   * `mlirbc-read --findings FILE`: the facts and findings (spec/ambiguities/)
   * as objects, one per JSON line (the last has kind "verdict"), and as the
   * JSON-lines text mlirbc-read prints.
   * @param {Uint8Array|ArrayBuffer|ArrayBufferView} bytes
   * @param {Options} [options]
   * @returns {Verdict & {records: object[], text: string}}
   */
  findings(bytes, options) {
    const rc = this._call("mbc_findings", bytes, optionArgs(options));
    const text = this._outText();
    const records = text.split("\n").filter((l) => l).map((l) => JSON.parse(l));
    return { ...this._verdict(rc), records, text };
  }
}

/**
 * Compiles and instantiates mlirbc.wasm.
 * @param {string|URL|ArrayBuffer|ArrayBufferView|WebAssembly.Module} [source]
 *   the module: a path (Node), a URL, its bytes or a compiled module;
 *   default: mlirbc.wasm next to this file.
 * @returns {Promise<Reader>}
 */
export async function load(source) {
  const module = await compile(source);
  return new Reader(await WebAssembly.instantiate(module, wasiImports(module)));
}

let shared = null; // Promise<Reader> of init()
let ready = null; // the Reader, once loaded

/**
 * Loads the module for the functions below (once: later calls return the
 * same reader; `source` as for load()).
 * @param {string|URL|ArrayBuffer|ArrayBufferView|WebAssembly.Module} [source]
 * @returns {Promise<Reader>}
 */
export async function init(source) {
  shared ??= load(source);
  try {
    ready = await shared;
  } catch (e) {
    shared = null; // let a later init() try again
    throw e;
  }
  return ready;
}

function reader() {
  if (!ready) throw new Error("mlirbc: call `await init()` first (or use `await load()`)");
  return ready;
}

/** @type {Reader["validate"]} */
export const validate = (bytes, options) => reader().validate(bytes, options);
/** @type {Reader["dump"]} */
export const dump = (bytes, format, options) => reader().dump(bytes, format, options);
/** @type {Reader["annotate"]} */
export const annotate = (bytes, options) => reader().annotate(bytes, options);
/** @type {Reader["annotateColumns"]} */
export const annotateColumns = (bytes, options) => reader().annotateColumns(bytes, options);
/** @type {Reader["annotateText"]} */
export const annotateText = (bytes, options) => reader().annotateText(bytes, options);
/** @type {Reader["findings"]} */
export const findings = (bytes, options) => reader().findings(bytes, options);
