"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: f32 loc("Math_ops.c01.mlir":1:18), %1: i32 loc("Math_ops.c01.mlir":1:27), %2: vector<4xf64> loc("Math_ops.c01.mlir":1:36), %3: vector<4xi16> loc("Math_ops.c01.mlir":1:56), %4: tensor<4x3x?xf16> loc("Math_ops.c01.mlir":1:76), %5: tensor<4x3x?xi64> loc("Math_ops.c01.mlir":1:100)):
    %6 = "math.fpowi"(%0, %1) {fastmath = #arith.fastmath<none>} : (f32, i32) -> f32 loc("Math_ops.c01.mlir":2:8)
    %7 = "math.fpowi"(%2, %3) {fastmath = #arith.fastmath<none>} : (vector<4xf64>, vector<4xi16>) -> vector<4xf64> loc("Math_ops.c01.mlir":3:8)
    %8 = "math.fpowi"(%4, %5) {fastmath = #arith.fastmath<none>} : (tensor<4x3x?xf16>, tensor<4x3x?xi64>) -> tensor<4x3x?xf16> loc("Math_ops.c01.mlir":4:8)
    "func.return"() : () -> () loc("Math_ops.c01.mlir":5:3)
  }) {function_type = (f32, i32, vector<4xf64>, vector<4xi16>, tensor<4x3x?xf16>, tensor<4x3x?xi64>) -> (), sym_name = "fpowi"} : () -> () loc("Math_ops.c01.mlir":1:1)
}) : () -> () loc("Math_ops.c01.mlir":0:0)
