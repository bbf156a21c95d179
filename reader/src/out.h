/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* out.h — buffered output for the dumpers: flushes to the caller's writer
 * every 64 KiB so memory stays bounded whatever the output size. */
#ifndef MBC_OUT_H
#define MBC_OUT_H
#include <string.h>
#include "buf.h"

typedef struct mbc_out {
  mbc_buf b;
  mlirbc_write_fn write;
  void *ud;
  int failed;  /* the writer returned non-zero */
} mbc_out;

static inline void mbc_out_flush(mbc_out *o) {
  if (o->b.len && !o->failed && o->write(o->ud, o->b.data, o->b.len)) o->failed = 1;
  o->b.len = 0;
}
static inline void mbc_out_maybe_flush(mbc_out *o) {
  if (o->b.len >= 65536) mbc_out_flush(o);
}

/* Inline appends for the dumpers' own buffers (no budget, no measuring),
 * where a call per byte was most of the cost. Room for n > 0 bytes at the
 * end: write there, then add the count written to b->len. NULL once failed. */
static inline char *mbc_out_room(mbc_buf *b, size_t n) {
  if (n <= b->cap - b->len && b->data && !b->failed) return b->data + b->len;
  return mbc_buf_room_grow(b, n);
}
static inline void mbc_out_put(mbc_buf *b, const void *s, size_t n) {
  char *p = n ? mbc_out_room(b, n) : NULL;
  if (p) {
    memcpy(p, s, n);
    b->len += n;
  }
}
/* s is usually a literal: its strlen folds to a constant. */
static inline void mbc_out_puts(mbc_buf *b, const char *s) { mbc_out_put(b, s, strlen(s)); }
static inline void mbc_out_putc(mbc_buf *b, char c) { mbc_out_put(b, &c, 1); }
static inline void mbc_out_u64(mbc_buf *b, uint64_t v) {
  char *p = mbc_out_room(b, 20);
  if (p) b->len += mbc_u64_digits(p, v);
}
#endif
