/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* emit.c — statement tree to bytes.
 *
 * Labels may be used before they are defined (the attr/type offset section
 * precedes the data it describes), and a label's value can change the width
 * of a varint that precedes it. So the whole program is emitted repeatedly,
 * each pass reading the label values of the previous one, until two passes
 * agree. Section lengths are settled locally: the payload is emitted after a
 * length field of a guessed width, and re-emitted if the guess was wrong. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "asm.h"

int buf_put(buffer *b, const void *src, size_t n) {
  if (n > ASM_MAX_OUTPUT || b->len + n > ASM_MAX_OUTPUT) return -1;
  if (b->len + n > b->cap) {
    size_t cap = b->cap ? b->cap : 256;
    while (cap < b->len + n) cap *= 2;
    b->data = xrealloc(b->data, cap);
    b->cap = cap;
  }
  if (n) memcpy(b->data + b->len, src, n);
  b->len += n;
  return 0;
}

void buf_free(buffer *b) {
  free(b->data);
  memset(b, 0, sizeof *b);
}

int varint_min_width(uint64_t v) {
  for (int w = 1; w <= 8; w++)
    if (v >> (7 * w) == 0) return w;
  return 9;
}

/* PrefixVarInt: width w (1..8) holds 7*w bits, marked by w-1 trailing zero
 * bits then a one; width 9 is a 0x00 byte and the 64-bit value. */
int varint_encode(uint64_t v, int width, uint8_t out[9]) {
  if (width < 1 || width > 9) return -1;
  if (width == 9) {
    out[0] = 0;
    for (int i = 0; i < 8; i++) out[1 + i] = (uint8_t)(v >> (8 * i));
    return 9;
  }
  if (v >> (7 * width)) return -1;
  uint64_t enc = (v << width) | (1ull << (width - 1));
  for (int i = 0; i < width; i++) out[i] = (uint8_t)(enc >> (8 * i));
  return width;
}

typedef struct {
  program *p;
  buffer *out;
  asm_diag d;               /* first error of this pass */
  uint64_t *old_start, *old_size;
  uint64_t *new_start, *new_size;
  unsigned char *new_set;
  unsigned long long steps;
} emitter;

static int eerr(emitter *E, int line, int col, const char *msg, uint64_t v) {
  char m[256];
  snprintf(m, sizeof m, msg, (unsigned long long)v);
  asm_error(&E->d, line, col, "%s", m);
  return -1;
}

static int eval(emitter *E, const expr *e, uint64_t *v) {
  uint64_t a = 0, b = 0;
  switch (e->kind) {
  case E_NUM: *v = e->num; return 0;
  case E_START: *v = E->old_start[e->label]; return 0;
  case E_SIZE: *v = E->old_size[e->label]; return 0;
  case E_END: *v = E->old_start[e->label] + E->old_size[e->label]; return 0;
  case E_NEG:
    if (eval(E, e->a, &a)) return -1;
    *v = 0 - a;
    return 0;
  case E_NOT:
    if (eval(E, e->a, &a)) return -1;
    *v = ~a;
    return 0;
  case E_BIN: break;
  }
  if (eval(E, e->a, &a) || eval(E, e->b, &b)) return -1;
  switch (e->op[0]) {
  case '+': *v = a + b; return 0;
  case '-': *v = a - b; return 0;
  case '*': *v = a * b; return 0;
  case '&': *v = a & b; return 0;
  case '|': *v = a | b; return 0;
  case '^': *v = a ^ b; return 0;
  case '/':
  case '%':
    if (!b) return eerr(E, e->line, e->col, "division by zero%.0llu", 0);
    *v = e->op[0] == '/' ? a / b : a % b;
    return 0;
  case '<':
  case '>':
    if (b >= 64) return eerr(E, e->line, e->col, "shift by %llu (must be < 64)", b);
    *v = e->op[0] == '<' ? a << b : a >> b;
    return 0;
  }
  return eerr(E, e->line, e->col, "internal: bad operator%.0llu", 0);
}

