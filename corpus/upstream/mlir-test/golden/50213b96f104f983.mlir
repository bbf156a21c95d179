"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: !shape.shape loc("Shape_ops.c00.mlir":1:31)):
    %1 = "shape.const_size"() {value = 1 : index} : () -> !shape.size loc("Shape_ops.c00.mlir":2:11)
    %2 = "shape.reduce"(%0, %1) ({
    ^bb0(%3: index loc("Shape_ops.c00.mlir":4:10), %4: !shape.size loc("Shape_ops.c00.mlir":4:26), %5: !shape.size loc("Shape_ops.c00.mlir":4:49)):
      %6 = "shape.mul"(%5, %4) : (!shape.size, !shape.size) -> !shape.size loc("Shape_ops.c00.mlir":5:19)
      "shape.yield"(%6) : (!shape.size) -> () loc("Shape_ops.c00.mlir":7:7)
    }) : (!shape.shape, !shape.size) -> !shape.size loc("Shape_ops.c00.mlir":3:19)
    "func.return"(%2) : (!shape.size) -> () loc("Shape_ops.c00.mlir":9:3)
  }) {function_type = (!shape.shape) -> !shape.size, sym_name = "shape_num_elements"} : () -> () loc("Shape_ops.c00.mlir":1:1)
}) : () -> () loc("Shape_ops.c00.mlir":0:0)
