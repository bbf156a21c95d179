/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* mlirbc-read — validate, dump, trace or annotate an MLIR bytecode file.
 * Exit status: 0 accepted, 1 rejected, 2 usage or I/O error. */
#define _POSIX_C_SOURCE 200809L /* fileno, fstat, mmap, posix_madvise */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include "mlirbc.h"
#include "batch.h"

static const char usage[] =
    "usage: mlirbc-read [OPTIONS] FILE   (FILE '-' = standard input)\n"
    "       mlirbc-read [--era=N] [--release=N] [--decode-all] --batch\n"
    "\n"
    "Reads an MLIR bytecode file with the reference reader (versions 0-6).\n"
    "Exit status: 0 accepted, 1 rejected, 2 usage or I/O error. A rejection\n"
    "prints one line to stderr: FILE:OFFSET: [section] E_CODE: message\n"
    "\n"
    "options:\n"
    "  --dump=json     canonical structure (spec/structure.md) on stdout\n"
    "  --dump=mlir     MLIR generic text on stdout\n"
    "  --stats         section sizes and table/IR counts on stdout\n"
    "  --trace         every field read: offset, size, section, grammar ID, value\n"
    "  --annotate      annotated hex dump (offset, bytes, field, value) by section\n"
    "  --findings      facts and findings (spec/ambiguities) as JSON lines, then\n"
    "                  the verdict; used by ./cts check\n"
    "  --era=16|17|20|23  builtin encoding era (default: from the producer string)\n"
    "  --release=N     op properties layouts of LLVM release N (one of the\n"
    "                  modeled releases; default: from the producer string,\n"
    "                  the oldest modeled release >= its major with\n"
    "                  properties, the newest for non-LLVM producers)\n"
    "  --decode-all    decode every attribute/type entry, not only referenced ones\n"
    "  -q, --quiet     no error line (exit status only)\n"
    "  --buffer-offset=N  read from a buffer starting N bytes (0..65536) past\n"
    "                  a 4096-aligned address (alignment sweep, AMB-003)\n"
    "  --batch         serve files over stdin/stdout until end of input\n"
    "                  (spec/certify-protocol.md; ./cts certify --protocol batch)\n"
    "  -h, --help      this text\n"
    "\n"
    "Nothing is written to stdout for a rejected file: output appears only\n"
    "after the whole file has been validated.\n";

/* The dumpers hand over whole chunks: one write(2) each, no stdio copy.
 * Nothing else goes to stdout in those modes, so nothing interleaves. */
static int write_stdout(void *ud, const char *data, size_t size) {
  (void)ud;
  while (size) {
    ssize_t n = write(STDOUT_FILENO, data, size);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return 1;
    data += n;
    size -= (size_t)n;
  }
  return 0;
}

/* The input bytes: a read-only private mapping of a regular file (no copy),
 * or a heap buffer filled by reading (pipes, stdin, empty files). */
typedef struct input {
  const uint8_t *data;
  size_t size;
  void *map;      /* mmap'ed region, or NULL */
  uint8_t *heap;  /* read buffer, or NULL */
} input;

/* Read fp to EOF into a growing heap buffer. */
static int read_stream(FILE *fp, input *in) {
  size_t cap = 1 << 16, n = 0;
  uint8_t *buf = malloc(cap);
  while (buf) {
    n += fread(buf + n, 1, cap - n, fp);
    if (n < cap) break;
    uint8_t *nb = cap > SIZE_MAX / 2 ? NULL : realloc(buf, cap * 2);
    if (!nb) {
      free(buf);
      buf = NULL;
      break;
    }
    buf = nb;
    cap *= 2;
  }
  if (!buf || ferror(fp)) {
    free(buf);
    return -1;
  }
  in->heap = buf;
  in->data = buf;
  in->size = n;
  return 0;
}

