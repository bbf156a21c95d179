/* gen_tables.c — the string, dialect and op-name tables, and the attribute
 * / type table with de-duplication of identical entries (as upstream's
 * uniquing does). Indices are assigned at creation and never change. */
#include <string.h>
#include "gen_internal.h"

static uint32_t fnv(const void *p, size_t n, uint32_t h) {
  const uint8_t *b = p;
  for (size_t i = 0; i < n; i++) h = (h ^ b[i]) * 16777619u;
  return h;
}

/* String table. With share_strings every distinct string gets one entry;
 * without it every reference gets its own (duplicates are legal). */
uint32_t g_string(gctx *c, const char *s, size_t n) {
  if (c->k.share_strings) {
    if (c->strhash.n == 0) {
      for (int i = 0; i < 256; i++) gv_push(&c->strhash);
    }
    uint32_t h = fnv(s, n, 2166136261u) & 255;
    for (uint32_t e = GV_AT(&c->strhash, uint32_t, h); e; e = GV_AT(&c->strnext, uint32_t, e - 1)) {
      uint32_t off = GV_AT(&c->strs, uint32_t, 2 * (e - 1)), len = GV_AT(&c->strs, uint32_t, 2 * (e - 1) + 1);
      if (len == n && (n == 0 || memcmp(c->strpool.d + off, s, n) == 0)) return e - 1;
    }
    uint32_t idx = (uint32_t)(c->strs.n / 2);
    *(uint32_t *)gv_push(&c->strnext) = GV_AT(&c->strhash, uint32_t, h);
    GV_AT(&c->strhash, uint32_t, h) = idx + 1;
  } else {
    gv_push(&c->strnext);
  }
  uint32_t idx = (uint32_t)(c->strs.n / 2);
  *(uint32_t *)gv_push(&c->strs) = (uint32_t)c->strpool.n;
  *(uint32_t *)gv_push(&c->strs) = (uint32_t)n;
  gs_put(&c->strpool, s, n);
  return idx;
}

uint32_t g_dialect(gctx *c, const char *name) {
  for (size_t i = 0; i < c->dialects.n; i++)
    if (strcmp(GV_AT(&c->dialects, gdialect, i).name, name) == 0) return (uint32_t)i;
  gdialect *d = gv_push(&c->dialects);
  d->name = name;
  d->name_str = g_string(c, name, strlen(name));
  return (uint32_t)(c->dialects.n - 1);
}

/* `dialect` and `name` must be static strings (they come from tables). */
uint32_t g_opname(gctx *c, const char *dialect, const char *name, int registered) {
  uint32_t d = g_dialect(c, dialect);
  for (size_t i = 0; i < c->opnames.n; i++) {
    gopname *o = &GV_AT(&c->opnames, gopname, i);
    if (o->dialect == d && strcmp(o->name, name) == 0) return (uint32_t)i;
  }
  gopname *o = gv_push(&c->opnames);
  o->dialect = d;
  o->str = g_string(c, name, strlen(name));
  o->registered = registered;
  o->dname = dialect;
  o->name = name;
  return (uint32_t)(c->opnames.n - 1);
}

gentry *g_attr(gctx *c, uint32_t i) { return &GV_AT(&c->attrs, gentry, i); }
gentry *g_type(gctx *c, uint32_t i) { return &GV_AT(&c->types, gentry, i); }
const char *g_text(gctx *c, const gentry *e) { return c->text.d + e->text_off; }
