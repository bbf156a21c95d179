/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* findings.c — `mlirbc-read --findings`: facts and findings of one file,
 * computed from the reader's public API only (field trace + table
 * accessors + IR visitor), as JSON lines.
 *
 * Facts ("file", "section", "dialect", "op", "entry") are what a
 * loadability model needs (oracle/check_model.py applies spec/releases/).
 * Findings ("finding") are constructs the format leaves open or that only
 * some releases read; each names its spec/ambiguities entry when there is
 * one. The last line is the spec verdict. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "mlirbc.h"
#include "mlirbc_grammar_ids.h"
#include "sink.h"

enum { PAGE = 4096, MALLOC_ALIGN = 16, MAX_KEYS = 64, MAX_PAYLOADS = 8 };

/* ---- JSON output ------------------------------------------------------- */

static void jstr(mbc_sink *o, const void *p, size_t n) {
  const unsigned char *s = p;
  mbc_sink_putc(o, '"');
  for (size_t i = 0; i < n; i++) {
    unsigned char c = s[i];
    if (c == '"' || c == '\\') mbc_sink_printf(o, "\\%c", c);
    else if (c < 0x20 || c >= 0x7f) mbc_sink_printf(o, "\\u%04x", c); /* bytes, not code points */
    else mbc_sink_putc(o, (char)c); /* printable ASCII */
  }
  mbc_sink_putc(o, '"');
}
static void jcstr(mbc_sink *o, const char *s) { jstr(o, s, strlen(s)); }

static void finding(mbc_sink *o, const char *id, uint64_t offset, const char *amb,
                    const char *fmt_msg) {
  mbc_sink_printf(o, "{\"kind\":\"finding\",\"id\":\"%s\",\"offset\":%llu,\"message\":", id,
          (unsigned long long)offset);
  jcstr(o, fmt_msg);
  mbc_sink_puts(o, ",\"ambiguity\":");
  if (amb) mbc_sink_printf(o, "\"%s\"", amb);
  else mbc_sink_puts(o, "null");
  mbc_sink_puts(o, "}\n");
}

/* ---- trace: varint forms, padding, section coverage --------------------- */

/* Fields that are not varints (raw bytes, flags, text); everything else the
 * trace reports is a PrefixVarInt (spec/grammar.json class "varint"). */
static const char *const not_varint[] = {
    GID_FILE_MAGIC,        GID_FILE_PRODUCER,           GID_SECTION_ID,
    GID_SECTION_PADDING,   GID_SECTION_DATA,            GID_STRINGS_DATA,
    GID_DIALECTS_VERSION_PAYLOAD, GID_ATTRTYPE_PAYLOAD, GID_ATTRTYPE_FALLBACK_TEXT,
    GID_ATTRTYPE_CUSTOM_PAYLOAD, GID_RESOURCES_ENTRY_KIND, GID_RESOURCES_ENTRY_DATA,
    GID_RESOURCES_BLOB_PADDING, GID_RESOURCES_BLOB_DATA, GID_RESOURCES_BOOL,
    GID_PROPS_DATA,        GID_PROPS_ODS_PROPERTY,      GID_IR_OP_MASK,
    "ir.block.hasUseListOrders",
};

typedef struct tstate {
  const uint8_t *data;
  size_t size;
  uint64_t sec_end[MLIRBC_SEC_COUNT]; /* end of the last traced field per section */
  uint64_t overlong, overlong_at, nine, nine_at;
  const char *overlong_id, *nine_id;
  uint64_t bad_pad, bad_pad_at;
  uint64_t version_payloads;
  uint64_t max_blob_align, max_blob_at;
  int has_num_opnames;
  uint64_t num_opnames, num_opnames_at;
} tstate;

static int is_varint_field(const char *id) {
  if (strchr(id, ':')) return 0; /* flag views of a field already traced */
  for (size_t i = 0; i < sizeof not_varint / sizeof not_varint[0]; i++)
    if (!strcmp(id, not_varint[i])) return 0;
  return 1;
}

/* Encoded length of the PrefixVarInt starting with byte B. */
static unsigned varint_len(uint8_t b) {
  if (b == 0) return 9;
  unsigned n = 1;
  while (!(b & 1)) b >>= 1, n++;
  return n;
}

static unsigned minimal_len(uint64_t v) {
  unsigned n = 1;
  while (n < 9 && (n == 8 ? v >> 56 : v >> (7 * n))) n++;
  return n;
}

static void on_field(void *ud, const char *id, int section, uint64_t offset,
                     uint64_t size, uint64_t value) {
  tstate *t = ud;
  if (section >= 0 && section < MLIRBC_SEC_COUNT && offset + size > t->sec_end[section])
    t->sec_end[section] = offset + size;
  if (!strcmp(id, GID_DIALECTS_VERSION_PAYLOAD)) t->version_payloads++;
  if (!strcmp(id, GID_RESOURCES_BLOB_ALIGNMENT) && value > t->max_blob_align)
    t->max_blob_align = value, t->max_blob_at = offset;
  if (!strcmp(id, GID_DIALECTS_NUM_OP_NAMES))
    t->has_num_opnames = 1, t->num_opnames = value, t->num_opnames_at = offset;
  if (!strcmp(id, GID_SECTION_PADDING) || !strcmp(id, GID_RESOURCES_BLOB_PADDING)) {
    for (uint64_t i = 0; i < size && offset + i < t->size; i++)
      if (t->data[offset + i] != 0xCB && !t->bad_pad++) t->bad_pad_at = offset + i;
    return;
  }
  if (size < 1 || size > 9 || offset >= t->size || !is_varint_field(id)) return;
  if (varint_len(t->data[offset]) != size) return;
  if (size == 9 && !t->nine++) t->nine_at = offset, t->nine_id = id;
  if (size > minimal_len(value) && !t->overlong++)
    t->overlong_at = offset, t->overlong_id = id;
}

