"builtin.module"() ({
  "memref.global"() {sym_name = "memref0", type = memref<2xf32>} : () -> () loc("MemRef_ops.c03.mlir":1:1)
  "memref.global"() {constant, initial_value = dense<[0.0e0, 1.0e0]> : tensor<2xf32>, sym_name = "memref1", type = memref<2xf32>} : () -> () loc("MemRef_ops.c03.mlir":2:1)
  "memref.global"() {initial_value, sym_name = "memref2", type = memref<2xf32>} : () -> () loc("MemRef_ops.c03.mlir":3:1)
  "memref.global"() {initial_value, sym_name = "memref3", sym_visibility = "private", type = memref<2xf32>} : () -> () loc("MemRef_ops.c03.mlir":4:1)
  "memref.global"() {constant, initial_value, sym_name = "memref4", sym_visibility = "private", type = memref<2xf32>} : () -> () loc("MemRef_ops.c03.mlir":5:1)
  "func.func"() ({
    %0 = "memref.get_global"() {name = @memref0} : () -> memref<2xf32> loc("MemRef_ops.c03.mlir":7:8)
    "func.return"() : () -> () loc("MemRef_ops.c03.mlir":8:3)
  }) {function_type = () -> (), sym_name = "MemRef_ops.c03.mlir"} : () -> () loc("MemRef_ops.c03.mlir":6:1)
}) : () -> () loc("MemRef_ops.c03.mlir":0:0)
