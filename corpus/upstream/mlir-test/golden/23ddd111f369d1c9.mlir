"builtin.module"() ({
  "pdl.pattern"() ({
    %0 = "pdl.attribute"() : () -> !pdl.attribute loc("bar")
    %1 = "pdl.operation"(%0) {attributeValueNames = ["attribute"], operandSegmentSizes = array<i32: 0, 1, 0>} : (!pdl.attribute) -> !pdl.operation loc("PDL_ops.c04.mlir":3:11)
    "pdl.rewrite"(%1) ({
    }) {name = "rewriter", operandSegmentSizes = array<i32: 1, 0>} : (!pdl.operation) -> () loc("PDL_ops.c04.mlir":4:3)
  }) {benefit = 1 : i16, sym_name = "attribute_with_loc"} : () -> () loc("PDL_ops.c04.mlir":1:1)
}) : () -> () loc("PDL_ops.c04.mlir":0:0)
