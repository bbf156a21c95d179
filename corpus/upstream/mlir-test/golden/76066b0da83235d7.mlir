"builtin.module"() ({
  "func.func"() ({
    %0 = "foo"() : () -> !quant.uniform<i8<-8:7>:f32, 9.9872e-1:127> loc("Quant_parse-uniform.c00.mlir":3:8)
    "func.return"(%0) : (!quant.uniform<i8<-8:7>:f32, 9.9872e-1:127>) -> () loc("Quant_parse-uniform.c00.mlir":4:3)
  }) {function_type = () -> !quant.uniform<i8<-8:7>:f32, 9.9872e-1:127>, sym_name = "parse"} : () -> () loc("Quant_parse-uniform.c00.mlir":2:1)
}) : () -> () loc("Quant_parse-uniform.c00.mlir":0:0)
