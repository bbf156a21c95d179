"builtin.module"() ({
  "ml_program.global"() {sym_name = "global_same_type", sym_visibility = "private", type = tensor<4xi32>, value = dense<4> : tensor<4xi32>} : () -> () loc("MLProgram_ops.c01.mlir":1:1)
  "ml_program.global"() {is_mutable, sym_name = "global_mutable_undef", sym_visibility = "private", type = tensor<?xi32>} : () -> () loc("MLProgram_ops.c01.mlir":2:1)
  "ml_program.global"() {is_mutable, sym_name = "global_extern", sym_visibility = "private", type = tensor<?xi32>, value = #ml_program.extern : tensor<4xi32>} : () -> () loc("MLProgram_ops.c01.mlir":3:1)
  "ml_program.func"() ({
    %0 = "ml_program.global_load_const"() {global = @global_same_type} : () -> tensor<4xi32> loc("MLProgram_ops.c01.mlir":5:8)
    "ml_program.return"(%0) : (tensor<4xi32>) -> () loc("MLProgram_ops.c01.mlir":6:3)
  }) {function_type = () -> tensor<4xi32>, sym_name = "global_load_const"} : () -> () loc("MLProgram_ops.c01.mlir":4:1)
  "ml_program.subgraph"() ({
    %1 = "ml_program.token"() : () -> !ml_program.token loc("MLProgram_ops.c01.mlir":9:13)
    %2:2 = "ml_program.global_load_graph"() {global = @global_mutable_undef} : () -> (tensor<?xi32>, !ml_program.token) loc("MLProgram_ops.c01.mlir":10:17)
    %3 = "ml_program.global_store_graph"(%2#0, %1, %2#1) {global = @global_mutable_undef} : (tensor<?xi32>, !ml_program.token, !ml_program.token) -> !ml_program.token loc("MLProgram_ops.c01.mlir":12:13)
    "ml_program.output"(%2#0, %3) : (tensor<?xi32>, !ml_program.token) -> () loc("MLProgram_ops.c01.mlir":14:3)
  }) {function_type = () -> (tensor<?xi32>, !ml_program.token), sym_name = "global_load_store_tokens"} : () -> () loc("MLProgram_ops.c01.mlir":8:1)
}) : () -> () loc("MLProgram_ops.c01.mlir":0:0)
