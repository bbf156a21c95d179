"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: index loc("Tensor_ops.c02.mlir":1:28), %1: index loc("Tensor_ops.c02.mlir":1:40)):
    %2 = "tensor.generate"(%0, %1) ({
    ^bb0(%3: index loc("Tensor_ops.c02.mlir":4:10), %4: index loc("Tensor_ops.c02.mlir":4:22), %5: index loc("Tensor_ops.c02.mlir":4:34)):
      %6 = "arith.constant"() {value = 8.0e0 : f32} : () -> f32 loc("Tensor_ops.c02.mlir":5:15)
      "tensor.yield"(%6) : (f32) -> () loc("Tensor_ops.c02.mlir":6:7)
    }) : (index, index) -> tensor<?x3x?xf32> loc("Tensor_ops.c02.mlir":3:11)
    "func.return"(%2) : (tensor<?x3x?xf32>) -> () loc("Tensor_ops.c02.mlir":8:3)
  }) {function_type = (index, index) -> tensor<?x3x?xf32>, sym_name = "tensor.generate"} : () -> () loc("Tensor_ops.c02.mlir":1:1)
}) : () -> () loc("Tensor_ops.c02.mlir":0:0)
