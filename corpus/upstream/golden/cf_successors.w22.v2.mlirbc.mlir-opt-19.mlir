"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: i1 loc("cf_successors.mlir":4:17), %1: i32 loc("cf_successors.mlir":4:28)):
    %2 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("cf_successors.mlir":5:11)
    "cf.cond_br"(%0, %1)[^bb1, ^bb2] {operandSegmentSizes = array<i32: 1, 1, 0>} : (i1, i32) -> () loc("cf_successors.mlir":6:5)
  ^bb1(%3: i32 loc("blockarg.mlir":3:7)):
    %4 = "arith.addi"(%3, %2) {overflowFlags = #arith.overflow<none>} : (i32, i32) -> i32 loc("cf_successors.mlir":8:10)
    "cf.br"(%4, %0)[^bb3] : (i32, i1) -> () loc("cf_successors.mlir":9:5)
  ^bb2:
    "cf.br"(%2, %0)[^bb3] : (i32, i1) -> () loc("cf_successors.mlir":11:5)
  ^bb3(%5: i32 loc("cf_successors.mlir":12:8), %6: i1 loc(unknown)):
    "cf.cond_br"(%6, %5, %6)[^bb3, ^bb4] {operandSegmentSizes = array<i32: 1, 2, 0>} : (i1, i32, i1) -> () loc("cf_successors.mlir":13:5)
  ^bb4:
    "cf.switch"(%5, %5, %2)[^bb5, ^bb5] {case_operand_segments = array<i32: 1>, case_values = dense<42> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 1, 1>} : (i32, i32, i32) -> () loc("cf_successors.mlir":15:5)
  ^bb5(%7: i32 loc("cf_successors.mlir":19:8)):
    "func.return"(%7) : (i32) -> () loc("cf_successors.mlir":20:5)
  }) {function_type = (i1, i32) -> i32, sym_name = "cf"} : () -> () loc("cf_successors.mlir":4:3)
}) : () -> () loc("cf_successors.mlir":3:1)
