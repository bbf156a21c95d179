/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* test_limits.c — resource limits: deep nesting, huge claimed counts,
 * self-referential attributes, deep attribute chains, memory per value.
 *
 * (a) 100,000 nested regions (each op has one region of one block holding
 *     the next op) at v0 and v6, non-isolated and isolated (v6: each level in
 *     a nested IR section; v0: isolated flag, regions inline): accepted by
 *     open + walk with the default stack (run it under ASan too).
 * (b) tiny files claiming 2^60 strings / dialects / attrs / types / props /
 *     ops / blocks / values / results / regions / operands / successors:
 *     rejected with MLIRBC_E_COUNT at the count's offset, fast, with peak
 *     allocation below 64 KiB + 16 x input size.
 * (c) attribute cycles (ArrayAttr containing itself as an op's attribute
 *     dictionary, a DictionaryAttr containing itself, two CallSiteLocs
 *     referring to each other as an op location): MLIRBC_E_CYCLE at the
 *     reference that closes the cycle, not a hang.
 * (d) 100,000 nested ArrayAttrs referenced from the attribute dictionary:
 *     accepted or MLIRBC_E_LIMIT in every entry point, never a crash.
 * Every input also runs the validating path (walk without a visitor) and
 * must get the visitor walk's verdict at the same offset.
 *
 * usage: test_limits REPO_ROOT   */
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "mkbc.h"
#include "mlirbc.h"
#include "test_alloc.h"

#include "check.h"

typedef struct {
  uint64_t ops, max_depth, regions, blocks;
} counts;
static int on_op(void *ud, const mlirbc_op *op) {
  counts *c = ud;
  c->ops++;
  if (op->depth > c->max_depth) c->max_depth = op->depth;
  return 0;
}
static int on_region(void *ud, const mlirbc_region *r) {
  (void)r;
  ((counts *)ud)->regions++;
  return 0;
}
static int on_block(void *ud, const mlirbc_block *b) {
  (void)b;
  ((counts *)ud)->blocks++;
  return 0;
}

typedef struct {
  mlirbc_code code;
  const char *stage;
  mlirbc_error err;
  counts cnt;
  size_t peak;
  double secs;
} result;

/* Options whose allocations go through the counting hook into *a. */
static mlirbc_options counted(actx *a, int decode_all) {
  memset(a, 0, sizeof *a);
  mlirbc_options o;
  memset(&o, 0, sizeof o);
  o.alloc = hook;
  o.alloc_ud = a;
  o.decode_all = decode_all;
  return o;
}

/* open + walk (+ the two dumps if `dumps`). */
static result run(const mkb *in, int dumps, int decode_all) {
  result r;
  memset(&r, 0, sizeof r);
  uint8_t *data = malloc(in->n);
  memcpy(data, in->d, in->n);
  actx a;
  mlirbc_options o = counted(&a, decode_all);
  mlirbc_visitor v;
  memset(&v, 0, sizeof v);
  v.op_begin = on_op;
  v.region_begin = on_region;
  v.block_begin = on_block;
  clock_t t0 = clock();
  mlirbc_file *f = NULL;
  r.stage = "open";
  r.code = mlirbc_open(&f, data, in->n, &o, &r.err);
  if (r.code == MLIRBC_OK) {
    r.stage = "walk";
    r.code = mlirbc_walk(f, &v, &r.cnt, &r.err);
  }
  if (r.code == MLIRBC_OK && dumps) {
    r.stage = "dump_json";
    r.code = mlirbc_dump_json(f, discard, NULL, &r.err);
    if (r.code == MLIRBC_OK) {
      r.stage = "dump_mlir";
      r.code = mlirbc_dump_mlir(f, discard, NULL, &r.err);
    }
  }
  mlirbc_close(f);
  r.secs = (double)(clock() - t0) / CLOCKS_PER_SEC;
  r.peak = a.peak;
  CHECK(a.live == 0, "%zu bytes live after close", a.live);
  CHECK(a.size_mismatch == 0, "%d realloc/free call(s) with a wrong old_size", a.size_mismatch);
  /* The validating path (no visitor: text dropped where nobody reads it)
   * must reach the same open/walk verdict at the same offset. */
  f = NULL;
  mlirbc_error ve;
  mlirbc_code vc = mlirbc_open(&f, data, in->n, &o, &ve);
  if (vc == MLIRBC_OK) vc = mlirbc_walk(f, NULL, NULL, &ve);
  mlirbc_close(f);
  int walk_stage = !strcmp(r.stage, "open") || !strcmp(r.stage, "walk");
  mlirbc_code want = walk_stage ? r.code : MLIRBC_OK;
  CHECK(vc == want && (vc == MLIRBC_OK || ve.offset == r.err.offset),
        "validating path: %s at %" PRIu64 ", visitor walk: %s at %" PRIu64,
        mlirbc_code_name(vc), ve.offset, mlirbc_code_name(want), r.err.offset);
  CHECK(a.live == 0, "%zu bytes live after the validating path", a.live);
  free(data);
  return r;
}