/* PATH ("-" = stdin) into *in: regular files are mapped, the rest read. */
static int load_input(const char *path, input *in) {
  memset(in, 0, sizeof *in);
  if (!strcmp(path, "-")) return read_stream(stdin, in);
  FILE *fp = fopen(path, "rb");
  if (!fp) return -1;
  struct stat st;
  int rc;
  if (fstat(fileno(fp), &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0 &&
      (uint64_t)st.st_size <= SIZE_MAX) {
    void *m = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fileno(fp), 0);
    if (m != MAP_FAILED) {
      /* one front-to-back pass: let the kernel read ahead */
      (void)posix_madvise(m, (size_t)st.st_size, POSIX_MADV_SEQUENTIAL);
      in->map = m;
      in->data = m;
      in->size = (size_t)st.st_size;
      fclose(fp);
      return 0;
    }
  }
  rc = read_stream(fp, in);
  int err = errno; /* the caller reports the read's errno; fclose may change it */
  fclose(fp);
  errno = err;
  return rc;
}

static void unload_input(input *in) {
  if (in->map) munmap(in->map, in->size);
  free(in->heap);
  memset(in, 0, sizeof *in);
}

static void trace_line(void *ud, const char *id, int section, uint64_t offset,
                       uint64_t size, uint64_t value) {
  (void)ud;
  printf("%8llu %4llu  %-16s %-32s %llu\n", (unsigned long long)offset,
         (unsigned long long)size, mlirbc_section_name(section), id,
         (unsigned long long)value);
}

typedef struct stats {
  uint64_t ops, regions, blocks, args, results, operands, successors, uselists;
  uint64_t lazy, isolated;
  uint32_t max_depth;
} stats;

static int st_op(void *ud, const mlirbc_op *op) {
  stats *s = ud;
  s->ops++;
  s->results += op->num_results;
  s->operands += op->num_operands;
  s->successors += op->num_successors;
  s->uselists += op->num_uselists;
  s->lazy += op->lazy != 0;
  s->isolated += op->num_regions && op->isolated;
  if (op->depth > s->max_depth) s->max_depth = op->depth;
  return 0;
}
static int st_region(void *ud, const mlirbc_region *r) {
  (void)r;
  ((stats *)ud)->regions++;
  return 0;
}
static int st_block(void *ud, const mlirbc_block *b) {
  stats *s = ud;
  s->blocks++;
  s->args += b->num_args;
  s->uselists += b->num_uselists;
  return 0;
}

static void print_stats(mlirbc_file *f, const stats *s) {
  const mlirbc_header *h = mlirbc_get_header(f);
  printf("version: %llu\nproducer: %.*s\nera: %d\nrelease: %d\nmax_alignment: %llu\n",
         (unsigned long long)h->version, (int)h->producer.size,
         (const char *)h->producer.data, (int)h->era, h->release,
         (unsigned long long)h->max_alignment);
  printf("sections:\n");
  for (int i = 0; i < MLIRBC_SEC_COUNT; i++) {
    const mlirbc_section_info *si = &h->sections[i];
    if (si->present)
      printf("  %-16s offset %-8llu size %-8llu align %llu\n", mlirbc_section_name(i),
             (unsigned long long)si->data_offset, (unsigned long long)si->size,
             (unsigned long long)si->alignment);
  }
  printf("strings: %llu\ndialects: %llu\nop_names: %llu\nattributes: %llu\n"
         "types: %llu\nresources: %llu\nproperties: %llu\n",
         (unsigned long long)mlirbc_num_strings(f), (unsigned long long)mlirbc_num_dialects(f),
         (unsigned long long)mlirbc_num_opnames(f), (unsigned long long)mlirbc_num_attrs(f),
         (unsigned long long)mlirbc_num_types(f), (unsigned long long)mlirbc_num_resources(f),
         (unsigned long long)mlirbc_num_props(f));
  printf("ops: %llu\nregions: %llu\nblocks: %llu\nblock_args: %llu\nresults: %llu\n"
         "operands: %llu\nsuccessors: %llu\nuselist_orders: %llu\nisolated_ops: %llu\n"
         "lazy_sections: %llu\nmax_depth: %u\n",
         (unsigned long long)s->ops, (unsigned long long)s->regions,
         (unsigned long long)s->blocks, (unsigned long long)s->args,
         (unsigned long long)s->results, (unsigned long long)s->operands,
         (unsigned long long)s->successors, (unsigned long long)s->uselists,
         (unsigned long long)s->isolated, (unsigned long long)s->lazy, s->max_depth);
}

