/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* exports.c — the interface of mlirbc.wasm, the reader built for wasm32-wasi
 * as a reactor module (./cts wasm). reader/bindings/js/mlirbc.mjs is its
 * only intended caller: it copies the file into memory from mbc_alloc,
 * calls one entry point, then reads the verdict from mbc_error() and any
 * output from mbc_out_data()/mbc_out_size(). One call at a time; the output
 * buffer is reused (its capacity kept) by the next call. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "mlirbc.h"

#define EXPORT(name) __attribute__((export_name(#name)))

/* mlirbc.mjs reads the error at these offsets. */
_Static_assert(offsetof(mlirbc_error, code) == 0, "mlirbc_error layout");
_Static_assert(offsetof(mlirbc_error, section) == 4, "mlirbc_error layout");
_Static_assert(offsetof(mlirbc_error, offset) == 8, "mlirbc_error layout");
_Static_assert(offsetof(mlirbc_error, message) == 16, "mlirbc_error layout");

/* An annotated row as mlirbc.mjs decodes it: 8 little-endian 32-bit words.
 * Offsets and sizes fit in 32 bits (wasm32 memory); the value may not. */
typedef struct packed_row {
  uint32_t offset, size, value_lo, value_hi;
  uint32_t name; /* address of the NUL-terminated grammar ID */
  int32_t section;
  uint32_t depth, kind;
} packed_row;
_Static_assert(sizeof(packed_row) == 32, "packed_row layout");

typedef struct outbuf {
  char *data;
  size_t len, cap;
} outbuf;

static outbuf out;
static mlirbc_error err;

static int out_write(void *ud, const char *data, size_t size) {
  (void)ud;
  if (size > SIZE_MAX - out.len) return 1;
  if (out.len + size > out.cap) {
    size_t cap = out.cap ? out.cap : 1 << 16;
    while (cap < out.len + size) {
      if (cap > SIZE_MAX / 2) return 1;
      cap *= 2;
    }
    char *p = realloc(out.data, cap);
    if (!p) return 1;
    out.data = p;
    out.cap = cap;
  }
  memcpy(out.data + out.len, data, size);
  out.len += size;
  return 0;
}

static int out_row(void *ud, const mlirbc_field *r) {
  packed_row p = {(uint32_t)r->offset, (uint32_t)r->size, (uint32_t)r->value,
                  (uint32_t)(r->value >> 32), (uint32_t)(uintptr_t)r->name, r->section,
                  r->depth, (uint32_t)r->kind};
  return out_write(ud, (const char *)&p, sizeof p);
}

static mlirbc_options options(int era, int decode_all) {
  mlirbc_options o;
  memset(&o, 0, sizeof o);
  o.era = (mlirbc_era)era;
  o.decode_all = decode_all;
  return o;
}

/* Every entry point starts from an empty output and a clear error. */
static void reset(void) {
  out.len = 0;
  memset(&err, 0, sizeof err);
}

EXPORT(mbc_alloc) void *mbc_alloc(size_t size) { return malloc(size ? size : 1); }
EXPORT(mbc_free) void mbc_free(void *p) { free(p); }
EXPORT(mbc_out_data) const char *mbc_out_data(void) { return out.data; }
EXPORT(mbc_out_size) size_t mbc_out_size(void) { return out.len; }
EXPORT(mbc_error) const mlirbc_error *mbc_error(void) { return &err; }
EXPORT(mbc_code_name) const char *mbc_code_name(int code) {
  return mlirbc_code_name((mlirbc_code)code);
}
EXPORT(mbc_section_name) const char *mbc_section_name(int section) {
  return mlirbc_section_name(section);
}

/* What mlirbc-read FILE decides: open, then walk the IR. */
EXPORT(mbc_validate) int mbc_validate(const uint8_t *data, size_t size, int era,
                                      int decode_all) {
  reset();
  mlirbc_options o = options(era, decode_all);
  mlirbc_file *f = NULL;
  mlirbc_code rc = mlirbc_open(&f, data, size, &o, &err);
  if (rc == MLIRBC_OK) rc = mlirbc_walk(f, NULL, NULL, &err);
  mlirbc_close(f);
  return (int)rc;
}

