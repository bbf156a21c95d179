"builtin.module"() ({
  "func.func"() ({
  ^bb0(%0: index loc("ods_properties_bool.mlir":4:16), %1: index loc("ods_properties_bool.mlir":4:27)):
    %2 = "affine.linearize_index"(%0, %1) {operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 4, 8>} : (index, index) -> index loc("ods_properties_bool.mlir":5:8)
    %3 = "affine.linearize_index"(%0, %1) {operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 4, 8>} : (index, index) -> index loc("ods_properties_bool.mlir":6:8)
    "func.return"(%2, %3) : (index, index) -> () loc("ods_properties_bool.mlir":7:3)
  }) {function_type = (index, index) -> (index, index), sym_name = "lin"} : () -> () loc("ods_properties_bool.mlir":4:1)
}) : () -> () loc("ods_properties_bool.mlir":0:0)
