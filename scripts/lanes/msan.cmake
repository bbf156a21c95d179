# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Toolchain of the msan lane: clang-19 MemorySanitizer (origins tracked) on
# everything, plus libFuzzer coverage so fuzz_read can be linked from the same
# library objects. MSan needs every byte the program reads to be initialised
# by instrumented code: the reader has no dependencies beyond libc.
set(CMAKE_C_COMPILER clang-19)
set(MLIRBC_MSAN_FLAGS "-fsanitize=memory -fsanitize-memory-track-origins=2 -fno-omit-frame-pointer -fno-sanitize-recover=all -fsanitize=fuzzer-no-link")
set(CMAKE_C_FLAGS_INIT "${MLIRBC_MSAN_FLAGS}")
set(CMAKE_EXE_LINKER_FLAGS_INIT "-fsanitize=memory")
