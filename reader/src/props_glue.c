/* props_glue.c — connects the ODS property layouts (props_ods.c) to a file:
 * attribute lookups through the decode worklist, errors as mlirbc_error. */
#include <string.h>
#include "internal.h"
#include "props.h"

static int p_attr(void *ud, uint64_t idx, mlirbc_view *text, mbc_ainfo *info,
                  mlirbc_error *err) {
  return mbc_attr_lookup(ud, idx, text, info, err);
}

static int p_string(void *ud, uint64_t idx, mlirbc_view *s, mlirbc_error *err) {
  return mbc_string_lookup(ud, idx, s, MLIRBC_SEC_PROPERTIES, err);
}

int mbc_props_text(mlirbc_file *f, const mlirbc_op *op, mbc_buf *name,
                   mbc_buf *out, mlirbc_error *err) {
  name->len = 0;
  mbc_op_full_name(f, op->name, name);
  if (name->failed) {
    mbc_set_error(err, MLIRBC_E_NOMEM, MLIRBC_SEC_PROPERTIES, 0, "out of memory");
    return -MLIRBC_E_NOMEM;
  }
  mbc_pctx ctx = {f, f->hdr.version, f->hdr.era, p_attr, p_string};
  return mbc_props_render(&ctx, name->data, name->len, f->props[op->props].data,
                          f->props[op->props].size, f->props_off[op->props], out, err);
}
