/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* quant_type.c — the quant dialect's custom type encodings (LLVM 17+:
 * QuantDialectBytecode.td, generated into QuantDialectBytecode.cpp.inc; the
 * codes are in spec/releases/N/codes.tsv) rendered as the dialect prints
 * them (TypeParser.cpp: storage type, `<min:max>` when not the storage
 * type's full range, scales as the AsmPrinter prints an f64).
 *
 *   payload  := varint code, then per code:
 *   1 any          flags, type storage, svarint min, svarint max
 *   2 any+expr     flags, type storage, type expressed, svarint min, max
 *   3 calibrated   type expressed, double min, double max
 *   4 uniform      flags, type storage, type expressed, double scale,
 *                  svarint zero point, svarint min, svarint max
 *   5 per-axis     flags, type storage, type expressed, varint dimension,
 *                  svarint min, max, list of double scales, list of svarint
 *                  zero points
 *   double   := svarint of the IEEE bits (APFloat of known semantics)
 *   flags    := bit 0: signed storage
 *   6 sub-channel  flags, type storage, type expressed, svarint min, max,
 *                  list of svarint quantized dimensions, list of svarint
 *                  block sizes, attr scales, attr zero points (22; the two
 *                  DenseElementsAttrs are rendered from their element texts,
 *                  which print as the quant printer prints each element)
 *
 * Best effort: the reader treats dialect payloads as opaque (D-OPAQUE), so
 * a payload that does not decode, or uses a form not rendered here, keeps
 * its opaque text instead of failing the file (returns MBC_QUANT_OPAQUE). */
#include <string.h>
#include "builtin_priv.h"
#include "quant.h"
#include "varint.h"

typedef struct qcur {
  const uint8_t *p;
  size_t n, pos;
} qcur;

static int q_varint(qcur *c, uint64_t *v) {
  size_t len = mbc_varint_decode(c->p + c->pos, c->n - c->pos, v);
  c->pos += len;
  return len != 0;
}

static int q_svarint(qcur *c, int64_t *v) {
  uint64_t u;
  if (!q_varint(c, &u)) return 0;
  *v = (int64_t)mbc_zigzag_decode(u);
  return 1;
}

static int q_double(qcur *c, double *d) {
  int64_t bits;
  if (!q_svarint(c, &bits)) return 0;
  uint64_t u = (uint64_t)bits;
  memcpy(d, &u, sizeof *d);
  return 1;
}

/* A double as mlir-opt prints an f64 (the quant printer hands it to the
 * AsmPrinter's float printing: 6 significant digits when that round-trips,
 * else the shortest form with a '.', else the bits in hex). */
static void put_double(mbc_buf *b, double d) {
  static const mbc_tinfo f64 = {MBC_T_FLOAT, 0, MBC_F_F64, 0, 64, 0, 0, 0, 0, 0};
  uint64_t w;
  memcpy(&w, &d, sizeof w);
  mbc_put_float(b, mbc_fsem_of(&f64), &w);
}

/* Storage type: i<w> / u<w>, then <min:max> unless the full range. */
static int put_storage(mbc_buf *b, const mbc_tinfo *st, uint64_t flags, int64_t min,
                       int64_t max) {
  if (st->cls != MBC_T_INT || st->width == 0 || st->width > 64) return 0;
  int sgn = flags & 1;
  unsigned w = st->width;
  int64_t dmin, dmax;
  if (sgn) {
    dmin = w == 64 ? INT64_MIN : -((int64_t)1 << (w - 1));
    dmax = w == 64 ? INT64_MAX : ((int64_t)1 << (w - 1)) - 1;
  } else { /* upstream keeps unsigned bounds in int64: 64 bits is -1 */
    dmin = 0;
    dmax = w == 64 ? -1 : (int64_t)(((uint64_t)1 << w) - 1);
  }
  mbc_buf_putc(b, sgn ? 'i' : 'u');
  mbc_buf_u64(b, w);
  if (min != dmin || max != dmax) {
    mbc_buf_putc(b, '<');
    mbc_buf_i64(b, min);
    mbc_buf_putc(b, ':');
    mbc_buf_i64(b, max);
    mbc_buf_putc(b, '>');
  }
  return 1;
}

static void put_param(mbc_buf *b, double scale, int64_t zp) {
  put_double(b, scale);
  if (zp) {
    mbc_buf_putc(b, ':');
    mbc_buf_i64(b, zp);
  }
}

/* A referenced type: 0 ok, MBC_DEFER, or MBC_QUANT_OPAQUE. */
static int q_type(const mbc_bctx *ctx, qcur *c, mlirbc_view *text, mbc_tinfo *ti,
                  mlirbc_error *err) {
  uint64_t idx;
  if (!q_varint(c, &idx)) return MBC_QUANT_OPAQUE;
  memset(ti, 0, sizeof *ti);
  int r = ctx->type(ctx->ud, idx, text, ti, err);
  return r == 0 || r == MBC_DEFER ? r : MBC_QUANT_OPAQUE;
}

/* Elements of a dense<...> text: the flat element texts (splat: one, to be
 * repeated) and the shape of its tensor type. 0: not a form handled here
 * (hex payloads, strings, complex elements). */
#define QMAXRANK 8
typedef struct qdense {
  mlirbc_view body;   /* between dense< and the matching > */
  int64_t shape[QMAXRANK];
  int rank;
  uint64_t numel;
  int splat;
} qdense;

static int q_dense(mlirbc_view t, qdense *d) {
  const char *s = (const char *)t.data;
  size_t n = t.size, i = 6, depth = 0;
  if (n < 8 || memcmp(s, "dense<", 6) != 0 || s[6] == '"') return 0;
  for (; i < n; i++) {
    char c = s[i];
    if (c == '"' || c == '(') return 0;
    if (c == '[') depth++;
    else if (c == ']') depth--;
    else if (c == '>' && depth == 0) break;
  }
  if (i + 3 >= n || memcmp(s + i, "> : ", 4) != 0) return 0;
  d->body.data = t.data + 6;
  d->body.size = i - 6;
  d->splat = d->body.size && s[6] != '[';
  mlirbc_view ty = {t.data + i + 4, n - i - 4};
  d->rank = mbc_shape_from_text(ty, d->shape, QMAXRANK);
  if (d->rank < 1) return 0;
  d->numel = 1;
  for (int k = 0; k < d->rank; k++) {
    if (d->shape[k] <= 0 || (uint64_t)d->shape[k] > (1u << 20) / d->numel) return 0;
    d->numel *= (uint64_t)d->shape[k];
  }
  return 1;
}

/* The next element text of a dense body from *pos (brackets and ", "
 * skipped); 0 at the end. */
static int q_elem(const qdense *d, size_t *pos, mlirbc_view *e) {
  const char *s = (const char *)d->body.data;
  size_t n = d->body.size, i = *pos;
  if (d->splat) {
    e->data = d->body.data;
    e->size = n;
    return 1;
  }
  while (i < n && (s[i] == '[' || s[i] == ']' || s[i] == ',' || s[i] == ' ')) i++;
  size_t b = i;
  while (i < n && s[i] != ',' && s[i] != ']') i++;
  if (i == b) return 0;
  e->data = d->body.data + b;
  e->size = i - b;
  *pos = i;
  return 1;
}

/* printDenseQuantizationParameters: scale[:zero point] nested in braces by
 * the scales' shape. */
static int put_subchannel(mbc_buf *out, const qdense *sc, const qdense *zp) {
  if (sc->rank != zp->rank || sc->numel != zp->numel) return 0;
  for (int k = 0; k < sc->rank; k++)
    if (sc->shape[k] != zp->shape[k]) return 0;
  size_t ps = 0, pz = 0;
  uint64_t counter[QMAXRANK] = {0};
  int open = 0, rank = sc->rank;
  for (uint64_t idx = 0; idx < sc->numel; idx++) {
    mlirbc_view es, ez;
    if (!q_elem(sc, &ps, &es) || !q_elem(zp, &pz, &ez)) return 0;
    if (idx) mbc_buf_puts(out, ", ");
    while (open++ < rank) mbc_buf_putc(out, '{');
    open = rank;
    mbc_buf_put(out, es.data, es.size);
    if (!(ez.size == 1 && ez.data[0] == '0')) {
      mbc_buf_putc(out, ':');
      mbc_buf_put(out, ez.data, ez.size);
    }
    counter[rank - 1]++;
    for (int i = rank - 1; i > 0; i--)
      if (counter[i] >= (uint64_t)sc->shape[i]) {
        counter[i] = 0;
        counter[i - 1]++;
        open--;
        mbc_buf_putc(out, '}');
      }
  }
  while (open-- > 0) mbc_buf_putc(out, '}');
  return 1;
}

static int q_attr(const mbc_bctx *ctx, qcur *c, mlirbc_view *text, mlirbc_error *err) {
  uint64_t idx;
  mbc_ainfo ai = {0};
  if (!q_varint(c, &idx)) return MBC_QUANT_OPAQUE;
  int r = ctx->attr(ctx->ud, idx, text, &ai, err);
  return r == 0 || r == MBC_DEFER ? r : MBC_QUANT_OPAQUE;
}

/* Code 6 after the storage and expressed types. */
static int sub_channel(const mbc_bctx *ctx, qcur *c, mbc_buf *out, uint64_t flags,
                       const mbc_tinfo *st, mlirbc_view ex_text, mlirbc_error *err) {
  int64_t min, max, v;
  uint64_t ndims, nblocks;
  if (!q_svarint(c, &min) || !q_svarint(c, &max) || !q_varint(c, &ndims) ||
      ndims > c->n)
    return MBC_QUANT_OPAQUE;
  size_t dims_at = c->pos;
  for (uint64_t i = 0; i < ndims; i++)
    if (!q_svarint(c, &v)) return MBC_QUANT_OPAQUE;
  if (!q_varint(c, &nblocks) || nblocks != ndims) return MBC_QUANT_OPAQUE;
  size_t blocks_at = c->pos;
  for (uint64_t i = 0; i < nblocks; i++)
    if (!q_svarint(c, &v)) return MBC_QUANT_OPAQUE;
  mlirbc_view sc_text, zp_text;
  int r;
  if ((r = q_attr(ctx, c, &sc_text, err)) || (r = q_attr(ctx, c, &zp_text, err))) return r;
  qdense sc, zp;
  if (c->pos != c->n || !q_dense(sc_text, &sc) || !q_dense(zp_text, &zp)) return MBC_QUANT_OPAQUE;
  mbc_buf_puts(out, "!quant.uniform<");
  if (!put_storage(out, st, flags, min, max)) return MBC_QUANT_OPAQUE;
  mbc_buf_putc(out, ':');
  mbc_buf_put(out, ex_text.data, ex_text.size);
  mbc_buf_puts(out, ":{");
  qcur d = {c->p, c->n, dims_at}, b = {c->p, c->n, blocks_at};
  for (uint64_t i = 0; i < ndims; i++) {
    int64_t dim, bs;
    /* both were decoded above; checked again so no path prints an unread value */
    if (!q_svarint(&d, &dim) || !q_svarint(&b, &bs)) return MBC_QUANT_OPAQUE;
    if (i) mbc_buf_puts(out, ", ");
    mbc_buf_i64(out, dim);
    mbc_buf_putc(out, ':');
    mbc_buf_i64(out, bs);
  }
  mbc_buf_puts(out, "}, ");
  if (!put_subchannel(out, &sc, &zp)) return MBC_QUANT_OPAQUE;
  mbc_buf_putc(out, '>');
  return 0;
}

int mbc_quant_type(const mbc_bctx *ctx, const uint8_t *p, size_t n, mbc_buf *out,
                   mlirbc_error *err) {
  qcur c = {p, n, 0};
  uint64_t code, flags = 0, dim = 0, count;
  mlirbc_view st_text, ex_text = {NULL, 0};
  mbc_tinfo st, ex;
  int64_t min = 0, max = 0, zp = 0;
  double scale = 0, cmin, cmax;
  int r;
  if (!q_varint(&c, &code) || code < 1 || code > 6) return MBC_QUANT_OPAQUE;
  if (code == 3) {
    if ((r = q_type(ctx, &c, &ex_text, &ex, err))) return r;
    if (!q_double(&c, &cmin) || !q_double(&c, &cmax) || c.pos != n) return MBC_QUANT_OPAQUE;
    mbc_buf_puts(out, "!quant.calibrated<");
    mbc_buf_put(out, ex_text.data, ex_text.size);
    mbc_buf_putc(out, '<');
    put_double(out, cmin);
    mbc_buf_putc(out, ':');
    put_double(out, cmax);
    mbc_buf_puts(out, ">>");
    return 0;
  }
  if (!q_varint(&c, &flags)) return MBC_QUANT_OPAQUE;
  if ((r = q_type(ctx, &c, &st_text, &st, err))) return r;
  if (code != 1 && (r = q_type(ctx, &c, &ex_text, &ex, err))) return r;
  if (code == 6) return sub_channel(ctx, &c, out, flags, &st, ex_text, err);
  if (code == 4 && (!q_double(&c, &scale) || !q_svarint(&c, &zp))) return MBC_QUANT_OPAQUE;
  if (code == 5 && !q_varint(&c, &dim)) return MBC_QUANT_OPAQUE;
  if (!q_svarint(&c, &min) || !q_svarint(&c, &max)) return MBC_QUANT_OPAQUE;
  mbc_buf_puts(out, code <= 2 ? "!quant.any<" : "!quant.uniform<");
  if (!put_storage(out, &st, flags, min, max)) return MBC_QUANT_OPAQUE;
  if (code != 1) {
    mbc_buf_putc(out, ':');
    mbc_buf_put(out, ex_text.data, ex_text.size);
  }
  if (code == 4) {
    mbc_buf_puts(out, ", ");
    put_param(out, scale, zp);
  } else if (code == 5) {
    /* scales, then zero points: two lists that must be as long */
    size_t scales_at;
    mbc_buf_putc(out, ':');
    mbc_buf_u64(out, dim);
    mbc_buf_puts(out, ", {");
    if (!q_varint(&c, &count) || count > n) return MBC_QUANT_OPAQUE;
    scales_at = c.pos;
    for (uint64_t i = 0; i < count; i++)
      if (!q_double(&c, &scale)) return MBC_QUANT_OPAQUE;
    uint64_t nzp;
    if (!q_varint(&c, &nzp) || nzp != count) return MBC_QUANT_OPAQUE;
    qcur s = {p, n, scales_at};
    for (uint64_t i = 0; i < count; i++) {
      if (!q_double(&s, &scale) || !q_svarint(&c, &zp)) return MBC_QUANT_OPAQUE;
      if (i) mbc_buf_putc(out, ',');
      put_param(out, scale, zp);
    }
    mbc_buf_putc(out, '}');
  }
  mbc_buf_putc(out, '>');
  return c.pos == n ? 0 : MBC_QUANT_OPAQUE;
}
