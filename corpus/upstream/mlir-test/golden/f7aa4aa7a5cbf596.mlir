"builtin.module"() ({
  "spirv.module"() ({
  ^bb0:
  }) {addressing_model = #spirv.addressing_model<Logical>, memory_model = #spirv.memory_model<GLSL450>} : () -> () loc("SPIRV_structure-ops.c05.mlir":1:1)
  "spirv.module"() ({
  ^bb0:
  }) {addressing_model = #spirv.addressing_model<Logical>, memory_model = #spirv.memory_model<GLSL450>, sym_name = "name"} : () -> () loc("SPIRV_structure-ops.c05.mlir":2:1)
  "spirv.module"() ({
  ^bb0:
  }) {addressing_model = #spirv.addressing_model<Logical>, memory_model = #spirv.memory_model<GLSL450>, vce_triple = #spirv.vce<v1.0, [Shader], [SPV_KHR_16bit_storage]>} : () -> () loc("SPIRV_structure-ops.c05.mlir":3:1)
  "spirv.module"() ({
  ^bb0:
  }) {addressing_model = #spirv.addressing_model<Logical>, foo = "bar", memory_model = #spirv.memory_model<GLSL450>} : () -> () loc("SPIRV_structure-ops.c05.mlir":4:1)
  "spirv.module"() ({
  ^bb0:
  }) {addressing_model = #spirv.addressing_model<Logical>, foo = "bar", memory_model = #spirv.memory_model<GLSL450>, vce_triple = #spirv.vce<v1.0, [Shader], [SPV_KHR_16bit_storage]>} : () -> () loc("SPIRV_structure-ops.c05.mlir":5:1)
}) : () -> () loc("SPIRV_structure-ops.c05.mlir":0:0)
