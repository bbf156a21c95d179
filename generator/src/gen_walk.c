/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* gen_walk.c — the one walk of the IR model that the writer and the
 * structure printer share: pre-order with begin/end events, driven by an
 * explicit stack on the heap, so a file nested 100,000 regions deep costs
 * memory, never C stack. */
#include "gen_internal.h"

#define OP(i) GV_AT(&c->ops, gop, (i))
#define BLK(i) GV_AT(&c->blocks, gblock, (i))
#define REG(i) GV_AT(&c->regions, gregion, (i))

/* An op whose regions are being walked: the region and block in progress. */
typedef struct wframe { int32_t op, reg, blk; } wframe;

/* Enter block `blk` of the top frame, or when there is none left in the
 * frame's region, the next region's first block. Returns the block entered,
 * or -1 when the op's regions are all done (region_end sent for the last). */
static int32_t enter_block(gctx *c, wframe *f, int32_t blk, const gwalk *w, void *ud) {
  while (blk < 0) {
    if (w->region_end) w->region_end(ud, f->reg);
    f->reg = REG(f->reg).next;
    if (f->reg < 0) return -1;
    if (w->region_begin) w->region_begin(ud, f->reg, 0);
    blk = REG(f->reg).first_block;
  }
  f->blk = blk;
  if (w->block_begin) w->block_begin(ud, blk, blk == REG(f->reg).first_block);
  return blk;
}

void g_walk(gctx *c, int32_t first, const gwalk *w, void *ud) {
  gvec st;
  gv_init(&st, sizeof(wframe));
  int32_t o = first; /* next op of the block in progress (the top level first) */
  int first_in_block = 1;
  for (;;) {
    int32_t blk;
    wframe *f;
    if (o >= 0) {
      uint32_t depth = (uint32_t)st.n;
      if (w->op_begin) w->op_begin(ud, o, depth, first_in_block);
      first_in_block = 0;
      if (OP(o).first_region < 0) {
        if (w->op_end) w->op_end(ud, o, depth);
        o = OP(o).next;
        continue;
      }
      f = gv_push(&st);
      f->op = o;
      f->reg = OP(o).first_region;
      if (w->region_begin) w->region_begin(ud, f->reg, 1);
      blk = enter_block(c, f, REG(f->reg).first_block, w, ud);
    } else {
      if (!st.n) break;
      f = &GV_AT(&st, wframe, st.n - 1);
      if (w->block_end) w->block_end(ud, f->blk);
      blk = enter_block(c, f, BLK(f->blk).next, w, ud);
    }
    if (blk >= 0) {
      o = BLK(blk).first_op;
      first_in_block = 1;
      continue;
    }
    int32_t done = f->op; /* its regions are walked: back to its block */
    st.n--;
    if (w->op_end) w->op_end(ud, done, (uint32_t)st.n);
    o = OP(done).next;
    first_in_block = 0;
  }
  gv_free(&st);
}
