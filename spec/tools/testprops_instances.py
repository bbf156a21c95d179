# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Instances of test-lib ops that no generated shape of mktestprops verifies on
a release whose parser verifies (19): each is what the op's own verifier
messages asked for on mlir-opt-19 (operand and result types, a region with
its terminator, successors, a referenced function, a value of the class the
constraint names). mktestprops measures each op's layout on its instance as
on a generated one: the property names must be those 22 measured, each is
dropped once to learn whether it is required, and the layout is kept only when
the reader's replay prints what mlir-opt prints.

Each entry: (template, {property: (value, C++ class of the value)}, operands);
in the template {op} stands for `"NAME"(OPERANDS)` and {props} for `<{...}>`."""

INSTANCES = {
    "test.attr_with_trait": (
        '{op} {props} : () -> ()\n',
        {"attr": ("#test.attr_with_trait", "Attribute")}, ""),
    "test.call": (
        '"func.func"() <{{function_type = () -> (), sym_name = "s4", sym_visibility = "private"}}> ({{\n'
        '}}) : () -> ()\n{op} {props} : () -> ()\n',
        {"callee": ("@s4", "FlatSymbolRefAttr")}, ""),
    "test.call_and_store": (
        '%m = "test.zz_value"() : () -> memref<i32>\n{op} {props} : (memref<i32>) -> ()\n',
        {"callee": ("@s5", "FlatSymbolRefAttr"), "store_before_call": ("true", "BoolAttr"),
         "arg_attrs": ("[{a = 1 : i64}]", "ArrayAttr"), "res_attrs": ("[]", "ArrayAttr")}, "%m"),
    "test.call_on_device": (
        '%c = "arith.constant"() <{{value = 1 : i32}}> : () -> i32\n{op} {props} : (i32) -> ()\n',
        {"callee": ("@s5", "FlatSymbolRefAttr"), "arg_attrs": ("[{a = 1 : i64}]", "ArrayAttr"),
         "res_attrs": ("[]", "ArrayAttr")}, "%c"),
    "test.compare": (
        '%c = "arith.constant"() <{{value = 1 : index}}> : () -> index\n{op} {props} : (index, index) -> ()\n',
        {"cmp": ('"EQ"', "StringAttr"), "lhs_map": ("affine_map<(d0) -> (d0 + 5)>", "AffineMapAttr"),
         "rhs_map": ("affine_map<(d0) -> (d0 + 6)>", "AffineMapAttr")}, "%c, %c"),
    "test.conversion_call_op": (
        '{op} {props} : () -> ()\n',
        {"callee": ("@s5", "FlatSymbolRefAttr"), "arg_attrs": ("[]", "ArrayAttr"),
         "res_attrs": ("[]", "ArrayAttr")}, ""),
    "test.conversion_func_op": (
        '{op} {props} ({{\n^bb0(%a: i32):\n  "test.return"() : () -> ()\n}}) : () -> ()\n',
        {"function_type": ("(i32) -> ()", "TypeAttr"), "sym_name": ('"s7"', "StringAttr"),
         "sym_visibility": ('"private"', "StringAttr"), "arg_attrs": ("[{test.a = 1 : i64}]", "ArrayAttr"),
         "res_attrs": ("[]", "ArrayAttr")}, ""),
    "test.fold_with_fold_adaptor": (
        '%c = "arith.constant"() <{{value = 1 : i32}}> : () -> i32\n'
        '%r = {op} {props} ({{\n  "test.region_yield"(%c) : (i32) -> ()\n}}) : (i32, i32) -> i32\n',
        {"attr": ("array<i32: 1>", "DenseI32ArrayAttr"),
         "operandSegmentSizes": ("array<i32: 1, 0, 1>", "segments")}, "%c, %c"),
    "test.format_custom_directive_operands": (
        '%c = "arith.constant"() <{{value = 1 : i64}}> : () -> i64\n{op} {props} : (i64) -> ()\n',
        {"operandSegmentSizes": ("array<i32: 1, 0, 0>", "segments")}, "%c"),
    "test.format_variadic_of_variadic_operand": (
        '%c = "arith.constant"() <{{value = 1 : i64}}> : () -> i64\n{op} {props} : (i64, i64) -> ()\n',
        {"operand_segments": ("array<i32: 2>", "DenseI32ArrayAttr")}, "%c, %c"),
    "test.int_attrs": (
        '{op} {props} : () -> ()\n',
        {"any_i32_attr": ("4 : i32", "IntegerAttr"), "index_attr": ("5 : index", "IntegerAttr"),
         "si32_attr": ("6 : si32", "IntegerAttr"), "ui32_attr": ("7 : ui32", "IntegerAttr")}, ""),
    "test.internal_br": (
        '"func.func"() <{{function_type = () -> (), sym_name = "f"}}> ({{\n'
        '  {op}[^bb1, ^bb2] {props} : () -> ()\n^bb1:\n  "func.return"() : () -> ()\n'
        '^bb2(%x: i32):\n  "func.return"() : () -> ()\n}}) : () -> ()\n',
        {"operandSegmentSizes": ("array<i32: 0, 0>", "segments")}, ""),
    "test.linalg_conv_op": (
        '%i = "test.zz_value"() : () -> tensor<7xf32>\n%t = "test.zz_value"() : () -> tensor<4xf32>\n'
        '%r = {op} {props} ({{\n^bb0(%a: f32, %b: f32, %d: f32):\n  "linalg.yield"(%a) : (f32) -> ()\n'
        '}}) {{indexing_maps = [affine_map<(d0, d1) -> (d0 + d1)>, affine_map<(d0, d1) -> (d1)>, '
        'affine_map<(d0, d1) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>, '
        '#linalg.iterator_type<reduction>]}} : (tensor<7xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>\n',
        {"operandSegmentSizes": ("array<i32: 2, 1>", "segments")}, "%i, %t, %t"),
    "test.linalg_fill_op": (
        '%t = "test.zz_value"() : () -> tensor<2xf32>\n%f = "test.zz_value"() : () -> f32\n'
        '%r = {op} {props} ({{\n^bb0(%a: f32, %b: f32):\n  "linalg.yield"(%a) : (f32) -> ()\n'
        '}}) {{indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], '
        'iterator_types = [#linalg.iterator_type<parallel>]}} : (f32, tensor<2xf32>) -> tensor<2xf32>\n',
        {"operandSegmentSizes": ("array<i32: 1, 1>", "segments")}, "%f, %t"),
    "test.many_arguments": (
        '%c = "arith.constant"() <{{value = 1 : i32}}> : () -> i32\n'
        '{op} {props} : (i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()\n',
        {f"attr{i}": (f"{i + 3} : i64", "IntegerAttr") for i in range(1, 10)}, ", ".join(["%c"] * 9)),
    "test.optional_custom_attr": (
        '{op} {props} : () -> ()\n', {"attr": ("true", "BoolAttr")}, ""),
    "test.producing_br": (
        '"func.func"() <{{function_type = () -> (), sym_name = "f"}}> ({{\n'
        '  %r = {op}[^bb1, ^bb2] {props} : () -> i32\n^bb1:\n  "func.return"() : () -> ()\n'
        '^bb2:\n  "func.return"() : () -> ()\n}}) : () -> ()\n',
        {"operandSegmentSizes": ("array<i32: 0, 0>", "segments")}, ""),
    "test.reify_bound": (
        '%m = "test.zz_value"() : () -> memref<4xf32>\n%r = {op} {props} : (memref<4xf32>) -> index\n',
        {"type": ('"EQ"', "StringAttr"), "dim": ("0 : i64", "IntegerAttr"), "scalable": ("unit", "UnitAttr"),
         "vscale_min": ("1 : i64", "IntegerAttr"), "vscale_max": ("4 : i64", "IntegerAttr")}, "%m"),
    "test.store_with_a_loop_region": (
        '%m = "test.zz_value"() : () -> memref<i32>\n%c = "arith.constant"() <{{value = 1 : i32}}> : () -> i32\n'
        '{op} {props} ({{\n  "test.store_with_a_region_terminator"() : () -> ()\n}}) : (memref<i32>) -> ()\n',
        {"store_before_region": ("true", "BoolAttr")}, "%m"),
    "test.string_elements_attr": (
        '{op} {props} : () -> ()\n',
        {"scalar_string_attr": ('dense<["x", "y"]> : tensor<2x!quant.uniform<i8:f32, 1.0>>', "DenseStringElementsAttr")}, ""),
    "test.symbol": (
        '{op} {props} : () -> ()\n',
        {"sym_name": ('"s4"', "StringAttr"), "sym_visibility": ('"private"', "StringAttr")}, ""),
    "test.type_attr_of": (
        '{op} {props} : () -> ()\n', {"type": ("i64", "TypeAttr")}, ""),
    "test.versionedC": (
        '{op} {props} : () -> ()\n', {"attribute": ("dense<1> : tensor<2xi32>", "DenseIntElementsAttr")}, ""),
    "test.with_bounds_region": (
        '{op} {props} ({{\n^bb0(%a: index):\n  "test.region_yield"(%a) : (index) -> ()\n}}) : () -> ()\n',
        {"smax": ("4 : index", "IntegerAttr"), "smin": ("0 : index", "IntegerAttr"),
         "umax": ("6 : index", "IntegerAttr"), "umin": ("0 : index", "IntegerAttr")}, ""),
    "transform.test.fuse_using_forall": (
        '%h = "test.zz_value"() : () -> !transform.any_op\n'
        '%r:2 = {op} {props} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)\n',
        {"interchange": ("[0]", "ArrayAttr"), "mapping": ("[#gpu.block<x>]", "ArrayAttr"),
         "tile_sizes": ("[4]", "ArrayAttr")}, "%h"),
    "transform.test_add_to_param": (
        '%p = "test.zz_value"() : () -> !transform.test_dialect_param\n'
        '%r = {op} {props} : (!transform.test_dialect_param) -> !transform.test_dialect_param\n',
        {"addendum": ("4 : i32", "IntegerAttr")}, "%p"),
    "transform.test_dummy_payload_op": ('{op} {props} : () -> ()\n', {}, ""),
    "transform.test_produce_transform_param_or_forward_operand": (
        '%h = "test.zz_value"() : () -> !transform.any_op\n'
        '%r:2 = {op} {props} : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)\n',
        {"first_result_is_null": ("unit", "UnitAttr"), "first_result_is_param": ("unit", "UnitAttr"),
         "second_result_is_handle": ("unit", "UnitAttr")}, "%h"),
    "transform.test_produce_value_handle_to_argument_of_parent_block": (
        '%h = "test.zz_value"() : () -> !transform.any_op\n'
        '%r = {op} {props} : (!transform.any_op) -> !transform.any_value\n',
        {"number": ("4 : i64", "IntegerAttr")}, "%h"),
}
# Ops that ask for the same instance as another op.
INSTANCES.update({
    "test.store_with_a_region": INSTANCES["test.store_with_a_loop_region"],
    "transform.test.tile_using_forall": INSTANCES["transform.test.fuse_using_forall"],
    "transform.test_produce_value_handle_to_result":
        INSTANCES["transform.test_produce_value_handle_to_argument_of_parent_block"],
})
