/* props_ods.c — decode ODS-generated properties of registered ops with the
 * layouts of props_table.c and render them as mlir-opt prints `<{...}>`.
 * Grammar (props.ods.*):
 *   props   := item* segs?            (v6)   | item-with-legacy-seg*   (v<6)
 *   item    := varint attr-index             (required attribute)
 *            | varint 0 | varint (idx<<1)|1 (optional attribute)
 *   segs    := sparse-array of int32 (v6, at the end)
 *   legacy  := varint attr-index of a DenseI32ArrayAttr (v<6, placed before
 *              the first attribute whose name sorts after
 *              "operand_segment_sizes") */
#include <stdio.h>
#include <string.h>
#include "props.h"
#include "varint.h"

#define MAXF 16
#define MAXSEG 16

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
  mlirbc_view text;
  int unit, seg;
} entry;

static int name_cmp(const char *a, size_t an, const char *b, size_t bn) {
  int r = memcmp(a, b, an < bn ? an : bn);
  return r ? r : (an < bn ? -1 : an > bn);
}

const mbc_prop_layout *mbc_props_find_layout(const char *name, size_t len, mlirbc_era era) {
  uint8_t bit = era >= MLIRBC_ERA_20 ? MBC_PL_E20 : MBC_PL_E17;
  /* This runs for every op with properties, and a strlen of every row showed
   * in profiles. No row name is empty or holds a NUL; with both ruled out
   * for `name`, strncmp (which stops at the first difference) decides. */
  if (!len || memchr(name, 0, len)) return NULL;
  for (size_t i = 0; i < mbc_prop_nlayouts; i++) {
    const mbc_prop_layout *l = &mbc_prop_layouts[i];
    if ((l->eras & bit) && strncmp(l->name, name, len) == 0 && l->name[len] == '\0')
      return l;
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
  e->seg = 0;
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
  const mbc_prop_layout *l = mbc_props_find_layout(name, name_len, ctx->era);
  return l ? mbc_props_render_layout(ctx, l, p, n, off, out, err) : 0;
}

int mbc_props_render_layout(const mbc_pctx *ctx, const mbc_prop_layout *l,
                            const uint8_t *p, size_t n, uint64_t off, mbc_buf *out,
                            mlirbc_error *err) {
  pcur c = {p, n, 0, off, err};
  entry ent[MAXF + 1];
  size_t ne = 0, nf = 0;
  int32_t seg[MAXSEG] = {0};
  size_t nseg = l->nseg < MAXSEG ? l->nseg : MAXSEG;
  int have_seg = 0, rc;

  /* Legacy index: attributes whose name sorts before the old snake-case name. */
  static const char legacy[] = "operand_segment_sizes";
  const char *f = l->fields;
  while (*f) {
    const char *nm = f + 1, *e = strchr(nm, ' ');
    size_t len = e ? (size_t)(e - nm) : strlen(nm);
    int req = *f == '!';
    f = e ? e + 1 : nm + len;
    if (nf >= MAXF) break;
    if (nseg && ctx->version < 6 && !have_seg &&
        name_cmp(nm, len, legacy, sizeof legacy - 1) > 0) {
      if ((rc = legacy_segs(ctx, &c, nseg, seg))) return rc;
      have_seg = 1;
    }
    nf++;
    size_t at = c.pos;
    uint64_t v;
    if (!take_varint(&c, &v))
      return perr_field(&c, c.pos, "properties truncated reading %s", nm, len);
    if (!req) {
      if (v == 0) continue;
      if (!(v & 1)) return perr_field(&c, at, "bad optional-attribute flag for %s", nm, len);
      v >>= 1;
    }
    ent[ne].name = nm;
    ent[ne].name_len = len;
    if ((rc = attr_text(ctx, &c, v, &ent[ne]))) return rc;
    ne++;
  }
  if (nseg && !have_seg) {
    rc = ctx->version < 6 ? legacy_segs(ctx, &c, nseg, seg) : sparse_segs(&c, nseg, seg);
    if (rc) return rc;
    have_seg = 1;
  }
  if (c.pos != n) return perr(&c, c.pos, "trailing bytes after properties of %s", l->name);
  if (!out) return 1; /* checked; nobody asked for the text */

  if (have_seg) {
    ent[ne].name = "operandSegmentSizes";
    ent[ne].name_len = sizeof "operandSegmentSizes" - 1;
    ent[ne].text.data = NULL;
    ent[ne].text.size = 0;
    ent[ne].unit = 0;
    ent[ne].seg = 1;
    ne++;
  }
  /* Insertion sort by name (a DictionaryAttr prints sorted). */
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
    mbc_buf_put(out, ent[i].name, ent[i].name_len);
    if (ent[i].unit) continue;
    mbc_buf_puts(out, " = ");
    if (ent[i].seg)
      put_segs(out, seg, nseg);
    else
      mbc_buf_put(out, ent[i].text.data, ent[i].text.size);
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
