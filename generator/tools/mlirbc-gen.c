/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* mlirbc-gen — command line of the corpus generator (generator/include/mlirbc_gen.h).
 *
 *   mlirbc-gen gen --seed S [KNOBS] -o FILE [--structure F] [--trace F] [--meta F]
 *   mlirbc-gen batch --seed S --count N --out DIR [KNOBS]
 *   mlirbc-gen mutate --seed S [KNOBS] --kind NAME|all --out DIR
 *   mlirbc-gen nest [--kind region|block|attr|type] --depth N [--version V] -o FILE
 *                   [--structure F] [--meta F]
 *   mlirbc-gen bench [--seconds T]
 *
 * Exit status: 0 success, 1 generation failed, 2 usage or I/O error. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>
#include "mlirbc_gen.h"

static const char *prog = "mlirbc-gen";

static void usage_main(FILE *f) {
  fprintf(f,
          "usage: mlirbc-gen COMMAND [OPTIONS]   (every command takes --help)\n\n"
          "Grammar-driven generator of MLIR bytecode files (versions 0-6) with their\n"
          "expected canonical structure (spec/structure.md) and a field trace.\n\n"
          "commands:\n"
          "  gen      one file from a seed and knobs\n"
          "  batch    many files (seed, seed+1, ...) into a directory\n"
          "  many     many files from a list of (id, seed, knobs), one process\n"
          "  mutate   mutations of one generated file (reject / impl-defined cases)\n"
          "  nest     one file of N nested regions, blocks, attributes or types (depth stress)\n"
          "  bench    generation throughput (small cases/s, MB/s for large ones)\n\n"
          "Exit status: 0 success, 1 generation failed, 2 usage or I/O error.\n");
}

static int die_usage(const char *fmt, const char *a) {
  fprintf(stderr, "%s: ", prog);
  fprintf(stderr, fmt, a);
  fprintf(stderr, " (see --help)\n");
  return 2;
}

static int write_file(const char *path, const void *d, size_t n) {
  FILE *f = fopen(path, "wb");
  if (!f) {
    fprintf(stderr, "%s: cannot write %s: %s\n", prog, path, strerror(errno));
    return 2;
  }
  int ok = fwrite(d, 1, n, f) == n;
  ok &= fclose(f) == 0;
  if (!ok) {
    fprintf(stderr, "%s: error writing %s\n", prog, path);
    return 2;
  }
  return 0;
}

static void json_str(FILE *f, const char *s) {
  fputc('"', f);
  for (; *s; s++) {
    unsigned char ch = (unsigned char)*s;
    if (ch == '"' || ch == '\\') fprintf(f, "\\%c", ch);
    else if (ch < 0x20 || ch >= 0x7F) fprintf(f, "\\u%04x", ch);
    else fputc(ch, f);
  }
  fputc('"', f);
}

static int write_trace(const char *path, const mbg_output *o) {
  FILE *f = fopen(path, "w");
  if (!f) {
    fprintf(stderr, "%s: cannot write %s: %s\n", prog, path, strerror(errno));
    return 2;
  }
  for (size_t i = 0; i < o->ntrace; i++)
    fprintf(f, "%u %u %s%s%s\n", o->trace[i].offset, o->trace[i].size, o->trace[i].id,
            o->trace[i].flags ? " " : "", o->trace[i].flags ? o->trace[i].flags : "");
  return fclose(f) == 0 ? 0 : 2;
}

