/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* panic.c: an off-axis reader (C) that fails like a Rust reader: it
 * allocates each section's buffer from the declared length before checking
 * it against the file, and a length larger than the whole file ends the
 * process the way Rust's Vec::with_capacity does: "thread 'main' panicked
 * at src/reader.rs:42:17: capacity overflow" on stderr, exit status 101 (no
 * signal). A crash that exits normally: one bug, one panic location.
 * Everything else is read correctly. `--why FILE` prints the outcome and the
 * bug that decided it (the test's ground truth). */
#include "tinybc.h"

int main(int argc, char **argv) {
  int why = 0;
  struct tbc t;
  int rc = tbc_read(argc, argv, "offaxis-panic", &t, &why);
  if (rc < 0) return 2;
  int panics = t.largest_length > t.size;
  if (why) {
    printf("%s\n", panics ? "crash panic" : rc ? "rejected none" : "accepted none");
    return 0;
  }
  if (panics) {
    fprintf(stderr, "thread 'main' panicked at src/reader.rs:42:17:\ncapacity overflow\n"
                    "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace\n");
    return 101;
  }
  if (rc) {
    fprintf(stderr, "Error: %s\n", t.error);
    return 1;
  }
  return 0;
}
