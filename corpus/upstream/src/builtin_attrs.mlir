// Builtin attributes: integers, floats, strings with escapes, arrays,
// dictionaries, symbol refs, dense arrays, sparse, types, unit, affine, opaque.
module attributes {
  x.i = 42 : i32, x.neg = -1 : i8, x.big = 123456789012345678901234567890 : i128,
  x.ui = 255 : ui8, x.si = -5 : si16, x.idx = 9 : index, x.bool = true, x.i1 = false,
  x.f32 = 3.140000e+00 : f32, x.f64 = -0.0 : f64, x.bf16 = 1.5 : bf16, x.f16 = 6.5e+04 : f16,
  x.f80 = 1.0 : f80, x.f128 = 2.0 : f128, x.inf = 0x7FF0000000000000 : f64,
  x.nan = 0x7FC00000 : f32, x.tiny = 1.0e-300 : f64,
  x.str = "plain", x.esc = "tab\09quote\22backslash\\nl\0Aend", x.typed_str = "s" : i32,
  x.arr = [1, "a", [2.0 : f32, []], unit], x.dict = {a = 1, b = {c = "d"}, e},
  x.sym = @sym, x.nested_sym = @root::@inner::@leaf,
  x.da_i1 = array<i1: true, false>, x.da_i8 = array<i8: -1, 2>, x.da_i16 = array<i16: 3>,
  x.da_i32 = array<i32: 1, 2>, x.da_i64 = array<i64: 10, -20>,
  x.da_f32 = array<f32: 1.0, 2.5>, x.da_f64 = array<f64: -0.5>, x.da_empty = array<i32>,
  x.sparse = sparse<[[0, 0], [1, 2]], [1.0, 2.0]> : tensor<3x4xf32>,
  x.sparse_i = sparse<[[1]], [7]> : tensor<4xi32>,
  x.type = i32, x.ftype = (i32, f32) -> index, x.unit,
  x.amap = affine_map<(d0)[s0] -> (d0 + s0, d0 floordiv 2)>, x.iset = affine_set<(d0) : (d0 - 1 >= 0)>,
  x.loc = loc("attr.mlir":1:1),
  x.opaque = #x.thing<"1">, x.opaque2 = #x<"pretty[2]">
} {
}
