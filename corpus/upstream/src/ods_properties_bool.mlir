// A bool property (affine.linearize_index `disjoint`, LLVM 20+: mlir-opt-19
// cannot parse this file): true is printed as a unit entry, false as
// `disjoint = false` (spec/releases/N/ops.tsv `=bool`).
func.func @lin(%a: index, %b: index) -> (index, index) {
  %0 = affine.linearize_index disjoint [%a, %b] by (4, 8) : index
  %1 = affine.linearize_index [%a, %b] by (4, 8) : index
  return %0, %1 : index, index
}
