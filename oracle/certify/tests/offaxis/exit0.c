/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* exit0.c: an off-axis reader with one bug: it checks the header (magic,
 * version, producer) and rejects a bad one with exit status 1, but an error
 * in the section table (an invalid or duplicate id, a bad alignment or
 * padding, a section past the end, a missing section) is printed on stderr
 * and the program still exits 0, as a printer that reports and carries on:
 * "errors printed, file accepted". Valid files pass. `--why FILE` prints the
 * outcome and the bug that decided it (the test's ground truth). */
#include "tinybc.h"

int main(int argc, char **argv) {
  int why = 0;
  struct tbc t;
  int rc = tbc_read(argc, argv, "offaxis-exit0", &t, &why);
  if (rc < 0) return 2;
  if (why) {
    printf("%s\n", !rc ? "accepted none" : t.phase == TBC_HEADER ? "rejected none"
                                                                  : "accepted exit0-after-error");
    return 0;
  }
  if (rc) {
    fprintf(stderr, "error: %s\n", t.error);
    if (t.phase == TBC_HEADER) return 1;
    fprintf(stderr, "printing what was read\n");
  }
  printf("version %llu, %u sections\n", (unsigned long long)t.version, t.nsections);
  return 0;
}
