/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* ir.c — the IR section: operations, regions, blocks, values, use-lists.
 *
 * An explicit frame stack replaces recursion (ops -> regions -> blocks ->
 * ops). Values live in one slot array: each value scope (an isolated region
 * tree) starts a fresh index space at `scope_base`; each open region owns
 * the slots [vbase, vbase + n). Slots a region touched are chained on the
 * region so its exit checks and clears only those (sibling regions reuse
 * the same slots without an O(n) reset). Grammar: ir.* */
#include <string.h>
#include "internal.h"
#include "mlirbc_grammar_ids.h"

enum { F_OP, F_REGION, F_BLOCK };
enum { OP_MASK_KNOWN = 0x7F };

/* Value slots. Always 8 bytes per value: bit 0 defined, bit 1 has a
 * use-list order, the rest its use count (a file may define one value per
 * byte, so this is what bounds memory). Canonical ids and types are kept in
 * parallel arrays only when a visitor sees them (op_begin, block_begin,
 * uselist). What only an error or a close check needs -- the offset of a
 * use before the definition, the offset of a use-list order -- lives in
 * short side lists (links) owned by the region of the value. */
enum { V_DEF = 1, V_UL = 2, V_USE = 4 };

typedef struct link {
  uint64_t slot, off, next; /* next link of the same list, + 1 */
} link;

typedef struct rinfo {  /* an open region */
  uint64_t vbase, n, next_def;
  uint64_t fwd;         /* links of values used before their definition, + 1 */
  uint64_t ul;          /* links of values with a use-list order, + 1 */
  uint64_t num_blocks, blocks_left, offset, index;
  uint64_t num_values;
} rinfo;

typedef struct frame {
  uint8_t kind;
  uint8_t isolated, lazy, pushed_cursor;
  uint32_t depth;
  uint64_t left;        /* regions / ops left */
  uint64_t index;       /* next region index (F_OP), block index (F_BLOCK) */
  uint64_t saved_scope; /* F_OP isolated: enclosing scope_base and region floor */
  uint64_t saved_rfloor;
} frame;

typedef struct walk {
  mlirbc_file *f;
  mbc_ctx *cx;
  const mlirbc_visitor *v;
  void *ud;
  frame *fr; uint64_t nfr, capfr;
  /* Headers for op_end / block_end, kept apart from the frames and only
   * when a visitor asks for them: a frame is touched for every level of
   * nesting, and carrying a header in each made a deep nest's frame stack
   * (and the memory a walk zeroes) five times larger. */
  mlirbc_op *ophdr; uint64_t nophdr, capophdr;
  mlirbc_block *blkhdr; uint64_t nblkhdr, capblkhdr;
  rinfo *rs; uint64_t nrs, caprs;
  uint64_t rfloor;      /* first region of the current scope in rs */
  mbc_cur *cur; uint64_t ncur, capcur;
  uint64_t *vs;         /* value slots (V_*) */
  uint64_t *vcid, *vtype; /* ids mode: canonical id + 1, type + 1 (0 = none) */
  int ids;              /* a visitor sees value ids */
  int lean;             /* nobody watches ops: read_op_lean may read them */
  unsigned lean_mask;   /* the op mask bits read_op_lean reads at this version */
  uint64_t capvals, capids, captypes, vend, scope_base, max_vals;
  uint64_t next_cid;
  link *lk; uint64_t nlk, caplk, lfree; /* side-list pool and its free list (+ 1) */
  /* per-op scratch */
  uint64_t *u64[6]; uint64_t capu64[6];
  mlirbc_block_arg *args; uint64_t capargs;
  mbc_buf pname, ptext;  /* registered-op properties: name and rendered text */
} walk;

enum { S_RTYPES, S_RIDS, S_OIDS, S_OTYPES, S_SUCC, S_TMP };

static void *grow(walk *w, void *p, uint64_t *cap, uint64_t need, size_t elem) {
  if (need <= *cap) return p;
  uint64_t nc = *cap ? *cap : 8;
  while (nc < need) nc *= 2;
  if (nc > SIZE_MAX / elem)
    mbc_fail(w->cx, MLIRBC_E_NOMEM, MLIRBC_SEC_IR, w->cx->base, "allocation too large");
  void *np = mbc_realloc(&w->f->alloc, p, (size_t)(*cap * elem), (size_t)(nc * elem));
  if (!np) mbc_fail(w->cx, MLIRBC_E_NOMEM, MLIRBC_SEC_IR, w->cx->base, "out of memory");
  *cap = nc;
  return np;
}

static uint64_t *scratch(walk *w, int k, uint64_t n) {
  if (n > w->capu64[k]) w->u64[k] = grow(w, w->u64[k], &w->capu64[k], n, sizeof(uint64_t));
  return w->u64[k];
}

static void stop(walk *w, int r) {
  if (r)
    mbc_fail(w->cx, MLIRBC_E_CALLBACK, MLIRBC_SEC_IR, w->cx->base,
             "a visitor callback stopped the walk (%d)", r);
}

static frame *push_frame(walk *w, int kind) {
  w->fr = grow(w, w->fr, &w->capfr, w->nfr + 1, sizeof *w->fr);
  frame *fr = &w->fr[w->nfr++];
  memset(fr, 0, sizeof *fr);
  fr->kind = (uint8_t)kind;
  return fr;
}

/* ---- values ---- */

