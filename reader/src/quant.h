/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* quant.h — the quant dialect's custom type encodings (quant_type.c). */
#ifndef MBC_QUANT_H
#define MBC_QUANT_H
#include "builtin.h"

/* Not rendered: the caller keeps the payload's opaque text. */
#define MBC_QUANT_OPAQUE 1

/* Render the quant type payload [p, p+n) as the dialect prints it. Returns
 * 0 (text appended), MBC_DEFER (a referenced type is not decoded yet; retry)
 * or MBC_QUANT_OPAQUE (a form not rendered or bytes that do not decode; out
 * may hold partial text the caller discards). Never fails the file. */
int mbc_quant_type(const mbc_bctx *ctx, const uint8_t *p, size_t n, mbc_buf *out,
                   mlirbc_error *err);
#endif