static int leading_varint(mlirbc_view v, uint64_t *out);

/* ---- IR walk: ops by name ---------------------------------------------- */

typedef struct opinfo {
  uint64_t count, first_at;
  uint64_t with_props, props_attr, props_known;
  uint64_t dicts[MAX_KEYS]; /* distinct attribute-dictionary indices (capped) */
  unsigned ndicts;
  int dicts_overflow;       /* more distinct dictionaries than dicts holds */
  uint64_t dictless;        /* instances without an attribute dictionary */
  uint64_t props_ix[MAX_PAYLOADS]; /* distinct ODS properties entries (first few) */
  unsigned nprops_ix;
  int props_overflow;              /* more distinct entries than props_ix holds */
  /* fewest and most operands, results, regions, successors over the
   * instances: a model judges an op whose counts changed between releases */
  uint64_t amin[4], amax[4];
} opinfo;

typedef struct wstate {
  opinfo *ops; /* by op-name index */
  uint64_t nops;
  uint8_t *ref;         /* attrs then types: 1 = referenced from the IR directly */
  uint64_t nattrs, ntypes;
  char *props;          /* rendered ODS properties (they reference attributes too) */
  size_t props_len, props_cap;
  int props_opaque;     /* an ODS layout the reader does not know: references unknown */
  int props_over;       /* more properties text than TEXT_BUDGET: not kept */
} wstate;

static void mark(wstate *w, uint64_t idx, int is_type) {
  uint64_t lim = is_type ? w->ntypes : w->nattrs;
  if (idx < lim) w->ref[(is_type ? w->nattrs : 0) + idx] = 1;
}

/* Bounds on the text search so a large file stays linear-ish: beyond them
 * an entry counts as referenced (the conservative answer). */
enum { TEXT_BUDGET = 1 << 20, SCAN_BUDGET = 64 << 20 };

/* The properties text is kept up to TEXT_BUDGET only (referenced_text gives
 * up beyond it anyway): a 2M-op file renders hundreds of MB of it. */
static void append_props(wstate *w, mlirbc_view t) {
  if (w->props_over || t.size >= TEXT_BUDGET - w->props_len) {
    w->props_over = 1;
    return;
  }
  if (w->props_len + t.size + 1 > w->props_cap) {
    size_t cap = (w->props_cap + t.size + 1) * 2;
    char *n = realloc(w->props, cap);
    if (!n) {
      w->props_opaque = 1;
      return;
    }
    w->props = n;
    w->props_cap = cap;
  }
  memcpy(w->props + w->props_len, t.data, t.size);
  w->props_len += t.size;
  w->props[w->props_len++] = '\n';
}

static int on_block(void *ud, const mlirbc_block *b) {
  wstate *w = ud;
  for (uint64_t i = 0; i < b->num_args; i++) {
    mark(w, b->args[i].type, 1);
    if (b->args[i].has_loc) mark(w, b->args[i].location, 0);
  }
  return 0;
}

static int on_op(void *ud, const mlirbc_op *op) {
  wstate *w = ud;
  if (op->name >= w->nops) return 0;
  opinfo *i = &w->ops[op->name];
  const uint64_t n[4] = {op->num_operands, op->num_results, op->num_regions,
                         op->num_successors};
  for (unsigned k = 0; k < 4; k++) {
    if (!i->count || n[k] < i->amin[k]) i->amin[k] = n[k];
    if (!i->count || n[k] > i->amax[k]) i->amax[k] = n[k];
  }
  if (!i->count++) i->first_at = op->offset;
  mark(w, op->location, 0);
  if (op->has_attrs) mark(w, op->attrs, 0);
  for (uint64_t r = 0; r < op->num_results; r++) mark(w, op->result_types[r], 1);
  if (op->has_props && op->props_is_attr) mark(w, op->props_attr, 0);
  if (op->has_props && !op->props_is_attr) {
    unsigned k = 0;
    while (k < i->nprops_ix && i->props_ix[k] != op->props) k++;
    if (k == i->nprops_ix) {
      if (k < MAX_PAYLOADS) i->props_ix[i->nprops_ix++] = op->props;
      else i->props_overflow = 1;
    }
    if (op->props_known) append_props(w, op->props_text);
    else w->props_opaque = 1;
  }
  if (op->has_props) {
    i->with_props++;
    i->props_attr += op->props_is_attr != 0;
    i->props_known += op->props_known != 0;
  }
  if (!op->has_attrs) i->dictless++;
  if (op->has_attrs) {
    unsigned k = 0;
    while (k < i->ndicts && i->dicts[k] != op->attrs) k++;
    if (k == i->ndicts && k < MAX_KEYS) i->dicts[i->ndicts++] = op->attrs;
    else if (k == i->ndicts) i->dicts_overflow = 1;
  }
  return 0;
}

/* Top-level keys of a dictionary's text `{a = 1, "b c" = [..], u}`: writes
 * them as JSON strings separated by commas. Values are skipped by bracket
 * depth and string literals. */