static void add_link(walk *w, uint64_t *head, uint64_t si, uint64_t off) {
  uint64_t i;
  if (w->lfree) {
    i = w->lfree - 1;
    w->lfree = w->lk[i].next;
  } else {
    w->lk = grow(w, w->lk, &w->caplk, w->nlk + 1, sizeof *w->lk);
    i = w->nlk++;
  }
  w->lk[i].slot = si;
  w->lk[i].off = off;
  w->lk[i].next = *head;
  *head = i + 1;
}

/* Give a whole list back to the pool. */
static void free_links(walk *w, uint64_t head) {
  while (head) {
    uint64_t i = head - 1;
    head = w->lk[i].next;
    w->lk[i].next = w->lfree;
    w->lfree = i + 1;
  }
}

/* Owner of storage slot si among the open regions of the current scope. */
static rinfo *owner_of(walk *w, uint64_t si) {
  uint64_t lo = w->rfloor, hi = w->nrs; /* rs[lo..hi) have increasing vbase */
  while (hi - lo > 1) {
    uint64_t mid = lo + (hi - lo) / 2;
    if (w->rs[mid].vbase <= si) lo = mid; else hi = mid;
  }
  return &w->rs[lo];
}

/* Room for slots [0, vend), new ones zeroed. */
static void grow_values(walk *w) {
  uint64_t old = w->capvals;
  w->vs = grow(w, w->vs, &w->capvals, w->vend, sizeof *w->vs);
  memset(w->vs + old, 0, (size_t)((w->capvals - old) * sizeof *w->vs));
  if (w->ids) {
    old = w->capids;
    w->vcid = grow(w, w->vcid, &w->capids, w->capvals, sizeof *w->vcid);
    memset(w->vcid + old, 0, (size_t)((w->capids - old) * sizeof *w->vcid));
    old = w->captypes;
    w->vtype = grow(w, w->vtype, &w->captypes, w->capvals, sizeof *w->vtype);
    memset(w->vtype + old, 0, (size_t)((w->captypes - old) * sizeof *w->vtype));
  }
}

static uint64_t new_cid(walk *w) { return ++w->next_cid; }

/* Defines the next value of region r; returns its canonical id (ids mode). */
static inline uint64_t define(walk *w, rinfo *r, uint64_t type, const uint8_t *at) {
  if (r->next_def >= r->vbase + r->n)
    mbc_fail(w->cx, MLIRBC_E_VALUE_RANGE, MLIRBC_SEC_IR, at,
             "region defines more values than the %llu it declared",
             (unsigned long long)r->n);
  uint64_t si = r->next_def++;
  w->vs[si] |= V_DEF;
  if (!w->ids) return 0;
  if (!w->vcid[si]) w->vcid[si] = new_cid(w);
  w->vtype[si] = type + 1;
  return w->vcid[si] - 1;
}

/* A use of value i of the current scope, read at `at`; its slot. */
static inline uint64_t use_index(walk *w, uint64_t i, const uint8_t *at) {
  if (i >= w->vend - w->scope_base)
    mbc_fail(w->cx, MLIRBC_E_VALUE_INDEX, MLIRBC_SEC_IR, at,
             "invalid value index %llu (%llu values in scope)", (unsigned long long)i,
             (unsigned long long)(w->vend - w->scope_base));
  uint64_t si = w->scope_base + i, v = w->vs[si];
  if (v < V_USE && !(v & V_DEF)) /* first use, before the definition */
    add_link(w, &owner_of(w, si)->fwd, si, (uint64_t)(at - w->cx->base));
  w->vs[si] = v + V_USE;
  return si;
}

static uint64_t use(walk *w, mbc_cur *c, uint64_t *type_out) {
  const uint8_t *at = c->p;
  uint64_t si = use_index(w, mbc_varint(c, GID_IR_OP_OPERAND), at);
  if (!w->ids) return 0;
  if (!w->vcid[si]) w->vcid[si] = new_cid(w);
  *type_out = w->vtype[si] ? w->vtype[si] - 1 : UINT64_MAX;
  return w->vcid[si] - 1;
}

/* Check the use-list entry at offset ul of slot si against its final use
 * count: the decoded map must be a permutation of [0, uses). */
static void check_uselist(walk *w, uint64_t si, uint64_t ul) {
  mbc_cur c = {w->cx->base + ul, w->cx->base + w->f->size, MLIRBC_SEC_IR, w->cx};
  const uint8_t *at = c.p;
  uint64_t v = mbc_varint(&c, GID_IR_USELIST_COUNT);
  uint64_t n = v >> 1, uses = w->vs[si] / V_USE;
  int pair = (int)(v & 1);
  uint64_t *map = scratch(w, S_TMP, 2 * uses + 1), *seen = map + uses;
  for (uint64_t i = 0; i < uses; i++) map[i] = i, seen[i] = 0;
  if (pair ? (n & 1) : n != uses)
    mbc_fail(w->cx, MLIRBC_E_USELIST, MLIRBC_SEC_IR, at,
             "use-list order has %llu indices for a value with %llu uses",
             (unsigned long long)n, (unsigned long long)uses);
  for (uint64_t i = 0; i < n; i += (uint64_t)1 + pair) {
    const uint8_t *iat = c.p;
    uint64_t a = mbc_varint(&c, GID_IR_USELIST_INDEX);
    uint64_t b = pair ? mbc_varint(&c, GID_IR_USELIST_INDEX) : a;
    if (a >= uses || b >= uses)
      mbc_fail(w->cx, MLIRBC_E_USELIST, MLIRBC_SEC_IR, iat,
               "use-list index %llu out of range for %llu uses",
               (unsigned long long)(a >= uses ? a : b), (unsigned long long)uses);
    map[pair ? a : i] = b;
  }
  for (uint64_t i = 0; i < uses; i++) {
    if (seen[map[i]])
      mbc_fail(w->cx, MLIRBC_E_USELIST, MLIRBC_SEC_IR, at,
               "use-list order is not a permutation (index %llu repeats)",
               (unsigned long long)map[i]);
    seen[map[i]] = 1;
  }
}

