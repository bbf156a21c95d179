/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* internal.h — the decoded tables of one bytecode file.
 * All arrays are sized by counts that mbc_count checked against the bytes
 * that hold them, so memory is bounded by the input size. */
#ifndef MBC_INTERNAL_H
#define MBC_INTERNAL_H
#include "buf.h"
#include "builtin.h"
#include "cursor.h"
#include "mlirbc.h"

/* Per attribute/type entry, 2 bytes of state (mlirbc_file.eflags):
 * bits 0-1 decoding state, 2-5 attribute class (enum mbc_acls), 6 its text
 * length was taken from the budget, 7 custom encoding (else fallback text),
 * 8 its dialect is builtin, 9 it was measured (LEAN), 10 its measured
 * length is not kept but taken from its fields again, 11 its kept text
 * names other entries' texts instead of copying them (attrtype.c). Files hold about
 * one attribute (a location) per op, so this, the payload offset and a
 * text pointer are all an entry costs; what other decoders need of a type
 * (mbc_tinfo) lives in tinfo. */
enum {
  MBC_ST_NEW = 0,
  MBC_ST_BUSY,
  MBC_ST_DONE,  /* checked; text kept (etext) */
  MBC_ST_LEAN,  /* checked and measured; no text (a location of a validating walk) */
  MBC_EF_STATE = 3,
  MBC_EF_ACLS_SHIFT = 2,
  MBC_EF_ACLS = 15 << MBC_EF_ACLS_SHIFT,
  MBC_EF_CHARGED = 1 << 6,
  MBC_EF_CUSTOM = 1 << 7,
  MBC_EF_BUILTIN = 1 << 8,
  MBC_EF_MEASURED = 1 << 9,  /* was LEAN: etext held its length until rendered */
  MBC_EF_LEN_FIELDS = 1 << 10, /* ... or its length comes from its fields (attrtype.c) */
  MBC_EF_SPLICED = 1 << 11    /* DONE, its text holds references (attrtype.c) */
};

/* A run of entries of one dialect, as the offset section groups them. */
typedef struct mbc_group {
  uint64_t first, dialect;
} mbc_group;

struct mlirbc_file {
  mbc_alloc alloc;
  mlirbc_options opts;
  const uint8_t *data;
  size_t size;
  mlirbc_trace_fn trace;   /* also traces the IR walk */
  void *trace_ud;
  mlirbc_header hdr;
  uint64_t text_budget;

  uint64_t nstrings;
  mlirbc_view *strings;

  uint64_t ndialects;
  mlirbc_dialect *dialects;
  uint64_t nopnames;
  mlirbc_opname *opnames;

  uint64_t nattrs, ntypes;     /* entries: attrs [0, nattrs), then types */
  uint64_t *eoff;              /* payload of entry g: [eoff[g], eoff[g + 1]) */
  uint16_t *eflags;            /* MBC_ST_* | MBC_EF_* */
  union mbc_etext {
    const char *text;          /* DONE: text, its length in the 8 bytes before it */
    uint64_t len;              /* LEAN: the length its text would have */
  } *etext;                    /* unset for other states */
  mbc_group *groups; uint64_t ngroups, capgroups;
  mlirbc_entry *pub_entries;   /* the public view, built on first request */
  mbc_tinfo *tinfo;            /* per type */

  uint64_t nres, nres_groups, nhandles;
  mlirbc_resource *res;
  mlirbc_resource_group *res_groups;
  uint64_t *handles;           /* handle -> index in res */

  uint64_t nprops;
  mlirbc_view *props;
  uint64_t *props_off;
  const struct mbc_prop_layout **playout; /* per op name, filled on first use */
  const struct mbc_prop_layout **pchecked; /* per properties entry: the layout it passed */

  /* Attribute/type decoding: reused worklist and render buffer, and the
   * arena that holds every rendered text (freed as a whole). */
  uint64_t *dstack; uint64_t dcap;
  uint64_t *splices; uint64_t nsplices, capsplices; /* (position, entry) pairs of dout */
  uint64_t *xstack; uint64_t xcap; /* expanding a spliced text: (entry, next splice, position) */
  uint64_t flat_budget;        /* what expanding spliced texts for callers may keep */
  mbc_buf dout;
  mbc_buf ttext;               /* a measured entry's text, rendered for one use */
  struct mbc_chunk *texts;
  mbc_scratch scratch;         /* the builtin decoders' reused scratch */
  uint64_t lit_attr;           /* loc_fast: the last file name (a decoded StringAttr) + 1 */
  size_t lit_n;                /* ... and its literal's length */

  /* Per-walk scratch lives in the walk state (ir.c), but for the value
   * slots a walk that finished leaves, all clear, to the next: a dump walks
   * the file again after validating it, and fresh pages cost more than the
   * walk's use of them. Freed by mbc_free_walk_cache. */
  struct mbc_slots {
    uint64_t *p, cap;
  } kept_slots[3];
};

