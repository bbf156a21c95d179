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
    "test.call_with_segments"() {callee = @s5, operandSegmentSizes = array<i32: 0, 0, 0>} : () -> () loc("19.mlir":33:1)
  }) : () -> () loc("19.mlir":32:1)
  "builtin.module"() ({
    "test.confined_dense_array_attr"() {emptyattr = array<i16: 4>, i32attr = array<i32: 5>, i64attr = array<i64: 6>} : () -> () loc("19.mlir":36:1)
  }) : () -> () loc("19.mlir":35:1)
  "builtin.module"() ({
    "test.confined_non_negative_attr"() {emptyattr = array<i16: 4>, f32attr = array<f32: 5.5e0>, f64attr = array<f64: 6.5e0>, i16attr = array<i16: 7>, i32attr = array<i32: 8>, i64attr = array<i64: 9>, i8attr = array<i8: 10>} : () -> () loc("19.mlir":39:1)
  }) : () -> () loc("19.mlir":38:1)
  "builtin.module"() ({
    "test.confined_strictly_positive_attr"() {emptyattr = array<i16: 4>, f32attr = array<f32: 5.5e0>, f64attr = array<f64: 6.5e0>, i16attr = array<i16: 7>, i32attr = array<i32: 8>, i64attr = array<i64: 9>, i8attr = array<i8: 10>} : () -> () loc("19.mlir":42:1)
  }) : () -> () loc("19.mlir":41:1)
  "builtin.module"() ({
    %10 = "test.constant"() {value} : () -> i32 loc("19.mlir":45:10)
  }) : () -> () loc("19.mlir":44:1)
  "builtin.module"() ({
    "test.convert_block_args"() {duplicate, is_legal, replace_with_operand} : () -> () loc("19.mlir":48:1)
  }) : () -> () loc("19.mlir":47:1)
  "builtin.module"() ({
    "test.custom_dimension_list_attr"() {dimension_list = array<i64: 4>} : () -> () loc("19.mlir":51:1)
  }) : () -> () loc("19.mlir":50:1)
  "builtin.module"() ({
    "test.custom_result_name"() {names = ["s3"]} : () -> () loc("19.mlir":54:1)
  }) : () -> () loc("19.mlir":53:1)
  "builtin.module"() ({
    %11 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":57:10)
    "test.default_value_print"(%11) {value_with_default = 3 : i32} : (i32) -> () loc("19.mlir":58:1)
  }) : () -> () loc("19.mlir":56:1)
  "builtin.module"() ({
    "test.dense_array_attr"() {emptyattr = array<i32: 4>, f32attr = array<f32: 5.5e0>, f64attr = array<f64: 6.5e0>, i16attr = array<i16: 7>, i1attr = array<i1: true>, i32attr = array<i32: 9>, i64attr = array<i64: 10>, i8attr = array<i8: 11>} : () -> () loc("19.mlir":61:1)
  }) : () -> () loc("19.mlir":60:1)
  "builtin.module"() ({
    "test.destination_style_op"() {operandSegmentSizes = array<i32: 0, 0, 0>} : () -> () loc("19.mlir":64:1)
  }) : () -> () loc("19.mlir":63:1)
  "builtin.module"() ({
    "test.either_op_c"() {attr = 4 : i64} : () -> () loc("19.mlir":67:1)
  }) : () -> () loc("19.mlir":66:1)
  "builtin.module"() ({
    "test.ellipsis"() {variadic} : () -> () loc("19.mlir":70:1)
  }) : () -> () loc("19.mlir":69:1)
  "builtin.module"() ({
    "test.float_attrs"() {float_attr} : () -> () loc("19.mlir":73:1)
  }) : () -> () loc("19.mlir":72:1)
  "builtin.module"() ({
    "test.float_elements_attr"() {scalar_f32_attr = dense<4.5e0> : tensor<2xf32>, tensor_f64_attr = dense<4.5e0> : tensor<4x8xf64>} : () -> () loc("19.mlir":76:1)
  }) : () -> () loc("19.mlir":75:1)
  "builtin.module"() ({
    "test.fold_to_call_op"() {callee = @s4} : () -> () loc("19.mlir":79:1)
  }) : () -> () loc("19.mlir":78:1)
  "builtin.module"() ({
    %12 = "test.zz_value"() : () -> i64 loc("19.mlir":82:10)
    %13 = "test.format_all_types_match_attr"(%12) {value1 = 4 : i64} : (i64) -> i64 loc("19.mlir":83:10)
  }) : () -> () loc("19.mlir":81:1)
  "builtin.module"() ({
    "test.format_attr_dict_w_keyword"() {attr = 4 : i64, opt_attr = 5 : i64} : () -> () loc("19.mlir":86:1)
  }) : () -> () loc("19.mlir":85:1)
  "builtin.module"() ({
    "test.format_attr_op"() {attr = 4 : i64} : () -> () loc("19.mlir":89:1)
  }) : () -> () loc("19.mlir":88:1)
  "builtin.module"() ({
    "test.format_custom_directive_attrdict"() {attr = 4 : i64, optAttr = 5 : i64} : () -> () loc("19.mlir":92:1)
  }) : () -> () loc("19.mlir":91:1)
  "builtin.module"() ({
    "test.format_custom_directive_attributes"() {attr = 4 : i64, optAttr = 5 : i64} : () -> () loc("19.mlir":95:1)
  }) : () -> () loc("19.mlir":94:1)
  "builtin.module"() ({
    %14 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":98:10)
    %15 = "arith.constant"() {value = 1 : i32} : () -> i32 loc("19.mlir":99:10)
    %16 = "arith.constant"() {value = 2 : i32} : () -> i32 loc("19.mlir":100:10)
    "test.format_custom_directive_operands_and_types"(%14, %15, %16) {operandSegmentSizes = array<i32: 1, 1, 1>} : (i32, i32, i32) -> () loc("19.mlir":101:1)
  }) : () -> () loc("19.mlir":97:1)
  "builtin.module"() ({
    %17:3 = "test.format_custom_directive_results"() {resultSegmentSizes = array<i32: 1, 1, 1>} : () -> (i32, i32, i32) loc("19.mlir":104:12)
  }) : () -> () loc("19.mlir":103:1)
  "builtin.module"() ({
    %18:3 = "test.format_custom_directive_results_with_type_refs"() {resultSegmentSizes = array<i32: 1, 1, 1>} : () -> (i32, i32, i32) loc("19.mlir":107:12)
  }) : () -> () loc("19.mlir":106:1)
  "builtin.module"() ({
    "test.format_custom_directive_spacing"() {attr1 = "s4", attr2 = "s5"} : () -> () loc("19.mlir":110:1)
  }) : () -> () loc("19.mlir":109:1)
  "builtin.module"() ({
    "test.format_infer_type_variadic_operands"() {operandSegmentSizes = array<i32: 0, 0>} : () -> () loc("19.mlir":113:1)
  }) : () -> () loc("19.mlir":112:1)
  "builtin.module"() ({
    "test.format_literal_following_optional_group"() {type = i4, value} : () -> () loc("19.mlir":116:1)
  }) : () -> () loc("19.mlir":115:1)
  "builtin.module"() ({
    "test.format_multiple_variadic_operands"() {operandSegmentSizes = array<i32: 0, 0>} : () -> () loc("19.mlir":119:1)
  }) : () -> () loc("19.mlir":118:1)
  "builtin.module"() ({
    "test.format_multiple_variadic_results"() {resultSegmentSizes = array<i32: 0, 0>} : () -> () loc("19.mlir":122:1)
  }) : () -> () loc("19.mlir":121:1)
  "builtin.module"() ({
    "test.format_opt_attr_op_a"() {opt_attr = 4 : i64} : () -> () loc("19.mlir":125:1)
  }) : () -> () loc("19.mlir":124:1)
  "builtin.module"() ({
    "test.format_opt_attr_op_b"() {opt_attr = 4 : i64} : () -> () loc("19.mlir":128:1)
  }) : () -> () loc("19.mlir":127:1)
  "builtin.module"() ({
    "test.format_opt_symbol_name_attr_op"() {opt_attr = "s4"} : () -> () loc("19.mlir":131:1)
  }) : () -> () loc("19.mlir":130:1)
  "builtin.module"() ({
    "test.format_opt_symbol_ref_attr_op"() {opt_attr = @s4} : () -> () loc("19.mlir":134:1)
  }) : () -> () loc("19.mlir":133:1)
  "builtin.module"() ({
    "test.format_optional_default_attrs"() {e = 5 : i64, str = "s5", sym = "s6"} : () -> () loc("19.mlir":137:1)
  }) : () -> () loc("19.mlir":136:1)
  "builtin.module"() ({
    "test.format_optional_default_enum_attr"() {e = 5 : i64} : () -> () loc("19.mlir":140:1)
  }) : () -> () loc("19.mlir":139:1)
  "builtin.module"() ({
    "test.format_optional_else"() {isFirstBranchPresent} : () -> () loc("19.mlir":143:1)
  }) : () -> () loc("19.mlir":142:1)
  "builtin.module"() ({
    "test.format_optional_enum_attr"() {attr = 5 : i64} : () -> () loc("19.mlir":146:1)
  }) : () -> () loc("19.mlir":145:1)
  "builtin.module"() ({
    "test.format_optional_operand_result_a_op"() {operandSegmentSizes = array<i32: 0, 0>} : () -> () loc("19.mlir":149:1)
  }) : () -> () loc("19.mlir":148:1)
  "builtin.module"() ({
    "test.format_optional_operand_result_b_op"() {operandSegmentSizes = array<i32: 0, 0>} : () -> () loc("19.mlir":152:1)
  }) : () -> () loc("19.mlir":151:1)
  "builtin.module"() ({
    "test.format_optional_result_a_op"() {resultSegmentSizes = array<i32: 0, 0>} : () -> () loc("19.mlir":155:1)
  }) : () -> () loc("19.mlir":154:1)
  "builtin.module"() ({
    "test.format_optional_result_b_op"() {resultSegmentSizes = array<i32: 0, 0>} : () -> () loc("19.mlir":158:1)
  }) : () -> () loc("19.mlir":157:1)
  "builtin.module"() ({
    "test.format_optional_result_c_op"() {resultSegmentSizes = array<i32: 0, 0>} : () -> () loc("19.mlir":161:1)
  }) : () -> () loc("19.mlir":160:1)
  "builtin.module"() ({
    "test.format_optional_unit_attribute"() {is_optional} : () -> () loc("19.mlir":164:1)
  }) : () -> () loc("19.mlir":163:1)
  "builtin.module"() ({
    "test.format_optional_unit_attribute_no_elide"() {is_optional} : () -> () loc("19.mlir":167:1)
  }) : () -> () loc("19.mlir":166:1)
  "builtin.module"() ({
    "test.format_optional_unit_property"() {is_optional} : () -> () loc("19.mlir":170:1)
  }) : () -> () loc("19.mlir":169:1)
  "builtin.module"() ({
    "test.format_optional_unit_property_no_elide"() {is_optional} : () -> () loc("19.mlir":173:1)
  }) : () -> () loc("19.mlir":172:1)
  "builtin.module"() ({
    "test.format_symbol_name_attr_op"() {attr = "s4"} : () -> () loc("19.mlir":176:1)
  }) : () -> () loc("19.mlir":175:1)
  "builtin.module"() ({
    "test.format_two_variadic_operands_no_buildable_type_op"() {operandSegmentSizes = array<i32: 0, 0>} : () -> () loc("19.mlir":179:1)
  }) : () -> () loc("19.mlir":178:1)
  "builtin.module"() ({
    %19 = "test.format_types_match_attr"() {value = 4 : i64} : () -> i64 loc("19.mlir":182:10)
  }) : () -> () loc("19.mlir":181:1)
  "builtin.module"() ({
    %20 = "test.zz_value"() : () -> tuple<i32> loc("19.mlir":185:10)
    %21 = "test.get_tuple_element"(%20) {index = 3 : i32} : (tuple<i32>) -> tuple<i32> loc("19.mlir":186:10)
  }) : () -> () loc("19.mlir":184:1)
  "builtin.module"() ({
    "test.has_str_value"() {value = "s4"} : () -> () loc("19.mlir":189:1)
  }) : () -> () loc("19.mlir":188:1)
  "builtin.module"() ({
    "test.i32ElementsAttr"() {attr = dense<4> : tensor<2xi32>} : () -> () loc("19.mlir":192:1)
  }) : () -> () loc("19.mlir":191:1)
  "builtin.module"() ({
    %22 = "test.i32_enum_attr"() {attr = 5 : i32} : () -> i32 loc("19.mlir":195:10)
  }) : () -> () loc("19.mlir":194:1)
  "builtin.module"() ({
    %23 = "test.i64_enum_attr"() {attr = 5 : i64} : () -> i32 loc("19.mlir":198:10)
  }) : () -> () loc("19.mlir":197:1)
  "builtin.module"() ({
    %24 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":201:10)
    "test.ignore_arg_match_dst"(%24) {f} : (i32) -> () loc("19.mlir":202:1)
  }) : () -> () loc("19.mlir":200:1)
  "builtin.module"() ({
    %25 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":205:10)
    %26 = "arith.constant"() {value = 1 : i32} : () -> i32 loc("19.mlir":206:10)
    %27 = "arith.constant"() {value = 2 : i32} : () -> i32 loc("19.mlir":207:10)
    "test.ignore_arg_match_src"(%25, %26, %27) {d, e, f} : (i32, i32, i32) -> () loc("19.mlir":208:1)
  }) : () -> () loc("19.mlir":204:1)
  "builtin.module"() ({
    "test.indexElementsAttr"() {attr = dense<3> : tensor<2xindex>} : () -> () loc("19.mlir":211:1)
  }) : () -> () loc("19.mlir":210:1)
  "builtin.module"() ({
    "test.int_elements_attr"() {any_i32_attr = dense<4> : tensor<2xi32>, i32_attr = dense<5> : tensor<2xi32>} : () -> () loc("19.mlir":214:1)
  }) : () -> () loc("19.mlir":213:1)
  "builtin.module"() ({
    %28 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":217:10)
    %29 = "arith.constant"() {value = 1 : i32} : () -> i32 loc("19.mlir":218:10)
    "test.interleaved_operand_attr1"(%28, %29) {attr1 = 4 : i64, attr2 = 5 : i64} : (i32, i32) -> () loc("19.mlir":219:1)
  }) : () -> () loc("19.mlir":216:1)
  "builtin.module"() ({
    %30 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":222:10)
    %31 = "arith.constant"() {value = 1 : i32} : () -> i32 loc("19.mlir":223:10)
    "test.interleaved_operand_attr2"(%30, %31) {attr1 = 4 : i64, attr2 = 5 : i64} : (i32, i32) -> () loc("19.mlir":224:1)
  }) : () -> () loc("19.mlir":221:1)
  "builtin.module"() ({
    %32 = "test.legal_op_a"() {status = "s4"} : () -> i32 loc("19.mlir":227:10)
  }) : () -> () loc("19.mlir":226:1)
  "builtin.module"() ({
    %33 = "test.match_op_attribute1"() {default_valued_attr = 3 : i32, more_attr = 4 : i32, optional_attr = 5 : i32, required_attr = 6 : i32} : () -> i32 loc("19.mlir":230:10)
  }) : () -> () loc("19.mlir":229:1)
  "builtin.module"() ({
    %34 = "test.match_op_attribute2"() {default_valued_attr = 3 : i32, more_attr = 4 : i32, optional_attr = 5 : i32, required_attr = 6 : i32} : () -> i32 loc("19.mlir":233:10)
  }) : () -> () loc("19.mlir":232:1)
  "builtin.module"() ({
    %35 = "test.match_op_attribute3"() {attr} : () -> i32 loc("19.mlir":236:10)
  }) : () -> () loc("19.mlir":235:1)
  "builtin.module"() ({
    %36 = "test.match_op_attribute4"() {attr1, attr2} : () -> i32 loc("19.mlir":239:10)
  }) : () -> () loc("19.mlir":238:1)
  "builtin.module"() ({
    %37 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":242:10)
    %38 = "test.mixed_variadic_in3"(%37) {count = 3 : i32} : (i32) -> i32 loc("19.mlir":243:10)
  }) : () -> () loc("19.mlir":241:1)
  "builtin.module"() ({
    %39 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":246:10)
    "test.mixed_variadic_in4"(%39) {attr1 = 3 : i32} : (i32) -> () loc("19.mlir":247:1)
  }) : () -> () loc("19.mlir":245:1)
  "builtin.module"() ({
    %40 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":250:10)
    %41 = "arith.constant"() {value = 1 : i32} : () -> i32 loc("19.mlir":251:10)
    %42 = "arith.constant"() {value = 2 : i32} : () -> i32 loc("19.mlir":252:10)
    "test.mixed_variadic_in5"(%40, %41, %42) {attr1 = 3 : i32, pattern_name = "s5"} : (i32, i32, i32) -> () loc("19.mlir":253:1)
  }) : () -> () loc("19.mlir":249:1)
  "builtin.module"() ({
    "test.mixed_variadic_in6"() {attr1 = 3 : i32} : () -> () loc("19.mlir":256:1)
  }) : () -> () loc("19.mlir":255:1)
  "builtin.module"() ({
    "test.mixed_variadic_optional_in7"() {attr1 = 5 : i64, operandSegmentSizes = array<i32: 0, 0>} : () -> () loc("19.mlir":259:1)
  }) : () -> () loc("19.mlir":258:1)
  "builtin.module"() ({
    %43 = "test.mixed_variadic_out3"() {count = 3 : i32} : () -> i32 loc("19.mlir":262:10)
  }) : () -> () loc("19.mlir":261:1)
  "builtin.module"() ({
    %44 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":265:10)
    %45 = "arith.constant"() {value = 1 : i32} : () -> i32 loc("19.mlir":266:10)
    %46 = "test.native_code_call1"(%44, %45) {attr1 = 4 : i64, attr2 = 5 : i64, choice = true} : (i32, i32) -> i32 loc("19.mlir":267:10)
  }) : () -> () loc("19.mlir":264:1)
  "builtin.module"() ({
    %47 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":270:10)
    %48 = "test.native_code_call2"(%47) {attr = [4]} : (i32) -> i32 loc("19.mlir":271:10)
  }) : () -> () loc("19.mlir":269:1)
  "builtin.module"() ({
    "test.no_str_value"() {value = "s4"} : () -> () loc("19.mlir":274:1)
  }) : () -> () loc("19.mlir":273:1)
  "builtin.module"() ({
    "test.non_negative_int_attr"() {i32attr = 3 : i32, i64attr = 5 : i64} : () -> () loc("19.mlir":277:1)
  }) : () -> () loc("19.mlir":276:1)
  "builtin.module"() ({
    "test.oilist_custom"() {nowait, operandSegmentSizes = array<i32: 0, 0>} : () -> () loc("19.mlir":280:1)
  }) : () -> () loc("19.mlir":279:1)
  "builtin.module"() ({
    "test.oilist_variadic_with_parens"() {operandSegmentSizes = array<i32: 0, 0, 0>} : () -> () loc("19.mlir":283:1)
  }) : () -> () loc("19.mlir":282:1)
  "builtin.module"() ({
    "test.oilist_with_keywords_only"() {diffNameUnitAttrKeyword, keyword, otherKeyword} : () -> () loc("19.mlir":286:1)
  }) : () -> () loc("19.mlir":285:1)
  "builtin.module"() ({
    "test.oilist_with_keywords_only_properties"() {diffNameUnitPropKeyword, keyword, otherKeyword} : () -> () loc("19.mlir":289:1)
  }) : () -> () loc("19.mlir":288:1)
  "builtin.module"() ({
    "test.oilist_with_simple_args"() {operandSegmentSizes = array<i32: 0, 0, 0>} : () -> () loc("19.mlir":292:1)
  }) : () -> () loc("19.mlir":291:1)
  "builtin.module"() ({
    %49 = "test.one_result1"() {kind = 4 : i64} : () -> f32 loc("19.mlir":295:10)
  }) : () -> () loc("19.mlir":294:1)
  "builtin.module"() ({
    %50 = "test.one_result2"() {kind = 4 : i64} : () -> i32 loc("19.mlir":298:10)
  }) : () -> () loc("19.mlir":297:1)
  "builtin.module"() ({
    %51 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":301:10)
    %52 = "test.op_a"(%51) {attr = 3 : i32} : (i32) -> i32 loc("19.mlir":302:10)
  }) : () -> () loc("19.mlir":300:1)
  "builtin.module"() ({
    %53 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":305:10)
    %54 = "test.op_b"(%53) {attr = 3 : i32} : (i32) -> i32 loc("19.mlir":306:10)
  }) : () -> () loc("19.mlir":304:1)
  "builtin.module"() ({
    %55 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":309:10)
    %56 = "test.op_in_place_fold"(%55) {attr = 3 : i32} : (i32) -> i32 loc("19.mlir":310:10)
  }) : () -> () loc("19.mlir":308:1)
  "builtin.module"() ({
    %57 = "test.op_in_place_self_fold"() {folded} : () -> i32 loc("19.mlir":313:10)
  }) : () -> () loc("19.mlir":312:1)
  "builtin.module"() ({
    %58 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":316:10)
    %59 = "test.op_m"(%58) {optional_attr = 3 : i32} : (i32) -> i32 loc("19.mlir":317:10)
  }) : () -> () loc("19.mlir":315:1)
  "builtin.module"() ({
    "test.op_optionally_implementing_interface"() {implementsInterface = true} : () -> () loc("19.mlir":320:1)
  }) : () -> () loc("19.mlir":319:1)
  "builtin.module"() ({
    %60 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":323:10)
    %61 = "test.op_s"(%60) {value} : (i32) -> i32 loc("19.mlir":324:10)
  }) : () -> () loc("19.mlir":322:1)
  "builtin.module"() ({
    "test.op_with_bit_enum"() {tag, value = #test.bit_enum<read>} : () -> () loc("19.mlir":327:1)
  }) : () -> () loc("19.mlir":326:1)
  "builtin.module"() ({
    %62 = "test.op_with_effects_a"() {first = @s4, optional_symbol = @s5, second = @s6} : () -> memref<2xf32> loc("19.mlir":330:10)
  }) : () -> () loc("19.mlir":329:1)
  "builtin.module"() ({
    "test.op_with_enum"() {tag, value = #test<enum first>} : () -> () loc("19.mlir":333:1)
  }) : () -> () loc("19.mlir":332:1)
  "builtin.module"() ({
    "test.op_with_loc_attr"() {loc_attr = loc("l4")} : () -> () loc("19.mlir":336:1)
  }) : () -> () loc("19.mlir":335:1)
  "builtin.module"() ({
    "test.overridden_symbol_visibility"() {sym_name = "s4"} : () -> () loc("19.mlir":339:1)
  }) : () -> () loc("19.mlir":338:1)
  "builtin.module"() ({
    "test.parse_b64"() {b64 = "s4"} : () -> () loc("19.mlir":342:1)
  }) : () -> () loc("19.mlir":341:1)
  "builtin.module"() ({
    "test.parse_custom_operation_name_api"() {name = "s4"} : () -> () loc("19.mlir":345:1)
  }) : () -> () loc("19.mlir":344:1)
  "builtin.module"() ({
    "test.parse_wrapped_keyword"() {keyword = "s4"} : () -> () loc("19.mlir":348:1)
  }) : () -> () loc("19.mlir":347:1)
  "builtin.module"() ({
    "test.positive_int_attr"() {i32attr = 3 : i32, i64attr = 5 : i64} : () -> () loc("19.mlir":351:1)
  }) : () -> () loc("19.mlir":350:1)
  "builtin.module"() ({
    "test.prop"() {transforms = dense<4> : tensor<2xi32>} : () -> () loc("19.mlir":354:1)
  }) : () -> () loc("19.mlir":353:1)
  "builtin.module"() ({
    "test.ranked_int_elements_attr"() {matrix_i64_attr = dense<3> : tensor<4x8xi64>, vector_i32_attr = dense<5> : tensor<2xi32>} : () -> () loc("19.mlir":357:1)
  }) : () -> () loc("19.mlir":356:1)
  "builtin.module"() ({
    "test.recursive_rewrite"() {depth = 4 : i64} : () -> () loc("19.mlir":360:1)
  }) : () -> () loc("19.mlir":359:1)
  "builtin.module"() ({
    %63 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":363:11)
    %64 = "test.reflect_bounds"(%63) {smax = 4 : i64, smin = 5 : i64, umax = 6 : i64, umin = 7 : i64} : (i32) -> i32 loc("19.mlir":364:11)
  }) : () -> () loc("19.mlir":362:1)
  "builtin.module"() ({
    %65 = "test.result_has_same_type_as_attr"() {attr = 4 : i64} : () -> i64 loc("19.mlir":367:11)
  }) : () -> () loc("19.mlir":366:1)
  "builtin.module"() ({
    %66 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":370:11)
    %67 = "test.source_op"(%66) {tag = 3 : i32} : (i32) -> i32 loc("19.mlir":371:11)
  }) : () -> () loc("19.mlir":369:1)
  "builtin.module"() ({
    "test.string_attr_pretty_name"() {names = ["s3"]} : () -> () loc("19.mlir":374:1)
  }) : () -> () loc("19.mlir":373:1)
  "builtin.module"() ({
    "test.string_attr_with_mixed_type"() {attr} : () -> () loc("19.mlir":377:1)
  }) : () -> () loc("19.mlir":376:1)
  "builtin.module"() ({
    "test.string_attr_with_type"() {attr = "s4"} : () -> () loc("19.mlir":380:1)
  }) : () -> () loc("19.mlir":379:1)
  "builtin.module"() ({
    %68 = "test.zz_value"() : () -> index loc("19.mlir":383:11)
    "test.switch_with_no_break"(%68) {cases = array<i64: 4>} : (index) -> () loc("19.mlir":384:1)
  }) : () -> () loc("19.mlir":382:1)
  "builtin.module"() ({
    %69 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":387:11)
    %70 = "test.symbol_binding_a"(%69) {attr = 4 : i64} : (i32) -> i32 loc("19.mlir":388:11)
  }) : () -> () loc("19.mlir":386:1)
  "builtin.module"() ({
    %71 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":391:11)
    %72 = "arith.constant"() {value = 1 : i32} : () -> i32 loc("19.mlir":392:11)
    %73 = "test.symbol_binding_d"(%71, %72) {attr = 4 : i64} : (i32, i32) -> i32 loc("19.mlir":393:11)
  }) : () -> () loc("19.mlir":390:1)
  "builtin.module"() ({
    "test.symbol_with_result"() {sym_name = "s4", sym_visibility = "s5"} : () -> () loc("19.mlir":396:1)
  }) : () -> () loc("19.mlir":395:1)
  "builtin.module"() ({
    %74 = "test.tblgen_build_6"() {operandSegmentSizes = array<i32: 0, 0>} : () -> f32 loc("19.mlir":399:11)
  }) : () -> () loc("19.mlir":398:1)
  "builtin.module"() ({
    "test.tblgen_build_7"() {attr0 = true} : () -> () loc("19.mlir":402:1)
  }) : () -> () loc("19.mlir":401:1)
  "builtin.module"() ({
    %75:3 = "test.three_result"() {kind = 4 : i64} : () -> (i32, f32, f32) loc("19.mlir":405:13)
  }) : () -> () loc("19.mlir":404:1)
  "builtin.module"() ({
    %76:2 = "test.two_result"() {kind = 4 : i64} : () -> (i32, f32) loc("19.mlir":408:13)
  }) : () -> () loc("19.mlir":407:1)
  "builtin.module"() ({
    "test.type_array_attr"() {attr = [i3]} : () -> () loc("19.mlir":411:1)
  }) : () -> () loc("19.mlir":410:1)
  "builtin.module"() ({
    "test.type_array_attr_with_default"() {attr = [i3]} : () -> () loc("19.mlir":414:1)
  }) : () -> () loc("19.mlir":413:1)
  "builtin.module"() ({
    "test.typed_attr"() {attr, type = i4} : () -> () loc("19.mlir":417:1)
  }) : () -> () loc("19.mlir":416:1)
  "builtin.module"() ({
    "test.value_with_bounds"() {max = 4 : i64, min = 5 : i64} : () -> () loc("19.mlir":420:1)
  }) : () -> () loc("19.mlir":419:1)
  "builtin.module"() ({
    "test.variadic_args_types_split"() {str = "s4"} : () -> () loc("19.mlir":423:1)
  }) : () -> () loc("19.mlir":422:1)
  "builtin.module"() ({
    %77 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":426:11)
    %78 = "arith.constant"() {value = 1 : i32} : () -> i32 loc("19.mlir":427:11)
    %79 = "arith.constant"() {value = 2 : i32} : () -> i32 loc("19.mlir":428:11)
    "test.variadic_rewrite_dst_op"(%77, %78, %79) {operandSegmentSizes = array<i32: 1, 1, 1>} : (i32, i32, i32) -> () loc("19.mlir":429:1)
  }) : () -> () loc("19.mlir":425:1)
  "builtin.module"() ({
    %80 = "arith.constant"() {value = 0 : i32} : () -> i32 loc("19.mlir":432:11)
    %81 = "arith.constant"() {value = 1 : i32} : () -> i32 loc("19.mlir":433:11)
    %82 = "arith.constant"() {value = 2 : i32} : () -> i32 loc("19.mlir":434:11)
    "test.variadic_rewrite_src_op"(%80, %81, %82) {operandSegmentSizes = array<i32: 1, 1, 1>} : (i32, i32, i32) -> () loc("19.mlir":435:1)
  }) : () -> () loc("19.mlir":431:1)
  "builtin.module"() ({
    "test.variadic_segment_prop"() {operandSegmentSizes = array<i32: 0, 0>, resultSegmentSizes = array<i32: 0, 0>} : () -> () loc("19.mlir":438:1)
  }) : () -> () loc("19.mlir":437:1)
  "builtin.module"() ({
    "test.versionedA"() {dims = 4 : i64, modifier = true} : () -> () loc("19.mlir":441:1)
  }) : () -> () loc("19.mlir":440:1)
  "builtin.module"() ({
    %83 = "test.with_bounds"() {smax = 4 : i64, smin = 5 : i64, umax = 6 : i64, umin = 7 : i64} : () -> i32 loc("19.mlir":444:11)
  }) : () -> () loc("19.mlir":443:1)
  "builtin.module"() ({
    %84 = "test.zz_value"() : () -> !transform.any_op loc("19.mlir":447:11)
    %85 = "transform.test.fuse_and_yield"(%84) {tile_interchange = [4], tile_sizes = [5], use_forall = true} : (!transform.any_op) -> !transform.any_op loc("19.mlir":448:11)
  }) : () -> () loc("19.mlir":446:1)
  "builtin.module"() ({
    "transform.test_add_test_extension"() {message = "s4"} : () -> () loc("19.mlir":451:1)
  }) : () -> () loc("19.mlir":450:1)
  "builtin.module"() ({
    %86 = "test.zz_value"() : () -> !transform.any_op loc("19.mlir":454:11)
    "transform.test_consume_operand"(%86) {allow_repeated_handles} : (!transform.any_op) -> () loc("19.mlir":455:1)
  }) : () -> () loc("19.mlir":453:1)
  "builtin.module"() ({
    %87 = "test.zz_value"() : () -> !transform.any_op loc("19.mlir":458:11)
    "transform.test_consume_operand_of_op_kind_or_fail"(%87) {op_kind = "s4"} : (!transform.any_op) -> () loc("19.mlir":459:1)
  }) : () -> () loc("19.mlir":457:1)
  "builtin.module"() ({
    %88 = "test.zz_value"() : () -> !transform.any_op loc("19.mlir":462:11)
    "transform.test_emit_remark_and_erase_operand"(%88) {fail_after_erase, remark = "s4"} : (!transform.any_op) -> () loc("19.mlir":463:1)
  }) : () -> () loc("19.mlir":461:1)
  "builtin.module"() ({
    %89 = "transform.test_produce_param"() {attr} : () -> !transform.param<i64> loc("19.mlir":466:11)
  }) : () -> () loc("19.mlir":465:1)
  "builtin.module"() ({
    %90 = "test.zz_value"() : () -> !transform.any_op loc("19.mlir":469:11)
    %91 = "transform.test_required_memory_effects"(%90) {has_operand_effect, has_result_effect, modifies_payload} : (!transform.any_op) -> !transform.any_op loc("19.mlir":470:11)
  }) : () -> () loc("19.mlir":468:1)
  "builtin.module"() ({
    %92 = "test.zz_value"() : () -> !transform.any_op loc("19.mlir":473:11)
    "transform.test_succeed_if_operand_of_op_kind"(%92) {op_kind = "s4"} : (!transform.any_op) -> () loc("19.mlir":474:1)
  }) : () -> () loc("19.mlir":472:1)
}) : () -> () loc("19.mlir":0:0)
