/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* gen_ir.c — the random IR model: a builtin.module holding ops of
 * unregistered dialects (graph regions, forward references, successors,
 * block arguments, nested and isolated regions) and func.func bodies of
 * func/arith/cf ops that verify (SSA dominance, terminators, matching
 * types), plus resources, properties, dialect versions and use-list orders.
 * Everything is chosen from the seed; knobs and feature bits bound it. */
#include <stdlib.h>
#include <string.h>
#include "gen_internal.h"

#define ON(c, f) (((c)->fon & (f)) != 0)
#define OP(i) GV_AT(&c->ops, gop, (i))
#define VAL(i) GV_AT(&c->values, gvalue, (i))
#define BLK(i) GV_AT(&c->blocks, gblock, (i))
#define REG(i) GV_AT(&c->regions, gregion, (i))
#define U32(v, i) GV_AT((v), uint32_t, (i))

typedef struct fsig { const char *name; uint32_t ftype, nin, nout, in[3], out[2]; } fsig;

typedef struct irb {
  gctx *c;
  gvec vis;          /* visible value ids (uint32_t) */
  fsig funcs[8];
  uint32_t nfuncs;
  long budget;       /* ops left */
  uint32_t handles;  /* builtin dialect-resource blobs usable by dense_resource */
  const char *hkeys[8];
  uint32_t hidx[8];
  int iso_ok;        /* isolated regions allowed (v<2, or lazy sections on) */
} irb;

/* ---- model primitives ---- */
int32_t g_new_op(gctx *c, uint32_t name, uint32_t loc) {
  gop *o = gv_push(&c->ops);
  o->name = name;
  o->loc = loc;
  o->attrs = o->props = o->props_attr = -1;
  o->first_region = o->last_region = o->next = -1;
  o->res0 = o->opd0 = o->succ0 = 0;
  c->nops_total++;
  if (GV_AT(&c->opnames, gopname, name).registered == 0) c->used |= GF_UNREG;
  return (int32_t)(c->ops.n - 1);
}
uint32_t g_new_value(gctx *c, uint32_t type) {
  gvalue *v = gv_push(&c->values);
  v->type = type;
  v->cid = -1;
  v->ul = -1;
  return (uint32_t)(c->values.n - 1);
}
void g_set_results(gctx *c, int32_t op, const uint32_t *vals, uint32_t n) {
  OP(op).res0 = (uint32_t)c->opds.n;
  OP(op).nres = n;
  for (uint32_t i = 0; i < n; i++) {
    *(uint32_t *)gv_push(&c->opds) = vals[i];
    VAL(vals[i]).defined = 1;
  }
}
void g_set_operands(gctx *c, int32_t op, const uint32_t *vals, uint32_t n) {
  OP(op).opd0 = (uint32_t)c->opds.n;
  OP(op).nopd = n;
  for (uint32_t i = 0; i < n; i++) {
    *(uint32_t *)gv_push(&c->opds) = vals[i];
    VAL(vals[i]).uses++;
  }
}
static void set_successors(gctx *c, int32_t op, const uint32_t *s, uint32_t n) {
  OP(op).succ0 = (uint32_t)c->succs.n;
  OP(op).nsucc = n;
  for (uint32_t i = 0; i < n; i++) *(uint32_t *)gv_push(&c->succs) = s[i];
  if (n) c->used |= GF_SUCC;
}
int32_t g_new_region(gctx *c, int32_t op) {
  gregion *r = gv_push(&c->regions);
  r->first_block = r->last_block = r->next = -1;
  int32_t ri = (int32_t)(c->regions.n - 1);
  if (OP(op).last_region >= 0) REG(OP(op).last_region).next = ri;
  else OP(op).first_region = ri;
  OP(op).last_region = ri;
  OP(op).nregions++;
  return ri;
}
int32_t g_new_block(gctx *c, int32_t reg) {
  gblock *b = gv_push(&c->blocks);
  b->first_op = b->last_op = b->next = -1;
  int32_t bi = (int32_t)(c->blocks.n - 1);
  if (REG(reg).last_block >= 0) BLK(REG(reg).last_block).next = bi;
  else REG(reg).first_block = bi;
  REG(reg).last_block = bi;
  REG(reg).nblocks++;
  return bi;
}
void g_append_op(gctx *c, int32_t blk, int32_t op) {
  if (BLK(blk).last_op >= 0) OP(BLK(blk).last_op).next = op;
  else BLK(blk).first_op = op;
  BLK(blk).last_op = op;
  BLK(blk).nops++;
}
/* Block arguments (values + locations, possibly elided). */
void g_set_block_args(gctx *c, int32_t blk, const uint32_t *types, uint32_t n) {
  BLK(blk).arg0 = (uint32_t)c->opds.n;
  BLK(blk).argloc0 = (uint32_t)c->arglocs.n;
  BLK(blk).nargs = n;
  for (uint32_t i = 0; i < n; i++) {
    uint32_t v = g_new_value(c, types[i]);
    VAL(v).defined = 1;
    *(uint32_t *)gv_push(&c->opds) = v;
  }
}
static void set_args(gctx *c, int32_t blk, const uint32_t *types, uint32_t n, irb *B) {
  g_set_block_args(c, blk, types, n);
  for (uint32_t i = 0; i < n; i++) *(uint32_t *)gv_push(&B->vis) = U32(&c->opds, BLK(blk).arg0 + i);
  for (uint32_t i = 0; i < n; i++) {
    uint32_t loc = r_loc(c, 1);
    int unknown = loc == (uint32_t)l_unknown(c);
    if (c->version >= 4 && c->k.elide_blockarg_loc && (unknown || g_chance(&c->r, 50))) {
      loc = UINT32_MAX; /* elided: reads back as loc(unknown) */
      c->used |= GF_ELIDED;
    }
    *(uint32_t *)gv_push(&c->arglocs) = loc;
  }
}

