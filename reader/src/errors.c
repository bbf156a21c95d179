/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* errors.c — stable names of error codes and sections. */
#include "mlirbc.h"

static const char *const code_names[MLIRBC_CODE_COUNT] = {
    [MLIRBC_OK] = "OK",
    [MLIRBC_E_NOMEM] = "E_NOMEM",
    [MLIRBC_E_TRUNCATED] = "E_TRUNCATED",
    [MLIRBC_E_MAGIC] = "E_MAGIC",
    [MLIRBC_E_VERSION] = "E_VERSION",
    [MLIRBC_E_PRODUCER] = "E_PRODUCER",
    [MLIRBC_E_SECTION_ID] = "E_SECTION_ID",
    [MLIRBC_E_SECTION_DUP] = "E_SECTION_DUP",
    [MLIRBC_E_SECTION_MISSING] = "E_SECTION_MISSING",
    [MLIRBC_E_ALIGN] = "E_ALIGN",
    [MLIRBC_E_PADDING] = "E_PADDING",
    [MLIRBC_E_TRAILING] = "E_TRAILING",
    [MLIRBC_E_COUNT] = "E_COUNT",
    [MLIRBC_E_STRING] = "E_STRING",
    [MLIRBC_E_STRING_INDEX] = "E_STRING_INDEX",
    [MLIRBC_E_DIALECT_INDEX] = "E_DIALECT_INDEX",
    [MLIRBC_E_DIALECT_VERSION] = "E_DIALECT_VERSION",
    [MLIRBC_E_OPNAME_INDEX] = "E_OPNAME_INDEX",
    [MLIRBC_E_ATTR_INDEX] = "E_ATTR_INDEX",
    [MLIRBC_E_TYPE_INDEX] = "E_TYPE_INDEX",
    [MLIRBC_E_ATTRTYPE_OFFSET] = "E_ATTRTYPE_OFFSET",
    [MLIRBC_E_ATTRTYPE_ENTRY] = "E_ATTRTYPE_ENTRY",
    [MLIRBC_E_ATTR_KIND] = "E_ATTR_KIND",
    [MLIRBC_E_CYCLE] = "E_CYCLE",
    [MLIRBC_E_RESOURCE] = "E_RESOURCE",
    [MLIRBC_E_RESOURCE_INDEX] = "E_RESOURCE_INDEX",
    [MLIRBC_E_PROPS] = "E_PROPS",
    [MLIRBC_E_PROPS_INDEX] = "E_PROPS_INDEX",
    [MLIRBC_E_PROPS_VERSION] = "E_PROPS_VERSION",
    [MLIRBC_E_VALUE_INDEX] = "E_VALUE_INDEX",
    [MLIRBC_E_VALUE_RANGE] = "E_VALUE_RANGE",
    [MLIRBC_E_FORWARD_REF] = "E_FORWARD_REF",
    [MLIRBC_E_SUCCESSOR_INDEX] = "E_SUCCESSOR_INDEX",
    [MLIRBC_E_USELIST] = "E_USELIST",
    [MLIRBC_E_NESTED_SECTION] = "E_NESTED_SECTION",
    [MLIRBC_E_TOPLEVEL_ARGS] = "E_TOPLEVEL_ARGS",
    [MLIRBC_E_LIMIT] = "E_LIMIT",
    [MLIRBC_E_CALLBACK] = "E_CALLBACK",
    [MLIRBC_E_USAGE] = "E_USAGE",
    [MLIRBC_E_OP_MASK] = "E_OP_MASK",
};

const char *mlirbc_code_name(mlirbc_code code) {
  if ((unsigned)code >= MLIRBC_CODE_COUNT || !code_names[code]) return "E_UNKNOWN";
  return code_names[code];
}

static const char *const section_names[MLIRBC_SEC_COUNT] = {
    "string", "dialect", "attrtype", "attrtype_offset", "ir",
    "resource", "resource_offset", "dialect_versions", "properties"};

const char *mlirbc_section_name(int section) {
  if (section < 0 || section >= MLIRBC_SEC_COUNT) return "header";
  return section_names[section];
}
