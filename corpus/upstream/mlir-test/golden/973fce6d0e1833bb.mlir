"builtin.module"() ({
  "spirv.module"() ({
    "spirv.func"() ({
      "spirv.Return"() : () -> () loc("SPIRV_structure-ops.c02.mlir":3:6)
    }) {function_control = #spirv.function_control<None>, function_type = () -> (), sym_name = "do_nothing"} : () -> () loc("SPIRV_structure-ops.c02.mlir":2:4)
    "spirv.EntryPoint"() {execution_model = #spirv.execution_model<GLCompute>, fn = @do_nothing, interface = []} : () -> () loc("SPIRV_structure-ops.c02.mlir":5:4)
  }) {addressing_model = #spirv.addressing_model<Logical>, memory_model = #spirv.memory_model<GLSL450>} : () -> () loc("SPIRV_structure-ops.c02.mlir":1:1)
  "spirv.module"() ({
    "spirv.GlobalVariable"() {sym_name = "var2", type = !spirv.ptr<f32, Input>} : () -> () loc("SPIRV_structure-ops.c02.mlir":8:4)
    "spirv.GlobalVariable"() {sym_name = "var3", type = !spirv.ptr<f32, Output>} : () -> () loc("SPIRV_structure-ops.c02.mlir":9:4)
    "spirv.func"() ({
    ^bb0(%0: !spirv.ptr<f32, Input> loc("SPIRV_structure-ops.c02.mlir":10:29), %1: !spirv.ptr<f32, Output> loc("SPIRV_structure-ops.c02.mlir":10:61)):
      %2 = "spirv.Load"(%0) : (!spirv.ptr<f32, Input>) -> f32 loc("SPIRV_structure-ops.c02.mlir":11:11)
      "spirv.Store"(%1, %2) : (!spirv.ptr<f32, Output>, f32) -> () loc("SPIRV_structure-ops.c02.mlir":12:6)
      "spirv.Return"() : () -> () loc("SPIRV_structure-ops.c02.mlir":13:6)
    }) {function_control = #spirv.function_control<None>, function_type = (!spirv.ptr<f32, Input>, !spirv.ptr<f32, Output>) -> (), sym_name = "do_something"} : () -> () loc("SPIRV_structure-ops.c02.mlir":10:4)
    "spirv.EntryPoint"() {execution_model = #spirv.execution_model<GLCompute>, fn = @do_something, interface = [@var2, @var3]} : () -> () loc("SPIRV_structure-ops.c02.mlir":15:4)
  }) {addressing_model = #spirv.addressing_model<Logical>, memory_model = #spirv.memory_model<GLSL450>} : () -> () loc("SPIRV_structure-ops.c02.mlir":7:1)
}) : () -> () loc("SPIRV_structure-ops.c02.mlir":0:0)
