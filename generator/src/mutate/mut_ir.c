/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* mut_ir.c — mutations of the IR section: op mask bits (with the fields
 * they announce inserted where the point is to reach a deeper check),
 * block and region headers, isolation, trailing bytes in nested sections. */
#include <stdlib.h>
#include <string.h>
#include "mut_internal.h"

/* The header fields of one op, as traced (name .. successors). */
typedef struct op_info {
  const mut_field *name, *mask, *loc, *attrs;
  size_t after_attrs; /* where a properties index would go */
  size_t end;         /* end of the last header field (use-lists / regions follow) */
  size_t last;        /* a byte of the last header field (anchor for insertions) */
} op_info;

static const char *const kOpHeader[] = {
    GID_IR_OP_MASK, GID_IR_OP_LOCATION, GID_IR_OP_ATTRS, GID_IR_OP_PROPERTIES, GID_IR_OP_NUM_RESULTS,
    GID_IR_OP_RESULT_TYPE, GID_IR_OP_NUM_OPERANDS, GID_IR_OP_OPERAND, GID_IR_OP_NUM_SUCCESSORS,
    GID_IR_OP_SUCCESSOR};

static int is_op_header(const char *id) {
  for (size_t i = 0; i < sizeof kOpHeader / sizeof *kOpHeader; i++)
    if (!strcmp(id, kOpHeader[i])) return 1;
  return 0;
}

static int op_at(const mut_doc *d, size_t i, op_info *o) {
  memset(o, 0, sizeof *o);
  if (strcmp(d->f[i].id, GID_IR_OP_NAME)) return 1;
  o->name = &d->f[i];
  o->end = d->f[i].off + d->f[i].size;
  o->last = d->f[i].off;
  for (size_t j = i + 1; j < d->nf && is_op_header(d->f[j].id); j++) {
    const mut_field *f = &d->f[j];
    if (f->off < o->end || !f->size) break; /* not contiguous: not this op */
    if (!strcmp(f->id, GID_IR_OP_MASK)) o->mask = f;
    else if (!strcmp(f->id, GID_IR_OP_LOCATION)) o->loc = f;
    else if (!strcmp(f->id, GID_IR_OP_ATTRS)) o->attrs = f;
    o->end = f->off + f->size;
    o->last = f->off;
  }
  if (!o->mask || !o->loc) return 1;
  o->after_attrs = o->attrs ? o->attrs->off + o->attrs->size : o->loc->off + o->loc->size;
  return 0;
}

/* A random op satisfying pred (mask bits: need all of `on`, none of `off`). */
static int pick_op(const mut_doc *d, mut_rng *r, uint8_t on, uint8_t off, op_info *o) {
  size_t n = mut_count_id(d, GID_IR_OP_NAME);
  if (!n) return 1;
  size_t start = (size_t)mut_below(r, n);
  for (size_t j = 0; j < n; j++) {
    const mut_field *f = mut_nth_id(d, GID_IR_OP_NAME, (start + j) % n);
    if (op_at(d, mut_field_index(d, f), o)) continue;
    uint8_t mask = d->b[o->mask->off];
    if ((mask & on) == on && !(mask & off)) return 0;
  }
  return 1;
}

static void set_mask(mut_edit *e, const op_info *o, uint8_t bits) {
  uint8_t b = e->d->b[o->mask->off] | bits;
  mut_patch_bytes(e, o->mask->off, 1, &b, 1, o->mask->off);
}

/* arg: the bit. 0x80 is never defined; 0x20 only from v3; 0x40 only from v5. */
MUT_APPLY(mask_bit) {
  uint8_t bit = (uint8_t)k->arg;
  if ((bit == 0x20 && d->version >= 3) || (bit == 0x40 && d->version >= 5)) return 1;
  op_info o;
  if (pick_op(d, r, 0, bit, &o)) return 1;
  mut_edit e;
  mut_edit_init(&e, d);
  set_mask(&e, &o, bit);
  int rc = mut_finish(&e, m);
  if (rc) return rc;
  mut_set(m, k, GID_IR_OP_MASK, NULL);
  m->expect_offset = (int64_t)mut_map(&e, o.mask->off);
  return 0;
}

