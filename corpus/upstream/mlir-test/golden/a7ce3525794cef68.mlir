"builtin.module"() ({
  "emitc.verbatim"() {value = "#ifdef __cplusplus"} : () -> () loc("EmitC_ops.c04.mlir":1:1)
  "emitc.verbatim"() {value = "extern \22C\22 {"} : () -> () loc("EmitC_ops.c04.mlir":2:1)
  "emitc.verbatim"() {value = "#endif  // __cplusplus"} : () -> () loc("EmitC_ops.c04.mlir":3:1)
  "emitc.verbatim"() {value = "typedef int32_t i32;"} : () -> () loc("EmitC_ops.c04.mlir":4:1)
  "emitc.verbatim"() {value = "typedef float f32;"} : () -> () loc("EmitC_ops.c04.mlir":5:1)
}) : () -> () loc("EmitC_ops.c04.mlir":0:0)
