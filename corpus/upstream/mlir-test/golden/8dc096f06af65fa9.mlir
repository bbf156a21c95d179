"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: index loc("GPU_ops.c00.mlir":2:22)):
    "gpu.launch"(%0, %0, %0, %0, %0, %0) ({
    ^bb0(%1: index loc("GPU_ops.c00.mlir":3:23), %2: index loc("GPU_ops.c00.mlir":3:28), %3: index loc("GPU_ops.c00.mlir":3:33), %4: index loc("GPU_ops.c00.mlir":4:24), %5: index loc("GPU_ops.c00.mlir":4:29), %6: index loc("GPU_ops.c00.mlir":4:34), %7: index loc("GPU_ops.c00.mlir":3:42), %8: index loc("GPU_ops.c00.mlir":3:57), %9: index loc("GPU_ops.c00.mlir":3:72), %10: index loc("GPU_ops.c00.mlir":4:43), %11: index loc("GPU_ops.c00.mlir":4:59), %12: index loc("GPU_ops.c00.mlir":4:75)):
      "gpu.terminator"() : () -> () loc("GPU_ops.c00.mlir":5:7)
    }) {operand_segment_sizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0>} : (index, index, index, index, index, index) -> () loc("GPU_ops.c00.mlir":3:5)
    "func.return"() : () -> () loc("GPU_ops.c00.mlir":7:5)
  }) {function_type = (index) -> (), sym_name = "no_args"} : () -> () loc("GPU_ops.c00.mlir":2:3)
}) {gpu.container_module} : () -> () loc("GPU_ops.c00.mlir":1:1)
