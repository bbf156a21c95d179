"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: i32 loc("EmitC_ops.c01.mlir":1:14), %1: i32 loc("EmitC_ops.c01.mlir":1:26)):
    %2 = "emitc.apply"(%0) {applicableOperator = "&"} : (i32) -> !emitc.ptr<i32> loc("EmitC_ops.c01.mlir":2:8)
    %3 = "emitc.apply"(%1) {applicableOperator = "&"} : (i32) -> !emitc.ptr<i32> loc("EmitC_ops.c01.mlir":3:8)
    "func.return"() : () -> () loc("EmitC_ops.c01.mlir":4:3)
  }) {function_type = (i32, i32) -> (), sym_name = "a"} : () -> () loc("EmitC_ops.c01.mlir":1:1)
}) : () -> () loc("EmitC_ops.c01.mlir":0:0)
