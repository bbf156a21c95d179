/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* annotate.c — the annotated view of a file built from the reader's field
 * trace: every field as a row (offset, size, section, grammar ID, value),
 * nested under the section or container it belongs to, with the bytes no
 * field claimed as DATA rows (mlirbc_annotate), and the text form of those
 * rows that mlirbc-read --annotate prints (mlirbc_annotate_text). Reviewers
 * read the text, not xxd; the explorer and the bindings take the rows. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "mlirbc.h"
#include "sink.h"

typedef struct ev {
  const char *id; /* grammar IDs are string literals: they outlive the trace */
  int section;
  int group; /* -1: decided by the next event (rows); 0/1: decided already */
  uint64_t offset, size, value, seq;
} ev;

typedef struct recording {
  ev *v;
  size_t n, cap;
  int oom;
} recording;

static void record(void *ud, const char *id, int section, uint64_t offset, uint64_t size,
                   uint64_t value) {
  recording *a = ud;
  if (a->oom) return;
  if (a->n == a->cap) {
    size_t nc = a->cap ? a->cap * 2 : 256;
    ev *nv = nc > SIZE_MAX / sizeof *nv ? NULL : realloc(a->v, nc * sizeof *nv);
    if (!nv) {
      a->oom = 1;
      return;
    }
    a->v = nv;
    a->cap = nc;
  }
  ev e = {id, section, -1, offset, size, value, a->n};
  a->v[a->n++] = e;
}

static int cmp(const void *x, const void *y) {
  const ev *a = x, *b = y;
  if (a->offset != b->offset) return a->offset < b->offset ? -1 : 1;
  if ((a->size == 0) != (b->size == 0)) return a->size == 0 ? -1 : 1; /* empty: before the byte */
  if (a->size != b->size) return a->size > b->size ? -1 : 1; /* containers first */
  return a->seq < b->seq ? -1 : a->seq > b->seq;
}

/* Sorts by cmp (a total order: seq breaks ties). The trace arrives almost
 * in file order, so a bottom-up merge sort that skips pairs of runs already
 * in order does about one comparison per event; qsort took most of the
 * time of annotating a large file. 0, or -1 when out of memory. */
static int sort_events(ev *v, size_t n) {
  if (n < 2) return 0;
  ev *tmp = n > SIZE_MAX / sizeof *tmp ? NULL : malloc(n * sizeof *tmp); /* a left run */
  if (!tmp) return -1;
  for (size_t width = 1; width < n; width *= 2) {
    for (size_t lo = 0; lo + width < n; lo += 2 * width) {
      size_t mid = lo + width, hi = n - mid > width ? mid + width : n;
      if (cmp(&v[mid - 1], &v[mid]) <= 0) continue;
      memcpy(tmp, v + lo, width * sizeof *tmp); /* the left run; the right stays */
      size_t i = 0, j = mid, k = lo;
      while (i < width && j < hi) v[k++] = cmp(&tmp[i], &v[j]) <= 0 ? tmp[i++] : v[j++];
      while (i < width) v[k++] = tmp[i++];
    }
  }
  free(tmp);
  return 0;
}

/* The rows reported: all (whole), or those overlapping [lo, hi) with DATA
 * rows cut to it (mlirbc_annotate_range). */
typedef struct emitter {
  mlirbc_field_fn fn;
  void *ud;
  int stopped;
  int whole;
  uint64_t lo, hi;
} emitter;

static int overlaps(uint64_t lo, uint64_t hi, uint64_t offset, uint64_t size) {
  if (offset >= hi || lo >= hi) return 0; /* an empty range holds nothing */
  return offset >= lo || size > lo - offset;
}

static void emit(emitter *em, mlirbc_field_kind kind, uint64_t offset, uint64_t size,
                 uint64_t value, const char *name, int section, int depth) {
  if (em->stopped || (!em->whole && !overlaps(em->lo, em->hi, offset, size))) return;
  mlirbc_field row = {offset, size, value, name, section, (uint32_t)depth, kind};
  if (em->fn(em->ud, &row)) em->stopped = 1;
}

static void raw(emitter *em, uint64_t from, uint64_t to, int section, int depth) {
  if (!em->whole) {
    from = from > em->lo ? from : em->lo;
    to = to < em->hi ? to : em->hi;
  }
  if (from < to) emit(em, MLIRBC_FIELD_DATA, from, to - from, 0, "", section, depth);
}

/* X is a non-empty field inside E (or the same range): E holds it. */
static int holds(const ev *e, const ev *x) {
  return x->size > 0 && x->offset >= e->offset && x->offset < e->offset + e->size &&
         x->offset + x->size <= e->offset + e->size;
}

