"builtin.module"() ({
  "func.func"() ({
    %0 = "memref.alloc"() {operandSegmentSizes = array<i32: 0, 0>} : () -> memref<1024x64xf32, 1> loc("MemRef_ops.c00.mlir":3:8)
    %1 = "arith.constant"() {value = 0 : index} : () -> index loc("MemRef_ops.c00.mlir":4:9)
    %2 = "arith.constant"() {value = 1 : index} : () -> index loc("MemRef_ops.c00.mlir":5:9)
    %3 = "memref.alloc"(%1, %2) {operandSegmentSizes = array<i32: 2, 0>} : (index, index) -> memref<?x?xf32, 1> loc("MemRef_ops.c00.mlir":6:8)
    %4 = "memref.alloc"(%1) {operandSegmentSizes = array<i32: 0, 1>} : (index) -> memref<2x4xf32, affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>, 1> loc("MemRef_ops.c00.mlir":7:8)
    %5 = "memref.alloc"(%2, %1) {operandSegmentSizes = array<i32: 1, 1>} : (index, index) -> memref<2x?xf32, affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>, 1> loc("MemRef_ops.c00.mlir":8:8)
    %6 = "memref.alloc"() {operandSegmentSizes = array<i32: 0, 0>} : () -> memref<2xi32> loc("MemRef_ops.c00.mlir":9:8)
    "func.return"() : () -> () loc("MemRef_ops.c00.mlir":10:3)
  }) {function_type = () -> (), sym_name = "MemRef_ops.c00.mlir"} : () -> () loc("MemRef_ops.c00.mlir":1:1)
}) : () -> () loc("MemRef_ops.c00.mlir":0:0)
