// func + arith ops, calls, multiple results, private declarations.
module {
  func.func private @ext(i32, f32) -> (i32, f32)
  func.func @arith(%a: i32, %b: i32, %x: f32, %y: f64) -> (i32, f32, i1) {
    %c1 = arith.constant 1 : i32
    %c7 = arith.constant -7 : i64
    %f = arith.constant 2.500000e+00 : f32
    %0 = arith.addi %a, %b : i32
    %1 = arith.muli %0, %c1 : i32
    %2 = arith.subi %1, %a : i32
    %3 = arith.divsi %2, %b : i32
    %4 = arith.cmpi slt, %3, %a : i32
    %5 = arith.addf %x, %f fastmath<fast> : f32
    %6 = arith.truncf %y : f64 to f32
    %7 = arith.select %4, %5, %6 : f32
    %8 = arith.extsi %3 : i32 to i64
    %9 = arith.addi %8, %c7 overflow<nsw> : i64
    %10 = arith.index_cast %9 : i64 to index
    %11:2 = func.call @ext(%1, %7) : (i32, f32) -> (i32, f32)
    return %11#0, %11#1, %4 : i32, f32, i1
  }
}
