"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: tensor<*xf32> loc("Tensor_ops.c00.mlir":1:17), %1: tensor<4x4xf32> loc("Tensor_ops.c00.mlir":1:39), %2: tensor<?x?xf32> loc("Tensor_ops.c00.mlir":1:64)):
    %3 = "tensor.cast"(%0) : (tensor<*xf32>) -> tensor<?x?xf32> loc("Tensor_ops.c00.mlir":2:8)
    %4 = "tensor.cast"(%1) : (tensor<4x4xf32>) -> tensor<*xf32> loc("Tensor_ops.c00.mlir":3:8)
    %5 = "tensor.cast"(%2) : (tensor<?x?xf32>) -> tensor<4x?xf32> loc("Tensor_ops.c00.mlir":4:8)
    %6 = "tensor.cast"(%5) : (tensor<4x?xf32>) -> tensor<?x?xf32> loc("Tensor_ops.c00.mlir":5:8)
    "func.return"() : () -> () loc("Tensor_ops.c00.mlir":6:3)
  }) {function_type = (tensor<*xf32>, tensor<4x4xf32>, tensor<?x?xf32>) -> (), sym_name = "cast"} : () -> () loc("Tensor_ops.c00.mlir":1:1)
}) : () -> () loc("Tensor_ops.c00.mlir":0:0)
