/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* builtin_text.c — payload reading primitives and text helpers for the
 * builtin decoders. Errors are returned, not longjmp'ed, so a decoder can
 * also return MBC_DEFER. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "builtin_priv.h"
#include "varint.h"

/* Parenthesised: not the analyzer's macro of builtin_priv.h. */
int (mbc_rd_fail)(mbc_rd *r, size_t at, int code, const char *fmt, ...) {
  mlirbc_error *e = r->err;
  e->code = (mlirbc_code)code;
  e->section = MLIRBC_SEC_ATTRTYPE;
  e->offset = r->off + at;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(e->message, sizeof e->message, fmt, ap);
  va_end(ap);
  return code;
}

int mbc_rd_byte(mbc_rd *r, uint8_t *v) {
  if (r->pos >= r->n)
    return mbc_rd_fail(r, r->pos, MLIRBC_E_TRUNCATED, "payload ends inside a field");
  *v = r->p[r->pos++];
  return 0;
}

/* PrefixVarInt; overlong forms are accepted as upstream does. */
int mbc_rd_varint(mbc_rd *r, uint64_t *v) {
  size_t len = mbc_varint_decode(r->p + r->pos, r->n - r->pos, v);
  if (!len)
    return mbc_rd_fail(r, r->pos, MLIRBC_E_TRUNCATED, "payload ends inside a varint");
  r->pos += len;
  return 0;
}

int mbc_rd_bytes(mbc_rd *r, uint64_t n, const uint8_t **d) {
  if (n > r->n - r->pos)
    return mbc_rd_fail(r, r->pos, MLIRBC_E_TRUNCATED,
                       "blob of %llu bytes exceeds the %zu remaining",
                       (unsigned long long)n, r->n - r->pos);
  *d = r->p + r->pos;
  r->pos += (size_t)n;
  return 0;
}

/* A callback failure is reported at the reference field. */
static int ref_result(mbc_rd *r, size_t at, int rc) {
  if (rc != 0 && rc != MBC_DEFER) {
    r->err->section = MLIRBC_SEC_ATTRTYPE;
    r->err->offset = r->off + at;
  }
  return rc;
}

int mbc_rd_attr(mbc_rd *r, mlirbc_view *text, mbc_ainfo *info) {
  size_t at = r->pos;
  uint64_t idx = 0; /* -O3 inlining makes gcc 12 warn (maybe-uninitialized) */
  TRY(mbc_rd_varint(r, &idx));
  memset(info, 0, sizeof *info);
  return ref_result(r, at, r->ctx->attr(r->ctx->ud, idx, text, info, r->err));
}

int mbc_get_type(mbc_rd *r, size_t at, uint64_t idx, mlirbc_view *text,
                 mbc_tinfo *info) {
  memset(info, 0, sizeof *info);
  return ref_result(r, at, r->ctx->type(r->ctx->ud, idx, text, info, r->err));
}

int mbc_rd_type(mbc_rd *r, mlirbc_view *text, mbc_tinfo *info) {
  size_t at = r->pos;
  uint64_t idx = 0; /* -O3 inlining makes gcc 12 warn (maybe-uninitialized) */
  TRY(mbc_rd_varint(r, &idx));
  return mbc_get_type(r, at, idx, text, info);
}

int mbc_rd_string(mbc_rd *r, mlirbc_view *s) {
  size_t at = r->pos;
  uint64_t idx = 0; /* -O3 inlining makes gcc 12 warn (maybe-uninitialized) */
  TRY(mbc_rd_varint(r, &idx));
  return ref_result(r, at, r->ctx->string(r->ctx->ud, idx, s, r->err));
}

int mbc_rd_finish(mbc_rd *r) {
  if (r->pos != r->n)
    return mbc_rd_fail(r, r->pos, MLIRBC_E_ATTRTYPE_ENTRY,
                       "unexpected trailing bytes after builtin entry");
  if (r->out->failed)
    return mbc_rd_fail(r, 0, r->out->failed, "rendered text exceeds the budget");
  return 0;
}

/* ---- text ---- */
void mbc_put_view(mbc_buf *b, mlirbc_view v) { mbc_buf_put(b, v.data, v.size); }

void mbc_put_strlit(mbc_buf *b, const uint8_t *s, size_t n) { mbc_buf_quoted(b, s, n); }

/* [A-Za-z_][A-Za-z0-9_$.]* */
int mbc_is_bare_id(const uint8_t *s, size_t n) {
  if (n == 0) return 0;
  for (size_t i = 0; i < n; i++) {
    uint8_t c = s[i];
    int alpha = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
    int more = (c >= '0' && c <= '9') || c == '$' || c == '.';
    if (!alpha && (i == 0 || !more)) return 0;
  }
  return 1;
}

