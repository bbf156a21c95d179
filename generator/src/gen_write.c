/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* gen_write.c — serialize the model as MLIR bytecode of the chosen version:
 * the container (magic, version, producer, sections with optional
 * alignment), every table section, and the IR section with nested
 * lazily-loadable sections. Every field goes through the traced writers of
 * gen_util.c, so the trace names each byte range by its grammar ID. */
#include <string.h>
#include "gen_internal.h"

#define OP(i) GV_AT(&c->ops, gop, (i))
#define VAL(i) GV_AT(&c->values, gvalue, (i))
#define BLK(i) GV_AT(&c->blocks, gblock, (i))
#define REG(i) GV_AT(&c->regions, gregion, (i))
#define U32(v, i) GV_AT((v), uint32_t, (i))

/* ---- value indices: per value scope, region by region ----
 * Each region numbers its own values from a base (0 when its op is isolated,
 * else where its parent region's count ends), so regions can be numbered in
 * any order: a worklist, not recursion. */
typedef struct lwork { int32_t reg; uint32_t base; } lwork;
static void assign_locals(gctx *c, int32_t first_root) {
  gvec todo;
  gv_init(&todo, sizeof(lwork));
  for (int32_t o = first_root; o >= 0; o = OP(o).next) /* the top level holds no values */
    for (int32_t r = OP(o).first_region; r >= 0; r = REG(r).next) ((lwork *)gv_push(&todo))->reg = r;
  while (todo.n) {
    lwork w = GV_AT(&todo, lwork, --todo.n);
    uint32_t k = w.base;
    for (int32_t b = REG(w.reg).first_block; b >= 0; b = BLK(b).next) {
      for (uint32_t i = 0; i < BLK(b).nargs; i++) VAL(U32(&c->opds, BLK(b).arg0 + i)).local = k++;
      for (int32_t o = BLK(b).first_op; o >= 0; o = OP(o).next)
        for (uint32_t i = 0; i < OP(o).nres; i++) VAL(U32(&c->opds, OP(o).res0 + i)).local = k++;
    }
    REG(w.reg).nvalues = k - w.base;
    for (int32_t b = REG(w.reg).first_block; b >= 0; b = BLK(b).next)
      for (int32_t o = BLK(b).first_op; o >= 0; o = OP(o).next)
        for (int32_t r = OP(o).first_region; r >= 0; r = REG(r).next) {
          lwork *n = gv_push(&todo);
          n->reg = r;
          n->base = OP(o).isolated ? 0 : k;
        }
  }
  gv_free(&todo);
}

/* use-list orders of a range of values (op results or block arguments) */
static void write_uselists(gctx *c, gbuf *b, uint32_t first, uint32_t n) {
  uint32_t cnt = 0;
  for (uint32_t i = 0; i < n; i++) cnt += VAL(U32(&c->opds, first + i)).ul >= 0;
  if (n > 1) g_varint(c, b, cnt, GID_IR_USELIST_NUM_VALUES);
  for (uint32_t i = 0; i < n; i++) {
    gvalue *v = &VAL(U32(&c->opds, first + i));
    if (v->ul < 0) continue;
    gul *u = &GV_AT(&c->uls, gul, v->ul);
    if (n > 1) g_varint(c, b, i, GID_IR_USELIST_VALUE_INDEX);
    g_varint_flags(c, b, ((uint64_t)u->n << 1) | u->pair, GID_IR_USELIST_COUNT,
                   g_flags(c, "isIndexPairEncoding=%d", u->pair));
    for (uint32_t j = 0; j < u->n; j++) g_varint(c, b, U32(&c->ulidx, u->idx0 + j), GID_IR_USELIST_INDEX);
  }
}

static int any_uselist(gctx *c, uint32_t first, uint32_t n) {
  for (uint32_t i = 0; i < n; i++)
    if (VAL(U32(&c->opds, first + i)).ul >= 0) return 1;
  return 0;
}