enum mode { M_VALIDATE, M_JSON, M_MLIR, M_STATS, M_TRACE, M_ANNOTATE, M_FINDINGS };

enum { PAGE = 4096, MAX_BUFFER_OFFSET = 65536 };

/* Copy DATA to OFFSET bytes past a page-aligned address, so the reader sees
 * the same bytes at a controlled buffer alignment. *base is what to free. */
static uint8_t *place_at_offset(const uint8_t *data, size_t size, size_t offset,
                                uint8_t **base) {
  size_t need = size + offset;
  if (need < size || need > SIZE_MAX - PAGE) return NULL;
  size_t rounded = (need + PAGE - 1) / PAGE * PAGE;
  *base = aligned_alloc(PAGE, rounded ? rounded : PAGE);
  if (!*base) return NULL;
  memset(*base, 0, offset);
  if (size) memcpy(*base + offset, data, size);
  return *base + offset;
}

/* Non-negative decimal no larger than MAX_BUFFER_OFFSET, else -1. */
static long parse_offset(const char *s) {
  if (!*s) return -1;
  long v = 0;
  for (; *s; s++) {
    if (*s < '0' || *s > '9') return -1;
    v = v * 10 + (*s - '0');
    if (v > MAX_BUFFER_OFFSET) return -1;
  }
  return v;
}

