/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* mlirbc_gen.h — the corpus generator's library interface (generator/).
 *
 * The generator is an implementation of spec/grammar.json independent of the
 * reference reader: it shares the grammar's IDs and nothing that encodes or
 * decodes. It builds a random IR model from a seed and knobs, writes it as
 * bytecode (versions 0-6), and can say what it wrote: the expected canonical
 * structure (spec/structure.md, JSON) and a field trace (grammar IDs with
 * byte ranges). Mutators edit a generated file at a traced field and say what
 * a conforming reader must do with the result.
 *
 * Determinism: the same (seed, knobs) give the same bytes on every platform.
 * Owner: generator/. fuzz/ uses mbg_knobs_from_bytes, mbg_generate,
 * mbg_mutate and mbg_fuzz_mutate; keep those signatures stable.
 */
#ifndef MLIRBC_GEN_H
#define MLIRBC_GEN_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Knobs. -1 in an int knob means "choose from the seed". */
typedef struct mbg_knobs {
  int version;            /* 0..6 */
  int max_depth;          /* region nesting limit (>= 0) */
  int max_ops;            /* soft limit on operations in the file */
  uint64_t features_off;  /* MBG_F_* bits switched off */
  int swarm;              /* 1: switch random features off per file */
  int section_order;      /* 0 upstream order, 1 shuffled where legal */
  int align;              /* 0: no alignment fields; N (power of 2): align sections to N; -1 random */
  int pad_byte;           /* byte used for alignment padding (upstream: 0xCB) */
  int share_strings;      /* 1: one string-table entry per distinct string */
  int varint_extra;       /* 0 canonical widths; k: widen varints by k bytes where legal; -1 random */
  int lazy;               /* 1: isolated regions in lazily-loadable IR sections (v2+) */
  int uselist;            /* 0 none, 1 index lists, 2 index-pair form, 3 both (v3+) */
  int elide_blockarg_loc; /* 1: elide block-argument locations where allowed (v4+) */
  int empty_sections;     /* 1: emit optional sections even when empty */
  int focus;              /* -1 none; else an index into the feature vocabulary
                             (spec/features.json order, mbg_feature_name): the file
                             is about that feature, which then surely appears */
} mbg_knobs;

/* Feature bits for swarm generation and features_off. */
enum {
  MBG_F_UNREGISTERED = 1u << 0,  /* ops of unregistered dialects */
  MBG_F_FUNC = 1u << 1,          /* func/arith/cf ops */
  MBG_F_TESTDIALECT = 1u << 2,
  MBG_F_RESULTS = 1u << 3,
  MBG_F_OPERANDS = 1u << 4,
  MBG_F_FORWARD_REFS = 1u << 5,
  MBG_F_SUCCESSORS = 1u << 6,
  MBG_F_BLOCK_ARGS = 1u << 7,
  MBG_F_REGIONS = 1u << 8,
  MBG_F_ISOLATED = 1u << 9,
  MBG_F_BUILTIN_ATTRS = 1u << 10,
  MBG_F_BUILTIN_TYPES = 1u << 11,
  MBG_F_FALLBACK_ASM = 1u << 12, /* attributes/types as assembly text */
  MBG_F_OPAQUE_DIALECT = 1u << 13, /* custom payloads of unknown dialects */
  MBG_F_PROPERTIES = 1u << 14,
  MBG_F_RESOURCES = 1u << 15,
  MBG_F_LOCATIONS = 1u << 16,    /* every location kind */
  MBG_F_DIALECT_VERSIONS = 1u << 17,
  MBG_F_USELISTS = 1u << 18,
  /* Not switched by swarm (corpus profiles choose them explicitly): */
  MBG_F_RANGE_LOC = 1u << 19,    /* FileLineColRange locations (LLVM 20+ writers) */
  MBG_F_DISTINCT = 1u << 20,     /* DistinctAttr (LLVM 17+ writers) */
  MBG_F_SCALABLE = 1u << 21,     /* vector types with scalable dimensions */
  MBG_F_ODS_PROPS = 1u << 22     /* v5+: registered ops keep inherent attributes as
                                    properties (off: in the attribute dictionary) */
};

