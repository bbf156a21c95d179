"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: vector<[8]xi64> loc("Arith_ops.c00.mlir":1:38), %1: vector<[8]xi64> loc("Arith_ops.c00.mlir":1:63)):
    %2 = "arith.addi"(%0, %1) {overflowFlags = #arith.overflow<none>} : (vector<[8]xi64>, vector<[8]xi64>) -> vector<[8]xi64> loc("Arith_ops.c00.mlir":2:8)
    "func.return"(%2) : (vector<[8]xi64>) -> () loc("Arith_ops.c00.mlir":3:3)
  }) {function_type = (vector<[8]xi64>, vector<[8]xi64>) -> vector<[8]xi64>, sym_name = "test_addi_scalable_vector"} : () -> () loc("Arith_ops.c00.mlir":1:1)
}) : () -> () loc("Arith_ops.c00.mlir":0:0)
