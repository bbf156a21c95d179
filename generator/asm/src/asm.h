/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* asm.h — shared types of mlirbc-asm, the byte-exact bytecode case compiler.
 *
 * Pipeline: lex.c (text -> tokens) -> parse.c (tokens -> statement tree,
 * header comments) -> emit.c (tree -> bytes, relaxing label values until they
 * are stable) or edit.c (Wuffs-style edit line applied to a base file) ->
 * meta.c (header -> JSON). main.c is the CLI. Independent of reader/. */
#ifndef MLIRBC_ASM_H
#define MLIRBC_ASM_H

#include <stddef.h>
#include <stdint.h>

/* Limits that keep the compiler safe on any text. */
#define ASM_MAX_DEPTH 64               /* nesting of { } and ( ) */
#define ASM_MAX_OUTPUT (64u << 20)     /* bytes written per file */
#define ASM_MAX_STEPS 10000000ull      /* statements executed per pass */
#define ASM_MAX_PASSES 32              /* label relaxation passes */

/* ---- diagnostics ---- */
typedef struct {
  const char *file;
  char msg[512];
  int line, col;
  int failed;
} asm_diag;

void asm_error(asm_diag *d, int line, int col, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* ---- tokens ---- */
typedef enum {
  T_EOF, T_IDENT, T_NUM, T_STRING, T_HEXLINE, T_EDITLINE, T_PUNCT
} tok_kind;

typedef struct {
  tok_kind kind;
  int line, col;
  char punct[3];       /* T_PUNCT: "(", "<<", ... */
  uint64_t num;        /* T_NUM */
  char *text;          /* T_IDENT / T_EDITLINE: NUL-terminated; T_STRING/T_HEXLINE: bytes */
  size_t len;          /* length of text */
} token;

/* Header comments (lines beginning with "# key:"). */
typedef struct {
  char *expect;        /* raw text after "expect:" */
  int expect_line;
  char *from;          /* several lines joined with "; " */
  char *features;      /* joined with "," */
  char *fields;        /* joined with "," */
  char *mlir_opt;      /* "# mlir-opt-22:" or "# mlir-opt-22 (observed):" */
} asm_header;

typedef struct {
  token *v;
  size_t n, cap;
} token_list;

/* Tokenizes src (len bytes). Header comments go to hdr. 0 on success. */
int asm_lex(const char *src, size_t len, token_list *out, asm_header *hdr, asm_diag *d);
void asm_tokens_free(token_list *t);
void asm_header_free(asm_header *h);

/* ---- expressions ---- */
typedef enum { E_NUM, E_START, E_SIZE, E_END, E_NEG, E_NOT, E_BIN } expr_kind;

typedef struct expr {
  expr_kind kind;
  int line, col;
  char op[3];          /* E_BIN */
  uint64_t num;        /* E_NUM */
  int label;           /* E_START/E_SIZE/E_END: label index (resolved after parsing) */
  char *name;          /* label name while unresolved */
  struct expr *a, *b;
} expr;

/* ---- statements ---- */
typedef enum {
  S_BYTES,    /* literal bytes (magic, bytes, hex, cstring, producer, hex lines) */
  S_INT,      /* varint / svarint / byte / u16 / u32 / u64 */
  S_PAD,      /* pad N [byte] */
  S_ALIGN,    /* align N [byte]: pad to an absolute offset multiple */
  S_SECTION,  /* section(ID, options) { body } */
  S_GROUP,    /* { body } */
  S_REPEAT,   /* repeat N { body } */
  S_STRINGS,  /* strings "a" "b": string-section payload */
  S_EDIT      /* the Wuffs-style edit line (whole file) */
} stmt_kind;

typedef enum { I_VARINT, I_SVARINT, I_BYTE, I_U16, I_U32, I_U64 } int_kind;

typedef struct stmt {
  stmt_kind kind;
  int line, col;
  int label;               /* label index defined on this statement, -1 if none */
  /* S_BYTES / S_STRINGS (strings: each NUL-terminated string concatenated,
   * lens[] gives the byte length of each without its NUL) */
  uint8_t *bytes;
  size_t nbytes;
  size_t *lens;
  size_t nstrings;
  /* S_INT */
  int_kind ikind;
  expr **vals;             /* S_INT: values (byte/u16/...: comma list) */
  size_t nvals;
  expr *width;             /* varint/svarint/version width (NULL: minimal) */
  /* S_PAD / S_ALIGN / S_REPEAT: count/alignment; fill byte */
  expr *count, *fill;
  /* S_SECTION */
  expr *id, *align, *padbyte, *padcount, *length, *lengthwidth, *alignwidth, *flag;
  /* S_SECTION / S_GROUP / S_REPEAT */
  struct stmt **body;
  size_t nbody;
  /* S_EDIT */
  char *edit;              /* the raw line */
} stmt;

typedef struct {
  char *name;
  int line, col;
  int in_repeat;
} label_def;

typedef struct {
  stmt **body;
  size_t nbody;
  label_def *labels;
  size_t nlabels;
  int is_edit;             /* the file is one edit line */
} program;

int asm_parse(token_list *t, program *p, asm_diag *d);
void asm_program_free(program *p);

/* ---- output ---- */
typedef struct {
  uint8_t *data;
  size_t len, cap;
} buffer;

int buf_put(buffer *b, const void *src, size_t n); /* -1 past ASM_MAX_OUTPUT */
void buf_free(buffer *b);

/* Compiles the statement program to bytes. */
int asm_emit(program *p, buffer *out, asm_diag *d);
/* Applies the edit line `stmt` (base path resolved from bct_dir upwards, or root). */
int asm_edit(const stmt *s, const char *bct_path, const char *root, buffer *out, asm_diag *d);

/* Varint encoding helpers (emit.c). */
int varint_min_width(uint64_t v);
int varint_encode(uint64_t v, int width, uint8_t out[9]); /* -1 if v needs more */

/* Checks that the header has a well-formed '# expect:' line. */
int asm_check_header(const asm_header *h, asm_diag *d);
/* Writes the meta JSON for the header; version = file version or -1. */
int asm_write_meta(const char *path, const asm_header *h, const char *bct_path, long long version,
                   size_t size, asm_diag *d);

/* Small helpers (lex.c). */
void *xmalloc(size_t n);
void *xrealloc(void *p, size_t n);
char *xstrndup(const char *s, size_t n);

#endif
