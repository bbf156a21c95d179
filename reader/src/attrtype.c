/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* attrtype.c — attribute/type offset section (3) and data section (2), and
 * on-demand decoding of entries with an explicit worklist (no recursion).
 * Grammar: attrtype.* */
#include <stdlib.h>
#include <string.h>
#include "internal.h"
#include "quant.h"
#include "mlirbc_grammar_ids.h"

static void add_group(mlirbc_file *f, mbc_ctx *cx, uint64_t first, uint64_t d) {
  if (f->ngroups == f->capgroups) {
    uint64_t nc = f->capgroups ? 2 * f->capgroups : 16;
    mbc_group *g = mbc_realloc(&f->alloc, f->groups, f->capgroups * sizeof *g, nc * sizeof *g);
    if (!g) mbc_fail(cx, MLIRBC_E_NOMEM, MLIRBC_SEC_ATTRTYPE_OFFSET, cx->base, "out of memory");
    f->groups = g;
    f->capgroups = nc;
  }
  f->groups[f->ngroups].first = first;
  f->groups[f->ngroups++].dialect = d;
}

static void read_groups(mlirbc_file *f, mbc_cur *c, mbc_cur *data,
                        uint64_t first, uint64_t n, const char *what) {
  uint64_t done = 0;
  while (done < n) {
    const uint8_t *at = c->p;
    uint64_t d = mbc_varint(c, GID_ATTRTYPE_GROUP_DIALECT);
    if (d >= f->ndialects)
      mbc_fail(c->cx, MLIRBC_E_DIALECT_INDEX, c->section, at,
               "invalid dialect index %llu in %s group", (unsigned long long)d, what);
    at = c->p;
    uint64_t cnt = mbc_varint(c, GID_ATTRTYPE_GROUP_COUNT);
    if (cnt > n - done)
      mbc_fail(c->cx, MLIRBC_E_COUNT, c->section, at,
               "%s group of %llu entries exceeds the %llu declared entries left", what,
               (unsigned long long)cnt, (unsigned long long)(n - done));
    if (cnt) add_group(f, c->cx, first + done, d);
    uint16_t builtin = f->dialects[d].name.size == 7 &&
                       memcmp(f->dialects[d].name.data, "builtin", 7) == 0
                           ? MBC_EF_BUILTIN : 0;
    for (uint64_t i = 0; i < cnt; i++, done++) {
      at = c->p;
      uint64_t v = mbc_varint(c, GID_ATTRTYPE_ENTRY);
      uint64_t size = v >> 1;
      if (size > mbc_left(data))
        mbc_fail(c->cx, MLIRBC_E_ATTRTYPE_OFFSET, c->section, at,
                 "%s entry of %llu bytes runs past the end of the attribute/type section",
                 what, (unsigned long long)size);
      f->eoff[first + done] = (uint64_t)(data->p - f->data);
      f->eflags[first + done] = (uint16_t)((v & 1 ? MBC_EF_CUSTOM : 0) | builtin);
      (void)mbc_bytes(data, size, GID_ATTRTYPE_PAYLOAD);
    }
  }
}

void mbc_parse_attrtype(mlirbc_file *f, mbc_ctx *cx) {
  mbc_cur c = mbc_section_cur(f, cx, MLIRBC_SEC_ATTRTYPE_OFFSET);
  mbc_cur data = mbc_section_cur(f, cx, MLIRBC_SEC_ATTRTYPE);
  uint64_t na = mbc_count(&c, 1, GID_ATTRTYPE_NUM_ATTRS);
  const uint8_t *at = c.p;
  uint64_t nt = mbc_count(&c, 1, GID_ATTRTYPE_NUM_TYPES);
  if (na + nt > mbc_left(&c))
    mbc_fail(cx, MLIRBC_E_COUNT, c.section, at,
             "%llu attributes and %llu types exceed what %zu bytes can describe",
             (unsigned long long)na, (unsigned long long)nt, mbc_left(&c));
  f->nattrs = na; /* counts first: mbc_free_attrtype sizes each block by them */
  f->ntypes = nt;
  /* every offset and state is written below; a text slot when its entry is
   * decoded (DONE) or measured (LEAN), before anything reads it */
  f->eoff = mbc_alloc_table(f, cx, na + nt + 1, sizeof *f->eoff);
  f->eflags = mbc_alloc_table(f, cx, na + nt, sizeof *f->eflags);
  f->etext = mbc_alloc_table(f, cx, na + nt, sizeof *f->etext);
  f->tinfo = mbc_alloc_array(f, cx, nt, sizeof *f->tinfo);
  f->flat_budget = f->text_budget;
  read_groups(f, &c, &data, 0, na, "attribute");
  read_groups(f, &c, &data, na, nt, "type");
  f->eoff[na + nt] = (uint64_t)(data.p - f->data);
  if (c.p != c.end)
    mbc_fail(cx, MLIRBC_E_TRAILING, c.section, c.p,
             "%zu unexpected bytes after the last attribute/type offset", mbc_left(&c));
  if (data.p != data.end)
    mbc_fail(cx, MLIRBC_E_TRAILING, data.section, data.p,
             "%zu bytes of the attribute/type section belong to no entry",
             mbc_left(&data));
}

/* ---- entries ----------------------------------------------------------- */

static int is_type(const mlirbc_file *f, uint64_t g) { return g >= f->nattrs; }
static unsigned state_of(const mlirbc_file *f, uint64_t g) { return f->eflags[g] & MBC_EF_STATE; }
static void set_state(mlirbc_file *f, uint64_t g, unsigned st) {
  f->eflags[g] = (uint16_t)((f->eflags[g] & ~(unsigned)MBC_EF_STATE) | st);
}
static int acls_of(const mlirbc_file *f, uint64_t g) {
  return (f->eflags[g] & MBC_EF_ACLS) >> MBC_EF_ACLS_SHIFT;
}
static void set_acls(mlirbc_file *f, uint64_t g, int cls) {
  f->eflags[g] = (uint16_t)((f->eflags[g] & ~MBC_EF_ACLS) | (cls << MBC_EF_ACLS_SHIFT));
}
static mlirbc_entry_kind kind_of(const mlirbc_file *f, uint64_t g) {
  uint16_t e = f->eflags[g];
  return !(e & MBC_EF_CUSTOM) ? MLIRBC_ENTRY_FALLBACK
         : e & MBC_EF_BUILTIN ? MLIRBC_ENTRY_BUILTIN : MLIRBC_ENTRY_OPAQUE;
}
static mlirbc_view payload_of(const mlirbc_file *f, uint64_t g) {
  mlirbc_view v = {f->data + f->eoff[g], (size_t)(f->eoff[g + 1] - f->eoff[g])};
  return v;
}
/* Dialect of entry g: the last group starting at or before it. */
static uint64_t dialect_of(const mlirbc_file *f, uint64_t g) {
  uint64_t lo = 0, hi = f->ngroups;
  while (hi - lo > 1) {
    uint64_t mid = lo + (hi - lo) / 2;
    if (f->groups[mid].first <= g) lo = mid; else hi = mid;
  }
  return f->groups[lo].dialect;
}
/* The k-th 8-byte word before a kept text: 1 its length; for a spliced
 * text (MBC_EF_SPLICED) 2 its expanded length, 3 its reference count, and
 * before those the (position, entry) pairs (see arena_block). */
