"builtin.module"() ({
  "foo.a"() {x = dense_resource<blob1> : tensor<2xi32>} : () -> ()
}) : () -> ()
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  }
#-}
