"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: f32 loc("Complex_ops.c01.mlir":1:16)):
    %1 = "complex.create"(%0, %0) : (f32, f32) -> complex<f32> loc("Complex_ops.c01.mlir":2:14)
    %2 = "complex.rsqrt"(%1) {fastmath = #arith.fastmath<none>} : (complex<f32>) -> complex<f32> loc("Complex_ops.c01.mlir":3:12)
    %3 = "complex.atan2"(%1, %1) {fastmath = #arith.fastmath<none>} : (complex<f32>, complex<f32>) -> complex<f32> loc("Complex_ops.c01.mlir":4:12)
    %4 = "complex.tan"(%1) {fastmath = #arith.fastmath<none>} : (complex<f32>) -> complex<f32> loc("Complex_ops.c01.mlir":5:10)
    %5 = "complex.bitcast"(%1) : (complex<f32>) -> i64 loc("Complex_ops.c01.mlir":6:10)
    "func.return"() : () -> () loc("Complex_ops.c01.mlir":7:3)
  }) {function_type = (f32) -> (), sym_name = "ops"} : () -> () loc("Complex_ops.c01.mlir":1:1)
}) : () -> () loc("Complex_ops.c01.mlir":0:0)
