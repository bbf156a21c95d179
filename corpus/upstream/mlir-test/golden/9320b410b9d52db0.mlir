"builtin.module"() ({
  "llvm.func"() ({
  ^bb0(%0: i32 loc("LLVMIR_roundtrip.c03.mlir":1:16)):
    %1 = "llvm.mlir.constant"() {value = 3 : i64} : () -> i32 loc("LLVMIR_roundtrip.c03.mlir":2:8)
    %2 = "llvm.mlir.constant"() {value = 3 : i64} : () -> i32 loc("LLVMIR_roundtrip.c03.mlir":3:8)
    %3 = "llvm.mlir.constant"() {value = 4.2e1 : f64} : () -> f64 loc("LLVMIR_roundtrip.c03.mlir":4:8)
    %4 = "llvm.mlir.constant"() {value = 4.2e1 : f64} : () -> f64 loc("LLVMIR_roundtrip.c03.mlir":5:8)
    %5 = "llvm.add"(%1, %2) : (i32, i32) -> i32 loc("LLVMIR_roundtrip.c03.mlir":6:8)
    %6 = "llvm.mul"(%5, %2) : (i32, i32) -> i32 loc("LLVMIR_roundtrip.c03.mlir":7:8)
    %7 = "llvm.fadd"(%3, %4) {fastmathFlags = #llvm.fastmath<none>} : (f64, f64) -> f64 loc("LLVMIR_roundtrip.c03.mlir":8:8)
    %8 = "llvm.fsub"(%4, %7) {fastmathFlags = #llvm.fastmath<none>} : (f64, f64) -> f64 loc("LLVMIR_roundtrip.c03.mlir":9:8)
    %9 = "llvm.mlir.constant"() {value = 1 : i64} : () -> i1 loc("LLVMIR_roundtrip.c03.mlir":10:8)
    "llvm.cond_br"(%9, %5, %5)[^bb1, ^bb2] {operandSegmentSizes = array<i32: 1, 1, 1>} : (i1, i32, i32) -> () loc("LLVMIR_roundtrip.c03.mlir":11:3)
  ^bb1(%10: i32 loc("LLVMIR_roundtrip.c03.mlir":12:6)):
    %11 = "llvm.call"(%10) {CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @foo, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>} : (i32) -> !llvm.struct<(i32, f64, i32)> loc("LLVMIR_roundtrip.c03.mlir":13:9)
    %12 = "llvm.extractvalue"(%11) {position = array<i64: 0>} : (!llvm.struct<(i32, f64, i32)>) -> i32 loc("LLVMIR_roundtrip.c03.mlir":14:9)
    %13 = "llvm.mlir.undef"() : () -> !llvm.struct<(i32, f64, i32)> loc("LLVMIR_roundtrip.c03.mlir":15:9)
    %14 = "llvm.insertvalue"(%13, %6) {position = array<i64: 0>} : (!llvm.struct<(i32, f64, i32)>, i32) -> !llvm.struct<(i32, f64, i32)> loc("LLVMIR_roundtrip.c03.mlir":16:9)
    "llvm.return"(%14) : (!llvm.struct<(i32, f64, i32)>) -> () loc("LLVMIR_roundtrip.c03.mlir":17:3)
  ^bb2(%15: i32 loc("LLVMIR_roundtrip.c03.mlir":18:6)):
    %16 = "llvm.mlir.undef"() : () -> !llvm.struct<(i32, f64, i32)> loc("LLVMIR_roundtrip.c03.mlir":19:9)
    "llvm.return"(%16) : (!llvm.struct<(i32, f64, i32)>) -> () loc("LLVMIR_roundtrip.c03.mlir":20:3)
  }) {CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<(i32, f64, i32)> (i32)>, linkage = #llvm.linkage<external>, sym_name = "foo", unnamed_addr = 0 : i64, visibility_ = 0 : i64} : () -> () loc("LLVMIR_roundtrip.c03.mlir":1:1)
}) : () -> () loc("LLVMIR_roundtrip.c03.mlir":0:0)
