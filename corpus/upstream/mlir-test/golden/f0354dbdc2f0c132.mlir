"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: tensor<64xf32> loc("SparseTensor_roundtrip.c00.mlir":2:40)):
    %1 = "sparse_tensor.convert"(%0) : (tensor<64xf32>) -> tensor<64xf32, #sparse_tensor.encoding<{ dimLevelType = ["compressed"]}>> loc("SparseTensor_roundtrip.c00.mlir":3:8)
    "func.return"(%1) : (tensor<64xf32, #sparse_tensor.encoding<{ dimLevelType = ["compressed"]}>>) -> () loc("SparseTensor_roundtrip.c00.mlir":4:3)
  }) {function_type = (tensor<64xf32>) -> tensor<64xf32, #sparse_tensor.encoding<{ dimLevelType = ["compressed"]}>>, sym_name = "sparse_convert_1d_to_sparse"} : () -> () loc("SparseTensor_roundtrip.c00.mlir":2:1)
}) : () -> () loc("SparseTensor_roundtrip.c00.mlir":0:0)
