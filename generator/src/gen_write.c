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

/* ---- value indices: per value scope, region by region ---- */
static void assign_locals(gctx *c, int32_t reg, uint32_t base) {
  uint32_t k = base;
  for (int32_t b = REG(reg).first_block; b >= 0; b = BLK(b).next) {
    for (uint32_t i = 0; i < BLK(b).nargs; i++) VAL(U32(&c->opds, BLK(b).arg0 + i)).local = k++;
    for (int32_t o = BLK(b).first_op; o >= 0; o = OP(o).next)
      for (uint32_t i = 0; i < OP(o).nres; i++) VAL(U32(&c->opds, OP(o).res0 + i)).local = k++;
  }
  REG(reg).nvalues = k - base;
  for (int32_t b = REG(reg).first_block; b >= 0; b = BLK(b).next)
    for (int32_t o = BLK(b).first_op; o >= 0; o = OP(o).next)
      for (int32_t r = OP(o).first_region; r >= 0; r = REG(r).next)
        assign_locals(c, r, OP(o).isolated ? 0 : k);
}

/* use-list orders of a range of values (op results or block arguments) */
static void write_uselists(gctx *c, gbuf *b, uint32_t first, uint32_t n) {
  uint32_t cnt = 0;
  for (uint32_t i = 0; i < n; i++) cnt += VAL(U32(&c->opds, first + i)).ul >= 0;
  if (n > 1) g_varint(c, b, cnt, "ir.uselist.numValues");
  for (uint32_t i = 0; i < n; i++) {
    gvalue *v = &VAL(U32(&c->opds, first + i));
    if (v->ul < 0) continue;
    gul *u = &GV_AT(&c->uls, gul, v->ul);
    if (n > 1) g_varint(c, b, i, "ir.uselist.valueIndex");
    g_varint_flags(c, b, ((uint64_t)u->n << 1) | u->pair, "ir.uselist.count",
                   g_flags(c, "isIndexPairEncoding=%d", u->pair));
    for (uint32_t j = 0; j < u->n; j++) g_varint(c, b, U32(&c->ulidx, u->idx0 + j), "ir.uselist.index");
  }
}

static int any_uselist(gctx *c, uint32_t first, uint32_t n) {
  for (uint32_t i = 0; i < n; i++)
    if (VAL(U32(&c->opds, first + i)).ul >= 0) return 1;
  return 0;
}

static void write_region(gctx *c, gbuf *b, int32_t reg);

static void write_op(gctx *c, gbuf *b, int32_t oi) {
  gop *o = &OP(oi);
  int ul = c->version >= 3 && any_uselist(c, o->res0, o->nres);
  uint8_t mask = (uint8_t)((o->attrs >= 0 ? 0x01 : 0) | (o->nres ? 0x02 : 0) | (o->nopd ? 0x04 : 0) |
                           (o->nsucc ? 0x08 : 0) | (o->nregions ? 0x10 : 0) | (ul ? 0x20 : 0) |
                           (o->props >= 0 && c->version >= 5 ? 0x40 : 0));
  g_varint(c, b, o->name, "ir.op.name");
  g_byte(c, b, mask, "ir.op.mask",
         g_flags(c, "hasAttrs=%d;hasResults=%d;hasOperands=%d;hasSuccessors=%d;hasRegions=%d%s%s",
                 mask & 1, (mask >> 1) & 1, (mask >> 2) & 1, (mask >> 3) & 1, (mask >> 4) & 1,
                 c->version >= 3 ? ((mask & 0x20) ? ";hasUseListOrders=1" : ";hasUseListOrders=0") : "",
                 c->version >= 5 ? ((mask & 0x40) ? ";hasProperties=1" : ";hasProperties=0") : ""));
  g_varint(c, b, o->loc, "ir.op.location");
  if (mask & 0x01) g_varint(c, b, (uint64_t)o->attrs, "ir.op.attrs");
  if (mask & 0x40) g_varint(c, b, (uint64_t)o->props, "ir.op.properties");
  if (mask & 0x02) {
    g_varint(c, b, o->nres, "ir.op.numResults");
    for (uint32_t i = 0; i < o->nres; i++) g_varint(c, b, VAL(U32(&c->opds, o->res0 + i)).type, "ir.op.resultType");
  }
  if (mask & 0x04) {
    g_varint(c, b, o->nopd, "ir.op.numOperands");
    for (uint32_t i = 0; i < o->nopd; i++) g_varint(c, b, VAL(U32(&c->opds, o->opd0 + i)).local, "ir.op.operand");
  }
  if (mask & 0x08) {
    g_varint(c, b, o->nsucc, "ir.op.numSuccessors");
    for (uint32_t i = 0; i < o->nsucc; i++) g_varint(c, b, U32(&c->succs, o->succ0 + i), "ir.op.successor");
  }
  if (mask & 0x20) write_uselists(c, b, o->res0, o->nres);
  if (mask & 0x10) {
    int iso = o->isolated;
    g_varint_flags(c, b, ((uint64_t)o->nregions << 1) | (uint64_t)iso, "ir.op.regions",
                   g_flags(c, "isIsolatedFromAbove=%d", iso));
    if (iso && c->version >= 2) { /* a nested IR section: lazily loadable */
      gbuf sub;
      gb_init(&sub);
      for (int32_t r = OP(oi).first_region; r >= 0; r = REG(r).next) write_region(c, &sub, r);
      g_byte(c, b, 4, "section.id", g_flags(c, "hasAlignment=0"));
      g_varint(c, b, sub.n, "section.length");
      size_t at = b->n;
      gb_append(b, &sub);
      gb_trace(b, "section.data", at, 0);
      gb_free(&sub);
      OP(oi).lazy = 1;
      c->used |= GF_LAZY;
    } else {
      for (int32_t r = OP(oi).first_region; r >= 0; r = REG(r).next) write_region(c, b, r);
    }
  }
}

