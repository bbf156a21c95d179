"builtin.module"() ({
  "func.func"() ({
    %0 = "test.get_some_value"() : () -> i32 loc("SCF_ops.c03.mlir":2:8)
    %1 = "test.get_some_value"() : () -> f32 loc("SCF_ops.c03.mlir":3:8)
    %2:2 = "scf.while"(%0, %1) ({
    ^bb0(%3: i32 loc("SCF_ops.c03.mlir":4:21), %4: f32 loc("SCF_ops.c03.mlir":4:33)):
      %5:2 = "test.some_operation"(%3, %4) : (i32, f32) -> (i64, f64) loc("SCF_ops.c03.mlir":5:12)
      %6 = "test.some_condition"(%3, %4) : (i32, f32) -> i1 loc("SCF_ops.c03.mlir":6:10)
      "scf.condition"(%6, %5#0, %5#1) : (i1, i64, f64) -> () loc("SCF_ops.c03.mlir":7:5)
    }, {
    ^bb0(%7: i64 loc("SCF_ops.c03.mlir":9:8), %8: f64 loc("SCF_ops.c03.mlir":9:20)):
      %9:2 = "test.some_operation"(%7, %8) : (i64, f64) -> (i32, f32) loc("SCF_ops.c03.mlir":10:12)
      "scf.yield"(%9#0, %9#1) : (i32, f32) -> () loc("SCF_ops.c03.mlir":11:5)
    }) {foo = "bar"} : (i32, f32) -> (i64, f64) loc("SCF_ops.c03.mlir":4:10)
    "func.return"() : () -> () loc("SCF_ops.c03.mlir":13:3)
  }) {function_type = () -> (), sym_name = "while"} : () -> () loc("SCF_ops.c03.mlir":1:1)
}) : () -> () loc("SCF_ops.c03.mlir":0:0)
