/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* buf.c — growable buffer with a shared budget, and the default allocator. */
#if defined(__linux__)
#define _DEFAULT_SOURCE /* madvise, MADV_HUGEPAGE */
#include <sys/mman.h>
#endif
#include "buf.h"
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The tables of a large file (entry offsets and states, value slots) are
 * touched once each, front to back: with 4 KiB pages every page costs a
 * fault, and on a virtual machine those faults took longer than the whole
 * walk. So the default allocator gives blocks from 1 MiB up their own
 * mapping, 2 MiB-aligned and asked for transparent huge pages (a hint:
 * ignored where they are off), one fault per 2 MiB; such a block is known
 * again by the size its owner passes back (the Lua-style contract, which
 * test_alloc_fail checks). Not under sanitizers: they watch heap blocks. */
#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(memory_sanitizer)
#define MBC_NO_BIG_MAPS 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define MBC_NO_BIG_MAPS 1
#endif
#if defined(__linux__) && defined(MADV_HUGEPAGE) && defined(MAP_ANONYMOUS) && \
    !defined(MBC_NO_BIG_MAPS)
#define MBC_BIG_MAPS 1
enum { BIG_ALIGN = 2 << 20, BIG_MIN = 1 << 20 };

static size_t big_len(size_t n) { return (n + BIG_ALIGN - 1) & ~(size_t)(BIG_ALIGN - 1); }

static void *big_map(size_t n) {
  size_t len = big_len(n);
  if (len < n || len > SIZE_MAX - BIG_ALIGN) return NULL;
  uint8_t *m = mmap(NULL, len + BIG_ALIGN, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
                    -1, 0);
  if (m == MAP_FAILED) return NULL;
  uint8_t *a = (uint8_t *)(((uintptr_t)m + BIG_ALIGN - 1) & ~(uintptr_t)(BIG_ALIGN - 1));
  if (a > m) munmap(m, (size_t)(a - m));
  if (m + len + BIG_ALIGN > a + len) munmap(a + len, (size_t)(m + len + BIG_ALIGN - (a + len)));
  (void)madvise(a, len, MADV_HUGEPAGE);
  return a;
}
#endif

void *mbc_zalloc(size_t n) {
#ifdef MBC_BIG_MAPS
  if (n >= BIG_MIN) return big_map(n); /* fresh pages are zero */
#endif
  return calloc(n ? n : 1, 1);
}

void *mbc_realloc(const mbc_alloc *a, void *p, size_t old_size, size_t new_size) {
  if (a && a->fn) return a->fn(a->ud, p, old_size, new_size);
#ifdef MBC_BIG_MAPS
  if (old_size >= BIG_MIN || new_size >= BIG_MIN) {
    void *np = NULL;
    if (new_size) {
      np = new_size >= BIG_MIN ? big_map(new_size) : malloc(new_size);
      if (!np) return NULL; /* p stays as it was, as realloc leaves it */
      if (p) memcpy(np, p, old_size < new_size ? old_size : new_size);
    }
    if (p && old_size >= BIG_MIN) munmap(p, big_len(old_size));
    else free(p);
    return np;
  }
#endif
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
  b->on_ref = NULL;
  b->ref_ud = NULL;
  b->ref_lo = NULL;
  b->ref_span = 0;
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
  if (b->on_ref && (uintptr_t)data - (uintptr_t)b->ref_lo < b->ref_span) {
    b->on_ref(b, (size_t)((uintptr_t)data - (uintptr_t)b->ref_lo), b->ref_ud);
    return;
  }
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

void mbc_buf_u64(mbc_buf *b, uint64_t v) {
  char tmp[20];
  mbc_buf_put(b, tmp, mbc_u64_digits(tmp, v));
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
  char tmp[256]; /* through mbc_buf_put, in pieces: every buffer mode as before */
  while (n) {
    size_t k = n < sizeof tmp / 2 ? n : sizeof tmp / 2;
    mbc_buf_put(b, tmp, (size_t)(mbc_hex_to(tmp, s, k) - tmp));
    s += k;
    n -= k;
  }
}

/* ---- in-place writers (out.h) ---------------------------------------- */

char *mbc_buf_room_grow(mbc_buf *b, size_t n) {
  return n && grow(b, n) ? b->data + b->len : NULL;
}

/* "00".."99": two digits per step, half the divisions. */
static const char digit_pairs[200] =
    "0001020304050607080910111213141516171819"
    "2021222324252627282930313233343536373839"
    "4041424344454647484950515253545556575859"
    "6061626364656667686970717273747576777879"
    "8081828384858687888990919293949596979899";

size_t mbc_u64_digits(char *p, uint64_t v) {
  if (v < 10) {
    *p = (char)('0' + v);
    return 1;
  }
  /* count first, then write from the last digit back: no copy */
  size_t len = 2;
  for (uint64_t t = 100; len < 20 && v >= t; t *= 10) len++;
  char *q = p + len;
  while (v >= 100) {
    q -= 2;
    memcpy(q, digit_pairs + 2 * (v % 100), 2);
    v /= 100;
  }
  if (v >= 10) memcpy(q - 2, digit_pairs + 2 * v, 2);
  else q[-1] = (char)('0' + v);
  return len;
}

/* Byte -> its two lower-case hex digits. */
static const char hex_pairs[512] =
    "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"
    "202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f"
    "404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f"
    "606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f"
    "808182838485868788898a8b8c8d8e8f909192939495969798999a9b9c9d9e9f"
    "a0a1a2a3a4a5a6a7a8a9aaabacadaeafb0b1b2b3b4b5b6b7b8b9babbbcbdbebf"
    "c0c1c2c3c4c5c6c7c8c9cacbcccdcecfd0d1d2d3d4d5d6d7d8d9dadbdcdddedf"
    "e0e1e2e3e4e5e6e7e8e9eaebecedeeeff0f1f2f3f4f5f6f7f8f9fafbfcfdfeff";

char *mbc_hex_to(char *p, const uint8_t *s, size_t n) {
  for (size_t i = 0; i < n; i++, p += 2) memcpy(p, hex_pairs + 2 * s[i], 2);
  return p;
}
