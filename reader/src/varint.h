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

/* Eight bytes as a little-endian number on any host: one load where the
 * host is little-endian, a load and a byte swap where it is big-endian,
 * byte by byte where the compiler says neither. */
static inline uint64_t mbc_load_le64(const uint8_t *p) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
  uint64_t x;
  memcpy(&x, p, 8);
  return x;
#elif defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__ && defined(__GNUC__)
  uint64_t x;
  memcpy(&x, p, 8);
  return __builtin_bswap64(x);
#else
  uint64_t x = 0;
  for (int i = 7; i >= 0; i--) x = (x << 8) | p[i];
  return x;
#endif
}

/* The byte-by-byte decode: the 9-byte form, and the last bytes of a buffer
 * where an 8-byte load would read past it. */
static inline size_t mbc_varint_decode_bytes(const uint8_t *p, size_t n, uint64_t *v) {
  uint8_t b0 = p[0];
  size_t len = mbc_varint_len(b0);
  if (n < len) return 0;
  uint64_t x = 0;
  for (size_t i = len; i-- > (b0 ? 0u : 1u);) x = (x << 8) | p[i];
  *v = b0 ? x >> len : x;
  return len;
}

/* Decode one varint from [p, p+n), where `avail` >= n bytes from p may be
 * read (the rest of the input: a field's window may end earlier than the
 * memory): its length (1..9), 0 if truncated at n. A 1-byte value takes one
 * branch; a 2..8-byte one a count of trailing zeros and one 8-byte load. */
static inline size_t mbc_varint_decode_in(const uint8_t *p, size_t n, size_t avail,
                                          uint64_t *v) {
  if (n == 0) return 0;
  uint8_t b0 = p[0];
  if (b0 & 1) { /* most varints are one byte */
    *v = b0 >> 1;
    return 1;
  }
  if (b0 && avail >= 8) {
    size_t len = mbc_varint_len(b0); /* 2..8: the value is 7 * len bits */
    if (n < len) return 0;
    *v = (mbc_load_le64(p) << (64 - 8 * len)) >> (64 - 7 * len);
    return len;
  }
  return mbc_varint_decode_bytes(p, n, v);
}

/* Decode one varint from [p, p+n): its length (1..9), 0 if truncated. */
static inline size_t mbc_varint_decode(const uint8_t *p, size_t n, uint64_t *v) {
  return mbc_varint_decode_in(p, n, n, v);
}
/* Signed varints are ZigZag-encoded: (v << 1) ^ (v >> 63). */
static inline uint64_t mbc_zigzag_decode(uint64_t u) { return (u >> 1) ^ (~(u & 1) + 1); }

#endif
