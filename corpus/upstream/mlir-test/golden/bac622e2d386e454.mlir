"builtin.module"() ({
  "llvm.mlir.global"() ({
  }) {addr_space = 0 : i32, constant, global_type = !llvm.ptr, linkage = #llvm.linkage<external>, sym_name = "_ZTIi", unnamed_addr = 0 : i64, visibility_ = 0 : i64} : () -> () loc("LLVMIR_roundtrip.c06.mlir":1:1)
  "llvm.func"() ({
  }) {CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr, ptr)>, linkage = #llvm.linkage<external>, sym_name = "bar", unnamed_addr = 0 : i64, visibility_ = 0 : i64} : () -> () loc("LLVMIR_roundtrip.c06.mlir":2:1)
  "llvm.func"() ({
  }) {CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (...)>, linkage = #llvm.linkage<external>, sym_name = "__gxx_personality_v0", unnamed_addr = 0 : i64, visibility_ = 0 : i64} : () -> () loc("LLVMIR_roundtrip.c06.mlir":3:1)
  "llvm.func"() ({
  }) {CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<(i32, f64, i32)> (i32)>, linkage = #llvm.linkage<external>, sym_name = "foo", unnamed_addr = 0 : i64, visibility_ = 0 : i64} : () -> () loc("LLVMIR_roundtrip.c06.mlir":4:1)
  "llvm.func"() ({
    %0 = "llvm.mlir.constant"() {value = 0 : i32} : () -> i32 loc("LLVMIR_roundtrip.c06.mlir":6:8)
    %1 = "llvm.mlir.constant"() {value = 3 : i32} : () -> i32 loc("LLVMIR_roundtrip.c06.mlir":7:8)
    %2 = "llvm.mlir.constant"() {value = "\01"} : () -> !llvm.array<1 x i8> loc("LLVMIR_roundtrip.c06.mlir":8:8)
    %3 = "llvm.mlir.zero"() : () -> !llvm.ptr loc("LLVMIR_roundtrip.c06.mlir":9:8)
    %4 = "llvm.mlir.addressof"() {global_name = @_ZTIi} : () -> !llvm.ptr loc("LLVMIR_roundtrip.c06.mlir":10:8)
    %5 = "llvm.mlir.constant"() {value = 1 : i32} : () -> i32 loc("LLVMIR_roundtrip.c06.mlir":11:8)
    %6 = "llvm.alloca"(%5) {elem_type = i8} : (i32) -> !llvm.ptr loc("LLVMIR_roundtrip.c06.mlir":12:8)
    %7 = "llvm.invoke"(%5)[^bb2, ^bb1] {CConv = #llvm.cconv<ccc>, callee = @foo, operandSegmentSizes = array<i32: 1, 0, 0>} : (i32) -> !llvm.struct<(i32, f64, i32)> loc("LLVMIR_roundtrip.c06.mlir":13:8)
  ^bb1:
    %8 = "llvm.landingpad"(%3, %4, %2) {cleanup} : (!llvm.ptr, !llvm.ptr, !llvm.array<1 x i8>) -> !llvm.struct<(ptr, i32)> loc("LLVMIR_roundtrip.c06.mlir":15:9)
    %9 = "llvm.intr.eh.typeid.for"(%4) : (!llvm.ptr) -> i32 loc("LLVMIR_roundtrip.c06.mlir":16:9)
    "llvm.resume"(%8) : (!llvm.struct<(ptr, i32)>) -> () loc("LLVMIR_roundtrip.c06.mlir":17:3)
  ^bb2:
    "llvm.return"(%5) : (i32) -> () loc("LLVMIR_roundtrip.c06.mlir":19:3)
  ^bb3:
    "llvm.invoke"(%6, %4, %3)[^bb2, ^bb1] {CConv = #llvm.cconv<ccc>, callee = @bar, operandSegmentSizes = array<i32: 3, 0, 0>} : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> () loc("LLVMIR_roundtrip.c06.mlir":21:3)
  ^bb4:
    "llvm.return"(%0) : (i32) -> () loc("LLVMIR_roundtrip.c06.mlir":23:3)
  }) {CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 ()>, linkage = #llvm.linkage<external>, personality = @__gxx_personality_v0, sym_name = "invokeLandingpad", unnamed_addr = 0 : i64, visibility_ = 0 : i64} : () -> () loc("LLVMIR_roundtrip.c06.mlir":5:1)
}) : () -> () loc("LLVMIR_roundtrip.c06.mlir":0:0)
