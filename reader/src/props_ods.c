/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* props_ods.c — decode ODS-generated properties of registered ops with the
 * layouts generated from the release model (spec/tools/mkprops.py) and render
 * them as mlir-opt prints `<{...}>`. A layout lists the fields in the order
 * upstream's generated readProperties reads them (props.h MBC_PF_*):
 *   attribute  := varint attr-index            (required)
 *              |  varint 0 | varint (idx<<1)|1 (optional / default-valued)
 *   segments   := varint index of a DenseI32ArrayAttr   (version < 6)
 *              |  sparse array of int32                 (version >= 6)
 *   bool := byte; enum := varint; opt-int64 := byte flag [varint] */
#include <stdio.h>
#include <string.h>
#include "props.h"
#include "varint.h"


typedef struct pcur {
  const uint8_t *p;
  size_t n, pos;
  uint64_t off;
  mlirbc_error *err;
} pcur;

static int perr(pcur *c, size_t at, const char *fmt, const char *a) {
  if (c->err) {
    c->err->code = MLIRBC_E_PROPS;
    c->err->section = MLIRBC_SEC_PROPERTIES;
    c->err->offset = c->off + at;
    snprintf(c->err->message, sizeof c->err->message, fmt, a ? a : "");
  }
  return -MLIRBC_E_PROPS;
}

/* perr naming a layout field (not NUL-terminated, at most 60 bytes shown).
 * Formatted only here, on the error path: every field of every op with
 * properties is read through this code. */
static int perr_field(pcur *c, size_t at, const char *fmt, const char *nm, size_t len) {
  char what[64];
  snprintf(what, sizeof what, "%.*s", (int)(len < 60 ? len : 60), nm);
  return perr(c, at, fmt, what);
}

/* PrefixVarInt: its length, 0 (position unchanged) when truncated. */
static size_t take_varint(pcur *c, uint64_t *v) {
  size_t len = mbc_varint_decode(c->p + c->pos, c->n - c->pos, v);
  c->pos += len;
  return len;
}

static int rd_varint(pcur *c, uint64_t *v, const char *what) {
  if (!take_varint(c, v)) return perr(c, c->pos, "properties truncated reading %s", what);
  return 0;
}

typedef struct entry {
  const char *name;
  size_t name_len;
  mlirbc_view text;  /* MBC_PF_ATTR(_OPT) */
  uint8_t kind;      /* MBC_PF_* of the field it came from */
  int unit;          /* attribute is a UnitAttr: printed as the bare name */
  uint64_t value;    /* BOOL, ENUM, OPT_I64 (UINT64_MAX: absent) */
  int seg;           /* SEG_*: which of the layout's segment groups; BITENUM: table index */
} entry;

static int name_cmp(const char *a, size_t an, const char *b, size_t bn) {
  int r = memcmp(a, b, an < bn ? an : bn);
  return r ? r : (an < bn ? -1 : an > bn);
}

const int *mlirbc_releases(size_t *n) {
  /* Copied once from the generated table (the public API hands out ints). */
  static int list[16];
  size_t k = mbc_prop_nreleases < 16 ? mbc_prop_nreleases : 16;
  for (size_t i = 0; i < k; i++) list[i] = mbc_prop_releases[i].release;
  if (n) *n = k;
  return list;
}

int mbc_props_release_known(int release) {
  for (size_t i = 0; i < mbc_prop_nreleases; i++)
    if (mbc_prop_releases[i].release == release) return 1;
  return 0;
}

static int has_properties(const mbc_prop_release *r) {
  for (size_t i = 0; i < r->nops; i++)
    if (r->ops[i].flag != MBC_PL_NONE) return 1;
  return 0;
}

int mbc_props_release(int forced, mlirbc_view p) {
  if (!mbc_prop_nreleases) return 0;
  if (forced && mbc_props_release_known(forced)) return forced;
  int newest = mbc_prop_releases[mbc_prop_nreleases - 1].release;
  if (p.size < 5 || memcmp(p.data, "MLIR", 4) != 0) return newest;
  unsigned major = 0;
  size_t i = 4;
  while (i < p.size && i < 8 && p.data[i] >= '0' && p.data[i] <= '9')
    major = major * 10 + (unsigned)(p.data[i++] - '0');
  if (i == 4) return newest;
  /* A release that has no op with properties (16) wrote no v5+ file: a
   * producer naming it is read with the next one. */
  for (size_t k = 0; k < mbc_prop_nreleases; k++)
    if ((unsigned)mbc_prop_releases[k].release >= major && has_properties(&mbc_prop_releases[k]))
      return mbc_prop_releases[k].release;
  return newest;
}

