"builtin.module"() ({
  "func.func"() ({
    %0 = "spirv.Constant"() {value = true} : () -> i1 loc("SPIRV_structure-ops.c01.mlir":2:8)
    %1 = "spirv.Constant"() {value = 42 : i32} : () -> i32 loc("SPIRV_structure-ops.c01.mlir":3:8)
    %2 = "spirv.Constant"() {value = 5.0e-1 : f32} : () -> f32 loc("SPIRV_structure-ops.c01.mlir":4:8)
    %3 = "spirv.Constant"() {value = dense<[2, 3]> : vector<2xi32>} : () -> vector<2xi32> loc("SPIRV_structure-ops.c01.mlir":5:8)
    %4 = "spirv.Constant"() {value = [dense<3.0e0> : vector<2xf32>]} : () -> !spirv.array<1 x vector<2xf32>> loc("SPIRV_structure-ops.c01.mlir":6:8)
    %5 = "spirv.Constant"() {value = dense<1> : tensor<2x3xi32>} : () -> !spirv.array<2 x !spirv.array<3 x i32>> loc("SPIRV_structure-ops.c01.mlir":7:8)
    %6 = "spirv.Constant"() {value = dense<1.0e0> : tensor<2x3xf32>} : () -> !spirv.array<2 x !spirv.array<3 x f32>> loc("SPIRV_structure-ops.c01.mlir":8:8)
    %7 = "spirv.Constant"() {value = dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>} : () -> !spirv.array<2 x !spirv.array<3 x i32>> loc("SPIRV_structure-ops.c01.mlir":9:8)
    %8 = "spirv.Constant"() {value = [[dense<3.0e0> : vector<2xf32>]]} : () -> !spirv.array<1 x !spirv.array<1 x vector<2xf32>>> loc("SPIRV_structure-ops.c01.mlir":10:8)
    "func.return"() : () -> () loc("SPIRV_structure-ops.c01.mlir":11:3)
  }) {function_type = () -> (), sym_name = "const"} : () -> () loc("SPIRV_structure-ops.c01.mlir":1:1)
}) : () -> () loc("SPIRV_structure-ops.c01.mlir":0:0)
