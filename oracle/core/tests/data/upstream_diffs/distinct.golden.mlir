"builtin.module"() ({
  "foo.a"() {x = distinct[0]<42 : i32>} : () -> ()
  "foo.b"() {y = distinct[1]<42 : i32>} : () -> ()
}) : () -> ()
