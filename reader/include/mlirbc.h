/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/*
 * mlirbc.h — reference reader for the MLIR bytecode format (versions 0–6).
 *
 * C11, no dependencies, no global state. Reads from a caller-owned memory
 * buffer; every string/blob it hands out is a view into that buffer (zero
 * copy) or into memory owned by the mlirbc_file. Never recurses on input
 * depth; every allocation is bounded by the size of the input.
 *
 * Usage:
 *   mlirbc_file *f; mlirbc_error e;
 *   if (mlirbc_open(&f, buf, len, NULL, &e) != MLIRBC_OK) report(e);
 *   else if (mlirbc_walk(f, &visitor, ctx, &e) != MLIRBC_OK) report(e);
 *   mlirbc_close(f);
 *
 * mlirbc_open parses the container and every table (strings, dialects,
 * op names, attribute/type framing, resources, properties framing).
 * mlirbc_walk parses the IR section (and nested lazily-loadable IR sections)
 * and reports it as events. A file is accepted iff both return MLIRBC_OK.
 */
#ifndef MLIRBC_H
#define MLIRBC_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* MLIRBC_API marks the public functions: the shared library is built with
 * -fvisibility=hidden, so these are the only symbols it exports. */
#ifndef MLIRBC_API
#if defined(_WIN32) && defined(MLIRBC_SHARED)
#ifdef MLIRBC_BUILDING
#define MLIRBC_API __declspec(dllexport)
#else
#define MLIRBC_API __declspec(dllimport)
#endif
#elif defined(__GNUC__) || defined(__clang__)
#define MLIRBC_API __attribute__((visibility("default")))
#else
#define MLIRBC_API
#endif
#endif

#define MLIRBC_MIN_VERSION 0u
#define MLIRBC_MAX_VERSION 6u

/* Stable error codes. The numeric values and names never change meaning;
 * new codes are appended. spec/reader-errors.md documents each one. */
typedef enum mlirbc_code {
  MLIRBC_OK = 0,
  MLIRBC_E_NOMEM,            /* allocation failed */
  MLIRBC_E_TRUNCATED,        /* read past the end of the file or section */
  MLIRBC_E_MAGIC,            /* not "ML\xEFR" */
  MLIRBC_E_VERSION,          /* version newer than 6 */
  MLIRBC_E_PRODUCER,         /* producer string has no NUL */
  MLIRBC_E_SECTION_ID,       /* unknown top-level or nested section id */
  MLIRBC_E_SECTION_DUP,      /* top-level section appears twice */
  MLIRBC_E_SECTION_MISSING,  /* required section absent for this version */
  MLIRBC_E_ALIGN,            /* alignment not a power of two / too large */
  MLIRBC_E_PADDING,          /* padding byte is not 0xCB */
  MLIRBC_E_TRAILING,         /* bytes left over where the format leaves none */
  MLIRBC_E_COUNT,            /* a count exceeds what the remaining bytes can hold */
  MLIRBC_E_STRING,           /* string table malformed (size 0, missing NUL, overrun) */
  MLIRBC_E_STRING_INDEX,     /* string index out of range */
  MLIRBC_E_DIALECT_INDEX,    /* dialect index out of range */
  MLIRBC_E_DIALECT_VERSION,  /* nested dialect-version section malformed */
  MLIRBC_E_OPNAME_INDEX,     /* operation-name index out of range */
  MLIRBC_E_ATTR_INDEX,       /* attribute index out of range */
  MLIRBC_E_TYPE_INDEX,       /* type index out of range */
  MLIRBC_E_ATTRTYPE_OFFSET,  /* attr/type entry runs past its section */
  MLIRBC_E_ATTRTYPE_ENTRY,   /* attr/type payload malformed (custom or fallback) */
  MLIRBC_E_ATTR_KIND,        /* attribute of the wrong kind (e.g. location expected) */
  MLIRBC_E_CYCLE,            /* attribute/type refers to itself */
  MLIRBC_E_RESOURCE,         /* resource section / entry malformed */
  MLIRBC_E_RESOURCE_INDEX,   /* resource handle index out of range */
  MLIRBC_E_PROPS,            /* properties section malformed */
  MLIRBC_E_PROPS_INDEX,      /* properties index out of range */
  MLIRBC_E_PROPS_VERSION,    /* properties bit set before version 5 */
  MLIRBC_E_VALUE_INDEX,      /* operand value index out of range */
  MLIRBC_E_VALUE_RANGE,      /* region defines more values than it declared */
  MLIRBC_E_FORWARD_REF,      /* operand refers to a value never defined */
  MLIRBC_E_SUCCESSOR_INDEX,  /* successor block index out of range */
  MLIRBC_E_USELIST,          /* use-list order malformed or not a permutation */
  MLIRBC_E_NESTED_SECTION,   /* nested section where IR section (4) expected, etc. */
  MLIRBC_E_TOPLEVEL_ARGS,    /* top-level block claims arguments */
  MLIRBC_E_LIMIT,            /* an implementation limit (depth, text budget) */
  MLIRBC_E_CALLBACK,         /* a visitor callback asked to stop */
  MLIRBC_E_USAGE,            /* API misuse (NULL arguments, ...) */
  MLIRBC_E_OP_MASK,          /* op encoding mask bit not defined at this version */
  MLIRBC_CODE_COUNT
} mlirbc_code;

