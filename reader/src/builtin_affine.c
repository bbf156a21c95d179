/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* builtin_affine.c — builtin attribute code 23, AffineMapAttr (era 23 =
 * LLVM 23+; derived from LLVM 23's sources, spec/format.md §10, not yet
 * checked against an LLVM 23 binary). Grammar: builtin.attr.AffineMapAttr.
 *
 * header = (numDims << 2) | kind; kind 0 Identity, 1 Permutation (numDims
 * positions), 2 ProjectedPermutation (numResults, positions), 3 General
 * (numSymbols, numResults, expressions in prefix order).
 *
 * Expressions are decoded the way LLVM 23 does it: an explicit work stack
 * ("read an operand" / "combine two operands with operator K") that may hold
 * at most 128 entries when the next one is taken, so an expression deeper
 * than that is rejected exactly where LLVM 23 rejects it, and nothing here
 * recurses on input depth. Where LLVM 23 checks nothing (positions against
 * numDims/numSymbols, permutations with repeats, counts beyond the payload)
 * the reference reader rejects (spec/reader-decisions.md D-AFFINE).
 *
 * Text: as mlir-opt prints the map (AsmPrinter's affine printing: operators
 * other than + bind tightly and parenthesize tight operands; x * -1 prints as
 * -x; a + b * -1 as a - b; a + b * -c as a - b * c; a + -c as a - c). The
 * printer is iterative too (an action stack). */
#include <string.h>
#include "builtin_priv.h"
#include "varint.h"

enum { K_DIM, K_SYM, K_CONST, K_ADD, K_MUL, K_MOD, K_FLOORDIV, K_CEILDIV, K_COUNT };
enum { WORK_MAX = 128 }; /* LLVM 23: entries allowed on the work stack */

typedef struct node {
  uint8_t kind;
  int64_t val;       /* DimId/SymbolId position, Constant value */
  uint32_t lhs, rhs; /* binary: node indices */
} node;

static const char *const spelling[K_COUNT] = {NULL, NULL, NULL, " + ", " * ", " mod ",
                                              " floordiv ", " ceildiv "};

/* Grow the node array (scratch slot MBC_SCR_AFFINE) for one more node. */
static int new_node(mbc_rd *r, node **ns, uint32_t *nn, uint8_t kind, int64_t val) {
  if (*nn == UINT32_MAX)
    return mbc_rd_fail(r, r->pos, MLIRBC_E_LIMIT, "AffineExpr of more than %u nodes", UINT32_MAX);
  TRY(mbc_scratch_get(r, MBC_SCR_AFFINE, (size_t)*nn + 1, sizeof **ns, (void **)ns));
  (*ns)[*nn].kind = kind;
  (*ns)[*nn].val = val;
  (*ns)[*nn].lhs = (*ns)[*nn].rhs = 0;
  (*nn)++;
  return 0;
}

/* One expression into *ns (appended); *root is its index. */
static int read_expr(mbc_rd *r, node **ns, uint32_t *nn, uint64_t ndims, uint64_t nsyms,
                     uint32_t *root) {
  struct { uint8_t combine, kind; } work[WORK_MAX + 4];
  uint32_t opnd[WORK_MAX + 4];
  size_t nw = 0, no = 0;
  work[nw++].combine = 0;
  while (nw) {
    if (nw > WORK_MAX)
      return mbc_rd_fail(r, r->pos, MLIRBC_E_LIMIT,
                         "AffineExpr work stack overflow (more than %d pending entries, "
                         "as LLVM 23 rejects)", WORK_MAX);
    nw--;
    if (work[nw].combine) { /* both operands are on opnd: lhs below rhs */
      if (no < 2) /* cannot happen (each operand entry pushes one); stated for the analyzers */
        return mbc_rd_fail(r, r->pos, MLIRBC_E_ATTRTYPE_ENTRY, "AffineExpr operator without operands");
      uint32_t rhs = opnd[--no], lhs = opnd[--no];
      TRY(new_node(r, ns, nn, work[nw].kind, 0));
      (*ns)[*nn - 1].lhs = lhs;
      (*ns)[*nn - 1].rhs = rhs;
      opnd[no++] = *nn - 1;
      continue;
    }
    size_t at = r->pos;
    uint64_t kind, v;
    TRY(mbc_rd_varint(r, &kind));
    if (kind >= K_COUNT)
      return mbc_rd_fail(r, at, MLIRBC_E_ATTRTYPE_ENTRY, "unknown AffineExpr kind: %llu",
                         (unsigned long long)kind);
    if (kind >= K_ADD) { /* read lhs, read rhs, combine: pushed in reverse */
      work[nw].combine = 1;
      work[nw++].kind = (uint8_t)kind;
      work[nw++].combine = 0;
      work[nw++].combine = 0;
      continue;
    }
    size_t vat = r->pos;
    TRY(mbc_rd_varint(r, &v));
    if (kind == K_CONST) {
      v = mbc_zigzag_decode(v);
    } else if (v >= (kind == K_DIM ? ndims : nsyms)) {
      return mbc_rd_fail(r, vat, MLIRBC_E_ATTRTYPE_ENTRY,
                         "AffineExpr %s position %llu out of range for %llu %s",
                         kind == K_DIM ? "dimension" : "symbol", (unsigned long long)v,
                         (unsigned long long)(kind == K_DIM ? ndims : nsyms),
                         kind == K_DIM ? "dimensions" : "symbols");
    }
    TRY(new_node(r, ns, nn, (uint8_t)kind, (int64_t)v));
    /* at most one waiting operand per pending operator, plus the top one's
     * second: never more than the work stack's bound */
    if (no >= sizeof opnd / sizeof *opnd)
      return mbc_rd_fail(r, at, MLIRBC_E_LIMIT, "AffineExpr operand stack overflow");
    opnd[no++] = *nn - 1;
  }
  /* prefix order is self-delimiting: exactly one operand left (checked, as
   * above, for the analyzers) */
  if (no != 1)
    return mbc_rd_fail(r, r->pos, MLIRBC_E_ATTRTYPE_ENTRY, "AffineExpr left %zu operands", no);
  *root = opnd[0];
  return 0;
}

