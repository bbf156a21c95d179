// upstream: mlir/test/Dialect/Math/ops.mlir @ 1cd0a54166101a365a0aa7ce8e10732b59328387 (no split markers upstream: one chunk per top-level function; some fastmath flags dropped)
func.func @atan2(%f: f32, %v: vector<4xf32>, %t: tensor<4x4x?xf32>) {
  %0 = math.atan2 %f, %f : f32
  %1 = math.atan2 %v, %v : vector<4xf32>
  %2 = math.atan2 %t, %t : tensor<4x4x?xf32>
  return
}

// -----

func.func @fpowi(%b: f32, %p: i32, %vb: vector<4xf64>, %vp: vector<4xi16>, %tb: tensor<4x3x?xf16>, %tp: tensor<4x3x?xi64>) {
  %0 = math.fpowi %b, %p : f32, i32
  %1 = math.fpowi %vb, %vp : vector<4xf64>, vector<4xi16>
  %2 = math.fpowi %tb, %tp : tensor<4x3x?xf16>, tensor<4x3x?xi64>
  return
}

// -----

func.func @fastmath(%f: f32, %i: i32, %v: vector<4xf32>, %t: tensor<4x4x?xf32>) {
  %0 = math.trunc %f fastmath<fast> : f32
  %1 = math.powf %v, %v fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : vector<4xf32>
  %2 = math.fma %t, %t, %t fastmath<none> : tensor<4x4x?xf32>
  %6 = math.absf %f fastmath<ninf> : f32
  %7 = math.fpowi %f, %i fastmath<fast> : f32, i32
  return
}

// -----

func.func @fpclassify(%f: f32, %d: f64, %v: vector<4xf32>, %t: tensor<4x?xf32>) {
  math.isfinite %f : f32
  math.isinf %d : f64
  math.isnan %v : vector<4xf32>
  math.isnormal %t : tensor<4x?xf32>
  return
}
