"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: index loc("Index_index-ops.c00.mlir":1:23), %1: index loc("Index_index-ops.c00.mlir":1:34)):
    %2 = "index.add"(%0, %1) : (index, index) -> index loc("Index_index-ops.c00.mlir":2:8)
    %3 = "index.sub"(%0, %1) : (index, index) -> index loc("Index_index-ops.c00.mlir":3:8)
    %4 = "index.mul"(%0, %1) : (index, index) -> index loc("Index_index-ops.c00.mlir":4:8)
    %5 = "index.divs"(%0, %1) : (index, index) -> index loc("Index_index-ops.c00.mlir":5:8)
    %6 = "index.ceildivs"(%0, %1) : (index, index) -> index loc("Index_index-ops.c00.mlir":6:8)
    %7 = "index.floordivs"(%0, %1) : (index, index) -> index loc("Index_index-ops.c00.mlir":7:8)
    %8 = "index.remu"(%0, %1) : (index, index) -> index loc("Index_index-ops.c00.mlir":8:8)
    %9 = "index.maxs"(%0, %1) : (index, index) -> index loc("Index_index-ops.c00.mlir":9:9)
    "func.return"() : () -> () loc("Index_index-ops.c00.mlir":10:3)
  }) {function_type = (index, index) -> (), sym_name = "binary_ops"} : () -> () loc("Index_index-ops.c00.mlir":1:1)
}) : () -> () loc("Index_index-ops.c00.mlir":0:0)
