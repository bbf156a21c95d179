// Isolated-from-above regions (func.func, nested builtin.module) mixed with
// non-isolated regions, named nested modules, symbol visibility.
module @outer {
  module @inner attributes {x.tag} {
    func.func nested @f(%a: i32) -> i32 {
      return %a : i32
    }
  }
  func.func private @decl() -> ()
  func.func public @g() -> i32 {
    %c = arith.constant 3 : i32
    %r = "x.wrap"() ({
      %s = arith.addi %c, %c : i32
      "x.yield"(%s) : (i32) -> ()
    }) : () -> i32
    return %r : i32
  }
  func.func @empty_body() {
    return
  }
}
