/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* test_varint.c — the cursor primitives (reader/src/cursor.h) in isolation.
 *
 * Encodings are produced by mkbc.h (independent writer) and by hand-written
 * byte arrays; expectations come from the PrefixVarInt definition:
 *   width w (1..8): first byte has w-1 trailing zero bits then a 1, the w
 *   bytes little-endian shifted right by w give 7w value bits;
 *   first byte 0x00: 8 more bytes, the value little-endian.
 * Every read runs twice: without a trace (fast path) and with a trace hook
 * (slow path), which must report the same value and byte range. */
#include <inttypes.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cursor.h"
#include "mkbc.h"
#include "mlirbc.h"

#include "check.h"

typedef struct {
  int calls;
  uint64_t off, size, value;
} trace_rec;

static void trace_fn(void *ud, const char *id, int section, uint64_t offset,
                     uint64_t size, uint64_t value) {
  (void)id;
  (void)section;
  trace_rec *t = ud;
  t->calls++;
  t->off = offset;
  t->size = size;
  t->value = value;
}

enum { OP_VARINT, OP_SVARINT, OP_COUNT, OP_PAD, OP_ALIGN };

typedef struct {
  mlirbc_code code;   /* MLIRBC_OK or the error */
  uint64_t value;     /* result (svarint: as uint64) */
  size_t consumed;    /* bytes the cursor advanced */
  mlirbc_error err;
  trace_rec tr;
} result;

/* Runs one primitive on buf[start, end) with base = buf. All state that
 * survives the longjmp lives in *rp (not a local of this frame). */
static void run_into(result *rp, int op, const uint8_t *buf, size_t start, size_t end,
                     uint64_t arg, int traced) {
#define r (*rp)
  memset(&r, 0, sizeof r);
  mbc_ctx cx;
  memset(&cx, 0, sizeof cx);
  cx.err = &r.err;
  cx.base = buf;
  if (traced) {
    cx.trace = trace_fn;
    cx.trace_ud = &r.tr;
  }
  mbc_cur c = {buf + start, buf + end, MLIRBC_SEC_IR, &cx};
  if (setjmp(cx.jb)) {
    r.code = r.err.code;
    return;
  }
  switch (op) {
    case OP_VARINT: r.value = mbc_varint(&c, "test.varint"); break;
    case OP_SVARINT: r.value = (uint64_t)mbc_svarint(&c, "test.svarint"); break;
    case OP_COUNT: r.value = mbc_count(&c, arg, "test.count"); break;
    case OP_PAD: mbc_pad(&c, arg, "test.pad"); break;
    case OP_ALIGN: mbc_check_align(&c, arg, buf + start); break;
  }
  r.code = MLIRBC_OK;
  r.consumed = (size_t)(c.p - (buf + start));
#undef r
}

static result run(int op, const uint8_t *buf, size_t start, size_t end, uint64_t arg,
                  int traced) {
  result res;
  run_into(&res, op, buf, start, end, arg, traced);
  return res;
}

/* Copies `enc` to offset `at` of a fresh exact-size heap buffer (so ASan
 * catches over-reads) followed by `tail` filler bytes. */
static uint8_t *place(const uint8_t *enc, size_t n, size_t at, size_t tail, size_t *total) {
  *total = at + n + tail;
  uint8_t *b = malloc(*total ? *total : 1);
  memset(b, 0x5A, *total);
  memcpy(b + at, enc, n);
  return b;
}

/* mode bit 0: with a trace hook; bit 1: 16 bytes after the encoding inside
 * the window (room for the decoder's 8-byte load, its fast path), else 2
 * (the byte-by-byte path). */