/* The flag text of an op mask, formatted once per file and mask value. */
static uint32_t mask_flags(gctx *c, uint8_t mask) {
  if (!(c->want & MBG_OUT_TRACE)) return 0;
  uint32_t *f = &c->maskflags[mask & 0x7F];
  if (!*f)
    *f = g_flags(c, "hasAttrs=%d;hasResults=%d;hasOperands=%d;hasSuccessors=%d;hasRegions=%d%s%s;reserved0x80=0",
                 mask & 1, (mask >> 1) & 1, (mask >> 2) & 1, (mask >> 3) & 1, (mask >> 4) & 1,
                 c->version >= 3 ? ((mask & 0x20) ? ";hasUseListOrders=1" : ";hasUseListOrders=0") : "",
                 c->version >= 5 ? ((mask & 0x40) ? ";hasProperties=1" : ";hasProperties=0") : "");
  return *f;
}

/* The IR section is written by one walk of the model (gen_walk.c). An op
 * whose regions go into a nested IR section (isolated, v2+) writes them into
 * a buffer of its own, pushed at op_begin and wrapped into its parent's at
 * op_end, when the length is known. */
typedef struct irw {
  gctx *c;
  gbuf *base; /* the IR section */
  gvec subs;  /* gbuf: nested IR sections being written, innermost last */
} irw;

static gbuf *ir_out(irw *w) { return w->subs.n ? &GV_AT(&w->subs, gbuf, w->subs.n - 1) : w->base; }
static int nested_section(gctx *c, int32_t oi) { return OP(oi).isolated && c->version >= 2; }

static void ir_op_begin(void *ud, int32_t oi, uint32_t depth, int first) {
  (void)depth, (void)first;
  irw *w = ud;
  gctx *c = w->c;
  gbuf *b = ir_out(w);
  gop *o = &OP(oi);
  int ul = c->version >= 3 && any_uselist(c, o->res0, o->nres);
  uint8_t mask = (uint8_t)((o->attrs >= 0 ? 0x01 : 0) | (o->nres ? 0x02 : 0) | (o->nopd ? 0x04 : 0) |
                           (o->nsucc ? 0x08 : 0) | (o->nregions ? 0x10 : 0) | (ul ? 0x20 : 0) |
                           (o->props >= 0 && c->version >= 5 ? 0x40 : 0));
  g_varint(c, b, o->name, GID_IR_OP_NAME);
  g_byte(c, b, mask, GID_IR_OP_MASK, mask_flags(c, mask));
  g_varint(c, b, o->loc, GID_IR_OP_LOCATION);
  if (mask & 0x01) g_varint(c, b, (uint64_t)o->attrs, GID_IR_OP_ATTRS);
  if (mask & 0x40) g_varint(c, b, (uint64_t)o->props, GID_IR_OP_PROPERTIES);
  if (mask & 0x02) {
    g_varint(c, b, o->nres, GID_IR_OP_NUM_RESULTS);
    for (uint32_t i = 0; i < o->nres; i++) g_varint(c, b, VAL(U32(&c->opds, o->res0 + i)).type, GID_IR_OP_RESULT_TYPE);
  }
  if (mask & 0x04) {
    g_varint(c, b, o->nopd, GID_IR_OP_NUM_OPERANDS);
    for (uint32_t i = 0; i < o->nopd; i++) g_varint(c, b, VAL(U32(&c->opds, o->opd0 + i)).local, GID_IR_OP_OPERAND);
  }
  if (mask & 0x08) {
    g_varint(c, b, o->nsucc, GID_IR_OP_NUM_SUCCESSORS);
    for (uint32_t i = 0; i < o->nsucc; i++) g_varint(c, b, U32(&c->succs, o->succ0 + i), GID_IR_OP_SUCCESSOR);
  }
  if (mask & 0x20) write_uselists(c, b, o->res0, o->nres);
  if (mask & 0x10) {
    int iso = o->isolated;
    g_varint_flags(c, b, ((uint64_t)o->nregions << 1) | (uint64_t)iso, GID_IR_OP_REGIONS,
                   g_flags(c, "isIsolatedFromAbove=%d", iso));
    if (nested_section(c, oi)) gb_init(gv_push(&w->subs), c);
  }
}

