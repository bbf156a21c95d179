/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* cursor.c — the slow paths of the primitives and the one error path. */
#include "cursor.h"
#include "varint.h"
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static void vset(mlirbc_error *err, mlirbc_code code, int section,
                 uint64_t offset, const char *fmt, va_list ap) {
  if (!err) return;
  err->code = code;
  err->section = section;
  err->offset = offset;
  vsnprintf(err->message, sizeof err->message, fmt, ap);
}

void mbc_set_error(mlirbc_error *err, mlirbc_code code, int section,
                   uint64_t offset, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vset(err, code, section, offset, fmt, ap);
  va_end(ap);
}

void mbc_fail(mbc_ctx *cx, mlirbc_code code, int section, const uint8_t *at,
              const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vset(cx->err, code, section, (uint64_t)(at - cx->base), fmt, ap);
  va_end(ap);
  longjmp(cx->jb, 1);
}

void mbc_fail_truncated(mbc_cur *c, const char *id, uint64_t need) {
  mbc_fail(c->cx, MLIRBC_E_TRUNCATED, c->section, c->p,
           "%s: need %llu byte%s, %zu left", id, (unsigned long long)need,
           need == 1 ? "" : "s",
           mbc_left(c));
}

uint64_t mbc_varint_slow(mbc_cur *c, const char *id) {
  const uint8_t *at = c->p;
  uint64_t v;
  size_t len = mbc_varint_decode(c->p, mbc_left(c), &v);
  if (!len) mbc_fail_truncated(c, id, mbc_left(c) ? mbc_varint_len(*c->p) : 1);
  c->p += len;
  mbc_trace(c, id, at, v);
  return v;
}

uint64_t mbc_count_slow(mbc_cur *c, uint64_t min_each, const char *id) {
  const uint8_t *at = c->p;
  uint64_t n = mbc_varint(c, id);
  if (min_each && n > mbc_left(c) / min_each)
    mbc_fail(c->cx, MLIRBC_E_COUNT, c->section, at,
             "%s: count %llu exceeds what the remaining %zu bytes can hold", id,
             (unsigned long long)n, mbc_left(c));
  return n;
}

const uint8_t *mbc_bytes(mbc_cur *c, uint64_t n, const char *id) {
  if (n > mbc_left(c)) mbc_fail_truncated(c, id, n);
  const uint8_t *at = c->p;
  c->p += n;
  mbc_trace(c, id, at, n);
  return at;
}

mbc_cur mbc_sub(mbc_cur *c, uint64_t n, int section, const char *id) {
  const uint8_t *at = mbc_bytes(c, n, id);
  mbc_cur s = {at, at + n, section, c->cx};
  return s;
}

const uint8_t *mbc_cstr(mbc_cur *c, size_t *len, const char *id) {
  const uint8_t *at = c->p;
  const uint8_t *nul = memchr(c->p, 0, mbc_left(c));
  if (!nul)
    mbc_fail(c->cx, MLIRBC_E_TRUNCATED, c->section, at,
             "%s: no NUL terminator before the end of the %s", id,
             c->section < 0 ? "file" : "section");
  *len = (size_t)(nul - at);
  c->p = nul + 1;
  mbc_trace(c, id, at, *len);
  return at;
}

void mbc_check_align(mbc_cur *c, uint64_t align, const uint8_t *at) {
  if (align == 0 || (align & (align - 1)))
    mbc_fail(c->cx, MLIRBC_E_ALIGN, c->section, at,
             "alignment %llu is not a power of two", (unsigned long long)align);
  if (align > ((uint64_t)1 << 32))
    mbc_fail(c->cx, MLIRBC_E_ALIGN, c->section, at,
             "alignment %llu exceeds 2^32", (unsigned long long)align);
}

void mbc_pad(mbc_cur *c, uint64_t align, const char *id) {
  uint64_t off = mbc_off(c, c->p);
  uint64_t pad = (align - (off & (align - 1))) & (align - 1);
  if (pad > mbc_left(c)) mbc_fail_truncated(c, id, pad);
  const uint8_t *at = c->p;
  for (uint64_t i = 0; i < pad; i++)
    if (c->p[i] != 0xCB)
      mbc_fail(c->cx, MLIRBC_E_PADDING, c->section, c->p + i,
               "%s: padding byte is 0x%02X, expected 0xCB", id, c->p[i]);
  c->p += pad;
  if (pad) mbc_trace(c, id, at, pad);
}
