/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* test_alloc_fail.c — allocation-failure injection.
 *
 * An mlirbc_options.alloc hook counts live bytes and allocation calls, checks
 * that every realloc/free passes the size it was given (Lua-style contract),
 * and fails the Nth allocation. For every input and N = 1, 2, ... until a run
 * completes without reaching the Nth allocation, it runs
 * open + walk + dump_json + dump_mlir (+ close) and asserts:
 *   - every entry point returns the input's normal result or MLIRBC_E_NOMEM
 *     (an accepted file: MLIRBC_OK or MLIRBC_E_NOMEM), never a crash;
 *   - after mlirbc_close no byte is live (no leak) and no block was freed twice.
 * Inputs: mkbc_minimal and mkbc_rich at several versions (decode_all on and
 * off), plus every corpus/upstream/files/ *.mlirbc if that directory exists.
 *
 * usage: test_alloc_fail REPO_ROOT [MAX_POINTS_PER_FILE]  */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "mkbc.h"
#include "mlirbc.h"
#include "test_alloc.h"

typedef struct {
  mlirbc_code code[4]; /* per stage: open, walk, json, mlir (OK if not reached) */
  int reached;         /* stages run */
} outcome;

static const char *const stage_name[4] = {"open", "walk", "dump_json", "dump_mlir"};

static outcome run(const uint8_t *data, size_t n, actx *a, int decode_all) {
  outcome o;
  memset(&o, 0, sizeof o);
  mlirbc_options opts;
  memset(&opts, 0, sizeof opts);
  opts.alloc = hook;
  opts.alloc_ud = a;
  opts.decode_all = decode_all;
  mlirbc_file *f = NULL;
  mlirbc_error e;
  mlirbc_visitor v;
  memset(&v, 0, sizeof v);
  o.reached = 1;
  o.code[0] = mlirbc_open(&f, data, n, &opts, &e);
  if (o.code[0] == MLIRBC_OK) {
    o.reached = 2;
    o.code[1] = mlirbc_walk(f, &v, NULL, &e);
    if (o.code[1] == MLIRBC_OK) {
      o.reached = 3;
      o.code[2] = mlirbc_dump_json(f, discard, NULL, &e);
      o.reached = 4;
      o.code[3] = mlirbc_dump_mlir(f, discard, NULL, &e);
    }
  }
  mlirbc_close(f);
  return o;
}

static int failures;
static uint64_t total_points;

/* Returns the number of allocation points exercised. */
static uint64_t check_input(const char *name, const uint8_t *src, size_t n, int decode_all,
                            uint64_t max_points) {
  /* Exact-size heap copy so ASan sees over-reads. */
  uint8_t *data = malloc(n ? n : 1);
  memcpy(data, src, n);
  actx base;
  memset(&base, 0, sizeof base);
  outcome ref = run(data, n, &base, decode_all);
  int bad = 0;
  if (base.live != 0 || base.live_blocks != 0 || base.size_mismatch) {
    printf("FAIL %s: baseline run leaks %zu bytes in %zu blocks, %d size mismatches\n", name,
           base.live, base.live_blocks, base.size_mismatch);
    bad = 1;
  }
  for (int s = 0; s < ref.reached; s++)
    if (ref.code[s] == MLIRBC_E_NOMEM) {
      printf("FAIL %s: %s returned E_NOMEM without an injected failure\n", name, stage_name[s]);
      bad = 1;
    }
  int accepted = 1;
  for (int s = 0; s < ref.reached; s++) accepted &= ref.code[s] == MLIRBC_OK;
  if (!accepted)
    printf("note %s: not accepted without injection (%s); checking NOMEM paths anyway\n", name,
           mlirbc_code_name(ref.code[ref.reached - 1]));

  uint64_t points = base.calls, stride = 1;
  if (max_points && points > max_points) stride = (points + max_points - 1) / max_points;
  uint64_t exercised = 0;
  for (uint64_t k = 1;; k += stride) {
    actx a;
    memset(&a, 0, sizeof a);
    a.fail_at = k;
    outcome o = run(data, n, &a, decode_all);
    exercised++;
    int ok = 1;
    for (int s = 0; s < o.reached; s++) {
      mlirbc_code c = o.code[s];
      /* The normal result of this stage, or E_NOMEM once injected. */
      mlirbc_code want = s < ref.reached ? ref.code[s] : MLIRBC_OK;
      if (c == want) continue;
      if (c == MLIRBC_E_NOMEM && a.injected) continue;
      printf("FAIL %s: fail allocation %" PRIu64 "/%" PRIu64 ": %s returned %s (normal: %s)\n",
             name, k, points, stage_name[s], mlirbc_code_name(c), mlirbc_code_name(want));
      ok = 0;
    }
    if (a.live != 0 || a.live_blocks != 0) {
      printf("FAIL %s: fail allocation %" PRIu64 ": %zu bytes in %zu blocks leaked\n", name, k,
             a.live, a.live_blocks);
      ok = 0;
    }
    if (a.size_mismatch) {
      printf("FAIL %s: fail allocation %" PRIu64 ": %d realloc/free call(s) with a wrong old_size"
             " (first: block of %zu bytes passed as %zu, new size %zu)\n",
             name, k, a.size_mismatch, a.mm_have, a.mm_given, a.mm_new);
      ok = 0;
    }
    if (!ok && ++bad > 5) {
      printf("     %s: stopping after 5 failures\n", name);
      break;
    }
    if (!a.injected) break; /* ran to completion: every point covered */
    if (a.calls > points + 1000000) {
      printf("FAIL %s: allocation count not deterministic\n", name);
      bad++;
      break;
    }
  }
  if (bad) failures++;
  printf("%s %s%s: %" PRIu64 " allocation points, %" PRIu64 " runs%s, peak %zu bytes\n",
         bad ? "FAIL" : "ok  ", name, decode_all ? " (decode_all)" : "", points, exercised,
         stride > 1 ? " (sampled)" : "", base.peak);
  total_points += exercised;
  free(data);
  return exercised;
}

