/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* mkbc.h — a tiny test-only MLIR bytecode writer.
 *
 * Independent of the reader: it only *encodes* (varints, sections, tables)
 * and shares no code with reader/src. Every function is static inline so a
 * test includes only what it uses without -Wunused-function noise.
 *
 * Encodings follow /work/shared/research/upstream-facts.md:
 *   varint   PrefixVarInt: w-byte form (w = 1..8) holds 7w bits, the first
 *            byte has w-1 trailing zeros then a 1; 9-byte form = 0x00 + u64 LE.
 *   svarint  zigzag then varint.
 *   section  id byte (bit 7 = alignment present), varint length,
 *            [varint alignment, 0xCB padding up to a multiple of the alignment
 *            measured from the start of the file], payload.
 *
 * mkbc_mod_init(m, v) fills a minimal valid module at version v (0..6):
 *   strings  0 "builtin", 1 "foo", 2 "bar"
 *   dialects 0 builtin, 1 foo;     op names 0 = foo.bar (unregistered)
 *   attrs    0 = builtin UnknownLoc (custom, payload 1F)
 *   types    0 = builtin index      (custom, payload 03)
 *   IR       one top-level op foo.bar, mask 0, location attr 0
 *   resource pair (empty) and, at v5+, an empty properties section.
 * Tests replace any section payload (m->sec[id]) before mkbc_mod_emit. */
#ifndef MKBC_H
#define MKBC_H
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct mkb {
  uint8_t *d;
  size_t n, cap;
} mkb;

static inline void mkb_die(const char *why) {
  fprintf(stderr, "mkbc: %s\n", why);
  abort();
}

static inline void mkb_reserve(mkb *b, size_t extra) {
  if (b->n + extra <= b->cap) return;
  size_t cap = b->cap ? b->cap : 64;
  while (cap < b->n + extra) cap *= 2;
  uint8_t *d = (uint8_t *)realloc(b->d, cap);
  if (!d) mkb_die("out of memory");
  b->d = d;
  b->cap = cap;
}
static inline void mkb_free(mkb *b) {
  free(b->d);
  b->d = NULL;
  b->n = b->cap = 0;
}
static inline void mkb_reset(mkb *b) { b->n = 0; }
static inline void mkb_u8(mkb *b, uint8_t v) {
  mkb_reserve(b, 1);
  b->d[b->n++] = v;
}
static inline void mkb_raw(mkb *b, const void *p, size_t n) {
  if (!n) return;
  mkb_reserve(b, n);
  memcpy(b->d + b->n, p, n);
  b->n += n;
}
static inline void mkb_cat(mkb *b, const mkb *src) { mkb_raw(b, src->d, src->n); }
/* String with its NUL. */
static inline void mkb_str0(mkb *b, const char *s) { mkb_raw(b, s, strlen(s) + 1); }

/* Canonical (minimal) width of a varint: 1..9. */
static inline int mkb_varint_len(uint64_t v) {
  for (int w = 1; w <= 8; w++)
    if (v < ((uint64_t)1 << (7 * w))) return w;
  return 9;
}
/* Forced width w (1..9); aborts if v does not fit in 7w bits. */
static inline void mkb_varint_w(mkb *b, uint64_t v, int w) {
  if (w < 1 || w > 9) mkb_die("bad varint width");
  if (w == 9) {
    mkb_u8(b, 0);
    for (int i = 0; i < 8; i++) mkb_u8(b, (uint8_t)(v >> (8 * i)));
    return;
  }
  if (v >= ((uint64_t)1 << (7 * w))) mkb_die("value does not fit the varint width");
  uint64_t x = (v << w) | ((uint64_t)1 << (w - 1));
  for (int i = 0; i < w; i++) mkb_u8(b, (uint8_t)(x >> (8 * i)));
}
static inline void mkb_varint(mkb *b, uint64_t v) { mkb_varint_w(b, v, mkb_varint_len(v)); }
static inline uint64_t mkb_zigzag(int64_t v) {
  return ((uint64_t)v << 1) ^ (v < 0 ? ~(uint64_t)0 : 0);
}
static inline void mkb_svarint(mkb *b, int64_t v) { mkb_varint(b, mkb_zigzag(v)); }