/* The distinct grammar IDs and "ID:flag=v" states of a trace, sorted. */
static int cmpstr(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }
static void fields_json(FILE *f, const mbg_output *o) {
  size_t cap = 2 * o->ntrace + 8, n = 0;
  char **v = malloc(cap * sizeof *v);
  if (!v) abort();
  for (size_t i = 0; i < o->ntrace; i++) {
    v[n++] = strdup(o->trace[i].id);
    const char *fl = o->trace[i].flags;
    while (fl && *fl) {
      size_t len = strcspn(fl, ";");
      if (n + 1 >= cap) {
        cap *= 2;
        v = realloc(v, cap * sizeof *v);
        if (!v) abort();
      }
      size_t il = strlen(o->trace[i].id);
      char *s = malloc(il + len + 2);
      if (!s) abort();
      memcpy(s, o->trace[i].id, il);
      s[il] = ':';
      memcpy(s + il + 1, fl, len);
      s[il + 1 + len] = 0;
      v[n++] = s;
      fl += len + (fl[len] == ';');
    }
  }
  qsort(v, n, sizeof *v, cmpstr);
  fputc('[', f);
  int first = 1;
  for (size_t i = 0; i < n; i++) {
    if (i && strcmp(v[i], v[i - 1]) == 0) continue;
    if (!first) fputc(',', f);
    first = 0;
    json_str(f, v[i]);
  }
  fputc(']', f);
  for (size_t i = 0; i < n; i++) free(v[i]);
  free(v);
}

static void list_json(FILE *f, const char *csv) {
  fputc('[', f);
  int first = 1;
  while (*csv) {
    size_t n = strcspn(csv, ",");
    char tmp[128];
    snprintf(tmp, sizeof tmp, "%.*s", (int)n, csv);
    if (!first) fputc(',', f);
    first = 0;
    json_str(f, tmp);
    csv += n + (csv[n] == ',');
  }
  fputc(']', f);
}

/* meta: {"seed","version","knobs","features","fields","mlir_opt":{...}} */
static int write_meta(const char *path, const mbg_output *o) {
  FILE *f = fopen(path, "w");
  if (!f) {
    fprintf(stderr, "%s: cannot write %s: %s\n", prog, path, strerror(errno));
    return 2;
  }
  fprintf(f, "{\"seed\":%llu,\"version\":%d,\"knobs\":", (unsigned long long)o->seed, o->version);
  json_str(f, o->knobs_text);
  fprintf(f, ",\"features\":");
  list_json(f, o->features);
  fprintf(f, ",\"fields\":");
  fields_json(f, o);
  fprintf(f, ",\"mlir_opt\":{\"expressible\":%s", o->mlir_opt_expressible ? "true" : "false");
  if (!o->mlir_opt_expressible && o->mlir_opt_why) {
    fprintf(f, ",\"why\":");
    json_str(f, o->mlir_opt_why);
  }
  fprintf(f, "}}\n");
  return fclose(f) == 0 ? 0 : 2;
}

static int parse_u64(const char *s, uint64_t *v) {
  char *e;
  errno = 0;
  *v = strtoull(s, &e, 0);
  return *s && !*e && !errno;
}

/* ---- gen ---- */
static int cmd_gen(int argc, char **argv) {
  mbg_knobs k;
  mbg_knobs_default(&k);
  uint64_t seed = 0;
  int have_seed = 0;
  const char *out = NULL, *st = NULL, *tr = NULL, *meta = NULL;
  char err[160];
  for (int i = 0; i < argc;) {
    const char *a = argv[i];
    if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
      printf("usage: mlirbc-gen gen --seed S [KNOBS] -o FILE [--structure F] [--trace F] [--meta F]\n\n"
             "Writes one bytecode file; optionally its expected canonical structure\n"
             "(JSON, as `mlirbc-read --dump=json` prints it), its field trace (one line\n"
             "per field: offset size grammar-id [flag states]) and its metadata (JSON:\n"
             "seed, version, resolved knobs, features, fields, mlir_opt expressibility).\n"
             "The same seed and knobs always give the same bytes.\n\nknobs:\n%s",
             mbg_knobs_help());
      return 0;
    }
    int r = mbg_knob_arg(&k, argc, argv, &i, err, sizeof err);
    if (r < 0) return die_usage("%s", err);
    if (r > 0) continue;
    if (i + 1 >= argc) return die_usage("missing value or unknown option: %s", a);
    if (!strcmp(a, "--seed")) {
      if (!parse_u64(argv[i + 1], &seed)) return die_usage("--seed needs an unsigned integer, got '%s'", argv[i + 1]);
      have_seed = 1;
    } else if (!strcmp(a, "-o")) out = argv[i + 1];
    else if (!strcmp(a, "--structure")) st = argv[i + 1];
    else if (!strcmp(a, "--trace")) tr = argv[i + 1];
    else if (!strcmp(a, "--meta")) meta = argv[i + 1];
    else return die_usage("unknown option: %s", a);
    i += 2;
  }
  if (!have_seed) return die_usage("%s", "gen needs --seed");
  if (!out) return die_usage("%s", "gen needs -o FILE");
  mbg_output o;
  if (mbg_generate(seed, &k, &o) != 0) {
    fprintf(stderr, "%s: generation failed (invalid knobs?)\n", prog);
    return 1;
  }
  int rc = write_file(out, o.bytes, o.size);
  if (!rc && st) rc = write_file(st, o.structure, o.structure_len);
  if (!rc && tr) rc = write_trace(tr, &o);
  if (!rc && meta) rc = write_meta(meta, &o);
  mbg_output_free(&o);
  return rc;
}

