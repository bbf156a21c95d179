"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: !async.token loc("Async_ops.c02.mlir":1:39), %1: !async.value<f32> loc("Async_ops.c02.mlir":2:34)):
    %2 = "arith.constant"() {value = 2 : index} : () -> index loc("Async_ops.c02.mlir":3:8)
    %3 = "async.create_group"(%2) : (index) -> !async.group loc("Async_ops.c02.mlir":4:8)
    %4 = "async.add_to_group"(%0, %3) : (!async.token, !async.group) -> index loc("Async_ops.c02.mlir":5:8)
    %5 = "async.add_to_group"(%1, %3) : (!async.value<f32>, !async.group) -> index loc("Async_ops.c02.mlir":6:8)
    "async.await_all"(%3) : (!async.group) -> () loc("Async_ops.c02.mlir":7:3)
    %6 = "arith.addi"(%4, %5) {overflowFlags = #arith.overflow<none>} : (index, index) -> index loc("Async_ops.c02.mlir":8:8)
    "func.return"(%6) : (index) -> () loc("Async_ops.c02.mlir":9:3)
  }) {function_type = (!async.token, !async.value<f32>) -> index, sym_name = "create_group_and_await_all"} : () -> () loc("Async_ops.c02.mlir":1:1)
}) : () -> () loc("Async_ops.c02.mlir":0:0)
