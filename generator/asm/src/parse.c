/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* parse.c — tokens to the statement tree (grammar in generator/asm/README.md). */
#include <stdlib.h>
#include <string.h>

#include "asm.h"

typedef struct {
  token_list *t;
  size_t i;
  asm_diag *d;
  program *p;
  int depth;
  int in_repeat;
  expr **refs;  /* label references to resolve at the end */
  size_t nrefs, caprefs;
} parser;

/* Section names usable as section(NAME, ...); ids from the format's table. */
static const struct { const char *name; int id; } section_names[] = {
  {"string", 0}, {"dialect", 1}, {"attrtype", 2}, {"attrtypeoffset", 3},
  {"attrtype_offset", 3}, {"ir", 4}, {"resource", 5}, {"resourceoffset", 6},
  {"resource_offset", 6}, {"dialectversions", 7}, {"dialect_versions", 7},
  {"dialectversion", 7}, {"properties", 8},
};

static token *cur(parser *P) { return &P->t->v[P->i]; }
static token *ahead(parser *P, size_t k) {
  return P->i + k < P->t->n ? &P->t->v[P->i + k] : &P->t->v[P->t->n - 1];
}
static int is_punct(token *tk, const char *s) { return tk->kind == T_PUNCT && !strcmp(tk->punct, s); }
static int is_word(token *tk, const char *s) { return tk->kind == T_IDENT && !strcmp(tk->text, s); }

static const char *describe(token *tk) {
  switch (tk->kind) {
  case T_EOF: return "end of file";
  case T_IDENT: return tk->text;
  case T_NUM: return "a number";
  case T_STRING: return "a string";
  case T_HEXLINE: return "a hex line";
  case T_EDITLINE: return "an edit line";
  case T_PUNCT: return tk->punct;
  }
  return "?";
}

static int fail(parser *P, token *tk, const char *what) {
  asm_error(P->d, tk->line, tk->col, "expected %s, found '%s'", what, describe(tk));
  return -1;
}

static int expect_punct(parser *P, const char *s) {
  if (!is_punct(cur(P), s)) {
    char what[16];
    what[0] = '\'';
    strcpy(what + 1, s);
    strcat(what, "'");
    return fail(P, cur(P), what);
  }
  P->i++;
  return 0;
}

static expr *new_expr(expr_kind k, token *at) {
  expr *e = xmalloc(sizeof *e);
  memset(e, 0, sizeof *e);
  e->kind = k;
  e->line = at->line;
  e->col = at->col;
  e->label = -1;
  return e;
}

static void free_expr(expr *e) {
  if (!e) return;
  free_expr(e->a);
  free_expr(e->b);
  free(e->name);
  free(e);
}

static expr *parse_expr(parser *P);

static expr *parse_primary(parser *P) {
  token *tk = cur(P);
  if (tk->kind == T_NUM) {
    P->i++;
    expr *e = new_expr(E_NUM, tk);
    e->num = tk->num;
    return e;
  }
  if (is_punct(tk, "(")) {
    P->i++;
    expr *e = parse_expr(P);
    if (!e) return NULL;
    if (expect_punct(P, ")")) {
      free_expr(e);
      return NULL;
    }
    return e;
  }
  if (is_punct(tk, "-") || is_punct(tk, "~")) {
    P->i++;
    if (++P->depth > ASM_MAX_DEPTH) {
      asm_error(P->d, tk->line, tk->col, "expression nested too deeply");
      return NULL;
    }
    expr *a = parse_primary(P);
    P->depth--;
    if (!a) return NULL;
    expr *e = new_expr(tk->punct[0] == '-' ? E_NEG : E_NOT, tk);
    e->a = a;
    return e;
  }
  if (tk->kind == T_IDENT) {
    expr_kind k = E_START;
    token *name = tk;
    if ((is_word(tk, "sizeof") || is_word(tk, "end") || is_word(tk, "start")) &&
        is_punct(ahead(P, 1), "(")) {
      k = is_word(tk, "sizeof") ? E_SIZE : is_word(tk, "end") ? E_END : E_START;
      name = ahead(P, 2);
      if (name->kind != T_IDENT) {
        fail(P, name, "a label name");
        return NULL;
      }
      if (!is_punct(ahead(P, 3), ")")) {
        fail(P, ahead(P, 3), "')'");
        return NULL;
      }
      P->i += 4;
    } else {
      P->i++;
    }
    expr *e = new_expr(k, name);
    e->name = xstrndup(name->text, name->len);
    if (P->nrefs == P->caprefs) {
      P->caprefs = P->caprefs ? P->caprefs * 2 : 16;
      P->refs = xrealloc(P->refs, P->caprefs * sizeof *P->refs);
    }
    P->refs[P->nrefs++] = e;
    return e;
  }
  fail(P, tk, "an expression");
  return NULL;
}

