"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: memref<4x4xi32> loc("MemRef_ops.c04.mlir":2:6), %1: index loc("MemRef_ops.c04.mlir":2:27)):
    %2 = "memref.load"(%0, %1, %1) : (memref<4x4xi32>, index, index) -> i32 loc("MemRef_ops.c04.mlir":3:8)
    %3 = "memref.load"(%0, %1, %1) : (memref<4x4xi32>, index, index) -> i32 loc("MemRef_ops.c04.mlir":4:8)
    "memref.prefetch"(%0, %1, %1) {isDataCache = true, isWrite = true, localityHint = 1 : i32} : (memref<4x4xi32>, index, index) -> () loc("MemRef_ops.c04.mlir":5:3)
    "memref.prefetch"(%0, %1, %1) {isDataCache = false, isWrite = false, localityHint = 3 : i32} : (memref<4x4xi32>, index, index) -> () loc("MemRef_ops.c04.mlir":6:3)
    "func.return"() : () -> () loc("MemRef_ops.c04.mlir":7:3)
  }) {function_type = (memref<4x4xi32>, index) -> (), sym_name = "MemRef_ops.c04.mlir"} : () -> () loc("MemRef_ops.c04.mlir":1:1)
}) : () -> () loc("MemRef_ops.c04.mlir":0:0)
