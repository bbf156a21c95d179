/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* gen_random.c — random types, attributes and locations, limited to forms
 * whose printed text the generator can state exactly (gen_attrs.c) and that
 * mlir-opt-22 accepts in the positions the IR generator uses them. */
#include <string.h>
#include "gen_internal.h"

#define ON(c, f) (((c)->fon & (f)) != 0)

static const char *const fnames[] = {"f.mlir", "a/b.mlir", "x", "sp ace.mlir", "q\"uote", "\xc3\xa9.mlir"};
static const char *const lnames[] = {"n", "callee", "x.y", "with space", "tab\tname"};
static const char *const strs[] = {"", "s", "hello", "a\"b", "back\\slash", "nl\n", "\x01\x7f",
                                   "\xc3\xa9t\xc3\xa9", "@sym", "x.y"};
static const char *const syms[] = {"f", "g0", "sym.nested", "with space", "_u$1"};

static const char *pick(grng *r, const char *const *t, size_t n) { return t[g_below(r, (uint32_t)n)]; }
#define PICK(c, t) pick(&(c)->r, t, sizeof t / sizeof t[0])

static uint32_t fallback_type(gctx *c) {
  static const char *const xt[] = {"!x.t", "!x.t<5>", "!x.str", "!y.type<\"q\">"};
  if (g_chance(&c->r, 30)) return t_fallback(c, "builtin", "i32", GT_INT, 32, 0);
  const char *t = PICK(c, xt);
  return t_fallback(c, t[1] == 'y' ? "y" : "x", t, GT_OTHER, 0, 0);
}

uint32_t r_scalar_type(gctx *c) {
  if (!ON(c, MBG_F_BUILTIN_TYPES)) return fallback_type(c);
  switch (g_below(&c->r, 12)) {
  case 0: return t_int(c, 1, 0);
  case 1: return t_int(c, 8, 0);
  case 2: return t_int(c, 16, 0);
  case 3: return t_int(c, 64, 0);
  case 4: return t_int(c, 8, 1);
  case 5: return t_int(c, 16, 2);
  case 6: return t_index(c);
  case 7: return t_float(c, 3 + (int)g_below(&c->r, 4));
  case 8: return t_int(c, 7, 0);
  case 9: return t_float(c, 5);
  default: return t_int(c, 32, 0);
  }
}

/* int/float/index element for shaped types */
static uint32_t elem_type(gctx *c) {
  switch (g_below(&c->r, 6)) {
  case 0: return t_int(c, 1, 0);
  case 1: return t_int(c, 8, 0);
  case 2: return t_index(c);
  case 3: return t_float(c, 3 + (int)g_below(&c->r, 4));
  case 4: return t_int(c, 64, 0);
  default: return t_int(c, 32, 0);
  }
}

static uint32_t rand_dims(gctx *c, int64_t *dims, int allow_dyn, int allow_zero) {
  uint32_t rank = g_below(&c->r, 4);
  for (uint32_t i = 0; i < rank; i++) {
    dims[i] = 1 + g_below(&c->r, 4);
    if (allow_zero && g_chance(&c->r, 5)) dims[i] = 0;
    if (allow_dyn && g_chance(&c->r, 15)) dims[i] = -1;
  }
  return rank;
}

