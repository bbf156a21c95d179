/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* dump_mlir.c — MLIR generic text, shaped like
 * `mlir-opt --mlir-print-op-generic --mlir-print-debuginfo --mlir-print-local-scope`.
 * Two walks: the first learns each value's type and result group (operand
 * types of forward references are only known later), the second prints. */
#include <string.h>
#include "internal.h"
#include "out.h"


typedef struct vinfo {
  uint64_t type;    /* type index */
  uint64_t leader;  /* canonical id of result 0 of its op (itself for args) */
  uint32_t k, n;    /* result number and result count */
} vinfo;

typedef struct mdump {
  mlirbc_file *f;
  mbc_out o;
  vinfo *v; uint64_t nv, capv;
  mbc_buf tails;            /* stack of op tails (attrs, types, loc) */
  size_t *tail_at; uint64_t ntails, captails;
  uint32_t *depth; uint64_t ndepth, capdepth;
  mlirbc_error cb_err;
  int failed;               /* NOMEM or a text lookup failed */
} mdump;

static int reserve(mdump *d, void **p, uint64_t *cap, uint64_t need, size_t elem) {
  if (need <= *cap) return 1;
  uint64_t nc = *cap ? *cap * 2 : 64;
  while (nc < need) nc *= 2;
  void *np = nc > SIZE_MAX / elem ? NULL
             : mbc_realloc(&d->f->alloc, *p, (size_t)(*cap * elem), (size_t)(nc * elem));
  if (!np) {
    d->failed = 1;
    mbc_set_error(&d->cb_err, MLIRBC_E_NOMEM, MLIRBC_SEC_IR, 0, "out of memory");
    return 0;
  }
  *p = np;
  *cap = nc;
  return 1;
}

static vinfo *vat(mdump *d, uint64_t id) {
  if (id >= d->nv) {
    if (!reserve(d, (void **)&d->v, &d->capv, id + 1, sizeof *d->v)) return NULL;
    memset(d->v + d->nv, 0, (size_t)((id + 1 - d->nv) * sizeof *d->v));
    d->nv = id + 1;
  }
  return &d->v[id];
}

/* ---- pass 1 ---- */

static int p1_op(void *ud, const mlirbc_op *op) {
  mdump *d = ud;
  for (uint64_t i = 0; i < op->num_results; i++) {
    vinfo *v = vat(d, op->result_ids[i]);
    if (!v) return 1;
    v->type = op->result_types[i];
    v->leader = op->result_ids[0];
    v->k = (uint32_t)i;
    v->n = (uint32_t)op->num_results;
  }
  return 0;
}

static int p1_block(void *ud, const mlirbc_block *b) {
  mdump *d = ud;
  for (uint64_t i = 0; i < b->num_args; i++) {
    vinfo *v = vat(d, b->args[i].id);
    if (!v) return 1;
    v->type = b->args[i].type;
    v->leader = b->args[i].id;
    v->k = 0;
    v->n = 1;
  }
  return 0;
}

/* ---- pass 2 ---- */

static void text(mdump *d, mbc_buf *b, uint64_t i, int is_type) {
  mlirbc_view t = {NULL, 0};
  if (d->failed) return;
  mlirbc_code rc = is_type ? mlirbc_type_text(d->f, i, &t, &d->cb_err)
                           : mbc_attr_text_transient(d->f, i, &t, &d->cb_err);
  if (rc != MLIRBC_OK) d->failed = 1;
  mbc_buf_put(b, t.data, t.size);
}

static void indent(mbc_buf *b, uint32_t n) {
  for (uint32_t i = 0; i < n; i++) mbc_buf_puts(b, "  ");
}

static void value(mdump *d, mbc_buf *b, uint64_t id) {
  const vinfo *v = id < d->nv ? &d->v[id] : NULL;
  mbc_buf_putc(b, '%');
  if (v && v->n > 1) {
    mbc_buf_u64(b, v->leader);
    mbc_buf_putc(b, '#');
    mbc_buf_u64(b, v->k);
  } else {
    mbc_buf_u64(b, id);
  }
}

