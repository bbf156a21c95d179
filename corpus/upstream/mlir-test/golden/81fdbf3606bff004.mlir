"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: tensor<1x7x7x9xf32> loc("Tosa_ops.c01.mlir":1:32)):
    %1 = "tosa.const"() {values = dense<0.0e0> : tensor<1xf32>} : () -> tensor<1xf32> loc("Tosa_ops.c01.mlir":2:15)
    %2 = "tosa.const"() {values = dense<0.0e0> : tensor<1xf32>} : () -> tensor<1xf32> loc("Tosa_ops.c01.mlir":3:16)
    %3 = "tosa.avg_pool2d"(%0, %1, %2) {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 1, 0, 1>, stride = array<i64: 1, 1>} : (tensor<1x7x7x9xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x7x7x9xf32> loc("Tosa_ops.c01.mlir":4:8)
    "func.return"(%3) : (tensor<1x7x7x9xf32>) -> () loc("Tosa_ops.c01.mlir":5:3)
  }) {function_type = (tensor<1x7x7x9xf32>) -> tensor<1x7x7x9xf32>, sym_name = "test_avg_pool2d_f32"} : () -> () loc("Tosa_ops.c01.mlir":1:1)
}) : () -> () loc("Tosa_ops.c01.mlir":0:0)