/* Properties entry (deduplicated like upstream; hashed, open addressing). */
static uint32_t props_hash(const uint8_t *d, size_t n) {
  uint32_t h = 2166136261u;
  for (size_t i = 0; i < n; i++) h = (h ^ d[i]) * 16777619u;
  h ^= h >> 16; /* avalanche: the mask keeps the low bits */
  h *= 0x85EBCA6Bu;
  return h ^ (h >> 13);
}
static int32_t add_props(gctx *c, const gbuf *b) {
  uint32_t n = (uint32_t)(c->props.n / 2);
  if ((n + 1) * 2 > c->phcap) { /* grow and rehash */
    uint32_t ncap = c->phcap ? c->phcap * 2 : 64;
    uint32_t *t = calloc(ncap, sizeof *t);
    if (!t) abort();
    for (uint32_t i = 0; i < n; i++) {
      uint32_t off = U32(&c->props, 2 * i), len = U32(&c->props, 2 * i + 1);
      uint32_t h = props_hash(c->propbytes.d + off, len) & (ncap - 1);
      while (t[h]) h = (h + 1) & (ncap - 1);
      t[h] = i + 1;
    }
    free(c->phash);
    c->phash = t;
    c->phcap = ncap;
  }
  uint32_t h = props_hash(b->d, b->n) & (c->phcap - 1);
  for (; c->phash[h]; h = (h + 1) & (c->phcap - 1)) {
    uint32_t i = c->phash[h] - 1;
    uint32_t off = U32(&c->props, 2 * i), len = U32(&c->props, 2 * i + 1);
    if (len == b->n && (len == 0 || memcmp(c->propbytes.d + off, b->d, b->n) == 0)) return (int32_t)i;
  }
  c->phash[h] = n + 1;
  *(uint32_t *)gv_push(&c->props) = (uint32_t)c->propbytes.n;
  *(uint32_t *)gv_push(&c->props) = (uint32_t)b->n;
  gb_append(&c->propbytes, b);
  c->used |= GF_PROPS;
  return (int32_t)n;
}
static void set_props_text(gctx *c, int32_t op, const char *text, size_t n) {
  OP(op).props_text_off = (uint32_t)c->text.n;
  OP(op).props_text_len = (uint32_t)n;
  OP(op).has_props_text = 1;
  gs_put(&c->text, text, n);
}

/* ODS properties: a list of (name, attribute, required) written in order
 * (required 2: the v5 legacy segment-size attribute);
 * optional absent = varint 0, present = (idx << 1) | 1. v<5 ops carry the
 * same attributes in their dictionary instead. */
typedef struct pfield { const char *name; int32_t attr; int req; } pfield;
static void registered_attrs(gctx *c, int32_t op, const pfield *f, uint32_t n, const gbuf *tail) {
  if (c->version >= 5 && ON(c, MBG_F_ODS_PROPS)) {
    gbuf b;
    gb_init(&b, c);
    gstr t = {0};
    gs_putc(&t, '{');
    int first = 1;
    for (uint32_t i = 0; i < n; i++) {
      if (f[i].req == 2) g_varint(c, &b, (uint64_t)f[i].attr, GID_PROPS_ODS_LEGACY_SEGMENTS);
      else if (f[i].req) g_varint(c, &b, (uint64_t)f[i].attr, GID_PROPS_ODS_ATTR);
      else g_varint_flags(c, &b, f[i].attr < 0 ? 0 : ((uint64_t)f[i].attr << 1) | 1, GID_PROPS_ODS_OPTIONAL_ATTR,
                          g_flags(c, "isPresent=%d", f[i].attr >= 0));
    }
    if (tail) gb_append(&b, tail);
    /* text: present entries sorted by name (the table lists them sorted) */
    const char *names[8];
    int32_t attrs[8];
    uint32_t k = 0;
    for (uint32_t i = 0; i < n; i++)
      if (f[i].attr >= 0) names[k] = f[i].name, attrs[k++] = f[i].attr;
    for (uint32_t i = 0; i < k; i++) {
      if (!first) gs_puts(&t, ", ");
      first = 0;
      gs_puts(&t, names[i]);
      const gentry *e = g_attr(c, (uint32_t)attrs[i]);
      if (e->cls == GA_UNIT) continue;
      gs_puts(&t, " = ");
      gs_put(&t, g_text(c, e), e->text_len);
    }
    gs_putc(&t, '}');
    OP(op).props = add_props(c, &b);
    set_props_text(c, op, t.d, t.n);
    gb_free(&b);
    gs_free(&t);
  } else {
    const char *keys[8];
    uint32_t vals[8], k = 0;
    for (uint32_t i = 0; i < n; i++)
      if (f[i].attr >= 0) keys[k] = f[i].name, vals[k++] = (uint32_t)f[i].attr;
    if (k) OP(op).attrs = (int32_t)a_dict(c, keys, vals, k);
    if (k && c->version >= 5) /* mlir-opt moves them into properties when it prints */
      g_not_expressible(c, "inherent attributes in the dictionary of a registered op at v5+");
  }
}

/* ---- values ---- */
static size_t vis_mark(irb *B) { return B->vis.n; }
static void vis_reset(irb *B, size_t m) { B->vis.n = m; }
static void vis_add(irb *B, uint32_t v) { *(uint32_t *)gv_push(&B->vis) = v; }

