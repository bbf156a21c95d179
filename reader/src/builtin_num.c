/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* builtin_num.c — numeric payloads of the builtin dialect: APInt decoding
 * (with the width checks a conformance reader applies) and integer / float
 * text exactly as mlir-opt prints it.
 *
 * Float text follows the observable behaviour of MLIR's printer (verified
 * against mlir-opt-22): first try 6 significant digits in scientific form
 * padded to 7 ("1.000000e+00", "4.882810e-04" for 2^-11 in f16: digits are
 * truncated, not rounded, before the last round-half-up step); use it iff
 * reading it back yields the same value. Otherwise print the shortest-ish
 * natural form with 2 + precision*59/196 significant digits ("0.333333343",
 * "9.99999974E-6"); if that has no '.', or the value is inf/nan, print the
 * bit pattern as 0x%X ("0x7FC00000", 123456789.0:f64 -> 0x419D6F3454000000).
 * All arithmetic is exact (small bignum below), so no host float is used. */
#include <string.h>
#include "builtin_priv.h"
#include "varint.h"

/* ---- tiny unsigned bignum, 32-bit limbs, little-endian ---- */
#define BN_MAX 2176 /* 69632 bits: f128 extremes need ~40k, ints 65536 */
typedef struct bn {
  int n; /* used limbs, no leading zero limbs */
  uint32_t d[BN_MAX];
} bn;

static void bn_trim(bn *a) {
  while (a->n > 0 && a->d[a->n - 1] == 0) a->n--;
}
static void bn_set_words(bn *a, const uint64_t *w, size_t nw) {
  a->n = 0;
  for (size_t i = 0; i < nw && a->n + 2 <= BN_MAX; i++) {
    a->d[a->n++] = (uint32_t)w[i];
    a->d[a->n++] = (uint32_t)(w[i] >> 32);
  }
  bn_trim(a);
}
/* Callers keep sizes below BN_MAX (limits above); overflow drops limbs. */
static void bn_mul_small(bn *a, uint32_t m) {
  uint64_t carry = 0;
  for (int i = 0; i < a->n; i++) {
    uint64_t t = (uint64_t)a->d[i] * m + carry;
    a->d[i] = (uint32_t)t;
    carry = t >> 32;
  }
  if (carry && a->n < BN_MAX) a->d[a->n++] = (uint32_t)carry;
}
static void bn_mul_pow5(bn *a, unsigned k) {
  for (; k >= 13; k -= 13) bn_mul_small(a, 1220703125u); /* 5^13 */
  uint32_t p = 1;
  while (k--) p *= 5;
  bn_mul_small(a, p);
}
static void bn_shl(bn *a, unsigned s) {
  if (a->n == 0) return;
  unsigned limbs = s / 32, bits = s % 32;
  if (a->n + (int)limbs + 1 > BN_MAX) limbs = (unsigned)(BN_MAX - a->n - 1);
  a->d[a->n + limbs] = 0;
  for (int i = a->n - 1; i >= 0; i--) {
    uint64_t v = (uint64_t)a->d[i] << bits;
    a->d[i + limbs + 1] |= (uint32_t)(v >> 32);
    a->d[i + limbs] = (uint32_t)v;
  }
  for (unsigned i = 0; i < limbs; i++) a->d[i] = 0;
  a->n += (int)limbs + 1;
  bn_trim(a);
}
static uint32_t bn_divmod_small(bn *a, uint32_t m) {
  uint64_t r = 0;
  for (int i = a->n - 1; i >= 0; i--) {
    uint64_t cur = (r << 32) | a->d[i];
    a->d[i] = (uint32_t)(cur / m);
    r = cur % m;
  }
  bn_trim(a);
  return (uint32_t)r;
}
static unsigned bn_bits(const bn *a) {
  if (a->n == 0) return 0;
  unsigned b = 32 * (unsigned)(a->n - 1);
  for (uint32_t t = a->d[a->n - 1]; t; t >>= 1) b++;
  return b;
}
static int bn_cmp(const bn *a, const bn *b) {
  if (a->n != b->n) return a->n < b->n ? -1 : 1;
  for (int i = a->n - 1; i >= 0; i--)
    if (a->d[i] != b->d[i]) return a->d[i] < b->d[i] ? -1 : 1;
  return 0;
}
/* Decimal digits, most significant first, into s (NUL-terminated; cap must
 * hold 10 digits per limb + 2); a is consumed. Returns the digit count. */