/* Name of feature-vocabulary entry i (spec/features.json ids), NULL past the
 * end: the values of mbg_knobs.focus and the words of mbg_output.features. */
const char *mbg_feature_name(int i);

void mbg_knobs_default(mbg_knobs *k); /* all -1/"random" except sensible limits */

/* Knob flags (--version N ...) of mbg_output.knobs_text, parsed into k (which
 * should start from mbg_knobs_default). argv-style; returns the number of
 * arguments consumed at argv[*i] (0 if argv[*i] is not a knob flag, -1 if its
 * value is invalid, with a message in err). */
int mbg_knob_arg(mbg_knobs *k, int argc, char **argv, int *i, char *err, size_t errsz);
/* Human-readable list of the knob flags (for --help). */
const char *mbg_knobs_help(void);

/* Derive (seed, knobs) from arbitrary bytes (fuzzing round trip). Total:
 * every input gives some valid (seed, knobs). */
void mbg_knobs_from_bytes(const uint8_t *data, size_t size, uint64_t *seed,
                          mbg_knobs *k);

/* One traced field: grammar ID (spec/grammar.json), byte range, and for flag
 * fields the flag states written, e.g. "ir.op.mask:hasOperands=1". */
typedef struct mbg_field {
  const char *id;     /* static string */
  uint32_t offset, size;
  const char *flags;  /* NULL or static/owned text, ';'-separated */
} mbg_field;

typedef struct mbg_output {
  uint8_t *bytes; size_t size;
  char *structure; size_t structure_len; /* canonical structure JSON */
  mbg_field *trace; size_t ntrace;
  char *features;     /* ','-separated controlled vocabulary (spec/features.json) */
  char *knobs_text;   /* the knobs actually used, as CLI flags */
  int version;
  int mlir_opt_expressible; /* 1 if mlir-opt 22 should read it */
  const char *mlir_opt_why; /* static reason when not expressible, else NULL */
  uint64_t seed;            /* the seed it was generated from */
  void *priv;               /* storage of the trace's flag texts */
} mbg_output;

/* 0 on success; non-zero only on allocation failure or invalid knobs.
 * Renders everything: bytes, structure and trace (mbg_generate_ex with
 * MBG_OUT_ALL). */
int mbg_generate(uint64_t seed, const mbg_knobs *k, mbg_output *out);

/* What mbg_generate_ex renders besides the bytes (bit set). features,
 * knobs_text, version and the mlir_opt fields are always filled in. */
enum {
  MBG_OUT_BYTES = 0,              /* bytes only: the fastest */
  MBG_OUT_STRUCTURE = 1u << 0,    /* out->structure (else "" and length 0) */
  MBG_OUT_TRACE = 1u << 1,        /* out->trace (else NULL and ntrace 0) */
  MBG_OUT_ALL = MBG_OUT_STRUCTURE | MBG_OUT_TRACE
};
/* mbg_generate with a choice of outputs. The bytes (and every other field
 * filled in) are identical for a given (seed, knobs) whatever `want` is:
 * leaving out the structure or the trace only skips rendering them.
 * mbg_mutate needs an output generated with MBG_OUT_TRACE. */
int mbg_generate_ex(uint64_t seed, const mbg_knobs *k, unsigned want, mbg_output *out);
void mbg_output_free(mbg_output *out);

