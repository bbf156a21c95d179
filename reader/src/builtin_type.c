/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* builtin_type.c — builtin type codes 0-20 (upstream-facts 5.4) and, in
 * era 23, 21-32: decode, validate, render as mlir-opt-22 prints them, and
 * fill mbc_tinfo. */
#include <stdio.h>
#include <string.h>
#include "builtin_priv.h"
#include "mlirbc_grammar_ids.h"
#include "varint.h"

#define DYN_DIM INT64_MIN /* dynamic dimension on the wire */

/* Shape: list of signed varints. Prints "2x?x" (vector: "[4]x" for
 * scalable dims, given as a bitmap for the first 64 dims or `nscal`
 * trailing dims). */
typedef struct shape_rd {
  uint64_t rank;
  int numel_known;
  uint64_t numel;
} shape_rd;

static int rd_shape(mbc_rd *r, int vector, const uint8_t *scal, uint64_t nscal_trailing,
                    mbc_buf *o, shape_rd *sh) {
  size_t at = r->pos;
  TRY(mbc_rd_varint(r, &sh->rank));
  sh->numel_known = 1;
  sh->numel = 1;
  if (scal && sh->rank != nscal_trailing)
    return mbc_rd_fail(r, at, MLIRBC_E_ATTRTYPE_ENTRY,
                       "%llu scalable flags for a vector of rank %llu",
                       (unsigned long long)nscal_trailing, (unsigned long long)sh->rank);
  if (!scal && nscal_trailing > sh->rank)
    return mbc_rd_fail(r, at, MLIRBC_E_ATTRTYPE_ENTRY,
                       "%llu scalable dims for a vector of rank %llu",
                       (unsigned long long)nscal_trailing, (unsigned long long)sh->rank);
  for (uint64_t i = 0; i < sh->rank; i++) {
    size_t dat = r->pos;
    uint64_t u;
    TRY(mbc_rd_varint(r, &u));
    int64_t d = (int64_t)mbc_zigzag_decode(u);
    if (d == DYN_DIM && !vector) {
      sh->numel_known = 0;
      mbc_buf_puts(o, "?x");
      continue;
    }
    if (d < 0 || (vector && d == 0))
      return mbc_rd_fail(r, dat, MLIRBC_E_ATTRTYPE_ENTRY, "invalid dimension %lld",
                         (long long)d);
    int s = scal ? scal[i] != 0 : i >= sh->rank - nscal_trailing;
    if (s) mbc_buf_putc(o, '[');
    mbc_buf_u64(o, (uint64_t)d);
    if (s) mbc_buf_putc(o, ']');
    mbc_buf_putc(o, 'x');
    if (sh->numel_known) {
      if (d != 0 && sh->numel > UINT64_MAX / (uint64_t)d) sh->numel_known = 0;
      else sh->numel *= (uint64_t)d;
    }
  }
  if (!sh->numel_known) sh->numel = 0;
  return 0;
}

/* An identity layout is not printed: AsmPrinter elides an AffineMapAttr
 * whose map isIdentity() -- as many results as dims, result i is d<i>; the
 * symbols and the memref's rank play no part: affine_map<(d0, d1)[s0] ->
 * (d0, d1)> is elided too. */
static int eat(mlirbc_view *t, const char *s) {
  size_t n = strlen(s);
  if (t->size < n || memcmp(t->data, s, n) != 0) return 0;
  t->data += n;
  t->size -= n;
  return 1;
}
static int eat_dim(mlirbc_view *t, uint64_t i) { /* ", d<i>" (no comma for d0) */
  char d[32];
  snprintf(d, sizeof d, "%sd%llu", i ? ", " : "", (unsigned long long)i);
  return eat(t, d);
}
static int eat_dims(mlirbc_view *t, uint64_t n) {
  for (uint64_t i = 0; i < n; i++)
    if (!eat_dim(t, i)) return 0;
  return 1;
}
static uint64_t count_dims(mlirbc_view *t) {
  uint64_t n = 0;
  while (eat_dim(t, n)) n++;
  return n;
}
static int is_identity_map(mlirbc_view t) {
  if (!eat(&t, "affine_map<(")) return 0;
  uint64_t ndims = count_dims(&t);
  if (!eat(&t, ")")) return 0;
  if (eat(&t, "[")) { /* symbols s0, s1, ...: any number */
    const uint8_t *end = memchr(t.data, ']', t.size);
    if (!end) return 0;
    t.size -= (size_t)(end + 1 - t.data);
    t.data = end + 1;
  }
  return eat(&t, " -> (") && eat_dims(&t, ndims) && eat(&t, ")>") && t.size == 0;
}

