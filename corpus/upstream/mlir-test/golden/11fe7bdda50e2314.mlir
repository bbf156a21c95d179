"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: f32 loc("Math_ops.c03.mlir":1:23), %1: f64 loc("Math_ops.c03.mlir":1:32), %2: vector<4xf32> loc("Math_ops.c03.mlir":1:41), %3: tensor<4x?xf32> loc("Math_ops.c03.mlir":1:60)):
    %4 = "math.isfinite"(%0) {fastmath = #arith.fastmath<none>} : (f32) -> i1 loc("Math_ops.c03.mlir":2:3)
    %5 = "math.isinf"(%1) {fastmath = #arith.fastmath<none>} : (f64) -> i1 loc("Math_ops.c03.mlir":3:3)
    %6 = "math.isnan"(%2) {fastmath = #arith.fastmath<none>} : (vector<4xf32>) -> vector<4xi1> loc("Math_ops.c03.mlir":4:3)
    %7 = "math.isnormal"(%3) {fastmath = #arith.fastmath<none>} : (tensor<4x?xf32>) -> tensor<4x?xi1> loc("Math_ops.c03.mlir":5:3)
    "func.return"() : () -> () loc("Math_ops.c03.mlir":6:3)
  }) {function_type = (f32, f64, vector<4xf32>, tensor<4x?xf32>) -> (), sym_name = "fpclassify"} : () -> () loc("Math_ops.c03.mlir":1:1)
}) : () -> () loc("Math_ops.c03.mlir":0:0)
