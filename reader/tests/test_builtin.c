/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* test_builtin.c — unit test of the builtin dialect decoders against a fake
 * context (small tables of attribute/type texts). Expected texts were
 * established with mlir-opt-22 --mlir-print-op-generic --mlir-print-debuginfo
 * --mlir-print-local-scope.
 *
 * Build and run (from the repository root):
 *   gcc -std=c11 -Wall -Wextra -Werror -fsanitize=address,undefined \
 *     -Ireader/include -Ireader/src reader/src/builtin_*.c reader/src/buf.c \
 *     reader/tests/test_builtin.c -o /tmp/test_builtin -lm && /tmp/test_builtin
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "builtin.h"

static int fails, checks;

/* ---- fake context ---- */
typedef struct tent { const char *text; mbc_tinfo info; } tent;
typedef struct aent { const char *text; int cls; } aent;

#define TI(cls, w) {cls, 0, 0, 0, w, 0, 0, 0, 0, 0}
static tent types[] = {
    /* 0 */ {"i32", TI(MBC_T_INT, 32)},
    /* 1 */ {"i64", TI(MBC_T_INT, 64)},
    /* 2 */ {"f32", {MBC_T_FLOAT, 0, MBC_F_F32, 0, 32, 0, 0, 0, 0, 0}},
    /* 3 */ {"index", TI(MBC_T_INDEX, 64)},
    /* 4 */ {"i1", TI(MBC_T_INT, 1)},
    /* 5 */ {"si16", {MBC_T_INT, 1, 0, 0, 16, 0, 0, 0, 0, 0}},
    /* 6 */ {"ui8", {MBC_T_INT, 2, 0, 0, 8, 0, 0, 0, 0, 0}},
    /* 7 */ {"f16", {MBC_T_FLOAT, 0, MBC_F_F16, 0, 16, 0, 0, 0, 0, 0}},
    /* 8 */ {"i128", TI(MBC_T_INT, 128)},
    /* 9 */ {"tensor<2xi32>", {MBC_T_TENSOR, 0, 0, 1, 0, 1, 2, 0, 0, 0}},
    /* 10 */ {"tensor<4xf32>", {MBC_T_TENSOR, 0, 0, 1, 0, 1, 4, 2, 0, 0}},
    /* 11 */ {"tensor<3xi1>", {MBC_T_TENSOR, 0, 0, 1, 0, 1, 3, 4, 0, 0}},
    /* 12 */ {"tensor<2x2xi8>", {MBC_T_TENSOR, 0, 0, 1, 0, 1, 4, 13, 0, 0}},
    /* 13 */ {"i8", TI(MBC_T_INT, 8)},
    /* 14 */ {"complex<f32>", {MBC_T_COMPLEX, 0, 0, 0, 0, 0, 0, 2, 0, 0}},
    /* 15 */ {"tensor<2xcomplex<f32>>", {MBC_T_TENSOR, 0, 0, 1, 0, 1, 2, 14, 0, 0}},
    /* 16 */ {"tensor<?x4xf32>", {MBC_T_TENSOR, 0, 0, 1, 0, 0, 0, 2, 0, 0}},
    /* 17 */ {"(i32) -> i32", TI(MBC_T_FUNCTION, 0)},
    /* 18 */ {"f8E4M3FN", {MBC_T_FLOAT, 0, MBC_F_SMALL, 0, 8, 0, 0, 0, MBC_FS_E4M3FN, 0}},
    /* 19 */ {"tensor<101xi1>", {MBC_T_TENSOR, 0, 0, 1, 0, 1, 101, 4, 0, 0}},
    /* 20 */ {"tensor<0xi32>", {MBC_T_TENSOR, 0, 0, 1, 0, 1, 0, 0, 0, 0}},
    /* 21 */ {"tensor<2x!t.s>", {MBC_T_TENSOR, 0, 0, 1, 0, 1, 2, 22, 0, 0}},
    /* 22 */ {"!t.s", TI(MBC_T_OTHER, 0)},
    /* 23 */ {"bf16", {MBC_T_FLOAT, 0, MBC_F_BF16, 0, 16, 0, 0, 0, 0, 0}},
    /* 24 */ {"tensor<2x1xi32>", {MBC_T_TENSOR, 0, 0, 1, 0, 1, 2, 0, 0, 0}},
    /* 25 */ {"tensor<3x4xi32>", {MBC_T_TENSOR, 0, 0, 1, 0, 1, 12, 0, 0, 0}},
    /* 26 */ {"tensor<101xi8>", {MBC_T_TENSOR, 0, 0, 1, 0, 1, 101, 13, 0, 0}},
    /* 27 */ {"f64", {MBC_T_FLOAT, 0, MBC_F_F64, 0, 64, 0, 0, 0, 0, 0}},
    /* 28 */ {"vector<2x[4]xi64>", {MBC_T_VECTOR, 0, 0, 1, 0, 1, 8, 1, 0, 0}},
    /* 29 */ {"tensor<i32>", {MBC_T_TENSOR, 0, 0, 1, 0, 1, 1, 0, 0, 0}},
    /* 30: a dialect type implementing ShapedType (AMB-025) */
    {"!spirv.coopmatrix<16x16xf32, Subgroup, MatrixAcc>", {MBC_T_OTHER, 0, 0, 0, 0, 0, 0, 0, 0, 1}},
};
static aent attrs[] = {
    /* 0 */ {"\"s\"", MBC_A_STRING},
    /* 1 */ {"1 : i32", MBC_A_INT},
    /* 2 */ {"unit", MBC_A_UNIT},
    /* 3 */ {"loc(\"f.mlir\":1:2)", MBC_A_LOC},
    /* 4 */ {"loc(unknown)", MBC_A_LOC},
    /* 5 */ {"\"a\"", MBC_A_STRING},
    /* 6 */ {"\"b\"", MBC_A_STRING},
    /* 7 */ {"@b", MBC_A_FLAT_SYMREF},
    /* 8 */ {"affine_map<(d0) -> (d0)>", MBC_A_OTHER},
    /* 9 */ {"3 : i64", MBC_A_INT},
    /* 10 */ {"loc(\"b\":3:4)", MBC_A_LOC},
    /* 11 */ {"\"x y\"", MBC_A_STRING},
    /* 12 */ {"dense<[[0, 0], [1, 2]]> : tensor<2x2xi64>", MBC_A_DENSE_INT},
    /* 13 */ {"dense<[1, 5]> : tensor<2xi32>", MBC_A_DENSE_INT},
    /* 14 */ {"\"m\"", MBC_A_STRING},
    /* 15 */ {"loc(fused[\"a\":1:2, \"b\":3:4])", MBC_A_LOC},
    /* 16 */ {"affine_map<(d0, d1) -> (d0, d1)>", MBC_A_OTHER},
    /* 17 */ {"strided<[4, 1], offset: ?>", MBC_A_OTHER},
    /* 18 */ {"0 : i64", MBC_A_INT},
    /* 19 */ {"\"enc\"", MBC_A_STRING},
    /* 20 */ {"dense<> : tensor<0x1xi64>", MBC_A_DENSE_INT},
    /* 21 */ {"dense<> : tensor<0xi32>", MBC_A_DENSE_INT},
    /* 22 */ {NULL, 0}, /* not decoded yet: MBC_DEFER */
    /* 23 */ {"1 : i32", MBC_A_INT},
    /* 24 */ {"loc(fused<\"m\">[\"q\":1:1, \"b\":3:4])", MBC_A_LOC},
    /* 25 */ {"\"x\" : i32", MBC_A_STRING},
    /* 26 */ {"affine_map<() -> ()>", MBC_A_OTHER},
    /* 27 */ {"1.000000e+00 : f64", MBC_A_FLOAT},
    /* 28 */ {"0x7FF0000000000000 : f64", MBC_A_FLOAT},
    /* 29 */ {"0x7F800000 : f32", MBC_A_FLOAT},
    /* 30 */ {"affine_map<(d0, d1)[s0] -> (d0, d1)>", MBC_A_OTHER},
    /* 31 */ {"#foo.layout<1>", MBC_A_OTHER},
    /* 32 */ {"[]", MBC_A_OTHER},
    /* 33 */ {"affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>", MBC_A_OTHER},
    /* 34 */ {"affine_map<(d0, d1) -> (d0, d10)>", MBC_A_OTHER},
};
static const char *strings[] = {"s", "a\"b\n", "x", "y"};
static const char *resources[] = {"blob1", "has space"};
#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