/* mlirbc-read --dump=json (mlir == 0) or --dump=mlir: the text in the
 * output buffer, nothing when the file is rejected. */
EXPORT(mbc_dump) int mbc_dump(const uint8_t *data, size_t size, int era, int decode_all,
                              int mlir) {
  reset();
  mlirbc_options o = options(era, decode_all);
  mlirbc_file *f = NULL;
  mlirbc_code rc = mlirbc_open(&f, data, size, &o, &err);
  if (rc == MLIRBC_OK && !mlir) { /* validate first, as the CLI does */
    rc = mlirbc_walk(f, NULL, NULL, &err);
    if (rc == MLIRBC_OK) rc = mlirbc_dump_json(f, out_write, NULL, &err);
  } else if (rc == MLIRBC_OK) {
    rc = mlirbc_dump_mlir(f, out_write, NULL, &err);
  }
  mlirbc_close(f);
  if (rc != MLIRBC_OK) out.len = 0;
  return (int)rc;
}

/* mlirbc_annotate: packed_row records in the output buffer. */
EXPORT(mbc_annotate) int mbc_annotate(const uint8_t *data, size_t size, int era,
                                      int decode_all) {
  reset();
  mlirbc_options o = options(era, decode_all);
  return (int)mlirbc_annotate(data, size, &o, out_row, NULL, &err);
}

/* mlirbc_annotate_range: the packed_row records of the bytes [lo, hi). */
EXPORT(mbc_annotate_range) int mbc_annotate_range(const uint8_t *data, size_t size, int era,
                                                  int decode_all, size_t lo, size_t hi) {
  reset();
  mlirbc_options o = options(era, decode_all);
  return (int)mlirbc_annotate_range(data, size, &o, lo, hi, out_row, NULL, &err);
}

/* mlirbc-read --annotate: the text in the output buffer. */
EXPORT(mbc_annotate_text) int mbc_annotate_text(const uint8_t *data, size_t size, int era,
                                                int decode_all) {
  reset();
  mlirbc_options o = options(era, decode_all);
  return (int)mlirbc_annotate_text(data, size, &o, out_write, NULL, &err);
}

/* mlirbc-read --findings with at most MAX_FACTS fact lines kept (all
 * "finding" lines and the "verdict" line are): a large file has a fact per
 * op, hundreds of MB of them, more than a viewer shows. Lines are kept or
 * dropped as they complete in the output buffer. */
typedef struct brief {
  size_t line;      /* where the current line starts in out */
  uint32_t facts, max_facts;
} brief;

static int brief_write(void *ud, const char *data, size_t size) {
  brief *b = ud;
  while (size) {
    const char *nl = memchr(data, '\n', size);
    size_t n = nl ? (size_t)(nl - data) + 1 : size;
    if (out_write(NULL, data, n)) return 1;
    data += n, size -= n;
    if (!nl) break;
    static const char finding[] = "{\"kind\":\"finding\"", verdict[] = "{\"kind\":\"verdict\"";
    const char *l = out.data + b->line;
    size_t len = out.len - b->line;
    int keep = (len >= sizeof finding - 1 && !memcmp(l, finding, sizeof finding - 1)) ||
               (len >= sizeof verdict - 1 && !memcmp(l, verdict, sizeof verdict - 1)) ||
               b->facts++ < b->max_facts;
    if (!keep) out.len = b->line;
    b->line = out.len;
  }
  return 0;
}

EXPORT(mbc_findings_brief) int mbc_findings_brief(const uint8_t *data, size_t size, int era,
                                                  int decode_all, uint32_t max_facts) {
  reset();
  mlirbc_options o = options(era, decode_all);
  brief b = {0, 0, max_facts};
  return (int)mlirbc_findings(data, size, &o, brief_write, &b, &err);
}

/* mlirbc-read --findings: JSON lines in the output buffer. */
EXPORT(mbc_findings) int mbc_findings(const uint8_t *data, size_t size, int era,
                                      int decode_all) {
  reset();
  mlirbc_options o = options(era, decode_all);
  return (int)mlirbc_findings(data, size, &o, out_write, NULL, &err);
}
