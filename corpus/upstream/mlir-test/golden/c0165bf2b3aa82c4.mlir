"builtin.module"() ({
  "gpu.module"() ({
    "gpu.func"() ({
    ^bb0(%0: f32 loc("GPU_ops.c01.mlir":3:24), %1: memref<?xf32, 1> loc("GPU_ops.c01.mlir":3:37)):
      %2 = "gpu.thread_id"() {dimension = #gpu<dim x>} : () -> index loc("GPU_ops.c01.mlir":4:15)
      %3 = "gpu.thread_id"() {dimension = #gpu<dim y>} : () -> index loc("GPU_ops.c01.mlir":5:15)
      %4 = "gpu.block_dim"() {dimension = #gpu<dim x>} : () -> index loc("GPU_ops.c01.mlir":6:16)
      %5 = "gpu.block_id"() {dimension = #gpu<dim x>} : () -> index loc("GPU_ops.c01.mlir":7:15)
      %6 = "gpu.grid_dim"() {dimension = #gpu<dim x>} : () -> index loc("GPU_ops.c01.mlir":8:16)
      %7 = "gpu.global_id"() {dimension = #gpu<dim x>} : () -> index loc("GPU_ops.c01.mlir":9:15)
      %8 = "gpu.subgroup_id"() : () -> index loc("GPU_ops.c01.mlir":10:15)
      %9 = "gpu.num_subgroups"() : () -> index loc("GPU_ops.c01.mlir":11:16)
      %10 = "gpu.subgroup_size"() : () -> index loc("GPU_ops.c01.mlir":12:15)
      %11 = "arith.constant"() {value = 1.0e0 : f32} : () -> f32 loc("GPU_ops.c01.mlir":13:14)
      %12 = "vector.broadcast"(%0) : (f32) -> vector<4xf32> loc("GPU_ops.c01.mlir":14:14)
      %13 = "gpu.all_reduce"(%11) ({
      }) {op = #gpu<all_reduce_op add>} : (f32) -> f32 loc("GPU_ops.c01.mlir":15:14)
      %14 = "gpu.all_reduce"(%11) ({
      }) {op = #gpu<all_reduce_op add>, uniform} : (f32) -> f32 loc("GPU_ops.c01.mlir":16:15)
      %15 = "gpu.all_reduce"(%11) ({
      ^bb0(%16: f32 loc("GPU_ops.c01.mlir":18:11), %17: f32 loc("GPU_ops.c01.mlir":18:23)):
        %18 = "arith.addf"(%16, %17) {fastmath = #arith.fastmath<none>} : (f32, f32) -> f32 loc("GPU_ops.c01.mlir":19:16)
        "gpu.yield"(%18) : (f32) -> () loc("GPU_ops.c01.mlir":20:9)
      }) : (f32) -> f32 loc("GPU_ops.c01.mlir":17:15)
      %19 = "gpu.subgroup_reduce"(%11) {op = #gpu<all_reduce_op add>} : (f32) -> f32 loc("GPU_ops.c01.mlir":22:23)
      %20 = "gpu.subgroup_reduce"(%12) {op = #gpu<all_reduce_op add>} : (vector<4xf32>) -> vector<4xf32> loc("GPU_ops.c01.mlir":23:24)
      %21 = "arith.constant"() {value = 7 : i32} : () -> i32 loc("GPU_ops.c01.mlir":24:16)
      %22 = "arith.constant"() {value = 3 : i32} : () -> i32 loc("GPU_ops.c01.mlir":25:17)
      %23:2 = "gpu.shuffle"(%0, %22, %21) {mode = #gpu<shuffle_mode xor>} : (f32, i32, i32) -> (f32, i1) loc("GPU_ops.c01.mlir":26:22)
      %24:2 = "gpu.shuffle"(%0, %22, %21) {mode = #gpu<shuffle_mode up>} : (f32, i32, i32) -> (f32, i1) loc("GPU_ops.c01.mlir":27:24)
      "gpu.barrier"() : () -> () loc("GPU_ops.c01.mlir":28:7)
      "some_op"(%5, %2) : (index, index) -> () loc("GPU_ops.c01.mlir":29:7)
      %25 = "memref.load"(%1, %5) : (memref<?xf32, 1>, index) -> f32 loc("GPU_ops.c01.mlir":30:13)
      "gpu.return"() : () -> () loc("GPU_ops.c01.mlir":31:7)
    }) {function_type = (f32, memref<?xf32, 1>) -> (), gpu.kernel, sym_name = "kernel_1", workgroup_attributions = 0 : i64} : () -> () loc("GPU_ops.c01.mlir":3:5)
    "gpu.func"() ({
      "gpu.return"() : () -> () loc("GPU_ops.c01.mlir":34:7)
    }) {function_type = () -> (), gpu.kernel, sym_name = "kernel_2", workgroup_attributions = 0 : i64} : () -> () loc("GPU_ops.c01.mlir":33:5)
    "gpu.module_end"() : () -> () loc("GPU_ops.c01.mlir":2:3)
  }) {sym_name = "kernels"} : () -> () loc("GPU_ops.c01.mlir":2:3)
}) {gpu.container_module} : () -> () loc("GPU_ops.c01.mlir":1:1)
