"builtin.module"() ({
  "func.func"() ({
    %0 = "foo"() : () -> !quant.uniform<u8:f32:{0:1, 1:2}, {{2.0e0:120, 3.0e0:127}, {4.0e0, 5.0e0}}> loc("Quant_parse-uniform.c06.mlir":3:8)
    "func.return"(%0) : (!quant.uniform<u8:f32:{0:1, 1:2}, {{2.0e0:120, 3.0e0:127}, {4.0e0, 5.0e0}}>) -> () loc("Quant_parse-uniform.c06.mlir":4:3)
  }) {function_type = () -> !quant.uniform<u8:f32:{0:1, 1:2}, {{2.0e0:120, 3.0e0:127}, {4.0e0, 5.0e0}}>, sym_name = "parse"} : () -> () loc("Quant_parse-uniform.c06.mlir":2:1)
}) : () -> () loc("Quant_parse-uniform.c06.mlir":0:0)
