/* varint.h — the PrefixVarInt primitive, the one decoder every part of the
 * reader uses (the cursor, the builtin and property decoders). */
#ifndef MBC_VARINT_H
#define MBC_VARINT_H
#include <stddef.h>
#include <stdint.h>

/* The first byte's trailing zeros count the extra bytes (a zero byte: 8
 * extra bytes holding the full 64-bit value). Overlong forms are accepted. */
static inline size_t mbc_varint_len(uint8_t b0) {
  size_t len = 1;
  if (b0 == 0) return 9;
  while (!((b0 >> (len - 1)) & 1)) len++;
  return len;
}

/* Decode one varint from [p, p+n): its length (1..9), 0 if truncated. */
static inline size_t mbc_varint_decode(const uint8_t *p, size_t n, uint64_t *v) {
  if (n == 0) return 0;
  uint8_t b0 = p[0];
  size_t len = mbc_varint_len(b0);
  if (n < len) return 0;
  uint64_t x = 0;
  for (size_t i = len; i-- > (b0 ? 0u : 1u);) x = (x << 8) | p[i];
  *v = b0 ? x >> len : x;
  return len;
}
/* Signed varints are ZigZag-encoded: (v << 1) ^ (v >> 63). */
static inline uint64_t mbc_zigzag_decode(uint64_t u) { return (u >> 1) ^ (~(u & 1) + 1); }

#endif
