"builtin.module"() ({
  "x.unknown"() : () -> () loc(unknown)
  "x.file"() : () -> () loc("file.mlir":10:8)
  "x.name"() : () -> () loc("named")
  "x.name_child"() : () -> () loc("outer"("inner.mlir":1:1))
  "x.callsite"() : () -> () loc(callsite("callee.mlir":2:3 at "caller.mlir":4:5))
  "x.fused"() : () -> () loc(fused["a.mlir":1:1, "b.mlir":2:2])
  "x.fused_meta"() : () -> () loc(fused<"meta">["a.mlir":1:1])
  "x.args"() ({
  ^bb0(%0: i32 loc("arg.mlir":1:1), %1: f32 loc("locations_compat.mlir":11:37)):
    "x.yield"(%0) : (i32) -> () loc("yield.mlir":2:2)
  }) : () -> () loc("locations_compat.mlir":10:3)
}) : () -> () loc("locations_compat.mlir":2:1)
