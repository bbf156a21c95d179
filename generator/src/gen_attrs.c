/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* gen_attrs.c — builders for attribute/type entries: each writes the
 * payload (builtin custom encoding per BuiltinDialectBytecode.td, assembly
 * fallback text, or an opaque custom payload of another dialect) and, from
 * the same inputs, the exact text the canonical structure shows for it
 * (mlir-opt --mlir-print-local-scope spelling). Children are always built
 * first, so their indices and texts are known. */
#include <stdlib.h>
#include <string.h>
#include "gen_internal.h"

typedef struct pb {
  gctx *c;
  gbuf b;   /* payload */
  gstr t;   /* text */
} pb;

/* Builders take their buffers from c->spare (emptied) when there are any:
 * one allocation per nesting level instead of two per entry. */
static void pb_init(pb *p, gctx *c) {
  p->c = c;
  if (c->spare.n) {
    gscratch *s = &GV_AT(&c->spare, gscratch, --c->spare.n);
    p->b = s->b;
    p->t = s->t;
    p->b.n = 0;
    p->b.tr.n = 0;
    p->t.n = 0;
    if (p->t.d) p->t.d[0] = 0;
  } else {
    gb_init(&p->b, c);
    memset(&p->t, 0, sizeof p->t);
  }
}

static void pb_done(pb *p) {
  gscratch *s = gv_push(&p->c->spare);
  s->b = p->b;
  s->t = p->t;
}

/* FNV-1a with a final avalanche: plain FNV's low bits depend only on the
 * low bits of each byte, which the bucket mask keeps (long chains). */
static uint32_t fnv(const void *d, size_t n, uint32_t h) {
  const uint8_t *b = d;
  for (size_t i = 0; i < n; i++) h = (h ^ b[i]) * 16777619u;
  h ^= h >> 16;
  h *= 0x85EBCA6Bu;
  h ^= h >> 13;
  return h;
}

/* Double the table (load stays at most 1/2) and reinsert every slot. */
static void dedup_grow(gdedup *t) {
  uint32_t ncap = t->cap ? t->cap * 2 : 256;
  gslot *s = calloc(ncap, sizeof *s);
  if (!s) abort();
  for (uint32_t i = 0; i < t->cap; i++) {
    if (!t->s[i].idx1) continue;
    uint32_t h = t->s[i].hash & (ncap - 1);
    while (s[h].idx1) h = (h + 1) & (ncap - 1);
    s[h] = t->s[i];
  }
  free(t->s);
  t->s = s;
  t->cap = ncap;
}

/* The slot of an entry identical to p's payload, or the empty slot where it
 * goes. */
static gslot *dedup_find(gctx *c, gdedup *t, const gvec *v, const pb *p, uint32_t h, uint32_t d, int custom) {
  for (uint32_t i = h & (t->cap - 1);; i = (i + 1) & (t->cap - 1)) {
    gslot *s = &t->s[i];
    if (!s->idx1) return s;
    if (s->hash != h) continue;
    const gentry *x = &GV_AT(v, gentry, s->idx1 - 1);
    if (x->dialect == d && x->custom == custom && x->pay_len == p->b.n &&
        (p->b.n == 0 || memcmp(c->pay.d + x->pay_off, p->b.d, p->b.n) == 0))
      return s;
  }
}

/* Add the entry built in p (or return an identical existing one). */
static uint32_t finish(pb *p, int is_type, const char *dialect, int custom, const char *gid,
                       uint8_t cls, const gentry *facts, int dedupe) {
  gctx *c = p->c;
  uint32_t d = g_dialect(c, dialect);
  gvec *v = is_type ? &c->types : &c->attrs;
  gdedup *t = is_type ? &c->tdedup : &c->adedup;
  uint32_t h = 0;
  gslot *slot = NULL;
  if (dedupe) {
    h = fnv(p->b.d, p->b.n, 2166136261u ^ (d * 31u + (uint32_t)custom));
    if (!h) h = 1;
    if ((t->n + 1) * 2 > t->cap) dedup_grow(t);
    slot = dedup_find(c, t, v, p, h, d, custom);
    if (slot->idx1) {
      pb_done(p);
      return slot->idx1 - 1;
    }
  }
  gb_trace(&p->b, gid, 0, 0);
  uint32_t idx = (uint32_t)v->n;
  gentry *e = gv_push(v);
  if (facts) *e = *facts;
  e->is_type = (uint8_t)is_type;
  e->custom = (uint8_t)custom;
  e->cls = cls;
  e->dialect = d;
  e->gid = gid;
  e->pay_off = (uint32_t)c->pay.n;
  e->pay_len = (uint32_t)p->b.n;
  e->tr0 = (uint32_t)c->pay.tr.n;
  gb_append(&c->pay, &p->b);
  e->trn = (uint32_t)(c->pay.tr.n - e->tr0);
  e->text_off = (uint32_t)c->text.n;
  e->text_len = c->no_text ? 0 : (uint32_t)p->t.n;
  gs_put(&c->text, p->t.d ? p->t.d : "", e->text_len);
  e->hash = h;
  if (slot) {
    slot->idx1 = idx + 1;
    slot->hash = h;
    t->n++;
  }
  if (custom && strcmp(dialect, "builtin") == 0) c->used |= is_type ? GF_BTYPE : GF_BATTR;
  if (!custom) c->used |= GF_FALLBACK;
  pb_done(p);
  return idx;
}

static void tx(pb *p, const char *s) { gs_puts(&p->t, s); }
static void tx_entry(pb *p, const gentry *e) { gs_put(&p->t, g_text(p->c, e), e->text_len); }
static void code(pb *p, int is_type, uint64_t v) {
  g_varint(p->c, &p->b, v, is_type ? GID_BUILTIN_TYPE_CODE : GID_BUILTIN_ATTR_CODE);
}
static void vi(pb *p, uint64_t v, const char *id) { g_varint(p->c, &p->b, v, id); }
static uint64_t zigzag(int64_t v) { return ((uint64_t)v << 1) ^ (uint64_t)(v >> 63); }

/* ---------------- types ---------------- */

uint32_t t_int(gctx *c, uint32_t width, int sign) {
  pb p;
  pb_init(&p, c);
  code(&p, 1, 0);
  vi(&p, ((uint64_t)width << 2) | (uint64_t)sign, GID_BUILTIN_TYPE_INTEGER_TYPE_WIDTH_AND_SIGNEDNESS);
  tx(&p, sign == 1 ? "si" : sign == 2 ? "ui" : "i");
  gs_u64(&p.t, width);
  gentry f = {0};
  f.tk = GT_INT;
  f.width = width;
  f.sign = (uint8_t)sign;
  return finish(&p, 1, "builtin", 1, GID_BUILTIN_TYPE_INTEGER_TYPE, 0, &f, 1);
}

uint32_t t_index(gctx *c) {
  pb p;
  pb_init(&p, c);
  code(&p, 1, 1);
  tx(&p, "index");
  gentry f = {0};
  f.tk = GT_INDEX;
  f.width = 64;
  return finish(&p, 1, "builtin", 1, GID_BUILTIN_TYPE_INDEX_TYPE, 0, &f, 1);
}

static const char *const float_names[] = {"bf16", "f16", "f32", "f64", "f80", "f128"};
static const char *const float_gids[] = {GID_BUILTIN_TYPE_B_FLOAT16_TYPE, GID_BUILTIN_TYPE_FLOAT16_TYPE,
                                         GID_BUILTIN_TYPE_FLOAT32_TYPE, GID_BUILTIN_TYPE_FLOAT64_TYPE,
                                         GID_BUILTIN_TYPE_FLOAT80_TYPE, GID_BUILTIN_TYPE_FLOAT128_TYPE};
static const uint8_t float_bits[] = {16, 16, 32, 64, 80, 128};

uint32_t t_float(gctx *c, int fcode) {
  pb p;
  pb_init(&p, c);
  code(&p, 1, (uint64_t)fcode);
  tx(&p, float_names[fcode - 3]);
  gentry f = {0};
  f.tk = GT_FLOAT;
  f.width = float_bits[fcode - 3];
  f.sign = (uint8_t)fcode; /* float code kept for FloatAttr */
  return finish(&p, 1, "builtin", 1, float_gids[fcode - 3], 0, &f, 1);
}

/* Type codes 21-32 (era 23, read by LLVM 23 and not yet written by it,
 * llvm/llvm-project PR #191962): tf32 and the f8/f6/f4 types, no payload.
 * Kept out of the float paths (tk other): no FloatAttr or dense values of
 * these semantics are written. */