static size_t bn_to_dec(bn *a, char *s, size_t cap) {
  size_t n = 0;
  if (a->n == 0) s[n++] = '0';
  while (a->n > 0 && n + 10 < cap) {
    uint32_t r = bn_divmod_small(a, 1000000000u);
    for (int i = 0; i < 9 && (a->n > 0 || r); i++) {
      s[n++] = (char)('0' + r % 10);
      r /= 10;
    }
  }
  for (size_t i = 0; i < n / 2; i++) {
    char t = s[i];
    s[i] = s[n - 1 - i];
    s[n - 1 - i] = t;
  }
  s[n] = 0;
  return n;
}

/* ---- APInt payloads ---- */
int mbc_rd_apint(mbc_rd *r, uint32_t w, uint64_t *words) {
  size_t nw = w ? ((size_t)w + 63) / 64 : 1;
  size_t at = r->pos;
  memset(words, 0, sizeof(uint64_t) * (nw < MBC_APINT_MAX_WORDS ? nw : MBC_APINT_MAX_WORDS));
  if (w <= 8) {
    uint8_t b;
    TRY(mbc_rd_byte(r, &b));
    if (w < 8 && (b >> w))
      return mbc_rd_fail(r, at, MLIRBC_E_ATTRTYPE_ENTRY,
                         "integer value 0x%02X does not fit in %u bits", b, w);
    words[0] = b;
    return 0;
  }
  if (w <= 64) {
    uint64_t u;
    TRY(mbc_rd_varint(r, &u));
    uint64_t v = mbc_zigzag_decode(u); /* of the zero-extended value */
    if (w < 64 && (v >> w))
      return mbc_rd_fail(r, at, MLIRBC_E_ATTRTYPE_ENTRY,
                         "integer value does not fit in %u bits", w);
    words[0] = v;
    return 0;
  }
  uint64_t cnt;
  TRY(mbc_rd_varint(r, &cnt));
  if (cnt > nw)
    return mbc_rd_fail(r, at, MLIRBC_E_ATTRTYPE_ENTRY,
                       "%llu active words exceed the %u-bit width",
                       (unsigned long long)cnt, w);
  if (cnt > MBC_APINT_MAX_WORDS)
    return mbc_rd_fail(r, at, MLIRBC_E_LIMIT,
                       "integer wider than %d bits is not supported",
                       MBC_APINT_MAX_WORDS * 64);
  for (uint64_t i = 0; i < cnt; i++) {
    size_t wat = r->pos;
    uint64_t u;
    TRY(mbc_rd_varint(r, &u));
    words[i] = mbc_zigzag_decode(u);
    if (i == nw - 1 && (w % 64) && (words[i] >> (w % 64)))
      return mbc_rd_fail(r, wat, MLIRBC_E_ATTRTYPE_ENTRY,
                         "integer value does not fit in %u bits", w);
  }
  return 0;
}

