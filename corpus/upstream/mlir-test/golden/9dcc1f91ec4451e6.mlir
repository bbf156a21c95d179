"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: index loc("SCF_ops.c00.mlir":1:20), %1: index loc("SCF_ops.c00.mlir":1:35), %2: index loc("SCF_ops.c00.mlir":1:50)):
    "scf.for"(%0, %1, %2) ({
    ^bb0(%3: index loc("SCF_ops.c00.mlir":2:11)):
      "scf.for"(%0, %1, %2) ({
      ^bb0(%4: index loc("SCF_ops.c00.mlir":3:13)):
        %5 = "arith.cmpi"(%3, %4) {predicate = 2 : i64} : (index, index) -> i1 loc("SCF_ops.c00.mlir":4:18)
        %6 = "arith.select"(%5, %3, %4) : (i1, index, index) -> index loc("SCF_ops.c00.mlir":5:14)
        %7 = "arith.cmpi"(%3, %4) {predicate = 5 : i64} : (index, index) -> i1 loc("SCF_ops.c00.mlir":6:18)
        %8 = "arith.select"(%7, %3, %4) : (i1, index, index) -> index loc("SCF_ops.c00.mlir":7:14)
        "scf.for"(%6, %8, %4) ({
        ^bb0(%9: index loc("SCF_ops.c00.mlir":8:15)):
          "scf.yield"() : () -> () loc("SCF_ops.c00.mlir":8:7)
        }) : (index, index, index) -> () loc("SCF_ops.c00.mlir":8:7)
        "scf.yield"() : () -> () loc("SCF_ops.c00.mlir":3:5)
      }) : (index, index, index) -> () loc("SCF_ops.c00.mlir":3:5)
      "scf.yield"() : () -> () loc("SCF_ops.c00.mlir":2:3)
    }) : (index, index, index) -> () loc("SCF_ops.c00.mlir":2:3)
    "func.return"() : () -> () loc("SCF_ops.c00.mlir":12:3)
  }) {function_type = (index, index, index) -> (), sym_name = "std_for"} : () -> () loc("SCF_ops.c00.mlir":1:1)
}) : () -> () loc("SCF_ops.c00.mlir":0:0)