/* The layout is read as a MemRefLayoutAttrInterface: upstream rejects any
 * attribute that does not implement it. Of the builtin attributes only
 * AffineMapAttr and StridedLayoutAttr do; a dialect attribute may (the
 * reader cannot tell), so it is allowed. Texts are canonical prints. */
static const char *const layout_prefixes[] = {"affine_map<", "strided<", "#"};
static int is_layout_kind(mlirbc_view t) {
  for (size_t i = 0; i < sizeof layout_prefixes / sizeof layout_prefixes[0]; i++)
    if (mbc_view_starts(t, layout_prefixes[i])) return 1;
  return 0;
}

/* Memory space: an integer 0 means the default space (dropped, as MemRefType
 * canonicalizes it); an i64 integer prints without its type. */
static void put_memspace(mbc_buf *o, mlirbc_view t, const mbc_ainfo *ai) {
  if (ai->cls == MBC_A_INT) {
    if (mbc_view_starts(t, "0 : ")) return;
    if (t.size > 6 && memcmp(t.data + t.size - 6, " : i64", 6) == 0) t.size -= 6;
  }
  mbc_buf_puts(o, ", ");
  mbc_put_view(o, t);
}

static int elem_type(mbc_rd *r, mbc_buf *o, mbc_tinfo *ti) {
  size_t at = r->pos;
  uint64_t idx;
  mlirbc_view t;
  mbc_tinfo ei;
  TRY(mbc_rd_varint(r, &idx));
  TRY(mbc_get_type(r, at, idx, &t, &ei));
  ti->elem = idx;
  mbc_put_view(o, t);
  return 0;
}

static int type_list(mbc_rd *r, mbc_buf *o, int fn_results) {
  uint64_t n;
  TRY(mbc_rd_varint(r, &n));
  /* A single non-function result prints bare: "() -> i32". */
  int paren = !fn_results || n != 1;
  size_t mark = o->len;
  if (fn_results) mbc_buf_putc(o, '(');
  for (uint64_t i = 0; i < n; i++) {
    mlirbc_view t;
    mbc_tinfo ti;
    TRY(mbc_rd_type(r, &t, &ti));
    if (i) mbc_buf_puts(o, ", ");
    mbc_put_view(o, t);
    if (n == 1 && ti.cls == MBC_T_FUNCTION) paren = 1;
  }
  if (fn_results) {
    if (paren) mbc_buf_putc(o, ')');
    else if (!o->failed) { /* drop the '(' */
      memmove(o->data + mark, o->data + mark + 1, o->len - mark - 1);
      o->len--;
    }
  }
  return 0;
}

static int memref(mbc_rd *r, mbc_buf *o, mbc_tinfo *ti, int with_space) {
  mlirbc_view space = {0, 0};
  mbc_ainfo sai;
  if (with_space) TRY(mbc_rd_attr(r, &space, &sai));
  mbc_buf_puts(o, "memref<");
  shape_rd sh;
  TRY(rd_shape(r, 0, NULL, 0, o, &sh));
  TRY(elem_type(r, o, ti));
  mlirbc_view layout;
  mbc_ainfo lai;
  size_t lat = r->pos;
  TRY(mbc_rd_attr(r, &layout, &lai));
  if (!is_layout_kind(layout))
    return mbc_rd_fail(r, lat, MLIRBC_E_ATTR_KIND,
                       "memref layout must be an affine map, a strided layout or a "
                       "dialect attribute");
  if (!is_identity_map(layout)) {
    mbc_buf_puts(o, ", ");
    mbc_put_view(o, layout);
  }
  if (with_space) put_memspace(o, space, &sai);
  mbc_buf_putc(o, '>');
  ti->cls = MBC_T_MEMREF;
  ti->ranked = 1;
  ti->numel_known = sh.numel_known;
  ti->numel = sh.numel;
  return 0;
}