static void expect_varint(const uint8_t *enc, size_t n, uint64_t want, const char *what) {
  for (int mode = 0; mode < 4; mode++)
    for (size_t at = 0, tail = mode & 2 ? 16 : 2; at <= 3; at += 3) {
      size_t total;
      uint8_t *b = place(enc, n, at, tail, &total);
      result r = run(OP_VARINT, b, at, total, 0, mode & 1);
      CHECK(r.code == MLIRBC_OK, "%s: code %s (%s)", what, mlirbc_code_name(r.code), r.err.message);
      CHECK(r.value == want, "%s: value %" PRIu64 ", want %" PRIu64, what, r.value, want);
      CHECK(r.consumed == n, "%s: consumed %zu, want %zu", what, r.consumed, n);
      if (mode & 1) {
        CHECK(r.tr.calls == 1, "%s: %d trace calls", what, r.tr.calls);
        CHECK(r.tr.off == at && r.tr.size == n && r.tr.value == want,
              "%s: trace off %" PRIu64 " size %" PRIu64 " value %" PRIu64, what, r.tr.off,
              r.tr.size, r.tr.value);
      }
      free(b);
    }
}

/* Truncated: the window ends inside the varint -> E_TRUNCATED at its start. */
static void expect_truncated(const uint8_t *enc, size_t have, const char *what) {
  for (int traced = 0; traced < 2; traced++)
    for (size_t at = 0; at <= 5; at += 5) {
      size_t total;
      uint8_t *b = place(enc, have, at, 0, &total);
      result r = run(OP_VARINT, b, at, total, 0, traced);
      CHECK(r.code == MLIRBC_E_TRUNCATED, "%s (%zu bytes): code %s", what, have,
            mlirbc_code_name(r.code));
      CHECK(r.err.offset == at, "%s (%zu bytes): offset %" PRIu64 ", want %zu", what, have,
            r.err.offset, at);
      CHECK(r.err.section == MLIRBC_SEC_IR, "%s: section %d", what, r.err.section);
      CHECK(r.err.message[0] != 0, "%s: empty message", what);
      free(b);
    }
}

static void test_widths(void) {
  /* Boundary values of every width. */
  uint64_t vals[40];
  int nv = 0;
  vals[nv++] = 0;
  vals[nv++] = 1;
  for (int w = 1; w <= 8; w++) {
    uint64_t lim = (uint64_t)1 << (7 * w);
    vals[nv++] = lim - 1;
    vals[nv++] = lim;
    vals[nv++] = lim + 1;
  }
  vals[nv++] = UINT64_MAX - 1;
  vals[nv++] = UINT64_MAX;
  vals[nv++] = (uint64_t)1 << 63;
  vals[nv++] = 0x0123456789ABCDEFull;
  for (int i = 0; i < nv; i++) {
    uint64_t v = vals[i];
    int minw = mkb_varint_len(v);
    /* Canonical and every overlong width. */
    for (int w = minw; w <= 9; w++) {
      mkb e = {0};
      mkb_varint_w(&e, v, w);
      CHECK((int)e.n == w, "writer width %d gave %zu bytes", w, e.n);
      char what[96];
      snprintf(what, sizeof what, "value %" PRIu64 " width %d", v, w);
      expect_varint(e.d, e.n, v, what);
      for (size_t have = 0; have < e.n; have++) expect_truncated(e.d, have, what);
      mkb_free(&e);
    }
  }
  /* Hand-written encodings (not from mkbc.h). */
  static const struct {
    uint8_t b[9];
    size_t n;
    uint64_t v;
  } hand[] = {
      {{0x01}, 1, 0},
      {{0xFF}, 1, 127},
      {{0x02, 0x02}, 2, 128},                   /* (128 << 2) | 2 */
      {{0xFE, 0xFF}, 2, 16383},
      {{0x04, 0x00, 0x02}, 3, 16384},           /* (16384 << 3) | 4 = 0x20004 */
      {{0x80, 0, 0, 0, 0, 0, 0, 0}, 8, 0},      /* 8-byte form of 0 */
      {{0x80, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF}, 8, ((uint64_t)1 << 56) - 1},
      {{0x00, 0, 0, 0, 0, 0, 0, 0, 0}, 9, 0},   /* 9-byte form of 0 */
      {{0x00, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF}, 9, UINT64_MAX},
      {{0x00, 0x00, 0, 0, 0, 0, 0, 0, 0x01}, 9, (uint64_t)1 << 56},
      {{0x03}, 1, 1},
      {{0x06, 0x00}, 2, 1},                     /* overlong 1: (1 << 2) | 2 */
      {{0x0C, 0x00, 0x00}, 3, 1},               /* (1 << 3) | 4 */
  };
  for (size_t i = 0; i < sizeof hand / sizeof hand[0]; i++) {
    char what[64];
    snprintf(what, sizeof what, "hand encoding #%zu", i);
    expect_varint(hand[i].b, hand[i].n, hand[i].v, what);
  }
  /* Empty window. */
  expect_truncated((const uint8_t *)"", 0, "empty window");
}

