"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: tensor<4x5x6xf32> loc("Tensor_ops.c05.mlir":2:5), %1: tensor<1x3x2xindex> loc("Tensor_ops.c05.mlir":2:32), %2: tensor<1x3x2xi32> loc("Tensor_ops.c05.mlir":2:63)):
    %3 = "tensor.gather"(%0, %2) {gather_dims = array<i64: 1, 2>, unique} : (tensor<4x5x6xf32>, tensor<1x3x2xi32>) -> tensor<1x3x4x1x1xf32> loc("Tensor_ops.c05.mlir":3:15)
    %4 = "tensor.scatter"(%3, %0, %1) {scatter_dims = array<i64: 1, 2>, unique} : (tensor<1x3x4x1x1xf32>, tensor<4x5x6xf32>, tensor<1x3x2xindex>) -> tensor<4x5x6xf32> loc("Tensor_ops.c05.mlir":5:16)
    "func.return"() : () -> () loc("Tensor_ops.c05.mlir":8:3)
  }) {function_type = (tensor<4x5x6xf32>, tensor<1x3x2xindex>, tensor<1x3x2xi32>) -> (), sym_name = "gather_scatter"} : () -> () loc("Tensor_ops.c05.mlir":1:1)
}) : () -> () loc("Tensor_ops.c05.mlir":0:0)
