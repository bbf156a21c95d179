/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* flaky.c: an off-axis reader with one nondeterministic bug. It keeps its
 * section index in a table of 7 slots; an eighth top-level section (valid
 * v5+ files with the resource pair have 8) lands on the slot pointer, which
 * then holds whatever the run left there: modelled by the parity of the
 * process id and the clock, it crashes (SIGSEGV in index_sections) in about
 * half of the runs on such files and reads them correctly in the others.
 * Everything else is read correctly. `--why FILE` prints "flaky flaky" for
 * a file that can crash, else the outcome and "none". */
#define _POSIX_C_SOURCE 200809L
#include <time.h>
#include <unistd.h>

#include "tinybc.h"

struct index {
  unsigned slots[7];
  unsigned *volatile spill;
};

static __attribute__((noinline)) void index_sections(const struct tbc *t, struct index *ix) {
  struct timespec ts;
  timespec_get(&ts, TIME_UTC);
  unsigned noise = (unsigned)getpid() ^ (unsigned)(ts.tv_nsec / 1000);
  ix->spill = (noise & 1) ? NULL : ix->slots;
  for (unsigned i = 0; i < t->nsections; i++) {
    if (i < 7)
      ix->slots[i] = t->sections[i].id;
    else
      ix->spill[0] = t->sections[i].id; /* the eighth one */
  }
}

int main(int argc, char **argv) {
  int why = 0;
  struct tbc t;
  int rc = tbc_read(argc, argv, "offaxis-flaky", &t, &why);
  if (rc < 0) return 2;
  if (why) {
    printf("%s\n", rc ? "rejected none" : t.nsections >= 8 ? "flaky flaky" : "accepted none");
    return 0;
  }
  if (rc) {
    fprintf(stderr, "error: %s\n", t.error);
    return 1;
  }
  struct index ix;
  index_sections(&t, &ix);
  printf("%u sections\n", t.nsections);
  return 0;
}