/* A section appended to `out`, whose start must be the start of the file
 * (padding is measured from out->d[0]). align 0: no alignment field. */
static inline void mkb_section(mkb *out, unsigned id, const uint8_t *p, size_t n,
                               uint64_t align) {
  mkb_u8(out, (uint8_t)(id | (align ? 0x80u : 0u)));
  mkb_varint(out, n);
  if (align) {
    mkb_varint(out, align);
    while (out->n % align) mkb_u8(out, 0xCB);
  }
  mkb_raw(out, p, n);
}
/* Nested section without alignment (position-independent). */
static inline void mkb_nested(mkb *out, unsigned id, const mkb *payload) {
  mkb_u8(out, (uint8_t)id);
  mkb_varint(out, payload->n);
  mkb_cat(out, payload);
}

/* ---- Tables ------------------------------------------------------------- */

/* String section: count, sizes (with NUL) in reverse order, data forward. */
static inline void mkbc_strings(mkb *sec, const char *const *s, size_t n) {
  mkb_varint(sec, n);
  for (size_t i = n; i-- > 0;) mkb_varint(sec, strlen(s[i]) + 1);
  for (size_t i = 0; i < n; i++) mkb_str0(sec, s[i]);
}

typedef struct mkbc_opname {
  uint64_t dialect;  /* dialect index */
  uint64_t name;     /* string index */
  int registered;    /* v5+ flag */
} mkbc_opname;

/* Dialect section: dialect name string indices (no versions), then op names
 * grouped by consecutive runs of the same dialect. */
static inline void mkbc_dialect_section(mkb *sec, unsigned version,
                                        const uint64_t *names, size_t nd,
                                        const mkbc_opname *ops, size_t nops) {
  mkb_varint(sec, nd);
  for (size_t i = 0; i < nd; i++)
    mkb_varint(sec, version >= 1 ? names[i] << 1 : names[i]);
  if (version >= 4) mkb_varint(sec, nops);
  for (size_t i = 0; i < nops;) {
    size_t j = i;
    while (j < nops && ops[j].dialect == ops[i].dialect) j++;
    mkb_varint(sec, ops[i].dialect);
    mkb_varint(sec, j - i);
    for (size_t k = i; k < j; k++)
      mkb_varint(sec, version >= 5 ? (ops[k].name << 1) | (ops[k].registered ? 1 : 0)
                                   : ops[k].name);
    i = j;
  }
}

typedef struct mkbc_entry {
  uint64_t dialect;   /* dialect index of its group */
  int custom;         /* 1: dialect encoding; 0: NUL-terminated text */
  const uint8_t *data;
  size_t size;
} mkbc_entry;

static inline void mkbc_groups(mkb *off, mkb *data, const mkbc_entry *e, size_t n) {
  for (size_t i = 0; i < n;) {
    size_t j = i;
    while (j < n && e[j].dialect == e[i].dialect) j++;
    mkb_varint(off, e[i].dialect);
    mkb_varint(off, j - i);
    for (size_t k = i; k < j; k++) {
      mkb_varint(off, ((uint64_t)e[k].size << 1) | (e[k].custom ? 1 : 0));
      mkb_raw(data, e[k].data, e[k].size);
    }
    i = j;
  }
}
/* Attr/type data section (2) and offset section (3). */
static inline void mkbc_attrtype(mkb *data, mkb *off, const mkbc_entry *attrs,
                                 size_t na, const mkbc_entry *types, size_t nt) {
  mkb_varint(off, na);
  mkb_varint(off, nt);
  mkbc_groups(off, data, attrs, na);
  mkbc_groups(off, data, types, nt);
}

/* ---- Whole module --------------------------------------------------------- */

enum { MKBC_NSEC = 9 };
enum { MKBC_STR_BUILTIN = 0, MKBC_STR_FOO = 1, MKBC_STR_BAR = 2 };
enum { MKBC_ATTR_UNKNOWNLOC = 0, MKBC_TYPE_INDEX = 0 };