static void write_block(gctx *c, gbuf *b, int32_t bi) {
  gblock *k = &BLK(bi);
  int has_args = k->nargs > 0;
  g_varint_flags(c, b, ((uint64_t)k->nops << 1) | (uint64_t)has_args, "ir.block.header",
                 g_flags(c, "hasArgs=%d", has_args));
  if (has_args) {
    g_varint(c, b, k->nargs, "ir.block.numArgs");
    for (uint32_t i = 0; i < k->nargs; i++) {
      uint32_t t = VAL(U32(&c->opds, BLK(bi).arg0 + i)).type;
      uint32_t loc = U32(&c->arglocs, BLK(bi).argloc0 + i);
      if (c->version >= 4) {
        int has = loc != UINT32_MAX;
        g_varint_flags(c, b, ((uint64_t)t << 1) | (uint64_t)has, "ir.block.arg.type",
                       g_flags(c, "hasLocation=%d", has));
        if (has) g_varint(c, b, loc, "ir.block.arg.location");
      } else {
        g_varint(c, b, t, "ir.block.arg.type");
        g_varint(c, b, loc, "ir.block.arg.location");
      }
    }
    if (c->version >= 3) {
      int ul = any_uselist(c, BLK(bi).arg0, BLK(bi).nargs);
      g_byte(c, b, ul ? 0x20 : 0x00, "ir.block.hasUseListOrders", 0);
      if (ul) write_uselists(c, b, BLK(bi).arg0, BLK(bi).nargs);
    }
  }
  for (int32_t o = BLK(bi).first_op; o >= 0; o = OP(o).next) write_op(c, b, o);
}

static void write_region(gctx *c, gbuf *b, int32_t reg) {
  g_varint(c, b, REG(reg).nblocks, "ir.region.numBlocks");
  if (!REG(reg).nblocks) return;
  g_varint(c, b, REG(reg).nvalues, "ir.region.numValues");
  for (int32_t k = REG(reg).first_block; k >= 0; k = BLK(k).next) write_block(c, b, k);
}

/* ---- table sections ---- */
static void sec_strings(gctx *c, gbuf *b) {
  uint32_t n = (uint32_t)(c->strs.n / 2);
  g_varint(c, b, n, "strings.count");
  for (uint32_t i = n; i-- > 0;) g_varint(c, b, (uint64_t)U32(&c->strs, 2 * i + 1) + 1, "strings.size");
  for (uint32_t i = 0; i < n; i++) {
    size_t at = b->n;
    gb_put(b, c->strpool.d + U32(&c->strs, 2 * i), U32(&c->strs, 2 * i + 1));
    gb_byte(b, 0);
    gb_trace(b, "strings.data", at, 0);
  }
}

