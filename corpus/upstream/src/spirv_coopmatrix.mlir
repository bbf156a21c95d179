// dense<...> whose type is a dialect type implementing ShapedType
// (!spirv.coopmatrix): the reader cannot see the shape (AMB-025).
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, CooperativeMatrixKHR], [SPV_KHR_cooperative_matrix]> {
  spirv.func @splat() -> !spirv.coopmatrix<16x16xf32, Subgroup, MatrixAcc> "None" {
    %0 = spirv.Constant dense<0.000000e+00> : !spirv.coopmatrix<16x16xf32, Subgroup, MatrixAcc>
    spirv.ReturnValue %0 : !spirv.coopmatrix<16x16xf32, Subgroup, MatrixAcc>
  }
  spirv.func @ints() -> !spirv.coopmatrix<8x8xi32, Subgroup, MatrixA> "None" {
    %0 = spirv.Constant dense<7> : !spirv.coopmatrix<8x8xi32, Subgroup, MatrixA>
    spirv.ReturnValue %0 : !spirv.coopmatrix<8x8xi32, Subgroup, MatrixA>
  }
}