static int fake_attr(void *ud, uint64_t i, mlirbc_view *t, mbc_ainfo *info, mlirbc_error *e) {
  (void)ud;
  if (i >= COUNT(attrs)) {
    e->code = MLIRBC_E_ATTR_INDEX;
    snprintf(e->message, sizeof e->message, "invalid attribute index %llu", (unsigned long long)i);
    return MLIRBC_E_ATTR_INDEX;
  }
  if (!attrs[i].text) return MBC_DEFER;
  t->data = (const uint8_t *)attrs[i].text;
  t->size = strlen(attrs[i].text);
  info->cls = (uint8_t)attrs[i].cls;
  return 0;
}
static int fake_type(void *ud, uint64_t i, mlirbc_view *t, mbc_tinfo *info, mlirbc_error *e) {
  (void)ud;
  if (i >= COUNT(types)) {
    e->code = MLIRBC_E_TYPE_INDEX;
    snprintf(e->message, sizeof e->message, "invalid type index %llu", (unsigned long long)i);
    return MLIRBC_E_TYPE_INDEX;
  }
  t->data = (const uint8_t *)types[i].text;
  t->size = strlen(types[i].text);
  *info = types[i].info;
  return 0;
}
static int fake_string(void *ud, uint64_t i, mlirbc_view *s, mlirbc_error *e) {
  (void)ud;
  if (i >= COUNT(strings)) {
    e->code = MLIRBC_E_STRING_INDEX;
    return MLIRBC_E_STRING_INDEX;
  }
  s->data = (const uint8_t *)strings[i];
  s->size = strlen(strings[i]);
  return 0;
}
static int fake_res(void *ud, uint64_t i, mlirbc_view *k, mlirbc_error *e) {
  (void)ud;
  if (i >= COUNT(resources)) {
    e->code = MLIRBC_E_RESOURCE_INDEX;
    return MLIRBC_E_RESOURCE_INDEX;
  }
  k->data = (const uint8_t *)resources[i];
  k->size = strlen(resources[i]);
  return 0;
}

/* ---- payload assembler: "8 0 z:-3 b:ff w:0000803f" ----
 * N: varint; z:N zigzag varint (N signed, or 0x... unsigned bits);
 * b:HH one raw byte; w:HEX raw bytes; L:HEX a blob (varint length + bytes). */
static void put_varint(uint8_t *o, size_t *n, uint64_t v) {
  if (v < ((uint64_t)1 << 56)) {
    int k = 1;
    while (k < 8 && v >= ((uint64_t)1 << (7 * k))) k++;
    uint64_t x = (v << k) | ((uint64_t)1 << (k - 1));
    for (int i = 0; i < k; i++) o[(*n)++] = (uint8_t)(x >> (8 * i));
  } else {
    o[(*n)++] = 0;
    for (int i = 0; i < 8; i++) o[(*n)++] = (uint8_t)(v >> (8 * i));
  }
}
static int hexv(char c) { return c <= '9' ? c - '0' : (c | 32) - 'a' + 10; }
static size_t assemble(const char *src, uint8_t *o) {
  size_t n = 0;
  char tok[2048];
  while (*src) {
    while (*src == ' ') src++;
    size_t k = 0;
    while (*src && *src != ' ' && k + 1 < sizeof tok) tok[k++] = *src++;
    tok[k] = 0;
    if (!k) break;
    if (tok[0] == 'z' && tok[1] == ':') {
      int64_t v = strncmp(tok + 2, "0x", 2) == 0 ? (int64_t)strtoull(tok + 2, 0, 16)
                                                 : strtoll(tok + 2, 0, 10);
      if (strcmp(tok + 2, "MIN") == 0) v = INT64_MIN;
      put_varint(o, &n, ((uint64_t)v << 1) ^ (uint64_t)(v >> 63));
    } else if (tok[0] == 'b' && tok[1] == ':') {
      o[n++] = (uint8_t)strtoul(tok + 2, 0, 16);
    } else if ((tok[0] == 'w' || tok[0] == 'L') && tok[1] == ':') {
      size_t len = strlen(tok + 2) / 2;
      if (tok[0] == 'L') put_varint(o, &n, len);
      for (size_t i = 0; i < len; i++) o[n++] = (uint8_t)(hexv(tok[2 + 2 * i]) * 16 + hexv(tok[3 + 2 * i]));
    } else {
      put_varint(o, &n, strtoull(tok, 0, 0));
    }
  }
  return n;
}

