"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: tensor<8x16x4xf32> loc("Tensor_ops.c03.mlir":1:18), %1: index loc("Tensor_ops.c03.mlir":1:42)):
    %2 = "arith.constant"() {value = 0 : index} : () -> index loc("Tensor_ops.c03.mlir":2:9)
    %3 = "arith.constant"() {value = 1 : index} : () -> index loc("Tensor_ops.c03.mlir":3:9)
    %4 = "tensor.extract_slice"(%0, %2, %2, %2, %1, %1, %1, %3, %3, %3) {operand_segment_sizes = array<i32: 1, 3, 3, 3>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>} : (tensor<8x16x4xf32>, index, index, index, index, index, index, index, index, index) -> tensor<?x?x?xf32> loc("Tensor_ops.c03.mlir":4:8)
    %5 = "tensor.extract_slice"(%0) {operand_segment_sizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 2, 0>, static_sizes = array<i64: 4, 4, 4>, static_strides = array<i64: 1, 1, 1>} : (tensor<8x16x4xf32>) -> tensor<4x4x4xf32> loc("Tensor_ops.c03.mlir":6:8)
    %6 = "tensor.extract_slice"(%0) {operand_segment_sizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 2, 0>, static_sizes = array<i64: 4, 1, 4>, static_strides = array<i64: 1, 1, 1>} : (tensor<8x16x4xf32>) -> tensor<4x4xf32> loc("Tensor_ops.c03.mlir":8:8)
    "func.return"() : () -> () loc("Tensor_ops.c03.mlir":10:3)
  }) {function_type = (tensor<8x16x4xf32>, index) -> (), sym_name = "slice"} : () -> () loc("Tensor_ops.c03.mlir":1:1)
}) : () -> () loc("Tensor_ops.c03.mlir":0:0)
