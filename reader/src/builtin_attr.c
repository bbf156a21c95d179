/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* builtin_attr.c — builtin attribute codes 0-15, 21, 22 (upstream-facts
 * 5.3) and the dispatch to builtin_dense.c for 16-20 and builtin_affine.c
 * for 23. Era differences (spec/grammar.json eras): era 16 knows codes 0-20,
 * era 17 adds 21 (DistinctAttr), era 20 adds 22 (FileLineColRange), era 23
 * adds 23 (AffineMapAttr). Rendering follows mlir-opt-22's generic printer. */
#include <stdlib.h>
#include <string.h>
#include "builtin_priv.h"
#include "mlirbc_grammar_ids.h"
#include "varint.h"

static int need_kind(mbc_rd *r, size_t at, const mbc_ainfo *ai, int cls, const char *what) {
  if (ai->cls != cls)
    return mbc_rd_fail(r, at, MLIRBC_E_ATTR_KIND, "expected %s", what);
  return 0;
}

/* A location reference; *inner is the text without the loc(...) wrapper. */
static int rd_loc(mbc_rd *r, mlirbc_view *inner) {
  size_t at = r->pos;
  mlirbc_view t;
  mbc_ainfo ai;
  TRY(mbc_rd_attr(r, &t, &ai));
  TRY(need_kind(r, at, &ai, MBC_A_LOC, "a location"));
  *inner = mbc_loc_inner(t);
  return 0;
}

/* The literal part of a StringAttr's text. Texts stay put while the file is
 * open, and most locations name the same file: the last answer is kept. */
mlirbc_view mbc_strlit_cached(mbc_scratch *s, mlirbc_view t) {
  if (s && t.data == s->lit_of.data && t.size == s->lit_of.size) {
    mlirbc_view v = {t.data, s->lit_n};
    return v;
  }
  mlirbc_view v = mbc_strlit_part(t);
  if (s) {
    s->lit_of = t;
    s->lit_n = v.size;
  }
  return v;
}

static int rd_strattr(mbc_rd *r, mlirbc_view *lit) {
  size_t at = r->pos;
  mlirbc_view t;
  mbc_ainfo ai;
  TRY(mbc_rd_attr(r, &t, &ai));
  TRY(need_kind(r, at, &ai, MBC_A_STRING, "a StringAttr"));
  *lit = mbc_strlit_cached(r->ctx->scratch, t);
  return 0;
}

int mbc_builtin_loc_len(const mbc_bctx *ctx, const uint8_t *p, size_t n, size_t *len) {
  uint64_t code, idx;
  size_t k, pos;
  mlirbc_view t;
  mbc_ainfo ai;
  mlirbc_error e;
  int r;
  if (!(pos = mbc_varint_decode(p, n, &code))) return 0;
  switch (code) {
  case 15: /* UnknownLoc */
    *len = sizeof "loc(unknown)" - 1;
    return pos == n;
  case 11: /* FileLineColLoc: loc( LIT :line :col ) */
    /* the fields, then the file name: either order sends anything wrong to
     * the full decoder, which reports it */
    if (!(k = mbc_fileloc_len(p + pos, n - pos, n - pos, &idx))) return 0;
    if ((r = ctx->attr(ctx->ud, idx, &t, &ai, &e)) != 0) return r == MBC_DEFER ? r : 0;
    if (ai.cls != MBC_A_STRING) return 0;
    *len = k + mbc_strlit_cached(ctx->scratch, t).size;
    return 1;
  case 14: { /* NameLoc: loc( LIT [( INNER )] ) */
    size_t inner;
    int unknown;
    if (!ctx->loc_len || !(k = mbc_varint_decode(p + pos, n - pos, &idx))) return 0;
    pos += k;
    if ((r = ctx->attr(ctx->ud, idx, &t, &ai, &e)) != 0) return r == MBC_DEFER ? r : 0;
    if (ai.cls != MBC_A_STRING) return 0;
    if (!(k = mbc_varint_decode(p + pos, n - pos, &idx)) || pos + k != n) return 0;
    if ((r = ctx->loc_len(ctx->ud, idx, &inner, &unknown)) != 0) return r == MBC_DEFER ? r : 0;
    *len = 4 + mbc_strlit_cached(ctx->scratch, t).size + (unknown ? 0 : 1 + inner + 1) + 1;
    return 1;
  }
  case 10: { /* CallSiteLoc: loc(callsite( INNER at INNER )) */
    size_t a, b;
    int unknown;
    uint64_t callee, caller;
    if (!ctx->loc_len || !(k = mbc_varint_decode(p + pos, n - pos, &callee))) return 0;
    pos += k;
    if (!(k = mbc_varint_decode(p + pos, n - pos, &caller)) || pos + k != n) return 0;
    if ((r = ctx->loc_len(ctx->ud, callee, &a, &unknown)) != 0) return r == MBC_DEFER ? r : 0;
    if ((r = ctx->loc_len(ctx->ud, caller, &b, &unknown)) != 0) return r == MBC_DEFER ? r : 0;
    *len = sizeof "loc(callsite(" - 1 + a + sizeof " at " - 1 + b + 2;
    return 1;
  }
  default:
    return 0;
  }
}