/* ---- checks ---- */
#define OFF 1000 /* payloads sit at a non-zero absolute offset */
static mbc_bctx ctx = {NULL, MLIRBC_ERA_20, fake_attr, fake_type, fake_string, fake_res, 7, NULL, NULL};

static int run(int is_type, const char *src, mbc_buf *out, mbc_ainfo *ai, mbc_tinfo *ti,
               mlirbc_error *e) {
  uint8_t p[4096];
  size_t n = assemble(src, p);
  uint8_t *copy = malloc(n ? n : 1); /* exact-size copy so ASan sees over-reads */
  memcpy(copy, p, n);
  memset(e, 0, sizeof *e);
  int rc = is_type ? mbc_builtin_type(&ctx, copy, n, OFF, out, ti, e)
                   : mbc_builtin_attr(&ctx, copy, n, OFF, out, ai, e);
  free(copy);
  return rc;
}

static void ok(int is_type, int era, const char *src, const char *want, int cls) {
  mbc_buf out;
  mbc_ainfo ai;
  mbc_tinfo ti;
  mlirbc_error e;
  mbc_buf_init(&out, NULL, NULL);
  ctx.era = (mlirbc_era)era;
  int rc = run(is_type, src, &out, &ai, &ti, &e);
  checks++;
  int got_cls = is_type ? ti.cls : ai.cls;
  if (rc != 0 || (want && (out.len != strlen(want) || memcmp(out.data, want, out.len) != 0)) ||
      (cls >= 0 && got_cls != cls)) {
    fails++;
    printf("FAIL %s [%s]: rc=%d (%s) cls=%d\n  want: %s\n  got:  %.*s\n", is_type ? "type" : "attr",
           src, rc, e.message, got_cls, want ? want : "(any)", (int)out.len, out.data ? out.data : "");
  }
  mbc_buf_free(&out);
}

static void bad(int is_type, int era, const char *src, int code, long at, const char *msg) {
  mbc_buf out;
  mbc_ainfo ai;
  mbc_tinfo ti;
  mlirbc_error e;
  mbc_buf_init(&out, NULL, NULL);
  ctx.era = (mlirbc_era)era;
  int rc = run(is_type, src, &out, &ai, &ti, &e);
  checks++;
  int good = rc == code && out.len == 0;
  if (rc != MBC_DEFER)
    good = good && e.code == (mlirbc_code)code && e.section == MLIRBC_SEC_ATTRTYPE &&
           (at < 0 || e.offset == (uint64_t)(OFF + at)) && (!msg || strstr(e.message, msg));
  if (!good) {
    fails++;
    printf("FAIL reject %s [%s]: rc=%d code=%d sec=%d off=%llu msg=%s (want %d at %ld)\n",
           is_type ? "type" : "attr", src, rc, e.code, e.section,
           (unsigned long long)e.offset, e.message, code, at);
  }
  mbc_buf_free(&out);
}

#define A(src, want) ok(0, 20, src, want, -1)
#define AC(src, want, cls) ok(0, 20, src, want, cls)
#define T(src, want) ok(1, 20, src, want, -1)
#define ABAD(src, code, at) bad(0, 20, src, code, at, NULL)
#define TBAD(src, code, at) bad(1, 20, src, code, at, NULL)

static void attrs_basic(void) {
  AC("2 0", "\"s\"", MBC_A_STRING);
  A("2 1", "\"a\\22b\\0A\"");
  AC("3 2 0", "\"x\" : i32", MBC_A_STRING);
  A("0 2 1 0", "[1 : i32, \"s\"]");
  A("0 0", "[]");
  A("0 1 3", "[loc(\"f.mlir\":1:2)]");
  /* i64/f64 elements drop their type, except a float printed in hex */
  A("0 5 9 27 28 29 1", "[3, 1.000000e+00, 0x7FF0000000000000 : f64, 0x7F800000 : f32, 1 : i32]");
  AC("1 2 5 1 6 2", "{a = 1 : i32, b}", MBC_A_DICT);
  A("1 2 6 2 5 1", "{a = 1 : i32, b}"); /* unsorted input prints sorted */
  A("1 1 11 1", "{\"x y\" = 1 : i32}");
  A("1 1 25 1", "{x = 1 : i32}");
  A("1 0", "{}");
  ABAD("1 2 5 1 5 2", MLIRBC_E_ATTRTYPE_ENTRY, 1);
  ABAD("1 1 1 1", MLIRBC_E_ATTR_KIND, 2);
  ABAD("1 9 5 1", MLIRBC_E_TRUNCATED, 1);
  AC("4 0", "@s", MBC_A_FLAT_SYMREF);
  A("4 11", "@\"x y\"");
  AC("5 5 1 7", "@a::@b", MBC_A_OTHER);
  ABAD("5 5 1 1", MLIRBC_E_ATTR_KIND, 3);
  ABAD("4 1", MLIRBC_E_ATTR_KIND, 1);
  A("6 0", "i32");
  AC("7", "unit", MBC_A_UNIT);
}