uint32_t r_type(gctx *c, int depth) {
  if (!ON(c, MBG_F_BUILTIN_TYPES)) return fallback_type(c);
  int64_t dims[8];
  uint8_t scal[8];
  uint32_t rank;
  switch (g_below(&c->r, 20)) {
  case 0: rank = rand_dims(c, dims, 1, 1); return t_tensor(c, dims, rank, elem_type(c));
  case 1: return t_utensor(c, elem_type(c));
  case 2:
    rank = rand_dims(c, dims, 0, 0);
    memset(scal, 0, sizeof scal);
    if (rank && c->era >= 17 && ON(c, MBG_F_SCALABLE) && g_chance(&c->r, 40)) scal[g_below(&c->r, rank)] = 1;
    else if (rank && ON(c, MBG_F_SCALABLE) && g_chance(&c->r, 30)) scal[rank - 1] = 1; /* trailing: every era */
    return t_vector(c, dims, scal, rank, elem_type(c));
  case 3:
    if (!ON(c, MBG_F_FALLBACK_ASM)) return r_scalar_type(c); /* its layout is assembly text */
    rank = rand_dims(c, dims, 1, 0);
    return t_memref(c, dims, rank, elem_type(c),
                    g_chance(&c->r, 40) ? (int32_t)a_int(c, t_int(c, 64, 0), 1 + g_below(&c->r, 3)) : -1);
  case 4:
    return t_umemref(c, elem_type(c),
                     g_chance(&c->r, 40) ? (int32_t)a_int(c, t_int(c, 64, 0), 1 + g_below(&c->r, 3)) : -1);
  case 5: return t_complex(c, g_chance(&c->r, 50) ? t_float(c, 5) : t_int(c, 32, 0));
  case 6: {
    uint32_t el[3], n = g_below(&c->r, 3);
    for (uint32_t i = 0; i < n; i++) el[i] = depth > 0 ? r_type(c, depth - 1) : r_scalar_type(c);
    return t_tuple(c, el, n);
  }
  case 7: {
    uint32_t in[2], out[2], ni = g_below(&c->r, 3), no = g_below(&c->r, 3);
    for (uint32_t i = 0; i < ni; i++) in[i] = depth > 0 ? r_type(c, depth - 1) : r_scalar_type(c);
    for (uint32_t i = 0; i < no; i++) out[i] = depth > 0 ? r_type(c, depth - 1) : r_scalar_type(c);
    return t_func(c, in, ni, out, no);
  }
  case 8: return t_none(c);
  case 9: return t_float(c, 7 + (int)g_below(&c->r, 2));
  case 10:
    if (ON(c, MBG_F_FALLBACK_ASM)) return fallback_type(c);
    return r_scalar_type(c);
  case 11:
    if (ON(c, MBG_F_OPAQUE_DIALECT)) {
      uint8_t b[4] = {(uint8_t)g_next(&c->r), 0x01, 0xCB, 0};
      return t_opaque(c, "x", b, g_below(&c->r, 4));
    }
    return r_scalar_type(c);
  case 12: return t_int(c, 128, 0);
  case 13: { /* tensor with an encoding attribute */
    rank = 1 + g_below(&c->r, 2);
    for (uint32_t i = 0; i < rank; i++) dims[i] = g_chance(&c->r, 20) ? -1 : (int64_t)(1 + g_below(&c->r, 4));
    uint32_t enc = g_chance(&c->r, 50) ? a_string(c, "enc", 3) : a_int(c, t_int(c, 64, 0), g_below(&c->r, 4));
    return t_tensor_enc(c, dims, rank, elem_type(c), enc);
  }
  default: return r_scalar_type(c);
  }
}

/* ---- locations ---- */
static uint32_t file_loc(gctx *c) {
  return l_file(c, PICK(c, fnames), g_below(&c->r, 300), g_below(&c->r, 80));
}

static uint32_t leaf_loc(gctx *c) {
  switch (g_below(&c->r, 4)) {
  case 0: return l_name(c, PICK(c, lnames), g_chance(&c->r, 50) ? l_unknown(c) : file_loc(c));
  case 1:
    if (c->era >= 20 && ON(c, MBG_F_RANGE_LOC)) {
      uint32_t v[4], n = g_below(&c->r, 5);
      v[0] = 1 + g_below(&c->r, 50);
      v[1] = 1 + g_below(&c->r, 20);
      if (n == 3) v[2] = v[1] + 1 + g_below(&c->r, 9); /* end column after start */
      if (n == 4) v[2] = v[0] + 1 + g_below(&c->r, 9), v[3] = g_below(&c->r, 30);
      if (n == 2) n = 1; /* two numbers are a FileLineColLoc */
      return l_range(c, PICK(c, fnames), v, n);
    }
    return file_loc(c);
  default: return file_loc(c);
  }
}

