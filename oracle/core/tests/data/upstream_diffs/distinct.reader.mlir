"builtin.module"() ({
  "foo.a"() {x = distinct[7]<42 : i32>} : () -> ()
  "foo.b"() {y = distinct[7]<42 : i32>} : () -> ()
}) : () -> ()