static void attrs_numbers(void) {
  AC("8 0 z:1", "1 : i32", MBC_A_INT);
  A("8 1 z:-1", "-1 : i64");
  A("8 0 z:0xFFFFFFFF", "-1 : i32"); /* zero-extended value */
  A("8 4 b:01", "true");
  A("8 4 b:00", "false");
  ABAD("8 4 b:02", MLIRBC_E_ATTRTYPE_ENTRY, 2);
  ABAD("8 4 b:ff", MLIRBC_E_ATTRTYPE_ENTRY, 2);
  A("8 5 z:65533", "-3 : si16");
  A("8 6 b:c8", "200 : ui8");
  A("8 13 b:ff", "-1 : i8");
  A("8 3 z:5", "5 : index");
  A("8 8 2 z:-2 z:-1", "-2 : i128");
  A("8 8 1 z:7", "7 : i128");
  A("8 8 2 z:-1 z:-1", "-1 : i128");
  ABAD("8 8 3 z:1 z:0 z:0", MLIRBC_E_ATTRTYPE_ENTRY, 2);
  ABAD("8 0 z:1099511627776", MLIRBC_E_ATTRTYPE_ENTRY, 2);
  ABAD("8 5 z:65536", MLIRBC_E_ATTRTYPE_ENTRY, 2);
  ABAD("8 2 z:1", MLIRBC_E_ATTR_KIND, 1);
  ABAD("8 0", MLIRBC_E_TRUNCATED, 2);
  ABAD("8 8 2 z:1", MLIRBC_E_TRUNCATED, 4);
  A("9 2 z:0x3F800000", "1.000000e+00 : f32");
  A("9 2 z:0x3DCCCCCD", "1.000000e-01 : f32");
  A("9 2 z:0x3EAAAAAB", "0.333333343 : f32");
  A("9 2 z:0x3727C5AC", "9.99999974E-6 : f32");
  A("9 2 z:0x4996B438", "0x4996B438 : f32");
  A("9 2 z:0x7FC00000", "0x7FC00000 : f32");
  A("9 2 z:0xFF800000", "0xFF800000 : f32");
  A("9 2 z:0x80000000", "-0.000000e+00 : f32");
  A("9 2 z:0x4640E6B6", "12345.6777 : f32");
  A("9 27 z:0x3FB999999999999A", "1.000000e-01 : f64");
  A("9 27 z:0x3FD3333333333334", "0.30000000000000004 : f64");
  A("9 27 z:0x419D6F3454000000", "0x419D6F3454000000 : f64");
  A("9 27 z:0x3F202E85BE111841", "1.23456789E-4 : f64");
  A("9 27 z:0x40FE240B33333333", "123456.7 : f64");
  A("9 7 z:0x1000", "4.882810e-04 : f16");
  A("9 7 z:0x7BFF", "6.550400e+04 : f16");
  A("9 23 z:0x3FC0", "1.500000e+00 : bf16");
  A("9 18 b:2a", "3.125000e-01 : f8E4M3FN");
  ABAD("9 0 z:1", MLIRBC_E_ATTR_KIND, 1);
  ABAD("9 2 z:0x100000000", MLIRBC_E_ATTRTYPE_ENTRY, 2);
}

static void attrs_locations(void) {
  AC("10 3 10", "loc(callsite(\"f.mlir\":1:2 at \"b\":3:4))", MBC_A_LOC);
  ABAD("10 3 0", MLIRBC_E_ATTR_KIND, 2);
  AC("11 5 1 2", "loc(\"a\":1:2)", MBC_A_LOC);
  ABAD("11 1 1 2", MLIRBC_E_ATTR_KIND, 1);
  ABAD("11 5 z:0x100000000 2", MLIRBC_E_ATTRTYPE_ENTRY, 2);
  A("12 2 3 10", "loc(fused[\"f.mlir\":1:2, \"b\":3:4])");
  ABAD("12 1 3", MLIRBC_E_ATTRTYPE_ENTRY, 1);
  A("12 2 3 4", "loc(\"f.mlir\":1:2)");      /* unknown dropped, one left */
  A("12 2 3 3", "loc(\"f.mlir\":1:2)");      /* duplicates removed */
  A("12 2 4 4", "loc(unknown)");
  A("12 2 15 3", "loc(fused[\"a\":1:2, \"b\":3:4, \"f.mlir\":1:2])"); /* flattened */
  A("12 2 15 10", "loc(fused[\"a\":1:2, \"b\":3:4])");
  A("13 2 3 10 14", "loc(fused<\"m\">[\"f.mlir\":1:2, \"b\":3:4])");
  A("13 0 14", "loc(fused<\"m\">[unknown])");
  A("13 2 24 3 14", "loc(fused<\"m\">[\"q\":1:1, \"b\":3:4, \"f.mlir\":1:2])");
  A("12 2 24 3", "loc(fused[fused<\"m\">[\"q\":1:1, \"b\":3:4], \"f.mlir\":1:2])");
  ABAD("12 2 3 1", MLIRBC_E_ATTR_KIND, 3);
  A("14 5 4", "loc(\"a\")");
  A("14 5 3", "loc(\"a\"(\"f.mlir\":1:2))");
  ABAD("14 5 1", MLIRBC_E_ATTR_KIND, 2);
  AC("15", "loc(unknown)", MBC_A_LOC);
  AC("22 5 4 1 2 3 4", "loc(\"a\":1:2 to 3:4)", MBC_A_LOC);
  A("22 5 3 1 2 4", "loc(\"a\":1:2 to :4)");
  A("22 5 2 1 2", "loc(\"a\":1:2)");
  A("22 5 1 5", "loc(\"a\":5:0)");
  A("22 5 0", "loc(\"a\":0:0)");
  ABAD("22 5 5 1 2 3 4 5", MLIRBC_E_ATTRTYPE_ENTRY, 2);
  bad(0, 17, "22 5 0", MLIRBC_E_ATTRTYPE_ENTRY, 0, "unknown builtin attribute code 22");
  ok(0, 17, "21 1", "distinct[7]<1 : i32>", MBC_A_OTHER);
  ok(0, 17, "21 2", "distinct[7]<>", MBC_A_OTHER);
  bad(0, 16, "21 1", MLIRBC_E_ATTRTYPE_ENTRY, 0, "unknown builtin attribute code 21");
  bad(0, 20, "23", MLIRBC_E_ATTRTYPE_ENTRY, 0, "unknown builtin attribute code 23");
}