static uint64_t word_before(const char *t, int k) {
  uint64_t v;
  memcpy(&v, t - 8 * k, sizeof v);
  return v;
}
static mlirbc_view text_view(const mlirbc_file *f, uint64_t g) {
  mlirbc_view v = {(const uint8_t *)f->etext[g].text, (size_t)word_before(f->etext[g].text, 1)};
  return v;
}
static int spliced(const mlirbc_file *f, uint64_t g) { return f->eflags[g] & MBC_EF_SPLICED; }
/* Length of a DONE entry's full text, references expanded. */
static uint64_t xlen_of(const mlirbc_file *f, uint64_t g) {
  return word_before(f->etext[g].text, spliced(f, g) ? 2 : 1);
}

/* The text length of entry g, a builtin attribute, when it is an UnknownLoc
 * or a FileLineColLoc whose file name is a decoded StringAttr, every field
 * valid; else 0. From its fields alone: an op's location measured this way
 * keeps no length (etext stays untouched: one location per op). */
static size_t fields_len(mlirbc_file *f, uint64_t g) {
  const uint8_t *p = f->data + f->eoff[g];
  size_t n = (size_t)(f->eoff[g + 1] - f->eoff[g]), len;
  uint64_t fname;
  if (n == 1 && p[0] == (15 << 1 | 1)) return sizeof "loc(unknown)" - 1; /* UnknownLoc */
  if (n < 2 || p[0] != (11 << 1 | 1)) return 0;                          /* FileLineColLoc */
  if (!(len = mbc_fileloc_len(p + 1, n - 1, (size_t)(f->data + f->size - p) - 1, &fname)))
    return 0;
  if (fname + 1 != f->lit_attr) { /* most locations name the file the last one named */
    if (fname >= f->nattrs || state_of(f, fname) != MBC_ST_DONE ||
        acls_of(f, fname) != MBC_A_STRING)
      return 0;
    f->lit_attr = fname + 1;
    f->lit_n = mbc_strlit_cached(&f->scratch, text_view(f, fname)).size;
  }
  return len + f->lit_n;
}

/* A LEAN entry's text length: kept, or measured again from its fields. */
static size_t lean_len(mlirbc_file *f, uint64_t g) {
  return f->eflags[g] & MBC_EF_LEN_FIELDS ? fields_len(f, g) : (size_t)f->etext[g].len;
}

/* ---- decoding ---------------------------------------------------------- */

typedef struct dctx {
  mlirbc_file *f;
  mbc_ctx *cx;
  uint64_t pending; /* entry the decoder is waiting for (on MBC_DEFER) */
  int pending_lean; /* ... asked for by cb_loc_len: it may stay LEAN */
  int splice;       /* the entry decoding only copies what it refers to */
} dctx;

/* Nested ArrayAttrs and TupleTypes: a text that copied its elements' texts
 * would make N levels cost N^2 bytes. Their decoders only copy their
 * elements' texts, so an element whose text is longer than this is kept by
 * reference (a splice, expanded when a caller asks for the text) and each
 * level costs its own bytes. Elements an ArrayAttr reads (integers and
 * floats: it elides their type) are always copied. */
enum { SPLICE_MIN = 256 };
static int splice_kind(const mlirbc_file *f, uint64_t g) {
  const uint16_t builtin = MBC_EF_CUSTOM | MBC_EF_BUILTIN;
  if ((f->eflags[g] & builtin) != builtin || f->eoff[g + 1] == f->eoff[g]) return 0;
  /* the code, a one-byte varint: ArrayAttr 0, TupleType 15 */
  return f->data[f->eoff[g]] == (is_type(f, g) ? (15 << 1 | 1) : (0 << 1 | 1));
}

static int flatten(mlirbc_file *f, uint64_t g, mlirbc_error *err);

static int ref(dctx *d, uint64_t g, mlirbc_view *text, mlirbc_error *err) {
  mlirbc_file *f = d->f;
  unsigned st = state_of(f, g);
  if (st == MBC_ST_DONE) {
    int cls = is_type(f, g) ? MBC_A_OTHER : acls_of(f, g);
    if (d->splice && cls != MBC_A_INT && cls != MBC_A_FLOAT && xlen_of(f, g) > SPLICE_MIN) {
      /* an address dout's on_ref turns into a splice (see decode) */
      text->data = (const uint8_t *)&f->etext[g];
      text->size = 1;
      return 0;
    }
    if (spliced(f, g) && flatten(f, g, err)) return err->code;
    *text = text_view(f, g);
    return 0;
  }
  if (st == MBC_ST_BUSY) {
    int t = is_type(d->f, g);
    mbc_set_error(err, MLIRBC_E_CYCLE, MLIRBC_SEC_ATTRTYPE, d->f->eoff[g],
                  "%s %llu refers to itself", t ? "type" : "attribute",
                  (unsigned long long)(t ? g - d->f->nattrs : g));
    return MLIRBC_E_CYCLE;
  }
  d->pending = g;
  d->pending_lean = 0;
  return MBC_DEFER;
}

static int cb_attr(void *ud, uint64_t idx, mlirbc_view *text, mbc_ainfo *info,
                   mlirbc_error *err) {
  dctx *d = ud;
  if (idx >= d->f->nattrs) {
    mbc_set_error(err, MLIRBC_E_ATTR_INDEX, MLIRBC_SEC_ATTRTYPE, 0,
                  "invalid attribute index %llu (%llu attributes)",
                  (unsigned long long)idx, (unsigned long long)d->f->nattrs);
    return MLIRBC_E_ATTR_INDEX;
  }
  int r = ref(d, idx, text, err);
  if (r == 0 && info) info->cls = (uint8_t)acls_of(d->f, idx);
  return r;
}

static int cb_type(void *ud, uint64_t idx, mlirbc_view *text, mbc_tinfo *info,
                   mlirbc_error *err) {
  dctx *d = ud;
  if (idx >= d->f->ntypes) {
    mbc_set_error(err, MLIRBC_E_TYPE_INDEX, MLIRBC_SEC_ATTRTYPE, 0,
                  "invalid type index %llu (%llu types)", (unsigned long long)idx,
                  (unsigned long long)d->f->ntypes);
    return MLIRBC_E_TYPE_INDEX;
  }
  uint64_t g = d->f->nattrs + idx;
  int r = ref(d, g, text, err);
  if (r == 0 && info) *info = d->f->tinfo[idx];
  return r;
}

static int cb_string(void *ud, uint64_t idx, mlirbc_view *s, mlirbc_error *err) {
  return mbc_string_lookup(((dctx *)ud)->f, idx, s, MLIRBC_SEC_ATTRTYPE, err);
}

