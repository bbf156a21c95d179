/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* mut_container.c — mutations of the container: magic, version, producer,
 * the section table (drop, duplicate, reorder, unknown ids, alignment,
 * padding), truncation and trailing bytes. */
#include <stdlib.h>
#include <string.h>
#include "mut_internal.h"

static const char *const kSecName[MUT_NSEC] = {
    "string", "dialect", "attrtype", "attrtype_offset", "ir",
    "resource", "resource_offset", "dialect_versions", "properties"};

void mut_set(mbg_mutation *m, const mut_kind *k, const char *field, const char *detail) {
  m->verdict = k->verdict;
  m->expect_code = k->verdict == MBG_REJECT ? k->code : NULL;
  m->ambiguity = k->verdict == MBG_IMPL ? k->amb : NULL;
  m->field = field ? field : k->field;
  m->expect_offset = -1;
  size_t n = strlen(k->name);
  if (n >= sizeof m->name) n = sizeof m->name - 1;
  memcpy(m->name, k->name, n);
  m->name[n] = 0;
  if (detail && *detail) {
    size_t d = strlen(detail);
    if (n + 1 + d >= sizeof m->name) d = sizeof m->name - n - 2;
    m->name[n] = '-';
    memcpy(m->name + n + 1, detail, d);
    m->name[n + 1 + d] = 0;
  }
}

int mut_finish(mut_edit *e, mbg_mutation *m) {
  int rc = mut_build(e);
  if (rc) {
    mut_edit_free(e);
    return rc;
  }
  mut_take(e, m);
  return 0;
}

static int required(const mut_doc *d, int id) {
  return id <= 4 || (id == 8 && d->version >= 5);
}

/* ---- truncation ---- */

int mut_truncation_code(const mut_doc *d, size_t t, const char **code, int64_t *off) {
  *code = "E_TRUNCATED";
  if (t < 4) {
    *code = "E_MAGIC";
    *off = 0;
    return 0;
  }
  if (t < d->version_off + d->version_w) {
    *off = (int64_t)d->version_off;
    return 0;
  }
  if (t <= d->producer_off + d->producer_len) {
    *code = "E_PRODUCER";
    *off = (int64_t)d->producer_off;
    return 0;
  }
  int complete[MUT_NSEC] = {0};
  for (int i = 0; i < d->nsec; i++) {
    const mut_sec *s = &d->sec[i];
    size_t end = s->data_off + (size_t)s->len;
    if (t >= end) {
      complete[s->id] = 1;
      continue;
    }
    if (t == s->hdr_off) break;
    *off = (int64_t)(t < s->len_off + s->len_w ? s->len_off
                     : t < s->pad_off         ? s->align_off
                     : t < s->data_off        ? s->pad_off
                                              : s->data_off);
    return 0;
  }
  *code = "E_SECTION_MISSING";
  *off = (int64_t)t;
  for (int id = 0; id < MUT_NSEC; id++)
    if (required(d, id) && !complete[id]) return 0;
  if (complete[5] != complete[6]) return 0;
  return 1; /* every required section survived: depends on what references what */
}

/* Candidate cut points: trace fields and the container's own fields. */
typedef struct cut { const char *id; size_t off, size; } cut;

static size_t container_cuts(const mut_doc *d, cut *c) {
  size_t n = 0;
  c[n++] = (cut){GID_FILE_MAGIC, 0, 4};
  c[n++] = (cut){GID_FILE_VERSION, d->version_off, d->version_w};
  c[n++] = (cut){GID_FILE_PRODUCER, d->producer_off, d->producer_len + 1};
  for (int i = 0; i < d->nsec; i++) {
    const mut_sec *s = &d->sec[i];
    c[n++] = (cut){GID_SECTION_ID, s->hdr_off, 1};
    c[n++] = (cut){GID_SECTION_LENGTH, s->len_off, s->len_w};
    if (s->align_w) c[n++] = (cut){GID_SECTION_ALIGNMENT, s->align_off, s->align_w};
    if (s->pad_n) c[n++] = (cut){GID_SECTION_PADDING, s->pad_off, s->pad_n};
    c[n++] = (cut){GID_SECTION_DATA, s->data_off, (size_t)s->len};
  }
  return n;
}

