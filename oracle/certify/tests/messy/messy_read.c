/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* A "messy" bytecode reader for the certification tests: the reference
 * reader's library with realistic bugs injected at compile time. Each
 * MESSY_* definition turns one bug on; the bug acts where a real reader
 * would meet it, on the facts the library's field trace reports in file
 * order (the first bug met decides, as it would stop a real reader).
 *
 *   MESSY_CLEANUP_CRASH   crashes in its cleanup after any rejection (frees
 *                         tables it never built)
 *   MESSY_V0_ONLY         reads only version 0 (rejects every other version)
 *   MESSY_FAILS_V0        fails every version-0 file (a broken v0 path)
 *   MESSY_REJECT_EMPTY    rejects a section whose length is 0
 *   MESSY_ALIGN_SECTION   measures section and blob alignment from the start
 *                         of the section instead of the start of the file
 *   MESSY_FEW_TYPES       decodes only integer, index, function, f32 and f64
 *                         builtin types; rejects the rest without a message
 *   MESSY_CRASH_OPAQUE    crashes on a dialect's opaque attribute/type payload
 *   MESSY_ACCEPT_ABOVE_6  accepts any version above 6 without reading it
 *
 * usage: messy-read FILE            exit 0 accepted, 1 rejected, or a crash
 *        messy-read --why FILE      the same, and on stdout which bug decided
 *                                   ("none" when none did), for the tests */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlirbc.h"

enum bug {
  BUG_NONE, BUG_CLEANUP_CRASH, BUG_V0_ONLY, BUG_FAILS_V0, BUG_REJECT_EMPTY,
  BUG_ALIGN_SECTION, BUG_FEW_TYPES, BUG_CRASH_OPAQUE, BUG_ACCEPT_ABOVE_6
};
static const char *const bug_names[] = {
  "none", "cleanup-crash", "v0-only", "fails-v0", "rejects-empty-sections",
  "align-from-section", "few-builtin-types", "crash-opaque", "accepts-above-v6"};

static int why_mode;

static void say_why(const char *outcome, enum bug first, enum bug then) {
  if (!why_mode) return;
  printf("%s %s%s%s\n", outcome, bug_names[first], then ? " " : "", then ? bug_names[then] : "");
  fflush(stdout);
}

/* ---- bugs met while reading (trace callback) ---------------------------- */

typedef struct state {
  enum bug fired;
  uint64_t fired_at;
  char message[160];
  int silent;
  /* alignment: the last section header and blob being read */
  uint64_t section_start, align, after_align;
  int align_pending;
  uint64_t blob_align, blob_after_size;
  uint64_t resource_start;
} state;

/* Unused by the bug combinations whose bugs never fire through it (clang
 * warns about an unused static inline function, gcc does not). */
__attribute__((unused)) static inline void fire(state *st, enum bug b, uint64_t at, int silent,
                                                const char *msg) {
  if (st->fired) return;
  st->fired = b;
  st->fired_at = at;
  st->silent = silent;
  snprintf(st->message, sizeof st->message, "%s", msg);
}

#ifdef MESSY_CRASH_OPAQUE
typedef int (*payload_decoder)(const uint8_t *data, uint64_t size);
/* one decoder per dialect, registered by dialect plugins this reader never loads */
static payload_decoder volatile dialect_decoders[8];
#endif

#ifdef MESSY_ALIGN_SECTION
static uint64_t pad_to(uint64_t pos, uint64_t align) {
  return align ? (align - pos % align) % align : 0;
}
#endif

static void on_field(void *ud, const char *id, int section, uint64_t offset, uint64_t size,
                     uint64_t value) {
  state *st = ud;
  (void)section, (void)offset, (void)size, (void)value;
  if (st->fired) return; /* a real reader stopped at the first one */
#ifdef MESSY_REJECT_EMPTY
  if (!strcmp(id, "section.length") && value == 0)
    fire(st, BUG_REJECT_EMPTY, offset, 0, "empty section");
#endif
#ifdef MESSY_ALIGN_SECTION
  if (!strcmp(id, "section.id")) st->section_start = offset, st->align_pending = 0;
  if (!strcmp(id, "section.alignment"))
    st->align = value, st->after_align = offset + size, st->align_pending = 1;
  if (!strcmp(id, "section.data")) {
    if (section == MLIRBC_SEC_RESOURCE) st->resource_start = offset;
    /* bug: the padding that would align the payload relative to the section header */
    if (st->align_pending &&
        offset - st->after_align != pad_to(st->after_align - st->section_start, st->align))
      fire(st, BUG_ALIGN_SECTION, offset, 0, "section payload misaligned: unexpected padding");
    st->align_pending = 0;
  }
  if (!strcmp(id, "resources.blob.alignment")) st->blob_align = value;
  if (!strcmp(id, "resources.blob.size")) st->blob_after_size = offset + size;
  if (!strcmp(id, "resources.blob.data") &&
      offset - st->blob_after_size !=
          pad_to(st->blob_after_size - st->resource_start, st->blob_align))
    fire(st, BUG_ALIGN_SECTION, offset, 0, "blob misaligned: unexpected padding");
#endif
#ifdef MESSY_FEW_TYPES
  if (!strncmp(id, "builtin.type.", 13)) {
    static const char *const known[] = {"IntegerType", "IndexType", "FunctionType",
                                        "Float32Type", "Float64Type"};
    int ok = 0;
    for (size_t i = 0; i < sizeof known / sizeof *known; i++)
      ok |= !strcmp(id + 13, known[i]) || (!strncmp(id + 13, known[i], strlen(known[i])) &&
                                           id[13 + strlen(known[i])] == '.');
    if (!ok) fire(st, BUG_FEW_TYPES, offset, 1, "");
  }
#endif
#ifdef MESSY_CRASH_OPAQUE
  if (!strcmp(id, "attrtype.custom")) {
    say_why("crash", BUG_CRASH_OPAQUE, BUG_NONE);
    dialect_decoders[0](NULL, size); /* no decoder registered: a call through NULL */
  }
#endif
}

