/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* lex.c — tokens of the .bct language, plus the header comments.
 *
 * Two line forms are recognised before ordinary tokens, at the first
 * non-blank character of a line:
 *   - a line of hex digit pairs (the form of the reader/tests/bad .hex files), up to '#';
 *   - a line starting with '@' (the Wuffs-style edit line), kept raw. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "asm.h"

void *xmalloc(size_t n) {
  void *p = malloc(n ? n : 1);
  if (!p) {
    fputs("mlirbc-asm: out of memory\n", stderr);
    exit(2);
  }
  return p;
}

void *xrealloc(void *p, size_t n) {
  p = realloc(p, n ? n : 1);
  if (!p) {
    fputs("mlirbc-asm: out of memory\n", stderr);
    exit(2);
  }
  return p;
}

char *xstrndup(const char *s, size_t n) {
  char *r = xmalloc(n + 1);
  memcpy(r, s, n);
  r[n] = 0;
  return r;
}

void asm_error(asm_diag *d, int line, int col, const char *fmt, ...) {
  if (d->failed) return; /* keep the first error */
  d->failed = 1;
  d->line = line;
  d->col = col;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(d->msg, sizeof d->msg, fmt, ap);
  va_end(ap);
}

static int hexval(int c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

static int is_ident_start(int c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}
static int is_ident(int c) { return is_ident_start(c) || (c >= '0' && c <= '9'); }

typedef struct {
  const char *s;
  size_t len, pos;
  int line, col;
  int line_start; /* no token yet on this line */
} lexer;

static int peekc(lexer *L, size_t k) { return L->pos + k < L->len ? (unsigned char)L->s[L->pos + k] : -1; }

static void advance(lexer *L) {
  if (L->pos >= L->len) return;
  if (L->s[L->pos] == '\n') {
    L->line++;
    L->col = 1;
    L->line_start = 1;
  } else {
    L->col++;
  }
  L->pos++;
}

static void push(token_list *t, token tk) {
  if (t->n == t->cap) {
    t->cap = t->cap ? t->cap * 2 : 64;
    t->v = xrealloc(t->v, t->cap * sizeof *t->v);
  }
  t->v[t->n++] = tk;
}

static char *join(char *old, const char *add, size_t n, const char *sep) {
  size_t ol = old ? strlen(old) : 0, sl = old ? strlen(sep) : 0;
  char *r = xmalloc(ol + sl + n + 1);
  if (old) {
    memcpy(r, old, ol);
    memcpy(r + ol, sep, sl);
  }
  memcpy(r + ol + sl, add, n);
  r[ol + sl + n] = 0;
  free(old);
  return r;
}

/* "# key: value" at column 1. Unknown keys are plain comments. */
static void header_line(lexer *L, const char *p, size_t n, asm_header *h, asm_diag *d) {
  size_t i = 1;
  while (i < n && (p[i] == ' ' || p[i] == '\t')) i++;
  static const struct { const char *key; int slot; } keys[] = {
    {"expect:", 0}, {"from:", 1}, {"features:", 2}, {"fields:", 3},
    {"mlir-opt-22:", 4}, {"mlir-opt-22 (observed):", 4},
  };
  for (size_t k = 0; k < sizeof keys / sizeof keys[0]; k++) {
    size_t kl = strlen(keys[k].key);
    if (n - i < kl || memcmp(p + i, keys[k].key, kl) != 0) continue;
    size_t v = i + kl, e = n;
    while (v < e && (p[v] == ' ' || p[v] == '\t')) v++;
    while (e > v && (p[e - 1] == ' ' || p[e - 1] == '\t' || p[e - 1] == '\r')) e--;
    switch (keys[k].slot) {
    case 0:
      if (h->expect) {
        asm_error(d, L->line, 1, "second '# expect:' line (first on line %d)", h->expect_line);
        return;
      }
      h->expect = xstrndup(p + v, e - v);
      h->expect_line = L->line;
      break;
    case 1: h->from = join(h->from, p + v, e - v, "; "); break;
    case 2: h->features = join(h->features, p + v, e - v, ","); break;
    case 3: h->fields = join(h->fields, p + v, e - v, ","); break;
    case 4: h->mlir_opt = join(h->mlir_opt, p + v, e - v, "; "); break;
    }
    return;
  }
}

/* If the rest of the line (to '#' or end) is hex digit pairs, returns its
 * byte count, else -1. */
static long hex_line_len(lexer *L) {
  size_t i = L->pos;
  long count = 0;
  while (i < L->len && L->s[i] != '\n' && L->s[i] != '#') {
    char c = L->s[i];
    if (c == ' ' || c == '\t' || c == '\r') {
      i++;
      continue;
    }
    size_t run = 0;
    while (i + run < L->len && hexval((unsigned char)L->s[i + run]) >= 0) run++;
    if (run == 0 || run % 2) return -1;
    size_t after = i + run;
    if (after < L->len && L->s[after] != ' ' && L->s[after] != '\t' && L->s[after] != '\r' &&
        L->s[after] != '\n' && L->s[after] != '#')
      return -1;
    count += (long)(run / 2);
    i = after;
  }
  return count > 0 ? count : -1;
}

static int lex_string(lexer *L, token *tk, asm_diag *d) {
  advance(L); /* opening quote */
  size_t cap = 16, n = 0;
  uint8_t *b = xmalloc(cap);
  for (;;) {
    int c = peekc(L, 0);
    if (c < 0 || c == '\n') {
      free(b);
      asm_error(d, tk->line, tk->col, "unterminated string");
      return -1;
    }
    if (c == '"') {
      advance(L);
      break;
    }
    int line = L->line, col = L->col;
    if (c == '\\') {
      advance(L);
      int e = peekc(L, 0);
      advance(L);
      switch (e) {
      case 'n': c = '\n'; break;
      case 't': c = '\t'; break;
      case 'r': c = '\r'; break;
      case '0': c = 0; break;
      case '\\': c = '\\'; break;
      case '"': c = '"'; break;
      case 'x': {
        int h1 = hexval(peekc(L, 0)), h2 = hexval(peekc(L, 1));
        if (h1 < 0 || h2 < 0) {
          free(b);
          asm_error(d, line, col, "\\x needs two hex digits");
          return -1;
        }
        advance(L);
        advance(L);
        c = h1 << 4 | h2;
        break;
      }
      default:
        free(b);
        asm_error(d, line, col, "unknown escape (use \\n \\t \\r \\0 \\\\ \\\" \\xHH)");
        return -1;
      }
    } else {
      advance(L);
    }
    if (n + 1 >= cap) b = xrealloc(b, cap *= 2);
    b[n++] = (uint8_t)c;
  }
  b[n] = 0;
  tk->kind = T_STRING;
  tk->text = (char *)b;
  tk->len = n;
  return 0;
}

static int lex_number(lexer *L, token *tk, asm_diag *d) {
  int base = 10;
  if (peekc(L, 0) == '0' && (peekc(L, 1) == 'x' || peekc(L, 1) == 'X')) base = 16;
  else if (peekc(L, 0) == '0' && (peekc(L, 1) == 'b' || peekc(L, 1) == 'B')) base = 2;
  if (base != 10) {
    advance(L);
    advance(L);
  }
  uint64_t v = 0;
  int digits = 0, overflow = 0;
  for (;;) {
    int c = peekc(L, 0), dv = c < 0 ? -1 : hexval(c);
    if (c == '_' && digits) { /* digit separator: 1_000_000 */
      advance(L);
      continue;
    }
    if (dv < 0 || dv >= base) break;
    if (v > (UINT64_MAX - (uint64_t)dv) / (uint64_t)base) overflow = 1;
    v = v * (uint64_t)base + (uint64_t)dv;
    digits++;
    advance(L);
  }
  if (!digits || is_ident(peekc(L, 0))) {
    asm_error(d, tk->line, tk->col, "malformed number");
    return -1;
  }
  if (overflow) {
    asm_error(d, tk->line, tk->col, "number does not fit in 64 bits");
    return -1;
  }
  tk->kind = T_NUM;
  tk->num = v;
  return 0;
}

int asm_lex(const char *src, size_t len, token_list *out, asm_header *hdr, asm_diag *d) {
  lexer L = {src, len, 0, 1, 1, 1};
  static const char *const two[] = {"<<", ">>"};
  static const char one[] = "(){},=:;+-*/%&|^~";
  while (!d->failed) {
    int c = peekc(&L, 0);
    if (c < 0) break;
    if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
      advance(&L);
      continue;
    }
    token tk;
    memset(&tk, 0, sizeof tk);
    tk.line = L.line;
    tk.col = L.col;
    if (c == 0) {
      asm_error(d, L.line, L.col, "NUL byte in source");
      break;
    }
    if (c == '#') {
      size_t e = L.pos;
      while (e < L.len && src[e] != '\n') e++;
      if (L.col == 1) header_line(&L, src + L.pos, e - L.pos, hdr, d);
      while (L.pos < e) advance(&L);
      continue;
    }
    int at_line_start = L.line_start;
    L.line_start = 0;
    if (at_line_start && c == '@') {
      size_t e = L.pos;
      while (e < L.len && src[e] != '\n') e++;
      /* a trailing " # comment" is not part of the line */
      for (size_t k = L.pos; k < e; k++)
        if (src[k] == '#' && (src[k - 1] == ' ' || src[k - 1] == '\t')) {
          e = k;
          break;
        }
      size_t t = e;
      while (t > L.pos && (src[t - 1] == ' ' || src[t - 1] == '\t' || src[t - 1] == '\r')) t--;
      tk.kind = T_EDITLINE;
      tk.text = xstrndup(src + L.pos, t - L.pos);
      tk.len = t - L.pos;
      while (L.pos < e) advance(&L);
      push(out, tk);
      continue;
    }
    if (at_line_start) {
      long n = hex_line_len(&L);
      if (n > 0) {
        uint8_t *b = xmalloc((size_t)n);
        size_t k = 0;
        while (L.pos < L.len && src[L.pos] != '\n' && src[L.pos] != '#') {
          int h1 = hexval(peekc(&L, 0));
          if (h1 < 0) {
            advance(&L);
            continue;
          }
          b[k++] = (uint8_t)(h1 << 4 | hexval(peekc(&L, 1)));
          advance(&L);
          advance(&L);
        }
        tk.kind = T_HEXLINE;
        tk.text = (char *)b;
        tk.len = k;
        push(out, tk);
        continue;
      }
    }
    if (c == '"') {
      if (lex_string(&L, &tk, d) == 0) push(out, tk);
      continue;
    }
    if (c >= '0' && c <= '9') {
      if (lex_number(&L, &tk, d) == 0) push(out, tk);
      continue;
    }
    if (is_ident_start(c)) {
      size_t s = L.pos;
      while (is_ident(peekc(&L, 0))) advance(&L);
      tk.kind = T_IDENT;
      tk.text = xstrndup(src + s, L.pos - s);
      tk.len = L.pos - s;
      push(out, tk);
      continue;
    }
    tk.kind = T_PUNCT;
    for (size_t k = 0; k < 2; k++)
      if (c == two[k][0] && peekc(&L, 1) == two[k][1]) {
        memcpy(tk.punct, two[k], 3);
        advance(&L);
        advance(&L);
        push(out, tk);
        goto next;
      }
    if (strchr(one, c)) {
      tk.punct[0] = (char)c;
      advance(&L);
      push(out, tk);
      continue;
    }
    if (c >= 0x20 && c < 0x7f)
      asm_error(d, L.line, L.col, "unexpected character '%c'", c);
    else
      asm_error(d, L.line, L.col, "unexpected byte 0x%02X", c);
  next:;
  }
  token eof;
  memset(&eof, 0, sizeof eof);
  eof.kind = T_EOF;
  eof.line = L.line;
  eof.col = L.col;
  push(out, eof);
  return d->failed ? -1 : 0;
}

void asm_tokens_free(token_list *t) {
  for (size_t i = 0; i < t->n; i++) free(t->v[i].text);
  free(t->v);
  t->v = NULL;
  t->n = t->cap = 0;
}

void asm_header_free(asm_header *h) {
  free(h->expect);
  free(h->from);
  free(h->features);
  free(h->fields);
  free(h->mlir_opt);
  memset(h, 0, sizeof *h);
}