int mut_apply_truncate(const mut_doc *d, const mut_kind *k, mut_rng *r, mbg_mutation *m) {
  int mid = k->arg == 1;
  size_t nc = 3 + 5 * (size_t)d->nsec;
  cut *c = malloc((nc + d->nf) * sizeof *c);
  if (!c) return -1;
  size_t n = container_cuts(d, c);
  for (size_t i = 0; i < d->nf; i++) c[n++] = (cut){d->f[i].id, d->f[i].off, d->f[i].size};
  size_t start = (size_t)mut_below(r, n);
  for (size_t j = 0; j < n; j++) {
    const cut *x = &c[(start + j) % n];
    if (mid ? x->size < 2 : x->off >= d->n) continue;
    size_t t = mid ? x->off + 1 + (size_t)mut_below(r, x->size - 1) : x->off;
    const char *code;
    int64_t off;
    if (t >= d->n || mut_truncation_code(d, t, &code, &off)) continue;
    uint8_t *b = malloc(t ? t : 1);
    if (!b) break;
    memcpy(b, d->b, t);
    mut_set(m, k, x->id, x->id);
    m->bytes = b;
    m->size = t;
    m->expect_code = code;
    m->expect_offset = off;
    free(c);
    return 0;
  }
  free(c);
  return 1;
}

/* ---- header fields ---- */

int mut_apply_magic(const mut_doc *d, const mut_kind *k, mut_rng *r, mbg_mutation *m) {
  uint8_t *b = malloc(d->n);
  if (!b) return -1;
  memcpy(b, d->b, d->n);
  b[mut_below(r, 4)] ^= (uint8_t)(1u << mut_below(r, 8));
  mut_set(m, k, GID_FILE_MAGIC, NULL);
  m->bytes = b;
  m->size = d->n;
  m->expect_offset = 0;
  return 0;
}

/* arg: the version to write (in place when it fits, else 9 bytes). */
int mut_apply_version(const mut_doc *d, const mut_kind *k, mut_rng *r, mbg_mutation *m) {
  (void)r;
  uint64_t v = k->arg;
  mut_field f = {GID_FILE_VERSION, d->version_off, d->version_w};
  const mut_field *props_op = NULL;
  if (v == 5) { /* a version that needs a properties section the file lacks */
    if (d->version >= 5 || d->top[8] >= 0) return 1;
  } else if (v == 4) { /* a version too old for the properties the ops use */
    if (d->version < 5) return 1;
    for (size_t i = 0; i < d->nf && !props_op; i++)
      if (!strcmp(d->f[i].id, GID_IR_OP_MASK) && (d->b[d->f[i].off] & 0x40)) props_op = &d->f[i];
    if (!props_op) return 1;
  }
  mut_edit e;
  mut_edit_init(&e, d);
  e.ignore_alignment = v > 6; /* nothing after the version is read */
  if (mut_patch_varint(&e, &f, v, 0)) return 1;
  int rc = mut_finish(&e, m);
  if (rc) return rc;
  mut_set(m, k, GID_FILE_VERSION, NULL);
  m->expect_offset = (int64_t)d->version_off;
  if (v == 5) {
    m->expect_offset = (int64_t)m->size;
  } else if (v == 4) {
    /* Below v5 op names are plain string indices: a (index << 1 | flag)
     * value past the table fails first, in the dialect section. */
    m->expect_code = "E_PROPS_VERSION";
    m->expect_offset = (int64_t)props_op->off;
    for (size_t i = 0; i < d->nf; i++)
      if (!strcmp(d->f[i].id, GID_DIALECTS_OPNAME) && mut_field_value(d, &d->f[i]) >= d->nstrings) {
        m->expect_code = "E_STRING_INDEX";
        m->expect_offset = (int64_t)d->f[i].off;
        break;
      }
  }
  return 0;
}

int mut_apply_producer(const mut_doc *d, const mut_kind *k, mut_rng *r, mbg_mutation *m) {
  (void)r;
  static const uint8_t non_utf8[] = {0xFF, 0xFE, 0xC0, 0x80};
  mut_edit e;
  mut_edit_init(&e, d);
  const uint8_t *b = k->arg ? non_utf8 : NULL;
  size_t n = k->arg ? sizeof non_utf8 : 0;
  if (mut_patch_bytes(&e, d->producer_off, d->producer_len, b ? b : (const uint8_t *)"", n,
                      d->producer_off))
    return 1;
  int rc = mut_finish(&e, m);
  if (!rc) mut_set(m, k, GID_FILE_PRODUCER, NULL);
  return rc;
}