/* A deep-nesting file: a builtin.module holding `depth` levels of one kind
 * of nesting, every op at loc(unknown), written at `version` (0..6) by
 * producer "mlirbc-gen" with canonical varints, upstream section order and
 * no alignment. Kinds:
 *   MBG_NEST_REGION  `depth` nested unregistered "x.op" ops, each with one
 *                    region of one block, and one "x.leaf" innermost
 *                    (depth + 2 ops);
 *   MBG_NEST_ATTR    one "x.leaf" whose attribute a = [[...[]...]]: `depth`
 *                    nested ArrayAttrs (`depth` + 2 attribute entries);
 *   MBG_NEST_TYPE    one "x.leaf" whose result has type
 *                    tuple<tuple<...tuple<>...>>: `depth` nested TupleTypes;
 *   MBG_NEST_BLOCK   as REGION, but every block takes an i32 argument and
 *                    the op in it uses the enclosing block's argument, so
 *                    each level's value is used one region further in.
 * No seed: the arguments fix the bytes. Generated without recursion on the
 * depth. Returns 0; 1 for an unknown kind, a version outside 0..6, depth
 * above MBG_NEST_MAX_DEPTH, or a structure (MBG_OUT_STRUCTURE) asked for
 * above MBG_NEST_MAX_STRUCTURE_DEPTH (a region nest's indentation, an
 * attribute or type nest's entry texts grow with the square of the depth:
 * about 200 MB at 10,000); -1 on allocation failure. */
enum { MBG_NEST_REGION = 0, MBG_NEST_ATTR, MBG_NEST_TYPE, MBG_NEST_BLOCK, MBG_NEST_KINDS };
#define MBG_NEST_MAX_DEPTH 1000000u
#define MBG_NEST_MAX_STRUCTURE_DEPTH 10000u
/* A kind's name ("region", "attr", "type", "block"; NULL if unknown) and
 * back (-1 if unknown). */
const char *mbg_nest_kind_name(int kind);
int mbg_nest_kind(const char *name);
int mbg_generate_nest(int kind, uint32_t depth, int version, unsigned want, mbg_output *out);

/* Mutation of a generated file, driven by its trace. */
enum { MBG_ACCEPT = 0, MBG_REJECT = 1, MBG_IMPL = 2 };
typedef struct mbg_mutation {
  uint8_t *bytes; size_t size;
  int verdict;              /* MBG_REJECT or MBG_IMPL (or MBG_ACCEPT) */
  const char *expect_code;  /* reader error code for MBG_REJECT, e.g. "E_TRUNCATED"; NULL if any */
  const char *ambiguity;    /* "AMB-NNN" for MBG_IMPL */
  const char *field;        /* grammar ID of the field mutated */
  char name[96];            /* short slug, e.g. "truncate-at-ir.op.mask" */
  int64_t expect_offset;    /* MBG_REJECT: byte offset the reader must report, -1 unknown
                               (added by the mutators; spec/reader-errors.md "Where an
                               error points") */
} mbg_mutation;

/* kind < 0: choose from seed. Returns 0 on success, 1 if this kind does not
 * apply to this file (try another), -1 on allocation failure. `valid` must
 * carry its trace (mbg_generate, or mbg_generate_ex with MBG_OUT_TRACE). */
int mbg_mutate(const mbg_output *valid, uint64_t seed, int kind,
               mbg_mutation *out);
void mbg_mutation_free(mbg_mutation *m);
int mbg_mutation_kinds(void);              /* number of kinds */
const char *mbg_mutation_kind_name(int kind);

/* libFuzzer/AFL++ custom-mutator helper: rewrite data[0..size) in place
 * (capacity max_size) into a structure-aware variant; returns the new size.
 * Deterministic in (data, seed). Knobs come from the input: for a bytecode
 * file (magic number first) the version is the file's own version varint
 * (0..6; otherwise hash-derived) and the rest derive from a hash of the
 * whole input; any other input is read as knob bytes (mbg_knobs_from_bytes). */
size_t mbg_fuzz_mutate(uint8_t *data, size_t size, size_t max_size,
                       unsigned int seed);

#ifdef __cplusplus
}
#endif
#endif