uint32_t r_loc(gctx *c, int depth) {
  if (!ON(c, MBG_F_LOCATIONS)) return l_unknown(c);
  switch (g_below(&c->r, 8)) {
  case 0: return l_unknown(c);
  case 1:
    if (depth > 0) return l_callsite(c, r_loc(c, depth - 1), leaf_loc(c));
    return leaf_loc(c);
  case 2: { /* fused: distinct leaves (MLIR folds duplicates and unknowns) */
    uint32_t locs[3], n = 2 + g_below(&c->r, 2), k = 0;
    for (uint32_t i = 0; i < n; i++) {
      uint32_t l = leaf_loc(c);
      int dup = 0;
      const gentry *le = g_attr(c, l);
      for (uint32_t j = 0; j < k; j++) { /* MLIR folds equal locations */
        const gentry *pe = g_attr(c, locs[j]);
        dup |= pe->text_len == le->text_len && memcmp(g_text(c, pe), g_text(c, le), le->text_len) == 0;
      }
      if (!dup) locs[k++] = l;
    }
    int32_t md = -1;
    if (g_chance(&c->r, 40)) md = (int32_t)a_string(c, "md", 2);
    if (k < 2 && md < 0) return locs[0];
    return l_fused(c, locs, k, md);
  }
  default: return leaf_loc(c);
  }
}

/* ---- attributes ---- */
static const char *const dkeys[] = {"a", "b", "k1", "x.y", "_u", "$d", "with space", "0num", "z9", "value", "n"};

uint32_t r_dict(gctx *c, int depth, const char *keyprefix, uint32_t maxn) {
  const char *keys[16];
  uint32_t vals[16], n = 1 + g_below(&c->r, maxn < 16 ? maxn : 16);
  uint32_t nk = sizeof dkeys / sizeof dkeys[0];
  uint32_t start = g_below(&c->r, nk);
  if (n > nk) n = nk;
  for (uint32_t i = 0; i < n; i++) {
    keys[i] = dkeys[(start + i) % nk]; /* distinct */
    vals[i] = r_attr(c, depth);
  }
  if (keyprefix) { /* properties of unregistered ops: keys distinct from attrs */
    static const char *const pkeys[] = {"p", "p.q", "prop", "p_1", "p space", "pz"};
    if (n > 6) n = 6;
    for (uint32_t i = 0; i < n; i++) keys[i] = pkeys[(start + i) % 6];
  }
  return a_dict(c, keys, vals, n);
}

static uint32_t shaped_static(gctx *c, uint32_t elem) {
  int64_t dims[8];
  uint32_t rank = g_below(&c->r, 3);
  for (uint32_t i = 0; i < rank; i++) dims[i] = 1 + g_below(&c->r, 3);
  if (rank && g_chance(&c->r, 5)) dims[0] = 0;
  if (g_chance(&c->r, 30) && (rank == 0 || dims[0] > 0)) {
    uint8_t scal[8] = {0};
    return t_vector(c, dims, scal, rank, elem);
  }
  return t_tensor(c, dims, rank, elem);
}

static uint32_t int_type(gctx *c) {
  static const uint16_t w[] = {1, 8, 16, 32, 64, 7, 128};
  uint32_t k = g_below(&c->r, 10);
  if (k == 7) return t_index(c);
  if (k == 8) return t_int(c, 8, 1);
  if (k == 9) return t_int(c, 16, 2);
  return t_int(c, w[k], 0);
}

