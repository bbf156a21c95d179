/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* gen_internal.h — shared state of the generator core (generator/src).
 *
 * One generation = one gctx: a deterministic PRNG, the tables the file will
 * hold (strings, dialects, op names, attributes/types, properties,
 * resources), the IR model (ops, regions, blocks, values as index-linked
 * arrays), and byte buffers that carry their own field trace. Everything is
 * append-only and every index is known when it is created, so encoding a
 * payload never needs a second pass. Nothing here is shared with reader/. */
#ifndef MBG_INTERNAL_H
#define MBG_INTERNAL_H
#include <stddef.h>
#include <stdint.h>
#include "mlirbc_gen.h"
#include "mlirbc_grammar_ids.h"

/* ---- PRNG: splitmix64 (tiny, portable, deterministic) ---- */
typedef struct grng { uint64_t s; } grng;
uint64_t g_next(grng *r);
uint32_t g_below(grng *r, uint32_t n); /* uniform-ish in [0, n); n > 0 */
int g_chance(grng *r, unsigned percent);

/* ---- growable vector of fixed-size elements ---- */
typedef struct gvec { void *d; size_t n, cap, elem; } gvec;
void gv_init(gvec *v, size_t elem);
void *gv_push(gvec *v);        /* zeroed new element (aborts on OOM via g_oom) */
/* n more elements, uninitialized (the caller writes them all); returns the first. */
void *gv_grow(gvec *v, size_t n);
void gv_free(gvec *v);
#define GV_AT(v, T, i) (((T *)(v)->d)[i])