static const struct { uint32_t code; const char *gid, *text; } small_floats[] = {
    {GBUILTIN_TYPE_FLOAT_TF32_TYPE_CODE, GID_BUILTIN_TYPE_FLOAT_TF32_TYPE, "tf32"},
    {GBUILTIN_TYPE_FLOAT8_E5_M2_TYPE_CODE, GID_BUILTIN_TYPE_FLOAT8_E5_M2_TYPE, "f8E5M2"},
    {GBUILTIN_TYPE_FLOAT8_E4_M3_TYPE_CODE, GID_BUILTIN_TYPE_FLOAT8_E4_M3_TYPE, "f8E4M3"},
    {GBUILTIN_TYPE_FLOAT8_E4_M3_FN_TYPE_CODE, GID_BUILTIN_TYPE_FLOAT8_E4_M3_FN_TYPE, "f8E4M3FN"},
    {GBUILTIN_TYPE_FLOAT8_E5_M2_FNUZ_TYPE_CODE, GID_BUILTIN_TYPE_FLOAT8_E5_M2_FNUZ_TYPE, "f8E5M2FNUZ"},
    {GBUILTIN_TYPE_FLOAT8_E4_M3_FNUZ_TYPE_CODE, GID_BUILTIN_TYPE_FLOAT8_E4_M3_FNUZ_TYPE, "f8E4M3FNUZ"},
    {GBUILTIN_TYPE_FLOAT8_E4_M3_B11_FNUZ_TYPE_CODE, GID_BUILTIN_TYPE_FLOAT8_E4_M3_B11_FNUZ_TYPE,
     "f8E4M3B11FNUZ"},
    {GBUILTIN_TYPE_FLOAT8_E3_M4_TYPE_CODE, GID_BUILTIN_TYPE_FLOAT8_E3_M4_TYPE, "f8E3M4"},
    {GBUILTIN_TYPE_FLOAT4_E2_M1_FN_TYPE_CODE, GID_BUILTIN_TYPE_FLOAT4_E2_M1_FN_TYPE, "f4E2M1FN"},
    {GBUILTIN_TYPE_FLOAT6_E2_M3_FN_TYPE_CODE, GID_BUILTIN_TYPE_FLOAT6_E2_M3_FN_TYPE, "f6E2M3FN"},
    {GBUILTIN_TYPE_FLOAT6_E3_M2_FN_TYPE_CODE, GID_BUILTIN_TYPE_FLOAT6_E3_M2_FN_TYPE, "f6E3M2FN"},
    {GBUILTIN_TYPE_FLOAT8_E8_M0_FNU_TYPE_CODE, GID_BUILTIN_TYPE_FLOAT8_E8_M0_FNU_TYPE, "f8E8M0FNU"},
};

int g_small_float_count(void) { return (int)(sizeof small_floats / sizeof small_floats[0]); }

uint32_t t_small_float(gctx *c, int k) {
  pb p;
  pb_init(&p, c);
  code(&p, 1, small_floats[k].code);
  tx(&p, small_floats[k].text);
  c->used |= GF_SFLOAT;
  g_not_expressible(c, "tf32/f8/f6/f4 type in its binary encoding (builtin type codes 21-32): LLVM 23 and later only");
  return finish(&p, 1, "builtin", 1, small_floats[k].gid, 0, NULL, 1);
}

uint32_t t_none(gctx *c) {
  pb p;
  pb_init(&p, c);
  code(&p, 1, 12);
  tx(&p, "none");
  return finish(&p, 1, "builtin", 1, GID_BUILTIN_TYPE_NONE_TYPE, 0, NULL, 1);
}

static void type_list(pb *p, const uint32_t *t, uint32_t n, const char *id) {
  vi(p, n, id);
  for (uint32_t i = 0; i < n; i++) {
    vi(p, t[i], id);
    if (i) tx(p, ", ");
    tx_entry(p, g_type(p->c, t[i]));
  }
}

uint32_t t_func(gctx *c, const uint32_t *in, uint32_t nin, const uint32_t *out, uint32_t nout) {
  pb p;
  pb_init(&p, c);
  code(&p, 1, 2);
  tx(&p, "(");
  type_list(&p, in, nin, GID_BUILTIN_TYPE_FUNCTION_TYPE_INPUTS);
  tx(&p, ") -> ");
  int paren = nout != 1 || g_type(c, out[0])->tk == GT_FUNC;
  if (paren) tx(&p, "(");
  type_list(&p, out, nout, GID_BUILTIN_TYPE_FUNCTION_TYPE_RESULTS);
  if (paren) tx(&p, ")");
  gentry f = {0};
  f.tk = GT_FUNC;
  return finish(&p, 1, "builtin", 1, GID_BUILTIN_TYPE_FUNCTION_TYPE, 0, &f, 1);
}

uint32_t t_complex(gctx *c, uint32_t elem) {
  pb p;
  pb_init(&p, c);
  code(&p, 1, 9);
  vi(&p, elem, GID_BUILTIN_TYPE_COMPLEX_TYPE_ELEMENT_TYPE);
  tx(&p, "complex<");
  tx_entry(&p, g_type(c, elem));
  tx(&p, ">");
  return finish(&p, 1, "builtin", 1, GID_BUILTIN_TYPE_COMPLEX_TYPE, 0, NULL, 1);
}

/* shape: list of signed varints; text "2x?x" (vector: "[4]x" scalable) */
static uint64_t shape(pb *p, const int64_t *dims, const uint8_t *scal, uint32_t rank, const char *id) {
  uint64_t numel = 1;
  vi(p, rank, id);
  for (uint32_t i = 0; i < rank; i++) {
    if (dims[i] < 0) {
      vi(p, zigzag(INT64_MIN), id);
      tx(p, "?x");
      numel = 0;
      continue;
    }
    vi(p, zigzag(dims[i]), id);
    int sc = scal && scal[i];
    if (sc) gs_putc(&p->t, '[');
    gs_i64(&p->t, dims[i]);
    tx(p, sc ? "]x" : "x");
    numel *= (uint64_t)dims[i];
  }
  return numel;
}

uint32_t t_tensor(gctx *c, const int64_t *dims, uint32_t rank, uint32_t elem) {
  pb p;
  pb_init(&p, c);
  code(&p, 1, 13);
  tx(&p, "tensor<");
  int dyn = 0;
  for (uint32_t i = 0; i < rank; i++) dyn |= dims[i] < 0;
  uint64_t numel = shape(&p, dims, NULL, rank, GID_BUILTIN_TYPE_RANKED_TENSOR_TYPE_SHAPE);
  vi(&p, elem, GID_BUILTIN_TYPE_RANKED_TENSOR_TYPE_ELEMENT_TYPE);
  tx_entry(&p, g_type(c, elem));
  tx(&p, ">");
  gentry f = {0};
  f.tk = dyn ? GT_OTHER : GT_TENSOR;
  f.elem = elem;
  f.numel = numel;
  return finish(&p, 1, "builtin", 1, GID_BUILTIN_TYPE_RANKED_TENSOR_TYPE, 0, &f, 1);
}

uint32_t t_utensor(gctx *c, uint32_t elem) {
  pb p;
  pb_init(&p, c);
  code(&p, 1, 18);
  vi(&p, elem, GID_BUILTIN_TYPE_UNRANKED_TENSOR_TYPE_ELEMENT_TYPE);
  tx(&p, "tensor<*x");
  tx_entry(&p, g_type(c, elem));
  tx(&p, ">");
  return finish(&p, 1, "builtin", 1, GID_BUILTIN_TYPE_UNRANKED_TENSOR_TYPE, 0, NULL, 1);
}

uint32_t t_vector(gctx *c, const int64_t *dims, const uint8_t *scal, uint32_t rank, uint32_t elem) {
  pb p;
  pb_init(&p, c);
  int scalable = 0;
  for (uint32_t i = 0; scal && i < rank; i++) scalable |= scal[i];
  const char *gid = scalable ? GID_BUILTIN_TYPE_VECTOR_TYPE_WITH_SCALABLE_DIMS : GID_BUILTIN_TYPE_VECTOR_TYPE;
  code(&p, 1, scalable ? 20 : 19);
  if (scalable) c->used |= c->era == 16 ? GF_SCALABLE16 : GF_SCALABLE; /* two layouts of code 20 */
  if (scalable && c->era == 16) { /* LLVM 16: number of trailing scalable dims */
    g_not_expressible(c, "scalable vector in the LLVM 16 encoding (AMB-001)");
    uint32_t n = 0;
    for (uint32_t i = 0; i < rank; i++) n += scal[i];
    vi(&p, n, GID_BUILTIN_TYPE_VECTOR_TYPE_WITH_SCALABLE_DIMS_NUM_SCALABLE_DIMS);
  } else if (scalable) {
    size_t at = p.b.n;
    vi(&p, rank, GID_BUILTIN_TYPE_VECTOR_TYPE_WITH_SCALABLE_DIMS_SCALABLE_DIMS);
    for (uint32_t i = 0; i < rank; i++) gb_byte(&p.b, scal[i]);
    gb_trace(&p.b, GID_BUILTIN_TYPE_VECTOR_TYPE_WITH_SCALABLE_DIMS_SCALABLE_DIMS, at, 0);
  }
  tx(&p, "vector<");
  uint64_t numel = shape(&p, dims, scal, rank, scalable ? GID_BUILTIN_TYPE_VECTOR_TYPE_WITH_SCALABLE_DIMS_SHAPE
                                                         : GID_BUILTIN_TYPE_VECTOR_TYPE_SHAPE);
  vi(&p, elem, scalable ? GID_BUILTIN_TYPE_VECTOR_TYPE_WITH_SCALABLE_DIMS_ELEMENT_TYPE
                        : GID_BUILTIN_TYPE_VECTOR_TYPE_ELEMENT_TYPE);
  tx_entry(&p, g_type(c, elem));
  tx(&p, ">");
  gentry f = {0};
  f.tk = scalable ? GT_OTHER : GT_VECTOR;
  f.elem = elem;
  f.numel = numel;
  return finish(&p, 1, "builtin", 1, gid, 0, &f, 1);
}