static void attrs_dense(void) {
  /* AMB-025: a dialect type's shape is out of sight: framing checked, buffer
   * carried as hex; a builtin non-shaped type stays E_ATTR_KIND. */
  AC("18 30 L:00000000", "dense<\"0x00000000\"> : !spirv.coopmatrix<16x16xf32, Subgroup, MatrixAcc>",
     MBC_A_DENSE);
  ABAD("18 30 L:00000000 5", MLIRBC_E_ATTRTYPE_ENTRY, -1); /* bytes after the buffer */
  ABAD("18 0 L:00000000", MLIRBC_E_ATTR_KIND, 1);
  AC("19 30 0 0 2", "dense<[\"s\", \"x\"]> : !spirv.coopmatrix<16x16xf32, Subgroup, MatrixAcc>",
     MBC_A_DENSE);
  AC("19 30 1 2", "dense<\"x\"> : !spirv.coopmatrix<16x16xf32, Subgroup, MatrixAcc>", MBC_A_DENSE);
  AC("18 9 L:0100000002000000", "dense<[1, 2]> : tensor<2xi32>", MBC_A_DENSE_INT);
  AC("18 9 L:05000000", "dense<5> : tensor<2xi32>", MBC_A_DENSE_INT);
  ABAD("18 9 L:010000", MLIRBC_E_ATTRTYPE_ENTRY, 2);
  ABAD("18 9 L:010000000200000003000000", MLIRBC_E_ATTRTYPE_ENTRY, 2);
  AC("18 10 L:0000803f", "dense<1.000000e+00> : tensor<4xf32>", MBC_A_DENSE);
  A("18 11 L:05", "dense<[true, false, true]> : tensor<3xi1>");
  A("18 11 L:ff", "dense<true> : tensor<3xi1>");
  A("18 11 L:00", "dense<false> : tensor<3xi1>");
  ABAD("18 11 L:0500", MLIRBC_E_ATTRTYPE_ENTRY, 2);
  ABAD("18 19 L:55", MLIRBC_E_ATTRTYPE_ENTRY, 2);
  A("18 19 L:AAAAAAAAAAAAAAAAAAAAAAAA0A", "dense<\"0xAAAAAAAAAAAAAAAAAAAAAAAA0A\"> : tensor<101xi1>");
  {
    char src[600], want[400];
    strcpy(src, "18 26 L:");
    strcpy(want, "dense<\"0x");
    for (int i = 0; i < 101; i++) {
      sprintf(src + strlen(src), "%02x", i);
      sprintf(want + strlen(want), "%02X", i);
    }
    strcat(want, "\"> : tensor<101xi8>");
    A(src, want);
  }
  A("18 12 L:01020304", "dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>");
  A("18 24 L:0100000002000000", "dense<[[1], [2]]> : tensor<2x1xi32>");
  A("18 29 L:07000000", "dense<7> : tensor<i32>");
  A("18 15 L:0000803f000000400000404000008040",
    "dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,4.000000e+00)]> : tensor<2xcomplex<f32>>");
  A("18 20 L:", "dense<> : tensor<0xi32>");
  A("18 28 L:0500000000000000", "dense<5> : vector<2x[4]xi64>");
  ABAD("18 16 L:0000803f", MLIRBC_E_ATTR_KIND, 1);
  ABAD("18 22 L:00", MLIRBC_E_ATTR_KIND, 1);
  ABAD("18 9 9 w:0100", MLIRBC_E_TRUNCATED, 3);
  A("17 0 2 L:0100000002000000", "array<i32: 1, 2>");
  A("17 1 0 L:", "array<i64>");
  A("17 4 2 L:0100", "array<i1: true, false>");
  ABAD("17 4 1 L:02", MLIRBC_E_ATTRTYPE_ENTRY, 3);
  A("17 2 2 L:0000803f00002040", "array<f32: 1.000000e+00, 2.500000e+00>");
  A("17 13 1 L:ff", "array<i8: -1>");
  ABAD("17 0 2 L:01000000020000", MLIRBC_E_ATTRTYPE_ENTRY, 3);
  ABAD("17 9 0 L:", MLIRBC_E_ATTR_KIND, 1);
  AC("19 21 0 2 3", "dense<[\"x\", \"y\"]> : tensor<2x!t.s>", MBC_A_DENSE);
  A("19 21 1 1", "dense<\"a\\22b\\0A\"> : tensor<2x!t.s>");
  ABAD("19 21 2 1", MLIRBC_E_ATTRTYPE_ENTRY, 2);
  ABAD("19 21 0 2", MLIRBC_E_TRUNCATED, 4);
  A("20 25 12 13", "sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>");
  A("20 9 20 21", "sparse<> : tensor<2xi32>");
  ABAD("20 25 0 13", MLIRBC_E_ATTR_KIND, 2);
  ABAD("20 25 12 0", MLIRBC_E_ATTR_KIND, 3);
  A("16 10 0", "dense_resource<blob1> : tensor<4xf32>");
  A("16 10 1", "dense_resource<\"has space\"> : tensor<4xf32>");
  ABAD("16 10 5", MLIRBC_E_RESOURCE_INDEX, 2);
  ABAD("16 0 0", MLIRBC_E_ATTR_KIND, 1);
}

static void attrs_framing(void) {
  ABAD("7 0", MLIRBC_E_ATTRTYPE_ENTRY, 1);
  bad(0, 20, "7 0", MLIRBC_E_ATTRTYPE_ENTRY, 1, "unexpected trailing bytes");
  ABAD("0 3 0", MLIRBC_E_TRUNCATED, 3);
  ABAD("", MLIRBC_E_TRUNCATED, 0);
  ABAD("6 100", MLIRBC_E_TYPE_INDEX, 1);
  ABAD("0 1 60", MLIRBC_E_ATTR_INDEX, 2);
  ABAD("2 9", MLIRBC_E_STRING_INDEX, 1);
  bad(0, 20, "0 2 1 22", MBC_DEFER, -1, NULL);
  ABAD("b:00", MLIRBC_E_TRUNCATED, 0); /* 9-byte varint cut short */
  A("b:02 b:00 0", "[]");               /* overlong varint accepted */
}

