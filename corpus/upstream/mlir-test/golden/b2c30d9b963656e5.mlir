"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: tensor<8x8x8xf64, #sparse_tensor.encoding<{ dimLevelType = ["dense", "dense", "compressed"]}>> loc("SparseTensor_roundtrip.c01.mlir":2:42)):
    %1 = "sparse_tensor.convert"(%0) : (tensor<8x8x8xf64, #sparse_tensor.encoding<{ dimLevelType = ["dense", "dense", "compressed"]}>>) -> tensor<8x8x8xf64> loc("SparseTensor_roundtrip.c01.mlir":3:8)
    "func.return"(%1) : (tensor<8x8x8xf64>) -> () loc("SparseTensor_roundtrip.c01.mlir":4:3)
  }) {function_type = (tensor<8x8x8xf64, #sparse_tensor.encoding<{ dimLevelType = ["dense", "dense", "compressed"]}>>) -> tensor<8x8x8xf64>, sym_name = "sparse_convert_3d_from_sparse"} : () -> () loc("SparseTensor_roundtrip.c01.mlir":2:1)
}) : () -> () loc("SparseTensor_roundtrip.c01.mlir":0:0)
