"builtin.module"() ({
  "func.func"() ({
    %0 = "foo"() : () -> !quant.uniform<u8:f16, 2.0e2> loc("Quant_parse-uniform.c03.mlir":3:8)
    "func.return"(%0) : (!quant.uniform<u8:f16, 2.0e2>) -> () loc("Quant_parse-uniform.c03.mlir":4:3)
  }) {function_type = () -> !quant.uniform<u8:f16, 2.0e2>, sym_name = "parse"} : () -> () loc("Quant_parse-uniform.c03.mlir":2:1)
}) : () -> () loc("Quant_parse-uniform.c03.mlir":0:0)
