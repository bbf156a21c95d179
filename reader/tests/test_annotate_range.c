/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* test_annotate_range.c — mlirbc_annotate_range against the whole file's
 * annotated view: for every upstream-written file and every 10th corpus
 * case (accepted and rejected), and for ranges at the start, the end, in
 * the middle, of one byte, empty and pseudo-random, the rows of the range
 * are exactly the rows of mlirbc_annotate that overlap it (an empty row:
 * its offset in the range), DATA rows cut to the range, in the same order,
 * with the same depth, kind, section, grammar ID and value; the verdict
 * and error are the same.
 *
 * usage: test_annotate_range REPO_ROOT   */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlirbc.h"

#include "check.h"

typedef struct rowlist {
  mlirbc_field *v;
  size_t n, cap;
} rowlist;

static int keep(void *ud, const mlirbc_field *r) {
  rowlist *l = ud;
  if (l->n == l->cap) {
    l->cap = l->cap ? 2 * l->cap : 256;
    mlirbc_field *nv = realloc(l->v, l->cap * sizeof *nv);
    if (!nv) return 1;
    l->v = nv;
  }
  l->v[l->n++] = *r;
  return 0;
}

/* The whole file's rows restricted to [lo, hi): the reference. */
static rowlist restrict_rows(const rowlist *all, uint64_t lo, uint64_t hi) {
  rowlist out = {NULL, 0, 0};
  for (size_t i = 0; i < all->n && lo < hi; i++) {
    mlirbc_field r = all->v[i];
    uint64_t end = r.offset + r.size;
    int in = r.size ? r.offset < hi && end > lo : r.offset >= lo && r.offset < hi;
    if (!in) continue;
    if (r.kind == MLIRBC_FIELD_DATA) {
      uint64_t a = r.offset > lo ? r.offset : lo, b = end < hi ? end : hi;
      r.offset = a;
      r.size = b - a;
    }
    keep(&out, &r);
  }
  return out;
}

static int same_row(const mlirbc_field *a, const mlirbc_field *b) {
  return a->offset == b->offset && a->size == b->size && a->kind == b->kind &&
         a->depth == b->depth && a->section == b->section && !strcmp(a->name, b->name) &&
         (a->kind == MLIRBC_FIELD_DATA || a->value == b->value);
}

static int ranges_checked;

static void check_range(const char *name, const uint8_t *d, size_t n, const rowlist *all,
                        mlirbc_code want, const mlirbc_error *want_err, uint64_t lo,
                        uint64_t hi) {
  rowlist got = {NULL, 0, 0};
  mlirbc_error e;
  mlirbc_code rc = mlirbc_annotate_range(d, n, NULL, lo, hi, keep, &got, &e);
  uint64_t clo = lo < n ? lo : n, chi = hi < n ? hi : n;
  rowlist ref = restrict_rows(all, clo < chi ? clo : chi, chi);
  CHECK(rc == want && (rc == MLIRBC_OK || e.offset == want_err->offset), "%s [%llu,%llu): rc %d, want %d",
        name, (unsigned long long)lo, (unsigned long long)hi, (int)rc, (int)want);
  size_t bad = ref.n + got.n;
  for (size_t i = 0; i < ref.n && i < got.n; i++)
    if (!same_row(&ref.v[i], &got.v[i])) {
      bad = i;
      break;
    }
  if (bad == ref.n + got.n && ref.n == got.n) bad = SIZE_MAX;
  CHECK(bad == SIZE_MAX, "%s [%llu,%llu): %zu rows, want %zu; first difference at row %zu", name,
        (unsigned long long)lo, (unsigned long long)hi, got.n, ref.n, bad);
  ranges_checked++;
  free(got.v);
  free(ref.v);
}