/* mbc_varint_decode_in: the window [p, p+n) decides, however much memory
 * follows it (avail); the value does not depend on which path decoded it. */
static void test_decode_in(void) {
  for (int w = 1; w <= 9; w++) {
    uint64_t v = w == 9 ? 0x8877665544332211ull : ((uint64_t)1 << (7 * w)) - 3;
    mkb e = {0};
    mkb_varint_w(&e, v, w);
    uint8_t buf[32];
    memset(buf, 0xA5, sizeof buf);
    memcpy(buf, e.d, e.n);
    for (size_t avail = e.n; avail <= sizeof buf; avail++) {
      uint64_t got = 0;
      size_t len = mbc_varint_decode_in(buf, e.n, avail, &got);
      CHECK(len == e.n && got == v, "decode_in width %d avail %zu: len %zu value %" PRIu64, w,
            avail, len, got);
      for (size_t have = 0; have < e.n; have++)
        CHECK(mbc_varint_decode_in(buf, have, avail, &got) == 0,
              "decode_in width %d: window of %zu bytes (avail %zu) not truncated", w, have, avail);
    }
    mkb_free(&e);
  }
  static const uint8_t le[8] = {0x01, 0x23, 0x45, 0x67, 0x89, 0xAB, 0xCD, 0xEF};
  CHECK(mbc_load_le64(le) == 0xEFCDAB8967452301ull, "load_le64: %" PRIx64, mbc_load_le64(le));
}

static void test_svarint(void) {
  static const int64_t vals[] = {0, -1, 1, -2, 2, 63, -64, 64, -65, INT32_MAX, INT32_MIN,
                                 INT64_MAX, INT64_MIN, INT64_MIN + 1, INT64_MAX - 1};
  /* zigzag by definition: 0->0, -1->1, 1->2, ..., INT64_MAX->2^64-2, INT64_MIN->2^64-1 */
  CHECK(mkb_zigzag(0) == 0 && mkb_zigzag(-1) == 1 && mkb_zigzag(1) == 2 &&
            mkb_zigzag(INT64_MAX) == UINT64_MAX - 1 && mkb_zigzag(INT64_MIN) == UINT64_MAX,
        "mkbc zigzag self-check");
  for (size_t i = 0; i < sizeof vals / sizeof vals[0]; i++) {
    mkb e = {0};
    mkb_svarint(&e, vals[i]);
    for (int traced = 0; traced < 2; traced++) {
      result r = run(OP_SVARINT, e.d, 0, e.n, 0, traced);
      CHECK(r.code == MLIRBC_OK && (int64_t)r.value == vals[i] && r.consumed == e.n,
            "svarint %" PRId64 ": code %s value %" PRId64 " consumed %zu", vals[i],
            mlirbc_code_name(r.code), (int64_t)r.value, r.consumed);
    }
    mkb_free(&e);
  }
  /* Explicit wire values. */
  static const struct {
    uint8_t b[9];
    size_t n;
    int64_t v;
  } hand[] = {
      {{0x01}, 1, 0},
      {{0x03}, 1, -1},
      {{0x05}, 1, 1},
      {{0x00, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF}, 9, INT64_MIN},
      {{0x00, 0xFE, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF}, 9, INT64_MAX},
  };
  for (size_t i = 0; i < sizeof hand / sizeof hand[0]; i++) {
    result r = run(OP_SVARINT, hand[i].b, 0, hand[i].n, 0, 0);
    CHECK(r.code == MLIRBC_OK && (int64_t)r.value == hand[i].v,
          "svarint hand #%zu: value %" PRId64 ", want %" PRId64, i, (int64_t)r.value, hand[i].v);
  }
  /* Truncated svarint: E_TRUNCATED at the start. */
  static const uint8_t t[] = {0x00, 0xFF, 0xFF};
  result r = run(OP_SVARINT, t, 0, sizeof t, 0, 0);
  CHECK(r.code == MLIRBC_E_TRUNCATED && r.err.offset == 0, "svarint truncated: %s @ %" PRIu64,
        mlirbc_code_name(r.code), r.err.offset);
}