static int put(emitter *E, const stmt *s, const void *src, size_t n) {
  if (buf_put(E->out, src, n))
    return eerr(E, s->line, s->col, "output larger than %llu bytes", ASM_MAX_OUTPUT);
  return 0;
}

/* Value that must fit in `bytes` bytes, unsigned or as a negative number. */
static int fits(uint64_t v, int bytes) {
  if (bytes >= 8) return 1;
  uint64_t lim = 1ull << (8 * bytes);
  return v < lim || v >= 0 - (lim >> 1);
}

static int put_varint(emitter *E, const stmt *s, const expr *at, uint64_t v, int width) {
  uint8_t b[9];
  int n = varint_encode(v, width, b);
  int line = at ? at->line : s->line, col = at ? at->col : s->col;
  if (n < 0)
    return eerr(E, line, col,
                width < 1 || width > 9 ? "varint width must be 1..9%.0llu"
                                       : "value %llu does not fit in the varint width",
                v);
  return put(E, s, b, (size_t)n);
}

static int eval_width(emitter *E, const expr *w, uint64_t v, int *out) {
  if (!w) {
    *out = varint_min_width(v);
    return 0;
  }
  uint64_t k;
  if (eval(E, w, &k)) return -1;
  if (k < 1 || k > 9) return eerr(E, w->line, w->col, "varint width %llu: must be 1..9", k);
  *out = (int)k;
  return 0;
}

static int put_fill(emitter *E, const stmt *s, uint64_t n, const expr *fill, uint64_t dflt) {
  uint64_t f = dflt;
  if (fill && eval(E, fill, &f)) return -1;
  if (!fits(f, 1)) return eerr(E, fill->line, fill->col, "fill byte %llu does not fit in a byte", f);
  if (n > ASM_MAX_OUTPUT) return eerr(E, s->line, s->col, "%llu padding bytes: too many", n);
  uint8_t chunk[256];
  memset(chunk, (int)(f & 0xff), sizeof chunk);
  while (n) {
    size_t k = n > sizeof chunk ? sizeof chunk : (size_t)n;
    if (put(E, s, chunk, k)) return -1;
    n -= k;
  }
  return 0;
}

static int emit_body(emitter *E, stmt *const *body, size_t n);

static int emit_int(emitter *E, const stmt *s) {
  static const int sizes[] = {[I_BYTE] = 1, [I_U16] = 2, [I_U32] = 4, [I_U64] = 8};
  for (size_t i = 0; i < s->nvals; i++) {
    uint64_t v;
    if (eval(E, s->vals[i], &v)) return -1;
    if (s->ikind == I_VARINT || s->ikind == I_SVARINT) {
      if (s->ikind == I_SVARINT) v = (v << 1) ^ (0 - (v >> 63)); /* zigzag */
      int w;
      if (eval_width(E, s->width, v, &w) || put_varint(E, s, s->width ? s->width : s->vals[i], v, w))
        return -1;
      continue;
    }
    int nb = sizes[s->ikind];
    if (!fits(v, nb))
      return eerr(E, s->vals[i]->line, s->vals[i]->col, "value %llu does not fit", v);
    uint8_t b[8];
    for (int k = 0; k < nb; k++) b[k] = (uint8_t)(v >> (8 * k));
    if (put(E, s, b, (size_t)nb)) return -1;
  }
  return 0;
}