void mbc_put_apint(mbc_buf *b, const uint64_t *words, uint32_t w, int is_signed) {
  if (w == 0) {
    mbc_buf_putc(b, '0');
    return;
  }
  if (w <= 64) {
    uint64_t v = words[0];
    if (is_signed && w < 64 && (v >> (w - 1) & 1)) v |= ~(uint64_t)0 << w;
    if (is_signed) mbc_buf_i64(b, (int64_t)v);
    else mbc_buf_u64(b, v);
    return;
  }
  size_t nw = ((size_t)w + 63) / 64;
  if (nw > MBC_APINT_MAX_WORDS) nw = MBC_APINT_MAX_WORDS; /* higher words are zero */
  const size_t cap = MBC_APINT_MAX_WORDS;
  uint64_t tmp[MBC_APINT_MAX_WORDS];
  memcpy(tmp, words, nw * sizeof(uint64_t));
  int neg = 0;
  if (is_signed && nw * 64 >= w && (tmp[(w - 1) / 64] >> ((w - 1) % 64) & 1)) {
    neg = 1; /* two's complement negate within w bits */
    uint64_t carry = 1;
    for (size_t i = 0; i < nw && i < cap; i++) {
      uint64_t x = ~tmp[i] + carry;
      carry = carry && x == 0;
      tmp[i] = x;
    }
    if (w % 64) tmp[nw - 1] &= ((uint64_t)1 << (w % 64)) - 1;
  }
  bn a; /* ~9 KiB + 22 KiB below: no recursion, so stack use is bounded */
  bn_set_words(&a, tmp, nw);
  char s[BN_MAX * 10 + 16];
  size_t n = bn_to_dec(&a, s, sizeof s);
  if (neg) mbc_buf_putc(b, '-');
  mbc_buf_put(b, s, n);
}

void mbc_put_int_elem(mbc_buf *b, const mbc_tinfo *t, const uint64_t *words) {
  if (t->cls == MBC_T_INDEX) {
    mbc_buf_i64(b, (int64_t)words[0]);
  } else if (t->width == 1 && t->signedness == 0) {
    mbc_buf_puts(b, words[0] & 1 ? "true" : "false");
  } else {
    mbc_put_apint(b, words, t->width, t->signedness != 2);
  }
}

/* ---- floats ---- */
enum { FS_IEEE, FS_FN, FS_FNUZ, FS_NONE, FS_E8M0, FS_X87 };
struct mbc_fsem {
  uint8_t bits, ebits, mbits; /* storage bits, exponent bits, stored fraction bits */
  uint8_t kind;               /* which encodings are inf/nan */
  int bias;
};
/* Indexed by enum mbc_fkind, then by enum mbc_fsmall. */
static const mbc_fsem fsem_main[] = {
    {0, 0, 0, 0, 0},          {16, 8, 7, FS_IEEE, 127},   {16, 5, 10, FS_IEEE, 15},
    {32, 8, 23, FS_IEEE, 127}, {64, 11, 52, FS_IEEE, 1023}, {80, 15, 63, FS_X87, 16383},
    {128, 15, 112, FS_IEEE, 16383}, {19, 8, 10, FS_IEEE, 127}};
static const mbc_fsem fsem_small[] = {
    {0, 0, 0, 0, 0},         {8, 5, 2, FS_IEEE, 15}, {8, 4, 3, FS_IEEE, 7},
    {8, 3, 4, FS_IEEE, 3},   {8, 4, 3, FS_FN, 7},    {8, 5, 2, FS_FNUZ, 16},
    {8, 4, 3, FS_FNUZ, 8},   {8, 4, 3, FS_FNUZ, 11}, {4, 2, 1, FS_NONE, 1},
    {6, 2, 3, FS_NONE, 1},   {6, 3, 2, FS_NONE, 3},  {8, 8, 0, FS_E8M0, 127}};

const mbc_fsem *mbc_fsem_of(const mbc_tinfo *t) {
  if (t->cls != MBC_T_FLOAT) return NULL;
  if (t->fkind == MBC_F_SMALL) {
    if (t->fsmall == MBC_FS_NONE || t->fsmall > MBC_FS_E8M0FNU) return NULL;
    return &fsem_small[t->fsmall];
  }
  if (t->fkind == MBC_F_NONE || t->fkind > MBC_F_TF32) return NULL;
  return &fsem_main[t->fkind];
}
unsigned mbc_fsem_bits(const mbc_fsem *s) { return s->bits; }

static uint64_t getbits(const uint64_t *w, unsigned lo, unsigned n) {
  if (n == 0) return 0;
  uint64_t v = w[lo / 64] >> (lo % 64);
  if (lo % 64 && lo / 64 + 1 < 2 && (lo % 64) + n > 64) v |= w[lo / 64 + 1] << (64 - lo % 64);
  return n >= 64 ? v : v & (((uint64_t)1 << n) - 1);
}