static void type_list(mdump *d, mbc_buf *b, const uint64_t *ids, const uint64_t *types,
                      uint64_t n, int paren_single) {
  int paren = n != 1 || paren_single;
  if (!paren) {
    /* A lone function-type result needs parentheses to parse back. */
    mlirbc_view t = {NULL, 0};
    uint64_t ti = types ? types[0] : d->v[ids[0]].type;
    if (mlirbc_type_text(d->f, ti, &t, &d->cb_err) == MLIRBC_OK && t.size && t.data[0] == '(')
      paren = 1;
  }
  if (paren) mbc_buf_putc(b, '(');
  for (uint64_t i = 0; i < n; i++) {
    if (i) mbc_buf_puts(b, ", ");
    uint64_t ti = types ? types[i] : (ids[i] < d->nv ? d->v[ids[i]].type : 0);
    text(d, b, ti, 1);
  }
  if (paren) mbc_buf_putc(b, ')');
}

/* " {attrs} : (operand types) -> result types loc(...)" */
static void tail(mdump *d, mbc_buf *b, const mlirbc_op *op) {
  if (op->has_attrs) {
    mlirbc_view t = {NULL, 0};
    if (mlirbc_attr_text(d->f, op->attrs, &t, &d->cb_err) != MLIRBC_OK) d->failed = 1;
    if (!(t.size == 2 && t.data[0] == '{')) { /* mlir-opt omits an empty dictionary */
      mbc_buf_putc(b, ' ');
      mbc_buf_put(b, t.data, t.size);
    }
  }
  mbc_buf_puts(b, " : ");
  type_list(d, b, op->operand_ids, NULL, op->num_operands, 1);
  mbc_buf_puts(b, " -> ");
  type_list(d, b, NULL, op->result_types, op->num_results, 0);
  mbc_buf_putc(b, ' ');
  text(d, b, op->location, 0);
}

static int p2_op_begin(void *ud, const mlirbc_op *op) {
  mdump *d = ud;
  mbc_buf *b = &d->o.b;
  indent(b, op->depth);
  if (op->num_results) {
    mbc_buf_putc(b, '%');
    mbc_buf_u64(b, op->result_ids[0]);
    if (op->num_results > 1) {
      mbc_buf_putc(b, ':');
      mbc_buf_u64(b, op->num_results);
    }
    mbc_buf_puts(b, " = ");
  }
  mbc_buf_putc(b, '"');
  mbc_op_full_name(d->f, op->name, b);
  mbc_buf_puts(b, "\"(");
  for (uint64_t i = 0; i < op->num_operands; i++) {
    if (i) mbc_buf_puts(b, ", ");
    value(d, b, op->operand_ids[i]);
  }
  mbc_buf_putc(b, ')');
  if (op->num_successors) {
    mbc_buf_putc(b, '[');
    for (uint64_t i = 0; i < op->num_successors; i++) {
      if (i) mbc_buf_puts(b, ", ");
      mbc_buf_puts(b, "^bb");
      mbc_buf_u64(b, op->successors[i]);
    }
    mbc_buf_putc(b, ']');
  }
  /* mlir-opt prints no `<{}>` when every property is absent */
  int empty_props = op->props_known && op->props_text.size == 2;
  if (op->has_props && !empty_props) {
    mbc_buf_puts(b, " <");
    if (op->props_is_attr) {
      text(d, b, op->props_attr, 0);
    } else if (op->props_known) {
      mbc_buf_put(b, op->props_text.data, op->props_text.size);
    } else { /* a registered op's own layout: shown as bytes */
      mbc_buf_puts(b, "{mlirbc.properties = \"0x");
      mlirbc_view pv = mlirbc_props(d->f, op->props, NULL);
      mbc_buf_hex(b, pv.data, pv.size);
      mbc_buf_puts(b, "\"}");
    }
    mbc_buf_putc(b, '>');
  }
  if (!op->num_regions) {
    tail(d, b, op);
    mbc_buf_putc(b, '\n');
    mbc_out_maybe_flush(&d->o);
    return d->failed || d->o.failed;
  }
  mbc_buf_puts(b, " (");
  /* Keep the tail for op_end, and the depth for the block labels. */
  if (!reserve(d, (void **)&d->tail_at, &d->captails, d->ntails + 1, sizeof *d->tail_at) ||
      !reserve(d, (void **)&d->depth, &d->capdepth, d->ndepth + 1, sizeof *d->depth))
    return 1;
  d->tail_at[d->ntails++] = d->tails.len;
  d->depth[d->ndepth++] = op->depth;
  tail(d, &d->tails, op);
  return d->failed || d->tails.failed;
}

