/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* afl_mutator.c — AFL++ custom mutator (AFL_CUSTOM_MUTATOR_LIBRARY=libafl_mutator.so)
 * around the generator's structure-aware mutator (sa_mutate.h). AFL++ keeps
 * its own havoc stage as well (AFL_CUSTOM_MUTATOR_ONLY unset), so byte-level
 * and structure-aware mutations are interleaved. Built as a plain shared
 * library (no AFL instrumentation, no sanitizers): afl-fuzz dlopen()s it. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "sa_mutate.h"

typedef struct afl_mut_state {
  uint8_t *buf;
  size_t cap;
  uint64_t rng; /* splitmix64 state, seeded by afl-fuzz */
} afl_mut_state;

void *afl_custom_init(void *afl, unsigned int seed);
size_t afl_custom_fuzz(void *data, uint8_t *buf, size_t buf_size, uint8_t **out_buf,
                       uint8_t *add_buf, size_t add_buf_size, size_t max_size);
const char *afl_custom_describe(void *data, size_t max_description_len);
void afl_custom_deinit(void *data);

static uint64_t next_rand(afl_mut_state *s) {
  uint64_t z = (s->rng += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

void *afl_custom_init(void *afl, unsigned int seed) {
  (void)afl;
  afl_mut_state *s = calloc(1, sizeof *s);
  if (s) s->rng = seed;
  return s;
}

size_t afl_custom_fuzz(void *data, uint8_t *buf, size_t buf_size, uint8_t **out_buf,
                       uint8_t *add_buf, size_t add_buf_size, size_t max_size) {
  (void)add_buf;
  (void)add_buf_size;
  afl_mut_state *s = data;
  size_t cap = max_size > buf_size ? max_size : buf_size;
  if (cap > s->cap) {
    uint8_t *nb = realloc(s->buf, cap);
    if (!nb) { *out_buf = buf; return buf_size; }
    s->buf = nb;
    s->cap = cap;
  }
  memcpy(s->buf, buf, buf_size);
  size_t n = sa_mutate(s->buf, buf_size, max_size, (unsigned int)next_rand(s));
  if (n == 0) { *out_buf = buf; return buf_size; }
  *out_buf = s->buf;
  return n;
}

const char *afl_custom_describe(void *data, size_t max_description_len) {
  (void)data;
  return max_description_len >= 8 ? "mlirbc-sa" : "sa";
}

void afl_custom_deinit(void *data) {
  afl_mut_state *s = data;
  if (!s) return;
  free(s->buf);
  free(s);
}