static void ir_op_end(void *ud, int32_t oi, uint32_t depth) {
  (void)depth;
  irw *w = ud;
  gctx *c = w->c;
  if (!OP(oi).nregions || !nested_section(c, oi)) return;
  gbuf sub = GV_AT(&w->subs, gbuf, --w->subs.n); /* a nested IR section: lazily loadable */
  gbuf *b = ir_out(w);
  size_t sat = b->n;
  g_byte(c, b, 4, GID_SECTION_ID, g_flags(c, "hasAlignment=0"));
  g_varint(c, b, sub.n, GID_SECTION_LENGTH);
  size_t at = b->n;
  gb_append(b, &sub);
  gb_trace(b, GID_SECTION_DATA, at, 0);
  gb_trace(b, GID_IR_REGIONS_SECTION, sat, 0); /* production: header + regions */
  gb_free(&sub);
  OP(oi).lazy = 1;
  c->used |= GF_LAZY;
}

static void ir_block_begin(void *ud, int32_t bi, int first) {
  (void)first;
  irw *w = ud;
  gctx *c = w->c;
  gbuf *b = ir_out(w);
  gblock *k = &BLK(bi);
  int has_args = k->nargs > 0;
  g_varint_flags(c, b, ((uint64_t)k->nops << 1) | (uint64_t)has_args, GID_IR_BLOCK_HEADER,
                 g_flags(c, "hasArgs=%d", has_args));
  if (has_args) {
    g_varint(c, b, k->nargs, GID_IR_BLOCK_NUM_ARGS);
    for (uint32_t i = 0; i < k->nargs; i++) {
      uint32_t t = VAL(U32(&c->opds, BLK(bi).arg0 + i)).type;
      uint32_t loc = U32(&c->arglocs, BLK(bi).argloc0 + i);
      if (c->version >= 4) {
        int has = loc != UINT32_MAX;
        g_varint_flags(c, b, ((uint64_t)t << 1) | (uint64_t)has, GID_IR_BLOCK_ARG_TYPE,
                       g_flags(c, "hasLocation=%d", has));
        if (has) g_varint(c, b, loc, GID_IR_BLOCK_ARG_LOCATION);
      } else {
        g_varint(c, b, t, GID_IR_BLOCK_ARG_TYPE);
        g_varint(c, b, loc, GID_IR_BLOCK_ARG_LOCATION);
      }
    }
    if (c->version >= 3) {
      int ul = any_uselist(c, BLK(bi).arg0, BLK(bi).nargs);
      g_byte(c, b, ul ? 0x20 : 0x00, GID_IR_BLOCK_HAS_USE_LIST_ORDERS, 0);
      if (ul) write_uselists(c, b, BLK(bi).arg0, BLK(bi).nargs);
    }
  }
}

static void ir_region_begin(void *ud, int32_t reg, int first) {
  (void)first;
  irw *w = ud;
  gctx *c = w->c;
  gbuf *b = ir_out(w);
  g_varint(c, b, REG(reg).nblocks, GID_IR_REGION_NUM_BLOCKS);
  if (REG(reg).nblocks) g_varint(c, b, REG(reg).nvalues, GID_IR_REGION_NUM_VALUES);
}

/* The ops from c->root_first on, after the top-level block header. */
static void write_ir(gctx *c, gbuf *sec) {
  static const gwalk ev = {ir_op_begin, ir_op_end, ir_region_begin, NULL, ir_block_begin, NULL};
  irw w = {c, sec, {0}};
  gv_init(&w.subs, sizeof(gbuf));
  g_walk(c, c->root_first, &ev, &w);
  gv_free(&w.subs);
}

/* ---- table sections ---- */
static void sec_strings(gctx *c, gbuf *b) {
  uint32_t n = (uint32_t)(c->strs.n / 2);
  g_varint(c, b, n, GID_STRINGS_COUNT);
  for (uint32_t i = n; i-- > 0;) g_varint(c, b, (uint64_t)U32(&c->strs, 2 * i + 1) + 1, GID_STRINGS_SIZE);
  for (uint32_t i = 0; i < n; i++) {
    size_t at = b->n;
    gb_put(b, c->strpool.d + U32(&c->strs, 2 * i), U32(&c->strs, 2 * i + 1));
    gb_byte(b, 0);
    gb_trace(b, GID_STRINGS_DATA, at, 0);
  }
}