/* line/column are 32-bit in MLIR: larger values would be truncated. */
static int rd_u32(mbc_rd *r, uint64_t *v) {
  size_t at = r->pos;
  TRY(mbc_rd_varint(r, v));
  if (*v > 0xFFFFFFFFu)
    return mbc_rd_fail(r, at, MLIRBC_E_ATTRTYPE_ENTRY, "line/column %llu exceeds 32 bits",
                       (unsigned long long)*v);
  return 0;
}

/* ---- dictionary: printed sorted by name (DictionaryAttr sorts) ---- */
typedef struct dent {
  mlirbc_view key; /* quoted literal */
  mlirbc_view val;
  int unit;
} dent;

/* Next raw byte of an MLIR-escaped literal body. */
static int lit_byte(const uint8_t *s, size_t n, size_t *i) {
  if (*i >= n) return -1;
  uint8_t c = s[(*i)++];
  if (c != '\\' || *i >= n) return c;
  if (s[*i] == '\\') {
    (*i)++;
    return '\\';
  }
  int v = 0;
  for (int k = 0; k < 2 && *i < n; k++) {
    uint8_t h = s[(*i)++];
    v = v * 16 + (h <= '9' ? h - '0' : (h | 32) - 'a' + 10);
  }
  return v;
}
static int key_cmp(const void *a, const void *b) {
  const dent *x = a, *y = b;
  size_t i = 1, j = 1, nx = x->key.size - 1, ny = y->key.size - 1;
  for (;;) {
    int cx = lit_byte(x->key.data, nx, &i), cy = lit_byte(y->key.data, ny, &j);
    if (cx != cy) return cx < cy ? -1 : 1;
    if (cx < 0) return 0;
  }
}

static int dictionary(mbc_rd *r, mbc_buf *o) {
  size_t at = r->pos;
  uint64_t n;
  TRY(mbc_rd_varint(r, &n));
  if (n > (r->n - r->pos) / 2) /* each entry takes two references */
    return mbc_rd_fail(r, at, MLIRBC_E_TRUNCATED, "dictionary of %llu entries exceeds the payload",
                       (unsigned long long)n);
  dent *e;
  int rc = mbc_scratch_get(r, MBC_SCR_DICT, n ? (size_t)n : 1, sizeof *e, (void **)&e);
  for (uint64_t i = 0; !rc && i < n; i++) {
    mbc_ainfo vi;
    rc = rd_strattr(r, &e[i].key);
    if (!rc) rc = mbc_rd_attr(r, &e[i].val, &vi);
    if (!rc) e[i].unit = vi.cls == MBC_A_UNIT;
  }
  if (!rc) {
    qsort(e, (size_t)n, sizeof *e, key_cmp);
    for (uint64_t i = 1; i < n && !rc; i++)
      if (key_cmp(&e[i - 1], &e[i]) == 0)
        rc = mbc_rd_fail(r, at, MLIRBC_E_ATTRTYPE_ENTRY, "duplicate dictionary key %.*s",
                         (int)(e[i].key.size < 64 ? e[i].key.size : 64), (const char *)e[i].key.data);
  }
  if (!rc) {
    mbc_buf_putc(o, '{');
    for (uint64_t i = 0; i < n; i++) {
      if (i) mbc_buf_puts(o, ", ");
      mbc_put_keyword_or_strlit(o, e[i].key);
      if (!e[i].unit) {
        mbc_buf_puts(o, " = ");
        mbc_put_view(o, e[i].val);
      }
    }
    mbc_buf_putc(o, '}');
  }
  return rc;
}