/* Binary operators by precedence level, loosest first. */
static const char *const levels[][3] = {
  {"|", NULL, NULL}, {"^", NULL, NULL}, {"&", NULL, NULL},
  {"<<", ">>", NULL}, {"+", "-", NULL}, {"*", "/", "%"},
};
#define NLEVELS (int)(sizeof levels / sizeof levels[0])

static expr *parse_level(parser *P, int lvl) {
  if (lvl == NLEVELS) return parse_primary(P);
  expr *l = parse_level(P, lvl + 1);
  while (l) {
    token *tk = cur(P);
    int match = 0;
    for (int k = 0; k < 3 && levels[lvl][k]; k++) match |= is_punct(tk, levels[lvl][k]);
    if (!match) break;
    P->i++;
    expr *r = parse_level(P, lvl + 1);
    if (!r) {
      free_expr(l);
      return NULL;
    }
    expr *e = new_expr(E_BIN, tk);
    memcpy(e->op, tk->punct, 3);
    e->a = l;
    e->b = r;
    l = e;
  }
  return l;
}

static expr *parse_expr(parser *P) {
  token *tk = cur(P);
  if (++P->depth > ASM_MAX_DEPTH) {
    asm_error(P->d, tk->line, tk->col, "expression nested too deeply");
    return NULL;
  }
  expr *e = parse_level(P, 0);
  P->depth--;
  return e;
}

/* ---- statements ---- */

static stmt *new_stmt(stmt_kind k, token *at) {
  stmt *s = xmalloc(sizeof *s);
  memset(s, 0, sizeof *s);
  s->kind = k;
  s->line = at->line;
  s->col = at->col;
  s->label = -1;
  return s;
}

static void free_stmt(stmt *s);
static void free_body(stmt **b, size_t n) {
  for (size_t i = 0; i < n; i++) free_stmt(b[i]);
  free(b);
}

static void free_stmt(stmt *s) {
  if (!s) return;
  free(s->bytes);
  free(s->lens);
  for (size_t i = 0; i < s->nvals; i++) free_expr(s->vals[i]);
  free(s->vals);
  expr *es[] = {s->width, s->count, s->fill, s->id, s->align, s->padbyte,
                s->padcount, s->length, s->lengthwidth, s->alignwidth, s->flag};
  for (size_t i = 0; i < sizeof es / sizeof es[0]; i++) free_expr(es[i]);
  free_body(s->body, s->nbody);
  free(s->edit);
  free(s);
}

static void set_bytes(stmt *s, const void *b, size_t n, int nul) {
  s->bytes = xmalloc(n + 1);
  memcpy(s->bytes, b, n);
  s->bytes[n] = 0;
  s->nbytes = n + (nul ? 1 : 0);
}

static int parse_body(parser *P, stmt ***body, size_t *n, int braced);

static int parse_block(parser *P, stmt *s) {
  if (expect_punct(P, "{")) return -1;
  if (++P->depth > ASM_MAX_DEPTH) {
    asm_error(P->d, cur(P)->line, cur(P)->col, "blocks nested too deeply");
    return -1;
  }
  int r = parse_body(P, &s->body, &s->nbody, 1);
  P->depth--;
  return r;
}

/* Optional "width=EXPR" after a varint value. */
static int parse_width(parser *P, stmt *s) {
  if (is_word(cur(P), "width") && is_punct(ahead(P, 1), "=")) {
    P->i += 2;
    s->width = parse_expr(P);
    if (!s->width) return -1;
  }
  return 0;
}

