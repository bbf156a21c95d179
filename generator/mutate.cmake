# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# generator/mutate.cmake — tests of the trace-driven mutators
# (generator/src/mutate/). A small driver writes mutations; run_mutations.py
# runs the reference reader on them as a program and checks the expected
# verdict, code and offset of every case, determinism, and the fraction of
# mbg_fuzz_mutate outputs that get past the section table.
find_package(Python3 COMPONENTS Interpreter)
add_executable(mut_driver ${CMAKE_CURRENT_SOURCE_DIR}/src/mutate/tests/mut_driver.c)
target_link_libraries(mut_driver PRIVATE mlirbc_gen)
if(Python3_Interpreter_FOUND)
  set(_mut_run ${Python3_EXECUTABLE}
      ${CMAKE_CURRENT_SOURCE_DIR}/src/mutate/tests/run_mutations.py
      --reader ${MLIRBC_TOOL_READER} --driver $<TARGET_FILE:mut_driver>)
  # Files written by mlir-opt: every family at v6 and the oldest era at v0
  # (their trace comes from `mlirbc-read --trace`). Sizes keep the three
  # tests near two minutes under the sanitizers (each case is one reader
  # run); run_mutations.py takes more files/seeds for deeper local runs.
  file(GLOB _mut_upstream
       ${PROJECT_SOURCE_DIR}/corpus/upstream/files/*.w22.v6.mlirbc
       ${PROJECT_SOURCE_DIR}/corpus/upstream/files/*.w16.v0.mlirbc)
  if(_mut_upstream)
    add_test(NAME mutate_upstream_files
             COMMAND ${_mut_run} --work ${CMAKE_CURRENT_BINARY_DIR}/mut-upstream
                     corpus ${_mut_upstream})
  endif()
  add_test(NAME mutate_generated_files
           COMMAND ${_mut_run} --work ${CMAKE_CURRENT_BINARY_DIR}/mut-generated gen 1 12)
  add_test(NAME mutate_scrambled_trace
           COMMAND mut_driver robust 1 60 ${CMAKE_CURRENT_BINARY_DIR})
  add_test(NAME mutate_fuzz_mutator
           COMMAND ${_mut_run} --work ${CMAKE_CURRENT_BINARY_DIR}/mut-fuzz
                   --min-pass 0.9 fuzz 1 250)
endif()