/* ---- FusedLoc: rebuilt the way MLIR's folding builder does (nested fused
 * locations with the same metadata are flattened, unknown dropped,
 * duplicates removed; none left -> unknown, one without metadata -> it). */
typedef struct piece {
  mlirbc_view v;
  size_t idx;
  int dup;
} piece;

static int piece_cmp(const void *a, const void *b) {
  const piece *x = a, *y = b;
  size_t n = x->v.size < y->v.size ? x->v.size : y->v.size;
  int c = memcmp(x->v.data, y->v.data, n);
  if (c) return c;
  if (x->v.size != y->v.size) return x->v.size < y->v.size ? -1 : 1;
  return x->idx < y->idx ? -1 : x->idx > y->idx;
}
static int piece_idx_cmp(const void *a, const void *b) {
  const piece *x = a, *y = b;
  return x->idx < y->idx ? -1 : x->idx > y->idx;
}

static int add_piece(mbc_rd *r, piece **ps, size_t *n, mlirbc_view v) {
  if (mbc_view_eq(v, "unknown")) return 0;
  TRY(mbc_scratch_get(r, MBC_SCR_PIECES, *n + 1, sizeof **ps, (void **)ps));
  (*ps)[*n].v = v;
  (*ps)[*n].idx = *n;
  (*ps)[*n].dup = 0;
  (*n)++;
  return 0;
}

/* Split "a, b, c" at top-level commas (quotes, brackets and "->" aware). */
static int add_split(mbc_rd *r, piece **ps, size_t *n, mlirbc_view l) {
  size_t start = 0;
  long depth = 0;
  for (size_t i = 0; i <= l.size; i++) {
    if (i == l.size || (depth == 0 && l.data[i] == ',')) {
      mlirbc_view v = {l.data + start, i - start};
      TRY(add_piece(r, ps, n, v));
      start = i + 2; /* skip ", " */
      i++;
      continue;
    }
    uint8_t c = l.data[i];
    if (c == '"') {
      for (i++; i < l.size && l.data[i] != '"'; i++)
        if (l.data[i] == '\\') i++;
    } else if (c == '-' && i + 1 < l.size && l.data[i + 1] == '>') {
      i++;
    } else if (c == '(' || c == '[' || c == '{' || c == '<') {
      depth++;
    } else if (c == ')' || c == ']' || c == '}' || c == '>') {
      depth--;
    }
  }
  return 0;
}

