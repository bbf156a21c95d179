/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* container.c — magic, version, producer, the section table, and the
 * order in which the tables are parsed. Grammar: file.*, section.* */
#include <stdlib.h>
#include <string.h>
#include "internal.h"
#include "props.h"
#include "mlirbc_grammar_ids.h"

static const uint8_t kMagic[4] = {0x4D, 0x4C, 0xEF, 0x52};

/* Which top-level sections a file of a given version must have. */
static int section_required(int id, uint64_t version) {
  switch (id) {
  case MLIRBC_SEC_STRING:
  case MLIRBC_SEC_DIALECT:
  case MLIRBC_SEC_ATTRTYPE:
  case MLIRBC_SEC_ATTRTYPE_OFFSET:
  case MLIRBC_SEC_IR:
    return 1;
  case MLIRBC_SEC_PROPERTIES:
    return version >= 5;
  default:
    return 0;
  }
}

/* Builtin encodings changed without a version bump: pick the era from the
 * producer ("MLIR<major>..."); anything else reads as the newest era checked
 * against an upstream binary, 20: era 23 is derived from LLVM 23's sources
 * only, so it is chosen by an MLIR23+ producer or --era=23
 * (spec/reader-decisions.md D-ERA, implementation-defined). */
static mlirbc_era era_from_producer(mlirbc_view p) {
  if (p.size < 5 || memcmp(p.data, "MLIR", 4) != 0) return MLIRBC_ERA_20;
  unsigned major = 0;
  size_t i = 4;
  while (i < p.size && i < 8 && p.data[i] >= '0' && p.data[i] <= '9')
    major = major * 10 + (unsigned)(p.data[i++] - '0');
  if (i == 4) return MLIRBC_ERA_20;
  if (major <= 16) return MLIRBC_ERA_16;
  if (major < 20) return MLIRBC_ERA_17;
  if (major < 23) return MLIRBC_ERA_20;
  return MLIRBC_ERA_23;
}

static void read_header(mlirbc_file *f, mbc_ctx *cx) {
  mbc_cur c = {f->data, f->data + f->size, MLIRBC_SEC_HEADER, cx};
  if (f->size < 4 || memcmp(f->data, kMagic, 4) != 0)
    mbc_fail(cx, MLIRBC_E_MAGIC, MLIRBC_SEC_HEADER, f->data,
             "not MLIR bytecode: magic is not 4D 4C EF 52");
  mbc_bytes(&c, 4, GID_FILE_MAGIC);
  const uint8_t *at = c.p;
  f->hdr.version = mbc_varint(&c, GID_FILE_VERSION);
  if (f->hdr.version > MLIRBC_MAX_VERSION)
    mbc_fail(cx, MLIRBC_E_VERSION, MLIRBC_SEC_HEADER, at,
             "bytecode version %llu is newer than the newest supported version %u",
             (unsigned long long)f->hdr.version, MLIRBC_MAX_VERSION);
  at = c.p;
  const uint8_t *nul = memchr(c.p, 0, mbc_left(&c));
  if (!nul)
    mbc_fail(cx, MLIRBC_E_PRODUCER, MLIRBC_SEC_HEADER, at,
             "producer string has no NUL terminator");
  size_t plen;
  f->hdr.producer.data = mbc_cstr(&c, &plen, GID_FILE_PRODUCER);
  f->hdr.producer.size = plen;
  f->hdr.era = f->opts.era ? f->opts.era : era_from_producer(f->hdr.producer);
  f->hdr.release = mbc_props_release(f->opts.release, f->hdr.producer);
  f->hdr.max_alignment = 1;

  /* Sections, in any order, each at most once, until the end of the file. */
  while (c.p < c.end) {
    const uint8_t *hat = c.p;
    uint8_t idb = mbc_byte(&c, GID_SECTION_ID);
    int id = idb & 0x7F, aligned = idb >> 7;
    if (id >= MLIRBC_SEC_COUNT)
      mbc_fail(cx, MLIRBC_E_SECTION_ID, MLIRBC_SEC_HEADER, hat,
               "invalid section id %d", id);
    mlirbc_section_info *s = &f->hdr.sections[id];
    if (s->present)
      mbc_fail(cx, MLIRBC_E_SECTION_DUP, MLIRBC_SEC_HEADER, hat,
               "duplicate top-level section %s (%d)", mlirbc_section_name(id), id);
    uint64_t len = mbc_varint(&c, GID_SECTION_LENGTH);
    uint64_t align = 1;
    if (aligned) {
      const uint8_t *aat = c.p;
      align = mbc_varint(&c, GID_SECTION_ALIGNMENT);
      mbc_check_align(&c, align, aat);
      mbc_pad(&c, align, GID_SECTION_PADDING);
      if (align > f->hdr.max_alignment) f->hdr.max_alignment = align;
    }
    s->present = 1;
    s->header_offset = (uint64_t)(hat - f->data);
    s->has_align_flag = aligned;
    s->alignment = align;
    s->data_offset = (uint64_t)(c.p - f->data);
    s->size = len;
    c.section = id; /* so the trace files the payload under its section */
    mbc_bytes(&c, len, GID_SECTION_DATA);
    c.section = MLIRBC_SEC_HEADER;
  }

  for (int id = 0; id < MLIRBC_SEC_COUNT; id++)
    if (section_required(id, f->hdr.version) && !f->hdr.sections[id].present)
      mbc_fail(cx, MLIRBC_E_SECTION_MISSING, MLIRBC_SEC_HEADER, c.p,
               "missing required section %s (%d) for version %llu",
               mlirbc_section_name(id), id, (unsigned long long)f->hdr.version);
  int has_res = f->hdr.sections[MLIRBC_SEC_RESOURCE].present;
  int has_roff = f->hdr.sections[MLIRBC_SEC_RESOURCE_OFFSET].present;
  if (has_res != has_roff)
    mbc_fail(cx, MLIRBC_E_SECTION_MISSING, MLIRBC_SEC_HEADER, c.p,
             has_res ? "resource section (5) without resource offset section (6)"
                     : "resource offset section (6) without resource section (5)");
}