/* Section ids as used in the file (spec IDs sec.string ... sec.properties). */
enum {
  MLIRBC_SEC_STRING = 0,
  MLIRBC_SEC_DIALECT = 1,
  MLIRBC_SEC_ATTRTYPE = 2,
  MLIRBC_SEC_ATTRTYPE_OFFSET = 3,
  MLIRBC_SEC_IR = 4,
  MLIRBC_SEC_RESOURCE = 5,
  MLIRBC_SEC_RESOURCE_OFFSET = 6,
  MLIRBC_SEC_DIALECT_VERSIONS = 7,
  MLIRBC_SEC_PROPERTIES = 8,
  MLIRBC_SEC_COUNT = 9,
  MLIRBC_SEC_HEADER = -1 /* magic, version, producer, section headers */
};

typedef struct mlirbc_error {
  mlirbc_code code;
  int section;     /* MLIRBC_SEC_* where the error was found */
  uint64_t offset; /* absolute byte offset in the input */
  char message[240];
} mlirbc_error;

/* "E_TRUNCATED", ... (stable spelling used in CLI output and the corpus). */
MLIRBC_API const char *mlirbc_code_name(mlirbc_code code);
/* "string", "dialect", ..., "header". */
MLIRBC_API const char *mlirbc_section_name(int section);

/* Lua-style allocator: new_size == 0 frees and returns NULL. */
typedef void *(*mlirbc_alloc_fn)(void *ud, void *ptr, size_t old_size,
                                 size_t new_size);

/* Builtin-dialect encoding era: the builtin payloads changed without a
 * format version bump, so the bytes alone cannot always tell. */
typedef enum mlirbc_era {
  MLIRBC_ERA_AUTO = 0, /* from the producer string; non-LLVM producers: 20, the newest
                          era checked against a binary */
  MLIRBC_ERA_16 = 16,  /* scalable vector = numScalableDims; no DistinctAttr */
  MLIRBC_ERA_17 = 17,  /* scalable vector = bool per dim; DistinctAttr; no FileLineColRange */
  MLIRBC_ERA_20 = 20,  /* + FileLineColRange (code 22); LLVM 20-22 */
  MLIRBC_ERA_23 = 23   /* + AffineMapAttr (code 23), builtin dialect version, type
                          codes 21-32 (small floats); LLVM 23+ (derived from LLVM 23
                          sources, not checked against a binary) */
} mlirbc_era;

