/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* gen_nest.c — the deep-nesting models (mlirbc_gen.h, MBG_NEST_*): one
 * builtin.module holding `depth` levels of nested regions, blocks with
 * arguments, ArrayAttrs or TupleTypes. Every chain is built in a loop,
 * innermost entry first for attributes and types (an entry's children are
 * built before it), outermost op first for the IR; the writer and the
 * structure printer walk the model without recursion too, so 100,000
 * levels cost memory only. */
#include <string.h>
#include "gen_internal.h"

#define BLK(i) GV_AT(&c->blocks, gblock, (i))

static const char *const kind_names[MBG_NEST_KINDS] = {"region", "attr", "type", "block"};

const char *mbg_nest_kind_name(int kind) {
  return kind >= 0 && kind < MBG_NEST_KINDS ? kind_names[kind] : NULL;
}

int mbg_nest_kind(const char *name) {
  for (int k = 0; k < MBG_NEST_KINDS; k++)
    if (!strcmp(name, kind_names[k])) return k;
  return -1;
}

/* x.op ops, each holding the next in the one block of its one region, and
 * the x.leaf innermost. With args, every x.op's block takes an i32 argument
 * and the op in it uses that argument. Returns the x.leaf. */
static int32_t op_chain(gctx *c, int32_t mod, uint32_t depth, int args) {
  uint32_t loc = l_unknown(c), i32 = args ? t_int(c, 32, 0) : 0;
  uint32_t nest = g_opname(c, "x", "op", 0), leaf = g_opname(c, "x", "leaf", 0);
  int32_t blk = g_new_block(c, g_new_region(c, mod));
  int has_arg = 0;
  uint32_t arg = 0; /* the enclosing block's argument */
  for (uint32_t d = 0;; d++) {
    int32_t op = g_new_op(c, d < depth ? nest : leaf, loc);
    if (has_arg) g_set_operands(c, op, &arg, 1);
    g_append_op(c, blk, op);
    if (d == depth) return op;
    blk = g_new_block(c, g_new_region(c, op));
    if (args) {
      g_set_block_args(c, blk, &i32, 1);
      *(uint32_t *)gv_push(&c->arglocs) = loc;
      arg = GV_AT(&c->opds, uint32_t, BLK(blk).arg0);
      has_arg = 1;
    }
  }
}

void g_build_nest(gctx *c, int kind, uint32_t depth) {
  g_dialect(c, "builtin");
  uint32_t loc = l_unknown(c);
  int32_t mod = g_new_op(c, g_opname(c, "builtin", "module", 1), loc);
  g_root_module(c, mod, -1);
  if (kind == MBG_NEST_REGION || kind == MBG_NEST_BLOCK) {
    op_chain(c, mod, depth, kind == MBG_NEST_BLOCK);
    c->depth_seen = (int)depth + 1; /* regions: the module's and one per x.op */
    if (c->depth_seen >= 8) c->used |= GF_DEEP;
    return;
  }
  int32_t leaf = op_chain(c, mod, 0, 0);
  if (kind == MBG_NEST_ATTR) {
    uint32_t a = a_array(c, NULL, 0);
    for (uint32_t d = 1; d < depth; d++) a = a_array(c, &a, 1);
    const char *key = "a";
    GV_AT(&c->ops, gop, leaf).attrs = (int32_t)a_dict(c, &key, &a, 1);
  } else {
    uint32_t t = t_tuple(c, NULL, 0);
    for (uint32_t d = 1; d < depth; d++) t = t_tuple(c, &t, 1);
    uint32_t r = g_new_value(c, t);
    g_set_results(c, leaf, &r, 1);
  }
  c->depth_seen = 1;
}