static int parse_list(parser *P, stmt *s) {
  for (;;) {
    expr *e = parse_expr(P);
    if (!e) return -1;
    s->vals = xrealloc(s->vals, (s->nvals + 1) * sizeof *s->vals);
    s->vals[s->nvals++] = e;
    if (!is_punct(cur(P), ",")) return 0;
    P->i++;
  }
}

/* The optional fill byte of pad/align: after a comma, or on the same line. */
static int parse_fill(parser *P, stmt *s, int kw_line) {
  token *tk = cur(P);
  int comma = is_punct(tk, ",");
  if (comma) P->i++;
  tk = cur(P);
  int starts = tk->kind == T_NUM || is_punct(tk, "(") || is_punct(tk, "-") ||
               is_punct(tk, "~") || (tk->kind == T_IDENT && !is_punct(ahead(P, 1), ":"));
  if (comma || (starts && tk->line == kw_line)) {
    s->fill = parse_expr(P);
    if (!s->fill) return -1;
  }
  return 0;
}

static int section_option(parser *P, stmt *s) {
  token *tk = cur(P);
  static const char *const names[] = {"align", "padbyte", "padcount", "length",
                                      "lengthwidth", "alignwidth", "flag"};
  expr **slots[] = {&s->align, &s->padbyte, &s->padcount, &s->length,
                    &s->lengthwidth, &s->alignwidth, &s->flag};
  if (tk->kind != T_IDENT || !is_punct(ahead(P, 1), "="))
    return fail(P, tk, "a section option (align=, padbyte=, padcount=, length=, lengthwidth=, "
                       "alignwidth=, flag=)");
  for (size_t k = 0; k < sizeof names / sizeof names[0]; k++) {
    if (strcmp(tk->text, names[k])) continue;
    if (*slots[k]) {
      asm_error(P->d, tk->line, tk->col, "option '%s' given twice", names[k]);
      return -1;
    }
    P->i += 2;
    *slots[k] = parse_expr(P);
    return *slots[k] ? 0 : -1;
  }
  asm_error(P->d, tk->line, tk->col, "unknown section option '%s'", tk->text);
  return -1;
}

static stmt *parse_section(parser *P, token *kw) {
  stmt *s = new_stmt(S_SECTION, kw);
  if (expect_punct(P, "(")) goto bad;
  token *tk = cur(P);
  s->id = NULL;
  if (tk->kind == T_IDENT && (is_punct(ahead(P, 1), ",") || is_punct(ahead(P, 1), ")"))) {
    for (size_t k = 0; k < sizeof section_names / sizeof section_names[0]; k++)
      if (!strcmp(tk->text, section_names[k].name)) {
        s->id = new_expr(E_NUM, tk);
        s->id->num = (uint64_t)section_names[k].id;
        P->i++;
        break;
      }
    if (!s->id) {
      asm_error(P->d, tk->line, tk->col,
                "unknown section name '%s' (string, dialect, attrtype, attrtypeoffset, ir, "
                "resource, resourceoffset, dialectversions, properties, or a number)",
                tk->text);
      goto bad;
    }
  } else if (!(s->id = parse_expr(P))) {
    goto bad;
  }
  while (is_punct(cur(P), ",")) {
    P->i++;
    if (section_option(P, s)) goto bad;
  }
  if (expect_punct(P, ")") || parse_block(P, s)) goto bad;
  return s;
bad:
  free_stmt(s);
  return NULL;
}

static stmt *parse_strings(parser *P, token *kw) {
  stmt *s = new_stmt(S_STRINGS, kw);
  size_t total = 0;
  while (cur(P)->kind == T_STRING) {
    token *tk = cur(P);
    s->bytes = xrealloc(s->bytes, total + tk->len + 1);
    memcpy(s->bytes + total, tk->text, tk->len);
    s->bytes[total + tk->len] = 0;
    total += tk->len + 1;
    s->lens = xrealloc(s->lens, (s->nstrings + 1) * sizeof *s->lens);
    s->lens[s->nstrings++] = tk->len;
    P->i++;
  }
  s->nbytes = total;
  return s;
}

