/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* mut_edit.c — apply patches and section changes, re-encode every enclosing
 * length and recompute top-level padding, so the rest of the file stays
 * consistent (the mutation is the only defect, unless a kind wants more). */
#include <stdlib.h>
#include <string.h>
#include "mut_internal.h"

void mut_edit_init(mut_edit *e, const mut_doc *d) {
  memset(e, 0, sizeof *e);
  e->d = d;
  for (int i = 0; i < d->nsec; i++) {
    e->s[i].src = i;
    e->s[i].keep_id = 1;
  }
  e->ns = d->nsec;
}

int mut_patch_bytes(mut_edit *e, size_t off, size_t oldlen, const uint8_t *b, size_t n,
                    size_t anchor) {
  if (e->np == (int)(sizeof e->p / sizeof e->p[0]) || n > sizeof e->p[0].bytes) return 1;
  mut_patch *p = &e->p[e->np++];
  p->off = off;
  p->oldlen = oldlen;
  p->anchor = anchor;
  p->top_only = 0;
  memcpy(p->bytes, b, n);
  p->newlen = n;
  return 0;
}

int mut_patch_top(mut_edit *e, size_t off, const uint8_t *b, size_t n, size_t anchor) {
  if (mut_patch_bytes(e, off, 0, b, n, anchor)) return 1;
  e->p[e->np - 1].top_only = 1;
  return 0;
}

int mut_patch_varint(mut_edit *e, const mut_field *f, uint64_t v, size_t w) {
  uint8_t buf[9];
  size_t have = mut_varint_len(e->d->b[f->off]);
  if (!w) w = mut_varint_width(v) <= have ? have : 9;
  if (w < mut_varint_width(v)) return 1;
  mut_varint_put(v, w, buf);
  return mut_patch_bytes(e, f->off, have, buf, w, f->off);
}

/* ---- output buffer ---- */
typedef struct obuf { uint8_t *p; size_t n, cap; int failed; } obuf;

static void put(obuf *o, const uint8_t *b, size_t n) {
  if (o->failed || !n) return;
  if (o->n + n > o->cap) {
    size_t c = o->cap ? o->cap : 256;
    while (c < o->n + n) c *= 2;
    uint8_t *q = realloc(o->p, c);
    if (!q) {
      o->failed = 1;
      return;
    }
    o->p = q;
    o->cap = c;
  }
  memcpy(o->p + o->n, b, n);
  o->n += n;
}

static void put_byte(obuf *o, uint8_t b) { put(o, &b, 1); }

static void put_varint(obuf *o, uint64_t v, size_t w) {
  uint8_t b[9];
  mut_varint_put(v, w, b);
  put(o, b, w);
}

static int cmp_patch(const void *a, const void *b) {
  const mut_patch *x = a, *y = b;
  return x->off < y->off ? -1 : x->off > y->off;
}

static int in_window(const mut_window *w, size_t anchor) {
  return anchor >= w->data_off && anchor < w->data_off + w->len;
}

/* Copy [from, to) of the source with the patches anchored there applied. */
static void put_patched(obuf *o, const mut_doc *d, const mut_patch *p, int np, size_t from,
                        size_t to) {
  size_t at = from;
  for (int i = 0; i < np; i++) {
    if (p[i].anchor < from || p[i].anchor >= to || p[i].off < at) continue;
    put(o, d->b + at, p[i].off - at);
    put(o, p[i].bytes, p[i].newlen);
    at = p[i].off + p[i].oldlen;
  }
  if (at < to) put(o, d->b + at, to - at);
}

static int64_t delta_in(const mut_patch *p, int np, size_t from, size_t to, int nested) {
  int64_t s = 0;
  for (int i = 0; i < np; i++)
    if (p[i].anchor >= from && p[i].anchor < to && !(nested && p[i].top_only))
      s += (int64_t)p[i].newlen - (int64_t)p[i].oldlen;
  return s;
}

/* Every window holding a patch gets its length re-encoded, innermost
 * first (a window is larger than every window it contains). */
static int fix_windows(mut_edit *e) {
  const mut_doc *d = e->d;
  for (;;) {
    const mut_window *best = NULL;
    int64_t best_delta = 0;
    for (size_t i = 0; i < d->nw; i++) {
      const mut_window *w = &d->w[i];
      int done = 0;
      for (int k = 0; k < e->np; k++)
        if (e->p[k].off == w->len_off) done = 1;
      if (done) continue;
      int64_t dl = delta_in(e->p, e->np, w->data_off, w->data_off + (size_t)w->len, 1);
      int any = 0;
      for (int k = 0; k < e->np; k++) any |= !e->p[k].top_only && in_window(w, e->p[k].anchor);
      if (!any || (best && w->len >= best->len)) continue;
      best = w;
      best_delta = dl;
    }
    if (!best) return 0;
    uint64_t nl = (uint64_t)((int64_t)best->len + best_delta);
    size_t wd = mut_varint_width(nl) <= best->len_w ? best->len_w : mut_varint_width(nl);
    uint8_t buf[9];
    mut_varint_put(nl, wd, buf);
    if (mut_patch_bytes(e, best->len_off, best->len_w, buf, wd, best->len_off)) return 1;
  }
}