static int32_t pick_visible(irb *B, size_t floor) {
  if (B->vis.n <= floor) return -1;
  return (int32_t)U32(&B->vis, floor + g_below(&B->c->r, (uint32_t)(B->vis.n - floor)));
}

/* ---- unregistered ops ---- */
static const char *const xnames[] = {"op", "a", "compute", "yield", "thing", "q.r", "br"};

static void gen_x_region(irb *B, int32_t op, int depth, size_t floor);

/* pending: forward-referenced values of this block, defined at its end */
static int32_t gen_x_op(irb *B, int32_t blk, int depth, int graph, size_t floor, gvec *pending) {
  gctx *c = B->c;
  const char *dname = g_chance(&c->r, 80) ? "x" : "y";
  uint32_t name = g_opname(c, dname, xnames[g_below(&c->r, 6)], 0);
  int32_t op = g_new_op(c, name, r_loc(c, 2));
  B->budget--;
  uint32_t res[3], opd[4], nres = 0, nopd = 0;
  if (ON(c, MBG_F_RESULTS)) {
    nres = g_below(&c->r, 3);
    for (uint32_t i = 0; i < nres; i++) res[i] = g_new_value(c, r_type(c, 1));
  }
  if (ON(c, MBG_F_OPERANDS)) {
    uint32_t want = g_below(&c->r, 4);
    for (uint32_t i = 0; i < want; i++) {
      if (graph && pending && ON(c, MBG_F_FORWARD_REFS) && g_chance(&c->r, 25)) {
        uint32_t v = g_new_value(c, r_type(c, 0));
        *(uint32_t *)gv_push(pending) = v;
        opd[nopd++] = v;
        c->used |= GF_FWD | GF_GRAPH;
        continue;
      }
      int32_t v = pick_visible(B, floor);
      if (v >= 0) opd[nopd++] = (uint32_t)v;
    }
  }
  /* pending values that this op uses twice are fine: uses just count */
  g_set_results(c, op, res, nres);
  g_set_operands(c, op, opd, nopd);
  if (ON(c, MBG_F_BUILTIN_ATTRS | MBG_F_FALLBACK_ASM) && g_chance(&c->r, 45)) {
    if (B->handles && g_chance(&c->r, 25)) {
      uint32_t h = g_below(&c->r, B->handles);
      int64_t d[1] = {4};
      uint32_t t = t_tensor(c, d, 1, t_int(c, 8, 0));
      const char *k[1] = {"res"};
      uint32_t v[1] = {a_dense_resource(c, t, B->hidx[h], B->hkeys[h])};
      OP(op).attrs = (int32_t)a_dict(c, k, v, 1);
    } else {
      OP(op).attrs = (int32_t)r_dict(c, 2, NULL, 4);
    }
  }
  if (c->version >= 5 && ON(c, MBG_F_PROPERTIES) && g_chance(&c->r, 35)) {
    OP(op).props_attr = (int32_t)r_dict(c, 1, "p", 3);
    gbuf b;
    gb_init(&b, c);
    g_varint(c, &b, (uint64_t)OP(op).props_attr, GID_PROPS_UNREGISTERED_ATTR);
    OP(op).props = add_props(c, &b);
    gb_free(&b);
  }
  int deeper = c->k.focus == 20 && depth < 8; /* deep-nesting: a chain 8 regions deep */
  if (ON(c, MBG_F_REGIONS) && depth < c->k.max_depth && B->budget > 0 &&
      (deeper || g_chance(&c->r, depth < 2 ? 35 : 20))) {
    uint32_t n = 1 + g_below(&c->r, 2);
    if (B->iso_ok && ON(c, MBG_F_ISOLATED) && g_chance(&c->r, 35)) OP(op).isolated = 1;
    for (uint32_t i = 0; i < n; i++) gen_x_region(B, op, depth + 1, OP(op).isolated ? vis_mark(B) : floor);
  }
  g_append_op(c, blk, op);
  for (uint32_t i = 0; i < nres; i++) vis_add(B, res[i]);
  return op;
}

/* Define the block's forward-referenced values (one op at its end). */
static void flush_pending(irb *B, int32_t blk, gvec *pending) {
  gctx *c = B->c;
  if (!pending->n) return;
  int32_t op = g_new_op(c, g_opname(c, "x", "def", 0), r_loc(c, 0));
  g_set_results(c, op, (const uint32_t *)pending->d, (uint32_t)pending->n);
  g_append_op(c, blk, op);
  pending->n = 0;
}

