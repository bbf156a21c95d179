/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* test_gen_outputs.c — the bytes do not depend on what else is rendered:
 * for many seeds and knob sets, mbg_generate_ex with MBG_OUT_BYTES,
 * MBG_OUT_STRUCTURE, MBG_OUT_TRACE and MBG_OUT_ALL gives the same bytes (and
 * features, knobs text, version, mlir-opt verdict) as mbg_generate, and the
 * parts not requested are empty. Knob set 4 also checks that a large budget
 * with unregistered ops off terminates. Usage: test_gen_outputs [NSEEDS] */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "mlirbc_gen.h"

static int failures;

static void fail(uint64_t seed, int set, unsigned want, const char *what) {
  if (failures++ < 20)
    fprintf(stderr, "FAIL seed %llu knob set %d want %u: %s\n", (unsigned long long)seed, set, want, what);
}

static int same_str(const char *a, const char *b) { return (!a && !b) || (a && b && !strcmp(a, b)); }

/* o (generated with `want`) against ref (everything rendered). */
static void compare(uint64_t seed, int set, unsigned want, const mbg_output *o, const mbg_output *ref) {
  if (o->size != ref->size || memcmp(o->bytes, ref->bytes, o->size)) fail(seed, set, want, "bytes differ");
  if (!same_str(o->features, ref->features)) fail(seed, set, want, "features differ");
  if (!same_str(o->knobs_text, ref->knobs_text)) fail(seed, set, want, "knobs text differs");
  if (o->version != ref->version || o->mlir_opt_expressible != ref->mlir_opt_expressible ||
      !same_str(o->mlir_opt_why, ref->mlir_opt_why) || o->seed != ref->seed)
    fail(seed, set, want, "metadata differs");
  if (want & MBG_OUT_STRUCTURE) {
    if (o->structure_len != ref->structure_len || memcmp(o->structure, ref->structure, o->structure_len))
      fail(seed, set, want, "structure differs");
  } else if (!o->structure || o->structure_len || o->structure[0]) {
    fail(seed, set, want, "structure not requested but rendered");
  }
  if (want & MBG_OUT_TRACE) {
    int same = o->ntrace == ref->ntrace;
    for (size_t i = 0; same && i < o->ntrace; i++)
      same = o->trace[i].id == ref->trace[i].id && o->trace[i].offset == ref->trace[i].offset &&
             o->trace[i].size == ref->trace[i].size && same_str(o->trace[i].flags, ref->trace[i].flags);
    if (!same) fail(seed, set, want, "trace differs");
  } else if (o->ntrace || o->trace) {
    fail(seed, set, want, "trace not requested but rendered");
  }
}

static void knob_set(int set, mbg_knobs *k) {
  mbg_knobs_default(k);
  switch (set) {
  case 1: k->max_ops = 400, k->max_depth = 6; break;          /* larger files, nesting */
  case 2: k->version = 6, k->share_strings = 1, k->uselist = 3; break;
  case 3: k->version = 1, k->varint_extra = 2, k->align = 16, k->section_order = 1; break;
  case 4: /* a budget to use up with functions only: once hung (8 functions max) */
    k->max_ops = 1500, k->max_depth = 6, k->swarm = 0, k->features_off = MBG_F_UNREGISTERED;
    break;
  default: break;                                              /* everything from the seed */
  }
}
#define NSETS 5
#define NSEEDS_BIG 8 /* seeds of knob set 4 (large files) */

int main(int argc, char **argv) {
  int nseeds = argc > 1 ? atoi(argv[1]) : 200;
  static const unsigned wants[] = {MBG_OUT_BYTES, MBG_OUT_STRUCTURE, MBG_OUT_TRACE, MBG_OUT_ALL};
  for (int set = 0; set < NSETS; set++) {
    mbg_knobs k;
    knob_set(set, &k);
    int n = set == 4 && nseeds > NSEEDS_BIG ? NSEEDS_BIG : nseeds;
    for (uint64_t seed = 0; seed < (uint64_t)n; seed++) {
      mbg_output ref;
      if (mbg_generate(seed, &k, &ref) != 0) {
        fail(seed, set, MBG_OUT_ALL, "mbg_generate failed");
        continue;
      }
      for (size_t w = 0; w < sizeof wants / sizeof wants[0]; w++) {
        mbg_output o;
        if (mbg_generate_ex(seed, &k, wants[w], &o) != 0) fail(seed, set, wants[w], "mbg_generate_ex failed");
        else compare(seed, set, wants[w], &o, &ref);
        mbg_output_free(&o);
      }
      mbg_output_free(&ref);
    }
  }
  if (failures) {
    fprintf(stderr, "%d failure(s)\n", failures);
    return 1;
  }
  printf("ok: %d seeds x %d knob sets x 4 output requests: identical bytes\n", nseeds, NSETS);
  return 0;
}