mlirbc_view mbc_strlit_part(mlirbc_view t) {
  mlirbc_view v = t;
  if (t.size < 2 || t.data[0] != '"') return v;
  for (size_t i = 1; i < t.size; i++) {
    if (t.data[i] == '\\') i++;
    else if (t.data[i] == '"') {
      v.size = i + 1;
      return v;
    }
  }
  return v;
}

void mbc_put_key_raw(mbc_buf *b, const uint8_t *s, size_t n) {
  if (mbc_is_bare_id(s, n)) mbc_buf_put(b, s, n);
  else mbc_put_strlit(b, s, n);
}

void mbc_put_keyword_or_strlit(mbc_buf *b, mlirbc_view t) {
  mlirbc_view q = mbc_strlit_part(t);
  /* An escaped literal never spells a bare identifier (no '\' allowed). */
  if (q.size >= 2 && !memchr(q.data, '\\', q.size) &&
      mbc_is_bare_id(q.data + 1, q.size - 2))
    mbc_buf_put(b, q.data + 1, q.size - 2);
  else
    mbc_put_view(b, q);
}

mlirbc_view mbc_loc_inner(mlirbc_view l) {
  if (l.size >= 5 && memcmp(l.data, "loc(", 4) == 0 && l.data[l.size - 1] == ')') {
    mlirbc_view v = {l.data + 4, l.size - 5};
    return v;
  }
  return l;
}

int mbc_view_eq(mlirbc_view a, const char *s) {
  size_t n = strlen(s);
  return a.size == n && memcmp(a.data, s, n) == 0;
}
int mbc_view_starts(mlirbc_view a, const char *s) {
  size_t n = strlen(s);
  return a.size >= n && memcmp(a.data, s, n) == 0;
}

int mbc_shape_from_text(mlirbc_view t, int64_t *dims, int max) {
  const char *pre[] = {"tensor<", "vector<", "memref<"};
  size_t i = 0;
  for (int k = 0; k < 3 && !i; k++)
    if (mbc_view_starts(t, pre[k])) i = 7;
  if (!i || (i < t.size && t.data[i] == '*')) return -1;
  int rank = 0;
  for (;;) {
    size_t j = i;
    int scal = j < t.size && t.data[j] == '[';
    if (scal) j++;
    int64_t d = 0;
    int any = 0;
    if (j < t.size && t.data[j] == '?') {
      d = -1;
      any = 1;
      j++;
    } else {
      while (j < t.size && t.data[j] >= '0' && t.data[j] <= '9') {
        if (d > (INT64_MAX - 9) / 10) return -1;
        d = d * 10 + (t.data[j++] - '0');
        any = 1;
      }
    }
    if (scal) {
      if (j >= t.size || t.data[j] != ']') return -1;
      j++;
    }
    if (!any || j >= t.size || t.data[j] != 'x') return rank; /* element type starts */
    if (rank >= max) return -1;
    dims[rank++] = d;
    i = j + 1;
  }
}

int mbc_scratch_get(mbc_rd *r, int k, size_t need, size_t elem, void **p) {
  mbc_scratch *s = r->ctx->scratch;
  size_t cap = s->bytes[k] / elem;
  if (need > cap) {
    size_t nc = cap ? cap * 2 : 16;
    if (nc < need) nc = need;
    if (nc > SIZE_MAX / elem) return mbc_rd_fail(r, r->pos, MLIRBC_E_NOMEM, "out of memory");
    void *q = mbc_realloc(r->out->alloc, s->p[k], s->bytes[k], nc * elem);
    if (!q) return mbc_rd_fail(r, r->pos, MLIRBC_E_NOMEM, "out of memory");
    s->p[k] = q;
    s->bytes[k] = nc * elem;
  }
  *p = s->p[k];
  return 0;
}

mbc_buf *mbc_scratch_text(mbc_rd *r) {
  mbc_buf *b = &r->ctx->scratch->text;
  if (!b->alloc) mbc_buf_init(b, r->out->alloc, NULL);
  b->len = 0;
  b->failed = MLIRBC_OK;
  return b;
}

void mbc_scratch_free(mbc_scratch *s, const mbc_alloc *a) {
  for (int k = 0; k < MBC_SCR_COUNT; k++) {
    if (s->p[k]) mbc_realloc(a, s->p[k], s->bytes[k], 0);
    s->p[k] = NULL;
    s->bytes[k] = 0;
  }
  mbc_buf_free(&s->text);
}
