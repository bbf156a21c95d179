// Unstructured control flow: successors, successor operands, block arguments
// with and without explicit locations, a self loop.
module {
  func.func @cf(%arg0: i1, %arg1: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2
  ^bb1(%v: i32 loc("blockarg.mlir":3:7)):
    %s = arith.addi %v, %c0 : i32
    cf.br ^bb3(%s, %arg0 : i32, i1)
  ^bb2:
    cf.br ^bb3(%c0, %arg0 : i32, i1)
  ^bb3(%r: i32, %flag: i1 loc(unknown)):
    cf.cond_br %flag, ^bb3(%r, %flag : i32, i1), ^bb4
  ^bb4:
    cf.switch %r : i32, [
      default: ^bb5(%r : i32),
      42: ^bb5(%c0 : i32)
    ]
  ^bb5(%out: i32):
    return %out : i32
  }
}
