"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: f32 loc("Math_ops.c02.mlir":1:21), %1: i32 loc("Math_ops.c02.mlir":1:30), %2: vector<4xf32> loc("Math_ops.c02.mlir":1:39), %3: tensor<4x4x?xf32> loc("Math_ops.c02.mlir":1:58)):
    %4 = "math.trunc"(%0) {fastmath = #arith.fastmath<fast>} : (f32) -> f32 loc("Math_ops.c02.mlir":2:8)
    %5 = "math.powf"(%2, %2) {fastmath = #arith.fastmath<fast>} : (vector<4xf32>, vector<4xf32>) -> vector<4xf32> loc("Math_ops.c02.mlir":3:8)
    %6 = "math.fma"(%3, %3, %3) {fastmath = #arith.fastmath<none>} : (tensor<4x4x?xf32>, tensor<4x4x?xf32>, tensor<4x4x?xf32>) -> tensor<4x4x?xf32> loc("Math_ops.c02.mlir":4:8)
    %7 = "math.absf"(%0) {fastmath = #arith.fastmath<ninf>} : (f32) -> f32 loc("Math_ops.c02.mlir":5:8)
    %8 = "math.fpowi"(%0, %1) {fastmath = #arith.fastmath<fast>} : (f32, i32) -> f32 loc("Math_ops.c02.mlir":6:8)
    "func.return"() : () -> () loc("Math_ops.c02.mlir":7:3)
  }) {function_type = (f32, i32, vector<4xf32>, tensor<4x4x?xf32>) -> (), sym_name = "fastmath"} : () -> () loc("Math_ops.c02.mlir":1:1)
}) : () -> () loc("Math_ops.c02.mlir":0:0)
