// Ops whose v5+ properties carry every kind of field the release model
// describes (spec/releases/N/ops.tsv): required and optional attributes,
// operand segment sizes (a DenseI32ArrayAttr below v6, a sparse array from
// v6), an enum (22) and a flag-enum (19) property; across the
// llvm, vector, memref, affine, shape and pdl dialects.
llvm.mlir.global internal constant @str("abc") {addr_space = 0 : i32} : !llvm.array<3 x i8>
llvm.mlir.global private @g(42 : i64) {alignment = 8 : i64} : i64
llvm.func @callee(i32) -> i32
llvm.func @ops(%i: i32, %p: !llvm.ptr, %f: f32) -> i32 {
  %c = llvm.mlir.constant(7 : i32) : i32
  %a = llvm.add %i, %c overflow<nsw> : i32
  %m = llvm.mul %a, %i : i32
  %q = llvm.getelementptr inbounds %p[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i8
  %l = llvm.load %q {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.store %l, %p : i32, !llvm.ptr
  %r = llvm.call @callee(%m) : (i32) -> i32
  %s = llvm.fadd %f, %f {fastmathFlags = #llvm.fastmath<fast>} : f32
  %g = llvm.mlir.addressof @g : !llvm.ptr
  llvm.return %r : i32
}
func.func @vec(%m: memref<?x?xf32>, %v: vector<4xf32>, %i: index) -> f32 {
  %f0 = arith.constant 0.0 : f32
  %r = vector.transfer_read %m[%i, %i], %f0 {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
  vector.transfer_write %v, %m[%i, %i] : vector<4xf32>, memref<?x?xf32>
  %s = vector.reduction <add>, %r : vector<4xf32> into f32
  %e = vector.extract %v[1] : f32 from vector<4xf32>
  return %s : f32
}
func.func @mem(%a: memref<3x4x5xf32>, %n: index) {
  %0 = memref.collapse_shape %a [[0, 1], [2]] : memref<3x4x5xf32> into memref<12x5xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2]] output_shape [3, 4, 5] : memref<12x5xf32> into memref<3x4x5xf32>
  %2 = memref.alloc(%n) {alignment = 64 : i64} : memref<?xf32>
  affine.for %k = 0 to 10 step 2 {
    %x = affine.load %a[%k, 0, 0] : memref<3x4x5xf32>
    affine.store %x, %a[%k, 1, 0] : memref<3x4x5xf32>
  }
  %3 = affine.apply affine_map<(d0) -> (d0 + 1)>(%n)
  return
}
func.func @shape() -> tensor<3xindex> {
  %0 = shape.const_shape [1, 2, 3] : tensor<3xindex>
  %1 = shape.const_size 4
  return %0 : tensor<3xindex>
}
pdl.pattern @pat : benefit(2) {
  %t = type : i32
  %x = operand
  %op = operation "foo.op"(%x : !pdl.value) -> (%t : !pdl.type)
  %v = result 0 of %op
  rewrite %op with "rewriter"(%v : !pdl.value)
}
