/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* gen_tables.c — the string, dialect and op-name tables, and the attribute
 * / type table with de-duplication of identical entries (as upstream's
 * uniquing does). Indices are assigned at creation and never change. */
#include <string.h>
#include "gen_internal.h"

static uint32_t fnv(const void *p, size_t n, uint32_t h) {
  const uint8_t *b = p;
  for (size_t i = 0; i < n; i++) h = (h ^ b[i]) * 16777619u;
  h ^= h >> 16; /* avalanche: the bucket mask keeps the low bits */
  h *= 0x85EBCA6Bu;
  return h ^ (h >> 13);
}

static const char *str_at(gctx *c, uint32_t i, uint32_t *len) {
  *len = GV_AT(&c->strs, uint32_t, 2 * i + 1);
  return c->strpool.d + GV_AT(&c->strs, uint32_t, 2 * i);
}

/* Chain entry i into its bucket (strhash holds buckets, a power of two). */
static void str_link(gctx *c, uint32_t i) {
  uint32_t len;
  const char *p = str_at(c, i, &len);
  uint32_t h = fnv(p, len, 2166136261u) & (uint32_t)(c->strhash.n - 1);
  GV_AT(&c->strnext, uint32_t, i) = GV_AT(&c->strhash, uint32_t, h);
  GV_AT(&c->strhash, uint32_t, h) = i + 1;
}

/* Keep the load at most 1: double the buckets and relink every entry. */
static void str_grow(gctx *c) {
  size_t nb = c->strhash.n ? c->strhash.n * 2 : 256;
  gv_free(&c->strhash);
  while (c->strhash.n < nb) gv_push(&c->strhash);
  for (uint32_t i = 0; i < (uint32_t)(c->strs.n / 2); i++) str_link(c, i);
}

/* String table. With share_strings every distinct string gets one entry;
 * without it every reference gets its own (duplicates are legal). */
uint32_t g_string(gctx *c, const char *s, size_t n) {
  uint32_t idx = (uint32_t)(c->strs.n / 2);
  if (c->k.share_strings) {
    if (idx >= c->strhash.n) str_grow(c);
    uint32_t h = fnv(s, n, 2166136261u) & (uint32_t)(c->strhash.n - 1);
    for (uint32_t e = GV_AT(&c->strhash, uint32_t, h); e; e = GV_AT(&c->strnext, uint32_t, e - 1)) {
      uint32_t len;
      const char *p = str_at(c, e - 1, &len);
      if (len == n && (n == 0 || memcmp(p, s, n) == 0)) return e - 1;
    }
  }
  gv_push(&c->strnext);
  *(uint32_t *)gv_push(&c->strs) = (uint32_t)c->strpool.n;
  *(uint32_t *)gv_push(&c->strs) = (uint32_t)n;
  gs_put(&c->strpool, s, n);
  if (c->k.share_strings) str_link(c, idx);
  return idx;
}

uint32_t g_dialect(gctx *c, const char *name) {
  for (size_t i = 0; i < c->dialects.n; i++) /* names are mostly the same literals */
    if (GV_AT(&c->dialects, gdialect, i).name == name) return (uint32_t)i;
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
