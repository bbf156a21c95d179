"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: memref<3x4x5xf32> loc("MemRef_ops.c05.mlir":2:5), %1: memref<30x20xf32, strided<[4000, 2], offset: 100>> loc("MemRef_ops.c05.mlir":3:5), %2: memref<f32> loc("MemRef_ops.c05.mlir":4:5)):
    %3 = "memref.collapse_shape"(%0) {reassociation = [[0, 1], [2]]} : (memref<3x4x5xf32>) -> memref<12x5xf32> loc("MemRef_ops.c05.mlir":5:8)
    %4 = "memref.expand_shape"(%3) {reassociation = [[0, 1], [2]], static_output_shape = array<i64: 3, 4, 5>} : (memref<12x5xf32>) -> memref<3x4x5xf32> loc("MemRef_ops.c05.mlir":7:9)
    %5 = "memref.collapse_shape"(%0) {reassociation = [[0, 1, 2]]} : (memref<3x4x5xf32>) -> memref<60xf32> loc("MemRef_ops.c05.mlir":9:8)
    %6 = "memref.expand_shape"(%2) {reassociation = [], static_output_shape = array<i64: 1, 1>} : (memref<f32>) -> memref<1x1xf32> loc("MemRef_ops.c05.mlir":11:9)
    %7 = "memref.expand_shape"(%1) {reassociation = [[0], [1, 2]], static_output_shape = array<i64: 30, 4, 5>} : (memref<30x20xf32, strided<[4000, 2], offset: 100>>) -> memref<30x4x5xf32, strided<[4000, 10, 2], offset: 100>> loc("MemRef_ops.c05.mlir":13:9)
    "func.return"() : () -> () loc("MemRef_ops.c05.mlir":16:3)
  }) {function_type = (memref<3x4x5xf32>, memref<30x20xf32, strided<[4000, 2], offset: 100>>, memref<f32>) -> (), sym_name = "expand_collapse_shape_static"} : () -> () loc("MemRef_ops.c05.mlir":1:1)
}) : () -> () loc("MemRef_ops.c05.mlir":0:0)
