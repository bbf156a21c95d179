// Location kinds readable by every mlir-opt version (no line-col ranges).
module {
  "x.unknown"() : () -> () loc(unknown)
  "x.file"() : () -> () loc("file.mlir":10:8)
  "x.name"() : () -> () loc("named")
  "x.name_child"() : () -> () loc("outer"("inner.mlir":1:1))
  "x.callsite"() : () -> () loc(callsite("callee.mlir":2:3 at "caller.mlir":4:5))
  "x.fused"() : () -> () loc(fused["a.mlir":1:1, "b.mlir":2:2])
  "x.fused_meta"() : () -> () loc(fused<"meta">["a.mlir":1:1, unknown])
  "x.args"() ({
  ^bb0(%a: i32 loc("arg.mlir":1:1), %b: f32):
    "x.yield"(%a) : (i32) -> () loc("yield.mlir":2:2)
  }) : () -> ()
}
