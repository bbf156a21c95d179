"builtin.module"() ({
  "func.func"() ({
    %0 = "gpu.alloc"() {operand_segment_sizes = array<i32: 0, 0, 0>} : () -> memref<13xf32, 1> loc("GPU_ops.c04.mlir":3:11)
    "gpu.dealloc"(%0) : (memref<13xf32, 1>) -> () loc("GPU_ops.c04.mlir":4:5)
    %1 = "gpu.wait"() : () -> !gpu.async.token loc("GPU_ops.c04.mlir":5:11)
    %2:2 = "gpu.alloc"(%1) {operand_segment_sizes = array<i32: 1, 0, 0>} : (!gpu.async.token) -> (memref<13xf32, 1>, !gpu.async.token) loc("GPU_ops.c04.mlir":6:16)
    %3 = "gpu.dealloc"(%2#1, %2#0) : (!gpu.async.token, memref<13xf32, 1>) -> !gpu.async.token loc("GPU_ops.c04.mlir":7:11)
    %4 = "gpu.alloc"() {hostShared, operand_segment_sizes = array<i32: 0, 0, 0>} : () -> memref<13xf32, 1> loc("GPU_ops.c04.mlir":8:11)
    "gpu.dealloc"(%4) : (memref<13xf32, 1>) -> () loc("GPU_ops.c04.mlir":9:5)
    "func.return"() : () -> () loc("GPU_ops.c04.mlir":10:5)
  }) {function_type = () -> (), sym_name = "alloc"} : () -> () loc("GPU_ops.c04.mlir":2:3)
  "func.func"() ({
  ^bb0(%5: !gpu.async.token loc("GPU_ops.c04.mlir":12:26)):
    "func.return"(%5) : (!gpu.async.token) -> () loc("GPU_ops.c04.mlir":13:5)
  }) {function_type = (!gpu.async.token) -> !gpu.async.token, sym_name = "async_token"} : () -> () loc("GPU_ops.c04.mlir":12:3)
  "func.func"() ({
    %6 = "gpu.wait"() : () -> !gpu.async.token loc("GPU_ops.c04.mlir":16:10)
    %7 = "gpu.wait"(%6) : (!gpu.async.token) -> !gpu.async.token loc("GPU_ops.c04.mlir":17:10)
    %8 = "gpu.wait"(%6, %7) : (!gpu.async.token, !gpu.async.token) -> !gpu.async.token loc("GPU_ops.c04.mlir":18:10)
    "gpu.wait"(%6, %7) : (!gpu.async.token, !gpu.async.token) -> () loc("GPU_ops.c04.mlir":19:5)
    "gpu.wait"() : () -> () loc("GPU_ops.c04.mlir":20:5)
    "func.return"() : () -> () loc("GPU_ops.c04.mlir":21:5)
  }) {function_type = () -> (), sym_name = "async_wait"} : () -> () loc("GPU_ops.c04.mlir":15:3)
}) {gpu.container_module} : () -> () loc("GPU_ops.c04.mlir":1:1)
