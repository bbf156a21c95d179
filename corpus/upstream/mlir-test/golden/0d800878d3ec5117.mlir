"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: tensor<?xindex> loc("Shape_ops.c03.mlir":1:25), %1: tensor<?xindex> loc("Shape_ops.c03.mlir":2:20), %2: !shape.shape loc("Shape_ops.c03.mlir":3:20)):
    %3 = "shape.any"(%0, %1, %2) : (tensor<?xindex>, tensor<?xindex>, !shape.shape) -> !shape.shape loc("Shape_ops.c03.mlir":4:13)
    "func.return"(%3) : (!shape.shape) -> () loc("Shape_ops.c03.mlir":6:3)
  }) {function_type = (tensor<?xindex>, tensor<?xindex>, !shape.shape) -> !shape.shape, sym_name = "any_on_mixed"} : () -> () loc("Shape_ops.c03.mlir":1:1)
}) : () -> () loc("Shape_ops.c03.mlir":0:0)
