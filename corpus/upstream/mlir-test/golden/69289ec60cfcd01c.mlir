"builtin.module"() ({
  "llvm.func"() ({
  }) {CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<(i32, f64, i32)> (i32, ...)>, linkage = #llvm.linkage<external>, sym_name = "vararg_foo", visibility_ = 0 : i64} : () -> () loc("LLVMIR_roundtrip.c02.mlir":1:1)
}) : () -> () loc("LLVMIR_roundtrip.c02.mlir":0:0)
