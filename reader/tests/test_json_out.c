/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* test_json_out.c — the JSON dump's writers against byte-at-a-time references.
 *
 * --dump=json escapes strings eight bytes at a time in chunks, writes hex
 * and decimal from digit-pair tables and streams long values in pieces.
 * Checked here:
 *   - decimal (mbc_u64_digits) and hex (mbc_hex_to) against snprintf;
 *   - string resources of every length 0..40 over all 256 byte values, and
 *     long ones with quotes, backslashes and control bytes on the chunk
 *     edges, dump exactly as a one-byte-at-a-time escaper writes them;
 *   - a 1 MB blob dumps as its hex, handed to the writer in pieces
 *     (memory stays bounded), and the dump reports a failing writer.
 *
 * usage: test_json_out REPO_ROOT   */
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "mkbc.h"
#include "mlirbc.h"

#include "check.h"

/* ---- references: obviously right, one byte at a time ---------------------- */

static void ref_escape(mkb *out, const uint8_t *s, size_t n) {
  mkb_u8(out, '"');
  for (size_t i = 0; i < n; i++) {
    char e[8];
    uint8_t c = s[i];
    if (c == '"' || c == '\\') snprintf(e, sizeof e, "\\%c", c);
    else if (c >= 0x20 && c < 0x7F) snprintf(e, sizeof e, "%c", c);
    else snprintf(e, sizeof e, "\\u%04x", c);
    mkb_raw(out, e, strlen(e));
  }
  mkb_u8(out, '"');
}

static void ref_hex(mkb *out, const uint8_t *s, size_t n) {
  for (size_t i = 0; i < n; i++) {
    char e[3];
    snprintf(e, sizeof e, "%02x", s[i]);
    mkb_raw(out, e, 2);
  }
}

/* ---- digits and hex --------------------------------------------------------- */

static void check_digits(uint64_t v) {
  char got[24], want[24];
  size_t n = mbc_u64_digits(got, v);
  snprintf(want, sizeof want, "%" PRIu64, v);
  CHECK(n == strlen(want) && !memcmp(got, want, n), "u64 %s: got '%.*s'", want, (int)n, got);
}

static void check_numbers(void) {
  uint64_t p = 1;
  for (int k = 0; k < 20; k++, p *= 10) {
    check_digits(p);
    check_digits(p - 1);
    check_digits(p + 1);
  }
  check_digits(UINT64_MAX);
  check_digits(UINT64_MAX - 1);
  for (uint64_t v = 0; v < 100000; v += 7) check_digits(v);

  uint8_t all[256];
  for (int i = 0; i < 256; i++) all[i] = (uint8_t)i;
  char got[512];
  mkb want = {0};
  ref_hex(&want, all, 256);
  CHECK(mbc_hex_to(got, all, 256) == got + 512 && !memcmp(got, want.d, 512),
        "hex of bytes 0..255 differs");
  mkb_free(&want);
}

/* ---- a module whose resources carry the test bytes -------------------------- */

typedef struct value {
  int blob;
  const uint8_t *data;
  size_t size;
} value;