static int builtin_code(const mlirbc_file *f, uint64_t g);

/* Length of location idx's text without loc(...), kept or measured. */
static int cb_loc_len(void *ud, uint64_t idx, size_t *inner_len, int *unknown) {
  dctx *d = ud;
  mlirbc_file *f = d->f;
  if (idx >= f->nattrs) return MLIRBC_E_ATTR_INDEX;
  switch (state_of(f, idx)) {
  case MBC_ST_DONE: {
    if (acls_of(f, idx) != MBC_A_LOC) return MLIRBC_E_ATTR_KIND;
    mlirbc_view t = mbc_loc_inner(text_view(f, idx));
    *inner_len = t.size;
    *unknown = mbc_view_eq(t, "unknown");
    return 0;
  }
  case MBC_ST_LEAN: /* a builtin location: "loc(" ... ")"; unknown is code 15 */
    *inner_len = lean_len(f, idx) - 5;
    *unknown = builtin_code(f, idx) == 15;
    return 0;
  case MBC_ST_BUSY:
    return MLIRBC_E_CYCLE;
  default:
    d->pending = idx;
    d->pending_lean = 1;
    return MBC_DEFER;
  }
}

static int cb_resource(void *ud, uint64_t idx, mlirbc_view *key, mlirbc_error *err) {
  dctx *d = ud;
  if (idx >= d->f->nhandles) {
    mbc_set_error(err, MLIRBC_E_RESOURCE_INDEX, MLIRBC_SEC_ATTRTYPE, 0,
                  "invalid resource handle %llu (%llu dialect resources)",
                  (unsigned long long)idx, (unsigned long long)d->f->nhandles);
    return MLIRBC_E_RESOURCE_INDEX;
  }
  *key = d->f->res[d->f->handles[idx]].key;
  return 0;
}

/* Decode entry g into out/state; returns 0, MBC_DEFER or an error code. */
static int decode_one(dctx *d, uint64_t g, mbc_buf *out, mlirbc_error *err) {
  mlirbc_file *f = d->f;
  mlirbc_view pl = payload_of(f, g);
  uint64_t off = f->eoff[g];
  int type = is_type(f, g);
  const char *what = type ? "type" : "attribute";
  switch (kind_of(f, g)) {
  case MLIRBC_ENTRY_FALLBACK: {
    const uint8_t *nul = memchr(pl.data, 0, pl.size);
    if (!nul) {
      mbc_set_error(err, MLIRBC_E_ATTRTYPE_ENTRY, MLIRBC_SEC_ATTRTYPE, off,
                    "%s assembly text has no NUL terminator", what);
      return MLIRBC_E_ATTRTYPE_ENTRY;
    }
    size_t n = (size_t)(nul - pl.data);
    if (n + 1 != pl.size) {
      mbc_set_error(err, MLIRBC_E_ATTRTYPE_ENTRY, MLIRBC_SEC_ATTRTYPE,
                    off + n + 1, "unexpected trailing bytes after %s entry", what);
      return MLIRBC_E_ATTRTYPE_ENTRY;
    }
    if (n == 0) {
      mbc_set_error(err, MLIRBC_E_ATTRTYPE_ENTRY, MLIRBC_SEC_ATTRTYPE, off,
                    "empty %s assembly text", what);
      return MLIRBC_E_ATTRTYPE_ENTRY;
    }
    mbc_buf_put(out, pl.data, n);
    if (type) {
      mbc_tinfo *ti = &f->tinfo[g - f->nattrs];
      mbc_fallback_type_info((const char *)pl.data, n, ti);
      ti->dialect = !(f->eflags[g] & MBC_EF_BUILTIN);
    } else {
      mbc_ainfo ai;
      mbc_fallback_attr_info((const char *)pl.data, n, &ai);
      set_acls(f, g, ai.cls);
    }
    return 0;
  }
  case MLIRBC_ENTRY_OPAQUE: {
    mlirbc_view dn = f->dialects[dialect_of(f, g)].name;
    if (type && dn.size == 5 && memcmp(dn.data, "quant", 5) == 0) {
      mbc_bctx bc = {d, f->hdr.era, cb_attr, cb_type, cb_string, cb_resource, g, &f->scratch, NULL};
      mlirbc_error qerr;
      int r = mbc_quant_type(&bc, pl.data, pl.size, out, &qerr);
      if (r == MBC_DEFER) return r;
      if (r == 0) {
        memset(&f->tinfo[g - f->nattrs], 0, sizeof *f->tinfo);
        f->tinfo[g - f->nattrs].dialect = 1;
        return 0;
      }
      out->len = 0; /* not rendered: the opaque form below */
    }
    mbc_buf_puts(out, type ? "!mlirbc.opaque<" : "#mlirbc.opaque<");
    mbc_buf_quoted(out, dn.data, dn.size);
    mbc_buf_puts(out, ", \"0x");
    mbc_buf_hex(out, pl.data, pl.size);
    mbc_buf_puts(out, "\">");
    set_acls(f, g, MBC_A_OTHER);
    if (type) {
      memset(&f->tinfo[g - f->nattrs], 0, sizeof *f->tinfo);
      f->tinfo[g - f->nattrs].dialect = 1;
    }
    return 0;
  }
  default: {
    mbc_bctx bc = {d, f->hdr.era, cb_attr, cb_type, cb_string, cb_resource, g, &f->scratch, NULL};
    if (type)
      return mbc_builtin_type(&bc, pl.data, pl.size, off, out, &f->tinfo[g - f->nattrs], err);
    mbc_ainfo ai = {MBC_A_OTHER};
    int r = mbc_builtin_attr(&bc, pl.data, pl.size, off, out, &ai, err);
    if (r == 0) set_acls(f, g, ai.cls);
    return r;
  }
  }
}

/* The trace names the kind of every entry it decodes (fallback text, another
 * dialect's payload, or the builtin production of its code) at the entry's
 * offset, so a trace shows which encodings a file uses. Indexed by code. */
static const char *const builtin_attr_ids[] = {
    GID_BUILTIN_ATTR_ARRAY_ATTR, GID_BUILTIN_ATTR_DICTIONARY_ATTR, GID_BUILTIN_ATTR_STRING_ATTR,
    GID_BUILTIN_ATTR_STRING_ATTR_WITH_TYPE, GID_BUILTIN_ATTR_FLAT_SYMBOL_REF_ATTR,
    GID_BUILTIN_ATTR_SYMBOL_REF_ATTR, GID_BUILTIN_ATTR_TYPE_ATTR, GID_BUILTIN_ATTR_UNIT_ATTR,
    GID_BUILTIN_ATTR_INTEGER_ATTR, GID_BUILTIN_ATTR_FLOAT_ATTR, GID_BUILTIN_ATTR_CALL_SITE_LOC,
    GID_BUILTIN_ATTR_FILE_LINE_COL_LOC, GID_BUILTIN_ATTR_FUSED_LOC,
    GID_BUILTIN_ATTR_FUSED_LOC_WITH_METADATA, GID_BUILTIN_ATTR_NAME_LOC, GID_BUILTIN_ATTR_UNKNOWN_LOC,
    GID_BUILTIN_ATTR_DENSE_RESOURCE_ELEMENTS_ATTR, GID_BUILTIN_ATTR_DENSE_ARRAY_ATTR,
    GID_BUILTIN_ATTR_DENSE_INT_OR_FP_ELEMENTS_ATTR, GID_BUILTIN_ATTR_DENSE_STRING_ELEMENTS_ATTR,
    GID_BUILTIN_ATTR_SPARSE_ELEMENTS_ATTR, GID_BUILTIN_ATTR_DISTINCT_ATTR,
    GID_BUILTIN_ATTR_FILE_LINE_COL_RANGE, GID_BUILTIN_ATTR_AFFINE_MAP_ATTR};
