"builtin.module"() ({
  "gpu.binary"() {objects = [#gpu.object<#nvvm.target, "">], offloadingHandler = #gpu.select_object, sym_name = "binary_1"} : () -> () loc("GPU_ops.c02.mlir":2:3)
  "gpu.binary"() {objects = [#gpu.object<#nvvm.target, "">, #gpu.object<#nvvm.target<chip = "sm_90">, "">], offloadingHandler = #gpu.select_object<#nvvm.target<chip = "sm_90">>, sym_name = "binary_2"} : () -> () loc("GPU_ops.c02.mlir":3:3)
  "gpu.binary"() {objects = [#gpu.object<#nvvm.target, "">, #gpu.object<#nvvm.target<chip = "sm_90">, "">], offloadingHandler = #gpu.select_object<1 : i64>, sym_name = "binary_3"} : () -> () loc("GPU_ops.c02.mlir":4:3)
}) {gpu.container_module} : () -> () loc("GPU_ops.c02.mlir":1:1)
