/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* test_props.c — mbc_props_render (props_ods.c + the generated table) against
 * properties bytes written by mlir-opt-22 / mlir-opt-19 and the dictionaries
 * they print in generic form; plus rejection cases.
 * Built by reader/CMakeLists.txt against the library (the layouts are
 * generated from spec/releases/N/ops.tsv).
 * argv[1] (repo root) is ignored. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "buf.h"
#include "props.h"

typedef struct at_entry {
  uint64_t idx;
  const char *text;
} at_entry;
typedef struct run_info {
  const char *cmd;
  uint64_t version;
  mlirbc_era era;
  const at_entry *attrs;
  size_t nattrs;
} run_info;
typedef struct vec {
  int run;
  const char *op;
  const char *hex;
  const char *expect;
} vec;

/* Generated from experiments: each run is `mlir-opt-N --emit-bytecode --emit-bytecode-version=V FILE`;
 * hex = the op's properties entry, expect = its `<{...}>` in `mlir-opt-N --mlir-print-op-generic FILE`
 * ("{}" when nothing is printed). Attribute texts: the file's attribute table (locations omitted). */
static const at_entry run0_attrs[] = {
    {0, "\"/tmp/pr/all.mlir\""},
    {1, "\"decl\""},
    {2, "affine_map<(d0, d1) -> (d0, d1)>"},
    {3, "2 : i64"},
    {4, "affine_map<(d0) -> (d0)>"},
    {5, "64 : i64"},
    {6, "\"m\""},
    {8, "(i32) -> i32"},
    {9, "\"private\""},
    {11, "(i32, f32, f32, i1, index, tensor<4x?xf32>, memref<8x8xf32>) -> i32"},
    {12, "\"f\""},
    {21, "1 : i32"},
    {29, "4 : i64"},
    {36, "@decl"},
    {38, "0 : index"},
    {43, "1 : i64"},
    {48, "true"},
    {51, "strided<[8, 1]>"},
    {52, "array<i64: 0, 0>"},
    {53, "array<i64: 4, 4>"},
    {54, "array<i64: 1, 1>"},
    {61, "array<i32: 3, 5>"},
    {63, "array<i32: 0>"},
    {64, "dense<42> : vector<1xi32>"},
    {78, "#arith.fastmath<none>"},
    {79, "#arith.overflow<nsw>"},
    {80, "#arith.overflow<none>"},
    {81, "#arith.overflow<nsw, nuw>"},
    {82, "#arith.fastmath<fast>"},
};
static const at_entry run1_attrs[] = {
    {0, "\"/tmp/pr/all.mlir\""},
    {1, "\"decl\""},
    {2, "affine_map<(d0, d1) -> (d0, d1)>"},
    {3, "2 : i64"},
    {4, "affine_map<(d0) -> (d0)>"},
    {5, "64 : i64"},
    {6, "array<i32: 1, 0>"},
    {7, "array<i32: 1, 0, 0>"},
    {8, "\"m\""},
    {10, "(i32) -> i32"},
    {11, "\"private\""},
    {13, "(i32, f32, f32, i1, index, tensor<4x?xf32>, memref<8x8xf32>) -> i32"},
    {14, "\"f\""},
    {23, "1 : i32"},
    {31, "4 : i64"},
    {38, "@decl"},
    {40, "0 : index"},
    {45, "1 : i64"},
    {46, "array<i32: 0, 0>"},
    {51, "true"},
    {54, "strided<[8, 1]>"},
    {55, "array<i32: 1, 0, 0, 0>"},
    {56, "array<i64: 0, 0>"},
    {57, "array<i64: 4, 4>"},
    {58, "array<i64: 1, 1>"},
    {63, "array<i32: 1, 1, 0>"},
    {66, "array<i32: 3, 5>"},
    {68, "array<i32: 0>"},
    {69, "dense<42> : vector<1xi32>"},
    {83, "#arith.fastmath<none>"},
    {84, "#arith.overflow<nsw>"},
    {85, "#arith.overflow<none>"},
    {86, "#arith.overflow<nsw, nuw>"},
    {87, "#arith.fastmath<fast>"},
};
static const at_entry run2_attrs[] = {
    {0, "\"/tmp/pr/all.mlir\""},
    {1, "\"decl\""},
    {2, "affine_map<(d0, d1) -> (d0, d1)>"},
    {3, "2 : i64"},
    {4, "affine_map<(d0) -> (d0)>"},
    {5, "64 : i64"},
    {6, "\"m\""},
    {8, "(i32) -> i32"},
    {9, "\"private\""},
    {11, "(i32, f32, f32, i1, index, tensor<4x?xf32>, memref<8x8xf32>) -> i32"},
    {12, "\"f\""},
    {21, "1 : i32"},
    {29, "4 : i64"},
    {36, "@decl"},
    {38, "0 : index"},
    {43, "1 : i64"},
    {48, "true"},
    {51, "strided<[8, 1]>"},
    {52, "array<i64: 0, 0>"},
    {53, "array<i64: 4, 4>"},
    {54, "array<i64: 1, 1>"},
    {61, "{branch_weights = array<i32: 3, 5>}"},
    {62, "\"branch_weights\""},
    {63, "array<i32: 3, 5>"},
    {65, "array<i32: 0>"},
    {66, "dense<42> : vector<1xi32>"},
    {80, "#arith.fastmath<none>"},
    {81, "#arith.overflow<nsw>"},
    {82, "#arith.overflow<none>"},
    {83, "#arith.overflow<nsw, nuw>"},
    {84, "#arith.fastmath<fast>"},
};
static const at_entry run3_attrs[] = {
    {0, "\"/tmp/pr/all.mlir\""},
    {1, "\"decl\""},
    {2, "affine_map<(d0, d1) -> (d0, d1)>"},
    {3, "2 : i64"},
    {4, "affine_map<(d0) -> (d0)>"},
    {5, "64 : i64"},
    {6, "array<i32: 1, 0>"},
    {7, "array<i32: 1, 0, 0>"},
    {8, "\"m\""},
    {10, "(i32) -> i32"},
    {11, "\"private\""},
    {13, "(i32, f32, f32, i1, index, tensor<4x?xf32>, memref<8x8xf32>) -> i32"},
    {14, "\"f\""},
    {23, "1 : i32"},
    {31, "4 : i64"},
    {38, "@decl"},
    {40, "0 : index"},
    {45, "1 : i64"},
    {46, "array<i32: 0, 0>"},
    {51, "true"},
    {54, "strided<[8, 1]>"},
    {55, "array<i32: 1, 0, 0, 0>"},
    {56, "array<i64: 0, 0>"},
    {57, "array<i64: 4, 4>"},
    {58, "array<i64: 1, 1>"},
    {63, "array<i32: 1, 1, 0>"},
    {66, "{branch_weights = array<i32: 3, 5>}"},
    {67, "\"branch_weights\""},
    {68, "array<i32: 3, 5>"},
    {70, "array<i32: 0>"},
    {71, "dense<42> : vector<1xi32>"},
    {85, "#arith.fastmath<none>"},
    {86, "#arith.overflow<nsw>"},
    {87, "#arith.overflow<none>"},
    {88, "#arith.overflow<nsw, nuw>"},
    {89, "#arith.fastmath<fast>"},
};
static const at_entry run4_attrs[] = {
    {0, "\"/tmp/pr/b22.mlir\""},
    {1, "unit"},
    {2, "{}"},
    {3, "\"decl\""},
    {6, "(i32) -> i32"},
    {7, "\"private\""},
    {9, "[{llvm.x}, {}, {}, {}, {}, {}]"},
    {10, "{llvm.x}"},
    {11, "\"llvm.x\""},
    {12, "(i32, f32, f32, index, memref<8xf32>, i64) -> i32"},
    {13, "affine_map<(d0) -> (d0)>"},
    {14, "[{llvm.y}]"},
    {15, "{llvm.y}"},
    {16, "\"llvm.y\""},
    {17, "\"g\""},
    {18, "\"public\""},
    {27, "0 : i32"},
    {29, "16 : i64"},
    {30, "true"},
    {32, "8 : i64"},
    {45, "[{llvm.z}]"},
    {46, "{llvm.z}"},
    {47, "\"llvm.z\""},
    {48, "@decl"},
    {49, "[{llvm.w}]"},
    {50, "{llvm.w}"},
    {51, "\"llvm.w\""},
    {57, "#arith.fastmath<none>"},
    {58, "#arith.fastmath<fast>"},
    {59, "#arith.overflow<nuw>"},
    {60, "#arith.fastmath<nnan>"},
    {61, "#arith.overflow<nsw>"},
};
static const at_entry run5_attrs[] = {
    {0, "\"/tmp/pr/b22.mlir\""},
    {1, "unit"},
    {2, "{}"},
    {3, "\"decl\""},
    {6, "(i32) -> i32"},
    {7, "\"private\""},
    {9, "[{llvm.x}, {}, {}, {}, {}, {}]"},
    {10, "{llvm.x}"},
    {11, "\"llvm.x\""},
    {12, "(i32, f32, f32, index, memref<8xf32>, i64) -> i32"},
    {13, "affine_map<(d0) -> (d0)>"},
    {14, "[{llvm.y}]"},
    {15, "{llvm.y}"},
    {16, "\"llvm.y\""},
    {17, "\"g\""},
    {18, "\"public\""},
    {27, "0 : i32"},
    {29, "16 : i64"},
    {30, "true"},
    {32, "8 : i64"},
    {45, "[{llvm.z}]"},
    {46, "{llvm.z}"},
    {47, "\"llvm.z\""},
    {48, "@decl"},
    {49, "[{llvm.w}]"},
    {50, "{llvm.w}"},
    {51, "\"llvm.w\""},
    {57, "#arith.fastmath<none>"},
    {58, "#arith.fastmath<fast>"},
    {59, "#arith.overflow<nuw>"},
    {60, "#arith.fastmath<nnan>"},
    {61, "#arith.overflow<nsw>"},
};
static const at_entry run6_attrs[] = {
    {0, "\"/tmp/pr/b19.mlir\""},
    {1, "{}"},
    {2, "unit"},
    {3, "\"decl\""},
    {4, "\"alignment\""},
    {7, "(i32) -> i32"},
    {8, "\"private\""},
    {10, "[{llvm.x}, {}, {}, {}, {}, {}]"},
    {11, "{llvm.x}"},
    {12, "\"llvm.x\""},
    {13, "(i32, f32, f32, index, memref<8xf32>, i64) -> i32"},
    {14, "affine_map<(d0) -> (d0)>"},
    {15, "[{llvm.y}]"},
    {16, "{llvm.y}"},
    {17, "\"llvm.y\""},
    {18, "\"g\""},
    {19, "\"public\""},
    {28, "0 : i32"},
    {30, "{alignment = 16 : i64}"},
    {31, "16 : i64"},
    {32, "true"},
    {34, "{alignment = 8 : i64}"},
    {35, "8 : i64"},
    {48, "{arg_attrs = [{llvm.z}], res_attrs = [{llvm.w}]}"},
    {49, "\"arg_attrs\""},
    {50, "[{llvm.z}]"},
    {51, "{llvm.z}"},
    {52, "\"llvm.z\""},
    {53, "\"res_attrs\""},
    {54, "[{llvm.w}]"},
    {55, "{llvm.w}"},
    {56, "\"llvm.w\""},
    {57, "@decl"},
    {63, "#arith.fastmath<none>"},
    {64, "#arith.overflow<nuw>"},
    {65, "#arith.fastmath<nnan>"},
};
static const at_entry run7_attrs[] = {
    {0, "\"/tmp/pr/b19.mlir\""},
    {1, "{}"},
    {2, "unit"},
    {3, "\"decl\""},
    {4, "\"alignment\""},
    {7, "(i32) -> i32"},
    {8, "\"private\""},
    {10, "[{llvm.x}, {}, {}, {}, {}, {}]"},
    {11, "{llvm.x}"},
    {12, "\"llvm.x\""},
    {13, "(i32, f32, f32, index, memref<8xf32>, i64) -> i32"},
    {14, "affine_map<(d0) -> (d0)>"},
    {15, "[{llvm.y}]"},
    {16, "{llvm.y}"},
    {17, "\"llvm.y\""},
    {18, "\"g\""},
    {19, "\"public\""},
    {28, "0 : i32"},
    {30, "{alignment = 16 : i64}"},
    {31, "16 : i64"},
    {32, "true"},
    {34, "{alignment = 8 : i64}"},
    {35, "8 : i64"},
    {48, "{arg_attrs = [{llvm.z}], res_attrs = [{llvm.w}]}"},
    {49, "\"arg_attrs\""},
    {50, "[{llvm.z}]"},
    {51, "{llvm.z}"},
    {52, "\"llvm.z\""},
    {53, "\"res_attrs\""},
    {54, "[{llvm.w}]"},
    {55, "{llvm.w}"},
    {56, "\"llvm.w\""},
    {57, "@decl"},
    {63, "#arith.fastmath<none>"},
    {64, "#arith.overflow<nuw>"},
    {65, "#arith.fastmath<nnan>"},
};
static const at_entry run8_attrs[] = {
    {0, "\"/tmp/pr/c19.mlir\""},
    {2, "(f32) -> ()"},
    {3, "\"h\""},
    {6, "1 : i32"},
    {10, "#arith.fastmath<fast>"},
};
static const at_entry run9_attrs[] = {
    {0, "\"/tmp/pr/c19.mlir\""},
    {2, "(f32) -> ()"},
    {3, "\"h\""},
    {6, "1 : i32"},
    {10, "#arith.fastmath<fast>"},
};
static const at_entry run10_attrs[] = {
    {0, "\"/tmp/pr/c19.mlir\""},
    {2, "(f32) -> ()"},
    {3, "\"h\""},
    {6, "1 : i32"},
    {10, "#arith.fastmath<fast>"},
};
static const at_entry run11_attrs[] = {
    {0, "\"/tmp/pr/c19.mlir\""},
    {2, "(f32) -> ()"},
    {3, "\"h\""},
    {6, "1 : i32"},
    {10, "#arith.fastmath<fast>"},
};
static const at_entry run12_attrs[] = {
    {0, "\"/tmp/pr/t.mlir\""},
    {2, "123 : i64"},
    {3, "false"},
    {5, "\"foo\""},
    {10, "1 : i64"},
};
static const at_entry run13_attrs[] = {
    {0, "\"/tmp/pr/t.mlir\""},
    {2, "123 : i64"},
    {3, "false"},
    {5, "\"foo\""},
    {10, "1 : i64"},
    {12, "array<i32: 1, 0, 1, 1>"},
};
/* Non-attribute properties (bool, enum, 19's flag enum): kinds.mlir =
 * affine.linearize_index [disjoint], llvm.add overflow<nsw, nuw>,
 * llvm.getelementptr inbounds (22); llvm.add / llvm.mul with overflow flags (19). */