const mbc_prop_layout *mbc_props_find_layout(const char *name, size_t len, int release) {
  const mbc_prop_release *r = NULL;
  for (size_t i = 0; i < mbc_prop_nreleases; i++)
    if (mbc_prop_releases[i].release == release) r = &mbc_prop_releases[i];
  if (!r || !len) return NULL;
  size_t lo = 0, hi = r->nops;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    const mbc_prop_layout *l = &r->ops[mid];
    int c = name_cmp(l->name, l->name_len, name, len);
    if (c == 0) return l;
    if (c < 0) lo = mid + 1; else hi = mid;
  }
  return NULL;
}

static void put_segs(mbc_buf *b, const int32_t *v, size_t n) {
  mbc_buf_puts(b, "array<i32");
  for (size_t i = 0; i < n; i++) {
    mbc_buf_puts(b, i ? ", " : ": ");
    mbc_buf_i64(b, v[i]);
  }
  mbc_buf_putc(b, '>');
}

static int attr_text(const mbc_pctx *ctx, pcur *c, uint64_t idx, entry *e) {
  mbc_ainfo info = {0};
  int rc = ctx->attr(ctx->ud, idx, &e->text, &info, c->err);
  if (rc) return rc < 0 ? rc : -rc;
  e->unit = info.cls == MBC_A_UNIT;
  return 0;
}

/* v<6: a DenseI32ArrayAttr with at most nseg elements (missing ones are 0). */
static int legacy_segs(const mbc_pctx *ctx, pcur *c, size_t nseg, int32_t *seg) {
  size_t at = c->pos;
  uint64_t idx;
  entry e;
  int rc = rd_varint(c, &idx, "operand_segment_sizes");
  if (rc) return rc;
  if ((rc = attr_text(ctx, c, idx, &e))) return rc;
  const char *s = (const char *)e.text.data;
  size_t n = e.text.size, i = 9, k = 0;
  if (n < 10 || memcmp(s, "array<i32", 9) != 0 || s[n - 1] != '>')
    return perr(c, at, "operand_segment_sizes is not a DenseI32ArrayAttr%s", NULL);
  if (s[i] == ':') {
    i++;
    for (;;) {
      if (i >= n || s[i] != ' ') goto bad;
      i++;
      int neg = i < n && s[i] == '-';
      if (neg) i++;
      if (i >= n || s[i] < '0' || s[i] > '9') goto bad;
      int64_t v = 0;
      while (i < n && s[i] >= '0' && s[i] <= '9') {
        v = v * 10 + (s[i++] - '0');
        if (v > 2147483648LL) goto bad;
      }
      if (k >= nseg) return perr(c, at, "size mismatch for operand_segment_sizes%s", NULL);
      seg[k++] = (int32_t)(neg ? -v : v);
      if (i < n && s[i] == ',') { i++; continue; }
      break;
    }
  }
  if (i != n - 1) goto bad;
  return 0;
bad:
  return perr(c, at, "operand_segment_sizes is not a DenseI32ArrayAttr%s", NULL);
}

/* v6: writeSparseArray of int32. */
static int sparse_segs(pcur *c, size_t nseg, int32_t *seg) {
  uint64_t hdr, v;
  size_t at = c->pos;
  int rc = rd_varint(c, &hdr, "operandSegmentSizes");
  if (rc) return rc;
  uint64_t cnt = hdr >> 1;
  if (!(hdr & 1)) {
    if (cnt > nseg) return perr(c, at, "operandSegmentSizes: too many elements%s", NULL);
    for (uint64_t i = 0; i < cnt; i++) {
      if ((rc = rd_varint(c, &v, "operandSegmentSizes"))) return rc;
      seg[i] = (int32_t)(uint32_t)v;
    }
    return 0;
  }
  if (cnt == 0) return 0;
  uint64_t bits;
  at = c->pos;
  if ((rc = rd_varint(c, &bits, "operandSegmentSizes"))) return rc;
  if (bits > 8) return perr(c, at, "operandSegmentSizes: bad index width%s", NULL);
  for (uint64_t i = 0; i < cnt; i++) {
    at = c->pos;
    if ((rc = rd_varint(c, &v, "operandSegmentSizes"))) return rc;
    uint64_t ix = v & ((1u << bits) - 1);
    if (ix >= nseg) return perr(c, at, "operandSegmentSizes: index out of range%s", NULL);
    seg[ix] = (int32_t)(uint32_t)(v >> bits);
  }
  return 0;
}

