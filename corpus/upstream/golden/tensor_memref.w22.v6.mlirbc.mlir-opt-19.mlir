"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: tensor<4x?xf32> loc("tensor_memref.mlir":4:17), %1: memref<8x8xf32, strided<[8, 1], offset: ?>> loc("tensor_memref.mlir":4:38), %2: index loc("tensor_memref.mlir":4:87)):
    %3 = "arith.constant"() {value = 0 : index} : () -> index loc("tensor_memref.mlir":5:11)
    %4 = "tensor.extract"(%0, %3, %2) : (tensor<4x?xf32>, index, index) -> f32 loc("tensor_memref.mlir":6:10)
    %5 = "tensor.dim"(%0, %2) : (tensor<4x?xf32>, index) -> index loc("tensor_memref.mlir":7:10)
    %6 = "tensor.empty"(%5) : (index) -> tensor<4x?xf32> loc("tensor_memref.mlir":8:14)
    %7 = "arith.constant"() {value = dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>} : () -> tensor<2x3xi32> loc("tensor_memref.mlir":9:12)
    %8 = "memref.alloc"() {operandSegmentSizes = array<i32: 0, 0>} : () -> memref<16xf32, 1> loc("tensor_memref.mlir":10:10)
    %9 = "memref.alloca"(%2, %2) {alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 1>} : (index, index) -> memref<?x4xi8, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>> loc("tensor_memref.mlir":11:10)
    "memref.store"(%4, %8, %3) : (f32, memref<16xf32, 1>, index) -> () loc("tensor_memref.mlir":12:5)
    %10 = "memref.load"(%1, %2, %3) : (memref<8x8xf32, strided<[8, 1], offset: ?>>, index, index) -> f32 loc("tensor_memref.mlir":13:10)
    %11 = "memref.subview"(%1) {operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>} : (memref<8x8xf32, strided<[8, 1], offset: ?>>) -> memref<4x4xf32, strided<[8, 1], offset: ?>> loc("tensor_memref.mlir":14:11)
    "memref.dealloc"(%8) : (memref<16xf32, 1>) -> () loc("tensor_memref.mlir":15:5)
    "func.return"(%10, %7) : (f32, tensor<2x3xi32>) -> () loc("tensor_memref.mlir":16:5)
  }) {function_type = (tensor<4x?xf32>, memref<8x8xf32, strided<[8, 1], offset: ?>>, index) -> (f32, tensor<2x3xi32>), sym_name = "tensor_memref.mlir"} : () -> () loc("tensor_memref.mlir":4:3)
}) : () -> () loc("tensor_memref.mlir":3:1)
