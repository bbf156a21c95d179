/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* sink.h — buffered text output to an mlirbc_write_fn, so the tools'
 * printers (findings, annotate) write to a file, a buffer or a language
 * binding alike. After the first failed write every call is a no-op. */
#ifndef MBC_SINK_H
#define MBC_SINK_H

#include <stddef.h>
#include "mlirbc.h"

typedef struct mbc_sink {
  mlirbc_write_fn write;
  void *ud;
  int failed;
  size_t len;
  char buf[4096];
} mbc_sink;

void mbc_sink_init(mbc_sink *s, mlirbc_write_fn write, void *ud);
void mbc_sink_write(mbc_sink *s, const void *data, size_t size);
void mbc_sink_puts(mbc_sink *s, const char *str);
void mbc_sink_putc(mbc_sink *s, char c);
#if defined(__GNUC__) || defined(__clang__)
__attribute__((format(printf, 2, 3)))
#endif
void mbc_sink_printf(mbc_sink *s, const char *fmt, ...);
/* Hands the buffered bytes to the write function; 0 when every write succeeded. */
int mbc_sink_flush(mbc_sink *s);

/* An mlirbc_write_fn over a FILE * (UD). */
int mbc_sink_file_write(void *ud, const char *data, size_t size);

#endif
