#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""A crash's site from the report a reader's runtime printed
(oracle/core/runner.py crash_signature): a sanitizer report, or the stack
LLVM's signal handler prints for a released mlir-opt (no debug symbols for
gdb). The frames that say where the report came from (the signal handler,
report_fatal_error, SmallVector's growth, libc's abort and free) are not the
site; a stripped binary's frames are its module and offset. No reader runs:
the stacks are written as mlir-opt 16, 19 and 22 print them."""

import os
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, os.pardir, os.pardir, os.pardir))
from oracle.core.tests.testenv import REPO  # noqa: E402,F401  (paths, PYTHONPATH)

from oracle.core.runner import crash_signature  # noqa: E402

BANNER = ("LLVM ERROR: SmallVector unable to grow. Requested capacity (1) is larger than maximum\n"
          "PLEASE submit a bug report to https://github.com/llvm/llvm-project/issues/\n"
          "Stack dump:\n"
          "0.\tProgram arguments: mlir-opt-19 --allow-unregistered-dialect x.mlirbc -o /dev/null\n")
NAMED = BANNER + """\
 #0 0x00007fd3ad4b73c6 llvm::sys::PrintStackTrace(llvm::raw_ostream&, int) (/usr/lib/llvm-19/bin/../lib/libLLVM.so.19.1+0xeb73c6)
 #1 0x00007fd3ad4b5070 llvm::sys::RunSignalHandlers() (/usr/lib/llvm-19/bin/../lib/libLLVM.so.19.1+0xeb5070)
 #2 0x00007fd3ad4b7a8b (/usr/lib/llvm-19/bin/../lib/libLLVM.so.19.1+0xeb7a8b)
 #3 0x00007fd3ac45a050 (/lib/x86_64-linux-gnu/libc.so.6+0x3c050)
 #4 0x00007fd3ac4a8eec __pthread_kill_implementation ./nptl/./nptl/pthread_kill.c:44:76
 #5 0x00007fd3ac459fb2 raise ./signal/../sysdeps/posix/raise.c:27:6
 #6 0x00007fd3ac444472 abort ./stdlib/./stdlib/abort.c:81:7
 #7 0x00007fd3ad40bc24 llvm::report_fatal_error(llvm::Twine const&, bool) (/usr/lib/llvm-19/bin/../lib/libLLVM.so.19.1+0xe0bc24)
 #8 0x000055a6735d0878 llvm::SmallVectorTemplateBase<std::unique_ptr<mlir::Region, std::default_delete<mlir::Region> >, false>::grow(unsigned long) (/usr/lib/llvm-19/bin/mlir-opt+0xe51878)
 #9 0x000055a675d814f2 mlir::BytecodeReader::Impl::parseRegions(std::vector<mlir::BytecodeReader::Impl::RegionReadState, std::allocator<mlir::BytecodeReader::Impl::RegionReadState> >&, mlir::BytecodeReader::Impl::RegionReadState&) (/usr/lib/llvm-19/bin/mlir-opt+0x36024f2)
#10 0x000055a675d7ea0b mlir::Diagnostic::operator<<(llvm::Twine&&) (/usr/lib/llvm-19/bin/mlir-opt+0x35ffa0b)
#11 0x000055a675d7baf3 mlir::BytecodeReader::Impl::read(mlir::Block*, llvm::function_ref<bool (mlir::Operation*)>) const (/usr/lib/llvm-19/bin/mlir-opt+0x35fcaf3)
#12 0x000055a67357b7c5 main (/usr/lib/llvm-19/bin/mlir-opt+0xdfc7c5)
"""
FREE = BANNER.replace("LLVM ERROR: SmallVector unable to grow. Requested capacity (1) is larger than maximum\n",
                      "double free or corruption (out)\n") + """\
 #6 0x00007fdc04444472 abort ./stdlib/./stdlib/abort.c:81:7
 #7 0x00007fdc0449d42f __libc_message ./libio/../sysdeps/posix/libc_fatal.c:157:1
 #8 0x00007fdc044b286a ./malloc/./malloc/malloc.c:5666:3
 #9 0x00007fdc044b48d0 _int_free ./malloc/./malloc/malloc.c:4587:7