static void check_file(const char *name, const uint8_t *d, size_t n) {
  rowlist all = {NULL, 0, 0};
  mlirbc_error want_err;
  mlirbc_code want = mlirbc_annotate(d, n, NULL, keep, &all, &want_err);
  CHECK(want != MLIRBC_E_NOMEM && want != MLIRBC_E_CALLBACK, "%s: annotate failed", name);
  uint64_t s = n;
  uint64_t fixed[][2] = {{0, s}, {0, 1},         {0, 16},          {s / 3, s / 3 + 37},
                         {s / 2, s / 2 + 1},      {s / 2, s / 2},  {s > 16 ? s - 16 : 0, s},
                         {s - s / 5, s + 100}};
  for (size_t k = 0; k < sizeof fixed / sizeof fixed[0]; k++)
    check_range(name, d, n, &all, want, &want_err, fixed[k][0], fixed[k][1]);
  uint64_t x = 0x9e3779b97f4a7c15ull ^ n; /* a fixed sequence per file size */
  for (int k = 0; k < 6 && s; k++) {
    x = x * 6364136223846793005ull + 1442695040888963407ull;
    uint64_t lo = (x >> 33) % s, len = 1 + (x >> 13) % 200;
    check_range(name, d, n, &all, want, &want_err, lo, lo + len);
  }
  free(all.v);
}

static uint8_t *slurp(const char *path, size_t *n) {
  FILE *fp = fopen(path, "rb");
  if (!fp) return NULL;
  uint8_t *d = NULL;
  size_t cap = 0;
  *n = 0;
  for (;;) {
    if (*n == cap) {
      cap = cap ? 2 * cap : 4096;
      uint8_t *nd = realloc(d, cap);
      if (!nd) break;
      d = nd;
    }
    size_t r = fread(d + *n, 1, cap - *n, fp);
    if (!r) break;
    *n += r;
  }
  fclose(fp);
  return d;
}

static int cmpstr(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Every EVERY-th .mlirbc file of DIR (sorted by name). Returns how many. */
static size_t directory(const char *root, const char *sub, size_t every) {
  char dir[4096];
  snprintf(dir, sizeof dir, "%s/%s", root, sub);
  DIR *dp = opendir(dir);
  if (!dp) return 0;
  char **names = NULL;
  size_t nn = 0, cap = 0, done = 0;
  struct dirent *de;
  while ((de = readdir(dp))) {
    size_t l = strlen(de->d_name);
    if (l < 8 || strcmp(de->d_name + l - 7, ".mlirbc") != 0) continue;
    if (nn == cap) {
      cap = cap ? 2 * cap : 64;
      char **nv = realloc(names, cap * sizeof *nv);
      if (!nv) break;
      names = nv;
    }
    names[nn++] = strdup(de->d_name);
  }
  closedir(dp);
  if (names) qsort(names, nn, sizeof *names, cmpstr);
  for (size_t i = 0; i < nn; i++) {
    if (i % every == 0) {
      char path[8192];
      snprintf(path, sizeof path, "%s/%s", dir, names[i]);
      size_t n;
      uint8_t *d = slurp(path, &n);
      if (d) check_file(names[i], d, n), done++;
      free(d);
    }
    free(names[i]);
  }
  free(names);
  return done;
}

int main(int argc, char **argv) {
  const char *root = argc > 1 ? argv[1] : ".";
  size_t files = directory(root, "corpus/upstream/files", 1);
  files += directory(root, "corpus/cases", 10);
  CHECK(files > 100, "only %zu corpus files found under %s", files, root);
  rowlist none = {NULL, 0, 0};
  CHECK(mlirbc_annotate_range(NULL, 0, NULL, 0, 1, NULL, NULL, NULL) == MLIRBC_E_USAGE,
        "no callback: usage");
  mlirbc_code whole = mlirbc_annotate(NULL, 0, NULL, keep, &none, NULL);
  size_t whole_rows = none.n;
  none.n = 0;
  CHECK(mlirbc_annotate_range(NULL, 0, NULL, 0, 1, keep, &none, NULL) == whole &&
            none.n == 0 && whole_rows == 0, "no data: the verdict of annotate, no rows");
  free(none.v);
  printf("%zu files, %d ranges, %d checks, %d failures\n", files, ranges_checked, checks,
         failures);
  return failures != 0;
}