int mbc_props_render(const mbc_pctx *ctx, const char *name, size_t name_len,
                     const uint8_t *p, size_t n, uint64_t off, mbc_buf *out,
                     mlirbc_error *err) {
  const mbc_prop_layout *l = mbc_props_find_layout(name, name_len, ctx->release);
  return l && l->flag == MBC_PL_OK ? mbc_props_render_layout(ctx, l, p, n, off, out, err) : 0;
}

/* Segment groups of a layout: a name (operandSegmentSizes,
 * resultSegmentSizes) with its values; both wire forms of one name share it. */
#define MAXSEGNAMES 4
#define MAXSEG 64 /* mkprops.py MAX_ARG */
typedef struct segs {
  const char *name[MAXSEGNAMES];
  size_t len[MAXSEGNAMES], n[MAXSEGNAMES];
  int read[MAXSEGNAMES];
  int32_t v[MAXSEGNAMES][MAXSEG];
  size_t count;
} segs;

static int seg_slot(segs *s, const mbc_prop_field *f) {
  for (size_t i = 0; i < s->count; i++)
    if (s->len[i] == f->name_len && memcmp(s->name[i], f->name, f->name_len) == 0)
      return (int)i;
  if (s->count == MAXSEGNAMES) return -1;
  size_t i = s->count++;
  s->name[i] = f->name;
  s->len[i] = f->name_len;
  s->n[i] = f->arg < MAXSEG ? f->arg : MAXSEG;
  s->read[i] = 0;
  memset(s->v[i], 0, sizeof s->v[i]);
  return (int)i;
}

static int read_field(const mbc_pctx *ctx, pcur *c, const mbc_prop_field *f, segs *sg,
                      entry *e, int *add) {
  size_t at = c->pos;
  uint64_t v;
  int rc;
  *add = 0;
  e->name = f->name;
  e->name_len = f->name_len;
  e->kind = f->kind;
  e->unit = 0;
  switch (f->kind) {
  case MBC_PF_ATTR:
  case MBC_PF_ATTR_OPT:
    if (!take_varint(c, &v))
      return perr_field(c, c->pos, "properties truncated reading %s", f->name, f->name_len);
    if (f->kind == MBC_PF_ATTR_OPT) {
      if (v == 0) return 0;
      if (!(v & 1)) return perr_field(c, at, "bad optional-attribute flag for %s", f->name, f->name_len);
      v >>= 1;
    }
    if ((rc = attr_text(ctx, c, v, e))) return rc;
    *add = 1;
    return 0;
  case MBC_PF_SEG_LEGACY:
  case MBC_PF_SEG_SPARSE: {
    int legacy = f->kind == MBC_PF_SEG_LEGACY;
    if (legacy != (ctx->version < 6)) return 0; /* the other version's form */
    int k = seg_slot(sg, f);
    if (k < 0) return perr_field(c, at, "too many segment groups at %s", f->name, f->name_len);
    rc = legacy ? legacy_segs(ctx, c, sg->n[k], sg->v[k]) : sparse_segs(c, sg->n[k], sg->v[k]);
    if (rc) return rc;
    if (!sg->read[k]) *add = 1;
    sg->read[k] = 1;
    e->seg = k;
    return 0;
  }
  case MBC_PF_BOOL:
    if (c->pos >= c->n)
      return perr_field(c, c->pos, "properties truncated reading %s", f->name, f->name_len);
    e->value = c->p[c->pos++];
    if (e->value > 1) return perr_field(c, at, "bool property %s is not 0 or 1", f->name, f->name_len);
    *add = 1;
    return 0;
  case MBC_PF_ENUM:
    if (!take_varint(c, &e->value))
      return perr_field(c, c->pos, "properties truncated reading %s", f->name, f->name_len);
    if (f->arg < 64 && e->value >> f->arg)
      return perr_field(c, at, "enum property %s out of range", f->name, f->name_len);
    *add = 1;
    return 0;
  case MBC_PF_BITENUM:
    if (!take_varint(c, &e->value))
      return perr_field(c, c->pos, "properties truncated reading %s", f->name, f->name_len);
    /* upstream casts any value; a bit without a name cannot be printed */
    if (e->value >> mbc_prop_bitenums[f->arg].nbits)
      return perr_field(c, at, "flag property %s has an unknown bit", f->name, f->name_len);
    e->seg = f->arg;
    *add = 1;
    return 0;
  case MBC_PF_OPT_I64:
    if (c->pos >= c->n)
      return perr_field(c, c->pos, "properties truncated reading %s", f->name, f->name_len);
    v = c->p[c->pos++];
    if (v > 1) return perr_field(c, at, "presence flag of %s is not 0 or 1", f->name, f->name_len);
    e->value = UINT64_MAX;
    if (v && !take_varint(c, &e->value))
      return perr_field(c, c->pos, "properties truncated reading %s", f->name, f->name_len);
    *add = 1;
    return 0;
  default:
    return perr_field(c, at, "no rule to read property %s", f->name, f->name_len);
  }
}