static void dict_keys(mbc_sink *o, const char *s, size_t n, int *first) {
  size_t i = 1; /* after '{' */
  while (i < n) {
    while (i < n && (s[i] == ' ' || s[i] == ',')) i++;
    if (i >= n || s[i] == '}') return;
    size_t k0 = i;
    if (s[i] == '"') {
      for (i++; i < n && s[i] != '"'; i++)
        if (s[i] == '\\') i++;
      i++;
    } else {
      while (i < n && s[i] != ' ' && s[i] != ',' && s[i] != '}' && s[i] != '=') i++;
    }
    size_t k1 = i < n ? i : n;
    if (!*first) mbc_sink_putc(o, ',');
    *first = 0;
    jstr(o, s + k0, k1 - k0);
    int depth = 0;
    for (; i < n; i++) { /* skip " = value" up to the next top-level ',' */
      char c = s[i];
      if (c == '"') {
        for (i++; i < n && s[i] != '"'; i++)
          if (s[i] == '\\') i++;
      } else if (c == '(' || c == '[' || c == '{' || c == '<') depth++;
      else if ((c == ')' || c == ']' || c == '}' || c == '>') && depth > 0) depth--;
      else if (c == '}' && depth == 0) return;
      else if (c == ',' && depth == 0) break;
      else if (c == '-' && i + 1 < n && s[i + 1] == '>') i++; /* "->" is no bracket */
    }
  }
}

static void print_ops(mbc_sink *o, mlirbc_file *f, const wstate *w) {
  for (uint64_t n = 0; n < w->nops; n++) {
    const mlirbc_opname *on = mlirbc_get_opname(f, n);
    const mlirbc_dialect *d = mlirbc_get_dialect(f, on->dialect);
    const opinfo *i = &w->ops[n];
    mbc_sink_puts(o, "{\"kind\":\"op\",\"name\":");
    size_t dl = d ? d->name.size : 0, nl = on->name.size;
    char *full = malloc(dl + nl + 2);
    if (!full) return;
    memcpy(full, d ? (const char *)d->name.data : "", dl);
    full[dl] = '.';
    memcpy(full + dl + 1, on->name.data, nl);
    jstr(o, full, dl + nl + 1);
    free(full);
    mbc_sink_printf(o, ",\"registered\":%d,\"count\":%llu,\"offset\":%llu,\"props\":%llu,"
               "\"props_attr\":%llu,\"props_known\":%llu,\"attr_keys\":[",
            on->registered, (unsigned long long)i->count, (unsigned long long)i->first_at,
            (unsigned long long)i->with_props, (unsigned long long)i->props_attr,
            (unsigned long long)i->props_known);
    int first = 1;
    for (unsigned k = 0; k < i->ndicts; k++) {
      mlirbc_view t;
      mlirbc_error e;
      if (mlirbc_attr_text(f, i->dicts[k], &t, &e) == MLIRBC_OK && t.size && t.data[0] == '{')
        dict_keys(o, (const char *)t.data, t.size, &first);
    }
    /* The keys of each distinct dictionary, and how many instances have
     * none: a model can tell that some instance lacks an attribute.
     * Complete: every distinct dictionary is listed. */
    mbc_sink_puts(o, "],\"attr_key_sets\":[");
    for (unsigned k = 0; k < i->ndicts; k++) {
      mlirbc_view t;
      mlirbc_error e;
      int one = 1;
      mbc_sink_puts(o, k ? ",[" : "[");
      if (mlirbc_attr_text(f, i->dicts[k], &t, &e) == MLIRBC_OK && t.size && t.data[0] == '{')
        dict_keys(o, (const char *)t.data, t.size, &one);
      mbc_sink_putc(o, ']');
    }
    mbc_sink_printf(o, "],\"dictless\":%llu,\"attr_keys_complete\":%s", (unsigned long long)i->dictless,
            i->dicts_overflow ? "false" : "true");
    /* Raw ODS payloads let a model replay them with another release's
     * layout (properties change layout without a version bump). */
    mbc_sink_puts(o, ",\"payloads\":[");
    for (unsigned k = 0; k < i->nprops_ix; k++) {
      uint64_t at = 0;
      mlirbc_view pv = mlirbc_props(f, i->props_ix[k], &at);
      mbc_sink_printf(o, "%s\"", k ? "," : "");
      for (size_t b = 0; b < pv.size && b < 256; b++) mbc_sink_printf(o, "%02x", pv.data[b]);
      mbc_sink_putc(o, '"');
    }
    mbc_sink_printf(o, "],\"payloads_complete\":%s,\"arity\":[", i->props_overflow ? "false" : "true");
    for (unsigned k = 0; k < 4; k++)
      mbc_sink_printf(o, "%s[%llu,%llu]", k ? "," : "", (unsigned long long)i->amin[k],
                      (unsigned long long)i->amax[k]);
    mbc_sink_puts(o, "]}\n");
  }
}

static int leading_varint(mlirbc_view v, uint64_t *out);
static int ident_char(uint8_t c);
static void mnemonic(const mlirbc_entry *e, const uint8_t **p, size_t *n);

/* Builtin code of every attribute entry (-1: not builtin-encoded), and what
 * every entry is ("builtin:CODE", "custom:DIALECT:CODE", "text:DIALECT:MNEMONIC"),
 * for files whose ODS properties refer to attributes by index: a model can
 * then check that a field reads an attribute of the kind a release expects. */
