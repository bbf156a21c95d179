/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* gen_json.c — the expected canonical structure (spec/structure.md),
 * computed from the model, in exactly the layout `mlirbc-read --dump=json`
 * prints (so files compare byte for byte). */
#include <string.h>
#include "gen_internal.h"

#define OP(i) GV_AT(&c->ops, gop, (i))
#define VAL(i) GV_AT(&c->values, gvalue, (i))
#define BLK(i) GV_AT(&c->blocks, gblock, (i))
#define REG(i) GV_AT(&c->regions, gregion, (i))
#define U32(v, i) GV_AT((v), uint32_t, (i))

/* Canonical numbering: pre-order; an op's results, then its operands, then
 * its regions; a block's arguments at its header; first appearance wins. */
static void num(gctx *c, uint32_t v, int32_t *next) {
  if (VAL(v).cid < 0) VAL(v).cid = (*next)++;
}
typedef struct jc { gctx *c; int32_t next; } jc;
static void number_op(void *ud, int32_t o, uint32_t depth, int first) {
  (void)depth, (void)first;
  jc *j = ud;
  gctx *c = j->c;
  for (uint32_t i = 0; i < OP(o).nres; i++) num(c, U32(&c->opds, OP(o).res0 + i), &j->next);
  for (uint32_t i = 0; i < OP(o).nopd; i++) num(c, U32(&c->opds, OP(o).opd0 + i), &j->next);
}
static void number_block(void *ud, int32_t b, int first) {
  (void)first;
  jc *j = ud;
  gctx *c = j->c;
  for (uint32_t i = 0; i < BLK(b).nargs; i++) num(c, U32(&c->opds, BLK(b).arg0 + i), &j->next);
}

static void jattr(gctx *c, gstr *o, uint32_t a) {
  const gentry *e = g_attr(c, a);
  gs_json(o, g_text(c, e), e->text_len);
}
static void jtype(gctx *c, gstr *o, uint32_t t) {
  const gentry *e = g_type(c, t);
  gs_json(o, g_text(c, e), e->text_len);
}

static void uselists(gctx *c, gstr *o, uint32_t first, uint32_t n) {
  int any = 0;
  for (uint32_t i = 0; i < n; i++) {
    gvalue *v = &VAL(U32(&c->opds, first + i));
    if (v->ul < 0) continue;
    gul *u = &GV_AT(&c->uls, gul, v->ul);
    gs_puts(o, any ? "," : ",\"uselists\":[");
    any = 1;
    gs_printf(o, "{\"value\":%d,\"%s\":[", v->cid, u->pair ? "pairs" : "order");
    for (uint32_t k = 0; k < u->n; k++) gs_printf(o, k ? ",%u" : "%u", U32(&c->ulidx, u->idx0 + k));
    gs_puts(o, "]}");
  }
  if (any) gs_putc(o, ']');
}

/* The ops, printed by one walk of the model (gen_walk.c): an op up to its
 * "regions":[ at op_begin, each region and block around their contents. */
typedef struct jp { gctx *c; gstr *o; } jp;

static void j_op_begin(void *ud, int32_t oi, uint32_t depth, int first) {
  jp *j = ud;
  gctx *c = j->c;
  gstr *o = j->o;
  gop *p = &OP(oi);
  if (!first) gs_putc(o, ',');
  gs_putc(o, '\n');
  for (uint32_t i = 0; i < 2 * depth + 1; i++) gs_puts(o, "  ");
  const gopname *on = &GV_AT(&c->opnames, gopname, p->name);
  gs_puts(o, "{\"name\":");
  gstr nm = {0};
  gs_puts(&nm, on->dname);
  gs_putc(&nm, '.');
  gs_puts(&nm, on->name);
  gs_json(o, nm.d, nm.n);
  gs_free(&nm);
  gs_puts(o, ",\"loc\":");
  jattr(c, o, p->loc);
  if (p->attrs >= 0) {
    gs_puts(o, ",\"attrs\":");
    jattr(c, o, (uint32_t)p->attrs);
  }
  if (p->props >= 0 && c->version >= 5) {
    if (!on->registered) {
      gs_puts(o, ",\"props\":{\"attr\":");
      jattr(c, o, (uint32_t)p->props_attr);
    } else if (p->has_props_text == 2) { /* layout unknown to readers: raw bytes */
      gs_puts(o, ",\"props\":{\"opaque\":");
      gs_json(o, c->text.d + p->props_text_off, p->props_text_len);
    } else {
      gs_puts(o, ",\"props\":{\"text\":");
      gs_json(o, c->text.d + p->props_text_off, p->props_text_len);
    }
    gs_putc(o, '}');
  }
  gs_puts(o, ",\"results\":[");
  for (uint32_t i = 0; i < p->nres; i++) {
    gvalue *v = &VAL(U32(&c->opds, p->res0 + i));
    gs_puts(o, i ? ",{\"id\":" : "{\"id\":");
    gs_i64(o, v->cid);
    gs_puts(o, ",\"type\":");
    jtype(c, o, v->type);
    gs_putc(o, '}');
  }
  gs_puts(o, "],\"operands\":[");
  for (uint32_t i = 0; i < p->nopd; i++) {
    if (i) gs_putc(o, ',');
    gs_i64(o, VAL(U32(&c->opds, p->opd0 + i)).cid);
  }
  gs_putc(o, ']');
  if (p->nsucc) {
    gs_puts(o, ",\"successors\":[");
    for (uint32_t i = 0; i < p->nsucc; i++) {
      if (i) gs_putc(o, ',');
      gs_u64(o, U32(&c->succs, p->succ0 + i));
    }
    gs_putc(o, ']');
  }
  if (c->version >= 3) uselists(c, o, p->res0, p->nres);
  if (p->nregions) {
    gs_puts(o, p->isolated ? ",\"isolated\":true" : ",\"isolated\":false");
    if (p->lazy) gs_puts(o, ",\"lazy\":true");
  }
  gs_puts(o, ",\"regions\":[");
}

