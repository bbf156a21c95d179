// distinct attributes (shared identity referenced twice).
module attributes {x.d0 = distinct[0]<42 : i32>, x.d1 = distinct[1]<"s">, x.d0_again = distinct[0]<42 : i32>} {
  "x.op"() {ref = distinct[0]<42 : i32>, other = distinct[2]<unit>} : () -> ()
}