static int emit_section(emitter *E, const stmt *s) {
  uint64_t id, flag = s->align != NULL, a = 0, given_len = 0, lw = 0;
  if (eval(E, s->id, &id)) return -1;
  if (id > 127) return eerr(E, s->id->line, s->id->col, "section id %llu: must be 0..127 (use flag=1 for bit 7)", id);
  if (s->flag && eval(E, s->flag, &flag)) return -1;
  if (flag > 1) return eerr(E, s->flag->line, s->flag->col, "flag=%llu: must be 0 or 1", flag);
  if (s->align && eval(E, s->align, &a)) return -1;
  if (s->length && eval(E, s->length, &given_len)) return -1;
  if (s->lengthwidth) {
    if (eval(E, s->lengthwidth, &lw)) return -1;
    if (lw < 1 || lw > 9) return eerr(E, s->lengthwidth->line, s->lengthwidth->col, "lengthwidth=%llu: must be 1..9", lw);
  }
  int aw = 0;
  if (s->align && eval_width(E, s->alignwidth, a, &aw)) return -1;
  size_t start = E->out->len;
  int w = lw ? (int)lw : s->length ? varint_min_width(given_len) : 1;
  for (int tries = 0;; tries++) {
    E->out->len = start;
    uint8_t idb = (uint8_t)(id | flag << 7), ph[9] = {0};
    if (put(E, s, &idb, 1)) return -1;
    size_t lenpos = E->out->len;
    if (put(E, s, ph, (size_t)w)) return -1;
    if (s->align) {
      if (put_varint(E, s, s->align, a, aw)) return -1;
      uint64_t npad = a ? (a - E->out->len % a) % a : 0;
      if (s->padcount && eval(E, s->padcount, &npad)) return -1;
      if (put_fill(E, s, npad, s->padbyte, 0xCB)) return -1;
    }
    size_t payload = E->out->len;
    if (emit_body(E, s->body, s->nbody)) return -1;
    uint64_t len = s->length ? given_len : (uint64_t)(E->out->len - payload);
    int need = varint_min_width(len);
    if (!lw && !s->length && need != w) {
      if (need < w || tries > 9)
        return eerr(E, s->line, s->col, "section length does not settle (%llu); give lengthwidth=", len);
      w = need;
      continue;
    }
    uint8_t enc[9];
    if (varint_encode(len, w, enc) < 0)
      return eerr(E, s->line, s->col, "section length %llu does not fit in lengthwidth", len);
    memcpy(E->out->data + lenpos, enc, (size_t)w);
    return 0;
  }
}

static int emit_stmt(emitter *E, const stmt *s) {
  if (++E->steps > ASM_MAX_STEPS)
    return eerr(E, s->line, s->col, "more than %llu statements executed (repeat too large?)", ASM_MAX_STEPS);
  size_t start = E->out->len;
  int r = 0;
  switch (s->kind) {
  case S_BYTES: r = put(E, s, s->bytes, s->nbytes); break;
  case S_STRINGS: {
    /* count, sizes of the strings last-first (each counting its NUL), data */
    uint64_t n = s->nstrings;
    r = put_varint(E, s, NULL, n, varint_min_width(n));
    for (size_t i = s->nstrings; r == 0 && i-- > 0;)
      r = put_varint(E, s, NULL, s->lens[i] + 1, varint_min_width(s->lens[i] + 1));
    if (r == 0) r = put(E, s, s->bytes, s->nbytes);
    break;
  }
  case S_INT: r = emit_int(E, s); break;
  case S_PAD: {
    uint64_t n;
    r = eval(E, s->count, &n) ? -1 : put_fill(E, s, n, s->fill, 0);
    break;
  }
  case S_ALIGN: {
    uint64_t a;
    if ((r = eval(E, s->count, &a)) != 0) break;
    if (!a) {
      r = eerr(E, s->count->line, s->count->col, "align %llu: must be > 0", a);
      break;
    }
    r = put_fill(E, s, (a - E->out->len % a) % a, s->fill, 0);
    break;
  }
  case S_SECTION: r = emit_section(E, s); break;
  case S_GROUP: r = emit_body(E, s->body, s->nbody); break;
  case S_REPEAT: {
    uint64_t n;
    if ((r = eval(E, s->count, &n)) != 0) break;
    for (uint64_t i = 0; r == 0 && i < n; i++) {
      r = emit_body(E, s->body, s->nbody);
      if (r == 0 && s->nbody == 0 && ++E->steps > ASM_MAX_STEPS)
        r = eerr(E, s->line, s->col, "repeat count %llu too large", n);
    }
    break;
  }
  case S_EDIT: r = eerr(E, s->line, s->col, "internal: edit line in a program%.0llu", 0); break;
  }
  if (s->label >= 0) {
    E->new_start[s->label] = start;
    E->new_size[s->label] = E->out->len - start;
    E->new_set[s->label] = 1;
  }
  return r;
}