static void j_region_begin(void *ud, int32_t r, int first) {
  (void)r;
  jp *j = ud;
  gs_puts(j->o, first ? "{\"blocks\":[" : ",{\"blocks\":[");
}

static void j_block_begin(void *ud, int32_t b, int first) {
  jp *j = ud;
  gctx *c = j->c;
  gstr *o = j->o;
  gblock *k = &BLK(b);
  gs_puts(o, first ? "{\"args\":[" : ",{\"args\":[");
  for (uint32_t i = 0; i < k->nargs; i++) {
    gvalue *v = &VAL(U32(&c->opds, k->arg0 + i));
    gs_puts(o, i ? ",{\"id\":" : "{\"id\":");
    gs_i64(o, v->cid);
    gs_puts(o, ",\"type\":");
    jtype(c, o, v->type);
    gs_puts(o, ",\"loc\":");
    uint32_t loc = U32(&c->arglocs, k->argloc0 + i);
    if (loc == UINT32_MAX) gs_puts(o, "\"loc(unknown)\"");
    else jattr(c, o, loc);
    gs_putc(o, '}');
  }
  gs_putc(o, ']');
  if (c->version >= 3 && k->nargs) uselists(c, o, k->arg0, k->nargs);
  gs_puts(o, ",\"ops\":[");
}

/* op, region and block each close with "]}" */
static void j_close(jp *j) { gs_puts(j->o, "]}"); }
static void j_op_end(void *ud, int32_t op, uint32_t depth) {
  (void)op, (void)depth;
  j_close(ud);
}
static void j_close_nested(void *ud, int32_t i) {
  (void)i;
  j_close(ud);
}

static void hex(gstr *o, const uint8_t *d, size_t n) {
  static const char hx[] = "0123456789abcdef";
  gs_puts(o, "\"0x");
  for (size_t i = 0; i < n; i++) {
    gs_putc(o, hx[d[i] >> 4]);
    gs_putc(o, hx[d[i] & 15]);
  }
  gs_putc(o, '"');
}

void g_json(gctx *c, gstr *o) {
  static const gwalk numbering = {number_op, NULL, NULL, NULL, number_block, NULL};
  jc j = {c, 0};
  g_walk(c, c->root_first, &numbering, &j);
  gs_printf(o, "{\"format\":\"mlirbc-structure\",\"structure_version\":1,\n \"bytecode_version\":%d,\"producer\":",
            c->version);
  gs_json(o, c->producer, strlen(c->producer));
  gs_puts(o, ",\n \"dialects\":[");
  for (size_t i = 0; i < c->dialects.n; i++) {
    gdialect *d = &GV_AT(&c->dialects, gdialect, i);
    if (i) gs_putc(o, ',');
    gs_puts(o, "{\"name\":");
    gs_json(o, d->name, strlen(d->name));
    if (d->has_version && c->version >= 1) {
      gs_puts(o, ",\"version\":");
      hex(o, d->ver, d->nver);
    }
    gs_putc(o, '}');
  }
  gs_puts(o, "],\n \"resources\":[");
  int first = 1;
  for (size_t g = 0; g < c->groups.n; g++) {
    ggroup *gr = &GV_AT(&c->groups, ggroup, g);
    for (size_t i = 0; i < c->res.n; i++) {
      gres *r = &GV_AT(&c->res, gres, i);
      if (r->group != (int)g) continue;
      static const char *const kinds[] = {"blob", "bool", "string"};
      gs_puts(o, first ? "\n  {\"group\":" : ",\n  {\"group\":");
      first = 0;
      gs_json(o, gr->name, strlen(gr->name));
      gs_puts(o, gr->external ? ",\"external\":true,\"key\":" : ",\"external\":false,\"key\":");
      gs_json(o, r->key, strlen(r->key));
      gs_printf(o, ",\"kind\":\"%s\"", kinds[r->kind]);
      if (r->decl) {
        gs_puts(o, ",\"declaration\":true}");
        continue;
      }
      gs_puts(o, ",\"value\":");
      if (r->kind == 0) {
        hex(o, r->data, r->len);
        gs_printf(o, ",\"alignment\":%u", r->align);
      } else if (r->kind == 1) {
        gs_puts(o, r->data[0] ? "true" : "false");
      } else {
        gs_json(o, (const char *)r->data, r->len);
      }
      gs_putc(o, '}');
    }
  }
  gs_puts(o, "],\n \"ops\":[");
  static const gwalk printing = {j_op_begin, j_op_end, j_region_begin, j_close_nested, j_block_begin,
                                  j_close_nested};
  jp p = {c, o};
  g_walk(c, c->root_first, &printing, &p);
  gs_puts(o, "\n]}\n");
}
