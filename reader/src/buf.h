/* buf.h — a growable byte buffer with an allocation budget.
 * Used for rendered attribute/type text and dump output. The allocator and
 * budget come from the owning mlirbc_file so no buffer grows without bound. */
#ifndef MBC_BUF_H
#define MBC_BUF_H
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include "mlirbc.h"

typedef struct mbc_alloc {
  mlirbc_alloc_fn fn;
  void *ud;
} mbc_alloc;

void *mbc_realloc(const mbc_alloc *a, void *p, size_t old_size, size_t new_size);

typedef struct mbc_buf {
  char *data;
  size_t len, cap;
  const mbc_alloc *alloc;
  uint64_t *budget;   /* shared remaining-bytes budget, NULL = unlimited */
  mlirbc_code failed; /* sticky: MLIRBC_E_NOMEM or MLIRBC_E_LIMIT once an append failed */
} mbc_buf;

void mbc_buf_init(mbc_buf *b, const mbc_alloc *a, uint64_t *budget);
void mbc_buf_free(mbc_buf *b);
/* Appends; on failure sets b->failed and drops further appends.
 * The inline fast paths cover the common case (room left); the *_grow
 * functions grow the buffer first. */
void mbc_buf_put_grow(mbc_buf *b, const void *data, size_t n);
char *mbc_buf_room_grow(mbc_buf *b, size_t n);
static inline void mbc_buf_put(mbc_buf *b, const void *data, size_t n) {
  if (n && n <= b->cap - b->len && !b->failed) {
    memcpy(b->data + b->len, data, n);
    b->len += n;
  } else {
    mbc_buf_put_grow(b, data, n);
  }
}
/* s is usually a literal: inline, its strlen folds to a constant. */
static inline void mbc_buf_puts(mbc_buf *b, const char *s) { mbc_buf_put(b, s, strlen(s)); }
static inline void mbc_buf_putc(mbc_buf *b, char c) {
  if (b->len < b->cap && !b->failed) b->data[b->len++] = c;
  else mbc_buf_put_grow(b, &c, 1);
}
/* Room for n > 0 more bytes at the end: write up to n bytes there, then add
 * the count written to b->len. NULL once b failed. */
static inline char *mbc_buf_room(mbc_buf *b, size_t n) {
  if (n <= b->cap - b->len && !b->failed && b->data) return b->data + b->len;
  return mbc_buf_room_grow(b, n);
}
void mbc_buf_printf(mbc_buf *b, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
void mbc_buf_u64(mbc_buf *b, uint64_t v);
/* v in decimal at p (room for 20 bytes); returns the digit count. */
size_t mbc_u64_digits(char *p, uint64_t v);
void mbc_buf_i64(mbc_buf *b, int64_t v);
/* MLIR string literal, escaped as MLIR prints it (\22 for a quote,
 * \\ for a backslash, \XX for any other non-printable byte). */
void mbc_buf_quoted(mbc_buf *b, const uint8_t *s, size_t n);
/* Lower-case hex of raw bytes, no prefix. */
void mbc_buf_hex(mbc_buf *b, const uint8_t *s, size_t n);
/* The same at p (room for 2n bytes); returns p + 2n. */
char *mbc_hex_to(char *p, const uint8_t *s, size_t n);

#endif
