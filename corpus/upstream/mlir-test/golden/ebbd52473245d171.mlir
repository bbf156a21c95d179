"builtin.module"() ({
  "func.func"() ({
    %0 = "foo"() : () -> !quant.uniform<u8:f32, 0x41646ABBA0000000:128> loc("Quant_parse-uniform.c02.mlir":3:8)
    "func.return"(%0) : (!quant.uniform<u8:f32, 0x41646ABBA0000000:128>) -> () loc("Quant_parse-uniform.c02.mlir":4:3)
  }) {function_type = () -> !quant.uniform<u8:f32, 0x41646ABBA0000000:128>, sym_name = "parse"} : () -> () loc("Quant_parse-uniform.c02.mlir":2:1)
}) : () -> () loc("Quant_parse-uniform.c02.mlir":0:0)
