/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* meta.c — the header comments of a case, checked and written as JSON:
 * {"verdict","expect_code","expect_offset","section","ambiguity","from",
 *  "features","fields","mlir_opt_22","version","size","source"} */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "asm.h"

typedef struct {
  const char *verdict;
  char code[64], section[64], ambiguity[16];
  long long offset; /* -1: none */
} expectation;

static const char *skip_ws(const char *p) {
  while (*p == ' ' || *p == '\t') p++;
  return p;
}

/* Copies one word [A-Za-z0-9_-]+ (or a [bracketed] word) to out. */
static const char *word(const char *p, char *out, size_t n) {
  size_t k = 0;
  int br = *p == '[';
  if (br) p++;
  while (*p && (br ? *p != ']' : (*p != ' ' && *p != '\t')) && k + 1 < n) out[k++] = *p++;
  out[k] = 0;
  if (br) {
    if (*p != ']') return NULL;
    p++;
  }
  return p;
}

/* Forms: accept | OK | reject E_CODE [@ OFF] [section] | E_CODE @ OFF [section] | impl AMB-NNN */
static int parse_expect(const char *s, expectation *x, const char **why) {
  memset(x, 0, sizeof *x);
  x->offset = -1;
  s = skip_ws(s);
  if (!strcmp(s, "accept") || !strcmp(s, "OK")) {
    x->verdict = "accept";
    return 0;
  }
  if (!strncmp(s, "impl ", 5)) {
    x->verdict = "impl";
    s = word(skip_ws(s + 5), x->ambiguity, sizeof x->ambiguity);
    if (!s) {
      *why = "unclosed [ in the ambiguity id";
      return -1;
    }
    if (strncmp(x->ambiguity, "AMB-", 4) || strlen(x->ambiguity) < 7 ||
        strspn(x->ambiguity + 4, "0123456789") != strlen(x->ambiguity + 4)) {
      *why = "impl needs an ambiguity id AMB-NNN";
      return -1;
    }
    if (*skip_ws(s)) {
      *why = "unexpected text after the ambiguity id";
      return -1;
    }
    return 0;
  }
  int hexform = !strncmp(s, "E_", 2);
  if (!hexform && strncmp(s, "reject ", 7)) {
    *why = "expected accept, reject E_CODE [@ OFFSET] [section], or impl AMB-NNN";
    return -1;
  }
  x->verdict = "reject";
  if (!hexform) s = skip_ws(s + 7);
  s = word(s, x->code, sizeof x->code);
  if (!s) {
    *why = "unclosed [ in the error code";
    return -1;
  }
  if (strncmp(x->code, "E_", 2) || strspn(x->code, "ABCDEFGHIJKLMNOPQRSTUVWXYZ_0123456789") !=
                                       strlen(x->code)) {
    *why = "the code must be an E_UPPER_CASE name (spec/reader-errors.md)";
    return -1;
  }
  s = skip_ws(s);
  if (*s == '@') {
    s = skip_ws(s + 1);
    char *end;
    if (*s < '0' || *s > '9') {
      *why = "expected a byte offset after '@'";
      return -1;
    }
    unsigned long long off = strtoull(s, &end, 0);
    if (off > (unsigned long long)ASM_MAX_OUTPUT) {
      *why = "offset too large";
      return -1;
    }
    x->offset = (long long)off;
    s = skip_ws(end);
  } else if (hexform) {
    *why = "expected '@ OFFSET' after the code";
    return -1;
  }
  if (*s) {
    s = word(s, x->section, sizeof x->section);
    if (!s || !x->section[0]) {
      *why = "bad section name";
      return -1;
    }
    if (*skip_ws(s)) {
      *why = "unexpected text after the section";
      return -1;
    }
  }
  return 0;
}

static void json_str(FILE *f, const char *s) {
  if (!s) {
    fputs("null", f);
    return;
  }
  fputc('"', f);
  for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
    if (*p == '"' || *p == '\\') fprintf(f, "\\%c", *p);
    else if (*p < 0x20) fprintf(f, "\\u%04x", *p);
    else if (*p < 0x80) fputc(*p, f);
    else {
      /* copy a valid UTF-8 sequence, replace anything else */
      int n = (*p & 0xE0) == 0xC0 ? 2 : (*p & 0xF0) == 0xE0 ? 3 : (*p & 0xF8) == 0xF0 ? 4 : 0;
      int ok = n > 0;
      for (int k = 1; ok && k < n; k++) ok = (p[k] & 0xC0) == 0x80;
      if (!ok) {
        fputs("\\ufffd", f);
        continue;
      }
      fwrite(p, 1, (size_t)n, f);
      p += n - 1;
    }
  }
  fputc('"', f);
}

/* Writes a comma/blank separated list as a JSON array of strings. */
static void json_list(FILE *f, const char *s) {
  fputc('[', f);
  int first = 1;
  while (s && *s) {
    size_t k = strcspn(s, ", \t");
    if (k) {
      char *w = xstrndup(s, k);
      if (!first) fputs(", ", f);
      json_str(f, w);
      free(w);
      first = 0;
    }
    s += k;
    s += strspn(s, ", \t");
  }
  fputc(']', f);
}

int asm_check_header(const asm_header *h, asm_diag *d) {
  expectation x;
  const char *why = NULL;
  if (!h->expect) {
    asm_error(d, 1, 1, "missing header line '# expect: accept | reject E_CODE [@ OFFSET] [section] | impl AMB-NNN'");
    return -1;
  }
  if (parse_expect(h->expect, &x, &why)) {
    asm_error(d, h->expect_line, 1, "# expect: %s", why);
    return -1;
  }
  return 0;
}

int asm_write_meta(const char *path, const asm_header *h, const char *bct_path, long long version,
                   size_t size, asm_diag *d) {
  expectation x;
  const char *why = NULL;
  if (!h->expect || parse_expect(h->expect, &x, &why)) return asm_check_header(h, d);
  FILE *f = fopen(path, "w");
  if (!f) {
    asm_error(d, 0, 0, "cannot write %s", path);
    return -1;
  }
  fputs("{\"source\": ", f);
  json_str(f, bct_path);
  fputs(", \"verdict\": ", f);
  json_str(f, x.verdict);
  fputs(", \"expect_code\": ", f);
  json_str(f, x.code[0] ? x.code : NULL);
  fputs(", \"expect_offset\": ", f);
  if (x.offset >= 0) fprintf(f, "%lld", x.offset);
  else fputs("null", f);
  fputs(", \"section\": ", f);
  json_str(f, x.section[0] ? x.section : NULL);
  fputs(", \"ambiguity\": ", f);
  json_str(f, x.ambiguity[0] ? x.ambiguity : NULL);
  fputs(", \"from\": ", f);
  json_str(f, h->from);
  fputs(", \"features\": ", f);
  json_list(f, h->features);
  fputs(", \"fields\": ", f);
  json_list(f, h->fields);
  fputs(", \"mlir_opt_22\": ", f);
  json_str(f, h->mlir_opt);
  fputs(", \"version\": ", f);
  if (version >= 0) fprintf(f, "%lld", version);
  else fputs("null", f);
  fprintf(f, ", \"size\": %zu}\n", size);
  if (fclose(f)) {
    asm_error(d, 0, 0, "cannot write %s", path);
    return -1;
  }
  return 0;
}