static const at_entry run14_attrs[] = {
    {1, "array<i64: 4, 8>"},
    {13, "i8"},
    {14, "array<i32: -2147483648>"},
};
static const at_entry run15_attrs[] = {
    {1, "array<i32: 2, 0>"},
    {2, "array<i64: 4, 8>"},
    {14, "i8"},
    {15, "array<i32: -2147483648>"},
};
static const run_info runs[] = {
    {"mlir-opt-22 --emit-bytecode --emit-bytecode-version=6 all.mlir", 6, MLIRBC_ERA_20, run0_attrs, sizeof run0_attrs / sizeof run0_attrs[0]},
    {"mlir-opt-22 --emit-bytecode --emit-bytecode-version=5 all.mlir", 5, MLIRBC_ERA_20, run1_attrs, sizeof run1_attrs / sizeof run1_attrs[0]},
    {"mlir-opt-19 --emit-bytecode --emit-bytecode-version=6 all.mlir", 6, MLIRBC_ERA_17, run2_attrs, sizeof run2_attrs / sizeof run2_attrs[0]},
    {"mlir-opt-19 --emit-bytecode --emit-bytecode-version=5 all.mlir", 5, MLIRBC_ERA_17, run3_attrs, sizeof run3_attrs / sizeof run3_attrs[0]},
    {"mlir-opt-22 --emit-bytecode --emit-bytecode-version=6 b22.mlir", 6, MLIRBC_ERA_20, run4_attrs, sizeof run4_attrs / sizeof run4_attrs[0]},
    {"mlir-opt-22 --emit-bytecode --emit-bytecode-version=5 b22.mlir", 5, MLIRBC_ERA_20, run5_attrs, sizeof run5_attrs / sizeof run5_attrs[0]},
    {"mlir-opt-19 --emit-bytecode --emit-bytecode-version=6 b19.mlir", 6, MLIRBC_ERA_17, run6_attrs, sizeof run6_attrs / sizeof run6_attrs[0]},
    {"mlir-opt-19 --emit-bytecode --emit-bytecode-version=5 b19.mlir", 5, MLIRBC_ERA_17, run7_attrs, sizeof run7_attrs / sizeof run7_attrs[0]},
    {"mlir-opt-22 --emit-bytecode --emit-bytecode-version=6 c19.mlir", 6, MLIRBC_ERA_20, run8_attrs, sizeof run8_attrs / sizeof run8_attrs[0]},
    {"mlir-opt-22 --emit-bytecode --emit-bytecode-version=5 c19.mlir", 5, MLIRBC_ERA_20, run9_attrs, sizeof run9_attrs / sizeof run9_attrs[0]},
    {"mlir-opt-19 --emit-bytecode --emit-bytecode-version=6 c19.mlir", 6, MLIRBC_ERA_17, run10_attrs, sizeof run10_attrs / sizeof run10_attrs[0]},
    {"mlir-opt-19 --emit-bytecode --emit-bytecode-version=5 c19.mlir", 5, MLIRBC_ERA_17, run11_attrs, sizeof run11_attrs / sizeof run11_attrs[0]},
    {"mlir-opt-22 --emit-bytecode --emit-bytecode-version=6 t.mlir", 6, MLIRBC_ERA_20, run12_attrs, sizeof run12_attrs / sizeof run12_attrs[0]},
    {"mlir-opt-22 --emit-bytecode --emit-bytecode-version=5 t.mlir", 5, MLIRBC_ERA_20, run13_attrs, sizeof run13_attrs / sizeof run13_attrs[0]},
    {"mlir-opt-22 --emit-bytecode --emit-bytecode-version=6 kinds22.mlir", 6, MLIRBC_ERA_20, run14_attrs, sizeof run14_attrs / sizeof run14_attrs[0]},
    {"mlir-opt-22 --emit-bytecode --emit-bytecode-version=5 kinds22.mlir", 5, MLIRBC_ERA_20, run15_attrs, sizeof run15_attrs / sizeof run15_attrs[0]},
    {"mlir-opt-19 --emit-bytecode --emit-bytecode-version=6 kinds19.mlir", 6, MLIRBC_ERA_17, NULL, 0},
};
static const vec vecs[] = {
    {14, "affine.linearize_index", "0301070105", "{disjoint, operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 4, 8>}"},
    {14, "affine.linearize_index", "0300070105", "{disjoint = false, operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 4, 8>}"},
    {14, "llvm.add", "07", "{overflowFlags = 3 : i32}"},
    {14, "llvm.getelementptr", "1b1d07", "{elem_type = i8, noWrapFlags = 3 : i32, rawConstantIndices = array<i32: -2147483648>}"},
    {15, "affine.linearize_index", "030501", "{disjoint, operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 4, 8>}"},
    {15, "affine.linearize_index", "030500", "{disjoint = false, operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 4, 8>}"},
    {15, "llvm.getelementptr", "1d1f07", "{elem_type = i8, noWrapFlags = 3 : i32, rawConstantIndices = array<i32: -2147483648>}"},
    {16, "llvm.add", "03", "{overflowFlags = #llvm.overflow<nsw>}"},
    {16, "llvm.add", "01", "{overflowFlags = #llvm.overflow<none>}"},
    {16, "llvm.mul", "07", "{overflowFlags = #llvm.overflow<nsw, nuw>}"},
    {0, "builtin.module", "1b01", "{sym_name = \"m\"}"},
    {0, "func.func", "011101010327", "{function_type = (i32) -> i32, sym_name = \"decl\", sym_visibility = \"private\"}"},
    {0, "func.func", "011701011901", "{function_type = (i32, f32, f32, i1, index, tensor<4x?xf32>, memref<8x8xf32>) -> i32, sym_name = \"f\"}"},
    {0, "arith.constant", "2b", "{value = 1 : i32}"},
    {0, "arith.addi", "7e02", "{overflowFlags = #arith.overflow<nsw>}"},
    {0, "arith.subi", "8602", "{overflowFlags = #arith.overflow<none>}"},
    {0, "arith.muli", "8e02", "{overflowFlags = #arith.overflow<nsw, nuw>}"},
    {0, "arith.addf", "9602", "{fastmath = #arith.fastmath<fast>}"},
    {0, "arith.mulf", "7602", "{fastmath = #arith.fastmath<none>}"},
    {0, "arith.cmpi", "07", "{predicate = 2 : i64}"},
    {0, "arith.cmpf", "76023b", "{fastmath = #arith.fastmath<none>, predicate = 4 : i64}"},
    {0, "arith.divsi", "01", "{}"},
    {0, "arith.truncf", "0101", "{}"},
    {0, "func.call", "01490101", "{callee = @decl}"},
    {0, "arith.constant", "4d", "{value = 0 : index}"},
    {0, "memref.alloc", "0103", "{operandSegmentSizes = array<i32: 0, 0>}"},
    {0, "memref.alloc", "17070103", "{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 0>}"},
    {0, "memref.alloca", "17070103", "{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 0>}"},
    {0, "memref.store", "0101", "{}"},
    {0, "memref.store", "01c3", "{nontemporal = true}"},
    {0, "memref.load", "0101", "{}"},
    {0, "memref.subview", "696b6d070103", "{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}"},
    {0, "scf.for", "01", "{}"},
    {0, "cf.cond_br", "010d030301", "{operandSegmentSizes = array<i32: 1, 1, 0>}"},
    {0, "cf.cond_br", "f7070103", "{branch_weights = array<i32: 3, 5>, operandSegmentSizes = array<i32: 1, 0, 0>}"},
    {0, "cf.switch", "7f0602070103", "{case_operand_segments = array<i32: 0>, case_values = dense<42> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}"},
    {1, "builtin.module", "2301", "{sym_name = \"m\"}"},
    {1, "func.func", "01150101032f", "{function_type = (i32) -> i32, sym_name = \"decl\", sym_visibility = \"private\"}"},
    {1, "func.func", "011b01011d01", "{function_type = (i32, f32, f32, i1, index, tensor<4x?xf32>, memref<8x8xf32>) -> i32, sym_name = \"f\"}"},
    {1, "arith.constant", "2f", "{value = 1 : i32}"},
    {1, "arith.addi", "a602", "{overflowFlags = #arith.overflow<nsw>}"},
    {1, "arith.subi", "ae02", "{overflowFlags = #arith.overflow<none>}"},
    {1, "arith.muli", "b602", "{overflowFlags = #arith.overflow<nsw, nuw>}"},
    {1, "arith.addf", "be02", "{fastmath = #arith.fastmath<fast>}"},
    {1, "arith.mulf", "9e02", "{fastmath = #arith.fastmath<none>}"},
    {1, "arith.cmpi", "07", "{predicate = 2 : i64}"},
    {1, "arith.cmpf", "9e023f", "{fastmath = #arith.fastmath<none>, predicate = 4 : i64}"},
    {1, "arith.divsi", "01", "{}"},
    {1, "arith.truncf", "0101", "{}"},
    {1, "func.call", "014d0101", "{callee = @decl}"},
    {1, "arith.constant", "51", "{value = 0 : index}"},
    {1, "memref.alloc", "015d", "{operandSegmentSizes = array<i32: 0, 0>}"},
    {1, "memref.alloc", "170d", "{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 0>}"},
    {1, "memref.alloca", "170d", "{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 0>}"},
    {1, "memref.store", "0101", "{}"},
    {1, "memref.store", "01cf", "{nontemporal = true}"},
    {1, "memref.load", "0101", "{}"},
    {1, "memref.subview", "6f717375", "{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}"},
    {1, "scf.for", "01", "{}"},
    {1, "cf.cond_br", "017f", "{operandSegmentSizes = array<i32: 1, 1, 0>}"},
    {1, "cf.cond_br", "16020f", "{branch_weights = array<i32: 3, 5>, operandSegmentSizes = array<i32: 1, 0, 0>}"},
    {1, "cf.switch", "892e020f", "{case_operand_segments = array<i32: 0>, case_values = dense<42> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}"},
    {2, "builtin.module", "1b01", "{sym_name = \"m\"}"},
    {2, "func.func", "0111010327", "{function_type = (i32) -> i32, sym_name = \"decl\", sym_visibility = \"private\"}"},
    {2, "func.func", "0117011901", "{function_type = (i32, f32, f32, i1, index, tensor<4x?xf32>, memref<8x8xf32>) -> i32, sym_name = \"f\"}"},
    {2, "arith.constant", "2b", "{value = 1 : i32}"},
    {2, "arith.addi", "8e02", "{overflowFlags = #arith.overflow<nsw>}"},
    {2, "arith.subi", "9602", "{overflowFlags = #arith.overflow<none>}"},
    {2, "arith.muli", "9e02", "{overflowFlags = #arith.overflow<nsw, nuw>}"},
    {2, "arith.addf", "a602", "{fastmath = #arith.fastmath<fast>}"},
    {2, "arith.mulf", "8602", "{fastmath = #arith.fastmath<none>}"},
    {2, "arith.cmpi", "07", "{predicate = 2 : i64}"},
    {2, "arith.cmpf", "86023b", "{fastmath = #arith.fastmath<none>, predicate = 4 : i64}"},
    {2, "arith.truncf", "0101", "{}"},
    {2, "func.call", "49", "{callee = @decl}"},
    {2, "arith.constant", "4d", "{value = 0 : index}"},
    {2, "memref.alloc", "0103", "{operandSegmentSizes = array<i32: 0, 0>}"},
    {2, "memref.alloc", "17070103", "{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 0>}"},
    {2, "memref.alloca", "17070103", "{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 0>}"},
    {2, "memref.store", "01", "{}"},
    {2, "memref.store", "c3", "{nontemporal = true}"},
    {2, "memref.load", "01", "{}"},
    {2, "memref.subview", "696b6d070103", "{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}"},
    {2, "cf.cond_br", "0d030301", "{operandSegmentSizes = array<i32: 1, 1, 0>}"},
    {2, "cf.cond_br", "070103", "{operandSegmentSizes = array<i32: 1, 0, 0>}"},
    {2, "cf.switch", "831602070103", "{case_operand_segments = array<i32: 0>, case_values = dense<42> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}"},
    {3, "builtin.module", "2301", "{sym_name = \"m\"}"},
    {3, "func.func", "011501032f", "{function_type = (i32) -> i32, sym_name = \"decl\", sym_visibility = \"private\"}"},
    {3, "func.func", "011b011d01", "{function_type = (i32, f32, f32, i1, index, tensor<4x?xf32>, memref<8x8xf32>) -> i32, sym_name = \"f\"}"},
    {3, "arith.constant", "2f", "{value = 1 : i32}"},
    {3, "arith.addi", "b602", "{overflowFlags = #arith.overflow<nsw>}"},
    {3, "arith.subi", "be02", "{overflowFlags = #arith.overflow<none>}"},
    {3, "arith.muli", "c602", "{overflowFlags = #arith.overflow<nsw, nuw>}"},
    {3, "arith.addf", "ce02", "{fastmath = #arith.fastmath<fast>}"},
    {3, "arith.mulf", "ae02", "{fastmath = #arith.fastmath<none>}"},
    {3, "arith.cmpi", "07", "{predicate = 2 : i64}"},
    {3, "arith.cmpf", "ae023f", "{fastmath = #arith.fastmath<none>, predicate = 4 : i64}"},
    {3, "arith.truncf", "0101", "{}"},
    {3, "func.call", "4d", "{callee = @decl}"},
    {3, "arith.constant", "51", "{value = 0 : index}"},
    {3, "memref.alloc", "015d", "{operandSegmentSizes = array<i32: 0, 0>}"},
    {3, "memref.alloc", "170d", "{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 0>}"},
    {3, "memref.alloca", "170d", "{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 0>}"},
    {3, "memref.store", "01", "{}"},
    {3, "memref.store", "cf", "{nontemporal = true}"},
    {3, "memref.load", "01", "{}"},
    {3, "memref.subview", "6f717375", "{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}"},
    {3, "cf.cond_br", "7f", "{operandSegmentSizes = array<i32: 1, 1, 0>}"},
    {3, "cf.cond_br", "0f", "{operandSegmentSizes = array<i32: 1, 0, 0>}"},
    {3, "cf.switch", "8d3e020f", "{case_operand_segments = array<i32: 0>, case_values = dense<42> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}"},
    {4, "builtin.module", "0101", "{}"},
    {4, "func.func", "010d0701071f", "{function_type = (i32) -> i32, no_inline, sym_name = \"decl\", sym_visibility = \"private\"}"},
    {4, "func.func", "2719013b234b", "{arg_attrs = [{llvm.x}, {}, {}, {}, {}, {}], function_type = (i32, f32, f32, index, memref<8xf32>, i64) -> i32, res_attrs = [{llvm.y}], sym_name = \"g\", sym_visibility = \"public\"}"},
    {4, "arith.divsi", "07", "{isExact}"},
    {4, "arith.truncf", "eb6f", "{fastmath = #arith.fastmath<fast>, roundingmode = 0 : i32}"},
    {4, "memref.load", "777b", "{alignment = 16 : i64, nontemporal = true}"},
    {4, "memref.store", "8301", "{alignment = 8 : i64}"},
    {4, "arith.shli", "ef", "{overflowFlags = #arith.overflow<nuw>}"},
    {4, "arith.subf", "f3", "{fastmath = #arith.fastmath<nnan>}"},
    {4, "arith.divf", "e7", "{fastmath = #arith.fastmath<none>}"},
    {4, "arith.negf", "e7", "{fastmath = #arith.fastmath<none>}"},
    {4, "arith.trunci", "f7", "{overflowFlags = #arith.overflow<nsw>}"},
    {4, "arith.extf", "eb", "{fastmath = #arith.fastmath<fast>}"},
    {4, "arith.remf", "e7", "{fastmath = #arith.fastmath<none>}"},
    {4, "arith.maximumf", "e7", "{fastmath = #arith.fastmath<none>}"},
    {4, "arith.minimumf", "e7", "{fastmath = #arith.fastmath<none>}"},
    {4, "arith.divui", "01", "{}"},
    {4, "arith.shrui", "07", "{isExact}"},
    {4, "func.call", "b76107c7", "{arg_attrs = [{llvm.z}], callee = @decl, no_inline, res_attrs = [{llvm.w}]}"},
    {4, "scf.for", "07", "{unsignedCmp}"},
    {5, "builtin.module", "0101", "{}"},
    {5, "func.func", "010d0701071f", "{function_type = (i32) -> i32, no_inline, sym_name = \"decl\", sym_visibility = \"private\"}"},
    {5, "func.func", "2719013b234b", "{arg_attrs = [{llvm.x}, {}, {}, {}, {}, {}], function_type = (i32, f32, f32, index, memref<8xf32>, i64) -> i32, res_attrs = [{llvm.y}], sym_name = \"g\", sym_visibility = \"public\"}"},
    {5, "arith.divsi", "07", "{isExact}"},
    {5, "arith.truncf", "eb6f", "{fastmath = #arith.fastmath<fast>, roundingmode = 0 : i32}"},
    {5, "memref.load", "777b", "{alignment = 16 : i64, nontemporal = true}"},
    {5, "memref.store", "8301", "{alignment = 8 : i64}"},
    {5, "arith.shli", "ef", "{overflowFlags = #arith.overflow<nuw>}"},
    {5, "arith.subf", "f3", "{fastmath = #arith.fastmath<nnan>}"},
    {5, "arith.divf", "e7", "{fastmath = #arith.fastmath<none>}"},
    {5, "arith.negf", "e7", "{fastmath = #arith.fastmath<none>}"},
    {5, "arith.trunci", "f7", "{overflowFlags = #arith.overflow<nsw>}"},
    {5, "arith.extf", "eb", "{fastmath = #arith.fastmath<fast>}"},
    {5, "arith.remf", "e7", "{fastmath = #arith.fastmath<none>}"},
    {5, "arith.maximumf", "e7", "{fastmath = #arith.fastmath<none>}"},
    {5, "arith.minimumf", "e7", "{fastmath = #arith.fastmath<none>}"},
    {5, "arith.divui", "01", "{}"},
    {5, "arith.shrui", "07", "{isExact}"},
    {5, "func.call", "b76107c7", "{arg_attrs = [{llvm.z}], callee = @decl, no_inline, res_attrs = [{llvm.w}]}"},
    {5, "scf.for", "07", "{unsignedCmp}"},
    {6, "builtin.module", "0101", "{}"},
    {6, "func.func", "010f010723", "{function_type = (i32) -> i32, sym_name = \"decl\", sym_visibility = \"private\"}"},
    {6, "func.func", "2b1b3f254f", "{arg_attrs = [{llvm.x}, {}, {}, {}, {}, {}], function_type = (i32, f32, f32, index, memref<8xf32>, i64) -> i32, res_attrs = [{llvm.y}], sym_name = \"g\", sym_visibility = \"public\"}"},
    {6, "arith.truncf", "0173", "{roundingmode = 0 : i32}"},
    {6, "memref.load", "83", "{nontemporal = true}"},
    {6, "arith.shli", "0602", "{overflowFlags = #arith.overflow<nuw>}"},
    {6, "arith.subf", "0e02", "{fastmath = #arith.fastmath<nnan>}"},
    {6, "arith.divf", "ff", "{fastmath = #arith.fastmath<none>}"},
    {6, "arith.negf", "ff", "{fastmath = #arith.fastmath<none>}"},
    {6, "arith.extf", "01", "{}"},
    {6, "arith.remf", "ff", "{fastmath = #arith.fastmath<none>}"},
    {6, "arith.maximumf", "ff", "{fastmath = #arith.fastmath<none>}"},
    {6, "arith.minimumf", "ff", "{fastmath = #arith.fastmath<none>}"},
    {6, "func.call", "73", "{callee = @decl}"},
    {7, "builtin.module", "0101", "{}"},
    {7, "func.func", "010f010723", "{function_type = (i32) -> i32, sym_name = \"decl\", sym_visibility = \"private\"}"},
    {7, "func.func", "2b1b3f254f", "{arg_attrs = [{llvm.x}, {}, {}, {}, {}, {}], function_type = (i32, f32, f32, index, memref<8xf32>, i64) -> i32, res_attrs = [{llvm.y}], sym_name = \"g\", sym_visibility = \"public\"}"},
    {7, "arith.truncf", "0173", "{roundingmode = 0 : i32}"},
    {7, "memref.load", "83", "{nontemporal = true}"},
    {7, "arith.shli", "0602", "{overflowFlags = #arith.overflow<nuw>}"},
    {7, "arith.subf", "0e02", "{fastmath = #arith.fastmath<nnan>}"},
    {7, "arith.divf", "ff", "{fastmath = #arith.fastmath<none>}"},
    {7, "arith.negf", "ff", "{fastmath = #arith.fastmath<none>}"},
    {7, "arith.extf", "01", "{}"},
    {7, "arith.remf", "ff", "{fastmath = #arith.fastmath<none>}"},
    {7, "arith.maximumf", "ff", "{fastmath = #arith.fastmath<none>}"},
    {7, "arith.minimumf", "ff", "{fastmath = #arith.fastmath<none>}"},
    {7, "func.call", "73", "{callee = @decl}"},
    {8, "func.func", "010501010701", "{function_type = (f32) -> (), sym_name = \"h\"}"},
    {8, "arith.truncf", "2b1b", "{fastmath = #arith.fastmath<fast>, roundingmode = 1 : i32}"},
    {8, "arith.extf", "2b", "{fastmath = #arith.fastmath<fast>}"},
    {9, "func.func", "010501010701", "{function_type = (f32) -> (), sym_name = \"h\"}"},
    {9, "arith.truncf", "2b1b", "{fastmath = #arith.fastmath<fast>, roundingmode = 1 : i32}"},
    {9, "arith.extf", "2b", "{fastmath = #arith.fastmath<fast>}"},
    {10, "func.func", "0105010701", "{function_type = (f32) -> (), sym_name = \"h\"}"},
    {10, "arith.truncf", "2b1b", "{fastmath = #arith.fastmath<fast>, roundingmode = 1 : i32}"},
    {10, "arith.extf", "2b", "{fastmath = #arith.fastmath<fast>}"},
    {11, "func.func", "0105010701", "{function_type = (f32) -> (), sym_name = \"h\"}"},
    {11, "arith.truncf", "2b1b", "{fastmath = #arith.fastmath<fast>, roundingmode = 1 : i32}"},
    {11, "arith.extf", "2b", "{fastmath = #arith.fastmath<fast>}"},
    {12, "test.versionedA", "0507", "{dims = 123 : i64, modifier = false}"},
    {12, "test.with_properties", "0b4119010903050709050b0d", NULL},
    {12, "test.with_versioned_properties", "0305", NULL},
    {12, "test.using_property_in_custom", "07030929", NULL},
    {12, "test.two_result", "15", "{kind = 1 : i64}"},
    {12, "test.attr_sized_operands", "1103010303", "{operandSegmentSizes = array<i32: 1, 0, 1, 1>}"},
    {13, "test.versionedA", "0507", "{dims = 123 : i64, modifier = false}"},
    {13, "test.with_properties", "0b4119010903050709050b0d", NULL},
    {13, "test.with_versioned_properties", "0305", NULL},
    {13, "test.using_property_in_custom", "07030929", NULL},
    {13, "test.two_result", "15", "{kind = 1 : i64}"},
    {13, "test.attr_sized_operands", "19", "{operandSegmentSizes = array<i32: 1, 0, 1, 1>}"},
};

