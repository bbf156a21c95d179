"builtin.module"() ({
  "func.func"() ({
    "affine.for"() ({
    ^bb0(%0: index loc("Affine_ops.c00.mlir":2:14)):
      "affine.yield"() : () -> () loc("Affine_ops.c00.mlir":2:3)
    }) {lower_bound = affine_map<() -> (0)>, some_attr = true, step = 1 : index, upper_bound = affine_map<() -> (10)>} : () -> () loc("Affine_ops.c00.mlir":2:3)
    "affine.if"() ({
      "affine.yield"() : () -> () loc("Affine_ops.c00.mlir":4:3)
    }, {
    }) {condition = affine_set<() : (0 == 0)>, some_attr = true} : () -> () loc("Affine_ops.c00.mlir":4:3)
    "affine.if"() ({
      "affine.yield"() : () -> () loc("Affine_ops.c00.mlir":6:3)
    }, {
      "foo"() : () -> () loc("Affine_ops.c00.mlir":8:5)
      "affine.yield"() : () -> () loc("Affine_ops.c00.mlir":6:3)
    }) {condition = affine_set<() : (0 == 0)>, some_attr = true} : () -> () loc("Affine_ops.c00.mlir":6:3)
    "func.return"() : () -> () loc("Affine_ops.c00.mlir":10:3)
  }) {function_type = () -> (), sym_name = "empty"} : () -> () loc("Affine_ops.c00.mlir":1:1)
}) : () -> () loc("Affine_ops.c00.mlir":0:0)