static void sec_dialects(gctx *c, gbuf *b) {
  g_varint(c, b, c->dialects.n, "dialects.count");
  for (size_t i = 0; i < c->dialects.n; i++) {
    gdialect *d = &GV_AT(&c->dialects, gdialect, i);
    if (c->version >= 1) {
      g_varint_flags(c, b, ((uint64_t)d->name_str << 1) | (uint64_t)d->has_version, "dialects.name",
                     g_flags(c, "hasVersion=%d", d->has_version));
      if (d->has_version) {
        g_byte(c, b, 7, "section.id", g_flags(c, "hasAlignment=0"));
        g_varint(c, b, d->nver, "section.length");
        size_t at = b->n;
        gb_put(b, d->ver, d->nver);
        gb_trace(b, "dialects.version", at, 0);
      }
    } else {
      g_varint(c, b, d->name_str, "dialects.name");
    }
  }
  if (c->version >= 4) g_varint(c, b, c->opnames.n, "dialects.numOpNames");
  for (size_t i = 0; i < c->opnames.n;) { /* groups: runs of one dialect */
    uint32_t d = GV_AT(&c->opnames, gopname, i).dialect;
    size_t j = i;
    while (j < c->opnames.n && GV_AT(&c->opnames, gopname, j).dialect == d) j++;
    g_varint(c, b, d, "dialects.opgroup.dialect");
    g_varint(c, b, j - i, "dialects.opgroup.count");
    for (; i < j; i++) {
      gopname *o = &GV_AT(&c->opnames, gopname, i);
      if (c->version >= 5)
        g_varint_flags(c, b, ((uint64_t)o->str << 1) | (uint64_t)o->registered, "dialects.opname",
                       g_flags(c, "wasRegistered=%d", o->registered));
      else
        g_varint(c, b, o->str, "dialects.opname");
    }
  }
}

static void groups_of(gctx *c, gbuf *off, gvec *v) {
  for (size_t i = 0; i < v->n;) {
    uint32_t d = GV_AT(v, gentry, i).dialect;
    size_t j = i;
    while (j < v->n && GV_AT(v, gentry, j).dialect == d) j++;
    g_varint(c, off, d, "attrtype.group.dialect");
    g_varint(c, off, j - i, "attrtype.group.count");
    for (; i < j; i++) {
      gentry *e = &GV_AT(v, gentry, i);
      g_varint_flags(c, off, ((uint64_t)e->pay_len << 1) | e->custom, "attrtype.entry",
                     g_flags(c, "hasCustomEncoding=%d", e->custom));
    }
  }
}

static void payloads_of(gctx *c, gbuf *data, gvec *v) {
  for (size_t i = 0; i < v->n; i++) {
    gentry *e = &GV_AT(v, gentry, i);
    size_t base = data->n;
    gb_put(data, c->pay.d + e->pay_off, e->pay_len);
    gb_trace(data, "attrtype.payload", base, 0);
    for (uint32_t t = 0; t < e->trn; t++) {
      gtrace_ent *x = gv_push(&data->tr);
      *x = GV_AT(&c->pay.tr, gtrace_ent, e->tr0 + t);
      x->off = x->off - e->pay_off + (uint32_t)base;
    }
  }
}

static void sec_attrtype(gctx *c, gbuf *off, gbuf *data) {
  g_varint(c, off, c->attrs.n, "attrtype.numAttrs");
  g_varint(c, off, c->types.n, "attrtype.numTypes");
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
  g_varint(c, off, next, "resources.numExternalGroups");
  for (size_t g = 0; g < c->groups.n; g++) {
    ggroup *gr = &GV_AT(&c->groups, ggroup, g);
    g_varint(c, off, gr->key, gr->external ? "resources.group.provider" : "resources.group.dialect");
    uint32_t n = 0;
    for (size_t i = 0; i < c->res.n; i++) n += GV_AT(&c->res, gres, i).group == (int)g;
    g_varint(c, off, n, "resources.group.count");
    for (size_t i = 0; i < c->res.n; i++) {
      gres *r = &GV_AT(&c->res, gres, i);
      if (r->group != (int)g) continue;
      size_t at = data->n;
      if (!r->decl) {
        if (r->kind == 0) {
          g_varint(c, data, r->align, "resources.blob.alignment");
          g_varint(c, data, r->len, "resources.blob.size");
          size_t pat = data->n;
          while (data->n % r->align) gb_byte(data, (uint8_t)c->k.pad_byte);
          if (data->n > pat) gb_trace(data, "resources.blob.padding", pat, 0);
          size_t dat = data->n;
          gb_put(data, r->data, r->len);
          gb_trace(data, "resources.blob.data", dat, 0);
          if (r->align > maxalign) maxalign = r->align;
        } else if (r->kind == 1) {
          g_byte(c, data, r->data[0], "resources.bool", 0);
        } else {
          g_varint(c, data, r->val_str, "resources.string");
        }
        gb_trace(data, "resources.entry.data", at, 0);
      }
      g_varint(c, off, r->key_str, "resources.entry.key");
      g_varint(c, off, data->n - at, "resources.entry.size");
      g_byte(c, off, r->kind, "resources.entry.kind", 0);
    }
  }
  return maxalign;
}

