/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* main.c — mlirbc-asm: compile a .bct case description to bytecode bytes. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "asm.h"

static const char usage[] =
    "usage: mlirbc-asm FILE.bct -o OUT.mlirbc [--meta OUT.json] [--root DIR]\n"
    "\n"
    "Compiles a byte-exact MLIR bytecode case written in the .bct text DSL\n"
    "(generator/asm/README.md) to OUT ('-' = stdout). --meta writes the case's\n"
    "header (expectation, provenance, features, fields) as JSON. --root is the\n"
    "directory that base paths of edit lines (@OFF=OLD=NEW;BASE) are relative\n"
    "to (default: the first directory upward from FILE that holds BASE).\n"
    "Errors: FILE:LINE:COL: message, exit 1. Usage or I/O errors: exit 2.\n";

static char *slurp(const char *path, size_t *n) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  buffer b = {0};
  char chunk[65536];
  size_t k;
  int bad = 0;
  while ((k = fread(chunk, 1, sizeof chunk, f)) > 0)
    if (buf_put(&b, chunk, k)) {
      bad = 1;
      break;
    }
  if (ferror(f)) bad = 1;
  fclose(f);
  if (bad) {
    buf_free(&b);
    return NULL;
  }
  buf_put(&b, "", 1);
  *n = b.len - 1;
  return (char *)b.data;
}

/* The version varint after the magic, or -1. */
static long long file_version(const buffer *b) {
  if (b->len < 5 || memcmp(b->data, "\x4d\x4c\xef\x52", 4)) return -1;
  const uint8_t *p = b->data + 4;
  size_t avail = b->len - 4;
  int w = 1;
  while (w <= 8 && !(p[0] & (1u << (w - 1)))) w++;
  if ((size_t)w > avail) return -1;
  uint64_t v = 0;
  if (w == 9) {
    for (int i = 0; i < 8; i++) v |= (uint64_t)p[1 + i] << (8 * i);
  } else {
    for (int i = 0; i < w; i++) v |= (uint64_t)p[i] << (8 * i);
    v >>= w;
  }
  return v > (uint64_t)1 << 62 ? -1 : (long long)v;
}

int main(int argc, char **argv) {
  const char *in = NULL, *out = NULL, *meta = NULL, *root = NULL;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
      fputs(usage, stdout);
      return 0;
    }
    if ((!strcmp(a, "-o") || !strcmp(a, "--meta") || !strcmp(a, "--root")) && i + 1 < argc) {
      const char **slot = a[1] == 'o' ? &out : a[2] == 'm' ? &meta : &root;
      *slot = argv[++i];
    } else if (a[0] == '-' && a[1]) {
      fprintf(stderr, "mlirbc-asm: unknown or incomplete option '%s'\n%s", a, usage);
      return 2;
    } else if (in) {
      fprintf(stderr, "mlirbc-asm: more than one input file\n%s", usage);
      return 2;
    } else {
      in = a;
    }
  }
  if (!in || !out) {
    fputs(usage, stderr);
    return 2;
  }
  size_t n;
  char *src = slurp(in, &n);
  if (!src) {
    fprintf(stderr, "mlirbc-asm: cannot read %s\n", in);
    return 2;
  }
  asm_diag d;
  memset(&d, 0, sizeof d);
  d.file = in;
  token_list toks = {0};
  asm_header hdr;
  memset(&hdr, 0, sizeof hdr);
  program prog;
  memset(&prog, 0, sizeof prog);
  buffer bytes = {0};
  int rc = 1;
  if (asm_lex(src, n, &toks, &hdr, &d) || asm_check_header(&hdr, &d) ||
      asm_parse(&toks, &prog, &d))
    goto done;
  if (prog.is_edit ? asm_edit(prog.body[0], in, root, &bytes, &d) : asm_emit(&prog, &bytes, &d))
    goto done;
  FILE *f = strcmp(out, "-") ? fopen(out, "wb") : stdout;
  if (!f || fwrite(bytes.data ? (void *)bytes.data : (void *)"", 1, bytes.len, f) != bytes.len ||
      (f != stdout ? fclose(f) : fflush(f))) {
    fprintf(stderr, "mlirbc-asm: cannot write %s\n", out);
    rc = 2;
    goto done;
  }
  if (meta && asm_write_meta(meta, &hdr, in, file_version(&bytes), bytes.len, &d)) {
    fprintf(stderr, "mlirbc-asm: %s\n", d.msg);
    d.failed = 0;
    rc = 2;
    goto done;
  }
  rc = 0;
done:
  if (d.failed) fprintf(stderr, "%s:%d:%d: %s\n", in, d.line, d.col, d.msg);
  buf_free(&bytes);
  asm_program_free(&prog);
  asm_tokens_free(&toks);
  asm_header_free(&hdr);
  free(src);
  return rc;
}
