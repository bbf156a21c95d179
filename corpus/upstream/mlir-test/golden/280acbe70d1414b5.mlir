"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: tensor<?xi32> loc("Linalg_roundtrip.c02.mlir":2:5), %1: tensor<?xi32> loc("Linalg_roundtrip.c02.mlir":2:27), %2: i32 loc("Linalg_roundtrip.c02.mlir":2:49)):
    %3 = "arith.constant"() {value = 0 : index} : () -> index loc("Linalg_roundtrip.c02.mlir":4:9)
    %4 = "tensor.empty"() : () -> tensor<i32> loc("Linalg_roundtrip.c02.mlir":5:8)
    %5 = "linalg.fill"(%2, %4) ({
    ^bb0(%6: i32 loc(unknown), %7: i32 loc(unknown)):
      "linalg.yield"(%6) : (i32) -> () loc(unknown)
    }) {operand_segment_sizes = array<i32: 1, 1>} : (i32, tensor<i32>) -> tensor<i32> loc("Linalg_roundtrip.c02.mlir":6:8)
    %8 = "tensor.empty"() : () -> tensor<i32> loc("Linalg_roundtrip.c02.mlir":7:8)
    %9 = "linalg.fill"(%2, %8) ({
    ^bb0(%10: i32 loc(unknown), %11: i32 loc(unknown)):
      "linalg.yield"(%10) : (i32) -> () loc(unknown)
    }) {operand_segment_sizes = array<i32: 1, 1>} : (i32, tensor<i32>) -> tensor<i32> loc("Linalg_roundtrip.c02.mlir":8:8)
    %12:2 = "linalg.generic"(%0, %1, %5, %9) ({
    ^bb0(%13: i32 loc("Linalg_roundtrip.c02.mlir":14:8), %14: i32 loc("Linalg_roundtrip.c02.mlir":14:20), %15: i32 loc("Linalg_roundtrip.c02.mlir":14:32), %16: i32 loc("Linalg_roundtrip.c02.mlir":14:44)):
      %17 = "arith.cmpi"(%13, %15) {predicate = 5 : i64} : (i32, i32) -> i1 loc("Linalg_roundtrip.c02.mlir":15:10)
      %18 = "arith.select"(%17, %13, %15) : (i1, i32, i32) -> i32 loc("Linalg_roundtrip.c02.mlir":16:10)
      %19 = "arith.cmpi"(%13, %15) {predicate = 0 : i64} : (i32, i32) -> i1 loc("Linalg_roundtrip.c02.mlir":17:10)
      %20 = "arith.cmpi"(%14, %16) {predicate = 2 : i64} : (i32, i32) -> i1 loc("Linalg_roundtrip.c02.mlir":18:10)
      %21 = "arith.select"(%20, %14, %16) : (i1, i32, i32) -> i32 loc("Linalg_roundtrip.c02.mlir":19:10)
      %22 = "arith.select"(%17, %14, %16) : (i1, i32, i32) -> i32 loc("Linalg_roundtrip.c02.mlir":20:11)
      %23 = "arith.select"(%19, %21, %22) : (i1, i32, i32) -> i32 loc("Linalg_roundtrip.c02.mlir":21:11)
      "linalg.yield"(%18, %23) : (i32, i32) -> () loc("Linalg_roundtrip.c02.mlir":22:5)
    }) {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> ()>], iterator_types = [#linalg.iterator_type<reduction>], operand_segment_sizes = array<i32: 2, 2>} : (tensor<?xi32>, tensor<?xi32>, tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<i32>) loc("Linalg_roundtrip.c02.mlir":9:10)
    "func.return"(%12#0, %12#1) : (tensor<i32>, tensor<i32>) -> () loc("Linalg_roundtrip.c02.mlir":24:3)
  }) {function_type = (tensor<?xi32>, tensor<?xi32>, i32) -> (tensor<i32>, tensor<i32>), sym_name = "generic_with_multiple_tensor_outputs"} : () -> () loc("Linalg_roundtrip.c02.mlir":1:1)
}) : () -> () loc("Linalg_roundtrip.c02.mlir":0:0)
