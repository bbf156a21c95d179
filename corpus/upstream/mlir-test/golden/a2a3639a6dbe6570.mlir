"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: memref<?x?xf32, strided<[?, 1]>> loc("Linalg_roundtrip.c00.mlir":1:16), %1: memref<?xf32, strided<[1]>> loc("Linalg_roundtrip.c00.mlir":2:11), %2: memref<?xf32, strided<[1]>> loc("Linalg_roundtrip.c00.mlir":3:11), %3: memref<f32> loc("Linalg_roundtrip.c00.mlir":4:11)):
    "linalg.matmul"(%0, %0, %0) ({
    ^bb0(%4: f32 loc(unknown), %5: f32 loc(unknown), %6: f32 loc(unknown)):
      %7 = "arith.mulf"(%4, %5) {fastmath = #arith.fastmath<none>} : (f32, f32) -> f32 loc(unknown)
      %8 = "arith.addf"(%6, %7) {fastmath = #arith.fastmath<none>} : (f32, f32) -> f32 loc(unknown)
      "linalg.yield"(%8) : (f32) -> () loc(unknown)
    }) {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], linalg.memoized_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>} : (memref<?x?xf32, strided<[?, 1]>>, memref<?x?xf32, strided<[?, 1]>>, memref<?x?xf32, strided<[?, 1]>>) -> () loc("Linalg_roundtrip.c00.mlir":5:3)
    "linalg.matvec"(%0, %1, %2) ({
    ^bb0(%9: f32 loc(unknown), %10: f32 loc(unknown), %11: f32 loc(unknown)):
      %12 = "arith.mulf"(%9, %10) {fastmath = #arith.fastmath<none>} : (f32, f32) -> f32 loc(unknown)
      %13 = "arith.addf"(%11, %12) {fastmath = #arith.fastmath<none>} : (f32, f32) -> f32 loc(unknown)
      "linalg.yield"(%13) : (f32) -> () loc(unknown)
    }) {linalg.memoized_indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], operandSegmentSizes = array<i32: 2, 1>} : (memref<?x?xf32, strided<[?, 1]>>, memref<?xf32, strided<[1]>>, memref<?xf32, strided<[1]>>) -> () loc("Linalg_roundtrip.c00.mlir":8:3)
    "linalg.dot"(%1, %2, %3) ({
    ^bb0(%14: f32 loc(unknown), %15: f32 loc(unknown), %16: f32 loc(unknown)):
      %17 = "arith.mulf"(%14, %15) {fastmath = #arith.fastmath<none>} : (f32, f32) -> f32 loc(unknown)
      %18 = "arith.addf"(%16, %17) {fastmath = #arith.fastmath<none>} : (f32, f32) -> f32 loc(unknown)
      "linalg.yield"(%18) : (f32) -> () loc(unknown)
    }) {linalg.memoized_indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], operandSegmentSizes = array<i32: 2, 1>} : (memref<?xf32, strided<[1]>>, memref<?xf32, strided<[1]>>, memref<f32>) -> () loc("Linalg_roundtrip.c00.mlir":11:3)
    "func.return"() : () -> () loc("Linalg_roundtrip.c00.mlir":14:3)
  }) {function_type = (memref<?x?xf32, strided<[?, 1]>>, memref<?xf32, strided<[1]>>, memref<?xf32, strided<[1]>>, memref<f32>) -> (), sym_name = "ops"} : () -> () loc("Linalg_roundtrip.c00.mlir":1:1)
}) : () -> () loc("Linalg_roundtrip.c00.mlir":0:0)
