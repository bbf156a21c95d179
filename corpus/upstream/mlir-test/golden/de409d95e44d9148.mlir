"builtin.module"() ({
  "pdl.pattern"() ({
    %0 = "pdl.type"() {constantType = i32} : () -> !pdl.type loc("PDL_ops.c01.mlir":2:12)
    %1 = "pdl.type"() : () -> !pdl.type loc("PDL_ops.c01.mlir":3:12)
    %2 = "pdl.operation"(%0, %1) {attributeValueNames = [], operandSegmentSizes = array<i32: 0, 0, 2>} : (!pdl.type, !pdl.type) -> !pdl.operation loc("PDL_ops.c01.mlir":4:11)
    "pdl.rewrite"(%2) ({
      %3 = "pdl.type"() : () -> !pdl.type loc("PDL_ops.c01.mlir":6:14)
      %4 = "pdl.operation"(%0, %3) {attributeValueNames = [], opName = "foo.op", operandSegmentSizes = array<i32: 0, 0, 2>} : (!pdl.type, !pdl.type) -> !pdl.operation loc("PDL_ops.c01.mlir":7:14)
      "pdl.replace"(%2, %4) {operandSegmentSizes = array<i32: 1, 1, 0>} : (!pdl.operation, !pdl.operation) -> () loc("PDL_ops.c01.mlir":8:5)
    }) {operandSegmentSizes = array<i32: 1, 0>} : (!pdl.operation) -> () loc("PDL_ops.c01.mlir":5:3)
  }) {benefit = 1 : i16, sym_name = "infer_type_from_operation_replace"} : () -> () loc("PDL_ops.c01.mlir":1:1)
}) : () -> () loc("PDL_ops.c01.mlir":0:0)
