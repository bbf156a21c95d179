"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: vector<[8]xf64> loc("Arith_ops.c03.mlir":1:38)):
    %1 = "arith.negf"(%0) {fastmath = #arith.fastmath<none>} : (vector<[8]xf64>) -> vector<[8]xf64> loc("Arith_ops.c03.mlir":2:8)
    "func.return"(%1) : (vector<[8]xf64>) -> () loc("Arith_ops.c03.mlir":3:3)
  }) {function_type = (vector<[8]xf64>) -> vector<[8]xf64>, sym_name = "test_negf_scalable_vector"} : () -> () loc("Arith_ops.c03.mlir":1:1)
}) : () -> () loc("Arith_ops.c03.mlir":0:0)
