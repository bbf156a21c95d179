/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* dump_json.c — the canonical structure as JSON (spec/structure.md, v1).
 * Streams from the walk's events; memory is O(depth) beyond the file. */
#include <string.h>
#include "internal.h"
#include "out.h"

typedef struct jdump {
  mlirbc_file *f;
  mbc_out o;
  mbc_buf uselists;  /* use-list entries seen before the next op/block header */
  int need_comma;    /* an op was already written in the current block */
  mlirbc_error cb_err; /* error met inside a callback (never longjmp across the walk) */
  int cb_failed;
} jdump;

/* Strings are escaped straight into the output buffer, STR_CHUNK input
 * bytes per reservation (each takes 6 output bytes at most); long strings
 * and blobs flush between chunks so the buffer stays small. */
enum { STR_CHUNK = 4096, HEX_CHUNK = 32768 };

#define ONES UINT64_C(0x0101010101010101)
#define HIGH UINT64_C(0x8080808080808080)
/* Non-zero if any byte of x is zero / below 0x20 / above 0x7E. */
#define ANY_ZERO(x) (((x) - ONES) & ~(x) & HIGH)
#define ANY_CTRL(x) (((x) - 0x20 * ONES) & ~(x) & HIGH)
#define ANY_HIGH(x) ((((x) + ONES) | (x)) & HIGH)

/* All 8 bytes of w go out as they are (printable ASCII, no '"', no '\\'). */
static inline int plain8(uint64_t w) {
  return !(ANY_CTRL(w) | ANY_HIGH(w) | ANY_ZERO(w ^ ('"' * ONES)) |
           ANY_ZERO(w ^ ('\\' * ONES)));
}

/* One byte: as is, or escaped. Bytes outside printable ASCII become \u00XX
 * (each byte is one code point), so any byte string round-trips and the
 * output is plain ASCII. */
static const uint8_t plain[256] = {
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1,
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
};

static inline char *escape_byte(char *p, uint8_t c) {
  static const char hex[] = "0123456789abcdef";
  if (plain[c]) {
    *p = (char)c;
    return p + 1;
  }
  if (c == '"' || c == '\\') {
    p[0] = '\\';
    p[1] = (char)c;
    return p + 2;
  }
  memcpy(p, "\\u00", 4);
  p[4] = hex[c >> 4];
  p[5] = hex[c & 15];
  return p + 6;
}

/* Eight bytes at a time: a word of plain bytes is copied as one. */
static char *escape_to(char *p, const uint8_t *s, size_t n) {
  size_t i = 0;
  for (; n - i >= 8; i += 8) {
    uint64_t w;
    memcpy(&w, s + i, 8);
    if (plain8(w)) {
      memcpy(p, s + i, 8); /* the bytes of w, from their source: gcc 12's analyzer
                              loses what a memcpy into a local wrote */
      p += 8;
    } else {
      for (size_t k = 0; k < 8; k++) p = escape_byte(p, s[i + k]);
    }
  }
  for (; i < n; i++) p = escape_byte(p, s[i]);
  return p;
}

/* The escaped bytes without quotes. */
static void jbody(mbc_out *o, const uint8_t *s, size_t n) {
  while (n) {
    size_t k = n < STR_CHUNK ? n : STR_CHUNK;
    char *p = mbc_out_room(&o->b, 6 * k);
    if (!p) return;
    o->b.len = (size_t)(escape_to(p, s, k) - o->b.data);
    s += k;
    n -= k;
    if (n) mbc_out_maybe_flush(o);
  }
}

static void jstr(mbc_out *o, const uint8_t *s, size_t n) {
  if (n <= STR_CHUNK) { /* the usual case: one reservation, quotes included */
    char *p = mbc_out_room(&o->b, 6 * n + 2);
    if (!p) return;
    *p++ = '"';
    p = escape_to(p, s, n);
    *p++ = '"';
    o->b.len = (size_t)(p - o->b.data);
    return;
  }
  mbc_out_putc(&o->b, '"');
  jbody(o, s, n);
  mbc_out_putc(&o->b, '"');
}

