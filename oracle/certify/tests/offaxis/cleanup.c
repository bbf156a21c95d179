/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* cleanup.c: an off-axis reader with one bug. It parses the header and the
 * section table (tinybc.h) and, on any error, prints its message and then
 * calls release_tables(), which dereferences the table pointer that only a
 * successful parse sets (NULL here): one crash site, release_tables < fail
 * < main, reached from every rejection whatever went wrong (bad magic,
 * version, section id, alignment, padding, a missing or duplicate section,
 * truncation). Valid files pass. Built twice: offaxis-cleanup with symbols,
 * offaxis-nosym without (-g0, linked with -s). `--why FILE` prints the
 * outcome and the bug that decided it (the test's ground truth). */
#include "tinybc.h"

struct tables {
  size_t count;
  const char **names;
};

struct reader {
  struct tbc t;
  struct tables *tables; /* set only once the section table is read */
};

static __attribute__((noinline)) void release_tables(struct reader *r) {
  struct tables *volatile tb = r->tables;
  free((void *)tb->names);
  tb->count = 0;
  free(tb);
  r->tables = NULL;
}

static __attribute__((noinline)) void fail(struct reader *r) {
  fprintf(stderr, "error: %s\n", r->t.error);
  release_tables(r);
  exit(1);
}

int main(int argc, char **argv) {
  int why = 0;
  size_t size = 0;
  unsigned char *data = tbc_args(argc, argv, "offaxis-cleanup", &size, &why);
  if (!data) return 2;
  static struct reader r;
  int rc = tbc_parse(&r.t, data, size);
  if (why) {
    printf("%s\n", rc ? "crash cleanup-crash" : "accepted none");
    return 0;
  }
  if (rc) fail(&r);
  r.tables = calloc(1, sizeof *r.tables);
  if (r.tables) {
    r.tables->names = calloc(r.t.nsections + 1, sizeof *r.tables->names);
    for (unsigned i = 0; r.tables->names && i < r.t.nsections; i++)
      r.tables->names[r.tables->count++] = tbc_name(r.t.sections[i].id);
    release_tables(&r);
  }
  free(data);
  return 0;
}
