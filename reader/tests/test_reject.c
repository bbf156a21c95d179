/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* test_reject.c — replays the hand-made cases, the .hex files in reader/tests/bad.
 *
 * Each case is commented hex (see bad/README.md) with one header line
 *   # expect: OK
 *   # expect: E_<CODE> @ <offset> [<section>]
 * The case runs mlirbc_open then mlirbc_walk (accepted files also run both
 * dumps); the first error must have exactly that code, absolute offset and
 * section. Sections are compared by mlirbc_section_name with case, '_', '-',
 * '/' and spaces ignored ("attr_type_offset" == "AttrTypeOffset").
 *
 * usage: test_reject REPO_ROOT [CASE_NAME...]   */
#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <dirent.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlirbc.h"

typedef struct {
  int ok;             /* 1: expect acceptance */
  char code[64];
  uint64_t offset;
  char section[64];
} expectation;

static int parse_expect(const char *line, expectation *x) {
  const char *p = strstr(line, "expect:");
  if (!p) return -1;
  p += strlen("expect:");
  while (*p == ' ' || *p == '\t') p++;
  memset(x, 0, sizeof *x);
  if (strncmp(p, "OK", 2) == 0) {
    x->ok = 1;
    return 0;
  }
  unsigned long long off;
  if (sscanf(p, "%63s @ %llu [%63[^]]]", x->code, &off, x->section) != 3) return -1;
  x->offset = off;
  return 0;
}

static int hexval(int c) {
  if (c >= '0' && c <= '9') return c - '0';
  c = tolower(c);
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return -1;
}

/* Reads a case: bytes into *out (malloc'd, exact size), expectation into *x. */
static int load_case(const char *path, uint8_t **out, size_t *n, expectation *x,
                     char *why, size_t whylen) {
  FILE *fp = fopen(path, "r");
  if (!fp) {
    snprintf(why, whylen, "cannot open");
    return -1;
  }
  size_t cap = 256, len = 0;
  uint8_t *d = malloc(cap);
  int have_expect = 0;
  char line[1024];
  int lineno = 0;
  while (fgets(line, sizeof line, fp)) {
    lineno++;
    char *hash = strchr(line, '#');
    if (hash) {
      if (strstr(hash, "expect:") && hash == line) {
        if (parse_expect(hash, x) != 0) {
          snprintf(why, whylen, "line %d: bad expect line", lineno);
          goto fail;
        }
        have_expect++;
      }
      *hash = 0;
    }
    for (char *p = line; *p;) {
      if (isspace((unsigned char)*p)) {
        p++;
        continue;
      }
      int hi = hexval((unsigned char)p[0]), lo = p[1] ? hexval((unsigned char)p[1]) : -1;
      if (hi < 0 || lo < 0) {
        snprintf(why, whylen, "line %d: not a hex pair near '%.8s'", lineno, p);
        goto fail;
      }
      if (len == cap) {
        cap *= 2;
        d = realloc(d, cap);
      }
      d[len++] = (uint8_t)(hi << 4 | lo);
      p += 2;
    }
  }
  fclose(fp);
  if (have_expect != 1) {
    snprintf(why, whylen, "%d expect lines (need exactly 1)", have_expect);
    free(d);
    return -1;
  }
  /* Exact-size copy so ASan sees any read past the end. */
  *out = malloc(len ? len : 1);
  if (len) memcpy(*out, d, len);
  *n = len;
  free(d);
  return 0;
fail:
  fclose(fp);
  free(d);
  return -1;
}

static void norm(const char *s, char *out, size_t n) {
  size_t k = 0;
  for (; *s && k + 1 < n; s++)
    if (isalnum((unsigned char)*s)) out[k++] = (char)tolower((unsigned char)*s);
  out[k] = 0;
}

static int discard(void *ud, const char *data, size_t size) {
  (void)ud;
  (void)data;
  (void)size;
  return 0;
}

