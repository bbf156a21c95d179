"builtin.module"() ({
  "llvm.func"() ({
  ^bb0(%0: i32 loc("LLVMIR_roundtrip.c05.mlir":1:21), %1: i1 loc("LLVMIR_roundtrip.c05.mlir":1:33)):
    "llvm.cond_br"(%1)[^bb1, ^bb2] {operand_segment_sizes = array<i32: 1, 0, 0>} : (i1) -> () loc("LLVMIR_roundtrip.c05.mlir":2:3)
  ^bb1:
    %2 = "llvm.mlir.undef"() : () -> !llvm.struct<(i32, f64, i32)> loc("LLVMIR_roundtrip.c05.mlir":4:9)
    %3 = "llvm.mlir.constant"() {value = 42 : i64} : () -> i47 loc("LLVMIR_roundtrip.c05.mlir":5:9)
    "llvm.switch"(%0)[^bb2, ^bb3, ^bb4, ^bb5, ^bb5] {case_operand_segments = array<i32: 0, 0, 0, 0>, case_values = dense<[1, 2, 3, -3]> : vector<4xi32>, operand_segment_sizes = array<i32: 1, 0, 0>} : (i32) -> () loc("LLVMIR_roundtrip.c05.mlir":6:3)
  ^bb2:
    "llvm.switch"(%0)[^bb6] {case_operand_segments = array<i32>, operand_segment_sizes = array<i32: 1, 0, 0>} : (i32) -> () loc("LLVMIR_roundtrip.c05.mlir":13:3)
  ^bb3:
    "llvm.br"()[^bb6] : () -> () loc("LLVMIR_roundtrip.c05.mlir":16:3)
  ^bb4:
    "llvm.br"()[^bb6] : () -> () loc("LLVMIR_roundtrip.c05.mlir":18:3)
  ^bb5:
    "llvm.br"()[^bb6] : () -> () loc("LLVMIR_roundtrip.c05.mlir":20:3)
  ^bb6:
    "llvm.return"() : () -> () loc("LLVMIR_roundtrip.c05.mlir":22:3)
  }) {CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32, i1)>, linkage = #llvm.linkage<external>, sym_name = "switches"} : () -> () loc("LLVMIR_roundtrip.c05.mlir":1:1)
}) : () -> () loc("LLVMIR_roundtrip.c05.mlir":0:0)
