/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* mut_doc.c — what the mutators know about a generated file: its container
 * (parsed here, independently of the reader), its sorted field trace, the
 * nested length-prefixed windows and the table sizes the trace implies. */
#include <stdlib.h>
#include <string.h>
#include "mut_internal.h"

size_t mut_varint_len(uint8_t b0) {
  if (b0 == 0) return 9;
  size_t len = 1;
  while (!((b0 >> (len - 1)) & 1)) len++;
  return len;
}

size_t mut_varint_get(const uint8_t *p, size_t n, uint64_t *v) {
  if (n == 0) return 0;
  size_t len = mut_varint_len(p[0]);
  if (n < len) return 0;
  uint64_t x = 0;
  for (size_t i = len; i-- > (p[0] ? 0u : 1u);) x = (x << 8) | p[i];
  *v = p[0] ? x >> len : x;
  return len;
}

size_t mut_varint_width(uint64_t v) {
  size_t w = 1;
  while (w < 9 && (w == 8 ? v >> 56 : v >> (7 * w))) w++;
  return w;
}

void mut_varint_put(uint64_t v, size_t w, uint8_t *out) {
  if (w >= 9) {
    out[0] = 0;
    for (int i = 0; i < 8; i++) out[1 + i] = (uint8_t)(v >> (8 * i));
    return;
  }
  uint64_t x = (v << w) | ((uint64_t)1 << (w - 1));
  for (size_t i = 0; i < w; i++) out[i] = (uint8_t)(x >> (8 * i));
}