static int fused(mbc_rd *r, mbc_buf *o, int with_md) {
  size_t at = r->pos;
  uint64_t n;
  TRY(mbc_rd_varint(r, &n));
  if (!with_md && n < 2)
    return mbc_rd_fail(r, at, MLIRBC_E_ATTRTYPE_ENTRY,
                       "FusedLoc without metadata needs at least 2 locations");
  mlirbc_view *locs = NULL;
  piece *ps = NULL;
  size_t np = 0;
  int rc = 0;
  if (n > r->n - r->pos)
    rc = mbc_rd_fail(r, at, MLIRBC_E_TRUNCATED, "%llu locations exceed the payload",
                     (unsigned long long)n);
  if (!rc)
    rc = mbc_scratch_get(r, MBC_SCR_LOCS, n ? (size_t)n : 1, sizeof *locs, (void **)&locs);
  for (uint64_t i = 0; !rc && i < n; i++) rc = rd_loc(r, &locs[i]);
  mlirbc_view md = {0, 0};
  mbc_ainfo mdi;
  if (!rc && with_md) rc = mbc_rd_attr(r, &md, &mdi);
  /* the prefix a nested fused location must have to be flattened */
  mbc_buf *pre = mbc_scratch_text(r);
  mbc_buf_puts(pre, "fused");
  if (with_md) {
    mbc_buf_putc(pre, '<');
    mbc_put_view(pre, md);
    mbc_buf_putc(pre, '>');
  }
  mbc_buf_putc(pre, '[');
  if (!rc && pre->failed) rc = mbc_rd_fail(r, at, pre->failed, "out of memory");
  for (uint64_t i = 0; !rc && i < n; i++) {
    mlirbc_view l = locs[i];
    if (l.size > pre->len + 1 && memcmp(l.data, pre->data, pre->len) == 0 &&
        l.data[l.size - 1] == ']') {
      mlirbc_view inner = {l.data + pre->len, l.size - pre->len - 1};
      rc = add_split(r, &ps, &np, inner);
    } else {
      rc = add_piece(r, &ps, &np, l);
    }
  }
  if (!rc && np > 1) {
    qsort(ps, np, sizeof *ps, piece_cmp);
    for (size_t i = 1; i < np; i++)
      if (ps[i].v.size == ps[i - 1].v.size && !memcmp(ps[i].v.data, ps[i - 1].v.data, ps[i].v.size))
        ps[i].dup = 1;
    qsort(ps, np, sizeof *ps, piece_idx_cmp);
  }
  if (!rc) {
    size_t kept = 0;
    for (size_t i = 0; i < np; i++) kept += !ps[i].dup;
    mbc_buf_puts(o, "loc(");
    if (kept == 0 && !with_md) {
      mbc_buf_puts(o, "unknown");
    } else if (kept == 1 && !with_md) {
      for (size_t i = 0; i < np; i++)
        if (!ps[i].dup) mbc_put_view(o, ps[i].v);
    } else {
      mbc_put_view(o, (mlirbc_view){(const uint8_t *)pre->data, pre->len});
      if (kept == 0) mbc_buf_puts(o, "unknown");
      int first = 1;
      for (size_t i = 0; i < np; i++) {
        if (ps[i].dup) continue;
        if (!first) mbc_buf_puts(o, ", ");
        first = 0;
        mbc_put_view(o, ps[i].v);
      }
      mbc_buf_putc(o, ']');
    }
    mbc_buf_putc(o, ')');
  }
  return rc;
}

/* ":line:col" of a file location; without printf: every op has a location,
 * so this is on the hot path of validation. */
static void put_line_col(mbc_buf *o, uint64_t line, uint64_t col) {
  mbc_buf_putc(o, ':');
  mbc_buf_u64(o, line);
  mbc_buf_putc(o, ':');
  mbc_buf_u64(o, col);
}

/* FileLineColRange: count 0..4 of (line, col, endLine/endCol) values. */
static int file_range(mbc_rd *r, mbc_buf *o) {
  mlirbc_view f;
  TRY(rd_strattr(r, &f));
  size_t at = r->pos;
  uint64_t n, v[4] = {0, 0, 0, 0};
  TRY(mbc_rd_varint(r, &n));
  if (n > 4)
    return mbc_rd_fail(r, at, MLIRBC_E_ATTRTYPE_ENTRY, "FileLineColRange with %llu values",
                       (unsigned long long)n);
  for (uint64_t i = 0; i < n; i++) TRY(rd_u32(r, &v[i]));
  uint64_t sl = v[0], sc = n >= 2 ? v[1] : 0, el = sl, ec = sc;
  if (n == 3) ec = v[2];
  if (n == 4) {
    el = v[2];
    ec = v[3];
  }
  mbc_buf_puts(o, "loc(");
  mbc_put_view(o, f);
  put_line_col(o, sl, sc);
  if (el != sl) { /* " to el:ec" */
    mbc_buf_puts(o, " to ");
    mbc_buf_u64(o, el);
    mbc_buf_putc(o, ':');
    mbc_buf_u64(o, ec);
  } else if (ec != sc) { /* " to :ec" */
    mbc_buf_puts(o, " to :");
    mbc_buf_u64(o, ec);
  }
  mbc_buf_putc(o, ')');
  return 0;
}