/* Strings "builtin" "foo" "bar", then key i and value i for each value. */
static mkb module_with(const value *v, size_t n) {
  mkbc_mod m;
  mkbc_mod_init(&m, 6);
  enum { FIRST = 3 };
  mkb_reset(&m.sec[0]);
  mkb_varint(&m.sec[0], FIRST + 2 * n);
  char key[32];
  for (size_t i = n; i-- > 0;) { /* sizes in reverse order, NUL counted */
    mkb_varint(&m.sec[0], (v[i].blob ? 1 : v[i].size) + 1);
    mkb_varint(&m.sec[0], (size_t)snprintf(key, sizeof key, "r%zu", i) + 1);
  }
  static const char *const fixed[] = {"bar", "foo", "builtin"};
  for (int i = 0; i < 3; i++) mkb_varint(&m.sec[0], strlen(fixed[i]) + 1);
  for (int i = 2; i >= 0; i--) mkb_str0(&m.sec[0], fixed[i]);
  for (size_t i = 0; i < n; i++) {
    snprintf(key, sizeof key, "r%zu", i);
    mkb_str0(&m.sec[0], key);
    if (v[i].blob) {
      mkb_str0(&m.sec[0], "-"); /* unused: a blob's value is its bytes */
    } else {
      mkb_raw(&m.sec[0], v[i].data, v[i].size);
      mkb_u8(&m.sec[0], 0);
    }
  }
  /* resource offsets (6) and data (5): all in the builtin dialect group */
  mkb_reset(&m.sec[6]);
  mkb_varint(&m.sec[6], 0); /* no external groups */
  mkb_varint(&m.sec[6], 0); /* dialect group: builtin */
  mkb_varint(&m.sec[6], n);
  for (size_t i = 0; i < n; i++) {
    mkb entry = {0};
    if (v[i].blob) {
      mkb_varint(&entry, 1); /* alignment */
      mkb_varint(&entry, v[i].size);
      mkb_raw(&entry, v[i].data, v[i].size);
    } else {
      mkb_varint(&entry, FIRST + 2 * i + 1);
    }
    mkb_varint(&m.sec[6], FIRST + 2 * i);
    mkb_varint(&m.sec[6], entry.n);
    mkb_u8(&m.sec[6], v[i].blob ? 0 : 2); /* kind: blob / string */
    mkb_cat(&m.sec[5], &entry);
    mkb_free(&entry);
  }
  mkb out = {0};
  mkbc_mod_emit(&m, &out);
  mkbc_mod_free(&m);
  return out;
}

typedef struct sink {
  mkb out;
  size_t calls, largest;
  int fail; /* report failure from the first call */
} sink;

static int to_sink(void *ud, const char *data, size_t size) {
  sink *s = ud;
  s->calls++;
  if (size > s->largest) s->largest = size;
  if (s->fail) return 1;
  mkb_raw(&s->out, data, size);
  return 0;
}

static mlirbc_code dump(const mkb *in, sink *s) {
  mlirbc_file *f = NULL;
  mlirbc_error e;
  mlirbc_code rc = mlirbc_open(&f, in->d, in->n, NULL, &e);
  CHECK(rc == MLIRBC_OK, "test module rejected: %s", e.message);
  if (rc == MLIRBC_OK) rc = mlirbc_dump_json(f, to_sink, s, &e);
  mlirbc_close(f);
  return rc;
}

/* The dump holds resource i's value as the reference writes it. */
static void check_values(const char *what, const value *v, size_t n) {
  mkb in = module_with(v, n);
  sink s = {{0}, 0, 0, 0};
  CHECK(dump(&in, &s) == MLIRBC_OK, "%s: dump failed", what);
  mkb_u8(&s.out, 0);
  for (size_t i = 0; i < n; i++) {
    mkb want = {0};
    char head[64];
    snprintf(head, sizeof head, "\"key\":\"r%zu\",\"kind\":\"%s\",\"value\":", i,
             v[i].blob ? "blob" : "string");
    mkb_raw(&want, head, strlen(head));
    if (v[i].blob) {
      mkb_raw(&want, "\"0x", 3);
      ref_hex(&want, v[i].data, v[i].size);
      mkb_raw(&want, "\",\"alignment\":1}", 16);
    } else {
      ref_escape(&want, v[i].data, v[i].size);
      mkb_u8(&want, '}');
    }
    mkb_u8(&want, 0);
    CHECK(strstr((const char *)s.out.d, (const char *)want.d) != NULL,
          "%s: value %zu (%zu bytes) not dumped as the reference writes it", what, i,
          v[i].size);
    mkb_free(&want);
  }
  mkb_free(&s.out);
  mkb_free(&in);
}

