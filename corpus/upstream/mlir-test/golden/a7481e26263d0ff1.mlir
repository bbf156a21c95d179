"builtin.module"() ({
  "func.func"() ({
    %0 = "index.constant"() {value = 0 : index} : () -> index loc("Index_index-ops.c02.mlir":2:8)
    %1 = "index.constant"() {value = 42 : index} : () -> index loc("Index_index-ops.c02.mlir":3:8)
    %2 = "index.bool.constant"() {value = true} : () -> i1 loc("Index_index-ops.c02.mlir":4:8)
    %3 = "index.sizeof"() : () -> index loc("Index_index-ops.c02.mlir":5:8)
    "func.return"() : () -> () loc("Index_index-ops.c02.mlir":6:3)
  }) {function_type = () -> (), sym_name = "constant_op"} : () -> () loc("Index_index-ops.c02.mlir":1:1)
}) : () -> () loc("Index_index-ops.c02.mlir":0:0)
