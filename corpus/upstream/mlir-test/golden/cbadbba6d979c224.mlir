"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: tensor<64xf32> loc("Linalg_roundtrip.c04.mlir":1:23), %1: tensor<64xf32> loc("Linalg_roundtrip.c04.mlir":1:45), %2: tensor<64xf32> loc("Linalg_roundtrip.c04.mlir":2:23)):
    %3 = "linalg.map"(%0, %1, %2) ({
    ^bb0(%4: f32 loc("Linalg_roundtrip.c04.mlir":6:12), %5: f32 loc("Linalg_roundtrip.c04.mlir":6:28), %6: f32 loc("Linalg_roundtrip.c04.mlir":6:44)):
      %7 = "arith.addf"(%4, %5) {fastmath = #arith.fastmath<none>} : (f32, f32) -> f32 loc("Linalg_roundtrip.c04.mlir":7:18)
      "linalg.yield"(%7) : (f32) -> () loc("Linalg_roundtrip.c04.mlir":8:13)
    }) : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32> loc("Linalg_roundtrip.c04.mlir":3:11)
    "func.return"(%3) : (tensor<64xf32>) -> () loc("Linalg_roundtrip.c04.mlir":10:3)
  }) {function_type = (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>, sym_name = "map_binary"} : () -> () loc("Linalg_roundtrip.c04.mlir":1:1)
}) : () -> () loc("Linalg_roundtrip.c04.mlir":0:0)
