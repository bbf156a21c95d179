"builtin.module"() ({
  "pdl.pattern"() ({
    %0 = "pdl.attribute"() : () -> !pdl.attribute loc("PDL_ops.c00.mlir":2:16)
    %1 = "pdl.type"() : () -> !pdl.type loc("PDL_ops.c00.mlir":3:11)
    %2 = "pdl.operation"(%0, %1) {attributeValueNames = ["attr"], operand_segment_sizes = array<i32: 0, 1, 1>} : (!pdl.attribute, !pdl.type) -> !pdl.operation loc("PDL_ops.c00.mlir":4:10)
    %3 = "pdl.result"(%2) {index = 0 : i32} : (!pdl.operation) -> !pdl.value loc("PDL_ops.c00.mlir":5:17)
    %4 = "pdl.operand"() : () -> !pdl.value loc("PDL_ops.c00.mlir":6:12)
    %5 = "pdl.operation"(%3, %4) {attributeValueNames = [], operand_segment_sizes = array<i32: 2, 0, 0>} : (!pdl.value, !pdl.value) -> !pdl.operation loc("PDL_ops.c00.mlir":7:11)
    "pdl.rewrite"(%5) ({
    }) {name = "rewriter", operand_segment_sizes = array<i32: 1, 0>} : (!pdl.operation) -> () loc("PDL_ops.c00.mlir":8:3)
  }) {benefit = 1 : i16, sym_name = "operations"} : () -> () loc("PDL_ops.c00.mlir":1:1)
}) : () -> () loc("PDL_ops.c00.mlir":0:0)
