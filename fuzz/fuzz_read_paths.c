/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* fuzz_read_paths.c — libFuzzer target: the validating path (mlirbc_walk with
 * no visitor: leaf locations checked and dropped, properties checked and not
 * rendered) and the rendering path (mlirbc_dump_json, every text built) give
 * the same verdict: code, section, offset and message. With and without
 * decode_all. Aborts on any disagreement. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "asan_defaults.h"
#include "mlirbc.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int sink_write(void *ud, const char *p, size_t n) {
  if (n) *(char *)ud ^= p[n - 1]; /* touch the data so ASan checks it */
  return 0;
}

/* Verdict of one path on a fresh open: rendering = 0 walks, 1 dumps. */
static mlirbc_code run(const uint8_t *buf, size_t size, int decode_all, int rendering,
                       mlirbc_error *e) {
  mlirbc_options o;
  memset(&o, 0, sizeof o);
  o.decode_all = decode_all;
  mlirbc_file *f = NULL;
  memset(e, 0, sizeof *e);
  mlirbc_code rc = mlirbc_open(&f, buf, size, &o, e);
  if (rc == MLIRBC_OK) {
    char x = 0;
    rc = rendering ? mlirbc_dump_json(f, sink_write, &x, e) : mlirbc_walk(f, NULL, NULL, e);
  }
  mlirbc_close(f);
  return rc;
}

static int same(mlirbc_code ra, const mlirbc_error *a, mlirbc_code rb, const mlirbc_error *b) {
  if (ra != rb) return 0;
  if (ra == MLIRBC_OK) return 1;
  return a->code == b->code && a->section == b->section && a->offset == b->offset &&
         strcmp(a->message, b->message) == 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  uint8_t *copy = malloc(size ? size : 1);
  if (!copy) return 0;
  if (size) memcpy(copy, data, size);
  for (int all = 0; all < 2; all++) {
    mlirbc_error ea, eb;
    mlirbc_code ra = run(copy, size, all, 0, &ea);
    mlirbc_code rb = run(copy, size, all, 1, &eb);
    if (!same(ra, &ea, rb, &eb)) {
      fprintf(stderr, "paths disagree (decode_all=%d):\n  walk: %s @%llu [%d] %s\n"
                      "  dump: %s @%llu [%d] %s\n", all, mlirbc_code_name(ra),
              (unsigned long long)ea.offset, ea.section, ea.message, mlirbc_code_name(rb),
              (unsigned long long)eb.offset, eb.section, eb.message);
      abort();
    }
  }
  free(copy);
  return 0;
}