static const char *const builtin_type_ids[] = {
    GID_BUILTIN_TYPE_INTEGER_TYPE, GID_BUILTIN_TYPE_INDEX_TYPE, GID_BUILTIN_TYPE_FUNCTION_TYPE,
    GID_BUILTIN_TYPE_B_FLOAT16_TYPE, GID_BUILTIN_TYPE_FLOAT16_TYPE, GID_BUILTIN_TYPE_FLOAT32_TYPE,
    GID_BUILTIN_TYPE_FLOAT64_TYPE, GID_BUILTIN_TYPE_FLOAT80_TYPE, GID_BUILTIN_TYPE_FLOAT128_TYPE,
    GID_BUILTIN_TYPE_COMPLEX_TYPE, GID_BUILTIN_TYPE_MEM_REF_TYPE,
    GID_BUILTIN_TYPE_MEM_REF_TYPE_WITH_MEM_SPACE, GID_BUILTIN_TYPE_NONE_TYPE,
    GID_BUILTIN_TYPE_RANKED_TENSOR_TYPE, GID_BUILTIN_TYPE_RANKED_TENSOR_TYPE_WITH_ENCODING,
    GID_BUILTIN_TYPE_TUPLE_TYPE, GID_BUILTIN_TYPE_UNRANKED_MEM_REF_TYPE,
    GID_BUILTIN_TYPE_UNRANKED_MEM_REF_TYPE_WITH_MEM_SPACE, GID_BUILTIN_TYPE_UNRANKED_TENSOR_TYPE,
    GID_BUILTIN_TYPE_VECTOR_TYPE, GID_BUILTIN_TYPE_VECTOR_TYPE_WITH_SCALABLE_DIMS,
    GID_BUILTIN_TYPE_FLOAT_TF32_TYPE, GID_BUILTIN_TYPE_FLOAT8_E5_M2_TYPE,
    GID_BUILTIN_TYPE_FLOAT8_E4_M3_TYPE, GID_BUILTIN_TYPE_FLOAT8_E4_M3_FN_TYPE,
    GID_BUILTIN_TYPE_FLOAT8_E5_M2_FNUZ_TYPE, GID_BUILTIN_TYPE_FLOAT8_E4_M3_FNUZ_TYPE,
    GID_BUILTIN_TYPE_FLOAT8_E4_M3_B11_FNUZ_TYPE, GID_BUILTIN_TYPE_FLOAT8_E3_M4_TYPE,
    GID_BUILTIN_TYPE_FLOAT4_E2_M1_FN_TYPE, GID_BUILTIN_TYPE_FLOAT6_E2_M3_FN_TYPE,
    GID_BUILTIN_TYPE_FLOAT6_E3_M2_FN_TYPE, GID_BUILTIN_TYPE_FLOAT8_E8_M0_FNU_TYPE};
enum { SCALABLE_VECTOR_CODE = 20 }; /* two layouts: the trace also names the era's field */

static void trace_kind(const mlirbc_file *f, const mbc_ctx *cx, uint64_t g) {
  mlirbc_entry_kind kind = kind_of(f, g);
  mlirbc_view pl = payload_of(f, g);
  uint64_t off = f->eoff[g];
  int type = is_type(f, g);
  uint64_t code = 0;
  if (kind != MLIRBC_ENTRY_BUILTIN)
    cx->trace(cx->trace_ud, kind == MLIRBC_ENTRY_FALLBACK ? GID_ATTRTYPE_FALLBACK : GID_ATTRTYPE_CUSTOM,
              MLIRBC_SEC_ATTRTYPE, off, pl.size, 0);
  else if (mbc_varint_decode(pl.data, pl.size, &code)) {
    size_t n = type ? sizeof builtin_type_ids / sizeof *builtin_type_ids
                    : sizeof builtin_attr_ids / sizeof *builtin_attr_ids;
    if (code >= n) return; /* a code no era defines */
    cx->trace(cx->trace_ud, type ? builtin_type_ids[code] : builtin_attr_ids[code],
              MLIRBC_SEC_ATTRTYPE, off, pl.size, code);
    if (type && code == SCALABLE_VECTOR_CODE)
      cx->trace(cx->trace_ud,
                f->hdr.era == MLIRBC_ERA_16 ? GID_BUILTIN_TYPE_VECTOR_TYPE_WITH_SCALABLE_DIMS_NUM_SCALABLE_DIMS
                                            : GID_BUILTIN_TYPE_VECTOR_TYPE_WITH_SCALABLE_DIMS_SCALABLE_DIMS,
                MLIRBC_SEC_ATTRTYPE, off, pl.size, code);
  }
}

/* Rendered texts live in chunks that are only freed with the file. Each
 * text is stored as its length (8 bytes), the text and a NUL, 8-aligned. */
struct mbc_chunk {
  struct mbc_chunk *next;
  size_t size, used;
  uint64_t data[]; /* 8-aligned */
};

/* A spliced text keeps before its length, in this order, its (position,
 * entry) pairs, their count and its expanded length: `pre` (npre words). */
static char *arena_block(mlirbc_file *f, const uint64_t *pre, size_t npre, const char *s,
                         size_t len) {
  if (len > SIZE_MAX - 16 || npre > (SIZE_MAX - 16 - len) / 8 - 1) return NULL;
  size_t n = (8 * npre + 8 + len + 1 + 7) & ~(size_t)7;
  struct mbc_chunk *c = f->texts;
  if (!c || c->size - c->used < n) {
    /* chunks grow 4 KiB, 8 KiB, ... 64 KiB: small files stay small */
    size_t size = c ? (c->size < 65536 ? 2 * c->size : 65536) : 4096;
    if (size < n) size = n;
    c = mbc_realloc(&f->alloc, NULL, 0, sizeof *c + size);
    if (!c) return NULL;
    c->next = f->texts;
    c->size = size;
    c->used = 0;
    f->texts = c;
  }
  char *p = (char *)c->data + c->used;
  c->used += n;
  if (npre) memcpy(p, pre, 8 * npre);
  p += 8 * npre;
  uint64_t l = len;
  memcpy(p, &l, 8);
  if (len && s) memcpy(p + 8, s, len);
  p[8 + len] = 0;
  return p + 8;
}
static char *arena_text(mlirbc_file *f, const char *s, size_t len) {
  return arena_block(f, NULL, 0, s, len);
}

