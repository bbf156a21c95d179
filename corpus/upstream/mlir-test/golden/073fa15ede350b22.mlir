"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: vector<4x8x16xf32> loc("Vector_ops.c05.mlir":1:28), %1: index loc("Vector_ops.c05.mlir":1:55)):
    %2 = "vector.extract"(%0, %1) {static_position = array<i64: -9223372036854775808>} : (vector<4x8x16xf32>, index) -> vector<8x16xf32> loc("Vector_ops.c05.mlir":3:8)
    %3 = "vector.extract"(%0, %1, %1) {static_position = array<i64: -9223372036854775808, -9223372036854775808>} : (vector<4x8x16xf32>, index, index) -> vector<16xf32> loc("Vector_ops.c05.mlir":4:8)
    %4 = "vector.extract"(%0, %1, %1) {static_position = array<i64: -9223372036854775808, 5, -9223372036854775808>} : (vector<4x8x16xf32>, index, index) -> f32 loc("Vector_ops.c05.mlir":5:8)
    "func.return"(%2, %3, %4) : (vector<8x16xf32>, vector<16xf32>, f32) -> () loc("Vector_ops.c05.mlir":6:3)
  }) {function_type = (vector<4x8x16xf32>, index) -> (vector<8x16xf32>, vector<16xf32>, f32), sym_name = "extract_val_idx"} : () -> () loc("Vector_ops.c05.mlir":1:1)
}) : () -> () loc("Vector_ops.c05.mlir":0:0)
