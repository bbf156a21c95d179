"builtin.module"() ({
  "llvm.mlir.global"() ({
  }) {addr_space = 0 : i32, constant, global_type = !llvm.array<3 x i8>, linkage = #llvm.linkage<internal>, sym_name = "str", unnamed_addr = 0 : i64, value = "abc", visibility_ = 0 : i64} : () -> () loc("ods_properties.mlir":6:1)
  "llvm.mlir.global"() ({
  }) {addr_space = 0 : i32, alignment = 8 : i64, global_type = i64, linkage = #llvm.linkage<private>, sym_name = "g", unnamed_addr = 0 : i64, value = 42 : i64, visibility_ = 0 : i64} : () -> () loc("ods_properties.mlir":7:1)
  "llvm.func"() ({
  }) {CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<external>, sym_name = "callee", unnamed_addr = 0 : i64, visibility_ = 0 : i64} : () -> () loc("ods_properties.mlir":8:1)
  "llvm.func"() ({
  ^bb0(%0: i32 loc("ods_properties.mlir":9:16), %1: !llvm.ptr loc("ods_properties.mlir":9:25), %2: f32 loc("ods_properties.mlir":9:40)):
    %3 = "llvm.mlir.constant"() {value = 7 : i32} : () -> i32 loc("ods_properties.mlir":10:8)
    %4 = "llvm.add"(%0, %3) : (i32, i32) -> i32 loc("ods_properties.mlir":11:8)
    %5 = "llvm.mul"(%4, %0) : (i32, i32) -> i32 loc("ods_properties.mlir":12:8)
    %6 = "llvm.getelementptr"(%1, %0) {elem_type = i8, inbounds, rawConstantIndices = array<i32: -2147483648>} : (!llvm.ptr, i32) -> !llvm.ptr loc("ods_properties.mlir":13:8)
    %7 = "llvm.load"(%6) {alignment = 4 : i64, ordering = 0 : i64} : (!llvm.ptr) -> i32 loc("ods_properties.mlir":14:8)
    "llvm.store"(%7, %1) {ordering = 0 : i64} : (i32, !llvm.ptr) -> () loc("ods_properties.mlir":15:3)
    %8 = "llvm.call"(%5) {CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @callee, fastmathFlags = #llvm.fastmath<none>} : (i32) -> i32 loc("ods_properties.mlir":16:8)
    %9 = "llvm.fadd"(%2, %2) {fastmathFlags = #llvm.fastmath<fast>} : (f32, f32) -> f32 loc("ods_properties.mlir":17:8)
    %10 = "llvm.mlir.addressof"() {global_name = @g} : () -> !llvm.ptr loc("ods_properties.mlir":18:8)
    "llvm.return"(%8) : (i32) -> () loc("ods_properties.mlir":19:3)
  }) {CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32, ptr, f32)>, linkage = #llvm.linkage<external>, sym_name = "ops", unnamed_addr = 0 : i64, visibility_ = 0 : i64} : () -> () loc("ods_properties.mlir":9:1)
  "func.func"() ({
  ^bb0(%11: memref<?x?xf32> loc("ods_properties.mlir":21:16), %12: vector<4xf32> loc("ods_properties.mlir":21:37), %13: index loc("ods_properties.mlir":21:56)):
    %14 = "arith.constant"() {value = 0.0e0 : f32} : () -> f32 loc("ods_properties.mlir":22:9)
    %15 = "vector.transfer_read"(%11, %13, %13, %14) {in_bounds = [true], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>} : (memref<?x?xf32>, index, index, f32) -> vector<4xf32> loc("ods_properties.mlir":23:8)
    "vector.transfer_write"(%12, %11, %13, %13) {in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>} : (vector<4xf32>, memref<?x?xf32>, index, index) -> () loc("ods_properties.mlir":24:3)
    %16 = "vector.reduction"(%15) {fastmath = #arith.fastmath<none>, kind = #vector.kind<add>} : (vector<4xf32>) -> f32 loc("ods_properties.mlir":25:8)
    %17 = "vector.extract"(%12) {static_position = array<i64: 1>} : (vector<4xf32>) -> f32 loc("ods_properties.mlir":26:8)
    "func.return"(%16) : (f32) -> () loc("ods_properties.mlir":27:3)
  }) {function_type = (memref<?x?xf32>, vector<4xf32>, index) -> f32, sym_name = "vec"} : () -> () loc("ods_properties.mlir":21:1)
  "func.func"() ({
  ^bb0(%18: memref<3x4x5xf32> loc("ods_properties.mlir":29:16), %19: index loc("ods_properties.mlir":29:39)):
    %20 = "memref.collapse_shape"(%18) {reassociation = [[0, 1], [2]]} : (memref<3x4x5xf32>) -> memref<12x5xf32> loc("ods_properties.mlir":30:8)
    %21 = "memref.expand_shape"(%20) {reassociation = [[0, 1], [2]], static_output_shape = array<i64: 3, 4, 5>} : (memref<12x5xf32>) -> memref<3x4x5xf32> loc("ods_properties.mlir":31:8)
    %22 = "memref.alloc"(%19) {alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 0>} : (index) -> memref<?xf32> loc("ods_properties.mlir":32:8)
    "affine.for"() ({
    ^bb0(%23: index loc("ods_properties.mlir":33:14)):
      %24 = "affine.load"(%18, %23) {map = affine_map<(d0) -> (d0, 0, 0)>} : (memref<3x4x5xf32>, index) -> f32 loc("ods_properties.mlir":34:10)
      "affine.store"(%24, %18, %23) {map = affine_map<(d0) -> (d0, 1, 0)>} : (f32, memref<3x4x5xf32>, index) -> () loc("ods_properties.mlir":35:5)
      "affine.yield"() : () -> () loc("ods_properties.mlir":33:3)
    }) {lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 2 : index, upperBoundMap = affine_map<() -> (10)>} : () -> () loc("ods_properties.mlir":33:3)
    %25 = "affine.apply"(%19) {map = affine_map<(d0) -> (d0 + 1)>} : (index) -> index loc("ods_properties.mlir":37:8)
    "func.return"() : () -> () loc("ods_properties.mlir":38:3)
  }) {function_type = (memref<3x4x5xf32>, index) -> (), sym_name = "mem"} : () -> () loc("ods_properties.mlir":29:1)
  "func.func"() ({
    %26 = "shape.const_shape"() {shape = dense<[1, 2, 3]> : tensor<3xindex>} : () -> tensor<3xindex> loc("ods_properties.mlir":41:8)
    %27 = "shape.const_size"() {value = 4 : index} : () -> !shape.size loc("ods_properties.mlir":42:8)
    "func.return"(%26) : (tensor<3xindex>) -> () loc("ods_properties.mlir":43:3)
  }) {function_type = () -> tensor<3xindex>, sym_name = "shape"} : () -> () loc("ods_properties.mlir":40:1)
  "pdl.pattern"() ({
    %28 = "pdl.type"() {constantType = i32} : () -> !pdl.type loc("ods_properties.mlir":46:8)
    %29 = "pdl.operand"() : () -> !pdl.value loc("ods_properties.mlir":47:8)
    %30 = "pdl.operation"(%29, %28) {attributeValueNames = [], opName = "foo.op", operandSegmentSizes = array<i32: 1, 0, 1>} : (!pdl.value, !pdl.type) -> !pdl.operation loc("ods_properties.mlir":48:9)
    %31 = "pdl.result"(%30) {index = 0 : i32} : (!pdl.operation) -> !pdl.value loc("ods_properties.mlir":49:8)
    "pdl.rewrite"(%30, %31) ({
    }) {name = "rewriter", operandSegmentSizes = array<i32: 1, 1>} : (!pdl.operation, !pdl.value) -> () loc("ods_properties.mlir":50:3)
  }) {benefit = 2 : i16, sym_name = "pat"} : () -> () loc("ods_properties.mlir":45:1)
}) : () -> () loc("ods_properties.mlir":0:0)