static void gen_x_region(irb *B, int32_t op, int depth, size_t floor) {
  gctx *c = B->c;
  int32_t reg = g_new_region(c, op);
  if (depth > c->depth_seen) c->depth_seen = depth;
  uint32_t nb = g_chance(&c->r, 10) ? 0 : 1 + (g_chance(&c->r, 30) ? g_below(&c->r, 3) : 0);
  int deeper = c->k.focus == 20 && depth < 8;
  if (deeper && !nb) nb = 1;
  if (!ON(c, MBG_F_SUCCESSORS) && !ON(c, MBG_F_BLOCK_ARGS)) nb = nb ? 1 : 0;
  gvec pending;
  gv_init(&pending, sizeof(uint32_t));
  for (uint32_t b = 0; b < nb; b++) {
    int32_t blk = g_new_block(c, reg);
    size_t mark = vis_mark(B);
    if (ON(c, MBG_F_BLOCK_ARGS) && g_chance(&c->r, 40)) {
      uint32_t t[3], n = 1 + g_below(&c->r, 3);
      for (uint32_t i = 0; i < n; i++) t[i] = r_type(c, 0);
      set_args(c, blk, t, n, B);
    }
    /* mlir-opt treats a single-block region of an unregistered op as a
     * graph region (forward references fine, empty block fine); with more
     * blocks, SSA dominance holds and no block may be empty */
    int graph = nb == 1;
    uint32_t nops = g_below(&c->r, 4);
    if (deeper && !nops && b == 0) nops = 1;
    for (uint32_t i = 0; i < nops && B->budget > 0; i++) gen_x_op(B, blk, depth, graph, floor, &pending);
    flush_pending(B, blk, &pending);
    int need_op = nb > 1 && BLK(blk).nops == 0;
    if (nb > 1 && ((ON(c, MBG_F_SUCCESSORS) && g_chance(&c->r, 70)) || need_op)) {
      int32_t br = g_new_op(c, g_opname(c, "x", "br", 0), r_loc(c, 0));
      uint32_t s[2], ns = 1 + g_below(&c->r, 2), o[2], no = 0;
      if (!ON(c, MBG_F_SUCCESSORS)) ns = 0;
      for (uint32_t i = 0; i < ns; i++) s[i] = 1 + g_below(&c->r, nb - 1);
      for (uint32_t i = 0; i < 2; i++) {
        int32_t v = pick_visible(B, floor);
        if (v >= 0 && g_chance(&c->r, 50)) o[no++] = (uint32_t)v;
      }
      g_set_operands(c, br, o, no);
      set_successors(c, br, s, ns);
      g_append_op(c, blk, br);
    }
    vis_reset(B, mark);
  }
  gv_free(&pending);
}

/* ---- func / arith / cf ---- */
static uint32_t sig_type(gctx *c) {
  switch (g_below(&c->r, 5)) {
  case 0: return t_int(c, 1, 0);
  case 1: return t_int(c, 64, 0);
  case 2: return t_index(c);
  case 3: return t_float(c, 5);
  default: return t_int(c, 32, 0);
  }
}

static int32_t arith_constant(irb *B, int32_t blk, uint32_t type) {
  gctx *c = B->c;
  int32_t op = g_new_op(c, g_opname(c, "arith", "constant", 1), r_loc(c, 1));
  B->budget--;
  const gentry *t = g_type(c, type);
  uint32_t val = t->tk == GT_FLOAT ? a_float(c, type, (int)g_below(&c->r, 9))
                                   : a_int(c, type, t->width == 1 ? g_below(&c->r, 2) : g_below(&c->r, 100));
  pfield f[1] = {{"value", (int32_t)val, 1}};
  registered_attrs(c, op, f, 1, NULL);
  uint32_t r = g_new_value(c, type);
  g_set_results(c, op, &r, 1);
  g_append_op(c, blk, op);
  vis_add(B, r);
  return op;
}

/* A visible value of `type`, or a new constant. */
static uint32_t value_of(irb *B, int32_t blk, size_t floor, uint32_t type) {
  gctx *c = B->c;
  if (g_chance(&c->r, 80))
    for (size_t i = B->vis.n; i-- > floor;)
      if (VAL(U32(&B->vis, i)).type == type && g_chance(&c->r, 60)) return U32(&B->vis, i);
  arith_constant(B, blk, type);
  return U32(&B->vis, B->vis.n - 1);
}

static void gen_func_op(irb *B, int32_t blk, size_t floor, const fsig *self) {
  gctx *c = B->c;
  uint32_t kind = g_below(&c->r, 5);
  if (kind == 0 || kind == 1) {
    uint32_t ty = g_chance(&c->r, 50) ? t_int(c, 32, 0) : g_chance(&c->r, 50) ? t_index(c) : t_int(c, 64, 0);
    uint32_t a = value_of(B, blk, floor, ty), b = value_of(B, blk, floor, ty);
    /* addi's overflowFlags attribute is assembly text: without fallback
     * entries, andi (no attributes, no properties) */
    int fb = ON(c, MBG_F_FALLBACK_ASM);
    int32_t op = g_new_op(c, g_opname(c, "arith", fb ? "addi" : "andi", 1), r_loc(c, 1));
    B->budget--;
    if (fb) {
      uint32_t ovf = a_fallback(c, "arith", "#arith.overflow<none>", GA_OTHER);
      pfield f[1] = {{"overflowFlags", (int32_t)ovf, 0}};
      registered_attrs(c, op, f, 1, NULL);
    }
    uint32_t o[2] = {a, b}, r = g_new_value(c, ty);
    g_set_results(c, op, &r, 1);
    g_set_operands(c, op, o, 2);
    g_append_op(c, blk, op);
    vis_add(B, r);
  } else if (kind == 2 && B->nfuncs) {
    const fsig *f = &B->funcs[g_below(&c->r, B->nfuncs)];
    uint32_t o[3], r[2];
    for (uint32_t i = 0; i < f->nin; i++) o[i] = value_of(B, blk, floor, f->in[i]);
    int32_t op = g_new_op(c, g_opname(c, "func", "call", 1), r_loc(c, 1));
    B->budget--;
    pfield pf[4] = {{"arg_attrs", -1, 0}, {"callee", (int32_t)a_flatsym(c, f->name), 1},
                    {"no_inline", -1, 0}, {"res_attrs", -1, 0}};
    registered_attrs(c, op, pf, 4, NULL);
    for (uint32_t i = 0; i < f->nout; i++) r[i] = g_new_value(c, f->out[i]);
    g_set_results(c, op, r, f->nout);
    g_set_operands(c, op, o, f->nin);
    g_append_op(c, blk, op);
    for (uint32_t i = 0; i < f->nout; i++) vis_add(B, r[i]);
  } else if (kind == 3 && ON(c, MBG_F_UNREGISTERED)) {
    gen_x_op(B, blk, 2, 0, floor, NULL);
  } else {
    arith_constant(B, blk, sig_type(c));
  }
  (void)self;
}