/* ---- (a) deep nesting ------------------------------------------------------ */

enum { DEPTH = 100000 };

/* IR payload: top-level block with one op; each op at depth < DEPTH has one
 * region with one block holding the next op. */
static void deep_ir(mkb *ir, unsigned v, int isolated) {
  mkb_varint(ir, 1 << 1);
  if (!isolated || v < 2) {
    for (int k = 0; k < DEPTH; k++) {
      mkb_varint(ir, 0);                    /* op name 0 */
      mkb_u8(ir, 0x10);                     /* regions */
      mkb_varint(ir, 0);                    /* loc */
      mkb_varint(ir, (1 << 1) | (isolated ? 1 : 0));
      mkb_varint(ir, 1);                    /* 1 block */
      mkb_varint(ir, 0);                    /* 0 values */
      mkb_varint(ir, 1 << 1);               /* 1 op, no args */
    }
    mkb_varint(ir, 0);
    mkb_u8(ir, 0);
    mkb_varint(ir, 0);
    return;
  }
  /* Nested sections: sizes from the inside out, then write forward. */
  uint64_t *op_size = malloc((DEPTH + 1) * sizeof *op_size);
  uint64_t *pay_size = malloc((DEPTH + 1) * sizeof *pay_size);
  op_size[DEPTH] = 3; /* innermost: name, mask, loc */
  for (int k = DEPTH - 1; k >= 0; k--) {
    pay_size[k] = 3 + op_size[k + 1]; /* region: 1 block, 0 values, block header */
    op_size[k] = 4 + 1 + (uint64_t)mkb_varint_len(pay_size[k]) + pay_size[k];
  }
  size_t start = ir->n;
  for (int k = 0; k < DEPTH; k++) {
    mkb_varint(ir, 0);
    mkb_u8(ir, 0x10);
    mkb_varint(ir, 0);
    mkb_varint(ir, (1 << 1) | 1);          /* 1 region, isolated */
    mkb_u8(ir, 4);                         /* nested IR section */
    mkb_varint(ir, pay_size[k]);
    mkb_varint(ir, 1);
    mkb_varint(ir, 0);
    mkb_varint(ir, 1 << 1);
  }
  mkb_varint(ir, 0);
  mkb_u8(ir, 0);
  mkb_varint(ir, 0);
  if (ir->n - start != op_size[0]) {
    printf("FAIL deep_ir: size bookkeeping %zu != %" PRIu64 "\n", ir->n - start, op_size[0]);
    failures++;
  }
  free(op_size);
  free(pay_size);
}

static void test_deep(void) {
  static const struct {
    unsigned v;
    int isolated;
  } cfg[] = {{0, 0}, {0, 1}, {6, 0}, {6, 1}, {2, 1}};
  for (size_t i = 0; i < sizeof cfg / sizeof cfg[0]; i++) {
    mkbc_mod m;
    mkbc_mod_init(&m, cfg[i].v);
    mkb_reset(&m.sec[4]);
    deep_ir(&m.sec[4], cfg[i].v, cfg[i].isolated);
    mkb out = {0};
    mkbc_mod_emit(&m, &out);
    mkbc_mod_free(&m);
    result r = run(&out, 0, 0);
    CHECK(r.code == MLIRBC_OK, "deep v%u %s: %s in %s @ %" PRIu64 ": %s", cfg[i].v,
          cfg[i].isolated ? "isolated" : "inline", mlirbc_code_name(r.code), r.stage, r.err.offset,
          r.err.message);
    if (r.code == MLIRBC_OK) {
      /* blocks: DEPTH region blocks (the IR section's own block is not an event) */
      CHECK(r.cnt.ops == DEPTH + 1 && r.cnt.max_depth == DEPTH && r.cnt.regions == DEPTH &&
                r.cnt.blocks == DEPTH,
            "deep v%u: %" PRIu64 " ops, depth %" PRIu64 ", %" PRIu64 " regions, %" PRIu64
            " blocks",
            cfg[i].v, r.cnt.ops, r.cnt.max_depth, r.cnt.regions, r.cnt.blocks);
    }
    printf("deep nesting v%u %-8s %zu bytes: %s, %.2fs, peak %zu bytes\n", cfg[i].v,
           cfg[i].isolated ? "isolated" : "inline", out.n, mlirbc_code_name(r.code), r.secs,
           r.peak);
    mkb_free(&out);
  }
}

