/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* mut_fields.c — mutations of single fields in the tables: values out of
 * range, huge counts, overlong varints, trailing bytes, string-table
 * defects, dialect-version flags, resource kinds. */
#include <stdlib.h>
#include <string.h>
#include "mut_internal.h"

/* Sections whose every nested length the trace exposes (resource entries and
 * attribute/type payloads are sized from elsewhere: edited in place only). */
int mut_widenable(const mut_doc *d, size_t off) {
  int s = mut_sec_of(d, off);
  if (s == -1) return 1;
  if (s < 0) return 0;
  int id = d->sec[s].id;
  return id != 2 && id != 5 && id != 7;
}

static uint64_t bound_of(const mut_doc *d, int b) {
  switch (b) {
  case MUT_B_STR: return d->nstrings;
  case MUT_B_DIA: return d->ndialects;
  case MUT_B_OPN: return d->nopnames;
  case MUT_B_ATTR: return d->nattrs;
  case MUT_B_TYPE: return d->ntypes;
  case MUT_B_PROPS: return d->nprops;
  case MUT_B_VALUES: return d->sum_values;
  case MUT_B_BLOCKS: return d->max_blocks;
  default: return UINT64_MAX;
  }
}

/* Start at a random occurrence of k->field and take the first that fits. */
MUT_APPLY(set_varint) {
  size_t n = mut_count_id(d, k->field);
  if (!n) return 1;
  int mode = (int)(k->arg & 0xFF);
  int flagver = (int)((k->arg >> 8) & 0xFF);
  size_t start = (size_t)mut_below(r, n);
  for (size_t j = 0; j < n; j++) {
    const mut_field *f = mut_nth_id(d, k->field, (start + j) % n);
    uint64_t old;
    size_t have = mut_varint_get(d->b + f->off, d->n - f->off, &old);
    if (!have) continue;
    int flag = flagver && d->version >= flagver - 1 ? (int)(old & 1) : -1;
    uint64_t v, idx;
    size_t w = have;
    if (mode == MUT_B_ZERO) {
      v = 0;
    } else {
      uint64_t maxraw = have >= 9 ? UINT64_MAX : ((uint64_t)1 << (7 * have)) - 1;
      uint64_t maxidx = flag >= 0 ? maxraw >> 1 : maxraw;
      if (mode != MUT_B_HUGE && maxidx >= bound_of(d, mode)) {
        idx = maxidx;
      } else {
        if (have < 9 && !mut_widenable(d, f->off)) continue;
        idx = flag >= 0 ? UINT64_MAX >> 1 : UINT64_MAX;
        w = 9;
      }
      v = flag >= 0 ? (idx << 1) | (uint64_t)flag : idx;
    }
    mut_edit e;
    mut_edit_init(&e, d);
    if (mut_patch_varint(&e, f, v, w)) continue;
    int rc = mut_finish(&e, m);
    if (rc == 1) continue;
    if (rc) return rc;
    mut_set(m, k, f->id, NULL);
    m->expect_offset = (int64_t)mut_map(&e, f->off);
    if (k->arg & MUT_OFF_AFTER) m->expect_offset += (int64_t)w;
    if (k->arg & MUT_OFF_UNKNOWN) m->expect_offset = -1;
    return 0;
  }
  return 1;
}

/* Varint fields of the container and IR grammar (spec/grammar.json, class
 * varint) that can be re-encoded wider. */
static const char *const kVarints[] = {
    GID_FILE_VERSION, GID_STRINGS_COUNT, GID_STRINGS_SIZE, GID_DIALECTS_COUNT, GID_DIALECTS_NAME,
    GID_DIALECTS_NUM_OP_NAMES, GID_DIALECTS_OPGROUP_DIALECT, GID_DIALECTS_OPGROUP_COUNT,
    GID_DIALECTS_OPNAME, GID_ATTRTYPE_NUM_ATTRS, GID_ATTRTYPE_NUM_TYPES, GID_ATTRTYPE_GROUP_DIALECT,
    GID_ATTRTYPE_GROUP_COUNT, GID_ATTRTYPE_ENTRY, GID_RESOURCES_NUM_EXTERNAL_GROUPS,
    GID_RESOURCES_GROUP_PROVIDER, GID_RESOURCES_GROUP_DIALECT, GID_RESOURCES_GROUP_COUNT,
    GID_RESOURCES_ENTRY_KEY, GID_RESOURCES_ENTRY_SIZE, GID_PROPS_COUNT, GID_PROPS_SIZE,
    GID_PROPS_UNREGISTERED_ATTR, GID_IR_BLOCK_HEADER, GID_IR_BLOCK_NUM_ARGS, GID_IR_BLOCK_ARG_TYPE,
    GID_IR_BLOCK_ARG_LOCATION, GID_IR_OP_NAME, GID_IR_OP_LOCATION, GID_IR_OP_ATTRS,
    GID_IR_OP_PROPERTIES, GID_IR_OP_NUM_RESULTS, GID_IR_OP_RESULT_TYPE, GID_IR_OP_NUM_OPERANDS,
    GID_IR_OP_OPERAND, GID_IR_OP_NUM_SUCCESSORS, GID_IR_OP_SUCCESSOR, GID_IR_OP_REGIONS,
    GID_IR_REGION_NUM_BLOCKS, GID_IR_REGION_NUM_VALUES, GID_IR_USELIST_NUM_VALUES,
    GID_IR_USELIST_VALUE_INDEX, GID_IR_USELIST_COUNT, GID_IR_USELIST_INDEX};

