/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* tinybc.h: a tiny standalone parser of an MLIR bytecode file's header and
 * top-level section table (spec/format.md sections 1-3), shared by the
 * off-axis readers of this directory. It is deliberately independent of the
 * reference reader: no mlirbc.h, no E_* codes, its own messages. It checks
 * the magic, the version (0..6), the producer string, each section's id
 * (0..8), length, alignment (a power of two up to 2^32) and 0xCB padding,
 * duplicates, the required sections (0-4, 8 from v5, 5 and 6 together).
 * It reads nothing inside a section. Test-only. */
#ifndef OFFAXIS_TINYBC_H
#define OFFAXIS_TINYBC_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define TBC_MAX_SECTIONS 16

enum tbc_phase { TBC_OK = 0, TBC_HEADER = 1, TBC_SECTIONS = 2 };

struct tbc_section {
  unsigned id;
  int aligned;
  uint64_t alignment;
  size_t offset; /* of the payload */
  uint64_t length;
};

struct tbc {
  const unsigned char *data;
  size_t size, pos;
  uint64_t version;
  size_t producer_len;
  struct tbc_section sections[TBC_MAX_SECTIONS];
  unsigned nsections;
  int seen[128];
  uint64_t largest_length; /* the largest section length declared */
  enum tbc_phase phase;    /* where it stopped, TBC_OK when it did not */
  char error[160];
};

static const char *const tbc_names[] = {"strings", "dialects", "attrtype", "attrtype_offsets",
                                        "ir", "resources", "resource_offsets", "dialect_versions",
                                        "properties"};

static inline const char *tbc_name(unsigned id) { return id < 9 ? tbc_names[id] : "unknown"; }

static inline int tbc_fail(struct tbc *t, enum tbc_phase phase, const char *msg) {
  t->phase = phase;
  snprintf(t->error, sizeof t->error, "%s", msg);
  return -1;
}

/* PrefixVarInt: trailing zero bits of the first byte = bytes that follow. */
static inline int tbc_varint(struct tbc *t, uint64_t *out) {
  if (t->pos >= t->size) return -1;
  unsigned char first = t->data[t->pos];
  if (first == 0) {
    if (t->size - t->pos < 9) return -1;
    uint64_t v = 0;
    for (int i = 8; i >= 1; i--) v = (v << 8) | t->data[t->pos + (size_t)i];
    t->pos += 9;
    *out = v;
    return 0;
  }
  unsigned z = 0;
  while (!(first & (1u << z))) z++;
  size_t n = z + 1;
  if (t->size - t->pos < n) return -1;
  uint64_t v = 0;
  for (size_t i = n; i-- > 0;) v = (v << 8) | t->data[t->pos + i];
  t->pos += n;
  *out = v >> n;
  return 0;
}

