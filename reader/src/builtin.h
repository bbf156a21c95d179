/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* builtin.h — the builtin dialect's custom attribute and type encodings:
 * decode one payload, validate it, and render it as MLIR text.
 *
 * The decoder never recurses into other entries: it asks for them through
 * the context. If a referenced entry is not decoded yet the callback returns
 * MBC_DEFER; the decoder then returns MBC_DEFER and the caller decodes the
 * child first and retries (an explicit worklist, no recursion on input
 * depth). Grammar IDs: spec/grammar (builtin.attr.*, builtin.type.*). */
#ifndef MBC_BUILTIN_H
#define MBC_BUILTIN_H
#include "buf.h"
#include "mlirbc.h"
#include "varint.h"

#define MBC_DEFER (-1)

/* What other decoders need to know about a type. */
enum mbc_tcls {
  MBC_T_OTHER = 0, /* non-builtin, or builtin with nothing further needed */
  MBC_T_INT,       /* IntegerType: width, signedness */
  MBC_T_INDEX,
  MBC_T_FLOAT,     /* width = storage bits; fkind */
  MBC_T_COMPLEX,   /* elem = element type */
  MBC_T_NONE,
  MBC_T_TENSOR,    /* ranked/unranked tensor */
  MBC_T_VECTOR,
  MBC_T_MEMREF,
  MBC_T_FUNCTION
};
enum mbc_fkind {
  MBC_F_NONE = 0, MBC_F_BF16, MBC_F_F16, MBC_F_F32, MBC_F_F64, MBC_F_F80, MBC_F_F128,
  MBC_F_TF32, MBC_F_SMALL /* f8/f6/f4 kinds: width gives storage bits */
};
/* Added: which small float (fkind SMALL); printing needs the semantics. */
enum mbc_fsmall {
  MBC_FS_NONE = 0, MBC_FS_E5M2, MBC_FS_E4M3, MBC_FS_E3M4, MBC_FS_E4M3FN,
  MBC_FS_E5M2FNUZ, MBC_FS_E4M3FNUZ, MBC_FS_E4M3B11FNUZ, MBC_FS_E2M1FN,
  MBC_FS_E2M3FN, MBC_FS_E3M2FN, MBC_FS_E8M0FNU
};

typedef struct mbc_tinfo {
  uint8_t cls;         /* enum mbc_tcls */
  uint8_t signedness;  /* INT: 0 signless, 1 signed, 2 unsigned */
  uint8_t fkind;       /* FLOAT: enum mbc_fkind */
  uint8_t ranked;      /* shaped: 1 if ranked */
  uint32_t width;      /* INT: bit width; FLOAT: storage bits */
  int numel_known;     /* shaped: static shape and product fits in uint64 */
  uint64_t numel;      /* shaped: number of elements */
  uint64_t elem;       /* COMPLEX/shaped: element type index; UINT64_MAX
                          when unknown (shaped types from fallback text) */
  uint8_t fsmall;      /* added: FLOAT with fkind SMALL: enum mbc_fsmall */
  uint8_t dialect;     /* a non-builtin dialect's type: the reader cannot see
                          its shape even when it implements ShapedType (AMB-025) */
} mbc_tinfo;

/* What other decoders need to know about an attribute. */
enum mbc_acls {
  MBC_A_OTHER = 0,
  MBC_A_LOC,          /* any LocationAttr */
  MBC_A_DICT,
  MBC_A_STRING,       /* StringAttr (any type) */
  MBC_A_FLAT_SYMREF,  /* FlatSymbolRefAttr */
  MBC_A_INT,          /* IntegerAttr */
  MBC_A_DENSE_INT,    /* DenseIntOrFPElementsAttr with integer/index elements */
  MBC_A_DENSE,        /* any other DenseElementsAttr */
  MBC_A_UNIT,         /* added: UnitAttr (dictionaries print `key` bare) */
  MBC_A_FLOAT         /* FloatAttr */
};
typedef struct mbc_ainfo {
  uint8_t cls;        /* enum mbc_acls */
} mbc_ainfo;

/* Scratch memory the attribute decoders reuse from one entry to the next
 * instead of allocating and freeing it per entry (dictionaries and fused
 * locations are the most common entries; under ASan every malloc also fills
 * the block). Decoders never nest -- a reference to an entry not decoded yet
 * returns MBC_DEFER -- so one of each kind is enough. A slot always holds
 * one element type; `bytes` is its capacity. Not counted against the text
 * budget (neither was the per-entry memory it replaces). */
enum { MBC_SCR_DICT, MBC_SCR_LOCS, MBC_SCR_PIECES, MBC_SCR_AFFINE, MBC_SCR_AFFACT, MBC_SCR_COUNT };
typedef struct mbc_scratch {
  void *p[MBC_SCR_COUNT];
  size_t bytes[MBC_SCR_COUNT];
  mbc_buf text;  /* FusedLoc prefix */
  mlirbc_view lit_of; /* the StringAttr text whose literal part was last asked */
  size_t lit_n;       /* ... and that part's length */
} mbc_scratch;
void mbc_scratch_free(mbc_scratch *s, const mbc_alloc *a);