#10 0x00007fdc044b6f5f cfree ./malloc/./malloc/malloc.c:3388:3
#11 0x00007fdc0fee1335 (/usr/lib/llvm-22/bin/../lib/libMLIR.so.22.1+0x28e1335)
#12 0x00007fdc0fed85f4 mlir::readBytecodeFile(std::shared_ptr<llvm::SourceMgr> const&, mlir::Block*, mlir::ParserConfig const&) (/usr/lib/llvm-22/bin/../lib/libMLIR.so.22.1+0x28d85f4)
#13 0x00007fdc0fed85f4 (anonymous namespace)::Parser::run(int) (/usr/lib/llvm-22/bin/../lib/libMLIR.so.22.1+0x28d8600)
"""
STRIPPED = BANNER + """\
  #2 0x00007fe12d5ca4bb (/lib/x86_64-linux-gnu/libLLVM-16.so.1+0xfca4bb)
  #3 0x00007fe12c05a050 (/lib/x86_64-linux-gnu/libc.so.6+0x3c050)
  #4 0x0000556c037b25a3 (/usr/lib/llvm-16/bin/mlir-opt+0x176d5a3)
  #5 0x0000556c036158b5 (/usr/lib/llvm-16/bin/mlir-opt+0x15d08b5)
  #6 0x0000556c03613b75 (/usr/lib/llvm-16/bin/mlir-opt+0x15ceb75)
  #7 0x0000556c037b26a0 (/usr/lib/llvm-16/bin/mlir-opt+0x176d6a0)
"""


# the same crash as the oracle runs mlir-opt (LLVM_DISABLE_SYMBOLIZATION=1):
# names from the dynamic symbol table, unnamed frames with a run's own address
RAW = BANNER + """\
Stack dump without symbol names (ensure you have llvm-symbolizer in your PATH):
0  libLLVM.so.19.1 0x00007fc1826b73c6 llvm::sys::PrintStackTrace(llvm::raw_ostream&, int) + 54
3  libc.so.6       0x00007fc18165a050
5  libc.so.6       0x00007fc181659fb2 gsignal + 18
6  libc.so.6       0x00007fc181644472 abort + 211
7  libLLVM.so.19.1 0x00007fc18260bc24 llvm::report_fatal_error(llvm::Twine const&, bool) + 436
10 mlir-opt-19     0x000056480a9dd878 llvm::SmallVectorTemplateBase<std::unique_ptr<mlir::Region>, false>::grow(unsigned long) + 56
11 mlir-opt-19     0x000056480d18e4f2 mlir::BytecodeReader::Impl::parseRegions(std::vector<int>&, mlir::BytecodeReader::Impl::RegionReadState&) + 1234
12 mlir-opt-19     0x000056480d18fc2a
13 mlir-opt-19     0x000056480d18ba0b mlir::BytecodeReader::Impl::parseIRSection(llvm::ArrayRef<unsigned char>, mlir::Block*) + 523
14 mlir-opt-19     0x000056480d188af3 mlir::BytecodeReader::Impl::read(mlir::Block*, llvm::function_ref<bool (mlir::Operation*)>) + 4083
"""


class LlvmStackTest(unittest.TestCase):
    def test_the_raw_form_the_oracle_sees(self):
        self.assertEqual(crash_signature(RAW),
                         "mlir::BytecodeReader::Impl::parseRegions < "
                         "mlir::BytecodeReader::Impl::parseIRSection < mlir::BytecodeReader::Impl::read")

    def test_named_frames_past_the_support_library(self):
        self.assertEqual(crash_signature(NAMED),
                         "mlir::BytecodeReader::Impl::parseRegions < "
                         "mlir::Diagnostic::operator<< < mlir::BytecodeReader::Impl::read")

    def test_libc_free_path_and_an_unnamed_library_frame(self):
        self.assertEqual(crash_signature(FREE),
                         "libMLIR.so.22.1+0x28e1335 < mlir::readBytecodeFile < "
                         "(anonymous namespace)::Parser::run")

    def test_a_stripped_binary_by_module_and_offset(self):
        self.assertEqual(crash_signature(STRIPPED),
                         "mlir-opt+0x176d5a3 < mlir-opt+0x15d08b5 < mlir-opt+0x15ceb75")

    def test_the_addresses_of_a_run_are_not_part_of_it(self):
        # another run: other load addresses, the same modules and offsets
        moved = STRIPPED.replace("0x0000556c0", "0x00005600a").replace("0x00007fe12", "0x00007f001")
        self.assertEqual(crash_signature(moved), crash_signature(STRIPPED))

    def test_no_report_no_site(self):
        self.assertIsNone(crash_signature("Segmentation fault\n"))
        self.assertIsNone(crash_signature(BANNER))  # a dump without frames

    def test_a_sanitizer_report_still_first(self):
        asan = ("==1==ERROR: AddressSanitizer: heap-buffer-overflow on address 0x1\n"
                "    #0 0x4a in parse_thing /src/x.c:3\n    #1 0x4b in main /src/x.c:9\n") + NAMED
        self.assertEqual(crash_signature(asan), "heap-buffer-overflow in parse_thing < main")


if __name__ == "__main__":
    unittest.main(verbosity=2)