static uint32_t identity_map(gctx *c, uint32_t rank) {
  gstr s = {0};
  gs_puts(&s, "affine_map<(");
  for (uint32_t i = 0; i < rank; i++) gs_printf(&s, "%sd%u", i ? ", " : "", i);
  gs_puts(&s, ") -> (");
  for (uint32_t i = 0; i < rank; i++) gs_printf(&s, "%sd%u", i ? ", " : "", i);
  gs_puts(&s, ")>");
  uint32_t a = a_fallback(c, "builtin", s.d, GA_OTHER);
  gs_free(&s);
  return a;
}

/* Memory space: an i64 IntegerAttr prints without its type. */
static void memspace_text(pb *p, uint32_t space) {
  const gentry *e = g_attr(p->c, space);
  tx(p, ", ");
  size_t n = e->text_len;
  const char *t = g_text(p->c, e);
  if (e->cls == GA_INT && n > 6 && memcmp(t + n - 6, " : i64", 6) == 0) n -= 6;
  gs_put(&p->t, t, n);
}

uint32_t t_memref(gctx *c, const int64_t *dims, uint32_t rank, uint32_t elem, int32_t space) {
  uint32_t layout = identity_map(c, rank);
  pb p;
  pb_init(&p, c);
  const char *gid = space >= 0 ? GID_BUILTIN_TYPE_MEM_REF_TYPE_WITH_MEM_SPACE : GID_BUILTIN_TYPE_MEM_REF_TYPE;
  code(&p, 1, space >= 0 ? 11 : 10);
  if (space >= 0) vi(&p, (uint64_t)space, GID_BUILTIN_TYPE_MEM_REF_TYPE_WITH_MEM_SPACE_MEMORY_SPACE);
  tx(&p, "memref<");
  shape(&p, dims, NULL, rank, space >= 0 ? GID_BUILTIN_TYPE_MEM_REF_TYPE_WITH_MEM_SPACE_SHAPE : GID_BUILTIN_TYPE_MEM_REF_TYPE_SHAPE);
  vi(&p, elem, space >= 0 ? GID_BUILTIN_TYPE_MEM_REF_TYPE_WITH_MEM_SPACE_ELEMENT_TYPE : GID_BUILTIN_TYPE_MEM_REF_TYPE_ELEMENT_TYPE);
  vi(&p, layout, space >= 0 ? GID_BUILTIN_TYPE_MEM_REF_TYPE_WITH_MEM_SPACE_LAYOUT : GID_BUILTIN_TYPE_MEM_REF_TYPE_LAYOUT);
  tx_entry(&p, g_type(c, elem));
  if (space >= 0) memspace_text(&p, (uint32_t)space);
  tx(&p, ">");
  return finish(&p, 1, "builtin", 1, gid, 0, NULL, 1);
}

uint32_t t_umemref(gctx *c, uint32_t elem, int32_t space) {
  pb p;
  pb_init(&p, c);
  const char *gid = space >= 0 ? GID_BUILTIN_TYPE_UNRANKED_MEM_REF_TYPE_WITH_MEM_SPACE : GID_BUILTIN_TYPE_UNRANKED_MEM_REF_TYPE;
  code(&p, 1, space >= 0 ? 17 : 16);
  if (space >= 0) vi(&p, (uint64_t)space, GID_BUILTIN_TYPE_UNRANKED_MEM_REF_TYPE_WITH_MEM_SPACE_MEMORY_SPACE);
  vi(&p, elem, space >= 0 ? GID_BUILTIN_TYPE_UNRANKED_MEM_REF_TYPE_WITH_MEM_SPACE_ELEMENT_TYPE
                          : GID_BUILTIN_TYPE_UNRANKED_MEM_REF_TYPE_ELEMENT_TYPE);
  tx(&p, "memref<*x");
  tx_entry(&p, g_type(c, elem));
  if (space >= 0) memspace_text(&p, (uint32_t)space);
  tx(&p, ">");
  return finish(&p, 1, "builtin", 1, gid, 0, NULL, 1);
}

uint32_t t_tuple(gctx *c, const uint32_t *el, uint32_t n) {
  pb p;
  pb_init(&p, c);
  code(&p, 1, 15);
  tx(&p, "tuple<");
  type_list(&p, el, n, GID_BUILTIN_TYPE_TUPLE_TYPE_TYPES);
  tx(&p, ">");
  return finish(&p, 1, "builtin", 1, GID_BUILTIN_TYPE_TUPLE_TYPE, 0, NULL, 1);
}

uint32_t t_fallback(gctx *c, const char *dialect, const char *text, uint8_t tk, uint32_t width,
                    uint8_t sign) {
  pb p;
  pb_init(&p, c);
  size_t n = strlen(text);
  size_t at = p.b.n;
  gb_put(&p.b, text, n + 1);
  gb_trace(&p.b, GID_ATTRTYPE_FALLBACK_TEXT, at, 0);
  tx(&p, text);
  gentry f = {0};
  f.tk = tk;
  f.width = width;
  f.sign = sign;
  return finish(&p, 1, dialect, 0, GID_ATTRTYPE_FALLBACK, 0, &f, 1);
}

static void hex_text(pb *p, const char *pre, const char *dialect, const uint8_t *d, uint32_t n) {
  static const char hx[] = "0123456789abcdef";
  tx(p, pre);
  gs_strlit(&p->t, (const uint8_t *)dialect, strlen(dialect));
  tx(p, ", \"0x");
  for (uint32_t i = 0; i < n; i++) {
    gs_putc(&p->t, hx[d[i] >> 4]);
    gs_putc(&p->t, hx[d[i] & 15]);
  }
  tx(p, "\">");
}

uint32_t t_opaque(gctx *c, const char *dialect, const uint8_t *d, uint32_t n) {
  pb p;
  pb_init(&p, c);
  gb_put(&p.b, d, n);
  gb_trace(&p.b, GID_ATTRTYPE_CUSTOM_PAYLOAD, 0, 0);
  hex_text(&p, "!mlirbc.opaque<", dialect, d, n);
  c->used |= GF_OPAQUE;
  g_not_expressible(c, "custom payload of a dialect mlir-opt does not know");
  return finish(&p, 1, dialect, 1, GID_ATTRTYPE_CUSTOM, 0, NULL, 1);
}

/* ---------------- attributes ---------------- */

uint32_t a_string(gctx *c, const char *s, size_t n) {
  pb p;
  pb_init(&p, c);
  code(&p, 0, 2);
  vi(&p, g_string(c, s, n), GID_BUILTIN_ATTR_STRING_ATTR_VALUE);
  gs_strlit(&p.t, (const uint8_t *)s, n);
  return finish(&p, 0, "builtin", 1, GID_BUILTIN_ATTR_STRING_ATTR, GA_STRING, NULL, 1);
}

uint32_t a_string_typed(gctx *c, const char *s, size_t n, uint32_t type) {
  pb p;
  pb_init(&p, c);
  code(&p, 0, 3);
  vi(&p, g_string(c, s, n), GID_BUILTIN_ATTR_STRING_ATTR_WITH_TYPE_VALUE);
  vi(&p, type, GID_BUILTIN_ATTR_STRING_ATTR_WITH_TYPE_TYPE);
  gs_strlit(&p.t, (const uint8_t *)s, n);
  tx(&p, " : ");
  tx_entry(&p, g_type(c, type));
  return finish(&p, 0, "builtin", 1, GID_BUILTIN_ATTR_STRING_ATTR_WITH_TYPE, GA_STRING, NULL, 1);
}

static void sym_text(pb *p, const char *name) {
  size_t n = strlen(name);
  gs_putc(&p->t, '@');
  if (g_is_bare_id((const uint8_t *)name, n)) gs_put(&p->t, name, n);
  else gs_strlit(&p->t, (const uint8_t *)name, n);
}

uint32_t a_flatsym(gctx *c, const char *name) {
  uint32_t s = a_string(c, name, strlen(name));
  pb p;
  pb_init(&p, c);
  code(&p, 0, 4);
  vi(&p, s, GID_BUILTIN_ATTR_FLAT_SYMBOL_REF_ATTR_ROOT_REFERENCE);
  sym_text(&p, name);
  return finish(&p, 0, "builtin", 1, GID_BUILTIN_ATTR_FLAT_SYMBOL_REF_ATTR, GA_FLATSYM, NULL, 1);
}

