/* out.h — buffered output for the dumpers: flushes to the caller's writer
 * every 64 KiB so memory stays bounded whatever the output size. */
#ifndef MBC_OUT_H
#define MBC_OUT_H
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
#endif
