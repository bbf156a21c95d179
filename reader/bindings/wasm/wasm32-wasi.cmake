# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# CMake toolchain file for the reader's WebAssembly module (./cts wasm):
#   cmake -S . -B B --toolchain reader/bindings/wasm/wasm32-wasi.cmake
# Compiler: clang-19 unless CMAKE_C_COMPILER is given; wasi-libc from the
# compiler's default paths (Debian) or CMAKE_SYSROOT.
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR wasm32)
if(NOT CMAKE_C_COMPILER)
  set(CMAKE_C_COMPILER clang-19)
endif()
set(CMAKE_C_COMPILER_TARGET wasm32-wasi)
# The top-level CMakeLists.txt then builds spec/'s header and reader/ only.
set(MLIRBC_WASM ON)
