"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: tensor<1x4x4x4x!quant.uniform<i8:f32, 1.0e-2>> loc("Tosa_ops.c03.mlir":1:38), %1: tensor<8x1x1x4x!quant.uniform<i8:f32, 1.0e-2>> loc("Tosa_ops.c03.mlir":1:91), %2: tensor<8x!quant.uniform<i8:f32, 1.0e-2>> loc("Tosa_ops.c03.mlir":1:144)):
    %3 = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8> loc("Tosa_ops.c03.mlir":2:9)
    %4 = "tosa.conv2d"(%0, %1, %2, %3, %3) {acc_type = i32, dilation = array<i64: 1, 1>, local_bound = true, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x4x!quant.uniform<i8:f32, 1.0e-2>>, tensor<8x1x1x4x!quant.uniform<i8:f32, 1.0e-2>>, tensor<8x!quant.uniform<i8:f32, 1.0e-2>>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x4x8x!quant.uniform<i32:f32, 1.0e-2>> loc("Tosa_ops.c03.mlir":3:8)
    "func.return"(%4) : (tensor<1x4x4x8x!quant.uniform<i32:f32, 1.0e-2>>) -> () loc("Tosa_ops.c03.mlir":4:3)
  }) {function_type = (tensor<1x4x4x4x!quant.uniform<i8:f32, 1.0e-2>>, tensor<8x1x1x4x!quant.uniform<i8:f32, 1.0e-2>>, tensor<8x!quant.uniform<i8:f32, 1.0e-2>>) -> tensor<1x4x4x8x!quant.uniform<i32:f32, 1.0e-2>>, sym_name = "test_conv2d_quant_uniform"} : () -> () loc("Tosa_ops.c03.mlir":1:1)
}) : () -> () loc("Tosa_ops.c03.mlir":0:0)