/* A finite nonzero value is (-1)^neg * m * 2^e with m < 2^p (m as two
 * words). boundary: m == 2^(p-1) above the smallest exponent, where the
 * next lower value is only half an ulp away. */
typedef struct fval {
  int cls; /* 0 zero, 1 finite, 2 inf/nan */
  int neg, boundary;
  uint64_t mlo, mhi;
  int e;
  unsigned p;
} fval;

static fval fdecode(const mbc_fsem *s, const uint64_t *w) {
  fval v = {0, 0, 0, 0, 0, 0, s->mbits + 1u};
  unsigned eb = s->ebits, mb = s->mbits;
  uint64_t emax = ((uint64_t)1 << eb) - 1;
  uint64_t E = getbits(w, s->kind == FS_X87 ? 64u : mb, eb);
  if (s->kind != FS_E8M0) v.neg = (int)getbits(w, s->bits - 1u, 1);
  if (s->kind == FS_X87) {
    v.p = 64;
    v.mlo = w[0];
    if (E == emax || (E != 0 && !(v.mlo >> 63))) { /* inf/nan/unnormal */
      v.cls = 2;
      return v;
    }
    if (v.mlo == 0) return v; /* zero */
    v.cls = 1;
    v.e = (E ? (int)E : 1) - s->bias - 63;
    v.boundary = v.mlo == (uint64_t)1 << 63 && E > 1;
    return v;
  }
  uint64_t flo = mb > 64 ? w[0] : getbits(w, 0, mb);
  uint64_t fhi = mb > 64 ? getbits(w, 64, mb - 64) : 0;
  int frac_zero = !flo && !fhi;
  int frac_ones = mb <= 64 && flo == (mb == 64 ? ~(uint64_t)0 : ((uint64_t)1 << mb) - 1);
  if ((s->kind == FS_IEEE && E == emax) || (s->kind == FS_FN && E == emax && frac_ones) ||
      (s->kind == FS_FNUZ && v.neg && E == 0 && frac_zero) ||
      (s->kind == FS_E8M0 && E == emax)) {
    v.cls = 2;
    return v;
  }
  if (s->kind != FS_E8M0 && E == 0 && frac_zero) return v;
  v.cls = 1;
  v.mlo = flo;
  v.mhi = fhi;
  if (E == 0 && s->kind != FS_E8M0) {
    v.e = 1 - s->bias - (int)mb;
  } else {
    if (mb >= 64) v.mhi |= (uint64_t)1 << (mb - 64);
    else v.mlo |= (uint64_t)1 << mb;
    v.e = (int)E - s->bias - (int)mb;
    v.boundary = frac_zero && E > 1;
  }
  return v;
}

static void bn_set2(bn *a, uint64_t lo, uint64_t hi) {
  uint64_t w[2] = {lo, hi};
  bn_set_words(a, w, 2);
}

/* APFloat-style decimal rendering of m*2^e (m > 0) with P significant
 * digits (0 = natural for precision p), scientific iff maxpad == 0 or the
 * number would need more than maxpad padding zeros; truncz: the short
 * ("1.5E-6") rather than the padded ("1.500000e-06") scientific form. */