static inline int tbc_parse(struct tbc *t, const unsigned char *data, size_t size) {
  char msg[160];
  memset(t, 0, sizeof *t);
  t->data = data;
  t->size = size;
  if (size < 4 || memcmp(data, "ML\xEFR", 4) != 0) return tbc_fail(t, TBC_HEADER, "not a bytecode file (bad magic)");
  t->pos = 4;
  if (tbc_varint(t, &t->version) != 0) return tbc_fail(t, TBC_HEADER, "truncated header");
  if (t->version > 6) {
    snprintf(msg, sizeof msg, "unsupported version %llu", (unsigned long long)t->version);
    return tbc_fail(t, TBC_HEADER, msg);
  }
  const unsigned char *nul = memchr(data + t->pos, 0, size - t->pos);
  if (!nul) return tbc_fail(t, TBC_HEADER, "producer string not terminated");
  t->producer_len = (size_t)(nul - (data + t->pos));
  t->pos += t->producer_len + 1;
  while (t->pos < size) {
    size_t at = t->pos;
    unsigned char b = data[t->pos++];
    struct tbc_section s = {b & 0x7fu, (b & 0x80) != 0, 1, 0, 0};
    if (s.id > 8) {
      snprintf(msg, sizeof msg, "invalid section id %u at offset %zu", s.id, at);
      return tbc_fail(t, TBC_SECTIONS, msg);
    }
    if (t->seen[s.id]) {
      snprintf(msg, sizeof msg, "section %u appears twice", s.id);
      return tbc_fail(t, TBC_SECTIONS, msg);
    }
    if (tbc_varint(t, &s.length) != 0) return tbc_fail(t, TBC_SECTIONS, "truncated section table");
    if (s.length > t->largest_length) t->largest_length = s.length;
    if (s.aligned) {
      if (tbc_varint(t, &s.alignment) != 0) return tbc_fail(t, TBC_SECTIONS, "truncated section table");
      if (s.alignment == 0 || (s.alignment & (s.alignment - 1)) || s.alignment > ((uint64_t)1 << 32)) {
        snprintf(msg, sizeof msg, "bad alignment %llu", (unsigned long long)s.alignment);
        return tbc_fail(t, TBC_SECTIONS, msg);
      }
      while (t->pos % s.alignment) {
        if (t->pos >= size) return tbc_fail(t, TBC_SECTIONS, "truncated padding");
        if (data[t->pos] != 0xCB) {
          snprintf(msg, sizeof msg, "bad padding byte 0x%02x at offset %zu", data[t->pos], t->pos);
          return tbc_fail(t, TBC_SECTIONS, msg);
        }
        t->pos++;
      }
    }
    if (s.length > size - t->pos) {
      snprintf(msg, sizeof msg, "section %u is %llu bytes but only %zu are left", s.id,
               (unsigned long long)s.length, size - t->pos);
      return tbc_fail(t, TBC_SECTIONS, msg);
    }
    s.offset = t->pos;
    t->pos += (size_t)s.length;
    t->seen[s.id] = 1;
    if (t->nsections < TBC_MAX_SECTIONS) t->sections[t->nsections++] = s;
  }
  for (unsigned id = 0; id <= 8; id++) {
    int required = id <= 4 || (id == 8 && t->version >= 5) || ((id == 5 || id == 6) && t->seen[11 - id]);
    if (required && !t->seen[id]) {
      snprintf(msg, sizeof msg, "missing section %u", id);
      return tbc_fail(t, TBC_SECTIONS, msg);
    }
  }
  return 0;
}

/* The whole file (NULL when it cannot be read). */
static inline unsigned char *tbc_slurp(const char *path, size_t *size) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  size_t cap = 4096, n = 0;
  unsigned char *buf = malloc(cap);
  size_t got;
  while (buf && (got = fread(buf + n, 1, cap - n, f)) > 0) {
    n += got;
    if (n == cap) {
      unsigned char *bigger = realloc(buf, cap *= 2);
      if (!bigger) free(buf);
      buf = bigger;
    }
  }
  fclose(f);
  *size = n;
  return buf ? buf : NULL;
}

/* The command line every off-axis reader takes: [--why] FILE. The file's
 * bytes (NULL after printing the usage line), *why set for --why. */
static inline unsigned char *tbc_args(int argc, char **argv, const char *name, size_t *size,
                                      int *why) {
  *why = argc > 2 && strcmp(argv[1], "--why") == 0;
  const char *path = argc > 1 ? argv[argc - 1] : NULL;
  unsigned char *data = path ? tbc_slurp(path, size) : NULL;
  if (!data) fprintf(stderr, "usage: %s [--why] FILE\n", name);
  return data;
}

/* tbc_args, then tbc_parse of the file: -1 after a usage line, 1 when it
 * is rejected, 0 when read (the bytes are freed; T keeps what it read). */
static inline int tbc_read(int argc, char **argv, const char *name, struct tbc *t, int *why) {
  size_t size = 0;
  unsigned char *data = tbc_args(argc, argv, name, &size, why);
  if (!data) return -1;
  int rc = tbc_parse(t, data, size);
  free(data);
  return rc != 0;
}

#endif
