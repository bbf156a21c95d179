// Values with many uses; regen.py runs --canonicalize before emitting (see
// manifest source_passes), which reorders use lists, so v3+ files carry use-list orders.
module {
  func.func @uses(%a: i32, %b: i32) -> i32 {
    %c = arith.constant 5 : i32
    %0 = arith.addi %a, %c : i32
    %1 = arith.addi %a, %b : i32
    %2 = arith.addi %c, %a : i32
    %3 = arith.muli %0, %1 : i32
    %4 = arith.muli %2, %c : i32
    %5 = arith.addi %3, %a : i32
    %6 = arith.addi %4, %5 : i32
    %7 = arith.addi %6, %c : i32
    return %7 : i32
  }
}