static void types_all(void) {
  ok(1, 20, "0 128", "i32", MBC_T_INT);
  T("0 65", "si16");
  T("0 34", "ui8");
  T("0 4", "i1");
  TBAD("0 3", MLIRBC_E_ATTRTYPE_ENTRY, 1);
  TBAD("0 67108864", MLIRBC_E_ATTRTYPE_ENTRY, 1);
  T("0 67108860", "i16777215");
  ok(1, 20, "1", "index", MBC_T_INDEX);
  ok(1, 20, "2 1 0 2 0 2", "(i32) -> (i32, f32)", MBC_T_FUNCTION);
  T("2 0 1 0", "() -> i32");
  T("2 0 1 17", "() -> ((i32) -> i32)");
  T("2 2 0 13 0", "(i32, i8) -> ()");
  T("3", "bf16");
  T("4", "f16");
  ok(1, 20, "5", "f32", MBC_T_FLOAT);
  T("6", "f64");
  T("7", "f80");
  T("8", "f128");
  ok(1, 20, "9 2", "complex<f32>", MBC_T_COMPLEX);
  TBAD("9 22", MLIRBC_E_ATTR_KIND, 1);
  ok(1, 20, "10 1 z:4 2 8", "memref<4xf32>", MBC_T_MEMREF);
  T("10 2 z:2 z:3 2 16", "memref<2x3xf32>");
  /* AsmPrinter elides any identity map, whatever its symbols and rank */
  T("10 2 z:2 z:3 2 8", "memref<2x3xf32>");
  T("10 2 z:2 z:3 2 30", "memref<2x3xf32>");
  T("10 2 z:2 z:3 2 33", "memref<2x3xf32, affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>>");
  T("10 2 z:2 z:3 2 34", "memref<2x3xf32, affine_map<(d0, d1) -> (d0, d10)>>");
  T("10 2 z:2 z:3 2 31", "memref<2x3xf32, #foo.layout<1>>"); /* may implement the interface */
  /* a builtin attribute that is not a MemRefLayoutAttrInterface */
  TBAD("10 2 z:2 z:3 2 0", MLIRBC_E_ATTR_KIND, 5);
  TBAD("10 2 z:2 z:3 2 1", MLIRBC_E_ATTR_KIND, 5);
  TBAD("10 2 z:2 z:3 2 32", MLIRBC_E_ATTR_KIND, 5);
  TBAD("11 9 1 z:4 2 2", MLIRBC_E_ATTR_KIND, 5);
  T("10 2 z:4 z:4 2 17", "memref<4x4xf32, strided<[4, 1], offset: ?>>");
  T("11 9 2 z:MIN z:4 2 16", "memref<?x4xf32, 3>");
  T("11 18 1 z:4 2 8", "memref<4xf32>");
  T("11 1 1 z:4 2 8", "memref<4xf32, 1 : i32>");
  T("11 0 0 2 26", "memref<f32, \"s\">"); /* rank 0, identity is affine_map<() -> ()> */
  ok(1, 20, "12", "none", MBC_T_NONE);
  ok(1, 20, "13 2 z:MIN z:4 2", "tensor<?x4xf32>", MBC_T_TENSOR);
  T("14 19 1 z:4 2", "tensor<4xf32, \"enc\">");
  TBAD("13 1 z:-2 2", MLIRBC_E_ATTRTYPE_ENTRY, 2);
  T("15 2 0 2", "tuple<i32, f32>");
  T("15 0", "tuple<>");
  T("16 2", "memref<*xf32>");
  T("17 9 2", "memref<*xf32, 3>");
  T("18 2", "tensor<*xf32>");
  ok(1, 20, "19 2 z:4 z:2 2", "vector<4x2xf32>", MBC_T_VECTOR);
  T("19 0 2", "vector<f32>");
  TBAD("19 1 z:MIN 2", MLIRBC_E_ATTRTYPE_ENTRY, 2);
  TBAD("19 1 z:0 2", MLIRBC_E_ATTRTYPE_ENTRY, 2);
  ok(1, 17, "20 2 b:01 b:00 2 z:4 z:2 2", "vector<[4]x2xf32>", MBC_T_VECTOR);
  ok(1, 20, "20 2 b:00 b:01 2 z:2 z:4 2", "vector<2x[4]xf32>", MBC_T_VECTOR);
  ok(1, 16, "20 1 2 z:2 z:4 2", "vector<2x[4]xf32>", MBC_T_VECTOR);
  ok(1, 16, "20 2 2 z:2 z:3 13", "vector<[2]x[3]xi8>", MBC_T_VECTOR);
  bad(1, 17, "20 1 b:01 2 z:2 z:4 2", MLIRBC_E_ATTRTYPE_ENTRY, 3, NULL);
  bad(1, 16, "20 3 2 z:2 z:4 2", MLIRBC_E_ATTRTYPE_ENTRY, 2, NULL);
  bad(1, 17, "20 2 b:01 b:00 2 z:4 z:2 2 0", MLIRBC_E_ATTRTYPE_ENTRY, 8, "trailing");
  bad(1, 20, "21", MLIRBC_E_ATTRTYPE_ENTRY, 0, "unknown builtin type code 21");
  TBAD("2 1", MLIRBC_E_TRUNCATED, 2);
  TBAD("1 0", MLIRBC_E_ATTRTYPE_ENTRY, 1);
  TBAD("9 99", MLIRBC_E_TYPE_INDEX, 1);
  TBAD("17 60 2", MLIRBC_E_ATTR_INDEX, 1);
}

static void tinfo_checks(void) {
  uint8_t p[64];
  size_t n = assemble("13 2 z:2 z:3 2", p);
  mbc_buf out;
  mbc_tinfo ti;
  mlirbc_error e;
  mbc_buf_init(&out, NULL, NULL);
  ctx.era = MLIRBC_ERA_20;
  int rc = mbc_builtin_type(&ctx, p, n, 0, &out, &ti, &e);
  checks++;
  if (rc || ti.cls != MBC_T_TENSOR || !ti.ranked || !ti.numel_known || ti.numel != 6 || ti.elem != 2) {
    fails++;
    printf("FAIL tinfo of tensor<2x3xf32>\n");
  }
  out.len = 0;
  n = assemble("0 65", p);
  rc = mbc_builtin_type(&ctx, p, n, 0, &out, &ti, &e);
  checks++;
  if (rc || ti.width != 16 || ti.signedness != 1) {
    fails++;
    printf("FAIL tinfo of si16\n");
  }
  mbc_buf_free(&out);
}