/* ---- many: one process for a list of (id, seed, knobs) ---- */
static int cmd_many(int argc, char **argv) {
  const char *list = NULL, *dir = NULL;
  for (int i = 0; i < argc; i++) {
    if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
      printf("usage: mlirbc-gen many --list FILE --out DIR\n\n"
             "Each line of FILE: ID SEED [KNOBS...]. Writes DIR/ID.mlirbc, DIR/ID.json\n"
             "(structure) and DIR/ID.meta.json, exactly as `gen` would, in one process.\n");
      return 0;
    }
    if (i + 1 >= argc) return die_usage("missing value or unknown option: %s", argv[i]);
    if (!strcmp(argv[i], "--list")) list = argv[++i];
    else if (!strcmp(argv[i], "--out")) dir = argv[++i];
    else return die_usage("unknown option: %s", argv[i]);
  }
  if (!list || !dir) return die_usage("%s", "many needs --list FILE and --out DIR");
  FILE *f = fopen(list, "r");
  if (!f) {
    fprintf(stderr, "%s: cannot read %s: %s\n", prog, list, strerror(errno));
    return 2;
  }
  char line[4096];
  int rc = 0, lineno = 0;
  while (!rc && fgets(line, sizeof line, f)) {
    lineno++;
    char *av[64];
    int ac = 0;
    for (char *t = strtok(line, " \t\r\n"); t && ac < 64; t = strtok(NULL, " \t\r\n")) av[ac++] = t;
    if (ac == 0) continue;
    uint64_t seed;
    if (ac < 2 || !parse_u64(av[1], &seed)) {
      fprintf(stderr, "%s: %s:%d: expected ID SEED [KNOBS]\n", prog, list, lineno);
      rc = 2;
      break;
    }
    mbg_knobs k;
    mbg_knobs_default(&k);
    char err[160];
    for (int i = 2; i < ac;) {
      int r = mbg_knob_arg(&k, ac, av, &i, err, sizeof err);
      if (r <= 0) {
        fprintf(stderr, "%s: %s:%d: %s\n", prog, list, lineno, r < 0 ? err : "unknown knob");
        rc = 2;
        break;
      }
    }
    if (rc) break;
    mbg_output o;
    if (mbg_generate(seed, &k, &o) != 0) {
      fprintf(stderr, "%s: %s:%d: generation failed\n", prog, list, lineno);
      rc = 1;
      break;
    }
    char path[4096];
    snprintf(path, sizeof path, "%s/%s.mlirbc", dir, av[0]);
    rc = write_file(path, o.bytes, o.size);
    snprintf(path, sizeof path, "%s/%s.json", dir, av[0]);
    if (!rc) rc = write_file(path, o.structure, o.structure_len);
    snprintf(path, sizeof path, "%s/%s.meta.json", dir, av[0]);
    if (!rc) rc = write_meta(path, &o);
    mbg_output_free(&o);
  }
  fclose(f);
  return rc;
}

