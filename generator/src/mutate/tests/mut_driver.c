/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* mut_driver.c — writes mutations for the mutator tests (run_mutations.py).
 *
 *   mut_driver gen SEED0 NSEEDS OUTDIR [K]  generated files x every kind
 *   mut_driver trace FILE TRACE OUTDIR [K]  an existing file whose field trace
 *                                           is a `mlirbc-read --trace` listing
 *                                           (K seeds per kind, default 2)
 *   mut_driver fuzz SEED0 N OUTDIR          mbg_fuzz_mutate outputs
 *   mut_driver robust SEED0 N OUTDIR        every kind on generated files whose
 *                                           trace was scrambled (must not crash)
 *
 * Each mutation is produced twice and compared (determinism); OUTDIR gets
 * the files and manifest.tsv: file, verdict, code, offset, ambiguity, name.
 * Exit 1 on a determinism failure or an inconsistent mutation. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "mlirbc_gen.h"

static int failures;

static void fail(const char *what, const char *name) {
  fprintf(stderr, "FAIL: %s (%s)\n", what, name);
  failures++;
}

static int write_file(const char *path, const uint8_t *b, size_t n) {
  FILE *f = fopen(path, "wb");
  if (!f) return 1;
  size_t w = n ? fwrite(b, 1, n, f) : 0;
  return fclose(f) != 0 || w != n;
}

static const char *verdict_name(int v) {
  return v == MBG_REJECT ? "reject" : v == MBG_IMPL ? "impl" : "accept";
}

/* Every kind, a few seeds each; one line per distinct mutation. */
static void mutate_all(const mbg_output *g, const char *tag, int seeds, const char *dir,
                       FILE *man) {
  for (int kind = 0; kind < mbg_mutation_kinds(); kind++) {
    for (int s = 0; s < seeds; s++) {
      mbg_mutation a, b;
      uint64_t seed = (uint64_t)s * 7919u + 1;
      int ra = mbg_mutate(g, seed, kind, &a);
      int rb = mbg_mutate(g, seed, kind, &b);
      const char *kn = mbg_mutation_kind_name(kind);
      if (ra != rb || (ra == 0 && (a.size != b.size || memcmp(a.bytes, b.bytes, a.size) ||
                                   strcmp(a.name, b.name) || a.expect_offset != b.expect_offset)))
        fail("not deterministic", kn);
      if (ra == 0) {
        if (a.verdict == MBG_IMPL && !a.ambiguity) fail("impl without ambiguity", a.name);
        if (a.verdict == MBG_REJECT && a.ambiguity) fail("reject with ambiguity", a.name);
        if (!a.field) fail("no field", a.name);
        char path[1024];
        snprintf(path, sizeof path, "%s/%s.k%03d.s%d.mlirbc", dir, tag, kind, s);
        if (write_file(path, a.bytes, a.size)) fail("cannot write", path);
        fprintf(man, "%s\t%s\t%s\t%" PRId64 "\t%s\t%s\t%s\n", path, verdict_name(a.verdict),
                a.expect_code ? a.expect_code : "-", a.expect_offset,
                a.ambiguity ? a.ambiguity : "-", a.name, kn);
      }
      if (ra == 0) mbg_mutation_free(&a);
      if (rb == 0) mbg_mutation_free(&b);
    }
  }
}

static uint8_t *read_all(const char *path, size_t *n) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  size_t cap = 1 << 16, len = 0;
  uint8_t *b = malloc(cap);
  size_t r;
  while (b && (r = fread(b + len, 1, cap - len, f)) > 0) {
    len += r;
    if (len == cap) {
      uint8_t *nb = realloc(b, cap *= 2);
      if (!nb) {
        free(b);
        b = NULL;
      } else {
        b = nb;
      }
    }
  }
  fclose(f);
  *n = len;
  return b;
}

/* A reader trace line: OFFSET SIZE SECTION ID VALUE. */
static int load_trace(const char *path, mbg_output *g) {
  FILE *f = fopen(path, "r");
  if (!f) return 1;
  size_t cap = 1024;
  g->trace = malloc(cap * sizeof *g->trace);
  char line[512], sec[64], id[256];
  unsigned long long off, size, val;
  while (g->trace && fgets(line, sizeof line, f)) {
    if (sscanf(line, "%llu %llu %63s %255s %llu", &off, &size, sec, id, &val) < 4) continue;
    if (g->ntrace == cap) {
      mbg_field *nt = realloc(g->trace, (cap *= 2) * sizeof *nt);
      if (!nt) break;
      g->trace = nt;
    }
    mbg_field *t = &g->trace[g->ntrace++];
    size_t idn = strlen(id) + 1;
    char *copy = malloc(idn);
    if (copy) memcpy(copy, id, idn);
    t->id = copy ? copy : "?";
    t->offset = (uint32_t)off;
    t->size = (uint32_t)size;
    t->flags = NULL;
  }
  fclose(f);
  return g->trace == NULL;
}

static void free_traced(mbg_output *g) {
  for (size_t i = 0; i < g->ntrace; i++)
    if (strcmp(g->trace[i].id, "?")) free((char *)g->trace[i].id);
  free(g->trace);
  free(g->bytes);
}

static const char *base_name(const char *p) {
  const char *s = strrchr(p, '/');
  return s ? s + 1 : p;
}

