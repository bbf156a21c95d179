/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* edit.c — the one-line, self-verifying edit form (as Wuffs writes it):
 *
 *   @0x1F=8A=00;@0x40=truncate;corpus/upstream/files/x.w22.v6.mlirbc
 *
 * Edits name offsets in the *base* file, ascending and not overlapping:
 *   @OFF=OLD=NEW   bytes OLD (hex) must be at OFF; they are replaced by NEW
 *                  (any length, empty = delete)
 *   @OFF=+HEX      insert HEX before the byte at OFF
 *   @OFF=truncate  drop everything from OFF on (last edit)
 * The base path is relative to --root, or else to the first directory upward
 * from the .bct file that holds it. A changed base fails loudly. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "asm.h"

typedef enum { ED_REPLACE, ED_INSERT, ED_TRUNCATE } edit_kind;

typedef struct {
  edit_kind kind;
  uint64_t off;
  uint8_t *old, *new_;
  size_t nold, nnew;
  int col;
} edit;

static int hexval(int c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

/* Parses hex (optional 0x) from s[0..n). Returns byte count or -1. */
static long parse_hex(const char *s, size_t n, uint8_t **out) {
  if (n >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
    s += 2;
    n -= 2;
  }
  if (n % 2) return -1;
  *out = xmalloc(n / 2 + 1);
  for (size_t i = 0; i < n; i += 2) {
    int h = hexval((unsigned char)s[i]), l = hexval((unsigned char)s[i + 1]);
    if (h < 0 || l < 0) {
      free(*out);
      *out = NULL;
      return -1;
    }
    (*out)[i / 2] = (uint8_t)(h << 4 | l);
  }
  return (long)(n / 2);
}

static int parse_off(const char *s, size_t n, uint64_t *v) {
  int base = 10;
  if (n > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
    base = 16;
    s += 2;
    n -= 2;
  }
  if (!n) return -1;
  *v = 0;
  for (size_t i = 0; i < n; i++) {
    int d = hexval((unsigned char)s[i]);
    if (d < 0 || d >= base || *v > (UINT64_MAX - (uint64_t)d) / (uint64_t)base) return -1;
    *v = *v * (uint64_t)base + (uint64_t)d;
  }
  return 0;
}

static int parse_edit(const char *s, size_t n, edit *e, int col, int line, asm_diag *d) {
  memset(e, 0, sizeof *e);
  e->col = col;
  const char *eq = memchr(s, '=', n);
  if (n < 2 || s[0] != '@' || !eq) {
    asm_error(d, line, col, "edit must look like @OFFSET=OLD=NEW, @OFFSET=+HEX or @OFFSET=truncate");
    return -1;
  }
  if (parse_off(s + 1, (size_t)(eq - s - 1), &e->off)) {
    asm_error(d, line, col + 1, "bad offset (decimal or 0x hex)");
    return -1;
  }
  const char *v = eq + 1;
  size_t vn = n - (size_t)(v - s);
  int vcol = col + (int)(v - s);
  if (vn == 8 && !memcmp(v, "truncate", 8)) {
    e->kind = ED_TRUNCATE;
    return 0;
  }
  if (vn && v[0] == '+') {
    e->kind = ED_INSERT;
    long k = parse_hex(v + 1, vn - 1, &e->new_);
    if (k <= 0) {
      asm_error(d, line, vcol, "insert needs hex bytes after '+'");
      return -1;
    }
    e->nnew = (size_t)k;
    return 0;
  }
  const char *eq2 = memchr(v, '=', vn);
  if (!eq2) {
    asm_error(d, line, vcol, "expected OLD=NEW, +HEX or truncate after '='");
    return -1;
  }
  e->kind = ED_REPLACE;
  long k = parse_hex(v, (size_t)(eq2 - v), &e->old);
  if (k <= 0) {
    asm_error(d, line, vcol, "OLD must be hex bytes (the bytes the base file holds there)");
    return -1;
  }
  e->nold = (size_t)k;
  size_t nn = vn - (size_t)(eq2 + 1 - v);
  if (nn) {
    k = parse_hex(eq2 + 1, nn, &e->new_);
    if (k < 0) {
      asm_error(d, line, vcol + (int)(eq2 + 1 - v), "NEW must be hex bytes (or empty to delete)");
      return -1;
    }
    e->nnew = (size_t)k;
  }
  return 0;
}

static int exists(const char *p) {
  struct stat st;
  return stat(p, &st) == 0 && S_ISREG(st.st_mode);
}

/* Finds the base: root/rel, or rel below the .bct directory or an ancestor. */
static char *resolve(const char *rel, const char *bct_path, const char *root) {
  size_t rl = strlen(rel);
  if (rel[0] == '/') return exists(rel) ? xstrndup(rel, rl) : NULL;
  if (root) {
    char *p = xmalloc(strlen(root) + rl + 2);
    sprintf(p, "%s/%s", root, rel);
    if (exists(p)) return p;
    free(p);
    return NULL;
  }
  const char *slash = strrchr(bct_path, '/');
  char *dir = slash ? xstrndup(bct_path, (size_t)(slash - bct_path)) : xstrndup(".", 1);
  for (int up = 0; up < 32; up++) {
    char *p = xmalloc(strlen(dir) + rl + 2);
    sprintf(p, "%s/%s", dir, rel);
    if (exists(p)) {
      free(dir);
      return p;
    }
    free(p);
    char *nd = xmalloc(strlen(dir) + 4);
    sprintf(nd, "%s/..", dir);
    free(dir);
    dir = nd;
  }
  free(dir);
  return NULL;
}

static int read_file(const char *path, buffer *b) {
  FILE *f = fopen(path, "rb");
  if (!f) return -1;
  uint8_t chunk[65536];
  size_t n;
  int r = 0;
  while ((n = fread(chunk, 1, sizeof chunk, f)) > 0)
    if (buf_put(b, chunk, n)) {
      r = -1;
      break;
    }
  if (ferror(f)) r = -1;
  fclose(f);
  return r;
}

int asm_edit(const stmt *s, const char *bct_path, const char *root, buffer *out, asm_diag *d) {
  const char *line = s->edit;
  size_t n = strlen(line);
  edit *eds = NULL;
  size_t ne = 0;
  int r = -1;
  buffer base = {0};
  const char *path = NULL;
  size_t pos = 0;
  while (pos < n) {
    const char *semi = memchr(line + pos, ';', n - pos);
    size_t end = semi ? (size_t)(semi - line) : n;
    int col = s->col + (int)pos;
    if (line[pos] != '@') {
      if (semi) {
        asm_error(d, s->line, col, "the base file path must come last");
        goto done;
      }
      path = line + pos;
      break;
    }
    eds = xrealloc(eds, (ne + 1) * sizeof *eds);
    if (parse_edit(line + pos, end - pos, &eds[ne], col, s->line, d)) {
      free(eds[ne].old);
      free(eds[ne].new_);
      goto done;
    }
    ne++;
    pos = end + 1;
  }
  if (!path || !*path) {
    asm_error(d, s->line, s->col + (int)n, "missing ';BASE-FILE' at the end of the edit line");
    goto done;
  }
  char *full = resolve(path, bct_path, root);
  if (!full) {
    asm_error(d, s->line, s->col + (int)(path - line), "base file '%s' not found%s", path,
              root ? " under --root" : " (looked upward from the .bct directory)");
    goto done;
  }
  int rf = read_file(full, &base);
  free(full);
  if (rf) {
    asm_error(d, s->line, s->col + (int)(path - line), "cannot read base file '%s'", path);
    goto done;
  }
  uint64_t cursor = 0;
  int truncated = 0;
  for (size_t i = 0; i < ne; i++) {
    edit *e = &eds[i];
    if (truncated) {
      asm_error(d, s->line, e->col, "no edit may follow truncate");
      goto done;
    }
    if (e->off < cursor || (i > 0 && e->off == cursor && e->kind == ED_INSERT && eds[i - 1].kind == ED_INSERT)) {
      asm_error(d, s->line, e->col, "edits must be in ascending offset order without overlap");
      goto done;
    }
    if (e->off > base.len || (e->kind == ED_REPLACE && e->nold > base.len - e->off)) {
      asm_error(d, s->line, e->col, "offset 0x%llX is past the end of the base file (%zu bytes)",
                (unsigned long long)e->off, base.len);
      goto done;
    }
    if (buf_put(out, base.data + cursor, (size_t)(e->off - cursor))) goto toobig;
    cursor = e->off;
    switch (e->kind) {
    case ED_TRUNCATE: truncated = 1; break;
    case ED_INSERT:
      if (buf_put(out, e->new_, e->nnew)) goto toobig;
      break;
    case ED_REPLACE:
      for (size_t k = 0; k < e->nold; k++)
        if (base.data[e->off + k] != e->old[k]) {
          asm_error(d, s->line, e->col,
                    "base file changed: byte at 0x%llX is %02X, the edit expects %02X",
                    (unsigned long long)(e->off + k), base.data[e->off + k], e->old[k]);
          goto done;
        }
      if (buf_put(out, e->new_, e->nnew)) goto toobig;
      cursor += e->nold;
      break;
    }
  }
  if (!truncated && buf_put(out, base.data + cursor, (size_t)(base.len - cursor))) goto toobig;
  r = 0;
  goto done;
toobig:
  asm_error(d, s->line, s->col, "output larger than %u bytes", ASM_MAX_OUTPUT);
done:
  for (size_t i = 0; i < ne; i++) {
    free(eds[i].old);
    free(eds[i].new_);
  }
  free(eds);
  buf_free(&base);
  return r;
}