static void sec_props(gctx *c, gbuf *b) {
  uint32_t n = (uint32_t)(c->props.n / 2);
  if (n == 0 && c->k.empty_sections) {
    c->used |= GF_EMPTY;
    return; /* present and empty: an empty table */
  }
  g_varint(c, b, n, "props.count");
  for (uint32_t i = 0; i < n; i++) {
    uint32_t off = U32(&c->props, 2 * i), len = U32(&c->props, 2 * i + 1);
    g_varint(c, b, len, "props.size");
    size_t at = b->n;
    gb_put(b, c->propbytes.d + off, len);
    gb_trace(b, "props.data", at, 0);
    for (size_t t = 0; t < c->propbytes.tr.n; t++) {
      gtrace_ent *x = &GV_AT(&c->propbytes.tr, gtrace_ent, t);
      if (x->off >= off && x->off < off + len) {
        gtrace_ent *y = gv_push(&b->tr);
        *y = *x;
        y->off = x->off - off + (uint32_t)at;
      }
    }
  }
}

static void put_section(gctx *c, gbuf *file, int id, const gbuf *payload, uint32_t align) {
  int flag = align > 1;
  g_byte(c, file, (uint8_t)(id | (flag ? 0x80 : 0)), "section.id", g_flags(c, "hasAlignment=%d", flag));
  g_varint(c, file, payload->n, "section.length");
  if (flag) {
    g_varint(c, file, align, "section.alignment");
    size_t at = file->n;
    while (file->n % align) gb_byte(file, (uint8_t)c->k.pad_byte);
    if (file->n > at) gb_trace(file, "section.padding", at, 0);
    c->used |= GF_ALIGN;
    if (align >= 256) c->used |= GF_BIGALIGN;
    /* mlir-opt's heap buffer is 16-aligned; 22.1.8 rejects a section needing
     * more (AMB-003) */
    if (align > 16) g_not_expressible(c, "section alignment above 16 (buffer alignment, AMB-003)");
  }
  size_t at = file->n;
  gb_append(file, payload);
  gb_trace(file, "section.data", at, 0);
}

int g_write(gctx *c, gbuf *file) {
  enum { NSEC = 9 };
  gbuf sec[NSEC];
  int present[NSEC] = {0};
  for (int i = 0; i < NSEC; i++) gb_init(&sec[i]);
  for (int32_t o = c->root_first; o >= 0; o = OP(o).next) /* the top level holds no values */
    for (int32_t r = OP(o).first_region; r >= 0; r = REG(r).next) assign_locals(c, r, 0);
  g_varint_flags(c, &sec[4], (uint64_t)c->nroot << 1, "ir.block.header", g_flags(c, "hasArgs=0"));
  for (int32_t o = c->root_first; o >= 0; o = OP(o).next) write_op(c, &sec[4], o);
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
    if (!c->groups.n) c->used |= GF_EMPTY;
  }
  sec_strings(c, &sec[0]);
  present[0] = 1;
  if (c->version >= 5 || c->k.empty_sections) {
    if (c->version < 5) {
      c->used |= GF_EMPTY; /* optional before v5: present and empty */
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
  gb_trace(file, "file.magic", 0, 0);
  g_varint(c, file, (uint64_t)c->version, "file.version");
  size_t at = file->n;
  gb_put(file, c->producer, strlen(c->producer) + 1);
  gb_trace(file, "file.producer", at, 0);
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
