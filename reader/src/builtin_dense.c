/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* builtin_dense.c — builtin attribute codes 16-20: dense_resource,
 * array<...>, dense<...> (int/float/complex and string) and sparse<...>.
 *
 * Printing rules verified against mlir-opt-22:
 *  - dense<> for no elements; dense<X> when the buffer holds one element
 *    (a splat, or a single-element shape); otherwise nested [..] by shape.
 *  - more than 100 elements and not a splat: dense<"0xHEX"> of the raw
 *    buffer (upper case; i1 stays bit-packed). Strings never use hex.
 *  - complex elements print as (re,im) without a space.
 *  - sparse<IDX, VALS> reuses the two dense bodies; sparse<> when there
 *    are no indices. (mlir-opt never prints the indices in hex; we reuse
 *    the child's text, so indices with > 100 elements differ: known gap.) */
#include <string.h>
#include "builtin_priv.h"

#define MAX_RANK 64 /* nested printing; deeper shapes -> E_LIMIT */

typedef struct elem_kind {
  mbc_tinfo t;          /* element (for complex: the part) */
  const mbc_fsem *fs;   /* float semantics or NULL */
  int complex;
  size_t part_bytes;    /* storage bytes of one int/float part */
} elem_kind;

/* Storage bytes: width rounded up to bytes (i1 handled by the callers). */
static int classify(mbc_rd *r, size_t at, uint64_t idx, elem_kind *k, int allow_complex) {
  mlirbc_view t;
  memset(k, 0, sizeof *k);
  if (idx == UINT64_MAX)
    return mbc_rd_fail(r, at, MLIRBC_E_ATTRTYPE_ENTRY, "element type unknown");
  TRY(mbc_get_type(r, at, idx, &t, &k->t));
  if (allow_complex && k->t.cls == MBC_T_COMPLEX) {
    k->complex = 1;
    uint64_t e = k->t.elem;
    TRY(mbc_get_type(r, at, e, &t, &k->t));
  }
  if (k->t.cls == MBC_T_INT || k->t.cls == MBC_T_INDEX) {
    if (k->t.width > MBC_APINT_MAX_WORDS * 64)
      return mbc_rd_fail(r, at, MLIRBC_E_LIMIT, "element width too large");
    k->part_bytes = (k->t.width + 7) / 8;
    return 0;
  }
  if ((k->fs = mbc_fsem_of(&k->t)) != NULL) {
    k->part_bytes = (mbc_fsem_bits(k->fs) + 7) / 8;
    return 0;
  }
  return mbc_rd_fail(r, at, MLIRBC_E_ATTR_KIND,
                     "dense elements need integer, index, float or complex elements");
}

static void put_part(mbc_buf *o, const elem_kind *k, const uint8_t *p) {
  uint64_t w[MBC_APINT_MAX_WORDS];
  size_t nw = (k->part_bytes + 7) / 8;
  if (nw == 0) nw = 1;
  memset(w, 0, nw * sizeof w[0]);
  for (size_t i = 0; i < k->part_bytes; i++) w[i / 8] |= (uint64_t)p[i] << (8 * (i % 8));
  if (k->fs) {
    mbc_put_float(o, k->fs, w);
    return;
  }
  uint32_t bits = k->t.cls == MBC_T_INDEX ? 64 : k->t.width;
  if (bits % 64) w[bits / 64] &= ((uint64_t)1 << (bits % 64)) - 1; /* ignore padding bits */
  mbc_put_int_elem(o, &k->t, w);
}

static void put_elem(mbc_buf *o, const elem_kind *k, const uint8_t *p) {
  if (!k->complex) {
    put_part(o, k, p);
    return;
  }
  mbc_buf_putc(o, '(');
  put_part(o, k, p);
  mbc_buf_putc(o, ',');
  put_part(o, k, p + k->part_bytes);
  mbc_buf_putc(o, ')');
}

/* Nested brackets for element i of a shape (suffix products in sp). */
typedef struct nest {
  int rank;
  uint64_t sp[MAX_RANK];
} nest;

/* The brackets follow the shape spelled in the type's text; it must agree
 * with the element count the type's encoding gave (numel), or a crafted
 * type text (a fallback entry, say) could claim dimensions of 0. */
static int nest_init(mbc_rd *r, size_t at, mlirbc_view type_text, uint64_t numel, nest *n) {
  int64_t dims[MAX_RANK];
  n->rank = mbc_shape_from_text(type_text, dims, MAX_RANK);
  if (n->rank < 0) return mbc_rd_fail(r, at, MLIRBC_E_LIMIT, "shape too deep to print");
  uint64_t p = 1;
  for (int i = n->rank - 1; i >= 0; i--) {
    if (dims[i] <= 0 || p > UINT64_MAX / (uint64_t)dims[i])
      return mbc_rd_fail(r, at, MLIRBC_E_ATTRTYPE_ENTRY,
                         "shape of the type text disagrees with its element count");
    p *= (uint64_t)dims[i];
    n->sp[i] = p;
  }
  if (p != numel)
    return mbc_rd_fail(r, at, MLIRBC_E_ATTRTYPE_ENTRY,
                       "shape of the type text disagrees with its element count");
  return 0;
}
static void nest_open(mbc_buf *o, const nest *n, uint64_t i) {
  if (i) mbc_buf_puts(o, ", ");
  for (int k = 0; k < n->rank; k++)
    if (i % n->sp[k] == 0) mbc_buf_putc(o, '[');
}
static void nest_close(mbc_buf *o, const nest *n, uint64_t i) {
  for (int k = 0; k < n->rank; k++)
    if ((i + 1) % n->sp[k] == 0) mbc_buf_putc(o, ']');
}

/* A shaped type with a static shape: tensor or vector. A non-builtin
 * dialect's type may implement ShapedType too (!spirv.coopmatrix); its shape
 * is out of the reader's sight, so *opaque = 1 and the caller checks only what
 * the bytes themselves say (AMB-025). */
static int static_shaped(mbc_rd *r, mlirbc_view *t, mbc_tinfo *ti, int *opaque) {
  size_t at = r->pos;
  TRY(mbc_rd_type(r, t, ti));
  *opaque = ti->dialect;
  if (*opaque) return 0;
  if ((ti->cls != MBC_T_TENSOR && ti->cls != MBC_T_VECTOR) || !ti->ranked || !ti->numel_known)
    return mbc_rd_fail(r, at, MLIRBC_E_ATTR_KIND,
                       "expected a statically shaped tensor or vector type");
  return 0;
}

static void put_type_suffix(mbc_buf *o, mlirbc_view t) {
  mbc_buf_puts(o, " : ");
  mbc_put_view(o, t);
}

static void put_hex(mbc_buf *o, const uint8_t *d, uint64_t len) {
  static const char hx[] = "0123456789ABCDEF";
  mbc_buf_puts(o, "\"0x");
  for (uint64_t i = 0; i < len && !o->failed; i++) {
    mbc_buf_putc(o, hx[d[i] >> 4]);
    mbc_buf_putc(o, hx[d[i] & 15]);
  }
  mbc_buf_putc(o, '"');
}

/* Dense elements of a dialect type (AMB-025): element type and count are
 * unknown, so the raw buffer is carried as hex. */
static int dense_int_fp_opaque(mbc_rd *r, mbc_buf *o, mbc_ainfo *ai, mlirbc_view t) {
  uint64_t len;
  const uint8_t *d;
  TRY(mbc_rd_varint(r, &len));
  TRY(mbc_rd_bytes(r, len, &d));
  ai->cls = MBC_A_DENSE;
  mbc_buf_puts(o, "dense<");
  put_hex(o, d, len);
  mbc_buf_putc(o, '>');
  put_type_suffix(o, t);
  return 0;
}

static int dense_int_fp(mbc_rd *r, mbc_buf *o, mbc_ainfo *ai) {
  size_t tat = r->pos;
  mlirbc_view t;
  mbc_tinfo ti;
  int opaque;
  TRY(static_shaped(r, &t, &ti, &opaque));
  if (opaque) return dense_int_fp_opaque(r, o, ai, t);
  elem_kind k;
  TRY(classify(r, tat, ti.elem, &k, 1));
  size_t bat = r->pos;
  uint64_t len;
  const uint8_t *d;
  TRY(mbc_rd_varint(r, &len));
  TRY(mbc_rd_bytes(r, len, &d));
  uint64_t N = ti.numel;
  int i1 = !k.complex && k.t.cls == MBC_T_INT && k.t.width == 1;
  uint64_t esize = k.part_bytes * (k.complex ? 2u : 1u);
  int splat;
  if (i1) {
    /* bit-packed LSB first; a splat is one byte 0x00 or 0xFF */
    splat = len == 1 && (d[0] == 0 || d[0] == 0xFF);
    if (!splat && len != (N + 7) / 8)
      return mbc_rd_fail(r, bat, MLIRBC_E_ATTRTYPE_ENTRY,
                         "i1 buffer of %llu bytes for %llu elements",
                         (unsigned long long)len, (unsigned long long)N);
  } else if (esize == 0) {
    splat = 0; /* i0: nothing stored */
    if (len != 0)
      return mbc_rd_fail(r, bat, MLIRBC_E_ATTRTYPE_ENTRY, "i0 buffer must be empty");
  } else {
    splat = len == esize && N != 0;
    if (!splat && (len % esize != 0 || len / esize != N))
      return mbc_rd_fail(r, bat, MLIRBC_E_ATTRTYPE_ENTRY,
                         "raw buffer of %llu bytes for %llu elements of %llu bytes",
                         (unsigned long long)len, (unsigned long long)N,
                         (unsigned long long)esize);
  }
  ai->cls = (!k.complex && (k.t.cls == MBC_T_INT || k.t.cls == MBC_T_INDEX))
                ? MBC_A_DENSE_INT : MBC_A_DENSE;
  mbc_buf_puts(o, "dense<");
  if (N == 0) {
    /* nothing */
  } else if (splat || N == 1) {
    if (i1) mbc_buf_puts(o, d[0] & 1 ? "true" : "false");
    else put_elem(o, &k, d);
  } else if (N > 100) {
    put_hex(o, d, len);
  } else {
    nest n;
    TRY(nest_init(r, tat, t, N, &n));
    for (uint64_t i = 0; i < N && !o->failed; i++) {
      nest_open(o, &n, i);
      if (i1) mbc_buf_puts(o, (d[i / 8] >> (i % 8)) & 1 ? "true" : "false");
      else if (esize == 0) mbc_buf_putc(o, '0');
      else put_elem(o, &k, d + i * esize);
      nest_close(o, &n, i);
    }
  }
  mbc_buf_putc(o, '>');
  put_type_suffix(o, t);
  return 0;
}

static int dense_array(mbc_rd *r, mbc_buf *o, mbc_ainfo *ai) {
  size_t tat = r->pos;
  mlirbc_view t;
  mbc_tinfo ti;
  TRY(mbc_rd_type(r, &t, &ti));
  elem_kind k;
  memset(&k, 0, sizeof k);
  k.t = ti;
  if (ti.cls == MBC_T_INT) k.part_bytes = (ti.width + 7) / 8;
  else if ((k.fs = mbc_fsem_of(&ti)) != NULL) k.part_bytes = (mbc_fsem_bits(k.fs) + 7) / 8;
  else
    return mbc_rd_fail(r, tat, MLIRBC_E_ATTR_KIND, "array<> needs an integer or float type");
  if (ti.width > MBC_APINT_MAX_WORDS * 64)
    return mbc_rd_fail(r, tat, MLIRBC_E_LIMIT, "element width too large");
  uint64_t n, len;
  const uint8_t *d;
  TRY(mbc_rd_varint(r, &n));
  size_t bat = r->pos;
  TRY(mbc_rd_varint(r, &len));
  TRY(mbc_rd_bytes(r, len, &d));
  uint64_t es = k.part_bytes;
  if (es == 0 ? (len != 0) : (len % es != 0 || len / es != n))
    return mbc_rd_fail(r, bat, MLIRBC_E_ATTRTYPE_ENTRY,
                       "array of %llu elements has %llu bytes", (unsigned long long)n,
                       (unsigned long long)len);
  mbc_buf_puts(o, "array<");
  mbc_put_view(o, t);
  for (uint64_t i = 0; i < n && !o->failed; i++) {
    mbc_buf_puts(o, i ? ", " : ": ");
    if (es == 0) {
      mbc_buf_putc(o, '0');
    } else if (ti.cls == MBC_T_INT && ti.width == 1) {
      if (d[i] > 1)
        return mbc_rd_fail(r, bat, MLIRBC_E_ATTRTYPE_ENTRY, "i1 array element is not 0 or 1");
      mbc_buf_puts(o, d[i] ? "true" : "false");
    } else {
      put_part(o, &k, d + i * es);
    }
  }
  mbc_buf_putc(o, '>');
  ai->cls = MBC_A_OTHER;
  return 0;
}

/* Strings of a dialect type (AMB-025): the count is unknown, so a non-splat
 * body is every string index up to the end of the entry, printed flat. */
static int dense_string_opaque(mbc_rd *r, mbc_buf *o, mbc_ainfo *ai, mlirbc_view t,
                               uint64_t splat) {
  mbc_buf_puts(o, splat ? "dense<" : "dense<[");
  for (uint64_t i = 0; splat ? i < 1 : r->pos < r->n; i++) {
    mlirbc_view s;
    TRY(mbc_rd_string(r, &s));
    if (i) mbc_buf_puts(o, ", ");
    mbc_put_strlit(o, s.data, s.size);
  }
  mbc_buf_puts(o, splat ? ">" : "]>");
  put_type_suffix(o, t);
  ai->cls = MBC_A_DENSE;
  return 0;
}

static int dense_string(mbc_rd *r, mbc_buf *o, mbc_ainfo *ai) {
  size_t tat = r->pos;
  mlirbc_view t;
  mbc_tinfo ti;
  int opaque;
  TRY(static_shaped(r, &t, &ti, &opaque));
  size_t sat = r->pos;
  uint64_t splat;
  TRY(mbc_rd_varint(r, &splat));
  if (splat > 1)
    return mbc_rd_fail(r, sat, MLIRBC_E_ATTRTYPE_ENTRY, "isSplat must be 0 or 1");
  if (opaque) return dense_string_opaque(r, o, ai, t, splat);
  uint64_t N = ti.numel, cnt = splat ? 1 : N;
  if (splat && N == 0)
    return mbc_rd_fail(r, sat, MLIRBC_E_ATTRTYPE_ENTRY, "splat of an empty shape");
  nest n = {0, {0}};
  if (cnt > 1) TRY(nest_init(r, tat, t, N, &n));
  mbc_buf_puts(o, "dense<");
  size_t mark = o->len;
  mlirbc_view first = {NULL, 0};
  int same = 1;
  for (uint64_t i = 0; i < cnt; i++) { /* bounded: each string index takes a byte */
    mlirbc_view s;
    TRY(mbc_rd_string(r, &s));
    if (i == 0) first = s;
    else if (s.size != first.size || (s.size && memcmp(s.data, first.data, s.size) != 0)) same = 0;
    if (cnt > 1) nest_open(o, &n, i);
    mbc_put_strlit(o, s.data, s.size);
    if (cnt > 1) nest_close(o, &n, i);
  }
  /* MLIR builds string elements through DenseStringElementsAttr::get, which
   * makes equal strings a splat: mlir-opt prints dense<"s"> for them */
  if (cnt > 1 && same && !o->failed) {
    o->len = mark;
    mbc_put_strlit(o, first.data, first.size);
  }
  mbc_buf_putc(o, '>');
  put_type_suffix(o, t);
  ai->cls = MBC_A_DENSE;
  return 0;
}

static int dense_resource(mbc_rd *r, mbc_buf *o, mbc_ainfo *ai) {
  size_t tat = r->pos;
  mlirbc_view t, key;
  mbc_tinfo ti;
  TRY(mbc_rd_type(r, &t, &ti));
  if (ti.cls != MBC_T_TENSOR && ti.cls != MBC_T_VECTOR)
    return mbc_rd_fail(r, tat, MLIRBC_E_ATTR_KIND, "dense_resource needs a shaped type");
  size_t hat = r->pos;
  uint64_t h;
  TRY(mbc_rd_varint(r, &h));
  int rc = r->ctx->resource(r->ctx->ud, h, &key, r->err);
  if (rc) {
    if (rc != MBC_DEFER) {
      r->err->section = MLIRBC_SEC_ATTRTYPE;
      r->err->offset = r->off + hat;
    }
    return rc;
  }
  mbc_buf_puts(o, "dense_resource<");
  mbc_put_key_raw(o, key.data, key.size);
  mbc_buf_putc(o, '>');
  put_type_suffix(o, t);
  ai->cls = MBC_A_OTHER;
  return 0;
}

/* "dense<BODY> : type" -> BODY (quotes skipped; '>' only ends it outside). */
static int dense_body(mlirbc_view t, mlirbc_view *body) {
  if (!mbc_view_starts(t, "dense<")) return 0;
  for (size_t i = 6; i < t.size; i++) {
    if (t.data[i] == '"') {
      for (i++; i < t.size && t.data[i] != '"'; i++)
        if (t.data[i] == '\\') i++;
    } else if (t.data[i] == '>') {
      body->data = t.data + 6;
      body->size = i - 6;
      return 1;
    }
  }
  return 0;
}

static int sparse(mbc_rd *r, mbc_buf *o, mbc_ainfo *ai) {
  mlirbc_view t, it, vt, ib, vb;
  mbc_tinfo ti;
  mbc_ainfo ii, vi;
  int opaque;
  TRY(static_shaped(r, &t, &ti, &opaque));
  size_t iat = r->pos;
  TRY(mbc_rd_attr(r, &it, &ii));
  if (ii.cls != MBC_A_DENSE_INT || !dense_body(it, &ib))
    return mbc_rd_fail(r, iat, MLIRBC_E_ATTR_KIND, "sparse indices must be dense integers");
  size_t vat = r->pos;
  TRY(mbc_rd_attr(r, &vt, &vi));
  if ((vi.cls != MBC_A_DENSE_INT && vi.cls != MBC_A_DENSE) || !dense_body(vt, &vb))
    return mbc_rd_fail(r, vat, MLIRBC_E_ATTR_KIND, "sparse values must be dense elements");
  mbc_buf_puts(o, "sparse<");
  if (ib.size) {
    mbc_put_view(o, ib);
    mbc_buf_puts(o, ", ");
    mbc_put_view(o, vb);
  }
  mbc_buf_putc(o, '>');
  put_type_suffix(o, t);
  ai->cls = MBC_A_OTHER;
  return 0;
}

int mbc_attr_dense(mbc_rd *r, uint64_t code, mbc_buf *o, mbc_ainfo *ai) {
  switch (code) {
  case 16: return dense_resource(r, o, ai);
  case 17: return dense_array(r, o, ai);
  case 18: return dense_int_fp(r, o, ai);
  case 19: return dense_string(r, o, ai);
  default: return sparse(r, o, ai);
  }
}
