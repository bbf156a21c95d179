"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: i32 loc("uselist.mlir":4:19), %1: i32 loc("uselist.mlir":4:28)):
    %2 = "arith.constant"() {value = 5 : i32} : () -> i32 loc("uselist.mlir":5:10)
    %3 = "arith.addi"(%0, %2) {overflowFlags = #arith.overflow<none>} : (i32, i32) -> i32 loc("uselist.mlir":6:10)
    %4 = "arith.addi"(%0, %1) {overflowFlags = #arith.overflow<none>} : (i32, i32) -> i32 loc("uselist.mlir":7:10)
    %5 = "arith.addi"(%0, %2) {overflowFlags = #arith.overflow<none>} : (i32, i32) -> i32 loc("uselist.mlir":8:10)
    %6 = "arith.muli"(%3, %4) {overflowFlags = #arith.overflow<none>} : (i32, i32) -> i32 loc("uselist.mlir":9:10)
    %7 = "arith.muli"(%5, %2) {overflowFlags = #arith.overflow<none>} : (i32, i32) -> i32 loc("uselist.mlir":10:10)
    %8 = "arith.addi"(%6, %0) {overflowFlags = #arith.overflow<none>} : (i32, i32) -> i32 loc("uselist.mlir":11:10)
    %9 = "arith.addi"(%7, %8) {overflowFlags = #arith.overflow<none>} : (i32, i32) -> i32 loc("uselist.mlir":12:10)
    %10 = "arith.addi"(%9, %2) {overflowFlags = #arith.overflow<none>} : (i32, i32) -> i32 loc("uselist.mlir":13:10)
    "func.return"(%10) : (i32) -> () loc("uselist.mlir":14:5)
  }) {function_type = (i32, i32) -> i32, sym_name = "uses"} : () -> () loc("uselist.mlir":4:3)
}) : () -> () loc("uselist.mlir":3:1)