static int same_field(const ev *a, const ev *b) {
  return a->offset == b->offset && a->size == b->size && !strcmp(a->id, b->id);
}

/* Sorts the recording in place; the same field read twice (counted, then
 * stored; checked again later) is one event. 0, or -1 when out of memory. */
static int unique(recording *a) {
  if (a->oom || sort_events(a->v, a->n)) return -1;
  size_t n = 0;
  for (size_t i = 0; i < a->n; i++)
    if (!n || !same_field(&a->v[i], &a->v[n - 1])) a->v[n++] = a->v[i];
  a->n = n;
  return 0;
}

/* The events of unique() as rows. 0, or -1 when out of memory. */
static int rows(recording *a, size_t size, emitter *em) {
  ev *v = a->v;
  size_t n = a->n;
  uint64_t *end = malloc((n + 1) * sizeof *end), *pos = malloc((n + 1) * sizeof *pos);
  int *sec = malloc((n + 1) * sizeof *sec);
  if (!end || !pos || !sec) {
    free(end), free(pos), free(sec);
    return -1;
  }
  int top = 0;
  end[0] = size;
  pos[0] = 0;
  sec[0] = MLIRBC_SEC_HEADER;
  for (size_t i = 0; i < n && !em->stopped; i++) {
    ev *e = &v[i];
    if (e->offset > size || e->size > size - e->offset) continue;
    while (top > 0 && end[top] <= e->offset) {
      raw(em, pos[top], end[top], sec[top], top);
      pos[top - 1] = end[top] > pos[top - 1] ? end[top] : pos[top - 1];
      top--;
    }
    if (e->offset > pos[top]) raw(em, pos[top], e->offset, sec[top], top);
    /* A field that holds the next one is a container (sorting puts the
     * larger first; equal ranges keep read order). Empty fields hold nothing. */
    int container = e->group >= 0 ? e->group : i + 1 < n && holds(e, &v[i + 1]);
    if (container) {
      emit(em, MLIRBC_FIELD_GROUP, e->offset, e->size, e->value, e->id, e->section, top);
      top++;
      end[top] = e->offset + e->size;
      pos[top] = e->offset;
      sec[top] = e->section;
      continue;
    }
    emit(em, MLIRBC_FIELD_VALUE, e->offset, e->size, e->value, e->id, e->section, top);
    if (e->offset + e->size > pos[top]) pos[top] = e->offset + e->size;
  }
  while (top >= 0 && !em->stopped) {
    raw(em, pos[top], end[top], sec[top], top);
    if (top) pos[top - 1] = end[top] > pos[top - 1] ? end[top] : pos[top - 1];
    top--;
  }
  free(end), free(pos), free(sec);
  return 0;
}

static void set_error(mlirbc_error *e, mlirbc_code code, const char *msg) {
  e->code = code;
  e->section = MLIRBC_SEC_HEADER;
  e->offset = 0;
  snprintf(e->message, sizeof e->message, "%s", msg);
}

/* What mlirbc-read FILE decides (open, then walk), with the field trace. */
static mlirbc_code read_traced(const uint8_t *data, size_t size, const mlirbc_options *opts,
                               mlirbc_trace_fn trace, void *ud, mlirbc_error *e) {
  mlirbc_file *f = NULL;
  mlirbc_code rc = mlirbc_open_traced(&f, data, size, opts, trace, ud, e);
  if (rc == MLIRBC_OK) rc = mlirbc_walk(f, NULL, NULL, e);
  mlirbc_close(f);
  return rc;
}

/* The answer to an annotate call without a row callback. */
static mlirbc_code no_row_callback(mlirbc_error *err) {
  mlirbc_error e;
  memset(&e, 0, sizeof e);
  set_error(&e, MLIRBC_E_USAGE, "annotate: no row callback");
  if (err) *err = e;
  return MLIRBC_E_USAGE;
}

mlirbc_code mlirbc_annotate(const uint8_t *data, size_t size, const mlirbc_options *opts,
                            mlirbc_field_fn fn, void *ud, mlirbc_error *err) {
  if (!fn) return no_row_callback(err);
  mlirbc_error e;
  memset(&e, 0, sizeof e);
  recording a = {NULL, 0, 0, 0};
  mlirbc_code rc = read_traced(data, size, opts, record, &a, &e);
  emitter em = {fn, ud, 0, 1, 0, size};
  if (rc != MLIRBC_E_USAGE) { /* usage: DATA may be NULL */
    if (unique(&a) || rows(&a, size, &em))
      rc = MLIRBC_E_NOMEM, set_error(&e, rc, "annotate: out of memory for the field rows");
    else if (em.stopped)
      rc = MLIRBC_E_CALLBACK, set_error(&e, rc, "annotate: the row callback asked to stop");
  }
  free(a.v);
  if (err) *err = e;
  return rc;
}

