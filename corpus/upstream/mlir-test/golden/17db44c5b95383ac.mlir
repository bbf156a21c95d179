"builtin.module"() ({
  %0 = "test.foo"() : () -> index loc("Affine_ops.c02.mlir":1:8)
  "test.func"() ({
  ^bb0(%1: memref<?xf32> loc("Affine_ops.c02.mlir":3:6)):
    %2 = "affine.load"(%1, %0) {map = affine_map<(d0) -> (d0)>} : (memref<?xf32>, index) -> f32 loc("Affine_ops.c02.mlir":4:3)
    "terminate"() : () -> () loc("Affine_ops.c02.mlir":5:3)
  }) : () -> () loc("Affine_ops.c02.mlir":2:1)
}) : () -> () loc("Affine_ops.c02.mlir":0:0)