/* -v as LLVM prints it: int64 negation, wrapping for INT64_MIN. */
static int64_t neg(int64_t v) { return (int64_t)(0 - (uint64_t)v); }

static int is_const(const node *ns, uint32_t i, int64_t *v) {
  if (ns[i].kind != K_CONST) return 0;
  *v = ns[i].val;
  return 1;
}

/* Printer actions: print node `arg` (tight: inside a tightly binding
 * operator), print literal `s`, or print the number `num`. */
typedef struct act {
  uint8_t what, tight; /* what: 0 node, 1 literal, 2 number */
  uint32_t arg;
  const char *s;
  int64_t num;
} act;

static int push(mbc_rd *r, act **st, size_t *n, act a) {
  TRY(mbc_scratch_get(r, MBC_SCR_AFFACT, *n + 1, sizeof **st, (void **)st));
  (*st)[(*n)++] = a;
  return 0;
}
#define NODE(i, t) ((act){0, (uint8_t)(t), (i), NULL, 0})
#define LIT(x) ((act){1, 0, 0, (x), 0})
#define NUM(v) ((act){2, 0, 0, NULL, (v)})

/* Push the actions of a sequence in reverse (the stack is LIFO). */
static int push_seq(mbc_rd *r, act **st, size_t *n, const act *seq, size_t k) {
  while (k) TRY(push(r, st, n, seq[--k]));
  return 0;
}

static int print_expr(mbc_rd *r, mbc_buf *o, const node *ns, uint32_t root) {
  act *st = NULL;
  size_t n = 0;
  TRY(push(r, &st, &n, NODE(root, 0)));
  while (n && !o->failed) {
    act a = st[--n];
    if (a.what == 1) {
      mbc_buf_puts(o, a.s);
      continue;
    }
    if (a.what == 2) {
      mbc_buf_i64(o, a.num);
      continue;
    }
    const node *e = &ns[a.arg];
    if (e->kind == K_DIM || e->kind == K_SYM) {
      mbc_buf_putc(o, e->kind == K_DIM ? 'd' : 's');
      mbc_buf_u64(o, (uint64_t)e->val);
      continue;
    }
    if (e->kind == K_CONST) {
      mbc_buf_i64(o, e->val);
      continue;
    }
    act seq[8];
    size_t k = 0;
    int64_t c;
    if (a.tight) seq[k++] = LIT("(");
    if (e->kind != K_ADD) {
      if (e->kind == K_MUL && is_const(ns, e->rhs, &c) && c == -1) {
        seq[k++] = LIT("-");
        seq[k++] = NODE(e->lhs, 1);
      } else {
        seq[k++] = NODE(e->lhs, 1);
        seq[k++] = LIT(spelling[e->kind]);
        seq[k++] = NODE(e->rhs, 1);
      }
    } else if (ns[e->rhs].kind == K_MUL && is_const(ns, ns[e->rhs].rhs, &c) && c <= -1) {
      const node *m = &ns[e->rhs];
      seq[k++] = NODE(e->lhs, 0);
      seq[k++] = LIT(" - ");
      if (c == -1) {
        seq[k++] = NODE(m->lhs, ns[m->lhs].kind == K_ADD);
      } else {
        seq[k++] = NODE(m->lhs, 1);
        seq[k++] = LIT(" * ");
        seq[k++] = NUM(neg(c));
      }
    } else if (is_const(ns, e->rhs, &c) && c < 0) {
      seq[k++] = NODE(e->lhs, 0);
      seq[k++] = LIT(" - ");
      seq[k++] = NUM(neg(c));
    } else {
      seq[k++] = NODE(e->lhs, 0);
      seq[k++] = LIT(" + ");
      seq[k++] = NODE(e->rhs, 0);
    }
    if (a.tight) seq[k++] = LIT(")");
    TRY(push_seq(r, &st, &n, seq, k));
  }
  return 0;
}