static void fallback_checks(void) {
  struct { const char *s; int cls, width, fkind, fsmall; int numel_known; uint64_t numel; } tt[] = {
      {"f8E5M2", MBC_T_FLOAT, 8, MBC_F_SMALL, MBC_FS_E5M2, 0, 0},
      {"tf32", MBC_T_FLOAT, 19, MBC_F_TF32, 0, 0, 0},
      {"i32", MBC_T_INT, 32, 0, 0, 0, 0},
      {"ui7", MBC_T_INT, 7, 0, 0, 0, 0},
      {"index", MBC_T_INDEX, 64, 0, 0, 0, 0},
      {"tensor<2x3xf32>", MBC_T_TENSOR, 0, 0, 0, 1, 6},
      {"vector<[4]x2xi8>", MBC_T_VECTOR, 0, 0, 0, 1, 8},
      {"tensor<?x3xf32>", MBC_T_TENSOR, 0, 0, 0, 0, 0},
      {"tensor<*xf32>", MBC_T_TENSOR, 0, 0, 0, 0, 0},
      {"!t.x", MBC_T_OTHER, 0, 0, 0, 0, 0},
      {"i32x", MBC_T_OTHER, 0, 0, 0, 0, 0},
  };
  for (size_t i = 0; i < COUNT(tt); i++) {
    mbc_tinfo t;
    mbc_fallback_type_info(tt[i].s, strlen(tt[i].s), &t);
    checks++;
    if (t.cls != tt[i].cls || (int)t.width != tt[i].width || t.fkind != tt[i].fkind ||
        t.fsmall != tt[i].fsmall || t.numel_known != tt[i].numel_known || t.numel != tt[i].numel) {
      fails++;
      printf("FAIL fallback type %s: cls=%d width=%u numel=%llu\n", tt[i].s, t.cls, t.width,
             (unsigned long long)t.numel);
    }
  }
  struct { const char *s; int cls; } at[] = {
      {"loc(\"a\":1:2)", MBC_A_LOC}, {"{a}", MBC_A_DICT}, {"5 : i32", MBC_A_INT},
      {"true", MBC_A_INT}, {"1.0 : f32", MBC_A_OTHER}, {"0x7FC00000 : f32", MBC_A_OTHER},
      {"dense<[1, 2]> : tensor<2xi32>", MBC_A_DENSE_INT},
      {"dense<1.0> : tensor<2xf32>", MBC_A_DENSE}, {"@a", MBC_A_FLAT_SYMREF},
      {"@a::@b", MBC_A_OTHER}, {"@\"a::b\"", MBC_A_FLAT_SYMREF}, {"unit", MBC_A_UNIT},
      {"\"s\"", MBC_A_STRING}, {"#t.x", MBC_A_OTHER},
      {"affine_map<(d0) -> (d0)>", MBC_A_OTHER},
  };
  for (size_t i = 0; i < COUNT(at); i++) {
    mbc_ainfo a;
    mbc_fallback_attr_info(at[i].s, strlen(at[i].s), &a);
    checks++;
    if (a.cls != at[i].cls) {
      fails++;
      printf("FAIL fallback attr %s: cls=%d want %d\n", at[i].s, a.cls, at[i].cls);
    }
  }
}

/* AffineMapAttr (code 23, era 23; derived from LLVM 23's sources): every
 * header kind, every expression kind, mlir-opt's print forms, the 128-entry
 * work stack and the checks LLVM 23 leaves out (D-AFFINE). */
#define A23(src, want) ok(0, 23, src, want, -1)
#define A23BAD(src, code, at, msg) bad(0, 23, src, code, at, msg)
static char chain_src[4096];
/* "23 7 0 1" (1 dim, no symbols, 1 result) and k additions of d0, nested
 * to the left (((d0 + d0) + d0) ...) or to the right (d0 + (d0 + ...)). */
static const char *chain(int k, int left) {
  size_t n = (size_t)snprintf(chain_src, sizeof chain_src, "23 7 0 1");
  for (int i = 0; i < k; i++) n += (size_t)snprintf(chain_src + n, sizeof chain_src - n, left ? " 3" : " 3 0 0");
  for (int i = 0; i < (left ? k + 1 : 1); i++) n += (size_t)snprintf(chain_src + n, sizeof chain_src - n, " 0 0");
  return chain_src;
}
static void attrs_affine(void) {
  A23("23 8", "affine_map<(d0, d1) -> (d0, d1)>");
  A23("23 0", "affine_map<() -> ()>");
  A23("23 13 2 0 1", "affine_map<(d0, d1, d2) -> (d2, d0, d1)>");
  A23("23 14 2 2 0", "affine_map<(d0, d1, d2) -> (d2, d0)>");
  A23("23 6 0", "affine_map<(d0) -> ()>");
  A23("23 10 2 1 1", "affine_map<(d0, d1) -> (d1, d1)>"); /* a valid map, though no writer's choice */
  A23("23 11 1 6 3 0 0 1 0 4 0 1 2 z:4 5 0 0 2 z:3 6 0 1 2 z:2 7 0 0 2 z:5 2 z:-7",
      "affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * 4, d0 mod 3, d1 floordiv 2, d0 ceildiv 5, -7)>");
  A23("23 3 0 1 2 z:0", "affine_map<() -> (0)>");
  /* print forms: a + b * -1, a + b * -k, a + -k, x * -1, tight operands */
  A23("23 11 1 5 3 0 0 4 0 1 2 z:-1 3 0 0 4 0 1 2 z:-3 3 0 0 2 z:-2 4 0 0 2 z:-1 4 3 0 0 0 1 2 z:2",
      "affine_map<(d0, d1)[s0] -> (d0 - d1, d0 - d1 * 3, d0 - 2, -d0, (d0 + d1) * 2)>");
  A23("23 11 1 4 3 0 0 4 3 0 1 1 0 2 z:-1 5 6 0 0 2 z:4 2 z:8 3 0 0 3 0 1 1 0 4 4 0 0 2 z:-1 2 z:2",
      "affine_map<(d0, d1)[s0] -> (d0 - (d1 + s0), (d0 floordiv 4) mod 8, d0 + d1 + s0, (-d0) * 2)>");
  A23("23 7 0 1 3 0 0 2 z:MIN", "affine_map<(d0) -> (d0 - -9223372036854775808)>");
  /* the work stack: 63 left-nested / 126 right-nested additions fit, one more does not */
  A23(chain(63, 1), NULL);
  A23(chain(126, 0), NULL);
  A23BAD(chain(64, 1), MLIRBC_E_LIMIT, 4 + 64, "work stack overflow");
  A23BAD(chain(127, 0), MLIRBC_E_LIMIT, 4 + 127 * 3 - 2, "work stack overflow");
  /* unknown kinds, truncation, counts */
  A23BAD("23 7 0 1 8 0", MLIRBC_E_ATTRTYPE_ENTRY, 4, "unknown AffineExpr kind: 8");
  A23BAD("23 7 0 1 3 0 0", MLIRBC_E_TRUNCATED, 7, NULL);
  A23BAD("23 7 0 1 3 0 0 2", MLIRBC_E_TRUNCATED, 8, NULL);
  A23BAD("23 7 0 1 2", MLIRBC_E_COUNT, 3, "result count 1"); /* an expression takes 2 bytes */
  A23BAD("23 7 0 3 0 0", MLIRBC_E_COUNT, 3, "result count 3");
  A23BAD("23 17 1 0", MLIRBC_E_COUNT, 1, "permutation of 4");
  A23BAD("23 14 5 0", MLIRBC_E_COUNT, 2, "result count 5");
  A23BAD("23 8 5", MLIRBC_E_ATTRTYPE_ENTRY, 2, "trailing");
  /* what LLVM 23 does not check (AMB-026) */
  A23BAD("23 11 0 1 0 5", MLIRBC_E_ATTRTYPE_ENTRY, 5, "dimension position 5");
  A23BAD("23 7 1 1 1 1", MLIRBC_E_ATTRTYPE_ENTRY, 5, "symbol position 1");
  A23BAD("23 10 1 3", MLIRBC_E_ATTRTYPE_ENTRY, 3, "position 3 out of range");
  A23BAD("23 9 0 0", MLIRBC_E_ATTRTYPE_ENTRY, 3, "repeats position 0");
  A23BAD("23 1", MLIRBC_E_ATTRTYPE_ENTRY, 1, "permutation of 0");
  A23BAD("23 0x400000004", MLIRBC_E_ATTRTYPE_ENTRY, 1, "exceeds 32 bits");
  A23BAD("23 3 0x100000000 0", MLIRBC_E_ATTRTYPE_ENTRY, 2, "exceeds 32 bits");
  /* eras before 23 do not know the code */
  bad(0, 20, "23 8", MLIRBC_E_ATTRTYPE_ENTRY, 0, "unknown builtin attribute code 23");
  bad(0, 17, "23 8", MLIRBC_E_ATTRTYPE_ENTRY, 0, "unknown builtin attribute code 23");
  A23BAD("24", MLIRBC_E_ATTRTYPE_ENTRY, 0, "unknown builtin attribute code 24");
  /* an identity of 2^32 - 1 dimensions is five bytes: the text budget stops it */
  uint8_t p[16];
  size_t n = assemble("23 0x3FFFFFFFC", p);
  uint64_t budget = 1 << 16;
  mbc_buf out;
  mbc_ainfo ai;
  mlirbc_error e;
  mbc_buf_init(&out, NULL, &budget);
  ctx.era = MLIRBC_ERA_23;
  int rc = mbc_builtin_attr(&ctx, p, n, 0, &out, &ai, &e);
  checks++;
  if (rc != MLIRBC_E_LIMIT) {
    fails++;
    printf("FAIL affine budget: rc=%d\n", rc);
  }
  mbc_buf_free(&out);
}