void mbc_free_attrtype(mlirbc_file *f) {
  for (struct mbc_chunk *c = f->texts, *next; c; c = next) {
    next = c->next;
    mbc_realloc(&f->alloc, c, sizeof *c + c->size, 0);
  }
  f->texts = NULL;
  mbc_buf_free(&f->dout);
  mbc_buf_free(&f->ttext);
  mbc_scratch_free(&f->scratch, &f->alloc);
  mbc_file_free(f, f->dstack, f->dcap * sizeof *f->dstack);
  f->dstack = NULL;
  f->dcap = 0;
  mbc_file_free(f, f->splices, f->capsplices * 2 * sizeof *f->splices);
  f->splices = NULL;
  f->nsplices = f->capsplices = 0;
  mbc_file_free(f, f->xstack, f->xcap * 3 * sizeof *f->xstack);
  f->xstack = NULL;
  f->xcap = 0;
  uint64_t ne = f->nattrs + f->ntypes;
  mbc_file_free(f, f->eoff, f->eoff ? (ne + 1) * sizeof *f->eoff : 0);
  mbc_file_free(f, f->eflags, ne * sizeof *f->eflags);
  mbc_file_free(f, f->etext, ne * sizeof *f->etext);
  mbc_file_free(f, f->tinfo, f->ntypes * sizeof *f->tinfo);
  mbc_file_free(f, f->groups, f->capgroups * sizeof *f->groups);
  mbc_file_free(f, f->pub_entries, ne * sizeof *f->pub_entries);
}

static mlirbc_code fail_at(mlirbc_file *f, mlirbc_error *err, uint64_t g,
                           mlirbc_code code, const char *msg) {
  mbc_set_error(err, code, MLIRBC_SEC_ATTRTYPE, f->eoff[g], "%s", msg);
  return code;
}

/* ---- splices ------------------------------------------------------------ */

/* Room for one more pair in f->splices; 0: out of memory. */
static int splice_room(mlirbc_file *f) {
  if (f->nsplices < f->capsplices) return 1;
  uint64_t nc = f->capsplices ? 2 * f->capsplices : 16;
  uint64_t *ns = mbc_realloc(&f->alloc, f->splices, f->capsplices * 2 * sizeof *ns,
                             nc * 2 * sizeof *ns);
  if (!ns) return 0;
  f->splices = ns;
  f->capsplices = nc;
  return 1;
}

/* dout's on_ref: the element at this offset of etext goes here. */
static void on_splice(mbc_buf *b, size_t off, void *ud) {
  mlirbc_file *f = ud;
  if (b->failed) return;
  if (!splice_room(f)) {
    b->failed = MLIRBC_E_NOMEM;
    return;
  }
  f->splices[2 * f->nsplices] = b->len;
  f->splices[2 * f->nsplices + 1] = off / sizeof *f->etext;
  f->nsplices++;
}

/* Spliced entry g's full text into dst (room for cap bytes), with an
 * explicit stack of (entry, next splice, position): a nest of N levels is N
 * frames, never N calls. 0, or MLIRBC_E_NOMEM. */
static mlirbc_code expand(mlirbc_file *f, uint64_t g, char *dst, uint64_t cap) {
  uint64_t n = 0, w = 0;
  for (uint64_t e = g;;) {
    if (e != UINT64_MAX) { /* push e */
      if (n == f->xcap) {
        uint64_t nc = f->xcap ? 2 * f->xcap : 64;
        uint64_t *ns = mbc_realloc(&f->alloc, f->xstack, f->xcap * 3 * sizeof *ns,
                                   nc * 3 * sizeof *ns);
        if (!ns) return MLIRBC_E_NOMEM;
        f->xstack = ns;
        f->xcap = nc;
      }
      uint64_t *fr = &f->xstack[3 * n++];
      fr[0] = e, fr[1] = 0, fr[2] = 0;
    }
    if (!n) break;
    uint64_t *fr = &f->xstack[3 * (n - 1)];
    const char *t = f->etext[fr[0]].text;
    uint64_t len = word_before(t, 1), ns = word_before(t, 3), to = len, child = UINT64_MAX;
    const char *pairs = t - 8 * 3 - 16 * ns;
    if (fr[1] < ns) {
      memcpy(&to, pairs + 16 * fr[1], 8);
      memcpy(&child, pairs + 16 * fr[1] + 8, 8);
    }
    if (to < fr[2] || to > len || to - fr[2] > cap - w) return MLIRBC_E_LIMIT; /* never */
    memcpy(dst + w, t + fr[2], to - fr[2]);
    w += to - fr[2];
    fr[1]++, fr[2] = to;
    if (child == UINT64_MAX) {
      n--;
    } else if (!spliced(f, child)) {
      mlirbc_view v = text_view(f, child);
      if (v.size > cap - w) return MLIRBC_E_LIMIT; /* never: lengths add up */
      memcpy(dst + w, v.data, v.size);
      w += v.size;
      child = UINT64_MAX;
    }
    e = child;
  }
  return w == cap ? MLIRBC_OK : MLIRBC_E_LIMIT;
}

/* Replaces spliced entry g's text by its expansion, kept for callers that
 * read it (decoders other than the splicing ones, the public text calls).
 * Expansions draw on their own budget, the size of the text budget: a file
 * whose texts all fit that budget copied fits it expanded. */
static int flatten(mlirbc_file *f, uint64_t g, mlirbc_error *err) {
  uint64_t x = xlen_of(f, g);
  if (x >= f->flat_budget || x > SIZE_MAX / 2)
    return fail_at(f, err, g, MLIRBC_E_LIMIT,
                   "attribute/type text exceeds the budget of the input's size");
  char *t = arena_block(f, NULL, 0, NULL, (size_t)x);
  mlirbc_code rc = t ? expand(f, g, t, x) : MLIRBC_E_NOMEM;
  if (rc) return fail_at(f, err, g, rc, "out of memory rendering entry");
  f->flat_budget -= x + 1;
  f->etext[g].text = t;
  f->eflags[g] &= (uint16_t)~MBC_EF_SPLICED;
  return 0;
}

/* Builtin attribute code of entry g (codes 0..127 fit the one-byte
 * varint checked here), or -1. */
static int builtin_code(const mlirbc_file *f, uint64_t g) {
  const uint16_t builtin = MBC_EF_CUSTOM | MBC_EF_BUILTIN;
  if (g >= f->nattrs || (f->eflags[g] & builtin) != builtin || f->eoff[g + 1] == f->eoff[g])
    return -1;
  uint8_t b = f->data[f->eoff[g]];
  return (b & 1) ? b >> 1 : -1;
}