/* Runs open + walk (+ dumps when accepted). Returns the first error. */
static mlirbc_code run(const uint8_t *data, size_t n, mlirbc_error *e, const char **stage) {
  mlirbc_file *f = NULL;
  mlirbc_visitor v;
  memset(&v, 0, sizeof v);
  memset(e, 0, sizeof *e);
  *stage = "open";
  mlirbc_code c = mlirbc_open(&f, data, n, NULL, e);
  if (c == MLIRBC_OK) {
    *stage = "walk";
    c = mlirbc_walk(f, &v, NULL, e);
  }
  if (c == MLIRBC_OK) {
    *stage = "dump_json";
    c = mlirbc_dump_json(f, discard, NULL, e);
  }
  if (c == MLIRBC_OK) {
    *stage = "dump_mlir";
    c = mlirbc_dump_mlir(f, discard, NULL, e);
  }
  mlirbc_close(f);
  return c;
}

static int cmpstr(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

static int wanted(const char *name, int argc, char **argv) {
  if (argc <= 2) return 1;
  for (int i = 2; i < argc; i++) {
    size_t l = strlen(argv[i]);
    if (strncmp(name, argv[i], l) == 0 && (name[l] == 0 || strcmp(name + l, ".hex") == 0))
      return 1;
  }
  return 0;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: %s REPO_ROOT [CASE...]\n", argv[0]);
    return 2;
  }
  char dir[4096];
  snprintf(dir, sizeof dir, "%s/reader/tests/bad", argv[1]);
  DIR *dp = opendir(dir);
  if (!dp) {
    fprintf(stderr, "cannot open %s\n", dir);
    return 1;
  }
  char **names = NULL;
  size_t nn = 0, cap = 0;
  struct dirent *de;
  while ((de = readdir(dp))) {
    size_t l = strlen(de->d_name);
    if (l < 5 || strcmp(de->d_name + l - 4, ".hex") != 0) continue;
    if (nn == cap) {
      cap = cap ? cap * 2 : 64;
      names = realloc(names, cap * sizeof *names);
    }
    names[nn++] = strdup(de->d_name);
  }
  closedir(dp);
  if (nn) qsort(names, nn, sizeof *names, cmpstr); /* names is NULL when none */

  int failures = 0, ran = 0, accepted = 0;
  for (size_t i = 0; i < nn; i++) {
    if (!wanted(names[i], argc, argv)) continue;
    char path[8192], why[256] = "";
    snprintf(path, sizeof path, "%s/%s", dir, names[i]);
    uint8_t *data = NULL;
    size_t n = 0;
    expectation x;
    ran++;
    if (load_case(path, &data, &n, &x, why, sizeof why) != 0) {
      printf("FAIL %s: malformed case file: %s\n", names[i], why);
      failures++;
      continue;
    }
    mlirbc_error e;
    const char *stage;
    mlirbc_code c = run(data, n, &e, &stage);
    const char *got = mlirbc_code_name(c);
    int ok;
    if (x.ok) {
      ok = c == MLIRBC_OK;
      accepted += ok;
      if (!ok)
        printf("FAIL %s: expected OK, got %s @ %" PRIu64 " [%s] in %s: %s\n", names[i],
               got ? got : "?", e.offset, mlirbc_section_name(e.section), stage, e.message);
    } else {
      char a[64], b[64];
      const char *sn = c == MLIRBC_OK ? "" : mlirbc_section_name(e.section);
      norm(x.section, a, sizeof a);
      norm(sn ? sn : "", b, sizeof b);
      ok = c != MLIRBC_OK && got && strcmp(got, x.code) == 0 && e.offset == x.offset &&
           strcmp(a, b) == 0;
      if (ok && e.message[0] == 0) {
        ok = 0;
        printf("FAIL %s: empty error message\n", names[i]);
      } else if (!ok) {
        if (c == MLIRBC_OK)
          printf("FAIL %s: expected %s @ %" PRIu64 " [%s], but the file was accepted\n",
                 names[i], x.code, x.offset, x.section);
        else
          printf("FAIL %s: expected %s @ %" PRIu64 " [%s], got %s @ %" PRIu64
                 " [%s] in %s: %s\n",
                 names[i], x.code, x.offset, x.section, got ? got : "?", e.offset,
                 sn ? sn : "?", stage, e.message);
      }
    }
    if (ok)
      printf("ok   %s\n", names[i]);
    else
      failures++;
    free(data);
  }
  for (size_t i = 0; i < nn; i++) free(names[i]);
  free(names);
  printf("%d cases, %d failed (%d expected-accept cases passed)\n", ran, failures, accepted);
  if (ran == 0) {
    printf("no cases found in %s\n", dir);
    return 1;
  }
  return failures ? 1 : 0;
}