static void jview(mbc_out *o, mlirbc_view v) { jstr(o, v.data, v.size); }
static void jcstr(mbc_out *o, const char *s) { jstr(o, (const uint8_t *)s, strlen(s)); }

static void jhex(mbc_out *o, mlirbc_view v) {
  const uint8_t *s = v.data;
  size_t n = v.size;
  mbc_out_puts(&o->b, "\"0x");
  while (n) {
    size_t k = n < HEX_CHUNK ? n : HEX_CHUNK;
    char *p = mbc_out_room(&o->b, 2 * k);
    if (!p) return;
    o->b.len = (size_t)(mbc_hex_to(p, s, k) - o->b.data);
    s += k;
    n -= k;
    mbc_out_maybe_flush(o);
  }
  mbc_out_putc(&o->b, '"');
}

/* A newline and 2 * depth spaces; the usual shallow case is one copy of
 * a fixed size (only n bytes of it count). */
static void indent(mbc_buf *b, uint32_t depth) {
  static const char line[] = "\n                                ";
  enum { LINE = sizeof line - 1 };
  size_t n = 1 + 2 * (size_t)depth;
  char *p = mbc_out_room(b, n < LINE ? LINE : n);
  if (!p) return;
  if (n <= LINE) {
    memcpy(p, line, LINE);
  } else {
    p[0] = '\n';
    memset(p + 1, ' ', n - 1);
  }
  b->len += n;
}

/* The walk has decoded every entry an op refers to before calling us, so
 * these only fail on API misuse; they record the error and never jump. */
static void attr(jdump *d, uint64_t i) {
  mlirbc_view t = {NULL, 0};
  if (!d->cb_failed && mbc_attr_text_transient(d->f, i, &t, &d->cb_err) != MLIRBC_OK)
    d->cb_failed = 1;
  jview(&d->o, t);
}
static void type(jdump *d, uint64_t i) {
  mlirbc_view t = {NULL, 0};
  if (!d->cb_failed && mlirbc_type_text(d->f, i, &t, &d->cb_err) != MLIRBC_OK)
    d->cb_failed = 1;
  jview(&d->o, t);
}

static void ids(mbc_buf *b, const uint64_t *v, uint64_t n) {
  mbc_out_putc(b, '[');
  for (uint64_t i = 0; i < n; i++) {
    char *p = mbc_out_room(b, 21);
    if (!p) return;
    *p = ',';
    b->len += (i != 0) + mbc_u64_digits(p + (i != 0), v[i]);
  }
  mbc_out_putc(b, ']');
}

static int on_uselist(void *ud, const mlirbc_uselist *u) {
  jdump *d = ud;
  mbc_buf *b = &d->uselists;
  mbc_out_putc(b, b->len ? ',' : '[');
  mbc_out_puts(b, "{\"value\":");
  mbc_out_u64(b, u->value_id);
  mbc_out_puts(b, u->index_pair ? ",\"pairs\":" : ",\"order\":");
  ids(b, u->indices, u->num_indices);
  mbc_out_putc(b, '}');
  return 0;
}

static void flush_uselists(jdump *d) {
  if (!d->uselists.len) return;
  mbc_out_puts(&d->o.b, ",\"uselists\":");
  mbc_out_put(&d->o.b, d->uselists.data, d->uselists.len);
  mbc_out_putc(&d->o.b, ']');
  d->uselists.len = 0;
}

/* As mbc_op_full_name ("dialect.name", or the dialect alone), escaped
 * byte by byte straight into the output: no copy to assemble it first. */
static void op_name(mbc_out *o, const mlirbc_file *f, uint64_t name) {
  const mlirbc_opname *on = &f->opnames[name];
  mlirbc_view dn = f->dialects[on->dialect].name;
  mbc_out_putc(&o->b, '"');
  jbody(o, dn.data, dn.size);
  if (on->name.size) {
    mbc_out_putc(&o->b, '.');
    jbody(o, on->name.data, on->name.size);
  }
  mbc_out_putc(&o->b, '"');
}