int main(int argc, char **argv) {
  enum mode mode = M_VALIDATE;
  mlirbc_options opts;
  memset(&opts, 0, sizeof opts);
  int quiet = 0, batch = 0;
  long buffer_offset = -1; /* -1: read in place (malloc's alignment) */
  const char *path = NULL;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
      fputs(usage, stdout);
      return 0;
    } else if (!strcmp(a, "--dump=json")) mode = M_JSON;
    else if (!strcmp(a, "--dump=mlir")) mode = M_MLIR;
    else if (!strcmp(a, "--stats")) mode = M_STATS;
    else if (!strcmp(a, "--trace")) mode = M_TRACE;
    else if (!strcmp(a, "--annotate")) mode = M_ANNOTATE;
    else if (!strcmp(a, "--findings")) mode = M_FINDINGS;
    else if (!strcmp(a, "--decode-all")) opts.decode_all = 1;
    else if (!strcmp(a, "-q") || !strcmp(a, "--quiet")) quiet = 1;
    else if (!strcmp(a, "--batch")) batch = 1;
    else if (!strcmp(a, "--buffer-offset") || !strncmp(a, "--buffer-offset=", 16)) {
      const char *v = a[15] == '=' ? a + 16 : (i + 1 < argc ? argv[++i] : "");
      buffer_offset = parse_offset(v);
      if (buffer_offset < 0) {
        fprintf(stderr, "mlirbc-read: --buffer-offset must be 0..%d\n", MAX_BUFFER_OFFSET);
        return 2;
      }
    } else if (!strncmp(a, "--release=", 10)) {
      opts.release = atoi(a + 10);
      size_t nrel;
      const int *rel = mlirbc_releases(&nrel);
      size_t k = 0;
      while (k < nrel && rel[k] != opts.release) k++;
      if (k == nrel) {
        fprintf(stderr, "mlirbc-read: --release must be one of");
        for (k = 0; k < nrel; k++) fprintf(stderr, " %d", rel[k]);
        fprintf(stderr, " (spec/releases/N/ops.tsv)\n");
        return 2;
      }
    } else if (!strncmp(a, "--era=", 6)) {
      int e = atoi(a + 6);
      if (e != 16 && e != 17 && e != 20 && e != 23) {
        fprintf(stderr, "mlirbc-read: --era must be 16, 17, 20 or 23\n");
        return 2;
      }
      opts.era = (mlirbc_era)e;
    } else if (a[0] == '-' && a[1]) {
      fprintf(stderr, "mlirbc-read: unknown option '%s' (see --help)\n", a);
      return 2;
    } else if (path) {
      fprintf(stderr, "mlirbc-read: one FILE only (see --help)\n");
      return 2;
    } else {
      path = a;
    }
  }
  if (batch && !path) return mlirbc_read_batch(stdin, stdout, &opts);
  if (!path || batch) {
    fputs(usage, stderr);
    return 2;
  }
  input in;
  errno = 0;
  if (load_input(path, &in)) {
    fprintf(stderr, "mlirbc-read: %s: %s\n", path, strerror(errno ? errno : EIO));
    return 2;
  }
  const uint8_t *data = in.data;
  size_t size = in.size;
  uint8_t *placed_base = NULL;
  if (buffer_offset >= 0) {
    const uint8_t *placed = place_at_offset(data, size, (size_t)buffer_offset, &placed_base);
    unload_input(&in);
    if (!placed) {
      fprintf(stderr, "mlirbc-read: %s: out of memory\n", path);
      return 2;
    }
    data = placed;
  }
  mlirbc_file *f = NULL;
  mlirbc_error err;
  mlirbc_code rc;
  if (mode == M_FINDINGS || mode == M_ANNOTATE) { /* reader/tools/{findings,annotate}.c */
    rc = mode == M_FINDINGS
             ? mlirbc_findings(data, size, &opts, write_stdout, NULL, &err)
             : mlirbc_annotate_text(data, size, &opts, write_stdout, NULL, &err);
    if (mode == M_FINDINGS) quiet = 1; /* the verdict is the last JSON line */
  } else if (mode == M_TRACE)
    rc = mlirbc_open_traced(&f, data, size, &opts, trace_line, NULL, &err);
  else
    rc = mlirbc_open(&f, data, size, &opts, &err);
  stats st;
  memset(&st, 0, sizeof st);
  if (rc == MLIRBC_OK && f) {
    switch (mode) {
    case M_JSON: /* validate first so a rejected file writes nothing */
      rc = mlirbc_walk(f, NULL, NULL, &err);
      if (rc == MLIRBC_OK) rc = mlirbc_dump_json(f, write_stdout, NULL, &err);
      break;
    case M_MLIR: rc = mlirbc_dump_mlir(f, write_stdout, NULL, &err); break;
    case M_STATS: {
      mlirbc_visitor v = {st_op, NULL, st_region, NULL, st_block, NULL, NULL};
      rc = mlirbc_walk(f, &v, &st, &err);
      break;
    }
    default: rc = mlirbc_walk(f, NULL, NULL, &err); break;
    }
  }
  if (rc == MLIRBC_OK && mode == M_STATS) print_stats(f, &st);
  if (rc != MLIRBC_OK && !quiet)
    fprintf(stderr, "%s:%llu: [%s] %s: %s\n", path, (unsigned long long)err.offset,
            mlirbc_section_name(err.section), mlirbc_code_name(rc), err.message);
  mlirbc_close(f);
  free(placed_base);
  unload_input(&in);
  if (fflush(stdout) != 0) return 2;
  if (mode == M_FINDINGS) /* out of memory or a failed write: no verdict */
    return rc == MLIRBC_OK ? 0 : rc == MLIRBC_E_NOMEM || rc == MLIRBC_E_CALLBACK ? 2 : 1;
  return rc == MLIRBC_OK ? 0 : rc == MLIRBC_E_USAGE ? 2 : 1;
}
