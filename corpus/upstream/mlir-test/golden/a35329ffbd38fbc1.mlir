"builtin.module"() ({
  "pdl.pattern"() ({
    %0 = "pdl.types"() : () -> !pdl.range<type> loc("PDL_ops.c02.mlir":2:12)
    %1 = "pdl.operation"(%0) {attributeValueNames = [], operandSegmentSizes = array<i32: 0, 0, 1>} : (!pdl.range<type>) -> !pdl.operation loc("PDL_ops.c02.mlir":3:11)
    "pdl.rewrite"(%1) ({
      %2 = "pdl.types"() {constantTypes = [i32, i64]} : () -> !pdl.range<type> loc("PDL_ops.c02.mlir":5:19)
      %3 = "pdl.operation"(%0, %2) {attributeValueNames = [], opName = "foo.op", operandSegmentSizes = array<i32: 0, 0, 2>} : (!pdl.range<type>, !pdl.range<type>) -> !pdl.operation loc("PDL_ops.c02.mlir":6:14)
    }) {operandSegmentSizes = array<i32: 1, 0>} : (!pdl.operation) -> () loc("PDL_ops.c02.mlir":4:3)
  }) {benefit = 1 : i16, sym_name = "infer_type_from_type_used_in_match"} : () -> () loc("PDL_ops.c02.mlir":1:1)
}) : () -> () loc("PDL_ops.c02.mlir":0:0)
