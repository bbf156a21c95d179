/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* mut_kinds.c — the table of mutation kinds and the public entry points.
 *
 * Each row: slug, targeted grammar ID, apply function, and what a reader must
 * do with the result: MBG_REJECT with the reference reader's code (NULL when
 * the code depends on details the trace does not give), MBG_IMPL with the
 * ambiguity when the format is silent, MBG_ACCEPT when the file stays valid.
 * Apply functions may refine the code/offset they know better (truncation).
 * Kinds whose size changes are kept self-consistent say so ("patched"). */
#include <stdlib.h>
#include <string.h>
#include "mut_internal.h"

#define R MBG_REJECT
#define I MBG_IMPL
#define A MBG_ACCEPT
#define SET(name, field, mode, code) \
  {name "-" field, field, mut_apply_set_varint, R, code, NULL, (uint64_t)(mode)}

const mut_kind mut_kinds[] = {
    /* container */
    {"truncate-at", NULL, mut_apply_truncate, R, NULL, NULL, 0},
    {"truncate-mid", NULL, mut_apply_truncate, R, NULL, NULL, 1},
    {"magic-bit-flip", NULL, mut_apply_magic, R, "E_MAGIC", NULL, 0},
    {"version-7", GID_FILE_VERSION, mut_apply_version, R, "E_VERSION", NULL, 7},
    {"version-127", GID_FILE_VERSION, mut_apply_version, R, "E_VERSION", NULL, 127},
    {"version-u64max-9byte", GID_FILE_VERSION, mut_apply_version, R, "E_VERSION", NULL, UINT64_MAX},
    {"version-5-without-properties-section", GID_FILE_VERSION, mut_apply_version, R,
     "E_SECTION_MISSING", NULL, 5},
    {"version-4-with-properties", GID_FILE_VERSION, mut_apply_version, R, NULL, NULL, 4},
    {"producer-empty", GID_FILE_PRODUCER, mut_apply_producer, I, NULL, "AMB-010", 0},
    {"producer-non-utf8", GID_FILE_PRODUCER, mut_apply_producer, I, NULL, "AMB-010", 1},
    {"section-drop-required", GID_SECTION_ID, mut_apply_drop, R, "E_SECTION_MISSING", NULL, 0},
    {"section-drop-resource-half", GID_SECTION_ID, mut_apply_drop, R, "E_SECTION_MISSING", NULL, 1},
    {"section-duplicate", GID_SECTION_ID, mut_apply_duplicate, I, NULL, "AMB-008", 0},
    {"section-unknown-id", GID_SECTION_ID, mut_apply_unknown_id, I, NULL, "AMB-009", 0},
    {"section-reorder", GID_SECTION_ID, mut_apply_reorder, I, NULL, "AMB-007", 0},
    {"trailing-bytes-after-last-section", NULL, mut_apply_trailing_eof, I, NULL, "AMB-006", 0},
    {"section-align-0", GID_SECTION_ALIGNMENT, mut_apply_align, R, "E_ALIGN", NULL, 0},
    {"section-align-3", GID_SECTION_ALIGNMENT, mut_apply_align, R, "E_ALIGN", NULL, 3},
    {"section-align-12", GID_SECTION_ALIGNMENT, mut_apply_align, R, "E_ALIGN", NULL, 12},
    {"section-align-2p33", GID_SECTION_ALIGNMENT, mut_apply_align, R, "E_ALIGN", NULL,
     (uint64_t)1 << 33},
    {"section-align-1-added", GID_SECTION_ALIGNMENT, mut_apply_align, A, NULL, NULL, 1},
    {"section-align-4096", GID_SECTION_ALIGNMENT, mut_apply_align, I, NULL, "AMB-003", 4096},
    {"section-padding-byte-not-cb", GID_SECTION_PADDING, mut_apply_bad_padding, I, NULL, "AMB-004",
     0},
    {"section-empty-resource-pair-added", GID_SECTION_ID, mut_apply_add_empty, I, NULL, "AMB-011",
     5},
    {"section-empty-dialect-versions-added", GID_SECTION_ID, mut_apply_add_empty, I, NULL,
     "AMB-011", 7},
    {"section-length-overlong-9byte", GID_SECTION_LENGTH, mut_apply_section_length_wide, I, NULL,
     "AMB-005", 0},
    {"varint-overlong-patched", NULL, mut_apply_widen_varint, I, NULL, "AMB-005", 0},
    {"varint-9byte-patched", NULL, mut_apply_widen_varint, I, NULL, "AMB-005", 1},

    /* string table */
    SET("count-huge-patched", GID_STRINGS_COUNT, MUT_B_HUGE, "E_COUNT"),
    SET("string-size-zero", GID_STRINGS_SIZE, MUT_B_ZERO, "E_STRING"),
    SET("string-size-huge-patched", GID_STRINGS_SIZE, MUT_B_HUGE, "E_STRING"),
    {"string-trailing-between-sizes-and-data-patched", GID_STRINGS_SIZE,
     mut_apply_string_trailing_between, R, "E_TRAILING", NULL, 0},
    {"string-nul-missing", GID_STRINGS_SIZE, mut_apply_string_nul, R, "E_STRING", NULL, 0},

    /* dialects and op names */
    SET("count-huge-patched", GID_DIALECTS_COUNT, MUT_B_HUGE, "E_COUNT"),
    SET("string-index-oor", GID_DIALECTS_NAME, MUT_B_STR | MUT_FLAG_FROM(1), "E_STRING_INDEX"),
    {"dialect-hasversion-set", GID_DIALECTS_NAME, mut_apply_dialect_hasversion, R,
     "E_DIALECT_VERSION", NULL, 0},
    {"numopnames-hint-off-by-one", GID_DIALECTS_NUM_OP_NAMES, mut_apply_numopnames_hint, A, NULL,
     NULL, 0},
    SET("dialect-index-oor", GID_DIALECTS_OPGROUP_DIALECT, MUT_B_DIA, "E_DIALECT_INDEX"),
    SET("count-huge-patched", GID_DIALECTS_OPGROUP_COUNT, MUT_B_HUGE, "E_COUNT"),
    SET("string-index-oor", GID_DIALECTS_OPNAME, MUT_B_STR | MUT_FLAG_FROM(5), "E_STRING_INDEX"),

    /* attribute/type offsets */
    SET("count-huge-patched", GID_ATTRTYPE_NUM_ATTRS, MUT_B_HUGE, "E_COUNT"),
    SET("count-huge-patched", GID_ATTRTYPE_NUM_TYPES, MUT_B_HUGE, "E_COUNT"),
    SET("dialect-index-oor", GID_ATTRTYPE_GROUP_DIALECT, MUT_B_DIA, "E_DIALECT_INDEX"),
    SET("count-huge-patched", GID_ATTRTYPE_GROUP_COUNT, MUT_B_HUGE, "E_COUNT"),
    SET("entry-size-huge-patched", GID_ATTRTYPE_ENTRY, MUT_B_HUGE | MUT_FLAG_FROM(0),
        "E_ATTRTYPE_OFFSET"),
    {"attrtype-offset-trailing-byte-patched", GID_SECTION_DATA, mut_apply_section_trailing, R,
     "E_TRAILING", NULL, 3},
    {"attrtype-data-trailing-byte-patched", GID_SECTION_DATA, mut_apply_section_trailing, I, NULL,
     "AMB-006", 2},

    /* resources */
    SET("count-huge-patched", GID_RESOURCES_NUM_EXTERNAL_GROUPS, MUT_B_HUGE, "E_COUNT"),
    SET("string-index-oor", GID_RESOURCES_GROUP_PROVIDER, MUT_B_STR, "E_STRING_INDEX"),
    SET("dialect-index-oor", GID_RESOURCES_GROUP_DIALECT, MUT_B_DIA, "E_DIALECT_INDEX"),
    SET("count-huge-patched", GID_RESOURCES_GROUP_COUNT, MUT_B_HUGE, "E_COUNT"),
    SET("string-index-oor", GID_RESOURCES_ENTRY_KEY, MUT_B_STR, "E_STRING_INDEX"),
    SET("entry-size-huge-patched", GID_RESOURCES_ENTRY_SIZE, MUT_B_HUGE, "E_RESOURCE"),
    {"resource-kind-unknown", GID_RESOURCES_ENTRY_KIND, mut_apply_byte_value, R, "E_RESOURCE", NULL,
     3},
    {"resource-blob-align-3", GID_RESOURCES_BLOB_ALIGNMENT, mut_apply_byte_value, I, NULL,
     "AMB-014", 0x07 | (1 << 8)},
    SET("string-index-oor", GID_RESOURCES_STRING, MUT_B_STR, "E_STRING_INDEX"),
    {"resource-data-trailing-byte-patched", GID_SECTION_DATA, mut_apply_section_trailing, I, NULL,
     "AMB-006", 5},

    /* properties */
    SET("count-huge-patched", GID_PROPS_COUNT, MUT_B_HUGE, "E_COUNT"),
    SET("entry-size-huge-patched", GID_PROPS_SIZE, MUT_B_HUGE | MUT_OFF_AFTER, "E_TRUNCATED"),
    {"props-trailing-byte-patched", GID_SECTION_DATA, mut_apply_section_trailing, R, "E_TRAILING",
     NULL, 8},
    SET("attr-index-oor", GID_PROPS_UNREGISTERED_ATTR, MUT_B_ATTR, "E_ATTR_INDEX"),

    /* IR: indices */
    SET("opname-index-oor", GID_IR_OP_NAME, MUT_B_OPN, "E_OPNAME_INDEX"),
    SET("attr-index-oor", GID_IR_OP_LOCATION, MUT_B_ATTR, "E_ATTR_INDEX"),
    SET("attr-index-oor", GID_IR_OP_ATTRS, MUT_B_ATTR, "E_ATTR_INDEX"),
    SET("props-index-oor", GID_IR_OP_PROPERTIES, MUT_B_PROPS, "E_PROPS_INDEX"),
    SET("type-index-oor", GID_IR_OP_RESULT_TYPE, MUT_B_TYPE, "E_TYPE_INDEX"),
    SET("value-index-oor", GID_IR_OP_OPERAND, MUT_B_VALUES, "E_VALUE_INDEX"),
    SET("successor-index-oor", GID_IR_OP_SUCCESSOR, MUT_B_BLOCKS, "E_SUCCESSOR_INDEX"),
    SET("type-index-oor", GID_IR_BLOCK_ARG_TYPE, MUT_B_TYPE | MUT_FLAG_FROM(4), "E_TYPE_INDEX"),
    SET("attr-index-oor", GID_IR_BLOCK_ARG_LOCATION, MUT_B_ATTR, "E_ATTR_INDEX"),
    SET("uselist-value-index-oor", GID_IR_USELIST_VALUE_INDEX, MUT_B_HUGE, "E_USELIST"),
    SET("uselist-index-oor", GID_IR_USELIST_INDEX, MUT_B_HUGE | MUT_OFF_UNKNOWN, "E_USELIST"),

    /* IR: counts */
    SET("count-huge-patched", GID_IR_BLOCK_HEADER, MUT_B_HUGE | MUT_FLAG_FROM(0), "E_COUNT"),
    SET("count-huge-patched", GID_IR_BLOCK_NUM_ARGS, MUT_B_HUGE, "E_COUNT"),
    SET("count-huge-patched", GID_IR_OP_NUM_RESULTS, MUT_B_HUGE, "E_COUNT"),
    SET("count-huge-patched", GID_IR_OP_NUM_OPERANDS, MUT_B_HUGE, "E_COUNT"),
    SET("count-huge-patched", GID_IR_OP_NUM_SUCCESSORS, MUT_B_HUGE, "E_COUNT"),
    SET("count-huge-patched", GID_IR_OP_REGIONS, MUT_B_HUGE | MUT_FLAG_FROM(0), "E_COUNT"),
    SET("count-huge-patched", GID_IR_REGION_NUM_BLOCKS, MUT_B_HUGE, "E_COUNT"),
    SET("count-huge-patched", GID_IR_REGION_NUM_VALUES, MUT_B_HUGE, "E_COUNT"),
    SET("count-huge-patched", GID_IR_USELIST_NUM_VALUES, MUT_B_HUGE, "E_COUNT"),
    SET("count-huge-patched", GID_IR_USELIST_COUNT, MUT_B_HUGE | MUT_FLAG_FROM(0), "E_COUNT"),
    {"region-numvalues-one-less", GID_IR_REGION_NUM_VALUES, mut_apply_numvalues_deflate, R, NULL,
     NULL, 0},

    /* IR: flags */
    {"op-mask-bit-0x80", GID_IR_OP_MASK, mut_apply_mask_bit, I, NULL, "AMB-012", 0x80},
    {"op-mask-uselist-bit-before-v3", GID_IR_OP_MASK, mut_apply_mask_bit, I, NULL, "AMB-012", 0x20},
    {"op-mask-properties-bit-before-v5", GID_IR_OP_MASK, mut_apply_mask_bit, R, "E_PROPS_VERSION",
     NULL, 0x40},
    {"op-mask-uselist-bit-without-results", GID_IR_OP_MASK, mut_apply_uselist_no_results, R,
     "E_USELIST", NULL, 0},
    {"op-add-successor-oor-patched", GID_IR_OP_SUCCESSOR, mut_apply_add_successor, R,
     "E_SUCCESSOR_INDEX", NULL, 0},
    {"op-add-properties-oor-patched", GID_IR_OP_PROPERTIES, mut_apply_add_props, R,
     "E_PROPS_INDEX", NULL, 0},
    {"op-add-attrs-not-dictionary-patched", GID_IR_OP_ATTRS, mut_apply_add_attrs, R, "E_ATTR_KIND",
     NULL, 0},
    {"op-add-attrs-oor-patched", GID_IR_OP_ATTRS, mut_apply_add_attrs, R, "E_ATTR_INDEX", NULL, 1},
    {"toplevel-block-hasargs", GID_IR_BLOCK_HEADER, mut_apply_toplevel_args, R, "E_TOPLEVEL_ARGS",
     NULL, 0},
    {"block-add-args-count-huge-patched", GID_IR_BLOCK_NUM_ARGS, mut_apply_add_args, R, "E_COUNT",
     NULL, 0},
    {"op-isolated-set-inline-regions", GID_IR_OP_REGIONS, mut_apply_isolated_set, R,
     "E_NESTED_SECTION", NULL, 0},
    {"ir-trailing-byte-patched", GID_SECTION_DATA, mut_apply_section_trailing, I, NULL, "AMB-006",
     4},
    {"ir-nested-section-trailing-byte-patched", GID_SECTION_DATA, mut_apply_nested_trailing, I,
     NULL, "AMB-006", 0},

    /* era 23 (appended: the kinds above keep their index, hence their bytes) */
    {"affine-expr-kind-unknown", GID_BUILTIN_ATTR_AFFINE_MAP_ATTR_EXPR_KIND, mut_apply_affine_kind, R,
     "E_ATTRTYPE_ENTRY", NULL, 0},
};
const int mut_nkinds = (int)(sizeof mut_kinds / sizeof mut_kinds[0]);

