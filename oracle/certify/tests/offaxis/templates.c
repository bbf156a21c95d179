/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* templates.c: an off-axis reader with three bugs, each rejecting valid
 * files with its own message whose variable parts are not quoted:
 *  - "unsupported version: N": it reads only versions 2..6 (valid v0 and v1
 *    files are rejected; N varies);
 *  - "cannot align section NAME to N bytes": it refuses any section aligned
 *    to 64 bytes or more (NAME and N vary);
 *  - "unexpected end of section NAME at offset N": an off-by-one in its
 *    64-byte chunked input makes it reject a file in which a non-empty
 *    section ends at an offset that is a multiple of 64 (NAME and N vary).
 * The first bug met in file order decides. Invalid headers and section
 * tables are rejected correctly with the parser's own messages. `--why FILE`
 * prints the outcome and the bug that decided it (the test's ground truth). */
#include "tinybc.h"

/* The first bug that fires, in file order, or NULL; its message in msg. */
static const char *bug(const struct tbc *t, char *msg, size_t cap) {
  if (t->version < 2) {
    snprintf(msg, cap, "unsupported version: %llu", (unsigned long long)t->version);
    return "version-below-2";
  }
  for (unsigned i = 0; i < t->nsections; i++) {
    const struct tbc_section *s = &t->sections[i];
    if (s->aligned && s->alignment >= 64) {
      snprintf(msg, cap, "cannot align section %s to %llu bytes", tbc_name(s->id),
               (unsigned long long)s->alignment);
      return "alignment-64";
    }
    if (s->length > 0 && (s->offset + s->length) % 64 == 0) {
      snprintf(msg, cap, "unexpected end of section %s at offset %llu", tbc_name(s->id),
               (unsigned long long)(s->offset + s->length));
      return "chunk-end";
    }
  }
  return NULL;
}

int main(int argc, char **argv) {
  int why = 0;
  size_t size = 0;
  unsigned char *data = tbc_args(argc, argv, "offaxis-templates", &size, &why);
  if (!data) return 2;
  struct tbc t;
  char msg[160];
  int rc = tbc_parse(&t, data, size);
  const char *b = rc ? NULL : bug(&t, msg, sizeof msg);
  free(data);
  if (why) {
    printf("%s %s\n", rc || b ? "rejected" : "accepted", b ? b : "none");
    return 0;
  }
  if (rc || b) {
    fprintf(stderr, "error: %s\n", rc ? t.error : msg);
    return 1;
  }
  return 0;
}
