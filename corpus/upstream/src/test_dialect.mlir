// Registered `test` dialect ops (mlir-opt-22 test build): versioned ops,
// ODS properties of several kinds, operand segment sizes.
module {
  "test.versionedA"() <{dims = 123 : i64, modifier = false}> : () -> ()
  test.with_properties a = 32, b = "foo", c = "bar", flag = true, array = [1, 2, 3, 4], array32 = [5, 6]
  test.with_versioned_properties 1 | 2
  test.using_property_in_custom [1, 4, 20]
  %0 = "test.op_with_versioned_properties"() : () -> i32
  %1:2 = "test.two_result"() {kind = 1 : i64} : () -> (i32, f32)
  "test.attr_sized_operands"(%0, %0, %0) <{operandSegmentSizes = array<i32: 1, 0, 1, 1>}> : (i32, i32, i32) -> ()
}