/* hasUseListOrders on an op without results: there is no value the order
 * could belong to, so the reader fails where the use-list would start. */
MUT_APPLY(uselist_no_results) {
  if (d->version < 3) return 1;
  op_info o;
  if (pick_op(d, r, 0, 0x22, &o)) return 1;
  mut_edit e;
  mut_edit_init(&e, d);
  set_mask(&e, &o, 0x20);
  int rc = mut_finish(&e, m);
  if (rc) return rc;
  mut_set(m, k, GID_IR_OP_MASK, NULL);
  m->expect_offset = (int64_t)mut_map(&e, o.last) + (int64_t)(o.end - o.last);
  return 0;
}

static const uint8_t kHuge9[9] = {0, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF};

/* Insert after the op's header fields; expected offset = inserted + skip. */
static int insert_in_op(const mut_doc *d, const mut_kind *k, const op_info *o, uint8_t bit,
                        size_t at, size_t anchor, const uint8_t *b, size_t n, size_t skip,
                        mbg_mutation *m) {
  mut_edit e;
  mut_edit_init(&e, d);
  set_mask(&e, o, bit);
  if (mut_patch_bytes(&e, at, 0, b, n, anchor)) return 1;
  int rc = mut_finish(&e, m);
  if (rc) return rc;
  mut_set(m, k, k->field, NULL);
  m->expect_offset = (int64_t)(mut_map(&e, anchor) + (at - anchor) + skip);
  return 0;
}

/* One successor, index 2^64-1: past any region's block count. */
MUT_APPLY(add_successor) {
  op_info o;
  if (pick_op(d, r, 0, 0x08, &o)) return 1;
  uint8_t b[10] = {0x03};
  memcpy(b + 1, kHuge9, 9);
  return insert_in_op(d, k, &o, 0x08, o.end, o.last, b, 10, 1, m);
}

/* A properties index 2^64-1 (v5+). */
MUT_APPLY(add_props) {
  if (d->version < 5) return 1;
  op_info o;
  if (pick_op(d, r, 0, 0x40, &o)) return 1;
  size_t anchor = o.attrs ? o.attrs->off : o.loc->off;
  return insert_in_op(d, k, &o, 0x40, o.after_attrs, anchor, kHuge9, 9, 0, m);
}

/* An attribute dictionary index: arg 0 = the op's own location (a location,
 * not a dictionary), 1 = 2^64-1. */
MUT_APPLY(add_attrs) {
  op_info o;
  if (pick_op(d, r, 0, 0x01, &o)) return 1;
  size_t at = o.loc->off + o.loc->size;
  if (k->arg) return insert_in_op(d, k, &o, 0x01, at, o.loc->off, kHuge9, 9, 0, m);
  return insert_in_op(d, k, &o, 0x01, at, o.loc->off, d->b + o.loc->off, o.loc->size, 0, m);
}

/* The first block header of the IR section is the top-level block. */
static const mut_field *toplevel_block(const mut_doc *d) {
  int s = d->top[4];
  if (s < 0) return NULL;
  for (size_t i = 0; i < d->nf; i++)
    if (d->f[i].off == d->sec[s].data_off && !strcmp(d->f[i].id, GID_IR_BLOCK_HEADER))
      return &d->f[i];
  return NULL;
}

MUT_APPLY(toplevel_args) {
  (void)r;
  const mut_field *f = toplevel_block(d);
  if (!f) return 1;
  uint64_t v = mut_field_value(d, f);
  if (v & 1) return 1;
  mut_edit e;
  mut_edit_init(&e, d);
  if (mut_patch_varint(&e, f, v | 1, mut_varint_len(d->b[f->off]))) return 1;
  int rc = mut_finish(&e, m);
  if (rc) return rc;
  mut_set(m, k, f->id, NULL);
  m->expect_offset = (int64_t)mut_map(&e, f->off);
  return 0;
}