static void sec_dialects(gctx *c, gbuf *b) {
  g_varint(c, b, c->dialects.n, GID_DIALECTS_COUNT);
  for (size_t i = 0; i < c->dialects.n; i++) {
    gdialect *d = &GV_AT(&c->dialects, gdialect, i);
    if (c->version >= 1) {
      g_varint_flags(c, b, ((uint64_t)d->name_str << 1) | (uint64_t)d->has_version, GID_DIALECTS_NAME,
                     g_flags(c, "hasVersion=%d", d->has_version));
      if (d->has_version) {
        g_byte(c, b, 7, GID_SECTION_ID, g_flags(c, "hasAlignment=0"));
        g_varint(c, b, d->nver, GID_SECTION_LENGTH);
        size_t at = b->n;
        gb_put(b, d->ver, d->nver);
        gb_trace(b, GID_SECTION_DATA, at, 0);
        gb_trace(b, GID_DIALECTS_VERSION, at, 0);
        if (c->era >= 23 && i == 0) gb_trace(b, GID_DIALECTS_VERSION_BUILTIN, at, 0); /* builtin: dialect 0 */
      }
    } else {
      g_varint(c, b, d->name_str, GID_DIALECTS_NAME);
    }
  }
  if (c->version >= 4) g_varint(c, b, c->opnames.n, GID_DIALECTS_NUM_OP_NAMES);
  for (size_t i = 0; i < c->opnames.n;) { /* groups: runs of one dialect */
    uint32_t d = GV_AT(&c->opnames, gopname, i).dialect;
    size_t j = i;
    while (j < c->opnames.n && GV_AT(&c->opnames, gopname, j).dialect == d) j++;
    g_varint(c, b, d, GID_DIALECTS_OPGROUP_DIALECT);
    g_varint(c, b, j - i, GID_DIALECTS_OPGROUP_COUNT);
    for (; i < j; i++) {
      gopname *o = &GV_AT(&c->opnames, gopname, i);
      if (c->version >= 5)
        g_varint_flags(c, b, ((uint64_t)o->str << 1) | (uint64_t)o->registered, GID_DIALECTS_OPNAME,
                       g_flags(c, "wasRegistered=%d", o->registered));
      else
        g_varint(c, b, o->str, GID_DIALECTS_OPNAME);
    }
  }
}

static void groups_of(gctx *c, gbuf *off, gvec *v) {
  for (size_t i = 0; i < v->n;) {
    uint32_t d = GV_AT(v, gentry, i).dialect;
    size_t j = i;
    while (j < v->n && GV_AT(v, gentry, j).dialect == d) j++;
    g_varint(c, off, d, GID_ATTRTYPE_GROUP_DIALECT);
    g_varint(c, off, j - i, GID_ATTRTYPE_GROUP_COUNT);
    for (; i < j; i++) {
      gentry *e = &GV_AT(v, gentry, i);
      g_varint_flags(c, off, ((uint64_t)e->pay_len << 1) | e->custom, GID_ATTRTYPE_ENTRY,
                     g_flags(c, "hasCustomEncoding=%d", e->custom));
    }
  }
}

static void payloads_of(gctx *c, gbuf *data, gvec *v) {
  for (size_t i = 0; i < v->n; i++) {
    gentry *e = &GV_AT(v, gentry, i);
    size_t base = data->n;
    gb_put(data, c->pay.d + e->pay_off, e->pay_len);
    gb_trace(data, GID_ATTRTYPE_PAYLOAD, base, 0);
    if (!e->trn) continue;
    gtrace_ent *x = gv_grow(&data->tr, e->trn);
    memcpy(x, &GV_AT(&c->pay.tr, gtrace_ent, e->tr0), e->trn * sizeof *x);
    for (uint32_t t = 0; t < e->trn; t++) x[t].off = x[t].off - e->pay_off + (uint32_t)base;
  }
}

static void sec_attrtype(gctx *c, gbuf *off, gbuf *data) {
  g_varint(c, off, c->attrs.n, GID_ATTRTYPE_NUM_ATTRS);
  g_varint(c, off, c->types.n, GID_ATTRTYPE_NUM_TYPES);
  groups_of(c, off, &c->attrs);
  groups_of(c, off, &c->types);
  payloads_of(c, data, &c->attrs);
  payloads_of(c, data, &c->types);
}