uint64_t mut_next(mut_rng *r) {
  uint64_t z = (r->s += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

uint64_t mut_below(mut_rng *r, uint64_t n) { return n ? mut_next(r) % n : 0; }

/* ---- container ---- */

static int parse_container(mut_doc *d) {
  static const uint8_t magic[4] = {0x4D, 0x4C, 0xEF, 0x52};
  const uint8_t *b = d->b;
  size_t n = d->n, p = 4;
  uint64_t v;
  if (n < 4 || memcmp(b, magic, 4) != 0) return 1;
  size_t w = mut_varint_get(b + p, n - p, &v);
  if (!w || v > 6) return 1;
  d->version = (int)v;
  d->version_off = p;
  d->version_w = w;
  p += w;
  const uint8_t *nul = memchr(b + p, 0, n - p);
  if (!nul) return 1;
  d->producer_off = p;
  d->producer_len = (size_t)(nul - (b + p));
  p += d->producer_len + 1;
  d->hdr_end = p;
  for (int i = 0; i < MUT_NSEC; i++) d->top[i] = -1;
  d->pad_byte = 0xCB;
  int padded = 0;
  while (p < n) {
    if (d->nsec == MUT_MAXSEC) return 1;
    mut_sec *s = &d->sec[d->nsec];
    memset(s, 0, sizeof *s);
    s->hdr_off = p;
    s->id_byte = b[p++];
    s->id = s->id_byte & 0x7F;
    if (s->id >= MUT_NSEC || d->top[s->id] >= 0) return 1;
    s->len_off = p;
    if (!(s->len_w = mut_varint_get(b + p, n - p, &s->len))) return 1;
    p += s->len_w;
    s->align = 1;
    s->align_off = s->pad_off = p;
    if (s->id_byte & 0x80) {
      if (!(s->align_w = mut_varint_get(b + p, n - p, &s->align))) return 1;
      if (!s->align || (s->align & (s->align - 1)) || s->align > ((uint64_t)1 << 32)) return 1;
      p += s->align_w;
      s->pad_off = p;
      s->pad_n = (size_t)((s->align - (p & (s->align - 1))) & (s->align - 1));
      if (s->pad_n > n - p) return 1;
      if (s->pad_n && !padded) {
        d->pad_byte = b[p];
        padded = 1;
      }
      p += s->pad_n;
    }
    s->data_off = p;
    if (s->len > n - p) return 1;
    p += (size_t)s->len;
    d->top[s->id] = d->nsec++;
  }
  return 0;
}

int mut_sec_of(const mut_doc *d, size_t off) {
  if (off < d->hdr_end) return -1;
  for (int i = 0; i < d->nsec; i++) {
    const mut_sec *s = &d->sec[i];
    if (off >= s->data_off && off < s->data_off + s->len) return i;
  }
  return -2;
}

/* ---- trace ---- */

typedef struct keyed { mut_field f; size_t order; } keyed;

static int cmp_keyed(const void *a, const void *b) {
  const keyed *x = a, *y = b;
  if (x->f.off != y->f.off) return x->f.off < y->f.off ? -1 : 1;
  int c = strcmp(x->f.id, y->f.id);
  if (c) return c;
  return x->order < y->order ? -1 : x->order > y->order;
}

static int load_trace(mut_doc *d, const mbg_output *o) {
  if (!o->ntrace) return 0;
  keyed *k = malloc(o->ntrace * sizeof *k);
  if (!k) return -1;
  size_t m = 0;
  for (size_t i = 0; i < o->ntrace; i++) {
    const mbg_field *t = &o->trace[i];
    if (!t->id || t->offset > d->n || t->size > d->n - t->offset) continue;
    k[m].f.id = t->id;
    k[m].f.off = t->offset;
    k[m].f.size = t->size;
    k[m].order = i;
    m++;
  }
  qsort(k, m, sizeof *k, cmp_keyed);
  d->f = malloc((m ? m : 1) * sizeof *d->f);
  if (!d->f) {
    free(k);
    return -1;
  }
  for (size_t i = 0; i < m; i++) /* the reader's trace repeats re-read fields */
    if (!d->nf || d->f[d->nf - 1].off != k[i].f.off || strcmp(d->f[d->nf - 1].id, k[i].f.id))
      d->f[d->nf++] = k[i].f;
  free(k);
  return 0;
}

uint64_t mut_field_value(const mut_doc *d, const mut_field *f) {
  uint64_t v = 0;
  if (!mut_varint_get(d->b + f->off, d->n - f->off, &v)) return 0;
  return v;
}

size_t mut_count_id(const mut_doc *d, const char *id) {
  size_t c = 0;
  for (size_t i = 0; i < d->nf; i++) c += strcmp(d->f[i].id, id) == 0;
  return c;
}

const mut_field *mut_nth_id(const mut_doc *d, const char *id, size_t k) {
  for (size_t i = 0; i < d->nf; i++)
    if (strcmp(d->f[i].id, id) == 0 && k-- == 0) return &d->f[i];
  return NULL;
}

const mut_field *mut_pick_id(const mut_doc *d, const char *id, mut_rng *r) {
  size_t c = mut_count_id(d, id);
  return c ? mut_nth_id(d, id, (size_t)mut_below(r, c)) : NULL;
}

size_t mut_field_index(const mut_doc *d, const mut_field *f) {
  return (size_t)(f - d->f);
}

/* Nested windows (sections inside a payload, properties entries) and
 * padding that depends on absolute offsets (aligned nested sections, blobs). */
static int find_windows(mut_doc *d) {
  d->w = malloc((d->nf + 1) * sizeof *d->w);
  d->al = malloc((d->nf + 1) * sizeof *d->al);
  if (!d->w || !d->al) return -1;
  for (size_t i = 0; i < d->nf; i++) {
    const mut_field *f = &d->f[i];
    uint64_t v;
    size_t w;
    if (mut_sec_of(d, f->off) < 0) continue; /* top-level headers: rebuilt */
    if (!(w = mut_varint_get(d->b + f->off, d->n - f->off, &v))) continue;
    if (!strcmp(f->id, GID_SECTION_LENGTH) && f->off > 0) {
      uint8_t idb = d->b[f->off - 1];
      size_t p = f->off + w;
      if (idb & 0x80) {
        uint64_t a;
        size_t aw = mut_varint_get(d->b + p, d->n - p, &a);
        if (!aw || !a || (a & (a - 1)) || a > ((uint64_t)1 << 32)) continue;
        p += aw;
        if (a > 1) d->al[d->nal++] = (mut_aligned){p, a};
        p += (size_t)((a - (p & (a - 1))) & (a - 1));
      }
      if (p > d->n || v > d->n - p) continue;
      d->w[d->nw++] = (mut_window){f->off, w, p, v};
    } else if (!strcmp(f->id, GID_PROPS_SIZE)) {
      if (v > d->n - f->off - w) continue;
      d->w[d->nw++] = (mut_window){f->off, w, f->off + w, v};
    } else if (!strcmp(f->id, GID_RESOURCES_BLOB_ALIGNMENT) && v > 1 && i + 1 < d->nf &&
               !strcmp(d->f[i + 1].id, GID_RESOURCES_BLOB_SIZE)) {
      d->al[d->nal++] = (mut_aligned){d->f[i + 1].off + d->f[i + 1].size, v};
    }
  }
  return 0;
}

static void table_sizes(mut_doc *d) {
  const mut_field *f;
  if ((f = mut_nth_id(d, GID_STRINGS_COUNT, 0))) d->nstrings = mut_field_value(d, f);
  if ((f = mut_nth_id(d, GID_DIALECTS_COUNT, 0))) d->ndialects = mut_field_value(d, f);
  if ((f = mut_nth_id(d, GID_ATTRTYPE_NUM_ATTRS, 0))) d->nattrs = mut_field_value(d, f);
  if ((f = mut_nth_id(d, GID_ATTRTYPE_NUM_TYPES, 0))) d->ntypes = mut_field_value(d, f);
  if ((f = mut_nth_id(d, GID_PROPS_COUNT, 0))) d->nprops = mut_field_value(d, f);
  d->nopnames = mut_count_id(d, GID_DIALECTS_OPNAME);
  d->max_blocks = 1; /* the IR section's own pseudo region */
  for (size_t i = 0; i < d->nf; i++) {
    if (!strcmp(d->f[i].id, GID_IR_REGION_NUM_VALUES)) {
      uint64_t v = mut_field_value(d, &d->f[i]);
      d->sum_values = d->sum_values + v < d->sum_values ? UINT64_MAX : d->sum_values + v;
    } else if (!strcmp(d->f[i].id, GID_IR_REGION_NUM_BLOCKS)) {
      uint64_t v = mut_field_value(d, &d->f[i]);
      if (v > d->max_blocks) d->max_blocks = v;
    }
  }
}

int mut_doc_init(mut_doc *d, const mbg_output *o) {
  memset(d, 0, sizeof *d);
  if (!o || !o->bytes || !o->size) return 1;
  d->b = o->bytes;
  d->n = o->size;
  int r = parse_container(d);
  if (r) return r;
  if (load_trace(d, o) || find_windows(d)) {
    mut_doc_free(d);
    return -1;
  }
  table_sizes(d);
  return 0;
}

void mut_doc_free(mut_doc *d) {
  free(d->f);
  free(d->w);
  free(d->al);
  d->f = NULL;
  d->w = NULL;
  d->al = NULL;
}