/* Every value used before its definition must be defined by now, and every
 * use-list order must fit its value's final use count. Then the slots of
 * the region are cleared for its next sibling: the defined ones are exactly
 * [vbase, next_def), so this costs what reading them did. */
static void close_region(walk *w) {
  rinfo *r = &w->rs[w->nrs - 1];
  for (uint64_t t = r->fwd; t; t = w->lk[t - 1].next)
    if (!(w->vs[w->lk[t - 1].slot] & V_DEF))
      mbc_fail(w->cx, MLIRBC_E_FORWARD_REF, MLIRBC_SEC_IR, w->cx->base + w->lk[t - 1].off,
               "operand refers to value %llu, which its region never defines",
               (unsigned long long)(w->lk[t - 1].slot - w->scope_base));
  for (uint64_t t = r->ul; t; t = w->lk[t - 1].next)
    check_uselist(w, w->lk[t - 1].slot, w->lk[t - 1].off);
  free_links(w, r->fwd);
  free_links(w, r->ul);
  size_t n = (size_t)(r->next_def - r->vbase);
  if (n) memset(w->vs + r->vbase, 0, n * sizeof *w->vs);
  if (n && w->ids) {
    memset(w->vcid + r->vbase, 0, n * sizeof *w->vcid);
    memset(w->vtype + r->vbase, 0, n * sizeof *w->vtype);
  }
  w->vend = r->vbase;
  w->nrs--;
}

/* Use-list orders for the R values at slots [first, first + R). */
static uint64_t read_uselists(walk *w, rinfo *r, mbc_cur *c, uint64_t first, uint64_t R) {
  uint64_t n = R > 1 ? mbc_count(c, 2, GID_IR_USELIST_NUM_VALUES) : 1;
  for (uint64_t k = 0; k < n; k++) {
    const uint8_t *at = c->p;
    uint64_t idx = R > 1 ? mbc_varint(c, GID_IR_USELIST_VALUE_INDEX) : 0;
    if (idx >= R)
      mbc_fail(w->cx, MLIRBC_E_USELIST, MLIRBC_SEC_IR, at,
               "use-list value index %llu out of range for %llu values",
               (unsigned long long)idx, (unsigned long long)R);
    uint64_t si = first + idx;
    if (w->vs[si] & V_UL)
      mbc_fail(w->cx, MLIRBC_E_USELIST, MLIRBC_SEC_IR, at,
               "second use-list order for the same value");
    const uint8_t *eat = c->p;
    uint64_t v = mbc_varint(c, GID_IR_USELIST_COUNT);
    uint64_t cnt = v >> 1;
    if (cnt > mbc_left(c))
      mbc_fail(w->cx, MLIRBC_E_COUNT, MLIRBC_SEC_IR, eat,
               "use-list of %llu indices exceeds the remaining bytes",
               (unsigned long long)cnt);
    uint64_t *ix = scratch(w, S_TMP, cnt + 1);
    for (uint64_t i = 0; i < cnt; i++) ix[i] = mbc_varint(c, GID_IR_USELIST_INDEX);
    w->vs[si] |= V_UL;
    add_link(w, &r->ul, si, (uint64_t)(eat - w->cx->base));
    if (w->v->uselist) {
      mlirbc_uselist u = {(uint64_t)(eat - w->cx->base), w->vcid[si] - 1, (int)(v & 1), cnt, ix};
      stop(w, w->v->uselist(w->ud, &u));
    }
  }
  return n;
}

/* ---- structure ---- */

static mbc_cur *cur(walk *w) { return &w->cur[w->ncur - 1]; }

static void push_cursor(walk *w, mbc_cur c) {
  w->cur = grow(w, w->cur, &w->capcur, w->ncur + 1, sizeof *w->cur);
  w->cur[w->ncur++] = c;
}

/* Up to 60 bytes of attribute idx's text for an error message (a validating
 * walk may have dropped it: rendered again). */
static mlirbc_view attr_excerpt(walk *w, uint64_t idx) {
  mlirbc_view t = {(const uint8_t *)"", 0};
  mlirbc_error e;
  if (mlirbc_attr_text(w->f, idx, &t, &e) != MLIRBC_OK) t.data = (const uint8_t *)"", t.size = 0;
  if (t.size > 60) t.size = 60;
  return t;
}

static void expect_loc(walk *w, uint64_t idx, const uint8_t *at) {
  if (mbc_decode_attr(w->f, w->cx, idx, MLIRBC_SEC_IR, at) != MBC_A_LOC) {
    mlirbc_view t = attr_excerpt(w, idx);
    mbc_fail(w->cx, MLIRBC_E_ATTR_KIND, MLIRBC_SEC_IR, at,
             "attribute %llu is not a location: %.*s", (unsigned long long)idx,
             (int)t.size, (const char *)t.data);
  }
}

