/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* buf.h — a growable byte buffer with an allocation budget.
 * Used for rendered attribute/type text and dump output. The allocator and
 * budget come from the owning mlirbc_file so no buffer grows without bound. */
#ifndef MBC_BUF_H
#define MBC_BUF_H
#include <stddef.h>
#include <stdint.h>
#include "mlirbc.h"

typedef struct mbc_alloc {
  mlirbc_alloc_fn fn;
  void *ud;
} mbc_alloc;

void *mbc_realloc(const mbc_alloc *a, void *p, size_t old_size, size_t new_size);
/* A zeroed block of the default allocator (mbc_realloc resizes and frees
 * it; NULL when out of memory). */
void *mbc_zalloc(size_t n);

typedef struct mbc_buf {
  char *data;
  size_t len, cap;
  const mbc_alloc *alloc;
  uint64_t *budget;   /* shared remaining-bytes budget, NULL = unlimited */
  mlirbc_code failed; /* sticky: MLIRBC_E_NOMEM or MLIRBC_E_LIMIT once an append failed */
  uint8_t cap_only;   /* budget caps len (nothing is taken from it) */
  uint8_t measure;    /* appends only count: len grows, nothing is stored */
  /* References (attrtype.c): a put whose data lies in [ref_lo, ref_lo +
   * ref_span) appends nothing and calls on_ref with that data's offset, so a
   * text can name another text instead of copying it. NULL: none. */
  void (*on_ref)(struct mbc_buf *b, size_t off, void *ud);
  void *ref_ud;
  const char *ref_lo;
  size_t ref_span;
} mbc_buf;

void mbc_buf_init(mbc_buf *b, const mbc_alloc *a, uint64_t *budget);
/* A buffer whose budget caps its length instead of paying for its
 * capacity: a scratch buffer reused for every entry, where what is kept is
 * paid for separately. In measure mode it renders nothing and reaches the
 * same length and the same failure as rendering would. */
void mbc_buf_init_capped(mbc_buf *b, const mbc_alloc *a, uint64_t *cap);
void mbc_buf_free(mbc_buf *b);
/* Appends; on failure sets b->failed and drops further appends. */
void mbc_buf_put(mbc_buf *b, const void *data, size_t n);
void mbc_buf_puts(mbc_buf *b, const char *s);
void mbc_buf_putc(mbc_buf *b, char c);
void mbc_buf_printf(mbc_buf *b, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
void mbc_buf_u64(mbc_buf *b, uint64_t v);
void mbc_buf_i64(mbc_buf *b, int64_t v);
/* MLIR string literal, escaped as MLIR prints it (\22 for a quote,
 * \\ for a backslash, \XX for any other non-printable byte). */
void mbc_buf_quoted(mbc_buf *b, const uint8_t *s, size_t n);
/* Lower-case hex of raw bytes, no prefix. */
void mbc_buf_hex(mbc_buf *b, const uint8_t *s, size_t n);

/* For writers that fill the buffer in place (out.h): grows b for n > 0 more
 * bytes and returns where they go (the caller adds what it wrote to
 * b->len), NULL once b failed. */
char *mbc_buf_room_grow(mbc_buf *b, size_t n);
/* v in decimal at p (room for 20 bytes); returns the digit count. */
size_t mbc_u64_digits(char *p, uint64_t v);
/* Lower-case hex of s at p (room for 2n bytes); returns p + 2n. */
char *mbc_hex_to(char *p, const uint8_t *s, size_t n);

#endif