static size_t ftostr(char *out, int neg, uint64_t mlo, uint64_t mhi, int e,
                     unsigned p, unsigned P, unsigned maxpad, int truncz) {
  if (!P) P = 2 + p * 59 / 196;
  while (!(mlo & 1)) { /* drop trailing binary zeros */
    mlo = (mlo >> 1) | (mhi << 63);
    mhi >>= 1;
    e++;
  }
  bn N;
  bn_set2(&N, mlo, mhi);
  long exp = 0;
  if (e >= 0) {
    bn_shl(&N, (unsigned)e);
  } else {
    bn_mul_pow5(&N, (unsigned)-e);
    exp = e;
  }
  /* Cut whole digits by truncation first (a bit-count estimate), then
   * round half up on the decimal string: both as MLIR's printer does. */
  unsigned bits = bn_bits(&N), req = (P * 196 + 58) / 59;
  if (bits > req) {
    unsigned k = (bits - req) * 59 / 196;
    exp += k;
    for (; k >= 9; k -= 9) bn_divmod_small(&N, 1000000000u);
    uint32_t pw = 1;
    while (k--) pw *= 10;
    if (pw > 1) bn_divmod_small(&N, pw);
  }
  char dg[BN_MAX * 10 + 16];
  size_t nd = bn_to_dec(&N, dg, sizeof dg);
  while (nd > 1 && dg[nd - 1] == '0') {
    nd--;
    exp++;
  }
  if (nd > P) {
    size_t drop = nd - P;
    int up = dg[P] >= '5';
    nd = P;
    exp += (long)drop;
    if (up) {
      size_t i = nd;
      while (i > 0 && dg[i - 1] == '9') i--;
      if (i == 0) {
        exp += (long)nd;
        dg[0] = '1';
        nd = 1;
      } else {
        dg[i - 1]++;
        exp += (long)(nd - i);
        nd = i;
      }
    }
    while (nd > 1 && dg[nd - 1] == '0') {
      nd--;
      exp++;
    }
  }
  size_t o = 0;
  if (neg) out[o++] = '-';
  int sci;
  if (!maxpad) sci = 1;
  else if (exp >= 0) sci = exp > (long)maxpad || nd + (size_t)exp > P;
  else {
    long msd = exp + (long)nd - 1;
    sci = msd >= 0 ? 0 : -msd > (long)maxpad;
  }
  if (sci) {
    long x = exp + (long)nd - 1;
    out[o++] = dg[0];
    out[o++] = '.';
    if (nd == 1 && truncz) out[o++] = '0';
    for (size_t i = 1; i < nd; i++) out[o++] = dg[i];
    if (!truncz)
      for (size_t i = nd; i < P + 1; i++) out[o++] = '0';
    out[o++] = truncz ? 'E' : 'e';
    out[o++] = x >= 0 ? '+' : '-';
    if (x < 0) x = -x;
    char eb[16];
    int en = 0;
    do {
      eb[en++] = (char)('0' + x % 10);
      x /= 10;
    } while (x);
    if (!truncz && en < 2) eb[en++] = '0';
    while (en) out[o++] = eb[--en];
  } else if (exp >= 0) {
    for (size_t i = 0; i < nd; i++) out[o++] = dg[i];
    for (long i = 0; i < exp; i++) out[o++] = '0';
  } else {
    long whole = exp + (long)nd;
    size_t i = 0;
    if (whole > 0) {
      for (; i < (size_t)whole; i++) out[o++] = dg[i];
      out[o++] = '.';
    } else {
      out[o++] = '0';
      out[o++] = '.';
      for (long z = 0; z < -whole; z++) out[o++] = '0';
    }
    for (; i < nd; i++) out[o++] = dg[i];
  }
  out[o] = 0;
  return o;
}

/* A number to compare exactly: d*10^q (decimal digits) or bm*2^be. */
typedef struct num {
  const char *dg;
  size_t nd;
  long q;
  uint64_t bm;
  long be;
} num;

/* sign(x - M*2^f), exactly. */
static int cmp_num(const num *x, const bn *M, long f) {
  bn L, R;
  long q = 0;
  L.n = 0;
  if (x->dg) {
    for (size_t i = 0; i < x->nd; i++) {
      bn_mul_small(&L, 10);
      uint64_t c = (uint64_t)(x->dg[i] - '0');
      for (int k = 0; k < L.n && c; k++) {
        uint64_t t = (uint64_t)L.d[k] + c;
        L.d[k] = (uint32_t)t;
        c = t >> 32;
      }
      if (c && L.n < BN_MAX) L.d[L.n++] = (uint32_t)c;
    }
    q = x->q;
  } else {
    bn_set2(&L, x->bm, 0);
  }
  R = *M;
  if (q >= 0) bn_mul_pow5(&L, (unsigned)q);
  else bn_mul_pow5(&R, (unsigned)-q);
  long g = (x->dg ? q : x->be) - f;
  if (g >= 0) bn_shl(&L, (unsigned)g);
  else bn_shl(&R, (unsigned)-g);
  return bn_cmp(&L, &R);
}

