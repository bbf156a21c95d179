"builtin.module"() ({
  "llvm.func"() ({
  }) {CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "baz", unnamed_addr = 0 : i64, visibility_ = 0 : i64} : () -> () loc("LLVMIR_roundtrip.c00.mlir":1:1)
  "llvm.func"() ({
  ^bb0(%0: !llvm.ptr loc("LLVMIR_roundtrip.c00.mlir":3:16), %1: i64 loc("LLVMIR_roundtrip.c00.mlir":3:33), %2: !llvm.ptr loc("LLVMIR_roundtrip.c00.mlir":3:44)):
    %3 = "llvm.getelementptr"(%0, %1) {elem_type = !llvm.struct<(i32, struct<(i32, f32)>)>, rawConstantIndices = array<i32: -2147483648, 1, 0>} : (!llvm.ptr, i64) -> !llvm.ptr loc("LLVMIR_roundtrip.c00.mlir":4:3)
    %4 = "llvm.getelementptr"(%2, %1, %1) {elem_type = !llvm.struct<(array<10 x f32>)>, inbounds, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>} : (!llvm.ptr, i64, i64) -> !llvm.ptr loc("LLVMIR_roundtrip.c00.mlir":5:3)
    "llvm.return"() : () -> () loc("LLVMIR_roundtrip.c00.mlir":6:3)
  }) {CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, i64, ptr)>, linkage = #llvm.linkage<external>, sym_name = "gep", unnamed_addr = 0 : i64, visibility_ = 0 : i64} : () -> () loc("LLVMIR_roundtrip.c00.mlir":3:1)
}) : () -> () loc("LLVMIR_roundtrip.c00.mlir":0:0)