/* Locations a validating walk measures instead of keeping: files hold
 * about one per op, and nothing but a dump reads their text. Leaves
 * (FileLineColLoc, UnknownLoc, FileLineColRange) can always be measured by
 * their decoder; NameLoc and CallSiteLoc through mbc_builtin_loc_len from
 * the lengths of the locations inside. FusedLoc is rendered: it compares
 * its parts' texts. */
enum { LEAN_NO, LEAN_LEAF, LEAN_NESTED };
static int lean_kind(const mlirbc_file *f, uint64_t g) {
  switch (builtin_code(f, g)) {
  case 11: case 15: case 22: return LEAN_LEAF;
  case 10: case 14: return LEAN_NESTED;
  default: return LEAN_NO;
  }
}

static mbc_bctx bctx_of(mlirbc_file *f, dctx *d, uint64_t g) {
  mbc_bctx bc = {d, f->hdr.era, cb_attr, cb_type, cb_string, cb_resource, g, &f->scratch,
                 cb_loc_len};
  return bc;
}

/* Takes an entry's text length from the budget, once. 0: exhausted. */
static int charge(mlirbc_file *f, uint64_t g, size_t len) {
  if (f->eflags[g] & MBC_EF_CHARGED) return 1;
  if (f->text_budget <= len) return 0;
  f->text_budget -= len + 1;
  f->eflags[g] |= MBC_EF_CHARGED;
  return 1;
}

static inline void set_lean(mlirbc_file *f, mbc_ctx *cx, uint64_t g, size_t len) {
  set_acls(f, g, MBC_A_LOC);
  if (cx->trace) trace_kind(f, cx, g); /* once per decoded entry, kept or not */
  f->etext[g].len = len;
  f->eflags[g] |= MBC_EF_MEASURED;
  set_state(f, g, MBC_ST_LEAN);
}

#ifdef MBC_CHECK_FAST_PATHS
/* A leaf location's decoder, measuring, must accept it with this length. */
static void check_leaf_len(mlirbc_file *f, dctx *d, uint64_t g, size_t len) {
  mbc_bctx bc = bctx_of(f, d, g);
  mlirbc_view pl = payload_of(f, g);
  mbc_buf m;
  mbc_buf_init(&m, &f->alloc, NULL);
  m.measure = 1;
  mbc_ainfo chk = {MBC_A_OTHER};
  mlirbc_error e;
  if (mbc_builtin_attr(&bc, pl.data, pl.size, f->eoff[g], &m, &chk, &e) != 0 ||
      m.len != len || chk.cls != MBC_A_LOC)
    abort();
}
#endif

/* The fast path for a location not kept: checked and measured from its
 * fields and the lengths of what it refers to (mbc_builtin_loc_len), then
 * charged and marked LEAN. Returns 1 done, MBC_DEFER (d->pending asked
 * for), or 0: not handled (anything wrong, the budget exhausted) -- the full
 * decoder then reports it. */
static int measure(mlirbc_file *f, dctx *d, uint64_t g, int lk) {
  mbc_bctx bc = bctx_of(f, d, g);
  mlirbc_view pl = payload_of(f, g);
  size_t len;
  int r = mbc_builtin_loc_len(&bc, pl.data, pl.size, &len);
  if (r != 1) return r == MBC_DEFER ? r : 0;
#ifdef MBC_CHECK_FAST_PATHS /* test builds: a leaf's decoder must measure the same */
  if (lk == LEAN_LEAF) check_leaf_len(f, d, g, len);
#else
  (void)lk;
#endif
  if (!charge(f, g, len)) return 0;
  set_lean(f, d->cx, g, len);
  return 1;
}

/* The one-pass path for a leaf location whose file name is decoded (most
 * ops' locations): no worklist. 0: not handled; decode() runs the worklist. */
static int lean_leaf(mlirbc_file *f, mbc_ctx *cx, uint64_t g) {
  dctx d = {f, cx, g, 0, 0};
  return lean_kind(f, g) == LEAN_LEAF && measure(f, &d, g, LEAN_LEAF) == 1;
}

/* Worklist: decode g after everything it refers to. Each entry is on the
 * stack at most once (BUSY), so the stack never exceeds the entry count.
 * keep_text = 0: g may end LEAN (checked, text length charged to the
 * budget and remembered, no text) when it is a location lean_kind names,
 * and so may the locations inside it that only its length needs; a LEAN
 * entry's text is rendered the first time someone asks for it. Entries
 * whose text a decoder reads are always kept. The top bit of a stack slot
 * says the entry may end LEAN. */