typedef struct mlirbc_options {
  mlirbc_alloc_fn alloc; /* NULL: malloc/realloc/free */
  void *alloc_ud;
  mlirbc_era era;        /* MLIRBC_ERA_AUTO by default */
  uint64_t max_text;     /* budget for rendered attribute/type text in bytes
                            (and as much again for nested texts expanded on
                            request); 0 = 16 x input size + 1 MiB */
  int decode_all;        /* decode every attr/type entry, not only referenced ones */
  int release;           /* op properties layouts of this modeled LLVM release
                            (mlirbc_releases); 0 or an unmodeled one: from the
                            producer string, non-LLVM producers: the newest */
} mlirbc_options;

/* A view into the input buffer or into memory owned by the mlirbc_file. */
typedef struct mlirbc_view {
  const uint8_t *data;
  size_t size;
} mlirbc_view;

typedef struct mlirbc_file mlirbc_file;

MLIRBC_API mlirbc_code mlirbc_open(mlirbc_file **out, const uint8_t *data, size_t size,
                        const mlirbc_options *opts, mlirbc_error *err);
MLIRBC_API void mlirbc_close(mlirbc_file *f);

/* ---- Container ---------------------------------------------------------- */

typedef struct mlirbc_section_info {
  int present;
  uint64_t header_offset;  /* offset of the id byte */
  uint64_t data_offset;    /* offset of the payload */
  uint64_t size;           /* payload size */
  uint64_t alignment;      /* 1 when no alignment field */
  int has_align_flag;      /* bit 7 of the id byte */
} mlirbc_section_info;

typedef struct mlirbc_header {
  uint64_t version;
  mlirbc_view producer;    /* without the NUL */
  mlirbc_era era;          /* era actually used */
  int release;             /* properties layouts used (0: none modeled) */
  uint64_t max_alignment;  /* largest section/blob alignment (buffer must honour it) */
  mlirbc_section_info sections[MLIRBC_SEC_COUNT];
} mlirbc_header;

MLIRBC_API const mlirbc_header *mlirbc_get_header(const mlirbc_file *f);
/* The LLVM releases whose op properties layouts the reader knows, ascending
 * (generated from spec/releases/N/ops.tsv); *n receives the count. */
MLIRBC_API const int *mlirbc_releases(size_t *n);

/* ---- Tables ------------------------------------------------------------- */

MLIRBC_API uint64_t mlirbc_num_strings(const mlirbc_file *f);
MLIRBC_API mlirbc_view mlirbc_string(const mlirbc_file *f, uint64_t i); /* without NUL */

typedef struct mlirbc_dialect {
  mlirbc_view name;
  int has_version;
  mlirbc_view version; /* dialect-defined version payload (opaque) */
} mlirbc_dialect;
MLIRBC_API uint64_t mlirbc_num_dialects(const mlirbc_file *f);
MLIRBC_API const mlirbc_dialect *mlirbc_get_dialect(const mlirbc_file *f, uint64_t i);

typedef struct mlirbc_opname {
  uint64_t dialect;  /* dialect index */
  mlirbc_view name;  /* without the "dialect." prefix */
  int registered;    /* v5+: the wasRegistered flag; -1 before v5 */
} mlirbc_opname;
MLIRBC_API uint64_t mlirbc_num_opnames(const mlirbc_file *f);
MLIRBC_API const mlirbc_opname *mlirbc_get_opname(const mlirbc_file *f, uint64_t i);

/* Attribute and type entries. */
typedef enum mlirbc_entry_kind {
  MLIRBC_ENTRY_FALLBACK = 0, /* assembly-format text (payload is NUL-terminated text) */
  MLIRBC_ENTRY_BUILTIN = 1,  /* custom encoding of the builtin dialect: decoded */
  MLIRBC_ENTRY_OPAQUE = 2    /* custom encoding of another dialect: opaque bytes */
} mlirbc_entry_kind;