/* Resource data (5) and offsets (6). Blob padding is relative to the start
 * of section 5, whose own alignment covers every blob (see g_write). */
static uint32_t sec_resources(gctx *c, gbuf *off, gbuf *data) {
  uint32_t maxalign = 1, next = 0;
  for (size_t g = 0; g < c->groups.n; g++) next += GV_AT(&c->groups, ggroup, g).external;
  g_varint(c, off, next, GID_RESOURCES_NUM_EXTERNAL_GROUPS);
  for (size_t g = 0; g < c->groups.n; g++) {
    ggroup *gr = &GV_AT(&c->groups, ggroup, g);
    g_varint(c, off, gr->key, gr->external ? GID_RESOURCES_GROUP_PROVIDER : GID_RESOURCES_GROUP_DIALECT);
    uint32_t n = 0;
    for (size_t i = 0; i < c->res.n; i++) n += GV_AT(&c->res, gres, i).group == (int)g;
    g_varint(c, off, n, GID_RESOURCES_GROUP_COUNT);
    for (size_t i = 0; i < c->res.n; i++) {
      gres *r = &GV_AT(&c->res, gres, i);
      if (r->group != (int)g) continue;
      size_t at = data->n;
      if (!r->decl) {
        if (r->kind == 0) {
          g_varint(c, data, r->align, GID_RESOURCES_BLOB_ALIGNMENT);
          g_varint(c, data, r->len, GID_RESOURCES_BLOB_SIZE);
          size_t pat = data->n;
          while (data->n % r->align) gb_byte(data, (uint8_t)c->k.pad_byte);
          if (data->n > pat) gb_trace(data, GID_RESOURCES_BLOB_PADDING, pat, 0);
          size_t dat = data->n;
          gb_put(data, r->data, r->len);
          gb_trace(data, GID_RESOURCES_BLOB_DATA, dat, 0);
          if (r->align > maxalign) maxalign = r->align;
        } else if (r->kind == 1) {
          g_byte(c, data, r->data[0], GID_RESOURCES_BOOL, 0);
        } else {
          g_varint(c, data, r->val_str, GID_RESOURCES_STRING);
        }
        gb_trace(data, GID_RESOURCES_ENTRY_DATA, at, 0);
      } else {
        gb_trace(data, GID_RESOURCES_ENTRY_DATA, at, 0); /* declared: no bytes */
      }
      g_varint(c, off, r->key_str, GID_RESOURCES_ENTRY_KEY);
      g_varint(c, off, data->n - at, GID_RESOURCES_ENTRY_SIZE);
      g_byte(c, off, r->kind, GID_RESOURCES_ENTRY_KIND, 0);
    }
  }
  return maxalign;
}

static void sec_props(gctx *c, gbuf *b) {
  uint32_t n = (uint32_t)(c->props.n / 2);
  if (n == 0 && c->k.empty_sections) {
    return; /* present and empty: an empty table */
  }
  g_varint(c, b, n, GID_PROPS_COUNT);
  size_t t = 0; /* entries and their traces are stored in order: one cursor */
  for (uint32_t i = 0; i < n; i++) {
    uint32_t off = U32(&c->props, 2 * i), len = U32(&c->props, 2 * i + 1);
    g_varint(c, b, len, GID_PROPS_SIZE);
    size_t at = b->n;
    gb_put(b, c->propbytes.d + off, len);
    gb_trace(b, GID_PROPS_DATA, at, 0);
    for (; t < c->propbytes.tr.n && GV_AT(&c->propbytes.tr, gtrace_ent, t).off < off + len; t++) {
      gtrace_ent *x = &GV_AT(&c->propbytes.tr, gtrace_ent, t);
      if (x->off >= off) {
        gtrace_ent *y = gv_push(&b->tr);
        *y = *x;
        y->off = x->off - off + (uint32_t)at;
      }
    }
  }
}

