/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* gen_api.c — the public entry points: knob defaults and resolution (seeded
 * separately from the IR, so a file's resolved knobs reproduce it exactly),
 * knob flags, mbg_generate and the output's lifetime. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "gen_internal.h"

void mbg_knobs_default(mbg_knobs *k) {
  k->version = -1;
  k->max_depth = -1;
  k->max_ops = -1;
  k->features_off = 0;
  k->swarm = -1;
  k->section_order = -1;
  k->align = -1;
  k->pad_byte = 0xCB;
  k->share_strings = -1;
  k->varint_extra = -1;
  k->lazy = -1;
  k->uselist = -1;
  k->elide_blockarg_loc = -1;
  k->empty_sections = -1;
  k->focus = -1;
}

/* ---- knob flags ---- */
typedef struct kflag { const char *name; size_t off; int lo, hi; const char *help; } kflag;
#define KOFF(f) offsetof(mbg_knobs, f)
static const kflag kflags[] = {
    {"--version", KOFF(version), 0, 6, "bytecode version 0..6"},
    {"--max-depth", KOFF(max_depth), 0, 1000, "region nesting limit"},
    {"--max-ops", KOFF(max_ops), 1, 1000000, "soft limit on operations"},
    {"--swarm", KOFF(swarm), 0, 1, "1: switch random features off per file"},
    {"--section-order", KOFF(section_order), 0, 1, "0 upstream order, 1 shuffled"},
    {"--align", KOFF(align), 0, 1 << 20, "0 none, or a power of two: align every section"},
    {"--pad-byte", KOFF(pad_byte), 0, 255, "alignment padding byte (upstream 0xCB = 203)"},
    {"--share-strings", KOFF(share_strings), 0, 1, "1: one string entry per distinct string"},
    {"--varint-extra", KOFF(varint_extra), 0, 8, "widen every varint by N bytes"},
    {"--lazy", KOFF(lazy), 0, 1, "1: isolated regions in nested IR sections (v2+)"},
    {"--uselist", KOFF(uselist), 0, 3, "use-list orders: 0 none 1 index lists 2 pairs 3 both"},
    {"--elide-blockarg-loc", KOFF(elide_blockarg_loc), 0, 1, "1: elide block-argument locations (v4+)"},
    {"--empty-sections", KOFF(empty_sections), 0, 1, "1: emit optional sections even when empty"},
    {"--focus", KOFF(focus), -1, 31, "feature the file is about (vocabulary name or index; -1 none)"},
};
#define NKF (sizeof kflags / sizeof kflags[0])

static const char *const fnames[] = {"unregistered", "func", "testdialect", "results", "operands",
                                     "forward-refs", "successors", "block-args", "regions", "isolated",
                                     "builtin-attrs", "builtin-types", "fallback-asm", "opaque-dialect",
                                     "properties", "resources", "locations", "dialect-versions", "uselists",
                                     "range-loc", "distinct-attr", "scalable-vector", "ods-properties"};
#define NFEAT (sizeof fnames / sizeof fnames[0])
#define NSWARM 19 /* swarm switches the first 19 only: the rest are chosen by profiles */

/* The feature vocabulary (spec/features.json), in the order of the GF_* bits. */
static const char *const vocab[] = {
    "lazy-loading", "use-list-order", "native-properties", "dialect-versioning", "alignment",
    "resources", "external-resources", "elided-blockarg-loc", "forward-references", "successors",
    "graph-regions", "unregistered-ops", "opaque-dialect-payloads", "builtin-attrs", "builtin-types",
    "fallback-assembly", "overlong-varints", "section-order", "empty-sections", "locations",
    "deep-nesting", "large-alignment", "builtin-filelinecolrange", "builtin-distinct-attr",
    "builtin-scalable-vector", "builtin-scalable-vector-llvm16", "builtin-affine-map",
    "builtin-dialect-version", "builtin-small-float-types"};
#define NVOCAB ((int)(sizeof vocab / sizeof vocab[0]))

const char *mbg_feature_name(int i) { return i >= 0 && i < NVOCAB ? vocab[i] : NULL; }

const char *mbg_knobs_help(void) {
  static char buf[2048];
  if (!buf[0]) {
    size_t n = 0;
    for (size_t i = 0; i < NKF; i++)
      n += (size_t)snprintf(buf + n, sizeof buf - n, "  %-22s N  %s\n", kflags[i].name, kflags[i].help);
    n += (size_t)snprintf(buf + n, sizeof buf - n, "  %-22s L  comma-separated features to switch off:\n%s",
                          "--features-off", "                            ");
    for (size_t i = 0; i < NFEAT; i++)
      n += (size_t)snprintf(buf + n, sizeof buf - n, "%s%s", fnames[i], i + 1 < NFEAT ? "," : "\n");
    snprintf(buf + n, sizeof buf - n, "  (a knob not given is chosen from the seed)\n");
  }
  return buf;
}

static int parse_int(const char *s, long *v) {
  char *e;
  *v = strtol(s, &e, 0);
  return *s && !*e;
}

int mbg_knob_arg(mbg_knobs *k, int argc, char **argv, int *i, char *err, size_t errsz) {
  const char *a = argv[*i];
  if (strcmp(a, "--focus") == 0 && *i + 1 < argc) { /* a vocabulary name, or an index below */
    for (int f = 0; f < NVOCAB; f++)
      if (strcmp(argv[*i + 1], vocab[f]) == 0) {
        k->focus = f;
        *i += 2;
        return 2;
      }
  }
  for (size_t f = 0; f < NKF; f++) {
    if (strcmp(a, kflags[f].name) != 0) continue;
    long v;
    if (*i + 1 >= argc || !parse_int(argv[*i + 1], &v) || v < kflags[f].lo || v > kflags[f].hi) {
      snprintf(err, errsz, "%s needs an integer in [%d, %d]", a, kflags[f].lo, kflags[f].hi);
      return -1;
    }
    if (f == 5 && v > 1 && (v & (v - 1))) {
      snprintf(err, errsz, "--align must be 0 or a power of two");
      return -1;
    }
    *(int *)((char *)k + kflags[f].off) = (int)v;
    *i += 2;
    return 2;
  }
  if (strcmp(a, "--features-off") == 0) {
    if (*i + 1 >= argc) {
      snprintf(err, errsz, "--features-off needs a list (or a number)");
      return -1;
    }
    const char *s = argv[*i + 1];
    long v;
    if (parse_int(s, &v)) {
      k->features_off = (uint64_t)v;
    } else {
      k->features_off = 0;
      while (*s) {
        size_t n = strcspn(s, ",");
        size_t f = 0;
        for (; f < NFEAT; f++)
          if (strlen(fnames[f]) == n && strncmp(fnames[f], s, n) == 0) break;
        if (f == NFEAT) {
          snprintf(err, errsz, "unknown feature '%.*s' in --features-off", (int)n, s);
          return -1;
        }
        k->features_off |= (uint64_t)1 << f;
        s += n + (s[n] == ',');
      }
    }
    *i += 2;
    return 2;
  }
  return 0;
}

/* ---- knobs from bytes (fuzzing) ---- */
void mbg_knobs_from_bytes(const uint8_t *data, size_t size, uint64_t *seed, mbg_knobs *k) {
  mbg_knobs_default(k);
  uint64_t h = 1469598103934665603ull;
  for (size_t i = 0; i < size; i++) h = (h ^ data[i]) * 1099511628211ull;
  *seed = h;
  if (size < 1) return;
  uint8_t b0 = data[0];
  k->version = b0 % 7;
  if (size < 2) return;
  k->max_ops = 1 + data[1] % 48;
  if (size < 3) return;
  k->max_depth = data[2] % 8;
  if (size < 4) return;
  uint8_t f = data[3];
  k->section_order = f & 1;
  k->share_strings = (f >> 1) & 1;
  k->lazy = (f >> 2) & 1;
  k->elide_blockarg_loc = (f >> 3) & 1;
  k->empty_sections = (f >> 4) & 1;
  k->uselist = (f >> 5) & 3;
  k->swarm = f >> 7;
  if (size < 5) return;
  static const int aligns[] = {0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 4096, 0, 0};
  k->align = aligns[data[4] & 15];
  k->varint_extra = (data[4] >> 4) < 12 ? 0 : (data[4] >> 4) - 11;
}

/* ---- generation ---- */
static const struct { const char *text; int era; unsigned weight; } producers[] = {
    {"MLIR22.1.8", 20, 60}, {"MLIR20.1.0", 20, 8}, {"mlirbc-gen", 20, 8},
    {"MLIR19.1.7", 17, 14}, {"MLIR16.0.6", 16, 10}};

static void resolve(mbg_knobs *k, uint64_t seed) {
  grng r = {seed ^ 0xA5A5F00DCAFEBEEFull};
  if (k->version < 0) k->version = (int)g_below(&r, 7);
  if (k->max_depth < 0) k->max_depth = 1 + (int)g_below(&r, 5);
  if (k->max_ops < 0) k->max_ops = 1 + (int)g_below(&r, 30);
  if (k->swarm < 0) k->swarm = g_chance(&r, 50);
  if (k->swarm) {
    for (size_t f = 0; f < NSWARM; f++)
      if (g_chance(&r, 20)) k->features_off |= (uint64_t)1 << f;
    k->swarm = 0; /* resolved into features_off */
  }
  if (k->section_order < 0) k->section_order = g_chance(&r, 20);
  if (k->align < 0) {
    static const int al[] = {1, 2, 4, 8, 16, 32, 64, 256, 4096};
    k->align = g_chance(&r, 75) ? 0 : al[g_below(&r, 9)];
  }
  if (k->pad_byte < 0) k->pad_byte = 0xCB;
  if (k->share_strings < 0) k->share_strings = !g_chance(&r, 20);
  if (k->varint_extra < 0) k->varint_extra = g_chance(&r, 85) ? 0 : 1 + (int)g_below(&r, 8);
  if (k->lazy < 0) k->lazy = !g_chance(&r, 30);
  if (k->uselist < 0) k->uselist = (int)g_below(&r, 4);
  if (k->elide_blockarg_loc < 0) k->elide_blockarg_loc = g_chance(&r, 50);
  if (k->empty_sections < 0) k->empty_sections = g_chance(&r, 30);
}

static int valid(const mbg_knobs *k) {
  if (k->version < -1 || k->version > 6) return 0;
  if (k->align > 1 && (k->align & (k->align - 1))) return 0;
  if (k->align > (1 << 20) || k->pad_byte > 255 || k->varint_extra > 8) return 0;
  if (k->max_depth > 1000 || k->max_ops > 1000000) return 0;
  if (k->focus < -1 || k->focus >= NVOCAB) return 0;
  return 1;
}


static void init_ctx(gctx *c, unsigned want) {
  memset(c, 0, sizeof *c);
  c->want = want;
  gv_init(&c->strs, sizeof(uint32_t));
  gv_init(&c->strhash, sizeof(uint32_t));
  gv_init(&c->strnext, sizeof(uint32_t));
  gv_init(&c->dialects, sizeof(gdialect));
  gv_init(&c->opnames, sizeof(gopname));
  gv_init(&c->attrs, sizeof(gentry));
  gv_init(&c->types, sizeof(gentry));
  gb_init(&c->pay, c);
  gv_init(&c->props, sizeof(uint32_t));
  gb_init(&c->propbytes, c);
  gv_init(&c->groups, sizeof(ggroup));
  gv_init(&c->res, sizeof(gres));
  gv_init(&c->ops, sizeof(gop));
  gv_init(&c->regions, sizeof(gregion));
  gv_init(&c->blocks, sizeof(gblock));
  gv_init(&c->values, sizeof(gvalue));
  gv_init(&c->opds, sizeof(uint32_t));
  gv_init(&c->succs, sizeof(uint32_t));
  gv_init(&c->arglocs, sizeof(uint32_t));
  gv_init(&c->uls, sizeof(gul));
  gv_init(&c->ulidx, sizeof(uint32_t));
  gv_init(&c->files, sizeof(uint32_t));
  gv_init(&c->spare, sizeof(gscratch));
  c->expressible = 1;
}

static void free_ctx(gctx *c) {
  for (size_t i = 0; i < c->spare.n; i++) {
    gb_free(&GV_AT(&c->spare, gscratch, i).b);
    gs_free(&GV_AT(&c->spare, gscratch, i).t);
  }
  gv_free(&c->spare);
  gvec *vs[] = {&c->strs, &c->strhash, &c->strnext, &c->dialects, &c->opnames, &c->attrs, &c->types,
                &c->props, &c->groups, &c->res, &c->ops, &c->regions, &c->blocks, &c->values,
                &c->opds, &c->succs, &c->arglocs, &c->uls, &c->ulidx, &c->files};
  for (size_t i = 0; i < sizeof vs / sizeof vs[0]; i++) gv_free(vs[i]);
  gb_free(&c->pay);
  gb_free(&c->propbytes);
  gs_free(&c->strpool);
  gs_free(&c->text);
  gs_free(&c->flagpool);
  free(c->adedup.s);
  free(c->phash);
  free(c->tdedup.s);
}

static char *dupz(const char *s, size_t n) {
  char *p = malloc(n + 1);
  if (!p) abort();
  memcpy(p, s, n);
  p[n] = 0;
  return p;
}

static void pick_producer(gctx *c) {
  unsigned total = 0, pick;
  for (size_t i = 0; i < sizeof producers / sizeof producers[0]; i++) total += producers[i].weight;
  pick = g_below(&c->r, total);
  for (size_t i = 0; i < sizeof producers / sizeof producers[0]; i++) {
    if (pick < producers[i].weight) {
      c->producer = producers[i].text;
      c->era = producers[i].era;
      return;
    }
    pick -= producers[i].weight;
  }
}

/* A file about an era-specific encoding needs a writer of that era. */
static void focus_era(gctx *c) {
  static const struct { int focus, lo, hi; const char *producer; } need[] = {
      {22, 20, 20, "MLIR22.1.8"}, {23, 17, 20, "MLIR19.1.7"}, {24, 17, 20, "MLIR19.1.7"},
      {25, 16, 16, "MLIR16.0.6"}, {26, 23, 23, "MLIR23.1.0"}, {27, 23, 23, "MLIR23.1.0"},
      {28, 23, 23, "MLIR23.1.0"}};
  for (size_t i = 0; i < sizeof need / sizeof need[0]; i++)
    if (c->k.focus == need[i].focus && (c->era < need[i].lo || c->era > need[i].hi)) {
      c->producer = need[i].producer;
      c->era = need[i].lo;
    }
}

/* The file's trace, with flag texts pointing into the pool (handed over to
 * out->priv). */
static void take_trace(gctx *c, gbuf *file, mbg_output *out) {
  out->ntrace = file->tr.n;
  if (file->tr.n) {
    out->trace = malloc(file->tr.n * sizeof *out->trace);
    if (!out->trace) abort();
  }
  for (size_t i = 0; i < file->tr.n; i++) {
    const gtrace_ent *e = &GV_AT(&file->tr, gtrace_ent, i);
    out->trace[i].id = e->id;
    out->trace[i].offset = e->off;
    out->trace[i].size = e->size;
    out->trace[i].flags = e->flags ? c->flagpool.d + e->flags - 1 : NULL;
  }
  gv_free(&file->tr);
  out->priv = c->flagpool.d;
  c->flagpool.d = NULL;
}

static void describe(const gctx *c, const mbg_knobs *k, mbg_output *out) {
  gstr f = {0};
  for (size_t i = 0; i < sizeof vocab / sizeof vocab[0]; i++)
    if (c->used & (1u << i)) {
      if (f.n) gs_putc(&f, ',');
      gs_puts(&f, vocab[i]);
    }
  out->features = f.d ? f.d : dupz("", 0);
  gstr kt = {0};
  for (size_t i = 0; i < NKF; i++) {
    gs_printf(&kt, "%s%s %d", kt.n ? " " : "", kflags[i].name, *(const int *)((const char *)k + kflags[i].off));
  }
  gs_printf(&kt, " --features-off 0x%llx", (unsigned long long)k->features_off);
  out->knobs_text = kt.d;
  out->version = c->version;
  out->mlir_opt_expressible = c->expressible;
  out->mlir_opt_why = c->expressible ? NULL : c->why;
}

/* Writes the model built in c into out (bytes, the structure and trace
 * asked for, description) and frees c. */
static int finish(gctx *c, const mbg_knobs *k, uint64_t seed, mbg_output *out) {
  gbuf file;
  gb_init(&file, c);
  g_write(c, &file);
  out->bytes = file.d;
  out->size = file.n;
  gstr js = {0};
  if (c->want & MBG_OUT_STRUCTURE) g_json(c, &js);
  out->structure = js.d ? js.d : dupz("", 0);
  out->structure_len = js.n;
  take_trace(c, &file, out);
  describe(c, k, out);
  out->seed = seed;
  free_ctx(c);
  free(c);
  return 0;
}

int mbg_generate_ex(uint64_t seed, const mbg_knobs *kin, unsigned want, mbg_output *out) {
  memset(out, 0, sizeof *out);
  mbg_knobs k;
  if (kin) k = *kin;
  else mbg_knobs_default(&k);
  if (!valid(&k)) return 1;
  resolve(&k, seed);
  gctx *c = malloc(sizeof *c);
  if (!c) return -1;
  init_ctx(c, want);
  c->k = k;
  c->r.s = seed;
  c->version = k.version;
  c->vx = k.varint_extra;
  c->align = k.align;
  c->fon = ~k.features_off;
  pick_producer(c);
  focus_era(c);
  if (k.pad_byte != 0xCB) g_not_expressible(c, "alignment padding byte other than 0xCB");

  g_build_ir(c);
  return finish(c, &k, seed, out);
}

int mbg_generate_nest(int kind, uint32_t depth, int version, unsigned want, mbg_output *out) {
  memset(out, 0, sizeof *out);
  if (kind < 0 || kind >= MBG_NEST_KINDS || version < 0 || version > 6 || depth > MBG_NEST_MAX_DEPTH) return 1;
  if ((want & MBG_OUT_STRUCTURE) && depth > MBG_NEST_MAX_STRUCTURE_DEPTH) return 1;
  /* the plainest encoding: every knob that varies bytes at its quiet value */
  mbg_knobs k;
  mbg_knobs_default(&k);
  k.version = version;
  k.swarm = k.section_order = k.align = k.varint_extra = k.lazy = k.uselist = 0;
  k.elide_blockarg_loc = k.empty_sections = 0;
  k.share_strings = 1;
  k.max_depth = k.max_ops = 0; /* unused */
  gctx *c = malloc(sizeof *c);
  if (!c) return -1;
  init_ctx(c, want);
  c->k = k;
  c->version = version;
  c->fon = ~(uint64_t)0;
  c->producer = "mlirbc-gen";
  c->era = 20;
  c->no_text = !(want & MBG_OUT_STRUCTURE);
  g_build_nest(c, kind, depth);
  int rc = finish(c, &k, 0, out);
  if (rc == 0) { /* the flags that make it again: nest's, not gen's */
    free(out->knobs_text);
    gstr kt = {0};
    gs_printf(&kt, "--kind %s --depth %u --version %d", mbg_nest_kind_name(kind), depth, version);
    out->knobs_text = kt.d;
  }
  return rc;
}

int mbg_generate(uint64_t seed, const mbg_knobs *k, mbg_output *out) {
  return mbg_generate_ex(seed, k, MBG_OUT_ALL, out);
}

void mbg_output_free(mbg_output *out) {
  if (!out) return;
  free(out->bytes);
  free(out->structure);
  free(out->trace);
  free(out->features);
  free(out->knobs_text);
  free(out->priv);
  memset(out, 0, sizeof *out);
}
