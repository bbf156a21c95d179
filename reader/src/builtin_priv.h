/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* builtin_priv.h — internals shared by the builtin_*.c decoders: a bounded
 * payload reader with error reporting (no longjmp: the decoders must be able
 * to return MBC_DEFER cleanly), text helpers and number formatting. */
#ifndef MBC_BUILTIN_PRIV_H
#define MBC_BUILTIN_PRIV_H
#include "builtin.h"

#define TRY(x)               \
  do {                       \
    int try_rc_ = (x);       \
    if (try_rc_) return try_rc_; \
  } while (0)

typedef struct mbc_rd {
  const mbc_bctx *ctx;
  const uint8_t *p;
  size_t n, pos;    /* payload and read position */
  uint64_t off;     /* absolute offset of p[0] */
  mlirbc_error *err;
  mbc_buf *out;
} mbc_rd;

/* Fill *err (section attrtype, offset off+at) and return code. */
int mbc_rd_fail(mbc_rd *r, size_t at, int code, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;
#ifdef __clang_analyzer__
/* clang's analyzer sees one file at a time, so it assumes mbc_rd_fail() may
 * return 0 and follows the error path on as a success. It returns its code,
 * never MLIRBC_OK: say so where the analyzer can see it. */
#define mbc_rd_fail(r, at, code, ...) (mbc_rd_fail((r), (at), (code), __VA_ARGS__), (code))
#endif
int mbc_rd_byte(mbc_rd *r, uint8_t *v);
int mbc_rd_varint(mbc_rd *r, uint64_t *v);
int mbc_rd_bytes(mbc_rd *r, uint64_t n, const uint8_t **d);
/* References: read a varint index and resolve it through the context. */
int mbc_rd_attr(mbc_rd *r, mlirbc_view *text, mbc_ainfo *info);
int mbc_rd_type(mbc_rd *r, mlirbc_view *text, mbc_tinfo *info);
int mbc_get_type(mbc_rd *r, size_t at, uint64_t idx, mlirbc_view *text,
                 mbc_tinfo *info);
int mbc_rd_string(mbc_rd *r, mlirbc_view *s);
/* Every byte consumed? Also reports a failed output buffer. */
int mbc_rd_finish(mbc_rd *r);

/* Attribute code 23, AffineMapAttr (builtin_affine.c; era 23). */
int mbc_attr_affine_map(mbc_rd *r, mbc_buf *o);
/* Attribute codes 16-20 (builtin_dense.c). */
int mbc_attr_dense(mbc_rd *r, uint64_t code, mbc_buf *o, mbc_ainfo *ai);
/* Scratch slot k (enum MBC_SCR_*) with room for `need` elements of `elem`
 * bytes, grown through the output buffer's allocator (bounded by the caller);
 * valid until the next call for the same slot. */
int mbc_scratch_get(mbc_rd *r, int k, size_t need, size_t elem, void **p);
/* The scratch text buffer, emptied. */
mbc_buf *mbc_scratch_text(mbc_rd *r);

/* ---- text helpers (builtin_text.c) ---- */
void mbc_put_view(mbc_buf *b, mlirbc_view v);
/* MLIR string literal: printable ASCII except " and \ as is, \\ for
 * backslash, every other byte as \XX (upper-case hex): mlir-opt prints
 * "a\22b\0A" for a quote and a newline. */
void mbc_put_strlit(mbc_buf *b, const uint8_t *s, size_t n);
int mbc_is_bare_id(const uint8_t *s, size_t n);
/* The leading "..." of a StringAttr text (drops a " : type" suffix). */
mlirbc_view mbc_strlit_part(mlirbc_view text);
/* Print a StringAttr's value as a bare identifier when it is one, else as
 * the quoted literal (symbol names, dictionary keys, resource keys). */
void mbc_put_keyword_or_strlit(mbc_buf *b, mlirbc_view strattr_text);
void mbc_put_key_raw(mbc_buf *b, const uint8_t *s, size_t n);
int mbc_view_starts(mlirbc_view a, const char *s);
/* Shape from a shaped-type text ("tensor<2x?x[4]xf32>"): up to max dims.
 * Returns rank, or -1 if unranked/unparseable. dims[i] = -1 for '?'. */
int mbc_shape_from_text(mlirbc_view t, int64_t *dims, int max);

/* ---- numbers (builtin_num.c) ---- */
#define MBC_APINT_MAX_WORDS 1024 /* 65536 bits: beyond that E_LIMIT (printing is quadratic) */
/* Float semantics of a float type, or NULL. */
typedef struct mbc_fsem mbc_fsem;
const mbc_fsem *mbc_fsem_of(const mbc_tinfo *t);
unsigned mbc_fsem_bits(const mbc_fsem *s);
/* Read a KnownWidthAPInt of width w into words[0..ceil(w/64)) (zeroed). */
int mbc_rd_apint(mbc_rd *r, uint32_t w, uint64_t *words);
/* Decimal text of a w-bit value; is_signed: two's complement. */
void mbc_put_apint(mbc_buf *b, const uint64_t *words, uint32_t w, int is_signed);
/* Float text as mlir-opt prints it (see builtin_num.c). */
void mbc_put_float(mbc_buf *b, const mbc_fsem *s, const uint64_t *words);
/* Integer element text for an IntegerType/index: i1 as true/false. */
void mbc_put_int_elem(mbc_buf *b, const mbc_tinfo *t, const uint64_t *words);

#endif
