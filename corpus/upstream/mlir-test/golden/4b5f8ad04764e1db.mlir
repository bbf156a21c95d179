"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: f32 loc("EmitC_ops.c03.mlir":1:24)):
    %1 = "emitc.variable"() {value = #emitc.opaque<"">} : () -> f32 loc("EmitC_ops.c03.mlir":2:8)
    "emitc.assign"(%1, %0) : (f32, f32) -> () loc("EmitC_ops.c03.mlir":3:3)
    "func.return"() : () -> () loc("EmitC_ops.c03.mlir":4:3)
  }) {function_type = (f32) -> (), sym_name = "test_assign"} : () -> () loc("EmitC_ops.c03.mlir":1:1)
}) : () -> () loc("EmitC_ops.c03.mlir":0:0)