/* Allocation helpers (alloc.c): on failure they longjmp with MLIRBC_E_NOMEM. */
void *mbc_alloc_array(mlirbc_file *f, mbc_ctx *cx, uint64_t n, size_t elem);
/* The same, not cleared: for tables whose every entry is written before it
 * is read (no page of a large one is touched before it is used, and a custom
 * allocator's block is not cleared). */
void *mbc_alloc_table(mlirbc_file *f, mbc_ctx *cx, uint64_t n, size_t elem);
void mbc_file_free(mlirbc_file *f, void *p, size_t size);

static inline mbc_cur mbc_section_cur(mlirbc_file *f, mbc_ctx *cx, int id) {
  const mlirbc_section_info *s = &f->hdr.sections[id];
  mbc_cur c = {f->data + s->data_offset, f->data + s->data_offset + s->size,
               id, cx};
  return c;
}

/* Table parsers (each reads one section; order: strings, properties,
 * dialects, resources, attr/type — the order upstream resolves them). */
void mbc_parse_strings(mlirbc_file *f, mbc_ctx *cx);
void mbc_parse_dialects(mlirbc_file *f, mbc_ctx *cx);
void mbc_parse_attrtype(mlirbc_file *f, mbc_ctx *cx);
void mbc_parse_resources(mlirbc_file *f, mbc_ctx *cx);
void mbc_parse_props(mlirbc_file *f, mbc_ctx *cx);

/* A nested section header (dialect versions, lazily loaded regions); returns
 * its payload window. A wrong id fails with `code`. */
mbc_cur mbc_nested_section(mbc_cur *c, int want_id, mlirbc_code code, const char *what);

/* String-table entry for decoders that report errors instead of jumping:
 * 0, or MLIRBC_E_STRING_INDEX with *err filled (offset left to the caller). */
int mbc_string_lookup(const mlirbc_file *f, uint64_t idx, mlirbc_view *s, int section,
                      mlirbc_error *err);

/* Index checks with the right error code; `at` is the field position. */
mlirbc_view mbc_get_string(mlirbc_file *f, mbc_cur *c, uint64_t idx, const uint8_t *at);

/* Entry g (attributes, then types) is checked (DONE or LEAN): decoding it
 * again would do nothing. */
static inline int mbc_entry_checked(const mlirbc_file *f, uint64_t g) {
  return (f->eflags[g] & MBC_EF_STATE) >= MBC_ST_DONE;
}

/* Decode attribute/type `idx` (and everything it refers to) without
 * recursion; longjmps on error. An attribute's class (enum mbc_acls) is
 * returned. */
int mbc_decode_attr(mlirbc_file *f, mbc_ctx *cx, uint64_t idx, int section,
                    const uint8_t *at);
void mbc_decode_type(mlirbc_file *f, mbc_ctx *cx, uint64_t idx, int section,
                     const uint8_t *at);

/* Text and info of attribute idx, decoding it if needed; never jumps:
 * returns 0 or an mlirbc_code with *err filled. */
int mbc_attr_lookup(mlirbc_file *f, uint64_t idx, mlirbc_view *text, mbc_ainfo *info,
                    mlirbc_error *err);
/* As mlirbc_attr_text, but an entry a validating walk only measured is
 * rendered without being kept: the view is valid until the next call (a
 * dump writes each op's location once; keeping them all doubles memory). */
mlirbc_code mbc_attr_text_transient(mlirbc_file *f, uint64_t i, mlirbc_view *text,
                                    mlirbc_error *err);
/* "dialect.op" of op-name index `name` (tables.c). */
void mbc_op_full_name(const mlirbc_file *f, uint64_t name, mbc_buf *b);
/* Properties entry `props` of a registered op of name index `opname`, as
 * mlir-opt's `<{...}>` dictionary, appended to out: 1 = layout known, 0 = unknown (nothing appended), -code = bytes do
 * not fit the layout (*err filled). `name` is scratch. out == NULL: checked,
 * not rendered. */
int mbc_props_text(mlirbc_file *f, uint64_t opname, uint64_t props, mbc_buf *name,
                   mbc_buf *out, mlirbc_error *err);

/* Frees the value slots the last walk left (ir.c). */
void mbc_free_walk_cache(mlirbc_file *f);

/* Frees the entry tables, rendered texts and decoding scratch. */
void mbc_free_attrtype(mlirbc_file *f);

/* Common prologue of the public entry points: run `body` under a fresh
 * mbc_ctx whose errors land in *err. */
#define MBC_ERR_OR_LOCAL(err, local) ((err) ? (err) : &(local))

#endif