uint32_t a_symref(gctx *c, const char *root, const char *const *nested, uint32_t n) {
  uint32_t s = a_string(c, root, strlen(root));
  uint32_t refs[8];
  if (n > 8) n = 8;
  for (uint32_t i = 0; i < n; i++) refs[i] = a_flatsym(c, nested[i]);
  pb p;
  pb_init(&p, c);
  code(&p, 0, 5);
  vi(&p, s, GID_BUILTIN_ATTR_SYMBOL_REF_ATTR_ROOT_REFERENCE);
  vi(&p, n, GID_BUILTIN_ATTR_SYMBOL_REF_ATTR_NESTED_REFERENCES);
  sym_text(&p, root);
  for (uint32_t i = 0; i < n; i++) {
    vi(&p, refs[i], GID_BUILTIN_ATTR_SYMBOL_REF_ATTR_NESTED_REFERENCES);
    tx(&p, "::");
    tx_entry(&p, g_attr(c, refs[i]));
  }
  return finish(&p, 0, "builtin", 1, GID_BUILTIN_ATTR_SYMBOL_REF_ATTR, n ? GA_OTHER : GA_FLATSYM, NULL, 1);
}

uint32_t a_typeattr(gctx *c, uint32_t type) {
  pb p;
  pb_init(&p, c);
  code(&p, 0, 6);
  vi(&p, type, GID_BUILTIN_ATTR_TYPE_ATTR_VALUE);
  tx_entry(&p, g_type(c, type));
  return finish(&p, 0, "builtin", 1, GID_BUILTIN_ATTR_TYPE_ATTR, GA_OTHER, NULL, 1);
}

uint32_t a_unit(gctx *c) {
  pb p;
  pb_init(&p, c);
  code(&p, 0, 7);
  tx(&p, "unit");
  return finish(&p, 0, "builtin", 1, GID_BUILTIN_ATTR_UNIT_ATTR, GA_UNIT, NULL, 1);
}

/* KnownWidthAPInt: <= 8 bits one raw byte; <= 64 zigzag varint of the
 * zero-extended value; wider: active words, each zigzag. */
static void apint(pb *p, uint32_t w, uint64_t v, const char *id) {
  if (w <= 8) {
    size_t at = p->b.n;
    gb_byte(&p->b, (uint8_t)v);
    gb_trace(&p->b, id, at, 0);
  } else if (w <= 64) {
    vi(p, zigzag((int64_t)v), id);
  } else { /* value < 2^64, non-negative: one active word */
    vi(p, 1, id);
    vi(p, zigzag((int64_t)v), id);
  }
}

static uint64_t mask_w(uint64_t v, uint32_t w) { return w >= 64 ? v : (v & (((uint64_t)1 << w) - 1)); }

/* Decimal text of a w-bit value (w <= 64) as mlir-opt prints it. */
static void int_text(gstr *t, const gentry *ty, uint64_t v) {
  uint32_t w = ty->tk == GT_INDEX ? 64 : ty->width;
  v = mask_w(v, w);
  if (ty->tk == GT_INT && w == 1 && ty->sign == 0) {
    gs_puts(t, v ? "true" : "false");
  } else if (ty->tk == GT_INT && ty->sign == 2) {
    gs_u64(t, v);
  } else {
    int64_t s = (int64_t)v;
    if (w < 64 && w > 0 && (v >> (w - 1)) & 1) s = (int64_t)(v | ~(((uint64_t)1 << w) - 1));
    gs_i64(t, s);
  }
}

uint32_t a_int(gctx *c, uint32_t type, uint64_t value) {
  const gentry *ty = g_type(c, type);
  uint32_t w = ty->tk == GT_INDEX ? 64 : ty->width;
  value = mask_w(value, w > 64 ? 64 : w);
  if (w > 64) value &= 0x7FFFFFFFFFFFFFFFull; /* keep wide values positive, one word */
  pb p;
  pb_init(&p, c);
  code(&p, 0, 8);
  vi(&p, type, GID_BUILTIN_ATTR_INTEGER_ATTR_TYPE);
  apint(&p, w, value, GID_BUILTIN_ATTR_INTEGER_ATTR_VALUE);
  gentry tyc = *ty;
  if (w > 64) tyc.width = 64; /* positive value: same decimal text */
  int_text(&p.t, &tyc, value);
  if (!(ty->tk == GT_INT && w == 1 && ty->sign == 0)) {
    tx(&p, " : ");
    tx_entry(&p, ty);
  }
  return finish(&p, 0, "builtin", 1, GID_BUILTIN_ATTR_INTEGER_ATTR, GA_INT, NULL, 1);
}

/* Float values whose mlir-opt text is exact; bit patterns per semantics. */
typedef struct fval { const char *text; uint16_t bf16, f16; uint32_t f32; uint64_t f64; const char *nontext[4]; } fval;
static const fval fvals[] = {
    {"0.000000e+00", 0, 0, 0, 0, {0}},
    {"1.000000e+00", 0x3F80, 0x3C00, 0x3F800000u, 0x3FF0000000000000ull, {0}},
    {"-1.500000e+00", 0xBFC0, 0xBE00, 0xBFC00000u, 0xBFF8000000000000ull, {0}},
    {"5.000000e-01", 0x3F00, 0x3800, 0x3F000000u, 0x3FE0000000000000ull, {0}},
    {"2.000000e+00", 0x4000, 0x4000, 0x40000000u, 0x4000000000000000ull, {0}},
    {"1.000000e+02", 0x42C8, 0x5640, 0x42C80000u, 0x4059000000000000ull, {0}},
    {"2.500000e-01", 0x3E80, 0x3400, 0x3E800000u, 0x3FD0000000000000ull, {0}},
    {"1.024000e+03", 0x4480, 0x6400, 0x44800000u, 0x4090000000000000ull, {0}},
    {"-0.000000e+00", 0x8000, 0x8000, 0x80000000u, 0x8000000000000000ull, {0}},
    /* inf and nan print as their bit pattern */
    {NULL, 0x7F80, 0x7C00, 0x7F800000u, 0x7FF0000000000000ull,
     {"0x7F80", "0x7C00", "0x7F800000", "0x7FF0000000000000"}},
    {NULL, 0x7FC0, 0x7E00, 0x7FC00000u, 0x7FF8000000000000ull,
     {"0x7FC0", "0x7E00", "0x7FC00000", "0x7FF8000000000000"}},
};
int g_float_count(void) { return (int)(sizeof fvals / sizeof fvals[0]); }

/* bits and text of value `which` in float type code fcode (3..6) */
static uint64_t fbits(int fcode, int which, const char **text) {
  const fval *f = &fvals[which];
  int k = fcode == 3 ? 0 : fcode == 4 ? 1 : fcode == 5 ? 2 : 3;
  *text = f->text ? f->text : f->nontext[k];
  return k == 0 ? f->bf16 : k == 1 ? f->f16 : k == 2 ? f->f32 : f->f64;
}

uint32_t a_float(gctx *c, uint32_t type, int which) {
  const gentry *ty = g_type(c, type);
  int fcode = ty->sign; /* see t_float */
  const char *text;
  uint64_t bits = fbits(fcode, which, &text);
  pb p;
  pb_init(&p, c);
  code(&p, 0, 9);
  vi(&p, type, GID_BUILTIN_ATTR_FLOAT_ATTR_TYPE);
  apint(&p, ty->width, bits, GID_BUILTIN_ATTR_FLOAT_ATTR_VALUE);
  tx(&p, text);
  tx(&p, " : ");
  tx_entry(&p, ty);
  return finish(&p, 0, "builtin", 1, GID_BUILTIN_ATTR_FLOAT_ATTR, GA_FLOAT, NULL, 1);
}

uint32_t a_array(gctx *c, const uint32_t *el, uint32_t n) {
  pb p;
  pb_init(&p, c);
  code(&p, 0, 0);
  vi(&p, n, GID_BUILTIN_ATTR_ARRAY_ATTR_VALUE);
  tx(&p, "[");
  for (uint32_t i = 0; i < n; i++) {
    const gentry *e = g_attr(c, el[i]);
    vi(&p, el[i], GID_BUILTIN_ATTR_ARRAY_ATTR_VALUE);
    if (i) tx(&p, ", ");
    size_t len = e->text_len;
    const char *t = g_text(c, e);
    /* elements print with i64 / f64 types elided */
    if ((e->cls == GA_INT && len > 6 && memcmp(t + len - 6, " : i64", 6) == 0) ||
        (e->cls == GA_FLOAT && len > 6 && memcmp(t + len - 6, " : f64", 6) == 0))
      len -= 6;
    gs_put(&p.t, t, len);
  }
  tx(&p, "]");
  return finish(&p, 0, "builtin", 1, GID_BUILTIN_ATTR_ARRAY_ATTR, GA_OTHER, NULL, 1);
}

typedef struct dkv { const char *key; uint32_t k, v; } dkv;

