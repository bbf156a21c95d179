/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* custom_mutator.c — structure-aware mutation for libFuzzer targets.
 * Linked into a target (e.g. fuzz_read_sa = fuzz_read.c + this file), it
 * replaces libFuzzer's byte-level mutation: 3 times in 4 it asks the
 * generator's structure-aware mutator (sa_mutate.h -> mbg_fuzz_mutate: a
 * generated file with a field-level mutation from the trace) and otherwise,
 * or when that produces nothing, uses libFuzzer's own LLVMFuzzerMutate so
 * the byte-level mutations (dictionary, CMP tracing) still happen. */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "sa_mutate.h"

size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t max_size);
size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t max_size,
                               unsigned int seed);

/* Inputs larger than this are mutated byte-level only: the structure-aware
 * mutator parses/regenerates, which costs time proportional to the size. */
enum { SA_MAX_INPUT = 1 << 16 };

size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t max_size,
                               unsigned int seed) {
  if ((seed & 3u) != 0 && size <= SA_MAX_INPUT) {
    size_t n = sa_mutate(data, size, max_size, seed >> 2);
    if (n > 0) return n;
  }
  return LLVMFuzzerMutate(data, size, max_size);
}