typedef struct mkbc_mod {
  unsigned version;        /* written canonically unless version_width > 0 */
  int version_width;
  const char *producer;
  mkb sec[MKBC_NSEC];
  int present[MKBC_NSEC];
  uint64_t align[MKBC_NSEC]; /* 0: no alignment field */
} mkbc_mod;

static const uint8_t mkbc_unknownloc[] = {0x1F}; /* builtin attr code 15 */
static const uint8_t mkbc_indextype[] = {0x03};  /* builtin type code 1 */

static inline void mkbc_mod_free(mkbc_mod *m) {
  for (int i = 0; i < MKBC_NSEC; i++) mkb_free(&m->sec[i]);
}

/* One top-level op foo.bar with location attr 0: the IR payload. */
static inline void mkbc_ir_single_op(mkb *ir) {
  mkb_varint(ir, 1 << 1); /* top-level block: 1 op, no args */
  mkb_varint(ir, 0);      /* op name 0 */
  mkb_u8(ir, 0);          /* mask */
  mkb_varint(ir, MKBC_ATTR_UNKNOWNLOC);
}

static inline void mkbc_mod_init(mkbc_mod *m, unsigned version) {
  memset(m, 0, sizeof *m);
  m->version = version;
  m->producer = "MLIR22.1.8";
  static const char *const strs[] = {"builtin", "foo", "bar"};
  mkbc_strings(&m->sec[0], strs, 3);
  static const uint64_t dnames[] = {MKBC_STR_BUILTIN, MKBC_STR_FOO};
  static const mkbc_opname ops[] = {{1, MKBC_STR_BAR, 0}};
  mkbc_dialect_section(&m->sec[1], version, dnames, 2, ops, 1);
  const mkbc_entry attrs[] = {{0, 1, mkbc_unknownloc, 1}};
  const mkbc_entry types[] = {{0, 1, mkbc_indextype, 1}};
  mkbc_attrtype(&m->sec[2], &m->sec[3], attrs, 1, types, 1);
  mkbc_ir_single_op(&m->sec[4]);
  mkb_varint(&m->sec[6], 0); /* no external resource groups */
  if (version >= 5) mkb_varint(&m->sec[8], 0); /* no properties */
  for (int i = 0; i <= 6; i++) m->present[i] = 1;
  m->present[8] = version >= 5;
}

/* Header, then the present sections in upstream's writer order. If
 * payload_off is not NULL, payload_off[id] receives the absolute offset of
 * each present section's payload. */
static inline void mkbc_mod_emit_at(const mkbc_mod *m, mkb *out, uint64_t *payload_off) {
  static const int order[] = {1, 3, 2, 4, 6, 5, 0, 8, 7};
  mkb_raw(out, "ML\xEFR", 4);
  if (m->version_width)
    mkb_varint_w(out, m->version, m->version_width);
  else
    mkb_varint(out, m->version);
  mkb_str0(out, m->producer);
  for (int k = 0; k < MKBC_NSEC; k++) {
    int id = order[k];
    if (m->present[id]) {
      mkb_section(out, (unsigned)id, m->sec[id].d, m->sec[id].n, m->align[id]);
      if (payload_off) payload_off[id] = out->n - m->sec[id].n;
    }
  }
}
static inline void mkbc_mod_emit(const mkbc_mod *m, mkb *out) { mkbc_mod_emit_at(m, out, NULL); }

/* The minimal module at `version` as one buffer (caller frees). */
static inline mkb mkbc_minimal(unsigned version) {
  mkbc_mod m;
  mkbc_mod_init(&m, version);
  mkb out = {0};
  mkbc_mod_emit(&m, &out);
  mkbc_mod_free(&m);
  return out;
}

