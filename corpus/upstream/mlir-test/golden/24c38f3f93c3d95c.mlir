"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: tensor<1x7x7x9x!quant.uniform<i8:f32, 1.0e-2>> loc("Tosa_ops.c02.mlir":1:31)):
    %1 = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8> loc("Tosa_ops.c02.mlir":2:15)
    %2 = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8> loc("Tosa_ops.c02.mlir":3:16)
    %3 = "tosa.avg_pool2d"(%0, %1, %2) {acc_type = i32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 1, 0, 1>, stride = array<i64: 1, 1>} : (tensor<1x7x7x9x!quant.uniform<i8:f32, 1.0e-2>>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x7x7x9x!quant.uniform<i8:f32, 1.0e-2>> loc("Tosa_ops.c02.mlir":4:8)
    "func.return"(%3) : (tensor<1x7x7x9x!quant.uniform<i8:f32, 1.0e-2>>) -> () loc("Tosa_ops.c02.mlir":5:3)
  }) {function_type = (tensor<1x7x7x9x!quant.uniform<i8:f32, 1.0e-2>>) -> tensor<1x7x7x9x!quant.uniform<i8:f32, 1.0e-2>>, sym_name = "test_avg_pool2d_q8"} : () -> () loc("Tosa_ops.c02.mlir":1:1)
}) : () -> () loc("Tosa_ops.c02.mlir":0:0)