static void test_count(void) {
  /* count n followed by `avail` bytes; min_each m: ok iff n * m <= avail. */
  static const struct {
    uint64_t n;
    size_t avail;
    uint64_t m;
    int ok;
  } cases[] = {
      {5, 5, 1, 1},  {5, 4, 1, 0},  {5, 10, 2, 1}, {5, 9, 2, 0},  {0, 0, 1, 1},
      {0, 0, 8, 1},  {1, 0, 1, 0},  {3, 0, 0, 1},  /* min_each 0: not checked */
      {(uint64_t)1 << 60, 16, 1, 0}, {UINT64_MAX, 64, 1, 0},
      {UINT64_MAX / 2 + 1, 64, 2, 0}, /* n * m would wrap to 0 */
      {7, 21, 3, 1}, {7, 20, 3, 0},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    mkb e = {0};
    mkb_raw(&e, "\x11\x22\x33", 3); /* count starts at offset 3 */
    mkb_varint(&e, cases[i].n);
    size_t cnt_len = e.n - 3;
    for (size_t k = 0; k < cases[i].avail; k++) mkb_u8(&e, 0xAA);
    for (int traced = 0; traced < 2; traced++) {
      result r = run(OP_COUNT, e.d, 3, e.n, cases[i].m, traced);
      if (cases[i].ok) {
        CHECK(r.code == MLIRBC_OK && r.value == cases[i].n && r.consumed == cnt_len,
              "count #%zu: code %s value %" PRIu64, i, mlirbc_code_name(r.code), r.value);
      } else {
        CHECK(r.code == MLIRBC_E_COUNT && r.err.offset == 3 && r.err.section == MLIRBC_SEC_IR,
              "count #%zu (n=%" PRIu64 ", avail %zu, each %" PRIu64 "): %s @ %" PRIu64, i,
              cases[i].n, cases[i].avail, cases[i].m, mlirbc_code_name(r.code), r.err.offset);
      }
    }
    mkb_free(&e);
  }
  /* A truncated count is E_TRUNCATED, not E_COUNT. */
  static const uint8_t t[] = {0x00, 0x01};
  result r = run(OP_COUNT, t, 0, sizeof t, 1, 0);
  CHECK(r.code == MLIRBC_E_TRUNCATED && r.err.offset == 0, "truncated count: %s",
        mlirbc_code_name(r.code));
}

