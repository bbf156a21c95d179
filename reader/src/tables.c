/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* tables.c — string, dialect and properties sections, and their getters.
 * Grammar: strings.*, dialects.*, props.* */
#include <string.h>
#include "internal.h"
#include "mlirbc_grammar_ids.h"

mlirbc_view mbc_get_string(mlirbc_file *f, mbc_cur *c, uint64_t idx,
                           const uint8_t *at) {
  if (idx >= f->nstrings)
    mbc_fail(c->cx, MLIRBC_E_STRING_INDEX, c->section, at,
             "invalid string index %llu (%llu strings)", (unsigned long long)idx,
             (unsigned long long)f->nstrings);
  return f->strings[idx];
}

int mbc_string_lookup(const mlirbc_file *f, uint64_t idx, mlirbc_view *s, int section,
                      mlirbc_error *err) {
  if (idx >= f->nstrings) {
    mbc_set_error(err, MLIRBC_E_STRING_INDEX, section, 0,
                  "invalid string index %llu (%llu strings)", (unsigned long long)idx,
                  (unsigned long long)f->nstrings);
    return MLIRBC_E_STRING_INDEX;
  }
  *s = f->strings[idx];
  return 0;
}

/* numStrings, sizes in reverse order, then the concatenated data. Each size
 * counts the string's NUL, which we require (AMB-STRING-NUL). */
void mbc_parse_strings(mlirbc_file *f, mbc_ctx *cx) {
  mbc_cur c = mbc_section_cur(f, cx, MLIRBC_SEC_STRING);
  uint64_t n = mbc_count(&c, 2, GID_STRINGS_COUNT); /* >= 1 size byte + 1 data byte */
  f->nstrings = n; /* counts first: free_file sizes each block by them */
  f->strings = mbc_alloc_array(f, cx, n, sizeof *f->strings);
  const uint8_t *end = c.end;
  for (uint64_t k = 0; k < n; k++) {
    const uint8_t *at = c.p;
    uint64_t size = mbc_varint(&c, GID_STRINGS_SIZE);
    if (size == 0)
      mbc_fail(cx, MLIRBC_E_STRING, c.section, at,
               "string %llu has size 0 (sizes include the NUL terminator)",
               (unsigned long long)(n - 1 - k));
    if (end < c.p || size > (uint64_t)(end - c.p))
      mbc_fail(cx, MLIRBC_E_STRING, c.section, at,
               "string size %llu exceeds the available data",
               (unsigned long long)size);
    end -= size;
    if (end[size - 1] != 0)
      mbc_fail(cx, MLIRBC_E_STRING, c.section, end + size - 1,
               "string %llu does not end with a NUL byte",
               (unsigned long long)(n - 1 - k));
    f->strings[n - 1 - k].data = end;
    f->strings[n - 1 - k].size = (size_t)(size - 1);
  }
  if (c.p != end)
    mbc_fail(cx, MLIRBC_E_TRAILING, c.section, c.p,
             "%lld unexpected bytes between the string sizes and the string data",
             (long long)(end - c.p));
}

/* A nested section header inside another section (dialect versions, lazily
 * loaded IR regions). Returns the payload window. */
mbc_cur mbc_nested_section(mbc_cur *c, int want_id, mlirbc_code code,
                           const char *what) {
  const uint8_t *at = c->p;
  uint8_t idb = mbc_byte(c, GID_SECTION_ID);
  if ((idb & 0x7F) != want_id)
    mbc_fail(c->cx, code, c->section, at, "expected %s section (id %d), found id %d",
             what, want_id, idb & 0x7F);
  uint64_t len = mbc_varint(c, GID_SECTION_LENGTH);
  if (idb & 0x80) {
    const uint8_t *aat = c->p;
    uint64_t align = mbc_varint(c, GID_SECTION_ALIGNMENT);
    mbc_check_align(c, align, aat);
    mbc_pad(c, align, GID_SECTION_PADDING);
  }
  return mbc_sub(c, len, c->section, GID_SECTION_DATA);
}

static void read_opname_groups(mlirbc_file *f, mbc_cur *c, int store) {
  uint64_t k = 0;
  while (c->p < c->end) {
    const uint8_t *at = c->p;
    uint64_t d = mbc_varint(c, GID_DIALECTS_OPGROUP_DIALECT);
    if (d >= f->ndialects)
      mbc_fail(c->cx, MLIRBC_E_DIALECT_INDEX, c->section, at,
               "invalid dialect index %llu (%llu dialects)", (unsigned long long)d,
               (unsigned long long)f->ndialects);
    uint64_t cnt = mbc_count(c, 1, GID_DIALECTS_OPGROUP_COUNT);
    for (uint64_t i = 0; i < cnt; i++, k++) {
      at = c->p;
      uint64_t v = mbc_varint(c, GID_DIALECTS_OPNAME);
      if (!store) continue;
      mlirbc_opname *o = &f->opnames[k];
      o->dialect = d;
      o->registered = -1;
      if (f->hdr.version >= 5) {
        o->registered = (int)(v & 1);
        v >>= 1;
      }
      o->name = mbc_get_string(f, c, v, at);
    }
  }
  if (!store) f->nopnames = k;
}

/* The builtin dialect's version entry in era 23+ (dialects.version.builtin,
 * derived from LLVM 23's sources): one varint, at most the version this
 * reader knows, 0 as in LLVM 23. Before era 23 the entry stays opaque bytes
 * like any dialect's (LLVM 19 and 22 reject it: "Dialect does not support
 * versioning", measured). */
