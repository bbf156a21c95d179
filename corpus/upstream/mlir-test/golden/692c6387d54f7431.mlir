"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: vector<[8]xi64> loc("Arith_ops.c02.mlir":1:44), %1: vector<[8]xi64> loc("Arith_ops.c02.mlir":1:69)):
    %2 = "arith.floordivsi"(%0, %1) : (vector<[8]xi64>, vector<[8]xi64>) -> vector<[8]xi64> loc("Arith_ops.c02.mlir":2:8)
    "func.return"(%2) : (vector<[8]xi64>) -> () loc("Arith_ops.c02.mlir":3:3)
  }) {function_type = (vector<[8]xi64>, vector<[8]xi64>) -> vector<[8]xi64>, sym_name = "test_floordivsi_scalable_vector"} : () -> () loc("Arith_ops.c02.mlir":1:1)
}) : () -> () loc("Arith_ops.c02.mlir":0:0)
