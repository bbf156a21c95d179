"builtin.module"() ({
  "test.versionedA"() {dims = 123 : i64, modifier = false} : () -> () loc("test_dialect.mlir":4:3)
  "test.with_properties"() {a = 0 : i64, array = array<i64>, array32 = array<i32>, b = "foo", c = "", flag = false} : () -> () loc("test_dialect.mlir":5:3)
  "test.with_versioned_properties"() {prop = {value1 = 0 : i32, value2 = 0 : i32}} : () -> () loc("test_dialect.mlir":6:3)
  "test.using_property_in_custom"() {prop = array<i64>} : () -> () loc("test_dialect.mlir":7:3)
  %0 = "test.op_with_versioned_properties"() : () -> i32 loc("test_dialect.mlir":8:8)
  %1:2 = "test.two_result"() {kind = 1 : i64} : () -> (i32, f32) loc("test_dialect.mlir":9:10)
  "test.attr_sized_operands"(%0, %0, %0) {operandSegmentSizes = array<i32: 1, 0, 1, 1>} : (i32, i32, i32) -> () loc("test_dialect.mlir":10:3)
}) : () -> () loc("test_dialect.mlir":3:1)
