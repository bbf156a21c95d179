"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: i32 loc("EmitC_ops.c02.mlir":1:16), %1: f32 loc("EmitC_ops.c02.mlir":1:29), %2: i64 loc("EmitC_ops.c02.mlir":1:42), %3: f64 loc("EmitC_ops.c02.mlir":1:55), %4: !emitc.opaque<"unsigned"> loc("EmitC_ops.c02.mlir":1:68), %5: !emitc.opaque<"std::valarray<int>"> loc("EmitC_ops.c02.mlir":1:103), %6: !emitc.opaque<"custom"> loc("EmitC_ops.c02.mlir":1:148)):
    %7 = "emitc.cmp"(%0, %0) {predicate = 0 : i64} : (i32, i32) -> i1 loc("EmitC_ops.c02.mlir":2:8)
    %8 = "emitc.cmp"(%0, %0) {predicate = 0 : i64} : (i32, i32) -> i1 loc("EmitC_ops.c02.mlir":3:8)
    %9 = "emitc.cmp"(%1, %1) {predicate = 1 : i64} : (f32, f32) -> i1 loc("EmitC_ops.c02.mlir":4:8)
    %10 = "emitc.cmp"(%2, %2) {predicate = 2 : i64} : (i64, i64) -> i1 loc("EmitC_ops.c02.mlir":5:8)
    %11 = "emitc.cmp"(%4, %4) {predicate = 4 : i64} : (!emitc.opaque<"unsigned">, !emitc.opaque<"unsigned">) -> i1 loc("EmitC_ops.c02.mlir":6:9)
    %12 = "emitc.cmp"(%5, %5) {predicate = 5 : i64} : (!emitc.opaque<"std::valarray<int>">, !emitc.opaque<"std::valarray<int>">) -> !emitc.opaque<"std::valarray<bool>"> loc("EmitC_ops.c02.mlir":7:9)
    %13 = "emitc.cmp"(%6, %6) {predicate = 6 : i64} : (!emitc.opaque<"custom">, !emitc.opaque<"custom">) -> !emitc.opaque<"custom"> loc("EmitC_ops.c02.mlir":8:9)
    "func.return"() : () -> () loc("EmitC_ops.c02.mlir":9:3)
  }) {function_type = (i32, f32, i64, f64, !emitc.opaque<"unsigned">, !emitc.opaque<"std::valarray<int>">, !emitc.opaque<"custom">) -> (), sym_name = "EmitC_ops.c02.mlir"} : () -> () loc("EmitC_ops.c02.mlir":1:1)
}) : () -> () loc("EmitC_ops.c02.mlir":0:0)
