"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: index loc("SCF_ops.c01.mlir":1:30), %1: index loc("SCF_ops.c01.mlir":1:45), %2: index loc("SCF_ops.c01.mlir":1:60), %3: index loc("SCF_ops.c01.mlir":2:25), %4: index loc("SCF_ops.c01.mlir":2:40)):
    %5 = "arith.constant"() {value = 1 : index} : () -> index loc("SCF_ops.c01.mlir":3:11)
    "scf.parallel"(%0, %1, %2, %3, %4, %5) ({
    ^bb0(%6: index loc("SCF_ops.c01.mlir":4:17), %7: index loc("SCF_ops.c01.mlir":4:22)):
      %8 = "arith.cmpi"(%6, %7) {predicate = 2 : i64} : (index, index) -> i1 loc("SCF_ops.c01.mlir":6:16)
      %9 = "arith.select"(%8, %6, %7) : (i1, index, index) -> index loc("SCF_ops.c01.mlir":7:12)
      %10 = "arith.cmpi"(%6, %7) {predicate = 5 : i64} : (index, index) -> i1 loc("SCF_ops.c01.mlir":8:16)
      %11 = "arith.select"(%10, %6, %7) : (i1, index, index) -> index loc("SCF_ops.c01.mlir":9:12)
      %12 = "arith.constant"() {value = 0.0e0 : f32} : () -> f32 loc("SCF_ops.c01.mlir":10:13)
      %13 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("SCF_ops.c01.mlir":11:17)
      %14:2 = "scf.parallel"(%9, %11, %7, %12, %13) ({
      ^bb0(%15: index loc("SCF_ops.c01.mlir":12:28)):
        %16 = "arith.constant"() {value = 1.0e0 : f32} : () -> f32 loc("SCF_ops.c01.mlir":14:14)
        %17 = "arith.constant"() {value = 1 : i32} : () -> i32 loc("SCF_ops.c01.mlir":15:18)
        "scf.reduce"(%16, %17) ({
        ^bb0(%18: f32 loc("SCF_ops.c01.mlir":17:14), %19: f32 loc("SCF_ops.c01.mlir":17:26)):
          %20 = "arith.addf"(%18, %19) {fastmath = #arith.fastmath<none>} : (f32, f32) -> f32 loc("SCF_ops.c01.mlir":18:18)
          "scf.reduce.return"(%20) : (f32) -> () loc("SCF_ops.c01.mlir":19:11)
        }, {
        ^bb0(%21: i32 loc("SCF_ops.c01.mlir":21:14), %22: i32 loc("SCF_ops.c01.mlir":21:26)):
          %23 = "arith.muli"(%21, %22) {overflowFlags = #arith.overflow<none>} : (i32, i32) -> i32 loc("SCF_ops.c01.mlir":22:18)
          "scf.reduce.return"(%23) : (i32) -> () loc("SCF_ops.c01.mlir":23:11)
        }) : (f32, i32) -> () loc("SCF_ops.c01.mlir":16:7)
      }) {operandSegmentSizes = array<i32: 1, 1, 1, 2>} : (index, index, index, f32, i32) -> (f32, i32) loc("SCF_ops.c01.mlir":12:14)
      "scf.reduce"() : () -> () loc("SCF_ops.c01.mlir":4:3)
    }) {operandSegmentSizes = array<i32: 2, 2, 2, 0>} : (index, index, index, index, index, index) -> () loc("SCF_ops.c01.mlir":4:3)
    "func.return"() : () -> () loc("SCF_ops.c01.mlir":27:3)
  }) {function_type = (index, index, index, index, index) -> (), sym_name = "SCF_ops.c01.mlir"} : () -> () loc("SCF_ops.c01.mlir":1:1)
}) : () -> () loc("SCF_ops.c01.mlir":0:0)
