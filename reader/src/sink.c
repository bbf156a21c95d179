/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* sink.c — see sink.h. */
#include "sink.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

void mbc_sink_init(mbc_sink *s, mlirbc_write_fn write, void *ud) {
  s->write = write;
  s->ud = ud;
  s->failed = 0;
  s->len = 0;
}

static void drain(mbc_sink *s) {
  if (s->len && !s->failed && s->write(s->ud, s->buf, s->len)) s->failed = 1;
  s->len = 0;
}

void mbc_sink_write(mbc_sink *s, const void *data, size_t size) {
  if (s->failed) return;
  if (size > sizeof s->buf - s->len) {
    drain(s);
    if (size >= sizeof s->buf) { /* large: straight through */
      if (size && !s->failed && s->write(s->ud, data, size)) s->failed = 1;
      return;
    }
  }
  memcpy(s->buf + s->len, data, size);
  s->len += size;
}

void mbc_sink_puts(mbc_sink *s, const char *str) { mbc_sink_write(s, str, strlen(str)); }

void mbc_sink_putc(mbc_sink *s, char c) {
  if (s->len == sizeof s->buf) drain(s);
  s->buf[s->len++] = c;
}

void mbc_sink_printf(mbc_sink *s, const char *fmt, ...) {
  char tmp[512];
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(tmp, sizeof tmp, fmt, ap);
  va_end(ap);
  if (n < 0) {
    s->failed = 1;
    return;
  }
  if ((size_t)n < sizeof tmp) {
    mbc_sink_write(s, tmp, (size_t)n);
    return;
  }
  /* Longer than tmp: every caller's longest format is far below this, but
   * format twice rather than truncate. */
  char big[4096];
  va_start(ap, fmt);
  n = vsnprintf(big, sizeof big, fmt, ap);
  va_end(ap);
  if (n < 0 || (size_t)n >= sizeof big) s->failed = 1;
  else mbc_sink_write(s, big, (size_t)n);
}

int mbc_sink_flush(mbc_sink *s) {
  drain(s);
  return s->failed;
}

int mbc_sink_file_write(void *ud, const char *data, size_t size) {
  return fwrite(data, 1, size, (FILE *)ud) != size;
}