static int vector(mbc_rd *r, mbc_buf *o, mbc_tinfo *ti, int scalable) {
  const uint8_t *flags = NULL;
  uint64_t nflags = 0;
  if (scalable && r->ctx->era == MLIRBC_ERA_16) {
    TRY(mbc_rd_varint(r, &nflags)); /* trailing scalable dims */
  } else if (scalable) {
    TRY(mbc_rd_varint(r, &nflags)); /* one bool byte per dim */
    TRY(mbc_rd_bytes(r, nflags, &flags));
  }
  mbc_buf_puts(o, "vector<");
  shape_rd sh;
  TRY(rd_shape(r, 1, flags, nflags, o, &sh));
  TRY(elem_type(r, o, ti));
  mbc_buf_putc(o, '>');
  ti->cls = MBC_T_VECTOR;
  ti->ranked = 1;
  ti->numel_known = sh.numel_known;
  ti->numel = sh.numel;
  return 0;
}

static const char *const float_names[] = {NULL, "bf16", "f16", "f32", "f64", "f80", "f128"};
static const uint8_t float_bits[] = {0, 16, 16, 32, 64, 80, 128};

/* Type codes 21-32: tf32 and the small float types, no payload (LLVM 23
 * reads them, PR #191962; it still writes them as text). Each prints as its
 * text form, and other decoders learn its semantics from that text as they
 * do for the fallback form. */
#define SMALL_FLOAT_FIRST GBUILTIN_TYPE_FLOAT_TF32_TYPE_CODE
#define SMALL_FLOAT(m, text) [GBUILTIN_TYPE_##m##_CODE - SMALL_FLOAT_FIRST] = {text, GBUILTIN_TYPE_##m##_ERA_FIRST}
static const struct {
  const char *text;
  uint8_t era; /* first era that reads the code */
} small_floats[] = {
    SMALL_FLOAT(FLOAT_TF32_TYPE, "tf32"),
    SMALL_FLOAT(FLOAT8_E5_M2_TYPE, "f8E5M2"),
    SMALL_FLOAT(FLOAT8_E4_M3_TYPE, "f8E4M3"),
    SMALL_FLOAT(FLOAT8_E4_M3_FN_TYPE, "f8E4M3FN"),
    SMALL_FLOAT(FLOAT8_E5_M2_FNUZ_TYPE, "f8E5M2FNUZ"),
    SMALL_FLOAT(FLOAT8_E4_M3_FNUZ_TYPE, "f8E4M3FNUZ"),
    SMALL_FLOAT(FLOAT8_E4_M3_B11_FNUZ_TYPE, "f8E4M3B11FNUZ"),
    SMALL_FLOAT(FLOAT8_E3_M4_TYPE, "f8E3M4"),
    SMALL_FLOAT(FLOAT4_E2_M1_FN_TYPE, "f4E2M1FN"),
    SMALL_FLOAT(FLOAT6_E2_M3_FN_TYPE, "f6E2M3FN"),
    SMALL_FLOAT(FLOAT6_E3_M2_FN_TYPE, "f6E3M2FN"),
    SMALL_FLOAT(FLOAT8_E8_M0_FNU_TYPE, "f8E8M0FNU"),
};

static int small_float(mbc_rd *r, uint64_t code, mbc_buf *o, mbc_tinfo *ti) {
  uint64_t k = code - SMALL_FLOAT_FIRST;
  if (code < SMALL_FLOAT_FIRST || k >= sizeof small_floats / sizeof small_floats[0] ||
      !small_floats[k].text || r->ctx->era < small_floats[k].era)
    return mbc_rd_fail(r, 0, MLIRBC_E_ATTRTYPE_ENTRY, "unknown builtin type code %llu",
                       (unsigned long long)code);
  const char *t = small_floats[k].text;
  mbc_buf_puts(o, t);
  mbc_fallback_type_info(t, strlen(t), ti);
  return 0;
}

