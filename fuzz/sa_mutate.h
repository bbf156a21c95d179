/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* sa_mutate.h — the structure-aware mutation step shared by the libFuzzer
 * custom mutator (custom_mutator.c) and the AFL++ one (afl_mutator.c).
 * Two ways to call the generator's mbg_fuzz_mutate, chosen by the seed:
 *  - on the input itself (the mutator's contract: input bytes -> variant);
 *  - on 16 fresh bytes derived from the seed and the input: a newly
 *    generated and mutated file with knobs (version, alignment, ...) that do
 *    not depend on the input's first bytes, which for .mlirbc inputs are
 *    always the magic number and would pin the knobs. */
#ifndef MLIRBC_FUZZ_SA_MUTATE_H
#define MLIRBC_FUZZ_SA_MUTATE_H

#include <stddef.h>
#include <stdint.h>

#include "mlirbc_gen.h"

static uint64_t sa_mix(uint64_t z) {
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

/* Rewrites data (capacity max_size) in place; returns the new size, or 0 when
 * nothing was produced (the caller falls back to byte-level mutation). */
static size_t sa_mutate(uint8_t *data, size_t size, size_t max_size, unsigned int seed) {
  enum { KNOB_BYTES = 16 };
  if ((seed & 1u) && max_size >= KNOB_BYTES) {
    uint64_t h = 1469598103934665603ull; /* FNV-1a of the input, cheap */
    for (size_t i = 0; i < size && i < 4096; ++i) h = (h ^ data[i]) * 1099511628211ull;
    uint64_t s = h ^ ((uint64_t)seed << 32);
    for (size_t i = 0; i < KNOB_BYTES; i += 8) {
      uint64_t v = sa_mix(s += 0x9E3779B97F4A7C15ull);
      for (size_t j = 0; j < 8; ++j) data[i + j] = (uint8_t)(v >> (8 * j));
    }
    size = KNOB_BYTES;
  }
  size_t n = mbg_fuzz_mutate(data, size, max_size, seed >> 1);
  return n <= max_size ? n : 0;
}

#endif
