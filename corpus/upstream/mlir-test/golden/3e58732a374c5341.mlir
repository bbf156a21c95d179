"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: tensor<f32> loc("Vector_ops.c00.mlir":1:35), %1: memref<f32> loc("Vector_ops.c00.mlir":1:55)):
    %2 = "arith.constant"() {value = 0.0e0 : f32} : () -> f32 loc("Vector_ops.c00.mlir":3:11)
    %3 = "vector.transfer_read"(%0, %2) {in_bounds = [], operandSegmentSizes = array<i32: 1, 0, 1, 0>, permutation_map = affine_map<() -> ()>} : (tensor<f32>, f32) -> vector<f32> loc("Vector_ops.c00.mlir":4:10)
    %4 = "vector.transfer_write"(%3, %0) {in_bounds = [], operandSegmentSizes = array<i32: 1, 1, 0, 0>, permutation_map = affine_map<() -> ()>} : (vector<f32>, tensor<f32>) -> tensor<f32> loc("Vector_ops.c00.mlir":6:10)
    %5 = "vector.transfer_read"(%1, %2) {in_bounds = [], operandSegmentSizes = array<i32: 1, 0, 1, 0>, permutation_map = affine_map<() -> ()>} : (memref<f32>, f32) -> vector<f32> loc("Vector_ops.c00.mlir":8:10)
    "vector.transfer_write"(%5, %1) {in_bounds = [], operandSegmentSizes = array<i32: 1, 1, 0, 0>, permutation_map = affine_map<() -> ()>} : (vector<f32>, memref<f32>) -> () loc("Vector_ops.c00.mlir":10:5)
    "func.return"(%4) : (tensor<f32>) -> () loc("Vector_ops.c00.mlir":12:5)
  }) {function_type = (tensor<f32>, memref<f32>) -> tensor<f32>, sym_name = "vector_transfer_ops_0d"} : () -> () loc("Vector_ops.c00.mlir":1:1)
}) : () -> () loc("Vector_ops.c00.mlir":0:0)