/* ---- (b) huge counts ------------------------------------------------------- */

#define HUGE ((uint64_t)1 << 60)

static void expect_count(const char *what, mkbc_mod *m, int section, uint64_t rel_off) {
  mkb out = {0};
  uint64_t off[MKBC_NSEC] = {0};
  mkbc_mod_emit_at(m, &out, off);
  result r = run(&out, 1, 0);
  uint64_t want = off[section] + rel_off;
  size_t bound = 65536 + 16 * out.n;
  CHECK(r.code == MLIRBC_E_COUNT && r.err.offset == want && r.err.section == section,
        "%s: expected E_COUNT @ %" PRIu64 " [%s], got %s @ %" PRIu64 " [%s] in %s: %s", what, want,
        mlirbc_section_name(section), mlirbc_code_name(r.code), r.err.offset,
        mlirbc_section_name(r.err.section), r.stage, r.err.message);
  CHECK(r.peak <= bound, "%s: peak allocation %zu > %zu", what, r.peak, bound);
  CHECK(r.secs < 1.0, "%s: took %.2fs", what, r.secs);
  printf("huge count %-22s %zu-byte file: %s, peak %zu bytes\n", what, out.n,
         mlirbc_code_name(r.code), r.peak);
  mkb_free(&out);
  mkbc_mod_free(m);
}

/* A root op with one region; `body` is written after "1 region, not
 * isolated"; returns the offset inside the IR payload where body starts. */
static uint64_t ir_root_region(mkb *ir) {
  mkb_reset(ir);
  mkb_varint(ir, 1 << 1);
  mkb_varint(ir, 0);
  mkb_u8(ir, 0x10);
  mkb_varint(ir, 0);
  mkb_varint(ir, 1 << 1);
  return ir->n;
}

