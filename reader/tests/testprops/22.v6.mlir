"builtin.module"() ({
  "builtin.module"() ({
    "test.all_attr_constraint_of1"() {attr = [4]} : () -> () loc("22.mlir":2:1)
  }) : () -> () loc("22.mlir":1:1)
  "builtin.module"() ({
    "test.all_attr_constraint_of2"() {attr = [4]} : () -> () loc("22.mlir":5:1)
  }) : () -> () loc("22.mlir":4:1)
  "builtin.module"() ({
    "test.another_three_result"() {kind = 4 : i64} : () -> () loc("22.mlir":8:1)
  }) : () -> () loc("22.mlir":7:1)
  "builtin.module"() ({
    "test.another_two_result"() {kind = 4 : i64} : () -> () loc("22.mlir":11:1)
  }) : () -> () loc("22.mlir":10:1)
  "builtin.module"() ({
    "test.any_attr_of_i32_str"() {attr} : () -> () loc("22.mlir":14:1)
  }) : () -> () loc("22.mlir":13:1)
  "builtin.module"() ({
    "test.attr_sized_operands"() {operandSegmentSizes = array<i32: 0, 0, 0, 0>} : () -> () loc("22.mlir":17:1)
  }) : () -> () loc("22.mlir":16:1)
  "builtin.module"() ({
    "test.attr_sized_results"() {resultSegmentSizes = array<i32: 0, 0, 0, 0>} : () -> () loc("22.mlir":20:1)
  }) : () -> () loc("22.mlir":19:1)
  "builtin.module"() ({
    "test.attr_sized_results_compile_test"() {resultSegmentSizes = array<i32: 0, 0, 0>} : () -> () loc("22.mlir":23:1)
  }) : () -> () loc("22.mlir":22:1)
  "builtin.module"() ({
    "test.attr_with_loc"() {loc, value} : () -> () loc("22.mlir":26:1)
  }) : () -> () loc("22.mlir":25:1)
  "builtin.module"() ({
    "test.attr_with_trait"() {attr} : () -> () loc("22.mlir":29:1)
  }) : () -> () loc("22.mlir":28:1)
  "builtin.module"() ({
    "test.call"() {callee = @s4} : () -> () loc("22.mlir":32:1)
  }) : () -> () loc("22.mlir":31:1)
  "builtin.module"() ({
    "test.call_and_store"() {arg_attrs = [4], callee = @s5, res_attrs = [6], store_before_call = true} : () -> () loc("22.mlir":35:1)
  }) : () -> () loc("22.mlir":34:1)
  "builtin.module"() ({
    "test.call_on_device"() {arg_attrs = [4], callee = @s5, res_attrs = [6]} : () -> () loc("22.mlir":38:1)
  }) : () -> () loc("22.mlir":37:1)
  "builtin.module"() ({
    "test.call_with_segments"() {callee = @s5, operandSegmentSizes = array<i32: 0, 0, 0>} : () -> () loc("22.mlir":41:1)
  }) : () -> () loc("22.mlir":40:1)
  "builtin.module"() ({
    "test.compare"() {cmp = "s4", compose, lhs_map = affine_map<(d0) -> (d0 + 5)>, rhs_map = affine_map<(d0) -> (d0 + 6)>} : () -> () loc("22.mlir":44:1)
  }) : () -> () loc("22.mlir":43:1)
  "builtin.module"() ({
    "test.confined_dense_array_attr"() {emptyattr = array<i16: 4>, i32attr = array<i32: 5>, i64attr = array<i64: 6>} : () -> () loc("22.mlir":47:1)
  }) : () -> () loc("22.mlir":46:1)
  "builtin.module"() ({
    "test.confined_non_negative_attr"() {emptyattr = array<i16: 4>, f32attr = array<f32: 5.5e0>, f64attr = array<f64: 6.5e0>, i16attr = array<i16: 7>, i32attr = array<i32: 8>, i64attr = array<i64: 9>, i8attr = array<i8: 10>} : () -> () loc("22.mlir":50:1)
  }) : () -> () loc("22.mlir":49:1)
  "builtin.module"() ({
    "test.confined_strictly_positive_attr"() {emptyattr = array<i16: 4>, f32attr = array<f32: 5.5e0>, f64attr = array<f64: 6.5e0>, i16attr = array<i16: 7>, i32attr = array<i32: 8>, i64attr = array<i64: 9>, i8attr = array<i8: 10>} : () -> () loc("22.mlir":53:1)
  }) : () -> () loc("22.mlir":52:1)
  "builtin.module"() ({
    "test.constant"() {value} : () -> () loc("22.mlir":56:1)
  }) : () -> () loc("22.mlir":55:1)
  "builtin.module"() ({
    "test.conversion_call_op"() {arg_attrs = [4], callee = @s5, res_attrs = [6]} : () -> () loc("22.mlir":59:1)
  }) : () -> () loc("22.mlir":58:1)
  "builtin.module"() ({
    "test.conversion_func_op"() {arg_attrs = [4], function_type = i5, res_attrs = [6], sym_name = "s7", sym_visibility = "s8"} : () -> () loc("22.mlir":62:1)
  }) : () -> () loc("22.mlir":61:1)
  "builtin.module"() ({
    "test.convert_block_args"() {duplicate, is_legal, replace_with_operand} : () -> () loc("22.mlir":65:1)
  }) : () -> () loc("22.mlir":64:1)
  "builtin.module"() ({
    "test.custom_dimension_list_attr"() {dimension_list = array<i64: 4>} : () -> () loc("22.mlir":68:1)
  }) : () -> () loc("22.mlir":67:1)
  "builtin.module"() ({
    "test.custom_result_name"() {names = [4]} : () -> () loc("22.mlir":71:1)
  }) : () -> () loc("22.mlir":70:1)
  "builtin.module"() ({
    "test.default_value_print"() {value_with_default = 4 : i64} : () -> () loc("22.mlir":74:1)
  }) : () -> () loc("22.mlir":73:1)
  "builtin.module"() ({
    "test.dense_array_attr"() {emptyattr = array<i32: 4>, f32attr = array<f32: 5.5e0>, f64attr = array<f64: 6.5e0>, i16attr = array<i16: 7>, i1attr = array<i1: true>, i32attr = array<i32: 9>, i64attr = array<i64: 10>, i8attr = array<i8: 11>} : () -> () loc("22.mlir":77:1)
  }) : () -> () loc("22.mlir":76:1)
  "builtin.module"() ({
    "test.destination_style_op"() {operandSegmentSizes = array<i32: 0, 0, 0>} : () -> () loc("22.mlir":80:1)
  }) : () -> () loc("22.mlir":79:1)
  "builtin.module"() ({
    "test.either_op_c"() {attr = 4 : i64} : () -> () loc("22.mlir":83:1)
  }) : () -> () loc("22.mlir":82:1)
  "builtin.module"() ({
    "test.ellipsis"() {variadic} : () -> () loc("22.mlir":86:1)
  }) : () -> () loc("22.mlir":85:1)
  "builtin.module"() ({
    "test.float_attrs"() {float_attr} : () -> () loc("22.mlir":89:1)
  }) : () -> () loc("22.mlir":88:1)
  "builtin.module"() ({
    "test.float_elements_attr"() {scalar_f32_attr = dense<4.5e0> : tensor<2xf32>, tensor_f64_attr = dense<5.5e0> : tensor<2xf32>} : () -> () loc("22.mlir":92:1)
  }) : () -> () loc("22.mlir":91:1)
  "builtin.module"() ({
    "test.fold_to_call_op"() {callee = @s4} : () -> () loc("22.mlir":95:1)
  }) : () -> () loc("22.mlir":94:1)
  "builtin.module"() ({
    "test.fold_with_fold_adaptor"() {attr = array<i32: 5>, operandSegmentSizes = array<i32: 0, 0, 0>} : () -> () loc("22.mlir":98:1)
  }) : () -> () loc("22.mlir":97:1)
  "builtin.module"() ({
    "test.format_all_types_match_attr"() {value1 = 4 : i64} : () -> () loc("22.mlir":101:1)
  }) : () -> () loc("22.mlir":100:1)
  "builtin.module"() ({
    "test.format_attr_dict_w_keyword"() {attr = 4 : i64, opt_attr = 5 : i64} : () -> () loc("22.mlir":104:1)
  }) : () -> () loc("22.mlir":103:1)
  "builtin.module"() ({
    "test.format_attr_op"() {attr = 4 : i64} : () -> () loc("22.mlir":107:1)
  }) : () -> () loc("22.mlir":106:1)
  "builtin.module"() ({
    "test.format_custom_directive_attrdict"() {attr = 4 : i64, optAttr = 5 : i64} : () -> () loc("22.mlir":110:1)
  }) : () -> () loc("22.mlir":109:1)
  "builtin.module"() ({
    "test.format_custom_directive_attributes"() {attr = 4 : i64, optAttr = 5 : i64} : () -> () loc("22.mlir":113:1)
  }) : () -> () loc("22.mlir":112:1)
  "builtin.module"() ({
    "test.format_custom_directive_operands"() {operandSegmentSizes = array<i32: 0, 0, 0>} : () -> () loc("22.mlir":116:1)
  }) : () -> () loc("22.mlir":115:1)
  "builtin.module"() ({
    "test.format_custom_directive_operands_and_types"() {operandSegmentSizes = array<i32: 0, 0, 0>} : () -> () loc("22.mlir":119:1)
  }) : () -> () loc("22.mlir":118:1)
  "builtin.module"() ({
    "test.format_custom_directive_results"() {resultSegmentSizes = array<i32: 0, 0, 0>} : () -> () loc("22.mlir":122:1)
  }) : () -> () loc("22.mlir":121:1)
  "builtin.module"() ({
    "test.format_custom_directive_results_with_type_refs"() {resultSegmentSizes = array<i32: 0, 0, 0>} : () -> () loc("22.mlir":125:1)
  }) : () -> () loc("22.mlir":124:1)
  "builtin.module"() ({
    "test.format_custom_directive_spacing"() {attr1 = "s4", attr2 = "s5"} : () -> () loc("22.mlir":128:1)
  }) : () -> () loc("22.mlir":127:1)
  "builtin.module"() ({
    "test.format_infer_type_variadic_operands"() {operandSegmentSizes = array<i32: 0, 0>} : () -> () loc("22.mlir":131:1)
  }) : () -> () loc("22.mlir":130:1)
  "builtin.module"() ({
    "test.format_literal_following_optional_group"() {type = i4, value} : () -> () loc("22.mlir":134:1)
  }) : () -> () loc("22.mlir":133:1)
  "builtin.module"() ({
    "test.format_multiple_variadic_operands"() {operandSegmentSizes = array<i32: 0, 0>} : () -> () loc("22.mlir":137:1)
  }) : () -> () loc("22.mlir":136:1)
  "builtin.module"() ({
    "test.format_multiple_variadic_results"() {resultSegmentSizes = array<i32: 0, 0>} : () -> () loc("22.mlir":140:1)
  }) : () -> () loc("22.mlir":139:1)
  "builtin.module"() ({
    "test.format_opt_attr_op_a"() {opt_attr = 4 : i64} : () -> () loc("22.mlir":143:1)
  }) : () -> () loc("22.mlir":142:1)
  "builtin.module"() ({
    "test.format_opt_attr_op_b"() {opt_attr = 4 : i64} : () -> () loc("22.mlir":146:1)
  }) : () -> () loc("22.mlir":145:1)
  "builtin.module"() ({
    "test.format_opt_symbol_name_attr_op"() {opt_attr = "s4"} : () -> () loc("22.mlir":149:1)
  }) : () -> () loc("22.mlir":148:1)
  "builtin.module"() ({
    "test.format_opt_symbol_ref_attr_op"() {opt_attr = @s4} : () -> () loc("22.mlir":152:1)
  }) : () -> () loc("22.mlir":151:1)
  "builtin.module"() ({
    "test.format_optional_default_attrs"() {e = 5 : i64, str = "s5", sym = "s6"} : () -> () loc("22.mlir":155:1)
  }) : () -> () loc("22.mlir":154:1)
  "builtin.module"() ({
    "test.format_optional_default_enum_attr"() {e = 5 : i64} : () -> () loc("22.mlir":158:1)
  }) : () -> () loc("22.mlir":157:1)
  "builtin.module"() ({
    "test.format_optional_else"() {isFirstBranchPresent} : () -> () loc("22.mlir":161:1)
  }) : () -> () loc("22.mlir":160:1)
  "builtin.module"() ({
    "test.format_optional_enum_attr"() {attr = 5 : i64} : () -> () loc("22.mlir":164:1)
  }) : () -> () loc("22.mlir":163:1)
  "builtin.module"() ({
    "test.format_optional_operand_result_a_op"() {operandSegmentSizes = array<i32: 0, 0>} : () -> () loc("22.mlir":167:1)
  }) : () -> () loc("22.mlir":166:1)
  "builtin.module"() ({
    "test.format_optional_operand_result_b_op"() {operandSegmentSizes = array<i32: 0, 0>} : () -> () loc("22.mlir":170:1)
  }) : () -> () loc("22.mlir":169:1)
  "builtin.module"() ({
    "test.format_optional_result_a_op"() {resultSegmentSizes = array<i32: 0, 0>} : () -> () loc("22.mlir":173:1)
  }) : () -> () loc("22.mlir":172:1)
  "builtin.module"() ({
    "test.format_optional_result_b_op"() {resultSegmentSizes = array<i32: 0, 0>} : () -> () loc("22.mlir":176:1)
  }) : () -> () loc("22.mlir":175:1)
  "builtin.module"() ({
    "test.format_optional_result_c_op"() {resultSegmentSizes = array<i32: 0, 0>} : () -> () loc("22.mlir":179:1)
  }) : () -> () loc("22.mlir":178:1)
  "builtin.module"() ({
    "test.format_optional_unit_attribute"() {is_optional} : () -> () loc("22.mlir":182:1)
  }) : () -> () loc("22.mlir":181:1)
  "builtin.module"() ({
    "test.format_optional_unit_attribute_no_elide"() {is_optional} : () -> () loc("22.mlir":185:1)
  }) : () -> () loc("22.mlir":184:1)
  "builtin.module"() ({
    "test.format_symbol_name_attr_op"() {attr = "s4"} : () -> () loc("22.mlir":188:1)
  }) : () -> () loc("22.mlir":187:1)
  "builtin.module"() ({
    "test.format_two_variadic_operands_no_buildable_type_op"() {operandSegmentSizes = array<i32: 0, 0>} : () -> () loc("22.mlir":191:1)
  }) : () -> () loc("22.mlir":190:1)
  "builtin.module"() ({
    "test.format_types_match_attr"() {value = 4 : i64} : () -> () loc("22.mlir":194:1)
  }) : () -> () loc("22.mlir":193:1)
  "builtin.module"() ({
    "test.format_variadic_of_variadic_operand"() {operand_segments = array<i32: 4>} : () -> () loc("22.mlir":197:1)
  }) : () -> () loc("22.mlir":196:1)
  "builtin.module"() ({
    "test.functional_region_op"() {arg_attrs = [4], res_attrs = [5]} : () -> () loc("22.mlir":200:1)
  }) : () -> () loc("22.mlir":199:1)
  "builtin.module"() ({
    "test.get_tuple_element"() {index = 4 : i64} : () -> () loc("22.mlir":203:1)
  }) : () -> () loc("22.mlir":202:1)
  "builtin.module"() ({
    "test.has_str_value"() {value = "s4"} : () -> () loc("22.mlir":206:1)
  }) : () -> () loc("22.mlir":205:1)
  "builtin.module"() ({
    "test.i32ElementsAttr"() {attr = dense<4> : tensor<2xi32>} : () -> () loc("22.mlir":209:1)
  }) : () -> () loc("22.mlir":208:1)
  "builtin.module"() ({
    "test.i32_enum_attr"() {attr = 5 : i32} : () -> () loc("22.mlir":212:1)
  }) : () -> () loc("22.mlir":211:1)
  "builtin.module"() ({
    "test.i64_enum_attr"() {attr = 5 : i64} : () -> () loc("22.mlir":215:1)
  }) : () -> () loc("22.mlir":214:1)
  "builtin.module"() ({
    "test.ignore_arg_match_dst"() {f} : () -> () loc("22.mlir":218:1)
  }) : () -> () loc("22.mlir":217:1)
  "builtin.module"() ({
    "test.ignore_arg_match_src"() {d, e, f} : () -> () loc("22.mlir":221:1)
  }) : () -> () loc("22.mlir":220:1)
  "builtin.module"() ({
    "test.indexElementsAttr"() {attr = dense<4> : tensor<2xi32>} : () -> () loc("22.mlir":224:1)
  }) : () -> () loc("22.mlir":223:1)
  "builtin.module"() ({
    "test.int_attrs"() {any_i32_attr = 4 : i64, index_attr = 5 : i64, si32_attr = 6 : i64, ui32_attr = 7 : i64} : () -> () loc("22.mlir":227:1)
  }) : () -> () loc("22.mlir":226:1)
  "builtin.module"() ({
    "test.int_elements_attr"() {any_i32_attr = dense<4> : tensor<2xi32>, i32_attr = dense<5> : tensor<2xi32>} : () -> () loc("22.mlir":230:1)
  }) : () -> () loc("22.mlir":229:1)
  "builtin.module"() ({
    "test.interleaved_operand_attr1"() {attr1 = 4 : i64, attr2 = 5 : i64} : () -> () loc("22.mlir":233:1)
  }) : () -> () loc("22.mlir":232:1)
  "builtin.module"() ({
    "test.interleaved_operand_attr2"() {attr1 = 4 : i64, attr2 = 5 : i64} : () -> () loc("22.mlir":236:1)
  }) : () -> () loc("22.mlir":235:1)
  "builtin.module"() ({
    "test.internal_br"() {operandSegmentSizes = array<i32: 0, 0>} : () -> () loc("22.mlir":239:1)
  }) : () -> () loc("22.mlir":238:1)
  "builtin.module"() ({
    "test.legal_op_a"() {status = "s4"} : () -> () loc("22.mlir":242:1)
  }) : () -> () loc("22.mlir":241:1)
  "builtin.module"() ({
    "test.linalg_conv_op"() {operandSegmentSizes = array<i32: 0, 0>} : () -> () loc("22.mlir":245:1)
  }) : () -> () loc("22.mlir":244:1)
  "builtin.module"() ({
    "test.linalg_fill_op"() {operandSegmentSizes = array<i32: 0, 0>} : () -> () loc("22.mlir":248:1)
  }) : () -> () loc("22.mlir":247:1)
  "builtin.module"() ({
    "test.many_arguments"() {attr1 = 4 : i64, attr2 = 5 : i64, attr3 = 6 : i64, attr4 = 7 : i64, attr5 = 8 : i64, attr6 = 9 : i64, attr7 = 10 : i64, attr8 = 11 : i64, attr9 = 12 : i64} : () -> () loc("22.mlir":251:1)
  }) : () -> () loc("22.mlir":250:1)
  "builtin.module"() ({
    "test.match_op_attribute1"() {default_valued_attr = 4 : i64, more_attr = 5 : i64, optional_attr = 6 : i64, required_attr = 7 : i64} : () -> () loc("22.mlir":254:1)
  }) : () -> () loc("22.mlir":253:1)
  "builtin.module"() ({
    "test.match_op_attribute2"() {default_valued_attr = 4 : i64, more_attr = 5 : i64, optional_attr = 6 : i64, required_attr = 7 : i64} : () -> () loc("22.mlir":257:1)
  }) : () -> () loc("22.mlir":256:1)
  "builtin.module"() ({
    "test.match_op_attribute3"() {attr} : () -> () loc("22.mlir":260:1)
  }) : () -> () loc("22.mlir":259:1)
  "builtin.module"() ({
    "test.match_op_attribute4"() {attr1, attr2} : () -> () loc("22.mlir":263:1)
  }) : () -> () loc("22.mlir":262:1)
  "builtin.module"() ({
    "test.mixed_variadic_in3"() {count = 4 : i64} : () -> () loc("22.mlir":266:1)
  }) : () -> () loc("22.mlir":265:1)
  "builtin.module"() ({
    "test.mixed_variadic_in4"() {attr1 = 4 : i64} : () -> () loc("22.mlir":269:1)
  }) : () -> () loc("22.mlir":268:1)
  "builtin.module"() ({
    "test.mixed_variadic_in5"() {attr1 = 4 : i64, pattern_name = "s5"} : () -> () loc("22.mlir":272:1)
  }) : () -> () loc("22.mlir":271:1)
  "builtin.module"() ({
    "test.mixed_variadic_in6"() {attr1 = 4 : i64} : () -> () loc("22.mlir":275:1)
  }) : () -> () loc("22.mlir":274:1)
  "builtin.module"() ({
    "test.mixed_variadic_optional_in7"() {attr1 = 5 : i64, operandSegmentSizes = array<i32: 0, 0>} : () -> () loc("22.mlir":278:1)
  }) : () -> () loc("22.mlir":277:1)
  "builtin.module"() ({
    "test.mixed_variadic_out3"() {count = 4 : i64} : () -> () loc("22.mlir":281:1)
  }) : () -> () loc("22.mlir":280:1)
  "builtin.module"() ({
    "test.native_code_call1"() {attr1 = 4 : i64, attr2 = 5 : i64, choice = true} : () -> () loc("22.mlir":284:1)
  }) : () -> () loc("22.mlir":283:1)
  "builtin.module"() ({
    "test.native_code_call2"() {attr = [4]} : () -> () loc("22.mlir":287:1)
  }) : () -> () loc("22.mlir":286:1)
  "builtin.module"() ({
    "test.no_str_value"() {value = "s4"} : () -> () loc("22.mlir":290:1)
  }) : () -> () loc("22.mlir":289:1)
  "builtin.module"() ({
    "test.non_negative_int_attr"() {i32attr = 4 : i64, i64attr = 5 : i64} : () -> () loc("22.mlir":293:1)
  }) : () -> () loc("22.mlir":292:1)
  "builtin.module"() ({
    "test.oilist_custom"() {nowait, operandSegmentSizes = array<i32: 0, 0>} : () -> () loc("22.mlir":296:1)
  }) : () -> () loc("22.mlir":295:1)
  "builtin.module"() ({
    "test.oilist_variadic_with_parens"() {operandSegmentSizes = array<i32: 0, 0, 0>} : () -> () loc("22.mlir":299:1)
  }) : () -> () loc("22.mlir":298:1)
  "builtin.module"() ({
    "test.oilist_with_keywords_only"() {diffNameUnitAttrKeyword, keyword, otherKeyword} : () -> () loc("22.mlir":302:1)
  }) : () -> () loc("22.mlir":301:1)
  "builtin.module"() ({
    "test.oilist_with_simple_args"() {operandSegmentSizes = array<i32: 0, 0, 0>} : () -> () loc("22.mlir":305:1)
  }) : () -> () loc("22.mlir":304:1)
  "builtin.module"() ({
    "test.one_result1"() {kind = 4 : i64} : () -> () loc("22.mlir":308:1)
  }) : () -> () loc("22.mlir":307:1)
  "builtin.module"() ({
    "test.one_result2"() {kind = 4 : i64} : () -> () loc("22.mlir":311:1)
  }) : () -> () loc("22.mlir":310:1)
  "builtin.module"() ({
    "test.op_a"() {attr = 4 : i64} : () -> () loc("22.mlir":314:1)
  }) : () -> () loc("22.mlir":313:1)
  "builtin.module"() ({
    "test.op_b"() {attr = 4 : i64} : () -> () loc("22.mlir":317:1)
  }) : () -> () loc("22.mlir":316:1)
  "builtin.module"() ({
    "test.op_in_place_fold"() {attr = 4 : i64} : () -> () loc("22.mlir":320:1)
  }) : () -> () loc("22.mlir":319:1)
  "builtin.module"() ({
    "test.op_in_place_self_fold"() {folded} : () -> () loc("22.mlir":323:1)
  }) : () -> () loc("22.mlir":322:1)
  "builtin.module"() ({
    "test.op_m"() {optional_attr = 4 : i64} : () -> () loc("22.mlir":326:1)
  }) : () -> () loc("22.mlir":325:1)
  "builtin.module"() ({
    "test.op_optionally_implementing_interface"() {implementsInterface = true} : () -> () loc("22.mlir":329:1)
  }) : () -> () loc("22.mlir":328:1)
  "builtin.module"() ({
    "test.op_s"() {value} : () -> () loc("22.mlir":332:1)
  }) : () -> () loc("22.mlir":331:1)
  "builtin.module"() ({
    "test.op_with_bit_enum"() {tag, value = #test.bit_enum<read>} : () -> () loc("22.mlir":335:1)
  }) : () -> () loc("22.mlir":334:1)
  "builtin.module"() ({
    "test.op_with_effects_a"() {first = @s4, optional_symbol = @s5, second = @s6} : () -> () loc("22.mlir":338:1)
  }) : () -> () loc("22.mlir":337:1)
  "builtin.module"() ({
    "test.op_with_enum"() {tag, value = #test<enum first>} : () -> () loc("22.mlir":341:1)
  }) : () -> () loc("22.mlir":340:1)
  "builtin.module"() ({
    "test.op_with_loc_attr"() {loc_attr = loc("l4")} : () -> () loc("22.mlir":344:1)
  }) : () -> () loc("22.mlir":343:1)
  "builtin.module"() ({
    "test.optional_custom_attr"() {attr = 4 : i64} : () -> () loc("22.mlir":347:1)
  }) : () -> () loc("22.mlir":346:1)
  "builtin.module"() ({
    "test.overridden_symbol_visibility"() {sym_name = "s4"} : () -> () loc("22.mlir":350:1)
  }) : () -> () loc("22.mlir":349:1)
  "builtin.module"() ({
    "test.parse_b64"() {b64 = "s4"} : () -> () loc("22.mlir":353:1)
  }) : () -> () loc("22.mlir":352:1)
  "builtin.module"() ({
    "test.parse_custom_operation_name_api"() {name = "s4"} : () -> () loc("22.mlir":356:1)
  }) : () -> () loc("22.mlir":355:1)
  "builtin.module"() ({
    "test.parse_wrapped_keyword"() {keyword = "s4"} : () -> () loc("22.mlir":359:1)
  }) : () -> () loc("22.mlir":358:1)
  "builtin.module"() ({
    "test.positive_int_attr"() {i32attr = 4 : i64, i64attr = 5 : i64} : () -> () loc("22.mlir":362:1)
  }) : () -> () loc("22.mlir":361:1)
  "builtin.module"() ({
    "test.producing_br"() {operandSegmentSizes = array<i32: 0, 0>} : () -> () loc("22.mlir":365:1)
  }) : () -> () loc("22.mlir":364:1)
  "builtin.module"() ({
    "test.promised_interfaces"() {promisedAttr} : () -> () loc("22.mlir":368:1)
  }) : () -> () loc("22.mlir":367:1)
  "builtin.module"() ({
    "test.prop"() {transforms = dense<4> : tensor<2xi32>} : () -> () loc("22.mlir":371:1)
  }) : () -> () loc("22.mlir":370:1)
  "builtin.module"() ({
    "test.ranked_int_elements_attr"() {matrix_i64_attr = dense<4> : tensor<2xi32>, vector_i32_attr = dense<5> : tensor<2xi32>} : () -> () loc("22.mlir":374:1)
  }) : () -> () loc("22.mlir":373:1)
  "builtin.module"() ({
    "test.recursive_rewrite"() {depth = 4 : i64} : () -> () loc("22.mlir":377:1)
  }) : () -> () loc("22.mlir":376:1)
  "builtin.module"() ({
    "test.reflect_bounds"() {smax = 4 : i64, smin = 5 : i64, umax = 6 : i64, umin = 7 : i64} : () -> () loc("22.mlir":380:1)
  }) : () -> () loc("22.mlir":379:1)
  "builtin.module"() ({
    "test.reify_bound"() {constant, dim = 4 : i64, scalable, type = "s5", vscale_max = 6 : i64, vscale_min = 7 : i64} : () -> () loc("22.mlir":383:1)
  }) : () -> () loc("22.mlir":382:1)
  "builtin.module"() ({
    "test.result_has_same_type_as_attr"() {attr = 4 : i64} : () -> () loc("22.mlir":386:1)
  }) : () -> () loc("22.mlir":385:1)
  "builtin.module"() ({
    "test.source_op"() {tag = 4 : i64} : () -> () loc("22.mlir":389:1)
  }) : () -> () loc("22.mlir":388:1)
  "builtin.module"() ({
    "test.store_with_a_loop_region"() {store_before_region = true} : () -> () loc("22.mlir":392:1)
  }) : () -> () loc("22.mlir":391:1)
  "builtin.module"() ({
    "test.store_with_a_region"() {store_before_region = true} : () -> () loc("22.mlir":395:1)
  }) : () -> () loc("22.mlir":394:1)
  "builtin.module"() ({
    "test.string_attr_pretty_name"() {names = [4]} : () -> () loc("22.mlir":398:1)
  }) : () -> () loc("22.mlir":397:1)
  "builtin.module"() ({
    "test.string_attr_with_mixed_type"() {attr} : () -> () loc("22.mlir":401:1)
  }) : () -> () loc("22.mlir":400:1)
  "builtin.module"() ({
    "test.string_attr_with_type"() {attr = "s4"} : () -> () loc("22.mlir":404:1)
  }) : () -> () loc("22.mlir":403:1)
  "builtin.module"() ({
    "test.string_elements_attr"() {scalar_string_attr = dense<4> : tensor<2xi32>} : () -> () loc("22.mlir":407:1)
  }) : () -> () loc("22.mlir":406:1)
  "builtin.module"() ({
    "test.switch_with_no_break"() {cases = array<i64: 4>} : () -> () loc("22.mlir":410:1)
  }) : () -> () loc("22.mlir":409:1)
  "builtin.module"() ({
    "test.symbol"() {sym_name = "s4", sym_visibility = "s5"} : () -> () loc("22.mlir":413:1)
  }) : () -> () loc("22.mlir":412:1)
  "builtin.module"() ({
    "test.symbol_binding_a"() {attr = 4 : i64} : () -> () loc("22.mlir":416:1)
  }) : () -> () loc("22.mlir":415:1)
  "builtin.module"() ({
    "test.symbol_binding_d"() {attr = 4 : i64} : () -> () loc("22.mlir":419:1)
  }) : () -> () loc("22.mlir":418:1)
  "builtin.module"() ({
    "test.symbol_with_result"() {sym_name = "s4", sym_visibility = "s5"} : () -> () loc("22.mlir":422:1)
  }) : () -> () loc("22.mlir":421:1)
  "builtin.module"() ({
    "test.tblgen_build_6"() {operandSegmentSizes = array<i32: 0, 0>} : () -> () loc("22.mlir":425:1)
  }) : () -> () loc("22.mlir":424:1)
  "builtin.module"() ({
    "test.tblgen_build_7"() {attr0 = true} : () -> () loc("22.mlir":428:1)
  }) : () -> () loc("22.mlir":427:1)
  "builtin.module"() ({
    "test.three_result"() {kind = 4 : i64} : () -> () loc("22.mlir":431:1)
  }) : () -> () loc("22.mlir":430:1)
  "builtin.module"() ({
    "test.two_result"() {kind = 4 : i64} : () -> () loc("22.mlir":434:1)
  }) : () -> () loc("22.mlir":433:1)
  "builtin.module"() ({
    "test.type_array_attr"() {attr = [4]} : () -> () loc("22.mlir":437:1)
  }) : () -> () loc("22.mlir":436:1)
  "builtin.module"() ({
    "test.type_array_attr_with_default"() {attr = [4]} : () -> () loc("22.mlir":440:1)
  }) : () -> () loc("22.mlir":439:1)
  "builtin.module"() ({
    "test.type_attr_of"() {type = i4} : () -> () loc("22.mlir":443:1)
  }) : () -> () loc("22.mlir":442:1)
  "builtin.module"() ({
    "test.typed_attr"() {attr, type = i4} : () -> () loc("22.mlir":446:1)
  }) : () -> () loc("22.mlir":445:1)
  "builtin.module"() ({
    "test.value_with_bounds"() {max = 4 : i64, min = 5 : i64} : () -> () loc("22.mlir":449:1)
  }) : () -> () loc("22.mlir":448:1)
  "builtin.module"() ({
    "test.variadic_args_types_split"() {str = "s4"} : () -> () loc("22.mlir":452:1)
  }) : () -> () loc("22.mlir":451:1)
  "builtin.module"() ({
    "test.variadic_rewrite_dst_op"() {operandSegmentSizes = array<i32: 0, 0, 0>} : () -> () loc("22.mlir":455:1)
  }) : () -> () loc("22.mlir":454:1)
  "builtin.module"() ({
    "test.variadic_rewrite_src_op"() {operandSegmentSizes = array<i32: 0, 0, 0>} : () -> () loc("22.mlir":458:1)
  }) : () -> () loc("22.mlir":457:1)
  "builtin.module"() ({
    "test.variadic_segment_prop"() {operandSegmentSizes = array<i32: 0, 0>, resultSegmentSizes = array<i32: 0, 0>} : () -> () loc("22.mlir":461:1)
  }) : () -> () loc("22.mlir":460:1)
  "builtin.module"() ({
    "test.versionedA"() {dims = 4 : i64, modifier = true} : () -> () loc("22.mlir":464:1)
  }) : () -> () loc("22.mlir":463:1)
  "builtin.module"() ({
    "test.versionedC"() {attribute} : () -> () loc("22.mlir":467:1)
  }) : () -> () loc("22.mlir":466:1)
  "builtin.module"() ({
    "test.with_bounds"() {smax = 4 : i64, smin = 5 : i64, umax = 6 : i64, umin = 7 : i64} : () -> () loc("22.mlir":470:1)
  }) : () -> () loc("22.mlir":469:1)
  "builtin.module"() ({
    "test.with_bounds_region"() {smax = 4 : i64, smin = 5 : i64, umax = 6 : i64, umin = 7 : i64} : () -> () loc("22.mlir":473:1)
  }) : () -> () loc("22.mlir":472:1)
  "builtin.module"() ({
    "transform.test.fuse_and_yield"() {tile_interchange = [4], tile_sizes = [5], use_forall = true} : () -> () loc("22.mlir":476:1)
  }) : () -> () loc("22.mlir":475:1)
  "builtin.module"() ({
    "transform.test.fuse_consumer_using_slice"() {num_consumer_to_fuse = 5 : i64, operandSegmentSizes = array<i32: 0, 0>} : () -> () loc("22.mlir":479:1)
  }) : () -> () loc("22.mlir":478:1)
  "builtin.module"() ({
    "transform.test.fuse_using_forall"() {interchange = [4], mapping = [5], tile_sizes = [6]} : () -> () loc("22.mlir":482:1)
  }) : () -> () loc("22.mlir":481:1)
  "builtin.module"() ({
    "transform.test.tile_and_fuse_outer_parallel_partial_reduction"() {mapping = [4], reduction_dims = [5], tile_sizes = [6]} : () -> () loc("22.mlir":485:1)
  }) : () -> () loc("22.mlir":484:1)
  "builtin.module"() ({
    "transform.test.tile_using_custom_loop"() {tile_sizes = [4]} : () -> () loc("22.mlir":488:1)
  }) : () -> () loc("22.mlir":487:1)
  "builtin.module"() ({
    "transform.test.tile_using_forall"() {interchange = [4], mapping = [5], tile_sizes = [6]} : () -> () loc("22.mlir":491:1)
  }) : () -> () loc("22.mlir":490:1)
  "builtin.module"() ({
    "transform.test_add_test_extension"() {message = "s4"} : () -> () loc("22.mlir":494:1)
  }) : () -> () loc("22.mlir":493:1)
  "builtin.module"() ({
    "transform.test_add_to_param"() {addendum = 4 : i64} : () -> () loc("22.mlir":497:1)
  }) : () -> () loc("22.mlir":496:1)
  "builtin.module"() ({
    "transform.test_consume_operand"() {allow_repeated_handles} : () -> () loc("22.mlir":500:1)
  }) : () -> () loc("22.mlir":499:1)
  "builtin.module"() ({
    "transform.test_consume_operand_of_op_kind_or_fail"() {op_kind = "s4"} : () -> () loc("22.mlir":503:1)
  }) : () -> () loc("22.mlir":502:1)
  "builtin.module"() ({
    "transform.test_dummy_payload_op"() {fail_to_verify} : () -> () loc("22.mlir":506:1)
  }) : () -> () loc("22.mlir":505:1)
  "builtin.module"() ({
    "transform.test_emit_remark_and_erase_operand"() {fail_after_erase, remark = "s4"} : () -> () loc("22.mlir":509:1)
  }) : () -> () loc("22.mlir":508:1)
  "builtin.module"() ({
    "transform.test_initializer_extension"() {type = "s4"} : () -> () loc("22.mlir":512:1)
  }) : () -> () loc("22.mlir":511:1)
  "builtin.module"() ({
    "transform.test_produce_param"() {attr} : () -> () loc("22.mlir":515:1)
  }) : () -> () loc("22.mlir":514:1)
  "builtin.module"() ({
    "transform.test_produce_transform_param_or_forward_operand"() {first_result_is_null, first_result_is_param, second_result_is_handle} : () -> () loc("22.mlir":518:1)
  }) : () -> () loc("22.mlir":517:1)
  "builtin.module"() ({
    "transform.test_produce_value_handle_to_argument_of_parent_block"() {number = 4 : i64} : () -> () loc("22.mlir":521:1)
  }) : () -> () loc("22.mlir":520:1)
  "builtin.module"() ({
    "transform.test_produce_value_handle_to_result"() {number = 4 : i64} : () -> () loc("22.mlir":524:1)
  }) : () -> () loc("22.mlir":523:1)
  "builtin.module"() ({
    "transform.test_required_memory_effects"() {has_operand_effect, has_result_effect, modifies_payload} : () -> () loc("22.mlir":527:1)
  }) : () -> () loc("22.mlir":526:1)
  "builtin.module"() ({
    "transform.test_succeed_if_operand_of_op_kind"() {op_kind = "s4"} : () -> () loc("22.mlir":530:1)
  }) : () -> () loc("22.mlir":529:1)
}) : () -> () loc("22.mlir":0:0)