static void builtin_version(mbc_cur vs) {
  const uint8_t *vat = vs.p;
  uint64_t v = mbc_varint(&vs, GID_DIALECTS_VERSION_BUILTIN);
  if (v > 0)
    mbc_fail(vs.cx, MLIRBC_E_DIALECT_VERSION, MLIRBC_SEC_DIALECT, vat,
             "reading newer builtin dialect version than supported (%llu; this reader knows 0)",
             (unsigned long long)v);
  if (mbc_left(&vs))
    mbc_fail(vs.cx, MLIRBC_E_DIALECT_VERSION, MLIRBC_SEC_DIALECT, vs.p,
             "%llu bytes after the builtin dialect version", (unsigned long long)mbc_left(&vs));
}

void mbc_parse_dialects(mlirbc_file *f, mbc_ctx *cx) {
  mbc_cur c = mbc_section_cur(f, cx, MLIRBC_SEC_DIALECT);
  uint64_t n = mbc_count(&c, 1, GID_DIALECTS_COUNT);
  f->ndialects = n;
  f->dialects = mbc_alloc_array(f, cx, n, sizeof *f->dialects);
  for (uint64_t i = 0; i < n; i++) {
    const uint8_t *at = c.p;
    uint64_t v = mbc_varint(&c, GID_DIALECTS_NAME);
    int has_version = 0;
    if (f->hdr.version >= 1) {
      has_version = (int)(v & 1);
      v >>= 1;
    }
    f->dialects[i].name = mbc_get_string(f, &c, v, at);
    f->dialects[i].has_version = has_version;
    if (has_version) {
      mbc_cur vs = mbc_nested_section(&c, MLIRBC_SEC_DIALECT_VERSIONS,
                                      MLIRBC_E_DIALECT_VERSION, "dialect version");
      f->dialects[i].version.data = vs.p;
      f->dialects[i].version.size = mbc_left(&vs);
      mlirbc_view nm = f->dialects[i].name;
      if (f->hdr.era >= MLIRBC_ERA_23 && nm.size == 7 && !memcmp(nm.data, "builtin", 7))
        builtin_version(vs);
    }
  }
  if (f->hdr.version >= 4) mbc_varint(&c, GID_DIALECTS_NUM_OP_NAMES); /* a capacity hint */
  mbc_cur count_pass = c; /* first pass counts, second stores */
  read_opname_groups(f, &count_pass, 0);
  f->opnames = mbc_alloc_array(f, cx, f->nopnames, sizeof *f->opnames);
  read_opname_groups(f, &c, 1);
}

/* count, then count x (size, bytes). An empty section is an empty table. */
void mbc_parse_props(mlirbc_file *f, mbc_ctx *cx) {
  if (!f->hdr.sections[MLIRBC_SEC_PROPERTIES].present) return;
  mbc_cur c = mbc_section_cur(f, cx, MLIRBC_SEC_PROPERTIES);
  if (c.p == c.end) return;
  uint64_t n = mbc_count(&c, 1, GID_PROPS_COUNT);
  f->nprops = n;
  f->props = mbc_alloc_array(f, cx, n, sizeof *f->props);
  f->props_off = mbc_alloc_array(f, cx, n, sizeof *f->props_off);
  for (uint64_t i = 0; i < n; i++) {
    uint64_t size = mbc_varint(&c, GID_PROPS_SIZE);
    const uint8_t *p = mbc_bytes(&c, size, GID_PROPS_DATA);
    f->props[i].data = p;
    f->props[i].size = (size_t)size;
    f->props_off[i] = (uint64_t)(p - f->data);
  }
  if (c.p != c.end)
    mbc_fail(cx, MLIRBC_E_TRAILING, c.section, c.p,
             "%zu bytes left after the last properties entry", mbc_left(&c));
}

/* ---- getters ---- */

uint64_t mlirbc_num_strings(const mlirbc_file *f) { return f->nstrings; }
mlirbc_view mlirbc_string(const mlirbc_file *f, uint64_t i) {
  mlirbc_view none = {NULL, 0};
  return i < f->nstrings ? f->strings[i] : none;
}
uint64_t mlirbc_num_dialects(const mlirbc_file *f) { return f->ndialects; }
const mlirbc_dialect *mlirbc_get_dialect(const mlirbc_file *f, uint64_t i) {
  return i < f->ndialects ? &f->dialects[i] : NULL;
}
uint64_t mlirbc_num_opnames(const mlirbc_file *f) { return f->nopnames; }
const mlirbc_opname *mlirbc_get_opname(const mlirbc_file *f, uint64_t i) {
  return i < f->nopnames ? &f->opnames[i] : NULL;
}
uint64_t mlirbc_num_props(const mlirbc_file *f) { return f->nprops; }
mlirbc_view mlirbc_props(const mlirbc_file *f, uint64_t i, uint64_t *offset) {
  mlirbc_view none = {NULL, 0};
  if (i >= f->nprops) return none;
  if (offset) *offset = f->props_off[i];
  return f->props[i];
}

/* "dialect.op"; an empty op name means just the dialect (legacy form). */
void mbc_op_full_name(const mlirbc_file *f, uint64_t name, mbc_buf *b) {
  const mlirbc_opname *on = &f->opnames[name];
  mlirbc_view dn = f->dialects[on->dialect].name;
  mbc_buf_put(b, dn.data, dn.size);
  if (on->name.size) {
    mbc_buf_putc(b, '.');
    mbc_buf_put(b, on->name.data, on->name.size);
  }
}
