/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* consumer.c — a program that uses the installed libmlirbc (test_install.sh
 * builds it with pkg-config and with find_package(mlirbc)). It reads FILE
 * and prints what mlirbc-read prints: nothing when accepted (exit 0), the
 * rejection line on stderr (exit 1); and it calls the annotate and findings
 * functions so a missing export fails to link. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <mlirbc.h>

static int count_row(void *ud, const mlirbc_field *row) {
  (void)row;
  ++*(size_t *)ud;
  return 0;
}

static int count_bytes(void *ud, const char *data, size_t size) {
  (void)data;
  *(size_t *)ud += size;
  return 0;
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: consumer FILE\n");
    return 2;
  }
  FILE *fp = fopen(argv[1], "rb");
  if (!fp) {
    perror(argv[1]);
    return 2;
  }
  size_t cap = 1 << 16, n = 0, got;
  unsigned char *buf = malloc(cap);
  while (buf && (got = fread(buf + n, 1, cap - n, fp)) > 0) {
    n += got;
    if (n == cap) {
      unsigned char *nb = realloc(buf, cap *= 2);
      if (!nb) free(buf);
      buf = nb;
    }
  }
  fclose(fp);
  if (!buf) return 2;
  mlirbc_file *f = NULL;
  mlirbc_error err;
  mlirbc_code rc = mlirbc_open(&f, buf, n, NULL, &err);
  if (rc == MLIRBC_OK) rc = mlirbc_walk(f, NULL, NULL, &err);
  mlirbc_close(f);
  size_t rows = 0, findings = 0;
  mlirbc_error e2;
  int same = mlirbc_annotate(buf, n, NULL, count_row, &rows, &e2) == rc &&
             mlirbc_findings(buf, n, NULL, count_bytes, &findings, &e2) == rc;
  free(buf);
  if (!same || !rows || !findings) {
    fprintf(stderr, "consumer: annotate/findings disagree with open+walk\n");
    return 3;
  }
  if (rc != MLIRBC_OK)
    fprintf(stderr, "%s:%llu: [%s] %s: %s\n", argv[1], (unsigned long long)err.offset,
            mlirbc_section_name(err.section), mlirbc_code_name(rc), err.message);
  return rc == MLIRBC_OK ? 0 : 1;
}
