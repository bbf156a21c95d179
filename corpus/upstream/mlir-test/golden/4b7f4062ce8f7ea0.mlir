"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: index loc("Affine_ops.c01.mlir":1:23), %1: index loc("Affine_ops.c01.mlir":1:38), %2: index loc("Affine_ops.c01.mlir":1:53)):
    %3 = "affine.min"(%0, %1) {map = affine_map<(d0)[s0] -> (1000, d0 + 512, s0)>} : (index, index) -> index loc("Affine_ops.c01.mlir":2:8)
    %4 = "affine.min"(%0, %1, %2) {map = affine_map<(d0, d1)[s0] -> (d0 - d1, s0 + 512)>} : (index, index, index) -> index loc("Affine_ops.c01.mlir":3:8)
    %5 = "affine.min"(%1, %2) {map = affine_map<()[s0, s1] -> (s0 - s1, 11)>} : (index, index) -> index loc("Affine_ops.c01.mlir":4:8)
    %6 = "affine.min"() {map = affine_map<() -> (77, 78, 79)>} : () -> index loc("Affine_ops.c01.mlir":5:8)
    "func.return"() : () -> () loc("Affine_ops.c01.mlir":6:3)
  }) {function_type = (index, index, index) -> (), sym_name = "affine_min"} : () -> () loc("Affine_ops.c01.mlir":1:1)
}) : () -> () loc("Affine_ops.c01.mlir":0:0)