/* ---- batch ---- */
static int cmd_batch(int argc, char **argv) {
  mbg_knobs k;
  mbg_knobs_default(&k);
  uint64_t seed = 0, count = 0;
  const char *dir = NULL, *prefix = "g";
  char err[160];
  for (int i = 0; i < argc;) {
    const char *a = argv[i];
    if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
      printf("usage: mlirbc-gen batch --seed S --count N --out DIR [--prefix P] [KNOBS]\n\n"
             "Writes DIR/P_<seed>.mlirbc, .json (structure) and .meta.json for seeds\n"
             "S .. S+N-1 (DIR must exist).\n\nknobs:\n%s",
             mbg_knobs_help());
      return 0;
    }
    int r = mbg_knob_arg(&k, argc, argv, &i, err, sizeof err);
    if (r < 0) return die_usage("%s", err);
    if (r > 0) continue;
    if (i + 1 >= argc) return die_usage("missing value or unknown option: %s", a);
    if (!strcmp(a, "--seed")) {
      if (!parse_u64(argv[i + 1], &seed)) return die_usage("bad --seed '%s'", argv[i + 1]);
    } else if (!strcmp(a, "--count")) {
      if (!parse_u64(argv[i + 1], &count)) return die_usage("bad --count '%s'", argv[i + 1]);
    } else if (!strcmp(a, "--out")) dir = argv[i + 1];
    else if (!strcmp(a, "--prefix")) prefix = argv[i + 1];
    else return die_usage("unknown option: %s", a);
    i += 2;
  }
  if (!dir || !count) return die_usage("%s", "batch needs --out DIR and --count N");
  for (uint64_t s = seed; s < seed + count; s++) {
    mbg_output o;
    if (mbg_generate(s, &k, &o) != 0) {
      fprintf(stderr, "%s: generation failed for seed %llu\n", prog, (unsigned long long)s);
      return 1;
    }
    char path[4096];
    int rc;
    snprintf(path, sizeof path, "%s/%s_%llu.mlirbc", dir, prefix, (unsigned long long)s);
    rc = write_file(path, o.bytes, o.size);
    snprintf(path, sizeof path, "%s/%s_%llu.json", dir, prefix, (unsigned long long)s);
    if (!rc) rc = write_file(path, o.structure, o.structure_len);
    snprintf(path, sizeof path, "%s/%s_%llu.meta.json", dir, prefix, (unsigned long long)s);
    if (!rc) rc = write_meta(path, &o);
    mbg_output_free(&o);
    if (rc) return rc;
  }
  return 0;
}

/* ---- mutate ---- */
#ifdef MBG_HAVE_MUTATE
static void slug(char *s) {
  for (; *s; s++)
    if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9') || *s == '_'))
      *s = '_';
}
#endif

static int cmd_mutate(int argc, char **argv) {
  mbg_knobs k;
  mbg_knobs_default(&k);
  uint64_t seed = 0;
  int have_seed = 0;
  const char *dir = NULL, *kind = "all";
  char err[160];
  for (int i = 0; i < argc;) {
    const char *a = argv[i];
    if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
      printf("usage: mlirbc-gen mutate --seed S [KNOBS] --kind NAME|all --out DIR\n\n"
             "Generates the file for (S, KNOBS), applies mutation kind NAME (or every\n"
             "kind) and writes each result as DIR/<n|i>_<kind>_<field>.mlirbc with\n"
             "DIR/<same>.meta.json ({verdict, expect_code, ambiguity, field, name,\n"
             "base_seed, base_knobs}). Kinds that do not apply to the file are skipped.\n\n"
             "knobs:\n%s",
             mbg_knobs_help());
#ifdef MBG_HAVE_MUTATE
      printf("\nkinds:");
      for (int j = 0; j < mbg_mutation_kinds(); j++) printf(" %s", mbg_mutation_kind_name(j));
      printf("\n");
#else
      printf("\n(this build has no mutators: generator/src/mutate/ is empty)\n");
#endif
      return 0;
    }
    int r = mbg_knob_arg(&k, argc, argv, &i, err, sizeof err);
    if (r < 0) return die_usage("%s", err);
    if (r > 0) continue;
    if (i + 1 >= argc) return die_usage("missing value or unknown option: %s", a);
    if (!strcmp(a, "--seed")) {
      if (!parse_u64(argv[i + 1], &seed)) return die_usage("bad --seed '%s'", argv[i + 1]);
      have_seed = 1;
    } else if (!strcmp(a, "--kind")) kind = argv[i + 1];
    else if (!strcmp(a, "--out")) dir = argv[i + 1];
    else return die_usage("unknown option: %s", a);
    i += 2;
  }
  if (!have_seed || !dir) return die_usage("%s", "mutate needs --seed and --out DIR");