/* Sparse-array encoding (v6 segment sizes) of small non-negative ints. */
static void sparse_array(gctx *c, gbuf *b, const int32_t *v, uint32_t n) {
  uint32_t nz = 0, last = 0;
  size_t at = b->n;
  for (uint32_t i = 0; i < n; i++)
    if (v[i]) nz++, last = i;
  if (last > 256 || nz > n / 2) {
    g_varint_flags(c, b, (uint64_t)n << 1, GID_PROPS_ODS_SPARSE_ARRAY_HEADER, g_flags(c, "isSparse=0"));
    for (uint32_t i = 0; i < n; i++) g_varint(c, b, (uint64_t)(uint32_t)v[i], GID_PROPS_ODS_SPARSE_ARRAY_VALUE);
  } else {
    g_varint_flags(c, b, ((uint64_t)nz << 1) | 1, GID_PROPS_ODS_SPARSE_ARRAY_HEADER, g_flags(c, "isSparse=1"));
    if (nz) {
      uint32_t bits = 0;
      while ((1u << bits) < last + 1) bits++;
      g_varint(c, b, bits, GID_PROPS_ODS_SPARSE_ARRAY_BITS);
      for (uint32_t i = 0; i < n; i++)
        if (v[i]) g_varint(c, b, ((uint64_t)(uint32_t)v[i] << bits) | i, GID_PROPS_ODS_SPARSE_ARRAY_ENTRY);
    }
  }
  gb_trace(b, GID_PROPS_ODS_SPARSE_ARRAY, at, 0);
}

static void gen_terminator(irb *B, int32_t blk, size_t floor, const fsig *f, uint32_t nb,
                           const uint32_t *const *argt, const uint32_t *nargs) {
  gctx *c = B->c;
  uint32_t kind = nb > 1 && ON(c, MBG_F_SUCCESSORS) ? g_below(&c->r, 3) : 0;
  if (kind == 0) {
    uint32_t o[2];
    for (uint32_t i = 0; i < f->nout; i++) o[i] = value_of(B, blk, floor, f->out[i]);
    int32_t op = g_new_op(c, g_opname(c, "func", "return", 1), r_loc(c, 1));
    g_set_operands(c, op, o, f->nout);
    g_append_op(c, blk, op);
    return;
  }
  uint32_t t1 = 1 + g_below(&c->r, nb - 1), t2 = 1 + g_below(&c->r, nb - 1);
  uint32_t o[8], no = 0;
  if (kind == 1) {
    for (uint32_t i = 0; i < nargs[t1]; i++) o[no++] = value_of(B, blk, floor, argt[t1][i]);
    int32_t op = g_new_op(c, g_opname(c, "cf", "br", 1), r_loc(c, 1));
    g_set_operands(c, op, o, no);
    set_successors(c, op, &t1, 1);
    g_append_op(c, blk, op);
    return;
  }
  o[no++] = value_of(B, blk, floor, t_int(c, 1, 0));
  for (uint32_t i = 0; i < nargs[t1]; i++) o[no++] = value_of(B, blk, floor, argt[t1][i]);
  for (uint32_t i = 0; i < nargs[t2]; i++) o[no++] = value_of(B, blk, floor, argt[t2][i]);
  int32_t op = g_new_op(c, g_opname(c, "cf", "cond_br", 1), r_loc(c, 1));
  int32_t seg[3] = {1, (int32_t)nargs[t1], (int32_t)nargs[t2]};
  if (c->version >= 6 && ON(c, MBG_F_ODS_PROPS)) {
    gbuf tail;
    gb_init(&tail, c);
    sparse_array(c, &tail, seg, 3);
    pfield pf[1] = {{"branch_weights", -1, 0}};
    registered_attrs(c, op, pf, 1, &tail);
    gb_free(&tail);
    /* the segment sizes print with the other properties */
    gstr t = {0};
    gs_printf(&t, "{operandSegmentSizes = array<i32: %d, %d, %d>}", seg[0], seg[1], seg[2]);
    OP(op).props_text_off = (uint32_t)c->text.n;
    OP(op).props_text_len = (uint32_t)t.n;
    gs_put(&c->text, t.d, t.n);
    gs_free(&t);
  } else {
    /* v5: legacy DenseI32ArrayAttr after branch_weights; v<5: in the dictionary */
    pfield pf[2] = {{"branch_weights", -1, 0}, {"operandSegmentSizes", (int32_t)a_dense_i32(c, seg, 3), 2}};
    registered_attrs(c, op, pf, 2, NULL);
  }
  uint32_t s[2] = {t1, t2};
  g_set_operands(c, op, o, no);
  set_successors(c, op, s, 2);
  g_append_op(c, blk, op);
}