static void put_section(gctx *c, gbuf *file, int id, const gbuf *payload, uint32_t align) {
  int flag = align > 1;
  if (payload->n == 0) c->used |= GF_EMPTY;
  g_byte(c, file, (uint8_t)(id | (flag ? 0x80 : 0)), GID_SECTION_ID, g_flags(c, "hasAlignment=%d", flag));
  g_varint(c, file, payload->n, GID_SECTION_LENGTH);
  if (flag) {
    g_varint(c, file, align, GID_SECTION_ALIGNMENT);
    size_t at = file->n;
    while (file->n % align) gb_byte(file, (uint8_t)c->k.pad_byte);
    if (file->n > at) gb_trace(file, GID_SECTION_PADDING, at, 0);
    c->used |= GF_ALIGN;
    if (align > 16) c->used |= GF_BIGALIGN; /* beyond a malloc'd buffer's alignment */
    /* mlir-opt's heap buffer is 16-aligned; 22.1.8 rejects a section needing
     * more (AMB-003) */
    if (align > 16) g_not_expressible(c, "section alignment above 16 (buffer alignment, AMB-003)");
  }
  size_t at = file->n;
  gb_append(file, payload);
  gb_trace(file, GID_SECTION_DATA, at, 0);
}

int g_write(gctx *c, gbuf *file) {
  enum { NSEC = 9 };
  gbuf sec[NSEC];
  int present[NSEC] = {0};
  for (int i = 0; i < NSEC; i++) gb_init(&sec[i], c);
  assign_locals(c, c->root_first);
  g_varint_flags(c, &sec[4], (uint64_t)c->nroot << 1, GID_IR_BLOCK_HEADER, g_flags(c, "hasArgs=0"));
  write_ir(c, &sec[4]);
  gb_trace(&sec[4], GID_IR, 0, 0); /* production: the whole top-level block */
  present[4] = 1;
  /* tables (every entry exists by now) */
  sec_dialects(c, &sec[1]);
  present[1] = 1;
  sec_attrtype(c, &sec[3], &sec[2]);
  present[2] = present[3] = 1;
  uint32_t blob_align = 1;
  if (c->groups.n || c->k.empty_sections) {
    blob_align = sec_resources(c, &sec[6], &sec[5]);
    present[5] = present[6] = 1;
  }
  sec_strings(c, &sec[0]);
  present[0] = 1;
  if (c->version >= 5 || c->k.empty_sections) {
    if (c->version < 5) {
      /* optional before v5: present and empty */
    } else {
      sec_props(c, &sec[8]);
    }
    present[8] = 1;
  }
  /* section order: upstream 1 3 2 4 6 5 0 8, or shuffled (any order is legal) */
  int order[NSEC] = {1, 3, 2, 4, 6, 5, 0, 8, 7};
  int norder = 8;
  if (c->k.section_order) {
    for (int i = norder - 1; i > 0; i--) {
      int j = (int)g_below(&c->r, (uint32_t)i + 1), t = order[i];
      order[i] = order[j];
      order[j] = t;
    }
    static const int up[8] = {1, 3, 2, 4, 6, 5, 0, 8};
    int same = 1;
    for (int i = 0, k = 0; i < norder; i++) {
      if (!present[order[i]]) continue;
      while (k < 8 && !present[up[k]]) k++;
      if (k < 8 && up[k++] != order[i]) same = 0;
    }
    if (!same) c->used |= GF_ORDER;
  }
  static const uint8_t magic[4] = {0x4D, 0x4C, 0xEF, 0x52};
  gb_put(file, magic, 4);
  gb_trace(file, GID_FILE_MAGIC, 0, 0);
  g_varint(c, file, (uint64_t)c->version, GID_FILE_VERSION);
  size_t at = file->n;
  gb_put(file, c->producer, strlen(c->producer) + 1);
  gb_trace(file, GID_FILE_PRODUCER, at, 0);
  for (int i = 0; i < norder; i++) {
    int id = order[i];
    if (!present[id]) continue;
    uint32_t align = c->align > 1 ? (uint32_t)c->align : 1;
    if (id == 5 && blob_align > align) align = blob_align;
    put_section(c, file, id, &sec[id], align);
  }
  for (int i = 0; i < NSEC; i++) gb_free(&sec[i]);
  if (c->vx) c->used |= GF_OVERLONG;
  return 0;
}
