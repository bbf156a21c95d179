"builtin.module"() ({
  "func.func"() ({
    %0 = "shape.const_shape"() {shape = dense<[1, 2, 3]> : tensor<3xindex>} : () -> !shape.shape loc("Shape_ops.c01.mlir":2:8)
    %1 = "shape.const_shape"() {shape = dense<[4, 5, 6]> : tensor<3xindex>} : () -> tensor<3xindex> loc("Shape_ops.c01.mlir":3:8)
    "func.return"() : () -> () loc("Shape_ops.c01.mlir":4:3)
  }) {function_type = () -> (), sym_name = "const_shape"} : () -> () loc("Shape_ops.c01.mlir":1:1)
}) : () -> () loc("Shape_ops.c01.mlir":0:0)
