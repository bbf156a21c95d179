"builtin.module"() ({
  "ml_program.func"() ({
  }) {function_type = (i32) -> i32, sym_name = "extern_func", sym_visibility = "private"} : () -> () loc("MLProgram_ops.c00.mlir":1:1)
  "ml_program.func"() ({
  ^bb0(%0: i32 loc("MLProgram_ops.c00.mlir":2:31)):
    "ml_program.return"(%0) : (i32) -> () loc("MLProgram_ops.c00.mlir":3:3)
  }) {function_type = (i32) -> i32, sym_name = "defined_func"} : () -> () loc("MLProgram_ops.c00.mlir":2:1)
  "ml_program.subgraph"() ({
  }) {function_type = (i32) -> i32, sym_name = "extern_subgraph", sym_visibility = "private"} : () -> () loc("MLProgram_ops.c00.mlir":5:1)
  "ml_program.subgraph"() ({
  ^bb0(%1: i32 loc("MLProgram_ops.c00.mlir":6:39)):
    %2 = "ml_program.token"() : () -> !ml_program.token loc("MLProgram_ops.c00.mlir":7:12)
    %3 = "unregistered.dummy"(%4, %2) : (i32, !ml_program.token) -> i32 loc("MLProgram_ops.c00.mlir":8:8)
    %4 = "unregistered.dummy"(%1) : (i32) -> i32 loc("MLProgram_ops.c00.mlir":9:8)
    "ml_program.output"(%4) : (i32) -> () loc("MLProgram_ops.c00.mlir":10:3)
  }) {function_type = (i32) -> i32, sym_name = "compute_subgraph"} : () -> () loc("MLProgram_ops.c00.mlir":6:1)
}) : () -> () loc("MLProgram_ops.c00.mlir":0:0)
