/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* CHECK for the reader's C unit tests: counts checks and failures and
 * prints each failure with its line, so a test reports every broken
 * expectation in one run instead of stopping at the first. */
#ifndef MLIRBC_TESTS_CHECK_H
#define MLIRBC_TESTS_CHECK_H
#include <stdio.h>

static int failures, checks;
#define CHECK(cond, ...)                          \
  do {                                            \
    checks++;                                     \
    if (!(cond)) {                                \
      failures++;                                 \
      printf("FAIL %s:%d: ", __FILE__, __LINE__); \
      printf(__VA_ARGS__);                        \
      printf("\n");                               \
    }                                             \
  } while (0)

#endif
