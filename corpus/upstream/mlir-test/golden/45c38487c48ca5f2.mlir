"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: memref<1024xf32> loc("SCF_ops.c02.mlir":1:31), %1: index loc("SCF_ops.c02.mlir":1:58), %2: index loc("SCF_ops.c02.mlir":1:70), %3: index loc("SCF_ops.c02.mlir":1:82)):
    %4 = "arith.constant"() {value = 0.0e0 : f32} : () -> f32 loc("SCF_ops.c02.mlir":2:12)
    %5 = "arith.constant"() {value = 0.0e0 : f32} : () -> f32 loc("SCF_ops.c02.mlir":3:9)
    %6 = "scf.for"(%1, %2, %3, %4) ({
    ^bb0(%7: index loc("SCF_ops.c02.mlir":4:18), %8: f32 loc("SCF_ops.c02.mlir":4:56)):
      %9 = "memref.load"(%0, %7) : (memref<1024xf32>, index) -> f32 loc("SCF_ops.c02.mlir":5:10)
      %10 = "arith.cmpf"(%9, %5) {predicate = 9 : i64} : (f32, f32) -> i1 loc("SCF_ops.c02.mlir":6:13)
      %11 = "scf.if"(%10) ({
        %12 = "arith.addf"(%8, %9) {fastmath = #arith.fastmath<none>} : (f32, f32) -> f32 loc("SCF_ops.c02.mlir":8:18)
        "scf.yield"(%12) : (f32) -> () loc("SCF_ops.c02.mlir":9:7)
      }, {
        "scf.yield"(%8) : (f32) -> () loc("SCF_ops.c02.mlir":11:7)
      }) : (i1) -> f32 loc("SCF_ops.c02.mlir":7:17)
      "scf.yield"(%11) : (f32) -> () loc("SCF_ops.c02.mlir":13:5)
    }) : (index, index, index, f32) -> f32 loc("SCF_ops.c02.mlir":4:10)
    "func.return"(%6) : (f32) -> () loc("SCF_ops.c02.mlir":15:3)
  }) {function_type = (memref<1024xf32>, index, index, index) -> f32, sym_name = "conditional_reduce"} : () -> () loc("SCF_ops.c02.mlir":1:1)
}) : () -> () loc("SCF_ops.c02.mlir":0:0)