/* ---- A richer module ------------------------------------------------------ *
 * mkbc_rich(v): exercises most tables and IR features at version v:
 *   strings  builtin foo bar a blob1 baz
 *   attrs    0 UnknownLoc, 1 "a" (StringAttr), 2 {a = 5 : i32}, 3 5 : i32,
 *            4 #foo.x<1> (fallback text, foo group), 5 loc("a":3:4)
 *   types    0 index, 1 i32
 *   IR       "foo.bar"() {a = 5 : i32} ({      // loc 5, 1 region, 3 blocks
 *            ^bb0(%0: index):                   // loc 5
 *              "foo.bar"(%0)[^bb2]
 *            ^bb1:
 *              %1 = "foo.baz"(%2) : (i32) -> i32   // forward ref to %2
 *              "foo.bar"(%1, %1) <{props: attr 2}>  // properties at v5+
 *              "foo.bar"() ({ %0 = "foo.baz"() : () -> i32 })  // isolated:
 *                                 nested IR section at v2+, inline before
 *            ^bb2:
 *              %2 = "foo.baz"() : () -> i32
 *              "foo.bar"()[^bb1]
 *            })
 *   use-list order [1, 0] for %1 (v3+), a builtin blob resource "blob1". */
static inline void mkbc_rich_op(mkb *b, uint64_t name, uint8_t mask, uint64_t loc) {
  mkb_varint(b, name);
  mkb_u8(b, mask);
  mkb_varint(b, loc);
}
static inline mkb mkbc_rich(unsigned v) {
  mkbc_mod m;
  memset(&m, 0, sizeof m);
  m.version = v;
  m.producer = "MLIR22.1.8";
  static const char *const strs[] = {"builtin", "foo", "bar", "a", "blob1", "baz"};
  mkbc_strings(&m.sec[0], strs, 6);
  static const uint64_t dn[] = {0, 1};
  static const mkbc_opname ops[] = {{1, 2, 0}, {1, 5, 0}}; /* 0 foo.bar, 1 foo.baz */
  mkbc_dialect_section(&m.sec[1], v, dn, 2, ops, 2);
  static const uint8_t a1[] = {0x05, 0x07};             /* StringAttr, string 3 */
  static const uint8_t a2[] = {0x03, 0x03, 0x03, 0x07}; /* Dict, 1 entry, attr1: attr3 */
  static const uint8_t a3[] = {0x11, 0x03, 0x15};       /* IntegerAttr, type 1, zigzag 10 */
  static const char a4[] = "#foo.x<1>";
  static const uint8_t a5[] = {0x17, 0x03, 0x07, 0x09}; /* FileLineColLoc attr1, 3, 4 */
  static const uint8_t t1[] = {0x01, 0x02, 0x02};       /* IntegerType (32 << 2) */
  const mkbc_entry attrs[] = {{0, 1, mkbc_unknownloc, 1}, {0, 1, a1, 2},
                              {0, 1, a2, 4},              {0, 1, a3, 3},
                              {1, 0, (const uint8_t *)a4, sizeof a4},
                              {0, 1, a5, 4}};
  const mkbc_entry types[] = {{0, 1, mkbc_indextype, 1}, {0, 1, t1, 3}};
  mkbc_attrtype(&m.sec[2], &m.sec[3], attrs, 6, types, 2);

  mkb *ir = &m.sec[4];
  mkb_varint(ir, 1 << 1);                  /* top-level: 1 op */
  mkbc_rich_op(ir, 0, 0x11, 5);            /* foo.bar, attrs + regions, loc 5 */
  mkb_varint(ir, 2);                       /* attr dict: attr 2 */
  mkb_varint(ir, 1 << 1);                  /* 1 region, not isolated */
  mkb_varint(ir, 3);                       /* 3 blocks */
  mkb_varint(ir, 3);                       /* 3 values: %0 arg, %1 in bb1, %2 in bb2 */
  /* ^bb0(%0: index): "foo.bar"(%0)[^bb2] */
  mkb_varint(ir, (1 << 1) | 1);            /* 1 op, has args */
  mkb_varint(ir, 1);                       /* 1 arg */
  if (v >= 4) {
    mkb_varint(ir, (0 << 1) | 1);          /* type 0, has loc */
    mkb_varint(ir, 5);                     /* loc attr 5 */
  } else {
    mkb_varint(ir, 0);
    mkb_varint(ir, 5);
  }
  if (v >= 3) mkb_u8(ir, 0);               /* no use-list info for args */
  mkbc_rich_op(ir, 0, 0x0C, 0);
  mkb_varint(ir, 1); mkb_varint(ir, 0);    /* operands: %0 */
  mkb_varint(ir, 1); mkb_varint(ir, 2);    /* successors: ^bb2 */
  /* ^bb1 */
  mkb_varint(ir, 3 << 1);                  /* 3 ops, no args */
  /* %1 = foo.baz(%2) : (i32) -> i32   (forward reference) */
  mkbc_rich_op(ir, 1, (uint8_t)(0x06 | (v >= 3 ? 0x20 : 0)), 0);
  mkb_varint(ir, 1); mkb_varint(ir, 1);    /* 1 result: i32 */
  mkb_varint(ir, 1); mkb_varint(ir, 2);    /* 1 operand: %2 */
  if (v >= 3) {                            /* use-list of %1: 2 uses, [1, 0] */
    mkb_varint(ir, 2 << 1);
    mkb_varint(ir, 1);
    mkb_varint(ir, 0);
  }
  /* "foo.bar"(%1, %1) <{attr 2}> */
  mkbc_rich_op(ir, 0, (uint8_t)(0x04 | (v >= 5 ? 0x40 : 0)), 0);
  if (v >= 5) mkb_varint(ir, 0);           /* properties entry 0 */
  mkb_varint(ir, 2); mkb_varint(ir, 1); mkb_varint(ir, 1);
  /* isolated "foo.bar"() ({ %0 = "foo.baz"() : () -> i32 }) */
  mkbc_rich_op(ir, 0, 0x10, 0);
  mkb_varint(ir, (1 << 1) | 1);
  mkb reg = {0};
  mkb_varint(&reg, 1); mkb_varint(&reg, 1); /* 1 block, 1 value */
  mkb_varint(&reg, 1 << 1);                 /* 1 op */
  mkbc_rich_op(&reg, 1, 0x02, 0);
  mkb_varint(&reg, 1); mkb_varint(&reg, 1);
  if (v >= 2)
    mkb_nested(ir, 4, &reg);
  else
    mkb_cat(ir, &reg);
  mkb_free(&reg);
  /* ^bb2: %2 = "foo.baz"() : () -> i32 ; "foo.bar"()[^bb1] */
  mkb_varint(ir, 2 << 1);
  mkbc_rich_op(ir, 1, 0x02, 0);
  mkb_varint(ir, 1); mkb_varint(ir, 1);
  mkbc_rich_op(ir, 0, 0x08, 0);
  mkb_varint(ir, 1); mkb_varint(ir, 1);

  /* resources: builtin group, "blob1" = 4-byte blob, alignment 1 */
  mkb_varint(&m.sec[6], 0);
  mkb_varint(&m.sec[6], 0); mkb_varint(&m.sec[6], 1);
  mkb_varint(&m.sec[6], 4); mkb_varint(&m.sec[6], 6); mkb_u8(&m.sec[6], 0);
  static const uint8_t blob[] = {0x03, 0x09, 1, 2, 3, 4};
  mkb_raw(&m.sec[5], blob, sizeof blob);
  if (v >= 5) { /* one properties entry: attr 2 (unregistered op: one attr index) */
    mkb_varint(&m.sec[8], 1);
    mkb_varint(&m.sec[8], 1);
    mkb_varint(&m.sec[8], 2);
  }
  for (int i = 0; i <= 6; i++) m.present[i] = 1;
  m.present[8] = v >= 5;
  mkb out = {0};
  mkbc_mod_emit(&m, &out);
  mkbc_mod_free(&m);
  return out;
}

static inline int mkb_write_file(const mkb *b, const char *path) {
  FILE *fp = fopen(path, "wb");
  if (!fp) return -1;
  size_t w = fwrite(b->d, 1, b->n, fp);
  return (fclose(fp) == 0 && w == b->n) ? 0 : -1;
}

#endif