static void gen_func(irb *B, int32_t modblk) {
  gctx *c = B->c;
  static const char *const fnames[] = {"f0", "f1", "f2", "f3", "f4", "f5", "f6", "f7"};
  if (B->nfuncs >= 8) return;
  fsig *f = &B->funcs[B->nfuncs];
  f->name = fnames[B->nfuncs];
  f->nin = g_below(&c->r, 4);
  f->nout = g_below(&c->r, 3);
  for (uint32_t i = 0; i < f->nin; i++) f->in[i] = sig_type(c);
  for (uint32_t i = 0; i < f->nout; i++) f->out[i] = sig_type(c);
  f->ftype = t_func(c, f->in, f->nin, f->out, f->nout);
  B->nfuncs++;
  int decl = g_chance(&c->r, 15);
  int32_t op = g_new_op(c, g_opname(c, "func", "func", 1), r_loc(c, 1));
  B->budget--;
  pfield pf[6] = {{"arg_attrs", -1, 0},
                  {"function_type", (int32_t)a_typeattr(c, f->ftype), 1},
                  {"no_inline", -1, 0},
                  {"res_attrs", -1, 0},
                  {"sym_name", (int32_t)a_string(c, f->name, strlen(f->name)), 1},
                  {"sym_visibility", decl || g_chance(&c->r, 20) ? (int32_t)a_string(c, "private", 7) : -1, 0}};
  if (c->version >= 5) registered_attrs(c, op, pf, 6, NULL);
  else {
    pfield v4[3] = {pf[1], pf[4], pf[5]};
    registered_attrs(c, op, v4, 3, NULL);
  }
  OP(op).isolated = (uint8_t)(B->iso_ok && g_chance(&c->r, 80));
  int32_t reg = g_new_region(c, op);
  if (!decl) {
    size_t floor = vis_mark(B); /* IsolatedFromAbove: nothing from outside */
    uint32_t nb = 1 + (ON(c, MBG_F_SUCCESSORS) ? g_below(&c->r, 3) : 0);
    uint32_t argt[3][3], nargs[3];
    const uint32_t *argp[3];
    for (uint32_t b = 0; b < nb; b++) {
      argp[b] = argt[b];
      if (b == 0) {
        nargs[0] = f->nin;
        memcpy(argt[0], f->in, sizeof f->in);
      } else {
        nargs[b] = ON(c, MBG_F_BLOCK_ARGS) ? g_below(&c->r, 3) : 0;
        for (uint32_t i = 0; i < nargs[b]; i++) argt[b][i] = sig_type(c);
      }
    }
    size_t entry_mark = 0;
    for (uint32_t b = 0; b < nb; b++) {
      int32_t blk = g_new_block(c, reg);
      if (b == 1) entry_mark = vis_mark(B);
      if (b > 1) vis_reset(B, entry_mark); /* only the entry block dominates */
      if (nargs[b]) set_args(c, blk, argt[b], nargs[b], B);
      uint32_t nops = g_below(&c->r, 5);
      for (uint32_t i = 0; i < nops && B->budget > 0; i++) gen_func_op(B, blk, floor, f);
      gen_terminator(B, blk, floor, f, nb, argp, nargs);
    }
    vis_reset(B, floor);
  }
  g_append_op(c, modblk, op);
}

/* ---- resources ---- */
static void gen_resources(irb *B) {
  gctx *c = B->c;
  static const char *const bkeys[] = {"blob0", "blob1", "k.2", "with space", "blob4"};
  static const char *const ekeys[] = {"flag", "text", "bytes", "e3"};
  uint32_t next = g_below(&c->r, 3);
  if (c->k.focus == 5) next = 0; /* a file about dialect resources has no external ones */
  if (c->k.focus == 6 && !next) next = 1;
  for (uint32_t g = 0; g < next; g++) {
    ggroup *gr = gv_push(&c->groups);
    gr->external = 1;
    gr->name = g ? "mlirbc_ext1" : "mlirbc_ext";
    gr->key = g_string(c, gr->name, strlen(gr->name));
    uint32_t n = 1 + g_below(&c->r, 3);
    for (uint32_t i = 0; i < n; i++) {
      gres *r = gv_push(&c->res);
      r->group = (int)(c->groups.n - 1);
      r->key = ekeys[i];
      r->kind = (uint8_t)g_below(&c->r, 3);
      /* no declarations: mlir-opt hands size-0 external entries to the
       * handler, which then fails to parse them */
      c->used |= GF_EXTRES;
    }
  }
  uint32_t ndg = g_below(&c->r, 3);
  if (c->k.focus == 6) ndg = 0; /* ... and the other way round */
  if (c->k.focus == 5 && !ndg) ndg = 1;
  for (uint32_t g = 0; g < ndg; g++) {
    int builtin = g == 0 || g_chance(&c->r, 80);
    if (g == 1 && builtin) break;
    ggroup *gr = gv_push(&c->groups);
    gr->external = 0;
    gr->name = builtin ? "builtin" : "x";
    gr->key = g_dialect(c, gr->name);
    if (!builtin) g_not_expressible(c, "resources of a dialect mlir-opt does not know");
    uint32_t n = 1 + g_below(&c->r, 3);
    for (uint32_t i = 0; i < n; i++) {
      gres *r = gv_push(&c->res);
      r->group = (int)(c->groups.n - 1);
      r->key = bkeys[i];
      r->kind = builtin ? 0 : (uint8_t)g_below(&c->r, 3);
      r->decl = g_chance(&c->r, 15);
      c->used |= GF_RES;
      if (builtin && !r->decl && B->handles < 8) {
        B->hkeys[B->handles] = r->key;
        B->hidx[B->handles++] = 0; /* filled below */
      }
    }
  }
  /* contents; strings in the string table */
  uint32_t h = 0, hk = 0;
  for (size_t i = 0; i < c->res.n; i++) {
    gres *r = &GV_AT(&c->res, gres, i);
    ggroup *gr = &GV_AT(&c->groups, ggroup, r->group);
    r->key_str = g_string(c, r->key, strlen(r->key));
    if (r->kind == 0) {
      r->align = 1u << g_below(&c->r, 5);
      if (c->k.focus == 5 || c->k.focus == 6) r->align = 1; /* alignment is a feature of its own */
      r->len = g_below(&c->r, 17);
      for (uint32_t j = 0; j < r->len; j++) r->data[j] = (uint8_t)g_next(&c->r);
    } else if (r->kind == 1) {
      r->data[0] = (uint8_t)g_below(&c->r, 2);
    } else {
      static const char *const sv[] = {"value", "", "a\"b\n"};
      const char *s = sv[g_below(&c->r, 3)];
      r->val_str = g_string(c, s, strlen(s));
      r->len = (uint32_t)strlen(s);
      memcpy(r->data, s, r->len);
    }
    if (!gr->external) {
      if (strcmp(gr->name, "builtin") == 0 && r->kind == 0 && !r->decl && hk < B->handles)
        B->hidx[hk++] = h;
      h++;
    }
  }
  if (hk < B->handles) B->handles = hk;
}

