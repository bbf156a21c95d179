/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* test_wide.c — sizes past 4 GiB described by counts (never materialised).
 *
 * Each probe is a small file in which one size field claims 2^32 + n bytes
 * where n bytes are what really follows: a reader that narrows the claim to
 * a 32-bit size_t reads n and accepts a file that is in fact truncated. Run
 * on every lane; the m32 lane (32-bit size_t) is where it bites. Probes:
 * every section's length, a string's size, an attribute entry's size, a
 * properties entry's size, a resource entry's size and a blob's size.
 * Every probe must be rejected with the code the x86-64 reader gives, and the
 * message must name the full 64-bit claim (a 32-bit build once clipped the
 * "need N bytes" of E_TRUNCATED to 4294967295).
 *
 * usage: test_wide REPO_ROOT   */
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mkbc.h"
#include "mlirbc.h"

#include "check.h"

#define WIDE ((uint64_t)1 << 32)

/* The 9-byte varint form holds any claim. */
static void wide(mkb *b, uint64_t v) { mkb_varint_w(b, v, 9); }

/* open + walk + JSON dump; the first failure's error. */
static mlirbc_code read_all(const mkb *in, mlirbc_error *err) {
  mlirbc_file *f = NULL;
  memset(err, 0, sizeof *err);
  mlirbc_options o;
  memset(&o, 0, sizeof o);
  o.decode_all = 1;
  mlirbc_code rc = mlirbc_open(&f, in->d, in->n, &o, err);
  mlirbc_visitor v;
  memset(&v, 0, sizeof v);
  if (rc == MLIRBC_OK) rc = mlirbc_walk(f, &v, NULL, err);
  mlirbc_close(f);
  return rc;
}

/* Rejected with `want`, the message naming the claim (a number of at
 * least 2^32: the claim may be a sum, e.g. of all string sizes). */
static void expect(const char *what, const mkb *in, mlirbc_code want) {
  mlirbc_error e;
  mlirbc_code rc = read_all(in, &e);
  CHECK(rc == want, "%s: got %s (%s), want %s", what, mlirbc_code_name(rc),
        rc ? e.message : "accepted", mlirbc_code_name(want));
  unsigned long long claim = 0;
  for (const char *p = e.message; *p; p++)
    if (*p >= '0' && *p <= '9' && (p == e.message || p[-1] < '0' || p[-1] > '9')) {
      unsigned long long n = strtoull(p, NULL, 10);
      if (n > claim) claim = n;
    }
  CHECK(rc == MLIRBC_OK || claim >= WIDE, "%s: message does not name the >= 2^32 claim: %s",
        what, e.message);
  CHECK(rc == MLIRBC_OK || e.offset <= in->n, "%s: offset %" PRIu64 " past the end", what,
        e.offset);
  printf("%-28s %s @%" PRIu64 ": %s\n", what, mlirbc_code_name(rc), e.offset, e.message);
}

/* The module with section `id`'s length claimed as 2^32 + its real length
 * (emitted like mkbc_mod_emit, in the same section order). */
static void wide_section(const mkbc_mod *m, unsigned wide_id, mkb *out) {
  static const int order[] = {1, 3, 2, 4, 6, 5, 0, 8, 7};
  mkb_raw(out, "ML\xEFR", 4);
  mkb_varint(out, m->version);
  mkb_str0(out, m->producer);
  for (int k = 0; k < MKBC_NSEC; k++) {
    unsigned id = (unsigned)order[k];
    if (!m->present[id]) continue;
    mkb_u8(out, (uint8_t)id);
    if (id == wide_id)
      wide(out, WIDE + m->sec[id].n);
    else
      mkb_varint(out, m->sec[id].n);
    mkb_cat(out, &m->sec[id]);
  }
}

static void emit(const mkbc_mod *m, mkb *out) {
  mkb_reset(out);
  mkbc_mod_emit(m, out);
}

