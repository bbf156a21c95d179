"builtin.module"() ({
  "x.op"() {a = 2 : i64} : () -> () loc("unregistered.mlir":4:3)
  "x.props_only"() : () -> () loc("unregistered.mlir":5:3)
  %0:2 = "x.multi"() {name = "m"} : () -> (i32, !x.opaque<"stuff">) loc("unregistered.mlir":6:10)
  "x.graph"() ({
    %1 = "x.use"(%2) : (i32) -> i32 loc("unregistered.mlir":8:10)
    %2 = "x.def"(%1) : (i32) -> i32 loc("unregistered.mlir":9:10)
  }) : () -> () loc("unregistered.mlir":7:3)
  "x.with_regions"(%0#0) ({
  ^bb0(%3: i32 loc("unregistered.mlir":12:8)):
    "x.br"()[^bb1] : () -> () loc("unregistered.mlir":13:5)
  ^bb1:
    "x.term"(%3) : (i32) -> () loc("unregistered.mlir":15:5)
  }, {
  }) {attr = #x.custom<"opaque">} : (i32) -> () loc("unregistered.mlir":11:3)
}) : () -> () loc("unregistered.mlir":3:1)
