"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: tensor<16x32x64xf32> loc("Linalg_roundtrip.c05.mlir":1:19), %1: tensor<16x64xf32> loc("Linalg_roundtrip.c05.mlir":2:19)):
    %2 = "linalg.reduce"(%0, %1) ({
    ^bb0(%3: f32 loc("Linalg_roundtrip.c05.mlir":7:8), %4: f32 loc("Linalg_roundtrip.c05.mlir":7:18)):
      %5 = "arith.addf"(%4, %3) {fastmath = #arith.fastmath<none>} : (f32, f32) -> f32 loc("Linalg_roundtrip.c05.mlir":8:14)
      "linalg.yield"(%5) : (f32) -> () loc("Linalg_roundtrip.c05.mlir":9:9)
    }) {dimensions = array<i64: 1>} : (tensor<16x32x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32> loc("Linalg_roundtrip.c05.mlir":3:13)
    "func.return"(%2) : (tensor<16x64xf32>) -> () loc("Linalg_roundtrip.c05.mlir":11:3)
  }) {function_type = (tensor<16x32x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>, sym_name = "reduce"} : () -> () loc("Linalg_roundtrip.c05.mlir":1:1)
}) : () -> () loc("Linalg_roundtrip.c05.mlir":0:0)
