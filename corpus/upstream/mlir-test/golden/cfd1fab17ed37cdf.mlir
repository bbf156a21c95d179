"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: !async.token loc("Async_ops.c01.mlir":1:43), %1: !async.value<f32> loc("Async_ops.c01.mlir":1:64)):
    %2:2 = "async.execute"(%0, %1) ({
    ^bb0(%3: f32 loc("Async_ops.c01.mlir":2:54)):
      "async.yield"(%3) : (f32) -> () loc("Async_ops.c01.mlir":3:5)
    }) {operand_segment_sizes = array<i32: 1, 1>} : (!async.token, !async.value<f32>) -> (!async.token, !async.value<f32>) loc("Async_ops.c01.mlir":2:22)
    "func.return"(%2#0) : (!async.token) -> () loc("Async_ops.c01.mlir":5:3)
  }) {function_type = (!async.token, !async.value<f32>) -> !async.token, sym_name = "async_token_and_value_operands"} : () -> () loc("Async_ops.c01.mlir":1:1)
}) : () -> () loc("Async_ops.c01.mlir":0:0)