static void expect_dict(walk *w, uint64_t idx, const uint8_t *at) {
  if (mbc_decode_attr(w->f, w->cx, idx, MLIRBC_SEC_IR, at) != MBC_A_DICT) {
    mlirbc_view t = attr_excerpt(w, idx);
    mbc_fail(w->cx, MLIRBC_E_ATTR_KIND, MLIRBC_SEC_IR, at,
             "attribute %llu is not a dictionary: %.*s", (unsigned long long)idx,
             (int)t.size, (const char *)t.data);
  }
}

static void props_index(walk *w, uint64_t props, const uint8_t *at) {
  if (props >= w->f->nprops)
    mbc_fail(w->cx, MLIRBC_E_PROPS_INDEX, MLIRBC_SEC_IR, at,
             "invalid properties index %llu (%llu entries)", (unsigned long long)props,
             (unsigned long long)w->f->nprops);
}

/* A registered op's properties checked against its layout, and rendered
 * into w->ptext when pout is it; whether the layout is known. */
static int check_props(walk *w, uint64_t name, uint64_t props, const uint8_t *at,
                       mbc_buf *pout) {
  w->ptext.len = 0;
  int pr = mbc_props_text(w->f, name, props, &w->pname, pout, w->cx->err);
  if (pr < 0) longjmp(w->cx->jb, 1); /* *err is filled */
  if (w->ptext.failed)
    mbc_fail(w->cx, w->ptext.failed, MLIRBC_SEC_PROPERTIES, at,
             "out of memory rendering properties");
  return pr;
}

/* Referenced types are decoded (and so validated), as upstream must to
 * build the op. */
static void check_type(walk *w, uint64_t idx, const uint8_t *at) {
  const mlirbc_file *f = w->f;
  if (idx < f->ntypes && mbc_entry_checked(f, f->nattrs + idx)) return; /* the usual case */
  mbc_decode_type(w->f, w->cx, idx, MLIRBC_SEC_IR, at);
}

/* Unregistered ops (v5+, flag 0) store properties as one attribute index. */
static uint64_t unregistered_props(walk *w, uint64_t pidx) {
  mlirbc_file *f = w->f;
  mbc_cur c = {f->props[pidx].data, f->props[pidx].data + f->props[pidx].size,
               MLIRBC_SEC_PROPERTIES, w->cx};
  const uint8_t *pat = c.p;
  uint64_t a = mbc_varint(&c, GID_PROPS_UNREGISTERED_ATTR);
  mbc_decode_attr(f, w->cx, a, MLIRBC_SEC_PROPERTIES, pat);
  if (c.p != c.end)
    mbc_fail(w->cx, MLIRBC_E_TRAILING, MLIRBC_SEC_PROPERTIES, c.p,
             "%zu bytes left in the properties of an unregistered op", mbc_left(&c));
  return a;
}

static void read_block(walk *w, frame *rf, rinfo *r) {
  mbc_cur *c = cur(w);
  mlirbc_file *f = w->f;
  const uint8_t *at = c->p;
  uint64_t v = mbc_varint(c, GID_IR_BLOCK_HEADER);
  uint64_t nops = v >> 1;
  int has_args = (int)(v & 1);
  if (nops > mbc_left(c) / 3) /* an op takes at least 3 bytes */
    mbc_fail(w->cx, MLIRBC_E_COUNT, MLIRBC_SEC_IR, at,
             "block claims %llu ops, more than the remaining %zu bytes can hold",
             (unsigned long long)nops, mbc_left(c));
  mlirbc_block b;
  memset(&b, 0, sizeof b);
  b.offset = (uint64_t)(at - w->cx->base);
  b.index = r->num_blocks - r->blocks_left;
  b.num_ops = nops;
  if (has_args) {
    if (w->nfr == 1) /* the top-level block */
      mbc_fail(w->cx, MLIRBC_E_TOPLEVEL_ARGS, MLIRBC_SEC_IR, at,
               "the top-level block cannot have arguments");
    uint64_t na = mbc_count(c, 1, GID_IR_BLOCK_NUM_ARGS);
    w->args = grow(w, w->args, &w->capargs, na + 1, sizeof *w->args);
    uint64_t first = r->next_def;
    for (uint64_t i = 0; i < na; i++) {
      mlirbc_block_arg *a = &w->args[i];
      const uint8_t *tat = c->p;
      uint64_t t = mbc_varint(c, GID_IR_BLOCK_ARG_TYPE);
      int has_loc = 1;
      if (f->hdr.version >= 4) {
        has_loc = (int)(t & 1);
        t >>= 1;
      }
      check_type(w, t, tat);
      a->type = t;
      a->has_loc = has_loc;
      if (has_loc) {
        const uint8_t *lat = c->p;
        a->location = mbc_varint(c, GID_IR_BLOCK_ARG_LOCATION);
        expect_loc(w, a->location, lat);
      }
      a->id = define(w, r, t, tat);
    }
    b.num_args = na;
    b.args = w->args;
    if (f->hdr.version >= 3) {
      if (mbc_byte(c, GID_IR_BLOCK_HAS_USE_LIST_ORDERS))
        b.num_uselists = read_uselists(w, r, c, first, na);
    }
  }
  /* The IR section's own block is not reported: its ops are the top level. */
  int toplevel = w->nfr == 1;
  if (w->v->block_begin && !toplevel) stop(w, w->v->block_begin(w->ud, &b));
  uint32_t depth = rf->depth; /* rf dies when push_frame reallocates */
  frame *bf = push_frame(w, F_BLOCK);
  bf->isolated = (uint8_t)toplevel; /* F_BLOCK: marks the top-level block */
  bf->left = nops;
  bf->depth = depth;
  if (w->v->block_end && !toplevel) {
    w->blkhdr = grow(w, w->blkhdr, &w->capblkhdr, w->nblkhdr + 1, sizeof *w->blkhdr);
    w->blkhdr[w->nblkhdr] = b;
    w->blkhdr[w->nblkhdr++].args = NULL;
  }
}

