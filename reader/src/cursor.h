/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* cursor.h — bounded primitive reads with one error path (as Lua's lundump).
 *
 * Every read checks the cursor's window; any failure longjmps to the
 * mbc_ctx's jump buffer with the error already filled in (code, section,
 * absolute offset, message). Nothing that allocates may be live only in a
 * local variable across a read: owners hang their memory off the file or
 * the walk state, which are freed on the error path. */
#ifndef MBC_CURSOR_H
#define MBC_CURSOR_H
#include <setjmp.h>
#include <stdint.h>
#include <stddef.h>
#include "mlirbc.h"
#include "varint.h"

typedef struct mbc_ctx {
  jmp_buf jb;
  mlirbc_error *err;
  const uint8_t *base;    /* start of the input: offsets are relative to it */
  mlirbc_trace_fn trace;  /* optional field trace */
  void *trace_ud;
} mbc_ctx;

typedef struct mbc_cur {
  const uint8_t *p, *end;
  int section;            /* MLIRBC_SEC_* for error reports */
  mbc_ctx *cx;
} mbc_cur;

#if defined(__GNUC__)
#define MBC_NORETURN __attribute__((noreturn))
#define MBC_PRINTF(a, b) __attribute__((format(printf, a, b)))
#define MBC_LIKELY(x) __builtin_expect(!!(x), 1)
#define MBC_NOINLINE __attribute__((noinline))
#else
#define MBC_NOINLINE
#define MBC_NORETURN _Noreturn
#define MBC_PRINTF(a, b)
#define MBC_LIKELY(x) (x)
#endif

/* Fill cx->err and longjmp. `at` is the position of the offending field. */
MBC_NORETURN void mbc_fail(mbc_ctx *cx, mlirbc_code code, int section,
                           const uint8_t *at, const char *fmt, ...)
    MBC_PRINTF(5, 6);
/* Fill an error without jumping (for code outside a cursor context). */
void mbc_set_error(mlirbc_error *err, mlirbc_code code, int section,
                   uint64_t offset, const char *fmt, ...) MBC_PRINTF(5, 6);

static inline uint64_t mbc_off(const mbc_cur *c, const uint8_t *at) {
  return (uint64_t)(at - c->cx->base);
}
static inline size_t mbc_left(const mbc_cur *c) { return (size_t)(c->end - c->p); }

static inline void mbc_trace(mbc_cur *c, const char *id, const uint8_t *at,
                             uint64_t value) {
  if (c->cx->trace)
    c->cx->trace(c->cx->trace_ud, id, c->section, mbc_off(c, at),
                 (uint64_t)(c->p - at), value);
}

/* `need` is the file's claim, uint64_t so a 32-bit size_t cannot clip it. */
MBC_NORETURN void mbc_fail_truncated(mbc_cur *c, const char *id, uint64_t need);

static inline uint8_t mbc_byte(mbc_cur *c, const char *id) {
  if (c->p >= c->end) mbc_fail_truncated(c, id, 1);
  const uint8_t *at = c->p;
  uint8_t b = *c->p++;
  mbc_trace(c, id, at, b);
  return b;
}

uint64_t mbc_varint_slow(mbc_cur *c, const char *id);

/* PrefixVarInt: any of the nine widths, overlong forms accepted. */
static inline uint64_t mbc_varint(mbc_cur *c, const char *id) {
  if (MBC_LIKELY(!c->cx->trace)) { /* traced and truncated ones go the slow way */
    uint64_t v;
    size_t len = mbc_varint_decode(c->p, (size_t)(c->end - c->p), &v);
    if (MBC_LIKELY(len)) {
      c->p += len;
      return v;
    }
  }
  return mbc_varint_slow(c, id);
}

/* ZigZag-encoded signed varint. */
static inline int64_t mbc_svarint(mbc_cur *c, const char *id) {
  uint64_t u = mbc_varint(c, id);
  return (int64_t)mbc_zigzag_decode(u);
}

/* A count of items that each take at least `min_each` bytes: rejected with
 * MLIRBC_E_COUNT when the window cannot hold them, so no allocation is ever
 * sized by an unchecked count. */
uint64_t mbc_count_slow(mbc_cur *c, uint64_t min_each, const char *id);
static inline uint64_t mbc_count(mbc_cur *c, uint64_t min_each, const char *id) {
  if (MBC_LIKELY(c->p < c->end && (*c->p & 1) && !c->cx->trace)) { /* one byte */
    uint64_t n = (uint64_t)(*c->p >> 1);
    if (!min_each || n <= (uint64_t)(c->end - c->p - 1) / min_each) {
      c->p++;
      return n;
    }
  }
  return mbc_count_slow(c, min_each, id);
}

/* Take n raw bytes. */
const uint8_t *mbc_bytes(mbc_cur *c, uint64_t n, const char *id);
/* A sub-cursor over the next n bytes (advances c past them). */
mbc_cur mbc_sub(mbc_cur *c, uint64_t n, int section, const char *id);
/* NUL-terminated string; *len excludes the NUL. */
const uint8_t *mbc_cstr(mbc_cur *c, size_t *len, const char *id);
/* Alignment field semantics: `align` must be a power of two; then padding
 * bytes (0xCB) up to the next multiple of `align` measured from the start of
 * the input (see spec/reader-decisions.md, AMB alignment). */
void mbc_check_align(mbc_cur *c, uint64_t align, const uint8_t *at);
void mbc_pad(mbc_cur *c, uint64_t align, const char *id);

#endif
