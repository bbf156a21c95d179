"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: f64 loc("SparseTensor_roundtrip.c03.mlir":1:25)):
    %1 = "sparse_tensor.unary"(%0) ({
    ^bb0(%2: f64 loc("SparseTensor_roundtrip.c03.mlir":4:12)):
      "sparse_tensor.yield"(%2) : (f64) -> () loc("SparseTensor_roundtrip.c03.mlir":5:9)
    }, {
      %3 = "arith.constant"() {value = -1.0e0 : f64} : () -> f64 loc("SparseTensor_roundtrip.c03.mlir":8:16)
      "sparse_tensor.yield"(%3) : (f64) -> () loc("SparseTensor_roundtrip.c03.mlir":9:9)
    }) : (f64) -> f64 loc("SparseTensor_roundtrip.c03.mlir":2:8)
    "func.return"(%1) : (f64) -> () loc("SparseTensor_roundtrip.c03.mlir":11:3)
  }) {function_type = (f64) -> f64, sym_name = "sparse_unary"} : () -> () loc("SparseTensor_roundtrip.c03.mlir":1:1)
}) : () -> () loc("SparseTensor_roundtrip.c03.mlir":0:0)