size_t mut_map(const mut_edit *e, size_t old) {
  const mut_doc *d = e->d;
  int s = mut_sec_of(d, old);
  size_t base, from, to;
  if (s == -1) {
    base = 0;
    from = 0;
    to = d->hdr_end;
  } else if (s >= 0) {
    if (e->new_data_off[s] == (size_t)-1) return (size_t)-1;
    base = e->new_data_off[s];
    from = d->sec[s].data_off;
    to = from + (size_t)d->sec[s].len;
  } else {
    return old;
  }
  int64_t r = (int64_t)base + (int64_t)(old - from);
  for (int i = 0; i < e->np; i++) {
    const mut_patch *p = &e->p[i];
    if (p->anchor >= from && p->anchor < to && p->off < old && p->off + p->oldlen <= old)
      r += (int64_t)p->newlen - (int64_t)p->oldlen;
  }
  return (size_t)r;
}

static size_t pad_for(size_t pos, uint64_t a) {
  return (size_t)((a - (pos & (a - 1))) & (a - 1));
}

static void emit_section(mut_edit *e, obuf *o, int k) {
  const mut_doc *d = e->d;
  mut_out_sec *s = &e->s[k];
  const mut_sec *src = s->src >= 0 ? &d->sec[s->src] : NULL;
  e->new_hdr_off[k] = o->n;
  uint8_t idb = s->keep_id && src ? src->id_byte : s->id_byte;
  if (s->align_override || s->want_padding) idb |= 0x80;
  uint64_t len = src ? (uint64_t)((int64_t)src->len +
                                  delta_in(e->p, e->np, src->data_off,
                                           src->data_off + (size_t)src->len, 0))
                     : s->raw_len;
  size_t lw = s->len_w ? s->len_w : mut_varint_width(len);
  if (!s->len_w && src && mut_varint_width(len) <= src->len_w) lw = src->len_w;
  put_byte(o, idb);
  put_varint(o, len, lw);
  e->new_align_off[k] = o->n;
  uint64_t a = 1;
  if (s->want_padding) {
    for (a = 2; a < ((uint64_t)1 << 16) && !pad_for(o->n + mut_varint_width(a), a); a *= 2) {}
    put_varint(o, a, mut_varint_width(a));
  } else if (s->align_override) {
    a = s->align;
    put_varint(o, a, s->align_w ? s->align_w : mut_varint_width(a));
  } else if (src && (src->id_byte & 0x80)) {
    a = src->align;
    put(o, d->b + src->align_off, src->align_w);
  }
  e->new_pad_off[k] = o->n;
  if (a && !(a & (a - 1)) && a <= ((uint64_t)1 << 32)) {
    size_t n = pad_for(o->n, a);
    for (size_t i = 0; i < n; i++) {
      uint8_t b = d->pad_byte;
      if (s->bad_pad && i == n / 2) {
        b = d->pad_byte ? 0x00 : 0x01;
        e->bad_pad_off = o->n;
      }
      put_byte(o, b);
    }
  }
  if (src) {
    if (e->new_data_off[s->src] == (size_t)-1) e->new_data_off[s->src] = o->n;
    put_patched(o, d, e->p, e->np, src->data_off, src->data_off + (size_t)src->len);
  } else {
    put(o, s->raw, s->raw_len);
  }
}

int mut_build(mut_edit *e) {
  const mut_doc *d = e->d;
  if (fix_windows(e)) return 1;
  qsort(e->p, (size_t)e->np, sizeof e->p[0], cmp_patch);
  for (int i = 0; i < MUT_MAXSEC; i++) e->new_data_off[i] = (size_t)-1;
  obuf o = {0};
  put_patched(&o, d, e->p, e->np, 0, d->hdr_end);
  for (int k = 0; k < e->ns; k++) emit_section(e, &o, k);
  if (o.failed) {
    free(o.p);
    return -1;
  }
  e->out = o.p;
  e->out_n = o.n;
  if (!e->ignore_alignment)
    for (size_t i = 0; i < d->nal; i++) {
      size_t nw = mut_map(e, d->al[i].pos);
      if (nw == (size_t)-1) continue;
      if ((uint64_t)(nw > d->al[i].pos ? nw - d->al[i].pos : d->al[i].pos - nw) %
          d->al[i].align)
        return 1;
    }
  return 0;
}

void mut_take(mut_edit *e, mbg_mutation *m) {
  m->bytes = e->out;
  m->size = e->out_n;
  e->out = NULL;
  e->out_n = 0;
}

void mut_edit_free(mut_edit *e) {
  free(e->out);
  e->out = NULL;
}