#ifndef MBG_HAVE_MUTATE
  (void)kind;
  fprintf(stderr, "%s: this build has no mutators (generator/src/mutate/ is empty)\n", prog);
  return 1;
#else
  int first = 0, last = mbg_mutation_kinds();
  if (strcmp(kind, "all") != 0) {
    for (first = 0; first < last; first++)
      if (!strcmp(mbg_mutation_kind_name(first), kind)) break;
    if (first == last) return die_usage("unknown mutation kind '%s'", kind);
    last = first + 1;
  }
  mbg_output o;
  if (mbg_generate(seed, &k, &o) != 0) {
    fprintf(stderr, "%s: generation failed\n", prog);
    return 1;
  }
  int rc = 0, made = 0;
  for (int kk = first; kk < last && !rc; kk++) {
    mbg_mutation m;
    memset(&m, 0, sizeof m);
    int r = mbg_mutate(&o, seed, kk, &m);
    if (r < 0) {
      rc = 1;
      break;
    }
    if (r > 0) continue;
    char name[160], path[4096];
    snprintf(name, sizeof name, "%s_%s", m.verdict == 1 ? "n" : m.verdict == 2 ? "i" : "y", m.name);
    slug(name + 2);
    snprintf(path, sizeof path, "%s/%s.mlirbc", dir, name);
    rc = write_file(path, m.bytes, m.size);
    snprintf(path, sizeof path, "%s/%s.meta.json", dir, name);
    FILE *f = rc ? NULL : fopen(path, "w");
    if (!rc && !f) rc = 2;
    if (f) {
      static const char *const v[] = {"accept", "reject", "impl"};
      fprintf(f, "{\"id\":");
      json_str(f, name);
      fprintf(f, ",\"verdict\":\"%s\"", v[m.verdict >= 0 && m.verdict <= 2 ? m.verdict : 1]);
      if (m.expect_code) {
        fprintf(f, ",\"expect_code\":");
        json_str(f, m.expect_code);
      }
      if (m.ambiguity) {
        fprintf(f, ",\"ambiguity\":");
        json_str(f, m.ambiguity);
      }
      fprintf(f, ",\"field\":");
      json_str(f, m.field ? m.field : "");
      fprintf(f, ",\"kind\":");
      json_str(f, mbg_mutation_kind_name(kk));
      fprintf(f, ",\"version\":%d,\"base_seed\":%llu,\"base_knobs\":", o.version, (unsigned long long)seed);
      json_str(f, o.knobs_text);
      fprintf(f, "}\n");
      if (fclose(f) != 0) rc = 2;
    }
    mbg_mutation_free(&m);
    made++;
  }
  mbg_output_free(&o);
  if (!rc) fprintf(stderr, "%s: %d mutation(s) written to %s\n", prog, made, dir);
  return rc;
#endif
}

/* ---- nest ---- */
static int parse_count(const char *s, uint64_t max, uint64_t *v) { return parse_u64(s, v) && *v <= max; }