static int integer_attr(mbc_rd *r, mbc_buf *o) {
  size_t at = r->pos;
  mlirbc_view t;
  mbc_tinfo ti;
  TRY(mbc_rd_type(r, &t, &ti));
  if (ti.cls != MBC_T_INT && ti.cls != MBC_T_INDEX)
    return mbc_rd_fail(r, at, MLIRBC_E_ATTR_KIND,
                       "expected integer or index type for IntegerAttr");
  uint32_t w = ti.cls == MBC_T_INDEX ? 64 : ti.width;
  uint64_t words[MBC_APINT_MAX_WORDS];
  TRY(mbc_rd_apint(r, w, words));
  mbc_put_int_elem(o, &ti, words);
  if (!(ti.cls == MBC_T_INT && w == 1 && ti.signedness == 0)) { /* true/false carry no type */
    mbc_buf_puts(o, " : ");
    mbc_put_view(o, t);
  }
  return 0;
}

static int float_attr(mbc_rd *r, mbc_buf *o) {
  size_t at = r->pos;
  mlirbc_view t;
  mbc_tinfo ti;
  TRY(mbc_rd_type(r, &t, &ti));
  const mbc_fsem *fs = mbc_fsem_of(&ti);
  if (!fs) return mbc_rd_fail(r, at, MLIRBC_E_ATTR_KIND, "expected a float type for FloatAttr");
  uint64_t words[2];
  TRY(mbc_rd_apint(r, mbc_fsem_bits(fs), words));
  mbc_put_float(o, fs, words);
  mbc_buf_puts(o, " : ");
  mbc_put_view(o, t);
  return 0;
}

/* Drop `suffix` from the end of *v if it is there. */
static void elide_suffix(mlirbc_view *v, const char *suffix) {
  size_t n = strlen(suffix);
  if (v->size >= n && !memcmp(v->data + v->size - n, suffix, n)) v->size -= n;
}

