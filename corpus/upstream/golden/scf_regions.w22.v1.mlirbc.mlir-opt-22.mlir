"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: index loc("scf_regions.mlir":4:18), %1: i1 loc("scf_regions.mlir":4:29), %2: f32 loc("scf_regions.mlir":4:37)):
    %3 = "arith.constant"() {value = 0 : index} : () -> index loc("scf_regions.mlir":5:11)
    %4 = "arith.constant"() {value = 1 : index} : () -> index loc("scf_regions.mlir":6:11)
    %5 = "scf.for"(%3, %0, %4, %2) ({
    ^bb0(%6: index loc("scf_regions.mlir":7:18), %7: f32 loc("scf_regions.mlir":7:52)):
      %8 = "scf.if"(%1) ({
        %9 = "arith.addf"(%7, %2) {fastmath = #arith.fastmath<none>} : (f32, f32) -> f32 loc("scf_regions.mlir":9:14)
        "scf.yield"(%9) : (f32) -> () loc("scf_regions.mlir":10:9)
      }, {
        "scf.yield"(%7) : (f32) -> () loc("scf_regions.mlir":12:9)
      }) : (i1) -> f32 loc("scf_regions.mlir":8:12)
      "scf.yield"(%8) : (f32) -> () loc("scf_regions.mlir":14:7)
    }) : (index, index, index, f32) -> f32 loc("scf_regions.mlir":7:10)
    %10 = "scf.while"(%3) ({
    ^bb0(%11: index loc("scf_regions.mlir":16:21)):
      %12 = "arith.cmpi"(%11, %0) {predicate = 2 : i64} : (index, index) -> i1 loc("scf_regions.mlir":17:15)
      "scf.condition"(%12, %11) : (i1, index) -> () loc("scf_regions.mlir":18:7)
    }, {
    ^bb0(%13: index loc("scf_regions.mlir":20:10)):
      %14 = "arith.addi"(%13, %4) {overflowFlags = #arith.overflow<none>} : (index, index) -> index loc("scf_regions.mlir":21:13)
      "scf.yield"(%14) : (index) -> () loc("scf_regions.mlir":22:7)
    }) : (index) -> index loc("scf_regions.mlir":16:10)
    "scf.if"(%1) ({
      "x.side_effect"() : () -> () loc("scf_regions.mlir":25:7)
      "scf.yield"() : () -> () loc("scf_regions.mlir":24:5)
    }, {
    }) : (i1) -> () loc("scf_regions.mlir":24:5)
    "func.return"(%5) : (f32) -> () loc("scf_regions.mlir":27:5)
  }) {function_type = (index, i1, f32) -> f32, sym_name = "scf"} : () -> () loc("scf_regions.mlir":4:3)
}) : () -> () loc("scf_regions.mlir":3:1)
