"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: tensor<1x4x8xf32> loc("Tosa_ops.c05.mlir":1:23), %1: tensor<1x4x8xf32> loc("Tosa_ops.c05.mlir":1:49)):
    %2:2 = "tosa.fft2d"(%0, %1) {inverse = false} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4x8xf32>) loc("Tosa_ops.c05.mlir":2:12)
    "func.return"(%2#0, %2#1) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> () loc("Tosa_ops.c05.mlir":3:3)
  }) {function_type = (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4x8xf32>), sym_name = "test_fft2d"} : () -> () loc("Tosa_ops.c05.mlir":1:1)
}) : () -> () loc("Tosa_ops.c05.mlir":0:0)
