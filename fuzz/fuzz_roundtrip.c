/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* fuzz_roundtrip.c — libFuzzer target: generator/reader round trip.
 * The input bytes choose (seed, knobs) via mbg_knobs_from_bytes; the generator
 * writes a file and says what it wrote; the reference reader must accept the
 * file, and its canonical JSON (spec/structure.md) must equal the generator's.
 * Any disagreement aborts with both sides printed, so it becomes a crash
 * artifact whose bytes replay the same generator run. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "asan_defaults.h"
#include "mlirbc.h"
#include "mlirbc_gen.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

typedef struct text_buf {
  char *p;
  size_t len, cap;
} text_buf;

static int text_write(void *ud, const char *p, size_t n) {
  text_buf *b = ud;
  if (b->len + n + 1 > b->cap) {
    size_t cap = b->cap ? b->cap : 4096;
    while (cap < b->len + n + 1) cap *= 2;
    char *q = realloc(b->p, cap);
    if (!q) return 1;
    b->p = q;
    b->cap = cap;
  }
  memcpy(b->p + b->len, p, n);
  b->len += n;
  b->p[b->len] = 0;
  return 0;
}

/* JSON equality up to insignificant whitespace: both sides are canonical
 * (spec/structure.md) but a trailing newline or indentation must not count. */
static int is_json_space(char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; }

static int json_equal(const char *a, size_t na, const char *b, size_t nb) {
  size_t i = 0, j = 0;
  int in_str = 0, esc = 0;
  for (;;) {
    if (!in_str) {
      while (i < na && is_json_space(a[i])) ++i;
      while (j < nb && is_json_space(b[j])) ++j;
    }
    if (i == na || j == nb) return i == na && j == nb;
    if (a[i] != b[j]) return 0;
    char c = a[i];
    if (in_str) {
      if (esc) esc = 0;
      else if (c == '\\') esc = 1;
      else if (c == '"') in_str = 0;
    } else if (c == '"') {
      in_str = 1;
    }
    ++i;
    ++j;
  }
}

static void fail(const char *what, uint64_t seed, const mbg_output *g, const char *detail,
                 const char *got, size_t got_len) {
  fprintf(stderr, "fuzz_roundtrip: %s\n  seed=%llu knobs: %s\n  version=%d size=%zu\n",
          what, (unsigned long long)seed, g->knobs_text ? g->knobs_text : "?", g->version,
          g->size);
  if (detail) fprintf(stderr, "  reader: %s\n", detail);
  if (g->structure) fprintf(stderr, "  expected: %.*s\n", (int)g->structure_len, g->structure);
  if (got) fprintf(stderr, "  got:      %.*s\n", (int)got_len, got);
  abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  uint64_t seed = 0;
  mbg_knobs k;
  mbg_knobs_from_bytes(data, size, &seed, &k);
  mbg_output g;
  memset(&g, 0, sizeof g);
  if (mbg_generate(seed, &k, &g) != 0) {
    /* Only allocation failure may stop the generator (mlirbc_gen.h). */
    mbg_output_free(&g);
    return 0;
  }

  /* Exact-size copy so ASan sees overreads past the file. */
  uint8_t *copy = malloc(g.size ? g.size : 1);
  if (!copy) { mbg_output_free(&g); return 0; }
  if (g.size) memcpy(copy, g.bytes, g.size);

  mlirbc_file *f = NULL;
  mlirbc_error e;
  char detail[320];
  mlirbc_code rc = mlirbc_open(&f, copy, g.size, NULL, &e);
  if (rc == MLIRBC_OK) rc = mlirbc_walk(f, &(mlirbc_visitor){0}, NULL, &e);
  if (rc != MLIRBC_OK && rc != MLIRBC_E_NOMEM) {
    snprintf(detail, sizeof detail, "offset %llu: [%s] %s: %s", (unsigned long long)e.offset,
             mlirbc_section_name(e.section), mlirbc_code_name(rc), e.message);
    fail("reader rejected a generated file", seed, &g, detail, NULL, 0);
  }
  if (rc == MLIRBC_OK && g.structure) {
    text_buf got = {0, 0, 0};
    rc = mlirbc_dump_json(f, text_write, &got, &e);
    if (rc != MLIRBC_OK && rc != MLIRBC_E_NOMEM) {
      snprintf(detail, sizeof detail, "dump_json: %s: %s", mlirbc_code_name(rc), e.message);
      fail("reader could not dump a generated file", seed, &g, detail, NULL, 0);
    }
    if (rc == MLIRBC_OK && !json_equal(g.structure, g.structure_len, got.p, got.len))
      fail("structure differs", seed, &g, NULL, got.p, got.len);
    free(got.p);
  }
  mlirbc_close(f);
  free(copy);
  mbg_output_free(&g);
  return 0;
}