static int is_varint_id(const char *id) {
  for (size_t i = 0; i < sizeof kVarints / sizeof *kVarints; i++)
    if (!strcmp(id, kVarints[i])) return 1;
  return 0;
}

/* arg 0: 1..7 extra bytes (at most 8 in all); 1: the 9-byte form. */
MUT_APPLY(widen_varint) {
  size_t nf = d->nf;
  if (!nf) return 1;
  size_t start = (size_t)mut_below(r, nf);
  for (size_t j = 0; j < nf; j++) {
    const mut_field *f = &d->f[(start + j) % nf];
    if (!is_varint_id(f->id) || !mut_widenable(d, f->off)) continue;
    uint64_t v;
    size_t have = mut_varint_get(d->b + f->off, d->n - f->off, &v);
    if (!have || have >= (k->arg ? 9u : 8u)) continue;
    size_t w = k->arg ? 9 : have + 1 + (size_t)mut_below(r, 8 - have);
    mut_edit e;
    mut_edit_init(&e, d);
    if (mut_patch_varint(&e, f, v, w)) continue;
    int rc = mut_finish(&e, m);
    if (rc == 1) continue;
    if (rc) return rc;
    mut_set(m, k, f->id, f->id);
    return 0;
  }
  return 1;
}

/* One byte after the last entry of section arg, outside nested windows. */
MUT_APPLY(section_trailing) {
  int i = d->top[k->arg];
  if (i < 0 || !d->sec[i].len) return 1;
  size_t end = d->sec[i].data_off + (size_t)d->sec[i].len;
  uint8_t b = (uint8_t)mut_next(r);
  mut_edit e;
  mut_edit_init(&e, d);
  if (mut_patch_top(&e, end, &b, 1, end - 1)) return 1;
  int rc = mut_finish(&e, m);
  if (rc) return rc;
  mut_set(m, k, GID_SECTION_DATA, NULL);
  m->expect_offset = (int64_t)mut_map(&e, end - 1) + 1;
  return 0;
}

/* A byte between the string sizes and the string data. */
MUT_APPLY(string_trailing_between) {
  size_t n = mut_count_id(d, GID_STRINGS_SIZE);
  int s = d->top[0];
  if (!n || s < 0) return 1;
  const mut_field *last = mut_nth_id(d, GID_STRINGS_SIZE, n - 1);
  size_t at = last->off + last->size;
  uint8_t b = (uint8_t)mut_next(r);
  mut_edit e;
  mut_edit_init(&e, d);
  if (mut_patch_bytes(&e, at, 0, &b, 1, last->off)) return 1;
  int rc = mut_finish(&e, m);
  if (rc) return rc;
  mut_set(m, k, GID_STRINGS_SIZE, NULL);
  m->expect_offset = (int64_t)mut_map(&e, last->off) + (int64_t)last->size;
  return 0;
}

/* The NUL that ends a string replaced by another byte. Sizes come in
 * reverse order: the k-th size belongs to the string that ends where the
 * previous ones (taken from the back of the section) begin. */
