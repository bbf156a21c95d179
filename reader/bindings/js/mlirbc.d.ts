// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Types of mlirbc.mjs: the reference MLIR bytecode reader as WebAssembly.

/** Reader options (mlirbc-read --era, --decode-all). */
export interface Options {
  /** Builtin encoding era: 0 (default) = from the producer string. */
  era?: 0 | 16 | 17 | 20;
  /** Decode every attribute/type entry, not only the referenced ones. */
  decodeAll?: boolean;
}

/** The reader's verdict (spec/reader-errors.md names the codes). */
export interface Verdict {
  verdict: "accept" | "reject";
  /** "E_TRUNCATED", ...; null when accepted. */
  code: string | null;
  /** "header", "string", "dialect", "attrtype", ...; null when accepted. */
  section: string | null;
  /** Absolute byte offset of the error; null when accepted. */
  offset: number | null;
  /** The error message; "" when accepted. */
  message: string;
}

/** One row of the annotated view (mlirbc-read --annotate), in file order. */
export interface Field {
  offset: number;
  /** Bytes; 0 for an empty field. */
  length: number;
  /** Grammar ID (spec/grammar.json) as --annotate names it; "" for data rows. */
  name: string;
  /** Section the field belongs to ("header" at the top level). */
  section: string;
  /** Nesting level, 0 = top level. */
  depth: number;
  /** Index of the enclosing "group" row; -1 at the top level. */
  parent: number;
  /** A field as read, a field that holds the rows after it, or bytes no field claimed. */
  kind: "field" | "group" | "data";
  /** Decoded integer of "field" rows (bigint above 2^53); null otherwise. */
  value: number | bigint | null;
}

/** A finding or fact line of mlirbc-read --findings ("file", "op", "finding", ..., "verdict"). */
export interface FindingRecord {
  kind: string;
  [key: string]: unknown;
}

/** The annotated view as columns: row i at index i of every array. */
export interface FieldColumns {
  count: number;
  offset: Uint32Array;
  length: Uint32Array;
  /** Index into names ("" for data rows). */
  name: Uint16Array;
  names: string[];
  /** Index into sections. */
  section: Uint8Array;
  sections: string[];
  depth: Uint32Array;
  /** Index of the enclosing group row; -1 at the top level. */
  parent: Int32Array;
  /** 0 field, 1 group, 2 data. */
  kind: Uint8Array;
  /** The value is valueHi * 2**32 + valueLo. */
  valueLo: Uint32Array;
  valueHi: Uint32Array;
}

export type Bytes = Uint8Array | ArrayBuffer | ArrayBufferView;
export type WasmSource = string | URL | ArrayBuffer | ArrayBufferView | WebAssembly.Module;

export class Reader {
  private constructor(instance: WebAssembly.Instance);
  /** What `mlirbc-read FILE` decides. */
  validate(bytes: Bytes, options?: Options): Verdict;
  /** `mlirbc-read --dump=json|mlir`: text is null when the file is rejected. */
  dump(bytes: Bytes, format?: "json" | "mlir", options?: Options): Verdict & { text: string | null };
  /** The annotated view as rows (also for a rejected file: the fields read before the error). */
  annotate(bytes: Bytes, options?: Options): Verdict & { fields: Field[] };
  /** The same rows as typed-array columns (files with millions of fields). */
  annotateColumns(bytes: Bytes, options?: Options): Verdict & { columns: FieldColumns };
  /** The rows that overlap the bytes [lo, hi) (data rows cut to it), without the whole file's rows. */
  annotateRange(bytes: Bytes, lo: number, hi: number, options?: Options): Verdict & { columns: FieldColumns };
  /** `mlirbc-read --annotate` as text. */
  annotateText(bytes: Bytes, options?: Options): Verdict & { text: string };
  /** `mlirbc-read --findings`: one record per JSON line, and the text. */
  findings(bytes: Bytes, options?: Options): Verdict & { records: FindingRecord[]; text: string };
}

/** Compiles and instantiates mlirbc.wasm (default: next to mlirbc.mjs). */
export function load(source?: WasmSource): Promise<Reader>;
/** Loads the shared reader used by the functions below (once). */
export function init(source?: WasmSource): Promise<Reader>;
export function validate(bytes: Bytes, options?: Options): Verdict;
export function dump(bytes: Bytes, format?: "json" | "mlir", options?: Options): Verdict & { text: string | null };
export function annotate(bytes: Bytes, options?: Options): Verdict & { fields: Field[] };
export function annotateColumns(bytes: Bytes, options?: Options): Verdict & { columns: FieldColumns };
export function annotateText(bytes: Bytes, options?: Options): Verdict & { text: string };
export function findings(bytes: Bytes, options?: Options): Verdict & { records: FindingRecord[]; text: string };
