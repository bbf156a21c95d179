"builtin.module"() ({
  "builtin.module"() ({
    %0 = "test.all_attr_constraint_of1"() {attr = [4]} : () -> i32 loc("19.mlir":2:9)
  }) : () -> () loc("19.mlir":1:1)
  "builtin.module"() ({
    %1 = "test.all_attr_constraint_of2"() {attr = [4]} : () -> i32 loc("19.mlir":5:9)
  }) : () -> () loc("19.mlir":4:1)
  "builtin.module"() ({
    %2:3 = "test.another_three_result"() {kind = 4 : i64} : () -> (i32, f32, f32) loc("19.mlir":8:11)
  }) : () -> () loc("19.mlir":7:1)
  "builtin.module"() ({
    %3:2 = "test.another_two_result"() {kind = 4 : i64} : () -> (f32, f32) loc("19.mlir":11:11)
  }) : () -> () loc("19.mlir":10:1)
  "builtin.module"() ({
    "test.any_attr_of_i32_str"() {attr = 3 : i32} : () -> () loc("19.mlir":14:1)
  }) : () -> () loc("19.mlir":13:1)
  "builtin.module"() ({
    %4 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":17:9)
    %5 = "arith.constant"() {value = 1 : i32} : () -> i32 loc("19.mlir":18:9)
    %6 = "arith.constant"() {value = 2 : i32} : () -> i32 loc("19.mlir":19:9)
    %7 = "arith.constant"() {value = 3 : i32} : () -> i32 loc("19.mlir":20:9)
    "test.attr_sized_operands"(%4, %5, %6, %7) {operandSegmentSizes = array<i32: 1, 1, 1, 1>} : (i32, i32, i32, i32) -> () loc("19.mlir":21:1)
  }) : () -> () loc("19.mlir":16:1)
  "builtin.module"() ({
    %8:4 = "test.attr_sized_results"() {resultSegmentSizes = array<i32: 1, 1, 1, 1>} : () -> (i32, i32, i32, i32) loc("19.mlir":24:11)
  }) : () -> () loc("19.mlir":23:1)
  "builtin.module"() ({
    %9:3 = "test.attr_sized_results_compile_test"() {resultSegmentSizes = array<i32: 1, 1, 1>} : () -> (i32, i32, i32) loc("19.mlir":27:11)
  }) : () -> () loc("19.mlir":26:1)
  "builtin.module"() ({
    "test.attr_with_loc"() {loc, value} : () -> () loc("19.mlir":30:1)
  }) : () -> () loc("19.mlir":29:1)
  "builtin.module"() ({
    "test.attr_with_trait"() {attr = #test.attr_with_trait} : () -> () loc("19.mlir":33:1)
  }) : () -> () loc("19.mlir":32:1)
  "builtin.module"() ({
    "func.func"() ({
    }) {function_type = () -> (), sym_name = "s4", sym_visibility = "private"} : () -> () loc("19.mlir":36:1)
    "test.call"() {callee = @s4} : () -> () loc("19.mlir":38:1)
  }) : () -> () loc("19.mlir":35:1)
  "builtin.module"() ({
    %10 = "test.zz_value"() : () -> memref<i32> loc("19.mlir":41:6)
    "test.call_and_store"(%10) {callee = @s5, store_before_call = true} : (memref<i32>) -> () loc("19.mlir":42:1)
  }) : () -> () loc("19.mlir":40:1)
  "builtin.module"() ({
    %11 = "arith.constant"() {value = 1 : i32} : () -> i32 loc("19.mlir":45:6)
    "test.call_on_device"(%11) {callee = @s5} : (i32) -> () loc("19.mlir":46:1)
  }) : () -> () loc("19.mlir":44:1)
  "builtin.module"() ({
    "test.call_with_segments"() {callee = @s5, operandSegmentSizes = array<i32: 0, 0, 0>} : () -> () loc("19.mlir":49:1)
  }) : () -> () loc("19.mlir":48:1)
  "builtin.module"() ({
    %12 = "arith.constant"() {value = 1 : index} : () -> index loc("19.mlir":52:6)
    "test.compare"(%12, %12) {cmp = "EQ", lhs_map = affine_map<(d0) -> (d0 + 5)>, rhs_map = affine_map<(d0) -> (d0 + 6)>} : (index, index) -> () loc("19.mlir":53:1)
  }) : () -> () loc("19.mlir":51:1)
  "builtin.module"() ({
    "test.confined_dense_array_attr"() {emptyattr = array<i16: 4>, i32attr = array<i32: 5>, i64attr = array<i64: 6>} : () -> () loc("19.mlir":56:1)
  }) : () -> () loc("19.mlir":55:1)
  "builtin.module"() ({
    "test.confined_non_negative_attr"() {emptyattr = array<i16: 4>, f32attr = array<f32: 5.5e0>, f64attr = array<f64: 6.5e0>, i16attr = array<i16: 7>, i32attr = array<i32: 8>, i64attr = array<i64: 9>, i8attr = array<i8: 10>} : () -> () loc("19.mlir":59:1)
  }) : () -> () loc("19.mlir":58:1)
  "builtin.module"() ({
    "test.confined_strictly_positive_attr"() {emptyattr = array<i16: 4>, f32attr = array<f32: 5.5e0>, f64attr = array<f64: 6.5e0>, i16attr = array<i16: 7>, i32attr = array<i32: 8>, i64attr = array<i64: 9>, i8attr = array<i8: 10>} : () -> () loc("19.mlir":62:1)
  }) : () -> () loc("19.mlir":61:1)
  "builtin.module"() ({
    %13 = "test.constant"() {value} : () -> i32 loc("19.mlir":65:10)
  }) : () -> () loc("19.mlir":64:1)
  "builtin.module"() ({
    "test.conversion_call_op"() {callee = @s5} : () -> () loc("19.mlir":68:1)
  }) : () -> () loc("19.mlir":67:1)
  "builtin.module"() ({
    "test.conversion_func_op"() ({
    ^bb0(%14: i32 loc("19.mlir":72:6)):
      "test.return"() : () -> () loc("19.mlir":73:3)
    }) {arg_attrs = [{test.a = 1 : i64}], function_type = (i32) -> (), res_attrs = [], sym_name = "s7", sym_visibility = "private"} : () -> () loc("19.mlir":71:1)
  }) : () -> () loc("19.mlir":70:1)
  "builtin.module"() ({
    "test.convert_block_args"() {duplicate, is_legal, replace_with_operand} : () -> () loc("19.mlir":77:1)
  }) : () -> () loc("19.mlir":76:1)
  "builtin.module"() ({
    "test.custom_dimension_list_attr"() {dimension_list = array<i64: 4>} : () -> () loc("19.mlir":80:1)
  }) : () -> () loc("19.mlir":79:1)
  "builtin.module"() ({
    "test.custom_result_name"() {names = ["s3"]} : () -> () loc("19.mlir":83:1)
  }) : () -> () loc("19.mlir":82:1)
  "builtin.module"() ({
    %15 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":86:10)
    "test.default_value_print"(%15) {value_with_default = 3 : i32} : (i32) -> () loc("19.mlir":87:1)
  }) : () -> () loc("19.mlir":85:1)
  "builtin.module"() ({
    "test.dense_array_attr"() {emptyattr = array<i32: 4>, f32attr = array<f32: 5.5e0>, f64attr = array<f64: 6.5e0>, i16attr = array<i16: 7>, i1attr = array<i1: true>, i32attr = array<i32: 9>, i64attr = array<i64: 10>, i8attr = array<i8: 11>} : () -> () loc("19.mlir":90:1)
  }) : () -> () loc("19.mlir":89:1)
  "builtin.module"() ({
    "test.destination_style_op"() {operandSegmentSizes = array<i32: 0, 0, 0>} : () -> () loc("19.mlir":93:1)
  }) : () -> () loc("19.mlir":92:1)
  "builtin.module"() ({
    "test.either_op_c"() {attr = 4 : i64} : () -> () loc("19.mlir":96:1)
  }) : () -> () loc("19.mlir":95:1)
  "builtin.module"() ({
    "test.ellipsis"() {variadic} : () -> () loc("19.mlir":99:1)
  }) : () -> () loc("19.mlir":98:1)
  "builtin.module"() ({
    "test.float_attrs"() {float_attr} : () -> () loc("19.mlir":102:1)
  }) : () -> () loc("19.mlir":101:1)
  "builtin.module"() ({
    "test.float_elements_attr"() {scalar_f32_attr = dense<4.5e0> : tensor<2xf32>, tensor_f64_attr = dense<4.5e0> : tensor<4x8xf64>} : () -> () loc("19.mlir":105:1)
  }) : () -> () loc("19.mlir":104:1)
  "builtin.module"() ({
    "test.fold_to_call_op"() {callee = @s4} : () -> () loc("19.mlir":108:1)
  }) : () -> () loc("19.mlir":107:1)
  "builtin.module"() ({
    %16 = "arith.constant"() {value = 1 : i32} : () -> i32 loc("19.mlir":111:6)
    %17 = "test.fold_with_fold_adaptor"(%16, %16) ({
      "test.region_yield"(%16) : (i32) -> () loc("19.mlir":113:3)
    }) {attr = array<i32: 1>, operandSegmentSizes = array<i32: 1, 0, 1>} : (i32, i32) -> i32 loc("19.mlir":112:6)
  }) : () -> () loc("19.mlir":110:1)
  "builtin.module"() ({
    %18 = "test.zz_value"() : () -> i64 loc("19.mlir":117:10)
    %19 = "test.format_all_types_match_attr"(%18) {value1 = 4 : i64} : (i64) -> i64 loc("19.mlir":118:10)
  }) : () -> () loc("19.mlir":116:1)
  "builtin.module"() ({
    "test.format_attr_dict_w_keyword"() {attr = 4 : i64, opt_attr = 5 : i64} : () -> () loc("19.mlir":121:1)
  }) : () -> () loc("19.mlir":120:1)
  "builtin.module"() ({
    "test.format_attr_op"() {attr = 4 : i64} : () -> () loc("19.mlir":124:1)
  }) : () -> () loc("19.mlir":123:1)
  "builtin.module"() ({
    "test.format_custom_directive_attrdict"() {attr = 4 : i64, optAttr = 5 : i64} : () -> () loc("19.mlir":127:1)
  }) : () -> () loc("19.mlir":126:1)
  "builtin.module"() ({
    "test.format_custom_directive_attributes"() {attr = 4 : i64, optAttr = 5 : i64} : () -> () loc("19.mlir":130:1)
  }) : () -> () loc("19.mlir":129:1)
  "builtin.module"() ({
    %20 = "arith.constant"() {value = 1 : i64} : () -> i64 loc("19.mlir":133:6)
    "test.format_custom_directive_operands"(%20) {operandSegmentSizes = array<i32: 1, 0, 0>} : (i64) -> () loc("19.mlir":134:1)
  }) : () -> () loc("19.mlir":132:1)
  "builtin.module"() ({
    %21 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":137:10)
    %22 = "arith.constant"() {value = 1 : i32} : () -> i32 loc("19.mlir":138:10)
    %23 = "arith.constant"() {value = 2 : i32} : () -> i32 loc("19.mlir":139:10)
    "test.format_custom_directive_operands_and_types"(%21, %22, %23) {operandSegmentSizes = array<i32: 1, 1, 1>} : (i32, i32, i32) -> () loc("19.mlir":140:1)
  }) : () -> () loc("19.mlir":136:1)
  "builtin.module"() ({
    %24:3 = "test.format_custom_directive_results"() {resultSegmentSizes = array<i32: 1, 1, 1>} : () -> (i32, i32, i32) loc("19.mlir":143:12)
  }) : () -> () loc("19.mlir":142:1)
  "builtin.module"() ({
    %25:3 = "test.format_custom_directive_results_with_type_refs"() {resultSegmentSizes = array<i32: 1, 1, 1>} : () -> (i32, i32, i32) loc("19.mlir":146:12)
  }) : () -> () loc("19.mlir":145:1)
  "builtin.module"() ({
    "test.format_custom_directive_spacing"() {attr1 = "s4", attr2 = "s5"} : () -> () loc("19.mlir":149:1)
  }) : () -> () loc("19.mlir":148:1)
  "builtin.module"() ({
    "test.format_infer_type_variadic_operands"() {operandSegmentSizes = array<i32: 0, 0>} : () -> () loc("19.mlir":152:1)
  }) : () -> () loc("19.mlir":151:1)
  "builtin.module"() ({
    "test.format_literal_following_optional_group"() {type = i4, value} : () -> () loc("19.mlir":155:1)
  }) : () -> () loc("19.mlir":154:1)
  "builtin.module"() ({
    "test.format_multiple_variadic_operands"() {operandSegmentSizes = array<i32: 0, 0>} : () -> () loc("19.mlir":158:1)
  }) : () -> () loc("19.mlir":157:1)
  "builtin.module"() ({
    "test.format_multiple_variadic_results"() {resultSegmentSizes = array<i32: 0, 0>} : () -> () loc("19.mlir":161:1)
  }) : () -> () loc("19.mlir":160:1)
  "builtin.module"() ({
    "test.format_opt_attr_op_a"() {opt_attr = 4 : i64} : () -> () loc("19.mlir":164:1)
  }) : () -> () loc("19.mlir":163:1)
  "builtin.module"() ({
    "test.format_opt_attr_op_b"() {opt_attr = 4 : i64} : () -> () loc("19.mlir":167:1)
  }) : () -> () loc("19.mlir":166:1)
  "builtin.module"() ({
    "test.format_opt_symbol_name_attr_op"() {opt_attr = "s4"} : () -> () loc("19.mlir":170:1)
  }) : () -> () loc("19.mlir":169:1)
  "builtin.module"() ({
    "test.format_opt_symbol_ref_attr_op"() {opt_attr = @s4} : () -> () loc("19.mlir":173:1)
  }) : () -> () loc("19.mlir":172:1)
  "builtin.module"() ({
    "test.format_optional_default_attrs"() {e = 5 : i64, str = "s5", sym = "s6"} : () -> () loc("19.mlir":176:1)
  }) : () -> () loc("19.mlir":175:1)
  "builtin.module"() ({
    "test.format_optional_default_enum_attr"() {e = 5 : i64} : () -> () loc("19.mlir":179:1)
  }) : () -> () loc("19.mlir":178:1)
  "builtin.module"() ({
    "test.format_optional_else"() {isFirstBranchPresent} : () -> () loc("19.mlir":182:1)
  }) : () -> () loc("19.mlir":181:1)
  "builtin.module"() ({
    "test.format_optional_enum_attr"() {attr = 5 : i64} : () -> () loc("19.mlir":185:1)
  }) : () -> () loc("19.mlir":184:1)
  "builtin.module"() ({
    "test.format_optional_operand_result_a_op"() {operandSegmentSizes = array<i32: 0, 0>} : () -> () loc("19.mlir":188:1)
  }) : () -> () loc("19.mlir":187:1)
  "builtin.module"() ({
    "test.format_optional_operand_result_b_op"() {operandSegmentSizes = array<i32: 0, 0>} : () -> () loc("19.mlir":191:1)
  }) : () -> () loc("19.mlir":190:1)
  "builtin.module"() ({
    "test.format_optional_result_a_op"() {resultSegmentSizes = array<i32: 0, 0>} : () -> () loc("19.mlir":194:1)
  }) : () -> () loc("19.mlir":193:1)
  "builtin.module"() ({
    "test.format_optional_result_b_op"() {resultSegmentSizes = array<i32: 0, 0>} : () -> () loc("19.mlir":197:1)
  }) : () -> () loc("19.mlir":196:1)
  "builtin.module"() ({
    "test.format_optional_result_c_op"() {resultSegmentSizes = array<i32: 0, 0>} : () -> () loc("19.mlir":200:1)
  }) : () -> () loc("19.mlir":199:1)
  "builtin.module"() ({
    "test.format_optional_unit_attribute"() {is_optional} : () -> () loc("19.mlir":203:1)
  }) : () -> () loc("19.mlir":202:1)
  "builtin.module"() ({
    "test.format_optional_unit_attribute_no_elide"() {is_optional} : () -> () loc("19.mlir":206:1)
  }) : () -> () loc("19.mlir":205:1)
  "builtin.module"() ({
    "test.format_optional_unit_property"() {is_optional} : () -> () loc("19.mlir":209:1)
  }) : () -> () loc("19.mlir":208:1)
  "builtin.module"() ({
    "test.format_optional_unit_property_no_elide"() {is_optional} : () -> () loc("19.mlir":212:1)
  }) : () -> () loc("19.mlir":211:1)
  "builtin.module"() ({
    "test.format_symbol_name_attr_op"() {attr = "s4"} : () -> () loc("19.mlir":215:1)
  }) : () -> () loc("19.mlir":214:1)
  "builtin.module"() ({
    "test.format_two_variadic_operands_no_buildable_type_op"() {operandSegmentSizes = array<i32: 0, 0>} : () -> () loc("19.mlir":218:1)
  }) : () -> () loc("19.mlir":217:1)
  "builtin.module"() ({
    %26 = "test.format_types_match_attr"() {value = 4 : i64} : () -> i64 loc("19.mlir":221:10)
  }) : () -> () loc("19.mlir":220:1)
  "builtin.module"() ({
    %27 = "arith.constant"() {value = 1 : i64} : () -> i64 loc("19.mlir":224:6)
    "test.format_variadic_of_variadic_operand"(%27, %27) {operand_segments = array<i32: 2>} : (i64, i64) -> () loc("19.mlir":225:1)
  }) : () -> () loc("19.mlir":223:1)
  "builtin.module"() ({
    %28 = "test.zz_value"() : () -> tuple<i32> loc("19.mlir":228:10)
    %29 = "test.get_tuple_element"(%28) {index = 3 : i32} : (tuple<i32>) -> tuple<i32> loc("19.mlir":229:10)
  }) : () -> () loc("19.mlir":227:1)
  "builtin.module"() ({
    "test.has_str_value"() {value = "s4"} : () -> () loc("19.mlir":232:1)
  }) : () -> () loc("19.mlir":231:1)
  "builtin.module"() ({
    "test.i32ElementsAttr"() {attr = dense<4> : tensor<2xi32>} : () -> () loc("19.mlir":235:1)
  }) : () -> () loc("19.mlir":234:1)
  "builtin.module"() ({
    %30 = "test.i32_enum_attr"() {attr = 5 : i32} : () -> i32 loc("19.mlir":238:10)
  }) : () -> () loc("19.mlir":237:1)
  "builtin.module"() ({
    %31 = "test.i64_enum_attr"() {attr = 5 : i64} : () -> i32 loc("19.mlir":241:10)
  }) : () -> () loc("19.mlir":240:1)
  "builtin.module"() ({
    %32 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":244:10)
    "test.ignore_arg_match_dst"(%32) {f} : (i32) -> () loc("19.mlir":245:1)
  }) : () -> () loc("19.mlir":243:1)
  "builtin.module"() ({
    %33 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":248:10)
    %34 = "arith.constant"() {value = 1 : i32} : () -> i32 loc("19.mlir":249:10)
    %35 = "arith.constant"() {value = 2 : i32} : () -> i32 loc("19.mlir":250:10)
    "test.ignore_arg_match_src"(%33, %34, %35) {d, e, f} : (i32, i32, i32) -> () loc("19.mlir":251:1)
  }) : () -> () loc("19.mlir":247:1)
  "builtin.module"() ({
    "test.indexElementsAttr"() {attr = dense<3> : tensor<2xindex>} : () -> () loc("19.mlir":254:1)
  }) : () -> () loc("19.mlir":253:1)
  "builtin.module"() ({
    "test.int_attrs"() {any_i32_attr = 4 : i32, index_attr = 5 : index, si32_attr = 6 : si32, ui32_attr = 7 : ui32} : () -> () loc("19.mlir":257:1)
  }) : () -> () loc("19.mlir":256:1)
  "builtin.module"() ({
    "test.int_elements_attr"() {any_i32_attr = dense<4> : tensor<2xi32>, i32_attr = dense<5> : tensor<2xi32>} : () -> () loc("19.mlir":260:1)
  }) : () -> () loc("19.mlir":259:1)
  "builtin.module"() ({
    %36 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":263:10)
    %37 = "arith.constant"() {value = 1 : i32} : () -> i32 loc("19.mlir":264:10)
    "test.interleaved_operand_attr1"(%36, %37) {attr1 = 4 : i64, attr2 = 5 : i64} : (i32, i32) -> () loc("19.mlir":265:1)
  }) : () -> () loc("19.mlir":262:1)
  "builtin.module"() ({
    %38 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":268:10)
    %39 = "arith.constant"() {value = 1 : i32} : () -> i32 loc("19.mlir":269:10)
    "test.interleaved_operand_attr2"(%38, %39) {attr1 = 4 : i64, attr2 = 5 : i64} : (i32, i32) -> () loc("19.mlir":270:1)
  }) : () -> () loc("19.mlir":267:1)
  "builtin.module"() ({
    "func.func"() ({
      "test.internal_br"()[^bb1, ^bb2] {operandSegmentSizes = array<i32: 0, 0>} : () -> () loc("19.mlir":274:3)
    ^bb1:
      "func.return"() : () -> () loc("19.mlir":276:3)
    ^bb2(%40: i32 loc("19.mlir":277:6)):
      "func.return"() : () -> () loc("19.mlir":278:3)
    }) {function_type = () -> (), sym_name = "f"} : () -> () loc("19.mlir":273:1)
  }) : () -> () loc("19.mlir":272:1)
  "builtin.module"() ({
    %41 = "test.legal_op_a"() {status = "s4"} : () -> i32 loc("19.mlir":282:10)
  }) : () -> () loc("19.mlir":281:1)
  "builtin.module"() ({
    %42 = "test.zz_value"() : () -> tensor<7xf32> loc("19.mlir":285:6)
    %43 = "test.zz_value"() : () -> tensor<4xf32> loc("19.mlir":286:6)
    %44 = "test.linalg_conv_op"(%42, %43, %43) ({
    ^bb0(%45: f32 loc("19.mlir":288:6), %46: f32 loc("19.mlir":288:15), %47: f32 loc("19.mlir":288:24)):
      "linalg.yield"(%45) : (f32) -> () loc("19.mlir":289:3)
    }) {indexing_maps = [affine_map<(d0, d1) -> (d0 + d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>} : (tensor<7xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> loc("19.mlir":287:6)
  }) : () -> () loc("19.mlir":284:1)
  "builtin.module"() ({
    %48 = "test.zz_value"() : () -> tensor<2xf32> loc("19.mlir":293:6)
    %49 = "test.zz_value"() : () -> f32 loc("19.mlir":294:6)
    %50 = "test.linalg_fill_op"(%49, %48) ({
    ^bb0(%51: f32 loc("19.mlir":296:6), %52: f32 loc("19.mlir":296:15)):
      "linalg.yield"(%51) : (f32) -> () loc("19.mlir":297:3)
    }) {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>} : (f32, tensor<2xf32>) -> tensor<2xf32> loc("19.mlir":295:6)
  }) : () -> () loc("19.mlir":292:1)
  "builtin.module"() ({
    %53 = "arith.constant"() {value = 1 : i32} : () -> i32 loc("19.mlir":301:6)
    "test.many_arguments"(%53, %53, %53, %53, %53, %53, %53, %53, %53) {attr1 = 4 : i64, attr2 = 5 : i64, attr3 = 6 : i64, attr4 = 7 : i64, attr5 = 8 : i64, attr6 = 9 : i64, attr7 = 10 : i64, attr8 = 11 : i64, attr9 = 12 : i64} : (i32, i32, i32, i32, i32, i32, i32, i32, i32) -> () loc("19.mlir":302:1)
  }) : () -> () loc("19.mlir":300:1)
  "builtin.module"() ({
    %54 = "test.match_op_attribute1"() {default_valued_attr = 3 : i32, more_attr = 4 : i32, optional_attr = 5 : i32, required_attr = 6 : i32} : () -> i32 loc("19.mlir":305:10)
  }) : () -> () loc("19.mlir":304:1)
  "builtin.module"() ({
    %55 = "test.match_op_attribute2"() {default_valued_attr = 3 : i32, more_attr = 4 : i32, optional_attr = 5 : i32, required_attr = 6 : i32} : () -> i32 loc("19.mlir":308:10)
  }) : () -> () loc("19.mlir":307:1)
  "builtin.module"() ({
    %56 = "test.match_op_attribute3"() {attr} : () -> i32 loc("19.mlir":311:10)
  }) : () -> () loc("19.mlir":310:1)
  "builtin.module"() ({
    %57 = "test.match_op_attribute4"() {attr1, attr2} : () -> i32 loc("19.mlir":314:10)
  }) : () -> () loc("19.mlir":313:1)
  "builtin.module"() ({
    %58 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":317:10)
    %59 = "test.mixed_variadic_in3"(%58) {count = 3 : i32} : (i32) -> i32 loc("19.mlir":318:10)
  }) : () -> () loc("19.mlir":316:1)
  "builtin.module"() ({
    %60 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":321:10)
    "test.mixed_variadic_in4"(%60) {attr1 = 3 : i32} : (i32) -> () loc("19.mlir":322:1)
  }) : () -> () loc("19.mlir":320:1)
  "builtin.module"() ({
    %61 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":325:10)
    %62 = "arith.constant"() {value = 1 : i32} : () -> i32 loc("19.mlir":326:10)
    %63 = "arith.constant"() {value = 2 : i32} : () -> i32 loc("19.mlir":327:10)
    "test.mixed_variadic_in5"(%61, %62, %63) {attr1 = 3 : i32, pattern_name = "s5"} : (i32, i32, i32) -> () loc("19.mlir":328:1)
  }) : () -> () loc("19.mlir":324:1)
  "builtin.module"() ({
    "test.mixed_variadic_in6"() {attr1 = 3 : i32} : () -> () loc("19.mlir":331:1)
  }) : () -> () loc("19.mlir":330:1)
  "builtin.module"() ({
    "test.mixed_variadic_optional_in7"() {attr1 = 5 : i64, operandSegmentSizes = array<i32: 0, 0>} : () -> () loc("19.mlir":334:1)
  }) : () -> () loc("19.mlir":333:1)
  "builtin.module"() ({
    %64 = "test.mixed_variadic_out3"() {count = 3 : i32} : () -> i32 loc("19.mlir":337:10)
  }) : () -> () loc("19.mlir":336:1)
  "builtin.module"() ({
    %65 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":340:10)
    %66 = "arith.constant"() {value = 1 : i32} : () -> i32 loc("19.mlir":341:10)
    %67 = "test.native_code_call1"(%65, %66) {attr1 = 4 : i64, attr2 = 5 : i64, choice = true} : (i32, i32) -> i32 loc("19.mlir":342:10)
  }) : () -> () loc("19.mlir":339:1)
  "builtin.module"() ({
    %68 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":345:10)
    %69 = "test.native_code_call2"(%68) {attr = [4]} : (i32) -> i32 loc("19.mlir":346:10)
  }) : () -> () loc("19.mlir":344:1)
  "builtin.module"() ({
    "test.no_str_value"() {value = "s4"} : () -> () loc("19.mlir":349:1)
  }) : () -> () loc("19.mlir":348:1)
  "builtin.module"() ({
    "test.non_negative_int_attr"() {i32attr = 3 : i32, i64attr = 5 : i64} : () -> () loc("19.mlir":352:1)
  }) : () -> () loc("19.mlir":351:1)
  "builtin.module"() ({
    "test.oilist_custom"() {nowait, operandSegmentSizes = array<i32: 0, 0>} : () -> () loc("19.mlir":355:1)
  }) : () -> () loc("19.mlir":354:1)
  "builtin.module"() ({
    "test.oilist_variadic_with_parens"() {operandSegmentSizes = array<i32: 0, 0, 0>} : () -> () loc("19.mlir":358:1)
  }) : () -> () loc("19.mlir":357:1)
  "builtin.module"() ({
    "test.oilist_with_keywords_only"() {diffNameUnitAttrKeyword, keyword, otherKeyword} : () -> () loc("19.mlir":361:1)
  }) : () -> () loc("19.mlir":360:1)
  "builtin.module"() ({
    "test.oilist_with_keywords_only_properties"() {diffNameUnitPropKeyword, keyword, otherKeyword} : () -> () loc("19.mlir":364:1)
  }) : () -> () loc("19.mlir":363:1)
  "builtin.module"() ({
    "test.oilist_with_simple_args"() {operandSegmentSizes = array<i32: 0, 0, 0>} : () -> () loc("19.mlir":367:1)
  }) : () -> () loc("19.mlir":366:1)
  "builtin.module"() ({
    %70 = "test.one_result1"() {kind = 4 : i64} : () -> f32 loc("19.mlir":370:11)
  }) : () -> () loc("19.mlir":369:1)
  "builtin.module"() ({
    %71 = "test.one_result2"() {kind = 4 : i64} : () -> i32 loc("19.mlir":373:11)
  }) : () -> () loc("19.mlir":372:1)
  "builtin.module"() ({
    %72 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":376:11)
    %73 = "test.op_a"(%72) {attr = 3 : i32} : (i32) -> i32 loc("19.mlir":377:11)
  }) : () -> () loc("19.mlir":375:1)
  "builtin.module"() ({
    %74 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":380:11)
    %75 = "test.op_b"(%74) {attr = 3 : i32} : (i32) -> i32 loc("19.mlir":381:11)
  }) : () -> () loc("19.mlir":379:1)
  "builtin.module"() ({
    %76 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":384:11)
    %77 = "test.op_in_place_fold"(%76) {attr = 3 : i32} : (i32) -> i32 loc("19.mlir":385:11)
  }) : () -> () loc("19.mlir":383:1)
  "builtin.module"() ({
    %78 = "test.op_in_place_self_fold"() {folded} : () -> i32 loc("19.mlir":388:11)
  }) : () -> () loc("19.mlir":387:1)
  "builtin.module"() ({
    %79 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":391:11)
    %80 = "test.op_m"(%79) {optional_attr = 3 : i32} : (i32) -> i32 loc("19.mlir":392:11)
  }) : () -> () loc("19.mlir":390:1)
  "builtin.module"() ({
    "test.op_optionally_implementing_interface"() {implementsInterface = true} : () -> () loc("19.mlir":395:1)
  }) : () -> () loc("19.mlir":394:1)
  "builtin.module"() ({
    %81 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":398:11)
    %82 = "test.op_s"(%81) {value} : (i32) -> i32 loc("19.mlir":399:11)
  }) : () -> () loc("19.mlir":397:1)
  "builtin.module"() ({
    "test.op_with_bit_enum"() {tag, value = #test.bit_enum<read>} : () -> () loc("19.mlir":402:1)
  }) : () -> () loc("19.mlir":401:1)
  "builtin.module"() ({
    %83 = "test.op_with_effects_a"() {first = @s4, optional_symbol = @s5, second = @s6} : () -> memref<2xf32> loc("19.mlir":405:11)
  }) : () -> () loc("19.mlir":404:1)
  "builtin.module"() ({
    "test.op_with_enum"() {tag, value = #test<enum first>} : () -> () loc("19.mlir":408:1)
  }) : () -> () loc("19.mlir":407:1)
  "builtin.module"() ({
    "test.op_with_loc_attr"() {loc_attr = loc("l4")} : () -> () loc("19.mlir":411:1)
  }) : () -> () loc("19.mlir":410:1)
  "builtin.module"() ({
    "test.optional_custom_attr"() {attr = true} : () -> () loc("19.mlir":414:1)
  }) : () -> () loc("19.mlir":413:1)
  "builtin.module"() ({
    "test.overridden_symbol_visibility"() {sym_name = "s4"} : () -> () loc("19.mlir":417:1)
  }) : () -> () loc("19.mlir":416:1)
  "builtin.module"() ({
    "test.parse_b64"() {b64 = "s4"} : () -> () loc("19.mlir":420:1)
  }) : () -> () loc("19.mlir":419:1)
  "builtin.module"() ({
    "test.parse_custom_operation_name_api"() {name = "s4"} : () -> () loc("19.mlir":423:1)
  }) : () -> () loc("19.mlir":422:1)
  "builtin.module"() ({
    "test.parse_wrapped_keyword"() {keyword = "s4"} : () -> () loc("19.mlir":426:1)
  }) : () -> () loc("19.mlir":425:1)
  "builtin.module"() ({
    "test.positive_int_attr"() {i32attr = 3 : i32, i64attr = 5 : i64} : () -> () loc("19.mlir":429:1)
  }) : () -> () loc("19.mlir":428:1)
  "builtin.module"() ({
    "func.func"() ({
      %84 = "test.producing_br"()[^bb1, ^bb2] {operandSegmentSizes = array<i32: 0, 0>} : () -> i32 loc("19.mlir":433:8)
    ^bb1:
      "func.return"() : () -> () loc("19.mlir":435:3)
    ^bb2:
      "func.return"() : () -> () loc("19.mlir":437:3)
    }) {function_type = () -> (), sym_name = "f"} : () -> () loc("19.mlir":432:1)
  }) : () -> () loc("19.mlir":431:1)
  "builtin.module"() ({
    "test.prop"() {transforms = dense<4> : tensor<2xi32>} : () -> () loc("19.mlir":441:1)
  }) : () -> () loc("19.mlir":440:1)
  "builtin.module"() ({
    "test.ranked_int_elements_attr"() {matrix_i64_attr = dense<3> : tensor<4x8xi64>, vector_i32_attr = dense<5> : tensor<2xi32>} : () -> () loc("19.mlir":444:1)
  }) : () -> () loc("19.mlir":443:1)
  "builtin.module"() ({
    "test.recursive_rewrite"() {depth = 4 : i64} : () -> () loc("19.mlir":447:1)
  }) : () -> () loc("19.mlir":446:1)
  "builtin.module"() ({
    %85 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":450:11)
    %86 = "test.reflect_bounds"(%85) {smax = 4 : i64, smin = 5 : i64, umax = 6 : i64, umin = 7 : i64} : (i32) -> i32 loc("19.mlir":451:11)
  }) : () -> () loc("19.mlir":449:1)
  "builtin.module"() ({
    %87 = "test.zz_value"() : () -> memref<4xf32> loc("19.mlir":454:6)
    %88 = "test.reify_bound"(%87) {dim = 0 : i64, scalable, type = "EQ", vscale_max = 4 : i64, vscale_min = 1 : i64} : (memref<4xf32>) -> index loc("19.mlir":455:6)
  }) : () -> () loc("19.mlir":453:1)
  "builtin.module"() ({
    %89 = "test.result_has_same_type_as_attr"() {attr = 4 : i64} : () -> i64 loc("19.mlir":458:11)
  }) : () -> () loc("19.mlir":457:1)
  "builtin.module"() ({
    %90 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":461:11)
    %91 = "test.source_op"(%90) {tag = 3 : i32} : (i32) -> i32 loc("19.mlir":462:11)
  }) : () -> () loc("19.mlir":460:1)
  "builtin.module"() ({
    %92 = "test.zz_value"() : () -> memref<i32> loc("19.mlir":465:6)
    %93 = "arith.constant"() {value = 1 : i32} : () -> i32 loc("19.mlir":466:6)
    "test.store_with_a_loop_region"(%92) ({
      "test.store_with_a_region_terminator"() : () -> () loc("19.mlir":468:3)
    }) {store_before_region = true} : (memref<i32>) -> () loc("19.mlir":467:1)
  }) : () -> () loc("19.mlir":464:1)
  "builtin.module"() ({
    %94 = "test.zz_value"() : () -> memref<i32> loc("19.mlir":472:6)
    %95 = "arith.constant"() {value = 1 : i32} : () -> i32 loc("19.mlir":473:6)
    "test.store_with_a_region"(%94) ({
      "test.store_with_a_region_terminator"() : () -> () loc("19.mlir":475:3)
    }) {store_before_region = true} : (memref<i32>) -> () loc("19.mlir":474:1)
  }) : () -> () loc("19.mlir":471:1)
  "builtin.module"() ({
    "test.string_attr_pretty_name"() {names = ["s3"]} : () -> () loc("19.mlir":479:1)
  }) : () -> () loc("19.mlir":478:1)
  "builtin.module"() ({
    "test.string_attr_with_mixed_type"() {attr} : () -> () loc("19.mlir":482:1)
  }) : () -> () loc("19.mlir":481:1)
  "builtin.module"() ({
    "test.string_attr_with_type"() {attr = "s4"} : () -> () loc("19.mlir":485:1)
  }) : () -> () loc("19.mlir":484:1)
  "builtin.module"() ({
    "test.string_elements_attr"() {scalar_string_attr = dense<["x", "y"]> : tensor<2x!quant.uniform<i8:f32, 1.0e0>>} : () -> () loc("19.mlir":488:1)
  }) : () -> () loc("19.mlir":487:1)
  "builtin.module"() ({
    %96 = "test.zz_value"() : () -> index loc("19.mlir":491:11)
    "test.switch_with_no_break"(%96) {cases = array<i64: 4>} : (index) -> () loc("19.mlir":492:1)
  }) : () -> () loc("19.mlir":490:1)
  "builtin.module"() ({
    "test.symbol"() {sym_name = "s4", sym_visibility = "private"} : () -> () loc("19.mlir":495:1)
  }) : () -> () loc("19.mlir":494:1)
  "builtin.module"() ({
    %97 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":498:11)
    %98 = "test.symbol_binding_a"(%97) {attr = 4 : i64} : (i32) -> i32 loc("19.mlir":499:11)
  }) : () -> () loc("19.mlir":497:1)
  "builtin.module"() ({
    %99 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":502:11)
    %100 = "arith.constant"() {value = 1 : i32} : () -> i32 loc("19.mlir":503:11)
    %101 = "test.symbol_binding_d"(%99, %100) {attr = 4 : i64} : (i32, i32) -> i32 loc("19.mlir":504:11)
  }) : () -> () loc("19.mlir":501:1)
  "builtin.module"() ({
    "test.symbol_with_result"() {sym_name = "s4", sym_visibility = "s5"} : () -> () loc("19.mlir":507:1)
  }) : () -> () loc("19.mlir":506:1)
  "builtin.module"() ({
    %102 = "test.tblgen_build_6"() {operandSegmentSizes = array<i32: 0, 0>} : () -> f32 loc("19.mlir":510:11)
  }) : () -> () loc("19.mlir":509:1)
  "builtin.module"() ({
    "test.tblgen_build_7"() {attr0 = true} : () -> () loc("19.mlir":513:1)
  }) : () -> () loc("19.mlir":512:1)
  "builtin.module"() ({
    %103:3 = "test.three_result"() {kind = 4 : i64} : () -> (i32, f32, f32) loc("19.mlir":516:13)
  }) : () -> () loc("19.mlir":515:1)
  "builtin.module"() ({
    %104:2 = "test.two_result"() {kind = 4 : i64} : () -> (i32, f32) loc("19.mlir":519:13)
  }) : () -> () loc("19.mlir":518:1)
  "builtin.module"() ({
    "test.type_array_attr"() {attr = [i3]} : () -> () loc("19.mlir":522:1)
  }) : () -> () loc("19.mlir":521:1)
  "builtin.module"() ({
    "test.type_array_attr_with_default"() {attr = [i3]} : () -> () loc("19.mlir":525:1)
  }) : () -> () loc("19.mlir":524:1)
  "builtin.module"() ({
    "test.type_attr_of"() {type = i64} : () -> () loc("19.mlir":528:1)
  }) : () -> () loc("19.mlir":527:1)
  "builtin.module"() ({
    "test.typed_attr"() {attr, type = i4} : () -> () loc("19.mlir":531:1)
  }) : () -> () loc("19.mlir":530:1)
  "builtin.module"() ({
    "test.value_with_bounds"() {max = 4 : i64, min = 5 : i64} : () -> () loc("19.mlir":534:1)
  }) : () -> () loc("19.mlir":533:1)
  "builtin.module"() ({
    "test.variadic_args_types_split"() {str = "s4"} : () -> () loc("19.mlir":537:1)
  }) : () -> () loc("19.mlir":536:1)
  "builtin.module"() ({
    %105 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":540:11)
    %106 = "arith.constant"() {value = 1 : i32} : () -> i32 loc("19.mlir":541:11)
    %107 = "arith.constant"() {value = 2 : i32} : () -> i32 loc("19.mlir":542:11)
    "test.variadic_rewrite_dst_op"(%105, %106, %107) {operandSegmentSizes = array<i32: 1, 1, 1>} : (i32, i32, i32) -> () loc("19.mlir":543:1)
  }) : () -> () loc("19.mlir":539:1)
  "builtin.module"() ({
    %108 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":546:11)
    %109 = "arith.constant"() {value = 1 : i32} : () -> i32 loc("19.mlir":547:11)
    %110 = "arith.constant"() {value = 2 : i32} : () -> i32 loc("19.mlir":548:11)
    "test.variadic_rewrite_src_op"(%108, %109, %110) {operandSegmentSizes = array<i32: 1, 1, 1>} : (i32, i32, i32) -> () loc("19.mlir":549:1)
  }) : () -> () loc("19.mlir":545:1)
  "builtin.module"() ({
    "test.variadic_segment_prop"() {operandSegmentSizes = array<i32: 0, 0>, resultSegmentSizes = array<i32: 0, 0>} : () -> () loc("19.mlir":552:1)
  }) : () -> () loc("19.mlir":551:1)
  "builtin.module"() ({
    "test.versionedA"() {dims = 4 : i64, modifier = true} : () -> () loc("19.mlir":555:1)
  }) : () -> () loc("19.mlir":554:1)
  "builtin.module"() ({
    "test.versionedC"() {attribute = dense<1> : tensor<2xi32>} : () -> () loc("19.mlir":558:1)
  }) : () -> () loc("19.mlir":557:1)
  "builtin.module"() ({
    %111 = "test.with_bounds"() {smax = 4 : i64, smin = 5 : i64, umax = 6 : i64, umin = 7 : i64} : () -> i32 loc("19.mlir":561:11)
  }) : () -> () loc("19.mlir":560:1)
  "builtin.module"() ({
    "test.with_bounds_region"() ({
    ^bb0(%112: index loc("19.mlir":565:6)):
      "test.region_yield"(%112) : (index) -> () loc("19.mlir":566:3)
    }) {smax = 4 : index, smin = 0 : index, umax = 6 : index, umin = 0 : index} : () -> () loc("19.mlir":564:1)
  }) : () -> () loc("19.mlir":563:1)
  "builtin.module"() ({
    %113 = "test.zz_value"() : () -> !transform.any_op loc("19.mlir":570:11)
    %114 = "transform.test.fuse_and_yield"(%113) {tile_interchange = [4], tile_sizes = [5], use_forall = true} : (!transform.any_op) -> !transform.any_op loc("19.mlir":571:11)
  }) : () -> () loc("19.mlir":569:1)
  "builtin.module"() ({
    %115 = "test.zz_value"() : () -> !transform.any_op loc("19.mlir":574:6)
    %116:2 = "transform.test.fuse_using_forall"(%115) {interchange = [0], mapping = [#gpu.block<x>], tile_sizes = [4]} : (!transform.any_op) -> (!transform.any_op, !transform.any_op) loc("19.mlir":575:8)
  }) : () -> () loc("19.mlir":573:1)
  "builtin.module"() ({
    %117 = "test.zz_value"() : () -> !transform.any_op loc("19.mlir":578:6)
    %118:2 = "transform.test.tile_using_forall"(%117) {interchange = [0], mapping = [#gpu.block<x>], tile_sizes = [4]} : (!transform.any_op) -> (!transform.any_op, !transform.any_op) loc("19.mlir":579:8)
  }) : () -> () loc("19.mlir":577:1)
  "builtin.module"() ({
    "transform.test_add_test_extension"() {message = "s4"} : () -> () loc("19.mlir":582:1)
  }) : () -> () loc("19.mlir":581:1)
  "builtin.module"() ({
    %119 = "test.zz_value"() : () -> !transform.test_dialect_param loc("19.mlir":585:6)
    %120 = "transform.test_add_to_param"(%119) {addendum = 4 : i32} : (!transform.test_dialect_param) -> !transform.test_dialect_param loc("19.mlir":586:6)
  }) : () -> () loc("19.mlir":584:1)
  "builtin.module"() ({
    %121 = "test.zz_value"() : () -> !transform.any_op loc("19.mlir":589:11)
    "transform.test_consume_operand"(%121) {allow_repeated_handles} : (!transform.any_op) -> () loc("19.mlir":590:1)
  }) : () -> () loc("19.mlir":588:1)
  "builtin.module"() ({
    %122 = "test.zz_value"() : () -> !transform.any_op loc("19.mlir":593:11)
    "transform.test_consume_operand_of_op_kind_or_fail"(%122) {op_kind = "s4"} : (!transform.any_op) -> () loc("19.mlir":594:1)
  }) : () -> () loc("19.mlir":592:1)
  "builtin.module"() ({
    "transform.test_dummy_payload_op"() : () -> () loc("19.mlir":597:1)
  }) : () -> () loc("19.mlir":596:1)
  "builtin.module"() ({
    %123 = "test.zz_value"() : () -> !transform.any_op loc("19.mlir":600:11)
    "transform.test_emit_remark_and_erase_operand"(%123) {fail_after_erase, remark = "s4"} : (!transform.any_op) -> () loc("19.mlir":601:1)
  }) : () -> () loc("19.mlir":599:1)
  "builtin.module"() ({
    %124 = "transform.test_produce_param"() {attr} : () -> !transform.param<i64> loc("19.mlir":604:11)
  }) : () -> () loc("19.mlir":603:1)
  "builtin.module"() ({
    %125 = "test.zz_value"() : () -> !transform.any_op loc("19.mlir":607:6)
    %126:2 = "transform.test_produce_transform_param_or_forward_operand"(%125) {first_result_is_null, first_result_is_param, second_result_is_handle} : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>) loc("19.mlir":608:8)
  }) : () -> () loc("19.mlir":606:1)
  "builtin.module"() ({
    %127 = "test.zz_value"() : () -> !transform.any_op loc("19.mlir":611:6)
    %128 = "transform.test_produce_value_handle_to_argument_of_parent_block"(%127) {number = 4 : i64} : (!transform.any_op) -> !transform.any_value loc("19.mlir":612:6)
  }) : () -> () loc("19.mlir":610:1)
  "builtin.module"() ({
    %129 = "test.zz_value"() : () -> !transform.any_op loc("19.mlir":615:6)
    %130 = "transform.test_produce_value_handle_to_result"(%129) {number = 4 : i64} : (!transform.any_op) -> !transform.any_value loc("19.mlir":616:6)
  }) : () -> () loc("19.mlir":614:1)
  "builtin.module"() ({
    %131 = "test.zz_value"() : () -> !transform.any_op loc("19.mlir":619:11)
    %132 = "transform.test_required_memory_effects"(%131) {has_operand_effect, has_result_effect, modifies_payload} : (!transform.any_op) -> !transform.any_op loc("19.mlir":620:11)
  }) : () -> () loc("19.mlir":618:1)
  "builtin.module"() ({
    %133 = "test.zz_value"() : () -> !transform.any_op loc("19.mlir":623:11)
    "transform.test_succeed_if_operand_of_op_kind"(%133) {op_kind = "s4"} : (!transform.any_op) -> () loc("19.mlir":624:1)
  }) : () -> () loc("19.mlir":622:1)
}) : () -> () loc("19.mlir":0:0)
