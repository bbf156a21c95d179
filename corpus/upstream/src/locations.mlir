// Every builtin location kind (the file line-col range form needs mlir-opt 22).
module {
  "x.unknown"() : () -> () loc(unknown)
  "x.file"() : () -> () loc("file.mlir":10:8)
  "x.range"() : () -> () loc("range.mlir":1:2 to 3:4)
  "x.range_line"() : () -> () loc("range.mlir":5:2 to :9)
  "x.name"() : () -> () loc("named")
  "x.name_child"() : () -> () loc("outer"("inner.mlir":1:1))
  "x.callsite"() : () -> () loc(callsite("callee.mlir":2:3 at "caller.mlir":4:5))
  "x.fused"() : () -> () loc(fused["a.mlir":1:1, "b.mlir":2:2])
  "x.fused_meta"() : () -> () loc(fused<"meta">["a.mlir":1:1, unknown])
  "x.fused_attr_meta"() : () -> () loc(fused<{k = 1 : i64}>["c.mlir":3:3, "n"])
  "x.opaque_nested"() : () -> () loc(callsite("n1" at callsite("n2" at "deep.mlir":9:9)))
}
