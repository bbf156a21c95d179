// tensor and memref ops; memref layouts and memory spaces.
#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
module {
  func.func @tm(%t: tensor<4x?xf32>, %m: memref<8x8xf32, strided<[8, 1], offset: ?>>, %i: index) -> (f32, tensor<2x3xi32>) {
    %c0 = arith.constant 0 : index
    %e = tensor.extract %t[%c0, %i] : tensor<4x?xf32>
    %d = tensor.dim %t, %i : tensor<4x?xf32>
    %empty = tensor.empty(%d) : tensor<4x?xf32>
    %cst = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
    %a = memref.alloc() : memref<16xf32, 1>
    %b = memref.alloca(%i)[%i] {alignment = 64 : i64} : memref<?x4xi8, #map>
    memref.store %e, %a[%c0] : memref<16xf32, 1>
    %l = memref.load %m[%i, %c0] : memref<8x8xf32, strided<[8, 1], offset: ?>>
    %sv = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x8xf32, strided<[8, 1], offset: ?>> to memref<4x4xf32, strided<[8, 1], offset: ?>>
    memref.dealloc %a : memref<16xf32, 1>
    return %l, %cst : f32, tensor<2x3xi32>
  }
}
