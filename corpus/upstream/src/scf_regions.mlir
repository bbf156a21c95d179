// Structured control flow: non-isolated regions (scf.if with two regions,
// scf.for, scf.while with before/after regions), values used across regions.
module {
  func.func @scf(%n: index, %c: i1, %init: f32) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (f32) {
      %t = scf.if %c -> (f32) {
        %a = arith.addf %acc, %init : f32
        scf.yield %a : f32
      } else {
        scf.yield %acc : f32
      }
      scf.yield %t : f32
    }
    %w = scf.while (%arg = %c0) : (index) -> index {
      %cond = arith.cmpi slt, %arg, %n : index
      scf.condition(%cond) %arg : index
    } do {
    ^bb0(%x: index):
      %nx = arith.addi %x, %c1 : index
      scf.yield %nx : index
    }
    scf.if %c {
      "x.side_effect"() : () -> ()
    }
    return %r : f32
  }
}
