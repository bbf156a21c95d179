"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: vector<2xf32> loc("Vector_ops.c03.mlir":1:22), %1: vector<4xf32> loc("Vector_ops.c03.mlir":1:41)):
    %2 = "vector.shuffle"(%0, %0) {mask = [0, 1, 2, 3]} : (vector<2xf32>, vector<2xf32>) -> vector<4xf32> loc("Vector_ops.c03.mlir":2:8)
    %3 = "vector.shuffle"(%2, %1) {mask = [0, 1, 2]} : (vector<4xf32>, vector<4xf32>) -> vector<3xf32> loc("Vector_ops.c03.mlir":3:8)
    %4 = "vector.shuffle"(%3, %1) {mask = [0, 6]} : (vector<3xf32>, vector<4xf32>) -> vector<2xf32> loc("Vector_ops.c03.mlir":4:8)
    "func.return"(%4) : (vector<2xf32>) -> () loc("Vector_ops.c03.mlir":5:3)
  }) {function_type = (vector<2xf32>, vector<4xf32>) -> vector<2xf32>, sym_name = "shuffle1D"} : () -> () loc("Vector_ops.c03.mlir":1:1)
}) : () -> () loc("Vector_ops.c03.mlir":0:0)