static int failures;

static int fake_attr(void *ud, uint64_t idx, mlirbc_view *text, mbc_ainfo *info,
                     mlirbc_error *err) {
  const run_info *r = ud;
  for (size_t i = 0; i < r->nattrs; i++)
    if (r->attrs[i].idx == idx) {
      text->data = (const uint8_t *)r->attrs[i].text;
      text->size = strlen(r->attrs[i].text);
      info->cls = strcmp(r->attrs[i].text, "unit") == 0 ? MBC_A_UNIT : MBC_A_OTHER;
      return 0;
    }
  err->code = MLIRBC_E_ATTR_INDEX;
  err->section = MLIRBC_SEC_PROPERTIES;
  err->offset = 0;
  snprintf(err->message, sizeof err->message, "no attribute %llu", (unsigned long long)idx);
  return MLIRBC_E_ATTR_INDEX;
}

static int fake_string(void *ud, uint64_t idx, mlirbc_view *s, mlirbc_error *err) {
  (void)ud; (void)idx; (void)s; (void)err;
  return MLIRBC_E_STRING_INDEX;
}

static size_t unhex(const char *h, uint8_t *out) {
  size_t n = 0;
  for (; h[0] && h[1]; h += 2) {
    unsigned v;
    sscanf(h, "%2x", &v);
    out[n++] = (uint8_t)v;
  }
  return n;
}