/* ---- text builder ---- */
typedef struct gstr { char *d; size_t n, cap; } gstr;
void gs_put(gstr *s, const void *p, size_t n);
void gs_puts(gstr *s, const char *z);
void gs_putc(gstr *s, char c);
void gs_printf(gstr *s, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
void gs_free(gstr *s);
/* Decimal numbers, as printf's %llu / %lld write them (without printf). */
void gs_u64(gstr *s, uint64_t v);
void gs_i64(gstr *s, int64_t v);
/* MLIR string literal as mlir-opt prints it: \\ for backslash, \XX (upper
 * hex) for '"' and every non-printable byte. */
void gs_strlit(gstr *s, const uint8_t *p, size_t n);
int g_is_bare_id(const uint8_t *p, size_t n);
/* JSON string (structure.md): bytes outside printable ASCII as \u00XX. */
void gs_json(gstr *s, const char *p, size_t n);

/* ---- bytes + field trace ---- */
typedef struct gtrace_ent {
  const char *id;
  uint32_t off, size;
  uint32_t flags; /* offset+1 into gctx.flagpool; 0 = none */
} gtrace_ent;
typedef struct gbuf {
  uint8_t *d; size_t n, cap;
  gvec tr; /* gtrace_ent, offsets relative to d */
  int notrace; /* 1: gb_trace records nothing (trace not requested) */
} gbuf;
struct gctx;
/* A buffer traces iff its generation wants the trace (c NULL: always). */
void gb_init(gbuf *b, const struct gctx *c);
void gb_free(gbuf *b);
void gb_put(gbuf *b, const void *p, size_t n);
void gb_byte(gbuf *b, uint8_t v);
/* Append src (bytes and trace, shifted). */
void gb_append(gbuf *b, const gbuf *src);
void gb_trace(gbuf *b, const char *id, size_t off, uint32_t flags);

/* Varint with the file's widening (knob varint_extra); traced as `id`. */
void g_varint(struct gctx *c, gbuf *b, uint64_t v, const char *id);
void g_varint_flags(struct gctx *c, gbuf *b, uint64_t v, const char *id, uint32_t flags);
size_t g_varint_len(struct gctx *c, uint64_t v);
void g_byte(struct gctx *c, gbuf *b, uint8_t v, const char *id, uint32_t flags);
/* Flag-state text into the pool, e.g. "hasArgs=1": returns pool offset+1
 * (0, without formatting, when the trace is not wanted). */
uint32_t g_flags(struct gctx *c, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* ---- tables ---- */
typedef struct gentry {
  uint8_t is_type, custom, cls;
  uint32_t dialect;
  uint32_t pay_off, pay_len;   /* in gctx.pay */
  uint32_t text_off, text_len; /* in gctx.text */
  const char *gid;             /* grammar id of the production */
  /* type facts the generator needs: */
  uint8_t tk;                  /* enum gtk */
  uint32_t width;              /* int width / float storage bits */
  uint8_t sign;                /* 0 signless 1 signed 2 unsigned */
  uint32_t elem;               /* shaped: element type index */
  uint64_t numel;              /* shaped, static */
  uint32_t hash;               /* dedupe hash; 0 = never deduplicated */
  uint32_t tr0, trn;           /* its trace entries in gctx.pay.tr */
} gentry;

/* attribute classes (what the reader needs to know when it checks kinds) */
enum { GA_OTHER = 0, GA_LOC, GA_DICT, GA_STRING, GA_FLATSYM, GA_INT, GA_FLOAT, GA_UNIT, GA_DENSE };
/* type kinds */
enum { GT_OTHER = 0, GT_INT, GT_INDEX, GT_FLOAT, GT_TENSOR, GT_VECTOR, GT_FUNC };

typedef struct gdialect { uint32_t name_str; const char *name; int has_version; uint8_t ver[8]; uint8_t nver; } gdialect;
typedef struct gopname { uint32_t dialect, str; int registered; const char *dname, *name; /* static */ } gopname;
typedef struct gres {
  int group;          /* index into groups */
  const char *key;
  uint8_t kind;       /* 0 blob 1 bool 2 string */
  int decl;           /* size 0 */
  uint32_t align;
  uint8_t data[24]; uint32_t len; /* blob bytes / bool / string */
  uint32_t key_str, val_str;
} gres;
typedef struct ggroup { int external; const char *name; uint32_t key; /* string or dialect idx */ } ggroup;

/* ---- IR model (index-linked; -1 = none) ---- */
typedef struct gvalue {
  uint32_t type;
  int32_t cid;      /* canonical id (structure.md), -1 until numbered */
  uint32_t local;   /* index in its value scope */
  uint32_t uses;
  int32_t ul;       /* use-list order: index into gctx.uls, -1 none */
  uint8_t defined;
} gvalue;
typedef struct gul { uint8_t pair; uint32_t n, idx0; /* indices in gctx.ulidx */ } gul;
typedef struct gop {
  uint32_t name;
  uint32_t loc;
  int32_t attrs;          /* attribute index or -1 */
  int32_t props;          /* properties entry or -1 */
  int32_t props_attr;     /* unregistered: the attribute; -1 */
  uint32_t props_text_off, props_text_len; /* registered: <{...}> body; len 0 = none */
  uint8_t has_props_text;
  uint32_t nres, res0;    /* values res0.. */
  uint32_t nopd, opd0;    /* value ids in gctx.opds */
  uint32_t nsucc, succ0;  /* block positions in gctx.succs */
  int32_t first_region, last_region;
  uint32_t nregions;
  uint8_t isolated, lazy;
  int32_t next;
} gop;
typedef struct gregion { int32_t first_block, last_block; uint32_t nblocks, nvalues; int32_t next; } gregion;
typedef struct gblock {
  uint32_t nargs, arg0;   /* values */
  uint32_t argloc0;       /* attribute indices in gctx.arglocs; UINT32_MAX elided */
  int32_t first_op, last_op;
  uint32_t nops;
  int32_t next;
} gblock;

/* Open-addressing dedupe table: a slot holds entry index + 1 (0 empty) and
 * the entry's hash, so a probe touches the entry only on a hash match. */
typedef struct gslot { uint32_t idx1, hash; } gslot;
typedef struct gdedup { gslot *s; uint32_t cap, n; } gdedup;

/* An entry builder's payload and text buffers, kept for the next one. */
typedef struct gscratch { gbuf b; gstr t; } gscratch;

typedef struct gctx {
  grng r;
  mbg_knobs k;
  int version, era; /* era: 16, 17, 20 */
  const char *producer;
  uint64_t fon;     /* features on (MBG_F_*) */
  int vx;           /* varint widening */
  int align;        /* section alignment (0 none) */
  int expressible;
  const char *why;  /* first reason for not expressible */
  uint32_t used;    /* feature-vocabulary bits seen (enum in gen_api.c) */
  int depth_seen;
  int in_array;     /* r_attr: building ArrayAttr elements */
  size_t nops_total;
  int err;          /* allocation failure */
  unsigned want;    /* MBG_OUT_* requested; never changes the bytes */
  int no_text;      /* 1: entries keep no text (nothing will print them; a
                     * chain of N nested entries would hold N^2 bytes) */

  gstr flagpool;
  /* strings */
  gvec strs;        /* uint32_t pairs (off,len) into strpool */
  gstr strpool;
  gvec strhash;     /* uint32_t buckets (+1) */
  gvec strnext;     /* uint32_t chain */
  /* dialects, op names */
  gvec dialects, opnames;
  /* attributes and types */
  gvec attrs, types; /* gentry */
  gbuf pay;          /* payload bytes of every entry (trace relative) */
  gstr text;         /* rendered text of every entry */
  gdedup adedup, tdedup; /* dedupe of attributes / types */
  /* properties entries: (off,len) into props.d */
  gvec props; gbuf propbytes;
  uint32_t *phash; uint32_t phcap; /* open-addressing dedupe of props (+1) */
  /* resources */
  gvec groups, res;
  /* model */
  gvec ops, regions, blocks, values, opds, succs, arglocs, uls, ulidx;
  int32_t root_first, root_last; uint32_t nroot;
  /* caches */
  int32_t c_unknown_loc, c_i1, c_i32, c_i64, c_index, c_f32, c_unit;
  gvec files; /* file-name StringAttr indices */
  gvec spare; /* gscratch: buffers of finished entry builders, for reuse */
  uint32_t maskflags[128]; /* g_flags text of each op mask (0 = not yet) */
} gctx;

/* gen_tables.c */
uint32_t g_string(gctx *c, const char *s, size_t n);
uint32_t g_dialect(gctx *c, const char *name);
uint32_t g_opname(gctx *c, const char *dialect, const char *name, int registered);
gentry *g_attr(gctx *c, uint32_t i);
gentry *g_type(gctx *c, uint32_t i);
const char *g_text(gctx *c, const gentry *e); /* not NUL-terminated; use e->text_len */

/* gen_attrs.c: every builder returns the entry index. */
uint32_t t_int(gctx *c, uint32_t width, int sign);
uint32_t t_index(gctx *c);
uint32_t t_float(gctx *c, int code); /* 3 bf16 .. 8 f128 */
/* Era 23: small float k (0 tf32 .. g_small_float_count()-1), type codes 21-32. */
uint32_t t_small_float(gctx *c, int k);
int g_small_float_count(void);
uint32_t t_none(gctx *c);
uint32_t t_func(gctx *c, const uint32_t *in, uint32_t nin, const uint32_t *out, uint32_t nout);
uint32_t t_complex(gctx *c, uint32_t elem);
uint32_t t_tensor(gctx *c, const int64_t *dims, uint32_t rank, uint32_t elem); /* dim -1 dynamic */
uint32_t t_utensor(gctx *c, uint32_t elem);
uint32_t t_tensor_enc(gctx *c, const int64_t *dims, uint32_t rank, uint32_t elem, uint32_t enc);
uint32_t t_vector(gctx *c, const int64_t *dims, const uint8_t *scal, uint32_t rank, uint32_t elem);
uint32_t t_memref(gctx *c, const int64_t *dims, uint32_t rank, uint32_t elem, int32_t space);
uint32_t t_umemref(gctx *c, uint32_t elem, int32_t space);
uint32_t t_tuple(gctx *c, const uint32_t *el, uint32_t n);
uint32_t t_fallback(gctx *c, const char *dialect, const char *text, uint8_t tk, uint32_t width, uint8_t sign);
uint32_t t_opaque(gctx *c, const char *dialect, const uint8_t *p, uint32_t n);
uint32_t a_string(gctx *c, const char *s, size_t n);
uint32_t a_string_typed(gctx *c, const char *s, size_t n, uint32_t type);
uint32_t a_flatsym(gctx *c, const char *name);
uint32_t a_symref(gctx *c, const char *root, const char *const *nested, uint32_t n);
uint32_t a_typeattr(gctx *c, uint32_t type);
uint32_t a_unit(gctx *c);
uint32_t a_int(gctx *c, uint32_t type, uint64_t value); /* value: low bits used */
uint32_t a_float(gctx *c, uint32_t type, int which);    /* which: table index */
uint32_t a_array(gctx *c, const uint32_t *el, uint32_t n);
uint32_t a_dict(gctx *c, const char *const *keys, const uint32_t *vals, uint32_t n);
uint32_t a_dense_array(gctx *c, uint32_t type, uint32_t n, grng *r);
uint32_t a_dense(gctx *c, uint32_t shaped, int splat, grng *r);
uint32_t a_dense_string(gctx *c, uint32_t shaped, int splat, grng *r);
uint32_t a_dense_resource(gctx *c, uint32_t shaped, uint32_t handle, const char *key);
uint32_t a_distinct(gctx *c, uint32_t ref);
/* AffineMapAttr (era 23): kind 0 Identity, 1 Permutation, 2 ProjectedPermutation, 3 General. */
uint32_t a_affine_map(gctx *c, int kind);
uint32_t a_sparse(gctx *c, uint32_t elem, grng *r); /* elem: signless int, width <= 64 */
uint32_t a_dense_i32(gctx *c, const int32_t *v, uint32_t n);
uint32_t a_fallback(gctx *c, const char *dialect, const char *text, uint8_t cls);
uint32_t a_opaque(gctx *c, const char *dialect, const uint8_t *p, uint32_t n);
uint32_t l_unknown(gctx *c);
uint32_t l_file(gctx *c, const char *file, uint32_t line, uint32_t col);
uint32_t l_range(gctx *c, const char *file, const uint32_t *v, uint32_t n);
uint32_t l_name(gctx *c, const char *name, uint32_t child);
uint32_t l_callsite(gctx *c, uint32_t callee, uint32_t caller);
uint32_t l_fused(gctx *c, const uint32_t *locs, uint32_t n, int32_t md);
int g_float_count(void);

/* gen_random.c: random attributes/types/locations */
uint32_t r_type(gctx *c, int depth);
uint32_t r_scalar_type(gctx *c);
uint32_t r_attr(gctx *c, int depth);
uint32_t r_loc(gctx *c, int depth);
uint32_t r_dict(gctx *c, int depth, const char *keyprefix, uint32_t maxn);

/* gen_ir.c */
void g_build_ir(gctx *c);
/* gen_nest.c: builtin.module holding `depth` levels of the nesting `kind`
 * (MBG_NEST_*, mlirbc_gen.h) */
void g_build_nest(gctx *c, int kind, uint32_t depth);
/* gen_ir.c: model primitives (index-linked; -1 = none) */
int32_t g_new_op(gctx *c, uint32_t name, uint32_t loc);
int32_t g_new_region(gctx *c, int32_t op);
int32_t g_new_block(gctx *c, int32_t region);
void g_append_op(gctx *c, int32_t block, int32_t op);
uint32_t g_new_value(gctx *c, uint32_t type);
void g_set_results(gctx *c, int32_t op, const uint32_t *vals, uint32_t n);
void g_set_operands(gctx *c, int32_t op, const uint32_t *vals, uint32_t n);
/* n new values as the block's arguments; the caller pushes n locations
 * (attribute indices, UINT32_MAX elided) onto c->arglocs. */
void g_set_block_args(gctx *c, int32_t blk, const uint32_t *types, uint32_t n);
/* Gives op `mod` (a builtin.module) its sym_name (an attribute, or -1 for
 * none) as the version and features store it (dictionary or properties) and
 * makes it the file's only root op. */
void g_root_module(gctx *c, int32_t mod, int32_t sym_name);

/* gen_walk.c: pre-order walk of the ops from `first` on (and their next
 * siblings) with begin/end events; iterative, so any nesting depth. depth
 * counts the enclosing ops; first: the first op/region/block of its parent.
 * Any callback may be NULL. */
typedef struct gwalk {
  void (*op_begin)(void *ud, int32_t op, uint32_t depth, int first);
  void (*op_end)(void *ud, int32_t op, uint32_t depth);
  void (*region_begin)(void *ud, int32_t region, int first);
  void (*region_end)(void *ud, int32_t region);
  void (*block_begin)(void *ud, int32_t block, int first);
  void (*block_end)(void *ud, int32_t block);
} gwalk;
void g_walk(gctx *c, int32_t first, const gwalk *w, void *ud);
/* gen_write.c */
int g_write(gctx *c, gbuf *out);
/* gen_json.c */
void g_json(gctx *c, gstr *out);

void g_not_expressible(gctx *c, const char *why);
void g_oom(gctx *c);

/* feature-vocabulary bits (spec/features.json) */
enum {
  GF_LAZY = 1u << 0, GF_USELIST = 1u << 1, GF_PROPS = 1u << 2, GF_DVERS = 1u << 3,
  GF_ALIGN = 1u << 4, GF_RES = 1u << 5, GF_EXTRES = 1u << 6, GF_ELIDED = 1u << 7,
  GF_FWD = 1u << 8, GF_SUCC = 1u << 9, GF_GRAPH = 1u << 10, GF_UNREG = 1u << 11,
  GF_OPAQUE = 1u << 12, GF_BATTR = 1u << 13, GF_BTYPE = 1u << 14, GF_FALLBACK = 1u << 15,
  GF_OVERLONG = 1u << 16, GF_ORDER = 1u << 17, GF_EMPTY = 1u << 18, GF_LOCS = 1u << 19,
  GF_DEEP = 1u << 20, GF_BIGALIGN = 1u << 21, GF_RANGE = 1u << 22, GF_DISTINCT = 1u << 23,
  GF_SCALABLE = 1u << 24, GF_SCALABLE16 = 1u << 25, GF_AFFINE = 1u << 26, GF_BVERS = 1u << 27,
  GF_SFLOAT = 1u << 28
};

#endif
