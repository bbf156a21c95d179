"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: f32 loc("Math_ops.c00.mlir":1:18), %1: vector<4xf32> loc("Math_ops.c00.mlir":1:27), %2: tensor<4x4x?xf32> loc("Math_ops.c00.mlir":1:46)):
    %3 = "math.atan2"(%0, %0) {fastmath = #arith.fastmath<none>} : (f32, f32) -> f32 loc("Math_ops.c00.mlir":2:8)
    %4 = "math.atan2"(%1, %1) {fastmath = #arith.fastmath<none>} : (vector<4xf32>, vector<4xf32>) -> vector<4xf32> loc("Math_ops.c00.mlir":3:8)
    %5 = "math.atan2"(%2, %2) {fastmath = #arith.fastmath<none>} : (tensor<4x4x?xf32>, tensor<4x4x?xf32>) -> tensor<4x4x?xf32> loc("Math_ops.c00.mlir":4:8)
    "func.return"() : () -> () loc("Math_ops.c00.mlir":5:3)
  }) {function_type = (f32, vector<4xf32>, tensor<4x4x?xf32>) -> (), sym_name = "atan2"} : () -> () loc("Math_ops.c00.mlir":1:1)
}) : () -> () loc("Math_ops.c00.mlir":0:0)
