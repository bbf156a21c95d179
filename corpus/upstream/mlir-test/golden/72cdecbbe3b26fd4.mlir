"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: memref<?x?xvector<3x4xi4>, strided<[?, 1]>> loc("Linalg_roundtrip.c01.mlir":13:20), %1: memref<?x?x?xf32, strided<[?, ?, 1]>> loc("Linalg_roundtrip.c01.mlir":14:15)):
    %2 = "arith.constant"() {value = 0.0e0 : f32} : () -> f32 loc("Linalg_roundtrip.c01.mlir":15:10)
    "linalg.generic"(%0, %2, %1) ({
    ^bb0(%3: vector<3x4xi4> loc("Linalg_roundtrip.c01.mlir":20:9), %4: f32 loc("Linalg_roundtrip.c01.mlir":20:29), %5: f32 loc("Linalg_roundtrip.c01.mlir":20:38)):
      "linalg.yield"(%4) : (f32) -> () loc("Linalg_roundtrip.c01.mlir":21:7)
    }) {foo = 1 : i64, indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d2, d0 + d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], library_call = "some_external_function_name_1", operand_segment_sizes = array<i32: 2, 1>} : (memref<?x?xvector<3x4xi4>, strided<[?, 1]>>, f32, memref<?x?x?xf32, strided<[?, ?, 1]>>) -> () loc("Linalg_roundtrip.c01.mlir":16:3)
    "func.return"() : () -> () loc("Linalg_roundtrip.c01.mlir":23:3)
  }) {function_type = (memref<?x?xvector<3x4xi4>, strided<[?, 1]>>, memref<?x?x?xf32, strided<[?, ?, 1]>>) -> (), sym_name = "generic"} : () -> () loc("Linalg_roundtrip.c01.mlir":13:1)
}) : () -> () loc("Linalg_roundtrip.c01.mlir":0:0)
