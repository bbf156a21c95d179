"builtin.module"() ({
  "spirv.func"() ({
  }) {function_control = #spirv.function_control<None>, function_type = () -> (), sym_name = "foo"} : () -> () loc("SPIRV_structure-ops.c03.mlir":1:1)
  "spirv.func"() ({
  ^bb0(%0: i32 loc("SPIRV_structure-ops.c03.mlir":2:17)):
    "spirv.ReturnValue"(%0) : (i32) -> () loc("SPIRV_structure-ops.c03.mlir":3:3)
  }) {function_control = #spirv.function_control<Inline|Pure>, function_type = (i32) -> i32, sym_name = "bar"} : () -> () loc("SPIRV_structure-ops.c03.mlir":2:1)
  "spirv.func"() ({
  ^bb0(%1: i32 loc("SPIRV_structure-ops.c03.mlir":5:17)):
    "spirv.Return"() : () -> () loc("SPIRV_structure-ops.c03.mlir":7:5)
  }) {additional_stuff = 64 : i64, function_control = #spirv.function_control<DontInline>, function_type = (i32) -> (), sym_name = "baz"} : () -> () loc("SPIRV_structure-ops.c03.mlir":5:1)
}) : () -> () loc("SPIRV_structure-ops.c03.mlir":0:0)
