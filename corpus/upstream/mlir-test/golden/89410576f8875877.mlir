"builtin.module"() ({
  "emitc.include"() {include = "test.h", is_standard_include} : () -> () loc("EmitC_ops.c00.mlir":1:1)
  "emitc.include"() {include = "test.h"} : () -> () loc("EmitC_ops.c00.mlir":2:1)
  "func.func"() ({
  ^bb0(%0: i32 loc("EmitC_ops.c00.mlir":3:14), %1: !emitc.opaque<"int32_t"> loc("EmitC_ops.c00.mlir":3:26)):
    %2 = "emitc.call_opaque"() {callee = "blah"} : () -> i64 loc("EmitC_ops.c00.mlir":4:8)
    "emitc.call_opaque"(%2) {args = [0 : index, dense<[0, 1]> : tensor<2xi32>, 0 : index], callee = "foo"} : (i64) -> () loc("EmitC_ops.c00.mlir":5:3)
    "func.return"() : () -> () loc("EmitC_ops.c00.mlir":8:3)
  }) {function_type = (i32, !emitc.opaque<"int32_t">) -> (), sym_name = "f"} : () -> () loc("EmitC_ops.c00.mlir":3:1)
}) : () -> () loc("EmitC_ops.c00.mlir":0:0)
