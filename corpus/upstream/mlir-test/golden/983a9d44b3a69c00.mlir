"builtin.module"() ({
  "spirv.module"() ({
    "spirv.GlobalVariable"() {sym_name = "var1", type = !spirv.ptr<!spirv.struct<(f32, !spirv.array<4 x f32>)>, Input>} : () -> () loc("SPIRV_structure-ops.c00.mlir":2:3)
    "spirv.func"() ({
      %0 = "spirv.Constant"() {value = 1 : i32} : () -> i32 loc("SPIRV_structure-ops.c00.mlir":4:10)
      %1 = "spirv.mlir.addressof"() {variable = @var1} : () -> !spirv.ptr<!spirv.struct<(f32, !spirv.array<4 x f32>)>, Input> loc("SPIRV_structure-ops.c00.mlir":5:10)
      %2 = "spirv.AccessChain"(%1, %0, %0) : (!spirv.ptr<!spirv.struct<(f32, !spirv.array<4 x f32>)>, Input>, i32, i32) -> !spirv.ptr<f32, Input> loc("SPIRV_structure-ops.c00.mlir":6:10)
      "spirv.Return"() : () -> () loc("SPIRV_structure-ops.c00.mlir":7:5)
    }) {function_control = #spirv.function_control<None>, function_type = () -> (), sym_name = "access_chain"} : () -> () loc("SPIRV_structure-ops.c00.mlir":3:3)
  }) {addressing_model = #spirv.addressing_model<Logical>, memory_model = #spirv.memory_model<GLSL450>} : () -> () loc("SPIRV_structure-ops.c00.mlir":1:1)
}) : () -> () loc("SPIRV_structure-ops.c00.mlir":0:0)
