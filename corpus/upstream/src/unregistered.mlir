// Unregistered dialects: inherent properties vs discardable attributes,
// regions, results, successors and graph-region forward references.
module {
  "x.op"() <{p = 1}> {a = 2} : () -> ()
  "x.props_only"() <{nested = {k = [1, "two", 3.0 : f32]}, u}> : () -> ()
  %0:2 = "x.multi"() {name = "m"} : () -> (i32, !x.opaque<"stuff">)
  "x.graph"() ({
    %b = "x.use"(%a) : (i32) -> i32
    %a = "x.def"(%b) : (i32) -> i32
  }) : () -> ()
  "x.with_regions"(%0#0) ({
  ^bb0(%r: i32):
    "x.br"()[^bb1] : () -> ()
  ^bb1:
    "x.term"(%r) : (i32) -> ()
  }, {
  }) {attr = #x.custom<"opaque">} : (i32) -> ()
}