static void test_huge_counts(void) {
  mkbc_mod m;
  /* strings: count is the first varint */
  mkbc_mod_init(&m, 6);
  mkb_reset(&m.sec[0]);
  mkb_varint(&m.sec[0], HUGE);
  mkb_raw(&m.sec[0], "\x09\x09\x11", 3);
  expect_count("strings", &m, MLIRBC_SEC_STRING, 0);
  /* dialects */
  mkbc_mod_init(&m, 6);
  mkb_reset(&m.sec[1]);
  mkb_varint(&m.sec[1], HUGE);
  mkb_raw(&m.sec[1], "\x01\x03", 2);
  expect_count("dialects", &m, MLIRBC_SEC_DIALECT, 0);
  /* op names in one group (v4+ count is only a hint; the group count matters) */
  mkbc_mod_init(&m, 6);
  mkb_reset(&m.sec[1]);
  mkb_raw(&m.sec[1], "\x05\x01\x05\x03\x03", 5); /* 2 dialects, 1 op name, group dialect 1 */
  mkb_varint(&m.sec[1], HUGE);                   /* @5: names in the group */
  mkb_raw(&m.sec[1], "\x09", 1);
  expect_count("op names", &m, MLIRBC_SEC_DIALECT, 5);
  /* attrs / types */
  mkbc_mod_init(&m, 6);
  mkb_reset(&m.sec[3]);
  mkb_varint(&m.sec[3], HUGE);
  mkb_raw(&m.sec[3], "\x03\x01\x03\x07\x01\x03\x07", 7);
  expect_count("attributes", &m, MLIRBC_SEC_ATTRTYPE_OFFSET, 0);
  mkbc_mod_init(&m, 6);
  mkb_reset(&m.sec[3]);
  mkb_varint(&m.sec[3], 1);
  mkb_varint(&m.sec[3], HUGE);
  mkb_raw(&m.sec[3], "\x01\x03\x07\x01\x03\x07", 6);
  expect_count("types", &m, MLIRBC_SEC_ATTRTYPE_OFFSET, 1);
  /* properties */
  mkbc_mod_init(&m, 6);
  mkb_reset(&m.sec[8]);
  mkb_varint(&m.sec[8], HUGE);
  mkb_raw(&m.sec[8], "\x03\x01", 2);
  expect_count("properties", &m, MLIRBC_SEC_PROPERTIES, 0);
  /* top-level ops */
  mkbc_mod_init(&m, 6);
  mkb_reset(&m.sec[4]);
  mkb_varint(&m.sec[4], HUGE << 1);
  mkb_raw(&m.sec[4], "\x01\x00\x01", 3);
  expect_count("top-level ops", &m, MLIRBC_SEC_IR, 0);
  /* regions of an op */
  mkbc_mod_init(&m, 6);
  mkb_reset(&m.sec[4]);
  mkb_raw(&m.sec[4], "\x05\x01\x10\x01", 4);
  mkb_varint(&m.sec[4], HUGE << 1);
  mkb_raw(&m.sec[4], "\x01", 1);
  expect_count("regions", &m, MLIRBC_SEC_IR, 4);
  /* blocks of a region */
  mkbc_mod_init(&m, 6);
  uint64_t at = ir_root_region(&m.sec[4]);
  mkb_varint(&m.sec[4], HUGE);
  mkb_raw(&m.sec[4], "\x01\x01", 2);
  expect_count("blocks", &m, MLIRBC_SEC_IR, at);
  /* values of a region */
  mkbc_mod_init(&m, 6);
  at = ir_root_region(&m.sec[4]);
  mkb_varint(&m.sec[4], 1);
  mkb_varint(&m.sec[4], HUGE);
  mkb_raw(&m.sec[4], "\x05\x01\x02\x01\x03\x01", 6); /* 1 op with 1 result */
  expect_count("values", &m, MLIRBC_SEC_IR, at + 1);
  /* ops of a nested block */
  mkbc_mod_init(&m, 6);
  at = ir_root_region(&m.sec[4]);
  mkb_raw(&m.sec[4], "\x03\x01", 2);
  mkb_varint(&m.sec[4], HUGE << 1);
  mkb_raw(&m.sec[4], "\x01\x00\x01", 3);
  expect_count("block ops", &m, MLIRBC_SEC_IR, at + 2);
  /* block arguments */
  mkbc_mod_init(&m, 6);
  at = ir_root_region(&m.sec[4]);
  mkb_raw(&m.sec[4], "\x03\x03\x03", 3); /* 1 block, 1 value, block: 1 op + args */
  mkb_varint(&m.sec[4], HUGE);
  mkb_raw(&m.sec[4], "\x02\x00\x01\x00\x01", 5);
  /* block header is (1 << 1) | 1 = 3 -> varint 0x07; fix byte */
  m.sec[4].d[at + 2] = 0x07;
  expect_count("block arguments", &m, MLIRBC_SEC_IR, at + 3);
  /* results / operands / successors of an op inside the region */
  static const struct {
    const char *what;
    uint8_t mask;
  } opc[] = {{"results", 0x02}, {"operands", 0x04}, {"successors", 0x08}};
  for (size_t i = 0; i < 3; i++) {
    mkbc_mod_init(&m, 6);
    at = ir_root_region(&m.sec[4]);
    mkb_raw(&m.sec[4], "\x03\x03\x05\x01", 4); /* 1 block, 1 value, 1 op, name 0 */
    mkb_u8(&m.sec[4], opc[i].mask);
    mkb_varint(&m.sec[4], 0);
    mkb_varint(&m.sec[4], HUGE);
    mkb_raw(&m.sec[4], "\x01\x01", 2);
    expect_count(opc[i].what, &m, MLIRBC_SEC_IR, at + 6);
  }
}

/* ---- (c) cycles -------------------------------------------------------------- */

typedef struct {
  const uint8_t *p;
  size_t n;
} bytes;