int main(void) {
  mkb out = {0};
  mkbc_mod m;

  /* every section length */
  mkbc_mod_init(&m, 6);
  for (unsigned id = 0; id < MKBC_NSEC; id++) {
    if (!m.present[id]) continue;
    char what[40];
    snprintf(what, sizeof what, "section %u length", id);
    mkb_reset(&out);
    wide_section(&m, id, &out);
    expect(what, &out, MLIRBC_E_TRUNCATED);
  }

  /* a string's size: "bar\0" (sizes are written last string first) */
  mkb_reset(&m.sec[0]);
  mkb_varint(&m.sec[0], 3);
  wide(&m.sec[0], WIDE + 4);
  mkb_varint(&m.sec[0], 4);
  mkb_varint(&m.sec[0], 8);
  mkb_raw(&m.sec[0], "builtin\0foo\0bar\0", 16);
  emit(&m, &out);
  expect("string size", &out, MLIRBC_E_STRING);
  mkbc_mod_free(&m);

  /* an attribute entry's size (UnknownLoc, 1 byte, custom) */
  mkbc_mod_init(&m, 6);
  mkb_reset(&m.sec[3]);
  mkb_varint(&m.sec[3], 1);
  mkb_varint(&m.sec[3], 1);
  mkb_varint(&m.sec[3], 0);
  mkb_varint(&m.sec[3], 1);
  wide(&m.sec[3], ((WIDE + 1) << 1) | 1);
  mkb_varint(&m.sec[3], 0);
  mkb_varint(&m.sec[3], 1);
  mkb_varint(&m.sec[3], (1 << 1) | 1);
  emit(&m, &out);
  expect("attribute entry size", &out, MLIRBC_E_ATTRTYPE_OFFSET);

  /* a properties entry's size (v6: one entry of one byte) */
  mkbc_mod_free(&m);
  mkbc_mod_init(&m, 6);
  mkb_reset(&m.sec[8]);
  mkb_varint(&m.sec[8], 1);
  wide(&m.sec[8], WIDE + 1);
  mkb_u8(&m.sec[8], 0x01);
  emit(&m, &out);
  expect("properties entry size", &out, MLIRBC_E_TRUNCATED);
  mkbc_mod_free(&m);

  /* a resource entry's size and a blob's size (builtin group, key "bar") */
  for (int blob = 0; blob < 2; blob++) {
    mkbc_mod_init(&m, 6);
    mkb_reset(&m.sec[6]);
    mkb_varint(&m.sec[6], 0);          /* no external groups */
    mkb_varint(&m.sec[6], 0);          /* dialect group: builtin */
    mkb_varint(&m.sec[6], 1);          /* one resource */
    mkb_varint(&m.sec[6], MKBC_STR_BAR);
    if (blob)
      mkb_varint(&m.sec[6], 6);
    else
      wide(&m.sec[6], WIDE + 6);
    mkb_u8(&m.sec[6], 0);              /* kind: blob */
    mkb_reset(&m.sec[5]);
    mkb_varint(&m.sec[5], 1);          /* alignment 1 */
    if (blob) {
      /* the entry is 6 bytes: alignment, the 9-byte size does not fit;
       * make the entry cover it and claim 2^32 + 4 blob bytes */
      wide(&m.sec[5], WIDE + 4);
      mkb_raw(&m.sec[5], "\1\2\3\4", 4);
      mkb_reset(&m.sec[6]);
      mkb_varint(&m.sec[6], 0);
      mkb_varint(&m.sec[6], 0);
      mkb_varint(&m.sec[6], 1);
      mkb_varint(&m.sec[6], MKBC_STR_BAR);
      mkb_varint(&m.sec[6], m.sec[5].n);
      mkb_u8(&m.sec[6], 0);
    } else {
      mkb_varint(&m.sec[5], 4);
      mkb_raw(&m.sec[5], "\1\2\3\4", 4);
    }
    emit(&m, &out);
    expect(blob ? "blob size" : "resource entry size", &out,
           blob ? MLIRBC_E_TRUNCATED : MLIRBC_E_RESOURCE);
    mkbc_mod_free(&m);
  }

  mkb_free(&out);
  if (failures) {
    printf("%d failure(s)\n", failures);
    return 1;
  }
  printf("test_wide: all probes rejected\n");
  return 0;
}
