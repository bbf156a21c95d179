/* props_table.c — ODS property layouts of registered upstream ops, by era.
 *
 * Every row was established by experiment: a one-op module written with
 * `mlir-opt-22` / `mlir-opt-19 --emit-bytecode --emit-bytecode-version=5|6`,
 * its properties entry compared with `--mlir-print-op-generic` (the bytes
 * and texts are replayed by reader/tests/test_props.c). Rows for era 17 were
 * measured with LLVM 19 only; LLVM 17/18 producers are assumed to match.
 *
 * fields: the inherent attributes in wire order (= sorted by name), each
 * prefixed '!' (required: varint attribute index) or '?' (optional or
 * default-valued: varint 0 absent / (idx<<1)|1 present), separated by one
 * space. nseg: number of operand segments (AttrSizedOperandSegments), 0 if
 * none; written v6 as a sparse array at the end, v<6 as a DenseI32ArrayAttr
 * reference at the legacy index (props_ods.c computes it from the names). */
#include "props.h"

#define E17 MBC_PL_E17
#define E20 MBC_PL_E20
#define EALL (E17 | E20)

#define OVF "?overflowFlags"
#define FM "?fastmath"

const mbc_prop_layout mbc_prop_layouts[] = {
    {"builtin.module", EALL, 0, "?sym_name ?sym_visibility"},
    /* LLVM 20 added the optional UnitAttr `no_inline` to func.func and
     * func.call (and arg_attrs/res_attrs to func.call). */
    {"func.func", E20, 0,
     "?arg_attrs !function_type ?no_inline ?res_attrs !sym_name ?sym_visibility"},
    {"func.func", E17, 0, "?arg_attrs !function_type ?res_attrs !sym_name ?sym_visibility"},
    {"func.call", E20, 0, "?arg_attrs !callee ?no_inline ?res_attrs"},
    {"func.call", E17, 0, "!callee"},

    {"arith.constant", EALL, 0, "!value"},
    {"arith.addi", EALL, 0, OVF},
    {"arith.subi", EALL, 0, OVF},
    {"arith.muli", EALL, 0, OVF},
    {"arith.shli", EALL, 0, OVF},
    {"arith.trunci", E20, 0, OVF},
    {"arith.divsi", E20, 0, "?isExact"},
    {"arith.divui", E20, 0, "?isExact"},
    {"arith.shrui", E20, 0, "?isExact"},
    {"arith.addf", EALL, 0, FM},
    {"arith.subf", EALL, 0, FM},
    {"arith.mulf", EALL, 0, FM},
    {"arith.divf", EALL, 0, FM},
    {"arith.remf", EALL, 0, FM},
    {"arith.negf", EALL, 0, FM},
    {"arith.maximumf", EALL, 0, FM},
    {"arith.minimumf", EALL, 0, FM},
    {"arith.extf", EALL, 0, FM},
    {"arith.truncf", EALL, 0, "?fastmath ?roundingmode"},
    {"arith.cmpi", EALL, 0, "!predicate"},
    {"arith.cmpf", EALL, 0, "?fastmath !predicate"},

    {"cf.cond_br", E20, 3, "?branch_weights"},
    {"cf.cond_br", E17, 3, ""},
    {"cf.switch", EALL, 3, "!case_operand_segments ?case_values"},

    {"memref.alloc", EALL, 2, "?alignment"},
    {"memref.alloca", EALL, 2, "?alignment"},
    {"memref.load", E20, 0, "?alignment ?nontemporal"},
    {"memref.load", E17, 0, "?nontemporal"},
    {"memref.store", E20, 0, "?alignment ?nontemporal"},
    {"memref.store", E17, 0, "?nontemporal"},
    {"memref.subview", EALL, 4, "!static_offsets !static_sizes !static_strides"},

    {"scf.for", E20, 0, "?unsignedCmp"},

    /* test dialect (mlir-opt-22 only). */
    {"test.versionedA", E20, 0, "!dims !modifier"},
    {"test.two_result", E20, 0, "!kind"},
    {"test.attr_sized_operands", E20, 4, ""},
};

const size_t mbc_prop_nlayouts = sizeof mbc_prop_layouts / sizeof mbc_prop_layouts[0];
