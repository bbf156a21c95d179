"builtin.module"() ({
  "func.func"() ({
    %0 = "arith.constant"() {value = 0 : index} : () -> index loc("Tensor_ops.c01.mlir":2:9)
    %1 = "tensor.from_elements"(%0) : (index) -> tensor<1xindex> loc("Tensor_ops.c01.mlir":3:8)
    %2 = "arith.constant"() {value = 1 : index} : () -> index loc("Tensor_ops.c01.mlir":4:9)
    %3 = "tensor.from_elements"(%0, %2) : (index, index) -> tensor<2xindex> loc("Tensor_ops.c01.mlir":5:8)
    %4 = "arith.constant"() {value = 0.0e0 : f32} : () -> f32 loc("Tensor_ops.c01.mlir":6:13)
    %5 = "tensor.from_elements"(%4) : (f32) -> tensor<1xf32> loc("Tensor_ops.c01.mlir":7:8)
    %6 = "tensor.from_elements"() : () -> tensor<0xindex> loc("Tensor_ops.c01.mlir":8:8)
    %7 = "tensor.from_elements"(%0, %2, %0, %2, %0, %2) : (index, index, index, index, index, index) -> tensor<2x3xindex> loc("Tensor_ops.c01.mlir":9:8)
    %8 = "tensor.from_elements"(%0) : (index) -> tensor<index> loc("Tensor_ops.c01.mlir":10:8)
    "func.return"() : () -> () loc("Tensor_ops.c01.mlir":11:3)
  }) {function_type = () -> (), sym_name = "tensor.from_elements"} : () -> () loc("Tensor_ops.c01.mlir":1:1)
}) : () -> () loc("Tensor_ops.c01.mlir":0:0)