/* hasArgs on a nested block, numArgs 2^64-1 inserted after the header. */
MUT_APPLY(add_args) {
  const mut_field *top = toplevel_block(d);
  size_t n = mut_count_id(d, GID_IR_BLOCK_HEADER);
  if (!n) return 1;
  size_t start = (size_t)mut_below(r, n);
  for (size_t j = 0; j < n; j++) {
    const mut_field *f = mut_nth_id(d, GID_IR_BLOCK_HEADER, (start + j) % n);
    uint64_t v = mut_field_value(d, f);
    size_t w = mut_varint_len(d->b[f->off]);
    if (f == top || (v & 1)) continue;
    mut_edit e;
    mut_edit_init(&e, d);
    if (mut_patch_varint(&e, f, v | 1, w) || mut_patch_bytes(&e, f->off + w, 0, kHuge9, 9, f->off))
      continue;
    int rc = mut_finish(&e, m);
    if (rc == 1) continue;
    if (rc) return rc;
    mut_set(m, k, f->id, NULL);
    m->expect_offset = (int64_t)(mut_map(&e, f->off) + w);
    return 0;
  }
  return 1;
}

/* isIsolatedFromAbove set on inline regions (v2+): a nested IR section is
 * then expected where the first region starts. */
MUT_APPLY(isolated_set) {
  if (d->version < 2) return 1;
  size_t n = mut_count_id(d, GID_IR_OP_REGIONS);
  if (!n) return 1;
  size_t start = (size_t)mut_below(r, n);
  for (size_t j = 0; j < n; j++) {
    const mut_field *f = mut_nth_id(d, GID_IR_OP_REGIONS, (start + j) % n);
    uint64_t v = mut_field_value(d, f);
    size_t w = mut_varint_len(d->b[f->off]);
    size_t next = f->off + w;
    if ((v & 1) || !(v >> 1) || next >= d->n || (d->b[next] & 0x7F) == 4) continue;
    mut_edit e;
    mut_edit_init(&e, d);
    if (mut_patch_varint(&e, f, v | 1, w)) continue;
    int rc = mut_finish(&e, m);
    if (rc) return rc;
    mut_set(m, k, f->id, NULL);
    m->expect_offset = (int64_t)next;
    return 0;
  }
  return 1;
}

/* One value fewer than the region defines: some definition (or a use of the
 * last value) must fail; which one depends on the value numbering. */
MUT_APPLY(numvalues_deflate) {
  size_t n = mut_count_id(d, GID_IR_REGION_NUM_VALUES);
  if (!n) return 1;
  size_t start = (size_t)mut_below(r, n);
  for (size_t j = 0; j < n; j++) {
    const mut_field *f = mut_nth_id(d, GID_IR_REGION_NUM_VALUES, (start + j) % n);
    uint64_t v = mut_field_value(d, f);
    if (!v) continue;
    mut_edit e;
    mut_edit_init(&e, d);
    if (mut_patch_varint(&e, f, v - 1, mut_varint_len(d->b[f->off]))) continue;
    int rc = mut_finish(&e, m);
    if (rc) return rc;
    mut_set(m, k, f->id, NULL);
    return 0;
  }
  return 1;
}

/* A byte at the end of a nested (lazily loadable) IR section. */
MUT_APPLY(nested_trailing) {
  int s = d->top[4];
  if (s < 0 || !d->nw) return 1;
  size_t lo = d->sec[s].data_off, hi = lo + (size_t)d->sec[s].len;
  size_t start = (size_t)mut_below(r, d->nw);
  for (size_t j = 0; j < d->nw; j++) {
    const mut_window *w = &d->w[(start + j) % d->nw];
    if (w->data_off < lo || w->data_off >= hi || !w->len) continue;
    size_t end = w->data_off + (size_t)w->len;
    uint8_t b = (uint8_t)mut_next(r);
    mut_edit e;
    mut_edit_init(&e, d);
    if (mut_patch_bytes(&e, end, 0, &b, 1, end - 1)) continue;
    int rc = mut_finish(&e, m);
    if (rc == 1) continue;
    if (rc) return rc;
    mut_set(m, k, GID_SECTION_DATA, NULL);
    m->expect_offset = (int64_t)mut_map(&e, end - 1) + 1;
    return 0;
  }
  return 1;
}
