/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* mut_internal.h — shared pieces of the trace-driven mutators.
 *
 * A mutation never decodes the file with reader code: it works from the
 * generator's field trace (grammar IDs with byte ranges) plus its own parse of
 * the container (magic, version, producer, section headers), which it needs to
 * rebuild the file after a size change. Edits are expressed as patches
 * (replace [off, off+oldlen) by new bytes) and section-level changes; the
 * builder re-encodes every enclosing length (nested sections, properties
 * entries, top-level sections) and recomputes top-level padding, so a
 * mutation can reach deep into a file and stay self-consistent elsewhere. */
#ifndef MBG_MUT_INTERNAL_H
#define MBG_MUT_INTERNAL_H
#include <stddef.h>
#include <stdint.h>
#include "mlirbc_gen.h"
#include "mlirbc_grammar_ids.h"

enum { MUT_NSEC = 9, MUT_MAXSEC = 64 };

/* ---- varints (PrefixVarInt: trailing zeros of byte 0 count extra bytes) -- */
size_t mut_varint_len(uint8_t b0);
/* Decode at p (n bytes available): width, 0 if truncated. */
size_t mut_varint_get(const uint8_t *p, size_t n, uint64_t *v);
/* Minimal width of v (1..9). */
size_t mut_varint_width(uint64_t v);
/* Encode v in exactly w bytes (w >= minimal width) into out[9]. */
void mut_varint_put(uint64_t v, size_t w, uint8_t *out);

/* ---- deterministic random numbers (splitmix64) ---- */
typedef struct mut_rng { uint64_t s; } mut_rng;
uint64_t mut_next(mut_rng *r);
uint64_t mut_below(mut_rng *r, uint64_t n); /* [0, n), n > 0 */

/* ---- the file being mutated ---- */
typedef struct mut_field { const char *id; size_t off, size; } mut_field;

typedef struct mut_sec {     /* one top-level section, as found in the file */
  int id;                    /* low 7 bits of the id byte */
  uint8_t id_byte;
  size_t hdr_off, len_off, len_w, align_off, align_w, pad_off, pad_n, data_off;
  uint64_t len, align;       /* align 1 when no alignment field */
} mut_sec;

typedef struct mut_window {  /* a nested length-prefixed window */
  size_t len_off, len_w, data_off;
  uint64_t len;
} mut_window;

typedef struct mut_aligned { /* padding whose size depends on the absolute offset */
  size_t pos;                /* where the padding starts */
  uint64_t align;
} mut_aligned;

typedef struct mut_doc {
  const uint8_t *b; size_t n;
  int version;
  size_t version_off, version_w, producer_off, producer_len, hdr_end;
  mut_sec sec[MUT_MAXSEC]; int nsec;
  int top[MUT_NSEC];         /* index in sec[] of each section id, -1 absent */
  uint8_t pad_byte;          /* the padding byte the file uses */
  mut_field *f; size_t nf;   /* trace, sorted by offset, deduplicated */
  mut_window *w; size_t nw;
  mut_aligned *al; size_t nal;
  uint64_t nstrings, ndialects, nopnames, nattrs, ntypes, nprops;
  uint64_t sum_values, max_blocks;
} mut_doc;

/* 0 ok, 1 not a file the mutators understand, -1 out of memory. */
int mut_doc_init(mut_doc *d, const mbg_output *o);
void mut_doc_free(mut_doc *d);
/* Index in sec[] of the section whose payload holds off; -1 for the header
 * prefix; -2 for a section header or outside. */
int mut_sec_of(const mut_doc *d, size_t off);
/* Value of the varint field at f (0 if undecodable). */
uint64_t mut_field_value(const mut_doc *d, const mut_field *f);
/* Fields with this id: count, and the k-th. */
size_t mut_count_id(const mut_doc *d, const char *id);
const mut_field *mut_nth_id(const mut_doc *d, const char *id, size_t k);
/* A random field with this id, NULL if none. */
const mut_field *mut_pick_id(const mut_doc *d, const char *id, mut_rng *r);
/* Index of a field in d->f. */
size_t mut_field_index(const mut_doc *d, const mut_field *f);

/* ---- edits ---- */
typedef struct mut_patch {
  size_t off, oldlen, anchor; /* anchor: a byte that decides the enclosing windows */
  int top_only;               /* 1: belongs to the top-level section, no nested window */
  uint8_t bytes[24]; size_t newlen;
} mut_patch;

typedef struct mut_out_sec {   /* one section of the rebuilt file, in output order */
  int src;                     /* index in doc sec[], or -1: raw section below */
  int keep_id;                 /* 1: id byte from the source */
  uint8_t id_byte;
  int align_override;          /* 1: use align/align_w below; id bit 7 set */
  uint64_t align; size_t align_w;
  int want_padding;            /* 1: choose the smallest alignment that pads */
  int bad_pad;                 /* 1: corrupt one padding byte */
  size_t len_w;                /* 0: keep the source width when it fits */
  const uint8_t *raw; size_t raw_len;
} mut_out_sec;