/* "(d0, d1)" or "[s0, s1]"; stops early once the text budget is spent. */
static void put_ids(mbc_buf *o, char open, char letter, uint64_t n, char close) {
  mbc_buf_putc(o, open);
  for (uint64_t i = 0; i < n && !o->failed; i++) {
    if (i) mbc_buf_puts(o, ", ");
    mbc_buf_putc(o, letter);
    mbc_buf_u64(o, i);
  }
  mbc_buf_putc(o, close);
}

/* A count that must fit what is left of the payload, each element taking at
 * least `min` bytes (D-COUNT: checked before anything is allocated). */
static int rd_count(mbc_rd *r, uint64_t *v, unsigned min, const char *what) {
  size_t at = r->pos;
  TRY(mbc_rd_varint(r, v));
  if (*v > (r->n - r->pos) / min)
    return mbc_rd_fail(r, at, MLIRBC_E_COUNT, "AffineMap %s %llu exceeds the payload", what,
                       (unsigned long long)*v);
  return 0;
}

int mbc_attr_affine_map(mbc_rd *r, mbc_buf *o) {
  size_t at = r->pos;
  uint64_t hdr;
  TRY(mbc_rd_varint(r, &hdr));
  unsigned kind = (unsigned)(hdr & 3);
  uint64_t ndims = hdr >> 2, nsyms = 0, nres, v;
  if (ndims > 0xFFFFFFFFu) /* LLVM 23 keeps the low 32 bits */
    return mbc_rd_fail(r, at, MLIRBC_E_ATTRTYPE_ENTRY,
                       "AffineMap dimension count %llu exceeds 32 bits",
                       (unsigned long long)ndims);
  mbc_buf_puts(o, "affine_map<");
  if (kind == 0) { /* Identity */
    put_ids(o, '(', 'd', ndims, ')');
    mbc_buf_puts(o, " -> ");
    put_ids(o, '(', 'd', ndims, ')');
    mbc_buf_putc(o, '>');
    return 0;
  }
  if (kind == 1 || kind == 2) {
    uint8_t *seen = NULL;
    if (kind == 1) {
      if (ndims == 0) /* LLVM 23 cannot build a permutation map of nothing */
        return mbc_rd_fail(r, at, MLIRBC_E_ATTRTYPE_ENTRY, "AffineMap permutation of 0 dimensions");
      if (ndims > r->n - r->pos)
        return mbc_rd_fail(r, at, MLIRBC_E_COUNT,
                           "AffineMap permutation of %llu dimensions exceeds the payload",
                           (unsigned long long)ndims);
      nres = ndims;
      TRY(mbc_scratch_get(r, MBC_SCR_AFFINE, (size_t)ndims, 1, (void **)&seen));
      memset(seen, 0, (size_t)ndims);
    } else {
      TRY(rd_count(r, &nres, 1, "result count"));
    }
    put_ids(o, '(', 'd', ndims, ')');
    mbc_buf_puts(o, " -> (");
    for (uint64_t i = 0; i < nres; i++) {
      size_t pat = r->pos;
      TRY(mbc_rd_varint(r, &v));
      if (v >= ndims)
        return mbc_rd_fail(r, pat, MLIRBC_E_ATTRTYPE_ENTRY,
                           "AffineMap position %llu out of range for %llu dimensions",
                           (unsigned long long)v, (unsigned long long)ndims);
      if (seen && seen[v]++)
        return mbc_rd_fail(r, pat, MLIRBC_E_ATTRTYPE_ENTRY,
                           "AffineMap permutation repeats position %llu", (unsigned long long)v);
      if (i) mbc_buf_puts(o, ", ");
      mbc_buf_putc(o, 'd');
      mbc_buf_u64(o, v);
    }
    mbc_buf_puts(o, ")>");
    return 0;
  }
  /* General */
  size_t sat = r->pos;
  TRY(mbc_rd_varint(r, &nsyms));
  if (nsyms > 0xFFFFFFFFu)
    return mbc_rd_fail(r, sat, MLIRBC_E_ATTRTYPE_ENTRY,
                       "AffineMap symbol count %llu exceeds 32 bits", (unsigned long long)nsyms);
  TRY(rd_count(r, &nres, 2, "result count")); /* an expression takes at least 2 bytes */
  put_ids(o, '(', 'd', ndims, ')');
  if (nsyms) put_ids(o, '[', 's', nsyms, ']');
  mbc_buf_puts(o, " -> (");
  node *ns = NULL;
  uint32_t nn = 0, root = 0; /* read_expr sets it whenever it returns 0 */
  for (uint64_t i = 0; i < nres; i++) {
    TRY(read_expr(r, &ns, &nn, ndims, nsyms, &root));
    if (i) mbc_buf_puts(o, ", ");
    TRY(print_expr(r, o, ns, root));
    nn = 0; /* each expression is printed before the next is read */
  }
  mbc_buf_puts(o, ")>");
  return 0;
}