#define LEAN_OK ((uint64_t)1 << 63)
enum { KEEP_NO, KEEP_YES, KEEP_TRANSIENT };
static void decode(mlirbc_file *f, mbc_ctx *cx, uint64_t g, int keep_text) {
  unsigned st = state_of(f, g);
  if (st == MBC_ST_DONE || (st == MBC_ST_LEAN && !keep_text)) return;
  /* KEEP_TRANSIENT: a measured entry's text into f->ttext, still not kept */
  int transient = keep_text == KEEP_TRANSIENT && st == MBC_ST_LEAN;
  if (!keep_text && st == MBC_ST_NEW && lean_leaf(f, cx, g)) return;
  /* dout is scratch: what a kept text costs is taken from the budget below;
   * the budget only caps how long one rendering may grow. */
  if (!f->dout.alloc) {
    mbc_buf_init_capped(&f->dout, &f->alloc, &f->text_budget);
    f->dout.on_ref = on_splice;
    f->dout.ref_ud = f;
    f->dout.ref_lo = (const char *)f->etext;
    f->dout.ref_span = (size_t)(f->nattrs + f->ntypes) * sizeof *f->etext;
  }
  uint64_t n = 0;
  dctx d = {f, cx, g, keep_text ? 0 : 1, 0};
  mbc_buf *out = &f->dout;
  mlirbc_error *err = cx->err;
  int r = MBC_DEFER;
  while (r == MBC_DEFER || (r == 0 && n)) {
    if (r == MBC_DEFER) { /* push d.pending */
      if (n == f->dcap) {
        uint64_t nc = f->dcap ? 2 * f->dcap : 64;
        uint64_t *ns = mbc_realloc(&f->alloc, f->dstack, f->dcap * sizeof *ns, nc * sizeof *ns);
        if (!ns) {
          r = fail_at(f, err, d.pending, MLIRBC_E_NOMEM, "out of memory");
          break;
        }
        f->dstack = ns;
        f->dcap = nc;
      }
      f->dstack[n++] = d.pending | (d.pending_lean ? LEAN_OK : 0);
    }
    uint64_t top = f->dstack[n - 1] & ~LEAN_OK;
    int lk = f->dstack[n - 1] & LEAN_OK ? lean_kind(f, top) : LEAN_NO;
    set_state(f, top, MBC_ST_BUSY);
    if (lk != LEAN_NO) { /* measured from what it refers to, when all is well */
      r = measure(f, &d, top, lk);
      if (r == MBC_DEFER) continue;
      if (r == 1) {
        r = 0;
        n--;
        continue;
      }
    }
    out->len = 0;
    /* A leaf location that will not be kept is measured by its decoder: the
     * same checks, the same length, no text built. */
    out->measure = (uint8_t)(lk == LEAN_LEAF);
    f->nsplices = 0;
    d.splice = lk == LEAN_NO && !(transient && n == 1) && splice_kind(f, top);
    r = decode_one(&d, top, out, err);
    d.splice = 0;
    out->measure = 0;
    if (r == 0 && out->failed)
      r = fail_at(f, err, top, out->failed,
                  out->failed == MLIRBC_E_NOMEM
                      ? "out of memory rendering entry"
                      : "attribute/type text exceeds the budget of the input's size");
    if (r != 0) continue; /* MBC_DEFER pushes the child; an error ends the loop */
#ifdef MBC_CHECK_FAST_PATHS /* test builds: a measured length must be the rendered one */
    if ((f->eflags[top] & MBC_EF_MEASURED) && out->len != lean_len(f, top)) abort();
#endif
    /* A spliced text costs its own bytes and its references; its full
     * length must fit the budget as a copied text's would. */
    uint64_t xlen = out->len, cost = out->len;
    for (uint64_t i = 0; i < f->nsplices; i++) {
      uint64_t c = xlen_of(f, f->splices[2 * i + 1]);
      xlen = xlen + c < xlen ? UINT64_MAX : xlen + c;
    }
    if (f->nsplices) cost += 16 * f->nsplices + 24;
    /* Each entry's text counts against the budget once, kept or not, so a
     * validating walk and a dump give the same verdict. */
    if ((f->nsplices && xlen >= f->text_budget) || !charge(f, top, (size_t)cost)) {
      r = fail_at(f, err, top, MLIRBC_E_LIMIT,
                  "attribute/type text exceeds the budget of the input's size");
      break;
    }
    if (lk == LEAN_LEAF) {
      set_lean(f, cx, top, out->len);
      n--;
      continue;
    }
    if (transient && n == 1) { /* the root: its text for the caller, once */
      if (!f->ttext.alloc) mbc_buf_init(&f->ttext, &f->alloc, NULL);
      f->ttext.len = 0;
      mbc_buf_put(&f->ttext, out->data, out->len);
      if (f->ttext.failed) {
        f->ttext.failed = MLIRBC_OK;
        r = fail_at(f, err, top, MLIRBC_E_NOMEM, "out of memory rendering entry");
        break;
      }
      set_state(f, top, MBC_ST_LEAN);
      n--;
      continue;
    }
    if (cx->trace) trace_kind(f, cx, top); /* once per decoded entry, kept or not */
    const char *t = NULL;
    uint64_t ns = f->nsplices;
    if (!ns) {
      t = arena_text(f, out->data, out->len);
    } else if (splice_room(f)) { /* the pairs, their count and xlen, in one block */
      f->splices[2 * ns] = ns;
      f->splices[2 * ns + 1] = xlen;
      t = arena_block(f, f->splices, (size_t)(2 * ns + 2), out->data, out->len);
    }
    if (!t) {
      r = fail_at(f, err, top, MLIRBC_E_NOMEM,
                  "attribute/type text exceeds the budget of the input's size");
      break;
    }
    f->etext[top].text = t;
    if (ns) f->eflags[top] |= MBC_EF_SPLICED;
    set_state(f, top, MBC_ST_DONE);
    n--;
  }
  if (r != 0) { /* entries left BUSY would look like cycles to a later caller */
    for (uint64_t i = 0; i < n; i++) set_state(f, f->dstack[i] & ~LEAN_OK, MBC_ST_NEW);
    out->failed = MLIRBC_OK;
    longjmp(cx->jb, 1);
  }
}

/* The commonest entry of a validating walk, an op's own location, in one
 * step: a new FileLineColLoc whose file name is decoded, or an UnknownLoc,
 * checked and measured as measure() does, without the worklist and the
 * callbacks. 0: not this case (nothing changed); the worklist decides. */
static int loc_fast(mlirbc_file *f, mbc_ctx *cx, uint64_t g) {
  const uint16_t builtin = MBC_EF_CUSTOM | MBC_EF_BUILTIN;
  if ((f->eflags[g] & (builtin | MBC_EF_STATE)) != builtin || cx->trace) return 0;
  size_t len = fields_len(f, g);
  if (!len) return 0;
#ifdef MBC_CHECK_FAST_PATHS /* test builds: the decoder must measure the same */
  dctx d = {f, cx, g, 0, 0};
  check_leaf_len(f, &d, g, len);
#endif
  /* charge() and set_lean() in one store */
  unsigned e = f->eflags[g];
  if (!(e & MBC_EF_CHARGED)) {
    if (f->text_budget <= len) return 0;
    f->text_budget -= len + 1;
  }
  f->eflags[g] = (uint16_t)((e & ~(unsigned)(MBC_EF_STATE | MBC_EF_ACLS)) | MBC_ST_LEAN |
                            (MBC_A_LOC << MBC_EF_ACLS_SHIFT) | MBC_EF_CHARGED |
                            MBC_EF_MEASURED | MBC_EF_LEN_FIELDS);
  return 1;
}

int mbc_decode_attr(mlirbc_file *f, mbc_ctx *cx, uint64_t idx, int section,
                    const uint8_t *at) {
  if (idx >= f->nattrs)
    mbc_fail(cx, MLIRBC_E_ATTR_INDEX, section, at,
             "invalid attribute index %llu (%llu attributes)",
             (unsigned long long)idx, (unsigned long long)f->nattrs);
  if (state_of(f, idx) < MBC_ST_DONE && !loc_fast(f, cx, idx)) decode(f, cx, idx, KEEP_NO);
  return acls_of(f, idx);
}

void mbc_decode_type(mlirbc_file *f, mbc_ctx *cx, uint64_t idx, int section,
                     const uint8_t *at) {
  if (idx >= f->ntypes)
    mbc_fail(cx, MLIRBC_E_TYPE_INDEX, section, at,
             "invalid type index %llu (%llu types)", (unsigned long long)idx,
             (unsigned long long)f->ntypes);
  decode(f, cx, f->nattrs + idx, KEEP_NO);
}

/* ---- public ---- */

uint64_t mlirbc_num_attrs(const mlirbc_file *f) { return f->nattrs; }
uint64_t mlirbc_num_types(const mlirbc_file *f) { return f->ntypes; }

/* The public entry table (40 bytes an entry) is built on first request:
 * a validating reader never needs it. NULL when it cannot be allocated. */
