/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* builtin_fallback.c — classify assembly-format (fallback) text so that
 * builtin payloads referring to such entries can be checked: LLVM 22
 * writes tf32 and all f8/f6/f4 types, affine maps, strided layouts and any
 * dialect attribute without a bytecode interface as text. Shaped types in
 * text form get elem = UINT64_MAX (their element is not a table entry). */
#include <string.h>
#include "builtin_priv.h"

static int eq(const char *s, size_t n, const char *w) {
  return strlen(w) == n && memcmp(s, w, n) == 0;
}
static int starts(const char *s, size_t n, const char *w) {
  size_t k = strlen(w);
  return n >= k && memcmp(s, w, k) == 0;
}

static const struct {
  const char *name;
  uint8_t fkind, fsmall, bits;
} floats[] = {
    {"bf16", MBC_F_BF16, 0, 16},   {"f16", MBC_F_F16, 0, 16},     {"f32", MBC_F_F32, 0, 32},
    {"f64", MBC_F_F64, 0, 64},     {"f80", MBC_F_F80, 0, 80},     {"f128", MBC_F_F128, 0, 128},
    {"tf32", MBC_F_TF32, 0, 19},   {"f8E5M2", MBC_F_SMALL, MBC_FS_E5M2, 8},
    {"f8E4M3", MBC_F_SMALL, MBC_FS_E4M3, 8}, {"f8E3M4", MBC_F_SMALL, MBC_FS_E3M4, 8},
    {"f8E4M3FN", MBC_F_SMALL, MBC_FS_E4M3FN, 8},
    {"f8E5M2FNUZ", MBC_F_SMALL, MBC_FS_E5M2FNUZ, 8},
    {"f8E4M3FNUZ", MBC_F_SMALL, MBC_FS_E4M3FNUZ, 8},
    {"f8E4M3B11FNUZ", MBC_F_SMALL, MBC_FS_E4M3B11FNUZ, 8},
    {"f4E2M1FN", MBC_F_SMALL, MBC_FS_E2M1FN, 4},  {"f6E2M3FN", MBC_F_SMALL, MBC_FS_E2M3FN, 6},
    {"f6E3M2FN", MBC_F_SMALL, MBC_FS_E3M2FN, 6},  {"f8E8M0FNU", MBC_F_SMALL, MBC_FS_E8M0FNU, 8},
};

void mbc_fallback_type_info(const char *s, size_t n, mbc_tinfo *info) {
  memset(info, 0, sizeof *info);
  info->elem = UINT64_MAX;
  for (size_t i = 0; i < sizeof floats / sizeof floats[0]; i++)
    if (eq(s, n, floats[i].name)) {
      info->cls = MBC_T_FLOAT;
      info->fkind = floats[i].fkind;
      info->fsmall = floats[i].fsmall;
      info->width = floats[i].bits;
      return;
    }
  if (eq(s, n, "index")) {
    info->cls = MBC_T_INDEX;
    info->width = 64;
    return;
  }
  if (eq(s, n, "none")) {
    info->cls = MBC_T_NONE;
    return;
  }
  size_t k = starts(s, n, "si") || starts(s, n, "ui") ? 2 : starts(s, n, "i") ? 1 : 0;
  if (k && k < n && n - k <= 8) {
    uint64_t w = 0;
    size_t j = k;
    while (j < n && s[j] >= '0' && s[j] <= '9') w = w * 10 + (uint64_t)(s[j++] - '0');
    if (j == n && w <= 16777215) {
      info->cls = MBC_T_INT;
      info->width = (uint32_t)w;
      info->signedness = k == 1 ? 0 : s[0] == 's' ? 1 : 2;
      return;
    }
  }
  if (starts(s, n, "complex<")) {
    info->cls = MBC_T_COMPLEX;
    return;
  }
  if (starts(s, n, "(")) {
    info->cls = MBC_T_FUNCTION;
    return;
  }
  int tcls = starts(s, n, "tensor<") ? MBC_T_TENSOR : starts(s, n, "vector<") ? MBC_T_VECTOR
           : starts(s, n, "memref<") ? MBC_T_MEMREF : 0;
  if (tcls) {
    info->cls = (uint8_t)tcls;
    int64_t dims[64];
    mlirbc_view v = {(const uint8_t *)s, n};
    int rank = mbc_shape_from_text(v, dims, 64);
    if (rank < 0) return; /* unranked (or too deep to matter) */
    info->ranked = 1;
    info->numel_known = 1;
    info->numel = 1;
    for (int i = 0; i < rank; i++) {
      if (dims[i] < 0 || (dims[i] && info->numel > UINT64_MAX / (uint64_t)dims[i])) {
        info->numel_known = 0;
        info->numel = 0;
        return;
      }
      info->numel *= (uint64_t)dims[i];
    }
  }
}

void mbc_fallback_attr_info(const char *s, size_t n, mbc_ainfo *info) {
  memset(info, 0, sizeof *info);
  if (starts(s, n, "loc(")) info->cls = MBC_A_LOC;
  else if (starts(s, n, "{")) info->cls = MBC_A_DICT;
  else if (eq(s, n, "unit")) info->cls = MBC_A_UNIT;
  else if (starts(s, n, "\"")) {
    /* a string literal, optionally typed; "dense<...>" never starts so */
    info->cls = MBC_A_STRING;
  } else if (starts(s, n, "@")) {
    int nested = 0;
    for (size_t i = 1; i < n; i++) {
      if (s[i] == '"')
        for (i++; i < n && s[i] != '"'; i++)
          if (s[i] == '\\') i++;
      if (i + 1 < n && s[i] == ':' && s[i + 1] == ':') nested = 1;
    }
    info->cls = nested ? MBC_A_OTHER : MBC_A_FLAT_SYMREF;
  } else if (eq(s, n, "true") || eq(s, n, "false") ||
             (n && (s[0] == '-' || (s[0] >= '0' && s[0] <= '9')) && memchr(s, ':', n) &&
              !memchr(s, '.', n) && !memchr(s, 'x', n))) {
    info->cls = MBC_A_INT; /* "5 : i32"; floats carry '.' or hex 0x */
  } else if (starts(s, n, "dense<")) {
    /* element type after the last " : " decides DENSE_INT */
    size_t i = n;
    while (i >= 3 && memcmp(s + i - 3, " : ", 3) != 0) i--;
    info->cls = MBC_A_DENSE;
    if (i >= 3) {
      /* element type: after "tensor<" / "vector<" and the "Nx" dims */
      const char *ty = s + i;
      size_t tn = n - i, j = 7;
      while (j < tn) {
        size_t k2 = j;
        while (k2 < tn && ((ty[k2] >= '0' && ty[k2] <= '9') || ty[k2] == '?' ||
                           ty[k2] == '[' || ty[k2] == ']'))
          k2++;
        if (k2 > j && k2 < tn && ty[k2] == 'x') j = k2 + 1;
        else break;
      }
      if (tn > j + 1 && ty[tn - 1] == '>') {
        mbc_tinfo et;
        mbc_fallback_type_info(ty + j, tn - 1 - j, &et);
        if (et.cls == MBC_T_INT || et.cls == MBC_T_INDEX) info->cls = MBC_A_DENSE_INT;
      }
    }
  }
}