static void props(jdump *d, const mlirbc_op *op) {
  mbc_buf *b = &d->o.b;
  if (op->props_is_attr) {
    mbc_out_puts(b, ",\"props\":{\"attr\":");
    attr(d, op->props_attr);
  } else if (op->props_known) {
    mbc_out_puts(b, ",\"props\":{\"text\":");
    jview(&d->o, op->props_text);
  } else {
    mbc_out_puts(b, ",\"props\":{\"opaque\":");
    jhex(&d->o, mlirbc_props(d->f, op->props, NULL));
  }
  mbc_out_putc(b, '}');
}

static int op_begin(void *ud, const mlirbc_op *op) {
  jdump *d = ud;
  mbc_buf *b = &d->o.b;
  if (d->need_comma) mbc_out_putc(b, ',');
  indent(b, 2 * op->depth + 1);
  mbc_out_puts(b, "{\"name\":");
  op_name(&d->o, d->f, op->name);
  mbc_out_puts(b, ",\"loc\":");
  attr(d, op->location);
  if (op->has_attrs) {
    mbc_out_puts(b, ",\"attrs\":");
    attr(d, op->attrs);
  }
  if (op->has_props) props(d, op);
  mbc_out_puts(b, ",\"results\":[");
  for (uint64_t i = 0; i < op->num_results; i++) {
    if (i) mbc_out_putc(b, ',');
    mbc_out_puts(b, "{\"id\":");
    mbc_out_u64(b, op->result_ids[i]);
    mbc_out_puts(b, ",\"type\":");
    type(d, op->result_types[i]);
    mbc_out_putc(b, '}');
  }
  mbc_out_puts(b, "],\"operands\":");
  ids(b, op->operand_ids, op->num_operands);
  if (op->num_successors) {
    mbc_out_puts(b, ",\"successors\":");
    ids(b, op->successors, op->num_successors);
  }
  flush_uselists(d);
  if (op->num_regions) {
    mbc_out_puts(b, op->isolated ? ",\"isolated\":true" : ",\"isolated\":false");
    if (op->lazy) mbc_out_puts(b, ",\"lazy\":true");
  }
  mbc_out_puts(b, ",\"regions\":[");
  /* also here, not only at op_end: nested ops open before any closes */
  mbc_out_maybe_flush(&d->o);
  return d->o.failed || d->cb_failed;
}

static int op_end(void *ud, const mlirbc_op *op) {
  jdump *d = ud;
  (void)op;
  mbc_out_puts(&d->o.b, "]}");
  d->need_comma = 1;
  mbc_out_maybe_flush(&d->o);
  return d->o.failed || d->cb_failed;
}

static int region_begin(void *ud, const mlirbc_region *r) {
  jdump *d = ud;
  mbc_out_puts(&d->o.b, r->index ? ",{\"blocks\":[" : "{\"blocks\":[");
  return 0;
}

static int region_end(void *ud, const mlirbc_region *r) {
  jdump *d = ud;
  (void)r;
  mbc_out_puts(&d->o.b, "]}");
  return 0;
}

static int block_begin(void *ud, const mlirbc_block *blk) {
  jdump *d = ud;
  mbc_buf *b = &d->o.b;
  mbc_out_puts(b, blk->index ? ",{\"args\":[" : "{\"args\":[");
  for (uint64_t i = 0; i < blk->num_args; i++) {
    const mlirbc_block_arg *a = &blk->args[i];
    if (i) mbc_out_putc(b, ',');
    mbc_out_puts(b, "{\"id\":");
    mbc_out_u64(b, a->id);
    mbc_out_puts(b, ",\"type\":");
    type(d, a->type);
    mbc_out_puts(b, ",\"loc\":");
    if (a->has_loc) attr(d, a->location);
    else mbc_out_puts(b, "\"loc(unknown)\"");
    mbc_out_putc(b, '}');
  }
  mbc_out_putc(b, ']');
  flush_uselists(d);
  mbc_out_puts(b, ",\"ops\":[");
  d->need_comma = 0;
  return d->cb_failed;
}

static int block_end(void *ud, const mlirbc_block *blk) {
  jdump *d = ud;
  (void)blk;
  mbc_out_puts(&d->o.b, "]}");
  return 0;
}