static const mlirbc_entry *public_entry(const mlirbc_file *cf, uint64_t g) {
  mlirbc_file *f = (mlirbc_file *)cf; /* a cache: the file is never const */
  uint64_t ne = f->nattrs + f->ntypes;
  if (!f->pub_entries) {
    if (ne > SIZE_MAX / sizeof *f->pub_entries) return NULL;
    mlirbc_entry *e = mbc_realloc(&f->alloc, NULL, 0, (size_t)ne * sizeof *e);
    if (!e) return NULL;
    for (uint64_t i = 0, k = 0; i < ne; i++) {
      while (k + 1 < f->ngroups && f->groups[k + 1].first <= i) k++;
      e[i].dialect = f->groups[k].dialect;
      e[i].kind = kind_of(f, i);
      e[i].offset = f->eoff[i];
      e[i].payload = payload_of(f, i);
    }
    f->pub_entries = e;
  }
  return &f->pub_entries[g];
}
const mlirbc_entry *mlirbc_get_attr(const mlirbc_file *f, uint64_t i) {
  return i < f->nattrs ? public_entry(f, i) : NULL;
}
const mlirbc_entry *mlirbc_get_type(const mlirbc_file *f, uint64_t i) {
  return i < f->ntypes ? public_entry(f, f->nattrs + i) : NULL;
}

/* text_of's work, out of the function that calls setjmp (see run() in
 * ir.c: calls there cost more, in WebAssembly most). */
static MBC_NOINLINE void text_of_body(mlirbc_file *f, mbc_ctx *cx, uint64_t i, int type,
                                      int keep, mlirbc_view *text) {
  if (i >= (type ? f->ntypes : f->nattrs)) { /* the same errors as a decode */
    if (type) mbc_decode_type(f, cx, i, MLIRBC_SEC_ATTRTYPE, f->data);
    else (void)mbc_decode_attr(f, cx, i, MLIRBC_SEC_ATTRTYPE, f->data);
  }
  uint64_t g = type ? f->nattrs + i : i;
  decode(f, cx, g, keep); /* renders a LEAN entry's text again */
  if (state_of(f, g) == MBC_ST_LEAN) { /* KEEP_TRANSIENT */
    text->data = (const uint8_t *)f->ttext.data;
    text->size = f->ttext.len;
    return;
  }
  if (spliced(f, g) && keep == KEEP_TRANSIENT) { /* expanded into ttext, not kept */
    uint64_t x = xlen_of(f, g);
    if (x >= f->flat_budget || x > SIZE_MAX / 2) {
      fail_at(f, cx->err, g, MLIRBC_E_LIMIT,
              "attribute/type text exceeds the budget of the input's size");
      longjmp(cx->jb, 1);
    }
    if (!f->ttext.alloc) mbc_buf_init(&f->ttext, &f->alloc, NULL);
    f->ttext.len = 0;
    char *p = x ? mbc_buf_room_grow(&f->ttext, (size_t)x) : NULL;
    mlirbc_code rc = p ? expand(f, g, p, x) : MLIRBC_E_NOMEM;
    f->ttext.failed = MLIRBC_OK;
    if (rc) {
      fail_at(f, cx->err, g, rc, "out of memory rendering entry");
      longjmp(cx->jb, 1);
    }
    f->ttext.len = (size_t)x;
    text->data = (const uint8_t *)f->ttext.data;
    text->size = f->ttext.len;
    return;
  }
  if (spliced(f, g) && flatten(f, g, cx->err)) longjmp(cx->jb, 1);
  *text = text_view(f, g);
}

static mlirbc_code text_of(mlirbc_file *f, uint64_t i, int type, int keep,
                           mlirbc_view *text, mlirbc_error *err) {
  mlirbc_error local;
  err = MBC_ERR_OR_LOCAL(err, local);
  mbc_ctx cx;
  cx.err = err;
  cx.base = f->data;
  cx.trace = NULL;
  cx.trace_ud = NULL;
  mlirbc_error *volatile ev = err; /* read after longjmp */
  if (setjmp(cx.jb)) return ev->code;
  text_of_body(f, &cx, i, type, keep, text);
  return MLIRBC_OK;
}

int mbc_attr_lookup(mlirbc_file *f, uint64_t idx, mlirbc_view *text, mbc_ainfo *info,
                    mlirbc_error *err) {
  mlirbc_code rc = text_of(f, idx, 0, KEEP_YES, text, err);
  if (rc == MLIRBC_OK && info) info->cls = (uint8_t)acls_of(f, idx);
  return rc;
}

mlirbc_code mlirbc_attr_text(mlirbc_file *f, uint64_t i, mlirbc_view *text,
                             mlirbc_error *err) {
  return text_of(f, i, 0, KEEP_YES, text, err);
}

/* A measured FileLineColLoc or UnknownLoc rendered from its fields, as its
 * decoder renders it, into f->ttext: a dump writes every op's location
 * once, and the worklist's set-up cost more than the text. 0: not this case,
 * or out of memory (text_of then says so). */
static int loc_text_fast(mlirbc_file *f, uint64_t g, mlirbc_view *text) {
  if (g >= f->nattrs || state_of(f, g) != MBC_ST_LEAN) return 0;
  const uint8_t *p = f->data + f->eoff[g];
  size_t n = (size_t)(f->eoff[g + 1] - f->eoff[g]);
  if (!f->ttext.alloc) mbc_buf_init(&f->ttext, &f->alloc, NULL);
  mbc_buf *b = &f->ttext;
  b->len = 0;
  if (n == 1 && p[0] == (15 << 1 | 1)) {
    mbc_buf_puts(b, "loc(unknown)");
  } else if (n > 1 && p[0] == (11 << 1 | 1)) {
    uint64_t v[3] = {0, 0, 0}; /* all set on success; the analyzers cannot see it */
    if (!mbc_fileloc_fields(p + 1, n - 1, (size_t)(f->data + f->size - p) - 1, v) ||
        v[0] >= f->nattrs || state_of(f, v[0]) != MBC_ST_DONE)
      return 0;
    mlirbc_view lit = mbc_strlit_cached(&f->scratch, text_view(f, v[0]));
    mbc_buf_puts(b, "loc(");
    mbc_buf_put(b, lit.data, lit.size);
    mbc_buf_putc(b, ':');
    mbc_buf_u64(b, v[1]);
    mbc_buf_putc(b, ':');
    mbc_buf_u64(b, v[2]);
    mbc_buf_putc(b, ')');
  } else {
    return 0;
  }
  if (b->failed) {
    b->failed = MLIRBC_OK;
    return 0;
  }
#ifdef MBC_CHECK_FAST_PATHS /* test builds: the text has the measured length */
  if (b->len != lean_len(f, g)) abort();
#endif
  text->data = (const uint8_t *)b->data;
  text->size = b->len;
  return 1;
}

mlirbc_code mbc_attr_text_transient(mlirbc_file *f, uint64_t i, mlirbc_view *text,
                                    mlirbc_error *err) {
  if (loc_text_fast(f, i, text)) return MLIRBC_OK;
  return text_of(f, i, 0, KEEP_TRANSIENT, text, err);
}
mlirbc_code mlirbc_type_text(mlirbc_file *f, uint64_t i, mlirbc_view *text,
                             mlirbc_error *err) {
  return text_of(f, i, 1, KEEP_YES, text, err);
}
