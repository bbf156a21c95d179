"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: f64 loc("SparseTensor_roundtrip.c02.mlir":1:26), %1: i64 loc("SparseTensor_roundtrip.c02.mlir":1:38)):
    %2 = "arith.constant"() {value = 0.0e0 : f64} : () -> f64 loc("SparseTensor_roundtrip.c02.mlir":2:10)
    %3 = "sparse_tensor.binary"(%0, %1) ({
    ^bb0(%4: f64 loc("SparseTensor_roundtrip.c02.mlir":5:12), %5: i64 loc("SparseTensor_roundtrip.c02.mlir":5:21)):
      "sparse_tensor.yield"(%4) : (f64) -> () loc("SparseTensor_roundtrip.c02.mlir":6:9)
    }, {
    }, {
    ^bb0(%6: i64 loc("SparseTensor_roundtrip.c02.mlir":10:12)):
      "sparse_tensor.yield"(%2) : (f64) -> () loc("SparseTensor_roundtrip.c02.mlir":11:9)
    }) {left_identity} : (f64, i64) -> f64 loc("SparseTensor_roundtrip.c02.mlir":3:8)
    "func.return"(%3) : (f64) -> () loc("SparseTensor_roundtrip.c02.mlir":13:3)
  }) {function_type = (f64, i64) -> f64, sym_name = "sparse_binary"} : () -> () loc("SparseTensor_roundtrip.c02.mlir":1:1)
}) : () -> () loc("SparseTensor_roundtrip.c02.mlir":0:0)