/* ---- a byte range ------------------------------------------------------- */

/* The rows of a range are the rows the whole file's events give, cut to
 * the range: the events overlapping it are enough to place them, except
 * for one thing the events outside decide, whether a field is a container
 * (it holds the next event in row order). Kept: the events overlapping the
 * range widened by RANGE_MARGIN bytes each side; they decide it for those
 * that start in the widened range, but the last. That one, when it starts
 * before the range's end, and the containers around the range that start
 * before the widened range (a few; none for a range at the file's start)
 * get their next event from a second read. Memory: the events of the range,
 * not the file's. */

#define RANGE_MARGIN 256
#define RANGE_MAX_UNSURE 256 /* beyond: the whole file's rows, cut (deep nests) */

typedef struct ranged {
  recording rec;
  uint64_t lo, hi; /* the widened range */
  uint64_t want_hi; /* the range's end */
  uint64_t seq;
} ranged;

static void record_range(void *ud, const char *id, int section, uint64_t offset, uint64_t size,
                         uint64_t value) {
  ranged *r = ud;
  uint64_t seq = r->seq++; /* every event counts: ties break as in the whole file */
  if (!overlaps(r->lo, r->hi, offset, size)) return;
  size_t before = r->rec.n;
  record(&r->rec, id, section, offset, size, value);
  if (r->rec.n > before) r->rec.v[before].seq = seq;
}

typedef struct unsure {
  const ev *u; /* the events whose next event is wanted, by offset */
  ev *next;    /* ... and it so far (id NULL: none yet) */
  size_t n;
  uint64_t seq;
} unsure;

static void record_next(void *ud, const char *id, int section, uint64_t offset, uint64_t size,
                        uint64_t value) {
  unsure *s = ud;
  ev x = {id, section, -1, offset, size, value, s->seq++};
  for (size_t k = 0; k < s->n && s->u[k].offset <= offset; k++) {
    const ev *u = &s->u[k];
    ev *b = &s->next[k];
    if (cmp(&x, u) <= 0 || same_field(&x, u)) continue; /* a duplicate is no row */
    if (!b->id || cmp(&x, b) < 0) *b = x;
  }
}

/* Decides the containers among the range's events (unique() done) that
 * the range cannot: 0, 1 when there are too many of them, -1 out of memory. */
static int is_unsure(const ranged *r, size_t i) {
  const ev *e = &r->rec.v[i];
  return e->size > 0 && e->offset < r->want_hi && (e->offset < r->lo || i + 1 == r->rec.n);
}

static int settle(ranged *r, const uint8_t *data, size_t size, const mlirbc_options *opts) {
  ev *v = r->rec.v;
  size_t n = r->rec.n, m = 0;
  for (size_t i = 0; i < n; i++) m += (size_t)is_unsure(r, i);
  if (!m) return 0;
  if (m > RANGE_MAX_UNSURE) return 1;
  ev *u = malloc(m * sizeof *u), *next = calloc(m, sizeof *next);
  size_t *at = malloc(m * sizeof *at);
  if (!u || !next || !at) {
    free(u), free(next), free(at);
    return -1;
  }
  m = 0;
  for (size_t i = 0; i < n; i++)
    if (is_unsure(r, i)) u[m] = v[i], at[m++] = i;
  unsure s = {u, next, m, 0};
  mlirbc_error ignored;
  read_traced(data, size, opts, record_next, &s, &ignored); /* the same read again */
  for (size_t k = 0; k < m; k++) v[at[k]].group = next[k].id && holds(&u[k], &next[k]);
  free(u), free(next), free(at);
  return 0;
}