static void put_entry(mbc_buf *out, const entry *e, const segs *sg) {
  mbc_buf_put(out, e->name, e->name_len);
  switch (e->kind) {
  case MBC_PF_ATTR:
  case MBC_PF_ATTR_OPT:
    if (e->unit) return;
    mbc_buf_puts(out, " = ");
    mbc_buf_put(out, e->text.data, e->text.size);
    return;
  case MBC_PF_SEG_LEGACY:
  case MBC_PF_SEG_SPARSE:
    mbc_buf_puts(out, " = ");
    put_segs(out, sg->v[e->seg], sg->n[e->seg]);
    return;
  case MBC_PF_BOOL: /* upstream converts true to a UnitAttr, false to BoolAttr */
    if (!e->value) mbc_buf_puts(out, " = false");
    return;
  case MBC_PF_ENUM:
    mbc_buf_puts(out, " = ");
    mbc_buf_u64(out, e->value);
    mbc_buf_puts(out, " : i32");
    return;
  case MBC_PF_BITENUM: {
    const mbc_prop_bitenum *be = &mbc_prop_bitenums[e->seg];
    mbc_buf_puts(out, " = ");
    mbc_buf_puts(out, be->prefix);
    if (!e->value) mbc_buf_puts(out, be->zero);
    for (size_t b = 0, first = 1; b < be->nbits; b++) {
      if (!(e->value >> b & 1)) continue;
      if (!first) mbc_buf_puts(out, ", ");
      mbc_buf_puts(out, be->names[b]);
      first = 0;
    }
    mbc_buf_putc(out, '>');
    return;
  }
  default: /* MBC_PF_OPT_I64: an ArrayAttr of zero or one i64 */
    if (e->value == UINT64_MAX) {
      mbc_buf_puts(out, " = []");
      return;
    }
    mbc_buf_puts(out, " = [");
    mbc_buf_i64(out, (int64_t)e->value);
    mbc_buf_puts(out, " : i64]");
  }
}

int mbc_props_render_layout(const mbc_pctx *ctx, const mbc_prop_layout *l,
                            const uint8_t *p, size_t n, uint64_t off, mbc_buf *out,
                            mlirbc_error *err) {
  pcur c = {p, n, 0, off, err};
  entry ent[256]; /* nfields is a uint8_t */
  segs sg;
  size_t ne = 0;
  int rc, add;
  sg.count = 0;
  for (size_t i = 0; i < l->nfields; i++) {
    if ((rc = read_field(ctx, &c, &l->fields[i], &sg, &ent[ne], &add))) return rc;
    ne += (size_t)add;
  }
  if (c.pos != n) return perr(&c, c.pos, "trailing bytes after properties of %s", l->name);
  if (!out) return 1; /* checked; nobody asked for the text */

  /* Insertion sort by name (a DictionaryAttr prints sorted); the fields come
   * nearly sorted (attributes by name, then the other properties). */
  for (size_t i = 1; i < ne; i++) {
    entry t = ent[i];
    size_t j = i;
    for (; j > 0 && name_cmp(ent[j - 1].name, ent[j - 1].name_len, t.name, t.name_len) > 0; j--)
      ent[j] = ent[j - 1];
    ent[j] = t;
  }
  mbc_buf_putc(out, '{');
  for (size_t i = 0; i < ne; i++) {
    if (i) mbc_buf_puts(out, ", ");
    put_entry(out, &ent[i], &sg);
  }
  mbc_buf_putc(out, '}');
  if (out->failed) {
    if (err) {
      err->code = out->failed;
      err->section = MLIRBC_SEC_PROPERTIES;
      err->offset = off;
      snprintf(err->message, sizeof err->message, "out of memory rendering properties");
    }
    return -(int)out->failed;
  }
  return 1;
}