static int decode(mbc_rd *r, mbc_buf *o, mbc_ainfo *ai) {
  uint64_t code;
  TRY(mbc_rd_varint(r, &code));
  mlirbc_view a, b;
  mbc_ainfo x;
  mbc_tinfo ti;
  uint64_t n;
  int era = r->ctx->era;
  /* the first era of each code, from the grammar */
  static const uint8_t first_era[] = {
      [GBUILTIN_ATTR_DISTINCT_ATTR_CODE] = GBUILTIN_ATTR_DISTINCT_ATTR_ERA_FIRST,
      [GBUILTIN_ATTR_FILE_LINE_COL_RANGE_CODE] = GBUILTIN_ATTR_FILE_LINE_COL_RANGE_ERA_FIRST,
      [GBUILTIN_ATTR_AFFINE_MAP_ATTR_CODE] = GBUILTIN_ATTR_AFFINE_MAP_ATTR_ERA_FIRST};
  if (code >= sizeof first_era || era < first_era[code])
    return mbc_rd_fail(r, 0, MLIRBC_E_ATTRTYPE_ENTRY, "unknown builtin attribute code %llu",
                       (unsigned long long)code);
  switch (code) {
  case 0: /* ArrayAttr */
    TRY(mbc_rd_varint(r, &n));
    mbc_buf_putc(o, '[');
    for (uint64_t i = 0; i < n; i++) { /* bounded: each reference takes a byte */
      TRY(mbc_rd_attr(r, &a, &x));
      if (i) mbc_buf_puts(o, ", ");
      /* Array elements print with their default type elided: i64 integers
       * and f64 floats (mlir-opt's AttrTypeElision::May) -- except a float
       * printed as a hex bit pattern, which keeps its type (upstream elides
       * only when printFloatValue did not print hex). */
      if (x.cls == MBC_A_INT) elide_suffix(&a, " : i64");
      else if (x.cls == MBC_A_FLOAT && !mbc_view_starts(a, "0x")) elide_suffix(&a, " : f64");
      mbc_put_view(o, a);
    }
    mbc_buf_putc(o, ']');
    return 0;
  case 1:
    ai->cls = MBC_A_DICT;
    return dictionary(r, o);
  case 2: case 3:
    TRY(mbc_rd_string(r, &a));
    mbc_put_strlit(o, a.data, a.size);
    if (code == 3) {
      TRY(mbc_rd_type(r, &b, &ti));
      mbc_buf_puts(o, " : ");
      mbc_put_view(o, b);
    }
    ai->cls = MBC_A_STRING;
    return 0;
  case 4: case 5:
    TRY(rd_strattr(r, &a));
    mbc_buf_putc(o, '@');
    mbc_put_keyword_or_strlit(o, a);
    n = 0;
    if (code == 5) {
      TRY(mbc_rd_varint(r, &n));
      for (uint64_t i = 0; i < n; i++) {
        size_t at = r->pos;
        TRY(mbc_rd_attr(r, &b, &x));
        TRY(need_kind(r, at, &x, MBC_A_FLAT_SYMREF, "a FlatSymbolRefAttr"));
        mbc_buf_puts(o, "::");
        mbc_put_view(o, b);
      }
    }
    ai->cls = n ? MBC_A_OTHER : MBC_A_FLAT_SYMREF;
    return 0;
  case 6:
    TRY(mbc_rd_type(r, &a, &ti));
    mbc_put_view(o, a);
    return 0;
  case 7:
    mbc_buf_puts(o, "unit");
    ai->cls = MBC_A_UNIT;
    return 0;
  case 8:
    ai->cls = MBC_A_INT;
    return integer_attr(r, o);
  case 9:
    ai->cls = MBC_A_FLOAT;
    return float_attr(r, o);
  case 10: /* CallSiteLoc */
    TRY(rd_loc(r, &a));
    TRY(rd_loc(r, &b));
    mbc_buf_puts(o, "loc(callsite(");
    mbc_put_view(o, a);
    mbc_buf_puts(o, " at ");
    mbc_put_view(o, b);
    mbc_buf_puts(o, "))");
    ai->cls = MBC_A_LOC;
    return 0;
  case 11: { /* FileLineColLoc: line and column */
    uint64_t l, c;
    TRY(rd_strattr(r, &a));
    TRY(rd_u32(r, &l));
    TRY(rd_u32(r, &c));
    mbc_buf_puts(o, "loc(");
    mbc_put_view(o, a);
    put_line_col(o, l, c);
    mbc_buf_putc(o, ')');
    ai->cls = MBC_A_LOC;
    return 0;
  }
  case 12: case 13:
    ai->cls = MBC_A_LOC;
    return fused(r, o, code == 13);
  case 14: /* NameLoc */
    TRY(rd_strattr(r, &a));
    TRY(rd_loc(r, &b));
    mbc_buf_puts(o, "loc(");
    mbc_put_view(o, a);
    if (!mbc_view_eq(b, "unknown")) {
      mbc_buf_putc(o, '(');
      mbc_put_view(o, b);
      mbc_buf_putc(o, ')');
    }
    mbc_buf_putc(o, ')');
    ai->cls = MBC_A_LOC;
    return 0;
  case 15:
    mbc_buf_puts(o, "loc(unknown)");
    ai->cls = MBC_A_LOC;
    return 0;
  case 21: /* DistinctAttr; a UnitAttr payload prints as <> */
    TRY(mbc_rd_attr(r, &a, &x));
    mbc_buf_printf(o, "distinct[%llu]<", (unsigned long long)r->ctx->self);
    if (x.cls != MBC_A_UNIT) mbc_put_view(o, a);
    mbc_buf_putc(o, '>');
    return 0;
  case 22:
    ai->cls = MBC_A_LOC;
    return file_range(r, o);
  case 23:
    return mbc_attr_affine_map(r, o);
  default:
    return mbc_attr_dense(r, code, o, ai);
  }
}

int mbc_builtin_attr(const mbc_bctx *ctx, const uint8_t *p, size_t n,
                     uint64_t off, mbc_buf *out, mbc_ainfo *ainfo,
                     mlirbc_error *err) {
  mbc_bctx own;
  mbc_scratch local;
  if (!ctx->scratch) { /* a caller without reused scratch: one for this call */
    own = *ctx;
    memset(&local, 0, sizeof local);
    own.scratch = &local;
  }
  mbc_rd r = {ctx->scratch ? ctx : &own, p, n, 0, off, err, out};
  size_t mark = out->len;
  memset(ainfo, 0, sizeof *ainfo);
  int rc = decode(&r, out, ainfo);
  if (!rc) rc = mbc_rd_finish(&r);
  if (rc && !out->failed) out->len = mark; /* no partial text on failure/defer */
  if (!ctx->scratch) mbc_scratch_free(&local, out->alloc);
  return rc;
}
