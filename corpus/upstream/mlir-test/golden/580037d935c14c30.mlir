"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: memref<?xf32> loc("MemRef_ops.c02.mlir":1:36)):
    %1 = "arith.constant"() {value = 0 : index} : () -> index loc("MemRef_ops.c02.mlir":3:9)
    %2 = "arith.constant"() {value = 10 : index} : () -> index loc("MemRef_ops.c02.mlir":4:10)
    %3 = "memref.reinterpret_cast"(%0, %1, %2, %2) {operandSegmentSizes = array<i32: 1, 1, 1, 1>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 10, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, 1>} : (memref<?xf32>, index, index, index) -> memref<10x?xf32, strided<[?, 1], offset: ?>> loc("MemRef_ops.c02.mlir":5:10)
    "func.return"(%3) : (memref<10x?xf32, strided<[?, 1], offset: ?>>) -> () loc("MemRef_ops.c02.mlir":8:3)
  }) {function_type = (memref<?xf32>) -> memref<10x?xf32, strided<[?, 1], offset: ?>>, sym_name = "memref_reinterpret_cast"} : () -> () loc("MemRef_ops.c02.mlir":1:1)
}) : () -> () loc("MemRef_ops.c02.mlir":0:0)