uint32_t a_dict(gctx *c, const char *const *keys, const uint32_t *vals, uint32_t n) {
  dkv e[32];
  if (n > 32) n = 32;
  for (uint32_t i = 0; i < n; i++) {
    e[i].key = keys[i];
    e[i].k = a_string(c, keys[i], strlen(keys[i]));
    e[i].v = vals[i];
  }
  pb p;
  pb_init(&p, c);
  code(&p, 0, 1);
  vi(&p, n, GID_BUILTIN_ATTR_DICTIONARY_ATTR_VALUE);
  for (uint32_t i = 0; i < n; i++) { /* written in the given order; printed sorted */
    vi(&p, e[i].k, GID_BUILTIN_ATTR_DICTIONARY_ATTR_VALUE);
    vi(&p, e[i].v, GID_BUILTIN_ATTR_DICTIONARY_ATTR_VALUE);
  }
  for (uint32_t i = 1; i < n; i++) { /* sort by key bytes (insertion sort) */
    dkv t = e[i];
    uint32_t j = i;
    for (; j > 0 && strcmp(e[j - 1].key, t.key) > 0; j--) e[j] = e[j - 1];
    e[j] = t;
  }
  tx(&p, "{");
  for (uint32_t i = 0; i < n; i++) {
    size_t kl = strlen(e[i].key);
    if (i) tx(&p, ", ");
    if (g_is_bare_id((const uint8_t *)e[i].key, kl)) gs_put(&p.t, e[i].key, kl);
    else gs_strlit(&p.t, (const uint8_t *)e[i].key, kl);
    const gentry *v = g_attr(c, e[i].v);
    if (v->cls == GA_UNIT) continue;
    tx(&p, " = ");
    tx_entry(&p, v);
  }
  tx(&p, "}");
  return finish(&p, 0, "builtin", 1, GID_BUILTIN_ATTR_DICTIONARY_ATTR, GA_DICT, NULL, 1);
}

/* ---- dense ---- */

/* one element of an int/float element type: raw bytes + text */
static void elem_value(gctx *c, const gentry *et, grng *r, uint8_t *raw, size_t *nraw, gstr *t,
                       int *fwhich, int64_t *ival) {
  if (et->tk == GT_FLOAT) {
    int which = (int)g_below(r, 9); /* finite values only */
    if (fwhich && *fwhich >= 0) which = *fwhich;
    if (fwhich) *fwhich = which;
    const char *text;
    uint64_t bits = fbits(et->sign, which, &text);
    size_t nb = et->width / 8;
    for (size_t i = 0; i < nb; i++) raw[i] = (uint8_t)(bits >> (8 * i));
    *nraw = nb;
    gs_puts(t, text);
    return;
  }
  uint32_t w = et->tk == GT_INDEX ? 64 : et->width;
  int64_t v = ival && *ival != INT64_MIN ? *ival : (int64_t)g_below(r, 201) - 100;
  if (ival) *ival = v;
  uint64_t u = mask_w((uint64_t)v, w);
  if (et->tk == GT_INT && et->sign == 2) u = mask_w((uint64_t)(v < 0 ? -v : v), w);
  size_t nb = (w + 7) / 8;
  for (size_t i = 0; i < nb; i++) raw[i] = (uint8_t)(u >> (8 * i));
  *nraw = nb;
  int_text(t, et, u);
  (void)c;
}

/* nested [..] by the static shape in dims */
typedef struct nest { uint32_t rank; uint64_t sp[8]; } nest;
static void nest_init(nest *n, const int64_t *dims, uint32_t rank) {
  uint64_t p = 1;
  n->rank = rank;
  for (uint32_t i = rank; i-- > 0;) {
    p *= (uint64_t)dims[i];
    n->sp[i] = p;
  }
}
static void nest_open(gstr *t, const nest *n, uint64_t i) {
  if (i) gs_puts(t, ", ");
  for (uint32_t k = 0; k < n->rank; k++)
    if (i % n->sp[k] == 0) gs_putc(t, '[');
}
static void nest_close(gstr *t, const nest *n, uint64_t i) {
  for (uint32_t k = 0; k < n->rank; k++)
    if ((i + 1) % n->sp[k] == 0) gs_putc(t, ']');
}

/* The shape of a shaped type from its text (ranked, static, rank <= 8). */
static uint32_t dims_of(gctx *c, uint32_t shaped, int64_t *dims) {
  const gentry *e = g_type(c, shaped);
  const char *t = g_text(c, e);
  size_t i = 7, n = e->text_len; /* after "tensor<" / "vector<" */
  uint32_t rank = 0;
  while (i < n && rank < 8) {
    if (t[i] == '[') i++;
    if (t[i] < '0' || t[i] > '9') break;
    int64_t d = 0;
    size_t j = i;
    while (j < n && t[j] >= '0' && t[j] <= '9') d = d * 10 + (t[j++] - '0');
    if (j < n && t[j] == ']') j++;
    if (j >= n || t[j] != 'x') break;
    dims[rank++] = d;
    i = j + 1;
  }
  return rank;
}

uint32_t a_dense(gctx *c, uint32_t shaped, int splat, grng *r) {
  const gentry *st = g_type(c, shaped);
  const gentry *et = g_type(c, st->elem);
  uint64_t N = st->numel;
  int64_t dims[8];
  uint32_t rank = dims_of(c, shaped, dims);
  int i1 = et->tk == GT_INT && et->width == 1;
  pb p;
  pb_init(&p, c);
  code(&p, 0, 18);
  vi(&p, shaped, GID_BUILTIN_ATTR_DENSE_INT_OR_FP_ELEMENTS_ATTR_TYPE);
  gbuf raw;
  gb_init(&raw, c);
  tx(&p, "dense<");
  if (N <= 1) splat = 0;
  /* i1 packs 8 elements a byte; one byte 00/FF means a splat, and 22.1.8
   * misreads other single bytes: small i1 shapes are written as splats */
  if (i1 && N > 1 && N <= 8) splat = 1;
  if (N == 0) {
    /* empty buffer */
  } else if (i1) {
    if (splat) {
      int v = (int)g_below(r, 2);
      gb_byte(&raw, v ? 0xFF : 0x00);
      tx(&p, v ? "true" : "false");
    } else {
      uint8_t bytes[16] = {0};
      gstr body = {0};
      nest ns;
      nest_init(&ns, dims, rank);
      for (uint64_t i = 0; i < N; i++) {
        int v = (int)g_below(r, 2);
        if (v) bytes[i / 8] |= (uint8_t)(1u << (i % 8));
        if (N > 1) nest_open(&body, &ns, i);
        gs_puts(&body, v ? "true" : "false");
        if (N > 1) nest_close(&body, &ns, i);
      }
      gb_put(&raw, bytes, (N + 7) / 8);
      gs_put(&p.t, body.d, body.n);
      (void)0;
      gs_free(&body);
    }
  } else {
    uint8_t e[16];
    size_t ne;
    gstr body = {0};
    nest ns;
    nest_init(&ns, dims, rank);
    uint64_t cnt = splat ? 1 : N;
    gstr first = {0};
    int same = 1;
    for (uint64_t i = 0; i < cnt; i++) {
      gstr one = {0};
      elem_value(c, et, r, e, &ne, &one, NULL, NULL);
      if (i && memcmp(raw.d, e, ne) != 0) same = 0;
      gb_put(&raw, e, ne);
      if (i == 0) gs_put(&first, one.d, one.n);
      if (cnt > 1) nest_open(&body, &ns, i);
      gs_put(&body, one.d, one.n);
      if (cnt > 1) nest_close(&body, &ns, i);
      gs_free(&one);
    }
    if (cnt > 1 && same) { /* MLIR keeps equal elements as a splat */
      raw.n = ne;
      gs_put(&p.t, first.d, first.n);
    } else {
      gs_put(&p.t, body.d, body.n);
    }
    gs_free(&first);
    gs_free(&body);
  }
  vi(&p, raw.n, GID_BUILTIN_ATTR_DENSE_INT_OR_FP_ELEMENTS_ATTR_RAW_DATA);
  gb_put(&p.b, raw.d, raw.n);
  gb_free(&raw);
  tx(&p, "> : ");
  tx_entry(&p, st);
  return finish(&p, 0, "builtin", 1, GID_BUILTIN_ATTR_DENSE_INT_OR_FP_ELEMENTS_ATTR, GA_DENSE, NULL, 1);
}

uint32_t a_dense_array(gctx *c, uint32_t type, uint32_t n, grng *r) {
  const gentry *et = g_type(c, type);
  pb p;
  pb_init(&p, c);
  code(&p, 0, 17);
  vi(&p, type, GID_BUILTIN_ATTR_DENSE_ARRAY_ATTR_ELEMENT_TYPE);
  vi(&p, n, GID_BUILTIN_ATTR_DENSE_ARRAY_ATTR_SIZE);
  gbuf raw;
  gb_init(&raw, c);
  tx(&p, "array<");
  tx_entry(&p, et);
  for (uint32_t i = 0; i < n; i++) {
    tx(&p, i ? ", " : ": ");
    if (et->tk == GT_INT && et->width == 1) { /* one byte per element */
      int v = (int)g_below(r, 2);
      gb_byte(&raw, (uint8_t)v);
      tx(&p, v ? "true" : "false");
      continue;
    }
    uint8_t e[16];
    size_t ne;
    elem_value(c, et, r, e, &ne, &p.t, NULL, NULL);
    gb_put(&raw, e, ne);
  }
  tx(&p, ">");
  vi(&p, raw.n, GID_BUILTIN_ATTR_DENSE_ARRAY_ATTR_RAW_DATA);
  gb_put(&p.b, raw.d, raw.n);
  gb_free(&raw);
  return finish(&p, 0, "builtin", 1, GID_BUILTIN_ATTR_DENSE_ARRAY_ATTR, GA_OTHER, NULL, 1);
}

static const char *const dstrs[] = {"a", "bc", "", "x y", "q\"z", "tab\t", "\xff"};

