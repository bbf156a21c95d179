// The quant dialect's custom type encodings (QuantDialectBytecode.td):
// any (with and without expressed type), calibrated, uniform per layer
// (signed, unsigned, narrowed storage range, zero point, a scale that only
// prints exactly in hex) and per axis.
func.func private @any() -> (!quant.any<i8:f32>, !quant.any<u16<0:1000>:f16>)
func.func private @calibrated() -> !quant.calibrated<f32<-0.998:1.2321>>
func.func private @uniform() -> (!quant.uniform<i8:f32, 1.0e-2>, !quant.uniform<u8:f32, 0.99872:127>, !quant.uniform<i8<-8:7>:f32, 9.987200e-01:127>, !quant.uniform<u8:f32, 0x41646ABBA0000000:128>)
func.func private @per_axis() -> !quant.uniform<i8:f32:1, {2.0e+2,0.99872:120}>
func.func @use(%a: tensor<2x!quant.uniform<i8:f32, 1.0e-2>>) -> tensor<2x!quant.uniform<i8:f32, 1.0e-2>> {
  return %a : tensor<2x!quant.uniform<i8:f32, 1.0e-2>>
}