static void test_pad(void) {
  /* Padding is measured from the start of the input (base). */
  uint8_t b[32];
  memset(b, 0xCB, sizeof b);
  /* cursor at 3, align 8 -> 5 padding bytes (3..7) */
  result r = run(OP_PAD, b, 3, 32, 8, 0);
  CHECK(r.code == MLIRBC_OK && r.consumed == 5, "pad 3->8: %s consumed %zu",
        mlirbc_code_name(r.code), r.consumed);
  r = run(OP_PAD, b, 3, 32, 8, 1);
  CHECK(r.code == MLIRBC_OK && r.consumed == 5 && r.tr.calls == 1 && r.tr.off == 3 &&
            r.tr.size == 5,
        "pad traced: %s consumed %zu calls %d", mlirbc_code_name(r.code), r.consumed, r.tr.calls);
  /* already aligned: consumes nothing, even if the next byte is not 0xCB */
  b[8] = 0x00;
  r = run(OP_PAD, b, 8, 32, 8, 0);
  CHECK(r.code == MLIRBC_OK && r.consumed == 0, "pad aligned: %s consumed %zu",
        mlirbc_code_name(r.code), r.consumed);
  /* align 1: never pads */
  r = run(OP_PAD, b, 5, 32, 1, 0);
  CHECK(r.code == MLIRBC_OK && r.consumed == 0, "pad align 1: consumed %zu", r.consumed);
  /* bad padding byte at 6 */
  memset(b, 0xCB, sizeof b);
  b[6] = 0x00;
  r = run(OP_PAD, b, 3, 32, 8, 0);
  CHECK(r.code == MLIRBC_E_PADDING && r.err.offset == 6, "bad pad: %s @ %" PRIu64,
        mlirbc_code_name(r.code), r.err.offset);
  /* the first padding byte wrong */
  memset(b, 0xCB, sizeof b);
  b[3] = 0xCA;
  r = run(OP_PAD, b, 3, 32, 16, 0);
  CHECK(r.code == MLIRBC_E_PADDING && r.err.offset == 3, "bad first pad: %s @ %" PRIu64,
        mlirbc_code_name(r.code), r.err.offset);
  /* the last padding byte wrong (15 for align 16 from 3) */
  memset(b, 0xCB, sizeof b);
  b[15] = 0xFF;
  r = run(OP_PAD, b, 3, 32, 16, 0);
  CHECK(r.code == MLIRBC_E_PADDING && r.err.offset == 15, "bad last pad: %s @ %" PRIu64,
        mlirbc_code_name(r.code), r.err.offset);
  b[15] = 0xCB;
  r = run(OP_PAD, b, 3, 32, 16, 0);
  CHECK(r.code == MLIRBC_OK && r.consumed == 13, "pad 3->16: consumed %zu", r.consumed);
  /* window ends before the padding does: truncated at the padding start */
  memset(b, 0xCB, sizeof b);
  r = run(OP_PAD, b, 3, 6, 8, 0);
  CHECK(r.code == MLIRBC_E_TRUNCATED && r.err.offset == 3, "short pad: %s @ %" PRIu64,
        mlirbc_code_name(r.code), r.err.offset);
  /* exactly enough */
  r = run(OP_PAD, b, 3, 8, 8, 0);
  CHECK(r.code == MLIRBC_OK && r.consumed == 5, "exact pad: %s", mlirbc_code_name(r.code));

  /* alignment values */
  static const struct {
    uint64_t a;
    int ok;
  } al[] = {{0, 0}, {1, 1}, {2, 1}, {3, 0}, {4, 1}, {6, 0}, {8, 1}, {12, 0}, {4096, 1},
            {(uint64_t)1 << 31, 1}, {((uint64_t)1 << 31) + 1, 0}, {UINT64_MAX, 0},
            {((uint64_t)1 << 63) | 1, 0}};
  for (size_t i = 0; i < sizeof al / sizeof al[0]; i++) {
    r = run(OP_ALIGN, b, 7, 32, al[i].a, 0);
    if (al[i].ok)
      CHECK(r.code == MLIRBC_OK, "align %" PRIu64 ": %s", al[i].a, mlirbc_code_name(r.code));
    else
      CHECK(r.code == MLIRBC_E_ALIGN && r.err.offset == 7 && r.err.section == MLIRBC_SEC_IR,
            "align %" PRIu64 ": %s @ %" PRIu64, al[i].a, mlirbc_code_name(r.code), r.err.offset);
  }
}

int main(int argc, char **argv) {
  (void)argc;
  (void)argv;
  test_widths();
  test_decode_in();
  test_svarint();
  test_count();
  test_pad();
  printf("%d checks, %d failed\n", checks, failures);
  return failures ? 1 : 0;
}