typedef struct mlirbc_entry {
  uint64_t dialect;          /* dialect index of its group */
  mlirbc_entry_kind kind;
  uint64_t offset;           /* absolute offset of the payload */
  mlirbc_view payload;
} mlirbc_entry;
MLIRBC_API uint64_t mlirbc_num_attrs(const mlirbc_file *f);
MLIRBC_API uint64_t mlirbc_num_types(const mlirbc_file *f);
/* The entry table is built on the first of these calls (40 bytes an entry;
 * a reader that only validates never pays for it); NULL for an index out of
 * range or when that table cannot be allocated. */
MLIRBC_API const mlirbc_entry *mlirbc_get_attr(const mlirbc_file *f, uint64_t i);
MLIRBC_API const mlirbc_entry *mlirbc_get_type(const mlirbc_file *f, uint64_t i);

/* MLIR text of an attribute/type (decoding it if needed). For locations this
 * is the full `loc(...)` form. Opaque custom payloads render as
 * #mlirbc.opaque<"dialect", "0xHEX"> (types: !mlirbc.opaque<...>). */
MLIRBC_API mlirbc_code mlirbc_attr_text(mlirbc_file *f, uint64_t i, mlirbc_view *text,
                             mlirbc_error *err);
MLIRBC_API mlirbc_code mlirbc_type_text(mlirbc_file *f, uint64_t i, mlirbc_view *text,
                             mlirbc_error *err);

/* Resources. */
typedef enum mlirbc_resource_kind {
  MLIRBC_RES_BLOB = 0,
  MLIRBC_RES_BOOL = 1,
  MLIRBC_RES_STRING = 2
} mlirbc_resource_kind;

typedef struct mlirbc_resource {
  uint64_t group;          /* index into groups */
  mlirbc_view key;
  mlirbc_resource_kind kind;
  uint64_t offset;         /* absolute offset of the entry */
  uint64_t size;           /* entry size in the resource section; 0 = declaration only */
  uint64_t alignment;      /* blob */
  mlirbc_view blob;        /* blob data */
  int bool_value;          /* bool */
  mlirbc_view string;      /* string */
} mlirbc_resource;

typedef struct mlirbc_resource_group {
  int external;            /* 1: external provider (key is a name); 0: dialect */
  mlirbc_view key;         /* provider name or dialect name */
  uint64_t dialect;        /* dialect index (dialect groups) */
  uint64_t first, count;   /* resources [first, first+count) */
} mlirbc_resource_group;

MLIRBC_API uint64_t mlirbc_num_resource_groups(const mlirbc_file *f);
MLIRBC_API const mlirbc_resource_group *mlirbc_get_resource_group(const mlirbc_file *f, uint64_t i);
MLIRBC_API uint64_t mlirbc_num_resources(const mlirbc_file *f);
MLIRBC_API const mlirbc_resource *mlirbc_get_resource(const mlirbc_file *f, uint64_t i);
/* Resource handles (dense_resource) index dialect-group entries only. */
MLIRBC_API uint64_t mlirbc_num_resource_handles(const mlirbc_file *f);
MLIRBC_API const mlirbc_resource *mlirbc_get_resource_handle(const mlirbc_file *f, uint64_t h);

/* Properties (v5+). */
MLIRBC_API uint64_t mlirbc_num_props(const mlirbc_file *f);
MLIRBC_API mlirbc_view mlirbc_props(const mlirbc_file *f, uint64_t i, uint64_t *offset);

/* ---- IR walk (events) --------------------------------------------------- */

/* Values are named by canonical ids: the order in which each value first
 * appears in MLIR generic text (an op's results before its operands, block
 * arguments at their block header), counting from 0 across the whole file.
 * spec/structure.md defines this numbering. */