static int cmd_nest(int argc, char **argv) {
  uint64_t depth = 0, version = 6;
  int have_depth = 0, kind = MBG_NEST_REGION;
  const char *out = NULL, *st = NULL, *meta = NULL;
  for (int i = 0; i < argc; i += 2) {
    const char *a = argv[i];
    if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
      printf("usage: mlirbc-gen nest [--kind K] --depth N [--version V] -o FILE [--structure F] [--meta F]\n\n"
             "Writes a builtin.module holding N levels of one kind of nesting, every op\n"
             "at loc(unknown), at bytecode version V (0..6, default 6), with canonical\n"
             "varints and no alignment. No seed: the same K, N and V always give the\n"
             "same bytes. Built without recursion: N up to %u (100,000 takes well\n"
             "under a second and makes a file of at most about 1 MB).\n\n"
             "  --kind region  (default) N nested unregistered ops \"x.op\", each with one\n"
             "                 region of one block, and one \"x.leaf\" innermost (N + 2 ops)\n"
             "  --kind block   as region, but every x.op's block takes an i32 argument\n"
             "                 and the op in it uses that argument\n"
             "  --kind attr    one x.leaf {a = [[...[]...]]}: N nested ArrayAttrs\n"
             "  --kind type    one x.leaf whose result is tuple<tuple<...tuple<>...>>:\n"
             "                 N nested TupleTypes\n"
             "  --structure F  also the expected `mlirbc-read --dump=json` output (its\n"
             "                 size grows with N squared: N up to %u)\n"
             "  --meta F       also the metadata JSON, as `gen --meta` writes it\n",
             MBG_NEST_MAX_DEPTH, MBG_NEST_MAX_STRUCTURE_DEPTH);
      return 0;
    }
    if (i + 1 >= argc) return die_usage("missing value or unknown option: %s", a);
    const char *v = argv[i + 1];
    if (!strcmp(a, "--depth")) {
      if (!parse_count(v, MBG_NEST_MAX_DEPTH, &depth))
        return die_usage("--depth needs an integer in [0, 1000000], got '%s'", v);
      have_depth = 1;
    } else if (!strcmp(a, "--kind")) {
      if ((kind = mbg_nest_kind(v)) < 0) return die_usage("--kind needs region, block, attr or type, got '%s'", v);
    } else if (!strcmp(a, "--version")) {
      if (!parse_count(v, 6, &version)) return die_usage("--version needs an integer in [0, 6], got '%s'", v);
    } else if (!strcmp(a, "-o")) out = v;
    else if (!strcmp(a, "--structure")) st = v;
    else if (!strcmp(a, "--meta")) meta = v;
    else return die_usage("unknown option: %s", a);
  }
  if (!have_depth) return die_usage("%s", "nest needs --depth N");
  if (!out) return die_usage("%s", "nest needs -o FILE");
  if (st && depth > MBG_NEST_MAX_STRUCTURE_DEPTH) {
    fprintf(stderr, "%s: --structure needs --depth <= %u (the JSON of a %llu-deep nest would be about %.0f MB)\n",
            prog, MBG_NEST_MAX_STRUCTURE_DEPTH, (unsigned long long)depth, 2.0 * (double)depth * (double)depth / 1e6);
    return 2;
  }
  mbg_output o;
  /* the metadata lists the grammar fields written: it needs the trace */
  unsigned want = (st ? MBG_OUT_STRUCTURE : 0u) | (meta ? MBG_OUT_TRACE : 0u);
  int r = mbg_generate_nest(kind, (uint32_t)depth, (int)version, want, &o);
  if (r != 0) {
    fprintf(stderr, "%s: nest: generation failed (%s)\n", prog, r < 0 ? "out of memory" : "invalid arguments");
    return 1;
  }
  int rc = write_file(out, o.bytes, o.size);
  if (!rc && st) rc = write_file(st, o.structure, o.structure_len);
  if (!rc && meta) rc = write_meta(meta, &o);
  mbg_output_free(&o);
  return rc;
}

/* ---- bench ---- */
static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* CPU time (user + sys) of this process, in seconds. */
static double cpu_now(void) {
  struct rusage u;
  getrusage(RUSAGE_SELF, &u);
  return (double)u.ru_utime.tv_sec + (double)u.ru_utime.tv_usec * 1e-6 + (double)u.ru_stime.tv_sec +
         (double)u.ru_stime.tv_usec * 1e-6;
}

typedef struct bench_run { size_t n, bytes, sbytes; double cpu, wall; } bench_run;

/* Generate seeds seed0, seed0+1, ... with `want` until `secs` of CPU time
 * have been used (at least one file). */
static int bench_loop(const mbg_knobs *k, uint64_t seed0, unsigned want, double secs, bench_run *b) {
  memset(b, 0, sizeof *b);
  double c0 = cpu_now(), w0 = now();
  do {
    mbg_output o;
    if (mbg_generate_ex(seed0 + b->n, k, want, &o) != 0) return 1;
    b->bytes += o.size;
    b->sbytes += o.structure_len;
    mbg_output_free(&o);
    b->n++;
    b->cpu = cpu_now() - c0;
  } while (b->cpu < secs);
  b->wall = now() - w0;
  return 0;
}

