"builtin.module"() ({
  "pdl.pattern"() ({
    %0 = "pdl.operation"() {attributeValueNames = [], operandSegmentSizes = array<i32: 0, 0, 0>} : () -> !pdl.operation loc("PDL_ops.c03.mlir":2:11)
    %1 = "pdl.apply_native_constraint"(%0) {isNegated = false, name = "NativeConstraint"} : (!pdl.operation) -> !pdl.attribute loc("PDL_ops.c03.mlir":3:11)
    "pdl.rewrite"(%0) ({
      "pdl.apply_native_rewrite"(%1) {name = "NativeRewrite"} : (!pdl.attribute) -> () loc("PDL_ops.c03.mlir":5:5)
    }) {operandSegmentSizes = array<i32: 1, 0>} : (!pdl.operation) -> () loc("PDL_ops.c03.mlir":4:3)
  }) {benefit = 1 : i16, sym_name = "apply_constraint_with_results"} : () -> () loc("PDL_ops.c03.mlir":1:1)
}) : () -> () loc("PDL_ops.c03.mlir":0:0)
