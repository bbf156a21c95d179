"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: f32 loc("Vector_ops.c02.mlir":1:29), %1: vector<f32> loc("Vector_ops.c02.mlir":1:38), %2: vector<16xf32> loc("Vector_ops.c02.mlir":1:55), %3: vector<1x16xf32> loc("Vector_ops.c02.mlir":1:75), %4: vector<8x1xf32> loc("Vector_ops.c02.mlir":1:97)):
    %5 = "vector.broadcast"(%0) : (f32) -> vector<f32> loc("Vector_ops.c02.mlir":2:8)
    %6 = "vector.broadcast"(%1) : (vector<f32>) -> vector<4xf32> loc("Vector_ops.c02.mlir":3:8)
    %7 = "vector.broadcast"(%0) : (f32) -> vector<16xf32> loc("Vector_ops.c02.mlir":4:8)
    %8 = "vector.broadcast"(%2) : (vector<16xf32>) -> vector<8x16xf32> loc("Vector_ops.c02.mlir":5:8)
    %9 = "vector.broadcast"(%3) : (vector<1x16xf32>) -> vector<8x16xf32> loc("Vector_ops.c02.mlir":6:8)
    %10 = "vector.broadcast"(%4) : (vector<8x1xf32>) -> vector<8x16xf32> loc("Vector_ops.c02.mlir":7:8)
    "func.return"(%9) : (vector<8x16xf32>) -> () loc("Vector_ops.c02.mlir":8:3)
  }) {function_type = (f32, vector<f32>, vector<16xf32>, vector<1x16xf32>, vector<8x1xf32>) -> vector<8x16xf32>, sym_name = "vector_broadcast"} : () -> () loc("Vector_ops.c02.mlir":1:1)
}) : () -> () loc("Vector_ops.c02.mlir":0:0)