/* Module whose attrs are attrs[0..na) (all builtin, custom) and whose single
 * top-level op has location `loc` and (if dict >= 0) attribute dict `dict`.
 * *attr_payload receives the absolute offset of each attribute payload. */
static mkb attr_type_module(const bytes *attrs, size_t na, const bytes *tys, size_t nt,
                            uint64_t loc, int64_t dict, uint64_t *attr_payload);
static mkb attr_module(const bytes *attrs, size_t na, uint64_t loc, int64_t dict,
                       uint64_t *attr_payload) {
  const bytes index = {mkbc_indextype, 1};
  return attr_type_module(attrs, na, &index, 1, loc, dict, attr_payload);
}

/* The same with types tys[0..nt) (all builtin, custom). */
static mkb attr_type_module(const bytes *attrs, size_t na, const bytes *tys, size_t nt,
                            uint64_t loc, int64_t dict, uint64_t *attr_payload) {
  mkbc_mod m;
  mkbc_mod_init(&m, 6);
  static const char *const strs[] = {"builtin", "foo", "bar", "a"};
  mkb_reset(&m.sec[0]);
  mkbc_strings(&m.sec[0], strs, 4);
  mkbc_entry *e = malloc(na * sizeof *e);
  for (size_t i = 0; i < na; i++) {
    e[i].dialect = 0;
    e[i].custom = 1;
    e[i].data = attrs[i].p;
    e[i].size = attrs[i].n;
  }
  mkbc_entry *types = malloc(nt * sizeof *types);
  for (size_t i = 0; i < nt; i++) {
    types[i].dialect = 0;
    types[i].custom = 1;
    types[i].data = tys[i].p;
    types[i].size = tys[i].n;
  }
  mkb_reset(&m.sec[2]);
  mkb_reset(&m.sec[3]);
  mkbc_attrtype(&m.sec[2], &m.sec[3], e, na, types, nt);
  free(types);
  free(e);
  mkb_reset(&m.sec[4]);
  mkb_varint(&m.sec[4], 1 << 1);
  mkb_varint(&m.sec[4], 0);
  mkb_u8(&m.sec[4], dict >= 0 ? 0x01 : 0x00);
  mkb_varint(&m.sec[4], loc);
  if (dict >= 0) mkb_varint(&m.sec[4], (uint64_t)dict);
  mkb out = {0};
  uint64_t off[MKBC_NSEC] = {0};
  mkbc_mod_emit_at(&m, &out, off);
  if (attr_payload) {
    uint64_t o = off[MLIRBC_SEC_ATTRTYPE];
    for (size_t i = 0; i < na; i++) {
      attr_payload[i] = o;
      o += attrs[i].n;
    }
  }
  mkbc_mod_free(&m);
  return out;
}

static void expect_cycle(const char *what, const mkb *in, uint64_t want_off) {
  for (int decode_all = 0; decode_all < 2; decode_all++) {
    result r = run(in, 1, decode_all);
    CHECK(r.code == MLIRBC_E_CYCLE && r.err.offset == want_off &&
              r.err.section == MLIRBC_SEC_ATTRTYPE,
          "%s%s: expected E_CYCLE @ %" PRIu64 " [attrtype], got %s @ %" PRIu64 " [%s] in %s: %s",
          what, decode_all ? " (decode_all)" : "", want_off, mlirbc_code_name(r.code),
          r.err.offset, mlirbc_section_name(r.err.section), r.stage, r.err.message);
    CHECK(r.secs < 1.0, "%s: took %.2fs", what, r.secs);
    if (!decode_all) printf("cycle %-28s %s in %s\n", what, mlirbc_code_name(r.code), r.stage);
  }
}