MUT_APPLY(string_nul) {
  size_t n = mut_count_id(d, GID_STRINGS_SIZE);
  int s = d->top[0];
  if (!n || s < 0) return 1;
  size_t pick = (size_t)mut_below(r, n), end = d->sec[s].data_off + (size_t)d->sec[s].len;
  for (size_t i = 0; i < pick; i++) {
    uint64_t sz = mut_field_value(d, mut_nth_id(d, GID_STRINGS_SIZE, i));
    if (sz > end - d->sec[s].data_off) return 1;
    end -= (size_t)sz;
  }
  uint64_t size = mut_field_value(d, mut_nth_id(d, GID_STRINGS_SIZE, pick));
  if (!size || end <= d->sec[s].data_off || d->b[end - 1] != 0) return 1;
  uint8_t *b = malloc(d->n);
  if (!b) return -1;
  memcpy(b, d->b, d->n);
  b[end - 1] = (uint8_t)('a' + mut_below(r, 26));
  mut_set(m, k, GID_STRINGS_SIZE, NULL);
  m->bytes = b;
  m->size = d->n;
  m->expect_offset = (int64_t)(end - 1);
  return 0;
}

/* hasVersion set on a dialect without a version section (v1+): the next
 * byte must then open a nested section 7. */
MUT_APPLY(dialect_hasversion) {
  size_t n = mut_count_id(d, GID_DIALECTS_NAME);
  int s = d->top[1];
  if (!n || s < 0 || d->version < 1) return 1;
  size_t start = (size_t)mut_below(r, n), end = d->sec[s].data_off + (size_t)d->sec[s].len;
  for (size_t j = 0; j < n; j++) {
    const mut_field *f = mut_nth_id(d, GID_DIALECTS_NAME, (start + j) % n);
    uint64_t v = mut_field_value(d, f);
    size_t w = mut_varint_len(d->b[f->off]);
    size_t next = f->off + w;
    if (v & 1) continue;
    if (next < end && (d->b[next] & 0x7F) == 7) continue;
    mut_edit e;
    mut_edit_init(&e, d);
    if (mut_patch_varint(&e, f, v | 1, w)) continue;
    int rc = mut_finish(&e, m);
    if (rc) return rc;
    mut_set(m, k, f->id, NULL);
    if (next >= end) m->expect_code = "E_TRUNCATED";
    m->expect_offset = (int64_t)next;
    return 0;
  }
  return 1;
}

/* A byte-sized field set to a value in [lo, lo + span) (arg: lo | span << 8;
 * span 0 = up to 255). The first byte of a varint may be set this way when
 * the field is one byte wide. */
MUT_APPLY(byte_value) {
  size_t n = mut_count_id(d, k->field);
  if (!n) return 1;
  size_t start = (size_t)mut_below(r, n);
  unsigned lo = (unsigned)(k->arg & 0xFF), span = (unsigned)((k->arg >> 8) & 0xFF);
  if (!span) span = 256 - lo;
  for (size_t j = 0; j < n; j++) {
    const mut_field *f = mut_nth_id(d, k->field, (start + j) % n);
    if (f->size != 1) continue;
    uint8_t *b = malloc(d->n);
    if (!b) return -1;
    memcpy(b, d->b, d->n);
    b[f->off] = (uint8_t)(lo + mut_below(r, span));
    mut_set(m, k, f->id, NULL);
    m->bytes = b;
    m->size = d->n;
    m->expect_offset = (int64_t)f->off;
    return 0;
  }
  return 1;
}

/* An AffineMapAttr expression kind (era 23) above the last one, 7: a value
 * 8..63 in place of the kind, re-encoded at the kind's own width. */
MUT_APPLY(affine_kind) {
  size_t n = mut_count_id(d, k->field);
  if (!n) return 1;
  size_t start = (size_t)mut_below(r, n);
  for (size_t j = 0; j < n; j++) {
    const mut_field *f = mut_nth_id(d, k->field, (start + j) % n);
    mut_edit e;
    mut_edit_init(&e, d);
    if (mut_patch_varint(&e, f, 8 + mut_below(r, 56), f->size)) continue;
    int rc = mut_finish(&e, m);
    if (rc == 1) continue;
    if (rc) return rc;
    mut_set(m, k, f->id, NULL);
    m->expect_offset = (int64_t)mut_map(&e, f->off);
    return 0;
  }
  return 1;
}

/* numOpNames is a capacity hint (v4+): off by one is still a valid file. */
MUT_APPLY(numopnames_hint) {
  (void)r;
  const mut_field *f = mut_nth_id(d, GID_DIALECTS_NUM_OP_NAMES, 0);
  if (!f) return 1;
  uint64_t v = mut_field_value(d, f);
  size_t w = mut_varint_len(d->b[f->off]);
  mut_edit e;
  mut_edit_init(&e, d);
  if (mut_patch_varint(&e, f, v + 1, w) && (!v || mut_patch_varint(&e, f, v - 1, w))) return 1;
  int rc = mut_finish(&e, m);
  if (!rc) mut_set(m, k, f->id, NULL);
  return rc;
}
