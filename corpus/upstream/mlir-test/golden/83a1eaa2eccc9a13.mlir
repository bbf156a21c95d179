"builtin.module"() ({
  "llvm.func"() ({
  }) {CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<(i32, f64, i32)> (i32)>, linkage = #llvm.linkage<external>, sym_name = "foo", unnamed_addr = 0 : i64, visibility_ = 0 : i64} : () -> () loc("LLVMIR_roundtrip.c08.mlir":1:1)
  "func.func"() ({
  ^bb0(%0: f32 loc("LLVMIR_roundtrip.c08.mlir":2:26), %1: f32 loc("LLVMIR_roundtrip.c08.mlir":2:38), %2: i32 loc("LLVMIR_roundtrip.c08.mlir":2:50), %3: vector<2xf32> loc("LLVMIR_roundtrip.c08.mlir":2:62), %4: vector<2xf32> loc("LLVMIR_roundtrip.c08.mlir":2:86)):
    %5 = "llvm.fadd"(%0, %1) {fastmathFlags = #llvm.fastmath<fast>} : (f32, f32) -> f32 loc("LLVMIR_roundtrip.c08.mlir":3:8)
    %6 = "llvm.fsub"(%0, %1) {fastmathFlags = #llvm.fastmath<fast>} : (f32, f32) -> f32 loc("LLVMIR_roundtrip.c08.mlir":4:8)
    %7 = "llvm.fcmp"(%0, %1) {fastmathFlags = #llvm.fastmath<fast>, predicate = 1 : i64} : (f32, f32) -> i1 loc("LLVMIR_roundtrip.c08.mlir":5:8)
    %8 = "llvm.fcmp"(%3, %4) {fastmathFlags = #llvm.fastmath<fast>, predicate = 1 : i64} : (vector<2xf32>, vector<2xf32>) -> vector<2xi1> loc("LLVMIR_roundtrip.c08.mlir":6:11)
    %9 = "llvm.fneg"(%0) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32 loc("LLVMIR_roundtrip.c08.mlir":7:8)
    %10 = "llvm.call"(%2) {CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @foo, fastmathFlags = #llvm.fastmath<fast>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>} : (i32) -> !llvm.struct<(i32, f64, i32)> loc("LLVMIR_roundtrip.c08.mlir":8:8)
    %11 = "llvm.fadd"(%0, %1) {fastmathFlags = #llvm.fastmath<none>} : (f32, f32) -> f32 loc("LLVMIR_roundtrip.c08.mlir":9:8)
    %12 = "llvm.fadd"(%0, %1) {fastmathFlags = #llvm.fastmath<nnan, ninf>} : (f32, f32) -> f32 loc("LLVMIR_roundtrip.c08.mlir":10:8)
    %13 = "llvm.intr.sin"(%0) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32 loc("LLVMIR_roundtrip.c08.mlir":11:9)
    %14 = "llvm.intr.vector.reduce.fmin"(%3) {fastmathFlags = #llvm.fastmath<nnan>} : (vector<2xf32>) -> f32 loc("LLVMIR_roundtrip.c08.mlir":12:9)
    "func.return"() : () -> () loc("LLVMIR_roundtrip.c08.mlir":13:3)
  }) {function_type = (f32, f32, i32, vector<2xf32>, vector<2xf32>) -> (), sym_name = "fastmathFlags"} : () -> () loc("LLVMIR_roundtrip.c08.mlir":2:1)
}) : () -> () loc("LLVMIR_roundtrip.c08.mlir":0:0)