static void print_attr_codes(mbc_sink *o, mlirbc_file *f) {
  mbc_sink_puts(o, "{\"kind\":\"attr_codes\",\"codes\":[");
  for (uint64_t a = 0; a < mlirbc_num_attrs(f); a++) {
    const mlirbc_entry *e = mlirbc_get_attr(f, a);
    uint64_t code = 0;
    int known = e->kind == MLIRBC_ENTRY_BUILTIN && !leading_varint(e->payload, &code);
    mbc_sink_printf(o, "%s%lld", a ? "," : "", known ? (long long)code : -1LL);
  }
  mbc_sink_puts(o, "],\"refs\":[");
  for (uint64_t a = 0; a < mlirbc_num_attrs(f); a++) {
    const mlirbc_entry *e = mlirbc_get_attr(f, a);
    const mlirbc_dialect *d = mlirbc_get_dialect(f, e->dialect);
    uint64_t code = 0;
    mbc_sink_puts(o, a ? ",\"" : "\"");
    if (e->kind == MLIRBC_ENTRY_BUILTIN && !leading_varint(e->payload, &code)) {
      mbc_sink_printf(o, "builtin:%llu", (unsigned long long)code);
      /* A string that is a symbol visibility: a model can tell whether a
       * shifted properties field still satisfies the symbol verifier. */
      static const char *const vis[] = {"\"public\"", "\"private\"", "\"nested\""};
      mlirbc_view t;
      mlirbc_error err;
      if (code == GBUILTIN_ATTR_STRING_ATTR_CODE && mlirbc_attr_text(f, a, &t, &err) == MLIRBC_OK)
        for (size_t v = 0; v < sizeof vis / sizeof *vis; v++)
          if (t.size == strlen(vis[v]) && !memcmp(t.data, vis[v], t.size))
            mbc_sink_printf(o, ":%.*s", (int)t.size - 2, vis[v] + 1);
      mbc_sink_putc(o, '"');
      continue;
    }
    mbc_sink_puts(o, e->kind == MLIRBC_ENTRY_FALLBACK ? "text:" : "custom:");
    if (d)
      for (size_t i = 0; i < d->name.size; i++)
        if (ident_char(d->name.data[i])) mbc_sink_putc(o, (char)d->name.data[i]);
    mbc_sink_putc(o, ':');
    if (e->kind == MLIRBC_ENTRY_FALLBACK) {
      const uint8_t *mn;
      size_t n;
      mnemonic(e, &mn, &n);
      for (size_t i = 0; i < n; i++) mbc_sink_putc(o, (char)mn[i]); /* identifier characters only */
    } else if (!leading_varint(e->payload, &code)) {
      mbc_sink_printf(o, "%llu", (unsigned long long)code);
    }
    mbc_sink_putc(o, '"');
  }
  mbc_sink_puts(o, "]}\n");
}

/* ---- attribute/type entries, aggregated --------------------------------- */

typedef struct entkey {
  int is_type;
  uint64_t dialect;
  mlirbc_entry_kind kind;
  uint64_t code;          /* builtin, custom: leading varint code; fallback: 0 */
  const uint8_t *mn;      /* fallback: mnemonic (view into the input) */
  size_t mn_len;
  int referenced;          /* some entry of this group is (or may be) read by the IR */
  uint64_t count, first_at;
} entkey;

/* Mnemonic of fallback text: "#dialect.mnemonic<...>" -> mnemonic; builtin
 * text has no prefix ("affine_map<...>", "f8E4M3FN") -> its first word. */
static int ident_char(uint8_t c) {
  return c == '_' || (c >= '0' && c <= '9') || ((c | 0x20) >= 'a' && (c | 0x20) <= 'z');
}
static void mnemonic(const mlirbc_entry *e, const uint8_t **p, size_t *n) {
  const uint8_t *s = e->payload.data;
  size_t len = e->payload.size, i = 0;
  if (i < len && (s[i] == '#' || s[i] == '!')) i++;
  size_t j = i;
  while (j < len && ident_char(s[j])) j++;
  if (j < len && s[j] == '.' && j > i) { /* dialect prefix */
    i = ++j;
    while (j < len && (ident_char(s[j]) || s[j] == '.')) j++;
  }
  *p = s + i;
  *n = j - i;
}

static int leading_varint(mlirbc_view v, uint64_t *out) {
  if (!v.size) return -1;
  unsigned n = varint_len(v.data[0]);
  if (n > v.size) return -1;
  uint64_t x = 0;
  for (unsigned i = n; i-- > (n == 9 ? 1u : 0u);) x = x << 8 | v.data[i];
  *out = n == 9 ? x : x >> n;
  return 0;
}

static int contains(const char *hay, size_t hn, const uint8_t *needle, size_t nn) {
  if (!nn) return 1;
  for (size_t i = 0; i + nn <= hn; i++)
    if (hay[i] == (char)needle[0] && !memcmp(hay + i, needle, nn)) return 1;
  return 0;
}

/* Text of every directly referenced entry (and the rendered properties):
 * an entry nested in a referenced one renders inside its text. */
static char *referenced_text(mlirbc_file *f, wstate *w, size_t *len) {
  if (w->props_over) return NULL;
  /* the properties text is taken over, not copied */
  size_t cap = w->props ? w->props_cap : 1, n = w->props ? w->props_len : 0;
  char *buf = w->props ? w->props : malloc(cap);
  w->props = NULL;
  w->props_len = w->props_cap = 0;
  if (!buf) return NULL;
  for (uint64_t g = 0; g < w->nattrs + w->ntypes; g++) {
    if (!w->ref[g]) continue;
    mlirbc_view t;
    mlirbc_error e;
    int is_type = g >= w->nattrs;
    if ((is_type ? mlirbc_type_text(f, g - w->nattrs, &t, &e) : mlirbc_attr_text(f, g, &t, &e)))
      continue;
    if (n + t.size + 1 > TEXT_BUDGET) {
      free(buf);
      return NULL;
    }
    if (n + t.size + 1 > cap) {
      cap = (n + t.size + 1) * 2;
      char *nb = realloc(buf, cap);
      if (!nb) {
        free(buf);
        return NULL;
      }
      buf = nb;
    }
    memcpy(buf + n, t.data, t.size);
    n += t.size;
    buf[n++] = '\n';
  }
  *len = n;
  return buf;
}

