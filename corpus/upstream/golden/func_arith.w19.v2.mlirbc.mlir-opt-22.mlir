"builtin.module"() ({
  "func.func"() ({
  }) {function_type = (i32, f32) -> (i32, f32), sym_name = "ext", sym_visibility = "private"} : () -> () loc("func_arith.mlir":3:3)
  "func.func"() ({
  ^bb0(%0: i32 loc("func_arith.mlir":4:20), %1: i32 loc("func_arith.mlir":4:29), %2: f32 loc("func_arith.mlir":4:38), %3: f64 loc("func_arith.mlir":4:47)):
    %4 = "arith.constant"() {value = 1 : i32} : () -> i32 loc("func_arith.mlir":5:11)
    %5 = "arith.constant"() {value = -7 : i64} : () -> i64 loc("func_arith.mlir":6:11)
    %6 = "arith.constant"() {value = 2.5e0 : f32} : () -> f32 loc("func_arith.mlir":7:10)
    %7 = "arith.addi"(%0, %1) {overflowFlags = #arith.overflow<none>} : (i32, i32) -> i32 loc("func_arith.mlir":8:10)
    %8 = "arith.muli"(%7, %4) {overflowFlags = #arith.overflow<none>} : (i32, i32) -> i32 loc("func_arith.mlir":9:10)
    %9 = "arith.subi"(%8, %0) {overflowFlags = #arith.overflow<none>} : (i32, i32) -> i32 loc("func_arith.mlir":10:10)
    %10 = "arith.divsi"(%9, %1) : (i32, i32) -> i32 loc("func_arith.mlir":11:10)
    %11 = "arith.cmpi"(%10, %0) {predicate = 2 : i64} : (i32, i32) -> i1 loc("func_arith.mlir":12:10)
    %12 = "arith.addf"(%2, %6) {fastmath = #arith.fastmath<fast>} : (f32, f32) -> f32 loc("func_arith.mlir":13:10)
    %13 = "arith.truncf"(%3) : (f64) -> f32 loc("func_arith.mlir":14:10)
    %14 = "arith.select"(%11, %12, %13) : (i1, f32, f32) -> f32 loc("func_arith.mlir":15:10)
    %15 = "arith.extsi"(%10) : (i32) -> i64 loc("func_arith.mlir":16:10)
    %16 = "arith.addi"(%15, %5) {overflowFlags = #arith.overflow<nsw>} : (i64, i64) -> i64 loc("func_arith.mlir":17:10)
    %17 = "arith.index_cast"(%16) : (i64) -> index loc("func_arith.mlir":18:11)
    %18:2 = "func.call"(%8, %14) {callee = @ext} : (i32, f32) -> (i32, f32) loc("func_arith.mlir":19:13)
    "func.return"(%18#0, %18#1, %11) : (i32, f32, i1) -> () loc("func_arith.mlir":20:5)
  }) {function_type = (i32, i32, f32, f64) -> (i32, f32, i1), sym_name = "arith"} : () -> () loc("func_arith.mlir":4:3)
}) : () -> () loc("func_arith.mlir":2:1)
