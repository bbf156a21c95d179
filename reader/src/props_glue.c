/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* props_glue.c — connects the ODS property layouts (props_ods.c) to a file:
 * attribute lookups through the decode worklist, errors as mlirbc_error. */
#include <string.h>
#include "internal.h"
#include "props.h"

static int p_attr(void *ud, uint64_t idx, mlirbc_view *text, mbc_ainfo *info,
                  mlirbc_error *err) {
  return mbc_attr_lookup(ud, idx, text, info, err);
}

static int p_string(void *ud, uint64_t idx, mlirbc_view *s, mlirbc_error *err) {
  return mbc_string_lookup(ud, idx, s, MLIRBC_SEC_PROPERTIES, err);
}

/* Stands for "looked up, no layout" in the per-op-name cache. */
static const mbc_prop_layout no_layout;

/* The layout of op name `name`, looked up once per name (a table scan with
 * string compares per op showed in profiles). NULL: none known; -1: out of
 * memory. */
static const mbc_prop_layout *layout_of(mlirbc_file *f, uint64_t opname, mbc_buf *name,
                                        int *nomem) {
  if (!f->playout) {
    f->playout = mbc_realloc(&f->alloc, NULL, 0, (size_t)f->nopnames * sizeof *f->playout);
    if (!f->playout) return *nomem = 1, NULL;
    memset(f->playout, 0, (size_t)f->nopnames * sizeof *f->playout);
  }
  const mbc_prop_layout *l = f->playout[opname];
  if (!l) {
    name->len = 0;
    mbc_op_full_name(f, opname, name);
    if (name->failed) return *nomem = 1, NULL;
    l = mbc_props_find_layout(name->data, name->len, f->hdr.release);
    if (l && l->flag != MBC_PL_OK) l = NULL; /* no properties / no rule: hex */
    f->playout[opname] = l = l ? l : &no_layout;
  }
  return l == &no_layout ? NULL : l;
}

/* Layouts whose fields agree in kind, argument and name (names pair the
 * segment fields) read the same bytes the same way: what passed one passes
 * the other. Ops of one dialect share entries (arith.addi and arith.subi
 * the same overflowFlags), so a check cache keyed by op name missed. */
static int same_rules(const mbc_prop_layout *a, const mbc_prop_layout *b) {
  if (a == b) return 1;
  if (!a || a->nfields != b->nfields) return 0;
  for (size_t i = 0; i < a->nfields; i++) {
    const mbc_prop_field *x = &a->fields[i], *y = &b->fields[i];
    if (x->kind != y->kind || x->arg != y->arg || x->name_len != y->name_len ||
        memcmp(x->name, y->name, x->name_len) != 0)
      return 0;
  }
  return 1;
}

int mbc_props_text(mlirbc_file *f, uint64_t opname, uint64_t props, mbc_buf *name,
                   mbc_buf *out, mlirbc_error *err) {
  int nomem = 0;
  const mbc_prop_layout *l = layout_of(f, opname, name, &nomem);
  if (nomem) {
    mbc_set_error(err, MLIRBC_E_NOMEM, MLIRBC_SEC_PROPERTIES, 0, "out of memory");
    return -MLIRBC_E_NOMEM;
  }
  if (!l) return 0;
  /* Ops share property entries (the section holds each distinct one once),
   * and a check depends only on the entry and the layout's rules: a check
   * without rendering is done once per (entry, rules). */
  if (!out) {
    if (!f->pchecked) {
      f->pchecked = mbc_realloc(&f->alloc, NULL, 0, (size_t)f->nprops * sizeof *f->pchecked);
      if (!f->pchecked) {
        mbc_set_error(err, MLIRBC_E_NOMEM, MLIRBC_SEC_PROPERTIES, 0, "out of memory");
        return -MLIRBC_E_NOMEM;
      }
      memset(f->pchecked, 0, (size_t)f->nprops * sizeof *f->pchecked);
    }
    if (same_rules(f->pchecked[props], l)) {
      f->pchecked[props] = l; /* the walk's inline test asks for this layout */
      return 1;
    }
  }
  mbc_pctx ctx = {f, f->hdr.version, f->hdr.release, p_attr, p_string};
  int r = mbc_props_render_layout(&ctx, l, f->props[props].data,
                                  f->props[props].size, f->props_off[props], out,
                                  err);
  if (!out && r == 1) f->pchecked[props] = l;
  return r;
}
