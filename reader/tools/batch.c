/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* mlirbc-read --batch: spec/certify-protocol.md, version 1.
 * Every request owns its buffers and mlirbc_file, freed before the answer
 * is written, so nothing carries over from one file to the next; only the
 * document buffer's capacity is reused. */
#define _POSIX_C_SOURCE 200809L
#include "batch.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

enum {
  PAGE = 4096,
  MAX_OFFSET = 65536,
  MAX_LINE = 200,
  DISCARD_CHUNK = 1 << 16
};
/* Larger files are read and dropped, answered `unsupported`. */
#define MAX_FILE ((uint64_t)1 << 30)

static const char handshake[] = "mlirbc-certify 1 offset json mlir\n";

enum want { WANT_NONE, WANT_JSON, WANT_MLIR };

typedef struct request {
  uint64_t seq;
  int has_offset;
  uint64_t offset;
  enum want want;
  uint64_t size;
} request;

typedef struct docbuf {
  char *data;
  size_t len, cap;
} docbuf;

static int doc_write(void *ud, const char *data, size_t size) {
  docbuf *d = ud;
  if (size > SIZE_MAX - d->len) return 1;
  if (d->len + size > d->cap) {
    size_t cap = d->cap ? d->cap : 4096;
    while (cap < d->len + size) {
      if (cap > SIZE_MAX / 2) return 1;
      cap *= 2;
    }
    char *p = realloc(d->data, cap);
    if (!p) return 1;
    d->data = p;
    d->cap = cap;
  }
  memcpy(d->data + d->len, data, size);
  d->len += size;
  return 0;
}

/* One header line without its '\n'. 1: clean end of input before the line;
 * 0: a line; -1: too long, or input ended inside it (*why says which). */
static int read_line(FILE *in, char *line, size_t cap, const char **why) {
  size_t n = 0;
  for (;;) {
    int c = getc(in);
    if (c == EOF) {
      if (n == 0 && !ferror(in)) return 1;
      *why = ferror(in) ? "read error" : "input ended inside a header line";
      return -1;
    }
    if (c == '\n') break;
    if (n + 1 >= cap) {
      *why = "header line longer than 200 bytes";
      return -1;
    }
    line[n++] = (char)c;
  }
  line[n] = 0;
  return 0;
}

/* Unsigned decimal without leading zeros, at most MAX. */
static int parse_uint(const char *s, uint64_t max, uint64_t *out) {
  if (!*s || (s[0] == '0' && s[1])) return -1;
  uint64_t v = 0;
  for (; *s; s++) {
    if (*s < '0' || *s > '9') return -1;
    v = v * 10 + (uint64_t)(*s - '0');
    if (v > max) return -1;
  }
  *out = v;
  return 0;
}

/* "case SEQ OFFSET WANT SIZE"; NULL when it parses, else what is wrong. */
static const char *parse_request(char *line, request *r) {
  char *field[6];
  int n = 0;
  for (char *p = line;;) {
    if (n == 6) return "more than 5 fields";
    field[n++] = p;
    char *sp = strchr(p, ' ');
    if (!sp) break;
    *sp = 0;
    p = sp + 1;
  }
  if (n != 5 || strcmp(field[0], "case")) return "not 'case SEQ OFFSET WANT SIZE'";
  if (parse_uint(field[1], UINT64_MAX / 10, &r->seq)) return "bad SEQ";
  r->has_offset = strcmp(field[2], "-") != 0;
  r->offset = 0;
  if (r->has_offset && parse_uint(field[2], MAX_OFFSET, &r->offset))
    return "bad OFFSET (- or 0..65536)";
  static const struct { const char *name; enum want want; } wants[] = {
      {"-", WANT_NONE}, {"json", WANT_JSON}, {"mlir", WANT_MLIR}};
  size_t w = 0;
  while (w < sizeof wants / sizeof wants[0] && strcmp(field[3], wants[w].name)) w++;
  if (w == sizeof wants / sizeof wants[0]) return "bad WANT (-, json or mlir)";
  r->want = wants[w].want;
  if (parse_uint(field[4], UINT64_MAX / 10, &r->size)) return "bad SIZE";
  return NULL;
}

/* The file's bytes, OFFSET bytes past a page-aligned address when the
 * request names one. *base is what to free; NULL data: out of memory. */
static uint8_t *alloc_file(const request *r, uint8_t **base) {
  size_t size = (size_t)r->size, off = (size_t)r->offset;
  if (!r->has_offset) {
    *base = malloc(size ? size : 1);
    return *base;
  }
  size_t rounded = (size + off + PAGE - 1) / PAGE * PAGE;
  *base = aligned_alloc(PAGE, rounded ? rounded : PAGE);
  if (!*base) return NULL;
  memset(*base, 0, off);
  return *base + off;
}

/* Read and drop N bytes; 0 when they all arrived. */
static int discard(FILE *in, uint64_t n) {
  char chunk[DISCARD_CHUNK];
  while (n) {
    size_t want = n < sizeof chunk ? (size_t)n : sizeof chunk;
    size_t got = fread(chunk, 1, want, in);
    if (got != want) return -1;
    n -= got;
  }
  return 0;
}

typedef struct answer {
  const char *verdict;
  const char *code;  /* NULL: - */
  int has_at;
  uint64_t at;
  char message[400];
  int has_doc;
} answer;