static void test_cycles(void) {
  uint64_t pay[8];
  /* attr 0 UnknownLoc; attr 1 = ArrayAttr [attr 1]: code 0, count 1, elem 1 */
  static const uint8_t unk[] = {0x1F}, arr_self[] = {0x01, 0x03, 0x03};
  bytes a1[] = {{unk, 1}, {arr_self, 3}};
  mkb f = attr_module(a1, 2, 0, 1, pay);
  expect_cycle("array contains itself", &f, pay[1] + 2);
  mkb_free(&f);
  /* attr 2 = "a" (string 3); attr 1 = Dictionary {attr 2 : attr 1} */
  static const uint8_t dict_self[] = {0x03, 0x03, 0x05, 0x03}, str_a[] = {0x05, 0x07};
  bytes a2[] = {{unk, 1}, {dict_self, 4}, {str_a, 2}};
  f = attr_module(a2, 3, 0, 1, pay);
  expect_cycle("dictionary contains itself", &f, pay[1] + 3);
  mkb_free(&f);
  /* attr 1 = CallSiteLoc(callee attr 2, caller attr 0),
   * attr 2 = CallSiteLoc(callee attr 1, caller attr 0); op location attr 1.
   * Decoding 1 needs 2, which needs 1: the cycle closes at attr 2's callee. */
  static const uint8_t cs1[] = {0x15, 0x05, 0x01}, cs2[] = {0x15, 0x03, 0x01};
  bytes a3[] = {{unk, 1}, {cs1, 3}, {cs2, 3}};
  f = attr_module(a3, 3, 1, -1, pay);
  expect_cycle("two call-site locations", &f, pay[2] + 1);
  mkb_free(&f);
}

/* ---- (d) deep attribute chain ---------------------------------------------- */

static void test_deep_attrs(void) {
  enum { N = 100000 };
  /* attr 0 UnknownLoc, 1 = {attr 2 : attr 3}, 2 = "a", 3..N+2 = [next],
   * attr N+3 = [] */
  size_t na = N + 4;
  bytes *a = malloc(na * sizeof *a);
  uint8_t *store = malloc(na * 12);
  static const uint8_t unk[] = {0x1F}, dict[] = {0x03, 0x03, 0x05, 0x07}, str_a[] = {0x05, 0x07},
                       empty[] = {0x01, 0x01};
  a[0] = (bytes){unk, 1};
  a[1] = (bytes){dict, 4};
  a[2] = (bytes){str_a, 2};
  for (size_t i = 3; i < na - 1; i++) {
    mkb e = {0};
    mkb_varint(&e, 0); /* ArrayAttr */
    mkb_varint(&e, 1);
    mkb_varint(&e, i + 1);
    memcpy(store + 12 * i, e.d, e.n);
    a[i] = (bytes){store + 12 * i, e.n};
    mkb_free(&e);
  }
  a[na - 1] = (bytes){empty, 2};
  mkb f = attr_module(a, na, 0, 1, NULL);
  for (int decode_all = 0; decode_all < 2; decode_all++) {
    result r = run(&f, 1, decode_all);
    CHECK(r.code == MLIRBC_OK || r.code == MLIRBC_E_LIMIT,
          "deep ArrayAttr chain%s: %s in %s @ %" PRIu64 ": %s", decode_all ? " (decode_all)" : "",
          mlirbc_code_name(r.code), r.stage, r.err.offset, r.err.message);
    CHECK(r.secs < 20.0, "deep ArrayAttr chain: took %.2fs", r.secs);
    printf("deep ArrayAttr chain (%d levels)%s: %s in %s, %.2fs, peak %zu bytes\n", N,
           decode_all ? " decode_all" : "", mlirbc_code_name(r.code), r.stage, r.secs, r.peak);
  }
  mkb_free(&f);
  free(store);
  free(a);
}

/* ---- (e) memory per value and per entry ----------------------------------- */

/* N ops in one region, each defining one value and using the one before,
 * each with its own FileLineColLoc (as files written by mlir-opt are) or,
 * `named`, a NameLoc around it (as JAX writes them): a validating walk (no
 * visitor) may allocate at most 16 bytes per value and 24 per attribute
 * entry beyond a fixed 1 MiB (spec/reader-decisions.md). */
/* ---- (e) 32k-level ArrayAttr and TupleType nests ---------------------------- */

/* Accepted, not merely E_LIMIT-or-OK: an entry keeps its elements' long texts
 * by reference, so N levels cost N entries' bytes, not N^2 (attrtype.c). */
enum { NEST = 32768 };

/* text is `open` N + 1 times, then `close` N + 1 times. */
static int nested_text(mlirbc_view t, const char *open, const char *close) {
  size_t no = strlen(open), nc = strlen(close), n = (size_t)NEST + 1;
  if (t.size != n * (no + nc)) return 0;
  for (size_t i = 0; i < n; i++)
    if (memcmp(t.data + i * no, open, no) || memcmp(t.data + n * no + i * nc, close, nc)) return 0;
  return 1;
}

