# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Toolchain of the m32 lane: i386 code from the host gcc (gcc-multilib).
# With a 32-bit size_t every uint64_t -> size_t narrowing in the reader is
# live, which is what the lane is for.
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR i686)
set(CMAKE_C_COMPILER gcc)
# -idirafter: gcc -m32 searches only /usr/include; the glibc and kernel
# headers of x86_64-linux-gnu serve i386 too (biarch). The gcc-multilib
# package would add the /usr/include/asm link instead, but it conflicts with
# the be lane's cross compiler, so the lane needs only gcc-12-multilib.
# -D_FILE_OFFSET_BITS=64: 64-bit inode numbers and offsets (readdir fails with
# EOVERFLOW on a file system with 64-bit inodes otherwise, and the tests that
# list corpus/ would see no file).
set(CMAKE_C_FLAGS_INIT "-m32 -idirafter /usr/include/x86_64-linux-gnu -D_FILE_OFFSET_BITS=64")
set(CMAKE_EXE_LINKER_FLAGS_INIT "-m32")
set(CMAKE_SHARED_LINKER_FLAGS_INIT "-m32")
set(CMAKE_MODULE_LINKER_FLAGS_INIT "-m32")
# find_library(m) must find the 32-bit libm (/usr/lib32), not the host's.
set(CMAKE_LIBRARY_PATH /usr/lib32)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
# The i386 binaries run natively on x86-64: no emulator.
