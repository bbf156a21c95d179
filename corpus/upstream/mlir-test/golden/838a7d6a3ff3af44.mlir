"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: tensor<1x11x11x3xi8> loc("Tosa_ops.c04.mlir":1:30)):
    %1 = "tosa.const"() {values = dense<0> : tensor<3x11x11x3xi4>} : () -> tensor<3x11x11x3xi4> loc("Tosa_ops.c04.mlir":2:8)
    %2 = "tosa.const"() {values = dense<[12, 23, 55]> : tensor<3xi32>} : () -> tensor<3xi32> loc("Tosa_ops.c04.mlir":3:8)
    %3 = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8> loc("Tosa_ops.c04.mlir":4:10)
    %4 = "tosa.const"() {values = dense<0> : tensor<1xi4>} : () -> tensor<1xi4> loc("Tosa_ops.c04.mlir":5:10)
    %5 = "tosa.conv2d"(%0, %1, %2, %3, %4) {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x11x11x3xi8>, tensor<3x11x11x3xi4>, tensor<3xi32>, tensor<1xi8>, tensor<1xi4>) -> tensor<1x1x1x3xi32> loc("Tosa_ops.c04.mlir":6:8)
    %6 = "tosa.const"() {values = dense<[2026291432, 1079222024, 1693132724]> : tensor<3xi32>} : () -> tensor<3xi32> loc("Tosa_ops.c04.mlir":7:17)
    %7 = "tosa.const"() {values = dense<[37, 36, 37]> : tensor<3xi8>} : () -> tensor<3xi8> loc("Tosa_ops.c04.mlir":8:12)
    %8 = "tosa.const"() {values = dense<0> : tensor<1xi32>} : () -> tensor<1xi32> loc("Tosa_ops.c04.mlir":9:23)
    %9 = "tosa.const"() {values = dense<27> : tensor<1xi8>} : () -> tensor<1xi8> loc("Tosa_ops.c04.mlir":10:24)
    %10 = "tosa.rescale"(%5, %6, %7, %8, %9) {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = #tosa.rounding_mode<DOUBLE_ROUND>, scale32 = true} : (tensor<1x1x1x3xi32>, tensor<3xi32>, tensor<3xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x1x1x3xi8> loc("Tosa_ops.c04.mlir":11:8)
    "func.return"(%10) : (tensor<1x1x1x3xi8>) -> () loc("Tosa_ops.c04.mlir":12:3)
  }) {function_type = (tensor<1x11x11x3xi8>) -> tensor<1x1x1x3xi8>, sym_name = "test_conv2d_q8xi4"} : () -> () loc("Tosa_ops.c04.mlir":1:1)
}) : () -> () loc("Tosa_ops.c04.mlir":0:0)
