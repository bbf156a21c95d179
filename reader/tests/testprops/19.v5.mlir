"builtin.module"() ({
  "builtin.module"() ({
    %0 = "test.all_attr_constraint_of1"() {attr = [4]} : () -> i32 loc("19.mlir":2:9)
  }) : () -> () loc("19.mlir":1:1)
  "builtin.module"() ({
    %1 = "test.all_attr_constraint_of2"() {attr = [4]} : () -> i32 loc("19.mlir":5:9)
  }) : () -> () loc("19.mlir":4:1)
  "builtin.module"() ({
    %2:2 = "test.another_two_result"() {kind = 4 : i64} : () -> (f32, f32) loc("19.mlir":8:11)
  }) : () -> () loc("19.mlir":7:1)
  "builtin.module"() ({
    "test.any_attr_of_i32_str"() {attr = 3 : i32} : () -> () loc("19.mlir":11:1)
  }) : () -> () loc("19.mlir":10:1)
  "builtin.module"() ({
    "test.attr_with_loc"() {loc, value} : () -> () loc("19.mlir":14:1)
  }) : () -> () loc("19.mlir":13:1)
  "builtin.module"() ({
    "test.call_with_segments"() {callee = @s5, operandSegmentSizes = array<i32: 0, 0, 0>} : () -> () loc("19.mlir":17:1)
  }) : () -> () loc("19.mlir":16:1)
  "builtin.module"() ({
    "test.confined_dense_array_attr"() {emptyattr = array<i16: 4>, i32attr = array<i32: 5>, i64attr = array<i64: 6>} : () -> () loc("19.mlir":20:1)
  }) : () -> () loc("19.mlir":19:1)
  "builtin.module"() ({
    "test.confined_non_negative_attr"() {emptyattr = array<i16: 4>, f32attr = array<f32: 5.5e0>, f64attr = array<f64: 6.5e0>, i16attr = array<i16: 7>, i32attr = array<i32: 8>, i64attr = array<i64: 9>, i8attr = array<i8: 10>} : () -> () loc("19.mlir":23:1)
  }) : () -> () loc("19.mlir":22:1)
  "builtin.module"() ({
    "test.confined_strictly_positive_attr"() {emptyattr = array<i16: 4>, f32attr = array<f32: 5.5e0>, f64attr = array<f64: 6.5e0>, i16attr = array<i16: 7>, i32attr = array<i32: 8>, i64attr = array<i64: 9>, i8attr = array<i8: 10>} : () -> () loc("19.mlir":26:1)
  }) : () -> () loc("19.mlir":25:1)
  "builtin.module"() ({
    %3 = "test.constant"() {value} : () -> i32 loc("19.mlir":29:9)
  }) : () -> () loc("19.mlir":28:1)
  "builtin.module"() ({
    "test.convert_block_args"() {duplicate, is_legal, replace_with_operand} : () -> () loc("19.mlir":32:1)
  }) : () -> () loc("19.mlir":31:1)
  "builtin.module"() ({
    "test.custom_dimension_list_attr"() {dimension_list = array<i64: 4>} : () -> () loc("19.mlir":35:1)
  }) : () -> () loc("19.mlir":34:1)
  "builtin.module"() ({
    "test.custom_result_name"() {names = ["s3"]} : () -> () loc("19.mlir":38:1)
  }) : () -> () loc("19.mlir":37:1)
  "builtin.module"() ({
    %4 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":41:10)
    "test.default_value_print"(%4) {value_with_default = 3 : i32} : (i32) -> () loc("19.mlir":42:1)
  }) : () -> () loc("19.mlir":40:1)
  "builtin.module"() ({
    "test.dense_array_attr"() {emptyattr = array<i32: 4>, f32attr = array<f32: 5.5e0>, f64attr = array<f64: 6.5e0>, i16attr = array<i16: 7>, i1attr = array<i1: true>, i32attr = array<i32: 9>, i64attr = array<i64: 10>, i8attr = array<i8: 11>} : () -> () loc("19.mlir":45:1)
  }) : () -> () loc("19.mlir":44:1)
  "builtin.module"() ({
    "test.destination_style_op"() {operandSegmentSizes = array<i32: 0, 0, 0>} : () -> () loc("19.mlir":48:1)
  }) : () -> () loc("19.mlir":47:1)
  "builtin.module"() ({
    "test.either_op_c"() {attr = 4 : i64} : () -> () loc("19.mlir":51:1)
  }) : () -> () loc("19.mlir":50:1)
  "builtin.module"() ({
    "test.ellipsis"() {variadic} : () -> () loc("19.mlir":54:1)
  }) : () -> () loc("19.mlir":53:1)
  "builtin.module"() ({
    "test.float_attrs"() {float_attr} : () -> () loc("19.mlir":57:1)
  }) : () -> () loc("19.mlir":56:1)
  "builtin.module"() ({
    "test.float_elements_attr"() {scalar_f32_attr = dense<4.5e0> : tensor<2xf32>, tensor_f64_attr = dense<4.5e0> : tensor<4x8xf64>} : () -> () loc("19.mlir":60:1)
  }) : () -> () loc("19.mlir":59:1)
  "builtin.module"() ({
    "test.fold_to_call_op"() {callee = @s4} : () -> () loc("19.mlir":63:1)
  }) : () -> () loc("19.mlir":62:1)
  "builtin.module"() ({
    "test.format_attr_dict_w_keyword"() {attr = 4 : i64, opt_attr = 5 : i64} : () -> () loc("19.mlir":66:1)
  }) : () -> () loc("19.mlir":65:1)
  "builtin.module"() ({
    "test.format_attr_op"() {attr = 4 : i64} : () -> () loc("19.mlir":69:1)
  }) : () -> () loc("19.mlir":68:1)
  "builtin.module"() ({
    "test.format_custom_directive_attrdict"() {attr = 4 : i64, optAttr = 5 : i64} : () -> () loc("19.mlir":72:1)
  }) : () -> () loc("19.mlir":71:1)
  "builtin.module"() ({
    "test.format_custom_directive_attributes"() {attr = 4 : i64, optAttr = 5 : i64} : () -> () loc("19.mlir":75:1)
  }) : () -> () loc("19.mlir":74:1)
  "builtin.module"() ({
    "test.format_custom_directive_spacing"() {attr1 = "s4", attr2 = "s5"} : () -> () loc("19.mlir":78:1)
  }) : () -> () loc("19.mlir":77:1)
  "builtin.module"() ({
    "test.format_infer_type_variadic_operands"() {operandSegmentSizes = array<i32: 0, 0>} : () -> () loc("19.mlir":81:1)
  }) : () -> () loc("19.mlir":80:1)
  "builtin.module"() ({
    "test.format_literal_following_optional_group"() {type = i4, value} : () -> () loc("19.mlir":84:1)
  }) : () -> () loc("19.mlir":83:1)
  "builtin.module"() ({
    "test.format_multiple_variadic_operands"() {operandSegmentSizes = array<i32: 0, 0>} : () -> () loc("19.mlir":87:1)
  }) : () -> () loc("19.mlir":86:1)
  "builtin.module"() ({
    "test.format_multiple_variadic_results"() {resultSegmentSizes = array<i32: 0, 0>} : () -> () loc("19.mlir":90:1)
  }) : () -> () loc("19.mlir":89:1)
  "builtin.module"() ({
    "test.format_opt_attr_op_a"() {opt_attr = 4 : i64} : () -> () loc("19.mlir":93:1)
  }) : () -> () loc("19.mlir":92:1)
  "builtin.module"() ({
    "test.format_opt_attr_op_b"() {opt_attr = 4 : i64} : () -> () loc("19.mlir":96:1)
  }) : () -> () loc("19.mlir":95:1)
  "builtin.module"() ({
    "test.format_opt_symbol_name_attr_op"() {opt_attr = "s4"} : () -> () loc("19.mlir":99:1)
  }) : () -> () loc("19.mlir":98:1)
  "builtin.module"() ({
    "test.format_opt_symbol_ref_attr_op"() {opt_attr = @s4} : () -> () loc("19.mlir":102:1)
  }) : () -> () loc("19.mlir":101:1)
  "builtin.module"() ({
    "test.format_optional_default_attrs"() {e = 5 : i64, str = "s5", sym = "s6"} : () -> () loc("19.mlir":105:1)
  }) : () -> () loc("19.mlir":104:1)
  "builtin.module"() ({
    "test.format_optional_default_enum_attr"() {e = 5 : i64} : () -> () loc("19.mlir":108:1)
  }) : () -> () loc("19.mlir":107:1)
  "builtin.module"() ({
    "test.format_optional_else"() {isFirstBranchPresent} : () -> () loc("19.mlir":111:1)
  }) : () -> () loc("19.mlir":110:1)
  "builtin.module"() ({
    "test.format_optional_enum_attr"() {attr = 5 : i64} : () -> () loc("19.mlir":114:1)
  }) : () -> () loc("19.mlir":113:1)
  "builtin.module"() ({
    "test.format_optional_operand_result_a_op"() {operandSegmentSizes = array<i32: 0, 0>} : () -> () loc("19.mlir":117:1)
  }) : () -> () loc("19.mlir":116:1)
  "builtin.module"() ({
    "test.format_optional_operand_result_b_op"() {operandSegmentSizes = array<i32: 0, 0>} : () -> () loc("19.mlir":120:1)
  }) : () -> () loc("19.mlir":119:1)
  "builtin.module"() ({
    "test.format_optional_result_a_op"() {resultSegmentSizes = array<i32: 0, 0>} : () -> () loc("19.mlir":123:1)
  }) : () -> () loc("19.mlir":122:1)
  "builtin.module"() ({
    "test.format_optional_result_b_op"() {resultSegmentSizes = array<i32: 0, 0>} : () -> () loc("19.mlir":126:1)
  }) : () -> () loc("19.mlir":125:1)
  "builtin.module"() ({
    "test.format_optional_result_c_op"() {resultSegmentSizes = array<i32: 0, 0>} : () -> () loc("19.mlir":129:1)
  }) : () -> () loc("19.mlir":128:1)
  "builtin.module"() ({
    "test.format_optional_unit_attribute"() {is_optional} : () -> () loc("19.mlir":132:1)
  }) : () -> () loc("19.mlir":131:1)
  "builtin.module"() ({
    "test.format_optional_unit_attribute_no_elide"() {is_optional} : () -> () loc("19.mlir":135:1)
  }) : () -> () loc("19.mlir":134:1)
  "builtin.module"() ({
    "test.format_optional_unit_property"() {is_optional} : () -> () loc("19.mlir":138:1)
  }) : () -> () loc("19.mlir":137:1)
  "builtin.module"() ({
    "test.format_optional_unit_property_no_elide"() {is_optional} : () -> () loc("19.mlir":141:1)
  }) : () -> () loc("19.mlir":140:1)
  "builtin.module"() ({
    "test.format_symbol_name_attr_op"() {attr = "s4"} : () -> () loc("19.mlir":144:1)
  }) : () -> () loc("19.mlir":143:1)
  "builtin.module"() ({
    "test.format_two_variadic_operands_no_buildable_type_op"() {operandSegmentSizes = array<i32: 0, 0>} : () -> () loc("19.mlir":147:1)
  }) : () -> () loc("19.mlir":146:1)
  "builtin.module"() ({
    "test.has_str_value"() {value = "s4"} : () -> () loc("19.mlir":150:1)
  }) : () -> () loc("19.mlir":149:1)
  "builtin.module"() ({
    "test.i32ElementsAttr"() {attr = dense<4> : tensor<2xi32>} : () -> () loc("19.mlir":153:1)
  }) : () -> () loc("19.mlir":152:1)
  "builtin.module"() ({
    %5 = "test.i32_enum_attr"() {attr = 5 : i32} : () -> i32 loc("19.mlir":156:10)
  }) : () -> () loc("19.mlir":155:1)
  "builtin.module"() ({
    %6 = "test.i64_enum_attr"() {attr = 5 : i64} : () -> i32 loc("19.mlir":159:10)
  }) : () -> () loc("19.mlir":158:1)
  "builtin.module"() ({
    %7 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":162:10)
    "test.ignore_arg_match_dst"(%7) {f} : (i32) -> () loc("19.mlir":163:1)
  }) : () -> () loc("19.mlir":161:1)
  "builtin.module"() ({
    %8 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":166:10)
    %9 = "arith.constant"() {value = 1 : i32} : () -> i32 loc("19.mlir":167:10)
    %10 = "arith.constant"() {value = 2 : i32} : () -> i32 loc("19.mlir":168:10)
    "test.ignore_arg_match_src"(%8, %9, %10) {d, e, f} : (i32, i32, i32) -> () loc("19.mlir":169:1)
  }) : () -> () loc("19.mlir":165:1)
  "builtin.module"() ({
    "test.indexElementsAttr"() {attr = dense<3> : tensor<2xindex>} : () -> () loc("19.mlir":172:1)
  }) : () -> () loc("19.mlir":171:1)
  "builtin.module"() ({
    "test.int_elements_attr"() {any_i32_attr = dense<4> : tensor<2xi32>, i32_attr = dense<5> : tensor<2xi32>} : () -> () loc("19.mlir":175:1)
  }) : () -> () loc("19.mlir":174:1)
  "builtin.module"() ({
    %11 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":178:10)
    %12 = "arith.constant"() {value = 1 : i32} : () -> i32 loc("19.mlir":179:10)
    "test.interleaved_operand_attr1"(%11, %12) {attr1 = 4 : i64, attr2 = 5 : i64} : (i32, i32) -> () loc("19.mlir":180:1)
  }) : () -> () loc("19.mlir":177:1)
  "builtin.module"() ({
    %13 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":183:10)
    %14 = "arith.constant"() {value = 1 : i32} : () -> i32 loc("19.mlir":184:10)
    "test.interleaved_operand_attr2"(%13, %14) {attr1 = 4 : i64, attr2 = 5 : i64} : (i32, i32) -> () loc("19.mlir":185:1)
  }) : () -> () loc("19.mlir":182:1)
  "builtin.module"() ({
    %15 = "test.legal_op_a"() {status = "s4"} : () -> i32 loc("19.mlir":188:10)
  }) : () -> () loc("19.mlir":187:1)
  "builtin.module"() ({
    %16 = "test.match_op_attribute1"() {default_valued_attr = 3 : i32, more_attr = 4 : i32, optional_attr = 5 : i32, required_attr = 6 : i32} : () -> i32 loc("19.mlir":191:10)
  }) : () -> () loc("19.mlir":190:1)
  "builtin.module"() ({
    %17 = "test.match_op_attribute2"() {default_valued_attr = 3 : i32, more_attr = 4 : i32, optional_attr = 5 : i32, required_attr = 6 : i32} : () -> i32 loc("19.mlir":194:10)
  }) : () -> () loc("19.mlir":193:1)
  "builtin.module"() ({
    %18 = "test.match_op_attribute3"() {attr} : () -> i32 loc("19.mlir":197:10)
  }) : () -> () loc("19.mlir":196:1)
  "builtin.module"() ({
    %19 = "test.match_op_attribute4"() {attr1, attr2} : () -> i32 loc("19.mlir":200:10)
  }) : () -> () loc("19.mlir":199:1)
  "builtin.module"() ({
    %20 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":203:10)
    %21 = "test.mixed_variadic_in3"(%20) {count = 3 : i32} : (i32) -> i32 loc("19.mlir":204:10)
  }) : () -> () loc("19.mlir":202:1)
  "builtin.module"() ({
    %22 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":207:10)
    "test.mixed_variadic_in4"(%22) {attr1 = 3 : i32} : (i32) -> () loc("19.mlir":208:1)
  }) : () -> () loc("19.mlir":206:1)
  "builtin.module"() ({
    %23 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":211:10)
    %24 = "arith.constant"() {value = 1 : i32} : () -> i32 loc("19.mlir":212:10)
    %25 = "arith.constant"() {value = 2 : i32} : () -> i32 loc("19.mlir":213:10)
    "test.mixed_variadic_in5"(%23, %24, %25) {attr1 = 3 : i32, pattern_name = "s5"} : (i32, i32, i32) -> () loc("19.mlir":214:1)
  }) : () -> () loc("19.mlir":210:1)
  "builtin.module"() ({
    "test.mixed_variadic_in6"() {attr1 = 3 : i32} : () -> () loc("19.mlir":217:1)
  }) : () -> () loc("19.mlir":216:1)
  "builtin.module"() ({
    "test.mixed_variadic_optional_in7"() {attr1 = 5 : i64, operandSegmentSizes = array<i32: 0, 0>} : () -> () loc("19.mlir":220:1)
  }) : () -> () loc("19.mlir":219:1)
  "builtin.module"() ({
    %26 = "test.mixed_variadic_out3"() {count = 3 : i32} : () -> i32 loc("19.mlir":223:10)
  }) : () -> () loc("19.mlir":222:1)
  "builtin.module"() ({
    %27 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":226:10)
    %28 = "arith.constant"() {value = 1 : i32} : () -> i32 loc("19.mlir":227:10)
    %29 = "test.native_code_call1"(%27, %28) {attr1 = 4 : i64, attr2 = 5 : i64, choice = true} : (i32, i32) -> i32 loc("19.mlir":228:10)
  }) : () -> () loc("19.mlir":225:1)
  "builtin.module"() ({
    %30 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":231:10)
    %31 = "test.native_code_call2"(%30) {attr = [4]} : (i32) -> i32 loc("19.mlir":232:10)
  }) : () -> () loc("19.mlir":230:1)
  "builtin.module"() ({
    "test.no_str_value"() {value = "s4"} : () -> () loc("19.mlir":235:1)
  }) : () -> () loc("19.mlir":234:1)
  "builtin.module"() ({
    "test.non_negative_int_attr"() {i32attr = 3 : i32, i64attr = 5 : i64} : () -> () loc("19.mlir":238:1)
  }) : () -> () loc("19.mlir":237:1)
  "builtin.module"() ({
    "test.oilist_custom"() {nowait, operandSegmentSizes = array<i32: 0, 0>} : () -> () loc("19.mlir":241:1)
  }) : () -> () loc("19.mlir":240:1)
  "builtin.module"() ({
    "test.oilist_variadic_with_parens"() {operandSegmentSizes = array<i32: 0, 0, 0>} : () -> () loc("19.mlir":244:1)
  }) : () -> () loc("19.mlir":243:1)
  "builtin.module"() ({
    "test.oilist_with_keywords_only"() {diffNameUnitAttrKeyword, keyword, otherKeyword} : () -> () loc("19.mlir":247:1)
  }) : () -> () loc("19.mlir":246:1)
  "builtin.module"() ({
    "test.oilist_with_keywords_only_properties"() {diffNameUnitPropKeyword, keyword, otherKeyword} : () -> () loc("19.mlir":250:1)
  }) : () -> () loc("19.mlir":249:1)
  "builtin.module"() ({
    "test.oilist_with_simple_args"() {operandSegmentSizes = array<i32: 0, 0, 0>} : () -> () loc("19.mlir":253:1)
  }) : () -> () loc("19.mlir":252:1)
  "builtin.module"() ({
    %32 = "test.one_result1"() {kind = 4 : i64} : () -> f32 loc("19.mlir":256:10)
  }) : () -> () loc("19.mlir":255:1)
  "builtin.module"() ({
    %33 = "test.one_result2"() {kind = 4 : i64} : () -> i32 loc("19.mlir":259:10)
  }) : () -> () loc("19.mlir":258:1)
  "builtin.module"() ({
    %34 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":262:10)
    %35 = "test.op_a"(%34) {attr = 3 : i32} : (i32) -> i32 loc("19.mlir":263:10)
  }) : () -> () loc("19.mlir":261:1)
  "builtin.module"() ({
    %36 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":266:10)
    %37 = "test.op_b"(%36) {attr = 3 : i32} : (i32) -> i32 loc("19.mlir":267:10)
  }) : () -> () loc("19.mlir":265:1)
  "builtin.module"() ({
    %38 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":270:10)
    %39 = "test.op_in_place_fold"(%38) {attr = 3 : i32} : (i32) -> i32 loc("19.mlir":271:10)
  }) : () -> () loc("19.mlir":269:1)
  "builtin.module"() ({
    %40 = "test.op_in_place_self_fold"() {folded} : () -> i32 loc("19.mlir":274:10)
  }) : () -> () loc("19.mlir":273:1)
  "builtin.module"() ({
    %41 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":277:10)
    %42 = "test.op_m"(%41) {optional_attr = 3 : i32} : (i32) -> i32 loc("19.mlir":278:10)
  }) : () -> () loc("19.mlir":276:1)
  "builtin.module"() ({
    "test.op_optionally_implementing_interface"() {implementsInterface = true} : () -> () loc("19.mlir":281:1)
  }) : () -> () loc("19.mlir":280:1)
  "builtin.module"() ({
    %43 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":284:10)
    %44 = "test.op_s"(%43) {value} : (i32) -> i32 loc("19.mlir":285:10)
  }) : () -> () loc("19.mlir":283:1)
  "builtin.module"() ({
    "test.op_with_bit_enum"() {tag, value = #test.bit_enum<read>} : () -> () loc("19.mlir":288:1)
  }) : () -> () loc("19.mlir":287:1)
  "builtin.module"() ({
    "test.op_with_enum"() {tag, value = #test<enum first>} : () -> () loc("19.mlir":291:1)
  }) : () -> () loc("19.mlir":290:1)
  "builtin.module"() ({
    "test.op_with_loc_attr"() {loc_attr = loc("l4")} : () -> () loc("19.mlir":294:1)
  }) : () -> () loc("19.mlir":293:1)
  "builtin.module"() ({
    "test.overridden_symbol_visibility"() {sym_name = "s4"} : () -> () loc("19.mlir":297:1)
  }) : () -> () loc("19.mlir":296:1)
  "builtin.module"() ({
    "test.parse_b64"() {b64 = "s4"} : () -> () loc("19.mlir":300:1)
  }) : () -> () loc("19.mlir":299:1)
  "builtin.module"() ({
    "test.parse_custom_operation_name_api"() {name = "s4"} : () -> () loc("19.mlir":303:1)
  }) : () -> () loc("19.mlir":302:1)
  "builtin.module"() ({
    "test.parse_wrapped_keyword"() {keyword = "s4"} : () -> () loc("19.mlir":306:1)
  }) : () -> () loc("19.mlir":305:1)
  "builtin.module"() ({
    "test.positive_int_attr"() {i32attr = 3 : i32, i64attr = 5 : i64} : () -> () loc("19.mlir":309:1)
  }) : () -> () loc("19.mlir":308:1)
  "builtin.module"() ({
    "test.prop"() {transforms = dense<4> : tensor<2xi32>} : () -> () loc("19.mlir":312:1)
  }) : () -> () loc("19.mlir":311:1)
  "builtin.module"() ({
    "test.ranked_int_elements_attr"() {matrix_i64_attr = dense<3> : tensor<4x8xi64>, vector_i32_attr = dense<5> : tensor<2xi32>} : () -> () loc("19.mlir":315:1)
  }) : () -> () loc("19.mlir":314:1)
  "builtin.module"() ({
    "test.recursive_rewrite"() {depth = 4 : i64} : () -> () loc("19.mlir":318:1)
  }) : () -> () loc("19.mlir":317:1)
  "builtin.module"() ({
    %45 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":321:10)
    %46 = "test.reflect_bounds"(%45) {smax = 4 : i64, smin = 5 : i64, umax = 6 : i64, umin = 7 : i64} : (i32) -> i32 loc("19.mlir":322:10)
  }) : () -> () loc("19.mlir":320:1)
  "builtin.module"() ({
    %47 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":325:11)
    %48 = "test.source_op"(%47) {tag = 3 : i32} : (i32) -> i32 loc("19.mlir":326:11)
  }) : () -> () loc("19.mlir":324:1)
  "builtin.module"() ({
    "test.string_attr_pretty_name"() {names = ["s3"]} : () -> () loc("19.mlir":329:1)
  }) : () -> () loc("19.mlir":328:1)
  "builtin.module"() ({
    "test.string_attr_with_mixed_type"() {attr} : () -> () loc("19.mlir":332:1)
  }) : () -> () loc("19.mlir":331:1)
  "builtin.module"() ({
    "test.string_attr_with_type"() {attr = "s4"} : () -> () loc("19.mlir":335:1)
  }) : () -> () loc("19.mlir":334:1)
  "builtin.module"() ({
    %49 = "test.zz_value"() : () -> index loc("19.mlir":338:11)
    "test.switch_with_no_break"(%49) {cases = array<i64: 4>} : (index) -> () loc("19.mlir":339:1)
  }) : () -> () loc("19.mlir":337:1)
  "builtin.module"() ({
    %50 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":342:11)
    %51 = "test.symbol_binding_a"(%50) {attr = 4 : i64} : (i32) -> i32 loc("19.mlir":343:11)
  }) : () -> () loc("19.mlir":341:1)
  "builtin.module"() ({
    %52 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":346:11)
    %53 = "arith.constant"() {value = 1 : i32} : () -> i32 loc("19.mlir":347:11)
    %54 = "test.symbol_binding_d"(%52, %53) {attr = 4 : i64} : (i32, i32) -> i32 loc("19.mlir":348:11)
  }) : () -> () loc("19.mlir":345:1)
  "builtin.module"() ({
    "test.symbol_with_result"() {sym_name = "s4", sym_visibility = "s5"} : () -> () loc("19.mlir":351:1)
  }) : () -> () loc("19.mlir":350:1)
  "builtin.module"() ({
    %55 = "test.tblgen_build_6"() {operandSegmentSizes = array<i32: 0, 0>} : () -> f32 loc("19.mlir":354:11)
  }) : () -> () loc("19.mlir":353:1)
  "builtin.module"() ({
    "test.tblgen_build_7"() {attr0 = true} : () -> () loc("19.mlir":357:1)
  }) : () -> () loc("19.mlir":356:1)
  "builtin.module"() ({
    "test.type_array_attr"() {attr = [i3]} : () -> () loc("19.mlir":360:1)
  }) : () -> () loc("19.mlir":359:1)
  "builtin.module"() ({
    "test.type_array_attr_with_default"() {attr = [i3]} : () -> () loc("19.mlir":363:1)
  }) : () -> () loc("19.mlir":362:1)
  "builtin.module"() ({
    "test.typed_attr"() {attr, type = i4} : () -> () loc("19.mlir":366:1)
  }) : () -> () loc("19.mlir":365:1)
  "builtin.module"() ({
    "test.value_with_bounds"() {max = 4 : i64, min = 5 : i64} : () -> () loc("19.mlir":369:1)
  }) : () -> () loc("19.mlir":368:1)
  "builtin.module"() ({
    "test.variadic_args_types_split"() {str = "s4"} : () -> () loc("19.mlir":372:1)
  }) : () -> () loc("19.mlir":371:1)
  "builtin.module"() ({
    "test.variadic_segment_prop"() {operandSegmentSizes = array<i32: 0, 0>, resultSegmentSizes = array<i32: 0, 0>} : () -> () loc("19.mlir":375:1)
  }) : () -> () loc("19.mlir":374:1)
  "builtin.module"() ({
    "test.versionedA"() {dims = 4 : i64, modifier = true} : () -> () loc("19.mlir":378:1)
  }) : () -> () loc("19.mlir":377:1)
  "builtin.module"() ({
    %56 = "test.with_bounds"() {smax = 4 : i64, smin = 5 : i64, umax = 6 : i64, umin = 7 : i64} : () -> i32 loc("19.mlir":381:11)
  }) : () -> () loc("19.mlir":380:1)
  "builtin.module"() ({
    %57 = "test.zz_value"() : () -> !transform.any_op loc("19.mlir":384:11)
    %58 = "transform.test.fuse_and_yield"(%57) {tile_interchange = [4], tile_sizes = [5], use_forall = true} : (!transform.any_op) -> !transform.any_op loc("19.mlir":385:11)
  }) : () -> () loc("19.mlir":383:1)
  "builtin.module"() ({
    "transform.test_add_test_extension"() {message = "s4"} : () -> () loc("19.mlir":388:1)
  }) : () -> () loc("19.mlir":387:1)
  "builtin.module"() ({
    %59 = "test.zz_value"() : () -> !transform.any_op loc("19.mlir":391:11)
    "transform.test_consume_operand"(%59) {allow_repeated_handles} : (!transform.any_op) -> () loc("19.mlir":392:1)
  }) : () -> () loc("19.mlir":390:1)
  "builtin.module"() ({
    %60 = "test.zz_value"() : () -> !transform.any_op loc("19.mlir":395:11)
    "transform.test_consume_operand_of_op_kind_or_fail"(%60) {op_kind = "s4"} : (!transform.any_op) -> () loc("19.mlir":396:1)
  }) : () -> () loc("19.mlir":394:1)
  "builtin.module"() ({
    %61 = "test.zz_value"() : () -> !transform.any_op loc("19.mlir":399:11)
    "transform.test_emit_remark_and_erase_operand"(%61) {fail_after_erase, remark = "s4"} : (!transform.any_op) -> () loc("19.mlir":400:1)
  }) : () -> () loc("19.mlir":398:1)
  "builtin.module"() ({
    %62 = "test.zz_value"() : () -> !transform.any_op loc("19.mlir":403:11)
    %63 = "transform.test_required_memory_effects"(%62) {has_operand_effect, has_result_effect, modifies_payload} : (!transform.any_op) -> !transform.any_op loc("19.mlir":404:11)
  }) : () -> () loc("19.mlir":402:1)
  "builtin.module"() ({
    %64 = "test.zz_value"() : () -> !transform.any_op loc("19.mlir":407:11)
    "transform.test_succeed_if_operand_of_op_kind"(%64) {op_kind = "s4"} : (!transform.any_op) -> () loc("19.mlir":408:1)
  }) : () -> () loc("19.mlir":406:1)
}) : () -> () loc("19.mlir":0:0)
