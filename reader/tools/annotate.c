/* annotate.c — see annotate.h. */
#include "annotate.h"
#include <stdlib.h>
#include <string.h>

typedef struct ev {
  const char *id; /* grammar IDs are string literals: they outlive the trace */
  int section;
  uint64_t offset, size, value, seq;
} ev;

struct mbc_annotation {
  ev *v;
  size_t n, cap;
  int oom;
};

mbc_annotation *mbc_annotation_new(void) { return calloc(1, sizeof(mbc_annotation)); }

void mbc_annotation_free(mbc_annotation *a) {
  if (!a) return;
  free(a->v);
  free(a);
}

void mbc_annotation_record(void *ud, const char *id, int section, uint64_t offset,
                           uint64_t size, uint64_t value) {
  mbc_annotation *a = ud;
  if (a->oom) return;
  if (a->n == a->cap) {
    size_t nc = a->cap ? a->cap * 2 : 256;
    ev *nv = realloc(a->v, nc * sizeof *nv);
    if (!nv) {
      a->oom = 1;
      return;
    }
    a->v = nv;
    a->cap = nc;
  }
  ev e = {id, section, offset, size, value, a->n};
  a->v[a->n++] = e;
}

static int cmp(const void *x, const void *y) {
  const ev *a = x, *b = y;
  if (a->offset != b->offset) return a->offset < b->offset ? -1 : 1;
  if ((a->size == 0) != (b->size == 0)) return a->size == 0 ? -1 : 1; /* empty: before the byte */
  if (a->size != b->size) return a->size > b->size ? -1 : 1; /* containers first */
  return a->seq < b->seq ? -1 : a->seq > b->seq;
}

static void bytes(FILE *out, const uint8_t *p, uint64_t n, uint64_t show) {
  uint64_t k = n < show ? n : show;
  int w = 0;
  for (uint64_t i = 0; i < k; i++) w += fprintf(out, "%02x ", p[i]);
  if (n > k) w += fprintf(out, "+%llu", (unsigned long long)(n - k)); /* bytes not shown */
  fprintf(out, "%*s", w < 27 ? 27 - w : 1, "");
}

static void preview(FILE *out, const uint8_t *p, uint64_t n) {
  fputs(" \"", out);
  for (uint64_t i = 0; i < n && i < 40; i++)
    fputc(p[i] >= 0x20 && p[i] < 0x7F ? p[i] : '.', out);
  fputs(n > 40 ? "\"..." : "\"", out);
}

static void raw(FILE *out, const uint8_t *data, uint64_t from, uint64_t to, int depth) {
  while (from < to) {
    uint64_t n = to - from < 16 ? to - from : 16;
    fprintf(out, "%08llx  %*s", (unsigned long long)from, 2 * depth, "");
    bytes(out, data + from, n, 16);
    fprintf(out, " (data)\n");
    from += n;
  }
}

void mbc_annotation_print(const mbc_annotation *a, const uint8_t *data, size_t size,
                          FILE *out) {
  if (a->oom) {
    fprintf(out, "(annotation incomplete: out of memory)\n");
    return;
  }
  ev *v = malloc((a->n ? a->n : 1) * sizeof *v);
  uint64_t *end = malloc((a->n + 1) * sizeof *end), *pos = malloc((a->n + 1) * sizeof *pos);
  if (!v || !end || !pos) {
    fprintf(out, "(annotation failed: out of memory)\n");
    free(v), free(end), free(pos);
    return;
  }
  memcpy(v, a->v, a->n * sizeof *v);
  qsort(v, a->n, sizeof *v, cmp);
  /* The same field read twice (counted, then stored; checked again later)
   * is shown once. */
  size_t n = 0;
  for (size_t i = 0; i < a->n; i++)
    if (!n || v[i].offset != v[n - 1].offset || v[i].size != v[n - 1].size ||
        strcmp(v[i].id, v[n - 1].id))
      v[n++] = v[i];
  int top = 0;
  end[0] = size;
  pos[0] = 0;
  for (size_t i = 0; i < n; i++) {
    ev *e = &v[i];
    if (e->offset + e->size > size) continue;
    while (top > 0 && end[top] <= e->offset) {
      raw(out, data, pos[top], end[top], top);
      pos[top - 1] = end[top] > pos[top - 1] ? end[top] : pos[top - 1];
      top--;
    }
    if (e->offset > pos[top]) raw(out, data, pos[top], e->offset, top);
    /* A field that holds the next one is a container (sorting puts the
     * larger first; equal ranges keep read order). Empty fields hold nothing. */
    int container = i + 1 < n && v[i + 1].size > 0 && v[i + 1].offset >= e->offset &&
                    v[i + 1].offset < e->offset + e->size &&
                    v[i + 1].offset + v[i + 1].size <= e->offset + e->size;
    fprintf(out, "%08llx  %*s", (unsigned long long)e->offset, 2 * top, "");
    if (container) {
      fprintf(out, "%-27s [%s] %s (%llu bytes)\n", "", mlirbc_section_name(e->section),
              e->id, (unsigned long long)e->size);
      top++;
      end[top] = e->offset + e->size;
      pos[top] = e->offset;
      continue;
    }
    bytes(out, data + e->offset, e->size, 8);
    fprintf(out, " %s", e->id);
    if (e->size > 1 && (strstr(e->id, "producer") || strstr(e->id, "payload") ||
                        strstr(e->id, ".data")))
      preview(out, data + e->offset, e->size);
    else
      fprintf(out, " = %llu", (unsigned long long)e->value);
    fputc('\n', out);
    if (e->offset + e->size > pos[top]) pos[top] = e->offset + e->size;
  }
  while (top >= 0) {
    raw(out, data, pos[top], end[top], top);
    if (top) pos[top - 1] = end[top] > pos[top - 1] ? end[top] : pos[top - 1];
    top--;
  }
  free(v), free(end), free(pos);
}
