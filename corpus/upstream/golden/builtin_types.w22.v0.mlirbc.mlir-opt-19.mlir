"builtin.module"() ({
  %0:24 = "x.types"() : () -> (i1, i2, i7, i8, i16, i32, i64, i128, i1024, si8, ui16, si64, ui1, index, bf16, f16, f32, f64, f80, f128, tf32, complex<f32>, complex<i8>, none) loc("builtin_types.mlir":5:3)
  %1:14 = "x.shaped"() : () -> (tensor<f32>, tensor<4x?x8xi32>, tensor<*xf16>, tensor<2x2xf32, "enc">, tensor<0x3xi8, {k = 1 : i64}>, memref<4xf32>, memref<?x?xi8, 3>, memref<*xf32, 2>, memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, memref<8xf32, strided<[2], offset: 4>, "space">, vector<4xf32>, vector<[4]xi8>, vector<2x[8]xf16>, vector<1x2x3xi1>) loc("builtin_types.mlir":8:3)
  %2:7 = "x.compound"() : () -> (tuple<>, tuple<i32, tuple<f32, index>>, (i32) -> f32, () -> (), (i1, i2) -> (i3, i4), !x.opaque_type, !x<"pretty<1>">) loc("builtin_types.mlir":14:3)
}) : () -> () loc("builtin_types.mlir":4:1)
