"builtin.module"() ({
  "func.func"() ({
    %0 = "scf.execute_region"() ({
      %1 = "arith.constant"() {value = 1 : i64} : () -> i64 loc("SCF_ops.c04.mlir":3:11)
      "scf.yield"(%1) : (i64) -> () loc("SCF_ops.c04.mlir":4:5)
    }) : () -> i64 loc("SCF_ops.c04.mlir":2:10)
    %2:2 = "scf.execute_region"() ({
      %3 = "arith.constant"() {value = 1 : i64} : () -> i64 loc("SCF_ops.c04.mlir":7:11)
      "scf.yield"(%3, %3) : (i64, i64) -> () loc("SCF_ops.c04.mlir":8:5)
    }) : () -> (i64, i64) loc("SCF_ops.c04.mlir":6:13)
    "scf.execute_region"() ({
      "cf.br"()[^bb1] : () -> () loc("SCF_ops.c04.mlir":12:5)
    ^bb1:
      "scf.yield"() : () -> () loc("SCF_ops.c04.mlir":14:5)
    }) : () -> () loc("SCF_ops.c04.mlir":10:3)
    "func.return"(%0) : (i64) -> () loc("SCF_ops.c04.mlir":16:3)
  }) {function_type = () -> i64, sym_name = "execute_region"} : () -> () loc("SCF_ops.c04.mlir":1:1)
}) : () -> () loc("SCF_ops.c04.mlir":0:0)
