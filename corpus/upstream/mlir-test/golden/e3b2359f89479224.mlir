"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: memref<?x?x?xf32> loc("Linalg_roundtrip.c03.mlir":4:22), %1: memref<?x?x?xf32> loc("Linalg_roundtrip.c03.mlir":4:46), %2: memref<?x?x?xf32> loc("Linalg_roundtrip.c03.mlir":4:70), %3: tensor<?x?x?xf32> loc("Linalg_roundtrip.c03.mlir":5:17), %4: tensor<?x?x?xf32> loc("Linalg_roundtrip.c03.mlir":5:42), %5: tensor<?x?x?xf32> loc("Linalg_roundtrip.c03.mlir":5:67)):
    "linalg.batch_matmul"(%0, %1, %2) ({
    ^bb0(%6: f32 loc(unknown), %7: f32 loc(unknown), %8: f32 loc(unknown)):
      %9 = "arith.mulf"(%6, %7) {fastmath = #arith.fastmath<none>} : (f32, f32) -> f32 loc(unknown)
      %10 = "arith.addf"(%8, %9) {fastmath = #arith.fastmath<none>} : (f32, f32) -> f32 loc(unknown)
      "linalg.yield"(%10) : (f32) -> () loc(unknown)
    }) {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], operandSegmentSizes = array<i32: 2, 1>} : (memref<?x?x?xf32>, memref<?x?x?xf32>, memref<?x?x?xf32>) -> () loc("Linalg_roundtrip.c03.mlir":8:3)
    "linalg.contract"(%0, %1, %2) ({
    ^bb0(%11: f32 loc(unknown), %12: f32 loc(unknown), %13: f32 loc(unknown)):
      %14 = "arith.mulf"(%11, %12) {fastmath = #arith.fastmath<none>} : (f32, f32) -> f32 loc(unknown)
      %15 = "arith.addf"(%13, %14) {fastmath = #arith.fastmath<none>} : (f32, f32) -> f32 loc(unknown)
      "linalg.yield"(%15) : (f32) -> () loc(unknown)
    }) {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], operandSegmentSizes = array<i32: 2, 1>} : (memref<?x?x?xf32>, memref<?x?x?xf32>, memref<?x?x?xf32>) -> () loc("Linalg_roundtrip.c03.mlir":10:3)
    %16 = "linalg.batch_matmul"(%3, %4, %5) ({
    ^bb0(%17: f32 loc(unknown), %18: f32 loc(unknown), %19: f32 loc(unknown)):
      %20 = "arith.mulf"(%17, %18) {fastmath = #arith.fastmath<none>} : (f32, f32) -> f32 loc(unknown)
      %21 = "arith.addf"(%19, %20) {fastmath = #arith.fastmath<none>} : (f32, f32) -> f32 loc(unknown)
      "linalg.yield"(%21) : (f32) -> () loc(unknown)
    }) {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], operandSegmentSizes = array<i32: 2, 1>} : (tensor<?x?x?xf32>, tensor<?x?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32> loc("Linalg_roundtrip.c03.mlir":14:11)
    %22 = "linalg.contract"(%3, %4, %5) ({
    ^bb0(%23: f32 loc(unknown), %24: f32 loc(unknown), %25: f32 loc(unknown)):
      %26 = "arith.mulf"(%23, %24) {fastmath = #arith.fastmath<none>} : (f32, f32) -> f32 loc(unknown)
      %27 = "arith.addf"(%25, %26) {fastmath = #arith.fastmath<none>} : (f32, f32) -> f32 loc(unknown)
      "linalg.yield"(%27) : (f32) -> () loc(unknown)
    }) {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], operandSegmentSizes = array<i32: 2, 1>} : (tensor<?x?x?xf32>, tensor<?x?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32> loc("Linalg_roundtrip.c03.mlir":18:11)
    "func.return"(%16, %22) : (tensor<?x?x?xf32>, tensor<?x?x?xf32>) -> () loc("Linalg_roundtrip.c03.mlir":22:3)
  }) {function_type = (memref<?x?x?xf32>, memref<?x?x?xf32>, memref<?x?x?xf32>, tensor<?x?x?xf32>, tensor<?x?x?xf32>, tensor<?x?x?xf32>) -> (tensor<?x?x?xf32>, tensor<?x?x?xf32>), sym_name = "named_ops"} : () -> () loc("Linalg_roundtrip.c03.mlir":4:1)
}) : () -> () loc("Linalg_roundtrip.c03.mlir":0:0)
