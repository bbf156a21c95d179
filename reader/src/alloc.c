/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* alloc.c — the allocation helpers of a file's tables: every table
 * allocation goes through the file's allocator and fails by longjmp. They
 * sit below every parser (tables, attrtype, resources, ir), so the
 * dependency runs one way: alloc -> tables -> attrtype/resources -> ir ->
 * dumps. */
#include <stdlib.h>
#include <string.h>
#include "internal.h"

static void *alloc_n(mlirbc_file *f, mbc_ctx *cx, uint64_t n, size_t elem, int zero) {
  if (n == 0) return NULL;
  if (n > SIZE_MAX / elem)
    mbc_fail(cx, MLIRBC_E_NOMEM, MLIRBC_SEC_HEADER, cx->base, "allocation too large");
  /* the default allocator hands out fresh zero pages without a memset */
  void *p = f->alloc.fn || !zero ? mbc_realloc(&f->alloc, NULL, 0, (size_t)n * elem)
                                 : mbc_zalloc((size_t)n * elem);
  if (!p)
    mbc_fail(cx, MLIRBC_E_NOMEM, MLIRBC_SEC_HEADER, cx->base,
             "out of memory allocating %llu bytes",
             (unsigned long long)(n * elem));
  if (f->alloc.fn && zero) memset(p, 0, (size_t)n * elem);
  return p;
}

void *mbc_alloc_array(mlirbc_file *f, mbc_ctx *cx, uint64_t n, size_t elem) {
  return alloc_n(f, cx, n, elem, 1);
}

void *mbc_alloc_table(mlirbc_file *f, mbc_ctx *cx, uint64_t n, size_t elem) {
  return alloc_n(f, cx, n, elem, 0);
}

void mbc_file_free(mlirbc_file *f, void *p, size_t size) {
  if (p) mbc_realloc(&f->alloc, p, size, 0);
}