typedef struct mlirbc_op {
  uint64_t offset;         /* offset of the op's name varint */
  uint32_t depth;          /* nesting depth of ops (top-level = 0) */
  uint64_t name;           /* op-name index */
  uint8_t mask;            /* encoding mask as read */
  uint64_t location;       /* attribute index */
  int has_attrs;
  uint64_t attrs;          /* attribute index of the dictionary */
  int has_props;
  uint64_t props;          /* properties index */
  int props_is_attr;       /* unregistered op (v5+ flag 0): properties are one attribute */
  uint64_t props_attr;     /* ... whose index is this */
  int props_known;         /* registered op whose layout the reader knows: */
  mlirbc_view props_text;  /* ... its properties as mlir-opt prints `<{...}>` */
  uint64_t num_results;
  const uint64_t *result_types;  /* type indices */
  const uint64_t *result_ids;    /* canonical value ids */
  uint64_t num_operands;
  const uint64_t *operand_ids;   /* canonical value ids */
  const uint64_t *operand_types; /* type indices, UINT64_MAX if forward ref */
  uint64_t num_successors;
  const uint64_t *successors;    /* block index in the enclosing region */
  uint64_t num_uselists;         /* use-list order entries for its results */
  uint64_t num_regions;
  int isolated;                  /* isolated-from-above flag */
  int lazy;                      /* regions stored in a nested IR section (v2+) */
  uint64_t lazy_offset, lazy_size; /* that section's payload */
} mlirbc_op;

typedef struct mlirbc_block_arg {
  uint64_t type;           /* type index */
  int has_loc;
  uint64_t location;       /* attribute index, valid when has_loc */
  uint64_t id;             /* canonical value id */
} mlirbc_block_arg;

typedef struct mlirbc_block {
  uint64_t offset;
  uint64_t index;          /* position in its region */
  uint64_t num_args;
  const mlirbc_block_arg *args;
  uint64_t num_ops;
  uint64_t num_uselists;   /* use-list order entries for its arguments */
} mlirbc_block;

typedef struct mlirbc_region {
  uint64_t offset;
  uint64_t index;          /* position in its op */
  uint64_t num_blocks;
  uint64_t num_values;
} mlirbc_region;

typedef struct mlirbc_uselist {
  uint64_t offset;
  uint64_t value_id;       /* canonical value id */
  int index_pair;          /* 1: (i, j) pairs; 0: full permutation */
  uint64_t num_indices;
  const uint64_t *indices;
} mlirbc_uselist;

/* Events nest as op_begin (region_begin (block_begin (op ...) block_end)*
 * region_end)* op_end. The IR section's own top-level block is not reported:
 * its ops are the depth-0 ops. Each callback may be NULL; a non-zero return stops the walk with
 * MLIRBC_E_CALLBACK. Pointers are valid only during the call. */
typedef struct mlirbc_visitor {
  int (*op_begin)(void *ud, const mlirbc_op *op);     /* before its regions */
  int (*op_end)(void *ud, const mlirbc_op *op);       /* after its regions */
  int (*region_begin)(void *ud, const mlirbc_region *r);
  int (*region_end)(void *ud, const mlirbc_region *r);
  int (*block_begin)(void *ud, const mlirbc_block *b);
  int (*block_end)(void *ud, const mlirbc_block *b);
  /* Use-list orders are reported as they are read: before the op_begin or
   * block_begin of the op/block whose values they order. */
  int (*uselist)(void *ud, const mlirbc_uselist *u);
} mlirbc_visitor;

MLIRBC_API mlirbc_code mlirbc_walk(mlirbc_file *f, const mlirbc_visitor *v, void *ud,
                        mlirbc_error *err);

/* ---- Field trace -------------------------------------------------------- */

/* Called for every field read, in file order, with the field's grammar ID
 * (spec/grammar), its byte range and decoded value (when an integer). Set
 * before mlirbc_open with mlirbc_open_traced. */
typedef void (*mlirbc_trace_fn)(void *ud, const char *field_id, int section,
                                uint64_t offset, uint64_t size, uint64_t value);
MLIRBC_API mlirbc_code mlirbc_open_traced(mlirbc_file **out, const uint8_t *data,
                               size_t size, const mlirbc_options *opts,
                               mlirbc_trace_fn trace, void *trace_ud,
                               mlirbc_error *err);

/* ---- Canonical structure writers (spec/structure.md) -------------------- */

typedef int (*mlirbc_write_fn)(void *ud, const char *data, size_t size);