int mbg_mutation_kinds(void) { return mut_nkinds; }

const char *mbg_mutation_kind_name(int kind) {
  return kind >= 0 && kind < mut_nkinds ? mut_kinds[kind].name : NULL;
}

static int try_kind(const mut_doc *d, int kind, uint64_t seed, mbg_mutation *out) {
  mut_rng r = {seed ^ (0xA24BAED4963EE407ull * (uint64_t)(kind + 1))};
  const mut_kind *k = &mut_kinds[kind];
  return k->apply(d, k, &r, out);
}

int mbg_mutate(const mbg_output *valid, uint64_t seed, int kind, mbg_mutation *out) {
  if (!out) return -1;
  memset(out, 0, sizeof *out);
  out->expect_offset = -1;
  if (kind >= mut_nkinds) return 1;
  mut_doc d;
  int rc = mut_doc_init(&d, valid);
  if (rc) return rc;
  if (kind >= 0) {
    rc = try_kind(&d, kind, seed, out);
  } else { /* from a seeded start, the first kind that applies */
    mut_rng r = {seed};
    int start = (int)mut_below(&r, (uint64_t)mut_nkinds);
    rc = 1;
    for (int j = 0; j < mut_nkinds && rc == 1; j++) {
      memset(out, 0, sizeof *out);
      out->expect_offset = -1;
      rc = try_kind(&d, (start + j) % mut_nkinds, seed, out);
    }
  }
  mut_doc_free(&d);
  if (rc) {
    free(out->bytes);
    memset(out, 0, sizeof *out);
    out->expect_offset = -1;
  }
  return rc;
}

void mbg_mutation_free(mbg_mutation *m) {
  if (!m) return;
  free(m->bytes);
  m->bytes = NULL;
  m->size = 0;
}
