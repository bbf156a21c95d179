"builtin.module"() ({
  "llvm.func"() ({
    "llvm.intr.experimental.noalias.scope.decl"() {scope = #llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[0]<>, description = "The domain">, description = "The domain">} : () -> () loc("LLVMIR_roundtrip.c09.mlir":4:3)
    "llvm.return"() : () -> () loc("LLVMIR_roundtrip.c09.mlir":5:3)
  }) {CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "experimental_noalias_scope_decl", unnamed_addr = 0 : i64, visibility_ = 0 : i64} : () -> () loc("LLVMIR_roundtrip.c09.mlir":3:1)
}) : () -> () loc("LLVMIR_roundtrip.c09.mlir":0:0)
