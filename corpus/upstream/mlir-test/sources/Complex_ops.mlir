// upstream: mlir/test/Dialect/Complex/ops.mlir @ 3bcec8cd3df62ceec68bd0f68cb4741a9d41cd2b (one function upstream, split in two chunks; overflow flags dropped)
func.func @ops(%f: f32) {
  %cst_f64 = complex.constant [0.1, -1.0] : complex<f64>
  %cst_f32 = complex.constant [0.1 : f32, -1.0 : f32] : complex<f32>
  %cst_i1 = complex.constant [1 : i1, 0 : i1] : complex<i1>
  %complex = complex.create %f, %f : complex<f32>
  %real = complex.re %complex : complex<f32>
  %imag = complex.im %complex : complex<f32>
  %abs = complex.abs %complex : complex<f32>
  %sum = complex.add %complex, %complex : complex<f32>
  %cos = complex.cos %complex : complex<f32>
  %div = complex.div %complex, %complex : complex<f32>
  %eq = complex.eq %complex, %complex : complex<f32>
  %exp = complex.exp %complex : complex<f32>
  %log = complex.log %complex : complex<f32>
  %prod = complex.mul %complex, %complex : complex<f32>
  %neg = complex.neg %complex : complex<f32>
  %sign = complex.sign %complex : complex<f32>
  %sin = complex.sin %complex : complex<f32>
  %diff = complex.sub %complex, %complex : complex<f32>
  %tanh = complex.tanh %complex : complex<f32>
  %pow = complex.pow %complex, %complex : complex<f32>
  %sqrt = complex.sqrt %complex : complex<f32>
  return
}

// -----

func.func @ops(%f: f32) {
  %complex = complex.create %f, %f : complex<f32>
  %rsqrt = complex.rsqrt %complex : complex<f32>
  %atan2 = complex.atan2 %complex, %complex : complex<f32>
  %tan = complex.tan %complex : complex<f32>
  %i64 = complex.bitcast %complex : complex<f32> to i64
  return
}
