"builtin.module"() ({
  "func.func"() ({
    %0 = "shape.const_shape"() {shape = dense<> : tensor<0xindex>} : () -> !shape.shape loc("Shape_ops.c02.mlir":2:8)
    %1 = "shape.const_shape"() {shape = dense<[1, 2, 3]> : tensor<3xindex>} : () -> !shape.shape loc("Shape_ops.c02.mlir":3:8)
    %2 = "arith.constant"() {value = true} : () -> i1 loc("Shape_ops.c02.mlir":4:11)
    %3 = "shape.cstr_broadcastable"(%0, %1) : (!shape.shape, !shape.shape) -> !shape.witness loc("Shape_ops.c02.mlir":5:9)
    %4 = "shape.cstr_eq"(%0, %1) : (!shape.shape, !shape.shape) -> !shape.witness loc("Shape_ops.c02.mlir":6:9)
    %5 = "shape.const_witness"() {passing = true} : () -> !shape.witness loc("Shape_ops.c02.mlir":7:9)
    %6 = "shape.const_witness"() {passing = false} : () -> !shape.witness loc("Shape_ops.c02.mlir":8:9)
    %7 = "shape.cstr_require"(%2) {msg = "msg"} : (i1) -> !shape.witness loc("Shape_ops.c02.mlir":9:9)
    %8 = "shape.assuming_all"(%3, %4, %5, %6, %7) : (!shape.witness, !shape.witness, !shape.witness, !shape.witness, !shape.witness) -> !shape.witness loc("Shape_ops.c02.mlir":10:12)
    %9 = "shape.assuming"(%8) ({
      %10 = "shape.any"(%0, %1) : (!shape.shape, !shape.shape) -> !shape.shape loc("Shape_ops.c02.mlir":12:10)
      "shape.assuming_yield"(%10) : (!shape.shape) -> () loc("Shape_ops.c02.mlir":13:5)
    }) : (!shape.witness) -> !shape.shape loc("Shape_ops.c02.mlir":11:3)
    "func.return"() : () -> () loc("Shape_ops.c02.mlir":15:3)
  }) {function_type = () -> (), sym_name = "test_constraints"} : () -> () loc("Shape_ops.c02.mlir":1:1)
}) : () -> () loc("Shape_ops.c02.mlir":0:0)