/* One statement, without its label. */
static stmt *parse_core(parser *P) {
  token *kw = cur(P);
  if (kw->kind == T_HEXLINE) {
    P->i++;
    stmt *s = new_stmt(S_BYTES, kw);
    set_bytes(s, kw->text, kw->len, 0);
    return s;
  }
  if (kw->kind == T_EDITLINE) {
    P->i++;
    stmt *s = new_stmt(S_EDIT, kw);
    s->edit = xstrndup(kw->text, kw->len);
    return s;
  }
  if (is_punct(kw, "{")) {
    stmt *s = new_stmt(S_GROUP, kw);
    if (parse_block(P, s)) {
      free_stmt(s);
      return NULL;
    }
    return s;
  }
  if (kw->kind != T_IDENT) {
    fail(P, kw, "a statement");
    return NULL;
  }
  P->i++;
  const char *w = kw->text;
  stmt *s = NULL;
  if (!strcmp(w, "magic")) {
    s = new_stmt(S_BYTES, kw);
    set_bytes(s, "\x4d\x4c\xef\x52", 4, 0);
    return s;
  }
  if (!strcmp(w, "producer") || !strcmp(w, "cstring") || !strcmp(w, "bytes") ||
      !strcmp(w, "hex")) {
    token *str = cur(P);
    if (str->kind != T_STRING) {
      fail(P, str, "a string");
      return NULL;
    }
    P->i++;
    s = new_stmt(S_BYTES, kw);
    if (!strcmp(w, "hex")) {
      /* "4d 4c ef": hex digit pairs, blanks between pairs allowed */
      uint8_t *b = xmalloc(str->len / 2 + 1);
      size_t n = 0;
      for (size_t k = 0; k < str->len;) {
        char c = str->text[k];
        if (c == ' ' || c == '\t') {
          k++;
          continue;
        }
        const char *hx = "0123456789abcdefABCDEF";
        if (k + 1 >= str->len || !c || !strchr(hx, c) || !str->text[k + 1] ||
            !strchr(hx, str->text[k + 1])) {
          free(b);
          free_stmt(s);
          asm_error(P->d, str->line, str->col, "hex string: not a hex digit pair at character %zu",
                    k + 1);
          return NULL;
        }
        unsigned v = 0;
        for (int j = 0; j < 2; j++) {
          char h = str->text[k + (size_t)j];
          v = v << 4 | (unsigned)(h <= '9' ? h - '0' : (h | 0x20) - 'a' + 10);
        }
        b[n++] = (uint8_t)v;
        k += 2;
      }
      set_bytes(s, b, n, 0);
      free(b);
    } else {
      set_bytes(s, str->text, str->len, strcmp(w, "bytes") != 0);
    }
    return s;
  }
  static const struct { const char *w; int_kind k; } ints[] = {
    {"varint", I_VARINT}, {"version", I_VARINT}, {"svarint", I_SVARINT},
    {"byte", I_BYTE}, {"u8", I_BYTE}, {"u16", I_U16}, {"u32", I_U32}, {"u64", I_U64},
  };
  for (size_t k = 0; k < sizeof ints / sizeof ints[0]; k++) {
    if (strcmp(w, ints[k].w)) continue;
    s = new_stmt(S_INT, kw);
    s->ikind = ints[k].k;
    int varlike = ints[k].k == I_VARINT || ints[k].k == I_SVARINT;
    if (varlike) {
      s->vals = xmalloc(sizeof *s->vals);
      s->vals[0] = parse_expr(P);
      s->nvals = s->vals[0] ? 1 : 0;
      if (!s->nvals || parse_width(P, s)) goto bad;
    } else if (parse_list(P, s)) {
      goto bad;
    }
    return s;
  }
  if (!strcmp(w, "pad") || !strcmp(w, "align")) {
    s = new_stmt(w[0] == 'p' ? S_PAD : S_ALIGN, kw);
    if (!(s->count = parse_expr(P)) || parse_fill(P, s, kw->line)) goto bad;
    return s;
  }
  if (!strcmp(w, "repeat")) {
    s = new_stmt(S_REPEAT, kw);
    if (!(s->count = parse_expr(P))) goto bad;
    P->in_repeat++;
    int r = parse_block(P, s);
    P->in_repeat--;
    if (r) goto bad;
    return s;
  }
  if (!strcmp(w, "section")) return parse_section(P, kw);
  if (!strcmp(w, "strings")) return parse_strings(P, kw);
  asm_error(P->d, kw->line, kw->col,
            "unknown statement '%s' (magic, version, producer, section, varint, svarint, byte, "
            "u16, u32, u64, bytes, hex, cstring, strings, pad, align, repeat, NAME:, { })",
            w);
  return NULL;
bad:
  free_stmt(s);
  return NULL;
}

