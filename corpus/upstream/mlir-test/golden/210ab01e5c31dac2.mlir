"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: tensor<1x2x2x?xf32> loc("Tensor_ops.c04.mlir":1:24), %1: index loc("Tensor_ops.c04.mlir":1:52), %2: index loc("Tensor_ops.c04.mlir":1:65), %3: f32 loc("Tensor_ops.c04.mlir":2:19)):
    %4 = "tensor.pad"(%0, %1, %2) ({
    ^bb0(%5: index loc("Tensor_ops.c04.mlir":4:10), %6: index loc("Tensor_ops.c04.mlir":4:24), %7: index loc("Tensor_ops.c04.mlir":4:38), %8: index loc("Tensor_ops.c04.mlir":4:52)):
      "tensor.yield"(%3) : (f32) -> () loc("Tensor_ops.c04.mlir":5:7)
    }) {operand_segment_sizes = array<i32: 1, 1, 1>, static_high = array<i64: 3, 3, -9223372036854775808, 2>, static_low = array<i64: 2, -9223372036854775808, 3, 3>} : (tensor<1x2x2x?xf32>, index, index) -> tensor<6x?x?x?xf32> loc("Tensor_ops.c04.mlir":3:8)
    "func.return"(%4) : (tensor<6x?x?x?xf32>) -> () loc("Tensor_ops.c04.mlir":7:3)
  }) {function_type = (tensor<1x2x2x?xf32>, index, index, f32) -> tensor<6x?x?x?xf32>, sym_name = "pad_dynamic"} : () -> () loc("Tensor_ops.c04.mlir":1:1)
}) : () -> () loc("Tensor_ops.c04.mlir":0:0)
