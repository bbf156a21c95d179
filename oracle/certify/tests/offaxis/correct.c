/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* correct.c: the tiny parser of tinybc.h with no bug: accepts a file whose
 * header and section table are well formed, rejects the rest with its own
 * message. The off-axis test uses it to pick the corpus files whose error
 * lies in the header or section table (where the tiny parser is complete)
 * and to check that every failure of the other readers comes from a bug. */
#include "tinybc.h"

int main(int argc, char **argv) {
  const char *path = argc > 1 ? argv[argc - 1] : NULL;
  size_t size = 0;
  unsigned char *data = path ? tbc_slurp(path, &size) : NULL;
  if (!data) {
    fprintf(stderr, "usage: offaxis-correct [--why] FILE\n");
    return 2;
  }
  struct tbc t;
  int rc = tbc_parse(&t, data, size);
  free(data);
  if (argc > 2 && strcmp(argv[1], "--why") == 0) {
    printf("%s none\n", rc ? "rejected" : "accepted");
    return 0;
  }
  if (rc) {
    fprintf(stderr, "error: %s\n", t.error);
    return 1;
  }
  return 0;
}