static void header(jdump *d) {
  mlirbc_file *f = d->f;
  mbc_buf *b = &d->o.b;
  mbc_out_puts(b, "{\"format\":\"mlirbc-structure\",\"structure_version\":1,\n");
  mbc_out_puts(b, " \"bytecode_version\":");
  mbc_out_u64(b, f->hdr.version);
  mbc_out_puts(b, ",\"producer\":");
  jview(&d->o, f->hdr.producer);
  mbc_out_puts(b, ",\n \"dialects\":[");
  for (uint64_t i = 0; i < f->ndialects; i++) {
    if (i) mbc_out_putc(b, ',');
    mbc_out_puts(b, "{\"name\":");
    jview(&d->o, f->dialects[i].name);
    if (f->dialects[i].has_version) {
      mbc_out_puts(b, ",\"version\":");
      jhex(&d->o, f->dialects[i].version);
    }
    mbc_out_putc(b, '}');
  }
  mbc_out_puts(b, "],\n \"resources\":[");
  static const char *const kinds[] = {"blob", "bool", "string"};
  for (uint64_t i = 0; i < f->nres; i++) {
    const mlirbc_resource *r = &f->res[i];
    const mlirbc_resource_group *g = &f->res_groups[r->group];
    mbc_out_puts(b, i ? ",\n  {\"group\":" : "\n  {\"group\":");
    jview(&d->o, g->key);
    mbc_out_puts(b, g->external ? ",\"external\":true,\"key\":" : ",\"external\":false,\"key\":");
    jview(&d->o, r->key);
    mbc_out_puts(b, ",\"kind\":");
    jcstr(&d->o, kinds[r->kind]);
    if (r->size == 0) {
      mbc_out_puts(b, ",\"declaration\":true}");
      continue;
    }
    mbc_out_puts(b, ",\"value\":");
    switch (r->kind) {
    case MLIRBC_RES_BLOB:
      jhex(&d->o, r->blob);
      mbc_out_puts(b, ",\"alignment\":");
      mbc_out_u64(b, r->alignment);
      break;
    case MLIRBC_RES_BOOL:
      mbc_out_puts(b, r->bool_value ? "true" : "false");
      break;
    default:
      jview(&d->o, r->string);
    }
    mbc_out_putc(b, '}');
    mbc_out_maybe_flush(&d->o);
  }
  mbc_out_puts(b, "],\n \"ops\":[");
}

mlirbc_code mlirbc_dump_json(mlirbc_file *f, mlirbc_write_fn w, void *ud,
                             mlirbc_error *err) {
  mlirbc_error local;
  err = MBC_ERR_OR_LOCAL(err, local);
  memset(err, 0, sizeof *err);
  jdump d;
  memset(&d, 0, sizeof d);
  d.f = f;
  mbc_buf_init(&d.o.b, &f->alloc, NULL);
  mbc_buf_init(&d.uselists, &f->alloc, NULL);
  d.o.write = w;
  d.o.ud = ud;
  header(&d);
  mlirbc_visitor v = {op_begin, op_end, region_begin, region_end,
                      block_begin, block_end, on_uselist};
  mlirbc_code rc = mlirbc_walk(f, &v, &d, err);
  if (rc == MLIRBC_E_CALLBACK && d.cb_failed) {
    *err = d.cb_err;
    rc = err->code;
  }
  if (rc == MLIRBC_OK) {
    mbc_out_puts(&d.o.b, "\n]}\n");
    if (d.o.b.failed || d.uselists.failed) {
      rc = d.o.b.failed ? d.o.b.failed : d.uselists.failed;
      mbc_set_error(err, rc, MLIRBC_SEC_IR, 0, "out of memory writing JSON");
    } else {
      mbc_out_flush(&d.o);
      if (d.o.failed) {
        rc = MLIRBC_E_CALLBACK;
        mbc_set_error(err, rc, MLIRBC_SEC_IR, 0, "the output writer failed");
      }
    }
  }
  mbc_buf_free(&d.o.b);
  mbc_buf_free(&d.uselists);
  return rc;
}