static void read_region(walk *w, frame *of) {
  mbc_cur *c = cur(w);
  const uint8_t *at = c->p;
  mlirbc_region reg = {(uint64_t)(at - w->cx->base), of->index++, 0, 0};
  reg.num_blocks = mbc_count(c, 1, GID_IR_REGION_NUM_BLOCKS);
  if (reg.num_blocks == 0) {
    if (w->v->region_begin) stop(w, w->v->region_begin(w->ud, &reg));
    if (w->v->region_end) stop(w, w->v->region_end(w->ud, &reg));
    return;
  }
  const uint8_t *vat = c->p;
  reg.num_values = mbc_count(c, 1, GID_IR_REGION_NUM_VALUES);
  if (reg.num_values > w->max_vals - w->vend)
    mbc_fail(w->cx, MLIRBC_E_LIMIT, MLIRBC_SEC_IR, vat,
             "open regions declare more values than the input can define");
  w->rs = grow(w, w->rs, &w->caprs, w->nrs + 1, sizeof *w->rs);
  rinfo *r = &w->rs[w->nrs++];
  memset(r, 0, sizeof *r);
  r->vbase = r->next_def = w->vend;
  r->n = reg.num_values;
  r->num_blocks = r->blocks_left = reg.num_blocks;
  r->offset = reg.offset;
  r->index = reg.index;
  r->num_values = reg.num_values;
  w->vend += reg.num_values;
  /* (a kept vs may come without the ids arrays a visitor's walk needs) */
  if (w->vend > w->capvals || (w->ids && (w->capids < w->capvals || w->captypes < w->capvals)))
    grow_values(w);
  if (w->v->region_begin) stop(w, w->v->region_begin(w->ud, &reg));
  uint32_t depth = of->depth; /* of dies when push_frame reallocates */
  frame *rf = push_frame(w, F_REGION);
  rf->depth = depth;
}

static const mlirbc_op zero_op;

