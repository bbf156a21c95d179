"builtin.module"() ({
  "llvm.func"() ({
  ^bb0(%0: !llvm.ptr loc("LLVMIR_roundtrip.c01.mlir":1:17), %1: i64 loc("LLVMIR_roundtrip.c01.mlir":1:34), %2: !llvm.ptr loc("LLVMIR_roundtrip.c01.mlir":1:45)):
    %3 = "llvm.getelementptr"(%2, %1, %1) {elem_type = !llvm.struct<(array<10 x f32>)>, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>} : (!llvm.ptr, i64, i64) -> !llvm.ptr loc("LLVMIR_roundtrip.c01.mlir":2:3)
    %4 = "llvm.getelementptr"(%2, %1, %1) {elem_type = !llvm.struct<(array<10 x f32>)>, noWrapFlags = 2 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>} : (!llvm.ptr, i64, i64) -> !llvm.ptr loc("LLVMIR_roundtrip.c01.mlir":3:3)
    %5 = "llvm.getelementptr"(%2, %1, %1) {elem_type = !llvm.struct<(array<10 x f32>)>, noWrapFlags = 4 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>} : (!llvm.ptr, i64, i64) -> !llvm.ptr loc("LLVMIR_roundtrip.c01.mlir":4:3)
    "llvm.return"() : () -> () loc("LLVMIR_roundtrip.c01.mlir":5:3)
  }) {CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, i64, ptr)>, linkage = #llvm.linkage<external>, sym_name = "gep2", unnamed_addr = 0 : i64, visibility_ = 0 : i64} : () -> () loc("LLVMIR_roundtrip.c01.mlir":1:1)
}) : () -> () loc("LLVMIR_roundtrip.c01.mlir":0:0)