typedef struct mut_edit {
  const mut_doc *d;
  mut_patch p[8]; int np;
  mut_out_sec s[MUT_MAXSEC + 2]; int ns;
  int ignore_alignment;        /* 1: do not refuse when inner padding breaks */
  /* results of mut_build */
  uint8_t *out; size_t out_n;
  size_t new_data_off[MUT_MAXSEC], new_hdr_off[MUT_MAXSEC + 2];
  size_t new_align_off[MUT_MAXSEC + 2], new_pad_off[MUT_MAXSEC + 2];
  size_t bad_pad_off;
} mut_edit;

void mut_edit_init(mut_edit *e, const mut_doc *d); /* sections in file order */
/* Patch helpers: 0 ok, 1 does not fit. */
int mut_patch_bytes(mut_edit *e, size_t off, size_t oldlen, const uint8_t *b, size_t n,
                    size_t anchor);
/* Insert bytes at off as part of the top-level section holding anchor only
 * (e.g. trailing bytes after the last nested window of a section). */
int mut_patch_top(mut_edit *e, size_t off, const uint8_t *b, size_t n, size_t anchor);
/* Replace the varint field f by v in width w (0: same width if it fits, else 9). */
int mut_patch_varint(mut_edit *e, const mut_field *f, uint64_t v, size_t w);
/* Build: 0 ok, 1 inner alignment would break (not applicable), -1 no memory. */
int mut_build(mut_edit *e);
/* Offset in the rebuilt file of an original byte (after mut_build). */
size_t mut_map(const mut_edit *e, size_t old_off);
/* Hand the built bytes to a mutation. */
void mut_take(mut_edit *e, mbg_mutation *m);
void mut_edit_free(mut_edit *e);

/* ---- kinds ---- */
typedef struct mut_kind mut_kind;
typedef int (*mut_apply_fn)(const mut_doc *d, const mut_kind *k, mut_rng *r,
                            mbg_mutation *m);
struct mut_kind {
  const char *name;     /* slug prefix */
  const char *field;    /* grammar ID targeted (NULL: container level) */
  mut_apply_fn apply;   /* returns 0 ok, 1 not applicable, -1 no memory */
  int verdict;          /* MBG_REJECT / MBG_IMPL / MBG_ACCEPT (default for apply) */
  const char *code;     /* expected reader code (MBG_REJECT), NULL any */
  const char *amb;      /* ambiguity (MBG_IMPL) */
  uint64_t arg;         /* kind-specific parameter */
};

extern const mut_kind mut_kinds[];
extern const int mut_nkinds;

/* Fill the fixed part of a mutation from its kind. */
void mut_set(mbg_mutation *m, const mut_kind *k, const char *field, const char *detail);

/* Truncation classifier: the verdict of the file cut to t bytes.
 * Returns 0 and sets *code and *off when stated, 1 when it depends. */
int mut_truncation_code(const mut_doc *d, size_t t, const char **code, int64_t *off);

/* Apply functions (mut_container.c, mut_fields.c, mut_ir.c); the table of
 * kinds is in mut_kinds.c. */
#define MUT_APPLY(name) \
  int mut_apply_##name(const mut_doc *d, const mut_kind *k, mut_rng *r, mbg_mutation *m)
MUT_APPLY(truncate); MUT_APPLY(magic); MUT_APPLY(version); MUT_APPLY(producer);
MUT_APPLY(drop); MUT_APPLY(duplicate); MUT_APPLY(unknown_id); MUT_APPLY(reorder);
MUT_APPLY(trailing_eof); MUT_APPLY(align); MUT_APPLY(bad_padding); MUT_APPLY(add_empty);
MUT_APPLY(section_length_wide);
MUT_APPLY(set_varint); MUT_APPLY(widen_varint); MUT_APPLY(section_trailing);
MUT_APPLY(string_trailing_between); MUT_APPLY(string_nul); MUT_APPLY(dialect_hasversion);
MUT_APPLY(byte_value); MUT_APPLY(numopnames_hint); MUT_APPLY(affine_kind);
MUT_APPLY(mask_bit); MUT_APPLY(uselist_no_results); MUT_APPLY(add_successor);
MUT_APPLY(add_props); MUT_APPLY(add_attrs); MUT_APPLY(toplevel_args); MUT_APPLY(add_args);
MUT_APPLY(isolated_set); MUT_APPLY(numvalues_deflate); MUT_APPLY(nested_trailing);

/* mut_apply_set_varint arguments: what value replaces the field. */
enum {
  MUT_B_HUGE = 0, /* 2^64-1 (flag bit kept): a count or index no file can satisfy */
  MUT_B_STR, MUT_B_DIA, MUT_B_OPN, MUT_B_ATTR, MUT_B_TYPE, MUT_B_PROPS, MUT_B_VALUES,
  MUT_B_BLOCKS,   /* out of range for that table: in place when the width allows */
  MUT_B_ZERO      /* 0, in place */
};
#define MUT_FLAG_FROM(v) ((uint64_t)((v) + 1) << 8) /* bit 0 is a flag from version v */
#define MUT_OFF_AFTER ((uint64_t)1 << 16)   /* the error points past the field */
#define MUT_OFF_UNKNOWN ((uint64_t)1 << 17) /* the error offset is not derived */
/* Can a field at off grow (is every enclosing length known)? */
int mut_widenable(const mut_doc *d, size_t off);

/* Build, then hand the bytes to m; rc as mbg_mutate. */
int mut_finish(mut_edit *e, mbg_mutation *m);

#endif
