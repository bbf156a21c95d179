/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* varint.h — the PrefixVarInt primitive, the one decoder every part of the
 * reader uses (the cursor, the builtin and property decoders). */
#ifndef MBC_VARINT_H
#define MBC_VARINT_H
#include <stddef.h>
#include <stdint.h>
#include <string.h>

/* The first byte's trailing zeros count the extra bytes (a zero byte: 8
 * extra bytes holding the full 64-bit value). Overlong forms are accepted. */
static inline size_t mbc_varint_len(uint8_t b0) {
  if (b0 == 0) return 9;
#if defined(__GNUC__)
  return (size_t)__builtin_ctz(b0) + 1;
#else
  size_t len = 1;
  while (!((b0 >> (len - 1)) & 1)) len++;
  return len;
#endif
}

/* Decode one varint from [p, p+n): its length (1..9), 0 if truncated. */
static inline size_t mbc_varint_decode(const uint8_t *p, size_t n, uint64_t *v) {
  if (n == 0) return 0;
  uint8_t b0 = p[0];
  if (b0 & 1) { /* most varints are one byte */
    *v = b0 >> 1;
    return 1;
  }
  size_t len = mbc_varint_len(b0);
  if (n < len) return 0;
#if defined(__GNUC__) && defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
  if (len < 8 && n >= 8) { /* one unaligned load instead of a byte loop */
    uint64_t x;
    memcpy(&x, p, 8);
    *v = (x & (((uint64_t)1 << (8 * len)) - 1)) >> len;
    return len;
  }
#endif
  uint64_t x = 0;
  for (size_t i = len; i-- > (b0 ? 0u : 1u);) x = (x << 8) | p[i];
  *v = b0 ? x >> len : x;
  return len;
}
/* Signed varints are ZigZag-encoded: (v << 1) ^ (v >> 63). */
static inline uint64_t mbc_zigzag_decode(uint64_t u) { return (u >> 1) ^ (~(u & 1) + 1); }

#endif
