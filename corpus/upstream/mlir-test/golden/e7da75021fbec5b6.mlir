"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: vector<16xf32> loc("Vector_ops.c04.mlir":1:28)):
    %1 = "arith.constant"() {value = 15 : i32} : () -> i32 loc("Vector_ops.c04.mlir":2:8)
    %2 = "vector.extractelement"(%0, %1) : (vector<16xf32>, i32) -> f32 loc("Vector_ops.c04.mlir":3:8)
    "func.return"(%2) : (f32) -> () loc("Vector_ops.c04.mlir":4:3)
  }) {function_type = (vector<16xf32>) -> f32, sym_name = "extract_element"} : () -> () loc("Vector_ops.c04.mlir":1:1)
}) : () -> () loc("Vector_ops.c04.mlir":0:0)
