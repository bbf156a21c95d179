/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* sjlj.c — the runtime of clang's WebAssembly setjmp/longjmp lowering
 * (LLVM 19, -mllvm -wasm-enable-sjlj), as newer wasi-libc ships it in
 * libsetjmp: setjmp records which call of which function it belongs to,
 * longjmp throws a C_LONGJMP exception that the lowered function catches
 * and compares against its own invocation. */
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>

struct arg {
  void *env;
  int val;
};

void __wasm_setjmp(void *env, uint32_t label, void *func_invocation_id);
uint32_t __wasm_setjmp_test(void *env, void *func_invocation_id);
void __wasm_longjmp(void *env, int val);

void __wasm_setjmp(void *env, uint32_t label, void *func_invocation_id) {
  struct mbc_jmp_buf *jb = env;
  if (label == 0 || func_invocation_id == NULL) __builtin_trap();
  jb->func_invocation_id = func_invocation_id;
  jb->label = label;
}

uint32_t __wasm_setjmp_test(void *env, void *func_invocation_id) {
  struct mbc_jmp_buf *jb = env;
  if (jb->label == 0 || func_invocation_id == NULL) __builtin_trap();
  return jb->func_invocation_id == func_invocation_id ? jb->label : 0;
}

void __wasm_longjmp(void *env, int val) {
  struct mbc_jmp_buf *jb = env;
  /* the exception's payload: where the lowered code finds env and val */
  static _Thread_local struct arg arg;
  arg.env = env;
  arg.val = val ? val : 1;
  (void)jb;
  __builtin_wasm_throw(1, &arg); /* tag 1: C_LONGJMP */
}