/* ---- section table ---- */

static void drop_out(mut_edit *e, int k) {
  memmove(&e->s[k], &e->s[k + 1], (size_t)(e->ns - k - 1) * sizeof e->s[0]);
  e->ns--;
}

static int out_index(const mut_edit *e, int src) {
  for (int k = 0; k < e->ns; k++)
    if (e->s[k].src == src) return k;
  return -1;
}

/* arg 0: a required section; 1: one of the resource pair. */
int mut_apply_drop(const mut_doc *d, const mut_kind *k, mut_rng *r, mbg_mutation *m) {
  int cand[MUT_NSEC], nc = 0;
  for (int id = 0; id < MUT_NSEC; id++)
    if (d->top[id] >= 0 && (k->arg ? (id == 5 || id == 6) && d->top[5] >= 0 && d->top[6] >= 0
                                   : required(d, id)))
      cand[nc++] = id;
  if (!nc) return 1;
  int id = cand[mut_below(r, (uint64_t)nc)];
  mut_edit e;
  mut_edit_init(&e, d);
  e.ignore_alignment = 1; /* the reader stops at the section table */
  drop_out(&e, out_index(&e, d->top[id]));
  int rc = mut_finish(&e, m);
  if (rc) return rc;
  mut_set(m, k, GID_SECTION_ID, kSecName[id]);
  m->expect_offset = (int64_t)m->size;
  return 0;
}

int mut_apply_duplicate(const mut_doc *d, const mut_kind *k, mut_rng *r, mbg_mutation *m) {
  if (!d->nsec) return 1;
  int i = (int)mut_below(r, (uint64_t)d->nsec);
  mut_edit e;
  mut_edit_init(&e, d);
  int at = (int)mut_below(r, (uint64_t)d->nsec + 1);
  memmove(&e.s[at + 1], &e.s[at], (size_t)(e.ns - at) * sizeof e.s[0]);
  e.s[at] = e.s[at == i ? i + 1 : at < i ? i + 1 : i];
  e.ns++;
  int rc = mut_finish(&e, m);
  if (!rc) mut_set(m, k, GID_SECTION_ID, kSecName[d->sec[i].id]);
  return rc;
}

int mut_apply_unknown_id(const mut_doc *d, const mut_kind *k, mut_rng *r, mbg_mutation *m) {
  static const uint8_t payload[4] = {0x01, 0x02, 0x03, 0x04};
  mut_edit e;
  mut_edit_init(&e, d);
  int at = (int)mut_below(r, (uint64_t)d->nsec + 1);
  memmove(&e.s[at + 1], &e.s[at], (size_t)(e.ns - at) * sizeof e.s[0]);
  memset(&e.s[at], 0, sizeof e.s[at]);
  e.s[at].src = -1;
  e.s[at].id_byte = (uint8_t)(MUT_NSEC + mut_below(r, 128 - MUT_NSEC));
  e.s[at].raw = payload;
  e.s[at].raw_len = 1 + (size_t)mut_below(r, 4);
  e.ns++;
  int rc = mut_finish(&e, m);
  if (!rc) mut_set(m, k, GID_SECTION_ID, NULL);
  return rc;
}

int mut_apply_reorder(const mut_doc *d, const mut_kind *k, mut_rng *r, mbg_mutation *m) {
  if (d->nsec < 2) return 1;
  mut_edit e;
  mut_edit_init(&e, d);
  for (int i = e.ns - 1; i > 0; i--) { /* Fisher-Yates, then force a change */
    int j = (int)mut_below(r, (uint64_t)i + 1);
    mut_out_sec t = e.s[i];
    e.s[i] = e.s[j];
    e.s[j] = t;
  }
  int same = 1;
  for (int i = 0; i < e.ns; i++) same &= e.s[i].src == i;
  if (same) {
    mut_out_sec t = e.s[0];
    e.s[0] = e.s[1];
    e.s[1] = t;
  }
  int rc = mut_finish(&e, m);
  if (!rc) mut_set(m, k, GID_SECTION_ID, NULL);
  return rc;
}

