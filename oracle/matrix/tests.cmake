# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Readers in the loop (peers/, oracle/peers/) and the readers matrix
# (oracle/matrix/); included from oracle/CMakeLists.txt. No network.
# The matrix renderer on synthetic certificates: same input -> same bytes,
# history once per new measurement, rates and colours, dates never the clock.
oracle_py_test(oracle_matrix ${CMAKE_CURRENT_SOURCE_DIR}/matrix/tests/test_matrix.py oracle 120)
# peers/*.json valid (keys, 40-hex pinned commit); ./cts peers usage errors;
# a toy peer built from a git checkout (pin warning) and certified on a slice
# (the reference reader given: ./cts peers certify builds nothing).
oracle_py_test(oracle_peers ${CMAKE_CURRENT_SOURCE_DIR}/peers/tests/test_peers.py oracle 300
               ${READER})