int main(int argc, char **argv) {
  if (argc < 5) {
    fprintf(stderr, "usage: mut_driver gen SEED0 NSEEDS OUTDIR | trace FILE TRACE OUTDIR |"
                    " fuzz SEED0 N OUTDIR\n");
    return 2;
  }
  const char *mode = argv[1], *dir = argv[4];
  int per_kind = argc > 5 ? atoi(argv[5]) : 2;
  if (per_kind < 1) per_kind = 1;
  char mpath[1024];
  snprintf(mpath, sizeof mpath, "%s/manifest.tsv", dir);
  FILE *man = fopen(mpath, "a");
  if (!man) return 2;
  if (!strcmp(mode, "trace")) {
    mbg_output g;
    memset(&g, 0, sizeof g);
    g.bytes = read_all(argv[2], &g.size);
    if (!g.bytes || load_trace(argv[3], &g)) return 2;
    mutate_all(&g, base_name(argv[2]), per_kind, dir, man);
    free_traced(&g);
  } else if (!strcmp(mode, "gen")) {
    uint64_t s0 = strtoull(argv[2], NULL, 10), n = strtoull(argv[3], NULL, 10);
    for (uint64_t s = s0; s < s0 + n; s++) {
      mbg_knobs k;
      mbg_knobs_default(&k);
      if (k.max_ops < 0 || k.max_ops > 60) k.max_ops = 60;
      mbg_output g;
      memset(&g, 0, sizeof g);
      if (mbg_generate(s, &k, &g) != 0) {
        fail("mbg_generate failed", argv[2]);
        mbg_output_free(&g);
        continue;
      }
      char tag[64], path[1024];
      snprintf(tag, sizeof tag, "g%" PRIu64, s);
      snprintf(path, sizeof path, "%s/%s.base.mlirbc", dir, tag);
      write_file(path, g.bytes, g.size);
      fprintf(man, "%s\taccept\t-\t-1\t-\tbase\tbase\n", path);
      mutate_all(&g, tag, per_kind, dir, man);
      mbg_output_free(&g);
    }
  } else if (!strcmp(mode, "robust")) {
    static const char *const ids[] = {
        "section.length", "props.size", "strings.size", "strings.count", "ir.op.name",
        "ir.op.mask", "ir.op.location", "ir.op.regions", "ir.block.header",
        "dialects.name", "resources.blob.alignment", "resources.blob.size",
        "ir.region.numValues", "attrtype.entry", "dialects.numOpNames"};
    uint64_t s0 = strtoull(argv[2], NULL, 10), n = strtoull(argv[3], NULL, 10);
    for (uint64_t s = s0; s < s0 + n; s++) {
      mbg_knobs k;
      mbg_knobs_default(&k);
      if (k.max_ops < 0 || k.max_ops > 40) k.max_ops = 40;
      mbg_output g;
      memset(&g, 0, sizeof g);
      if (mbg_generate(s, &k, &g) != 0) {
        mbg_output_free(&g);
        continue;
      }
      uint64_t x = s * 0x9E3779B97F4A7C15ull + 7;
      for (size_t i = 0; i < g.ntrace; i++) { /* scramble a third of the trace */
        x ^= x << 13; x ^= x >> 7; x ^= x << 17;
        if (x % 3) continue;
        g.trace[i].id = ids[(x >> 8) % (sizeof ids / sizeof *ids)];
        g.trace[i].offset = (uint32_t)((x >> 16) % (g.size + 2));
        g.trace[i].size = (uint32_t)((x >> 40) % 12);
      }
      for (int kind = 0; kind < mbg_mutation_kinds(); kind++) {
        mbg_mutation m;
        if (mbg_mutate(&g, s, kind, &m) == 0) mbg_mutation_free(&m);
      }
      mbg_output_free(&g);
    }
  } else if (!strcmp(mode, "fuzz")) {
    uint64_t s0 = strtoull(argv[2], NULL, 10), n = strtoull(argv[3], NULL, 10);
    enum { CAP = 1 << 20 };
    uint8_t *a = malloc(CAP), *b = malloc(CAP);
    if (!a || !b) return 2;
    for (uint64_t s = s0; s < s0 + n; s++) {
      uint64_t x = s * 0x9E3779B97F4A7C15ull + 1; /* input bytes from the seed */
      size_t in = 1 + (size_t)(s % 64);
      for (size_t i = 0; i < in; i++) {
        x ^= x << 13; x ^= x >> 7; x ^= x << 17;
        a[i] = b[i] = (uint8_t)x;
      }
      size_t na = mbg_fuzz_mutate(a, in, CAP, (unsigned)s);
      size_t nb = mbg_fuzz_mutate(b, in, CAP, (unsigned)s);
      if (na != nb || memcmp(a, b, na)) fail("mbg_fuzz_mutate not deterministic", argv[2]);
      char path[1024];
      snprintf(path, sizeof path, "%s/f%" PRIu64 ".mlirbc", dir, s);
      write_file(path, a, na);
      fprintf(man, "%s\tfuzz\t-\t-1\t-\tfuzz\tfuzz\n", path);
      /* a small max_size must be honoured */
      size_t small = mbg_fuzz_mutate(a, in < 8 ? in : 8, 8, (unsigned)s);
      if (small > 8) fail("mbg_fuzz_mutate exceeded max_size", argv[2]);
    }
    free(a);
    free(b);
  } else {
    return 2;
  }
  fclose(man);
  return failures ? 1 : 0;
}
