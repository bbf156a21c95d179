"builtin.module"() ({
  "builtin.module"() ({
    "func.func"() ({
    ^bb0(%0: i32 loc("isolated_regions.mlir":5:25)):
      "func.return"(%0) : (i32) -> () loc("isolated_regions.mlir":6:7)
    }) {function_type = (i32) -> i32, sym_name = "f", sym_visibility = "nested"} : () -> () loc("isolated_regions.mlir":5:5)
  }) {sym_name = "inner", x.tag} : () -> () loc("isolated_regions.mlir":4:3)
  "func.func"() ({
  }) {function_type = () -> (), sym_name = "decl", sym_visibility = "private"} : () -> () loc("isolated_regions.mlir":9:3)
  "func.func"() ({
    %1 = "arith.constant"() {value = 3 : i32} : () -> i32 loc("isolated_regions.mlir":11:10)
    %2 = "x.wrap"() ({
      %3 = "arith.addi"(%1, %1) {overflowFlags = #arith.overflow<none>} : (i32, i32) -> i32 loc("isolated_regions.mlir":13:12)
      "x.yield"(%3) : (i32) -> () loc("isolated_regions.mlir":14:7)
    }) : () -> i32 loc("isolated_regions.mlir":12:10)
    "func.return"(%2) : (i32) -> () loc("isolated_regions.mlir":16:5)
  }) {function_type = () -> i32, sym_name = "g", sym_visibility = "public"} : () -> () loc("isolated_regions.mlir":10:3)
  "func.func"() ({
    "func.return"() : () -> () loc("isolated_regions.mlir":19:5)
  }) {function_type = () -> (), sym_name = "empty_body"} : () -> () loc("isolated_regions.mlir":18:3)
}) {sym_name = "outer"} : () -> () loc("isolated_regions.mlir":3:1)