/* Renders; returns rc, text in *buf (caller frees). */
static int render(const run_info *r, uint64_t version, mlirbc_era era, const char *op,
                  const uint8_t *p, size_t n, mbc_buf *b, mlirbc_error *err) {
  static const mbc_alloc a = {NULL, NULL};
  mbc_buf_init(b, &a, NULL);
  /* the runs were written by mlir-opt-22 (era 20) and mlir-opt-19 (era 17) */
  mbc_pctx ctx = {(void *)r, version, era >= MLIRBC_ERA_20 ? 22 : 19, fake_attr, fake_string};
  memset(err, 0, sizeof *err);
  return mbc_props_render(&ctx, op, strlen(op), p, n, 1000, b, err);
}

static void expect_ok(const run_info *r, const char *op, const char *hex, const char *want) {
  uint8_t bytes[64];
  size_t n = unhex(hex, bytes);
  mbc_buf b;
  mlirbc_error err;
  int rc = render(r, r->version, r->era, op, bytes, n, &b, &err);
  if (!want) {
    if (rc != 0 || b.len) {
      printf("FAIL [%s] %s: expected no layout, rc=%d\n", r->cmd, op, rc);
      failures++;
    }
    mbc_buf_free(&b);
    return;
  }
  if (rc != 1 || b.len != strlen(want) || memcmp(b.data, want, b.len) != 0) {
    printf("FAIL [%s] %s %s: rc=%d got '%.*s' want '%s' (%s)\n", r->cmd, op, hex, rc,
           (int)b.len, b.data ? b.data : "", want, rc < 0 ? err.message : "");
    failures++;
  }
  /* Every proper prefix must be rejected (or be a valid shorter layout) without crashing. */
  for (size_t k = 0; k < n; k++) {
    mbc_buf t;
    mlirbc_error e2;
    int rc2 = render(r, r->version, r->era, op, bytes, k, &t, &e2);
    if (rc2 == 0 || (rc2 < 0 && (e2.code != (mlirbc_code)-rc2 ||
                                 e2.section != MLIRBC_SEC_PROPERTIES))) {
      printf("FAIL prefix %zu of %s %s: rc=%d\n", k, op, hex, rc2);
      failures++;
    }
    mbc_buf_free(&t);
  }
  mbc_buf_free(&b);
}