static int decode(mbc_rd *r, mbc_buf *o, mbc_tinfo *ti) {
  uint64_t code;
  TRY(mbc_rd_varint(r, &code));
  switch (code) {
  case 0: { /* IntegerType */
    uint64_t v;
    size_t at = r->pos;
    TRY(mbc_rd_varint(r, &v));
    uint64_t w = v >> 2, s = v & 3;
    if (s > 2)
      return mbc_rd_fail(r, at, MLIRBC_E_ATTRTYPE_ENTRY, "invalid integer signedness 3");
    if (w > 16777215)
      return mbc_rd_fail(r, at, MLIRBC_E_ATTRTYPE_ENTRY,
                         "integer width %llu exceeds 16777215", (unsigned long long)w);
    mbc_buf_printf(o, "%si%llu", s == 1 ? "s" : s == 2 ? "u" : "", (unsigned long long)w);
    ti->cls = MBC_T_INT;
    ti->width = (uint32_t)w;
    ti->signedness = (uint8_t)s;
    return 0;
  }
  case 1:
    mbc_buf_puts(o, "index");
    ti->cls = MBC_T_INDEX;
    ti->width = 64;
    return 0;
  case 2:
    mbc_buf_putc(o, '(');
    TRY(type_list(r, o, 0));
    mbc_buf_puts(o, ") -> ");
    TRY(type_list(r, o, 1));
    ti->cls = MBC_T_FUNCTION;
    return 0;
  case 3: case 4: case 5: case 6: case 7: case 8:
    mbc_buf_puts(o, float_names[code - 2]);
    ti->cls = MBC_T_FLOAT;
    ti->fkind = (uint8_t)(code - 2); /* BF16..F128 follow the codes */
    ti->width = float_bits[code - 2];
    return 0;
  case 9: {
    size_t at = r->pos;
    mbc_buf_puts(o, "complex<");
    TRY(elem_type(r, o, ti));
    mlirbc_view t;
    mbc_tinfo ei;
    TRY(mbc_get_type(r, at, ti->elem, &t, &ei));
    if (ei.cls != MBC_T_INT && ei.cls != MBC_T_FLOAT)
      return mbc_rd_fail(r, at, MLIRBC_E_ATTR_KIND,
                         "complex element must be an integer or float type");
    mbc_buf_putc(o, '>');
    ti->cls = MBC_T_COMPLEX;
    return 0;
  }
  case 10: case 11:
    return memref(r, o, ti, code == 11);
  case 12:
    mbc_buf_puts(o, "none");
    ti->cls = MBC_T_NONE;
    return 0;
  case 13: case 14: {
    mlirbc_view enc = {0, 0};
    mbc_ainfo eai;
    if (code == 14) TRY(mbc_rd_attr(r, &enc, &eai));
    mbc_buf_puts(o, "tensor<");
    shape_rd sh;
    TRY(rd_shape(r, 0, NULL, 0, o, &sh));
    TRY(elem_type(r, o, ti));
    if (code == 14) {
      mbc_buf_puts(o, ", ");
      mbc_put_view(o, enc);
    }
    mbc_buf_putc(o, '>');
    ti->cls = MBC_T_TENSOR;
    ti->ranked = 1;
    ti->numel_known = sh.numel_known;
    ti->numel = sh.numel;
    return 0;
  }
  case 15: {
    uint64_t n;
    TRY(mbc_rd_varint(r, &n));
    mbc_buf_puts(o, "tuple<");
    for (uint64_t i = 0; i < n; i++) {
      mlirbc_view t;
      mbc_tinfo ei;
      TRY(mbc_rd_type(r, &t, &ei));
      if (i) mbc_buf_puts(o, ", ");
      mbc_put_view(o, t);
    }
    mbc_buf_putc(o, '>');
    return 0;
  }
  case 16: case 17: {
    mlirbc_view space = {0, 0};
    mbc_ainfo sai;
    if (code == 17) TRY(mbc_rd_attr(r, &space, &sai));
    mbc_buf_puts(o, "memref<*x");
    TRY(elem_type(r, o, ti));
    if (code == 17) put_memspace(o, space, &sai);
    mbc_buf_putc(o, '>');
    ti->cls = MBC_T_MEMREF;
    return 0;
  }
  case 18:
    mbc_buf_puts(o, "tensor<*x");
    TRY(elem_type(r, o, ti));
    mbc_buf_putc(o, '>');
    ti->cls = MBC_T_TENSOR;
    return 0;
  case 19: case 20:
    return vector(r, o, ti, code == 20);
  default:
    return small_float(r, code, o, ti);
  }
}

int mbc_builtin_type(const mbc_bctx *ctx, const uint8_t *p, size_t n,
                     uint64_t off, mbc_buf *out, mbc_tinfo *tinfo,
                     mlirbc_error *err) {
  mbc_rd r = {ctx, p, n, 0, off, err, out};
  size_t mark = out->len;
  memset(tinfo, 0, sizeof *tinfo);
  int rc = decode(&r, out, tinfo);
  if (!rc) rc = mbc_rd_finish(&r);
  if (rc && !out->failed) out->len = mark; /* no partial text on failure/defer */
  return rc;
}
