/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* gen_nest.c — the deep-nesting model: a builtin.module holding `depth`
 * nested unregistered ops "x.op", each with one region of one block, and one
 * "x.leaf" innermost. Built in a loop (the writer and the structure printer
 * walk the model without recursion too), so 100,000 levels cost memory only. */
#include "gen_internal.h"

void g_build_nest(gctx *c, uint32_t depth) {
  g_dialect(c, "builtin");
  uint32_t loc = l_unknown(c);
  int32_t mod = g_new_op(c, g_opname(c, "builtin", "module", 1), loc);
  g_root_module(c, mod, -1);
  uint32_t nest = g_opname(c, "x", "op", 0), leaf = g_opname(c, "x", "leaf", 0);
  int32_t parent = mod;
  for (uint32_t d = 0; d <= depth; d++) {
    int32_t blk = g_new_block(c, g_new_region(c, parent));
    int32_t op = g_new_op(c, d < depth ? nest : leaf, loc);
    g_append_op(c, blk, op);
    parent = op;
  }
  c->depth_seen = (int)depth + 1; /* regions: the module's and one per x.op */
  if (c->depth_seen >= 8) c->used |= GF_DEEP;
}