static void check_strings(void) {
  /* every length 0..40, each over a different window of all 256 byte values,
   * so each byte value lands at each position of an 8-byte block */
  enum { SHORT = 41 };
  uint8_t bytes[512];
  for (int i = 0; i < 512; i++) bytes[i] = (uint8_t)(i * 37 + 11);
  value shorts[SHORT];
  for (size_t k = 0; k < SHORT; k++)
    shorts[k] = (value){0, bytes + (k * 29) % 256, k};
  check_values("short strings", shorts, SHORT);
  for (size_t start = 0; start < 256; start += 8) {
    value all = {0, bytes + start, 256};
    check_values("all byte values", &all, 1);
  }

  /* every byte to escape alone among plain bytes, at each place in a word */
  static uint8_t lone[256 * 16];
  size_t nlone = 0;
  for (int c = 0; c < 256; c++) {
    if (c >= 0x20 && c < 0x7F && c != '"' && c != '\\') continue;
    uint8_t *block = lone + 16 * nlone;
    for (int k = 0; k < 16; k++) block[k] = (uint8_t)('A' + k);
    block[nlone % 8] = (uint8_t)c;
    nlone++;
  }
  value alone = {0, lone, 16 * nlone};
  check_values("lone escapes", &alone, 1);

  /* long strings: plain text with escapes on and around the 4096-byte
   * chunk edges, and one of nothing but escapes */
  enum { LONG = 3 * 4096 + 77 };
  static uint8_t text[LONG], wild[LONG];
  for (size_t i = 0; i < LONG; i++) {
    text[i] = (uint8_t)('a' + i % 26);
    wild[i] = (uint8_t)(i % 3 == 0 ? '"' : i % 3 == 1 ? 0x01 : 0xFF);
  }
  static const size_t edges[] = {0, 7, 8, 4095, 4096, 4097, 8191, 8192, 12287, LONG - 1};
  static const uint8_t specials[] = {'"', '\\', 0x00, 0x1F, 0x7F, 0x80};
  for (size_t i = 0; i < sizeof edges / sizeof edges[0]; i++)
    text[edges[i]] = specials[i % sizeof specials];
  value longs[] = {{0, text, LONG}, {0, wild, LONG}, {0, text + 1, 4096}, {0, text, 4097}};
  check_values("long strings", longs, sizeof longs / sizeof longs[0]);
}

static void check_blob(void) {
  enum { BIG = 1000003 };
  uint8_t *blob = malloc(BIG);
  if (!blob) mkb_die("out of memory");
  for (size_t i = 0; i < BIG; i++) blob[i] = (uint8_t)(i * 7 + 3);
  value small[] = {{1, blob, 1}, {1, blob, 32767}, {1, blob, 32768}, {1, blob, 32769}};
  check_values("blobs", small, sizeof small / sizeof small[0]);

  value big = {1, blob, BIG};
  check_values("1 MB blob", &big, 1);
  mkb in = module_with(&big, 1);
  sink s = {{0}, 0, 0, 0};
  CHECK(dump(&in, &s) == MLIRBC_OK, "1 MB blob: dump failed");
  /* 2 MB of hex must reach the writer in pieces, not as one buffer */
  CHECK(s.calls > 8 && s.largest <= 256 * 1024,
        "1 MB blob: %zu writes, largest %zu bytes (want pieces of <= 256 KiB)", s.calls,
        s.largest);
  mkb_free(&s.out);

  sink failing = {{0}, 0, 0, 1};
  mlirbc_code rc = dump(&in, &failing);
  CHECK(rc == MLIRBC_E_CALLBACK, "a failing writer gave %s, want E_CALLBACK",
        mlirbc_code_name(rc));
  mkb_free(&in);
  free(blob);
}

int main(int argc, char **argv) {
  (void)argc;
  (void)argv;
  check_numbers();
  check_strings();
  check_blob();
  if (failures) {
    printf("test_json_out: %d of %d checks failed\n", failures, checks);
    return 1;
  }
  printf("test_json_out: %d checks passed\n", checks);
  return 0;
}
