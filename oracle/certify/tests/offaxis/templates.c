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

/* Each check prints its error where it finds it (as most readers do): a
 * certification that cannot see stderr still learns where it was printed. */
static const char *check_version(const struct tbc *t) {
  if (t->version >= 2) return NULL;
  fprintf(stderr, "error: unsupported version: %llu\n", (unsigned long long)t->version);
  return "version-below-2";
}

static const char *check_alignment(const struct tbc_section *s) {
  if (!s->aligned || s->alignment < 64) return NULL;
  fprintf(stderr, "error: cannot align section %s to %llu bytes\n", tbc_name(s->id),
          (unsigned long long)s->alignment);
  return "alignment-64";
}

static const char *check_chunk(const struct tbc_section *s) {
  if (s->length == 0 || (s->offset + s->length) % 64 != 0) return NULL;
  fprintf(stderr, "error: unexpected end of section %s at offset %llu\n", tbc_name(s->id),
          (unsigned long long)(s->offset + s->length));
  return "chunk-end";
}

/* The first bug that fires, in file order, or NULL. */
static const char *bug(const struct tbc *t) {
  const char *b = check_version(t);
  for (unsigned i = 0; !b && i < t->nsections; i++) {
    b = check_alignment(&t->sections[i]);
    if (!b) b = check_chunk(&t->sections[i]);
  }
  return b;
}

int main(int argc, char **argv) {
  int why = 0;
  size_t size = 0;
  unsigned char *data = tbc_args(argc, argv, "offaxis-templates", &size, &why);
  if (!data) return 2;
  struct tbc t;
  int rc = tbc_parse(&t, data, size);
  if (rc) fprintf(stderr, "error: %s\n", t.error);
  const char *b = rc ? NULL : bug(&t);
  free(data);
  if (why) {
    printf("%s %s\n", rc || b ? "rejected" : "accepted", b ? b : "none");
    return 0;
  }
  return rc || b ? 1 : 0;
}