/* Type codes 21-32 (era 23; LLVM 23 reads them, PR #191962): no payload,
 * the text mlir-opt prints, and the same mbc_tinfo as the type's fallback
 * text, so a FloatAttr or dense element of either form reads alike. */
static const char *const small_float_texts[] = {
    "tf32", "f8E5M2", "f8E4M3", "f8E4M3FN", "f8E5M2FNUZ", "f8E4M3FNUZ",
    "f8E4M3B11FNUZ", "f8E3M4", "f4E2M1FN", "f6E2M3FN", "f6E3M2FN", "f8E8M0FNU"};
static void types_small_floats(void) {
  for (int k = 0; k < 12; k++) {
    char src[8];
    snprintf(src, sizeof src, "%d", 21 + k);
    ok(1, 23, src, small_float_texts[k], MBC_T_FLOAT);
    mbc_buf out;
    mbc_tinfo ti, want;
    mlirbc_error e;
    mbc_buf_init(&out, NULL, NULL);
    ctx.era = MLIRBC_ERA_23;
    int rc = run(1, src, &out, NULL, &ti, &e);
    mbc_fallback_type_info(small_float_texts[k], strlen(small_float_texts[k]), &want);
    checks++;
    if (rc != 0 || memcmp(&ti, &want, sizeof ti) != 0 || want.cls != MBC_T_FLOAT) {
      fails++;
      printf("FAIL small float %s: rc=%d fkind=%d/%d fsmall=%d/%d width=%u/%u\n",
             small_float_texts[k], rc, ti.fkind, want.fkind, ti.fsmall, want.fsmall,
             (unsigned)ti.width, (unsigned)want.width);
    }
    mbc_buf_free(&out);
    /* before era 23 the codes stay unknown, as in LLVM 16-22 */
    bad(1, 20, src, MLIRBC_E_ATTRTYPE_ENTRY, 0, "unknown builtin type code");
    bad(1, 17, src, MLIRBC_E_ATTRTYPE_ENTRY, 0, "unknown builtin type code");
    bad(1, 16, src, MLIRBC_E_ATTRTYPE_ENTRY, 0, "unknown builtin type code");
  }
  bad(1, 23, "33", MLIRBC_E_ATTRTYPE_ENTRY, 0, "unknown builtin type code 33");
  bad(1, 23, "0x7FFFFFFFFFFFFFFF", MLIRBC_E_ATTRTYPE_ENTRY, 0, "unknown builtin type code");
  bad(1, 23, "24 0", MLIRBC_E_ATTRTYPE_ENTRY, 1, "trailing"); /* no fields */
  bad(1, 23, "", MLIRBC_E_TRUNCATED, 0, NULL);
}

/* Budget exhaustion surfaces as E_LIMIT, never as a partial success. */
static void budget_check(void) {
  uint8_t p[64];
  size_t n = assemble("18 9 L:0100000002000000", p);
  uint64_t budget = 8;
  mbc_buf out;
  mbc_ainfo ai;
  mlirbc_error e;
  mbc_buf_init(&out, NULL, &budget);
  ctx.era = MLIRBC_ERA_20;
  int rc = mbc_builtin_attr(&ctx, p, n, 0, &out, &ai, &e);
  checks++;
  if (rc != MLIRBC_E_LIMIT) {
    fails++;
    printf("FAIL budget: rc=%d\n", rc);
  }
  mbc_buf_free(&out);
}

int main(void) {
  attrs_basic();
  attrs_numbers();
  attrs_locations();
  attrs_dense();
  attrs_framing();
  types_all();
  tinfo_checks();
  fallback_checks();
  budget_check();
  attrs_affine();
  types_small_floats();
  printf("test_builtin: %d checks, %d failed\n", checks, fails);
  return fails != 0;
}