/* Whether entry G is read when the IR is: directly, or (by its text) nested
 * in a referenced entry. Unknown (budget, unknown property layouts): yes. */
static int is_referenced(mlirbc_file *f, wstate *w, uint64_t g, const char *text, size_t tlen,
                         uint64_t *scanned) {
  if (w->ref[g] || !text || w->props_opaque || (*scanned += tlen) > SCAN_BUDGET) return 1;
  mlirbc_view t;
  mlirbc_error e;
  int is_type = g >= w->nattrs;
  if ((is_type ? mlirbc_type_text(f, g - w->nattrs, &t, &e) : mlirbc_attr_text(f, g, &t, &e)))
    return 0; /* fails to decode: a lazy reader never decodes it unless referenced */
  /* Nested locations print without their "loc(...)" wrapper. */
  if (t.size > 5 && !memcmp(t.data, "loc(", 4) && t.data[t.size - 1] == ')')
    t.data += 4, t.size -= 5;
  if (contains(text, tlen, t.data, t.size)) return 1;
  /* Dictionary keys and symbol names print without quotes when they can. */
  return t.size > 2 && t.data[0] == '"' && t.data[t.size - 1] == '"' &&
         contains(text, tlen, t.data + 1, t.size - 2);
}

/* The distinct groups of entries (few, however many entries: the array
 * grows as groups appear). NULL when out of memory. */
static entkey *collect_entries(mlirbc_file *f, wstate *w, size_t *count) {
  uint64_t na = mlirbc_num_attrs(f), nt = mlirbc_num_types(f);
  size_t cap = 16, nk = 0, tlen = 0;
  entkey *ks = malloc(cap * sizeof *ks);
  uint64_t scanned = 0;
  if (!ks) return NULL;
  char *text = referenced_text(f, w, &tlen);
  for (uint64_t g = 0; g < na + nt; g++) {
    int is_type = g >= na;
    const mlirbc_entry *e = is_type ? mlirbc_get_type(f, g - na) : mlirbc_get_attr(f, g);
    entkey k;
    memset(&k, 0, sizeof k);
    k.is_type = is_type;
    k.dialect = e->dialect;
    k.kind = e->kind;
    /* Builtin and custom encodings start with a varint code (a custom one
     * the dialect's own, e.g. LLVMDialectBytecode's attribute codes). */
    if (e->kind != MLIRBC_ENTRY_FALLBACK && leading_varint(e->payload, &k.code)) k.code = UINT64_MAX;
    if (e->kind == MLIRBC_ENTRY_FALLBACK) mnemonic(e, &k.mn, &k.mn_len);
    k.referenced = is_referenced(f, w, g, text, tlen, &scanned);
    size_t j = 0;
    for (; j < nk; j++) {
      entkey *o = &ks[j];
      if (o->is_type == k.is_type && o->dialect == k.dialect && o->kind == k.kind &&
          o->code == k.code && o->mn_len == k.mn_len && o->referenced == k.referenced &&
          (!k.mn_len || !memcmp(o->mn, k.mn, k.mn_len)))
        break;
    }
    if (j == nk) {
      if (nk == cap) {
        entkey *more = cap <= SIZE_MAX / 2 / sizeof *ks ? realloc(ks, 2 * cap * sizeof *ks) : NULL;
        if (!more) {
          free(ks);
          free(text);
          return NULL;
        }
        ks = more;
        cap *= 2;
      }
      k.first_at = e->offset;
      ks[nk++] = k;
    }
    ks[j].count++;
  }
  free(text);
  *count = nk;
  return ks;
}

static const char *const kind_name[] = {"fallback", "builtin", "custom"};

static void print_entries(mbc_sink *o, mlirbc_file *f, const entkey *ks, size_t nk) {
  for (size_t j = 0; j < nk; j++) {
    const mlirbc_dialect *d = mlirbc_get_dialect(f, ks[j].dialect);
    mbc_sink_printf(o, "{\"kind\":\"entry\",\"what\":\"%s\",\"dialect\":", ks[j].is_type ? "type" : "attr");
    if (d) jstr(o, d->name.data, d->name.size);
    else mbc_sink_puts(o, "null");
    mbc_sink_printf(o, ",\"encoding\":\"%s\",\"referenced\":%s,\"count\":%llu,\"offset\":%llu",
            kind_name[ks[j].kind], ks[j].referenced ? "true" : "false",
            (unsigned long long)ks[j].count, (unsigned long long)ks[j].first_at);
    if (ks[j].kind != MLIRBC_ENTRY_FALLBACK && ks[j].code != UINT64_MAX)
      mbc_sink_printf(o, ",\"code\":%llu", (unsigned long long)ks[j].code);
    if (ks[j].mn_len) {
      mbc_sink_puts(o, ",\"mnemonic\":");
      jstr(o, ks[j].mn, ks[j].mn_len);
    }
    mbc_sink_puts(o, "}\n");
  }
}

/* ---- findings that need the whole file ---------------------------------- */

/* Builtin encodings that only some eras write or read (AMB-001). */
static const struct {
  int is_type;
  uint64_t code;
  const char *what;
} era_codes[] = {
    {0, GBUILTIN_ATTR_DISTINCT_ATTR_CODE, "DistinctAttr (builtin attr code 21) exists from LLVM 17 on"},
    {0, GBUILTIN_ATTR_FILE_LINE_COL_RANGE_CODE,
     "FileLineColRange location (builtin attr code 22) exists from LLVM 20 on"},
    {1, GBUILTIN_TYPE_VECTOR_TYPE_WITH_SCALABLE_DIMS_CODE,
     "scalable vector (builtin type code 20): LLVM 16 writes a count of scalable dims, "
     "LLVM 17+ one flag per dim"},
};