uint32_t a_dense_string(gctx *c, uint32_t shaped, int splat, grng *r) {
  const gentry *st = g_type(c, shaped);
  uint64_t N = st->numel;
  int64_t dims[8];
  uint32_t rank = dims_of(c, shaped, dims);
  if (N == 0) splat = 0;
  uint64_t cnt = splat ? 1 : N;
  pb p;
  pb_init(&p, c);
  code(&p, 0, 19);
  vi(&p, shaped, GID_BUILTIN_ATTR_DENSE_STRING_ELEMENTS_ATTR_TYPE);
  g_varint_flags(c, &p.b, (uint64_t)splat, GID_BUILTIN_ATTR_DENSE_STRING_ELEMENTS_ATTR_IS_SPLAT,
                 g_flags(c, "isSplat=%d", splat));
  nest ns;
  nest_init(&ns, dims, rank);
  tx(&p, "dense<");
  const char *first = NULL;
  int same = 1;
  for (uint64_t i = 0; i < cnt; i++) {
    const char *s = dstrs[g_below(r, sizeof dstrs / sizeof dstrs[0])];
    vi(&p, g_string(c, s, strlen(s)), GID_BUILTIN_ATTR_DENSE_STRING_ELEMENTS_ATTR_RAW_STRING_DATA);
    if (i == 0) first = s;
    else if (strcmp(s, first) != 0) same = 0;
    if (cnt > 1) nest_open(&p.t, &ns, i);
    gs_strlit(&p.t, (const uint8_t *)s, strlen(s));
    if (cnt > 1) nest_close(&p.t, &ns, i);
  }
  if (cnt > 1 && same) { /* equal strings are a splat to MLIR */
    p.t.n = 6;
    gs_strlit(&p.t, (const uint8_t *)first, strlen(first));
  }
  tx(&p, "> : ");
  tx_entry(&p, st);
  return finish(&p, 0, "builtin", 1, GID_BUILTIN_ATTR_DENSE_STRING_ELEMENTS_ATTR, GA_DENSE, NULL, 1);
}

uint32_t a_dense_resource(gctx *c, uint32_t shaped, uint32_t handle, const char *key) {
  pb p;
  pb_init(&p, c);
  code(&p, 0, 16);
  vi(&p, shaped, GID_BUILTIN_ATTR_DENSE_RESOURCE_ELEMENTS_ATTR_TYPE);
  vi(&p, handle, GID_BUILTIN_ATTR_DENSE_RESOURCE_ELEMENTS_ATTR_RAW_HANDLE);
  tx(&p, "dense_resource<");
  size_t kl = strlen(key);
  if (g_is_bare_id((const uint8_t *)key, kl)) gs_put(&p.t, key, kl);
  else gs_strlit(&p.t, (const uint8_t *)key, kl);
  tx(&p, "> : ");
  tx_entry(&p, g_type(c, shaped));
  return finish(&p, 0, "builtin", 1, GID_BUILTIN_ATTR_DENSE_RESOURCE_ELEMENTS_ATTR, GA_OTHER, NULL, 1);
}

uint32_t a_distinct(gctx *c, uint32_t ref) {
  pb p;
  pb_init(&p, c);
  code(&p, 0, 21);
  vi(&p, ref, GID_BUILTIN_ATTR_DISTINCT_ATTR_REFERENCED_ATTR);
  c->used |= GF_DISTINCT;
  const gentry *e = g_attr(c, ref);
  gs_printf(&p.t, "distinct[%zu]<", c->attrs.n); /* the reader names it by entry index */
  if (e->cls != GA_UNIT) tx_entry(&p, e);
  tx(&p, ">");
  return finish(&p, 0, "builtin", 1, GID_BUILTIN_ATTR_DISTINCT_ATTR, GA_OTHER, NULL, 0);
}

uint32_t a_fallback(gctx *c, const char *dialect, const char *text, uint8_t cls) {
  pb p;
  pb_init(&p, c);
  size_t at = p.b.n;
  gb_put(&p.b, text, strlen(text) + 1);
  gb_trace(&p.b, GID_ATTRTYPE_FALLBACK_TEXT, at, 0);
  tx(&p, text);
  return finish(&p, 0, dialect, 0, GID_ATTRTYPE_FALLBACK, cls, NULL, 1);
}

uint32_t a_opaque(gctx *c, const char *dialect, const uint8_t *d, uint32_t n) {
  pb p;
  pb_init(&p, c);
  gb_put(&p.b, d, n);
  gb_trace(&p.b, GID_ATTRTYPE_CUSTOM_PAYLOAD, 0, 0);
  hex_text(&p, "#mlirbc.opaque<", dialect, d, n);
  c->used |= GF_OPAQUE;
  g_not_expressible(c, "custom payload of a dialect mlir-opt does not know");
  return finish(&p, 0, dialect, 1, GID_ATTRTYPE_CUSTOM, GA_OTHER, NULL, 1);
}

/* ---- locations ---- */

static void loc_inner(pb *p, uint32_t loc) { /* "loc(X)" -> X */
  const gentry *e = g_attr(p->c, loc);
  gs_put(&p->t, g_text(p->c, e) + 4, e->text_len - 5);
}

uint32_t l_unknown(gctx *c) {
  pb p;
  pb_init(&p, c);
  code(&p, 0, 15);
  tx(&p, "loc(unknown)");
  return finish(&p, 0, "builtin", 1, GID_BUILTIN_ATTR_UNKNOWN_LOC, GA_LOC, NULL, 1);
}

uint32_t l_file(gctx *c, const char *file, uint32_t line, uint32_t col) {
  uint32_t f = a_string(c, file, strlen(file));
  pb p;
  pb_init(&p, c);
  code(&p, 0, 11);
  vi(&p, f, GID_BUILTIN_ATTR_FILE_LINE_COL_LOC_FILENAME);
  vi(&p, line, GID_BUILTIN_ATTR_FILE_LINE_COL_LOC_START_LINE);
  vi(&p, col, GID_BUILTIN_ATTR_FILE_LINE_COL_LOC_START_COLUMN);
  tx(&p, "loc(");
  tx_entry(&p, g_attr(c, f));
  gs_putc(&p.t, ':');
  gs_u64(&p.t, line);
  gs_putc(&p.t, ':');
  gs_u64(&p.t, col);
  gs_putc(&p.t, ')');
  c->used |= GF_LOCS;
  return finish(&p, 0, "builtin", 1, GID_BUILTIN_ATTR_FILE_LINE_COL_LOC, GA_LOC, NULL, 1);
}

/* FileLineColRange (era 20): 0..4 numbers. */
uint32_t l_range(gctx *c, const char *file, const uint32_t *v, uint32_t n) {
  uint32_t f = a_string(c, file, strlen(file));
  pb p;
  pb_init(&p, c);
  code(&p, 0, 22);
  vi(&p, f, GID_BUILTIN_ATTR_FILE_LINE_COL_RANGE_FILENAME);
  vi(&p, n, GID_BUILTIN_ATTR_FILE_LINE_COL_RANGE_RAW_LOC_DATA);
  for (uint32_t i = 0; i < n; i++) vi(&p, v[i], GID_BUILTIN_ATTR_FILE_LINE_COL_RANGE_RAW_LOC_DATA);
  uint32_t sl = n ? v[0] : 0, sc = n >= 2 ? v[1] : 0, el = sl, ec = sc;
  if (n == 3) ec = v[2];
  if (n == 4) el = v[2], ec = v[3];
  tx(&p, "loc(");
  tx_entry(&p, g_attr(c, f));
  gs_printf(&p.t, ":%u:%u", sl, sc);
  if (el != sl) gs_printf(&p.t, " to %u:%u", el, ec);
  else if (ec != sc) gs_printf(&p.t, " to :%u", ec);
  tx(&p, ")");
  c->used |= GF_LOCS | GF_RANGE;
  return finish(&p, 0, "builtin", 1, GID_BUILTIN_ATTR_FILE_LINE_COL_RANGE, GA_LOC, NULL, 1);
}

uint32_t l_name(gctx *c, const char *name, uint32_t child) {
  uint32_t s = a_string(c, name, strlen(name));
  pb p;
  pb_init(&p, c);
  code(&p, 0, 14);
  vi(&p, s, GID_BUILTIN_ATTR_NAME_LOC_NAME);
  vi(&p, child, GID_BUILTIN_ATTR_NAME_LOC_CHILD_LOC);
  tx(&p, "loc(");
  tx_entry(&p, g_attr(c, s));
  const gentry *ch = g_attr(c, child);
  if (!(ch->text_len == 12 && memcmp(g_text(c, ch), "loc(unknown)", 12) == 0)) {
    tx(&p, "(");
    loc_inner(&p, child);
    tx(&p, ")");
  }
  tx(&p, ")");
  c->used |= GF_LOCS;
  return finish(&p, 0, "builtin", 1, GID_BUILTIN_ATTR_NAME_LOC, GA_LOC, NULL, 1);
}

