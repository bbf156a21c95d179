"builtin.module"() ({
  "x.op"() {other = distinct[0]<>, ref = distinct[1]<42 : i32>} : () -> () loc("distinct.mlir":3:3)
}) {x.d0 = distinct[1]<42 : i32>, x.d0_again = distinct[1]<42 : i32>, x.d1 = distinct[2]<"s">} : () -> () loc("distinct.mlir":2:1)