static void read_op(walk *w, frame *bf) {
  mbc_cur *c = cur(w);
  mlirbc_file *f = w->f;
  rinfo *r = &w->rs[w->nrs - 1];
  mlirbc_op op;
  op = zero_op; /* a copy, not memset: rep stos showed in profiles */
  const uint8_t *at = c->p;
  op.offset = (uint64_t)(at - w->cx->base);
  op.depth = bf->depth;
  op.name = mbc_varint(c, GID_IR_OP_NAME);
  if (op.name >= f->nopnames)
    mbc_fail(w->cx, MLIRBC_E_OPNAME_INDEX, MLIRBC_SEC_IR, at,
             "invalid operation name index %llu (%llu names)",
             (unsigned long long)op.name, (unsigned long long)f->nopnames);
  const uint8_t *mat = c->p;
  op.mask = mbc_byte(c, GID_IR_OP_MASK);
  uint8_t known = f->hdr.version >= 5 ? 0x7F : f->hdr.version >= 3 ? 0x3F : 0x1F;
  if (op.mask & (uint8_t)~known)
    mbc_fail(w->cx, (op.mask & 0x40) && f->hdr.version < 5 ? MLIRBC_E_PROPS_VERSION
                                                           : MLIRBC_E_OP_MASK,
             MLIRBC_SEC_IR, mat, "op mask 0x%02X has bits not defined at version %llu",
             op.mask, (unsigned long long)f->hdr.version);
  const uint8_t *lat = c->p;
  op.location = mbc_varint(c, GID_IR_OP_LOCATION);
  expect_loc(w, op.location, lat);
  if (op.mask & 0x01) {
    const uint8_t *aat = c->p;
    op.has_attrs = 1;
    op.attrs = mbc_varint(c, GID_IR_OP_ATTRS);
    expect_dict(w, op.attrs, aat);
  }
  if (op.mask & 0x40) {
    const uint8_t *pat = c->p;
    op.has_props = 1;
    op.props = mbc_varint(c, GID_IR_OP_PROPERTIES);
    props_index(w, op.props, pat);
    if (f->opnames[op.name].registered == 0) {
      op.props_is_attr = 1;
      op.props_attr = unregistered_props(w, op.props);
    } else {
      /* only a visitor of ops can see the text: otherwise check, not render */
      op.props_known = check_props(w, op.name, op.props, pat, w->v->op_begin ? &w->ptext : NULL);
      op.props_text.data = (const uint8_t *)w->ptext.data;
      op.props_text.size = w->ptext.len;
    }
  }
  if (op.mask & 0x02) {
    op.num_results = mbc_count(c, 1, GID_IR_OP_NUM_RESULTS);
    uint64_t *rt = scratch(w, S_RTYPES, op.num_results + 1);
    uint64_t *ri = scratch(w, S_RIDS, op.num_results + 1);
    for (uint64_t i = 0; i < op.num_results; i++) {
      const uint8_t *tat = c->p;
      rt[i] = mbc_varint(c, GID_IR_OP_RESULT_TYPE);
      check_type(w, rt[i], tat);
      ri[i] = define(w, r, rt[i], tat);
    }
    op.result_types = rt;
    op.result_ids = ri;
  }
  uint64_t first_result = r->next_def - op.num_results;
  if (op.mask & 0x04) {
    op.num_operands = mbc_count(c, 1, GID_IR_OP_NUM_OPERANDS);
    uint64_t *oi = scratch(w, S_OIDS, op.num_operands + 1);
    uint64_t *ot = scratch(w, S_OTYPES, op.num_operands + 1);
    for (uint64_t i = 0; i < op.num_operands; i++) oi[i] = use(w, c, &ot[i]);
    op.operand_ids = oi;
    op.operand_types = ot;
  }
  if (op.mask & 0x08) {
    op.num_successors = mbc_count(c, 1, GID_IR_OP_NUM_SUCCESSORS);
    uint64_t *sc = scratch(w, S_SUCC, op.num_successors + 1);
    for (uint64_t i = 0; i < op.num_successors; i++) {
      const uint8_t *sat = c->p;
      sc[i] = mbc_varint(c, GID_IR_OP_SUCCESSOR);
      if (sc[i] >= r->num_blocks)
        mbc_fail(w->cx, MLIRBC_E_SUCCESSOR_INDEX, MLIRBC_SEC_IR, sat,
                 "invalid successor index %llu (%llu blocks in the region)",
                 (unsigned long long)sc[i], (unsigned long long)r->num_blocks);
    }
    op.successors = sc;
  }
  if (op.mask & 0x20) op.num_uselists = read_uselists(w, r, c, first_result, op.num_results);
  if (op.mask & 0x10) {
    const uint8_t *rat = c->p;
    uint64_t v = mbc_varint(c, GID_IR_OP_REGIONS);
    op.num_regions = v >> 1;
    op.isolated = (int)(v & 1);
    if (op.num_regions > mbc_left(c))
      mbc_fail(w->cx, MLIRBC_E_COUNT, MLIRBC_SEC_IR, rat,
               "op claims %llu regions, more than the remaining %zu bytes can hold",
               (unsigned long long)op.num_regions, mbc_left(c));
    if (op.isolated && f->hdr.version >= 2 && op.num_regions) {
      const uint8_t *sat = c->p;
      mbc_cur sub = mbc_nested_section(c, MLIRBC_SEC_IR, MLIRBC_E_NESTED_SECTION,
                                       "IR (lazily loadable region)");
      mbc_trace(c, GID_IR_REGIONS_SECTION, sat, op.num_regions); /* the whole nested section */
      op.lazy = 1;
      op.lazy_offset = (uint64_t)(sub.p - w->cx->base);
      op.lazy_size = mbc_left(&sub);
      sub.section = MLIRBC_SEC_IR;
      push_cursor(w, sub);
    }
  }
  if (w->v->op_begin) stop(w, w->v->op_begin(w->ud, &op));
  if (op.num_regions == 0 && !w->v->op_end) return;
  mlirbc_op hdr = op;
  hdr.props_text.data = NULL;
  hdr.props_text.size = 0;
  hdr.result_types = hdr.result_ids = hdr.operand_ids = hdr.operand_types = NULL;
  hdr.successors = NULL;
  if (op.num_regions == 0) {
    stop(w, w->v->op_end(w->ud, &hdr));
    return;
  }
  uint32_t depth = bf->depth; /* bf dies when push_frame reallocates */
  frame *of = push_frame(w, F_OP);
  of->left = op.num_regions;
  of->depth = depth + 1;
  of->isolated = (uint8_t)op.isolated;
  of->lazy = (uint8_t)op.lazy;
  if (w->v->op_end) {
    w->ophdr = grow(w, w->ophdr, &w->capophdr, w->nophdr + 1, sizeof *w->ophdr);
    w->ophdr[w->nophdr++] = hdr;
  }
  if (op.isolated) { /* a new value scope */
    of->saved_scope = w->scope_base;
    of->saved_rfloor = w->rfloor;
    w->scope_base = w->vend;
    w->rfloor = w->nrs;
  }
}

/* ---- the validating walk's op reader ----
 * A walk nobody watches (no visitor of ops or value ids, no trace) spends
 * its time in ops that hold a location, attributes, properties, results and
 * operands and nothing else. read_op_lean reads exactly those, with the
 * position in a register and no header for a visitor; any other op (regions,
 * successors, use-list orders, unregistered properties, a mask bit its
 * version lacks, a truncated name or mask) goes to read_op from its first
 * byte, before anything was checked. Every check is read_op's, in read_op's
 * order, with its code and offset. */

typedef struct lread { const uint8_t *p; uint64_t v; } lread;

/* The cursor's answer where the fast path has none: a varint near the end
 * of the window, the 9-byte form, a truncation or a count that does not
 * fit (min_each > 0), with the cursor's error. */
static MBC_NOINLINE lread lean_slow(walk *w, const uint8_t *p, const uint8_t *end,
                                    uint64_t min_each, const char *id) {
  mbc_cur c = {p, end, MLIRBC_SEC_IR, w->cx};
  lread r;
  r.v = min_each ? mbc_count_slow(&c, min_each, id) : mbc_varint_slow(&c, id);
  r.p = c.p;
  return r;
}

