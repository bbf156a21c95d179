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
 * Code 6 (sub-channel, 22) holds dense attributes and is not rendered.
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

int mbc_quant_type(const mbc_bctx *ctx, const uint8_t *p, size_t n, mbc_buf *out,
                   mlirbc_error *err) {
  qcur c = {p, n, 0};
  uint64_t code, flags = 0, dim = 0, count;
  mlirbc_view st_text, ex_text = {NULL, 0};
  mbc_tinfo st, ex;
  int64_t min = 0, max = 0, zp = 0;
  double scale = 0, cmin, cmax;
  int r;
  if (!q_varint(&c, &code) || code < 1 || code > 5) return MBC_QUANT_OPAQUE;
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