static int cmpstr(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

static void corpus(const char *root, uint64_t max_points) {
  char dir[4096];
  snprintf(dir, sizeof dir, "%s/corpus/upstream/files", root);
  DIR *dp = opendir(dir);
  if (!dp) {
    printf("note: %s not present, corpus files skipped\n", dir);
    return;
  }
  char **names = NULL;
  size_t nn = 0, cap = 0;
  struct dirent *de;
  while ((de = readdir(dp))) {
    size_t l = strlen(de->d_name);
    if (l < 8 || strcmp(de->d_name + l - 7, ".mlirbc") != 0) continue;
    if (nn == cap) {
      cap = cap ? 2 * cap : 64;
      names = realloc(names, cap * sizeof *names);
    }
    names[nn++] = strdup(de->d_name);
  }
  closedir(dp);
  if (nn) qsort(names, nn, sizeof *names, cmpstr); /* names is NULL when none */
  for (size_t i = 0; i < nn; i++) {
    char path[8192];
    snprintf(path, sizeof path, "%s/%s", dir, names[i]);
    FILE *fp = fopen(path, "rb");
    if (!fp) continue;
    mkb b = {0};
    uint8_t tmp[65536];
    size_t r;
    while ((r = fread(tmp, 1, sizeof tmp, fp)) > 0) mkb_raw(&b, tmp, r);
    fclose(fp);
    check_input(names[i], b.d, b.n, 0, max_points);
    mkb_free(&b);
    free(names[i]);
  }
  free(names);
  if (nn == 0) { /* a directory that lists as empty is a broken run, not a pass */
    printf("FAIL no .mlirbc files in %s\n", dir);
    failures++;
  }
}

int main(int argc, char **argv) {
  const char *root = argc > 1 ? argv[1] : ".";
  /* Corpus files can have many allocation points: sample at most this many
   * per file (all points are run for the hand-made modules). */
  uint64_t max_points = argc > 2 ? strtoull(argv[2], NULL, 10) : 400;
  static const unsigned versions[] = {0, 1, 2, 3, 4, 5, 6};
  for (size_t i = 0; i < sizeof versions / sizeof versions[0]; i++) {
    unsigned v = versions[i];
    char name[64];
    mkb b = mkbc_minimal(v);
    snprintf(name, sizeof name, "mkbc_minimal v%u", v);
    check_input(name, b.d, b.n, 0, 0);
    mkb_free(&b);
    b = mkbc_rich(v);
    snprintf(name, sizeof name, "mkbc_rich v%u", v);
    check_input(name, b.d, b.n, 0, 0);
    check_input(name, b.d, b.n, 1, 0);
    mkb_free(&b);
  }
  /* A rejected input: its error path must not leak either. */
  {
    mkb b = mkbc_rich(6);
    b.n -= 2; /* cut into the properties section */
    check_input("mkbc_rich v6 truncated", b.d, b.n, 0, 0);
    mkb_free(&b);
  }
  corpus(root, max_points);
  printf("%" PRIu64 " allocation points exercised in total, %d input(s) failed\n", total_points,
         failures);
  return failures ? 1 : 0;
}