static void expect_rc(const run_info *r, uint64_t version, mlirbc_era era, const char *op,
                      const char *hex, int want_rc, uint64_t want_off, const char *what) {
  uint8_t bytes[64];
  size_t n = unhex(hex, bytes);
  mbc_buf b;
  mlirbc_error err;
  int rc = render(r, version, era, op, bytes, n, &b, &err);
  if (rc != want_rc || (rc < 0 && (err.code != (mlirbc_code)-rc ||
                                   err.section != MLIRBC_SEC_PROPERTIES ||
                                   err.offset != want_off))) {
    printf("FAIL %s: %s %s rc=%d (want %d) off=%llu (want %llu) msg='%s'\n", what, op, hex, rc,
           want_rc, (unsigned long long)err.offset, (unsigned long long)want_off, err.message);
    failures++;
  }
  if (rc == 0 && b.len) {
    printf("FAIL %s: rc 0 but appended\n", what);
    failures++;
  }
  mbc_buf_free(&b);
}

int main(int argc, char **argv) {
  (void)argc; (void)argv;
  size_t nv = sizeof vecs / sizeof vecs[0];
  for (size_t i = 0; i < nv; i++)
    expect_ok(&runs[vecs[i].run], vecs[i].op, vecs[i].hex, vecs[i].expect);

  const run_info *r22 = &runs[0], *r19 = &runs[2]; /* all.mlir, v6 */
  if (r22->version != 6 || r22->era != MLIRBC_ERA_20 || r19->version != 6 || r19->era != MLIRBC_ERA_17) {
    printf("FAIL run order\n");
    return 1;
  }
  const int E = -MLIRBC_E_PROPS;
  /* No layout: unknown op, op without props in that era. */
  expect_rc(r22, 6, MLIRBC_ERA_20, "tensor.extract", "01", 0, 0, "unknown op");
  expect_rc(r19, 6, MLIRBC_ERA_17, "scf.for", "01", 0, 0, "scf.for has no props in era 17");
  expect_rc(r19, 6, MLIRBC_ERA_17, "arith.divsi", "01", 0, 0, "divsi has no props in era 17");
  /* The func.func era break: a 19-written entry (5 fields) is one byte short
   * for the 22 layout and vice versa. */
  expect_rc(r22, 6, MLIRBC_ERA_20, "func.func", "0117011901", E, 1003, "19 func.func read as 22");
  expect_rc(r22, 6, MLIRBC_ERA_17, "func.func", "011701011901", E, 1004, "22 func.func read as 19");
  /* Truncated / trailing / bad optional flag. */
  expect_rc(r22, 6, MLIRBC_ERA_20, "cf.cond_br", "010d0303", E, 1004, "truncated dense segments");
  expect_rc(r22, 6, MLIRBC_ERA_20, "arith.addi", "7e", E, 1000, "truncated 2-byte varint");
  expect_rc(r22, 6, MLIRBC_ERA_20, "arith.constant", "", E, 1000, "empty required");
  expect_rc(r22, 6, MLIRBC_ERA_20, "arith.constant", "2b00", E, 1001, "trailing byte");
  expect_rc(r22, 6, MLIRBC_ERA_20, "builtin.module", "010101", E, 1002, "trailing byte module");
  expect_rc(r22, 6, MLIRBC_ERA_20, "arith.addi", "05", E, 1000, "bad optional flag (even)");
  expect_rc(r22, 6, MLIRBC_ERA_20, "memref.alloc", "0401", E, 1000, "bad optional flag alloc");
  /* Sparse-array faults (v6 segments). */
  expect_rc(r22, 6, MLIRBC_ERA_20, "memref.alloc", "010a01010101", E, 1001, "dense count > nseg");
  expect_rc(r22, 6, MLIRBC_ERA_20, "memref.alloc", "01071303", E, 1002, "index width > 8");
  expect_rc(r22, 6, MLIRBC_ERA_20, "memref.alloc", "0107050f", E, 1003, "sparse index >= nseg");
  /* v5 legacy segment attribute: not an array / too long. */
  expect_rc(&runs[1], 5, MLIRBC_ERA_20, "memref.alloc", "010b", E, 1001, "legacy seg not an array");
  expect_rc(&runs[1], 5, MLIRBC_ERA_20, "memref.alloc", "010f", E, 1001, "legacy seg too long");
  /* Non-attribute properties out of their range or truncated. */
  {
    const run_info *k22 = &runs[14], *k19 = &runs[16];
    expect_rc(k22, 6, MLIRBC_ERA_20, "affine.linearize_index", "0302070105", E, 1001, "bool byte 2");
    expect_rc(k22, 6, MLIRBC_ERA_20, "affine.linearize_index", "03", E, 1001, "bool truncated");
    /* 2^32 as a 5-byte varint: above the u32 the generated reader allows */
    expect_rc(k22, 6, MLIRBC_ERA_20, "llvm.add", "1000000020", E, 1000, "enum above u32");
    expect_ok(k22, "llvm.add", "f0ffffff1f", "{overflowFlags = 4294967295 : i32}");
    expect_rc(k19, 6, MLIRBC_ERA_17, "llvm.add", "09", E, 1000, "flag enum with an unnamed bit");
    expect_rc(k19, 6, MLIRBC_ERA_17, "llvm.add", "", E, 1000, "flag enum truncated");
  }
  /* The release is chosen from the producer; a forced one wins. */
  {
    struct { const char *p; int forced, want; } rel[] = {
        {"MLIR22.1.8", 0, 22}, {"MLIR19.1.7", 0, 19}, {"MLIR17.0.0", 0, 19},
        {"MLIR20.1.0", 0, 22}, {"MLIR16.0.6", 0, 19}, {"MLIR16.0.6", 16, 16}, {"MLIR23.1.0", 0, 22},
        {"StableHLO_v1.12.1", 0, 22}, {"", 0, 22}, {"MLIR", 0, 22},
        {"MLIR22.1.8", 19, 19}, {"MLIR19.1.7", 22, 22}, {"MLIR19.1.7", 21, 19},
    };
    for (size_t i = 0; i < sizeof rel / sizeof rel[0]; i++) {
      mlirbc_view pv = {(const uint8_t *)rel[i].p, strlen(rel[i].p)};
      int got = mbc_props_release(rel[i].forced, pv);
      if (got != rel[i].want) {
        printf("FAIL release of '%s' forced %d: %d (want %d)\n", rel[i].p, rel[i].forced, got,
               rel[i].want);
        failures++;
      }
    }
  }
  /* Every layout of every release is found by its own name (the binary
   * search agrees with the table order), and no name outside it is. */
  for (size_t r = 0; r < mbc_prop_nreleases; r++) {
    const mbc_prop_release *rr = &mbc_prop_releases[r];
    for (size_t i = 0; i < rr->nops; i++) {
      const mbc_prop_layout *l = &rr->ops[i];
      if (mbc_props_find_layout(l->name, l->name_len, rr->release) != l) {
        printf("FAIL lookup %s in %d\n", l->name, rr->release);
        failures++;
      }
      if (i && strcmp(rr->ops[i - 1].name, l->name) >= 0) {
        printf("FAIL order %s after %s in %d\n", l->name, rr->ops[i - 1].name, rr->release);
        failures++;
      }
    }
    if (mbc_props_find_layout("zzzz.none", 9, rr->release) ||
        mbc_props_find_layout("func.func", 8, rr->release) /* a prefix */)
      printf("FAIL lookup of an absent name in %d\n", rr->release), failures++;
  }
  /* Attribute lookup failure propagates the callback's code. */
  expect_rc(r22, 6, MLIRBC_ERA_20, "arith.constant", "fe0f", -MLIRBC_E_ATTR_INDEX, 0, "bad attr index");
  /* Shorter dense / sparse arrays keep zeros; 9-byte varint. */
  {
    struct { const char *op; const char *hex; const char *want; } ok[] = {
        {"memref.alloc", "0101", "{operandSegmentSizes = array<i32: 0, 0>}"},
        {"memref.alloc", "01070307", "{operandSegmentSizes = array<i32: 0, 1>}"},
        {"cf.cond_br", "01060000000000000000000000fe", "{operandSegmentSizes = array<i32: 0, 0, -2>}"},
        {"arith.cmpi", "000300000000000000", "{predicate = 2 : i64}"},
    };
    for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++) {
      if (i == 2) continue; /* the fixed-width 9-byte form is tested below */
      expect_ok(r22, ok[i].op, ok[i].hex, ok[i].want);
    }
    /* dense [0, 0, -2]: -2 sign-extended as a 9-byte varint */
    expect_ok(r22, "cf.cond_br", "010d" "01" "01" "00feffffffffffffff",
              "{operandSegmentSizes = array<i32: 0, 0, -2>}");
  }
  /* Random bytes: no crash, never a bad error record. */
  {
    uint32_t s = 12345;
    uint8_t buf[24];
    for (int it = 0; it < 20000; it++) {
      size_t n = 0;
      s = s * 1103515245u + 12345u;
      n = (s >> 16) % sizeof buf;
      for (size_t k = 0; k < n; k++) {
        s = s * 1103515245u + 12345u;
        buf[k] = (uint8_t)(s >> 16);
      }
      const vec *v = &vecs[(s >> 8) % nv];
      const run_info *r = &runs[v->run];
      mbc_buf b;
      mlirbc_error err;
      int rc = render(r, r->version, r->era, v->op, buf, n, &b, &err);
      if (rc < 0 && err.code != (mlirbc_code)-rc) {
        printf("FAIL random: %s rc=%d code=%d\n", v->op, rc, (int)err.code);
        failures++;
      }
      mbc_buf_free(&b);
    }
  }
  printf("test_props: %zu vectors, %s\n", nv, failures ? "FAILED" : "ok");
  return failures != 0;
}
