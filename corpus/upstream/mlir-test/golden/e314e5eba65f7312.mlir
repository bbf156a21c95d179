"builtin.module"() ({
  "llvm.func"() ({
  ^bb0(%0: i32 loc("LLVMIR_roundtrip.c07.mlir":1:25)):
    %1 = "llvm.inline_asm"(%0) {asm_string = "bswap $0", constraints = "=r,r", tail_call_kind = #llvm.tailcallkind<none>} : (i32) -> i8 loc("LLVMIR_roundtrip.c07.mlir":2:8)
    %2 = "llvm.inline_asm"(%0, %0) {asm_string = "foo", constraints = "bar", tail_call_kind = #llvm.tailcallkind<none>} : (i32, i32) -> i8 loc("LLVMIR_roundtrip.c07.mlir":3:8)
    %3 = "llvm.inline_asm"(%0, %0) {asm_string = "foo", constraints = "bar", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>} : (i32, i32) -> i8 loc("LLVMIR_roundtrip.c07.mlir":4:8)
    %4 = "llvm.inline_asm"(%0, %0) {asm_string = "foo", constraints = "bar", is_align_stack, tail_call_kind = #llvm.tailcallkind<none>} : (i32, i32) -> i8 loc("LLVMIR_roundtrip.c07.mlir":5:8)
    %5 = "llvm.inline_asm"(%0) {asm_string = "foo", constraints = "=r,=r,r", tail_call_kind = #llvm.tailcallkind<none>} : (i32) -> !llvm.struct<(i8, i8)> loc("LLVMIR_roundtrip.c07.mlir":6:8)
    "llvm.return"() : () -> () loc("LLVMIR_roundtrip.c07.mlir":7:3)
  }) {CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32)>, linkage = #llvm.linkage<external>, sym_name = "useInlineAsm", visibility_ = 0 : i64} : () -> () loc("LLVMIR_roundtrip.c07.mlir":1:1)
}) : () -> () loc("LLVMIR_roundtrip.c07.mlir":0:0)
