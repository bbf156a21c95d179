"builtin.module"() ({
  "func.func"() ({
  }) {function_type = () -> (!quant.any<i8:f32>, !quant.any<u16<0:1000>:f16>), sym_name = "any", sym_visibility = "private"} : () -> () loc("quant_types.mlir":5:1)
  "func.func"() ({
  }) {function_type = () -> !quant.calibrated<f32<-9.98e-1:1.2321e0>>, sym_name = "calibrated", sym_visibility = "private"} : () -> () loc("quant_types.mlir":6:1)
  "func.func"() ({
  }) {function_type = () -> (!quant.uniform<i8:f32, 1.0e-2>, !quant.uniform<u8:f32, 9.9872e-1:127>, !quant.uniform<i8<-8:7>:f32, 9.9872e-1:127>, !quant.uniform<u8:f32, 0x41646ABBA0000000:128>), sym_name = "uniform", sym_visibility = "private"} : () -> () loc("quant_types.mlir":7:1)
  "func.func"() ({
  }) {function_type = () -> !quant.uniform<i8:f32:1, {2.0e2, 9.9872e-1:120}>, sym_name = "per_axis", sym_visibility = "private"} : () -> () loc("quant_types.mlir":8:1)
  "func.func"() ({
  ^bb0(%0: tensor<2x!quant.uniform<i8:f32, 1.0e-2>> loc("quant_types.mlir":9:16)):
    "func.return"(%0) : (tensor<2x!quant.uniform<i8:f32, 1.0e-2>>) -> () loc("quant_types.mlir":10:3)
  }) {function_type = (tensor<2x!quant.uniform<i8:f32, 1.0e-2>>) -> tensor<2x!quant.uniform<i8:f32, 1.0e-2>>, sym_name = "use"} : () -> () loc("quant_types.mlir":9:1)
}) : () -> () loc("quant_types.mlir":0:0)
