/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* afl_driver.c — AFL++ persistent-mode driver for a LLVMFuzzerTestOneInput
 * target (afl_<target> = <target>.c + this file, built with afl-clang-fast).
 * Under afl-fuzz the input comes through shared memory
 * (__AFL_FUZZ_TESTCASE_BUF) and one process runs many inputs (__AFL_LOOP).
 * Run by hand (or compiled without AFL++), it replays the files named on the
 * command line, or stdin when there are none. */
#define _POSIX_C_SOURCE 200809L /* read(): __AFL_FUZZ_TESTCASE_LEN uses it */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#ifdef __AFL_FUZZ_TESTCASE_LEN
__AFL_FUZZ_INIT();
#endif

/* Reads a whole stream into an exact-size heap buffer (so ASan sees overreads). */
static int run_stream(FILE *fp) {
  size_t cap = 1 << 16, len = 0;
  uint8_t *buf = malloc(cap);
  for (;;) {
    if (!buf) return 2;
    size_t got = fread(buf + len, 1, cap - len, fp);
    len += got;
    if (got == 0 || len < cap) break;
    cap *= 2;
    uint8_t *nb = realloc(buf, cap);
    if (!nb) { free(buf); return 2; }
    buf = nb;
  }
  if (ferror(fp)) { free(buf); return 2; }
  uint8_t *exact = malloc(len ? len : 1);
  if (!exact) { free(buf); return 2; }
  memcpy(exact, buf, len);
  free(buf);
  LLVMFuzzerTestOneInput(exact, len);
  free(exact);
  return 0;
}

int main(int argc, char **argv) {
#ifdef __AFL_FUZZ_TESTCASE_LEN
  if (argc < 2) {
    __AFL_INIT();
    const unsigned char *buf = __AFL_FUZZ_TESTCASE_BUF;
    while (__AFL_LOOP(100000)) {
      size_t len = (size_t)__AFL_FUZZ_TESTCASE_LEN;
      /* Exact-size copy: the shared buffer is larger than the input. */
      uint8_t *copy = malloc(len ? len : 1);
      if (!copy) return 2;
      memcpy(copy, buf, len);
      LLVMFuzzerTestOneInput(copy, len);
      free(copy);
    }
    return 0;
  }
#endif
  if (argc < 2) return run_stream(stdin);
  int rc = 0;
  for (int i = 1; i < argc; ++i) {
    FILE *fp = fopen(argv[i], "rb");
    if (!fp) { fprintf(stderr, "cannot open %s\n", argv[i]); rc = 2; continue; }
    if (run_stream(fp) != 0) rc = 2;
    fclose(fp);
  }
  return rc;
}
