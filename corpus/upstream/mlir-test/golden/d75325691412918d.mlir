"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: !shape.shape loc("Shape_ops.c04.mlir":1:44)):
    %1 = "shape.const_shape"() {shape = dense<[4, 57, 92]> : tensor<3xindex>} : () -> !shape.shape loc("Shape_ops.c04.mlir":2:8)
    %2 = "shape.max"(%0, %1) : (!shape.shape, !shape.shape) -> !shape.shape loc("Shape_ops.c04.mlir":3:8)
    %3 = "shape.meet"(%1, %2) {error = "exceeded element-wise upper bound"} : (!shape.shape, !shape.shape) -> !shape.shape loc("Shape_ops.c04.mlir":4:8)
    "func.return"(%3) : (!shape.shape) -> () loc("Shape_ops.c04.mlir":6:3)
  }) {function_type = (!shape.shape) -> !shape.shape, sym_name = "shape_upper_bounded_by_constant"} : () -> () loc("Shape_ops.c04.mlir":1:1)
}) : () -> () loc("Shape_ops.c04.mlir":0:0)