static void entry_findings(mbc_sink *o, mlirbc_file *f, const entkey *ks, size_t nk) {
  char msg[320];
  uint64_t unused = 0, unused_at = UINT64_MAX;
  for (size_t j = 0; j < nk; j++) {
    const mlirbc_dialect *d = mlirbc_get_dialect(f, ks[j].dialect);
    if (!ks[j].referenced) {
      unused += ks[j].count;
      if (ks[j].first_at < unused_at) unused_at = ks[j].first_at;
      continue; /* a lazy reader never decodes them */
    }
    if (ks[j].kind == MLIRBC_ENTRY_BUILTIN) {
      for (size_t c = 0; c < sizeof era_codes / sizeof era_codes[0]; c++)
        if (era_codes[c].is_type == ks[j].is_type && era_codes[c].code == ks[j].code) {
          snprintf(msg, sizeof msg, "%s; the bytes do not say which era wrote them",
                   era_codes[c].what);
          finding(o, "builtin-era-encoding", ks[j].first_at, "AMB-001", msg);
        }
    } else if (ks[j].kind == MLIRBC_ENTRY_OPAQUE && d) {
      snprintf(msg, sizeof msg,
               "%llu %s%s of dialect '%.*s' use its custom bytecode encoding: only a reader "
               "with that dialect's bytecode interface can decode them",
               (unsigned long long)ks[j].count, ks[j].is_type ? "type" : "attribute",
               ks[j].count == 1 ? "" : "s", (int)d->name.size, (const char *)d->name.data);
      finding(o, "dialect-custom-encoding", ks[j].first_at, NULL, msg);
    }
  }
  if (unused) {
    snprintf(msg, sizeof msg, "%llu attribute/type entries appear unreferenced by the IR (judged "
             "by their text): lazy readers never decode them, eager ones do", (unsigned long long)unused);
    finding(o, "unused-attrtype-entry", unused_at, "AMB-013", msg);
  }
}

/* Section order of upstream writers (LLVM 16-22), by section id. */
static const int upstream_order[] = {
    MLIRBC_SEC_DIALECT, MLIRBC_SEC_DIALECT_VERSIONS, MLIRBC_SEC_ATTRTYPE_OFFSET,
    MLIRBC_SEC_ATTRTYPE, MLIRBC_SEC_IR, MLIRBC_SEC_RESOURCE_OFFSET, MLIRBC_SEC_RESOURCE,
    MLIRBC_SEC_STRING, MLIRBC_SEC_PROPERTIES};