uint32_t l_callsite(gctx *c, uint32_t callee, uint32_t caller) {
  pb p;
  pb_init(&p, c);
  code(&p, 0, 10);
  vi(&p, callee, GID_BUILTIN_ATTR_CALL_SITE_LOC_CALLEE);
  vi(&p, caller, GID_BUILTIN_ATTR_CALL_SITE_LOC_CALLER);
  tx(&p, "loc(callsite(");
  loc_inner(&p, callee);
  tx(&p, " at ");
  loc_inner(&p, caller);
  tx(&p, "))");
  c->used |= GF_LOCS;
  return finish(&p, 0, "builtin", 1, GID_BUILTIN_ATTR_CALL_SITE_LOC, GA_LOC, NULL, 1);
}

/* Callers pass distinct, known, non-fused locations (MLIR folds the rest). */
uint32_t l_fused(gctx *c, const uint32_t *locs, uint32_t n, int32_t md) {
  pb p;
  pb_init(&p, c);
  const char *gid = md >= 0 ? GID_BUILTIN_ATTR_FUSED_LOC_WITH_METADATA : GID_BUILTIN_ATTR_FUSED_LOC;
  code(&p, 0, md >= 0 ? 13 : 12);
  vi(&p, n, md >= 0 ? GID_BUILTIN_ATTR_FUSED_LOC_WITH_METADATA_LOCATIONS : GID_BUILTIN_ATTR_FUSED_LOC_LOCATIONS);
  tx(&p, "loc(fused");
  if (md >= 0) {
    tx(&p, "<");
    tx_entry(&p, g_attr(c, (uint32_t)md));
    tx(&p, ">");
  }
  tx(&p, "[");
  for (uint32_t i = 0; i < n; i++) {
    vi(&p, locs[i], md >= 0 ? GID_BUILTIN_ATTR_FUSED_LOC_WITH_METADATA_LOCATIONS : GID_BUILTIN_ATTR_FUSED_LOC_LOCATIONS);
    if (i) tx(&p, ", ");
    loc_inner(&p, locs[i]);
  }
  if (md >= 0) vi(&p, (uint64_t)md, GID_BUILTIN_ATTR_FUSED_LOC_WITH_METADATA_METADATA);
  tx(&p, "])");
  c->used |= GF_LOCS;
  return finish(&p, 0, "builtin", 1, gid, GA_LOC, NULL, 1);
}

/* array<i32: ...> with given values (segment sizes). */
uint32_t a_dense_i32(gctx *c, const int32_t *v, uint32_t n) {
  uint32_t i32 = t_int(c, 32, 0);
  pb p;
  pb_init(&p, c);
  code(&p, 0, 17);
  vi(&p, i32, GID_BUILTIN_ATTR_DENSE_ARRAY_ATTR_ELEMENT_TYPE);
  vi(&p, n, GID_BUILTIN_ATTR_DENSE_ARRAY_ATTR_SIZE);
  vi(&p, 4 * (uint64_t)n, GID_BUILTIN_ATTR_DENSE_ARRAY_ATTR_RAW_DATA);
  tx(&p, "array<i32");
  for (uint32_t i = 0; i < n; i++) {
    uint8_t b[4] = {(uint8_t)v[i], (uint8_t)(v[i] >> 8), (uint8_t)(v[i] >> 16), (uint8_t)(v[i] >> 24)};
    gb_put(&p.b, b, 4);
    gs_printf(&p.t, "%s%d", i ? ", " : ": ", v[i]);
  }
  tx(&p, ">");
  return finish(&p, 0, "builtin", 1, GID_BUILTIN_ATTR_DENSE_ARRAY_ATTR, GA_OTHER, NULL, 1);
}

/* ---- SparseElementsAttr / RankedTensorTypeWithEncoding ---- */

/* DenseIntOrFPElementsAttr of given integer values in a static int tensor
 * (element width <= 64, n == numel). Text as mlir-opt prints it: one
 * element or all equal -> the bare value (stored as a splat), else nested. */
static uint32_t a_dense_ints(gctx *c, uint32_t shaped, const int64_t *v, uint32_t n) {
  const gentry *st = g_type(c, shaped);
  const gentry *et = g_type(c, st->elem);
  int64_t dims[8];
  uint32_t rank = dims_of(c, shaped, dims);
  uint32_t w = et->tk == GT_INDEX ? 64 : et->width;
  size_t nb = (w + 7) / 8;
  int same = 1;
  for (uint32_t i = 1; i < n; i++) same &= v[i] == v[0];
  uint32_t cnt = same && n ? 1 : n;
  pb p;
  pb_init(&p, c);
  code(&p, 0, 18);
  vi(&p, shaped, GID_BUILTIN_ATTR_DENSE_INT_OR_FP_ELEMENTS_ATTR_TYPE);
  vi(&p, (uint64_t)cnt * nb, GID_BUILTIN_ATTR_DENSE_INT_OR_FP_ELEMENTS_ATTR_RAW_DATA);
  tx(&p, "dense<");
  nest ns;
  nest_init(&ns, dims, rank);
  for (uint32_t i = 0; i < cnt; i++) {
    uint64_t u = mask_w((uint64_t)v[i], w);
    for (size_t k = 0; k < nb; k++) gb_byte(&p.b, (uint8_t)(u >> (8 * k)));
    if (cnt > 1) nest_open(&p.t, &ns, i);
    int_text(&p.t, et, u);
    if (cnt > 1) nest_close(&p.t, &ns, i);
  }
  tx(&p, "> : ");
  tx_entry(&p, st);
  return finish(&p, 0, "builtin", 1, GID_BUILTIN_ATTR_DENSE_INT_OR_FP_ELEMENTS_ATTR, GA_DENSE, NULL, 1);
}

/* "dense<BODY> : T" -> BODY */
static void dense_body_text(pb *p, uint32_t dense) {
  const gentry *e = g_attr(p->c, dense);
  const char *t = g_text(p->c, e);
  size_t n = e->text_len, end = n;
  for (size_t i = 6; i < n; i++)
    if (t[i] == '>') { end = i; break; } /* int bodies hold no '>' */
  gs_put(&p->t, t + 6, end - 6);
}

/* sparse<[[i, j], ...], [v, ...]> : tensor<d0 x d1 x elem>: nnz distinct
 * positions (ascending), values distinct so neither child is a splat. */
uint32_t a_sparse(gctx *c, uint32_t elem, grng *r) {
  int64_t dims[2] = {2 + g_below(r, 3), 2 + g_below(r, 3)};
  uint32_t rank = 1 + g_below(r, 2);
  uint32_t shaped = t_tensor(c, dims, rank, elem);
  uint64_t numel = (uint64_t)dims[0] * (rank > 1 ? (uint64_t)dims[1] : 1);
  uint32_t nnz = 2 + g_below(r, 2);
  if (nnz > numel) nnz = (uint32_t)numel;
  int64_t idx[8], val[4];
  uint64_t pos = g_below(r, (uint32_t)(numel - nnz + 1)); /* nnz consecutive positions */
  for (uint32_t i = 0; i < nnz; i++, pos++) {
    if (rank > 1) idx[2 * i] = (int64_t)(pos / (uint64_t)dims[1]), idx[2 * i + 1] = (int64_t)(pos % (uint64_t)dims[1]);
    else idx[i] = (int64_t)pos;
    val[i] = (int64_t)(i + 1) * (g_chance(r, 50) ? 3 : -2);
  }
  int64_t idims[2] = {nnz, rank};
  uint32_t i64 = t_int(c, 64, 0);
  uint32_t ind = a_dense_ints(c, t_tensor(c, idims, 2, i64), idx, nnz * rank);
  int64_t vdims[1] = {nnz};
  uint32_t vals = a_dense_ints(c, t_tensor(c, vdims, 1, elem), val, nnz);
  pb p;
  pb_init(&p, c);
  code(&p, 0, 20);
  vi(&p, shaped, GID_BUILTIN_ATTR_SPARSE_ELEMENTS_ATTR_TYPE);
  vi(&p, ind, GID_BUILTIN_ATTR_SPARSE_ELEMENTS_ATTR_INDICES);
  vi(&p, vals, GID_BUILTIN_ATTR_SPARSE_ELEMENTS_ATTR_VALUES);
  tx(&p, "sparse<");
  dense_body_text(&p, ind);
  tx(&p, ", ");
  dense_body_text(&p, vals);
  tx(&p, "> : ");
  tx_entry(&p, g_type(c, shaped));
  return finish(&p, 0, "builtin", 1, GID_BUILTIN_ATTR_SPARSE_ELEMENTS_ATTR, GA_OTHER, NULL, 1);
}

/* tensor<shape x elem, encoding> */
uint32_t t_tensor_enc(gctx *c, const int64_t *dims, uint32_t rank, uint32_t elem, uint32_t enc) {
  pb p;
  pb_init(&p, c);
  code(&p, 1, 14);
  vi(&p, enc, GID_BUILTIN_TYPE_RANKED_TENSOR_TYPE_WITH_ENCODING_ENCODING);
  tx(&p, "tensor<");
  shape(&p, dims, NULL, rank, GID_BUILTIN_TYPE_RANKED_TENSOR_TYPE_WITH_ENCODING_SHAPE);
  vi(&p, elem, GID_BUILTIN_TYPE_RANKED_TENSOR_TYPE_WITH_ENCODING_ELEMENT_TYPE);
  tx_entry(&p, g_type(c, elem));
  tx(&p, ", ");
  tx_entry(&p, g_attr(c, enc));
  tx(&p, ">");
  return finish(&p, 1, "builtin", 1, GID_BUILTIN_TYPE_RANKED_TENSOR_TYPE_WITH_ENCODING, 0, NULL, 1);
}