/* What mlirbc-read FILE (and --dump=json / --dump=mlir) decides. */
static void read_one(const uint8_t *data, size_t size, enum want want,
                     const mlirbc_options *opts, docbuf *doc, answer *a) {
  mlirbc_file *f = NULL;
  mlirbc_error err;
  memset(&err, 0, sizeof err);
  doc->len = 0;
  mlirbc_code rc = mlirbc_open(&f, data, size, opts, &err);
  if (rc == MLIRBC_OK) {
    switch (want) {
    case WANT_NONE: rc = mlirbc_walk(f, NULL, NULL, &err); break;
    case WANT_JSON: /* validate first, as the CLI does */
      rc = mlirbc_walk(f, NULL, NULL, &err);
      if (rc == MLIRBC_OK) rc = mlirbc_dump_json(f, doc_write, doc, &err);
      break;
    case WANT_MLIR: rc = mlirbc_dump_mlir(f, doc_write, doc, &err); break;
    }
  }
  mlirbc_close(f);
  if (rc == MLIRBC_OK) {
    a->verdict = "accept";
    a->has_doc = want != WANT_NONE;
    return;
  }
  a->verdict = "reject";
  a->code = mlirbc_code_name(rc);
  a->has_at = 1;
  a->at = err.offset;
  snprintf(a->message, sizeof a->message, "[%s] %s: %s", mlirbc_section_name(err.section),
           mlirbc_code_name(rc), err.message);
}

static int write_answer(FILE *out, uint64_t seq, const answer *a, const docbuf *doc) {
  char at[24] = "-", docsize[24] = "-";
  if (a->has_at) snprintf(at, sizeof at, "%llu", (unsigned long long)a->at);
  if (a->has_doc) snprintf(docsize, sizeof docsize, "%zu", doc->len);
  size_t msg = strlen(a->message);
  fprintf(out, "result %llu %s %s %s %zu %s\n", (unsigned long long)seq, a->verdict,
          a->code ? a->code : "-", at, msg, docsize);
  fwrite(a->message, 1, msg, out);
  if (a->has_doc) fwrite(doc->data, 1, doc->len, out);
  return fflush(out) != 0 || ferror(out);
}

static int fail(uint64_t n, const char *what) {
  fprintf(stderr, "mlirbc-read --batch: request %llu: malformed: %s "
                  "(spec/certify-protocol.md)\n", (unsigned long long)n, what);
  return 2;
}

/* Each request frees what the one before allocated. glibc hands freed blocks
 * over 128 KB back to the kernel (mmap, heap trim), and the library maps
 * tables of 1 MB or more itself (huge pages, buf.c); either way the next
 * request faults the pages in again: a 32,000-level nest cost page faults
 * on every read and two to four times the time per level of a 1,000-level
 * one. Served requests get their memory from malloc, which keeps it for
 * the next one. */
static void keep_freed_memory(void) {
#if defined(__GLIBC__)
  mallopt(M_TRIM_THRESHOLD, 256 << 20);
  mallopt(M_MMAP_THRESHOLD, 32 << 20); /* glibc's largest on 64-bit hosts */
#endif
}

static void *heap_alloc(void *ud, void *p, size_t old_size, size_t new_size) {
  (void)ud;
  (void)old_size;
  if (new_size == 0) {
    free(p);
    return NULL;
  }
  return realloc(p, new_size);
}

int mlirbc_read_batch(FILE *in, FILE *out, const mlirbc_options *given) {
  static char inbuf[1 << 16];
  keep_freed_memory();
  mlirbc_options served = *given;
  if (!served.alloc) served.alloc = heap_alloc;
  const mlirbc_options *opts = &served;
  setvbuf(in, inbuf, _IOFBF, sizeof inbuf);
  fputs(handshake, out);
  if (fflush(out) != 0) return 2;
  docbuf doc = {NULL, 0, 0};
  int status = 0;
  for (uint64_t n = 1;; n++) {
    char line[MAX_LINE + 1];
    const char *why = NULL;
    int got = read_line(in, line, sizeof line, &why);
    if (got == 1) break;
    if (got < 0) {
      status = fail(n, why);
      break;
    }
    request r;
    if ((why = parse_request(line, &r)) != NULL) {
      status = fail(n, why);
      break;
    }
    answer a;
    memset(&a, 0, sizeof a);
    uint8_t *base = NULL, *data = NULL;
    if (r.size <= MAX_FILE) data = alloc_file(&r, &base);
    if (!data) {
      if (discard(in, r.size)) {
        status = fail(n, "input ended inside the file bytes");
        break;
      }
      a.verdict = "unsupported";
      snprintf(a.message, sizeof a.message, "cannot hold a %llu-byte file%s",
               (unsigned long long)r.size, r.size > MAX_FILE ? " (limit 1 GiB)" : "");
    } else {
      size_t read = fread(data, 1, (size_t)r.size, in);
      if (read != r.size) {
        free(base);
        status = fail(n, "input ended inside the file bytes");
        break;
      }
      read_one(data, (size_t)r.size, r.want, opts, &doc, &a);
      free(base);
    }
    if (write_answer(out, r.seq, &a, &doc)) {
      fprintf(stderr, "mlirbc-read --batch: cannot write the answer to request %llu\n",
              (unsigned long long)n);
      status = 2;
      break;
    }
  }
  free(doc.data);
  return status;
}