static int define_label(parser *P, token *name) {
  program *p = P->p;
  for (size_t k = 0; k < p->nlabels; k++)
    if (!strcmp(p->labels[k].name, name->text)) {
      asm_error(P->d, name->line, name->col, "label '%s' already defined on line %d",
                name->text, p->labels[k].line);
      return -1;
    }
  if (P->in_repeat) {
    asm_error(P->d, name->line, name->col, "label '%s' inside repeat (it would have several values)",
              name->text);
    return -1;
  }
  p->labels = xrealloc(p->labels, (p->nlabels + 1) * sizeof *p->labels);
  label_def *l = &p->labels[p->nlabels];
  l->name = xstrndup(name->text, name->len);
  l->line = name->line;
  l->col = name->col;
  l->in_repeat = 0;
  return (int)p->nlabels++;
}

static int parse_body(parser *P, stmt ***body, size_t *n, int braced) {
  for (;;) {
    token *tk = cur(P);
    if (is_punct(tk, ";")) {
      P->i++;
      continue;
    }
    if (braced && is_punct(tk, "}")) {
      P->i++;
      return 0;
    }
    if (tk->kind == T_EOF) {
      if (braced) return fail(P, tk, "'}'");
      return 0;
    }
    int label = -1;
    if (tk->kind == T_IDENT && is_punct(ahead(P, 1), ":")) {
      if ((label = define_label(P, tk)) < 0) return -1;
      P->i += 2;
    }
    stmt *s;
    token *next = cur(P);
    if (label >= 0 && (next->kind == T_EOF || is_punct(next, "}") ||
                       (next->kind == T_IDENT && is_punct(ahead(P, 1), ":")))) {
      s = new_stmt(S_GROUP, tk); /* bare label: marks a position */
    } else if (!(s = parse_core(P))) {
      return -1;
    }
    s->label = label;
    *body = xrealloc(*body, (*n + 1) * sizeof **body);
    (*body)[(*n)++] = s;
  }
}

int asm_parse(token_list *t, program *p, asm_diag *d) {
  memset(p, 0, sizeof *p);
  parser P = {t, 0, d, p, 0, 0, NULL, 0, 0};
  int r = parse_body(&P, &p->body, &p->nbody, 0);
  for (size_t k = 0; r == 0 && k < P.nrefs; k++) {
    expr *e = P.refs[k];
    for (size_t j = 0; j < p->nlabels; j++)
      if (!strcmp(p->labels[j].name, e->name)) e->label = (int)j;
    if (e->label < 0) {
      asm_error(d, e->line, e->col, "undefined label '%s'", e->name);
      r = -1;
    }
  }
  free(P.refs);
  /* An edit line stands alone: it describes the whole file. */
  for (size_t k = 0; r == 0 && k < p->nbody; k++)
    if (p->body[k]->kind == S_EDIT) {
      if (p->nbody != 1 || p->nlabels) {
        stmt *o = p->body[k == 0 ? 1 : 0];
        asm_error(d, o->line, o->col, "an edit line (@OFFSET=...;BASE) must be the only statement");
        r = -1;
      }
      p->is_edit = 1;
    }
  if (r == 0 && p->nbody == 0) {
    asm_error(d, t->v[t->n - 1].line, 1, "no statements (empty case)");
    r = -1;
  }
  return r;
}

void asm_program_free(program *p) {
  free_body(p->body, p->nbody);
  for (size_t k = 0; k < p->nlabels; k++) free(p->labels[k].name);
  free(p->labels);
  memset(p, 0, sizeof *p);
}