/* ---------------- AffineMapAttr (era 23) ----------------
 * Builtin attribute code 23 as LLVM 23 writes it (derived from its sources,
 * spec/format.md §10): header (numDims << 2) | kind, then per kind. The
 * text follows mlir-opt's affine printing. Random expressions stay shallow
 * (depth <= 3), so the writer and printer below recurse boundedly. */
enum { AE_DIM, AE_SYM, AE_CONST, AE_ADD, AE_MUL, AE_MOD, AE_FLOORDIV, AE_CEILDIV };
typedef struct aexpr {
  uint8_t kind;
  int64_t v;
  int l, r;
} aexpr;
typedef struct amap {
  aexpr n[64];
  int nn;
} amap;

static int ae_new(amap *m, uint8_t kind, int64_t v, int l, int r) {
  aexpr *e = &m->n[m->nn];
  e->kind = kind, e->v = v, e->l = l, e->r = r;
  return m->nn++;
}

/* A random expression over ndims dims and nsyms symbols, depth <= d. */
static int ae_random(gctx *c, amap *m, uint32_t ndims, uint32_t nsyms, int d) {
  static const int64_t consts[] = {-1, -1, -3, 2, 4, 7, -2, 0, 16};
  uint32_t pick = d > 0 && m->nn < 56 ? g_below(&c->r, 8) : g_below(&c->r, 3);
  if (pick == AE_SYM && !nsyms) pick = AE_DIM;
  if (pick == AE_DIM && !ndims) pick = AE_CONST;
  switch (pick) {
  case AE_DIM: return ae_new(m, AE_DIM, g_below(&c->r, ndims), -1, -1);
  case AE_SYM: return ae_new(m, AE_SYM, g_below(&c->r, nsyms), -1, -1);
  case AE_CONST: return ae_new(m, AE_CONST, consts[g_below(&c->r, 9)], -1, -1);
  default: {
    int l = ae_random(c, m, ndims, nsyms, d - 1);
    /* a constant on the right is the common (and pretty-printed) case */
    int r = g_chance(&c->r, 50) ? ae_new(m, AE_CONST, consts[g_below(&c->r, 9)], -1, -1)
                                : ae_random(c, m, ndims, nsyms, d - 1);
    return ae_new(m, (uint8_t)pick, 0, l, r);
  }
  }
}

static void ae_write(pb *p, const amap *m, int i) {
  const aexpr *e = &m->n[i];
  vi(p, e->kind, GID_BUILTIN_ATTR_AFFINE_MAP_ATTR_EXPR_KIND);
  if (e->kind == AE_DIM || e->kind == AE_SYM) vi(p, (uint64_t)e->v, GID_BUILTIN_ATTR_AFFINE_MAP_ATTR_EXPR_POSITION);
  else if (e->kind == AE_CONST) vi(p, zigzag(e->v), GID_BUILTIN_ATTR_AFFINE_MAP_ATTR_EXPR_VALUE);
  else ae_write(p, m, e->l), ae_write(p, m, e->r);
}

static int ae_is_const(const amap *m, int i, int64_t *v) {
  if (m->n[i].kind != AE_CONST) return 0;
  *v = m->n[i].v;
  return 1;
}

/* mlir-opt's spelling: + binds weakly, the rest tightly (a tight operand in
 * parentheses); x * -1 is -x; a + b * -1 is a - b; a + b * -k is a - b * k;
 * a + -k is a - k. */
static void ae_text(pb *p, const amap *m, int i, int tight) {
  static const char *const op[] = {"", "", "", " + ", " * ", " mod ", " floordiv ", " ceildiv "};
  const aexpr *e = &m->n[i];
  int64_t k;
  if (e->kind == AE_DIM || e->kind == AE_SYM) {
    gs_printf(&p->t, "%c%lld", e->kind == AE_DIM ? 'd' : 's', (long long)e->v);
    return;
  }
  if (e->kind == AE_CONST) {
    gs_printf(&p->t, "%lld", (long long)e->v);
    return;
  }
  if (tight) tx(p, "(");
  if (e->kind != AE_ADD) {
    if (e->kind == AE_MUL && ae_is_const(m, e->r, &k) && k == -1) {
      tx(p, "-");
      ae_text(p, m, e->l, 1);
    } else {
      ae_text(p, m, e->l, 1);
      tx(p, op[e->kind]);
      ae_text(p, m, e->r, 1);
    }
  } else if (m->n[e->r].kind == AE_MUL && ae_is_const(m, m->n[e->r].r, &k) && k <= -1) {
    ae_text(p, m, e->l, 0);
    tx(p, " - ");
    if (k == -1) {
      ae_text(p, m, m->n[e->r].l, m->n[m->n[e->r].l].kind == AE_ADD);
    } else {
      ae_text(p, m, m->n[e->r].l, 1);
      gs_printf(&p->t, " * %lld", (long long)-k);
    }
  } else if (ae_is_const(m, e->r, &k) && k < 0) {
    ae_text(p, m, e->l, 0);
    gs_printf(&p->t, " - %lld", (long long)-k);
  } else {
    ae_text(p, m, e->l, 0);
    tx(p, " + ");
    ae_text(p, m, e->r, 0);
  }
  if (tight) tx(p, ")");
}

static void ids_text(pb *p, char open, char letter, uint32_t n, char close) {
  gs_putc(&p->t, open);
  for (uint32_t i = 0; i < n; i++) gs_printf(&p->t, "%s%c%u", i ? ", " : "", letter, i);
  gs_putc(&p->t, close);
}

/* kind: 0 Identity, 1 Permutation, 2 ProjectedPermutation, 3 General (with
 * at least one symbol, so that no simpler kind fits, as LLVM 23 picks). */
uint32_t a_affine_map(gctx *c, int kind) {
  uint32_t ndims = kind == 1 ? 2 + g_below(&c->r, 3) : g_below(&c->r, 4); /* 1 dim: an identity */
  uint32_t pos[4] = {0, 0, 0, 0}, nres = 0;
  pb p;
  pb_init(&p, c);
  code(&p, 0, 23);
  vi(&p, ((uint64_t)ndims << 2) | (uint64_t)kind, GID_BUILTIN_ATTR_AFFINE_MAP_ATTR_HEADER);
  tx(&p, "affine_map<");
  ids_text(&p, '(', 'd', ndims, ')');
  if (kind == 0) {
    tx(&p, " -> ");
    ids_text(&p, '(', 'd', ndims, ')');
  } else if (kind == 1 || kind == 2) {
    for (uint32_t i = 0; i < ndims; i++) pos[i] = i;
    for (uint32_t i = ndims; i > 1; i--) { /* shuffle */
      uint32_t j = g_below(&c->r, i), t = pos[i - 1];
      pos[i - 1] = pos[j], pos[j] = t;
    }
    if (kind == 1 && pos[0] == 0) { /* never the identity: rotate */
      uint32_t t = pos[0];
      for (uint32_t i = 0; i + 1 < ndims; i++) pos[i] = pos[i + 1];
      pos[ndims - 1] = t;
    }
    nres = kind == 1 ? ndims : (ndims ? g_below(&c->r, ndims) : 0); /* fewer: not a permutation */
    if (kind == 2) vi(&p, nres, GID_BUILTIN_ATTR_AFFINE_MAP_ATTR_NUM_RESULTS);
    tx(&p, " -> (");
    for (uint32_t i = 0; i < nres; i++) {
      vi(&p, pos[i], GID_BUILTIN_ATTR_AFFINE_MAP_ATTR_POSITIONS);
      gs_printf(&p.t, "%sd%u", i ? ", " : "", pos[i]);
    }
    tx(&p, ")");
  } else {
    uint32_t nsyms = 1 + g_below(&c->r, 2);
    amap m;
    int roots[4];
    m.nn = 0;
    nres = 1 + g_below(&c->r, 3);
    for (uint32_t i = 0; i < nres; i++) roots[i] = ae_random(c, &m, ndims, nsyms, 3);
    vi(&p, nsyms, GID_BUILTIN_ATTR_AFFINE_MAP_ATTR_NUM_SYMBOLS);
    vi(&p, nres, GID_BUILTIN_ATTR_AFFINE_MAP_ATTR_NUM_RESULTS);
    ids_text(&p, '[', 's', nsyms, ']');
    tx(&p, " -> (");
    for (uint32_t i = 0; i < nres; i++) {
      ae_write(&p, &m, roots[i]);
      if (i) tx(&p, ", ");
      ae_text(&p, &m, roots[i], 0);
    }
    tx(&p, ")");
  }
  tx(&p, ">");
  c->used |= GF_AFFINE;
  g_not_expressible(c, "AffineMapAttr (builtin attribute code 23): LLVM 23 and later only");
  return finish(&p, 0, "builtin", 1, GID_BUILTIN_ATTR_AFFINE_MAP_ATTR, GA_OTHER, NULL, 1);
}
