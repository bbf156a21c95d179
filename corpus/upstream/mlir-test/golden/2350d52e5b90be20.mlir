"builtin.module"() ({
  "func.func"() ({
    %0:3 = "async.execute"() ({
      %1 = "arith.constant"() {value = 1.0e0 : f32} : () -> f32 loc("Async_ops.c00.mlir":3:13)
      %2 = "arith.constant"() {value = 2.0e0 : f32} : () -> f32 loc("Async_ops.c00.mlir":4:13)
      "async.yield"(%1, %2) : (f32, f32) -> () loc("Async_ops.c00.mlir":5:5)
    }) {operand_segment_sizes = array<i32: 0, 0>} : () -> (!async.token, !async.value<f32>, !async.value<f32>) loc("Async_ops.c00.mlir":2:28)
    "func.return"(%0#1, %0#2) : (!async.value<f32>, !async.value<f32>) -> () loc("Async_ops.c00.mlir":7:3)
  }) {function_type = () -> (!async.value<f32>, !async.value<f32>), sym_name = "return_async_values"} : () -> () loc("Async_ops.c00.mlir":1:1)
}) : () -> () loc("Async_ops.c00.mlir":0:0)
