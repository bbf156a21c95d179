"builtin.module"() ({
  "spirv.module"() ({
    "spirv.func"() ({
      %0 = "spirv.Constant"() {value = dense<0.0e0> : !spirv.coopmatrix<16x16xf32, Subgroup, MatrixAcc>} : () -> !spirv.coopmatrix<16x16xf32, Subgroup, MatrixAcc> loc("spirv_coopmatrix.mlir":5:10)
      "spirv.ReturnValue"(%0) : (!spirv.coopmatrix<16x16xf32, Subgroup, MatrixAcc>) -> () loc("spirv_coopmatrix.mlir":6:5)
    }) {function_control = #spirv.function_control<None>, function_type = () -> !spirv.coopmatrix<16x16xf32, Subgroup, MatrixAcc>, sym_name = "splat"} : () -> () loc("spirv_coopmatrix.mlir":4:3)
    "spirv.func"() ({
      %1 = "spirv.Constant"() {value = dense<7> : !spirv.coopmatrix<8x8xi32, Subgroup, MatrixA>} : () -> !spirv.coopmatrix<8x8xi32, Subgroup, MatrixA> loc("spirv_coopmatrix.mlir":9:10)
      "spirv.ReturnValue"(%1) : (!spirv.coopmatrix<8x8xi32, Subgroup, MatrixA>) -> () loc("spirv_coopmatrix.mlir":10:5)
    }) {function_control = #spirv.function_control<None>, function_type = () -> !spirv.coopmatrix<8x8xi32, Subgroup, MatrixA>, sym_name = "ints"} : () -> () loc("spirv_coopmatrix.mlir":8:3)
  }) {addressing_model = #spirv.addressing_model<Logical>, memory_model = #spirv.memory_model<GLSL450>, vce_triple = #spirv.vce<v1.0, [Shader, CooperativeMatrixKHR], [SPV_KHR_cooperative_matrix]>} : () -> () loc("spirv_coopmatrix.mlir":3:1)
}) : () -> () loc("spirv_coopmatrix.mlir":0:0)
