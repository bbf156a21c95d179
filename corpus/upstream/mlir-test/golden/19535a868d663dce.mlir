"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: index loc("Index_index-ops.c01.mlir":1:19), %1: index loc("Index_index-ops.c01.mlir":1:30)):
    %2 = "index.cmp"(%0, %1) {pred = #index<cmp_predicate eq>} : (index, index) -> i1 loc("Index_index-ops.c01.mlir":2:8)
    %3 = "index.cmp"(%0, %1) {pred = #index<cmp_predicate slt>} : (index, index) -> i1 loc("Index_index-ops.c01.mlir":3:8)
    %4 = "index.cmp"(%0, %1) {pred = #index<cmp_predicate ult>} : (index, index) -> i1 loc("Index_index-ops.c01.mlir":4:8)
    %5 = "index.cmp"(%0, %1) {pred = #index<cmp_predicate uge>} : (index, index) -> i1 loc("Index_index-ops.c01.mlir":5:8)
    "func.return"() : () -> () loc("Index_index-ops.c01.mlir":6:3)
  }) {function_type = (index, index) -> (), sym_name = "cmp_op"} : () -> () loc("Index_index-ops.c01.mlir":1:1)
}) : () -> () loc("Index_index-ops.c01.mlir":0:0)
