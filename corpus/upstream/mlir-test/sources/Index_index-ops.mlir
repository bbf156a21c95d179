// upstream: mlir/test/Dialect/Index/index-ops.mlir @ 80fdb92b1eb14f1a6e8f6d11d81063c21835c620 (no split markers upstream: one chunk per top-level function)
func.func @binary_ops(%a: index, %b: index) {
  %0 = index.add %a, %b
  %1 = index.sub %a, %b
  %2 = index.mul %a, %b
  %3 = index.divs %a, %b
  %5 = index.ceildivs %a, %b
  %7 = index.floordivs %a, %b
  %9 = index.remu %a, %b
  %10 = index.maxs %a, %b
  return
}

// -----

func.func @cmp_op(%a: index, %b: index) {
  %0 = index.cmp eq(%a, %b)
  %2 = index.cmp slt(%a, %b)
  %6 = index.cmp ult(%a, %b)
  %9 = index.cmp uge(%a, %b)
  return
}

// -----

func.func @constant_op() {
  %0 = index.constant 0
  %2 = index.constant 42
  %3 = index.bool.constant true
  %4 = index.sizeof
  return
}