/* Does x round (to nearest, ties to even) to the finite nonzero v? Both
 * compared by magnitude. */
static int rounds_to(const num *x, const fval *v) {
  int m_even = !(v->mlo & 1);
  bn M;
  uint64_t w[3] = {v->mlo << 1 | 1, v->mhi << 1 | v->mlo >> 63, v->mhi >> 63};
  bn_set_words(&M, w, 3); /* upper midpoint (2m+1) * 2^(e-1) */
  int c1 = cmp_num(x, &M, (long)v->e - 1);
  if (c1 > 0 || (c1 == 0 && !m_even)) return 0;
  /* lower midpoint: (2m-1) * 2^(e-1), or (4m-1) * 2^(e-2) at a binade edge */
  unsigned sh = v->boundary ? 2 : 1;
  uint64_t lo = v->mlo << sh, hi = v->mhi << sh | v->mlo >> (64 - sh), top = v->mhi >> (64 - sh);
  if (lo-- == 0 && hi-- == 0) top--;
  uint64_t w2[3] = {lo, hi, top};
  bn_set_words(&M, w2, 3);
  int c2 = cmp_num(x, &M, (long)v->e - (long)sh);
  return c2 > 0 || (c2 == 0 && m_even);
}

/* Does the scientific text `s` read back (correctly rounded into the same
 * semantics) as v? Checked exactly against v's rounding interval. Note
 * mlir-opt's parser goes through double for f80/f128 literals, so "0.1:f80"
 * is the double 0.1 widened, which then prints in the long form. */
static int reads_back(const char *s, const fval *v) {
  char dg[64];
  size_t nd = 0;
  const char *c = s;
  if (*c == '-') c++;
  for (; *c && *c != 'e'; c++)
    if (*c >= '0' && *c <= '9' && nd < sizeof dg) dg[nd++] = *c;
  long x = 0;
  int xneg = 0;
  if (*c == 'e') {
    c++;
    if (*c == '-') xneg = 1;
    if (*c == '-' || *c == '+') c++;
    for (; *c && x < 100000; c++) x = x * 10 + (*c - '0');
  }
  long q = (xneg ? -x : x) - (long)(nd - 1);
  num dec = {dg, nd, q, 0, 0};
  return rounds_to(&dec, v);
}

static void put_hex_bits(mbc_buf *b, const mbc_fsem *s, const uint64_t *w) {
  uint64_t hi = s->bits > 64 ? getbits(w, 64, s->bits - 64u) : 0;
  uint64_t lo = s->bits >= 64 ? w[0] : getbits(w, 0, s->bits);
  if (hi) mbc_buf_printf(b, "0x%llX%016llX", (unsigned long long)hi, (unsigned long long)lo);
  else mbc_buf_printf(b, "0x%llX", (unsigned long long)lo);
}

void mbc_put_float(mbc_buf *b, const mbc_fsem *s, const uint64_t *w) {
  fval v = fdecode(s, w);
  if (v.cls == 2) {
    put_hex_bits(b, s, w);
    return;
  }
  if (v.cls == 0) {
    mbc_buf_puts(b, v.neg ? "-0.000000e+00" : "0.000000e+00");
    return;
  }
  char t[160];
  ftostr(t, v.neg, v.mlo, v.mhi, v.e, v.p, 6, 0, 0);
  if (reads_back(t, &v)) {
    mbc_buf_puts(b, t);
    return;
  }
  ftostr(t, v.neg, v.mlo, v.mhi, v.e, v.p, 0, 3, 1);
  if (strchr(t, '.')) mbc_buf_puts(b, t);
  else put_hex_bits(b, s, w);
}