typedef struct mbc_bctx {
  void *ud;
  mlirbc_era era;     /* never AUTO here */
  /* Text of attribute idx (locations: full "loc(...)" form) and its info.
   * Returns 0, MBC_DEFER, or an mlirbc_code (and fills *err). */
  int (*attr)(void *ud, uint64_t idx, mlirbc_view *text, mbc_ainfo *info,
              mlirbc_error *err);
  int (*type)(void *ud, uint64_t idx, mlirbc_view *text, mbc_tinfo *info,
              mlirbc_error *err);
  /* String-table entry (without NUL). */
  int (*string)(void *ud, uint64_t idx, mlirbc_view *s, mlirbc_error *err);
  /* Resource handle: the key of dialect resource `idx`. */
  int (*resource)(void *ud, uint64_t idx, mlirbc_view *key, mlirbc_error *err);
  /* Added: index of the attribute entry being decoded. DistinctAttr renders
   * as distinct[self]<...>; mlir-opt numbers distinct attributes in order of
   * first appearance in its output, so a printer wanting identical text must
   * renumber. */
  uint64_t self;
  /* Added: reused scratch (owned by the caller, allocated through `out`'s
   * allocator); NULL = per-call scratch, freed before returning. */
  mbc_scratch *scratch;
  /* Added, for the fast path below (NULL: no fast path for locations that
   * hold locations): the length of location idx's text without its loc(...)
   * wrapper and whether it is UnknownLoc, whether its text is kept or was
   * only measured. 0, MBC_DEFER (not decoded yet), or anything else: not a
   * decoded location (the decoder will say what is wrong). */
  int (*loc_len)(void *ud, uint64_t idx, size_t *inner_len, int *unknown);
} mbc_bctx;

/* Decode one builtin payload [p, p+n) found at absolute offset `off`.
 * Texts returned by the callbacks must stay valid while `out` grows (out
 * must not be the buffer they live in).
 * On success returns 0, has appended the MLIR text to `out` and filled
 * *ainfo (attributes) or *tinfo (types). Every byte must be consumed.
 * On failure returns MBC_DEFER or an mlirbc_code with *err filled (section
 * MLIRBC_SEC_ATTRTYPE, absolute offset of the bad field). */
int mbc_builtin_attr(const mbc_bctx *ctx, const uint8_t *p, size_t n,
                     uint64_t off, mbc_buf *out, mbc_ainfo *ainfo,
                     mlirbc_error *err);
int mbc_builtin_type(const mbc_bctx *ctx, const uint8_t *p, size_t n,
                     uint64_t off, mbc_buf *out, mbc_tinfo *tinfo,
                     mlirbc_error *err);

/* Text helpers the callers of these decoders share (builtin_text.c):
 * "loc(X)" -> "X", and whether a view spells s. */
mlirbc_view mbc_loc_inner(mlirbc_view loc);
int mbc_view_eq(mlirbc_view a, const char *s);

/* A validating walk's fast path: the text length of a location payload
 * (FileLineColLoc, UnknownLoc, NameLoc, CallSiteLoc) that is valid in every
 * field, computed from the lengths of what it refers to without rendering.
 * 1: *len set. MBC_DEFER: a referenced entry is not decoded yet (asked for
 * through the callbacks). 0: not handled here (another code, anything
 * wrong) -- the caller runs mbc_builtin_attr, which reports exactly what is
 * wrong. */
int mbc_builtin_loc_len(const mbc_bctx *ctx, const uint8_t *p, size_t n, size_t *len);
/* The literal part of a StringAttr's text ("..." without a type), cached
 * for the last text asked (most locations name one file). */
mlirbc_view mbc_strlit_cached(mbc_scratch *s, mlirbc_view strattr_text);

/* Decimal digits of a 32-bit value: the bit length guesses, one compare
 * corrects (a loop of compares showed in profiles: two per location). v | 1
 * does not change the count and makes 0 one digit. */
static inline size_t mbc_digits_u32(uint32_t v) {
  static const uint32_t p10[] = {1, 10, 100, 1000, 10000, 100000, 1000000, 10000000,
                                 100000000, 1000000000};
  v |= 1;
#if defined(__GNUC__)
  unsigned bitlen = 32u - (unsigned)__builtin_clz(v);
#else
  unsigned bitlen = 0;
  for (uint32_t x = v; x; x >>= 1) bitlen++;
#endif
  size_t n = (size_t)(bitlen * 1233u >> 12); /* 1233 / 4096 ~ log10(2) */
  return n + 1 - (v < p10[n]);
}

/* FileLineColLoc after its code, [p, p+n) of which `avail` >= n bytes may
 * be read: v[0] the file name's attribute index, v[1] the line, v[2] the
 * column; the bytes read, or 0 when a field is not valid (line and column
 * are 32-bit in MLIR, and the fields fill the payload). */
static inline size_t mbc_fileloc_fields(const uint8_t *p, size_t n, size_t avail, uint64_t v[3]) {
  size_t pos = 0;
  for (int i = 0; i < 3; i++) {
    size_t k = mbc_varint_decode_in(p + pos, n - pos, avail - pos, &v[i]);
    if (!k || (i && v[i] > 0xFFFFFFFFu)) return 0;
    pos += k;
  }
  return pos == n ? pos : 0;
}

/* The same, as the text length without the file name's literal ("loc("
 * ":" line ":" col ")") and the name's index in *fname; 0 if not valid. */
static inline size_t mbc_fileloc_len(const uint8_t *p, size_t n, size_t avail,
                                     uint64_t *fname) {
  uint64_t v[3];
  if (!mbc_fileloc_fields(p, n, avail, v)) return 0;
  *fname = v[0];
  return 4 + 1 + mbc_digits_u32((uint32_t)v[1]) + 1 + mbc_digits_u32((uint32_t)v[2]) + 1;
}

/* Classify assembly-format fallback text (without NUL) well enough for the
 * checks above: "loc(" -> LOC, "{" -> DICT, "i32" -> INT 32, "f8E5M2" ->
 * FLOAT, "tensor<2x3xf32>" -> TENSOR with numel 6, ... Unknown -> OTHER. */
void mbc_fallback_attr_info(const char *s, size_t n, mbc_ainfo *info);
void mbc_fallback_type_info(const char *s, size_t n, mbc_tinfo *info);

#endif