/* One varint at p (a count of items of at least one byte when `count`). */
#define LEAN_VARINT(out, count, id)                                                \
  do {                                                                            \
    size_t left_ = (size_t)(end - p);                                             \
    if (MBC_LIKELY(left_ >= 8)) {                                                 \
      uint8_t b0_ = *p;                                                           \
      if (b0_ & 1) { /* one byte; a count below 8 fits in the 7+ bytes left */    \
        (out) = b0_ >> 1;                                                         \
        p++;                                                                      \
        if (!(count) || (out) < 8) break;                                         \
        p--;                                                                      \
      }                                                                           \
      size_t len_ = mbc_varint_len(b0_);                                          \
      if (MBC_LIKELY(len_ <= 8)) {                                                \
        (out) = (mbc_load_le64(p) << (64 - 8 * len_)) >> (64 - 7 * len_);         \
        if (!(count) || (out) <= left_ - len_) {                                  \
          p += len_;                                                              \
          break;                                                                  \
        }                                                                         \
      }                                                                           \
    }                                                                             \
    lread r_ = lean_slow(w, p, end, (count) ? 1 : 0, id);                        \
    (out) = r_.v;                                                                 \
    p = r_.p;                                                                     \
  } while (0)

/* Not inlined: WebAssembly engines compile a hot function again, optimised,
 * only when it is called again (no on-stack replacement): inlined into
 * run(), which is called once per walk, every op of a first walk ran as
 * baseline code (810 ms for 2M ops in Node, 105 ms once optimised). */
static MBC_NOINLINE int read_op_lean(walk *w) {
  mbc_cur *c = cur(w);
  mlirbc_file *f = w->f;
  const uint8_t *p = c->p, *end = c->end, *at;
  uint64_t name, v;
  size_t k = mbc_varint_decode(p, (size_t)(end - p), &name);
  if (!k || name >= f->nopnames || (size_t)(end - p) <= k) return 0;
  unsigned mask = p[k];
  /* location, attributes, results, operands; properties of a registered op */
  if ((mask & ~w->lean_mask) || ((mask & 0x40) && !f->opnames[name].registered)) return 0;
  p += k + 1;
  at = p;
  LEAN_VARINT(v, 0, GID_IR_OP_LOCATION);
  expect_loc(w, v, at);
  if (mask & 0x01) {
    at = p;
    LEAN_VARINT(v, 0, GID_IR_OP_ATTRS);
    expect_dict(w, v, at);
  }
  if (mask & 0x40) {
    at = p;
    LEAN_VARINT(v, 0, GID_IR_OP_PROPERTIES);
    props_index(w, v, at);
    /* checked already for this layout's rules (mbc_props_text's cache) */
    if (!f->pchecked || !f->playout || !f->playout[name] || f->pchecked[v] != f->playout[name])
      check_props(w, name, v, at, NULL);
  }
  if (mask & 0x02) {
    rinfo *r = &w->rs[w->nrs - 1];
    uint64_t n;
    LEAN_VARINT(n, 1, GID_IR_OP_NUM_RESULTS);
    for (uint64_t i = 0; i < n; i++) {
      at = p;
      LEAN_VARINT(v, 0, GID_IR_OP_RESULT_TYPE);
      check_type(w, v, at);
      define(w, r, v, at);
    }
  }
  if (mask & 0x04) {
    uint64_t n;
    LEAN_VARINT(n, 1, GID_IR_OP_NUM_OPERANDS);
    for (uint64_t i = 0; i < n; i++) {
      at = p;
      LEAN_VARINT(v, 0, GID_IR_OP_OPERAND);
      use_index(w, v, at);
    }
  }
  c->p = p;
  return 1;
}

/* Not inlined into mlirbc_walk, which calls setjmp: there every call is
 * lowered as one that may longjmp (WebAssembly's setjmp/longjmp lowering
 * wraps each; natively values may not stay in registers across them). The
 * walk took 1.8x as long in WebAssembly with it inlined. */
static MBC_NOINLINE void run(walk *w) {
  mlirbc_file *f = w->f;
  push_cursor(w, mbc_section_cur(f, w->cx, MLIRBC_SEC_IR));
  /* The IR section is one block of a value-less pseudo region. */
  w->rs = grow(w, w->rs, &w->caprs, 1, sizeof *w->rs);
  memset(&w->rs[0], 0, sizeof w->rs[0]);
  w->rs[0].num_blocks = w->rs[0].blocks_left = 1;
  w->nrs = 1;
  frame *rf = push_frame(w, F_REGION);
  read_block(w, rf, &w->rs[0]);
  w->rs[0].blocks_left = 0;
  while (w->nfr) {
    frame *top = &w->fr[w->nfr - 1];
    switch (top->kind) {
    case F_BLOCK:
      if (top->left) {
        top->left--;
        if (!w->lean || !read_op_lean(w)) read_op(w, top);
      } else {
        if (w->v->block_end && !top->isolated)
          stop(w, w->v->block_end(w->ud, &w->blkhdr[--w->nblkhdr]));
        w->nfr--;
      }
      break;
    case F_REGION: {
      rinfo *r = &w->rs[w->nrs - 1];
      if (r->blocks_left) {
        read_block(w, top, r);
        r->blocks_left--;
      } else {
        mlirbc_region reg = {r->offset, r->index, r->num_blocks, r->num_values};
        close_region(w);
        w->nfr--;
        if (w->nfr && w->v->region_end) stop(w, w->v->region_end(w->ud, &reg));
      }
      break;
    }
    default: /* F_OP */
      if (top->left) {
        top->left--;
        read_region(w, top);
      } else {
        if (top->lazy) {
          mbc_cur *c = cur(w);
          if (c->p != c->end)
            mbc_fail(w->cx, MLIRBC_E_TRAILING, MLIRBC_SEC_IR, c->p,
                     "%zu bytes left in a nested IR section", mbc_left(c));
          w->ncur--;
        }
        if (top->isolated) {
          w->scope_base = top->saved_scope;
          w->rfloor = top->saved_rfloor;
        }
        w->nfr--;
        if (w->v->op_end) stop(w, w->v->op_end(w->ud, &w->ophdr[--w->nophdr]));
      }
      break;
    }
  }
  mbc_cur *c = cur(w);
  if (c->p != c->end)
    mbc_fail(w->cx, MLIRBC_E_TRAILING, MLIRBC_SEC_IR, c->p,
             "%zu bytes left in the IR section after the top-level block", mbc_left(c));
}