uint32_t r_attr(gctx *c, int depth) {
  if (!ON(c, MBG_F_BUILTIN_ATTRS)) {
    static const char *const fa[] = {"#x.a", "#x.a<1>", "unit", "42 : i32", "\"fb\"", "[1, 2]", "{k = 1 : i64}"};
    uint32_t k = g_below(&c->r, 7);
    static const uint8_t cls[] = {GA_OTHER, GA_OTHER, GA_UNIT, GA_INT, GA_STRING, GA_OTHER, GA_DICT};
    return a_fallback(c, k < 2 ? "x" : "builtin", fa[k], cls[k]);
  }
  switch (g_below(&c->r, 24)) {
  case 0: case 1: return a_int(c, int_type(c), g_next(&c->r) % 300);
  case 2: {
    int fcode = 3 + (int)g_below(&c->r, 4);
    uint32_t t = t_float(c, fcode);
    /* mlir-opt keeps ": f64" on an array element printed in hex (inf/nan);
     * the reference reader elides it (reported), so arrays get finite f64s */
    uint32_t nvals = (uint32_t)g_float_count();
    if (c->in_array && fcode == 6) nvals = 9;
    return a_float(c, t, (int)g_below(&c->r, nvals));
  }
  case 3: case 4: {
    const char *s = PICK(c, strs);
    return a_string(c, s, strlen(s));
  }
  case 5: {
    const char *s = PICK(c, strs);
    return a_string_typed(c, s, strlen(s), r_scalar_type(c));
  }
  case 6: return a_unit(c);
  case 7: return a_int(c, t_int(c, 1, 0), g_below(&c->r, 2));
  case 8: return a_typeattr(c, r_type(c, 1));
  case 9: {
    if (depth <= 0) return a_int(c, t_int(c, 64, 0), g_below(&c->r, 10));
    uint32_t el[4], n = g_below(&c->r, 4);
    c->in_array++;
    for (uint32_t i = 0; i < n; i++) el[i] = r_attr(c, depth - 1);
    c->in_array--;
    return a_array(c, el, n);
  }
  case 10:
    if (depth <= 0) return a_unit(c);
    return r_dict(c, depth - 1, NULL, 3);
  case 11: return a_flatsym(c, PICK(c, syms));
  case 12: {
    const char *nested[2] = {PICK(c, syms), PICK(c, syms)};
    return a_symref(c, PICK(c, syms), nested, 1 + g_below(&c->r, 2));
  }
  case 13: case 14: return a_dense(c, shaped_static(c, elem_type(c)), g_chance(&c->r, 30), &c->r);
  case 15: {
    static const int kinds[] = {0, 1, 2, 3, 4, 5, 6};
    int k = kinds[g_below(&c->r, 7)];
    uint32_t t = k == 0 ? t_int(c, 1, 0) : k == 1 ? t_int(c, 8, 0) : k == 2 ? t_int(c, 16, 0)
               : k == 3 ? t_int(c, 32, 0) : k == 4 ? t_int(c, 64, 0) : k == 5 ? t_float(c, 5) : t_float(c, 6);
    return a_dense_array(c, t, g_below(&c->r, 5), &c->r);
  }
  case 16: {
    if (!ON(c, MBG_F_FALLBACK_ASM)) return a_unit(c); /* its element type is assembly text */
    uint32_t st = t_fallback(c, "x", "!x.str", GT_OTHER, 0, 0);
    int64_t dims[2] = {1 + g_below(&c->r, 3), 1 + g_below(&c->r, 2)};
    uint32_t rank = 1 + g_below(&c->r, 2);
    return a_dense_string(c, t_tensor(c, dims, rank, st), g_chance(&c->r, 30), &c->r);
  }
  case 17:
    if (c->era >= 17 && ON(c, MBG_F_DISTINCT)) return a_distinct(c, g_chance(&c->r, 50) ? a_unit(c) : r_attr(c, 0));
    return a_unit(c);
  case 18:
    if (ON(c, MBG_F_FALLBACK_ASM)) {
      static const char *const fa[] = {"#x.a", "#x.a<1>", "#x.b<\"s\">", "unit", "7 : i32", "\"fb\""};
      static const uint8_t cls[] = {GA_OTHER, GA_OTHER, GA_OTHER, GA_UNIT, GA_INT, GA_STRING};
      uint32_t k = g_below(&c->r, 6);
      return a_fallback(c, k < 3 ? "x" : "builtin", fa[k], cls[k]);
    }
    return a_unit(c);
  case 19:
    if (ON(c, MBG_F_OPAQUE_DIALECT)) {
      uint8_t b[3] = {(uint8_t)g_next(&c->r), 0x00, 0xFF};
      return a_opaque(c, g_chance(&c->r, 50) ? "x" : "y", b, g_below(&c->r, 4));
    }
    return a_unit(c);
  case 20: return r_loc(c, 1);
  case 21: return a_int(c, t_int(c, 64, 0), g_next(&c->r));
  case 22: {
    static const uint16_t w[] = {16, 32, 64};
    return a_sparse(c, t_int(c, w[g_below(&c->r, 3)], 0), &c->r);
  }
  default: return a_int(c, t_int(c, 32, 0), g_below(&c->r, 1000));
  }
}