mlirbc_code mlirbc_annotate_range(const uint8_t *data, size_t size, const mlirbc_options *opts,
                                  uint64_t lo, uint64_t hi, mlirbc_field_fn fn, void *ud,
                                  mlirbc_error *err) {
  if (!fn) return no_row_callback(err);
  mlirbc_error e;
  memset(&e, 0, sizeof e);
  if (hi > size) hi = size;
  if (lo > hi) lo = hi;
  uint64_t wlo = lo > RANGE_MARGIN ? lo - RANGE_MARGIN : 0;
  uint64_t whi = size - hi > RANGE_MARGIN ? hi + RANGE_MARGIN : size;
  ranged r = {{NULL, 0, 0, 0}, wlo, lo < hi ? whi : lo, hi, 0};
  mlirbc_code rc = read_traced(data, size, opts, record_range, &r, &e);
  emitter em = {fn, ud, 0, 0, lo, hi};
  if (rc != MLIRBC_E_USAGE) {
    int st = unique(&r.rec) ? -1 : settle(&r, data, size, opts);
    if (st == 1) { /* too many containers around the range: the whole file's rows */
      free(r.rec.v);
      memset(&r.rec, 0, sizeof r.rec);
      mlirbc_error again;
      read_traced(data, size, opts, record, &r.rec, &again);
      st = unique(&r.rec);
    }
    if (st || rows(&r.rec, size, &em))
      rc = MLIRBC_E_NOMEM, set_error(&e, rc, "annotate: out of memory for the field rows");
    else if (em.stopped)
      rc = MLIRBC_E_CALLBACK, set_error(&e, rc, "annotate: the row callback asked to stop");
  }
  free(r.rec.v);
  if (err) *err = e;
  return rc;
}

/* ---- text form ---------------------------------------------------------- */

typedef struct text {
  mbc_sink sink;
  const uint8_t *data;
} text;

static void bytes(mbc_sink *o, const uint8_t *p, uint64_t n, uint64_t show) {
  uint64_t k = n < show ? n : show;
  static const char hex[] = "0123456789abcdef";
  int w = 0;
  for (uint64_t i = 0; i < k; i++, w += 3) {
    char h[3] = {hex[p[i] >> 4], hex[p[i] & 15], ' '};
    mbc_sink_write(o, h, 3);
  }
  if (n > k) { /* bytes not shown */
    char more[24];
    int m = snprintf(more, sizeof more, "+%llu", (unsigned long long)(n - k));
    mbc_sink_write(o, more, (size_t)m);
    w += m;
  }
  for (int pad = w < 27 ? 27 - w : 1; pad > 0; pad--) mbc_sink_putc(o, ' ');
}

static void preview(mbc_sink *o, const uint8_t *p, uint64_t n) {
  mbc_sink_puts(o, " \"");
  for (uint64_t i = 0; i < n && i < 40; i++)
    mbc_sink_putc(o, p[i] >= 0x20 && p[i] < 0x7F ? (char)p[i] : '.');
  mbc_sink_puts(o, n > 40 ? "\"..." : "\"");
}

static int text_row(void *ud, const mlirbc_field *r) {
  text *t = ud;
  mbc_sink *o = &t->sink;
  int indent = 2 * (int)r->depth;
  switch (r->kind) {
  case MLIRBC_FIELD_DATA:
    for (uint64_t from = r->offset, to = r->offset + r->size; from < to;) {
      uint64_t n = to - from < 16 ? to - from : 16;
      mbc_sink_printf(o, "%08llx  %*s", (unsigned long long)from, indent, "");
      bytes(o, t->data + from, n, 16);
      mbc_sink_puts(o, " (data)\n");
      from += n;
    }
    break;
  case MLIRBC_FIELD_GROUP:
    mbc_sink_printf(o, "%08llx  %*s%-27s [%s] %s (%llu bytes)\n", (unsigned long long)r->offset,
                    indent, "", "", mlirbc_section_name(r->section), r->name,
                    (unsigned long long)r->size);
    break;
  case MLIRBC_FIELD_VALUE:
    mbc_sink_printf(o, "%08llx  %*s", (unsigned long long)r->offset, indent, "");
    bytes(o, t->data + r->offset, r->size, 8);
    mbc_sink_putc(o, ' ');
    mbc_sink_puts(o, r->name);
    if (r->size > 1 && (strstr(r->name, "producer") || strstr(r->name, "payload") ||
                        strstr(r->name, ".data")))
      preview(o, t->data + r->offset, r->size);
    else
      mbc_sink_printf(o, " = %llu", (unsigned long long)r->value);
    mbc_sink_putc(o, '\n');
    break;
  }
  return t->sink.failed;
}

mlirbc_code mlirbc_annotate_text(const uint8_t *data, size_t size, const mlirbc_options *opts,
                                 mlirbc_write_fn w, void *ud, mlirbc_error *err) {
  text t;
  mbc_sink_init(&t.sink, w, ud);
  t.data = data;
  mlirbc_code rc = mlirbc_annotate(data, size, opts, text_row, &t, err);
  if (rc == MLIRBC_E_NOMEM) mbc_sink_puts(&t.sink, "(annotation failed: out of memory)\n");
  if (mbc_sink_flush(&t.sink) && rc != MLIRBC_E_USAGE) {
    rc = MLIRBC_E_CALLBACK;
    if (err) set_error(err, rc, "annotate: the write callback failed");
  }
  return rc;
}