/* Varint statements without their own location use the statement's. */
static int emit_body(emitter *E, stmt *const *body, size_t n) {
  for (size_t i = 0; i < n; i++)
    if (emit_stmt(E, body[i])) return -1;
  return 0;
}

int asm_emit(program *p, buffer *out, asm_diag *d) {
  size_t nl = p->nlabels ? p->nlabels : 1;
  emitter E;
  memset(&E, 0, sizeof E);
  E.p = p;
  E.out = out;
  E.old_start = xmalloc(nl * sizeof(uint64_t));
  E.old_size = xmalloc(nl * sizeof(uint64_t));
  E.new_start = xmalloc(nl * sizeof(uint64_t));
  E.new_size = xmalloc(nl * sizeof(uint64_t));
  E.new_set = xmalloc(nl);
  memset(E.old_start, 0, nl * sizeof(uint64_t));
  memset(E.old_size, 0, nl * sizeof(uint64_t));
  uint64_t *prev_start = xmalloc(nl * sizeof(uint64_t)), *prev_size = xmalloc(nl * sizeof(uint64_t));
  asm_diag prev;
  memset(&prev, 0, sizeof prev);
  int result = -1;
  for (int pass = 0; pass < ASM_MAX_PASSES; pass++) {
    out->len = 0;
    E.steps = 0;
    memset(&E.d, 0, sizeof E.d);
    memset(E.new_start, 0, nl * sizeof(uint64_t));
    memset(E.new_size, 0, nl * sizeof(uint64_t));
    memset(E.new_set, 0, nl);
    emit_body(&E, p->body, p->nbody);
    int stable = 1;
    for (size_t k = 0; k < p->nlabels; k++)
      if (!E.new_set[k] || E.new_start[k] != E.old_start[k] || E.new_size[k] != E.old_size[k])
        stable = 0;
    if (E.d.failed) {
      /* An error that does not depend on label values repeats: report it. */
      int same = prev.failed && prev.line == E.d.line && prev.col == E.d.col &&
                 !strcmp(prev.msg, E.d.msg);
      if (stable || same || p->nlabels == 0) {
        asm_error(d, E.d.line, E.d.col, "%s", E.d.msg);
        break;
      }
      prev = E.d;
    } else if (stable) {
      result = 0;
      break;
    }
    memcpy(prev_start, E.old_start, nl * sizeof(uint64_t));
    memcpy(prev_size, E.old_size, nl * sizeof(uint64_t));
    for (size_t k = 0; k < p->nlabels; k++)
      if (E.new_set[k]) {
        E.old_start[k] = E.new_start[k];
        E.old_size[k] = E.new_size[k];
      }
    if (pass == ASM_MAX_PASSES - 1) {
      for (size_t k = 0; k < p->nlabels && !d->failed; k++)
        if (!E.new_set[k])
          asm_error(d, p->labels[k].line, p->labels[k].col, "label '%s' is never reached",
                    p->labels[k].name);
        else if (E.new_start[k] != prev_start[k] || E.new_size[k] != prev_size[k])
          asm_error(d, p->labels[k].line, p->labels[k].col,
                    "label '%s': values do not settle after %d passes (a size depends on itself?)",
                    p->labels[k].name, ASM_MAX_PASSES);
    }
  }
  free(E.old_start);
  free(E.old_size);
  free(E.new_start);
  free(E.new_size);
  free(E.new_set);
  free(prev_start);
  free(prev_size);
  return result;
}
