"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: tensor<14x19xf32> loc("Tosa_ops.c00.mlir":1:24)):
    %1 = "tosa.argmax"(%0) {axis = 1 : i32} : (tensor<14x19xf32>) -> tensor<14xi32> loc("Tosa_ops.c00.mlir":2:8)
    "func.return"(%1) : (tensor<14xi32>) -> () loc("Tosa_ops.c00.mlir":3:3)
  }) {function_type = (tensor<14x19xf32>) -> tensor<14xi32>, sym_name = "test_argmax"} : () -> () loc("Tosa_ops.c00.mlir":1:1)
}) : () -> () loc("Tosa_ops.c00.mlir":0:0)
