"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: tensor<8x8xi64> loc("Arith_ops.c01.mlir":1:39), %1: tensor<8x8xi64> loc("Arith_ops.c01.mlir":1:64)):
    %2:2 = "arith.addui_extended"(%0, %1) : (tensor<8x8xi64>, tensor<8x8xi64>) -> (tensor<8x8xi64>, tensor<8x8xi1>) loc("Arith_ops.c01.mlir":2:21)
    "func.return"(%2#0) : (tensor<8x8xi64>) -> () loc("Arith_ops.c01.mlir":3:3)
  }) {function_type = (tensor<8x8xi64>, tensor<8x8xi64>) -> tensor<8x8xi64>, sym_name = "test_addui_extended_tensor"} : () -> () loc("Arith_ops.c01.mlir":1:1)
}) : () -> () loc("Arith_ops.c01.mlir":0:0)
