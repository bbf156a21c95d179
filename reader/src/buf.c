/* buf.c — growable buffer with a shared budget. */
#include "buf.h"
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void *mbc_realloc(const mbc_alloc *a, void *p, size_t old_size, size_t new_size) {
  if (a && a->fn) return a->fn(a->ud, p, old_size, new_size);
  if (new_size == 0) {
    free(p);
    return NULL;
  }
  return realloc(p, new_size);
}

void mbc_buf_init(mbc_buf *b, const mbc_alloc *a, uint64_t *budget) {
  b->data = NULL;
  b->len = b->cap = 0;
  b->alloc = a;
  b->budget = budget;
  b->failed = MLIRBC_OK;
  b->cap_only = 0;
  b->measure = 0;
}

void mbc_buf_init_capped(mbc_buf *b, const mbc_alloc *a, uint64_t *cap) {
  mbc_buf_init(b, a, cap);
  b->cap_only = 1;
}

void mbc_buf_free(mbc_buf *b) {
  if (b->data) mbc_realloc(b->alloc, b->data, b->cap, 0);
  b->data = NULL;
  b->len = b->cap = 0;
}

static int grow(mbc_buf *b, size_t need) {
  if (b->failed) return 0;
  if (need > SIZE_MAX - b->len) {
    b->failed = MLIRBC_E_LIMIT;
    return 0;
  }
  size_t want = b->len + need;
  if (b->cap_only && b->budget && want > *b->budget) {
    b->failed = MLIRBC_E_LIMIT;
    return 0;
  }
  if (b->measure) {
    b->len = want;
    return 0; /* counted: nothing to copy */
  }
  if (want <= b->cap) return 1;
  size_t cap = b->cap ? b->cap : 64;
  while (cap < want) cap = cap > SIZE_MAX / 2 ? want : cap * 2;
  size_t extra = cap - b->cap;
  if (b->budget && !b->cap_only) {
    if (*b->budget < extra) {
      b->failed = MLIRBC_E_LIMIT;
      return 0;
    }
  }
  char *d = mbc_realloc(b->alloc, b->data, b->cap, cap);
  if (!d) {
    b->failed = MLIRBC_E_NOMEM;
    return 0;
  }
  if (b->budget && !b->cap_only) *b->budget -= extra;
  b->data = d;
  b->cap = cap;
  return 1;
}

void mbc_buf_put(mbc_buf *b, const void *data, size_t n) {
  if (!n || !grow(b, n)) return;
  memcpy(b->data + b->len, data, n);
  b->len += n;
}

void mbc_buf_puts(mbc_buf *b, const char *s) { mbc_buf_put(b, s, strlen(s)); }

void mbc_buf_putc(mbc_buf *b, char c) {
  if (b->len < b->cap && !b->failed) {
    b->data[b->len++] = c;
    return;
  }
  mbc_buf_put(b, &c, 1);
}

void mbc_buf_printf(mbc_buf *b, const char *fmt, ...) {
  char tmp[256];
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(tmp, sizeof tmp, fmt, ap);
  va_end(ap);
  if (n < 0) return;
  if ((size_t)n < sizeof tmp) {
    mbc_buf_put(b, tmp, (size_t)n);
    return;
  }
  if (b->measure) {
    (void)grow(b, (size_t)n);
    return;
  }
  if (!grow(b, (size_t)n + 1)) return;
  va_start(ap, fmt);
  vsnprintf(b->data + b->len, (size_t)n + 1, fmt, ap);
  va_end(ap);
  b->len += (size_t)n;
}

void mbc_buf_count(mbc_buf *b, size_t n) {
  if (b->measure && n) (void)grow(b, n);
}

void mbc_buf_u64(mbc_buf *b, uint64_t v) {
  char tmp[24];
  int i = 24;
  do {
    tmp[--i] = (char)('0' + v % 10);
    v /= 10;
  } while (v);
  mbc_buf_put(b, tmp + i, (size_t)(24 - i));
}

void mbc_buf_i64(mbc_buf *b, int64_t v) {
  if (v < 0) {
    mbc_buf_putc(b, '-');
    mbc_buf_u64(b, (uint64_t)0 - (uint64_t)v);
  } else {
    mbc_buf_u64(b, (uint64_t)v);
  }
}

/* As MLIR prints string literals: printable ASCII except " and \ as is,
 * "\\" for a backslash, every other byte as \XX ("a\22b\0A"). */
void mbc_buf_quoted(mbc_buf *b, const uint8_t *s, size_t n) {
  static const char hex[] = "0123456789ABCDEF";
  mbc_buf_putc(b, '"');
  for (size_t i = 0; i < n; i++) {
    uint8_t c = s[i];
    if (c == '\\') {
      mbc_buf_puts(b, "\\\\");
    } else if (c >= 0x20 && c < 0x7F && c != '"') {
      mbc_buf_putc(b, (char)c);
    } else {
      char e[3] = {'\\', hex[c >> 4], hex[c & 15]};
      mbc_buf_put(b, e, 3);
    }
  }
  mbc_buf_putc(b, '"');
}

void mbc_buf_hex(mbc_buf *b, const uint8_t *s, size_t n) {
  static const char hex[] = "0123456789abcdef";
  for (size_t i = 0; i < n; i++) {
    char e[2] = {hex[s[i] >> 4], hex[s[i] & 15]};
    mbc_buf_put(b, e, 2);
  }
}