static void test_nest_32k(void) {
  /* attr 0 UnknownLoc, 1 = {attr 2 : attr 3}, 2 = "a", 3 = [attr 4],
   * ..., NEST + 2 = [attr NEST + 3], NEST + 3 = []; attr NEST + 4 =
   * TypeAttr of type 1; type 0 index, 1 = tuple<type 2>, ..., NEST =
   * tuple<type NEST + 1>, NEST + 1 = tuple<> */
  size_t na = NEST + 5, nt = NEST + 2;
  bytes *a = malloc(na * sizeof *a), *t = malloc(nt * sizeof *t);
  uint8_t *store = malloc((na + nt) * 12);
  static const uint8_t unk[] = {0x1F}, str_a[] = {0x05, 0x07}, empty[] = {0x01, 0x01},
                       tuple0[] = {0x1F, 0x01};
  a[0] = (bytes){unk, 1};
  a[2] = (bytes){str_a, 2};
  a[na - 2] = (bytes){empty, 2};
  t[0] = (bytes){mkbc_indextype, 1};
  t[nt - 1] = (bytes){tuple0, 2};
  for (size_t i = 3; i < na; i++) { /* ArrayAttrs, then the TypeAttr */
    if (i == na - 2) continue;
    mkb e = {0};
    mkb_varint(&e, i == na - 1 ? 6 : 0);
    if (i < na - 1) mkb_varint(&e, 1);
    mkb_varint(&e, i == na - 1 ? 1 : i + 1);
    memcpy(store + 12 * i, e.d, e.n);
    a[i] = (bytes){store + 12 * i, e.n};
    mkb_free(&e);
  }
  for (size_t i = 1; i < nt - 1; i++) { /* TupleTypes */
    mkb e = {0};
    mkb_varint(&e, 15);
    mkb_varint(&e, 1);
    mkb_varint(&e, i + 1);
    memcpy(store + 12 * (na + i), e.d, e.n);
    t[i] = (bytes){store + 12 * (na + i), e.n};
    mkb_free(&e);
  }
  for (int kind = 0; kind < 2; kind++) { /* the op's dictionary: the array, then the type */
    uint8_t d[8]; /* {a = attr 3} or {a = attr NEST + 4} */
    mkb e = {0};
    mkb_varint(&e, 1);
    mkb_varint(&e, 1);
    mkb_varint(&e, 2);
    mkb_varint(&e, kind ? na - 1 : 3);
    size_t dn = e.n;
    memcpy(d, e.d, dn);
    mkb_free(&e);
    a[1] = (bytes){d, dn};
    mkb f = attr_type_module(a, na, t, nt, 0, 1, NULL);
    const char *what = kind ? "TupleType" : "ArrayAttr";
    for (int decode_all = 0; decode_all < 2; decode_all++) {
      result r = run(&f, 1, decode_all);
      CHECK(r.code == MLIRBC_OK, "%d-level %s nest%s: %s in %s @ %" PRIu64 ": %s", NEST, what,
            decode_all ? " (decode_all)" : "", mlirbc_code_name(r.code), r.stage, r.err.offset,
            r.err.message);
      printf("%s nest (%d levels)%s: %s, peak %zu bytes\n", what, NEST,
             decode_all ? " decode_all" : "", mlirbc_code_name(r.code), r.peak);
    }
    /* the text of the outermost level, references expanded */
    mlirbc_file *fp = NULL;
    mlirbc_error err;
    mlirbc_view v = {0, 0};
    mlirbc_code rc = mlirbc_open(&fp, f.d, f.n, NULL, &err);
    if (rc == MLIRBC_OK)
      rc = kind ? mlirbc_type_text(fp, 1, &v, &err) : mlirbc_attr_text(fp, 3, &v, &err);
    CHECK(rc == MLIRBC_OK && nested_text(v, kind ? "tuple<" : "[", kind ? ">" : "]"),
          "%s nest: text of the outermost level (%s, %zu bytes) is not %d levels",
          what, mlirbc_code_name(rc), v.size, NEST + 1);
    mlirbc_close(fp);
    mkb_free(&f);
  }
  free(store);
  free(t);
  free(a);
}

