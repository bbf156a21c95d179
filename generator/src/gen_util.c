/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* gen_util.c — PRNG, growable buffers, text helpers and the traced varint
 * writer of the generator core. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "gen_internal.h"

uint64_t g_next(grng *r) {
  uint64_t z = (r->s += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}
uint32_t g_below(grng *r, uint32_t n) { return n ? (uint32_t)((g_next(r) >> 32) % n) : 0; }
int g_chance(grng *r, unsigned percent) { return g_below(r, 100) < percent; }

/* Allocation failure is not recoverable for a generator of test files:
 * report and abort (the library never returns partial output). */
static void *xrealloc(void *p, size_t n) {
  void *q = realloc(p, n ? n : 1);
  if (!q) {
    fputs("mlirbc-gen: out of memory\n", stderr);
    abort();
  }
  return q;
}

void gv_init(gvec *v, size_t elem) {
  memset(v, 0, sizeof *v);
  v->elem = elem;
}
void *gv_push(gvec *v) {
  if (v->n == v->cap) {
    v->cap = v->cap ? v->cap * 2 : 16;
    v->d = xrealloc(v->d, v->cap * v->elem);
  }
  void *p = (char *)v->d + v->n++ * v->elem;
  memset(p, 0, v->elem);
  return p;
}
void *gv_grow(gvec *v, size_t n) {
  if (v->n + n > v->cap) {
    size_t nc = v->cap ? v->cap : 16;
    while (nc < v->n + n) nc *= 2;
    v->d = xrealloc(v->d, nc * v->elem);
    v->cap = nc;
  }
  void *p = (char *)v->d + v->n * v->elem;
  v->n += n;
  return p;
}
void gv_free(gvec *v) {
  free(v->d);
  v->d = NULL;
  v->n = v->cap = 0;
}

static void gs_reserve(gstr *s, size_t more) {
  if (s->n + more + 1 <= s->cap) return;
  size_t nc = s->cap ? s->cap : 64;
  while (nc < s->n + more + 1) nc *= 2;
  s->d = xrealloc(s->d, nc);
  s->cap = nc;
}
void gs_put(gstr *s, const void *p, size_t n) {
  gs_reserve(s, n);
  if (n) memcpy(s->d + s->n, p, n);
  s->n += n;
  s->d[s->n] = 0;
}
void gs_puts(gstr *s, const char *z) { gs_put(s, z, strlen(z)); }
void gs_putc(gstr *s, char ch) {
  if (s->n + 2 > s->cap) gs_reserve(s, 1);
  s->d[s->n++] = ch;
  s->d[s->n] = 0;
}
void gs_printf(gstr *s, const char *fmt, ...) {
  va_list ap;
  gs_reserve(s, 128); /* one pass when the text fits (it nearly always does) */
  va_start(ap, fmt);
  int n = vsnprintf(s->d + s->n, s->cap - s->n, fmt, ap);
  va_end(ap);
  if (n < 0) {
    s->d[s->n] = 0;
    return;
  }
  if ((size_t)n >= s->cap - s->n) {
    gs_reserve(s, (size_t)n);
    va_start(ap, fmt);
    vsnprintf(s->d + s->n, (size_t)n + 1, fmt, ap);
    va_end(ap);
  }
  s->n += (size_t)n;
}
void gs_u64(gstr *s, uint64_t v) {
  char t[20];
  size_t n = sizeof t;
  do {
    t[--n] = (char)('0' + v % 10);
    v /= 10;
  } while (v);
  gs_put(s, t + n, sizeof t - n);
}
void gs_i64(gstr *s, int64_t v) {
  if (v < 0) gs_putc(s, '-');
  gs_u64(s, v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v);
}
void gs_free(gstr *s) {
  free(s->d);
  memset(s, 0, sizeof *s);
}

void gs_strlit(gstr *s, const uint8_t *p, size_t n) {
  static const char hex[] = "0123456789ABCDEF";
  gs_putc(s, '"');
  for (size_t i = 0; i < n; i++) {
    uint8_t ch = p[i];
    if (ch == '\\') gs_puts(s, "\\\\");
    else if (ch >= 0x20 && ch < 0x7F && ch != '"') gs_putc(s, (char)ch);
    else {
      char e[3] = {'\\', hex[ch >> 4], hex[ch & 15]};
      gs_put(s, e, 3);
    }
  }
  gs_putc(s, '"');
}

int g_is_bare_id(const uint8_t *p, size_t n) {
  if (n == 0) return 0;
  for (size_t i = 0; i < n; i++) {
    uint8_t ch = p[i];
    int alpha = (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || ch == '_';
    int more = (ch >= '0' && ch <= '9') || ch == '$' || ch == '.';
    if (!alpha && (i == 0 || !more)) return 0;
  }
  return 1;
}

void gs_json(gstr *s, const char *p, size_t n) {
  static const char hex[] = "0123456789abcdef";
  gs_putc(s, '"');
  for (size_t i = 0; i < n; i++) {
    size_t run = i; /* copy a run of plain characters at once */
    while (run < n && (uint8_t)p[run] >= 0x20 && (uint8_t)p[run] < 0x7F && p[run] != '"' && p[run] != '\\') run++;
    if (run > i) {
      gs_put(s, p + i, run - i);
      i = run - 1;
      continue;
    }
    uint8_t ch = (uint8_t)p[i];
    if (ch == '"' || ch == '\\') {
      gs_putc(s, '\\');
      gs_putc(s, (char)ch);
    } else if (ch >= 0x20 && ch < 0x7F) {
      gs_putc(s, (char)ch);
    } else {
      char e[6] = {'\\', 'u', '0', '0', hex[ch >> 4], hex[ch & 15]};
      gs_put(s, e, 6);
    }
  }
  gs_putc(s, '"');
}

void gb_init(gbuf *b, const gctx *c) {
  memset(b, 0, sizeof *b);
  gv_init(&b->tr, sizeof(gtrace_ent));
  b->notrace = c && !(c->want & MBG_OUT_TRACE);
}
void gb_free(gbuf *b) {
  free(b->d);
  gv_free(&b->tr);
  b->d = NULL;
  b->n = b->cap = 0;
}
/* Room for `need` bytes in all (capacity doubles). */
static void gb_reserve(gbuf *b, size_t need) {
  if (need <= b->cap) return;
  size_t nc = b->cap ? b->cap : 64;
  while (nc < need) nc *= 2;
  b->d = xrealloc(b->d, nc);
  b->cap = nc;
}
void gb_put(gbuf *b, const void *p, size_t n) {
  gb_reserve(b, b->n + n);
  if (n) memcpy(b->d + b->n, p, n);
  b->n += n;
}
void gb_byte(gbuf *b, uint8_t v) {
  if (b->n < b->cap) b->d[b->n++] = v;
  else gb_put(b, &v, 1);
}
void gb_append(gbuf *b, const gbuf *src) {
  size_t base = b->n;
  gb_put(b, src->d, src->n);
  if (!src->tr.n) return;
  gtrace_ent *e = gv_grow(&b->tr, src->tr.n);
  memcpy(e, src->tr.d, src->tr.n * sizeof *e);
  for (size_t i = 0; i < src->tr.n; i++) e[i].off += (uint32_t)base;
}
void gb_trace(gbuf *b, const char *id, size_t off, uint32_t flags) {
  if (b->notrace) return;
  gtrace_ent *e = gv_grow(&b->tr, 1);
  e->id = id;
  e->off = (uint32_t)off;
  e->size = (uint32_t)(b->n - off);
  e->flags = flags;
}

static size_t varint_canon_len(uint64_t v) {
  size_t n = 1;
  while (n < 9 && (n == 8 ? v >> 56 : v >> (7 * n))) n++;
  return n;
}
size_t g_varint_len(gctx *c, uint64_t v) {
  size_t n = varint_canon_len(v) + (size_t)c->vx;
  return n > 9 ? 9 : n;
}
/* PrefixVarInt of length n (1..9): n-1 trailing zero bits, then a one. */
static void put_varint_n(gbuf *b, uint64_t v, size_t n) {
  gb_reserve(b, b->n + 9);
  uint8_t *t = b->d + b->n; /* written in place */
  if (n == 9) {
    t[0] = 0;
    for (int i = 0; i < 8; i++) t[1 + i] = (uint8_t)(v >> (8 * i));
  } else {
    uint64_t x = (v << n) | ((uint64_t)1 << (n - 1));
    for (size_t i = 0; i < n; i++) t[i] = (uint8_t)(x >> (8 * i));
  }
  b->n += n;
}
void g_varint_flags(gctx *c, gbuf *b, uint64_t v, const char *id, uint32_t flags) {
  size_t at = b->n;
  put_varint_n(b, v, g_varint_len(c, v));
  if (id && !b->notrace) gb_trace(b, id, at, flags);
}
void g_varint(gctx *c, gbuf *b, uint64_t v, const char *id) { g_varint_flags(c, b, v, id, 0); }
void g_byte(gctx *c, gbuf *b, uint8_t v, const char *id, uint32_t flags) {
  (void)c;
  size_t at = b->n;
  gb_byte(b, v);
  if (id) gb_trace(b, id, at, flags);
}

uint32_t g_flags(gctx *c, const char *fmt, ...) {
  if (!(c->want & MBG_OUT_TRACE)) return 0;
  uint32_t off = (uint32_t)c->flagpool.n;
  va_list ap;
  va_start(ap, fmt);
  char tmp[256];
  int n = vsnprintf(tmp, sizeof tmp, fmt, ap);
  va_end(ap);
  if (n < 0) n = 0;
  if ((size_t)n >= sizeof tmp) n = sizeof tmp - 1;
  gs_put(&c->flagpool, tmp, (size_t)n);
  gs_putc(&c->flagpool, 0);
  return off + 1;
}

void g_not_expressible(gctx *c, const char *why) {
  if (c->expressible) c->why = why;
  c->expressible = 0;
}
void g_oom(gctx *c) { c->err = 1; }
