# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# `cmake --install`: mlirbc.h, libmlirbc.a, libmlirbc.so.1 (+ symlinks),
# mlirbc.pc, the CMake package (find_package(mlirbc) -> mlirbc::mlirbc,
# mlirbc::mlirbc_static) and mlirbc-read. Included by reader/CMakeLists.txt.
include(CMakePackageConfigHelpers)

set(MLIRBC_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/mlirbc)
install(FILES ${CMAKE_CURRENT_SOURCE_DIR}/include/mlirbc.h
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
set(MLIRBC_INSTALL_TARGETS mlirbc)
if(TARGET mlirbc_shared)
  list(APPEND MLIRBC_INSTALL_TARGETS mlirbc_shared)
endif()
install(TARGETS ${MLIRBC_INSTALL_TARGETS} EXPORT mlirbcTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR} NAMELINK_COMPONENT Development
        RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR}
        INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(TARGETS mlirbc-read RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(EXPORT mlirbcTargets NAMESPACE mlirbc:: DESTINATION ${MLIRBC_CMAKE_DIR})

configure_package_config_file(${CMAKE_CURRENT_SOURCE_DIR}/cmake/mlirbcConfig.cmake.in
  ${CMAKE_CURRENT_BINARY_DIR}/mlirbcConfig.cmake INSTALL_DESTINATION ${MLIRBC_CMAKE_DIR})
write_basic_package_version_file(${CMAKE_CURRENT_BINARY_DIR}/mlirbcConfigVersion.cmake
  VERSION ${MLIRBC_LIB_VERSION} COMPATIBILITY SameMajorVersion)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/mlirbcConfig.cmake
              ${CMAKE_CURRENT_BINARY_DIR}/mlirbcConfigVersion.cmake
        DESTINATION ${MLIRBC_CMAKE_DIR})

# pkg-config: libdir/includedir relative to ${prefix} when they are, so an
# installed tree can be moved (and a --prefix at install time holds).
foreach(kind LIBDIR INCLUDEDIR)
  if(IS_ABSOLUTE "${CMAKE_INSTALL_${kind}}")
    set(MLIRBC_PC_${kind} "${CMAKE_INSTALL_${kind}}")
  else()
    set(MLIRBC_PC_${kind} "\${prefix}/${CMAKE_INSTALL_${kind}}")
  endif()
endforeach()
configure_file(${CMAKE_CURRENT_SOURCE_DIR}/cmake/mlirbc.pc.in
               ${CMAKE_CURRENT_BINARY_DIR}/mlirbc.pc.in.configured @ONLY)
# prefix= is the one value `cmake --install --prefix DIR` must be able to
# change after the build: written at install time (the line after the
# template's license comment).
install(CODE "
  file(READ \"${CMAKE_CURRENT_BINARY_DIR}/mlirbc.pc.in.configured\" pc)
  string(REGEX REPLACE \"\\nprefix=[^\\n]*\" \"\\nprefix=\${CMAKE_INSTALL_PREFIX}\" pc \"\${pc}\")
  file(WRITE \"\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_LIBDIR}/pkgconfig/mlirbc.pc\" \"\${pc}\")
  message(STATUS \"Installing: \$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_LIBDIR}/pkgconfig/mlirbc.pc\")
")
