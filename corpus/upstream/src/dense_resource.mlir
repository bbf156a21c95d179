// Dense elements (splat, element lists, hex) and dense_resource blobs
// carried in the builtin resource trailer.
module attributes {
  x.splat = dense<7> : tensor<4xi32>,
  x.list = dense<[1.5, -2.0, 0x7FC00000]> : tensor<3xf32>,
  x.hex = dense<"0x0102030405060708"> : tensor<2xi32>,
  x.bool = dense<[true, false, true]> : tensor<3xi1>,
  x.boolsplat = dense<true> : tensor<100xi1>,
  x.cplx = dense<(1.0, 2.0)> : tensor<2xcomplex<f32>>,
  x.str = dense<["a", "bc"]> : tensor<2x!x.s>,
  x.i8 = dense<[[-1, 2], [3, -128]]> : vector<2x2xi8>,
  x.empty = dense<> : tensor<0xi64>,
  x.res1 = dense_resource<blob1> : tensor<3xi32>,
  x.res2 = dense_resource<blob_f16> : tensor<2xf16>
} {
  "x.use_res"() {v = dense_resource<blob1> : tensor<3xi32>} : () -> ()
}

{-#
  dialect_resources: {
    builtin: {
      blob1: "0x04000000010000000200000003000000",
      blob_f16: "0x02000000003C0040"
    }
  }
#-}