int mut_apply_trailing_eof(const mut_doc *d, const mut_kind *k, mut_rng *r, mbg_mutation *m) {
  size_t extra = 1 + (size_t)mut_below(r, 3);
  uint8_t *b = malloc(d->n + extra);
  if (!b) return -1;
  memcpy(b, d->b, d->n);
  for (size_t i = 0; i < extra; i++) b[d->n + i] = (uint8_t)mut_next(r);
  mut_set(m, k, GID_SECTION_ID, NULL);
  m->bytes = b;
  m->size = d->n + extra;
  return 0;
}

/* arg: the alignment to write; 0 and non-powers of two are rejected.
 * Kinds with arg 1 add a flag to an unaligned section. */
int mut_apply_align(const mut_doc *d, const mut_kind *k, mut_rng *r, mbg_mutation *m) {
  if (!d->nsec) return 1;
  int i = (int)mut_below(r, (uint64_t)d->nsec);
  if (k->arg == 1)
    for (int j = 0; j < d->nsec && (d->sec[i].id_byte & 0x80); j++) i = (i + 1) % d->nsec;
  if (k->arg == 1 && (d->sec[i].id_byte & 0x80)) return 1;
  mut_edit e;
  mut_edit_init(&e, d);
  e.s[i].align_override = 1;
  e.s[i].align = k->arg;
  int bad = !k->arg || (k->arg & (k->arg - 1)) || k->arg > ((uint64_t)1 << 32);
  e.ignore_alignment = bad;
  int rc = mut_finish(&e, m);
  if (rc) return rc;
  mut_set(m, k, GID_SECTION_ALIGNMENT, kSecName[d->sec[i].id]);
  m->expect_offset = (int64_t)e.new_align_off[i];
  return 0;
}

int mut_apply_bad_padding(const mut_doc *d, const mut_kind *k, mut_rng *r, mbg_mutation *m) {
  if (!d->nsec) return 1;
  int i = (int)mut_below(r, (uint64_t)d->nsec);
  mut_edit e;
  mut_edit_init(&e, d);
  e.s[i].want_padding = 1;
  e.s[i].bad_pad = 1;
  e.ignore_alignment = 1; /* the reader stops at the bad byte */
  int rc = mut_finish(&e, m);
  if (rc) return rc;
  mut_set(m, k, GID_SECTION_PADDING, kSecName[d->sec[i].id]);
  m->expect_offset = (int64_t)e.bad_pad_off;
  return 0;
}

/* arg: bit mask of empty sections to add when absent (5+6 together, 7, 8). */
int mut_apply_add_empty(const mut_doc *d, const mut_kind *k, mut_rng *r, mbg_mutation *m) {
  (void)r;
  int ids[2], n = 0;
  if (k->arg == 5) {
    if (d->top[5] >= 0 || d->top[6] >= 0) return 1;
    ids[n++] = 6;
    ids[n++] = 5;
  } else {
    if (d->top[k->arg] >= 0) return 1;
    ids[n++] = (int)k->arg;
  }
  mut_edit e;
  mut_edit_init(&e, d);
  for (int j = 0; j < n; j++) {
    mut_out_sec *s = &e.s[e.ns++];
    memset(s, 0, sizeof *s);
    s->src = -1;
    s->id_byte = (uint8_t)ids[j];
    s->raw = (const uint8_t *)"";
  }
  int rc = mut_finish(&e, m);
  if (!rc) mut_set(m, k, GID_SECTION_ID, kSecName[ids[0]]);
  return rc;
}

int mut_apply_section_length_wide(const mut_doc *d, const mut_kind *k, mut_rng *r,
                                     mbg_mutation *m) {
  if (!d->nsec) return 1;
  int i = (int)mut_below(r, (uint64_t)d->nsec);
  mut_edit e;
  mut_edit_init(&e, d);
  e.s[i].len_w = 9;
  int rc = mut_finish(&e, m);
  if (!rc) mut_set(m, k, GID_SECTION_LENGTH, kSecName[d->sec[i].id]);
  return rc;
}

