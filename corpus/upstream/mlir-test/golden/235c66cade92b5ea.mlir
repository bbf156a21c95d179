"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: f64 loc("SparseTensor_roundtrip.c04.mlir":1:26)):
    %1 = "arith.constant"() {value = 0.0e0 : f64} : () -> f64 loc("SparseTensor_roundtrip.c04.mlir":2:10)
    %2 = "sparse_tensor.select"(%0) ({
    ^bb0(%3: f64 loc("SparseTensor_roundtrip.c04.mlir":4:12)):
      %4 = "arith.cmpf"(%3, %1) {fastmath = #arith.fastmath<none>, predicate = 2 : i64} : (f64, f64) -> i1 loc("SparseTensor_roundtrip.c04.mlir":5:16)
      "sparse_tensor.yield"(%4) : (i1) -> () loc("SparseTensor_roundtrip.c04.mlir":6:9)
    }) : (f64) -> f64 loc("SparseTensor_roundtrip.c04.mlir":3:8)
    "func.return"(%2) : (f64) -> () loc("SparseTensor_roundtrip.c04.mlir":8:3)
  }) {function_type = (f64) -> f64, sym_name = "sparse_select"} : () -> () loc("SparseTensor_roundtrip.c04.mlir":1:1)
}) : () -> () loc("SparseTensor_roundtrip.c04.mlir":0:0)
