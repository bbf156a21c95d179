/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* resources.c — resource offset section (6) and resource section (5).
 * Grammar: resources.* */
#include "internal.h"
#include "mlirbc_grammar_ids.h"

/* Walk the offset section. With `store` = 0 only count groups/entries. */
static void walk_offsets(mlirbc_file *f, mbc_cur *c, mbc_cur *data, int store) {
  uint64_t next = mbc_count(c, 2, GID_RESOURCES_NUM_EXTERNAL_GROUPS);
  uint64_t g = 0, k = 0, h = 0;
  while (c->p < c->end) {
    int external = g < next;
    const uint8_t *at = c->p;
    uint64_t key = mbc_varint(c, external ? GID_RESOURCES_GROUP_PROVIDER
                                          : GID_RESOURCES_GROUP_DIALECT);
    mlirbc_resource_group *grp = store ? &f->res_groups[g] : NULL;
    if (external) {
      mlirbc_view name = mbc_get_string(f, c, key, at);
      if (grp) grp->key = name;
    } else {
      if (key >= f->ndialects)
        mbc_fail(c->cx, MLIRBC_E_DIALECT_INDEX, c->section, at,
                 "invalid dialect index %llu for a resource group",
                 (unsigned long long)key);
      if (grp) {
        grp->key = f->dialects[key].name;
        grp->dialect = key;
      }
    }
    uint64_t cnt = mbc_count(c, 3, GID_RESOURCES_GROUP_COUNT);
    if (grp) {
      grp->external = external;
      grp->first = k;
      grp->count = cnt;
    }
    for (uint64_t i = 0; i < cnt; i++, k++) {
      at = c->p;
      uint64_t kidx = mbc_varint(c, GID_RESOURCES_ENTRY_KEY);
      mlirbc_view kv = mbc_get_string(f, c, kidx, at);
      const uint8_t *sat = c->p;
      uint64_t size = mbc_varint(c, GID_RESOURCES_ENTRY_SIZE);
      const uint8_t *kat = c->p;
      uint8_t kind = mbc_byte(c, GID_RESOURCES_ENTRY_KIND);
      if (kind > MLIRBC_RES_STRING)
        mbc_fail(c->cx, MLIRBC_E_RESOURCE, c->section, kat,
                 "unknown resource kind %u", kind);
      if (size > mbc_left(data))
        mbc_fail(c->cx, MLIRBC_E_RESOURCE, c->section, sat,
                 "resource entry size %llu exceeds the %zu bytes left in the resource section",
                 (unsigned long long)size, mbc_left(data));
      mbc_cur e = mbc_sub(data, size, MLIRBC_SEC_RESOURCE, GID_RESOURCES_ENTRY_DATA);
      if (!external) h++;
      if (!store) continue;
      mlirbc_resource *r = &f->res[k];
      r->group = g;
      r->key = kv;
      r->kind = (mlirbc_resource_kind)kind;
      r->offset = (uint64_t)(e.p - f->data);
      r->size = size;
      if (!external) f->handles[h - 1] = k;
      if (size == 0) continue; /* a declaration without data */
      switch (kind) {
      case MLIRBC_RES_BLOB: {
        const uint8_t *aat = e.p;
        uint64_t align = mbc_varint(&e, GID_RESOURCES_BLOB_ALIGNMENT);
        mbc_check_align(&e, align, aat);
        uint64_t n = mbc_varint(&e, GID_RESOURCES_BLOB_SIZE);
        mbc_pad(&e, align, GID_RESOURCES_BLOB_PADDING);
        r->alignment = align;
        if (align > f->hdr.max_alignment) f->hdr.max_alignment = align;
        r->blob.data = mbc_bytes(&e, n, GID_RESOURCES_BLOB_DATA);
        r->blob.size = (size_t)n;
        break;
      }
      case MLIRBC_RES_BOOL:
        r->bool_value = mbc_byte(&e, GID_RESOURCES_BOOL) != 0;
        break;
      default: {
        const uint8_t *sa = e.p;
        r->string = mbc_get_string(f, &e, mbc_varint(&e, GID_RESOURCES_STRING), sa);
        break;
      }
      }
      if (e.p != e.end)
        mbc_fail(c->cx, MLIRBC_E_RESOURCE, MLIRBC_SEC_RESOURCE, e.p,
                 "%zu unexpected trailing bytes in resource entry '%.*s'",
                 mbc_left(&e), (int)kv.size, (const char *)kv.data);
    }
    g++;
  }
  if (g < next)
    mbc_fail(c->cx, MLIRBC_E_TRUNCATED, c->section, c->p,
             "%llu external resource groups declared, %llu present",
             (unsigned long long)next, (unsigned long long)g);
  if (store && data->p != data->end)
    mbc_fail(c->cx, MLIRBC_E_TRAILING, MLIRBC_SEC_RESOURCE, data->p,
             "%zu bytes in the resource section belong to no entry", mbc_left(data));
  if (!store) {
    f->nres_groups = g;
    f->nres = k;
    f->nhandles = h;
  }
}

void mbc_parse_resources(mlirbc_file *f, mbc_ctx *cx) {
  if (!f->hdr.sections[MLIRBC_SEC_RESOURCE_OFFSET].present) return;
  mbc_cur c = mbc_section_cur(f, cx, MLIRBC_SEC_RESOURCE_OFFSET);
  mbc_cur d = mbc_section_cur(f, cx, MLIRBC_SEC_RESOURCE);
  mbc_cur c2 = c, d2 = d;
  walk_offsets(f, &c2, &d2, 0);
  f->res_groups = mbc_alloc_array(f, cx, f->nres_groups, sizeof *f->res_groups);
  f->res = mbc_alloc_array(f, cx, f->nres, sizeof *f->res);
  f->handles = mbc_alloc_array(f, cx, f->nhandles, sizeof *f->handles);
  walk_offsets(f, &c, &d, 1);
}

uint64_t mlirbc_num_resource_groups(const mlirbc_file *f) { return f->nres_groups; }
const mlirbc_resource_group *mlirbc_get_resource_group(const mlirbc_file *f, uint64_t i) {
  return i < f->nres_groups ? &f->res_groups[i] : NULL;
}
uint64_t mlirbc_num_resources(const mlirbc_file *f) { return f->nres; }
const mlirbc_resource *mlirbc_get_resource(const mlirbc_file *f, uint64_t i) {
  return i < f->nres ? &f->res[i] : NULL;
}
uint64_t mlirbc_num_resource_handles(const mlirbc_file *f) { return f->nhandles; }
const mlirbc_resource *mlirbc_get_resource_handle(const mlirbc_file *f, uint64_t h) {
  return h < f->nhandles ? &f->res[f->handles[h]] : NULL;
}