static void container_findings(mbc_sink *o, const mlirbc_header *h, const tstate *t, size_t size) {
  char msg[320];
  uint64_t end = 0, prev_at = 0, big_align = 1, big_at = 0;
  int reordered = 0, nbig = 0;
  for (size_t r = 0; r < sizeof upstream_order / sizeof upstream_order[0]; r++) {
    const mlirbc_section_info *si = &h->sections[upstream_order[r]];
    if (!si->present) continue;
    reordered |= si->header_offset < prev_at;
    prev_at = si->header_offset;
  }
  for (int s = 0; s < MLIRBC_SEC_COUNT; s++) {
    const mlirbc_section_info *si = &h->sections[s];
    if (!si->present) continue;
    if (si->data_offset + si->size > end) end = si->data_offset + si->size;
    if (si->alignment > big_align) big_align = si->alignment, big_at = si->header_offset;
    if (si->alignment > MALLOC_ALIGN) nbig++;
    /* Upstream writes empty resource sections itself; these two it omits. */
    if (si->size == 0 && (s == MLIRBC_SEC_DIALECT_VERSIONS || s == MLIRBC_SEC_PROPERTIES)) {
      snprintf(msg, sizeof msg, "optional section %s is present but empty",
               mlirbc_section_name(s));
      finding(o, "section-empty-optional", si->header_offset, "AMB-011", msg);
    }
    /* Bytes no field read: the reader tolerates them where the format is silent. */
    if (si->size && t->sec_end[s] && t->sec_end[s] < si->data_offset + si->size) {
      snprintf(msg, sizeof msg, "%llu byte(s) at the end of section %s are not read by any field",
               (unsigned long long)(si->data_offset + si->size - t->sec_end[s]),
               mlirbc_section_name(s));
      finding(o, "section-trailing-bytes", t->sec_end[s], "AMB-019", msg);
    }
  }
  if (big_align > PAGE) {
    snprintf(msg, sizeof msg, "%d section(s) ask for up to %llu-byte alignment, more than a "
             "page: no reader can honour it, even for a memory-mapped file", nbig,
             (unsigned long long)big_align);
    finding(o, "align-over-page", big_at, "AMB-003", msg);
  } else if (big_align > MALLOC_ALIGN) {
    snprintf(msg, sizeof msg, "%d section(s) ask for up to %llu-byte alignment, more than a heap "
             "buffer guarantees: readers that pad from the buffer address load the file or not "
             "depending on where it lands in memory", nbig, (unsigned long long)big_align);
    finding(o, "align-buffer-dependent", big_at, "AMB-003", msg);
  }
  const mlirbc_section_info *res = &h->sections[MLIRBC_SEC_RESOURCE];
  if (res->present && t->max_blob_align > res->alignment) {
    snprintf(msg, sizeof msg, "a resource blob asks for %llu-byte alignment, more than its "
             "section's %llu", (unsigned long long)t->max_blob_align,
             (unsigned long long)res->alignment);
    finding(o, "blob-align-over-section", t->max_blob_at, "AMB-014", msg);
  }
  if (h->sections[MLIRBC_SEC_PROPERTIES].present && h->version < 5)
    finding(o, "properties-section-below-v5", h->sections[MLIRBC_SEC_PROPERTIES].header_offset,
            "AMB-002", "properties section in a file below v5, where no op can refer to it");
  if (h->sections[MLIRBC_SEC_DIALECT_VERSIONS].present)
    finding(o, "section-id-7", h->sections[MLIRBC_SEC_DIALECT_VERSIONS].header_offset, "AMB-009",
            "top-level section id 7 (dialect versions): no upstream writer emits it there; "
            "LLVM 17+ readers skip it, readers that do not know the id reject the file");
  if (reordered)
    finding(o, "section-order", 0, "AMB-007",
            "sections are not in the order upstream writers use");
  if (end && end < size) {
    snprintf(msg, sizeof msg, "%llu byte(s) after the last section", (unsigned long long)(size - end));
    finding(o, "trailing-after-sections", end, "AMB-006", msg);
  }
  if (t->overlong) {
    snprintf(msg, sizeof msg, "%llu varint(s) use more bytes than their value needs (first: %s)",
             (unsigned long long)t->overlong, t->overlong_id);
    finding(o, "varint-overlong", t->overlong_at, "AMB-005", msg);
  }
  if (t->nine) {
    snprintf(msg, sizeof msg, "%llu varint(s) use the 9-byte form (first: %s)",
             (unsigned long long)t->nine, t->nine_id);
    finding(o, "varint-9byte", t->nine_at, "AMB-005", msg);
  }
  if (t->bad_pad) {
    snprintf(msg, sizeof msg, "%llu alignment padding byte(s) are not 0xCB",
             (unsigned long long)t->bad_pad);
    finding(o, "padding-not-cb", t->bad_pad_at, "AMB-004", msg);
  }
  int llvm = h->producer.size > 4 && !memcmp(h->producer.data, "MLIR", 4) &&
             h->producer.data[4] >= '0' && h->producer.data[4] <= '9';
  int ascii = 1;
  for (size_t i = 0; i < h->producer.size; i++) ascii &= h->producer.data[i] < 0x80;
  if (!h->producer.size)
    finding(o, "producer-empty", 0, "AMB-010",
            "empty producer string: readers that pick the builtin era from it assume the latest");
  else if (!ascii)
    finding(o, "producer-non-ascii", 0, "AMB-010", "producer string is not ASCII");
  else if (!llvm) {
    snprintf(msg, sizeof msg, "producer '%.*s' is not an LLVM release (MLIR<major>...): "
             "its builtin encodings are read as the latest era (D-ERA)",
             (int)(h->producer.size > 60 ? 60 : h->producer.size), (const char *)h->producer.data);
    finding(o, "producer-not-llvm", 0, "AMB-010", msg);
  }
}

static void table_findings(mbc_sink *o, mlirbc_file *f, const wstate *w, const tstate *t) {
  char msg[320];
  uint64_t unused = 0, unused_at = 0, with_version = 0, ods = 0, ods_at = 0;
  char ods_names[200] = "";
  for (uint64_t n = 0; n < w->nops; n++) {
    const opinfo *i = &w->ops[n];
    const mlirbc_opname *on = mlirbc_get_opname(f, n);
    const mlirbc_dialect *d = mlirbc_get_dialect(f, on->dialect);
    if (!i->count && !unused++) unused_at = 0;
    if (i->props_attr && d) {
      snprintf(msg, sizeof msg, "%llu unregistered '%.*s.%.*s' op(s) carry properties: "
               "written below v5 they become an attribute or are dropped",
               (unsigned long long)i->props_attr, (int)d->name.size, (const char *)d->name.data,
               (int)on->name.size, (const char *)on->name.data);
      finding(o, "unregistered-op-properties", i->first_at, "AMB-002", msg);
    }
    if (i->with_props > i->props_attr && d) {
      if (!ods++) ods_at = i->first_at;
      size_t used = strlen(ods_names);
      if (used + d->name.size + on->name.size + 8 < sizeof ods_names)
        snprintf(ods_names + used, sizeof ods_names - used, "%s%.*s.%.*s", used ? ", " : "",
                 (int)d->name.size, (const char *)d->name.data, (int)on->name.size,
                 (const char *)on->name.data);
    }
  }
  if (ods) {
    snprintf(msg, sizeof msg, "properties of %llu registered op kind(s) (%s) are encoded in "
             "their ODS layout, which changes between LLVM releases without a version bump",
             (unsigned long long)ods, ods_names);
    finding(o, "ods-properties", ods_at, NULL, msg);
  }
  if (unused) {
    snprintf(msg, sizeof msg, "%llu op name(s) in the dialect section are never used",
             (unsigned long long)unused);
    finding(o, "unused-op-name", unused_at, "AMB-013", msg);
  }
  if (t->has_num_opnames && t->num_opnames != w->nops) {
    snprintf(msg, sizeof msg, "numOpNames says %llu, the dialect section holds %llu op names",
             (unsigned long long)t->num_opnames, (unsigned long long)w->nops);
    finding(o, "opname-count-mismatch", t->num_opnames_at, "AMB-020", msg);
  }
  for (uint64_t d = 0; d < mlirbc_num_dialects(f); d++)
    with_version += mlirbc_get_dialect(f, d)->has_version != 0;
  if (t->version_payloads > with_version) {
    snprintf(msg, sizeof msg, "%llu dialect-version entries for %llu versioned dialect(s)",
             (unsigned long long)t->version_payloads, (unsigned long long)with_version);
    finding(o, "dialect-version-duplicate", 0, NULL, msg);
  }
}

