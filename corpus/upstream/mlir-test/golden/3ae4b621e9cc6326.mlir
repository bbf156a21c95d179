"builtin.module"() ({
  "gpu.module"() ({
    "gpu.func"() ({
    ^bb0(%0: f32 loc("GPU_ops.c03.mlir":3:24), %1: memref<42xf32, 3> loc("GPU_ops.c03.mlir":4:19), %2: memref<2xf32, 5> loc("GPU_ops.c03.mlir":5:17), %3: memref<1xf32, 5> loc("GPU_ops.c03.mlir":5:42)):
      "use"(%1) : (memref<42xf32, 3>) -> () loc("GPU_ops.c03.mlir":8:7)
      "use"(%2) : (memref<2xf32, 5>) -> () loc("GPU_ops.c03.mlir":9:7)
      "use"(%3) : (memref<1xf32, 5>) -> () loc("GPU_ops.c03.mlir":10:7)
      "gpu.return"() : () -> () loc("GPU_ops.c03.mlir":11:7)
    }) {foo = "bar", function_type = (f32) -> (), gpu.kernel, sym_name = "kernel_1", workgroup_attributions = 1 : i64} : () -> () loc("GPU_ops.c03.mlir":3:5)
    "gpu.func"() ({
    ^bb0(%4: i32 loc("GPU_ops.c03.mlir":13:27)):
      "gpu.printf"(%4) {format = "Value: %d"} : (i32) -> () loc("GPU_ops.c03.mlir":14:7)
      "gpu.return"() : () -> () loc("GPU_ops.c03.mlir":15:7)
    }) {function_type = (i32) -> (), sym_name = "printf_test", workgroup_attributions = 0 : i64} : () -> () loc("GPU_ops.c03.mlir":13:5)
    "gpu.func"() ({
    ^bb0(%5: f32 loc("GPU_ops.c03.mlir":17:30)):
      "gpu.return"() : () -> () loc("GPU_ops.c03.mlir":18:7)
    }) {function_type = (f32) -> (), sym_name = "no_attribution", workgroup_attributions = 0 : i64} : () -> () loc("GPU_ops.c03.mlir":17:5)
    "gpu.func"() ({
    ^bb0(%6: memref<42xf32, 3> loc("GPU_ops.c03.mlir":20:42)):
      "gpu.return"() : () -> () loc("GPU_ops.c03.mlir":21:7)
    }) {function_type = () -> (), sym_name = "workgroup_only", workgroup_attributions = 1 : i64} : () -> () loc("GPU_ops.c03.mlir":20:5)
  }) {sym_name = "gpu_funcs"} : () -> () loc("GPU_ops.c03.mlir":2:3)
}) {gpu.container_module} : () -> () loc("GPU_ops.c03.mlir":1:1)
