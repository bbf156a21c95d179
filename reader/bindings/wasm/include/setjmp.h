/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* setjmp.h for wasm32-wasi builds whose wasi-libc has none (Debian 12's).
 * clang lowers setjmp/longjmp with WebAssembly exception handling
 * (-mllvm -wasm-enable-sjlj) into calls to the runtime in sjlj.c. */
#ifndef MBC_WASM_SETJMP_H
#define MBC_WASM_SETJMP_H

typedef struct mbc_jmp_buf {
  void *func_invocation_id;
  unsigned label;
  void *env;
  int val;
} jmp_buf[1];

int setjmp(jmp_buf env);
_Noreturn void longjmp(jmp_buf env, int val);

#endif
