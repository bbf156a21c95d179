"builtin.module"() ({
  "spirv.module"() ({
    "spirv.func"() ({
    }) {function_control = #spirv.function_control<Pure>, function_type = (i8) -> (), linkage_attributes = #spirv.linkage_attributes<linkage_name = "outside.func", linkage_type = <Import>>, sym_name = "outside.func.with.linkage"} : () -> () loc("SPIRV_structure-ops.c04.mlir":2:5)
    "spirv.func"() ({
      "spirv.Return"() : () -> () loc("SPIRV_structure-ops.c04.mlir":8:59)
    }) {function_control = #spirv.function_control<Pure>, function_type = () -> (), sym_name = "inside.func"} : () -> () loc("SPIRV_structure-ops.c04.mlir":8:5)
  }) {addressing_model = #spirv.addressing_model<Logical>, memory_model = #spirv.memory_model<GLSL450>, vce_triple = #spirv.vce<v1.0, [Shader, Linkage], []>} : () -> () loc("SPIRV_structure-ops.c04.mlir":1:1)
}) : () -> () loc("SPIRV_structure-ops.c04.mlir":0:0)