/* ---- use-list orders (v3+) ---- */
static void gen_uselists(gctx *c) {
  if (c->version < 3 || !ON(c, MBG_F_USELISTS) || !c->k.uselist) return;
  for (size_t v = 0; v < c->values.n; v++) {
    uint32_t n = VAL(v).uses;
    if (n < 2 || !g_chance(&c->r, 40)) continue;
    int pair = c->k.uselist == 2 ? 1 : c->k.uselist == 1 ? 0 : (int)g_below(&c->r, 2);
    gul *u = gv_push(&c->uls);
    u->pair = (uint8_t)pair;
    u->idx0 = (uint32_t)c->ulidx.n;
    if (!pair) {
      uint32_t perm[64];
      if (n > 64) { c->uls.n--; continue; }
      for (uint32_t i = 0; i < n; i++) perm[i] = i;
      for (uint32_t i = n - 1; i > 0; i--) {
        uint32_t j = g_below(&c->r, i + 1), t = perm[i];
        perm[i] = perm[j];
        perm[j] = t;
      }
      for (uint32_t i = 0; i < n; i++) *(uint32_t *)gv_push(&c->ulidx) = perm[i];
      u->n = n;
    } else { /* disjoint swaps as (index, position) pairs */
      uint32_t a = g_below(&c->r, n), b = (a + 1 + g_below(&c->r, n - 1)) % n;
      uint32_t p[4] = {a, b, b, a};
      for (int i = 0; i < 4; i++) *(uint32_t *)gv_push(&c->ulidx) = p[i];
      u->n = 4;
    }
    VAL(v).ul = (int32_t)(c->uls.n - 1);
    c->used |= GF_USELIST;
  }
}

/* test.using_property_in_custom (mlir-opt-22's test dialect): one ODS
 * property that is not an attribute, IntArrayProperty<int64_t>, written as a
 * varint count then each element as the varint of its two's-complement bits
 * (measured with mlir-opt-22 --emit-bytecode-version=5/6). The reader has no
 * layout for this op, so the structure shows the entry opaque, and the
 * reader's print (<{mlirbc.properties = "0x.."}>) cannot equal mlir-opt's. */
static void gen_property_op(irb *B, int32_t blk) {
  gctx *c = B->c;
  static const int64_t vals[] = {0, 1, 2, 7, 300, -1, 64};
  int32_t op = g_new_op(c, g_opname(c, "test", "using_property_in_custom", 1), r_loc(c, 1));
  B->budget--;
  gbuf tmp, b;
  gb_init(&tmp, c);
  gb_init(&b, c);
  uint32_t n = g_below(&c->r, 4);
  g_varint(c, &tmp, n, GID_PROPS_ODS_PROPERTY);
  for (uint32_t i = 0; i < n; i++)
    g_varint(c, &tmp, (uint64_t)vals[g_below(&c->r, sizeof vals / sizeof vals[0])], GID_PROPS_ODS_PROPERTY);
  gb_put(&b, tmp.d, tmp.n);
  gb_trace(&b, GID_PROPS_ODS_PROPERTY, 0, 0);
  gb_free(&tmp);
  OP(op).props = add_props(c, &b);
  gstr t = {0};
  static const char hx[] = "0123456789abcdef";
  gs_puts(&t, "0x");
  for (size_t i = 0; i < b.n; i++) gs_putc(&t, hx[b.d[i] >> 4]), gs_putc(&t, hx[b.d[i] & 15]);
  set_props_text(c, op, t.d, t.n);
  OP(op).has_props_text = 2; /* opaque */
  gs_free(&t);
  gb_free(&b);
  g_append_op(c, blk, op);
  g_not_expressible(c, "test-dialect op whose non-attribute property the reader shows opaque (no layout)");
}

/* --focus on an attribute, type or location feature: the module op carries
 * one (its location, or a one-entry attribute dictionary), so the file holds
 * the feature without any other op. Other focuses are met by the knobs. */
