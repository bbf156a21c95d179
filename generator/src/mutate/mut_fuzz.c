/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* mut_fuzz.c — the structure-aware mutator behind the libFuzzer/AFL++
 * custom mutators: the input bytes pick (seed, knobs), the generator writes a
 * valid file, and one trace-driven mutation (mostly one that gets past the
 * section table, so the fuzzer spends its time in the tables and the IR) is
 * applied. Deterministic in (data, seed); bounded (few ops); never leaks. */
#include <string.h>
#include "mut_internal.h"

enum { FUZZ_MAX_OPS = 64, FUZZ_MAX_DEPTH = 6 };

/* First kind of the table whose defect lies past the section table. */
static int first_deep_kind(void) {
  for (int i = 0; i < mut_nkinds; i++)
    if (!strcmp(mut_kinds[i].name, "varint-overlong-patched")) return i;
  return 0;
}

static uint64_t fz_mix(uint64_t z) {
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

/* Knobs of an input. A bytecode file starts with the magic number, which
 * would pin every knob derived from the first bytes (version 0 always): for
 * such inputs the version comes from the file's own version varint (a
 * hash-derived one when it is not 0..6) and the other knobs from knob bytes
 * derived from the hash of the whole input. Other inputs are knob bytes. */
static void fuzz_knobs(const uint8_t *data, size_t size, uint64_t *seed, mbg_knobs *k) {
  static const uint8_t magic[4] = {0x4D, 0x4C, 0xEF, 0x52};
  mbg_knobs_from_bytes(data, size, seed, k);
  if (size < 4 || memcmp(data, magic, 4) != 0) return;
  uint8_t kb[8];
  uint64_t h = fz_mix(*seed), unused;
  for (int i = 0; i < 8; i++) kb[i] = (uint8_t)(h >> (8 * i));
  mbg_knobs_from_bytes(kb, sizeof kb, &unused, k);
  /* PrefixVarInt at offset 4: trailing zero bits of the first byte = extra
   * bytes (a 0 byte: 8 extra bytes, the value in full) */
  uint64_t v = UINT64_MAX;
  if (size > 4) {
    unsigned b0 = data[4], len = 1;
    while (len < 9 && !(b0 & (1u << (len - 1)))) len++;
    if (size >= 4 + (size_t)len) {
      uint64_t x = 0;
      for (unsigned i = 0; i < len && i < 8; i++) x |= (uint64_t)data[4 + i] << (8 * i);
      if (len == 9) {
        x = 0;
        for (unsigned i = 0; i < 8; i++) x |= (uint64_t)data[5 + i] << (8 * i);
        v = x;
      } else {
        v = x >> len;
      }
    }
  }
  k->version = v <= 6 ? (int)v : (int)(fz_mix(h) % 7);
}

size_t mbg_fuzz_mutate(uint8_t *data, size_t size, size_t max_size, unsigned int seed) {
  if (!data || !max_size) return 0;
  uint64_t gseed;
  mbg_knobs k;
  fuzz_knobs(data, size, &gseed, &k);
  if (k.max_ops < 0 || k.max_ops > FUZZ_MAX_OPS) k.max_ops = FUZZ_MAX_OPS;
  if (k.max_depth < 0 || k.max_depth > FUZZ_MAX_DEPTH) k.max_depth = FUZZ_MAX_DEPTH;
  mut_rng r = {gseed ^ ((uint64_t)seed * 0xD1B54A32D192ED03ull)};
  mbg_output g;
  memset(&g, 0, sizeof g);
  if (mbg_generate_ex(mut_next(&r), &k, MBG_OUT_TRACE, &g) != 0 || !g.bytes) {
    mbg_output_free(&g);
    return size <= max_size ? size : max_size;
  }
  mbg_mutation m;
  memset(&m, 0, sizeof m);
  const uint8_t *res = g.bytes;
  size_t n = g.size;
  uint64_t roll = mut_below(&r, 100);
  int rc = 1;
  if (roll < 10) {
    rc = 1; /* the valid file itself */
  } else if (roll < 16) {
    rc = mbg_mutate(&g, mut_next(&r), -1, &m);
  } else { /* a deep kind, from a random start, the first that applies */
    int lo = first_deep_kind(), nk = mut_nkinds - lo;
    int start = (int)mut_below(&r, (uint64_t)nk);
    uint64_t s = mut_next(&r);
    for (int j = 0; j < nk && rc == 1; j++) rc = mbg_mutate(&g, s, lo + (start + j) % nk, &m);
  }
  if (rc == 0) {
    res = m.bytes;
    n = m.size;
  }
  if (n > max_size) n = max_size;
  memcpy(data, res, n);
  mbg_mutation_free(&m);
  mbg_output_free(&g);
  return n;
}