/* The value slot arrays, in the order of mlirbc_file.kept_slots. */
static void slot_arrays(walk *w, uint64_t **p[3], uint64_t *cap[3]) {
  p[0] = &w->vs, cap[0] = &w->capvals;
  p[1] = &w->vcid, cap[1] = &w->capids;
  p[2] = &w->vtype, cap[2] = &w->captypes;
}

void mbc_free_walk_cache(mlirbc_file *f) {
  for (int k = 0; k < 3; k++) {
    mbc_file_free(f, f->kept_slots[k].p, f->kept_slots[k].cap * sizeof(uint64_t));
    f->kept_slots[k].p = NULL;
    f->kept_slots[k].cap = 0;
  }
}

/* ok: the walk finished, so every slot it used was cleared by close_region:
 * the arrays are left to the next walk. */
static void free_walk(walk *w, int ok) {
  mlirbc_file *f = w->f;
  mbc_file_free(f, w->fr, w->capfr * sizeof *w->fr);
  mbc_file_free(f, w->ophdr, w->capophdr * sizeof *w->ophdr);
  mbc_file_free(f, w->blkhdr, w->capblkhdr * sizeof *w->blkhdr);
  mbc_file_free(f, w->rs, w->caprs * sizeof *w->rs);
  mbc_file_free(f, w->cur, w->capcur * sizeof *w->cur);
  uint64_t **arr[3], *cap[3];
  slot_arrays(w, arr, cap);
  for (int k = 0; k < 3; k++) {
    if (ok && *cap[k] > f->kept_slots[k].cap) {
      mbc_file_free(f, f->kept_slots[k].p, f->kept_slots[k].cap * sizeof(uint64_t));
      f->kept_slots[k].p = *arr[k];
      f->kept_slots[k].cap = *cap[k];
    } else {
      mbc_file_free(f, *arr[k], *cap[k] * sizeof(uint64_t));
    }
  }
  mbc_file_free(f, w->lk, w->caplk * sizeof *w->lk);
  for (int k = 0; k < 6; k++) mbc_file_free(f, w->u64[k], w->capu64[k] * sizeof(uint64_t));
  mbc_file_free(f, w->args, w->capargs * sizeof *w->args);
  mbc_buf_free(&w->pname);
  mbc_buf_free(&w->ptext);
  mbc_file_free(f, w, sizeof *w);
}

mlirbc_code mlirbc_walk(mlirbc_file *f, const mlirbc_visitor *v, void *ud,
                        mlirbc_error *err) {
  mlirbc_error local;
  err = MBC_ERR_OR_LOCAL(err, local);
  memset(err, 0, sizeof *err);
  static const mlirbc_visitor none;
  if (!f) {
    mbc_set_error(err, MLIRBC_E_USAGE, MLIRBC_SEC_IR, 0, "NULL file");
    return MLIRBC_E_USAGE;
  }
  walk *w = mbc_realloc(&f->alloc, NULL, 0, sizeof *w);
  if (!w) {
    mbc_set_error(err, MLIRBC_E_NOMEM, MLIRBC_SEC_IR, 0, "out of memory");
    return MLIRBC_E_NOMEM;
  }
  memset(w, 0, sizeof *w);
  mbc_ctx cx;
  cx.err = err;
  cx.base = f->data;
  cx.trace = f->trace;
  cx.trace_ud = f->trace_ud;
  w->f = f;
  w->cx = &cx;
  w->v = v ? v : &none;
  w->ud = ud;
  w->ids = w->v->op_begin || w->v->block_begin || w->v->uselist;
  w->lean = !w->ids && !w->v->op_end && !cx.trace;
  w->lean_mask = f->hdr.version >= 5 ? 0x47 : 0x07; /* properties: v5+ */
  /* Each defined value takes at least one byte, so declared values beyond
   * the input size can never all exist (spec/reader-decisions.md). */
  w->max_vals = (uint64_t)f->size + 64;
  mbc_buf_init(&w->pname, &f->alloc, NULL);
  mbc_buf_init(&w->ptext, &f->alloc, NULL);
  uint64_t **arr[3], *cap[3];
  slot_arrays(w, arr, cap);
  for (int k = 0; k < 3; k++) { /* what the last walk left, all clear */
    *arr[k] = f->kept_slots[k].p;
    *cap[k] = f->kept_slots[k].cap;
    f->kept_slots[k].p = NULL;
    f->kept_slots[k].cap = 0;
  }
  walk *volatile wv = w; /* read after longjmp */
  mlirbc_error *volatile ev = err;
  if (setjmp(cx.jb)) {
    free_walk(wv, 0);
    return ev->code;
  }
  run(w);
  free_walk(w, 1);
  return MLIRBC_OK;
}
