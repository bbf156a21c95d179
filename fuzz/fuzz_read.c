/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* fuzz_read.c — libFuzzer target: mlirbc_open + mlirbc_walk (validation only).
 * The input is the whole .mlirbc file. It is copied into an exact-size heap
 * buffer so that ASan catches any read past its end. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "asan_defaults.h"
#include "mlirbc.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int count_op(void *ud, const mlirbc_op *op) {
  (void)op;
  ++*(uint64_t *)ud;
  return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  uint8_t *copy = malloc(size ? size : 1);
  if (!copy) return 0;
  if (size) memcpy(copy, data, size);

  mlirbc_file *f = NULL;
  mlirbc_error e;
  mlirbc_code rc = mlirbc_open(&f, copy, size, NULL, &e);
  if (rc == MLIRBC_OK) {
    /* Read back the header to make sure it is consistent. */
    const mlirbc_header *h = mlirbc_get_header(f);
    if (!h || h->version > MLIRBC_MAX_VERSION) abort();
    mlirbc_visitor v;
    memset(&v, 0, sizeof v);
    v.op_begin = count_op;
    uint64_t ops = 0;
    rc = mlirbc_walk(f, &v, &ops, &e);
    (void)rc;
  } else {
    /* A rejected file must say why with a known code. */
    if (rc >= MLIRBC_CODE_COUNT || e.code != rc || !mlirbc_code_name(rc)) abort();
  }
  mlirbc_close(f);
  free(copy);
  return 0;
}