static void test_memory_per_value(int named) {
  enum { N = 500000 };
  uint64_t na = 1 + (uint64_t)N * (named ? 2 : 1);
  mkbc_mod m;
  mkbc_mod_init(&m, 6);
  mkbc_entry *attrs = malloc(na * sizeof *attrs);
  uint8_t *pay = malloc((size_t)na * 16);
  static const uint8_t str_attr[] = {0x05, 0x03}; /* StringAttr (code 2) of string 1 */
  attrs[0] = (mkbc_entry){0, 1, str_attr, sizeof str_attr};
  for (uint64_t i = 0; i < N; i++) {
    mkb e = {0};
    mkb_varint(&e, 11);      /* FileLineColLoc */
    mkb_varint(&e, 0);       /* file name: attribute 0 */
    mkb_varint(&e, i + 1);   /* line */
    mkb_varint(&e, 7);       /* column */
    memcpy(pay + 16 * (i + 1), e.d, e.n);
    attrs[i + 1] = (mkbc_entry){0, 1, pay + 16 * (i + 1), e.n};
    mkb_free(&e);
  }
  for (uint64_t i = 0; named && i < N; i++) {
    mkb e = {0};
    mkb_varint(&e, 14);      /* NameLoc */
    mkb_varint(&e, 0);       /* name: attribute 0 */
    mkb_varint(&e, i + 1);   /* the FileLineColLoc */
    memcpy(pay + 16 * (N + 1 + i), e.d, e.n);
    attrs[N + 1 + i] = (mkbc_entry){0, 1, pay + 16 * (N + 1 + i), e.n};
    mkb_free(&e);
  }
  const mkbc_entry types[] = {{0, 1, mkbc_indextype, 1}};
  mkb_reset(&m.sec[2]);
  mkb_reset(&m.sec[3]);
  mkbc_attrtype(&m.sec[2], &m.sec[3], attrs, (size_t)na, types, 1);
  mkb *ir = &m.sec[4];
  mkb_reset(ir);
  mkb_varint(ir, 1 << 1); /* top level: one op holding one region */
  mkb_varint(ir, 0);
  mkb_u8(ir, 0x10);
  mkb_varint(ir, 1);
  mkb_varint(ir, 1 << 1);
  mkb_varint(ir, 1);      /* 1 block */
  mkb_varint(ir, N);      /* N values */
  mkb_varint(ir, (uint64_t)N << 1);
  for (uint64_t i = 0; i < N; i++) {
    mkb_varint(ir, 0);
    mkb_u8(ir, i ? 0x06 : 0x02); /* results (+ operands) */
    mkb_varint(ir, named ? N + 1 + i : i + 1); /* its location */
    mkb_varint(ir, 1);
    mkb_varint(ir, MKBC_TYPE_INDEX);
    if (i) {
      mkb_varint(ir, 1);
      mkb_varint(ir, i - 1);
    }
  }
  mkb out = {0};
  mkbc_mod_emit(&m, &out);
  mkbc_mod_free(&m);
  free(attrs);
  free(pay);

  actx a;
  mlirbc_options o = counted(&a, 0);
  mlirbc_file *f = NULL;
  mlirbc_error e;
  mlirbc_code c = mlirbc_open(&f, out.d, out.n, &o, &e);
  if (c == MLIRBC_OK) c = mlirbc_walk(f, NULL, NULL, &e);
  mlirbc_close(f);
  size_t bound = (size_t)16 * N + (size_t)24 * na + ((size_t)1 << 20);
  CHECK(c == MLIRBC_OK, "memory per value: %s @ %" PRIu64 ": %s", mlirbc_code_name(c),
        e.offset, e.message);
  CHECK(a.peak <= bound, "memory per value: validating walk allocated %zu bytes at peak > %zu",
        a.peak, bound);
  printf("memory: %d values, %" PRIu64 " attributes (%s), %zu-byte file: validating walk "
         "peak %zu bytes (%.1f per op; bound %zu)\n", N, na,
         named ? "NameLoc of FileLineColLoc" : "FileLineColLoc", out.n, a.peak,
         (double)a.peak / N, bound);
  mkb_free(&out);
}

int main(int argc, char **argv) {
  (void)argc;
  (void)argv;
  test_deep();
  test_huge_counts();
  test_cycles();
  test_deep_attrs();
  test_nest_32k();
  test_memory_per_value(0);
  test_memory_per_value(1);
  printf("%d failure(s)\n", failures);
  return failures ? 1 : 0;
}