static void focus_module(gctx *c, int32_t mod) {
  const char *key;
  uint32_t val;
  switch (c->k.focus) {
  case 19: /* locations */
    OP(mod).loc = l_file(c, "f.mlir", 1 + g_below(&c->r, 50), 1 + g_below(&c->r, 20));
    return;
  case 22: { /* builtin-filelinecolrange: line:col to :endcol */
    uint32_t v[3] = {1 + g_below(&c->r, 50), 1 + g_below(&c->r, 20), 0};
    v[2] = v[1] + 1 + g_below(&c->r, 9);
    OP(mod).loc = l_range(c, "f.mlir", v, 3);
    return;
  }
  case 23: key = "x.d", val = a_distinct(c, a_unit(c)); break;
  case 26: key = "x.m", val = a_affine_map(c, (int)g_below(&c->r, 4)); break; /* builtin-affine-map */
  case 28: { /* builtin-small-float-types: the type alone or as a vector element */
    uint32_t t = t_small_float(c, (int)g_below(&c->r, (uint32_t)g_small_float_count()));
    int64_t d[1] = {4};
    key = "x.t", val = a_typeattr(c, g_chance(&c->r, 50) ? t : t_vector(c, d, NULL, 1, t));
    break;
  }
  case 24: case 25: { /* builtin-scalable-vector(-llvm16): vector<[4]xi8> */
    int64_t d[1] = {4};
    uint8_t sc[1] = {1};
    key = "x.v", val = a_typeattr(c, t_vector(c, d, sc, 1, t_int(c, 8, 0)));
    break;
  }
  case 12: { /* opaque-dialect-payloads */
    uint8_t b[2] = {(uint8_t)g_next(&c->r), 0x5A};
    key = "x.o", val = a_opaque(c, "x", b, 2);
    break;
  }
  case 15: key = "x.f", val = a_fallback(c, "x", "#x.a<1>", GA_OTHER); break; /* fallback-assembly */
  default: return;
  }
  OP(mod).attrs = (int32_t)a_dict(c, &key, &val, 1);
}

void g_root_module(gctx *c, int32_t mod, int32_t sym_name) {
  pfield pf[2] = {{"sym_name", sym_name, 0}, {"sym_visibility", -1, 0}};
  registered_attrs(c, mod, pf, 2, NULL);
  c->root_first = c->root_last = mod;
  c->nroot = 1;
}

void g_build_ir(gctx *c) {
  irb B;
  memset(&B, 0, sizeof B);
  B.c = c;
  gv_init(&B.vis, sizeof(uint32_t));
  B.budget = c->k.max_ops > 0 ? c->k.max_ops : 1;
  B.iso_ok = c->version < 2 || c->k.lazy;
  g_dialect(c, "builtin");
  /* payloads mlir-opt cannot read: in one file of eight only */
  if (!g_chance(&c->r, 12)) c->fon &= ~(uint64_t)MBG_F_OPAQUE_DIALECT;
  if (ON(c, MBG_F_RESOURCES)) gen_resources(&B);

  int32_t mod = g_new_op(c, g_opname(c, "builtin", "module", 1), r_loc(c, 1));
  int32_t sym = g_chance(&c->r, 20) ? (int32_t)a_string(c, "m", 1) : -1;
  g_root_module(c, mod, sym);
  OP(mod).isolated = (uint8_t)(B.iso_ok && g_chance(&c->r, 85));
  if (c->k.focus == 0 && B.iso_ok) OP(mod).isolated = 1; /* lazy-loading: the module's region */
  focus_module(c, mod);
  int32_t reg = g_new_region(c, mod);
  int32_t blk = g_new_block(c, reg);
  c->depth_seen = 1;
  gvec pending;
  gv_init(&pending, sizeof(uint32_t));
  int funcs_ok = ON(c, MBG_F_FUNC) && (c->version < 5 || c->era >= 20);
  while (B.budget > 0) {
    /* only functions (at most 8) and a budget that must be used up: stop
     * when they are all made (small budgets stop at random below, as ever) */
    if (!ON(c, MBG_F_UNREGISTERED) && B.nfuncs >= 8 && c->k.max_ops >= 1000) break;
    if (funcs_ok && g_chance(&c->r, 30)) gen_func(&B, blk);
    else if (ON(c, MBG_F_UNREGISTERED)) gen_x_op(&B, blk, 1, 1, 0, &pending);
    else if (funcs_ok) gen_func(&B, blk);
    else break;
    /* small files stop at random; large budgets (>= 1000 ops, benchmarks
     * and stress files) are used up */
    if (c->k.max_ops < 1000 && g_chance(&c->r, 12)) break;
  }
  if (c->version >= 5 && ON(c, MBG_F_TESTDIALECT) && ON(c, MBG_F_PROPERTIES) && g_chance(&c->r, 4))
    gen_property_op(&B, blk);
  flush_pending(&B, blk, &pending);
  gv_free(&pending);
  gen_uselists(c);
  /* dialect versions (v1+): dialect-defined bytes */
  if (c->version >= 1 && ON(c, MBG_F_DIALECT_VERSIONS) && (c->k.focus == 3 || g_chance(&c->r, 8))) {
    uint32_t d = g_below(&c->r, (uint32_t)c->dialects.n);
    gdialect *gd = &GV_AT(&c->dialects, gdialect, d);
    gd->has_version = 1;
    gd->nver = (uint8_t)(1 + g_below(&c->r, 4));
    for (uint32_t i = 0; i < gd->nver; i++) gd->ver[i] = (uint8_t)g_next(&c->r);
    if (c->era >= 23 && d == 0) gd->nver = 1, gd->ver[0] = 0x01; /* era 23: builtin's is a varint, 0 */
    c->used |= GF_DVERS;
    g_not_expressible(c, "dialect version entry (mlir-opt needs the dialect's bytecode interface)");
  }
  /* builtin-dialect-version (era 23): the builtin dialect (index 0) carries
   * version 0, the one LLVM 23 knows (it writes it only when asked to) */
  if (c->version >= 1 && c->k.focus == 27) {
    gdialect *gd = &GV_AT(&c->dialects, gdialect, 0);
    gd->has_version = 1, gd->nver = 1, gd->ver[0] = 0x01;
    c->used |= GF_DVERS;
    g_not_expressible(c, "builtin dialect version entry: LLVM 23 and later only");
  }
  if (c->era >= 23 && GV_AT(&c->dialects, gdialect, 0).has_version) c->used |= GF_BVERS;
  if (c->depth_seen >= 8) c->used |= GF_DEEP;
  gv_free(&B.vis);
}
