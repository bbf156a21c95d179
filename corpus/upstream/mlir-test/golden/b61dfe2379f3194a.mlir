"builtin.module"() ({
  "func.func"() ({
    %0 = "foo"() : () -> !quant.uniform<u8:f32:1, {2.0e2:-120, 9.9872e-1:127}> loc("Quant_parse-uniform.c05.mlir":3:8)
    "func.return"(%0) : (!quant.uniform<u8:f32:1, {2.0e2:-120, 9.9872e-1:127}>) -> () loc("Quant_parse-uniform.c05.mlir":4:3)
  }) {function_type = () -> !quant.uniform<u8:f32:1, {2.0e2:-120, 9.9872e-1:127}>, sym_name = "parse"} : () -> () loc("Quant_parse-uniform.c05.mlir":2:1)
}) : () -> () loc("Quant_parse-uniform.c05.mlir":0:0)