static int p2_op_end(void *ud, const mlirbc_op *op) {
  mdump *d = ud;
  if (!op->num_regions) return 0;
  mbc_buf *b = &d->o.b;
  size_t at = d->tail_at[--d->ntails];
  d->ndepth--;
  mbc_buf_putc(b, ')');
  mbc_buf_put(b, d->tails.data + at, d->tails.len - at);
  d->tails.len = at;
  mbc_buf_putc(b, '\n');
  mbc_out_maybe_flush(&d->o);
  return d->failed || d->o.failed;
}

static int p2_region_begin(void *ud, const mlirbc_region *r) {
  mdump *d = ud;
  mbc_buf_puts(&d->o.b, r->index ? ", {\n" : "{\n");
  return 0;
}

static int p2_region_end(void *ud, const mlirbc_region *r) {
  mdump *d = ud;
  (void)r;
  indent(&d->o.b, d->depth[d->ndepth - 1]);
  mbc_buf_putc(&d->o.b, '}');
  return 0;
}

static int p2_block_begin(void *ud, const mlirbc_block *blk) {
  mdump *d = ud;
  mbc_buf *b = &d->o.b;
  /* An entry block prints no label, unless it is empty (then the label is
   * what tells an empty block from an empty region). */
  if (!blk->index && !blk->num_args && blk->num_ops) return 0;
  indent(b, d->depth[d->ndepth - 1]);
  mbc_buf_puts(b, "^bb");
  mbc_buf_u64(b, blk->index);
  if (blk->num_args) {
    mbc_buf_putc(b, '(');
    for (uint64_t i = 0; i < blk->num_args; i++) {
      const mlirbc_block_arg *a = &blk->args[i];
      if (i) mbc_buf_puts(b, ", ");
      value(d, b, a->id);
      mbc_buf_puts(b, ": ");
      text(d, b, a->type, 1);
      mbc_buf_putc(b, ' ');
      if (a->has_loc) text(d, b, a->location, 0);
      else mbc_buf_puts(b, "loc(unknown)");
    }
    mbc_buf_putc(b, ')');
  }
  mbc_buf_puts(b, ":\n");
  return d->failed;
}

mlirbc_code mlirbc_dump_mlir(mlirbc_file *f, mlirbc_write_fn w, void *ud,
                             mlirbc_error *err) {
  mlirbc_error local;
  err = MBC_ERR_OR_LOCAL(err, local);
  memset(err, 0, sizeof *err);
  mdump d;
  memset(&d, 0, sizeof d);
  d.f = f;
  mbc_buf_init(&d.o.b, &f->alloc, NULL);
  mbc_buf_init(&d.tails, &f->alloc, NULL);
  d.o.write = w;
  d.o.ud = ud;
  mlirbc_visitor v1 = {p1_op, NULL, NULL, NULL, p1_block, NULL, NULL};
  mlirbc_code rc = mlirbc_walk(f, &v1, &d, err);
  if (rc == MLIRBC_OK) {
    mlirbc_visitor v2 = {p2_op_begin, p2_op_end, p2_region_begin, p2_region_end,
                         p2_block_begin, NULL, NULL};
    rc = mlirbc_walk(f, &v2, &d, err);
  }
  if (rc == MLIRBC_E_CALLBACK && d.failed) {
    *err = d.cb_err;
    rc = err->code;
  } else if (rc == MLIRBC_E_CALLBACK && (d.tails.failed || d.o.b.failed)) {
    rc = d.tails.failed ? d.tails.failed : d.o.b.failed;
    mbc_set_error(err, rc, MLIRBC_SEC_IR, 0, "out of memory writing MLIR text");
  }
  if (rc == MLIRBC_OK) {
    rc = d.o.b.failed ? d.o.b.failed : d.tails.failed;
    if (rc) {
      mbc_set_error(err, rc, MLIRBC_SEC_IR, 0, "out of memory writing MLIR text");
    } else {
      mbc_out_flush(&d.o);
      if (d.o.failed) {
        rc = MLIRBC_E_CALLBACK;
        mbc_set_error(err, rc, MLIRBC_SEC_IR, 0, "the output writer failed");
      }
    }
  }
  mbc_buf_free(&d.o.b);
  mbc_buf_free(&d.tails);
  mbc_file_free(f, d.v, d.capv * sizeof *d.v);
  mbc_file_free(f, d.tail_at, d.captails * sizeof *d.tail_at);
  mbc_file_free(f, d.depth, d.capdepth * sizeof *d.depth);
  return rc;
}