/* ---- facts -------------------------------------------------------------- */

static void print_header(mbc_sink *o, mlirbc_file *f, size_t size) {
  const mlirbc_header *h = mlirbc_get_header(f);
  mbc_sink_printf(o, "{\"kind\":\"file\",\"size\":%llu,\"version\":%llu,\"producer\":",
          (unsigned long long)size, (unsigned long long)h->version);
  jstr(o, h->producer.data, h->producer.size);
  mbc_sink_printf(o, ",\"era\":%d,\"release\":%d,\"max_alignment\":%llu}\n", (int)h->era, h->release,
          (unsigned long long)h->max_alignment);
  for (int s = 0; s < MLIRBC_SEC_COUNT; s++) {
    const mlirbc_section_info *si = &h->sections[s];
    if (si->present)
      mbc_sink_printf(o, "{\"kind\":\"section\",\"name\":\"%s\",\"offset\":%llu,\"size\":%llu,"
                 "\"alignment\":%llu}\n",
              mlirbc_section_name(s), (unsigned long long)si->header_offset,
              (unsigned long long)si->size, (unsigned long long)si->alignment);
  }
  for (uint64_t d = 0; d < mlirbc_num_dialects(f); d++) {
    const mlirbc_dialect *di = mlirbc_get_dialect(f, d);
    mbc_sink_puts(o, "{\"kind\":\"dialect\",\"name\":");
    jstr(o, di->name.data, di->name.size);
    mbc_sink_printf(o, ",\"version\":%s}\n", di->has_version ? "true" : "false");
  }
}

static void print_resources(mbc_sink *o, mlirbc_file *f) {
  for (uint64_t g = 0; g < mlirbc_num_resource_groups(f); g++) {
    const mlirbc_resource_group *rg = mlirbc_get_resource_group(f, g);
    mbc_sink_printf(o, "{\"kind\":\"resource_group\",\"external\":%s,\"key\":",
            rg->external ? "true" : "false");
    jstr(o, rg->key.data, rg->key.size);
    mbc_sink_printf(o, ",\"count\":%llu}\n", (unsigned long long)rg->count);
  }
}

static void verdict(mbc_sink *o, mlirbc_code rc, const mlirbc_error *e) {
  if (rc == MLIRBC_OK) {
    mbc_sink_puts(o, "{\"kind\":\"verdict\",\"verdict\":\"accept\"}\n");
    return;
  }
  mbc_sink_printf(o, "{\"kind\":\"verdict\",\"verdict\":\"reject\",\"code\":\"%s\",\"section\":\"%s\","
             "\"offset\":%llu,\"message\":",
          mlirbc_code_name(rc), mlirbc_section_name(e->section), (unsigned long long)e->offset);
  jcstr(o, e->message);
  mbc_sink_puts(o, "}\n");
}

mlirbc_code mlirbc_findings(const uint8_t *data, size_t size, const mlirbc_options *opts,
                            mlirbc_write_fn write, void *ud, mlirbc_error *err) {
  mbc_sink sink, *out = &sink;
  mbc_sink_init(out, write, ud);
  tstate t;
  memset(&t, 0, sizeof t);
  t.data = data;
  t.size = size;
  mlirbc_file *f = NULL;
  mlirbc_error e;
  mlirbc_code rc = mlirbc_open_traced(&f, data, size, opts, on_field, &t, &e);
  wstate w;
  memset(&w, 0, sizeof w);
  if (rc == MLIRBC_OK) {
    w.nops = mlirbc_num_opnames(f);
    w.nattrs = mlirbc_num_attrs(f);
    w.ntypes = mlirbc_num_types(f);
    w.ops = calloc(w.nops + 1, sizeof *w.ops);
    w.ref = calloc(w.nattrs + w.ntypes + 1, 1);
    if (!w.ops || !w.ref) rc = MLIRBC_E_NOMEM, e.code = rc, e.section = -1, e.offset = 0,
                strcpy(e.message, "out of memory");
  }
  if (rc == MLIRBC_OK) {
    mlirbc_visitor v;
    memset(&v, 0, sizeof v);
    v.op_begin = on_op;
    v.block_begin = on_block;
    rc = mlirbc_walk(f, &v, &w, &e);
  }
  if (rc == MLIRBC_OK) {
    const mlirbc_header *h = mlirbc_get_header(f);
    size_t nk = 0;
    entkey *ks = collect_entries(f, &w, &nk);
    print_header(out, f, size);
    print_ops(out, f, &w);
    int ods = 0;
    for (uint64_t n = 0; n < w.nops; n++) ods |= w.ops[n].nprops_ix != 0;
    if (ods) print_attr_codes(out, f);
    print_resources(out, f);
    if (ks) print_entries(out, f, ks, nk);
    container_findings(out, h, &t, size);
    if (ks) entry_findings(out, f, ks, nk);
    table_findings(out, f, &w, &t);
    free(ks);
  }
  verdict(out, rc, &e);
  free(w.ops);
  free(w.ref);
  free(w.props);
  mlirbc_close(f);
  if (err) *err = e;
  if (mbc_sink_flush(out)) {
    rc = MLIRBC_E_CALLBACK;
    if (err) err->code = rc, err->section = MLIRBC_SEC_HEADER, err->offset = 0,
             strcpy(err->message, "findings: the write callback failed");
  }
  return rc;
}
