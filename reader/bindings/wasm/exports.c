/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* exports.c — the interface of mlirbc.wasm, the reader built for wasm32-wasi
 * as a reactor module (./cts wasm). reader/bindings/js/mlirbc.mjs is its
 * only intended caller: it copies the file into memory from mbc_alloc,
 * calls one entry point, then reads the verdict from mbc_error() and any
 * output from mbc_out_data()/mbc_out_size(). One call at a time; the output
 * buffer is reused (its capacity kept) by the next call. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
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
 * dropped as they complete in the output buffer. A kept fact line longer
 * than MAX_LINE bytes (attr_codes: a code per attribute entry, 32 MB for a
 * 2M-op file) is not held whole: it becomes
 *   {"kind":KIND,"cut":"<its first CUT_HEAD bytes>\u2026 (LENGTH bytes)"}
 * (its head as a JSON string), the record explorer/fact-lines.js makes of
 * such a line. */
enum { CUT_HEAD = 200 };
static const char finding_head[] = "{\"kind\":\"finding\"", verdict_head[] = "{\"kind\":\"verdict\"",
                  kind_head[] = "{\"kind\":\"";

typedef struct brief {
  size_t line;      /* where the current line starts in out */
  size_t len;       /* its length so far, cut bytes included */
  int cut;          /* only its first CUT_HEAD bytes are in out */
  uint32_t facts, max_facts;
  size_t max_line;
} brief;

static int has_head(const char *l, size_t len, const char *head, size_t n) {
  return len >= n && !memcmp(l, head, n);
}

/* The length of a fact line's kind ({"kind":"KIND",...), 0 when the line
 * does not start so (it is then never cut). */
static size_t kind_len(const char *l, size_t len) {
  if (has_head(l, len, finding_head, sizeof finding_head - 1) ||
      has_head(l, len, verdict_head, sizeof verdict_head - 1) ||
      !has_head(l, len, kind_head, sizeof kind_head - 1))
    return 0;
  size_t k = sizeof kind_head - 1, n = 0;
  while (k + n < len && k + n < CUT_HEAD && l[k + n] != '"') {
    char c = l[k + n++];
    if (!(c == '_' || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'))) return 0;
  }
  return k + n < len && k + n < CUT_HEAD ? n : 0;
}

/* Replaces the cut line in out by its record. */
static int write_cut(brief *b) {
  char head[CUT_HEAD], esc[7], num[24];
  memcpy(head, out.data + b->line, CUT_HEAD);
  size_t kn = kind_len(head, CUT_HEAD);
  out.len = b->line;
  if (out_write(NULL, head, sizeof kind_head - 1 + kn) || out_write(NULL, "\",\"cut\":\"", 9)) return 1;
  for (size_t i = 0; i < CUT_HEAD; i++) {
    unsigned char c = (unsigned char)head[i];
    size_t n = 1;
    esc[0] = (char)c;
    if (c == '"' || c == '\\') esc[0] = '\\', esc[1] = (char)c, n = 2;
    else if (c < 0x20) n = (size_t)snprintf(esc, sizeof esc, "\\u%04x", c);
    if (out_write(NULL, esc, n)) return 1;
  }
  int n = snprintf(num, sizeof num, "%llu", (unsigned long long)b->len);
  return out_write(NULL, "\xe2\x80\xa6 (", 5) || out_write(NULL, num, (size_t)n) ||
         out_write(NULL, " bytes)\"}\n", 10);
}

static int brief_write(void *ud, const char *data, size_t size) {
  brief *b = ud;
  while (size) {
    const char *nl = memchr(data, '\n', size);
    size_t n = nl ? (size_t)(nl - data) : size; /* the line's bytes here, without the newline */
    b->len += n;
    if (!b->cut) {
      if (out_write(NULL, data, n)) return 1;
      if (b->len > b->max_line && kind_len(out.data + b->line, out.len - b->line)) {
        b->cut = 1;
        out.len = b->line + CUT_HEAD;
      }
    }
    data += n, size -= n;
    if (!nl) break;
    data++, size--;
    const char *l = out.data + b->line;
    size_t len = out.len - b->line;
    int keep = has_head(l, len, finding_head, sizeof finding_head - 1) ||
               has_head(l, len, verdict_head, sizeof verdict_head - 1) || b->facts++ < b->max_facts;
    if (!keep) out.len = b->line;
    else if (b->cut ? write_cut(b) : out_write(NULL, "\n", 1)) return 1;
    b->line = out.len;
    b->len = 0;
    b->cut = 0;
  }
  return 0;
}

EXPORT(mbc_findings_brief) int mbc_findings_brief(const uint8_t *data, size_t size, int era,
                                                  int decode_all, uint32_t max_facts,
                                                  uint32_t max_line) {
  reset();
  mlirbc_options o = options(era, decode_all);
  brief b = {0, 0, 0, 0, max_facts, max_line < CUT_HEAD ? CUT_HEAD : max_line};
  return (int)mlirbc_findings(data, size, &o, brief_write, &b, &err);
}

/* mlirbc-read --findings: JSON lines in the output buffer. */
EXPORT(mbc_findings) int mbc_findings(const uint8_t *data, size_t size, int era,
                                      int decode_all) {
  reset();
  mlirbc_options o = options(era, decode_all);
  return (int)mlirbc_findings(data, size, &o, out_write, NULL, &err);
}