/* Whole-file canonical JSON (structure format version 1). */
MLIRBC_API mlirbc_code mlirbc_dump_json(mlirbc_file *f, mlirbc_write_fn w, void *ud,
                             mlirbc_error *err);
/* MLIR generic text, as mlir-opt --mlir-print-op-generic
 * --mlir-print-debuginfo --mlir-print-local-scope prints it. */
MLIRBC_API mlirbc_code mlirbc_dump_mlir(mlirbc_file *f, mlirbc_write_fn w, void *ud,
                             mlirbc_error *err);

/* ---- Annotated fields and findings (what mlirbc-read --annotate and
 * --findings print, for any program: reader/src/annotate.c, findings.c) -- */

typedef enum mlirbc_field_kind {
  MLIRBC_FIELD_VALUE = 0, /* a field as read; `value` holds it when an integer */
  MLIRBC_FIELD_GROUP = 1, /* a field that holds the rows after it (depth + 1) */
  MLIRBC_FIELD_DATA = 2   /* bytes no field claimed (raw payload) */
} mlirbc_field_kind;

/* One row of the annotated view, in file order; rows nest by depth like
 * the lines of --annotate. A field read twice at the same place is one row. */
typedef struct mlirbc_field {
  uint64_t offset;         /* absolute byte offset */
  uint64_t size;           /* bytes (0: an empty field, e.g. a count of zero items) */
  uint64_t value;          /* decoded integer value (VALUE rows) */
  const char *name;        /* grammar ID (spec/grammar.json), as --annotate names
                              it; "" for DATA rows. Static storage. */
  int section;             /* MLIRBC_SEC_* the field belongs to */
  uint32_t depth;          /* nesting level: 0 = top level */
  mlirbc_field_kind kind;
} mlirbc_field;

/* Non-zero stops the annotation with MLIRBC_E_CALLBACK. */
typedef int (*mlirbc_field_fn)(void *ud, const mlirbc_field *row);

/* Reads DATA (open + walk, with the field trace) and reports every row of
 * the annotated view, also for a rejected file (the fields read before the
 * error, the rest as DATA). Returns the reader's verdict (MLIRBC_OK:
 * accepted); MLIRBC_E_NOMEM when the rows could not be held. */
MLIRBC_API mlirbc_code mlirbc_annotate(const uint8_t *data, size_t size,
                                       const mlirbc_options *opts, mlirbc_field_fn fn,
                                       void *ud, mlirbc_error *err);

/* The rows of mlirbc_annotate that overlap the bytes [LO, HI) (an empty
 * row: its offset in the range), DATA rows cut to the range, in the same
 * order, depths and kinds, without holding the rows of the whole file: it
 * reads the file (twice) and keeps the fields of the range. For a viewer
 * that shows a window of a large file. Returns the verdict as
 * mlirbc_annotate does. */
MLIRBC_API mlirbc_code mlirbc_annotate_range(const uint8_t *data, size_t size,
                                             const mlirbc_options *opts, uint64_t lo,
                                             uint64_t hi, mlirbc_field_fn fn, void *ud,
                                             mlirbc_error *err);

/* The same rows as text, as mlirbc-read --annotate prints them (offset,
 * bytes, grammar ID, value; indented by depth), through W. */
MLIRBC_API mlirbc_code mlirbc_annotate_text(const uint8_t *data, size_t size,
                                            const mlirbc_options *opts, mlirbc_write_fn w,
                                            void *ud, mlirbc_error *err);

/* The facts and findings of mlirbc-read --findings (spec/ambiguities/): one
 * JSON object per line through W ("file", "section", "dialect", "op",
 * "entry", "finding", ...) and a last "verdict" line. Returns the verdict;
 * MLIRBC_E_CALLBACK when W failed. */
MLIRBC_API mlirbc_code mlirbc_findings(const uint8_t *data, size_t size,
                                       const mlirbc_options *opts, mlirbc_write_fn w,
                                       void *ud, mlirbc_error *err);

#ifdef __cplusplus
}
#endif
#endif /* MLIRBC_H */