/* ---- the reader --------------------------------------------------------- */

typedef struct tables {
  char **names;
  size_t count;
} tables;

/* Built only once the file's header has been read. */
static void free_tables(tables *t) {
  for (size_t i = 0; i < t->count; i++) free(t->names[i]);
  free(t->names);
  free(t);
}

static int prefix_varint(const uint8_t *p, size_t n, uint64_t *out) {
  if (n == 0) return 0;
  unsigned extra = 0;
  while (extra < 8 && !((p[0] >> extra) & 1)) extra++;
  if (n < (size_t)extra + 1) return 0;
  uint64_t v = 0;
  for (unsigned i = 0; i <= extra && i < 8; i++) v |= (uint64_t)p[i] << (8 * i);
  if (extra == 8) {
    v = 0;
    for (unsigned i = 0; i < 8; i++) v |= (uint64_t)p[1 + i] << (8 * i);
    *out = v;
  } else {
    *out = v >> (extra + 1);
  }
  return 1;
}

static int reject(const char *path, enum bug first, int silent, uint64_t at, const char *msg,
                  tables *t) {
  if (!silent) fprintf(stderr, "%s: error at offset %llu: %s\n", path, (unsigned long long)at, msg);
#ifdef MESSY_CLEANUP_CRASH
  if (t == NULL) { /* bug: the early-exit path frees what was never built */
    say_why("crash", first ? first : BUG_CLEANUP_CRASH, first ? BUG_CLEANUP_CRASH : BUG_NONE);
    tables *volatile never = NULL;
    free_tables(never);
  }
#endif
  if (t) free_tables(t);
  say_why("rejected", first, BUG_NONE);
  return 1;
}

int main(int argc, char **argv) {
  if (argc == 3 && !strcmp(argv[1], "--why")) why_mode = 1, argv++, argc--;
  if (argc != 2) {
    fprintf(stderr, "usage: messy-read [--why] FILE\n");
    return 2;
  }
  const char *path = argv[1];
  FILE *in = fopen(path, "rb");
  if (!in) {
    perror(path);
    return 2;
  }
  uint8_t *data = NULL;
  size_t size = 0, cap = 0, n;
  uint8_t chunk[65536];
  while ((n = fread(chunk, 1, sizeof chunk, in)) > 0) {
    if (size + n > cap) {
      cap = (size + n) * 2;
      uint8_t *grown = realloc(data, cap);
      if (!grown) return free(data), fclose(in), 2;
      data = grown;
    }
    memcpy(data + size, chunk, n);
    size += n;
  }
  fclose(in);
  tables *t = NULL;
  uint64_t version = 0;
  int have_version = size >= 4 && !memcmp(data, "ML\xefR", 4) &&
                     prefix_varint(data + 4, size - 4, &version);
  int rc = 0;
  (void)have_version;
#ifdef MESSY_ACCEPT_ABOVE_6
  if (have_version && version > 6) {
    say_why("accepted", BUG_ACCEPT_ABOVE_6, BUG_NONE);
    free(data);
    return 0;
  }
#endif
#ifdef MESSY_V0_ONLY
  if (have_version && version != 0) {
    char msg[80];
    snprintf(msg, sizeof msg, "unsupported bytecode version %llu (reads version 0)",
             (unsigned long long)version);
    rc = reject(path, BUG_V0_ONLY, 0, 4, msg, t);
    free(data);
    return rc;
  }
#endif
#ifdef MESSY_FAILS_V0
  if (have_version && version == 0) {
    rc = reject(path, BUG_FAILS_V0, 0, 4,
                "TypeError: cannot read properties of undefined (reading 'dialect')", t);
    free(data);
    return rc;
  }
#endif
  state st;
  memset(&st, 0, sizeof st);
  mlirbc_file *f = NULL;
  mlirbc_error err;
  mlirbc_code code = mlirbc_open_traced(&f, data, size, NULL, on_field, &st, &err);
  if (code == MLIRBC_OK) code = mlirbc_walk(f, NULL, NULL, &err);
  if (st.fired) {
    mlirbc_close(f);
    rc = reject(path, st.fired, st.silent, st.fired_at, st.message, t);
  } else if (code != MLIRBC_OK) {
    char msg[300];
    snprintf(msg, sizeof msg, "%s: %s", mlirbc_code_name(code), err.message);
    mlirbc_close(f);
    rc = reject(path, BUG_NONE, 0, err.offset, msg, t);
  } else {
    t = calloc(1, sizeof *t);
    mlirbc_close(f);
    if (t) free_tables(t);
    say_why("accepted", BUG_NONE, BUG_NONE);
  }
  free(data);
  return rc;
}
