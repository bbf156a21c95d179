/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* fuzz_dump.c — libFuzzer target: mlirbc_open + mlirbc_dump_json +
 * mlirbc_dump_mlir into a sink that discards (but counts) the output. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "asan_defaults.h"
#include "mlirbc.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

typedef struct sink {
  uint64_t bytes;
  uint8_t last;
} sink;

static int sink_write(void *ud, const char *p, size_t n) {
  sink *s = ud;
  s->bytes += n;
  if (n) s->last = (uint8_t)p[n - 1]; /* touch the data so ASan checks it */
  return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  uint8_t *copy = malloc(size ? size : 1);
  if (!copy) return 0;
  if (size) memcpy(copy, data, size);

  mlirbc_file *f = NULL;
  mlirbc_error e;
  if (mlirbc_open(&f, copy, size, NULL, &e) == MLIRBC_OK) {
    sink s = {0, 0};
    (void)mlirbc_dump_json(f, sink_write, &s, &e);
    (void)mlirbc_dump_mlir(f, sink_write, &s, &e);
    /* Each attribute/type rendered on its own as well. */
    mlirbc_view t;
    uint64_t na = mlirbc_num_attrs(f), nt = mlirbc_num_types(f);
    for (uint64_t i = 0; i < na && i < 4096; ++i) (void)mlirbc_attr_text(f, i, &t, &e);
    for (uint64_t i = 0; i < nt && i < 4096; ++i) (void)mlirbc_type_text(f, i, &t, &e);
  }
  mlirbc_close(f);
  free(copy);
  return 0;
}