static void bench_small(const char *what, const bench_run *b) {
  printf("small %-22s %7zu cases in %5.2f s CPU (%5.2f s wall): %6.0f cases/s, %6.2f MB/s, mean %.0f bytes\n",
         what, b->n, b->cpu, b->wall, (double)b->n / b->cpu, (double)b->bytes / b->cpu / 1e6,
         (double)b->bytes / (double)b->n);
}

static void bench_large(const char *what, const bench_run *b) {
  printf("large %-22s %7zu files in %5.2f s CPU (%5.2f s wall): %6.2f MB/s of bytecode (mean %.0f bytes)",
         what, b->n, b->cpu, b->wall, (double)b->bytes / b->cpu / 1e6, (double)b->bytes / (double)b->n);
  if (b->sbytes) printf(", %.2f MB/s of structure JSON", (double)b->sbytes / b->cpu / 1e6);
  putchar('\n');
}

static int cmd_bench(int argc, char **argv) {
  double secs = 2.0;
  for (int i = 0; i < argc; i++) {
    if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
      printf("usage: mlirbc-gen bench [--seconds T]\n\n"
             "Four runs of T seconds of CPU time each (default 2):\n"
             "  small files (default knobs, at most 30 ops) with structure and trace,\n"
             "  the same bytes only (mbg_generate_ex with MBG_OUT_BYTES);\n"
             "  large files (--max-ops 20000, depth 6, version 6, about 1.5-2.5 MB)\n"
             "  bytes only, and with structure and trace.\n"
             "Rates are per second of CPU time (user + sys, getrusage), single-threaded;\n"
             "wall time is shown too. MB/s counts bytecode bytes (structure JSON\n"
             "separately). Numbers depend on the machine; nothing is asserted.\n");
      return 0;
    }
    if (!strcmp(argv[i], "--seconds") && i + 1 < argc) secs = atof(argv[++i]);
    else return die_usage("unknown option: %s", argv[i]);
  }
  long cores = sysconf(_SC_NPROCESSORS_ONLN);
  printf("machine: %ld core(s) online; one thread; rates per CPU second\n", cores);
  double c0 = cpu_now();
  mbg_knobs k;
  mbg_knobs_default(&k);
  bench_run b;
  if (bench_loop(&k, 0, MBG_OUT_ALL, secs, &b)) return 1;
  bench_small("bytes+structure+trace", &b);
  if (bench_loop(&k, 0, MBG_OUT_BYTES, secs, &b)) return 1;
  bench_small("bytes only", &b);
  k.max_ops = 20000;
  k.max_depth = 6;
  k.swarm = 0;
  k.version = 6;
  if (bench_loop(&k, 1000, MBG_OUT_BYTES, secs, &b)) return 1;
  bench_large("bytes only", &b);
  if (bench_loop(&k, 1000, MBG_OUT_ALL, secs, &b)) return 1;
  bench_large("bytes+structure+trace", &b);
  printf("total CPU time %.2f s\n", cpu_now() - c0);
  return 0;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    usage_main(stderr);
    return 2;
  }
  const char *cmd = argv[1];
  if (!strcmp(cmd, "-h") || !strcmp(cmd, "--help") || !strcmp(cmd, "help")) {
    usage_main(stdout);
    return 0;
  }
  if (!strcmp(cmd, "gen")) return cmd_gen(argc - 2, argv + 2);
  if (!strcmp(cmd, "batch")) return cmd_batch(argc - 2, argv + 2);
  if (!strcmp(cmd, "many")) return cmd_many(argc - 2, argv + 2);
  if (!strcmp(cmd, "mutate")) return cmd_mutate(argc - 2, argv + 2);
  if (!strcmp(cmd, "nest")) return cmd_nest(argc - 2, argv + 2);
  if (!strcmp(cmd, "bench")) return cmd_bench(argc - 2, argv + 2);
  fprintf(stderr, "%s: unknown command '%s' (see --help)\n", prog, cmd);
  return 2;
}