static void free_file(mlirbc_file *f) {
  if (!f) return;
  mbc_file_free(f, f->strings, f->nstrings * sizeof *f->strings);
  mbc_file_free(f, f->dialects, f->ndialects * sizeof *f->dialects);
  mbc_file_free(f, f->playout, f->playout ? f->nopnames * sizeof *f->playout : 0);
  mbc_file_free(f, f->pchecked, f->pchecked ? f->nprops * sizeof *f->pchecked : 0);
  mbc_file_free(f, f->opnames, f->nopnames * sizeof *f->opnames);
  mbc_free_attrtype(f);
  mbc_free_walk_cache(f);
  mbc_file_free(f, f->res, f->nres * sizeof *f->res);
  mbc_file_free(f, f->res_groups, f->nres_groups * sizeof *f->res_groups);
  mbc_file_free(f, f->handles, f->nhandles * sizeof *f->handles);
  mbc_file_free(f, f->props, f->nprops * sizeof *f->props);
  mbc_file_free(f, f->props_off, f->nprops * sizeof *f->props_off);
  mbc_alloc a = f->alloc;
  mbc_realloc(&a, f, sizeof *f, 0);
}

/* The tables, out of the function that calls setjmp (see run() in ir.c). */
static MBC_NOINLINE void parse_file(mlirbc_file *f, mbc_ctx *cx) {
  read_header(f, cx);
  mbc_parse_strings(f, cx);
  mbc_parse_props(f, cx);
  mbc_parse_dialects(f, cx);
  mbc_parse_resources(f, cx);
  mbc_parse_attrtype(f, cx);
  if (f->opts.decode_all) {
    for (uint64_t i = 0; i < f->nattrs; i++)
      mbc_decode_attr(f, cx, i, MLIRBC_SEC_ATTRTYPE, f->data + f->eoff[i]);
    for (uint64_t i = 0; i < f->ntypes; i++)
      mbc_decode_type(f, cx, i, MLIRBC_SEC_ATTRTYPE, f->data + f->eoff[f->nattrs + i]);
  }
}

mlirbc_code mlirbc_open_traced(mlirbc_file **out, const uint8_t *data,
                               size_t size, const mlirbc_options *opts,
                               mlirbc_trace_fn trace, void *trace_ud,
                               mlirbc_error *err) {
  mlirbc_error local;
  err = MBC_ERR_OR_LOCAL(err, local);
  memset(err, 0, sizeof *err);
  if (!out || (!data && size)) {
    mbc_set_error(err, MLIRBC_E_USAGE, MLIRBC_SEC_HEADER, 0, "NULL argument");
    return MLIRBC_E_USAGE;
  }
  *out = NULL;
  mbc_alloc a = {opts ? opts->alloc : NULL, opts ? opts->alloc_ud : NULL};
  mlirbc_file *f = mbc_realloc(&a, NULL, 0, sizeof *f);
  if (!f) {
    mbc_set_error(err, MLIRBC_E_NOMEM, MLIRBC_SEC_HEADER, 0, "out of memory");
    return MLIRBC_E_NOMEM;
  }
  memset(f, 0, sizeof *f);
  f->alloc = a;
  if (opts) f->opts = *opts;
  f->data = data ? data : (const uint8_t *)"";
  f->trace = trace;
  f->trace_ud = trace_ud;
  f->size = size;
  f->text_budget = f->opts.max_text ? f->opts.max_text
                                     : (uint64_t)size * 16 + ((uint64_t)1 << 20);

  mbc_ctx cx;
  cx.err = err;
  cx.base = f->data;
  cx.trace = trace;
  cx.trace_ud = trace_ud;
  /* volatile: these are read after longjmp */
  mlirbc_file *volatile fv = f;
  mlirbc_error *volatile ev = err;
  if (setjmp(cx.jb)) {
    free_file(fv);
    return ev->code;
  }
  parse_file(f, &cx);
  *out = f;
  return MLIRBC_OK;
}

mlirbc_code mlirbc_open(mlirbc_file **out, const uint8_t *data, size_t size,
                        const mlirbc_options *opts, mlirbc_error *err) {
  return mlirbc_open_traced(out, data, size, opts, NULL, NULL, err);
}

void mlirbc_close(mlirbc_file *f) { free_file(f); }

const mlirbc_header *mlirbc_get_header(const mlirbc_file *f) { return &f->hdr; }
